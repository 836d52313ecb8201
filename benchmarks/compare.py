"""Before and after, side by side in one run: this tree against an earlier commit.

    python benchmarks/compare.py --base REV [--rounds 3] [--no-browser]

The earlier commit is checked out in a temporary git worktree (its C solver
built in place, its widgets' page code served as it was), and the two trees
take turns, round after round, so that both meet the same machine: engine
hands per second, the cost of a hand's commentary, the expert bot's move
(p95) and, in Chromium, click-to-answer at the card table (p95).  The table
gives, for each figure, the median over the rounds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable

Figure = tuple[str, str, Callable[[dict[str, dict[str, dict[str, float]]]], float]]
FIGURES: list[Figure] = [
    ("engine: random 4-player hands a second", "hands/s",
     lambda r: r["engine"]["random hand, dealt, played and scored (partnership, 4p)"]["per_second"]),
    ("commentary of a whole hand, median", "µs",
     lambda r: 1e6 * r["engine"]["commentary of a whole hand (every explanation)"]["median_s"]),
    ("hand record parsed, replayed, explained as JSON, median", "µs",
     lambda r: 1e6 * r["engine"]["hand record parsed, replayed, explained as JSON"]["median_s"]),
    ("expert move, p95", "ms", lambda r: 1e3 * r["bots"]["expert_move"]["p95_s"]),
    ("hint step 3, p95", "ms", lambda r: 1e3 * r["bots"]["hint"]["p95_s"]),
    ("click-to-answer in Chromium (legal move), p95", "ms", lambda r: r["click"]["legal"]["p95_ms"]),
    ("click-to-answer in Chromium (legal move), median", "ms", lambda r: r["click"]["legal"]["median_ms"]),
]  # fmt: skip
HIGHER_IS_BETTER = {"hands/s"}


def checkout(rev: str, where: Path) -> Path:
    """The earlier commit in a worktree, ready to run from its own folder."""
    subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-f", str(where), rev],
                   check=True, capture_output=True)  # fmt: skip
    for source in where.glob("pitchtutor/**/_ddsolve.c"):  # the C solver, compiled as pip would
        target = source.with_suffix(sysconfig.get_config_var("EXT_SUFFIX"))
        include = sysconfig.get_paths()["include"]
        subprocess.run(
            ["cc", "-O2", "-shared", "-fPIC", f"-I{include}", str(source), "-o", str(target)], check=True
        )
    static = where / "pitchtutor" / "static"
    if not static.exists():  # an installed wheel has the page code there; a checkout keeps it in widgets/
        static.symlink_to(where / "widgets", target_is_directory=True)
    return where


def measure(tree: Path, browser: bool) -> dict[str, dict[str, dict[str, float]]]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    results: dict[str, dict[str, dict[str, float]]] = {}
    runs = [
        ("engine", ["benchmarks/engine.py", "--hands", "200", "--repeats", "5"]),
        ("bots", ["benchmarks/bots.py", "--no-strength", "--deals", "10", "--hands", "6"]),
    ]
    if browser:
        runs.append(("click", ["benchmarks/click_latency.py", "--clicks", "40"]))
    for name, command in runs:
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            subprocess.run([PYTHON, *command, "--json", out.name], cwd=tree, env=env, check=True,
                           capture_output=True)  # fmt: skip
            results[name] = json.loads(Path(out.name).read_text())
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the earlier commit")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--no-browser", action="store_true", help="skip the Chromium click latency")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = checkout(args.base, Path(tmp) / "base")
        try:
            rounds: dict[str, list[dict[str, dict[str, dict[str, float]]]]] = {"base": [], "head": []}
            for number in range(args.rounds):
                for label, tree in (("base", base), ("head", ROOT)):
                    print(f"round {number + 1}: {label}", file=sys.stderr)
                    rounds[label].append(measure(tree, not args.no_browser))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=False)
    print(f"{args.base[:10]} (before) against this tree (after), median of {args.rounds} alternating rounds")
    print(f"| {'what':<56} | {'before':>10} | {'after':>10} | {'change':>8} |")
    print(f"|{'-' * 58}|{'-' * 12}|{'-' * 12}|{'-' * 10}|")
    for name, unit, read in FIGURES:
        try:
            before = statistics.median(read(r) for r in rounds["base"])
            after = statistics.median(read(r) for r in rounds["head"])
        except KeyError:
            continue  # a figure this run did not measure (--no-browser)
        change = (after - before) / before
        better = change > 0 if unit in HIGHER_IS_BETTER else change < 0
        print(f"| {name:<56} | {before:>7,.1f} {unit:<2} | {after:>7,.1f} {unit:<2} | {change:>+7.1%}"
              f"{' ' if better or abs(change) < 0.005 else '!'}|")  # fmt: skip


if __name__ == "__main__":
    main()
