"""Fixtures for the browser tests: one Voila server and one Chromium for the
session, a fresh page per test.  Without Chromium the tests skip with a
clear message; with PITCHTUTOR_REQUIRE_BROWSER=1 (CI) they fail instead."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from harness.servers import CHROMIUM_ARGS, chromium_path, copy_notebooks, voila

REQUIRED = os.environ.get("PITCHTUTOR_REQUIRE_BROWSER") == "1"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/browser/" in str(item.fspath):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def chromium() -> str:
    path = chromium_path()
    if path is None:
        message = "Debian's chromium is not installed (apt-get install chromium); browser tests need it"
        if REQUIRED:
            pytest.fail(message)
        pytest.skip(message)
    return path


@pytest.fixture(scope="session")
def browser(chromium: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def notebooks(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_notebooks(tmp_path_factory.mktemp("notebooks"))


@pytest.fixture(scope="session")
def voila_url(chromium: str, notebooks: Path) -> Iterator[str]:
    with voila(notebooks) as url:
        yield url


class Page:
    """A Playwright page with the errors it logged."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.errors: list[str] = []
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.on("console", self._console)

    def _console(self, message: Any) -> None:
        # A page that asks a server for a missing resource logs it; the pages' own requests are
        # checked where it matters (test_a_lesson_page_asks_nothing_of_any_server_but_the_course).
        if message.type == "error" and "Failed to load resource" not in message.text:
            self.errors.append(f"console: {message.text}")


def play_whole_hand(page: Page, url: str) -> int:
    """Open the test table at ``url`` and play a hand to its score sheet with
    the first legal bid or card each time; the number of moves.  Checks that
    the page shows no kernel trouble and logged no error."""
    p = page.page
    p.goto(url)
    table = p.locator(".pt-table[data-seq]")
    try:
        table.wait_for()
    except Exception as error:  # say what the page showed instead of a table
        body = p.locator("body").inner_text(timeout=5_000)[-1500:]
        raise AssertionError(f"no table at {p.url} ({error}); the page says:\n{body}") from None
    moves = 0
    while table.get_attribute("data-phase") in ("auction", "play"):
        moves += 1
        before = table.get_attribute("data-seq")
        p.locator(".pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal").first.click()
        p.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
    assert moves >= 7, moves  # a bid and six cards at least
    assert p.locator(".pt-overlay", has_text="Game").count()  # the score sheet
    assert p.locator(".pt-kernel-banner:not([hidden])").count() == 0
    assert page.errors == []
    return moves


@contextmanager
def window_of(browser: Any, width: int, height: int) -> Iterator[Page]:
    """A fresh page of that size, with no CDN to reach (the course serves what it needs), closed
    after use."""
    context = browser.new_context(viewport={"width": width, "height": height})
    raw = context.new_page()
    raw.route("**/cdn.jsdelivr.net/**", lambda route: route.abort())
    raw.set_default_timeout(60_000)
    try:
        yield Page(raw)
    finally:
        context.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Page]:
    with window_of(browser, 1280, 920) as page:
        yield page


@pytest.fixture(scope="session")
def screenshot_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where screenshots go: PITCHTUTOR_SCREENSHOTS (e.g. docs/screenshots), else a temp folder."""
    chosen = os.environ.get("PITCHTUTOR_SCREENSHOTS")
    folder = Path(chosen) if chosen else tmp_path_factory.mktemp("screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder
