"""A newcomer's walk with the keyboard alone (Tab, the arrows, Enter) in a 1280x800 window,
as lesson 5's table and the practice page's puzzle trainer meet them: the control with the
focus is always in sight (the page scrolls to it), the face-down hands of the other seats
are no tab stops, Take back hands the focus on to where the learner acts next, and Next
puzzle puts it on the new puzzle's first choice with its question in view."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.conftest import Page, window_of

ACTIVE = """() => {
  const e = document.activeElement;
  const r = e.getBoundingClientRect();
  return {classes: e.className || '', name: e.getAttribute('aria-label') || e.textContent.trim().slice(0, 40),
          tag: e.tagName, back: !!e.closest('.pt-back, .pt-seat:not(.pt-me) .pt-fan'),
          hand: !!e.closest('.pt-hand'), bidbox: !!e.closest('.pt-bidbox'), key: e.dataset.focusKey || '',
          choice: !!e.closest('.pt-trainer-hand, .pt-trainer-calls') && e.tagName === 'BUTTON',
          shown: r.width > 0 && r.top >= -0.5 && r.left >= -0.5
                 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5,
          top: Math.round(r.top), bottom: Math.round(r.bottom)};
}"""

LESSON = "05-winning-a-trick.ipynb"


@pytest.fixture
def window(browser: Any) -> Iterator[Page]:
    """The walk's window: 1280x800, where lesson 5's hand starts below the bottom edge."""
    with window_of(browser, 1280, 800) as page:
        yield page


def active(p: Any) -> dict[str, Any]:
    now: dict[str, Any] = p.evaluate(ACTIVE)
    return now


def in_sight(p: Any, what: str) -> dict[str, Any]:
    """What has the focus; it must be wholly inside the window."""
    now = active(p)
    assert now["shown"], (
        f"{what}: the focus is out of sight ({now}, window height {p.evaluate('innerHeight')})"
    )
    return now


def tab_to(p: Any, wanted: str, most: int = 80) -> dict[str, Any]:
    """Tab until the focus is on an element that matches ``wanted`` (a selector), checking
    that no face-down card is ever a stop on the way."""
    for _ in range(most):
        p.keyboard.press("Tab")
        now = active(p)
        assert not now["back"], f"Tab stopped on a face-down card: {now}"
        if p.evaluate("(s) => document.activeElement.matches(s)", wanted):
            return now
    raise AssertionError(f"Tab never reached {wanted}: the focus is on {active(p)}")


def wait_for_my_card(p: Any) -> None:
    """The others have played (at the lesson's pace): the focus is on a card the learner may play."""
    p.wait_for_function(
        "document.activeElement.matches('.pt-hand .pt-card.pt-legal')"
        " && !document.querySelector('.pt-table').classList.contains('pt-waiting')"
        " && !document.querySelector('.pt-table').classList.contains('pt-animating')",
        timeout=30_000,
    )


def test_lesson_5_table_with_the_keyboard_only(voila_url: str, window: Page) -> None:
    p = window.page
    p.goto(f"{voila_url}voila/render/{LESSON}")
    table = p.locator(".pt-table[data-seq]").first
    table.wait_for()
    assert table.get_attribute("data-phase") == "auction"
    # the others' hands: one named group each, no card of them focusable or a button
    fans = p.locator(".pt-seat:not(.pt-me) .pt-fan[role='group']")
    assert fans.count() == 3
    for i in range(3):
        assert re.fullmatch(r".+'s hand, \d+ cards?", fans.nth(i).get_attribute("aria-label") or "")
        assert fans.nth(i).get_attribute("tabindex") is None
    assert p.locator(".pt-back").count() >= 18
    assert p.locator(".pt-back[tabindex], button.pt-back").count() == 0
    hand_top = p.evaluate("document.querySelector('.pt-hand').getBoundingClientRect().top")
    assert hand_top > 800  # the hand starts below the window

    # Tab reaches the bidding box with no stop on a face-down card; the arrows move in it
    tab_to(p, ".pt-bidbox .pt-bid")
    in_sight(p, "the bidding box")
    p.keyboard.press("ArrowRight")
    assert "Bid 1" in in_sight(p, "an arrow in the bidding box")["name"]
    p.keyboard.press("Enter")
    # after the bid (and the others' calls) the focus is on a card to play, scrolled into sight
    wait_for_my_card(p)
    assert table.get_attribute("data-phase") == "play"
    in_sight(p, "the hand after the bid")
    for _ in range(6):  # the arrows walk the hand, each card in sight
        p.keyboard.press("ArrowRight")
        assert in_sight(p, "an arrow along the hand")["hand"]
    for _ in range(6):
        if "pt-legal" in active(p)["classes"]:
            break
        p.keyboard.press("ArrowRight")
    played = active(p)["key"]
    p.keyboard.press("Enter")
    p.wait_for_function(f"!document.querySelector(\"[data-focus-key='{played}']\")")
    # after the trick goes round, the focus is on the next card to play, again in sight
    wait_for_my_card(p)
    in_sight(p, "the hand after a trick")

    # Take back: reached by Tab (no face-down stop), and the focus then goes to the hand
    # (or the bidding box) in sight, not left on the tool
    tool = tab_to(p, "[data-focus-key='tool:undo']")
    before = table.get_attribute("data-seq")
    p.keyboard.press("Enter")
    p.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
    p.wait_for_function("!!document.activeElement.closest('.pt-hand, .pt-bidbox')")
    now = in_sight(p, "after Take back")
    assert (now["hand"] or now["bidbox"]) and now["key"] != tool["key"], now
    assert p.locator(f".pt-hand [data-focus-key='{played}']").count() == 1  # the card is back
    # and the learner acts from there at once: Enter plays the focused card
    if "pt-legal" in now["classes"]:
        before = table.get_attribute("data-seq")
        p.keyboard.press("Enter")
        p.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
    assert p.locator(".pt-kernel-banner:not([hidden])").count() == 0
    assert window.errors == []


def answer_by_keyboard(p: Any) -> None:
    """Enter on the focused choice (any answer).  The trainer may still redraw as the page settles
    (its stored progress arriving), which replaces the button the walk tabbed to: CI once pressed
    Enter on the page's body and waited a minute for a verdict.  So the focus is taken back to a
    choice first wherever a redraw dropped it, and Enter pressed again if no answer was sent.  The
    verdict comes from the kernel: on a loaded machine (two test workers, each with its server, its
    kernels and a browser) 10 s once passed without one, so each try waits 20 s."""
    on_choice = "!!(document.activeElement && document.activeElement.matches('.pt-trainer-puzzle button'))"
    answered = "document.querySelector('.pt-trainer-puzzle').classList.contains('pt-answered')"
    for _ in range(3):
        if not p.evaluate(on_choice):
            tab_to(p, ".pt-trainer-puzzle button", most=120)
        p.keyboard.press("Enter")
        try:
            p.wait_for_function(answered, timeout=20_000)
            return
        except PlaywrightTimeoutError:
            continue
    raise AssertionError("Enter on a puzzle's choice never answered it")


def test_next_puzzle_puts_the_focus_on_its_first_choice(voila_url: str, window: Page) -> None:
    p = window.page
    p.goto(f"{voila_url}voila/render/practice.ipynb")
    box = p.locator(".pt-trainer-puzzle[data-id]")
    box.wait_for()
    for round_ in range(2):
        if round_ == 0:
            tab_to(p, ".pt-trainer-puzzle button", most=120)
        in_sight(p, "a puzzle's choice")
        first = box.get_attribute("data-id") or ""
        answer_by_keyboard(p)
        p.locator(".pt-trainer-feedback .pt-quiz-summary").wait_for()
        tab_to(p, ".pt-trainer-next", most=40)
        in_sight(p, "Next puzzle")
        p.keyboard.press("Enter")
        p.wait_for_function(
            f"document.querySelector('.pt-trainer-puzzle').dataset.id !== '{first}'"
            " && !document.querySelector('.pt-trainer-puzzle').classList.contains('pt-answered')"
        )
        p.wait_for_function("document.activeElement !== document.body")
        now = in_sight(p, "the new puzzle's first choice")
        assert now["choice"], now
        assert p.evaluate("document.activeElement === document.querySelector('.pt-trainer-puzzle button')")
        prompt = p.evaluate(
            "(() => { const r = document.querySelector('.pt-trainer-prompt').getBoundingClientRect();"
            " return [r.top, r.bottom, innerHeight]; })()"
        )
        # the question is in view (to the pixel: scrolled to its box's top, it may sit a fraction above)
        assert prompt[0] >= -1 and prompt[1] <= prompt[2], prompt
    assert window.errors == []
