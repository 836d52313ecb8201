"""The obedient learner against the expert bot, in the same seat on the same deals.

    python benchmarks/obedient.py [--deals N] [--rules partnership cutthroat]

A learner who does exactly what the coach says (the bid advisor's call, the hint's
card: pitchtutor.coach.learner.ObedientLearner) takes the expert bot's place in a
duplicate tournament against experts: every deal is played once per rotation, so
each seat is played once by the learner and once by the expert on the same cards.
The paired difference per seat and deal says how far obeying the coach takes a
learner (issue 15 asks for it); figures go in the README, never in timed asserts.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pitchtutor import Ruleset
from pitchtutor.apps.tournament import run

LEARNER = "pitchtutor.coach.learner:ObedientLearner"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--rules", nargs="+", default=["partnership", "cutthroat"])
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    figures = {}
    print(
        "| rules | deals | learner points / hand | expert points / hand | learner − expert, per seat, deal |"
    )
    print("|---|---:|---:|---:|---:|")
    for preset in args.rules:
        rules = Ruleset.preset(preset)
        players = 4 if rules.teams is not None else 3
        seats = [LEARNER] + ["expert"] * (players - 1)
        started = time.perf_counter()
        data = run(rules, seats, deals=args.deals, seed=11).to_json()
        learner, expert = data["bots"][LEARNER], data["bots"]["expert"]
        diff = data["duplicate_difference"]
        ours = f"{learner['points_per_hand']:+.2f} ± {learner['points_ci95']:.2f}"
        theirs = f"{expert['points_per_hand']:+.2f} ± {expert['points_ci95']:.2f}"
        print(
            f"| {preset} | {args.deals} | {ours} | {theirs} | {diff['per_deal']:+.2f} ± {diff['ci95']:.2f} |"
        )
        figures[preset] = {"learner": learner, "expert": expert, "difference": diff,
                           "seconds": time.perf_counter() - started}  # fmt: skip
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
