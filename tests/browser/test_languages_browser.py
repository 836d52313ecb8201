"""The course's front door in several languages (pitchtutor/apps/picker.py): the
learner picks a language once, the choice is kept in the browser, and a later
visit to ``/`` opens the index of the language last used (the English index for a
browser that keeps none); ``/?choose`` shows the choice."""

from __future__ import annotations

import shutil
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.lessons import COLUMN_EM, LOADING_LINES, TEXT_WIDTHS_EM, speaks
from harness.servers import copy_notebooks, course
from pitchtutor.apps.picker import LANGUAGE_KEY, LANGUAGES, RECORD_LANGUAGE
from tests.browser.conftest import Page

TEMPLATE = (
    Path(__file__).resolve().parents[2] / "pitchtutor/apps/jupyter/voila/templates/pitchtutor/index.html.j2"
)


@pytest.fixture(scope="module")
def served(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = copy_notebooks(tmp_path_factory.mktemp("languages") / "course")
    for folder in ("pt", "fr"):  # the translations, or the English index where one is missing
        if not (root / folder / "index.ipynb").exists():
            (root / folder).mkdir(exist_ok=True)
            shutil.copy(root / "index.ipynb", root / folder / "index.ipynb")
    with course(root) as url:
        yield url


def test_the_page_template_records_the_language_of_the_lesson() -> None:
    assert RECORD_LANGUAGE in TEMPLATE.read_text(encoding="utf-8")


def test_the_front_page_offers_each_language_in_its_own_words(served: str) -> None:
    with urllib.request.urlopen(f"{served}?choose") as answer:
        page = answer.read().decode()
        assert answer.headers["Content-Type"].startswith("text/html")
    assert '<link rel="icon" href="data:,">' in page  # a browser asks for no /favicon.ico, which is not there
    for lang in LANGUAGES:
        assert lang.name in page and lang.title in page
        assert f'href="/voila/render/{lang.folder}index.ipynb"' in page


def test_a_language_chosen_once_is_kept_and_can_be_changed(served: str, page: Page) -> None:
    p = page.page
    p.goto(served)  # a browser that keeps no language: the English index, which links the others
    p.wait_for_url("**/voila/render/index.ipynb")
    p.goto(f"{served}?choose")
    p.locator("a[data-lang='pt']").click()
    p.wait_for_url("**/voila/render/pt/index.ipynb")
    p.locator(".pt-progress, .jp-RenderedMarkdown").first.wait_for()
    assert p.evaluate(f"localStorage.getItem('{LANGUAGE_KEY}')") == "pt"
    assert p.evaluate("document.documentElement.lang") == "pt"
    p.goto(served)  # the next visit: straight to the Portuguese course
    p.wait_for_url("**/voila/render/pt/index.ipynb")
    p.goto(f"{served}voila/render/01-the-deck.ipynb")  # an English lesson: English is the language now
    p.locator(".jp-RenderedMarkdown").first.wait_for()
    assert p.evaluate(f"localStorage.getItem('{LANGUAGE_KEY}')") == "en"
    p.goto(served)
    p.wait_for_url("**/voila/render/index.ipynb")
    p.goto(f"{served}?choose")  # the choice again, whatever is kept
    p.locator("a[data-lang='fr']").wait_for()
    assert p.locator("a[data-lang]").count() == 3
    p.keyboard.press("Tab")  # the keyboard alone: the first choice takes the focus
    assert p.evaluate("document.activeElement.dataset.lang") == "en"
    assert page.errors == []


_IN_PLACE = "!!document.activeElement && !!document.activeElement.closest('.pt-bidbox, .pt-hand')"
"""The focus is where the learner acts: on a call of the bidding box or a card of their hand."""


def test_a_lesson_tab_is_titled_by_its_heading_not_its_file_name(served: str, page: Page) -> None:
    """A tab, a bookmark and a screen reader say the page's title: the lesson's heading, in its
    language ("Leçon 1 · Le jeu de cartes : …"), where Voila gave the file name ("01-the-deck")."""
    p = page.page
    for path, heading in (
        (
            "fr/01-the-deck.ipynb",
            "Leçon 1 · Le jeu de cartes\xa0: l'ordre des cartes dans le pli et les pips du Game",
        ),
        ("01-the-deck.ipynb", "Lesson 1 · The deck: trick rank and Game pips"),
    ):
        p.goto(f"{served}voila/render/{path}")
        p.wait_for_function("(title) => document.title === title", arg=heading)
    assert page.errors == []


def test_a_lessons_text_reads_in_a_column(served: str, page: Page) -> None:
    """On a laptop's screen a lesson's text ran the page's width, 180 characters a line: it reads in
    a column of about 80 (46em), while the widgets keep their own width."""
    p = page.page
    p.set_viewport_size({"width": 1280, "height": 800})
    p.goto(f"{served}voila/render/fr/01-the-deck.ipynb")
    p.locator(".pt-root").first.wait_for()
    widths = p.evaluate(TEXT_WIDTHS_EM)
    assert widths and max(widths) <= COLUMN_EM + 0.01, widths
    assert p.locator(".pt-root").first.bounding_box()["width"] > COLUMN_EM * 14  # type: ignore[index]


def test_the_loading_line_speaks_the_lessons_language(served: str, page: Page) -> None:
    """While a lesson's cells run, Voila said "Running 01-the-deck..." and "Executing 3 of 12" in
    English on every lesson: it says the lesson's words in its language."""
    p = page.page
    p.add_init_script(LOADING_LINES)
    for path, lang in (("fr/01-the-deck.ipynb", "fr"), ("01-the-deck.ipynb", "en")):
        p.goto(f"{served}voila/render/{path}")
        p.locator(".jp-RenderedMarkdown").first.wait_for()
        said = p.evaluate("window.__loading")
        assert speaks(said, lang), said  # the line before the cells, then the cells counted
    assert page.errors == []


def test_a_french_learner_plays_lesson_12_with_the_keyboard_alone(
    served: str, page: Page, screenshot_dir: Path
) -> None:
    """No mouse: Tab from the top of the page reaches the table, the arrow keys walk the bidding
    box and the hand, Enter calls or plays, and after each move the focus is back where the learner
    acts next; the score sheet and its button speak French, and Enter on it deals the next hand."""
    p = page.page
    p.goto(f"{served}voila/render/fr/12-play-a-match.ipynb?pace=0")
    table = p.locator(".pt-table[data-seq]")
    table.wait_for()
    p.wait_for_function("document.querySelector('.pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal')")
    for _ in range(120):
        p.keyboard.press("Tab")
        if p.evaluate(_IN_PLACE):
            break
    assert p.evaluate(_IN_PLACE), "Tab never reached the bidding box or the hand"
    moves = 0
    while table.get_attribute("data-phase") in ("auction", "play"):
        assert p.evaluate(_IN_PLACE), (moves, p.evaluate("document.activeElement.outerHTML.slice(0, 120)"))
        for _ in range(14):  # to a call or card the rules allow, with the arrow keys
            if "pt-legal" in p.evaluate("document.activeElement.className"):
                break
            p.keyboard.press("ArrowRight")
        assert "pt-legal" in p.evaluate("document.activeElement.className")
        before = table.get_attribute("data-seq")
        p.keyboard.press("Enter")
        p.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
        moves += 1
        if table.get_attribute("data-phase") == "play" and p.locator(".pt-hand .pt-card").count() == 4:
            p.locator(".pt-root.pt-table").screenshot(path=str(screenshot_dir / "table-fr.png"))
    assert moves >= 7, moves  # a call and six cards at least
    sheet = p.locator(".pt-overlay")
    assert "Totaux" in sheet.inner_text()
    next_hand = p.get_by_role("button", name="Donne suivante")
    for _ in range(40):  # the score sheet's button, by Tab alone
        if p.evaluate("document.activeElement.textContent") == "Donne suivante":
            break
        p.keyboard.press("Tab")
    assert next_hand.evaluate("button => button === document.activeElement")
    before = table.get_attribute("data-seq")
    p.keyboard.press("Enter")
    p.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
    assert table.get_attribute("data-phase") in ("auction", "play")
    assert "Donne 2" in p.locator(".pt-bar").inner_text()
    assert page.errors == [], page.errors


def test_a_portuguese_learner_plays_a_hand_of_lesson_12(
    served: str, page: Page, screenshot_dir: Path
) -> None:
    """The table in Portuguese, its own words and the tutor's, at the third trick (the README's picture)."""
    p = page.page
    p.goto(f"{served}voila/render/pt/12-play-a-match.ipynb?pace=0")
    table = p.locator(".pt-table[data-seq]")
    table.wait_for()
    legal = ".pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal"
    while p.locator(".pt-hand .pt-card").count() > 4 or table.get_attribute("data-phase") == "auction":
        p.wait_for_function(f"document.querySelector('{legal}')")
        before = table.get_attribute("data-seq")
        p.locator(legal).first.click()
        p.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
    root = p.locator(".pt-root.pt-table")
    words = root.inner_text()
    for said in ("Mão 1", "Distribuidor", "Tutor", "Dica", "Desfazer", "vaza"):
        assert said in words, said
    root.screenshot(path=str(screenshot_dir / "table-pt.png"))
    assert page.errors == [], page.errors
