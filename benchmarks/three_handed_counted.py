"""At a table of three players each for themselves, what counting the defenders' points changes.

    python benchmarks/three_handed_counted.py [--positions 300] [--matches 20000] [--seed 2026]

The match equity at three (pitchtutor/bots/each_for_themselves.py) once assumed two things the counted
hands did not say: that the points a contract leaves to the two defenders fall between them as if
each were as likely to go to either (the *even split*), and that a count-out between two
defenders who reach the target in the same hand is as likely to go to either.  The hands are now
counted with who took each defenders' point, in the order a count-out counts them, so neither is
assumed.  For each table of three this prints:

* how the defenders' points fell, counted, against the even split;
* how often a match played out from 0-0-0 on the counted hands ends in a count-out between the
  two defenders, and how often the one of them nearer the target before the hand wins it;
* how far the solved chances move between the equity with the assumptions (the same hands, their
  order left out, and an even split) and the counted one: over every state, and near the end;
* how often the bid advisor's call changes, and by how much its call's chance moves, over
  ``--positions`` first calls at random totals near the end (the same 64 deals for both).

Figures go in docs/expert-bidding.md.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import math
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import Bid
from pitchtutor.bots import equity as equity_module
from pitchtutor.bots.each_for_themselves import (
    THREE_HANDED,
    EachForThemselvesEquity,
    counted_out,
    decides_among,
    each_for_themselves_equity,
)
from pitchtutor.bots.estimate import Estimator
from pitchtutor.bots.expert import choose_call


@functools.cache
def assumed(counted: EachForThemselvesEquity) -> EachForThemselvesEquity:
    """The equity as it was: the same hands, their order left out (an even count-out), an even
    split of the defenders' points."""
    return EachForThemselvesEquity(counted.rules, [replace(o, order=None) for o in counted.outcomes])


@contextlib.contextmanager
def weighed_by(equity: EachForThemselvesEquity) -> Iterator[None]:
    """The advice and the expert weigh the match by ``equity`` meanwhile (whatever the table)."""
    equity_module.each_for_themselves_equity = lambda rules, players: equity  # type: ignore[assignment]
    try:
        yield
    finally:
        equity_module.each_for_themselves_equity = each_for_themselves_equity


def splits(equity: EachForThemselvesEquity) -> None:
    by: dict[int, Counter[int]] = defaultdict(Counter)
    for o in equity.outcomes:
        if o.order is not None:
            by[len(o.order)][sum(1 for place in o.order if (place - o.pitcher) % 3 == 1)] += int(o.weight)
    print("  the defenders' points: how many the first defender after the pitcher took, counted / even")
    for points in sorted(by):
        hands = sum(by[points].values())
        counted = " ".join(f"{by[points][k] / hands:.2f}" for k in range(points + 1))
        even = " ".join(f"{math.comb(points, k) / 2**points:.2f}" for k in range(points + 1))
        print(f"    {points} point(s), {hands} hands: {counted} / {even}")


def count_outs(equity: EachForThemselvesEquity, matches: int, seed: int) -> None:
    """Matches from 0-0-0 played out on the counted hands: how many end in a defenders' count-out,
    and who wins it."""
    rng = random.Random(seed)
    hands, weights = equity.outcomes, [o.weight for o in equity.outcomes]
    target = equity.rules.target
    ended, nearer, level = 0, 0, 0
    for _ in range(matches):
        totals = [0, 0, 0]  # in this hand's places, the dealer first
        for _hand in range(200):
            o = rng.choices(hands, weights)[0]
            scored = [t + c for t, c in zip(totals, o.changes, strict=True)]
            winners = decides_among(equity.rules, scored, o.pitcher, o.changes[o.pitcher] > 0, o.smudge)
            if len(winners) > 1:
                assert o.order is not None
                won = counted_out(totals, o.order, winners, target)
                assert won is not None  # from 0-0-0, the target is reached by the hand's points
                ended += 1
                closest = max(totals[place] for place in winners)
                if sum(1 for place in winners if totals[place] == closest) > 1:
                    level += 1
                elif totals[won] == closest:
                    nearer += 1
            if winners:
                break
            totals = scored[1:] + scored[:1]  # the next player deals
    apart = ended - level
    print(
        f"  count-outs between the defenders: {ended} of {matches} matches ({ended / matches:.2%}); "
        f"where one was nearer the target, it won {nearer} of {apart}"
        + (f" ({nearer / apart:.0%})" if apart else "")
        + f"; level before the hand: {level}"
    )


def chances(counted: EachForThemselvesEquity, even: EachForThemselvesEquity) -> None:
    near = counted.rules.target - 4
    span = range(counted.low, counted.high + 1)
    everywhere, ending = [], []
    for totals in ((a, b, c) for a in span for b in span for c in span):
        moved = max(abs(x - y) for x, y in zip(counted.chances(totals), even.chances(totals), strict=True))
        everywhere.append(moved)
        if sum(1 for total in totals if total >= near) >= 2:
            ending.append(moved)
    for name, moved in (("every state", everywhere), (f"two or more at {near}+", ending)):
        moved.sort()
        print(
            f"  the chances moved, {name} ({len(moved)}): median {statistics.median(moved):.2%}, "
            f"p95 {moved[int(0.95 * len(moved))]:.2%}, most {moved[-1]:.2%}"
        )


def calls(counted: EachForThemselvesEquity, even: EachForThemselvesEquity, positions: int, seed: int) -> None:
    """The advisor's call with either equity, on the same estimates (64 deals), and how far the
    figures its table shows move: each suit's bids, and a pass."""
    rules, target = counted.rules, counted.rules.target
    rng = random.Random(seed)
    changed: Counter[str] = Counter()
    moved: list[float] = []
    started = time.perf_counter()
    for index in range(positions):
        scores = (
            rng.randint(target - 6, target - 1),
            rng.randint(target - 6, target - 1),
            rng.randint(0, target - 1),
        )
        hand = Hand.deal(rules, 3, index % 3, rng.randrange(2**32), scores=tuple(rng.sample(scores, 3)))
        for _ in range(rng.randrange(3)):  # the first, second or third to speak
            legal = hand.legal_actions()
            bids = [a for a in legal if isinstance(a, Bid)]
            hand.apply(rng.choice(bids[:1] + [a for a in legal if not isinstance(a, Bid)]))
        view = hand.view(hand.to_act)
        estimates = Estimator(seed=index, samples=64, one_pitch=True, time_budget=math.inf).bid_estimates(
            view
        )
        made, figures = [], []
        for equity in (counted, even):
            with weighed_by(equity):
                seen = equity_module.match_view(view)
                assert seen is not None
                made.append(choose_call(view, estimates, hand.legal_actions())[0])
                shown = [equity_module.pass_worth(estimates, seen) + seen.now]
                for estimate in estimates:
                    shown += [seen.after(estimate, bid) for bid in sorted(estimate.edge_by_bid)]
                figures.append(shown)
        moved += [abs(a - b) for a, b in zip(*figures, strict=True)]
        if made[0] != made[1]:
            changed[f"{made[1]} -> {made[0]}"] += 1
    moved.sort()
    print(
        f"  the advisor's figures moved (chances, {len(moved)} in {positions} positions): median "
        f"{statistics.median(moved):.2%}, p95 {moved[int(0.95 * len(moved))]:.2%}, most {moved[-1]:.2%}"
    )
    print(
        f"  its call changed in {sum(changed.values())} of {positions} "
        f"({', '.join(f'{n}x {how}' for how, n in changed.most_common()) or 'none'}; "
        f"{time.perf_counter() - started:.0f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--matches", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", choices=THREE_HANDED)
    args = parser.parse_args()
    for table in THREE_HANDED:
        if args.only and table != args.only:
            continue
        rules = Ruleset.preset(table.split("/")[0])
        counted = each_for_themselves_equity(rules, 3)
        assert counted is not None
        print(table)
        splits(counted)
        count_outs(counted, args.matches, args.seed)
        even = assumed(counted)
        chances(counted, even)
        calls(counted, even, args.positions, args.seed)


if __name__ == "__main__":
    main()
