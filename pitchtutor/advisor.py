"""The bid advisor: for a hand, what pitching each suit would bring.

For each suit the seat holds, random deals of the other hands are solved
exactly with this seat as pitcher: the average points taken, the chance of
taking at least each bid, and each bid's expected score change (a set-back
costs the bid).  The rule texts' rule of thumb comes beside it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchtutor.actions import Bid
from pitchtutor.bots.expert import BidEstimate, ExpertBot
from pitchtutor.cards import SUITS, Suit
from pitchtutor.explain import Explanation, Names, Say, explain, template
from pitchtutor.strategy import Judgement, count_points
from pitchtutor.view import SeatView


@dataclass(frozen=True)
class Advice:
    suits: dict[Suit, BidEstimate | None]  # None: the seat holds no card of the suit
    best_suit: Suit | None
    best_bid: int  # 0: pass
    rule_of_thumb: Judgement
    why: Explanation


def advise(view: SeatView, names: Names, *, samples: int = 24, bot: ExpertBot | None = None) -> Advice:
    """The advice for the seat to bid in ``view`` (or for its hand at any time)."""
    expert = bot or ExpertBot(samples=samples, time_budget=0.25)
    estimates = {e.suit: e for e in expert.bid_estimates(view, samples=samples)}
    suits = {suit: estimates.get(suit) for suit in SUITS}
    allowed = {a.amount for a in view.legal if isinstance(a, Bid)} if view.legal else None
    best_suit, best_bid, best_value = None, 0, 0.0
    for estimate in estimates.values():
        for bid, value in estimate.expected_by_bid.items():
            legal = bid >= view.rules.min_bid if allowed is None else bid in allowed
            if legal and value > best_value:
                best_suit, best_bid, best_value = estimate.suit, bid, value
    thumb = count_points(
        view.holding, players=view.players, teams=view.rules.teams, min_bid=view.rules.min_bid
    )
    why = explain(
        "advisor.best",
        names,
        suit=best_suit.value if best_suit else None,
        bid=best_bid,
        value=round(best_value, 2),
        samples=next(iter(estimates.values())).samples if estimates else 0,
    )
    return Advice(suits, best_suit, best_bid, thumb, why)


@template("advisor.best")
def _advisor_best(say: Say) -> str:
    if not say["suit"]:
        return "No bid pays on average with this hand: pass."
    suit = Suit(say["suit"]).plural
    return (
        f"Best on average: bid {say['bid']} and pitch {suit}, worth {say['value']:+.1f} points a hand over "
        f"{say['samples']} random deals of the other hands."
    )
