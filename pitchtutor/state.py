"""Where a hand stands: its phase, and one moment of it as a value.

The phases (:class:`Phase`) and what moves between them::

    AUCTION --every seat spoke, someone bid--> PLAY --six tricks--> OVER
       |  (or the top bid, under bid_four_ends_auction)
       +--everyone passed (all_pass: redeal), or a coke hand--> REDEAL

A :class:`HandState` is one moment; :class:`~pitchtutor.hand.Hand` owns the
stack of them, and a :class:`Step` records who took which action between two.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from pitchtutor.actions import Action
from pitchtutor.auction import Auction, AuctionEnd
from pitchtutor.cards import Card, Suit
from pitchtutor.rules import TRICKS
from pitchtutor.tricks import Play, Trick


class Step(NamedTuple):
    """One entry of a hand's history: the seat that acted, and its action
    (as OpenSpiel keeps ``(player, action)`` pairs)."""

    seat: int
    action: Action


class Phase(StrEnum):
    """The phase of a hand.  A string enum, so ``view.phase == "auction"`` also
    holds (a bot written against the plain strings keeps working)."""

    AUCTION = "auction"
    PLAY = "play"
    OVER = "over"  # all six tricks played: the hand can be scored
    REDEAL = "redeal"  # the cards were thrown in: the same dealer deals again


@dataclass(frozen=True)
class HandState:
    """One moment of a hand; every field is a value."""

    auction: Auction
    holdings: tuple[tuple[Card, ...], ...]
    tricks: tuple[Trick, ...] = ()
    current: tuple[Play, ...] = ()
    trump: Suit | None = None

    # A state is a value, so what follows from it is worked out once, here.
    phase: Phase = field(init=False, compare=False, repr=False)
    leader: int | None = field(init=False, compare=False, repr=False)  # who leads the trick in play
    to_act: int | None = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        auction = self.auction
        if auction.end in (AuctionEnd.ALL_PASS, AuctionEnd.COKE):
            phase = Phase.REDEAL
        elif not auction.over:
            phase = Phase.AUCTION
        else:
            phase = Phase.OVER if len(self.tricks) == TRICKS else Phase.PLAY
        leader = self.tricks[-1].winner if self.tricks else (auction.high_bidder if auction.over else None)
        to_act = None
        if phase is Phase.AUCTION:
            to_act = auction.to_speak
        elif phase is Phase.PLAY:
            assert leader is not None
            to_act = (leader + len(self.current)) % len(self.holdings)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "leader", leader)
        object.__setattr__(self, "to_act", to_act)

    @property
    def led_suit(self) -> Suit | None:
        return self.current[0][1].suit if self.current else None
