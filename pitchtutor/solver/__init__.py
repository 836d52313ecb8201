"""Exact (double-dummy) analysis: the value of every legal card with every hand known.

:mod:`pitchtutor.solver.search` is the search, written in Python (the
reference) and in C (``_ddsolve.c``, compiled by ``pip install`` when a C
compiler is present); both give the same values.  The solver sits above the
engine: it reads a :class:`~pitchtutor.hand.Hand` or a :class:`Position` a bot
imagines, and is read by the bots and the coach.
"""

from pitchtutor.solver.search import LAST_NODES, CardScore, Position, _ddsolve, card_scores

__all__ = ["LAST_NODES", "CardScore", "Position", "_ddsolve", "card_scores"]
