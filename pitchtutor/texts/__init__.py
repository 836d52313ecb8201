"""Every sentence the tutor says, for every rule key: the rules, the table, the coach.

Each topic (below) is a module and a catalog per locale.  The catalog, the ``.toml`` beside the
module (``rules.toml``, ``pt/rules.toml``, ``fr/rules.toml``; see
:mod:`pitchtutor.texts.catalog`), holds every word: a sentence that only puts its facts into
fixed words is an entry, a sentence that reasons over its facts a table of variants.  The
reasoning is written once, for every locale, in the English topic module
(``@catalog.reasons``): it chooses the variant and works out the facts it needs.  A locale's
module holds only what its grammar needs code for (``pt/vocabulary.py``'s "a sua vez").
Where a house rule decides the verdict, the sentence names it as ``house rule <key> = <value>``,
the key being the one a hand record uses.  ``pitcher_must_win`` is said in words instead ("a
player wins only by reaching the target at the end of a hand in which they pitched and made
their bid (a house rule, from text 001: ...)"), its one reading quoted from the text.
Importing this package registers every template (see :func:`pitchtutor.explain.template`), the
translations' too.

=================  ================================================================
module             rule keys
=================  ================================================================
report             ``report.*``: the headings and position lines of a replay
labels             ``label.*``: the table's words beside its sentences (a call's button)
terminal           ``terminal.*``: the terminal game's own lines (pitchtutor play)
rules              the engine's: ``bid.*``, ``auction.*``, ``play.*``, ``trick.*``,
                   ``high.*``, ``low.*``, ``jack.*``, ``ten.*``, ``three.*``,
                   ``game.*``, ``points.*``, ``settle.*``, ``match.*``, ``turn.*``,
                   ``phase.*``, ``seat.*``, ``pips.*``, ``fact.*``
table              ``table.*``: the card table's own sentences
coach              ``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``
pittypat           ``pittypat.*``: the other game's sentences
pittypat_report    ``pittypat.report.*``: a Pitty Pat replay's heading and position lines
pittypat_terminal  ``pittypat.terminal.*``: the Pitty Pat terminal game's own lines
puzzles            ``puzzle.*``: why a puzzle's answer is best
page               not templates: the page's own words (buttons, chips, headings), one
                   catalog per locale (see :mod:`pitchtutor.texts.page`)
=================  ================================================================

Other locales live in a package each (``pt``: Brazilian Portuguese, ``fr``:
French), with the same module names and catalogs and a ``vocabulary`` module
(card, suit and seat names with their grammar, see
:class:`pitchtutor.explain.Vocabulary`).  To add a locale: copy ``pt/`` to
``<locale>/``, set the vocabulary's ``locale`` and words, translate each
catalog (every variant of every table: a test holds them to English's), add
the locale to :data:`TRANSLATIONS` and its catalogs to the wheel's package data
(pyproject.toml), and list in :data:`COMPLETE` each topic once every one of its
keys is translated; the tests then require every English key of those topics
in that locale.
"""

import importlib

from pitchtutor.texts import (
    coach,
    labels,
    page,
    pittypat,
    pittypat_report,
    pittypat_terminal,
    puzzles,
    report,
    rules,
    table,
    terminal,
)
from pitchtutor.texts.rules import teaching_facts

_EVERY_TOPIC = frozenset({"coach", "labels", "pittypat", "pittypat_report", "pittypat_terminal", "puzzles",
                          "report", "rules", "table", "terminal"})  # fmt: skip
TRANSLATIONS = ("pt", "fr")
"""The other locales: a package each, with this package's modules and a vocabulary."""
for _locale in TRANSLATIONS:  # each registers its templates and words as it is imported
    for _module in ("vocabulary", "page", *sorted(_EVERY_TOPIC)):
        importlib.import_module(f"pitchtutor.texts.{_locale}.{_module}")
COMPLETE: dict[str, frozenset[str]] = {"pt": _EVERY_TOPIC, "fr": _EVERY_TOPIC}
"""For each locale, the topics (modules above) whose every key it translates; a key of a
topic not listed is said in English (see :func:`pitchtutor.explain.render`)."""

__all__ = [
    "COMPLETE",
    "TRANSLATIONS",
    "coach",
    "labels",
    "page",
    "pittypat",
    "pittypat_report",
    "pittypat_terminal",
    "puzzles",
    "report",
    "rules",
    "table",
    "teaching_facts",
    "terminal",
]
