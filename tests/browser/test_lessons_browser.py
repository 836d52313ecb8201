"""Every lesson served by Voila: it loads with no error and every widget
drawn; in five lessons a quiz is answered wrongly, then rightly, with its
texts checked, and the progress survives a reload of the page.  And a
newcomer's walk through the whole served course: every quiz of every page
answered wrongly, then rightly."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from harness.lessons import LESSONS, widget_outputs
from harness.servers import copy_notebooks, course
from pitchtutor.actions import action_json
from pitchtutor.cards import parse_card
from pitchtutor.puzzles.trainer import shipped_index
from tests.browser.conftest import Page
from tests.browser.quiz_answers import Walked, walk_plan

NOTEBOOKS = sorted(path.name for path in LESSONS.glob("*.ipynb"))
TRANSLATED = sorted(path.relative_to(LESSONS).as_posix() for path in LESSONS.glob("[pf][tr]/*.ipynb"))
"""The Portuguese and French course (lessons/pt, lessons/fr), loaded like the English one."""


def open_lesson(page: Page, url: str, name: str) -> None:
    page.page.goto(f"{url}voila/render/{name}")
    expected = widget_outputs(name)
    if expected:
        page.page.wait_for_function(
            f"document.querySelectorAll('.pt-root, .pt-teacher').length >= {expected}", timeout=60_000
        )
    page.page.locator("h1").first.wait_for()


def assert_clean(page: Page, name: str) -> None:
    """No error of a cell, no traceback, no kernel banner on the page, and nothing logged."""
    p = page.page
    assert p.get_by_text("There was an error when executing cell").count() == 0, name
    assert p.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0, name
    assert "Traceback" not in p.locator("body").inner_text(), name
    assert p.locator(".pt-kernel-banner:not([hidden])").count() == 0, name
    assert page.errors == [], (name, page.errors)


@pytest.mark.parametrize("name", NOTEBOOKS + TRANSLATED)
def test_lesson_loads_without_errors(voila_url: str, page: Page, name: str) -> None:
    open_lesson(page, voila_url, name)
    p = page.page
    assert_clean(page, name)
    top_level = p.evaluate(
        """() => [...document.querySelectorAll('.pt-root, .pt-teacher')]
                 .filter((el) => !el.parentElement.closest('.pt-root, .pt-teacher')).length"""
    )
    assert top_level == widget_outputs(name)


def wait_summary(quiz: object, text: str) -> None:
    quiz.locator(".pt-quiz-summary", has_text=text).wait_for()  # type: ignore[attr-defined]


def test_quizzes_wrong_then_right_and_progress_survives_a_reload(
    voila_url: str, page: Page, screenshot_dir: Path
) -> None:
    p = page.page
    # Lesson 1: count the pips
    open_lesson(page, voila_url, "01-the-deck.ipynb")
    quiz = p.locator(".pt-quiz[data-kind='count-pips']")
    quiz.get_by_role("button", name="Check").click()  # nothing typed: asked for a number, not told "Not 0"
    quiz.locator(".pt-quiz-error", has_text="Type the number of pips.").wait_for()
    assert "20 pips" not in quiz.inner_text()
    quiz.locator("input").fill("19")
    quiz.get_by_role("button", name="Check").click()
    wait_summary(quiz, "Not 19: these cards count 20 pips.")
    assert "10♥ 10 + A♠ 4 + K♦ 3 + Q♠ 2 + J♥ 1 = 20 pips" in quiz.inner_text()
    quiz.locator("input").fill("20")
    quiz.get_by_role("button", name="Check").click()
    wait_summary(quiz, "Right: 20 pips.")
    p.screenshot(path=str(screenshot_dir / "lesson-01.png"), full_page=True)
    # Lesson 2: who bids first
    open_lesson(page, voila_url, "02-seats-and-dealing.ipynb")
    quiz = p.locator(".pt-quiz[data-kind='pick-seat']").first
    quiz.get_by_role("button", name="North (dealer)").click()
    wait_summary(quiz, "No: East.")
    assert "on the dealer's left (the eldest hand)" in quiz.inner_text()
    assert "Try again: choose another answer." in quiz.inner_text()  # no Check button to press again
    quiz.get_by_role("button", name="East").click()
    wait_summary(quiz, "Right: East.")
    # Lesson 3: may the dealer hold?
    open_lesson(page, voila_url, "03-the-auction.ipynb")
    quiz = p.locator(".pt-quiz[data-kind='bid-legal']").first
    quiz.get_by_role("button", name="No, it is not").click()
    wait_summary(quiz, "Not so: in fact it is allowed.")
    assert "the dealer's privilege" in quiz.inner_text()
    quiz.get_by_role("button", name="Yes, it is allowed").click()
    wait_summary(quiz, "Right: it is allowed.")
    # Lesson 5: the 10 is not high
    open_lesson(page, voila_url, "05-winning-a-trick.ipynb")
    quiz = p.locator(".pt-quiz[data-kind='which-wins']").nth(1)
    quiz.locator("button[data-code='TC']").click()
    wait_summary(quiz, "Not the 10♣: the Q♣ wins.")
    quiz.locator("button[data-code='QC']").click()
    wait_summary(quiz, "Right: the Q♣ wins.")
    # Lesson 6: who scores
    open_lesson(page, voila_url, "06-the-four-points.ipynb")
    quiz = p.locator(".pt-quiz[data-kind='who-scores']").first
    for point, side in (
        ("High", "Your side"),
        ("Low", "East & West"),
        ("Jack", "Your side"),
        ("Game", "Your side"),
    ):
        quiz.get_by_role("radiogroup", name=f"Who scores {point}?").get_by_role("radio", name=side).click()
    quiz.get_by_role("button", name="Check").click()
    wait_summary(quiz, "3 of 4 right.")
    assert "Low goes to the player dealt it" in quiz.inner_text()
    assert "Try again: change your answer and check once more." in quiz.inner_text()
    quiz.get_by_role("radiogroup", name="Who scores Low?").get_by_role("radio", name="Your side").click()
    quiz.get_by_role("button", name="Check").click()
    wait_summary(quiz, "4 of 4 right.")
    p.screenshot(path=str(screenshot_dir / "lesson-06.png"), full_page=True)
    # on a phone each row of the record keeps its cards on one row, under its label
    p.set_viewport_size({"width": 390, "height": 844})
    tops = quiz.locator(".pt-quiz-line").evaluate_all(
        "rows => rows.map((r) => new Set([...r.querySelectorAll('.pt-chipcard')].map((c) => c.offsetTop)).size)"
    )
    assert tops and set(tops) == {1}, tops
    p.set_viewport_size({"width": 1280, "height": 800})
    # The index shows it, and so does a reload
    for _ in range(2):
        open_lesson(page, voila_url, "index.ipynb")
        badges = p.locator(".pt-progress-badge")
        assert [badges.nth(i).get_attribute("data-passed") for i in range(6)] == [
            "1",
            "1",
            "1",
            "0",
            "1",
            "1",
        ]
        assert "✓" not in badges.nth(0).inner_text() and badges.nth(0).inner_text() == "Quizzes: 1/2"
        p.reload()
    open_lesson(page, voila_url, "05-winning-a-trick.ipynb")
    assert p.locator(".pt-quiz.pt-passed-before").count() == 1  # remembered in this lesson too
    open_lesson(page, voila_url, "index.ipynb")
    p.screenshot(path=str(screenshot_dir / "lesson-index.png"), full_page=True)
    assert page.errors == []


def test_a_hand_to_watch_waits_for_the_learner_and_lesson_3_greys_bids(voila_url: str, page: Page) -> None:
    """Lesson 2's table is the computer's hand to watch: it waits, as dealt,
    for the learner to step through it (it used to be over before they scrolled
    to it); no Take back, no hints, no review of a play that was not yours.
    Lesson 3 deals you the dealer's seat, so the bids its text says are greyed
    really are."""
    p = page.page
    open_lesson(page, voila_url, "02-seats-and-dealing.ipynb")
    table = p.locator(".pt-table").first
    tools = table.locator(".pt-tools").inner_text()
    assert "Take back" not in tools and "Hints" not in tools and "Forward" in tools and "End" in tools
    p.wait_for_timeout(1500)
    assert table.locator(".pt-overlay", has_text="Game").count() == 0  # nothing moved by itself
    assert "Next to bid: You. Press Forward" in table.locator(".pt-overlay").inner_text()
    step = table.get_by_role("button", name="Trick ▶▶")
    sheet = table.locator(".pt-overlay", has_text="Game")
    for _ in range(12):  # the auction, then six tricks; a click while cards are on show is ignored
        step.click()
        try:
            sheet.wait_for(timeout=3_000)
            break
        except PlaywrightTimeoutError:
            continue
    assert sheet.is_visible()
    assert p.get_by_role("button", name="Review my play").count() == 0
    open_lesson(page, voila_url, "03-the-auction.ipynb")
    p.locator(".pt-bidbox").first.wait_for()
    assert p.locator(".pt-bidbox .pt-bid:not(.pt-legal)").count() >= 1  # below the high bid
    assert "Take back" in p.locator(".pt-tools").first.inner_text()
    assert page.errors == []


def test_a_lesson_page_asks_nothing_of_any_server_but_the_course(voila_url: str, page: Page) -> None:
    """Voila's own page template links Font Awesome on a CDN: offline that failed, and online it
    told a third party who was taking which lesson.  pitchtutor's template drops the links."""
    p = page.page
    requests: list[str] = []
    p.on("request", lambda request: requests.append(request.url))
    open_lesson(page, voila_url, "10-playing-the-cards.ipynb")
    p.wait_for_load_state("networkidle")
    assert requests and all(url.startswith((voila_url, "data:", "blob:")) for url in requests), [
        url for url in requests if not url.startswith(voila_url)
    ]
    assert any("/voila/templates/pitchtutor/static/" in url for url in requests)
    assert page.errors == []


# -- the newcomer's walk: every page of the course, every quiz wrong then right --------------

# The pages in the order a newcomer takes them; the index last, to see every pass counted.
WALK = [
    *sorted(name for name in NOTEBOOKS if name[:2].isdigit()),
    "pitch-and-pitty-pat.ipynb",
    *sorted(name for name in NOTEBOOKS if name.startswith("pittypat-")),
    "glossary.ipynb",
    "practice.ipynb",
    "index.ipynb",
]
FEEDBACK = ".pt-quiz-feedback, .pp-quiz-feedback"


@pytest.fixture(scope="module")
def course_url(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``pitchtutor serve`` (the production configuration), one server for the whole walk."""
    with course(copy_notebooks(tmp_path_factory.mktemp("walk") / "course")) as url:
        yield url


def give(quiz: Any, kind: str, value: Any) -> None:
    """Answer ``value`` as a learner would: click, type, choose, then Check where there is one."""
    if kind in ("which-wins", "best-card"):
        quiz.locator(f".pt-quiz-body button[data-code='{value}']").click()
    elif kind in ("legal-cards", "pip-counter"):
        for button in quiz.locator(".pt-quiz-body button[data-code]").all():
            wanted = "true" if button.get_attribute("data-code") in value else "false"
            if button.get_attribute("aria-pressed") != wanted:
                button.click()
    elif kind == "who-scores":
        for point, side in value.items():
            quiz.locator(f".pt-quiz-point[data-point='{point}'] [role=radio][data-value='{side}']").click()
    elif kind == "score-change":
        for side, change in value.items():
            quiz.locator(f".pt-quiz-point[data-side='{side}'] input").fill(change)
    elif kind == "count-pips":
        quiz.locator("input").fill(str(value))
    elif kind == "who-wins-match":
        quiz.locator(f"[role=radio][data-value='{value}']").click()
    elif kind == "bid-legal":
        quiz.get_by_role("button", name="Yes, it is allowed" if value else "No, it is not").click()
    elif kind == "bid-advice":
        label = "Pass" if value == "pass" else str(value)
        quiz.locator(".pt-quiz-options").get_by_role("button", name=label, exact=True).click()
    elif kind == "pick-seat":
        quiz.locator(f"button[data-seat='{value}']").click()
    elif kind == "choice":  # Pitty Pat
        quiz.locator(f"button.pp-choice[data-value='{json.dumps(value)}']").click()
    else:
        raise AssertionError(f"no way to answer a quiz of kind {kind!r}")
    check = quiz.get_by_role("button", name="Check", exact=True)
    if check.count():
        check.click()


def answered(quiz: Any, summary: str, *, correct: bool, exact: bool = True) -> list[str]:
    """Wait for the verdict ``summary`` (or one that begins so); check it is marked as it
    should be, shows (not hidden or cut off), and explains itself; the explanation's lines."""
    feedback = quiz.locator(FEEDBACK)
    feedback.locator(".pt-quiz-summary", has_text=summary).wait_for()
    shown = feedback.locator(".pt-quiz-summary").inner_text()
    assert shown == summary if exact else shown.startswith(summary), (shown, summary)
    marked = feedback.get_attribute("class") or ""
    assert ("pt-ok" in marked, "pt-not-ok" in marked) == (correct, not correct), (summary, marked)
    assert quiz.locator(".pt-quiz-error, .pp-error").count() == 0
    lines = [text.strip() for text in feedback.locator(".pt-quiz-lines li").all_inner_texts()]
    assert lines and all(lines), f"{summary!r} says nothing of why: {lines}"
    feedback.scroll_into_view_if_needed()
    assert feedback.is_visible()
    box, page_width = feedback.bounding_box(), quiz.page.viewport_size["width"]
    assert box and box["width"] > 100 and box["x"] >= 0 and box["x"] + box["width"] <= page_width, box
    return lines


def walk_quiz(page: Page, quiz: Any, plan: Walked, passed: int) -> int:
    """Answer one quiz wrongly, then rightly; the passes counted so far in this lesson."""
    p = page.page
    assert quiz.get_attribute("aria-label") == plan.prompt
    if plan.graded:
        give(quiz, plan.kind, plan.wrong)
        answered(quiz, plan.wrong_summary, correct=False)
        assert not plan.wrong_summary.startswith("Right")
        assert "pt-passed" not in (quiz.get_attribute("class") or "")
    give(quiz, plan.kind, plan.right)
    answered(quiz, plan.right_summary, correct=True)
    if not plan.graded:
        return passed
    assert "pt-passed" in (quiz.get_attribute("class") or "")
    if plan.quiz_id:
        stored = p.evaluate(f"localStorage.getItem('pitchtutor.passed.{plan.quiz_id}')")
        assert stored, f"{plan.quiz_id} was passed but not kept in local storage"
        passed += 1
        badge = p.locator(".pt-progress-compact .pt-progress-badge")
        if badge.count():  # the lesson's own progress counts it at once
            p.wait_for_function(
                "(n) => document.querySelector('.pt-progress-compact .pt-progress-badge').dataset.passed == n",
                arg=passed,
            )
    return passed


def answer_puzzle(trainer: Any, right: bool) -> str:
    """Click the card or call of the puzzle on show that is right (or wrong); its id. The
    test knows the answer from the shipped set, the page does not."""
    puzzle_id = trainer.locator(".pt-trainer-puzzle[data-id]").get_attribute("data-id") or ""
    puzzle = shipped_index().by_id[puzzle_id]
    values = [c.action for c in puzzle.choices if puzzle.solves(c.action) == right]
    value = str(action_json(values[0]))
    if puzzle.kind == "card":
        trainer.locator(f".pt-trainer-hand [data-code='{value}']").click()
    else:
        trainer.locator(f".pt-trainer-calls [data-call='{value}']").click()
    return puzzle_id


def next_puzzle(trainer: Any, answered_id: str) -> None:
    """Press "Next puzzle →" and wait until another puzzle, not yet answered, is on show."""
    trainer.get_by_role("button", name="Next puzzle →").click()
    trainer.page.wait_for_function(
        f"document.querySelector('.pt-trainer-puzzle').dataset.id !== '{answered_id}'"
        " && !document.querySelector('.pt-trainer-puzzle').classList.contains('pt-answered')"
    )


def walk_practice(page: Page) -> None:
    """The practice page: a puzzle missed, the next one solved; a pip-count drill
    answered wrongly, then rightly (its cards counted here from the page)."""
    p = page.page
    trainer = p.locator(".pt-trainer")
    first = answer_puzzle(trainer, right=False)
    lines = answered(trainer, "Not ", correct=False, exact=False)
    assert len(lines) >= 2
    next_puzzle(trainer, first)
    answer_puzzle(trainer, right=True)
    answered(trainer, "Right", correct=True, exact=False)
    drills = p.locator(".pt-drills")
    # The mixed drill on show may already be a pip count: mark what is drawn now, and
    # read the cards only once the pip drill that the choice asks for has replaced it.
    drills.locator(".pt-quiz-body > *").first.evaluate("(node) => { node.dataset.stale = '1'; }")
    drills.locator("select").select_option("pips")
    p.wait_for_function(
        "(() => { const root = document.querySelector('.pt-drills');"
        " const drawn = root.querySelector('.pt-quiz-body > *');"
        " return root.dataset.kind === 'count-pips' && drawn && !drawn.dataset.stale"
        " && root.querySelector('.pt-quiz-body input'); })()"
    )
    codes = drills.locator(".pt-quiz-body .pt-card[data-code]").evaluate_all(
        "(cards) => cards.map((c) => c.dataset.code)"
    )
    total = sum(parse_card(code).pips for code in codes)
    give(drills, "count-pips", total + 1)
    answered(drills, f"Not quite: {total} pips.", correct=False)
    give(drills, "count-pips", total)
    answered(drills, "Right, in ", correct=True, exact=False)


def test_a_newcomer_walks_every_page_answering_every_quiz_wrongly_then_rightly(
    course_url: str, page: Page
) -> None:
    """The whole course in order, as a newcomer takes it, on one server: every quiz of
    every page answered once wrongly and once rightly, with the answers the quiz's own
    engine gives (tests/browser/quiz_answers.py); the verdicts, their explanations and
    the progress checked, and no error on any page.  The index then counts every pass."""
    p = page.page
    quizzes = 0
    for name in WALK:
        open_lesson(page, course_url, name)
        plan = walk_plan(name)
        shown = p.locator(".pt-quiz:not(.pt-drills, .pt-trainer), .pp-quiz")  # practice: below
        assert shown.count() == len(plan), (name, shown.count(), [w.kind for w in plan])
        passed = 0
        for index, walked in enumerate(plan):
            passed = walk_quiz(page, shown.nth(index), walked, passed)
            quizzes += walked.graded
        if name == "practice.ipynb":
            walk_practice(page)
        badge = p.locator(".pt-progress-compact .pt-progress-badge")
        if badge.count():
            assert badge.inner_text() == f"✓ Quizzes passed: {passed} of {passed}", (name, badge.inner_text())
        assert_clean(page, name)
    badges = p.locator(".pt-progress-badge")
    assert badges.count() == 12
    assert all(text.startswith("✓ ") for text in badges.all_inner_texts()), badges.all_inner_texts()
    assert quizzes >= 46, quizzes
