"""Teacher controls and quizzes in a real Voila page."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pitchtutor.texts.page import word
from pitchtutor.widgets.teacher import _record_title
from tests.browser.conftest import Page

ROOT = Path(__file__).resolve().parents[2]
RECORD = (ROOT / "examples/partnership-made.json").read_text()


def open_notebook(page: Page, url: str) -> None:
    page.page.goto(f"{url}voila/render/teacher-and-quiz.ipynb")
    page.page.locator(".pt-table[data-seq]").wait_for()
    page.page.locator(".pt-quiz").nth(1).wait_for()


def test_teacher_loads_a_record_and_steps_through_it(
    voila_url: str, page: Page, screenshot_dir: Path
) -> None:
    open_notebook(page, voila_url)
    p = page.page
    p.get_by_role("tab", name="Hand record").click()
    p.locator(".pt-teacher textarea").last.fill("{ not json")
    p.get_by_role("button", name="Load the pasted record").click()
    p.get_by_text("the pasted text: not valid JSON").wait_for()
    p.locator(".pt-teacher textarea").last.fill(RECORD)
    p.get_by_role("button", name="Load the pasted record").click()
    p.get_by_text("Load the pasted record: done.").wait_for()
    table = p.locator(".pt-table")
    assert table.get_attribute("data-phase") == "auction"
    assert p.locator(".pt-seat .pt-chipcard").count() == 18  # every hand face up
    for step in range(9):  # the auction and the first trick; its winner is a step of its own
        before = int(table.get_attribute("data-seq") or 0)
        p.get_by_role("button", name="Step forward ▶").click()
        p.wait_for_function(f"Number(document.querySelector('.pt-table').dataset.seq) > {before}")
        if step == 7:  # the fourth card on the table, the class asked which wins: nothing says yet
            assert p.locator(".pt-trick .pt-played").count() == 4
            assert p.locator("[data-testid='trick-why']").count() == 0
            assert p.locator(".pt-trick .pt-winner").count() == 0
    assert (
        p.locator("[data-testid='trick-why']").inner_text()
        == "You win trick 1 with the A♥, the highest trump played."
    )
    p.screenshot(path=str(screenshot_dir / "teacher-step.png"), full_page=True)
    before = int(table.get_attribute("data-seq") or 0)
    p.get_by_role("button", name="◀ Step back").click()
    p.wait_for_function(f"Number(document.querySelector('.pt-table').dataset.seq) > {before}")
    assert p.locator(".pt-trick .pt-played").count() == 3
    assert page.errors == []


def test_a_hand_record_loads_from_a_file(voila_url: str, page: Page, tmp_path: Path) -> None:
    """The upload button says what it does (ipywidgets' read "Upload (0)"), the keyboard reaches
    it, and a chosen file loads; a file that is not a record is refused in one line."""
    open_notebook(page, voila_url)
    p = page.page
    p.get_by_role("tab", name="Hand record").click()
    button = p.get_by_role("button", name="Load a file…")
    button.wait_for()
    assert "(0)" not in button.inner_text()
    chooser = p.locator(".pt-file-button + input[type=file]")
    bad = tmp_path / "notes.json"
    bad.write_text("{ not json")
    chooser.set_input_files(str(bad))
    p.get_by_text("Load the file: notes.json: not valid JSON").wait_for()
    good = tmp_path / "hand.json"
    good.write_text(RECORD)
    chooser.set_input_files(str(good))
    p.get_by_text("Load the file: done.").wait_for()
    assert p.locator(".pt-seat .pt-chipcard").count() == 18  # every hand face up
    button.focus()
    assert p.evaluate("document.activeElement.textContent") == "Load a file…"
    assert page.errors == []


def test_quizzes_check_answers_and_explain(voila_url: str, page: Page) -> None:
    open_notebook(page, voila_url)
    p = page.page
    which = p.locator(".pt-quiz[data-kind='which-wins']")
    which.locator("button[data-code='TH']").click()
    feedback = which.locator(".pt-quiz-feedback")
    feedback.get_by_text("Not the 10♥: the K♥ wins.").wait_for()
    assert "the highest trump played" in feedback.inner_text()
    which.locator("button[data-code='KH']").click()
    feedback.get_by_text("Right: the K♥ wins.").wait_for()
    assert which.locator(".pt-quiz-passed").is_visible()
    legal = p.locator(".pt-quiz[data-kind='legal-cards']")
    legal.locator("button[data-code='KH']").click()
    legal.get_by_role("button", name="Check").click()
    legal.get_by_text("Not quite: you left out 1 card you may play.").wait_for()
    legal.locator("button[data-code='3H']").click()
    legal.get_by_role("button", name="Check").click()
    legal.get_by_text("Right: you may play 2 of your 6 cards.").wait_for()
    assert "follow with a trump; the 10♣ is not one" in legal.inner_text()
    assert page.errors == []
    assert json.loads(RECORD)["play"][0] == "AH"


def test_the_teachers_notebook_on_a_projector(voila_url: str, browser: Any, screenshot_dir: Path) -> None:
    """The course's teacher notebook: a hand record chosen from the course's list (not
    fetched from the server, which answers 403 for files), large type, one set of
    Undo/Restart, the step bar and the table on one 1280x720 screen, and at 150% zoom
    the tutor still beside the table."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    p = context.new_page()
    page = Page(p)
    p.goto(f"{voila_url}voila/render/teacher.ipynb")
    table = p.locator(".pt-table.pt-projector[data-seq]")
    table.wait_for(timeout=60_000)
    p.get_by_role("tab", name="Hand record").click()
    p.get_by_label(word("en", "teacher.course_records")).select_option(
        label=_record_title(Path("first-hand.json"))
    )
    p.get_by_role("button", name="Load", exact=True).click()
    p.get_by_text("Load: done.").wait_for()
    for _ in range(6):
        before = int(table.get_attribute("data-seq") or 0)
        p.get_by_role("button", name="Step forward ▶").click()
        p.wait_for_function(f"Number(document.querySelector('.pt-table').dataset.seq) > {before}")
    # the switches say whether they are on, to a screen reader too (a stock toggle button did not)
    assert p.get_by_role("checkbox", name="Projector").is_checked()
    assert p.get_by_role("checkbox", name="Show all hands").is_checked()
    assert p.get_by_role("button", name="Take back").count() == 0  # the step bar's Undo is the one
    assert p.get_by_role("button", name="Undo my move").count() == 1
    sizes = p.evaluate(
        """() => ['.pt-log .pt-line', '.pt-totals li', '.pt-chip'].map(
             (s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize))"""
    )
    assert sizes[0] >= 20 and sizes[1] >= 20, sizes
    p.get_by_role("button", name="Step forward ▶").evaluate("e => e.scrollIntoView({block: 'start'})")
    box = p.evaluate(
        """() => { const bar = [...document.querySelectorAll('.pt-teacher button')].find((b) => b.textContent.includes('Step forward'));
             const t = document.querySelector('.pt-table').getBoundingClientRect();
             return {bar: bar.getBoundingClientRect().top, bottom: t.bottom}; }"""
    )
    assert box["bottom"] - box["bar"] <= 720, box
    p.screenshot(path=str(screenshot_dir / "teacher-projector.png"))
    assert page.errors == []
    context.close()
    # at 150% zoom: 1280x720 device pixels are 853x480 CSS pixels
    zoomed = browser.new_context(viewport={"width": 853, "height": 480}, device_scale_factor=1.5)
    p = zoomed.new_page()
    p.goto(f"{voila_url}voila/render/teacher.ipynb")
    p.locator(".pt-table.pt-projector[data-seq]").wait_for(timeout=60_000)
    where = p.evaluate(
        """() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
             return {felt: r('.pt-felt'), tutor: r('.pt-tutor')}; }"""
    )
    assert where["tutor"]["left"] >= where["felt"]["right"] - 1, where  # beside the table, not below it
    assert where["tutor"]["top"] < where["felt"]["bottom"], where
    zoomed.close()
