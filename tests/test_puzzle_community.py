"""Puzzle ratings that learn from learners (pitchtutor/puzzles/community.py): a first
attempt teaches a puzzle its rating, shared by every kernel through one SQLite file."""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path
from typing import Any

import pytest

from pitchtutor.puzzles.community import MIN_RD, RATINGS_VARIABLE, PuzzleRatings, default_path, shared_ratings
from pitchtutor.puzzles.puzzle import Puzzle
from pitchtutor.puzzles.rating import Rating
from pitchtutor.puzzles.trainer import Trainer, shipped_index
from pitchtutor.widgets.trainer import PuzzleTrainer


def wrong(puzzle: Puzzle) -> Any:
    return next(c.action for c in puzzle.choices if not puzzle.solves(c.action))


def test_a_first_miss_raises_the_puzzles_shared_rating_and_the_next_learner_sees_it(tmp_path: Path) -> None:
    shared = PuzzleRatings(tmp_path / "ratings.sqlite3")
    ann = Trainer(shipped_index(), seed=1, shared=shared)
    puzzle = ann.next_puzzle()
    outcome = ann.answer(wrong(puzzle))
    assert outcome.puzzle_after is not None and outcome.puzzle_after.rating > puzzle.rating.rating
    assert shared.all() == {puzzle.id: outcome.puzzle_after}
    assert shared.counts([puzzle.id]) == {puzzle.id: (1, 0)}
    ben = Trainer(shipped_index(), seed=2, shared=PuzzleRatings(tmp_path / "ratings.sqlite3"))
    assert ben.index.by_id[puzzle.id].rating == outcome.puzzle_after  # drawn, and shown, by what it learnt
    assert ben.index.by_id[puzzle.id].themes == puzzle.themes


def test_only_a_first_rated_attempt_teaches_the_puzzle(tmp_path: Path) -> None:
    shared = PuzzleRatings(tmp_path / "ratings.sqlite3")
    ann = Trainer(shipped_index(), seed=1, shared=shared)
    missed = ann.next_puzzle()
    ann.answer(wrong(missed))
    taught = shared.all()[missed.id]
    for _ in range(40):  # the miss comes back for review: it teaches nothing more
        puzzle = ann.next_puzzle()
        outcome = ann.answer(puzzle.answer)
        if puzzle.id == missed.id:
            # not rated: the learner's history keeps only the first try, and the puzzle learns nothing
            assert outcome.review and outcome.puzzle_after is None
            assert [a.puzzle for a in ann.learner.history].count(missed.id) == 1
            break
    else:
        pytest.fail("the missed puzzle never came back")
    assert shared.all()[missed.id] == taught and shared.counts([missed.id])[missed.id] == (1, 0)
    streak = Trainer(shipped_index(), seed=3, shared=shared, mode="streak")
    puzzle = streak.next_puzzle()
    assert streak.answer(puzzle.answer).puzzle_after is None  # a streak is not rated
    assert puzzle.id not in shared.all() or shared.all()[puzzle.id] == taught


def test_many_attempts_leave_the_puzzle_sure_but_still_learning(tmp_path: Path) -> None:
    shared = PuzzleRatings(tmp_path / "ratings.sqlite3")
    start = Rating(1500.0, 250.0, 0.06)
    for n in range(300):
        after = shared.record("p1", start, Rating(1500.0, 80.0, 0.06), solved=n % 2 == 0)
        assert after is not None
    assert MIN_RD <= after.rd < MIN_RD + 2 and 1400 < after.rating < 1600
    assert shared.counts(["p1", "p2"]) == {"p1": (300, 150)}


def _hammer(path: str, count: int) -> None:
    shared = PuzzleRatings(Path(path))
    for _ in range(count):
        assert shared.record("p1", Rating(), Rating(), solved=True) is not None


def test_kernels_writing_at_once_lose_no_attempt(tmp_path: Path) -> None:
    path = tmp_path / "ratings.sqlite3"
    PuzzleRatings(path)
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_hammer, args=(str(path), 60)) for _ in range(3)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    assert PuzzleRatings(path).counts(["p1"]) == {"p1": (180, 180)}


def test_a_file_that_cannot_be_written_turns_sharing_off_and_the_learner_goes_on(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    shared = PuzzleRatings(blocked / "ratings.sqlite3")  # its folder cannot be made
    assert not shared.working and shared.all() == {}
    assert "turned off" in caplog.text
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"this is not a database" * 100)
    shared = PuzzleRatings(damaged)
    t = Trainer(shipped_index(), seed=1, shared=shared)
    puzzle = t.next_puzzle()
    outcome = t.answer(puzzle.answer)
    assert outcome.solved and outcome.after.rating > outcome.before.rating and outcome.puzzle_after is None


def test_where_the_shared_file_lives(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(RATINGS_VARIABLE, "off")
    assert default_path() is None and shared_ratings() is None
    monkeypatch.setenv(RATINGS_VARIABLE, str(tmp_path / "r.sqlite3"))
    assert default_path() == tmp_path / "r.sqlite3"
    assert shared_ratings() is not None
    monkeypatch.delenv(RATINGS_VARIABLE)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    assert default_path() == tmp_path / "data" / "pitchtutor" / "puzzle-ratings.sqlite3"
    monkeypatch.setattr(sys, "platform", "emscripten")  # the static site: nothing shared
    assert default_path() is None


def test_the_widget_says_how_a_first_try_moved_the_puzzle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(RATINGS_VARIABLE, str(tmp_path / "r.sqlite3"))
    widget = PuzzleTrainer(seed=4)
    puzzle = widget.trainer.current
    assert puzzle is not None
    widget.answer(wrong(puzzle))
    assert widget.feedback["puzzle_after"] > widget.feedback["puzzle_rating"]
    off = PuzzleTrainer(seed=4, shared=False)
    assert off.trainer.shared is None
