"""A Pitty Pat replay's own lines (rule keys ``pittypat.report.*``): the heading, the labels and
the position around the engine's sentences in ``pitchtutor replay``, so that a replay in another
locale has no English left between its sentences.  Pitch's are :mod:`pitchtutor.texts.report`.
The reasoning of each line is here, once; its words are in each locale's ``pittypat_report.toml``."""

from __future__ import annotations

from collections.abc import Mapping

from pitchtutor.checks import show
from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase


def rules_named(changes: Mapping[str, object], standard: str) -> str:
    """The rules as ``Rules.describe`` names them, with the locale's word for the standard game:
    "standard", "standard (rounds=5)"; the keys and values stay as a record writes them."""
    if not changes:
        return standard
    return f"{standard} (" + ", ".join(f"{key}={show(value)}" for key, value in changes.items()) + ")"


@catalog.reasons("pittypat.report.rules")
def _rules(say: Say, phrase: Phrase) -> str:
    return phrase("rules", rules=rules_named(say["changes"], phrase("standard")))


catalog.load(__name__)  # the words of these lines, and of those that only fill in facts
