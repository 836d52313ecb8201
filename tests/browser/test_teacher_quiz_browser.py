"""Teacher controls and quizzes in a real Voila page."""

from __future__ import annotations

import json
from pathlib import Path

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
    p.get_by_role("button", name="Load record (step through it)").click()
    p.get_by_text("the pasted text: not valid JSON").wait_for()
    p.locator(".pt-teacher textarea").last.fill(RECORD)
    p.get_by_role("button", name="Load record (step through it)").click()
    p.get_by_text("Load record (step through it): done.").wait_for()
    table = p.locator(".pt-table")
    assert table.get_attribute("data-phase") == "auction"
    assert p.locator(".pt-seat .pt-chipcard").count() == 18  # every hand face up
    for _ in range(8):  # the auction and the first trick
        before = int(table.get_attribute("data-seq") or 0)
        p.get_by_role("button", name="Step forward ▶").click()
        p.wait_for_function(f"Number(document.querySelector('.pt-table').dataset.seq) > {before}")
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
    legal.get_by_text("Not quite: 1 playable card not chosen").wait_for()
    legal.locator("button[data-code='3H']").click()
    legal.get_by_role("button", name="Check").click()
    legal.get_by_text("Right: 2 of your cards may be played.").wait_for()
    assert "follow with a trump; the 10♣ is not one" in legal.inner_text()
    assert page.errors == []
    assert json.loads(RECORD)["play"][0] == "AH"
