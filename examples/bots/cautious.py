"""A bot of your own, in a few lines: the worked example of the README.

    pitchtutor tournament --rules partnership --seats cautious:Cautious basic cautious:Cautious basic --deals 100

(run from examples/bots, or put this folder on PYTHONPATH).  A bot is any
class with ``choose(view) -> action``; ``view`` is what its seat may know
(see pitchtutor.view.SeatView) and ``view.legal`` its legal moves.
"""

from __future__ import annotations

from pitchtutor.actions import PASS, Bid
from pitchtutor.cards import Card, Rank
from pitchtutor.coach.strategy import count_points


class Cautious:
    """Bids the rule texts' point count, but never more than 2; plays its
    highest trump when it leads, otherwise its cheapest legal card."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed  # a deterministic bot needs no randomness

    def choose(self, view):  # type: ignore[no-untyped-def]
        if view.phase == "auction":
            wanted = min(2, count_points(view.holding, players=view.players, teams=view.rules.teams).bid)
            bids = [a for a in view.legal if isinstance(a, Bid) and a.amount <= wanted]
            if bids:
                return bids[0]
            return PASS if PASS in view.legal else view.legal[0]  # the dealer may be stuck with a bid
        cards = [a for a in view.legal if isinstance(a, Card)]
        if not view.current and view.trump is not None:
            trumps = [c for c in cards if c.suit is view.trump]
            if trumps:
                return max(trumps, key=lambda c: c.rank)
        if view.trump is None:  # the pitch: lead the highest card of the longest suit
            return max(cards, key=lambda c: (sum(1 for d in view.holding if d.suit is c.suit), c.rank))
        return min(cards, key=lambda c: (c.pips, c.suit is view.trump, c.rank, c.rank is Rank.JACK))
