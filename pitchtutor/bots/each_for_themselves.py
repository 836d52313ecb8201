"""Match equity at a table of three to five players, each for themselves: each player's
chance of winning the match from all the totals (the cutthroat, setback and auction presets at
three, at four, where the teacher seats four or a table is made with its default four seats, and
at five).  Six players in three partnerships of two (``teams = 3``) are three sides whose deal
passes from side to side as it passes from player to player at three, so the same equity serves
them, a side in a player's place (:data:`THREE_PARTNERSHIPS`).

As for two sides (:mod:`pitchtutor.bots.equity`), the ways a hand goes are counted from the
expert bot playing every seat (``benchmarks/hand_outcomes.py``), and the chances are found by
value iteration: here the state is every player's total, the dealer's first, and each player's
chance is found at once; the deal passes to the next player.  Each counted hand also says who
took each of the defenders' points, in the order a count-out counts them (High, Low, Jack, ten,
three, Game): where two defenders reach the target in the same hand, that order decides which
of them wins, as :func:`pitchtutor.match.settle_match` decides it.  And where the advice plays a
contract out on its sampled deals, which say how many points the bidder leaves to the defenders
but not which of them takes each, the way such points fall among them is the counted one
(:meth:`EachForThemselvesEquity.defenders_orders`): they fall more unevenly than if each point were as
likely to go to any of them.

Solving takes seconds of pure Python at three players and minutes at four (at five, hours: it is
solved with numpy for shipping, ``benchmarks/equity_solver.py``), which a learner should not wait
for: the counted tables ship solved (``data/each_for_themselves.json``), and another target is
solved when first asked for only where that is quick.
"""

from __future__ import annotations

import base64
import bz2
import functools
import hashlib
import itertools
import json
import sys
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from operator import add, mul, sub
from pathlib import Path

from pitchtutor.bots.estimate import BidEstimate, Held, Outbid
from pitchtutor.match import counted_out_points
from pitchtutor.rules import PRESETS, Ruleset
from pitchtutor.scoring import POINT_ORDER, HandScore

OUTCOMES_FILE = Path(__file__).with_name("data") / "hand_outcomes.json"
SOLVED_FILE = Path(__file__).with_name("data") / "each_for_themselves.json"
"""The tables' chances, solved from the counts (``benchmarks/hand_outcomes.py``)."""
SOLVED_FIVE_FILE = SOLVED_FILE.with_name("each_for_themselves_five.json")
"""The same for the tables of five sides, 2 to 3 MB each, apart: the static site's kernel, which
downloads the package, leaves them out (there the figures at five players count points)."""
PACKED = 65535
EVEN_WEIGHT = 8
"""Where the defenders' points were counted in few hands, the counted orders are tempered by this
many hands' worth of the even split (each point as likely to go to either defender); where none
were counted, the even split is all there is."""
FRESH_STATES = 3000
"""A table of three not shipped solved (another target) is solved when first asked for only up to
this many states (a target of 7 at cutthroat: about a second); beyond, the figures count points."""
THREE_HANDED = ("cutthroat/3", "setback/3", "auction/3")
"""The tables of three players, each for themselves, whose hands are counted."""
FOUR_HANDED = ("cutthroat/4", "setback/4", "auction/4")
"""The tables of four players, each for themselves, whose hands are counted (the teacher may seat
four, and ``Table("cutthroat")`` seats four unless told otherwise)."""
THREE_PARTNERSHIPS = ("partnership/6/teams=3",)
"""The tables of three partnerships whose hands are counted: six players in partnerships of two
(the teacher's ``teams = 3``).  Three sides, whose deal passes from one side to the next as a
deal of three players each for themselves does, so the same equity serves them, a side in a
player's place."""
FIVE_HANDED = ("cutthroat/5", "setback/5", "auction/5")
"""The tables of five players, each for themselves, whose hands are counted: 759,375 states at
cutthroat (a million at setback), solved with numpy for shipping (``benchmarks/equity_solver.py``);
the package only reads them.  Six players and more each for themselves are not counted (15⁶ is
eleven million states): their figures count points."""
FLOOR_AT_FOUR = -4
"""At four players or more a total below this counts as this (the table's states are the fourth
power of its span: from -11 at cutthroat it would be 234,256 states, 1.9 MB shipped; a player so
far in the bog has next to no chance either way)."""


def table_name(rules: Ruleset, name: str | None, players: int) -> str:
    """The name its hands are counted under: the preset and the players (``cutthroat/3``), and the
    partnerships where they are not the preset's own (``partnership/6/teams=3``)."""
    preset = PRESETS.get(name) if name is not None else None
    table = f"{name}/{players}"
    return table if preset is None or preset.teams == rules.teams else f"{table}/teams={rules.teams}"


def table_rules(table: str) -> tuple[Ruleset, int]:
    """The rules and the players of a table counted under this name (:func:`table_name`)."""
    preset, players, *teams = table.split("/")
    overrides = {"teams": int(teams[0].removeprefix("teams="))} if teams else {}
    return Ruleset.preset(preset, **overrides), int(players)


def total_bounds(rules: Ruleset, players: int = 3) -> tuple[int, int]:
    """The totals an equity's states hold, lowest and highest: from ``-target`` (the rare total
    further below counts as that floor; at four players :data:`FLOOR_AT_FOUR`) to what the
    rules can still use (under ``pitcher_must_win`` a side waits over the target: a few bids
    above it count; at four players one bid above it, past which even a set-back leaves it
    there)."""
    if players >= 4:
        high = rules.target - 1 + (rules.top_bid + 1 if rules.pitcher_must_win else 0)
        return max(-rules.target, FLOOR_AT_FOUR), high
    return -rules.target, rules.target - 1 + (2 * rules.top_bid + 2 if rules.pitcher_must_win else 0)


def decides_among(
    rules: Ruleset, totals: Sequence[int], pitcher: int, made: bool, smudge: bool
) -> tuple[int, ...]:
    """Who wins the match once a hand is scored (``totals`` after it, by side; ``pitcher`` the
    pitcher's side): one side; two or more, a count-out between them (:func:`counted_out`
    decides it from the points' order); none, play on.  As :func:`pitchtutor.match.settle_match`
    decides it."""
    if smudge and rules.smudge_wins_match:  # "a smudge wins the match at once"
        return (pitcher,)
    if made and totals[pitcher] >= rules.target:  # the bidder goes out first
        return (pitcher,)
    if rules.pitcher_must_win:  # only the pitcher can go out
        return ()
    return tuple(side for side, total in enumerate(totals) if side != pitcher and total >= rules.target)


def counted_out(
    before: Sequence[int], order: Sequence[int], reached: Sequence[int], target: int
) -> int | None:
    """Which of the defenders who ``reached`` the target in the same hand wins the count-out:
    their points are added one at a time from the totals ``before`` the hand, in the order High,
    Low, Jack, ten, three, Game (``order``: who took each), and the first to reach it wins.  None
    where the points do not decide it: the defenders were at the target before the hand, which
    no match reaches (a figure asked for such totals takes the count-out as even)."""
    running = list(before)
    for place in order:
        running[place] += 1
        if place in reached and running[place] >= target:
            return place
    return None


def defenders_order(score: HandScore) -> tuple[int, ...]:
    """Who took each point the defenders took, in the order a count-out counts them
    (:func:`pitchtutor.match.counted_out_points`): each such point is one on its taker's total."""
    order = tuple(side for side, _ in counted_out_points(score))
    for side, change in enumerate(score.delta):
        if side != score.pitcher_side and order.count(side) != change:
            raise ValueError(f"a defender's change {change} is not its points {list(order)}")
    return order


def _winners(
    rules: Ruleset, before: Sequence[int], changes: Sequence[int], pitcher: int, smudge: bool, *,
    order: Sequence[int] | None,
) -> tuple[int, ...]:  # fmt: skip
    """Who wins the match once this hand is scored: one place, none (play on), or, where the
    points' order is not known and two defenders reach the target, both (an even count-out)."""
    scored = [total + change for total, change in zip(before, changes, strict=True)]
    winners = decides_among(rules, scored, pitcher, changes[pitcher] > 0, smudge)
    decided = (
        counted_out(before, order, winners, rules.target) if len(winners) > 1 and order is not None else None
    )
    return winners if decided is None else (decided,)


@dataclass(frozen=True)
class EachForThemselvesOutcome:
    """One way a hand of three to five players went, and how often: the pitcher's place after
    the dealer (0: the dealer), each player's change, the dealer's first, and ``order``: the
    place that took each of the defenders' points, in the order a count-out counts them (None
    where not counted: a count-out is then taken as even)."""

    pitcher: int
    changes: tuple[int, ...]
    smudge: bool
    weight: float
    order: tuple[int, ...] | None = None


class EachForThemselvesEquity:
    """Each player's chance of winning the match from all the totals, at a table of three to five
    players each for themselves.  Totals and chances are in the order of play from the
    dealer (place 0 deals, place 1 deals next)."""

    def __init__(
        self,
        rules: Ruleset,
        outcomes: Sequence[EachForThemselvesOutcome],
        solved: str | Sequence[Sequence[float]] | None = None,
    ) -> None:
        """``solved``: the chances as :meth:`packed` gives them (solving takes seconds in pure
        Python, so the counted tables ship solved), or every place's chance in every state as
        a solver found them (``benchmarks/equity_solver.py``); else they are solved here."""
        self.rules = rules
        self.outcomes = tuple(outcomes)
        self.players = len(self.outcomes[0].changes) if self.outcomes else 3
        self.low, self.high = total_bounds(rules, self.players)
        self.size = self.high - self.low + 1
        self.states = self.size**self.players
        if solved is None:
            solved = self._solve()
        # every place's chance but the last's in every state (the last's is what they leave), in
        # arrays of doubles: five players' take 24 MB, where lists of floats would take 100 MB
        self._kept = (
            self._unpacked(solved) if isinstance(solved, str) else [array("d", row) for row in solved[:-1]]
        )

    def packed(self) -> str:
        """Every place's chance but the last in every state, each to 1/65535, as base64 (the last
        place's is what they leave).  Neighbouring states differ little: each place's chances
        are taken as the steps between neighbours along the dealer's total, then along the whole
        row of states; the steps' low bytes, then their high bytes, compressed with bzip2 (five
        players: 6.1 MB of chances to 2.0; zlib leaves 2.4, and lzma, which compresses a little
        better, is not in the browser's Python; the steps along every total would save a fifth
        more, but undoing them would take seconds of pure Python)."""
        steps: list[int] = []
        stride = self.states // self.size  # from one dealer's total to the next
        for chances in self._kept:
            values = [round(c * PACKED) for c in chances]
            values[stride:] = map(sub, values[stride:], values[:-stride])
            steps += (
                (value - before) & 0xFFFF for value, before in zip(values, [0, *values[:-1]], strict=True)
            )
        planes = bytes(step & 0xFF for step in steps) + bytes(step >> 8 for step in steps)
        return base64.b64encode(bz2.compress(planes, 9)).decode()

    def _unpacked(self, solved: str) -> list[array[float]]:
        """:meth:`packed` read back, the long loops in C (five players' three million chances take
        about a second): the two byte planes interleaved into 16-bit steps, summed along the row,
        then along the dealer's total."""
        planes = bz2.decompress(base64.b64decode(solved))
        kept, half = self.players - 1, len(planes) // 2
        if half != kept * self.states:
            raise ValueError(f"solved chances for {half // kept} states, not {self.states}")
        stride = self.states // self.size
        chances = []
        for place in range(kept):
            at = place * self.states
            steps = bytearray(2 * self.states)
            steps[0::2] = planes[at : at + self.states]
            steps[1::2] = planes[half + at : half + at + self.states]
            plane = array("H")
            plane.frombytes(steps)
            if sys.byteorder != "little":
                plane.byteswap()
            values = list(map(0xFFFF.__and__, itertools.accumulate(plane)))
            for on in range(stride, self.states, stride):
                values[on : on + stride] = map(add, values[on : on + stride], values[on - stride : on])
            chances.append(array("d", map(PACKED.__rtruediv__, map(0xFFFF.__and__, values))))  # / PACKED
        return chances

    def _index(self, totals: Sequence[int]) -> int:
        index = 0
        for total in totals:
            index = index * self.size + min(self.high, max(self.low, total)) - self.low
        return index

    def chances(self, totals: Sequence[int]) -> tuple[float, ...]:
        """Each place's chance of winning, before a hand dealt by place 0."""
        at = self._index(totals)
        kept = tuple(chances[at] for chances in self._kept)
        return (*kept, max(0.0, 1 - sum(kept)))

    @functools.cached_property
    def defenders_orders(self) -> dict[int, tuple[tuple[tuple[int, ...], float], ...]]:
        """How the points a contract leaves to the defenders fall between them, as counted: for
        each number of such points, every order of takers (1: the first defender after the
        pitcher, 2: the second...) and its chance.  Counted from the hands whose order is known,
        tempered by :data:`EVEN_WEIGHT` hands of the even split; points never counted, even."""
        players = self.players
        counted: dict[int, dict[tuple[int, ...], float]] = {}
        for o in self.outcomes:
            if o.order is not None:
                relative = tuple((place - o.pitcher) % players for place in o.order)
                row = counted.setdefault(len(relative), {})
                row[relative] = row.get(relative, 0.0) + o.weight
        most = max(len(POINT_ORDER), max(counted, default=0))
        orders = {}
        for points in range(most + 1):
            row = counted.get(points, {})
            hands = sum(row.values())
            even = EVEN_WEIGHT if hands else 1.0  # hands' worth of the even split
            orders[points] = tuple(
                (order, (row.get(order, 0.0) + even / (players - 1) ** points) / (hands + even))
                for order in itertools.product(range(1, players), repeat=points)
            )
        return orders

    def after(
        self, totals: Sequence[int], pitcher: int, changes: Sequence[int], smudge: bool,
        order: Sequence[int] | None = None,
    ) -> tuple[float, ...]:  # fmt: skip
        """Each place's chance once this hand is scored (``changes`` in place order; ``order``,
        who took each defenders' point, decides a count-out, else taken as even): 1, 0 or a
        count-out's share where it decides the match, else the chances before the next hand,
        the deal passing to place 1."""
        scored = [total + change for total, change in zip(totals, changes, strict=True)]
        winners = _winners(self.rules, totals, changes, pitcher, smudge, order=order)
        if winners:
            return tuple(1 / len(winners) if place in winners else 0.0 for place in range(self.players))
        following = self.chances(scored[1:] + scored[:1])  # place 1 deals next: places shift by one
        return following[-1:] + following[:-1]

    def _solve(self) -> list[list[float]]:
        """Value iteration, as for two sides (:meth:`pitchtutor.bots.equity.MatchEquity._solve`),
        each state's chances at once (highest totals first: most hands lead upwards)."""
        total = sum(o.weight for o in self.outcomes)
        players = self.players
        span = range(self.high, self.low - 1, -1)
        plans: list[tuple[int, list[float], list[int], list[float]]] = []
        for totals in itertools.product(span, repeat=players):
            ended = [0.0] * players
            moves: dict[int, float] = {}
            for o in self.outcomes:
                p = o.weight / total
                winners = _winners(self.rules, totals, o.changes, o.pitcher, o.smudge, order=o.order)
                if winners:
                    for place in winners:
                        ended[place] += p / len(winners)
                    continue
                scored = [t + d for t, d in zip(totals, o.changes, strict=True)]
                to = self._index(scored[1:] + scored[:1])
                moves[to] = moves.get(to, 0.0) + p
            plans.append((self._index(totals), ended, list(moves), list(moves.values())))
        chances = [[1 / players] * self.states for _ in range(players)]
        # after the hand place 1 deals: our place p is its place p - 1
        following = [chances[(place - 1) % players] for place in range(players)]
        for _ in range(1000):
            moved = 0.0
            for at, ended, tos, ps in plans:
                for place in range(players):
                    value = ended[place] + sum(map(mul, ps, map(following[place].__getitem__, tos)))
                    moved = max(moved, abs(value - chances[place][at]))
                    chances[place][at] = value
            if moved < 1e-6:
                break
        return chances


@functools.cache
def _counted_each() -> dict[str, list[EachForThemselvesOutcome]]:
    data = json.loads(OUTCOMES_FILE.read_text())
    return {
        table: [
            EachForThemselvesOutcome(pitcher, tuple(changes), smudge, count, tuple(order))
            for pitcher, changes, smudge, order, count in data[table]["outcomes"]
            if pitcher is not None  # a hand thrown in is dealt again by the same dealer
        ]
        for table in THREE_HANDED + FOUR_HANDED + FIVE_HANDED + THREE_PARTNERSHIPS
        if table in data
    }


def each_for_themselves_equity(rules: Ruleset, players: int) -> EachForThemselvesEquity | None:
    """The match equity for a table of three to five sides, players each for themselves or
    three partnerships, or None: another table, one whose hands were not counted, or one too long
    to solve here (:data:`FRESH_STATES`).
    Its chances come solved with the package where they were solved from these very counts
    and rules (:func:`counts_digest`)."""
    return _each_for_themselves(rules, rules.name, players)


@functools.cache
def _each_for_themselves(rules: Ruleset, name: str | None, players: int) -> EachForThemselvesEquity | None:
    sides = rules.sides(players)
    if sides not in (3, 4, 5):
        return None
    table = table_name(rules, name, players)
    outcomes = _counted_each().get(table)
    if not outcomes:
        return None
    shipped = _shipped(SOLVED_FIVE_FILE if sides == 5 else SOLVED_FILE).get(table, {})
    solved = shipped.get("chances") if shipped.get("counts") == counts_digest(outcomes, rules) else None
    low, high = total_bounds(rules, sides)
    if solved is None and (high - low + 1) ** sides > FRESH_STATES:
        return None  # too long to solve here: the figures count points, as at any other table
    return EachForThemselvesEquity(rules, outcomes, solved)


def counts_digest(outcomes: Sequence[EachForThemselvesOutcome], rules: Ruleset) -> str:
    """What the solved chances were solved from: the counts and the match's own rules."""
    said = json.dumps(
        [[[o.pitcher, list(o.changes), o.smudge, o.weight]
          + ([] if o.order is None else [list(o.order)]) for o in outcomes],
         [rules.target, rules.top_bid, rules.smudge_wins_match, rules.pitcher_must_win]]
    )  # fmt: skip
    return hashlib.sha256(said.encode()).hexdigest()[:16]


@functools.cache
def _shipped(file: Path) -> dict[str, dict[str, str]]:
    """The tables' chances shipped in one file (the 7.9 MB of the tables of five are read only
    where five sit), and the counts they were solved from."""
    return json.loads(file.read_text()) if file.exists() else {}


def _solved() -> dict[str, dict[str, str]]:
    """Every shipped table's chances and the counts they were solved from."""
    return {**_shipped(SOLVED_FILE), **_shipped(SOLVED_FIVE_FILE)}


@dataclass(frozen=True)
class EachForThemselvesView:
    """Where the match stands for the seat to bid at a table of three to five sides: ``totals``
    by side in the order of play from the dealer's, ``place`` the seat's side's, ``dealer`` the
    dealer's seat.  A seat's side is its seat modulo the sides (each for themselves, the seat)."""

    equity: EachForThemselvesEquity
    totals: tuple[int, ...]
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
        """The other sides (players each for themselves: their seats) and totals, in the order of
        play after the seat."""
        sides = len(self.totals)
        places = ((self.place + step) % sides for step in range(1, sides))
        return tuple(((self.dealer + place) % sides, self.totals[place]) for place in places)

    def _place(self, seat: int) -> int:
        """The place of a seat's side, in the order of play from the dealer's."""
        return (seat - self.dealer) % len(self.totals)

    @property
    def now(self) -> float:
        """What a pass leaves: the chance as the score stands, the deal passing on (as
        :attr:`pitchtutor.bots.equity.TwoSidedView.now`)."""
        return self.equity.after(self.totals, self.place, (0,) * len(self.totals), False)[self.place]

    def after(self, estimate: BidEstimate, bid: int) -> float:
        chances = self.afters(estimate, bid)
        return sum(chances) / len(chances) if chances else self.now

    def afters(self, estimate: BidEstimate, bid: int) -> list[float]:
        return self._contract(estimate.taken, estimate.in_play, bid, [self.place] * len(estimate.taken))

    def held_afters(self, held: Held) -> list[float]:
        pitchers = [self._place(held.holder)] * len(held.taken)
        return self._contract(held.taken, held.in_play, held.bid, pitchers)

    def outbid_afters(self, outbid: Outbid, bid: int) -> list[float]:
        """The chance that an opponent's contract taking ``bid`` away from a partner leaves in each
        sampled deal (three partnerships; each for themselves no seat has a partner): the opponent
        counting most pitches, as :class:`~pitchtutor.bots.estimate.Outbid` played it."""
        pitchers = [self._place(seat) for seat in outbid.takers]
        return self._contract(outbid.taken, outbid.in_play, outbid.amount(bid), pitchers)

    def gain(self, estimate: BidEstimate, bid: int) -> float:
        return self.after(estimate, bid) - self.now

    def _contract(
        self, taken: Sequence[int], in_play: Sequence[int], bid: int, pitchers: Sequence[int]
    ) -> list[float]:
        """The seat's chance in each deal once its pitcher (a place) plays ``bid``, taking the
        deal's points; the rest fall to the defenders as counted
        (:attr:`EachForThemselvesEquity.defenders_orders`), or under no junk score nothing."""
        top = self.equity.rules.top_bid
        orders = self.equity.defenders_orders
        players = len(self.totals)

        @functools.cache  # the deals repeat a few (taken, in play, pitcher) triples
        def chance(points: int, at_stake: int, pitcher: int) -> float:
            made = points >= bid
            rest = 0 if self.no_junk else max(0, at_stake - points)
            total = 0.0
            for relative, p in orders[rest]:
                order = [(pitcher + step) % players for step in relative]
                changes = [order.count(place) for place in range(players)]
                changes[pitcher] = points if made else -bid
                chances = self.equity.after(self.totals, pitcher, changes, made and bid == top, order)
                total += p * chances[self.place]
            return total

        return [
            chance(points, at_stake, pitcher)
            for points, at_stake, pitcher in zip(taken, in_play, pitchers, strict=True)
        ]


__all__ = [
    "EVEN_WEIGHT",
    "FIVE_HANDED",
    "FLOOR_AT_FOUR",
    "FOUR_HANDED",
    "FRESH_STATES",
    "SOLVED_FILE",
    "SOLVED_FIVE_FILE",
    "THREE_HANDED",
    "THREE_PARTNERSHIPS",
    "EachForThemselvesEquity",
    "EachForThemselvesOutcome",
    "EachForThemselvesView",
    "counted_out",
    "counts_digest",
    "decides_among",
    "defenders_order",
    "each_for_themselves_equity",
    "table_name",
    "table_rules",
    "total_bounds",
]
