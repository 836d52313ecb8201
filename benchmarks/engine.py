"""Engine benchmark: full random hands per second, and what explanations cost.

    python benchmarks/engine.py [--hands N] [--repeats R]

Each figure is measured R times over N hands; the table gives the median
and the 95th percentile of the per-hand (or per-call) time.  Figures go in
the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from pitchtutor import Hand, Ruleset
from pitchtutor.record import HandRecord
from pitchtutor.report import replay, replay_json

TABLES = (("partnership", 4), ("cutthroat", 3), ("setback", 5), ("cutthroat", 8))


def random_hand(rules: Ruleset, players: int, rng: random.Random) -> Hand:
    hand = Hand.deal(rules, players, rng.randrange(players), rng)
    while hand.to_act is not None:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def per_item(work: Callable[[], int], repeats: int) -> tuple[float, float, float]:
    """Median and p95 of seconds per item over ``repeats`` runs, and items per second."""
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        items = work()
        samples.append((time.perf_counter() - start) / items)
    samples.sort()
    median = statistics.median(samples)
    p95 = samples[min(len(samples) - 1, round(0.95 * (len(samples) - 1)))]
    return median, p95, 1 / median


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--repeats", type=int, default=9)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    rows = []
    for preset, players in TABLES:
        rules = Ruleset.preset(preset)
        rng = random.Random(1)

        def play(rules: Ruleset = rules, players: int = players, rng: random.Random = rng) -> int:
            for _ in range(args.hands):
                hand = random_hand(rules, players, rng)
                if hand.phase.value == "over":
                    hand.score()
            return args.hands

        name = f"random hand, dealt, played and scored ({preset}, {players}p)"
        rows.append((name, *per_item(play, args.repeats)))

    rules = Ruleset.preset("partnership")
    hands = [random_hand(rules, 4, random.Random(seed)) for seed in range(args.hands)]

    def commentary() -> int:
        for hand in hands:
            hand.commentary()
        return len(hands)

    rows.append(("commentary of a whole hand (every explanation)", *per_item(commentary, args.repeats)))

    decisions = []
    for hand in hands[:50]:
        for step in range(len(hand.history)):
            position = hand.copy()
            position.rewind(step)
            decisions.append(position)

    def verdicts() -> int:
        for position in decisions:
            position.judge_all()
        return len(decisions)

    rows.append(("verdicts for every option of one decision", *per_item(verdicts, args.repeats)))

    records = [json.loads(json.dumps(hand.record_json())) for hand in hands]

    def replays() -> int:
        for record in records:
            json.dumps(replay_json(replay(HandRecord.from_json(record))))
        return len(records)

    rows.append(("hand record parsed, replayed, explained as JSON", *per_item(replays, args.repeats)))

    print(f"pitchtutor engine benchmark — {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {args.hands} items x {args.repeats} runs")  # fmt: skip
    print(f"| {'what':<62} | {'median':>10} | {'p95':>10} | {'per second':>10} |")
    print(f"|{'-' * 64}|{'-' * 12}|{'-' * 12}|{'-' * 12}|")
    for name, median, p95, rate in rows:
        print(f"| {name:<62} | {median * 1e6:>7.0f} µs | {p95 * 1e6:>7.0f} µs | {rate:>10,.0f} |")
    if args.json:
        figures = {
            name: {"median_s": median, "p95_s": p95, "per_second": rate} for name, median, p95, rate in rows
        }
        Path(args.json).write_text(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
