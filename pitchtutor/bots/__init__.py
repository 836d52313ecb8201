"""Built-in opponents.

A bot is any object with a ``choose(view) -> Action`` method: it is given a
:class:`~pitchtutor.view.SeatView` (what its seat may know: its own cards,
the auction, the tricks so far, trump, the pitcher, the rules) and returns
one of ``view.legal``.

>>> from pitchtutor import Hand, Ruleset
>>> hand = Hand.deal(Ruleset.preset("cutthroat"), 3, rng=5)
>>> bots = [BasicBot(), RandomBot(seed=1), BasicBot()]
>>> while hand.to_act is not None:
...     hand.apply(bots[hand.to_act].choose(hand.view(hand.to_act)))
>>> hand.phase.value in ("over", "redeal")
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar

from pitchtutor.actions import Action
from pitchtutor.bots.basic import BasicBot
from pitchtutor.bots.expert import ExpertBot
from pitchtutor.bots.random import RandomBot
from pitchtutor.errors import PitchError
from pitchtutor.view import SeatView


class Bot(Protocol):
    """What every bot provides."""

    def choose(self, view: SeatView) -> Action:
        """Return one of ``view.legal``."""
        ...


BOTS: dict[str, type[BasicBot] | type[RandomBot] | type[ExpertBot]] = {
    "basic": BasicBot,
    "expert": ExpertBot,
    "random": RandomBot,
}


BotClass = TypeVar("BotClass")


def bot_class(bots: Mapping[str, BotClass], level: str, what: str = "bot") -> BotClass:
    """The class of bot ``level`` in a game's ``bots``; a name not among them raises
    :class:`PitchError` naming those that are (``what``: the kind of bot it says)."""
    if level not in bots:
        raise PitchError(f"unknown {what} {level!r}: choose one of {', '.join(map(repr, bots))}")
    return bots[level]


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A built-in bot by name: ``random``, ``basic`` or ``expert``."""
    return bot_class(BOTS, level)(seed=seed)


__all__ = ["BOTS", "BasicBot", "Bot", "ExpertBot", "RandomBot", "bot_class", "make_bot"]
