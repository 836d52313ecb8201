"""Match equity at a table of three players, each for themselves: each player's chance of
winning the match from the three totals (the cutthroat, setback and auction presets at three).

As for two sides (:mod:`pitchtutor.bots.equity`), the ways a hand goes are counted from the
expert bot playing every seat (``benchmarks/hand_outcomes.py``), and the chances are found by
value iteration: here the state is the three totals, the dealer's first, and each player's
chance is found at once; the deal passes to the next player.  Two things the counts do not say
are assumed, as a careful player would: where two players other than the pitcher reach the
target in the same hand, the count-out (the points in the order High, Low, Jack, Game) is as
likely to go to either; and of the points a contract leaves to the two defenders, each is as
likely to go to one as to the other.

Solving takes seconds of pure Python, which a learner should not wait for: the counted tables
ship solved (``data/three_handed.json``), and another target is solved when first asked for only
where that is quick.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import math
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from operator import mul
from pathlib import Path

from pitchtutor.bots.estimate import BidEstimate, Held, Outbid
from pitchtutor.rules import Ruleset

OUTCOMES_FILE = Path(__file__).with_name("data") / "hand_outcomes.json"
SOLVED_FILE = Path(__file__).with_name("data") / "three_handed.json"
"""The tables of three players' chances, solved from the counts (``benchmarks/hand_outcomes.py``)."""
PACKED = 65535
FRESH_STATES = 3000
"""A table of three not shipped solved (another target) is solved when first asked for only up to
this many states (a target of 7 at cutthroat: about a second); beyond, the figures count points."""
THREE_HANDED = ("cutthroat/3", "setback/3", "auction/3")
"""The tables of three players, each for themselves, whose hands are counted."""


def total_bounds(rules: Ruleset) -> tuple[int, int]:
    """The totals an equity's states hold, lowest and highest: from ``-target`` (the rare total
    further below counts as that floor) to what the rules can still use (under
    ``pitcher_must_win`` a side waits over the target: a few bids above it count)."""
    return -rules.target, rules.target - 1 + (2 * rules.top_bid + 2 if rules.pitcher_must_win else 0)


def decides_among(
    rules: Ruleset, totals: Sequence[int], pitcher: int, made: bool, smudge: bool
) -> tuple[int, ...]:
    """Who wins the match once a hand is scored (``totals`` after it, by side; ``pitcher`` the
    pitcher's side): one side; two or more, a count-out between them (its points' order is not
    known here); none, play on.  As :func:`pitchtutor.match.settle_match`
    decides it."""
    if smudge and rules.smudge_wins_match:  # "a smudge wins the match at once"
        return (pitcher,)
    if made and totals[pitcher] >= rules.target:  # the bidder goes out first
        return (pitcher,)
    if rules.pitcher_must_win:  # only the pitcher can go out
        return ()
    return tuple(side for side, total in enumerate(totals) if side != pitcher and total >= rules.target)


@dataclass(frozen=True)
class ThreeHandedOutcome:
    """One way a hand of three players went, and how often: the pitcher's place after the
    dealer (0: the dealer) and each player's change, the dealer's first."""

    pitcher: int
    changes: tuple[int, int, int]
    smudge: bool
    weight: float


class ThreeHandedEquity:
    """Each player's chance of winning the match from every three totals, at a table of three
    players each for themselves.  Totals and chances are in the order of play from the dealer
    (place 0 deals, place 1 deals next)."""

    def __init__(
        self, rules: Ruleset, outcomes: Sequence[ThreeHandedOutcome], solved: str | None = None
    ) -> None:
        """``solved``: the chances as :meth:`packed` gives them (solving takes seconds in pure
        Python, so the counted tables ship solved); else they are solved here."""
        self.rules = rules
        self.low, self.high = total_bounds(rules)
        self.size = self.high - self.low + 1
        self.outcomes = tuple(outcomes)
        self._chances = self._solve() if solved is None else self._unpacked(solved)

    def packed(self) -> str:
        """The first two places' chances in every state, each to 1/65535, as base64 (the third's
        is what they leave)."""
        first, second, _ = self._chances
        pairs = (round(c * PACKED) for pair in zip(first, second, strict=True) for c in pair)
        return base64.b64encode(array("H", pairs).tobytes()).decode()

    def _unpacked(self, solved: str) -> tuple[list[float], list[float], list[float]]:
        pairs = array("H")
        pairs.frombytes(base64.b64decode(solved))
        if len(pairs) != 2 * self.size**3:
            raise ValueError(f"solved chances for {len(pairs) // 2} states, not {self.size**3}")
        first = [c / PACKED for c in pairs[0::2]]
        second = [c / PACKED for c in pairs[1::2]]
        return first, second, [max(0.0, 1 - a - b) for a, b in zip(first, second, strict=True)]

    def _index(self, totals: Sequence[int]) -> int:
        index = 0
        for total in totals:
            index = index * self.size + min(self.high, max(self.low, total)) - self.low
        return index

    def chances(self, totals: Sequence[int]) -> tuple[float, float, float]:
        """Each place's chance of winning, before a hand dealt by place 0."""
        at = self._index(totals)
        first, second, third = self._chances
        return first[at], second[at], third[at]

    def after(
        self, totals: Sequence[int], pitcher: int, changes: Sequence[int], smudge: bool
    ) -> tuple[float, ...]:
        """Each place's chance once this hand is scored (``changes`` in place order): 1, 0 or a
        count-out's share where it decides the match, else the chances before the next hand,
        the deal passing to place 1."""
        scored = [total + change for total, change in zip(totals, changes, strict=True)]
        winners = decides_among(self.rules, scored, pitcher, changes[pitcher] > 0, smudge)
        if winners:
            return tuple(1 / len(winners) if place in winners else 0.0 for place in range(3))
        following = self.chances(scored[1:] + scored[:1])  # place 1 deals next: places shift by one
        return following[2], following[0], following[1]

    def _solve(self) -> tuple[list[float], list[float], list[float]]:
        """Value iteration, as for two sides (:meth:`pitchtutor.bots.equity.MatchEquity._solve`),
        each state's three chances at once (highest totals first: most hands lead upwards)."""
        total = sum(o.weight for o in self.outcomes)
        span = range(self.high, self.low - 1, -1)
        plans: list[tuple[int, tuple[float, float, float], list[int], list[float]]] = []
        for totals in ((a, b, c) for a in span for b in span for c in span):
            ended = [0.0, 0.0, 0.0]
            moves: dict[int, float] = {}
            for o in self.outcomes:
                scored = [t + d for t, d in zip(totals, o.changes, strict=True)]
                p = o.weight / total
                winners = decides_among(self.rules, scored, o.pitcher, o.changes[o.pitcher] > 0, o.smudge)
                if winners:
                    for place in winners:
                        ended[place] += p / len(winners)
                    continue
                to = self._index(scored[1:] + scored[:1])
                moves[to] = moves.get(to, 0.0) + p
            plans.append(
                (self._index(totals), (ended[0], ended[1], ended[2]), list(moves), list(moves.values()))
            )
        states = self.size**3
        first, second, third = [1 / 3] * states, [1 / 3] * states, [1 / 3] * states
        for _ in range(1000):
            moved = 0.0
            for at, (e0, e1, e2), tos, ps in plans:
                # after the hand place 1 deals: our places 0, 1, 2 are its places 2, 0, 1
                a = e0 + sum(map(mul, ps, map(third.__getitem__, tos)))
                b = e1 + sum(map(mul, ps, map(first.__getitem__, tos)))
                c = e2 + sum(map(mul, ps, map(second.__getitem__, tos)))
                moved = max(moved, abs(a - first[at]), abs(b - second[at]), abs(c - third[at]))
                first[at], second[at], third[at] = a, b, c
            if moved < 1e-6:
                break
        return first, second, third


@functools.cache
def _counted_three() -> dict[str, list[ThreeHandedOutcome]]:
    data = json.loads(OUTCOMES_FILE.read_text())
    return {
        table: [
            ThreeHandedOutcome(pitcher, (changes[0], changes[1], changes[2]), smudge, count)
            for pitcher, changes, smudge, count in data[table]["outcomes"]
            if pitcher is not None  # a hand thrown in is dealt again by the same dealer
        ]
        for table in THREE_HANDED
        if table in data
    }


def three_handed_equity(rules: Ruleset, players: int) -> ThreeHandedEquity | None:
    """The match equity for a table of three players each for themselves, or None: another
    table, one whose hands were not counted, or one too long to solve here (:data:`FRESH_STATES`).
    Its chances come solved with the package where they were solved from these very counts
    and rules (:func:`counts_digest`)."""
    return _three_handed(rules, rules.name, players)


@functools.cache
def _three_handed(rules: Ruleset, name: str | None, players: int) -> ThreeHandedEquity | None:
    if players != 3 or rules.sides(players) != 3:
        return None
    table = f"{name}/{players}"
    outcomes = _counted_three().get(table)
    if not outcomes:
        return None
    shipped = _solved().get(table, {})
    solved = shipped.get("chances") if shipped.get("counts") == counts_digest(outcomes, rules) else None
    low, high = total_bounds(rules)
    if solved is None and (high - low + 1) ** 3 > FRESH_STATES:
        return None  # too long to solve here: the figures count points, as at any other table
    return ThreeHandedEquity(rules, outcomes, solved)


def counts_digest(outcomes: Sequence[ThreeHandedOutcome], rules: Ruleset) -> str:
    """What the solved chances were solved from: the counts and the match's own rules."""
    said = json.dumps(
        [[[o.pitcher, list(o.changes), o.smudge, o.weight] for o in outcomes],
         [rules.target, rules.top_bid, rules.smudge_wins_match, rules.pitcher_must_win]]
    )  # fmt: skip
    return hashlib.sha256(said.encode()).hexdigest()[:16]


@functools.cache
def _solved() -> dict[str, dict[str, str]]:
    return json.loads(SOLVED_FILE.read_text()) if SOLVED_FILE.exists() else {}


def _shares(points: int) -> list[tuple[int, float]]:
    """How ``points`` left to two defenders split between them: each point as likely to go to
    one as to the other (the first defender's share, and its chance)."""
    return [(first, math.comb(points, first) / 2**points) for first in range(points + 1)]


@dataclass(frozen=True)
class ThreeHandedView:
    """Where the match stands for the seat to bid at a table of three players each for
    themselves: ``totals`` in the order of play from the dealer, ``place`` the seat's."""

    equity: ThreeHandedEquity
    totals: tuple[int, int, int]
    place: int
    dealer: int
    no_junk: bool

    @property
    def us(self) -> int:
        return self.totals[self.place]

    @property
    def them(self) -> int:
        return max(total for place, total in enumerate(self.totals) if place != self.place)

    @property
    def others(self) -> tuple[tuple[int, int], ...]:
        places = ((self.place + step) % 3 for step in (1, 2))
        return tuple(((self.dealer + place) % 3, self.totals[place]) for place in places)

    @property
    def now(self) -> float:
        """What a pass leaves: the chance as the score stands, the deal passing on (as
        :attr:`pitchtutor.bots.equity.TwoSidedView.now`)."""
        return self.equity.after(self.totals, self.place, (0, 0, 0), False)[self.place]

    def after(self, estimate: BidEstimate, bid: int) -> float:
        chances = self.afters(estimate, bid)
        return sum(chances) / len(chances) if chances else self.now

    def afters(self, estimate: BidEstimate, bid: int) -> list[float]:
        return self._contract(estimate.taken, estimate.in_play, bid, self.place)

    def held_afters(self, held: Held) -> list[float]:
        return self._contract(held.taken, held.in_play, held.bid, (held.holder - self.dealer) % 3)

    def outbid_afters(self, outbid: Outbid, bid: int) -> list[float]:
        """Counted only where a partner holds the high bid, which a table of three never has."""
        raise ValueError("a table of three players has no partner's contract to take away")

    def gain(self, estimate: BidEstimate, bid: int) -> float:
        return self.after(estimate, bid) - self.now

    def _contract(self, taken: Sequence[int], in_play: Sequence[int], bid: int, pitcher: int) -> list[float]:
        """The seat's chance in each deal once ``pitcher`` (a place) plays ``bid``, taking the
        deal's points; the defenders share the rest (:func:`_shares`), or under no junk score
        nothing."""
        top = self.equity.rules.top_bid
        first, second = (pitcher + 1) % 3, (pitcher + 2) % 3

        @functools.cache  # the deals repeat a few (taken, in play) pairs
        def chance(points: int, at_stake: int) -> float:
            made = points >= bid
            rest = 0 if self.no_junk else max(0, at_stake - points)
            total = 0.0
            for share, p in _shares(rest):
                changes = [0, 0, 0]
                changes[pitcher] = points if made else -bid
                changes[first], changes[second] = share, rest - share
                total += p * self.equity.after(self.totals, pitcher, changes, made and bid == top)[self.place]
            return total

        return [chance(points, at_stake) for points, at_stake in zip(taken, in_play, strict=True)]


__all__ = [
    "FRESH_STATES",
    "SOLVED_FILE",
    "THREE_HANDED",
    "ThreeHandedEquity",
    "ThreeHandedOutcome",
    "ThreeHandedView",
    "counts_digest",
    "decides_among",
    "three_handed_equity",
    "total_bounds",
]
