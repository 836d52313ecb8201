"""The expert's bidding: the edge rule (score difference, deals in batches until
the call is clear) against the classic one (a make-chance threshold on 16 deals).

    python benchmarks/expert_bidding.py [--positions 60] [--seeds 5] [--deals 60]

* stability: for first-to-speak positions of random deals, how often the call
  changes when only the bot's seed changes (the issue's "report how often");
* speed: seconds per call, median and p95;
* strength: duplicate tournaments, classic against edge, under partnership and
  cutthroat rules, with 95% confidence intervals (the paired difference per
  seat and deal is the figure that matters).

Figures go in the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from harness.stats import percentile
from pitchtutor import Hand, Ruleset
from pitchtutor.apps.tournament import run
from pitchtutor.bots import ExpertBot


class EdgeExpert(ExpertBot):
    """The expert bidding as the advisor does: by expected score difference, in batches."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, bidding="edge")


def stability(preset: str, players: int, positions: int, seeds: int) -> list[str]:
    rules = Ruleset.preset(preset)
    rng = random.Random(11)
    lines = []
    for bidding in ("classic", "edge"):
        changed, times, bids = 0, [], 0
        for _ in range(positions):
            dealer = rng.randrange(players)
            hand = Hand.deal(rules, players, dealer, rng.randrange(2**32))
            view = hand.view(hand.to_act)  # type: ignore[arg-type]
            calls = set()
            for seed in range(seeds):
                bot = ExpertBot(seed, bidding=bidding)  # type: ignore[arg-type]
                started = time.perf_counter()
                calls.add(str(bot.choose(view)))
                times.append(time.perf_counter() - started)
            changed += len(calls) > 1
            bids += any(c != "pass" for c in calls)
        lines.append(
            f"| {preset} | {bidding} | {changed}/{positions} ({changed / positions:.0%}) | "
            f"{bids}/{positions} | {statistics.median(times):.3f} s | {percentile(times, 0.95):.3f} s |"
        )
    return lines


def strength(preset: str, seats: list[str], deals: int) -> str:
    data = run(Ruleset.preset(preset), seats, deals=deals, seed=7).to_json()
    parts = [
        f"{'classic' if name == 'expert' else 'edge'} {bot['points_per_hand']:+.2f} ± "
        f"{bot['points_ci95']:.2f} (bids made {bot['bids_made']:.0%})"
        for name, bot in data["bots"].items()
    ]
    diff = data["duplicate_difference"]
    return f"| {preset} | {deals} | {'; '.join(parts)} | {diff['per_deal']:+.2f} ± {diff['ci95']:.2f} |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--deals", type=int, default=60, help="duplicate deals per tournament")
    args = parser.parse_args()
    print("| rules | bidding | call changes with the seed | positions where some seed bids | median | p95 |")
    print("|---|---|---:|---:|---:|---:|")
    for preset, players in (("partnership", 4), ("cutthroat", 3)):
        for line in stability(preset, players, args.positions, args.seeds):
            print(line, flush=True)
    print()
    print("| rules | deals | points per hand (classic; edge) | classic − edge per seat and deal |")
    print("|---|---:|---|---:|")
    edge = "benchmarks.expert_bidding:EdgeExpert"
    print(strength("partnership", ["expert", edge, "expert", edge], args.deals), flush=True)
    print(strength("cutthroat", ["expert", edge, edge], args.deals), flush=True)


if __name__ == "__main__":
    main()
