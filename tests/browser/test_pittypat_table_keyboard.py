"""The Pitty Pat table played from the keyboard alone, as a newcomer meets it in lesson
pittypat-1: after each move the focus is where they act next (never the page's top), the
arrow keys move between the hand's cards, the tutor's panel shows its newest line (unless
they scrolled up to read), and the round's end is said once, with no card left to play.

Most tests drive the page in the harness of test_pittypat_table_browser (the real bundle and
CSS, a real PittyPatTable in this process); the last one walks the served lesson in Voila."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from harness.servers import copy_notebooks, voila
from pitchtutor.widgets.pittypat_table import PittyPatTable
from tests.browser.conftest import Page
from tests.browser.test_pittypat_table_browser import open_table, pump

ACTIVE = """() => {
  const a = document.activeElement;
  return {tag: a ? a.tagName : null, focus: (a && a.dataset && a.dataset.focus) || null,
          disabled: !!(a && a.disabled), label: a && a.getAttribute('aria-label'),
          classes: (a && a.className) || '', inTable: !!(a && a.closest('.pp-root'))};
}"""

NEWEST_SHOWN = """() => {
  const list = document.querySelector('.pp-lines');
  const last = list.lastElementChild.getBoundingClientRect(), box = list.getBoundingClientRect();
  return {overflows: list.scrollHeight > list.clientHeight + 8, text: list.lastElementChild.textContent,
          shown: last.top >= box.top - 1 && last.bottom <= box.bottom + 1};
}"""

ERROR_RED = "rgb(179, 38, 30)"  # pitch.css's --pt-bad


def active(p: Any) -> dict[str, Any]:
    now: dict[str, Any] = p.evaluate(ACTIVE)
    return now


def expected_focus(scene: dict[str, Any]) -> str | None:
    """Where the learner acts next: the first card of the hand that can match the up-card,
    else Draw or Pass, else (the round over) the next round's button."""
    if scene["end"] is not None:
        return None if scene["match_over"] else "next"
    matches = {pair["match"] for pair in scene["moves"]["pairs"]}
    if matches:
        first = next(card for card in scene["seats"][scene["viewer"]]["cards"] if card["code"] in matches)
        return f"card-{first['code']}"
    return "draw" if scene["moves"]["draw"] else "pass"


def arrow_to(p: Any, key: str) -> None:
    """Move along the hand with ArrowRight until ``key`` (a card's data-focus) has the focus."""
    for _ in range(20):
        if active(p)["focus"] == key:
            return
        p.keyboard.press("ArrowRight")
    raise AssertionError(f"the arrow keys never reached {key}: the focus is on {active(p)}")


def move(p: Any, table: PittyPatTable) -> None:
    """The move to make, from the keyboard: a pair (the first), else Draw or Pass, whichever has the focus."""
    pairs = table.scene["moves"]["pairs"]
    if pairs:
        arrow_to(p, f"card-{pairs[0]['match']}")
        p.keyboard.press("Enter")  # chosen as the match: the focus stays on it
        assert active(p)["focus"] == f"card-{pairs[0]['match']}"
        assert p.locator(".pp-hand button[aria-pressed='true']").count() == 1
        arrow_to(p, f"card-{pairs[0]['free']}")
    p.keyboard.press("Enter")
    assert pump(p, table) == 1
    assert table.scene["error"] is None, table.scene["error"]


def play_round(p: Any, table: PittyPatTable) -> int:
    """Play the round to its end with the keyboard only, checking after every move that the focus
    went where the learner acts next; the number of moves."""
    p.keyboard.press("Tab")  # from the page's top: the table's first tab stop is the move to make
    for moves in range(400):
        scene = table.scene
        now = active(p)
        assert now["inTable"] and not now["disabled"], (moves, now)
        assert now["focus"] == expected_focus(scene), (moves, now, scene["moves"])
        if scene["end"] is not None:
            return moves
        move(p, table)
    raise AssertionError("the round did not end in 400 moves")


def test_after_every_move_the_focus_is_where_the_learner_acts_next(page: Page) -> None:
    table = PittyPatTable(players=3, seed=11)
    p = open_table(page, table)
    assert play_round(p, table) > 3
    assert active(p)["focus"] == "next"  # the round is over: Next round
    p.keyboard.press("Enter")
    assert pump(p, table) == 1 and table.scene["end"] is None
    assert active(p)["focus"] == expected_focus(table.scene)  # the new round: its first move
    assert not page.errors, page.errors


def test_the_arrow_keys_move_between_the_cards_of_the_hand(page: Page) -> None:
    for seed in range(60):
        table = PittyPatTable(players=3, seed=seed)
        scene = table.scene
        if scene["moves"]["pairs"] and len(scene["seats"][0]["cards"]) >= 4:
            break
    codes = [f"card-{card['code']}" for card in scene["seats"][0]["cards"]]
    p = open_table(page, table)
    # one tab stop for the hand, on the first card that can match
    stops = p.locator(".pp-hand button[tabindex='0']")
    assert stops.count() == 1 and stops.get_attribute("data-focus") == expected_focus(scene)
    assert p.locator(".pp-hand button[tabindex='-1']").count() == len(codes) - 1
    stops.focus()
    start = codes.index(active(p)["focus"])
    p.keyboard.press("ArrowRight")
    assert active(p)["focus"] == codes[(start + 1) % len(codes)]
    p.keyboard.press("ArrowLeft")
    p.keyboard.press("ArrowLeft")
    assert active(p)["focus"] == codes[(start - 1) % len(codes)]
    p.keyboard.press("Home")
    assert active(p)["focus"] == codes[0]
    p.keyboard.press("End")
    assert active(p)["focus"] == codes[-1]
    # the card reached is the hand's tab stop now: Tab leaves the hand for the buttons under it
    assert p.locator(".pp-hand button[tabindex='0']").get_attribute("data-focus") == codes[-1]
    p.keyboard.press("Tab")
    assert active(p)["focus"] not in codes
    assert not page.errors, page.errors


@pytest.mark.parametrize("lang", ["en", "pt", "fr"])
def test_the_end_of_the_round_is_said_once_and_no_card_is_left_to_play(page: Page, lang: str) -> None:
    page.page.set_viewport_size({"width": 390, "height": 844})
    table = PittyPatTable(players=3, seed=11, lang=lang)
    p = open_table(page, table)
    play_round(p, table)
    assert table.scene["end"]["how"] == "out"
    banner = p.locator(".pp-banner")
    assert banner.count() == 1
    text = banner.inner_text()
    assert text.count("Pitty Pat") == 1, text
    assert banner.locator("strong").inner_text() == table.words["pp.out"]  # "Pitty Pat !" in French
    # news, not an error: nothing in it in the error's red
    colours = banner.evaluate("b => [b, ...b.querySelectorAll('*')].map((n) => getComputedStyle(n).color)")
    assert ERROR_RED not in colours, colours
    # the hand is shown, not played: no button, nothing announced as matching
    hand = p.locator(".pp-hand")
    assert hand.locator("button").count() == 0
    labels = hand.locator("[role='img']").evaluate_all(
        "nodes => nodes.map((n) => n.getAttribute('aria-label'))"
    )
    assert labels == [card["name"] for card in table.scene["seats"][0]["cards"]]
    assert not page.errors, page.errors


@pytest.mark.parametrize("width", [1280, 390])
def test_the_tutor_shows_its_newest_line_at_the_end_of_the_round(page: Page, width: int) -> None:
    page.page.set_viewport_size({"width": width, "height": 800 if width > 400 else 844})
    table = PittyPatTable(players=3, seed=11)
    p = open_table(page, table)
    play_round(p, table)
    newest = p.evaluate(NEWEST_SHOWN)
    assert newest["overflows"]  # else the test proves nothing
    assert newest["shown"], newest
    assert newest["text"] == table.scene["tutor"][-1]["text"]
    assert table.scene["tutor"][-1]["key"] == "pittypat.match_goes_on"  # "Totals: … Ann deals next."
    assert not page.errors, page.errors


def test_a_learner_who_scrolled_up_to_read_keeps_their_place(page: Page) -> None:
    table = PittyPatTable(players=3, seed=11)
    p = open_table(page, table)
    p.keyboard.press("Tab")
    for _ in range(400):  # play on until the tutor's lines overflow their panel
        if p.evaluate(NEWEST_SHOWN)["overflows"] or table.scene["end"] is not None:
            break
        move(p, table)
    assert table.scene["end"] is None and p.evaluate(NEWEST_SHOWN)["shown"]
    # the learner scrolls up to the first line on show; the next move adds lines under it
    first = p.evaluate(
        """async () => { const list = document.querySelector('.pp-lines'); list.scrollTop = 0;
           await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
           return list.firstElementChild.textContent; }"""
    )
    before = len(table.session.lines)
    move(p, table)
    assert len(table.session.lines) > before
    place = p.evaluate(
        """() => { const list = document.querySelector('.pp-lines'), box = list.getBoundingClientRect();
           const top = [...list.children].find((li) => li.getBoundingClientRect().bottom > box.top + 1);
           return {top: top.textContent, atEnd: list.scrollHeight - list.scrollTop - list.clientHeight < 8}; }"""
    )
    assert not place["atEnd"], place
    if first in [line["text"] for line in table.scene["tutor"]]:  # still on show: still at the top
        assert place["top"] == first, (place, first)
    assert not page.errors, page.errors


# -- the served lesson ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def lesson_url(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with voila(copy_notebooks(tmp_path_factory.mktemp("pittypat") / "course")) as url:
        yield url


def kernel_move(p: Any) -> None:
    """Press Enter on the focused control and wait for the kernel's next scene (the felt is drawn
    afresh for each: its old bar goes)."""
    p.evaluate("document.querySelector('.pp-felt > .pt-bar').dataset.old = '1'")
    p.keyboard.press("Enter")
    p.wait_for_function("!document.querySelector('.pp-felt > .pt-bar[data-old]')")


@pytest.mark.parametrize(("name", "size"), [
    ("pittypat-1-match-the-up-card.ipynb", (1280, 800)),
    ("fr/pittypat-1-match-the-up-card.ipynb", (390, 844)),
])  # fmt: skip
def test_the_lesson_table_is_played_to_the_end_of_a_round_from_the_keyboard(
    lesson_url: str, page: Page, screenshot_dir: Path, name: str, size: tuple[int, int]
) -> None:
    p = page.page
    p.set_viewport_size({"width": size[0], "height": size[1]})
    p.goto(f"{lesson_url}voila/render/{name}")
    table = p.locator(".pp-root .pp-table")
    table.wait_for()
    p.locator(".pp-felt > .pt-bar").wait_for()
    # Tab from the page's top to the table's first stop: the move to make (through the lesson's links)
    for _ in range(60):
        p.keyboard.press("Tab")
        if active(p)["inTable"]:
            break
    for moves in range(300):
        now = active(p)
        assert now["inTable"] and not now["disabled"], (moves, now)
        if p.locator(".pp-banner").count():
            break
        if p.locator(".pp-hand .pp-can-match").count():
            assert "pp-can-match" in now["classes"], (moves, now)
            p.keyboard.press("Enter")  # the match
            for _ in range(20):  # then along the hand to a free card
                p.keyboard.press("ArrowRight")
                if "pp-free" in active(p)["classes"]:
                    break
            assert "pp-free" in active(p)["classes"], active(p)
        else:
            assert now["focus"] in ("draw", "pass"), (moves, now)
        kernel_move(p)
    else:
        raise AssertionError("the round did not end")
    assert active(p)["focus"] == "next"
    banner = p.locator(".pp-banner")
    title = banner.locator("strong").inner_text()
    assert banner.inner_text().count(title) == 1, banner.inner_text()  # "Pitty Pat!" said once
    assert p.locator(".pp-hand button").count() == 0
    newest = p.evaluate(NEWEST_SHOWN)
    assert newest["shown"], newest
    p.screenshot(path=str(screenshot_dir / f"pittypat-round-end-{name.replace('/', '-')}-{size[0]}.png"))
    assert not page.errors, page.errors
