"""Words the card table shows beside its sentences (rule keys ``label.*``): a call's button
label, the name of nobody in the score sheet, a point of the hand.  The reasoning is here, once;
the words are in each locale's ``labels.toml``."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase


@catalog.reasons("label.point")
def _point(say: Say, phrase: Phrase) -> str:
    """A point of the hand by name, as the score sheet heads it ("High", "the 10 of trump")."""
    return phrase(say["point"])


catalog.load(__name__)  # the words of these labels, and of those that only fill in facts
