"""The course's structure: every lesson has its parts, every hand record it
uses is valid, and every rule key, preset and tip of the digest is taught.
(Running the lessons and checking their outputs is nbval's job; showing
them in a browser is tests/browser/test_lessons_browser.py's.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import nbformat
import pytest

from pitchtutor import PRESETS, RULE_KEYS
from pitchtutor.coach.strategy import TIPS
from pitchtutor.record import load_record

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
LESSON_FILES = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
WIDGETS = ("Table(", "Table.replay(", "Table.watch(", "PipCounter(")
QUIZZES = ("CountPips", "WhichCardWins", "PickSeat", "IsBidLegal", "LegalCards", "WhoScores", "ScoreChange",
           "WhoWinsMatch", "BidAdvice", "BestCard")  # fmt: skip


def cells(path: Path, kind: str) -> list[str]:
    notebook = nbformat.read(path, as_version=4)
    return [cell.source for cell in notebook.cells if cell.cell_type == kind]


def quiz_ids(path: Path) -> list[str]:
    return re.findall(r'quiz_id="([^"]+)"', "\n".join(cells(path, "code")))


def test_twelve_lessons_in_order() -> None:
    numbers = [int(path.name[:2]) for path in LESSON_FILES]
    assert numbers == list(range(1, 13))
    for path in LESSON_FILES:
        bar, title = cells(path, "markdown")[0].splitlines()[0::2][
            :2
        ]  # the language line, a blank, the title
        assert bar == f"**English** · [Português](pt/{path.name}) · [Français](fr/{path.name})"
        assert title.startswith(f"# Lesson {int(path.name[:2])} · "), title


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_each_lesson_has_goal_text_widget_quiz_and_recap(path: Path) -> None:
    markdown = "\n".join(cells(path, "markdown"))
    code = "\n".join(cells(path, "code"))
    assert "**Goal:**" in markdown and "## Recap" in markdown and "## Quiz" in markdown
    assert any(widget in code for widget in WIDGETS), "an interactive widget the learner uses"
    assert any(f"{quiz}." in code or f"{quiz}(" in code for quiz in QUIZZES)
    assert quiz_ids(path), "at least one quiz counts for progress"
    progress = re.search(r'"quizzes": (\[.*?\])', code)
    assert progress and json.loads(progress.group(1)) == quiz_ids(path), (
        "the lesson's progress lists its quizzes"
    )
    for source in cells(path, "code"):
        assert len(source.splitlines()) <= 12, f"a code cell of {path.name} is long:\n{source}"


def test_quiz_ids_are_unique_and_the_index_lists_every_lesson() -> None:
    all_ids = [quiz for path in LESSON_FILES for quiz in quiz_ids(path)]
    assert len(all_ids) == len(set(all_ids))
    index = "\n".join(cells(LESSONS / "index.ipynb", "code"))
    listed = json.loads(index[index.index("Progress(") + len("Progress(") : index.rindex(", title=")])
    assert [lesson["href"] for lesson in listed] == [path.name for path in LESSON_FILES]
    assert [lesson["quizzes"] for lesson in listed] == [quiz_ids(path) for path in LESSON_FILES]
    assert all(lesson["summary"] for lesson in listed)
    index_text = "\n".join(cells(LESSONS / "index.ipynb", "markdown"))
    assert "glossary.ipynb" in index_text and "teacher.ipynb" in index_text


def test_every_hand_record_is_used_and_valid() -> None:
    sources = "\n".join(
        "\n".join(cells(path, "code") + cells(path, "markdown")) for path in LESSONS.glob("*.ipynb")
    )
    used = set(re.findall(r"hands/([\w-]+\.json)", sources))
    files = {path.name for path in (LESSONS / "hands").glob("*.json")}
    assert used <= files, used - files
    assert files <= used, f"hand records no lesson uses: {files - used}"
    for name in files:
        load_record(LESSONS / "hands" / name).replay()


def test_every_rule_key_preset_and_tip_is_taught() -> None:
    markdown = "\n".join("\n".join(cells(path, "markdown")) for path in LESSON_FILES)
    code = "\n".join("\n".join(cells(path, "code")) for path in LESSON_FILES)
    for key in RULE_KEYS:
        assert f"`{key}`" in markdown, f"rule key {key} is not taught"
    for preset in PRESETS:
        assert f"`{preset}`" in markdown, f"preset {preset} is not taught"
    for tip in TIPS:
        assert f'"{tip}"' in code or (tip == "tip.count_points" and "BidAdvice" in code), (
            f"{tip} is not taught"
        )
    lowered = markdown.lower()
    for topic in ("eldest hand", "dealer's privilege", "smudge", "only one trump", "jack was not dealt",
                  "in the bog", "set back", "count the points out", "coke hand", "strict follow-suit",
                  "no junk", "10-point pitch", "pips", "two rounds of three", "24 of the 52"):  # fmt: skip
        assert topic in lowered, f"the course does not teach {topic!r}"


@pytest.mark.parametrize("path", sorted(LESSONS.glob("*.ipynb")), ids=lambda p: p.stem)
def test_lessons_are_committed_with_their_outputs(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    widget_cells = [cell for cell in notebook.cells if cell.cell_type == "code" and cell.outputs]
    names = (*WIDGETS, *QUIZZES, "Progress(", "TeacherControls(", "PresetTable(", "PuzzleTrainer(", "Drills(")
    makes_widgets = [
        cell for cell in notebook.cells if cell.cell_type == "code" and any(n in cell.source for n in names)
    ]
    assert len(widget_cells) >= len(makes_widgets) > 0 or path.stem == "glossary"
    for cell in widget_cells:
        for output in cell.outputs:
            data = output.get("data", {})
            if "application/vnd.jupyter.widget-view+json" in data:
                assert "text/html" in data, "a static picture for pages that run no widget code"
    assert "widgets" not in notebook.metadata  # no stale widget state: the HTML fallback shows instead


@pytest.mark.parametrize(
    "name", sorted(path.name for path in LESSONS.glob("*.ipynb") if path.name != "teacher.ipynb")
)
def test_every_quiz_counts_and_the_browser_walk_can_answer_it(name: str) -> None:
    """Every graded quiz a page shows has an id, so its pass counts in the lesson's progress
    (lesson 11's no-junk quiz said "✓ Passed" and was not counted); and the newcomer's walk
    (tests/browser/test_lessons_browser.py) finds a wrong and a right answer for each, so a new
    kind of quiz without a way to answer it fails here, without a browser."""
    from tests.browser.quiz_answers import walk_plan

    for walked in walk_plan(name):
        assert walked.quiz_id or not walked.graded, f"{name}: {walked.prompt!r} has no quiz_id"
        assert walked.right_summary and (walked.wrong_summary or not walked.graded)
