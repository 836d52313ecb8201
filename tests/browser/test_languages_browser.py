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
