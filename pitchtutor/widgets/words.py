"""What every widget with words shares: its language (``lang``) and the page's words in it
(``words``, synced to the page, which says each through ``word(key, vars)``); see
:mod:`pitchtutor.texts.page`."""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

from pitchtutor.explain import ENGLISH, check_locale
from pitchtutor.texts.page import page_words, word
from pitchtutor.widgets.guard import checked_trait


class Worded(traitlets.HasTraits):
    """A widget's language and its words; put it before the widget class in the bases.

    ``word_groups`` names the catalog's groups the page shows (the part of a key before
    its first dot); only those are sent."""

    word_groups: ClassVar[tuple[str, ...]] = ("kernel", "suit")

    lang = traitlets.Unicode(ENGLISH).tag(sync=True)
    """The language of the widget: its own words and the tutor's sentences (en, pt, fr; xx for tests)."""
    words = traitlets.Dict().tag(sync=True)
    """The page's words in ``lang``, key -> template (set from ``lang``)."""

    @traitlets.default("words")
    def _default_words(self) -> dict[str, str]:
        return page_words(self.lang, self.word_groups)

    @traitlets.validate("lang")
    def _valid_lang(self, proposal: dict[str, Any]) -> str:
        return checked_trait(check_locale, str(proposal["value"]), ValueError)

    @traitlets.observe("lang")
    def _new_words(self, change: dict[str, Any]) -> None:
        self.words = page_words(str(change["new"]), self.word_groups)

    def word(self, key: str, **values: object) -> str:
        """One of the page's words in the widget's language, its ``{placeholders}`` filled."""
        return word(self.lang, key, **values)
