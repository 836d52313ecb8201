"""The puzzle set shipped in the package, and how it is made.

``data/puzzles.jsonl.gz`` holds the puzzles of :data:`SEEDS`, :data:`PER_SEED`
each, generated under the four presets in turn (``generate(PER_SEED, seed)``),
then the hard ones of :data:`HARD_SEEDS`, :data:`HARD_PER_SEED` each, first rated
:data:`HARD_RATING` or more (few of the ordinary ones are: a strong learner needs
more), in seed order with repeats left out.  ``make puzzles`` makes it again, one
process per seed; the same code gives the same bytes.

    python -m pitchtutor.puzzles.shipped [--check K]
"""

from __future__ import annotations

import argparse
import functools
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path

from pitchtutor.puzzles.generate import Settings, generate, verify
from pitchtutor.puzzles.puzzle import Puzzle, read_puzzles, write_puzzles

SEEDS = (1, 2)
PER_SEED = 1000
HARD_SEEDS = (3, 4)
HARD_PER_SEED = 200
HARD_RATING = 1800.0
FILE_NAME = "puzzles.jsonl.gz"


def shipped_path() -> Path:
    """Where the shipped set is (a file inside the installed package)."""
    return Path(str(resources.files("pitchtutor.puzzles").joinpath("data", FILE_NAME)))


@functools.cache
def shipped_puzzles() -> tuple[Puzzle, ...]:
    """The shipped set, read once."""
    return tuple(read_puzzles(shipped_path()))


def combine(batches: list[list[Puzzle]]) -> list[Puzzle]:
    """The batches in order, each puzzle once."""
    seen: set[str] = set()
    combined = []
    for batch in batches:
        for puzzle in batch:
            if puzzle.id not in seen:
                seen.add(puzzle.id)
                combined.append(puzzle)
    return combined


def _batch(seed: int) -> list[Puzzle]:
    if seed in HARD_SEEDS:
        return generate(HARD_PER_SEED, seed, settings=Settings(min_rating=HARD_RATING))
    return generate(PER_SEED, seed)


def make(path: Path, jobs: int = 2) -> int:
    """Generate the set into ``path``; how many puzzles."""
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        batches = list(pool.map(_batch, SEEDS + HARD_SEEDS))
    return write_puzzles(combine(batches), path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Make (or check) the shipped puzzle set.")
    parser.add_argument("--out", type=Path, default=None, help="where to write (default: the package's file)")
    parser.add_argument("--check", type=int, default=0, metavar="K", help="instead, verify K shipped puzzles")
    args = parser.parse_args(argv)
    if args.check:
        puzzles = shipped_puzzles()
        step = max(1, len(puzzles) // args.check)
        wrong = [p.id for p in puzzles[::step][: args.check] if not verify(p, 400, seed=1).agrees]
        print(f"{args.check - len(wrong)} of {args.check} shipped puzzles agree on new deals")
        return 1 if wrong else 0
    started = time.perf_counter()
    count = make(args.out or shipped_path())
    print(f"{count} puzzles in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
