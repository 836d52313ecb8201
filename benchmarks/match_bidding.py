"""Does bidding for the match win more matches than bidding for points?

    python benchmarks/match_bidding.py [--matches 200] [--seed 2026] [--from 12] [--to 20]
        [--arms points,match] [--table partnership/4] [--jobs 1] [--json F]

Matches under the partnership preset (four players, to 21; or another table with two sides,
three to five players each for themselves, or three partnerships, ``--table``) start near the end,
where the match changes
calls: each side's total drawn from ``--from`` to ``--to``, and a random dealer (``--from 0 --to
0``: whole matches).  East–West (the second side; each for themselves, every other seat) are the
expert as it bid before it knew the score (its learnt bidding, or the classic where that does
not speak, the totals hidden); North–South (each for themselves, seat 0) play by the arm:

* ``points``: the advisor's rule (``ExpertBot(bidding="edge")``, the call the bid advisor and
  the hint name) with the totals hidden, so each call is weighed by its score difference;
* ``match``: the same rule seeing the totals, so each call is weighed by the chance of winning
  the match it leaves (:mod:`pitchtutor.bots.equity`), as the advisor now does;
* ``learnt``: the expert's learnt bidding, the totals hidden (as East–West);
* ``default``: the expert as shipped, which in a match bids as ``match`` does;
* ``overcall``: the expert as shipped but for one thing, as it bid before 2026-12-06: a pass
  under another seat's contract counted as the score standing (a gain of 0), not as the contract;
* ``partner-only``: the same, but for a partner's contract, which a pass is weighed as;
* ``even``: the expert as shipped but for one thing, at a table of three, as it bid before
  2026-12-07: the points a contract leaves to the defenders split as if each were as likely to
  go to either, and a count-out between them taken as even (not as the counted hands say).

Every arm plays the same matches (the same starting totals, dealers and deals, hand by hand),
so its difference from the first arm in North–South's wins is paired.  Figures go in
docs/expert-bidding.md.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.three_handed_counted import assumed, weighed_by
from pitchtutor.apps.tournament import play_hand
from pitchtutor.bots import ExpertBot
from pitchtutor.bots.each_for_themselves import (
    FIVE_HANDED,
    FOUR_HANDED,
    THREE_HANDED,
    THREE_PARTNERSHIPS,
    each_for_themselves_equity,
    table_rules,
)
from pitchtutor.bots.equity import TABLES
from pitchtutor.bots.estimate import BidEstimate
from pitchtutor.deal import deal_hands
from pitchtutor.explain import Names
from pitchtutor.match import next_dealer, settle_match
from pitchtutor.state import Phase
from pitchtutor.view import SeatView

HAND_CAP = 40  # a match this long is scored as unfinished (none was, in the runs reported)


class PointsExpert(ExpertBot):
    """The expert with the totals hidden in the auction: each call weighed in points."""

    def choose(self, view: SeatView) -> Any:
        return super().choose(replace(view, scores=None) if view.phase is Phase.AUCTION else view)


class OvercallExpert(ExpertBot):
    """The expert with another seat's contract left out of a pass's worth (see ``overcall``)."""

    def stable_bid_estimates(self, view: SeatView) -> list[BidEstimate]:
        return [replace(e, held=None) for e in super().stable_bid_estimates(view)]


class PartnerOnlyExpert(ExpertBot):
    """The expert weighing a pass as a partner's contract only (see ``partner-only``)."""

    def stable_bid_estimates(self, view: SeatView) -> list[BidEstimate]:
        estimates = super().stable_bid_estimates(view)
        return [e if e.held is None or e.held.ours else replace(e, held=None) for e in estimates]


class EvenExpert(ExpertBot):
    """The expert as shipped but for one thing, at a table each for themselves, as it bid before
    2026-12-07 (see ``even``): the defenders' points split evenly, a count-out between them even."""

    def choose(self, view: SeatView) -> Any:
        counted = each_for_themselves_equity(view.rules, view.players)
        if view.phase is not Phase.AUCTION or view.scores is None or counted is None:
            return super().choose(view)
        with weighed_by(assumed(counted)):
            return super().choose(view)


# Each arm's bot for North–South and its bidding (see the module's docstring).
ARMS: dict[str, tuple[type[ExpertBot], Literal["learnt", "edge"]]] = {
    "points": (PointsExpert, "edge"),
    "match": (ExpertBot, "edge"),
    "learnt": (PointsExpert, "learnt"),
    "default": (ExpertBot, "learnt"),
    "overcall": (OvercallExpert, "learnt"),
    "partner-only": (PartnerOnlyExpert, "learnt"),
    "even": (EvenExpert, "learnt"),
}


def play_match(arm: str, table: str, start: tuple[int, ...], dealer: int, seed: int) -> int | None:
    """The first side's result (1 won, 0 lost, None unfinished) in a match at ``table``
    ("preset/players", or "preset/players/teams=k")."""
    rules, players = table_rules(table)
    names = Names(players, rules.teams)
    ours, bidding = ARMS[arm]
    bots = [
        ours(seed=seed + seat, bidding=bidding)
        if rules.side_of(seat, players) == 0
        else PointsExpert(seed=seed + seat)
        for seat in range(players)
    ]
    rng = random.Random(seed)
    totals: tuple[int, ...] = start
    for _ in range(HAND_CAP):
        hand = play_hand(rules, dealer, deal_hands(players, dealer, rng), bots, scores=totals)
        if hand.phase is Phase.REDEAL:
            continue
        outcome = settle_match(rules, names, totals, hand.score(), dealer)
        totals = outcome.totals
        if outcome.winner is not None:
            return int(outcome.winner == 0)
        dealer, _ = next_dealer(players, dealer, names)
    return None


def _play(job: tuple[str, str, tuple[int, ...], int, int]) -> int | None:
    return play_match(*job)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--from", dest="low", type=int, default=12)
    parser.add_argument("--to", dest="high", type=int, help="the target less 1 unless given")
    parser.add_argument(
        "--table",
        choices=TABLES + THREE_HANDED + FOUR_HANDED + FIVE_HANDED + THREE_PARTNERSHIPS,
        default="partnership/4",
        help="preset/players",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the matches in")
    parser.add_argument(
        "--arms", default="points,match", help=f"from {', '.join(ARMS)}, the first the baseline"
    )
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    arms = args.arms.split(",")
    rules, players = table_rules(args.table)
    high = rules.target - 1 if args.high is None else args.high
    setup = random.Random(args.seed)
    starts = [
        (
            tuple(setup.randint(args.low, high) for _ in range(rules.sides(players))),
            setup.randrange(players),
            setup.randrange(10**9),
        )
        for _ in range(args.matches)
    ]
    results: dict[str, list[int | None]] = {arm: [] for arm in arms}
    started = time.perf_counter()
    jobs = [(arm, args.table, start, dealer, seed) for start, dealer, seed in starts for arm in arms]
    with multiprocessing.Pool(max(1, args.jobs)) as pool:
        for i, result in enumerate(pool.imap(_play, jobs), 1):
            results[jobs[i - 1][0]].append(result)
            if i % (20 * len(arms)) == 0:
                print(f"  {i // len(arms)} matches, {time.perf_counter() - started:.0f} s", file=sys.stderr)
    report: dict[str, Any] = {
        "matches": args.matches,
        "seed": args.seed,
        "from": args.low,
        "to": high,
        "table": args.table,
    }
    # the arm's side: its seat where each plays for themselves
    who = ("North–South" if players == 4 else "side 0") if rules.teams else "seat 0"
    for arm in arms:
        won = [r for r in results[arm] if r is not None]
        report[arm] = {"won": sum(won), "finished": len(won), "rate": round(sum(won) / len(won), 4)}
        print(f"{arm:>7}: {who} won {sum(won)} of {len(won)} ({sum(won) / len(won):.1%})")
    base = arms[0]
    for arm in arms[1:]:
        pairs = [
            (x, y)
            for x, y in zip(results[arm], results[base], strict=True)
            if x is not None and y is not None
        ]
        diff = [x - y for x, y in pairs]
        mean = statistics.fmean(diff)
        half = 1.96 * statistics.pstdev(diff) / math.sqrt(len(diff))
        changed = sum(1 for d in diff if d)
        report[f"{arm}-{base}"] = {"mean": round(mean, 4), "ci95": round(half, 4), "changed": changed}
        won = f"{arm} − {base}: {mean:+.1%} ± {half:.1%} of matches won"
        print(f"{won} ({changed} of {len(diff)} matches ended differently)")
    print(f"({time.perf_counter() - started:.0f} s)")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
