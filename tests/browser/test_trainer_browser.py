"""The Practice notebook in Voila: a puzzle answered wrongly, then one rightly; the
rating moves each time, the explanation shows, and the rating survives a reload
(the browser's local storage).  Screenshots at desktop and phone sizes."""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

from tests.browser.conftest import Page
from tests.browser.test_lessons_browser import answer_puzzle, next_puzzle, open_lesson


def _rating(trainer: object) -> int:
    return int(trainer.locator(".pt-trainer-number").inner_text())  # type: ignore[attr-defined]


def test_a_puzzle_missed_then_one_solved_moves_the_rating_and_explains(
    voila_url: str, page: Page, screenshot_dir: Path
) -> None:
    p = page.page
    open_lesson(page, voila_url, "practice.ipynb")
    trainer = p.locator(".pt-trainer")
    box = trainer.locator(".pt-trainer-puzzle[data-id]")
    box.wait_for()
    assert _rating(trainer) == 1500
    p.screenshot(path=str(screenshot_dir / "practice-trainer-start.png"), full_page=False)

    first = answer_puzzle(trainer, right=False)
    summary = trainer.locator(".pt-trainer-feedback .pt-quiz-summary")
    summary.wait_for()
    assert summary.inner_text().startswith("Not ")
    move = trainer.locator(".pt-trainer-move")
    assert int(move.get_attribute("data-delta") or "0") < 0
    assert trainer.locator(".pt-trainer-feedback .pt-quiz-lines li").count() >= 2
    assert "worth" in trainer.locator(".pt-trainer-feedback .pt-quiz-lines").inner_text()
    assert trainer.locator(".pt-trainer-values tr").count() >= 3  # a header and two choices at least
    after_miss = _rating(trainer)
    assert after_miss < 1500
    p.set_viewport_size({"width": 1280, "height": 800})
    trainer.scroll_into_view_if_needed()
    p.screenshot(path=str(screenshot_dir / "practice-trainer-desktop.png"))

    next_puzzle(trainer, first)
    answer_puzzle(trainer, right=True)
    trainer.locator(".pt-trainer-feedback .pt-quiz-summary", has_text="Right").wait_for()
    assert int(trainer.locator(".pt-trainer-move").get_attribute("data-delta") or "0") > 0
    after_solve = _rating(trainer)
    assert after_solve > after_miss
    assert trainer.locator(".pt-trainer-chart polyline").count() == 1
    p.set_viewport_size({"width": 390, "height": 844})
    trainer.locator(".pt-trainer-feedback").scroll_into_view_if_needed()
    p.screenshot(path=str(screenshot_dir / "practice-trainer-phone.png"))

    # The rating is kept in this browser: a reload shows it again. So are the drills' answer
    # times (kept as the page stores them), which the pace then counts from.
    p.evaluate("localStorage.setItem('pitchtutor.drills.times', JSON.stringify({pips: [7.5, 6, 5.25]}))")
    p.set_viewport_size({"width": 1280, "height": 800})
    kept = p.evaluate("localStorage.getItem('pitchtutor.trainer.learner')")
    # What the reload will hand over, rounded as the page rounds it (half up: 1452.5 shows 1453,
    # where Python's round() would say 1452).
    assert math.floor(json.loads(kept)["rating"][0] + 0.5) == after_solve, kept
    p.reload()
    p.locator(".pt-drill-pace li", has_text="3 right answers timed").wait_for()
    box.wait_for()
    try:
        p.wait_for_function(f"document.querySelector('.pt-trainer-number').textContent === '{after_solve}'")
    except Exception as error:  # once seen in CI and never here: say what the page showed and kept
        shown = trainer.locator(".pt-trainer-number").inner_text()
        now = p.evaluate("localStorage.getItem('pitchtutor.trainer.learner')")
        raise AssertionError(f"rating {shown!r}, wanted {after_solve}; kept before the reload: {kept}; "
                             f"now: {now}; page errors: {page.errors}") from error  # fmt: skip
    assert "Rated puzzles solved: 1 of 2" in trainer.locator(".pt-trainer-counts").inner_text()
    assert page.errors == []


# The hand row's box and its cards' boxes, read together; null (wait on) until six cards are drawn.
_SIX_CARDS_MEASURED = """() => {
  const row = document.querySelector('.pt-trainer-hand');
  const cards = [...document.querySelectorAll('.pt-trainer-hand .pt-choice')];
  if (!row || cards.length !== 6) return null;
  const box = (node) => { const r = node.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width}; };
  const boxes = cards.map(box);
  if (boxes.some((b) => b.width === 0)) return null;
  return {row: box(row), cards: boxes};
}"""


def test_a_hand_to_play_from_stays_on_one_row(voila_url: str, page: Page) -> None:
    """The pitch's six cards sit on one row, inside the felt, on a laptop, a small laptop and a
    phone: wrapped onto a second row, they pushed the verdict below a laptop's screen."""
    p = page.page
    open_lesson(page, voila_url, "practice.ipynb")
    trainer = p.locator(".pt-trainer")
    trainer.locator(".pt-trainer-puzzle[data-id]").wait_for()
    trainer.locator(".pt-trainer-select").select_option("pitch")  # the first lead: six cards
    for width, height in ((1280, 800), (1024, 768), (390, 844)):
        p.set_viewport_size({"width": width, "height": height})
        # Measured in one go in the page, once six cards are drawn: the theme's change redraws
        # the puzzle (twice: the choice, then the new puzzle), and boxes read one by one from
        # Python once caught a card between two drawings (CI, 2026-12-06).
        measured = p.wait_for_function(_SIX_CARDS_MEASURED).json_value()
        row, boxes = measured["row"], measured["cards"]
        assert len({round(b["y"]) for b in boxes}) == 1, (width, boxes)
        assert all(row["x"] <= b["x"] and b["x"] + b["width"] <= row["x"] + row["width"] for b in boxes)
        # the cards overlap no more than a phone needs: each shows its index corner, a third of it
        assert all(b2["x"] - b1["x"] >= b1["width"] / 3 for b1, b2 in itertools.pairwise(boxes))
    assert page.errors == []
