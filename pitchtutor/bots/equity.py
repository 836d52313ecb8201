"""Match equity: a side's chance of winning the match from the running totals, at a table
with two sides (two partnerships, or two players), with three or four players each for
themselves, or with three partnerships of two.

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
rare total further below counts as that floor.  A table of three or four players each for themselves,
or of three partnerships, has its own equity (:mod:`pitchtutor.bots.each_for_themselves`), behind the
same :class:`MatchView`.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from pitchtutor.bots.each_for_themselves import (
    OUTCOMES_FILE,
    EachForThemselvesView,
    decides_among,
    each_for_themselves_equity,
    total_bounds,
)
from pitchtutor.bots.estimate import BidEstimate, Held, Outbid
from pitchtutor.rules import Ruleset
from pitchtutor.view import SeatView

TABLES = ("partnership/4", "partnership/6", "cutthroat/2", "setback/2", "auction/2")
"""The tables with two sides whose hands are counted: a preset and a number of players."""

Worth = Callable[[BidEstimate, int], float]


def decides(rules: Ruleset, pitcher: int, other: int, made: bool, smudge: bool) -> bool | None:
    """Whether a hand that leaves the pitcher's side at ``pitcher`` and the other side at ``other``
    ends the match, with two sides: True, the pitcher's side wins; False, the other side; None,
    play on.  As :func:`pitchtutor.match.settle_match` decides it (the rule for any number of
    sides: :func:`~pitchtutor.bots.each_for_themselves.decides_among`)."""
    winners = decides_among(rules, (pitcher, other), 0, made, smudge)
    return winners == (0,) if winners else None


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
        self.low, self.high = total_bounds(rules)
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


def match_view(view: SeatView) -> MatchView | None:
    """The match as the seat to bid sees it, where its totals are known and the table (two
    sides, three or four players each for themselves, or three partnerships of two) had its hands
    counted; None elsewhere (the figures then count points alone)."""
    if view.scores is None:
        return None
    alone = each_for_themselves_equity(view.rules, view.players)
    if alone is not None:  # three or four sides: players each for themselves, or three partnerships
        sides = view.rules.sides(view.players)
        order = [(view.dealer + place) % sides for place in range(sides)]
        totals = tuple(view.scores[side] for side in order)
        return EachForThemselvesView(alone, totals, order.index(view.side), view.dealer, view.rules.no_junk)
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


SHOWN = 3
"""Chances are weighed as the advice shows them, to a tenth of a point of percentage."""


def shown_net(net: float) -> float:
    """A net as the table shows it: kept to a hundredth in the advice's facts, printed to a tenth
    (1.453 is shown "+1.4", not the "+1.5" one rounding would give)."""
    return round(round(net, 2), 1)


TIE_BREAK = 1e-6
"""How much a point of score difference weighs beside the chance: far below a tenth of a point."""


def as_shown(match: MatchView, by_match: Worth, by_points: Worth) -> Worth:
    """A bid's worth in a match as the advice weighs it and shows it: the chance of winning the
    match it leaves, to a tenth of a point of percentage; where two calls' chances read alike, the
    points decide, to the tenth the table shows; and where those read alike too, the cheaper call
    (a pass first).  A call is not made for a gain nobody could see, which the deals' noise could
    as well undo: a walk read "99.8%, against 99.8% if you pass" as the reason to overcall a
    partner whose contract was worth as much."""

    def worth(estimate: BidEstimate, bid: int) -> float:
        points = shown_net(by_points(estimate, bid))
        return round(match.now + by_match(estimate, bid), SHOWN) + TIE_BREAK * points

    return worth


def pass_as_shown(estimates: Sequence[BidEstimate], match: MatchView) -> float:
    """A pass's worth in a match as :func:`as_shown` weighs a bid's."""
    points = shown_net(pass_worth(estimates, None))
    return round(match.now + pass_worth(estimates, match), SHOWN) + TIE_BREAK * points


def shown_worth(match: MatchView | None, estimates: Sequence[BidEstimate]) -> tuple[Worth, float]:
    """Each bid's worth and a pass's as the advice ranks them and the table shows them: in a
    match (``match``, the seat's :func:`match_view`) by :func:`as_shown`; in points alone the net
    to a tenth of a point, where a tie goes to the cheaper call (a pass first), as a learner
    comparing the table's "+1.0" and "+1.0" would."""
    if match is not None:
        return as_shown(match, match.gain, net_worth), pass_as_shown(estimates, match)

    def net(estimate: BidEstimate, bid: int) -> float:
        return shown_net(net_worth(estimate, bid))

    return net, shown_net(pass_worth(estimates, None))


def counted_as_shown(match: MatchView | None, estimates: Sequence[BidEstimate]) -> Worth:
    """A bid's worth counting the opponents after the seat (:func:`guarded_worth`) as the advice
    prints it: in a match the chance of winning it leaves, to a tenth of a point of percentage; in
    points the net, to a hundredth.  The later speakers' exception is made only for a gain the
    advice can show: where two bids read alike, the cheaper is kept (the best row's)."""
    guarded = guarded_worth(estimates, match)
    if match is None:
        return lambda estimate, bid: round(guarded(estimate, bid), 2)
    return lambda estimate, bid: round(match.now + guarded(estimate, bid), SHOWN)


def bid_worth(view: SeatView) -> Worth:
    """What a bid in a suit is worth to the seat to bid: its gain in the chance of winning the
    match where the match is known (see :func:`match_view`), else its expected score difference."""
    match = match_view(view)
    return net_worth if match is None else match.gain


__all__ = [
    "SHOWN",
    "MatchEquity",
    "MatchView",
    "Outcome",
    "TwoSidedView",
    "as_shown",
    "bid_worth",
    "counted_as_shown",
    "decides",
    "guarded_values",
    "guarded_worth",
    "match_equity",
    "match_view",
    "net_worth",
    "pass_as_shown",
    "pass_values",
    "pass_worth",
    "shown_net",
    "shown_worth",
]
