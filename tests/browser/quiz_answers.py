"""What the browser walk of the course answers: each lesson's quizzes built
in this process from the notebook's own code, and for each a wrong answer
and the right one, found by asking the quiz's own ``check`` (the engine)
about every answer the question allows.  No answer is written down per
lesson: a new quiz in a lesson is walked as it is."""

from __future__ import annotations

import ast
import contextlib
import itertools
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import nbformat

from pitchtutor.errors import PitchError
from pitchtutor.widgets.pittypat_quiz import PittyPatQuiz
from pitchtutor.widgets.quiz import Quiz

LESSONS = Path(__file__).resolve().parents[2] / "lessons"


@dataclass(frozen=True)
class Walked:
    """One quiz of a lesson, as the walk answers it."""

    kind: str
    prompt: str
    quiz_id: str
    graded: bool
    wrong: Any  # None: a quiz that cannot be answered wrongly (an explorer)
    wrong_summary: str
    right: Any
    right_summary: str


@contextlib.contextmanager
def _in(folder: Path) -> Iterator[None]:
    before = os.getcwd()
    os.chdir(folder)
    try:
        yield
    finally:
        os.chdir(before)


def shown_objects(name: str, folder: Path = LESSONS) -> list[Any]:
    """What the code cells of the notebook ``name`` show, in order (each cell's
    last expression, as a kernel shows it), run here in one namespace."""
    notebook = nbformat.read(folder / name, as_version=4)
    namespace: dict[str, Any] = {}
    shown = []
    with _in(folder):
        for cell in notebook.cells:
            if cell.cell_type != "code":
                continue
            tree = ast.parse(cell.source)
            last = tree.body[-1] if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            body = tree.body[:-1] if last else tree.body
            exec(compile(ast.Module(body=body, type_ignores=[]), name, "exec"), namespace)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), name, "eval"), namespace)
                if value is not None:
                    shown.append(value)
    return shown


def _check(quiz: Any, value: Any) -> tuple[bool, Any, str] | None:
    """The quiz's verdict on ``value`` (right, lines, summary), or None if it refuses it."""
    try:
        return quiz.check(value)  # type: ignore[no-any-return]
    except PitchError:
        return None


def _by_choice(quiz: Any, candidates: Sequence[Any]) -> tuple[Any, Any]:
    """A wrong answer and the right one among ``candidates``."""
    verdicts = [(value, _check(quiz, value)) for value in candidates]
    right = [value for value, verdict in verdicts if verdict is not None and verdict[0]]
    wrong = [value for value, verdict in verdicts if verdict is not None and not verdict[0]]
    assert right, f"{quiz!r}: no answer among {candidates!r} is right"
    assert wrong, f"{quiz!r}: no answer among {candidates!r} is wrong"
    return wrong[0], right[0]


def _by_part(
    quiz: Any, parts: Sequence[Any], values: Sequence[Any], key: str, make: Callable[[dict[Any, Any]], Any]
) -> tuple[Any, Any]:
    """Questions in parts (a point, a side) whose feedback marks each part: the right
    value of each part found by answering every part with each value; the wrong answer
    is the right one with its first part changed."""
    right: dict[Any, Any] = {}
    for value in values:
        verdict = _check(quiz, make(dict.fromkeys(parts, value)))
        assert verdict is not None, f"{quiz!r} refused {value!r} for every part"
        for line in verdict[1]:
            if line.get("ok") and key in line:
                right.setdefault(line[key], value)
    assert set(right) == set(parts), f"{quiz!r}: no right value for {set(parts) - set(right)}"
    first = parts[0]
    wrong = right | {first: next(v for v in values if v != right[first])}
    return make(wrong), make(right)


def _answers(quiz: Any) -> tuple[Any, Any]:
    q = quiz.question
    kind = q["kind"]
    if kind == "which-wins":
        return _by_choice(quiz, [play["card"]["code"] for play in q["cards"]])
    if kind in ("best-card", "legal-cards"):
        hand = [card["code"] for card in q["hand"]]
        if kind == "best-card":
            return _by_choice(quiz, hand)
        subsets = [list(s) for n in range(len(hand), -1, -1) for s in itertools.combinations(hand, n)]
        return _by_choice(quiz, subsets)
    if kind == "who-scores":
        points = [p["point"] for p in q["points"]]
        return _by_part(quiz, points, [s["side"] for s in q["sides"]], "point", lambda d: d)
    if kind == "score-change":
        sides = [s["side"] for s in q["sides"]]
        return _by_part(
            quiz, sides, range(-30, 31), "side", lambda d: {str(side): str(v) for side, v in d.items()}
        )
    if kind == "count-pips":
        return _by_choice(quiz, range(100))
    if kind == "bid-legal":
        return _by_choice(quiz, [True, False])
    if kind == "who-wins-match":
        return _by_choice(quiz, [s["side"] for s in q["sides"]])
    if kind == "bid-advice":
        return _by_choice(quiz, [o["call"] for o in q["options"]])
    if kind == "pick-seat":
        return _by_choice(quiz, [s["seat"] for s in q["seats"]])
    if kind == "choice":  # the Pitty Pat quizzes
        return _by_choice(quiz, [o["value"] for o in q["options"]])
    raise AssertionError(f"the walk has no way to answer a quiz of kind {kind!r}")


def walk_plan(name: str, folder: Path = LESSONS) -> list[Walked]:
    """Every quiz the lesson ``name`` shows, in page order, with its answers."""
    plan = []
    for quiz in shown_objects(name, folder):
        if not isinstance(quiz, Quiz | PittyPatQuiz):
            continue
        q = quiz.question
        graded = q.get("graded", True)
        if not graded:  # an explorer: one card in the pile
            value = [q["cards"][0]["code"]]
            plan.append(
                Walked(q["kind"], q["prompt"], quiz.quiz_id, False, None, "", value, quiz.check(value)[2])
            )
            continue
        wrong, right = _answers(quiz)
        plan.append(
            Walked(
                q["kind"],
                q["prompt"],
                quiz.quiz_id,
                True,
                wrong,
                quiz.check(wrong)[2],
                right,
                quiz.check(right)[2],
            )
        )
    return plan
