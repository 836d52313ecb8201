"""What one seat may know: the public table plus its own cards.

A :class:`SeatView` is what bots are given and what a widget may send to a
browser for that seat: the other hands appear only as card counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchtutor.actions import Action, Call
from pitchtutor.cards import Card, Suit
from pitchtutor.rules import Ruleset
from pitchtutor.state import Phase
from pitchtutor.tricks import Play, Trick


@dataclass(frozen=True)
class SeatView:
    """The hand as seen from ``seat``."""

    seat: int
    players: int
    rules: Ruleset
    dealer: int
    phase: Phase
    to_act: int | None
    holding: tuple[Card, ...]  # this seat's cards, as still held
    hand_sizes: tuple[int, ...]  # how many cards each seat still holds
    calls: tuple[tuple[int, Call], ...]
    high_bid: int
    high_bidder: int | None
    pitcher: int | None
    trump: Suit | None
    tricks: tuple[Trick, ...]  # finished tricks: every card in them was seen by all
    current: tuple[Play, ...]  # the trick being played
    legal: tuple[Action, ...]  # this seat's legal actions, empty when it is not to act
    scores: tuple[int, ...] | None = None  # running totals before this hand, when known

    @property
    def side(self) -> int:
        return self.rules.side_of(self.seat, self.players)

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far this hand, in order."""
        return tuple(card for t in self.tricks for card in t.cards) + tuple(c for _, c in self.current)
