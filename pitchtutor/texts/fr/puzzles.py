"""The puzzles' sentences (``puzzle.*``) in French: the words are in ``puzzles.toml`` beside
this file, the reasoning in :mod:`pitchtutor.texts.puzzles`."""

from __future__ import annotations

from pitchtutor.texts import catalog
from pitchtutor.texts.puzzles import HELPERS

catalog.load(__name__, helpers=HELPERS)
