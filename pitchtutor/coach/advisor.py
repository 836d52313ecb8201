"""The bid advisor: for a hand, what pitching each suit would bring.

For each suit the seat holds, random deals of the other hands are solved
exactly with this seat as pitcher: the average points taken, the chance of
taking at least each bid, and each bid's expected score change (a set-back
costs the bid).  Where the match's totals are known (two sides, three or four
players, or three partnerships), each suit's chance of winning the match comes
beside them, and that is what the call is chosen by
(:mod:`pitchtutor.bots.equity`).  The rule texts' rule of thumb comes beside it.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pitchtutor.actions import PASS, Action, Bid, Call
from pitchtutor.bots.equity import (
    SHOWN,
    MatchView,
    counted_as_shown,
    match_view,
    net_worth,
    pass_worth,
    shown_net,
    shown_worth,
)
from pitchtutor.bots.estimate import BidEstimate, Estimator, partner_holding, rivals_of
from pitchtutor.bots.expert import bid_suit, choose_call
from pitchtutor.cards import SUITS, Suit
from pitchtutor.coach.strategy import Judgement, count_for_seat
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.view import SeatView

NARROW = 0.01
"""Where the match chooses another call than the points would, by less than this much of the chance
of winning (a point of percentage), the advice says the match tipped the call, not that it counts
for more than the points: "27.3%, against 27.1%" is no reason to read as a strong one."""


@dataclass(frozen=True)
class Advice:
    suits: dict[Suit, BidEstimate | None]  # None: the seat holds no card of the suit
    best_suit: Suit | None
    best_bid: int  # 0: pass
    rule_of_thumb: Judgement
    why: Explanation
    nets: dict[Suit, tuple[int, float]]
    """Each suit held: its best bid among the calls allowed, and that bid's expected score
    difference (your side's change less the other side's): the figure the advice ranks by, so
    its call is the best row (a pass is worth 0), but for the exception the advice states."""
    match: MatchFigures | None = None
    """Where the match is known (two sides, three or four players, or three partnerships; their
    totals): the figure the advice ranks by instead."""


@dataclass(frozen=True)
class MatchFigures:
    """The match as the advice weighs it: the chance of winning it that a pass leaves, and each
    suit's best bid allowed with the chance that bid leaves."""

    us: int
    them: int
    target: int
    now: float
    """What a pass leaves: the chance as the score stands, the deal passing on; where another seat
    holds the high bid, the chance its contract leaves (:func:`pitchtutor.bots.equity.pass_values`)."""
    after: float  # once the advised call is made (a pass: as now)
    suits: dict[Suit, tuple[int, float]]
    points_call: tuple[int, Suit | None]
    """The call the points alone would advise (0: pass): where it is not the advice's, the match
    decided it, and the advice says so."""
    points_edge: float  # that call's expected score difference
    smudge: bool = False  # the call is the top bid, and a smudge wins the match at once
    points_later: bool = False  # the points' call is the later speakers' exception, not the best net
    others: tuple[tuple[int, int], ...] = ()
    """At a table of three or four: each opponent's seat and total, in the order of play after the seat
    (three partnerships: each other side's); ``them`` is then the highest of theirs."""
    open: bool = False
    """A player after the seat may yet outbid the call (a bid): its chance is the chance if
    nobody does, and the advice says so."""
    points_after: float | None = None
    """Where the match chose a bid whose chance reads as a pass's: the chance the points' own
    call leaves, which the advice compares it with instead."""
    narrow: bool = False
    """The match chose another call than the points', by less than :data:`NARROW` of the chance
    of winning: the advice says it tipped the call, not that the match counts for more."""

    def chose(self, bid: int, suit: Suit | None) -> bool:
        """Whether the match chose this call (``bid`` in ``suit``, 0 a pass) over the points'."""
        return self.points_call != (bid, suit)

    def tenths(self) -> bool:
        """Whether the chances are said to a tenth: where any two of them (the suits', the call's,
        a pass's) would read alike to the whole percent while they differ ("56%, against 56%"),
        since the calls are ranked to a tenth (:func:`pitchtutor.bots.equity.as_shown`); the
        chart then shows them to a tenth too."""
        chances = {round(chance, 3) for _, chance in self.suits.values()} | {
            round(self.after, 3),
            round(self.now, 3),
        }
        return len({f"{chance:.0%}" for chance in chances}) < len(chances)

    def facts(self) -> dict[str, object]:
        # to a tenth of a point of percentage: a bid whose chance rounds to a pass's is said closer
        said: dict[str, object] = {"us": self.us, "them": self.them, "target": self.target,
                                   "now": round(self.now, 3), "after": round(self.after, 3),
                                   "smudge": self.smudge, "tenths": self.tenths()}  # fmt: skip
        if self.others:
            said["others"] = [list(other) for other in self.others]
        if self.open:
            said["open"] = True
        if self.points_after is not None:
            said["points_after"] = round(self.points_after, 3)
        if self.narrow:  # the match tipped the call, barely
            said["narrow"] = True
        return said


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
        estimator = estimator or Estimator(samples=samples, time_budget=0.25, one_pitch=True)
        estimates = estimator.bid_estimates(view, samples=samples)
    found = list(estimates)
    by_suit = {e.suit: e for e in found}
    suits = {suit: by_suit.get(suit) for suit in SUITS}
    legal = view.legal or (PASS, *(Bid(n) for n in range(view.rules.min_bid, view.rules.top_bid + 1)))
    call, best_suit, outbid_guard = choose_call(view, found, legal)
    best_bid = call.amount if isinstance(call, Bid) else 0
    estimate = by_suit.get(best_suit) if best_suit else None
    seen = match_view(view)
    match = match_figures(view, found, legal, best_bid, estimate, match=seen, guarded=outbid_guard)
    nets = suit_nets(found, legal)
    thumb = count_for_seat(view, best_suit, legal)
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
        # a pass (worth 0: nobody else holds the bid) over nets that read "+0.0" at best, not "behind"
        even=not best_bid
        and not (found and found[0].held)
        and any(shown_net(net) >= 0 for _, net in nets.values()),
        later=outbid_guard,
        **cheaper_bid(found, legal, best_bid if outbid_guard else 0, estimate, seen),
        top=view.rules.top_bid,
        partners=view.rules.teams is not None,
        rivals=rivals_of(view),  # the net counts an average opponent's points
        partner=partner_holding(view),
        **held_facts(found),
        match=match.facts() if match else None,
        # the call the points alone would make, where the match made another
        points=_points_call(match, best_bid, best_suit),
    )
    partners = view.rules.teams is not None
    moved = match is not None and match.chose(best_bid, best_suit)
    why = with_count(
        why, names, found, suit=best_suit, bid=best_bid, thumb=thumb, partners=partners, match=moved
    )
    return Advice(suits, best_suit, best_bid, thumb, why, nets, match)


def cheaper_bid(
    estimates: Sequence[BidEstimate], legal: Sequence[Action], bid: int, estimate: BidEstimate | None,
    match: MatchView | None,
) -> dict[str, object]:  # fmt: skip
    """The later speakers' exception, said: the cheaper bid the table ranks best, which the call
    (``bid`` in ``estimate``'s suit) passes over, and what it would gain if nobody outbid it, by
    the figure the call is chosen by.  In points that is nothing at all when both are always
    made, since a pitcher scores what it takes; in the match (``match``), the chance it leaves,
    as its row in the match column shows it.  Where the figures count the opponents after the
    seat: how often they would take the cheaper bid away, and both bids' worth counting that
    (in the match, the chance each leaves).  No cheaper bid (or ``bid`` 0): the same facts, empty."""
    worth = match.gain if match else net_worth
    cheaper = [
        (worth(pitched, b.amount), -b.amount, pitched.suit)
        for b in legal
        if isinstance(b, Bid) and b.amount < bid
        for pitched in [bid_suit(estimates, b.amount, worth)]
    ]
    facts: dict[str, object] = dict.fromkeys(
        ("cheaper_gain", "cheaper", "cheaper_suit", "cheaper_after", "outbid", "guarded", "cheaper_guarded",
         "between", "costly")
    )  # fmt: skip
    if not cheaper or estimate is None:
        return facts | {"cheaper_gain": 0.0}
    gain, minus, suit = max(cheaper)
    facts |= {
        "cheaper_gain": round(gain - worth(estimate, bid), 2),
        "cheaper": -minus,
        "cheaper_suit": suit.value,
        "cheaper_after": round(match.now + gain, 3) if match else None,
    }
    outbid = estimate.outbid
    if outbid is None:
        return facts
    # counting them, as the advice prints it and the call was chosen by: a chance of winning the
    # match to a tenth of a point of percentage, or a net to a hundredth
    counted = counted_as_shown(match, estimates)
    pitched = next(e for e in estimates if e.suit is suit)

    def shown(value: float) -> float:  # a bid's own worth or a pass's, as the table prints it
        return round(match.now + value, SHOWN) if match else shown_net(value)

    return facts | {
        "outbid": round(statistics.fmean(outbid.chances(-minus)), 2),
        "guarded": counted(estimate, bid),
        "cheaper_guarded": counted(pitched, -minus),
        # the bids between, so counted: why 3 and not 2 as well as not 1
        "between": [
            [b.amount, counted(bid_suit(estimates, b.amount, counted), b.amount)]
            for b in legal
            if isinstance(b, Bid) and -minus < b.amount < bid
        ],
        # worth no more than a pass if nobody outbid it, yet more counting them: they would take it
        # away mostly on the deals where it would cost the seat, and the advice says so
        "costly": shown(worth(estimate, bid)) <= shown(pass_worth(estimates, match)),
    }


def match_figures(
    view: SeatView, estimates: Sequence[BidEstimate], legal: Sequence[Action], bid: int,
    estimate: BidEstimate | None, *, match: MatchView | None, guarded: bool = False,
) -> MatchFigures | None:  # fmt: skip
    """The match's figures for the advice (``bid`` in ``estimate``'s suit, 0 for a pass), where
    the match is known (``match``, the view's :func:`match_view`); None where the advice counts
    points alone.  ``guarded``: the later speakers' exception chose the call (:func:`choose_call`),
    so it was weighed counting the opponents after the seat."""
    if match is None or not estimates:
        return None
    blind = replace(view, scores=None)  # the same table weighed in points alone
    points, suit, later = choose_call(blind, estimates, legal)
    amount = points.amount if isinstance(points, Bid) else 0
    pitched = next((e for e in estimates if e.suit is suit), None)
    passing = match.now + pass_worth(estimates, match)  # the contract another seat holds, if any
    outbid = estimates[0].outbid
    after = match.after(estimate, bid) if estimate and bid else passing
    # the match chose a bid whose chance reads as a pass's (the points chose between those two):
    # what it chose against is the points' own call, whose chance the advice then names
    moved = (bid, estimate.suit if estimate else None) != (amount, suit)
    moved_alike = moved and bid > 0 and round(after, 3) == round(passing, 3)
    # by how much the match chose its call over the points', by the measure it chose by
    worth, pass_shown = shown_worth(match, estimates)
    by = counted_as_shown(match, estimates) if guarded else worth

    def chance(call: BidEstimate | None, amount: int) -> float:
        return by(call, amount) if call and amount else pass_shown

    margin = chance(estimate, bid) - chance(pitched, amount)
    points_after = (match.after(pitched, amount) if pitched and amount else passing) if moved_alike else None
    return MatchFigures(
        match.us,
        match.them,
        view.rules.target,
        passing,
        after,
        suit_chances(match, estimates, legal),
        (amount, suit),
        pitched.edge_by_bid[amount] if pitched and amount else 0.0,
        bid == view.rules.top_bid and view.rules.smudge_wins_match,
        later,
        match.others,
        open=bool(bid) and outbid is not None and outbid.may_take(bid),
        points_after=points_after,
        narrow=moved and margin < NARROW,
    )


def suit_chances(
    match: MatchView, estimates: Sequence[BidEstimate], legal: Sequence[Action]
) -> dict[Suit, tuple[int, float]]:
    """Each suit's bid allowed that leaves the best chance of winning the match, and that chance
    (ties to the lower bid)."""
    bids = sorted(a.amount for a in legal if isinstance(a, Bid))
    return {
        e.suit: max(((b, match.after(e, b)) for b in bids), key=lambda o: (o[1], -o[0]))
        for e in estimates
        if bids and e.taken
    }


def _points_call(match: MatchFigures | None, bid: int, suit: Suit | None) -> dict[str, object] | None:
    if match is None or not match.chose(bid, suit):
        return None
    amount, pitched = match.points_call
    return {"bid": amount, "suit": pitched.value if pitched else None, "edge": round(match.points_edge, 2),
            "later": match.points_later}  # fmt: skip


def suit_nets(estimates: Sequence[BidEstimate], legal: Sequence[Action]) -> dict[Suit, tuple[int, float]]:
    """Each suit's best bid among those allowed and its score difference (ties to the lower bid)."""
    bids = sorted(a.amount for a in legal if isinstance(a, Bid))
    return {
        e.suit: max(((b, e.edge_by_bid[b]) for b in bids), key=lambda o: (o[1], -o[0]))
        for e in estimates
        if bids and e.edge_by_bid
    }


def held_facts(estimates: Sequence[BidEstimate]) -> dict[str, object]:
    """Where another seat holds the high bid (two sides, or players each for themselves), a pass
    leaves its contract: who holds it, its bid, and what the contract is worth to your side net
    on these deals (None where no other seat holds it); where that is your partner and opponents
    speak after you, how often one of them would take it (``held_outbid``: the net counts their
    contract then)."""
    held = estimates[0].held if estimates else None
    if held is None:
        return {"held_by": None, "held_bid": None, "held_edge": None}
    outbid = estimates[0].outbid
    taken = (
        round(statistics.fmean(outbid.chances(held.bid)), 2)
        if held.ours and outbid and outbid.taken
        else None
    )
    return {"held_by": held.holder, "held_bid": held.bid, "held_edge": round(pass_worth(estimates, None), 2),
            "held_open": held.open, "held_outbid": taken}  # fmt: skip


def with_count(
    advice: Explanation,
    names: Names,
    estimates: Sequence[BidEstimate],
    *,
    suit: Suit | None,
    bid: int,
    thumb: Judgement,
    partners: bool,
    match: bool = False,
) -> Explanation:
    """The advice (or the hint's call: ``bid`` in ``suit``, 0 for a pass), with why the rule
    texts' count says otherwise where it does; as it is where they agree, or nothing was dealt.
    With ``match``, the match's totals chose a call the points alone would not."""
    counted = suit or thumb.best.suit  # a pass names no suit: the count's own suit then
    estimate = next((e for e in estimates if e.suit is counted), None)
    if estimate is None or thumb.bid == bid:
        return advice
    return explain(
        "advisor.disagree",
        names,
        best={"key": advice.key, "facts": dict(advice.facts)},  # the advice as data, said in any language
        suit=estimate.suit.value,
        count=thumb.best.count,
        mean=round(estimate.mean_points, 2),
        bid=bid,
        thumb_bid=thumb.bid,
        thumb_chance=round(estimate.chance.get(thumb.bid, 0.0), 2),
        partners=partners,
        match=match,
    )


def best_call(
    view: SeatView, estimates: Sequence[BidEstimate], legal: Sequence[Action]
) -> tuple[Call, Suit | None]:
    """The call the advisor's table makes best, and the suit to pitch: the rule the
    expert bot bids by under ``bidding="edge"`` (:func:`pitchtutor.bots.expert.choose_call`)."""
    return choose_call(view, estimates, legal)[:2]
