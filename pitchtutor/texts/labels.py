"""Words the card table shows beside its sentences (rule keys ``label.*``): a call's button
label, the name of nobody in the score sheet."""

from __future__ import annotations

from pitchtutor.explain import Say, template
from pitchtutor.scoring import POINT_NAMES
from pitchtutor.texts import catalog

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("label.point")
def _point(say: Say) -> str:
    """A point of the hand by name, as the score sheet heads it ("High", "the 10 of trump")."""
    return POINT_NAMES[say["point"]]
