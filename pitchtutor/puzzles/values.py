"""Each choice of a seat valued over the deals it cannot rule out, and whether one is clearly best.

Not double-dummy: the seat does not know the hidden cards, so a choice is
valued on every deal consistent with what the seat has seen (its cards, the
auction, the tricks, the voids shown), each deal solved exactly.  When those
deals are few (:data:`EXACT_LIMIT`) every one of them is solved and the values
are exact; otherwise a random sample is.

* A card is worth the score change its side ends the hand with, as the expert
  bot and the hints value it (:mod:`pitchtutor.bots.estimate`).
* A call is worth what the bid advisor makes it (:mod:`pitchtutor.coach.advisor`),
  on the deals it would draw: a bid its expected score difference against the
  other side (at a table of three or more each for themselves, against an
  average opponent) when this seat pitches the suit the advisor's table picks
  for that bid; a pass 0, or where another seat holds the high bid, what that
  seat's contract is worth to this one.

:func:`assess` decides whether the best choice is *clearly* best: on the same
deals it beats every other choice (bar those worth the same on every deal) by
at least :data:`MIN_GAP` points on average, and, when sampled, by more than
:data:`Z` standard errors of the paired difference.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from pitchtutor.actions import Action, Bid, Pass
from pitchtutor.bots.estimate import BidEstimate, Estimator
from pitchtutor.bots.expert import bid_suit, call_values
from pitchtutor.bots.knowledge import deal_count, every_world, sample_worlds
from pitchtutor.cards import Card, Suit
from pitchtutor.errors import SearchLimit
from pitchtutor.solver import Position, card_scores
from pitchtutor.view import SeatView

EXACT_LIMIT = 3000
"""Solve every consistent deal when there are at most this many."""
MIN_GAP = 0.3
"""The least average advantage, in points, that makes a choice clearly best."""
Z = 3.0
"""How many standard errors of the paired difference the advantage must exceed, when sampled."""
MAX_NODES = 400_000
"""The solver's budget per deal (as the expert bot's); a bigger position is no puzzle."""


@dataclass(frozen=True)
class Valuation:
    """Each choice's value on each deal: ``table[deal][choice]``."""

    choices: tuple[Action, ...]  # in order of preference on a tie: the cheaper card, pass, the lower bid
    table: tuple[tuple[float, ...], ...]
    exact: bool  # every consistent deal, rather than a sample
    estimates: tuple[BidEstimate, ...] = ()  # calls: the advisor's table, from the same deals
    suits: tuple[Suit | None, ...] = ()  # calls: the suit each would pitch

    @property
    def deals(self) -> int:
        return len(self.table)

    def mean(self, choice: int) -> float:
        return sum(row[choice] for row in self.table) / self.deals

    def stderr(self, choice: int) -> float:
        """The standard error of a choice's mean (0 when exact)."""
        return 0.0 if self.exact else _stderr([row[choice] for row in self.table])

    def paired(self, one: int, other: int) -> tuple[float, float]:
        """How much ``one`` is worth more than ``other`` on average over the same
        deals, and the standard error of that difference (0 when exact)."""
        diffs = [row[one] - row[other] for row in self.table]
        return sum(diffs) / len(diffs), 0.0 if self.exact else _stderr(diffs)

    def same(self, one: int, other: int) -> bool:
        """Whether two choices are worth the same on every deal."""
        return all(row[one] == row[other] for row in self.table)


def _stderr(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return math.inf
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


@dataclass(frozen=True)
class Assessment:
    """Which choice is best, and how clearly."""

    best: int
    also: tuple[int, ...]  # worth the same as the best on every deal: as good an answer
    runner_up: int | None  # the best of the rest
    gap: float  # the best's average advantage over the runner-up
    gap_se: float
    clear: bool


def assess(valuation: Valuation, *, min_gap: float = MIN_GAP, z: float = Z) -> Assessment:
    """The best choice, and whether it beats every other clearly (see the module)."""
    count = len(valuation.choices)
    means = [valuation.mean(i) for i in range(count)]
    best = max(range(count), key=lambda i: (means[i], -i))
    also = tuple(i for i in range(count) if i != best and valuation.same(i, best))
    rest = [i for i in range(count) if i != best and i not in also]
    if not rest:  # every choice alike: nothing to find
        return Assessment(best, also, None, 0.0, 0.0, False)
    clear = True
    for other in rest:
        diff, se = valuation.paired(best, other)
        if diff < min_gap or (not valuation.exact and diff <= z * se):
            clear = False
    runner_up = max(rest, key=lambda i: (means[i], -i))
    gap, gap_se = valuation.paired(best, runner_up)
    return Assessment(best, also, runner_up, gap, gap_se, clear)


def _worlds(
    view: SeatView, rng: random.Random, samples: int, exact_limit: int
) -> tuple[Iterable[Position], bool]:
    if deal_count(view) <= exact_limit:
        return every_world(view), True
    return itertools.islice(sample_worlds(view, rng), samples), False


def value_cards(
    view: SeatView,
    rng: random.Random,
    samples: int,
    *,
    exact_limit: int = EXACT_LIMIT,
    max_nodes: int = MAX_NODES,
    checking: bool = False,
) -> Valuation | None:
    """Every legal card of the seat to act, valued on each deal (None: a deal
    too big for the solver's budget; when ``checking`` a shipped puzzle again,
    a sampled deal too big is left out instead, and only an exact count fails)."""
    cards = sorted(
        (a for a in view.legal if isinstance(a, Card)), key=lambda c: (c.pips, c.rank, c.suit.value)
    )
    worlds, exact = _worlds(view, rng, samples, exact_limit)
    rows = []
    for world in worlds:
        try:
            scores = card_scores(world, max_nodes=max_nodes)
        except SearchLimit:
            if checking and not exact:
                continue
            return None
        value = {score.card: score.value for score in scores}
        rows.append(tuple(float(value[card]) for card in cards))
    return Valuation(tuple(cards), tuple(rows), exact) if rows else None


def value_calls(
    view: SeatView, rng: random.Random, samples: int, *, max_nodes: int = MAX_NODES, checking: bool = False
) -> Valuation | None:
    """Every pass or bid the seat may make, valued on each deal as the bid advisor values it,
    on deals drawn as it draws them (:meth:`~pitchtutor.bots.estimate.Estimator.bid_estimates`):
    a bid in the suit the advisor's table picks for it, pitched with the one card of that suit best
    on average (as the pitcher must choose it), its score difference against the other side (at a
    table of three or more each for themselves, an average opponent); a pass 0, or
    where another seat holds the high bid, that seat's contract, as the advisor weighs it.  None:
    a deal too big for the solver's budget; when ``checking`` a shipped puzzle again, such a deal
    is left out instead."""
    bids = sorted((a for a in view.legal if isinstance(a, Bid)), key=lambda b: b.amount)
    calls: list[Action] = [*(a for a in view.legal if isinstance(a, Pass)), *bids]
    # every deal solved, however long it takes: a puzzle's figures do not depend on the machine
    estimator = Estimator(
        rng.randrange(2**32), samples=samples, time_budget=math.inf, max_nodes=max_nodes, one_pitch=True
    )
    estimates = tuple(estimator.bid_estimates(view, samples=samples))
    if not estimates or (estimator.left_out and not checking):
        return None
    pitched = [bid_suit(estimates, call.amount).suit if isinstance(call, Bid) else None for call in calls]
    columns = [call_values(estimates, call) for call in calls]
    table = tuple(tuple(float(column[deal]) for column in columns) for deal in range(estimates[0].samples))
    return Valuation(tuple(calls), table, False, estimates, tuple(pitched))


__all__ = ["EXACT_LIMIT", "MIN_GAP", "Assessment", "Valuation", "Z", "assess", "value_calls", "value_cards"]
