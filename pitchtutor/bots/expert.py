"""A bot that thinks: perfect-information Monte Carlo.

To play a card, it deals the cards it has not seen at random many times, in
every way consistent with what its seat has seen (counts, voids shown, the
cards never dealt), solves each deal exactly with the double-dummy solver,
and plays the card with the best average score change for its side.

To bid, it imagines itself the pitcher with each suit it could pitch, solves
random deals of the other hands for the points it would take, and bids the
amount with the best expected score change (a set-back costs the bid), if
that beats passing.

Work is bounded by time and by a node budget; on a position too big for the
budget (a very early lead at a big table) it falls back on :class:`BasicBot`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pitchtutor.actions import PASS, Action, Bid, Call, Pass, Redeal
from pitchtutor.bots.basic import BasicBot
from pitchtutor.bots.estimate import BidEstimate, CardEstimate, Estimator
from pitchtutor.cards import Card, Suit
from pitchtutor.state import Phase
from pitchtutor.view import SeatView


class ExpertBot:
    def __init__(
        self,
        seed: int | None = None,
        *,
        bid_margin: float = 0.35,
        make_chance: float | None = None,
        **search: Any,
    ) -> None:
        """``search`` sets the :class:`Estimator`'s ``samples``, ``time_budget`` and ``max_nodes``."""
        self.estimator = Estimator(seed, **search)
        self.bid_margin = bid_margin
        # How sure a bid must be: in partnerships a partner bids too and a set-back
        # hurts two; each for themselves, the contract is worth fighting for.
        # (Tuned in duplicate tournaments: see benchmarks/bots.py.)
        self.make_chance = make_chance
        self._fallback = BasicBot(seed=seed)

    def reseed(self, seed: int) -> None:
        """Start the random deals afresh."""
        self.estimator.reseed(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no legal move: it is not its turn")
        if view.phase is Phase.AUCTION:
            return self._call(view)
        cards = [a for a in view.legal if isinstance(a, Card)]
        if len(cards) == 1:
            return cards[0]
        estimates = self.card_estimates(view)
        if not estimates:
            return self._fallback.choose(view)
        return estimates[0].card

    # -- play ---------------------------------------------------------------------------

    def card_estimates(self, view: SeatView, *, samples: int | None = None) -> list[CardEstimate]:
        """Every legal card's average outcome, best first (see :class:`Estimator`)."""
        return self.estimator.card_estimates(view, samples=samples)

    # -- the auction -------------------------------------------------------------------

    def _call(self, view: SeatView) -> Call:
        legal = [a for a in view.legal if not isinstance(a, Card)]
        if any(isinstance(a, Redeal) for a in legal):
            return next(a for a in legal if isinstance(a, Redeal))
        bids = [a for a in legal if isinstance(a, Bid)]
        if not bids:
            return PASS
        estimates = self.bid_estimates(view)
        if not estimates:
            return self._fallback.choose(view)  # type: ignore[return-value]
        return pick_bid(view, estimates, legal, margin=self.bid_margin, make_chance=self.make_chance)[0]

    def bid_estimates(self, view: SeatView, *, samples: int | None = None) -> list[BidEstimate]:
        """For each suit this seat could pitch: the points it would take as
        pitcher, and the expected score change of each bid (see :class:`Estimator`)."""
        return self.estimator.bid_estimates(view, samples=samples)


def pick_bid(
    view: SeatView,
    estimates: Sequence[BidEstimate],
    legal: Sequence[Action],
    *,
    margin: float = 0.35,
    make_chance: float | None = None,
) -> tuple[Call, Suit | None]:
    """The call to make from the estimates, and the suit it would pitch.

    A bid must be worth it (expected score change at least ``margin``) and
    likely to be made (``make_chance``; by default 85% in partnerships, where a
    partner bids too and a set-back hurts two, and 65% each for themselves).
    The dealer, speaking last, needs only the cheapest such bid; anyone else
    bids the most the hand can make, or a later player takes the contract away."""
    bids = [a for a in legal if isinstance(a, Bid)]
    needed = make_chance if make_chance is not None else (0.85 if view.rules.teams is not None else 0.65)

    def best_suit(amount: int) -> BidEstimate:
        return max(estimates, key=lambda e: e.expected(amount))

    sound = [
        bid
        for bid in bids
        if best_suit(bid.amount).expected(bid.amount) >= margin
        and max(e.chance[bid.amount] for e in estimates) >= needed
    ]
    if not sound:
        if not bids or Pass() in legal:
            return PASS, None
        forced = max(bids, key=lambda bid: best_suit(bid.amount).expected(bid.amount))  # the dealer is stuck
        return forced, best_suit(forced.amount).suit
    last_to_speak = view.seat == view.dealer
    bid = min(sound, key=lambda b: b.amount) if last_to_speak else max(sound, key=lambda b: b.amount)
    return bid, best_suit(bid.amount).suit


__all__ = ["BidEstimate", "CardEstimate", "ExpertBot", "pick_bid"]
