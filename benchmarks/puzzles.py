"""The puzzle trainer's figures (issue 14): the shipped answers checked again, the
next puzzle's speed, and whether the ratings find the learners' strength.

    python benchmarks/puzzles.py [--recheck 200] [--factor 10] [--budget 900] [--json F]

* recheck: a spread sample of the shipped puzzles valued again from scratch on
  ``factor`` times the generator's 400 deals (or on every deal, when they are
  few), with new deals: how often the shipped answer is still the best
  (``pitchtutor.puzzles.verify``).  Stops starting new puzzles after
  ``--budget`` seconds and says how many it did.
* selection: the time to choose the next puzzle (``Trainer.next_puzzle``) and to
  make what the page is sent (``puzzle_view``), over 2,000 puzzles of a
  simulated learner, by theme and mixed; p50 and p95, and the index's first
  build.
* calibration: simulated learners of known strength solve puzzles in the
  trainer (rated mode): each sees every choice's value with Gaussian noise
  (the smaller the noise, the stronger) and picks what looks best, so its
  chance depends on the puzzle's value gap, not on the puzzle's rating.  Do
  their Glicko-2 ratings settle, and in the right order?

Figures go in the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from harness.stats import percentile
from pitchtutor.puzzles import verify
from pitchtutor.puzzles.generate import SAMPLES
from pitchtutor.puzzles.puzzle import Puzzle
from pitchtutor.puzzles.shipped import shipped_puzzles
from pitchtutor.puzzles.trainer import MIXED, PuzzleIndex, Trainer
from pitchtutor.widgets.trainer import puzzle_view

NOISE = (2.0, 1.0, 0.5, 0.25, 0.1)
"""The simulated learners: the standard deviation (points) of their error in judging a choice."""


def recheck(count: int, factor: int, budget: float) -> dict[str, Any]:
    puzzles = shipped_puzzles()
    step = max(1, len(puzzles) // count)
    sample = puzzles[::step][:count]
    started = time.perf_counter()
    agree, clear, done, exact, wrong = 0, 0, 0, 0, []
    seconds: list[float] = []
    for puzzle in sample:
        if time.perf_counter() - started > budget:
            break
        t0 = time.perf_counter()
        check = verify(puzzle, SAMPLES * factor, seed=2026)
        seconds.append(time.perf_counter() - t0)
        done += 1
        agree += check.agrees
        clear += check.clear
        exact += check.exact
        if not check.agrees:
            now = f"now {check.best} by {check.gap:.2f}"
            wrong.append(f"{puzzle.id} ({puzzle.kind}, gap {puzzle.gap:.2f}, {now})")
        print(f"\r  re-checked {done}/{len(sample)}, {agree} agree", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    return {
        "asked": len(sample),
        "done": done,
        "agree": agree,
        "clear": clear,
        "exact": exact,
        "deals": SAMPLES * factor,
        "seconds": round(time.perf_counter() - started, 1),
        "median_s": round(statistics.median(seconds), 2) if seconds else None,
        "disagree": wrong,
    }


def _choose(puzzle: Puzzle, noise: float, rng: random.Random) -> object:
    """A simulated learner's choice: each choice's value seen with noise, the best-looking taken."""
    seen = [(c.mean + rng.gauss(0.0, noise), c.action) for c in puzzle.choices]
    return max(seen, key=lambda pair: pair[0])[1]


def selection(rounds: int) -> dict[str, object]:
    started = time.perf_counter()
    index = PuzzleIndex(shipped_puzzles())
    build = time.perf_counter() - started
    rng = random.Random(5)
    pick, show = [], []
    for theme in [MIXED, *index.themes]:
        trainer = Trainer(index, seed=7, theme=theme)
        for _ in range(max(20, rounds // (len(index.themes) + 1))):
            t0 = time.perf_counter()
            puzzle = trainer.next_puzzle()
            t1 = time.perf_counter()
            puzzle_view(puzzle, review=trainer.current_is_review)
            t2 = time.perf_counter()
            pick.append((t1 - t0) * 1000)
            show.append((t2 - t0) * 1000)
            trainer.answer(_choose(puzzle, 0.5, rng))
    return {
        "index_build_ms": round(build * 1000, 1),
        "n": len(pick),
        "pick_p50_ms": round(percentile(pick, 0.5), 3),
        "pick_p95_ms": round(percentile(pick, 0.95), 3),
        "show_p50_ms": round(percentile(show, 0.5), 2),
        "show_p95_ms": round(percentile(show, 0.95), 2),
        "show_max_ms": round(max(show), 2),
    }


def calibration(puzzles_each: int, runs: int) -> dict[str, object]:
    index = PuzzleIndex(shipped_puzzles())
    rows = []
    checkpoints = [25, 50, 100, 200, 400, 800]
    for noise in NOISE:
        finals, solved, curve = [], [], {c: [] for c in checkpoints if c <= puzzles_each}
        for run in range(runs):
            rng = random.Random(f"learner/{noise}/{run}")
            trainer = Trainer(index, seed=run)
            wins = 0
            for n in range(1, puzzles_each + 1):
                puzzle = trainer.next_puzzle()
                wins += trainer.answer(_choose(puzzle, noise, rng)).solved
                if n in curve:
                    curve[n].append(trainer.learner.rating.rating)
            finals.append(trainer.learner.rating)
            solved.append(wins / puzzles_each)
        rows.append(
            {
                "noise": noise,
                "final": round(statistics.mean(r.rating for r in finals)),
                "spread": round(statistics.pstdev(r.rating for r in finals)),
                "rd": round(statistics.mean(r.rd for r in finals)),
                "solved": round(statistics.mean(solved), 3),
                "curve": {n: round(statistics.mean(v)) for n, v in curve.items()},
            }
        )
    order = [row["final"] for row in rows]
    return {
        "puzzles_each": puzzles_each,
        "runs": runs,
        "rows": rows,
        "ordered": all(a < b for a, b in itertools.pairwise(order)),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--recheck", type=int, default=200, help="shipped puzzles to check again (0: skip)")
    parser.add_argument("--factor", type=int, default=10, help="times the generator's 400 deals")
    parser.add_argument("--budget", type=float, default=900.0, help="seconds for the re-check, at most")
    parser.add_argument("--rounds", type=int, default=2000, help="next-puzzle choices timed")
    parser.add_argument("--learners", type=int, default=400, help="puzzles each simulated learner solves")
    parser.add_argument("--runs", type=int, default=5, help="simulated learners of each strength")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    figures: dict[str, object] = {}
    sel = selection(args.rounds)
    figures["selection"] = sel
    print(
        f"next puzzle: choose p50 {sel['pick_p50_ms']} ms, p95 {sel['pick_p95_ms']} ms; choose and make the "
        f"page's view p50 {sel['show_p50_ms']} ms, p95 {sel['show_p95_ms']} ms (n={sel['n']}); "
        f"index built once in {sel['index_build_ms']} ms",
        flush=True,
    )
    cal = calibration(args.learners, args.runs)
    figures["calibration"] = cal
    rows: list[dict[str, Any]] = cal["rows"]  # type: ignore[assignment]
    print(f"calibration: {args.runs} learners of each strength, {args.learners} puzzles each")
    after = " | ".join(str(n) for n in rows[0]["curve"])
    print(f"| noise (points) | solved | rating after {after} | ± (runs) | RD |")
    for row in rows:
        curve = " | ".join(str(v) for v in row["curve"].values())
        print(f"| {row['noise']} | {row['solved']:.0%} | {curve} | {row['spread']} | {row['rd']} |")
    print(f"ordered by strength: {cal['ordered']}", flush=True)
    if args.recheck:
        check: dict[str, Any] = recheck(args.recheck, args.factor, args.budget)
        figures["recheck"] = check
        share = check["agree"] / max(1, check["done"])
        print(
            f"re-check: {check['agree']} of {check['done']} agree ({share:.1%}), "
            f"{check['clear']} still clear by the generator's margin; {check['deals']} new deals each "
            f"({check['exact']} exact); {check['seconds']} s, median {check['median_s']} s a puzzle"
        )
        for line in check["disagree"]:
            print(f"  disagrees: {line}")
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
