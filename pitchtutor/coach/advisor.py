"""The bid advisor: for a hand, what pitching each suit would bring.

For each suit the seat holds, random deals of the other hands are solved
exactly with this seat as pitcher: the average points taken, the chance of
taking at least each bid, and each bid's expected score change (a set-back
costs the bid).  The rule texts' rule of thumb comes beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pitchtutor.actions import PASS, Action, Bid, Call
from pitchtutor.bots.estimate import BidEstimate, Estimator
from pitchtutor.cards import SUITS, Suit
from pitchtutor.coach.strategy import Judgement, count_points
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.view import SeatView


@dataclass(frozen=True)
class Advice:
    suits: dict[Suit, BidEstimate | None]  # None: the seat holds no card of the suit
    best_suit: Suit | None
    best_bid: int  # 0: pass
    rule_of_thumb: Judgement
    why: Explanation


def advise(
    view: SeatView,
    names: Names,
    *,
    samples: int = 24,
    estimator: Estimator | None = None,
    estimates: Sequence[BidEstimate] | None = None,
) -> Advice:
    """The advice for the seat to bid in ``view`` (or for its hand at any time).

    The recommendation is the best row of the advisor's own table: among the
    calls the seat may make, the bid (in the suit) with the highest expected
    score change, or pass (worth 0 here) when no bid is worth more.  The rule
    of thumb beside it counts the same suit, names only calls that are legal,
    and where its count and the deals disagree the advice says so, and why."""
    if estimates is None:
        estimator = estimator or Estimator(samples=samples, time_budget=0.25)
        estimates = estimator.bid_estimates(view, samples=samples)
    found = list(estimates)
    by_suit = {e.suit: e for e in found}
    suits = {suit: by_suit.get(suit) for suit in SUITS}
    legal = view.legal or (PASS, *(Bid(n) for n in range(view.rules.min_bid, view.rules.top_bid + 1)))
    call, best_suit, outbid_guard = _choose(view, found, legal)
    best_bid = call.amount if isinstance(call, Bid) else 0
    estimate = by_suit.get(best_suit) if best_suit else None
    bids = [a.amount for a in legal if isinstance(a, Bid)]
    thumb = count_points(
        view.holding,
        players=view.players,
        teams=view.rules.teams,
        min_bid=view.rules.min_bid,
        suit=best_suit,
        bids=bids,
        high_bid=view.high_bid,
        may_pass=PASS in legal,
        low_to=view.rules.low_to,
    )
    why = explain(
        "advisor.best",
        names,
        suit=best_suit.value if best_suit else None,
        bid=best_bid,
        value=round(estimate.expected(best_bid), 2) if estimate and best_bid else 0.0,
        edge=round(estimate.edge_by_bid[best_bid], 2) if estimate and best_bid else 0.0,
        chance=round(estimate.chance[best_bid], 2) if estimate and best_bid else 0.0,
        samples=found[0].samples if found else 0,
        must_bid=PASS not in legal,
        later=outbid_guard,
        partners=view.rules.teams is not None,
    )
    if estimate is not None and thumb.bid != best_bid:
        why = explain(
            "advisor.disagree",
            names,
            advice=why.render(names),
            suit=estimate.suit.value,
            count=thumb.best.count,
            mean=round(estimate.mean_points, 2),
            bid=best_bid,
            thumb_bid=thumb.bid,
            thumb_chance=round(estimate.chance.get(thumb.bid, 0.0), 2),
            partners=view.rules.teams is not None,
        )
    return Advice(suits, best_suit, best_bid, thumb, why)


def best_call(
    view: SeatView, estimates: Sequence[BidEstimate], legal: Sequence[Action]
) -> tuple[Call, Suit | None]:
    """The call the advisor's table makes best, and the suit to pitch.

    Each bid is worth its expected score difference (your side's change less the
    other side's) in its best suit; passing is worth 0 (the hand then goes to a
    seat whose cards you do not know, as likely a partner as an opponent).  The
    dealer, speaking last, takes the best of these (ties to the lower bid).  A
    seat with others still to speak bids the most it is likely to make (half the
    deals or more) while that still gains, or a later player takes the contract
    away cheaply; that is the one exception to "the best row", and the advice says
    so.  With no estimates: pass, or the least bid allowed."""
    return _choose(view, estimates, legal)[:2]


def _choose(
    view: SeatView, estimates: Sequence[BidEstimate], legal: Sequence[Action]
) -> tuple[Call, Suit | None, bool]:
    """``best_call``, and whether the exception for later speakers decided it."""
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda bid: bid.amount)
    may_pass = PASS in legal
    if not estimates or not bids:
        return (PASS, None, False) if may_pass or not bids else (bids[0], None, False)

    def best_suit(bid: Bid) -> BidEstimate:
        return max(estimates, key=lambda e: e.edge_by_bid[bid.amount])

    value, _, bid = max(
        ((best_suit(b).edge_by_bid[b.amount], -b.amount, b) for b in bids), key=lambda o: o[:2]
    )
    if may_pass and value <= 0:
        return PASS, None, False
    if view.seat != view.dealer:  # others speak after you
        likely = [
            b for b in bids if best_suit(b).chance[b.amount] >= 0.5 and best_suit(b).edge_by_bid[b.amount] > 0
        ]
        if likely and likely[-1].amount > bid.amount:
            return likely[-1], best_suit(likely[-1]).suit, True
    return bid, best_suit(bid).suit, False
