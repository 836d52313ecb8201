"""A bot that picks uniformly among the legal moves: a baseline, and a fuzzer."""

from __future__ import annotations

import random

from pitchtutor.actions import Action
from pitchtutor.view import SeatView


class RandomBot:
    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no legal move: it is not its turn")
        return self._rng.choice(view.legal)
