"""The coach's sentences (``tip.*``, ``hint.*``, ``advisor.*``, ``analysis.*``, ``review.*``) in
Brazilian Portuguese, addressed to "você": the words are in ``coach.toml`` beside this file, the
reasoning in :mod:`pitchtutor.texts.coach`.  Figures take the decimal comma ("+1,5", "45%")."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import points


def _points(say: Say, key: str, spec: str = "+.1f") -> str:
    """A number of points, as Brazilian usage has it: "+1,5 ponto", "2,2 pontos"."""
    return points(say[key], spec)


catalog.load(__name__, helpers={"points": _points})
