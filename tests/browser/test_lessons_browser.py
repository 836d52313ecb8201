"""Every lesson served by Voila: it loads with no error and every widget
drawn; in five lessons a quiz is answered wrongly, then rightly; and the
progress survives a reload of the page."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from harness.lessons import LESSONS, widget_outputs
from tests.browser.conftest import Page

NOTEBOOKS = sorted(path.name for path in LESSONS.glob("*.ipynb"))


def open_lesson(page: Page, url: str, name: str) -> None:
    page.page.goto(f"{url}voila/render/{name}")
    expected = widget_outputs(name)
    if expected:
        page.page.wait_for_function(
            f"document.querySelectorAll('.pt-root, .pt-teacher').length >= {expected}", timeout=60_000
        )
    page.page.locator("h1").first.wait_for()


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_lesson_loads_without_errors(voila_url: str, page: Page, name: str) -> None:
    open_lesson(page, voila_url, name)
    p = page.page
    assert p.get_by_text("There was an error when executing cell").count() == 0
    assert p.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert "Traceback" not in p.locator("body").inner_text()
    top_level = p.evaluate(
        """() => [...document.querySelectorAll('.pt-root, .pt-teacher')]
                 .filter((el) => !el.parentElement.closest('.pt-root, .pt-teacher')).length"""
    )
    assert top_level == widget_outputs(name)
    assert page.errors == []


def feedback(quiz: object) -> str:
    return quiz.locator(".pt-quiz-summary").inner_text()  # type: ignore[attr-defined]


def wait_summary(quiz: object, text: str) -> None:
    quiz.locator(".pt-quiz-summary", has_text=text).wait_for()  # type: ignore[attr-defined]


def test_quizzes_wrong_then_right_and_progress_survives_a_reload(
    voila_url: str, page: Page, screenshot_dir: Path
) -> None:
    p = page.page
    # Lesson 1: count the pips
    open_lesson(page, voila_url, "01-the-deck.ipynb")
    quiz = p.locator(".pt-quiz[data-kind='count-pips']")
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
    quiz.get_by_role("button", name="East").click()
    wait_summary(quiz, "Right: East.")
    # Lesson 3: may the dealer hold?
    open_lesson(page, voila_url, "03-the-auction.ipynb")
    quiz = p.locator(".pt-quiz[data-kind='bid-legal']").first
    quiz.get_by_role("button", name="No, it is not").click()
    wait_summary(quiz, "No: it is allowed.")
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
        ("Low", "West & East"),
        ("Jack", "Your side"),
        ("Game", "Your side"),
    ):
        quiz.get_by_role("radiogroup", name=f"Who scores {point}?").get_by_role("radio", name=side).click()
    quiz.get_by_role("button", name="Check").click()
    wait_summary(quiz, "3 of 4 right.")
    assert "Low goes to the player dealt it" in quiz.inner_text()
    quiz.get_by_role("radiogroup", name="Who scores Low?").get_by_role("radio", name="Your side").click()
    quiz.get_by_role("button", name="Check").click()
    wait_summary(quiz, "4 of 4 right.")
    p.screenshot(path=str(screenshot_dir / "lesson-06.png"), full_page=True)
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
        assert "✓" not in badges.nth(0).inner_text() and badges.nth(0).inner_text() == "1/2 quizzes"
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
