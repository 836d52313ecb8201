"""How hands go, for the match equity (pitchtutor/bots/equity.py): the expert bot plays
every seat of seeded deals under each table with two sides, three to five players each for
themselves, or three partnerships, and each hand's outcome is counted from the dealer's side's
point of view.

    python benchmarks/hand_outcomes.py [--hands 4000] [--seed 2026] [--only partnership/4]
    python benchmarks/hand_outcomes.py --only partnership/6 --hands 1500   # 46 minutes here
    python benchmarks/hand_outcomes.py --only cutthroat/4 --hands 2000     # 13 minutes here
    python benchmarks/hand_outcomes.py --only partnership/6/teams=3 --hands 1600 --jobs 2
    python benchmarks/hand_outcomes.py --only cutthroat/5 --hands 2000 --jobs 2   # 18 minutes

It rewrites pitchtutor/bots/data/hand_outcomes.json: per table ("preset/players", or
"preset/players/teams=k" for a number of partnerships other than the preset's), the
hands played, the seed, and each outcome with its count.  With two sides, as
``[dealer's side pitched, pitcher's side change, other side's change, smudge, count]``
(a hand thrown in is ``[null, 0, 0, false, count]``); with more sides (each for themselves,
or three partnerships), as ``[the pitcher's side's place after the dealer's (0: the dealer's),
[each side's change, the dealer's first, then in the order of play], smudge, [the place that
took each point the defenders took, in the order a count-out counts them (High, Low, Jack, ten,
three, Game)], count]`` (thrown in: ``[null, [0, 0, 0], false, [], count]``): the order decides
a count-out between two defenders who reach the target in the same hand.  ``--jobs N`` plays
the hands in N processes, the k-th of them (from 0) seeded ``seed + 7919 k``.  The bots bid
without knowing the score, so one table serves every target.  The tables of three to five
sides are then solved (with numpy: ``benchmarks/equity_solver.py``), and their chances shipped
(pitchtutor/bots/data/each_for_themselves.json; ``--solve`` only solves them; a table whose
counts did not move keeps its chances; the tables of five go to each_for_themselves_five.json).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.equity_solver import solve
from pitchtutor.apps.tournament import play_hand
from pitchtutor.bots import ExpertBot, each_for_themselves
from pitchtutor.bots.each_for_themselves import (
    FIVE_HANDED,
    FOUR_HANDED,
    SOLVED_FILE,
    SOLVED_FIVE_FILE,
    THREE_HANDED,
    THREE_PARTNERSHIPS,
    defenders_order,
    table_rules,
)
from pitchtutor.bots.equity import OUTCOMES_FILE, TABLES
from pitchtutor.deal import deal_hands
from pitchtutor.state import Phase

EACH_TABLE = THREE_HANDED + FOUR_HANDED + FIVE_HANDED + THREE_PARTNERSHIPS
"""The tables of three sides or more: each for themselves, or three partnerships."""
Row = tuple[bool | None, int, int, bool] | tuple[int | None, tuple[int, ...], bool, tuple[int, ...]]


def outcomes(table: str, hands: int, seed: int) -> Counter[Row]:
    """Each outcome's count over ``hands`` seeded deals, the dealer at seat 0."""
    rules, players = table_rules(table)
    rng = random.Random(seed)
    bots = [ExpertBot(seed=seed + seat) for seat in range(players)]
    counts: Counter[Row] = Counter()
    dealer_side = rules.side_of(0, players)
    alone = rules.sides(players) > 2  # more sides: every side's change, the dealer's (seat 0's) first
    for _ in range(hands):
        hand = play_hand(rules, 0, deal_hands(players, 0, rng), bots)
        if hand.phase is Phase.REDEAL:
            counts[(None, (0,) * rules.sides(players), False, ()) if alone else (None, 0, 0, False)] += 1
            continue
        score = hand.score()
        if alone:
            counts[(score.pitcher_side, tuple(score.delta), score.smudge, defenders_order(score))] += 1
            continue
        other = 1 - score.pitcher_side
        counts[(score.pitcher_side == dealer_side, score.delta[score.pitcher_side], score.delta[other],
                score.smudge)] += 1  # fmt: skip
    return counts


def _part(job: tuple[str, int, int]) -> Counter[Row]:
    return outcomes(*job)


def counted(table: str, hands: int, seed: int, jobs: int) -> Counter[Row]:
    """``outcomes`` over ``jobs`` processes, each its share of the hands and its own seed."""
    if jobs <= 1:
        return outcomes(table, hands, seed)
    shares = [(table, hands // jobs + (k < hands % jobs), seed + 7919 * k) for k in range(jobs)]
    with multiprocessing.Pool(jobs) as pool:
        return sum(pool.map(_part, shares), Counter())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument(
        "--only",
        choices=TABLES + EACH_TABLE,
        help="rewrite one table, keep the others",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the hands in")
    parser.add_argument(
        "--solve",
        action="store_true",
        help="only solve again the tables each for themselves whose counts moved",
    )
    args = parser.parse_args()
    kept = json.loads(OUTCOMES_FILE.read_text()) if OUTCOMES_FILE.exists() else {}
    for table in TABLES + EACH_TABLE:
        if args.solve or (args.only and table != args.only):
            continue
        started = time.perf_counter()
        counts = counted(table, args.hands, args.seed, args.jobs)
        kept[table] = {
            "hands": args.hands,
            "seed": args.seed,
            **({"jobs": args.jobs} if args.jobs > 1 else {}),
            "bots": "expert (default)",
            "outcomes": [
                [*(list(v) if isinstance(v, tuple) else v for v in row), n]
                for row, n in sorted(counts.items(), key=lambda item: repr(item[0]))
            ],
        }
        print(f"{table}: {args.hands} hands, {len(counts)} outcomes, {time.perf_counter() - started:.0f} s")
    if not args.solve:
        OUTCOMES_FILE.parent.mkdir(exist_ok=True)
        OUTCOMES_FILE.write_text(dump(kept))
    solve_each_for_themselves()


def solve_each_for_themselves() -> None:
    """Solve the tables of three sides or more whose counts were just written, and ship their
    chances (``SOLVED_FILE``; the tables of five, ``SOLVED_FIVE_FILE``): solving takes seconds
    to hours in pure Python, which a learner should not wait for (numpy takes seconds to
    minutes).  A table whose counts did not move keeps the chances it was shipped with."""
    each_for_themselves._counted_each.cache_clear()
    each_for_themselves._shipped.cache_clear()
    shipped = each_for_themselves._solved()
    solved = {}
    for table, outcomes in each_for_themselves._counted_each().items():
        rules, _ = table_rules(table)
        digest = each_for_themselves.counts_digest(outcomes, rules)
        if shipped.get(table, {}).get("counts") == digest:  # its counts did not move: solved already
            solved[table] = shipped[table]
            continue
        started = time.perf_counter()
        sides = len(outcomes[0].changes)
        found, sweeps = solve(rules, outcomes, sides)
        chances = each_for_themselves.EachForThemselvesEquity(rules, outcomes, found)
        solved[table] = {"counts": digest, "chances": chances.packed()}
        took = time.perf_counter() - started
        print(f"{table}: {len(found[0]):,} states solved in {took:.1f} s ({sweeps} sweeps)")
    for file, five in ((SOLVED_FILE, False), (SOLVED_FIVE_FILE, True)):
        tables = {table: chances for table, chances in solved.items() if (table_rules(table)[1] == 5) == five}
        file.write_text(json.dumps(tables, indent=1) + "\n")


def dump(kept: dict[str, dict[str, object]]) -> str:
    """The file as JSON, one outcome a line (a diff then shows which counts moved)."""
    tables = []
    for table, counted in kept.items():
        head = ", ".join(f"{json.dumps(k)}: {json.dumps(v)}" for k, v in counted.items() if k != "outcomes")
        rows = ",\n   ".join(json.dumps(row) for row in counted["outcomes"])  # type: ignore[attr-defined]
        tables.append(f' {json.dumps(table)}: {{{head}, "outcomes": [\n   {rows}\n ]}}')
    return "{\n" + ",\n".join(tables) + "\n}\n"


if __name__ == "__main__":
    main()
