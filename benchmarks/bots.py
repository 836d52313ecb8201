"""How fast and how strong the coaching intelligence is.

    python benchmarks/bots.py [--deals 200] [--strength-deals 300] [--matches 40] [--quick]
    python benchmarks/bots.py --no-strength --json F    (the timings only, as JSON too)

* double-dummy: a full 4-player deal at the first lead (bids by the basic bot),
  the fast search against plain alpha-beta on the same deals, values compared;
* the expert's move and a hint (step 3, the one with numbers): every decision
  of a 4-player hand, from the seat's knowledge;
* the bid advisor: all four suits;
* strength: duplicate tournaments (expert against basic, basic against random)
  under partnership and cutthroat rules, with 95% confidence intervals.

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
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.expert_bidding import CLASSIC
from harness.stats import percentile
from pitchtutor import Hand, Ruleset
from pitchtutor.apps.tournament import run
from pitchtutor.bots import BasicBot, ExpertBot
from pitchtutor.bots.estimate import Estimator
from pitchtutor.coach.advisor import advise
from pitchtutor.coach.hints import hint
from pitchtutor.explain import Names
from pitchtutor.solver import _ddsolve, card_scores

# Every timed series, by name, for --json (seconds).
FIGURES: dict[str, dict[str, float]] = {}


def ms(values: list[float], name: str = "") -> str:
    if name:
        FIGURES[name] = {
            "median_s": statistics.median(values),
            "p95_s": percentile(values, 0.95),
            "max_s": max(values),
            "n": len(values),
        }
    return (
        f"median {1000 * statistics.median(values):.2f} ms, p95 {1000 * percentile(values, 0.95):.2f} ms, "
        f"max {1000 * max(values):.2f} ms (n={len(values)})"
    )


def first_leads(count: int, seed: int = 1) -> list[Hand]:
    """Deals bid by the basic bot, at the pitcher's first lead."""
    rules = Ruleset.preset("partnership")
    hands, rng = [], random.Random(seed)
    while len(hands) < count:
        hand = Hand.deal(rules, 4, rng.randrange(4), rng)
        bots = [BasicBot(seed=s) for s in range(4)]
        while hand.phase.value == "auction":
            hand.apply(bots[hand.to_act].choose(hand.view(hand.to_act)))  # type: ignore[index]
        if hand.phase.value == "play":
            hands.append(hand)
    return hands


def timed(work: Callable[[], object]) -> tuple[float, object]:
    start = time.perf_counter()
    result = work()
    return time.perf_counter() - start, result


def double_dummy(deals: int) -> list[str]:
    hands = first_leads(deals)
    fast, plain, identical = [], [], 0
    for hand in hands:
        t_fast, a = timed(lambda hand=hand: card_scores(hand, engine="c"))
        t_plain, b = timed(lambda hand=hand: card_scores(hand, engine="c-plain"))
        fast.append(t_fast)
        plain.append(t_plain)
        identical += {s.card: s.value for s in a} == {s.card: s.value for s in b}  # type: ignore[attr-defined]
    FIGURES["speed_up"] = {
        "total": sum(plain) / sum(fast),
        "median": statistics.median(plain) / statistics.median(fast),
        "identical": identical,
        "n": len(hands),
    }
    return [
        f"double-dummy, full 4-player deal at the first lead: {ms(fast, 'double_dummy')}",
        f"plain alpha-beta (same cards, no table/equivalence/ordering/bounds): "
        f"{ms(plain, 'plain_alpha_beta')}",
        f"speed-up: {sum(plain) / sum(fast):.0f}x in total, "
        f"{statistics.median(plain) / statistics.median(fast):.0f}x at the median; "
        f"identical values on {identical} of {len(hands)} deals",
    ]


def decisions(hands: int, seed: int = 2) -> list[str]:
    rules = Ruleset.preset("partnership")
    moves, hints, rng = [], [], random.Random(seed)
    for number in range(hands):
        hand = Hand.deal(rules, 4, rng.randrange(4), rng)
        experts = [ExpertBot(seed=number * 4 + s) for s in range(4)]
        names = Names(4, 2)
        while hand.to_act is not None:
            seat = hand.to_act
            view = hand.view(seat)
            t, action = timed(lambda e=experts[seat], v=view: e.choose(v))
            moves.append(t)
            t_hint, _ = timed(lambda v=view, n=names: hint(v, 3, n, estimator=Estimator(1)))
            hints.append(t_hint)
            hand.apply(action)  # type: ignore[arg-type]
    return [
        f"expert move, every decision of {hands} 4-player hands: {ms(moves, 'expert_move')}",
        f"hint, step 3 (the move, with numbers): {ms(hints, 'hint')}",
    ]


def advisor(count: int) -> list[str]:
    rules = Ruleset.preset("partnership")
    times = []
    for seed in range(count):
        hand = Hand.deal(rules, 4, 3, seed)
        t, _ = timed(
            lambda hand=hand, seed=seed: advise(hand.view(0), Names(4, 2), estimator=Estimator(seed))
        )
        times.append(t)
    return [f"bid advisor, all four suits (24 deals each): {ms(times, 'advisor')}"]


def strength(deals: int, matches: int) -> list[str]:
    lines = [
        "| rules | seats | bot | points / hand | bids made | match wins |",
        "|---|---|---|---:|---:|---:|",
    ]
    classic = CLASSIC  # the expert's bidding before 2026-12-06, beside the default's
    setups = [
        ("partnership", ["expert", "basic", "expert", "basic"]),
        ("partnership", [classic, "basic", classic, "basic"]),
        ("cutthroat", ["expert", "basic", "basic"]),
        ("partnership", ["basic", "random", "basic", "random"]),
        ("cutthroat", ["basic", "random", "random"]),
    ]
    diffs = []
    for preset, seats in setups:
        results = run(Ruleset.preset(preset), seats, deals=deals, matches=matches, seed=7)
        data = results.to_json()
        for name, bot in data["bots"].items():
            wins = f"{bot['match_wins']:.0%} ± {bot['match_wins_ci95']:.0%}" if bot["matches"] else "—"
            lines.append(
                f"| {preset} | {' '.join(seats)} | {name} | {bot['points_per_hand']:+.2f} ± "
                f"{bot['points_ci95']:.2f} | {bot['bids_made']:.0%} | {wins} |"
            )
        diff = data["duplicate_difference"]
        diffs.append(
            f"{preset}, {seats[0]} − {seats[1]} per seat and deal: {diff['per_deal']:+.2f} ± "
            f"{diff['ci95']:.2f} points ({deals} duplicate deals, {matches} duplicate matches)"
        )
    return [*lines, "", *diffs]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200, help="double-dummy deals")
    parser.add_argument("--hands", type=int, default=20, help="hands for the move and hint latencies")
    parser.add_argument("--strength-deals", type=int, default=300)
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--quick", action="store_true", help="small numbers, to try the script")
    parser.add_argument("--no-strength", action="store_true", help="only the timings")
    parser.add_argument("--json", help="also write the timings to this file")
    args = parser.parse_args()
    if args.quick:
        args.deals, args.hands, args.strength_deals, args.matches = 20, 3, 20, 2
    print(
        f"pitchtutor bots benchmark — {platform.python_implementation()} {platform.python_version()}, "
        f"{platform.machine()}, C solver {'built' if _ddsolve else 'NOT built (Python search)'}"
    )
    for section in (double_dummy(args.deals), decisions(args.hands), advisor(50)):
        for line in section:
            print(line)
    if args.json:
        Path(args.json).write_text(json.dumps(FIGURES, indent=1))
    if not args.no_strength:
        print()
        for line in strength(args.strength_deals, args.matches):
            print(line)


if __name__ == "__main__":
    main()
