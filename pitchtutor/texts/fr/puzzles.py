"""The puzzles' sentences (``puzzle.*``) in French: the words are in ``puzzles.toml`` beside
this file, the reasoning in :mod:`pitchtutor.texts.puzzles`."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import points
from pitchtutor.texts.puzzles import HELPERS


def _points(say: Say, key: str, spec: str) -> str:
    """A number of points with the decimal comma, and the singular below 2: "+1,50 point"."""
    return points(say[key], spec)


catalog.load(__name__, helpers={**HELPERS, "points": _points})
