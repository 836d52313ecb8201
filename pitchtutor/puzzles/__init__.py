"""Rated puzzles: positions where one choice is clearly best from what the seat can see.

* :mod:`~pitchtutor.puzzles.puzzle` — a :class:`Puzzle` (the position as a hand
  record, the answer, each choice's value, themes, the explanation as data, a
  rating) and puzzle files (JSON Lines, gzipped or not);
* :mod:`~pitchtutor.puzzles.values` — each choice valued over the deals the
  seat cannot rule out, and whether one is clearly best;
* :mod:`~pitchtutor.puzzles.generate` — puzzles found in bot-against-bot
  hands, and checked again from scratch;
* :mod:`~pitchtutor.puzzles.rating` — Glicko-2 ratings for learners and puzzles;
* :mod:`~pitchtutor.puzzles.trainer` — the trainer's logic: a learner, the next
  puzzle, reviews, streaks, strengths by theme;
* :mod:`~pitchtutor.puzzles.drills` — quick-count drills made fresh from the engine, timed.

The puzzles sit above the coach (whose tips give their themes, and whose bid
advisor their bid answers) and below the widgets and the programs.
"""

from pitchtutor.puzzles.generate import THEMES, Check, Settings, generate, verify
from pitchtutor.puzzles.puzzle import (
    KINDS,
    ChoiceValue,
    Features,
    Puzzle,
    PuzzleError,
    Reason,
    read_puzzles,
    write_puzzles,
)
from pitchtutor.puzzles.rating import Rating, attempt, initial_rating, update

__all__ = [
    "KINDS",
    "THEMES",
    "Check",
    "ChoiceValue",
    "Features",
    "Puzzle",
    "PuzzleError",
    "Rating",
    "Reason",
    "Settings",
    "attempt",
    "generate",
    "initial_rating",
    "read_puzzles",
    "update",
    "verify",
    "write_puzzles",
]
