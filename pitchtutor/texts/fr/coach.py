"""The coach's sentences (``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``) in
French, addressed to "vous": the words are in ``coach.toml`` beside this file, the reasoning in
:mod:`pitchtutor.texts.coach`.  Figures take the decimal comma and a space before "%" ("+1,5",
"45 %")."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import points
from pitchtutor.texts.page import percent


def _points(say: Say, key: str, spec: str = "+.1f") -> str:
    """A number of points, as French has it: "+1,5 point", "2,2 points"."""
    return points(say[key], spec)


def _percent(say: Say, key: str) -> str:
    """A share as French writes it: ``45 %`` (a non-breaking space before the sign)."""
    return percent("fr", say[key])


catalog.load(__name__, helpers={"points": _points, "percent": _percent})
