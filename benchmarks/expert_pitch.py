"""The expert's pitch (the first lead, which sets trump): dealt until the best card is
clear (``pitch="stable"``, the default) against the usual card budget (``"quick"``).

    python benchmarks/expert_pitch.py [--positions 40] [--reference 400] [--deals 60]

* regret: at pitch positions reached by expert bots, how many points each way's
  card is worth less than the best card, judged on ``--reference`` fresh deals
  (the issue's "over 400 deals, the card it pitched was 0.7 points worse");
* speed: seconds per pitch, median and p95;
* strength: duplicate tournaments, stable against quick, under partnership and
  cutthroat rules (the paired difference per seat and deal is the figure).

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

from benchmarks._duplicate_rows import points, strength_row
from harness.stats import percentile
from pitchtutor import Hand, Ruleset
from pitchtutor.bots import ExpertBot
from pitchtutor.state import Phase


class QuickPitchExpert(ExpertBot):
    """The expert as it was: the pitch valued on the usual card budget."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, pitch="quick")


def pitch_positions(preset: str, players: int, count: int, rng: random.Random) -> list[Hand]:
    """Hands at the pitch, the auction bid by expert bots."""
    rules = Ruleset.preset(preset)
    found: list[Hand] = []
    while len(found) < count:
        hand = Hand.deal(rules, players, rng.randrange(players), rng.randrange(2**32))
        bidder = ExpertBot(rng.randrange(2**32))
        while hand.phase is Phase.AUCTION and hand.to_act is not None:
            hand.apply(bidder.choose(hand.view(hand.to_act)))
        if hand.phase is Phase.PLAY and hand.to_act is not None:
            found.append(hand)
    return found


def regret(preset: str, players: int, positions: int, reference: int) -> str:
    rng = random.Random(5)
    losses: dict[str, list[float]] = {"quick": [], "stable": []}
    times: dict[str, list[float]] = {"quick": [], "stable": []}
    for hand in pitch_positions(preset, players, positions, rng):
        view = hand.view(hand.to_act)  # type: ignore[arg-type]
        judge = ExpertBot(rng.randrange(2**32), time_budget=60.0)
        truth = {e.card: e.mean for e in judge.card_estimates(view, samples=reference)}
        best = max(truth.values())
        for way in ("quick", "stable"):
            bot = ExpertBot(rng.randrange(2**32), pitch=way)  # type: ignore[arg-type]
            started = time.perf_counter()
            card = bot.choose(view)
            times[way].append(time.perf_counter() - started)
            losses[way].append(best - truth[card])  # type: ignore[index]
    cells = [
        f"{statistics.fmean(losses[w]):.2f} "
        f"({sum(x > 0.25 for x in losses[w])}/{positions} worse by > 0.25); "
        f"{statistics.median(times[w]):.2f} s, p95 {percentile(times[w], 0.95):.2f} s"
        for w in ("quick", "stable")
    ]
    return f"| {preset}, {players} players | {positions} | {cells[0]} | {cells[1]} |"


def strength(preset: str, deals: int) -> str:
    seats = ["expert", "benchmarks.expert_pitch:QuickPitchExpert"] * (2 if preset == "partnership" else 1)
    if preset == "cutthroat":
        seats = ["expert", "benchmarks.expert_pitch:QuickPitchExpert", "expert"]
    return strength_row(
        preset, seats, deals, lambda name, bot: f"{'stable' if name == 'expert' else 'quick'} {points(bot)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--reference", type=int, default=400)
    parser.add_argument("--deals", type=int, default=60, help="duplicate deals per tournament")
    parser.add_argument("--no-strength", action="store_true")
    args = parser.parse_args()
    print("| table | pitches | quick: regret, points (worse > 0.25); time | stable: the same |")
    print("|---|---:|---|---|")
    for preset, players in (("partnership", 4), ("cutthroat", 3)):
        print(regret(preset, players, args.positions, args.reference), flush=True)
    if args.no_strength:
        return
    print("\n| rules | deals | points per hand | stable − quick, per seat and deal |")
    print("|---|---:|---|---:|")
    for preset in ("partnership", "cutthroat"):
        print(strength(preset, args.deals), flush=True)


if __name__ == "__main__":
    main()
