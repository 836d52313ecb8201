"""The puzzle trainer's logic, with no browser: a learner, the next puzzle, reviews and streaks.

* :class:`Learner` — what the browser keeps of a learner (a Glicko-2 rating,
  the rated attempts, the misses waiting for review, the best streak), as a
  value; :meth:`Learner.to_json` and :func:`read_learner` are the file format,
  and :func:`read_learner` checks every field of what a visitor imports.
* :class:`PuzzleIndex` — the puzzle set indexed once by theme and rating, so
  that the puzzle nearest a rating is found by bisection (:func:`shipped_index`
  caches the shipped set's).
* :class:`Trainer` — one learner at work: :meth:`Trainer.next_puzzle` (a
  review that is due, else a puzzle near the learner's rating, by theme or
  mixed), :meth:`Trainer.answer` (checked by the engine, the ratings moved).

Reviews are a Leitner schedule counted in puzzles done: a miss goes into box 1
and comes back after :data:`REVIEW_AFTER` ``[0]`` puzzles; solved there it moves
up a box and comes back later; solved in the last box it is learnt. A miss in
any box starts it again in box 1. A review is not rated: its answer was shown at the miss, so
solving it says what the learner remembers, not how strong they are, and a rating earned
twice on the same puzzle would climb for nothing.

In streak mode (as lichess's Puzzle Streak) the puzzles start easy and get
harder with every solve, and the streak ends at the first miss; a streak is
not rated and serves no reviews (they wait for rated mode), but its misses are
reviewed like any other.
"""

from __future__ import annotations

import bisect
import functools
import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from pitchtutor.actions import Action, Bid, Pass, Redeal, parse_action
from pitchtutor.cards import Card
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH
from pitchtutor.puzzles.generate import THEMES
from pitchtutor.puzzles.puzzle import Puzzle
from pitchtutor.puzzles.rating import DEFAULT_RATING, Rating, attempt
from pitchtutor.record import read_json
from pitchtutor.texts.page import word

if TYPE_CHECKING:  # sqlite3, which it needs, is not in every Python (Pyodide leaves it out)
    from pitchtutor.puzzles.community import PuzzleRatings

FORMAT = "pitchtutor-puzzle-learner"
VERSION = 1
MODES = ("rated", "streak")
MIXED = "mixed"
"""The theme that means every theme."""
REVIEW_AFTER = (3, 8, 20)
"""Puzzles done before a missed puzzle comes back, by its Leitner box (1, 2, 3)."""
RECENT = 60
"""A puzzle done within this many puzzles is not offered again (unless it is a review)."""
NEAREST = 12
"""The next puzzle is drawn from this many puzzles nearest the target rating."""
STREAK_START = 800.0
STREAK_STEP = 60.0
"""A streak's n-th puzzle (from 0) is near ``STREAK_START + STREAK_STEP * n``."""
MAX_HISTORY = 5000
MAX_REVIEWS = 500
MAX_IMPORT_CHARS = 1_000_000
"""An imported learner file larger than this is refused."""
MAX_ID = 64


class TrainerError(PitchError, ValueError):
    """A learner file, or an answer, that the trainer refuses (the message says why)."""


def check_mode(mode: str) -> str:
    """``mode`` if it is one of :data:`MODES`; else a :class:`TrainerError` naming them."""
    if mode not in MODES:
        raise TrainerError(f"the mode must be one of {', '.join(MODES)}")
    return mode


# -- the learner ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Attempt:
    """One rated attempt: the puzzle, whether it was solved, the learner's rating after it."""

    puzzle: str
    solved: bool
    rating: float

    def to_json(self) -> list[Any]:
        return [self.puzzle, int(self.solved), round(self.rating, 1)]


@dataclass(frozen=True)
class Review:
    """A missed puzzle waiting to come back: its Leitner box and the puzzle count it is due at."""

    puzzle: str
    box: int
    due: int

    def to_json(self) -> list[Any]:
        return [self.puzzle, self.box, self.due]


@dataclass(frozen=True)
class Learner:
    """What the browser keeps of a learner (see the module)."""

    rating: Rating = field(default_factory=Rating)
    history: tuple[Attempt, ...] = ()
    reviews: tuple[Review, ...] = ()
    done: int = 0  # puzzles done, rated or in a streak: the reviews' clock
    best_streak: int = 0
    recent: tuple[str, ...] = ()  # the last puzzles done, newest last

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rating": self.rating.to_json(),
            "history": [a.to_json() for a in self.history],
            "reviews": [r.to_json() for r in self.reviews],
            "done": self.done,
            "best_streak": self.best_streak,
            "recent": list(self.recent),
        }

    def due(self) -> list[Review]:
        """The reviews due now, the longest overdue first."""
        return sorted((r for r in self.reviews if r.due <= self.done), key=lambda r: (r.due, r.puzzle))

    def chart(self) -> list[float]:
        """The rating after each rated attempt, starting from the default rating."""
        return [DEFAULT_RATING, *(a.rating for a in self.history)]


def read_learner(value: object) -> Learner:
    """A learner from an imported file (its text) or parsed JSON; anything else raises
    :class:`TrainerError` naming the field, and nothing a visitor sends does more."""
    if isinstance(value, str):
        if len(value) > MAX_IMPORT_CHARS:
            raise TrainerError(f"the file is larger than {MAX_IMPORT_CHARS // 1000} KB")
        try:
            value = read_json(value)
        except PitchError:
            raise TrainerError("the file is not a learner file: its text is not JSON") from None
    if not isinstance(value, Mapping):
        raise TrainerError("the file is not a learner file: not a JSON object")
    if value.get("format") != FORMAT:
        raise TrainerError(f"the file is not a learner file: its format is not {FORMAT!r}")
    if value.get("version") != VERSION:
        raise TrainerError(f"the learner file's version must be {VERSION}")
    try:
        rating = Rating.from_json(value.get("rating"))
    except ValueError as error:
        raise TrainerError(f"rating: {error}") from None
    if not (0 <= rating.rating <= 4000 and rating.rd <= 500 and rating.volatility <= 1):
        raise TrainerError("rating: out of range (0 to 4000, deviation up to 500, volatility up to 1)")
    history = tuple(_attempt(a, i) for i, a in enumerate(_list(value.get("history"), "history", MAX_HISTORY)))
    reviews = tuple(_review(r, i) for i, r in enumerate(_list(value.get("reviews"), "reviews", MAX_REVIEWS)))
    done = _count(value.get("done"), "done")
    best = _count(value.get("best_streak"), "best_streak")
    recent = tuple(_id(p, "recent") for p in _list(value.get("recent", []), "recent", RECENT))
    if len({r.puzzle for r in reviews}) != len(reviews):
        raise TrainerError("reviews: a puzzle is listed twice")
    return Learner(rating, history, reviews, done, best, recent)


def _list(value: object, name: str, limit: int) -> list[Any]:
    if not isinstance(value, list):
        raise TrainerError(f"{name}: must be a list")
    if len(value) > limit:
        raise TrainerError(f"{name}: at most {limit:,} entries")
    return value


def _id(value: object, name: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_ID or not value.isprintable():
        raise TrainerError(f"{name}: a puzzle id must be a short string")
    return value


def _count(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 10_000_000:
        raise TrainerError(f"{name}: must be a whole number from 0")
    return value


def _attempt(value: object, index: int) -> Attempt:
    where = f"history[{index}]"
    if not isinstance(value, list) or len(value) != 3:
        raise TrainerError(f"{where}: must be [puzzle id, solved 0 or 1, rating]")
    puzzle, solved, rating = value
    if isinstance(solved, bool | float) or solved not in (0, 1):
        raise TrainerError(f"{where}: solved must be 0 or 1")
    if not isinstance(rating, int | float) or isinstance(rating, bool) or not 0 <= rating <= 4000:
        raise TrainerError(f"{where}: the rating must be a number from 0 to 4000")
    return Attempt(_id(puzzle, where), bool(solved), float(rating))


def _review(value: object, index: int) -> Review:
    where = f"reviews[{index}]"
    if not isinstance(value, list) or len(value) != 3:
        raise TrainerError(f"{where}: must be [puzzle id, box, due]")
    puzzle, box, due = value
    if not isinstance(box, int) or isinstance(box, bool) or not 1 <= box <= len(REVIEW_AFTER):
        raise TrainerError(f"{where}: the box must be 1 to {len(REVIEW_AFTER)}")
    return Review(_id(puzzle, where), box, _count(due, where))


def learner_text(learner: Learner) -> str:
    """The learner as the text of an exported file."""
    return json.dumps(learner.to_json(), separators=(",", ":"))


# -- the index ------------------------------------------------------------------------------


class PuzzleIndex:
    """A puzzle set indexed by theme and rating (built once; a read-only value)."""

    def __init__(self, puzzles: Iterable[Puzzle]) -> None:
        self.puzzles: tuple[Puzzle, ...] = tuple(puzzles)
        self.by_id: dict[str, Puzzle] = {p.id: p for p in self.puzzles}
        groups: dict[str, list[Puzzle]] = {MIXED: list(self.puzzles)}
        for puzzle in self.puzzles:
            for theme in puzzle.themes:
                groups.setdefault(theme, []).append(puzzle)
        self._sorted = {
            theme: sorted(group, key=lambda p: (p.rating.rating, p.id)) for theme, group in groups.items()
        }
        self._ratings = {theme: [p.rating.rating for p in group] for theme, group in self._sorted.items()}

    def rated(self, learnt: Mapping[str, Rating]) -> PuzzleIndex:
        """The same set with the ratings learners have taught it (puzzle id to rating;
        :mod:`~pitchtutor.puzzles.community`), indexed again; ``self`` if there are none."""
        if not any(puzzle_id in self.by_id for puzzle_id in learnt):
            return self
        return PuzzleIndex(replace(p, rating=learnt[p.id]) if p.id in learnt else p for p in self.puzzles)

    @property
    def themes(self) -> list[str]:
        """The themes that have puzzles, in :data:`THEMES` order."""
        return [t for t in THEMES if t in self._sorted]

    def count(self, theme: str = MIXED) -> int:
        return len(self._sorted.get(theme, ()))

    def check_theme(self, theme: str) -> str:
        """``theme`` if it has puzzles here (or is :data:`MIXED`); else a :class:`TrainerError`."""
        if theme != MIXED and self.count(theme) == 0:
            raise TrainerError(f"no puzzles of the theme {theme[:40]!r}")
        return theme

    def near(
        self,
        target: float,
        rng: random.Random,
        *,
        theme: str = MIXED,
        avoid: Iterable[str] = (),
        nearest: int = NEAREST,
    ) -> Puzzle:
        """A puzzle of ``theme`` drawn at random from the ``nearest`` puzzles
        closest to ``target`` in rating, leaving out the ids to ``avoid`` while
        there are others."""
        group = self._sorted.get(theme)
        if not group:
            raise TrainerError(f"no puzzles of the theme {theme!r}")
        ratings, skip = self._ratings[theme], set(avoid)
        at = bisect.bisect_left(ratings, target)
        low, high = at - 1, at
        found: list[Puzzle] = []
        while len(found) < nearest and (low >= 0 or high < len(group)):
            take_high = low < 0 or (high < len(group) and ratings[high] - target <= target - ratings[low])
            index = high if take_high else low
            if take_high:
                high += 1
            else:
                low -= 1
            if group[index].id not in skip:
                found.append(group[index])
        if not found:  # every puzzle of the theme was done lately: the nearest again
            found = [group[min(at, len(group) - 1)]]
        return rng.choice(found)


@functools.cache
def shipped_index() -> PuzzleIndex:
    """The shipped set's index, built once per process."""
    from pitchtutor.puzzles.shipped import shipped_puzzles

    return PuzzleIndex(shipped_puzzles())


# -- the trainer ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Outcome:
    """One answer checked: the learner's choice, the answer, the rating before and after."""

    puzzle: Puzzle
    chosen: Action
    solved: bool
    mode: str
    review: bool  # the puzzle came back for review
    before: Rating
    after: Rating  # the same as before in a streak (not rated)
    streak: int  # the streak after this answer (0 when it ended)
    puzzle_after: Rating | None = None  # the puzzle's shared rating after a first attempt, if it has one


@dataclass(frozen=True)
class ThemeRecord:
    """How a learner does on one theme."""

    theme: str
    attempts: int
    solved: int

    @property
    def rate(self) -> float:
        return self.solved / self.attempts if self.attempts else 0.0


class Trainer:
    """One learner at work on a puzzle set (see the module). Not a widget: the
    :class:`~pitchtutor.widgets.trainer.PuzzleTrainer` drives one."""

    def __init__(
        self,
        index: PuzzleIndex | None = None,
        learner: Learner | None = None,
        *,
        seed: int | None = None,
        theme: str = MIXED,
        mode: str = "rated",
        shared: PuzzleRatings | None = None,
    ) -> None:
        """``shared``: the ratings every learner's attempts teach (see
        :mod:`~pitchtutor.puzzles.community`); the puzzles are drawn by them, and
        each rated first attempt moves them."""
        self.shared = shared
        self.index = index or shipped_index()
        if shared is not None:
            self.index = self.index.rated(shared.all())
        self.learner = learner or Learner()
        self.rng = random.Random(seed)
        self.theme = MIXED
        self.mode = "rated"
        self.streak = 0
        self.current: Puzzle | None = None
        self.current_is_review = False
        self.set_theme(theme)
        self.set_mode(mode)

    def set_theme(self, theme: str) -> None:
        self.theme = self.index.check_theme(theme)

    def set_mode(self, mode: str) -> None:
        check_mode(mode)
        if mode != self.mode:
            self.streak = 0
        self.mode = mode

    def target(self) -> float:
        """The rating the next new puzzle is drawn near."""
        if self.mode == "streak":
            return STREAK_START + STREAK_STEP * self.streak
        return self.learner.rating.rating

    def next_puzzle(self) -> Puzzle:
        """A review that is due (of the theme chosen, if one is), else a new puzzle near :meth:`target`.
        A streak serves no reviews: its puzzles climb from easy to hard, and the reviews wait."""
        for review in self.learner.due() if self.mode == "rated" else ():
            puzzle = self.index.by_id.get(review.puzzle)
            if puzzle is not None and (self.theme == MIXED or self.theme in puzzle.themes):
                self.current, self.current_is_review = puzzle, True
                return puzzle
        avoid = {*self.learner.recent, *(r.puzzle for r in self.learner.reviews)}
        self.current = self.index.near(self.target(), self.rng, theme=self.theme, avoid=avoid)
        self.current_is_review = False
        return self.current

    def answer(self, value: object, locale: str = ENGLISH) -> Outcome:
        """Check the learner's choice for the current puzzle (a card code, a bid, ``"pass"``):
        a choice that is not legal in the position raises :class:`TrainerError` with the
        engine's reason (in ``locale``), and changes nothing."""
        puzzle = self.current
        if puzzle is None:
            raise TrainerError(word(locale, "trainer.no_puzzle"))
        try:
            chosen = value if isinstance(value, Card | Bid | Pass | Redeal) else parse_action(value)
        except PitchError as error:
            if locale == ENGLISH:
                raise TrainerError(str(error)) from None
            raise TrainerError(word(locale, "trainer.bad_choice", value=f"{value!r:.20}")) from None
        if chosen not in [c.action for c in puzzle.choices]:
            verdict = puzzle.hand().judge(chosen)
            raise TrainerError(verdict.why.render(puzzle.names(), locale))
        solved = puzzle.solves(chosen)
        learner = self.learner
        before = learner.rating
        after = before
        history = learner.history
        puzzle_after = None
        if self.mode == "rated" and not self.current_is_review:  # a review is not rated (above)
            after, _ = attempt(before, puzzle.rating, solved)
            first = all(a.puzzle != puzzle.id for a in history)
            if first and self.shared is not None:  # only a first try teaches the puzzle its rating
                puzzle_after = self.shared.record(puzzle.id, puzzle.rating, before, solved)
            # Kept as it will be stored (one decimal), so the chart is the same after a reload.
            history = (*history, Attempt(puzzle.id, solved, round(after.rating, 1)))[-MAX_HISTORY:]
        self.streak = (self.streak + 1 if solved else 0) if self.mode == "streak" else 0
        done = learner.done + 1
        self.learner = replace(
            learner,
            rating=after,
            history=history,
            reviews=_schedule(learner.reviews, puzzle.id, solved, done),
            done=done,
            best_streak=max(learner.best_streak, self.streak),
            recent=(*(p for p in learner.recent if p != puzzle.id), puzzle.id)[-RECENT:],
        )
        review, self.current = self.current_is_review, None
        return Outcome(puzzle, chosen, solved, self.mode, review, before, after, self.streak, puzzle_after)

    def themes(self) -> list[ThemeRecord]:
        """Each theme's rated attempts and solves, most attempted first."""
        attempts: dict[str, list[int]] = {}
        for entry in self.learner.history:
            puzzle = self.index.by_id.get(entry.puzzle)
            for theme in puzzle.themes if puzzle else ():
                counts = attempts.setdefault(theme, [0, 0])
                counts[0] += 1
                counts[1] += entry.solved
        records = [ThemeRecord(theme, a, s) for theme, (a, s) in attempts.items()]
        return sorted(
            records, key=lambda r: (-r.attempts, THEMES.index(r.theme) if r.theme in THEMES else 99)
        )

    def strengths(self, least: int = 3) -> tuple[list[ThemeRecord], list[ThemeRecord]]:
        """The learner's strong and weak themes (those tried at least ``least`` times):
        solved at least 70%, and under 50%, best and worst first."""
        tried = [r for r in self.themes() if r.attempts >= least]
        strong = sorted((r for r in tried if r.rate >= 0.7), key=lambda r: (-r.rate, -r.attempts))
        weak = sorted((r for r in tried if r.rate < 0.5), key=lambda r: (r.rate, -r.attempts))
        return strong, weak


def _schedule(reviews: Sequence[Review], puzzle: str, solved: bool, done: int) -> tuple[Review, ...]:
    """The reviews after an attempt at ``puzzle`` (the Leitner schedule of the module)."""
    old = next((r for r in reviews if r.puzzle == puzzle), None)
    rest = tuple(r for r in reviews if r.puzzle != puzzle)
    if not solved:
        box = 1
    elif old is None:
        return rest  # solved at first sight: nothing to review
    elif old.due > done - 1:
        return (*rest, old)  # solved before it was due (chosen by theme): the schedule stands
    elif old.box == len(REVIEW_AFTER):
        return rest  # learnt
    else:
        box = old.box + 1
    return (*rest, Review(puzzle, box, done + REVIEW_AFTER[box - 1]))[-MAX_REVIEWS:]


__all__ = [
    "FORMAT",
    "MIXED",
    "MODES",
    "REVIEW_AFTER",
    "Attempt",
    "Learner",
    "Outcome",
    "PuzzleIndex",
    "Review",
    "ThemeRecord",
    "Trainer",
    "TrainerError",
    "learner_text",
    "read_learner",
    "shipped_index",
]
