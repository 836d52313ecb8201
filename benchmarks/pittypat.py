"""Pitty Pat: how fast the engine and the bots are, how rounds end, and how
strong each bot is.

    python benchmarks/pittypat.py [--rounds 2000] [--deals 400] [--expert-deals 150] [--json FILE]

* engine: complete rounds per second between random players (standard rules,
  4 players), every explanation rendered;
* endings: with basic players, the share of rounds that end "Pitty Pat!",
  blocked by the text's rule, or stopped by the rebuild guard, and the mean
  number of turns, for each draw rule and table size;
* the expert's rank-only simulator against the engine, round for round;
* the expert's decision time (median and p95 over every decision it makes);
* strength: duplicate tournaments (basic against random, expert against
  basic), penalty points per round with 95% confidence intervals.

Figures go in the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from harness.stats import percentile
from pitchtutor.apps.pittypat_tournament import run, table
from pitchtutor.bots.pittypat import BasicBot, ExpertBot, RandomBot, play_out
from pitchtutor.cards import DECK
from pitchtutor.pittypat import Phase, Round, Rules


def engine_speed(rounds: int) -> dict[str, float]:
    rng = random.Random(1)
    bots = [RandomBot(seed) for seed in range(4)]
    steps = 0
    start = time.perf_counter()
    for _ in range(rounds):
        game = Round.deal(Rules(), 4, rng.randrange(4), rng)
        while game.to_act is not None:
            if game.phase is Phase.DRAW:
                game.draw_at_random(rng)
            else:
                game.apply(bots[game.to_act].choose(game.view(game.to_act, log=False)))
            steps += 1
    elapsed = time.perf_counter() - start
    return {"rounds_per_s": rounds / elapsed, "steps_per_s": steps / elapsed, "rounds": rounds}


def endings(rounds: int) -> list[dict[str, Any]]:
    rows = []
    for draw in ("once", "until-match"):
        for players in (2, 3, 4):
            rng = random.Random(players)
            counts = {"out": 0, "blocked": 0, "guard": 0}
            turns = []
            for _ in range(rounds):
                game = Round.deal(Rules(draw=draw), players, rng.randrange(players), rng)
                bots = [BasicBot() for _ in range(players)]
                while game.to_act is not None:
                    if game.phase is Phase.DRAW:
                        game.draw_at_random(rng)
                    else:
                        game.apply(bots[game.to_act].choose(game.view(game.to_act, log=False)))
                assert game.end is not None
                key = "guard" if game.end.why.key == "pittypat.blocked_guard" else game.end.how
                counts[key] += 1
                turns.append(len(game.turns()))
            shares = {key: value / rounds for key, value in counts.items()}
            rows.append({"draw": draw, "players": players, "rounds": rounds, **shares,
                         "mean_turns": statistics.mean(turns)})  # fmt: skip
    return rows


def simulator_speed(rounds: int = 200) -> dict[str, float]:
    """One 3-player round between basic players, through the engine (quiet:
    sentences unrendered) and through the expert's rank-only simulator, on
    the same deals."""
    rng = random.Random(1)
    decks = []
    for _ in range(rounds):
        deck = list(DECK)
        rng.shuffle(deck)
        decks.append(deck)
    start = time.perf_counter()
    for deck in decks:
        hands = [deck[0:5], deck[5:10], deck[10:15]]
        game = Round.position(Rules(), 0, hands, [deck[15]], frozenset(deck[16:]), to_act=0, quiet=True)
        bot = BasicBot()
        while game.to_act is not None:
            if game.phase is Phase.DRAW:
                game.draw_at_random(rng)
            else:
                game.apply(bot.choose(game.view(game.to_act, log=False)))
    engine = (time.perf_counter() - start) / rounds
    start = time.perf_counter()
    for deck in decks:
        ranks = [int(card.rank) for card in deck]
        play_out(
            [ranks[0:5], ranks[5:10], ranks[10:15]], [ranks[15]], ranks[16:], seat=0, rules=Rules(), rng=rng
        )
    simulator = (time.perf_counter() - start) / rounds
    return {"engine_round_s": engine, "simulator_round_s": simulator, "rounds": rounds}


def expert_speed(rounds: int) -> dict[str, float]:
    rng = random.Random(3)
    times = []
    for _ in range(rounds):
        game = Round.deal(Rules(), 3, rng.randrange(3), rng)
        bots = [ExpertBot(seed=1), BasicBot(), BasicBot()]
        while game.to_act is not None:
            if game.phase is Phase.DRAW:
                game.draw_at_random(rng)
                continue
            seat = game.to_act
            view = game.view(seat, log=False)
            start = time.perf_counter()
            action = bots[seat].choose(view)
            if seat == 0:
                times.append(time.perf_counter() - start)
            game.apply(action)
    return {"median_s": statistics.median(times), "p95_s": percentile(times, 0.95), "max_s": max(times),
            "n": len(times)}  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--rounds", type=int, default=2000, help="rounds for the engine speed and the endings"
    )
    parser.add_argument("--deals", type=int, default=400, help="duplicate deals for basic against random")
    parser.add_argument(
        "--expert-deals", type=int, default=150, help="duplicate deals for expert against basic"
    )
    parser.add_argument("--json", metavar="FILE", help="write every figure as JSON too")
    parser.add_argument(
        "--simulator-only", action="store_true", help="only the expert's simulator against the engine"
    )
    args = parser.parse_args()
    figures: dict[str, Any] = {"machine": f"{platform.python_implementation()} {platform.python_version()}"}
    print(f"Pitty Pat benchmarks ({figures['machine']} on {platform.machine()})")
    sim = simulator_speed()
    figures["simulator"] = sim
    print(f"a 3-player round of basic players: {1000 * sim['engine_round_s']:.2f} ms through the engine "
          f"(quiet), {1000 * sim['simulator_round_s']:.3f} ms in the expert's simulator "
          f"({sim['rounds']} deals)")  # fmt: skip
    if args.simulator_only:
        return 0

    speed = engine_speed(args.rounds)
    figures["engine"] = speed
    print(f"engine: {speed['rounds_per_s']:.0f} rounds/s ({speed['steps_per_s']:.0f} actions/s), "
          f"4 random players, {args.rounds} rounds")  # fmt: skip

    figures["endings"] = endings(args.rounds // 4)
    print("endings with basic players (share of rounds):")
    for row in figures["endings"]:
        print(f"  draw={row['draw']:<12} {row['players']} players: out {row['out']:.0%}, "
              f"blocked {row['blocked']:.0%}, guard {row['guard']:.0%}; "
              f"{row['mean_turns']:.0f} turns on average")  # fmt: skip

    expert = expert_speed(20)
    figures["expert_decision"] = expert
    print(f"expert decision: median {1000 * expert['median_s']:.1f} ms, p95 {1000 * expert['p95_s']:.1f} ms, "
          f"max {1000 * expert['max_s']:.1f} ms (n={expert['n']})")  # fmt: skip

    figures["strength"] = []
    for specs, rules, deals in (
        (["basic", "random"], Rules(), args.deals),
        (["basic", "random", "random", "random"], Rules(), args.deals // 2),
        (["basic", "random"], Rules(draw="until-match"), args.deals // 2),
        (["expert", "basic"], Rules(), args.expert_deals),
        (["expert", "basic", "basic"], Rules(), args.expert_deals // 2),
    ):
        start = time.perf_counter()
        results = run(rules, specs, deals=deals, seed=11)
        print(table(results) + f"  ({time.perf_counter() - start:.0f} s)")
        figures["strength"].append(results.to_json())
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
