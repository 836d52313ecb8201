"""What a call says about a hand: the likelihood of each call of the auction
given the cards a seat might hold, for weighting the deals a seat imagines.

A player who passes had no bid worth making: a hand counting three points
(Ace-King and a low trump, say) seldom passes when 2 would win the auction, and
a hand of low cards often does.  A player who bids 3 expects three points: a
hand counting one point seldom bids it.  The count is the rule texts' (the
Ace with another trump is 2, one more for each extra high trump, a 2 or 3 of
trump is Low; see :func:`suit_count`), taken in the seat's best suit, and the
link is soft (logistic), since players bid on more than the count and the count
is rough:

* a bid of N: likely when the count is N or more, unlikely below
  (``sharpness`` says how fast the chance falls, ``floor`` keeps every hand
  possible);
* a pass, when the least bid allowed was L: unlikely with a count of L or more;
* the dealer holding a bid says less (half the sharpness: the dealer needs less
  to take a bid over at the same level), and a dealer forced to bid when all
  passed says nothing;
* a seat's own calls say nothing it does not know.

The likelihoods of a deal's calls multiply into its *fit*; :func:`call_weight`
gives the function that :func:`pitchtutor.bots.knowledge.sample_worlds` uses
to keep deals in proportion to their fit.  The calls still inform the deal
after the auction, so the play may use them too.

>>> from pitchtutor.cards import parse_cards
>>> strong, weak = parse_cards("AH KH JH 2H 9C 7D"), parse_cards("4H 5C 6D 7S 8C 9D")
>>> model = CallModel()
>>> model.likelihood(Said(1, "pass", 2), strong) < model.likelihood(Said(1, "pass", 2), weak)
True
>>> model.likelihood(Said(1, "bid", 3), strong) > model.likelihood(Said(1, "bid", 3), weak)
True
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from pitchtutor.actions import Bid, Pass
from pitchtutor.auction import Auction, legal_calls
from pitchtutor.cards import SUITS, Card, Rank, Suit
from pitchtutor.view import SeatView

Kind = Literal["pass", "bid", "hold", "forced"]


@dataclass(frozen=True)
class Said:
    """One call, as evidence: who made it, what kind, and the amount (for a pass,
    the least bid the seat could have made instead)."""

    seat: int
    kind: Kind
    amount: int


def suit_count(holding: Sequence[Card], suit: Suit) -> int:
    """The texts' count of ``suit`` as trump (as :func:`pitchtutor.coach.strategy.count_points`
    counts it, without its reasons): the Ace with another trump is 2 and one more for
    each extra trump Jack or higher, a lone Ace 1, the King with another high trump 1;
    the 2 or 3 of trump is one more (Low), unless the Ace's other trump was it.  At most 4."""
    ranks = sorted((c.rank for c in holding if c.suit is suit), reverse=True)
    if not ranks:
        return 0
    high = [r for r in ranks if r >= Rank.JACK]
    count = 0
    if Rank.ACE in ranks:
        count = 2 + max(0, len(high) - (2 if Rank.KING in ranks else 1)) if len(ranks) > 1 else 1
    elif Rank.KING in ranks and len(high) >= 2:
        count = 1
    if ranks[-1] <= Rank.THREE and (Rank.ACE not in ranks or len(ranks) >= 3):
        count += 1
    return min(count, 4)


def hand_count(holding: Sequence[Card]) -> int:
    """The count of the hand's best suit."""
    return max(suit_count(holding, suit) for suit in SUITS)


@dataclass(frozen=True)
class CallModel:
    """The soft link from a hand's count to its calls (see the module's docstring)."""

    sharpness: float = 2.0
    floor: float = 0.05

    def likelihood(self, said: Said, holding: Sequence[Card]) -> float:
        """How likely a seat holding ``holding`` was to make the call ``said``
        (between ``floor`` and 1; 1 for a call that says nothing)."""
        if said.kind == "forced":
            return 1.0
        bids = self.bid_chance(hand_count(holding), said.amount, hold=said.kind == "hold")
        chance = 1 - bids if said.kind == "pass" else bids
        return self.floor + (1 - self.floor) * chance

    def bid_chance(self, count: int, amount: int, *, hold: bool = False) -> float:
        """The chance that a hand counting ``count`` bids ``amount`` or more: one half
        half a point below it, rising with each point of count."""
        sharpness = self.sharpness / 2 if hold else self.sharpness
        return 1 / (1 + math.exp(-sharpness * (count - amount + 0.5)))


def what_was_said(view: SeatView) -> list[Said]:
    """The auction's calls by the seats other than ``view.seat``, as evidence."""
    auction = Auction(view.players, view.dealer)
    said: list[Said] = []
    for seat, call in view.calls:
        if auction.over:
            break
        if seat != view.seat:
            allowed = [c.amount for c in legal_calls(auction, view.rules, ()) if isinstance(c, Bid)]
            forced = Pass() not in legal_calls(auction, view.rules, ())
            if isinstance(call, Pass) and allowed:
                said.append(Said(seat, "pass", min(allowed)))
            elif isinstance(call, Bid):
                hold = seat == auction.dealer and call.amount == auction.high
                said.append(Said(seat, "forced" if forced else "hold" if hold else "bid", call.amount))
        auction = auction.after(call, view.rules)
    return said


def call_weight(view: SeatView, model: CallModel) -> Callable[[Mapping[int, Sequence[Card]]], float] | None:
    """The fit of a deal to the calls the other seats made, as a function of each
    seat's dealt cards (``None`` when no call says anything: every deal fits)."""
    said = [s for s in what_was_said(view) if s.kind != "forced"]
    if not said:
        return None

    def fit(dealt: Mapping[int, Sequence[Card]]) -> float:
        return math.prod(model.likelihood(s, dealt[s.seat]) for s in said)

    return fit


def deal_weights(
    view: SeatView, deals: Sequence[Mapping[int, Sequence[Card]]], model: CallModel
) -> list[float]:
    """The importance weights of ``deals`` (each other seat's dealt cards) under the calls
    made: in proportion to their fit, summing to 1 (all alike when no call says anything)."""
    fit = call_weight(view, model)
    fits = [fit(deal) for deal in deals] if fit else [1.0] * len(deals)
    total = sum(fits)
    return [f / total for f in fits]


__all__ = [
    "CallModel",
    "Said",
    "call_weight",
    "deal_weights",
    "hand_count",
    "suit_count",
    "what_was_said",
]
