"""Puzzle ratings that learn from learners, as on lichess.

A shipped puzzle starts with the rating its features suggest
(:func:`~pitchtutor.puzzles.rating.initial_rating`); every rated first attempt
then moves it, a solve down and a miss up, by Glicko-2 against the learner's
rating.  :class:`PuzzleRatings` keeps those ratings in one SQLite file that
every kernel of a served course shares, so each learner's attempts teach the
set for the next learner.

Where the file lives: ``PITCHTUTOR_PUZZLE_RATINGS`` if set (``off`` for none),
else ``pitchtutor/puzzle-ratings.sqlite3`` in the user's data folder
(``$XDG_DATA_HOME``, by default ``~/.local/share``).  In the static site
(Pyodide) there is no shared file: each learner's attempts still move their own
rating, and the puzzles keep their shipped ones.

What one visitor can do to the set is bounded: only the kernel records an
attempt, after the engine has checked the answer; only a learner's first
attempt at a puzzle counts (a review of a missed puzzle does not, nor does a
streak); and a puzzle's deviation never falls below :data:`MIN_RD`, so a burst
of attempts moves it no faster than a steady class would.  A file that cannot
be read or written (read-only, locked too long, damaged) turns the sharing off
for that kernel, with one line in its log: the learner's own rating never
waits on it.
"""

from __future__ import annotations

import logging
import os
import sqlite3
import sys
from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from pitchtutor.puzzles.rating import Rating, update

log = logging.getLogger(__name__)

RATINGS_VARIABLE = "PITCHTUTOR_PUZZLE_RATINGS"
MIN_RD = 60.0
"""The least deviation a puzzle's rating keeps (lichess floors its puzzles' too): enough
attempts make it sure, never so sure that it stops learning."""
T = TypeVar("T")
BUSY_SECONDS = 2.0
"""How long a kernel waits for another that is writing, before it gives up on this attempt."""

_SCHEMA = """CREATE TABLE IF NOT EXISTS puzzle_ratings (
    id TEXT PRIMARY KEY, rating REAL NOT NULL, rd REAL NOT NULL, volatility REAL NOT NULL,
    attempts INTEGER NOT NULL, solves INTEGER NOT NULL)"""


class PuzzleRatings:
    """The shared ratings of a puzzle set: one SQLite file (see the module)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._working = True
        self._guard(self._create)

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)

    def _create(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as db:
            db.execute("PRAGMA journal_mode=WAL")  # readers never wait for a writer
            db.execute(_SCHEMA)

    def _guard(self, work: Callable[[], T]) -> T | None:
        if not self._working:
            return None
        try:
            return work()
        except (sqlite3.Error, OSError) as error:
            self._working = False
            log.warning("puzzle ratings in %s turned off for this kernel: %s", self.path, error)
            return None

    @property
    def working(self) -> bool:
        return self._working

    def all(self) -> dict[str, Rating]:
        """Every puzzle's learnt rating (puzzles no one has tried are not there)."""

        def read() -> dict[str, Rating]:
            with self._connect() as db:
                rows = db.execute("SELECT id, rating, rd, volatility FROM puzzle_ratings").fetchall()
            return {str(i): Rating(float(r), float(d), float(v)) for i, r, d, v in rows}

        return self._guard(read) or {}

    def record(self, puzzle: str, shipped: Rating, learner: Rating, solved: bool) -> Rating | None:
        """One first attempt: the puzzle's rating after it (``None`` if the file failed).
        Read and written in one transaction, so two kernels never lose each other's attempt."""

        def write() -> Rating:
            with self._connect() as db:
                db.execute("BEGIN IMMEDIATE")
                try:
                    row = db.execute(
                        "SELECT rating, rd, volatility, attempts, solves FROM puzzle_ratings WHERE id = ?",
                        (puzzle,),
                    ).fetchone()
                    before = shipped if row is None else Rating(float(row[0]), float(row[1]), float(row[2]))
                    attempts, solves = (0, 0) if row is None else (int(row[3]), int(row[4]))
                    after = update(before, [(learner, 0.0 if solved else 1.0)])
                    after = replace(after, rd=max(MIN_RD, after.rd))
                    db.execute(
                        "INSERT OR REPLACE INTO puzzle_ratings VALUES (?, ?, ?, ?, ?, ?)",
                        (puzzle, after.rating, after.rd, after.volatility, attempts + 1, solves + solved),
                    )
                    db.execute("COMMIT")
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
            return after

        return self._guard(write)

    def counts(self, puzzles: Iterable[str]) -> dict[str, tuple[int, int]]:
        """Attempts and solves of the puzzles named, for the ones tried."""
        wanted = list(puzzles)

        def read() -> dict[str, tuple[int, int]]:
            with self._connect() as db:
                rows = db.execute("SELECT id, attempts, solves FROM puzzle_ratings").fetchall()
            chosen = set(wanted)
            return {str(i): (int(a), int(s)) for i, a, s in rows if i in chosen}

        return self._guard(read) or {}


def default_path() -> Path | None:
    """Where the shared ratings live (see the module); ``None``: nowhere."""
    chosen = os.environ.get(RATINGS_VARIABLE)
    if chosen is not None:
        return None if chosen.strip().lower() in ("", "off", "none") else Path(chosen).expanduser()
    if sys.platform == "emscripten":  # the static site: nothing is shared in a browser
        return None
    data = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data) / "pitchtutor" / "puzzle-ratings.sqlite3"


def shared_ratings() -> PuzzleRatings | None:
    """The ratings this kernel shares with the others, or ``None`` where there are none."""
    path = default_path()
    if path is None:
        return None
    ratings = PuzzleRatings(path)
    return ratings if ratings.working else None


__all__ = ["MIN_RD", "RATINGS_VARIABLE", "PuzzleRatings", "default_path", "shared_ratings"]
