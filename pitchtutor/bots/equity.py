"""Match equity: a side's chance of winning the match from the running totals, at a table
with two sides (two partnerships, or two players) or with three players each for themselves.

Points are what a hand is played for, but the match is what it is won for: at 19–20 to 21
a bid that gains on average can still lose the match, and one that loses points on average
can win it; and where a smudge wins the match, a fair chance of all four points is worth a
bid of 4 from any score.  So where the totals are known, a bid is worth the chance of winning
the match it leaves, less the chance a pass leaves (:attr:`MatchView.now`).

``W(us, them, we deal)``, the chance that our side wins from these totals, is found by value
iteration over every pair of totals: ``W`` is the average, over the ways a hand can go, of 1
or 0 where the hand decides the match (the same rules as :func:`pitchtutor.match.settle_match`:
a smudge, the bidder going out first, the pitcher who must win) and of ``W`` after it, the
deal passing to the other side.  The ways a hand goes are counted from the expert bot
playing every seat under the preset (``benchmarks/hand_outcomes.py``); the bots bid without
knowing the score, so one count serves every target.  House rules beyond the match's own
(the target, smudge, the pitcher who must win) change those counts a little and are not
counted again.  A total is held between ``-target`` and what the rules can still use: the
rare total further below counts as that floor.

With three players (:class:`ThreeHandedEquity`) the state is the three totals, the dealer's
first, and each player's chance is found at once; the deal passes to the next player.  Two
things the counts do not say are assumed, as a careful player would: where two players other
than the pitcher reach the target in the same hand, the count-out (the points in the order
High, Low, Jack, Game) is as likely to go to either; and of the points a contract leaves to
the two defenders, each is as likely to go to one as to the other.
"""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import math
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import mul
from pathlib import Path
from typing import Protocol

from pitchtutor.bots.estimate import BidEstimate, Held, Outbid
from pitchtutor.rules import Ruleset
from pitchtutor.view import SeatView

OUTCOMES_FILE = Path(__file__).with_name("data") / "hand_outcomes.json"
SOLVED_FILE = Path(__file__).with_name("data") / "three_handed.json"
"""The tables of three players' chances, solved from the counts (``benchmarks/hand_outcomes.py``)."""
PACKED = 65535
FRESH_STATES = 3000
"""A table of three not shipped solved (another target) is solved when first asked for only up to
this many states (a target of 7 at cutthroat: about a second); beyond, the figures count points."""
TABLES = ("partnership/4", "cutthroat/2", "setback/2", "auction/2")
"""The tables with two sides whose hands are counted: a preset and a number of players."""
THREE_HANDED = ("cutthroat/3", "setback/3", "auction/3")
"""The tables of three players, each for themselves, whose hands are counted."""

Worth = Callable[[BidEstimate, int], float]


def decides(rules: Ruleset, pitcher: int, other: int, made: bool, smudge: bool) -> bool | None:
    """Whether a hand that leaves the pitcher's side at ``pitcher`` and the other side at ``other``
    ends the match, with two sides: True, the pitcher's side wins; False, the other side; None,
    play on.  As :func:`pitchtutor.match.settle_match` decides it."""
    if smudge and rules.smudge_wins_match:  # "a smudge wins the match at once"
        return True
    if made and pitcher >= rules.target:  # the bidder goes out first
        return True
    if rules.pitcher_must_win:  # only the pitcher can go out: the others wait, over the target
        return None
    return False if other >= rules.target else None


@dataclass(frozen=True)
class Outcome:
    """One way a hand went, from the dealer's side's point of view, and how often."""

    dealer_pitched: bool
    pitcher: int  # the pitcher's side's change
    other: int  # the other side's change
    smudge: bool
    weight: float


class MatchEquity:
    """Each side's chance of winning the match from every pair of totals, at one table."""

    def __init__(self, rules: Ruleset, outcomes: Sequence[Outcome]) -> None:
        self.rules = rules
        self.low = -rules.target
        # under pitcher_must_win a side waits over the target: totals a few bids above it count
        self.high = rules.target - 1 + (2 * rules.top_bid + 2 if rules.pitcher_must_win else 0)
        self.size = self.high - self.low + 1
        self.outcomes = tuple(outcomes)
        self._chance = self._solve(outcomes)

    def _index(self, us: int, them: int, we_deal: bool) -> int:
        held = [min(self.high, max(self.low, total)) - self.low for total in (us, them)]
        return (held[0] * self.size + held[1]) * 2 + we_deal

    def chance(self, us: int, them: int, we_deal: bool) -> float:
        """Our side's chance of winning, before a hand dealt by our side (or theirs)."""
        return self._chance[self._index(us, them, we_deal)]

    def after(
        self, us: int, them: int, we_deal: bool, *, we_pitch: bool, pitcher: int, other: int, smudge: bool
    ) -> float:
        """Our side's chance of winning once this hand is scored (the pitcher's side changing by
        ``pitcher``, the other by ``other``): 1 or 0 if it decides the match, else the chance
        before the next hand, the deal passing to the other side."""
        ours, theirs, won = self._scored(
            us, them, we_pitch=we_pitch, pitcher=pitcher, other=other, smudge=smudge
        )
        if won is not None:
            return float(won)
        return self.chance(ours, theirs, not we_deal)

    def _scored(
        self, us: int, them: int, *, we_pitch: bool, pitcher: int, other: int, smudge: bool
    ) -> tuple[int, int, bool | None]:
        """Both totals once the hand is scored, and whether it ends the match: True, our side
        wins; False, theirs; None, play on."""
        ours, theirs = (us + pitcher, them + other) if we_pitch else (us + other, them + pitcher)
        made = pitcher > 0  # a made bid scores at least the bid; a set-back costs it
        ending = decides(self.rules, ours if we_pitch else theirs, theirs if we_pitch else ours, made, smudge)
        return ours, theirs, None if ending is None else ending == we_pitch

    def _solve(self, outcomes: Sequence[Outcome]) -> list[float]:
        """Value iteration: each state's chance from the states a hand leads to, until no
        chance moves by a millionth (highest totals first: most hands lead upwards)."""
        total = sum(o.weight for o in outcomes)
        states = [
            (us, them, we_deal)
            for us in range(self.high, self.low - 1, -1)
            for them in range(self.high, self.low - 1, -1)
            for we_deal in (True, False)
        ]
        # each state's fixed part (hands that end the match) and the states it moves to
        plans: list[tuple[int, float, list[tuple[int, float]]]] = []
        for us, them, we_deal in states:
            won, moves = 0.0, dict[int, float]()
            for o in outcomes:
                ours, theirs, ours_won = self._scored(
                    us, them, we_pitch=o.dealer_pitched == we_deal, pitcher=o.pitcher, other=o.other,
                    smudge=o.smudge,
                )  # fmt: skip
                p = o.weight / total
                if ours_won is None:
                    target = self._index(ours, theirs, not we_deal)
                    moves[target] = moves.get(target, 0.0) + p
                elif ours_won:
                    won += p
            plans.append((self._index(us, them, we_deal), won, list(moves.items())))
        chance = [0.5] * (self.size * self.size * 2)
        for _ in range(1000):
            moved = 0.0
            for at, ended, onward in plans:
                value = ended + sum(p * chance[to] for to, p in onward)
                moved = max(moved, abs(value - chance[at]))
                chance[at] = value
            if moved < 1e-6:
                break
        return chance


def decides_among(
    rules: Ruleset, totals: Sequence[int], pitcher: int, made: bool, smudge: bool
) -> tuple[int, ...]:
    """Who wins the match once a hand at a table of three or more sides is scored (``totals``
    after it, ``pitcher`` the pitcher's side): one side; two or more, a count-out between them
    (its points' order is not known here); none, play on.  As :func:`pitchtutor.match.settle_match`
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
        self.low = -rules.target
        self.high = rules.target - 1 + (2 * rules.top_bid + 2 if rules.pitcher_must_win else 0)
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
        """Value iteration, as :meth:`MatchEquity._solve`, each state's three chances at once
        (highest totals first: most hands lead upwards)."""
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
def _counted() -> dict[str, list[Outcome]]:
    data = json.loads(OUTCOMES_FILE.read_text())
    return {
        table: [
            Outcome(dealer_pitched, pitcher, other, smudge, count)
            for dealer_pitched, pitcher, other, smudge, count in data[table]["outcomes"]
            if dealer_pitched is not None  # a hand thrown in is dealt again by the same dealer
        ]
        for table in TABLES
        if table in data
    }


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


def match_equity(rules: Ruleset, players: int) -> MatchEquity | None:
    """The match equity for this table, or None: other than two sides, or a table whose hands
    were not counted (a ruleset built from no preset)."""
    return _equity(rules, rules.name, players)  # the name apart: rulesets compare without it


@functools.cache
def _equity(rules: Ruleset, name: str | None, players: int) -> MatchEquity | None:
    if rules.sides(players) != 2:
        return None
    outcomes = _counted().get(f"{name}/{players}")
    return MatchEquity(rules, outcomes) if outcomes else None


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
    span = rules.target * 2 + (2 * rules.top_bid + 2 if rules.pitcher_must_win else 0)
    if solved is None and span**3 > FRESH_STATES:
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


class MatchView(Protocol):
    """Where the match stands for the seat to bid: its side's chance now, and each bid's after."""

    @property
    def us(self) -> int:
        """The seat's side's total."""

    @property
    def them(self) -> int:
        """The other side's total (with more sides, the highest of theirs)."""

    @property
    def others(self) -> tuple[tuple[int, int], ...]:
        """With more than two sides, each other player's seat and total, in the order of play
        after the seat; empty with two."""

    @property
    def now(self) -> float:
        """What a pass leaves (see :attr:`TwoSidedView.now`)."""

    def after(self, estimate: BidEstimate, bid: int) -> float:
        """The chance once this hand is played with ``bid`` in the estimate's suit, on average."""

    def afters(self, estimate: BidEstimate, bid: int) -> list[float]:
        """That chance in each sampled deal."""

    def held_afters(self, held: Held) -> list[float]:
        """The chance the contract another seat holds leaves in each sampled deal."""

    def outbid_afters(self, outbid: Outbid, bid: int) -> list[float]:
        """The chance the opponents' contract taking ``bid`` away leaves in each sampled deal."""

    def gain(self, estimate: BidEstimate, bid: int) -> float:
        """What ``bid`` in this suit adds to the chance of winning the match (a pass adds 0)."""


@dataclass(frozen=True)
class TwoSidedView:
    """Where the match stands for the seat to bid at a table of two sides."""

    equity: MatchEquity
    us: int
    them: int
    we_deal: bool
    no_junk: bool

    @property
    def now(self) -> float:
        """What a pass leaves: the chance of winning the match as the score stands, the deal
        passing on (a hand that changed no total).  As a pass is worth 0 in the advisor's net
        ("nothing changes"): the chance before this hand would also count this deal's dealer's
        edge, which no call can take or give.  A pass valued as a typical hand the other side
        pitches instead won fewer matches (docs/expert-bidding.md, "Bidding for the match");
        where another seat already holds the high bid, a pass is worth that seat's contract on
        the sampled deals instead (:func:`pass_values`), and this is the figure gains count from."""
        return self.equity.chance(self.us, self.them, not self.we_deal)

    def after(self, estimate: BidEstimate, bid: int) -> float:
        """The chance of winning the match once this hand is played with ``bid`` in the estimate's
        suit, averaged over its sampled deals."""
        chances = self.afters(estimate, bid)
        return sum(chances) / len(chances) if chances else self.now

    def afters(self, estimate: BidEstimate, bid: int) -> list[float]:
        """That chance in each sampled deal."""
        return self._contract(estimate.taken, estimate.in_play, bid)

    def held_afters(self, held: Held) -> list[float]:
        """The chance the contract another seat holds leaves in each sampled deal (what a pass
        leaves then)."""
        return self._contract(held.taken, held.in_play, held.bid, we_pitch=held.ours)

    def outbid_afters(self, outbid: Outbid, bid: int) -> list[float]:
        """The chance that the opponents' contract taking ``bid`` away leaves in each sampled deal."""
        return self._contract(outbid.taken, outbid.in_play, outbid.amount(bid), we_pitch=False)

    def _contract(
        self, taken: Sequence[int], in_play: Sequence[int], bid: int, *, we_pitch: bool = True
    ) -> list[float]:
        top = self.equity.rules.top_bid
        return [
            self.equity.after(
                self.us,
                self.them,
                self.we_deal,
                we_pitch=we_pitch,
                pitcher=points if points >= bid else -bid,
                other=0 if self.no_junk else max(0, at_stake - points),
                smudge=points >= bid and bid == top,
            )
            for points, at_stake in zip(taken, in_play, strict=True)
        ]

    def gain(self, estimate: BidEstimate, bid: int) -> float:
        """What ``bid`` in this suit adds to the chance of winning the match (a pass adds 0)."""
        return self.after(estimate, bid) - self.now

    @property
    def others(self) -> tuple[tuple[int, int], ...]:
        return ()


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
        :attr:`TwoSidedView.now`)."""
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


def match_view(view: SeatView) -> MatchView | None:
    """The match as the seat to bid sees it, where its totals are known and the table (two
    sides, or three players each for themselves) had its hands counted; None elsewhere (the
    figures then count points alone)."""
    if view.scores is None:
        return None
    three = three_handed_equity(view.rules, view.players)
    if three is not None:
        order = [(view.dealer + place) % 3 for place in range(3)]
        totals = (view.scores[order[0]], view.scores[order[1]], view.scores[order[2]])
        return ThreeHandedView(three, totals, order.index(view.seat), view.dealer, view.rules.no_junk)
    equity = match_equity(view.rules, view.players)
    if equity is None:
        return None
    side = view.side
    dealer_side = view.rules.side_of(view.dealer, view.players)
    return TwoSidedView(equity, view.scores[side], view.scores[1 - side], dealer_side == side,
                        view.rules.no_junk)  # fmt: skip


def pass_values(estimates: Sequence[BidEstimate], match: MatchView | None) -> list[float]:
    """A pass's worth in each sampled deal, in the figure bids are weighed by (a score difference,
    or with ``match`` a gain in the chance of winning the match): 0, the hand going to a seat whose
    cards you do not know; where another seat holds the high bid (two sides), its contract; where
    that seat is your partner and opponents speak after you, their contract instead by the chance
    that one of them takes it (:class:`~pitchtutor.bots.estimate.Outbid`)."""
    held = estimates[0].held if estimates else None
    if held is None:
        return [0.0] * (estimates[0].samples if estimates else 0)
    kept = held.edges() if match is None else [chance - match.now for chance in match.held_afters(held)]
    outbid = estimates[0].outbid
    if not held.ours or outbid is None or not outbid.taken:
        return kept
    # a partner's contract may be taken by an opponent after you: theirs then, by its chance
    theirs = (
        outbid.edges(held.bid)
        if match is None
        else [chance - match.now for chance in match.outbid_afters(outbid, held.bid)]
    )
    return [(1 - q) * k + q * t for q, k, t in zip(outbid.chances(held.bid), kept, theirs, strict=True)]


def pass_worth(estimates: Sequence[BidEstimate], match: MatchView | None) -> float:
    """A pass's worth on average (see :func:`pass_values`)."""
    values = pass_values(estimates, match)
    return sum(values) / len(values) if values else 0.0


def net_worth(estimate: BidEstimate, bid: int) -> float:
    """What a bid in a suit is worth in points alone: its expected score difference."""
    return estimate.edge_by_bid[bid]


def guarded_values(
    estimate: BidEstimate, bid: int, match: MatchView | None, passing: Sequence[float]
) -> list[float]:
    """A bid's worth in each sampled deal (in points, or with ``match`` its gain in the chance of
    winning the match), counting the opponents still to speak (:class:`~pitchtutor.bots.estimate.Outbid`):
    the bid where nobody takes it away, a pass's worth where one of them does (``passing``, the
    :func:`pass_values` of the same deals: they would have bid over a pass too), each by its
    chance in that deal.  As the bid alone where nobody speaks after the seat."""
    own = estimate.edges(bid) if match is None else [c - match.now for c in match.afters(estimate, bid)]
    outbid = estimate.outbid
    if outbid is None:
        return [float(v) for v in own]
    return [(1 - q) * o + q * p for q, o, p in zip(outbid.chances(bid), own, passing, strict=True)]


def guarded_worth(estimates: Sequence[BidEstimate], match: MatchView | None) -> Worth:
    """What a bid in a suit is worth counting the opponents still to speak (see
    :func:`guarded_values`), on average; a pass's worth in each deal is worked out once."""
    passing = pass_values(estimates, match)

    def worth(estimate: BidEstimate, bid: int) -> float:
        values = guarded_values(estimate, bid, match, passing)
        return sum(values) / len(values) if values else 0.0

    return worth


def bid_worth(view: SeatView) -> Worth:
    """What a bid in a suit is worth to the seat to bid: its gain in the chance of winning the
    match where the match is known (see :func:`match_view`), else its expected score difference."""
    match = match_view(view)
    return net_worth if match is None else match.gain


__all__ = [
    "MatchEquity",
    "MatchView",
    "Outcome",
    "ThreeHandedEquity",
    "ThreeHandedOutcome",
    "ThreeHandedView",
    "TwoSidedView",
    "bid_worth",
    "counts_digest",
    "decides",
    "decides_among",
    "guarded_values",
    "guarded_worth",
    "match_equity",
    "match_view",
    "net_worth",
    "pass_values",
    "pass_worth",
    "three_handed_equity",
]
