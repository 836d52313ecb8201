"""A puzzle: one seat's position, the choice that is clearly best from what it can see, and why.

The position is kept as a hand record stopped where the seat is to act
(:class:`~pitchtutor.record.HandRecord`: the cards as dealt, the auction and
the cards played so far), so it replays through the engine into a
:class:`~pitchtutor.hand.Hand`, the seat's :class:`~pitchtutor.view.SeatView`
or a :class:`~pitchtutor.snapshot.Snapshot` for a table to draw; the other
hands are in the record, but a trainer shows only the seat's own.

The explanation is data, as the engine's are: :class:`Reason` keys and facts,
rendered into a sentence only by the templates of :mod:`pitchtutor.texts`.

A puzzle file is JSON Lines, one puzzle a line, gzipped when its name ends
in ``.gz`` (:func:`write_puzzles`, :func:`read_puzzles`).
"""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pitchtutor.actions import Action, action_json, parse_action
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH, Names, render
from pitchtutor.hand import Hand
from pitchtutor.puzzles.rating import Rating
from pitchtutor.record import HandRecord, read_json
from pitchtutor.snapshot import Snapshot
from pitchtutor.view import SeatView

KINDS = ("card", "bid")
"""Which card to play; what to call in the auction."""
MAX_FILE_BYTES = 50_000_000
"""A puzzle file larger than this (once unzipped) is refused."""


class PuzzleError(PitchError, ValueError):
    """A puzzle or puzzle file that cannot be read."""


@dataclass(frozen=True)
class ChoiceValue:
    """One choice of the seat, and what it is worth on average over the deals
    consistent with what the seat can see (points for its side)."""

    action: Action
    mean: float
    stderr: float  # of the mean; 0 when every consistent deal was solved
    samples: int  # the deals it was valued on

    def to_json(self) -> list[Any]:
        return [action_json(self.action), self.mean, self.stderr, self.samples]


@dataclass(frozen=True)
class Reason:
    """One line of a puzzle's explanation: a rule key and its facts (seats as
    ints, cards as codes, suits as letters), rendered by :mod:`pitchtutor.texts`."""

    key: str
    facts: Mapping[str, Any] = field(hash=False)

    def render(self, names: Names, locale: str = ENGLISH) -> str:
        """The reason's sentence for a reader, in a locale."""
        return render(self.key, self.facts, names, locale)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "facts": dict(self.facts)}


@dataclass(frozen=True)
class Features:
    """What an initial rating is estimated from (:func:`~pitchtutor.puzzles.rating.initial_rating`)."""

    gap: float  # the answer's average advantage over the best other choice, in points
    alike: int  # other choices within half a point of the answer
    cards_left: int  # cards in the seat's hand
    choices: int  # legal choices

    def to_json(self) -> dict[str, Any]:
        return {"gap": self.gap, "alike": self.alike, "cards_left": self.cards_left, "choices": self.choices}


@dataclass(frozen=True)
class Puzzle:
    """One rated puzzle (see the module)."""

    id: str
    preset: str
    kind: str  # "card" or "bid"
    record: HandRecord  # the hand up to the position
    seat: int  # the seat to act, whose view the puzzle is
    answer: Action
    also: tuple[Action, ...]  # worth the same as the answer on every deal: as good
    choices: tuple[ChoiceValue, ...]  # every legal choice, best first
    tempting: Action  # the wrong choice the explanation answers
    gap: float  # the answer's average advantage over the best other choice
    gap_se: float  # its standard error (paired, over the same deals; 0 when exact)
    exact: bool  # every consistent deal solved, rather than a sample
    themes: tuple[str, ...]
    reasons: tuple[Reason, ...]
    features: Features
    rating: Rating

    # -- the position ----------------------------------------------------------------

    def hand(self) -> Hand:
        """The hand at the puzzle's position, replayed through the engine."""
        return self.record.replay()

    def view(self) -> SeatView:
        return self.hand().view(self.seat)

    def snapshot(self) -> Snapshot:
        """What the seat sees, for a table to draw."""
        return Snapshot.of(self.hand(), viewer=self.seat)

    def names(self) -> Names:
        """Names that call the puzzle's seat "you"."""
        return Names(len(self.record.hands), self.record.rules.teams, you=self.seat)

    def solves(self, action: Action) -> bool:
        """Whether ``action`` is a right answer."""
        return action == self.answer or action in self.also

    def hold_at(self) -> int | None:
        """The bid the seat to call would hold at (the high bid, which only the dealer may
        match): a dealer's privilege, not a raise; None where nobody has bid, or in the play."""
        if self.kind != "bid":
            return None
        snap = self.snapshot()
        return snap.high_bid if snap.high_bidder is not None else None

    def explanation(self, names: Names | None = None, locale: str = ENGLISH) -> list[str]:
        """The reasons as sentences (by default to the seat, as "you"), in a locale.  A call
        that matches the high bid is said as the hold it is ("Hold at 2"), as its button says."""
        hold = self.hold_at()
        reasons = [
            Reason(
                r.key,
                {
                    **r.facts,
                    "hold": r.facts.get("call") == hold,
                    "tempting_hold": r.facts.get("tempting") == hold,
                },
            )
            if r.key == "puzzle.bid" and hold is not None
            else r
            for r in self.reasons
        ]
        return [reason.render(names or self.names(), locale) for reason in reasons]

    # -- JSON --------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "preset": self.preset,
            "kind": self.kind,
            "record": self.record.to_json(),
            "seat": self.seat,
            "answer": action_json(self.answer),
            "also": [action_json(a) for a in self.also],
            "choices": [c.to_json() for c in self.choices],
            "tempting": action_json(self.tempting),
            "gap": self.gap,
            "gap_se": self.gap_se,
            "exact": self.exact,
            "themes": list(self.themes),
            "reasons": [r.to_json() for r in self.reasons],
            "features": self.features.to_json(),
            "rating": self.rating.to_json(),
        }

    @classmethod
    def from_json(cls, value: object) -> Puzzle:
        """A puzzle from parsed JSON; a malformed one raises :class:`PuzzleError`."""
        try:
            return _read(value)
        except PitchError as error:
            raise PuzzleError(str(error)) from None
        except (KeyError, TypeError, ValueError) as error:
            text = f"missing field {error}" if isinstance(error, KeyError) else str(error)
            raise PuzzleError(f"not a puzzle: {text}") from None


def _read(value: object) -> Puzzle:
    if not isinstance(value, Mapping):
        raise ValueError("a puzzle is a JSON object")
    kind = value["kind"]
    if kind not in KINDS:
        raise ValueError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    features = value["features"]
    if not isinstance(features, Mapping):
        raise ValueError("features must be an object")
    reasons = value["reasons"]
    if not isinstance(reasons, list) or not all(
        isinstance(r, Mapping) and isinstance(r.get("key"), str) and isinstance(r.get("facts"), Mapping)
        for r in reasons
    ):
        raise ValueError("reasons must be a list of {key, facts} objects")
    return Puzzle(
        id=_str(value["id"], "id"),
        preset=_str(value["preset"], "preset"),
        kind=kind,
        record=HandRecord.from_json(value["record"]),
        seat=_int(value["seat"], "seat"),
        answer=parse_action(value["answer"]),
        also=tuple(parse_action(a) for a in _list(value["also"], "also")),
        choices=tuple(_choice(c) for c in _list(value["choices"], "choices")),
        tempting=parse_action(value["tempting"]),
        gap=_float(value["gap"], "gap"),
        gap_se=_float(value["gap_se"], "gap_se"),
        exact=bool(value["exact"]),
        themes=tuple(_str(t, "themes") for t in _list(value["themes"], "themes")),
        reasons=tuple(Reason(r["key"], dict(r["facts"])) for r in reasons),
        features=Features(
            _float(features["gap"], "features.gap"),
            _int(features["alike"], "features.alike"),
            _int(features["cards_left"], "features.cards_left"),
            _int(features["choices"], "features.choices"),
        ),
        rating=Rating.from_json(value["rating"]),
    )


def _choice(value: object) -> ChoiceValue:
    if not isinstance(value, list) or len(value) != 4:
        raise ValueError("a choice is [move, mean, standard error, samples]")
    move, mean, stderr, samples = value
    return ChoiceValue(
        parse_action(move), _float(mean, "mean"), _float(stderr, "stderr"), _int(samples, "samples")
    )


def _str(value: object, name: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a string")
    return value


def _int(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{name} must be a whole number")
    return value


def _float(value: object, name: str) -> float:
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise ValueError(f"{name} must be a number")
    return float(value)


def _list(value: object, name: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"{name} must be a list")
    return value


# -- files -------------------------------------------------------------------------------


def dumps(puzzle: Puzzle) -> str:
    """One puzzle as one compact JSON line (no newline)."""
    return json.dumps(puzzle.to_json(), separators=(",", ":"), ensure_ascii=False)


def write_puzzles(puzzles: Iterable[Puzzle], path: str | Path) -> int:
    """Write puzzles as JSON Lines (gzipped if the name ends in ``.gz``); how many."""
    lines = [dumps(p) + "\n" for p in puzzles]
    data = "".join(lines).encode("utf-8")
    if str(path).endswith(".gz"):
        data = gzip.compress(data, mtime=0)  # the same puzzles give the same bytes
    try:
        Path(path).write_bytes(data)
    except OSError as error:
        raise PuzzleError(f"cannot write {path}: {error.strerror or error}") from None
    return len(lines)


def read_puzzles(path: str | Path) -> list[Puzzle]:
    """Every puzzle of a file; the first bad line raises :class:`PuzzleError` naming it."""
    try:
        with Path(path).open("rb") as raw:
            data = raw.read(MAX_FILE_BYTES + 1)
        if data[:2] == b"\x1f\x8b":
            with gzip.open(Path(path), "rb") as unzipped:
                data = unzipped.read(MAX_FILE_BYTES + 1)
    except (OSError, EOFError) as error:
        raise PuzzleError(f"cannot read {path}: {getattr(error, 'strerror', None) or error}") from None
    if len(data) > MAX_FILE_BYTES:
        raise PuzzleError(f"{path}: larger than {MAX_FILE_BYTES // 1_000_000} MB")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleError(f"{path}: not UTF-8 text") from None
    return parse_puzzles(text.splitlines(), str(path))


def parse_puzzles(lines: Sequence[str], name: str = "<input>") -> list[Puzzle]:
    puzzles = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            puzzles.append(Puzzle.from_json(read_json(line)))
        except PitchError as error:
            raise PuzzleError(f"{name}:{number}: {error}") from None
    return puzzles


__all__ = [
    "KINDS",
    "ChoiceValue",
    "Features",
    "Puzzle",
    "PuzzleError",
    "Reason",
    "dumps",
    "parse_puzzles",
    "read_puzzles",
    "write_puzzles",
]
