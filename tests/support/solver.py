"""A solver that fails on purpose: the n-th search of a position is too big for the node budget."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pitchtutor.errors import SearchLimit


class TooBigAt:
    """Wraps ``solve`` (``card_scores``); its ``at``-th call raises SearchLimit, as a
    deal past the node budget does. ``calls`` counts them; set it to 0 to start again."""

    def __init__(self, solve: Callable[..., Any], at: int) -> None:
        self.solve, self.at, self.calls = solve, at, 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        if self.calls == self.at:
            raise SearchLimit("the position needs more than 400000 nodes")
        return self.solve(*args, **kwargs)
