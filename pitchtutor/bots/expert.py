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

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pitchtutor.actions import PASS, Action, Bid, Call, Pass, Redeal
from pitchtutor.bots.basic import BasicBot
from pitchtutor.bots.knowledge import sample_worlds
from pitchtutor.cards import Card, Suit
from pitchtutor.solver import SearchLimit, card_scores
from pitchtutor.view import SeatView


@dataclass(frozen=True)
class CardEstimate:
    """A card's average outcome over the sampled deals."""

    card: Card
    mean: float  # average score change for the mover's side
    made: float | None  # how often the pitcher's side made its bid, when the mover is on it
    samples: int


@dataclass(frozen=True)
class BidEstimate:
    """What pitching a suit would bring, over the sampled deals."""

    suit: Suit
    mean_points: float  # points the pitcher's side would take, on average
    chance: dict[int, float]  # bid -> chance of taking at least that many points
    expected_by_bid: dict[int, float]  # bid -> expected score change (a set-back costs the bid)
    samples: int

    def expected(self, bid: int) -> float:
        return self.expected_by_bid[bid]


class ExpertBot:
    def __init__(
        self,
        seed: int | None = None,
        *,
        samples: int = 32,
        time_budget: float = 0.07,
        max_nodes: int = 400_000,
        bid_margin: float = 0.35,
        make_chance: float | None = None,
    ) -> None:
        self._rng = random.Random(seed)
        self.samples = samples
        self.time_budget = time_budget
        self.max_nodes = max_nodes
        self.bid_margin = bid_margin
        # How sure a bid must be: in partnerships a partner bids too and a set-back
        # hurts two; each for themselves, the contract is worth fighting for.
        # (Tuned in duplicate tournaments: see benchmarks/bots.py.)
        self.make_chance = make_chance
        self._fallback = BasicBot(seed=seed)

    def reseed(self, seed: int) -> None:
        """Start the random deals afresh (so the same position gets the same advice)."""
        self._rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no legal move: it is not its turn")
        if view.phase == "auction":
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
        """Every legal card's average outcome, best first (empty if the
        positions are too big to solve within the budget)."""
        cards = [a for a in view.legal if isinstance(a, Card)]
        totals = dict.fromkeys(cards, 0.0)
        made = dict.fromkeys(cards, 0)
        count = 0
        on_pitcher_side = (
            view.pitcher is not None and view.rules.side_of(view.pitcher, view.players) == view.side
        )
        deadline = time.perf_counter() + self.time_budget
        wanted = samples or self.samples
        for world in sample_worlds(view, self._rng):
            try:
                scores = card_scores(world, max_nodes=self.max_nodes)
            except SearchLimit:
                return []
            for score in scores:
                totals[score.card] += score.value
                made[score.card] += score.value >= 0
            count += 1
            if count >= wanted or (count >= 4 and time.perf_counter() > deadline):
                break
        estimates = [
            CardEstimate(card, totals[card] / count, made[card] / count if on_pitcher_side else None, count)
            for card in cards
        ]
        # ties go to the cheaper card: lower pips, lower rank
        return sorted(estimates, key=lambda e: (-e.mean, e.card.pips, e.card.rank))

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
        return self.pick_bid(view, estimates, legal)[0]

    def pick_bid(
        self, view: SeatView, estimates: Sequence[BidEstimate], legal: Sequence[Action]
    ) -> tuple[Call, Suit | None]:
        """The call to make from the estimates, and the suit it would pitch.

        A bid must be worth it (expected score change) and likely to be made.
        The dealer, speaking last, needs only the cheapest such bid; anyone
        else bids the most the hand can make, or a later player takes the
        contract away."""
        bids = [a for a in legal if isinstance(a, Bid)]
        needed = self._needed_chance(view)

        def best_suit(amount: int) -> BidEstimate:
            return max(estimates, key=lambda e: e.expected(amount))

        sound = [
            bid
            for bid in bids
            if best_suit(bid.amount).expected(bid.amount) >= self.bid_margin
            and max(e.chance[bid.amount] for e in estimates) >= needed
        ]
        if not sound:
            if not bids or Pass() in legal:
                return PASS, None
            forced = max(
                bids, key=lambda bid: best_suit(bid.amount).expected(bid.amount)
            )  # the dealer is stuck
            return forced, best_suit(forced.amount).suit
        last_to_speak = view.seat == view.dealer
        bid = min(sound, key=lambda b: b.amount) if last_to_speak else max(sound, key=lambda b: b.amount)
        return bid, best_suit(bid.amount).suit

    def _needed_chance(self, view: SeatView) -> float:
        if self.make_chance is not None:
            return self.make_chance
        return 0.85 if view.rules.teams is not None else 0.65

    def bid_estimates(self, view: SeatView, *, samples: int | None = None) -> list[BidEstimate]:
        """For each suit this seat could pitch: the points it would take as
        pitcher, and the expected score change of each bid."""
        suits = sorted({card.suit for card in view.holding}, key=lambda s: s.value)
        top = view.rules.top_bid
        points: dict[Suit, list[int]] = {suit: [] for suit in suits}
        pitcher_view = replace(
            view,
            phase="play",
            pitcher=view.seat,
            high_bid=0,
            high_bidder=view.seat,
            trump=None,
            tricks=(),
            current=(),
            legal=tuple(view.holding),
        )
        deadline = time.perf_counter() + self.time_budget
        wanted = samples or max(8, self.samples // 2)
        count = 0
        for world in sample_worlds(pitcher_view, self._rng):
            for suit in suits:
                cards = [c for c in view.holding if c.suit is suit]
                try:
                    scores = card_scores(world, bid=0, max_nodes=self.max_nodes, cards=cards)
                except SearchLimit:
                    return []
                points[suit].append(scores[0].value)
            count += 1  # noqa: SIM113  (the worlds never run out: the count stops them)
            if count >= wanted or (count >= 4 and time.perf_counter() > deadline):
                break
        return [_estimate(suit, taken, top) for suit, taken in points.items()]


def _estimate(suit: Suit, taken: Sequence[int], top: int) -> BidEstimate:
    n = len(taken)
    chance = {bid: sum(1 for t in taken if t >= bid) / n for bid in range(1, top + 1)}
    expected = {bid: sum(t if t >= bid else -bid for t in taken) / n for bid in range(1, top + 1)}
    return BidEstimate(suit, sum(taken) / n, chance, expected, n)
