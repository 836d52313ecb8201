"""What one Pitty Pat seat may know: the public table plus its own cards.

A :class:`SeatView` is what bots are given and what a widget may send to a
browser for that seat: the other hands appear only as card counts, and a
card another seat drew and kept appears as ``Drawn(None)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchtutor.cards import DECK, Card
from pitchtutor.pittypat.actions import Action
from pitchtutor.pittypat.rules import Rules


@dataclass(frozen=True)
class SeatView:
    seat: int
    players: int
    rules: Rules
    dealer: int
    phase: str  # a Phase value: "turn", "draw", "pair", "over"
    to_act: int | None
    holding: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    up: Card
    pile: tuple[Card, ...]  # the discard pile now (rebuilds take all but the up-card)
    stock_size: int
    rebuilds: int
    streak: int
    played: tuple[Card, ...]  # the first up-card, then every card discarded in a pair, in order
    log: tuple[tuple[int, Action], ...]  # every action so far, others' kept draws hidden
    legal: tuple[Action, ...]  # this seat's decisions, empty when it is not to decide
    totals: tuple[int, ...] | None = None

    def unseen(self) -> list[Card]:
        """The cards this seat cannot place: the other hands and the stock."""
        known = set(self.holding) | set(self.pile)
        return [card for card in DECK if card not in known]
