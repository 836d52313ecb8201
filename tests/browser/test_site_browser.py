"""The static site (``make site``) in Chromium with the network unplugged: served by a plain file
server on loopback, every other request aborted and recorded.  The language picker, the index,
three lessons, a quiz, a whole hand at the table with a hint, all in the browser's Pyodide kernel;
progress and the language kept; a Portuguese and a French lesson, a card played in each.

The site is built once (a minute or two) and reused while its inputs are unchanged.  Every notebook
of the course, in each of its languages, is opened too when PITCHTUTOR_SITE_EVERY_LESSON=1 (six
more minutes)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from harness.lessons import COLUMN_EM, LOADING_LINES, TEXT_WIDTHS_EM, speaks, widget_outputs
from harness.servers import LESSONS
from harness.static_site import Offline, ensure_site, file_server, missing_tool
from pitchtutor.apps.picker import LANGUAGE_KEY, LANGUAGES

REQUIRED = os.environ.get("PITCHTUTOR_REQUIRE_BROWSER") == "1"
EVERY_LESSON = os.environ.get("PITCHTUTOR_SITE_EVERY_LESSON") == "1"
# Every notebook of the course: the English ones, then each translation's (pt/..., fr/...).
NOTEBOOKS = sorted(
    path.relative_to(LESSONS).with_suffix("").as_posix()
    for path in LESSONS.glob("**/*.ipynb")
    if ".ipynb_checkpoints" not in path.parts
)
# Pyodide starts in 10-20 s on this machine; on a busy one, more.
TIMEOUT_MS = 120_000


@pytest.fixture(scope="module")
def site_url(chromium: str) -> Iterator[str]:
    why = missing_tool()
    if why:
        if REQUIRED:
            pytest.fail(why)
        pytest.skip(why)
    with file_server(ensure_site()) as url:
        yield url


@pytest.fixture
def offline(browser: Any) -> Iterator[Offline]:
    """A fresh context (empty cache, no service worker) of the session's Chromium, offline."""
    context = browser.new_context(viewport={"width": 1280, "height": 920})
    context.set_default_timeout(TIMEOUT_MS)
    yield Offline(context)
    context.close()


def wait_widgets(page: Any, notebook: str) -> None:
    """Wait for every widget the notebook shows (as many as its saved outputs)."""
    count = widget_outputs(notebook)
    page.wait_for_function(f"document.querySelectorAll('.pt-root').length >= {count}", timeout=TIMEOUT_MS)


# The loader's cache of unpacked files (pyodide-loader.js, keptFile): one, holding the three files.
KEPT_FILES = """async () => {
  const names = (await caches.keys()).filter((name) => name.startsWith("pitchtutor-unpacked-"));
  if (names.length !== 1 || !/^pitchtutor-unpacked-[0-9a-f]{16}$/.test(names[0])) return false;
  const kept = await (await caches.open(names[0])).keys();
  return kept.map((request) => request.url.split("/").pop()).sort().join()
    === "course-files.zst,site-packages.zst,snapshot.zst";
}"""


def test_the_course_offline(site_url: str, offline: Offline, screenshot_dir: Path) -> None:
    page = offline.page()
    # / in a browser that keeps no language: the served course's picker, each language in its words.
    page.goto(site_url)
    choices = page.locator("a[data-lang]")
    assert [choices.nth(i).get_attribute("data-lang") for i in range(choices.count())] == ["en", "pt", "fr"]
    for lang in LANGUAGES:
        assert lang.title in page.locator(f"a[data-lang='{lang.code}']").inner_text()
    page.locator("a[data-lang='en']").click()
    # The index: the notice, the lessons with their progress, links to the lessons' pages.
    page.wait_for_url("**/voici/render/index.html")
    assert page.evaluate(f"localStorage.getItem('{LANGUAGE_KEY}')") == "en"
    progress = page.locator(".pt-progress")
    progress.wait_for()
    assert "every card of every hand is in your browser" in page.locator("body").inner_text()
    first = progress.locator("a.pt-progress-title").first
    assert first.get_attribute("href") == "01-the-deck.html"
    page.screenshot(path=str(screenshot_dir / "site-index.png"))
    loads: list[str] = []
    offline.context.on("request", lambda r: loads.append(r.url) if r.url.endswith("/snapshot.zst") else None)
    drive: list[str] = []  # JupyterLite's drive, which the site's kernels do not mount
    offline.context.on("request", lambda r: drive.append(r.url) if "/api/drive" in r.url else None)
    first.click()

    # Lesson 1: a quiz, answered in Pyodide.
    page.wait_for_url("**/voici/render/01-the-deck.html")
    wait_widgets(page, "01-the-deck.ipynb")
    # The page started the kernel's worker, and Pyodide in it, while JupyterLab was starting: the
    # kernel took that worker, and Pyodide was loaded once (its snapshot fetched once), not a second
    # time for the kernel; and JupyterLite's service worker, which answers only /api/ here, did not
    # fetch it again to hand it on.
    assert page.evaluate("self.__pitchtutorKernelWorker === null")  # made by the page, taken by the kernel
    # (None at all when the index's own kernel, started first, had already kept the files unpacked.)
    assert len(loads) <= 1, loads
    quiz = page.locator(".pt-quiz[data-kind='count-pips']")
    quiz.locator("input").fill("20")
    quiz.get_by_role("button", name="Check").click()
    quiz.locator(".pt-quiz-summary", has_text="Right: 20 pips.").wait_for()
    # Once the kernel has started, the loader keeps the three files it unpacked in the browser's
    # Cache Storage, in one cache named by their digest: the next lesson reads them from there.
    kept_by = time.monotonic() + 30
    while not page.evaluate(KEPT_FILES):  # (wait_for_function would not wait for its promise)
        assert time.monotonic() < kept_by, "the loader kept no unpacked files"
        page.wait_for_timeout(250)
    zst: list[str] = []
    offline.context.on("request", lambda r: zst.append(r.url) if r.url.endswith(".zst") else None)

    # Lesson 3: its positions are hand records read from files next to the notebook (which the
    # site's loader put in the kernel's memory: the drive is not asked).
    page.goto(f"{site_url}voici/render/03-the-auction.html")
    wait_widgets(page, "03-the-auction.ipynb")
    assert drive == []
    assert zst == []  # site-packages, the snapshot and the course's files came from the cache
    quiz = page.locator(".pt-quiz[data-kind='bid-legal']").first
    quiz.get_by_role("button", name="Yes, it is allowed").click()
    quiz.locator(".pt-quiz-summary", has_text="Right: it is allowed.").wait_for()

    # Lesson 12: a whole hand at the table, with a hint on the way (the pure-Python solver).
    page.goto(f"{site_url}voici/render/12-play-a-match.html")
    table = page.locator(".pt-table[data-seq]")
    table.wait_for()
    moves, hinted = 0, False
    legal = ".pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal"
    # The other seats play at the lesson's pace: wait for the learner's turn, or the hand's end.
    turn = f"""() => document.querySelector("{legal}")
        || !["auction", "play"].includes(document.querySelector(".pt-table").dataset.phase)"""
    while moves < 60:
        page.wait_for_function(turn)
        if table.get_attribute("data-phase") not in ("auction", "play"):
            break
        if not hinted and table.get_attribute("data-phase") == "play":
            # The ladder to its top: the move, from deals solved by the pure-Python solver (a
            # forced move is answered at once, and then the button has nothing more to give).
            while not page.locator(".pt-hints .pt-hint-3").count():
                given = page.locator(".pt-hints .pt-hint").count()
                page.locator(".pt-hint-button").click()
                page.wait_for_function(
                    f"document.querySelectorAll('.pt-hints .pt-hint').length > {given}"
                    " || document.querySelectorAll('.pt-hints .pt-hint-3').length > 0"
                )
            assert page.locator(".pt-hints .pt-hint-3").inner_text().startswith("Play the ")
            hinted = True
        before = table.get_attribute("data-seq")
        page.locator(legal).first.click()
        page.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
        moves += 1
    assert hinted
    page.locator(".pt-overlay", has_text="Game").wait_for()  # the score sheet
    assert moves >= 7, moves
    page.screenshot(path=str(screenshot_dir / "site-table.png"))

    # Back on the index, the two quizzes passed are shown (the browser's local storage).
    page.goto(f"{site_url}voici/render/index.html")
    badges = page.locator(".pt-progress-badge")
    badges.first.wait_for()
    assert [badges.nth(i).get_attribute("data-passed") for i in range(3)] == ["1", "0", "1"]

    # / again: straight to the language kept; /?choose: the picker, whatever is kept.
    page.goto(site_url)
    page.wait_for_url("**/voici/render/index.html")
    page.locator(".pt-progress").wait_for()
    page.goto(f"{site_url}?choose")
    page.locator("a[data-lang='fr']").wait_for()
    assert page.url.endswith("?choose")

    assert offline.blocked == []
    assert offline.errors == []


# A lesson with a table in each translation: its heading and a sentence of its summary, and the
# title that the kernel's Progress widget draws in the lesson's language.
TRANSLATED = [
    ("pt", "Lição 4 · O pitch define o trunfo", "você sempre pode trunfar em vez de servir",
     "Seu progresso nesta lição"),
    ("fr", "Leçon 4 · Le pitch fixe l'atout", "vous pouvez toujours couper à la place",
     "Votre progression dans cette leçon"),
]  # fmt: skip


@pytest.mark.parametrize(("lang", "heading", "sentence", "progress"), TRANSLATED)
def test_a_translated_lesson_offline(
    site_url: str, offline: Offline, lang: str, heading: str, sentence: str, progress: str
) -> None:
    """The language chosen at /, a lesson in it (its text, the page's language, a card played at
    its table), then / going straight to that language's index."""
    page = offline.page()
    page.goto(site_url)
    page.locator(f"a[data-lang='{lang}']").click()
    page.wait_for_url(f"**/voici/render/{lang}/index.html")
    page.locator(".pt-progress").wait_for()
    assert page.evaluate(f"localStorage.getItem('{LANGUAGE_KEY}')") == lang

    page.add_init_script(LOADING_LINES)
    page.goto(f"{site_url}voici/render/{lang}/04-follow-suit-or-trump.html")
    wait_widgets(page, f"{lang}/04-follow-suit-or-trump.ipynb")
    # while it loaded, the line spoke the lesson's language ("Préparation de la leçon : 3 sur 9…")
    loading = page.evaluate("window.__loading")
    assert speaks(loading, lang), loading
    widths = page.evaluate(TEXT_WIDTHS_EM)  # the served pages' style: the text in a column
    assert widths and max(widths) <= COLUMN_EM + 0.01, widths
    assert page.locator("html").get_attribute("lang") == lang
    assert heading in page.locator("h1").first.inner_text()
    assert heading in page.title()  # the tab says the lesson's heading, not its file's name
    text = page.locator("body").inner_text()
    assert sentence in text
    assert progress in text
    # A card played at the table: the learner's turn, then the table's next frame.
    table = page.locator(".pt-table[data-seq]")
    page.locator(".pt-hand .pt-card.pt-legal").first.wait_for()
    before = table.get_attribute("data-seq")
    page.locator(".pt-hand .pt-card.pt-legal").first.click()
    page.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")

    page.goto(site_url)  # the next visit: the language kept
    page.wait_for_url(f"**/voici/render/{lang}/index.html")
    page.locator(".pt-progress").wait_for()
    assert offline.blocked == []
    assert offline.errors == []


@pytest.mark.skipif(not EVERY_LESSON, reason="set PITCHTUTOR_SITE_EVERY_LESSON=1 to open every notebook")
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_every_notebook_offline(site_url: str, offline: Offline, name: str) -> None:
    page = offline.page()
    page.goto(f"{site_url}voici/render/{name}.html")
    page.locator("h1").first.wait_for()
    wait_widgets(page, f"{name}.ipynb")
    if widget_outputs(f"{name}.ipynb") == 0:  # the glossary: give a failing cell time to show
        page.wait_for_timeout(3000)
    assert page.locator("[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    assert "Traceback" not in page.locator("body").inner_text()
    assert offline.blocked == []
    assert offline.errors == []


def test_practice_offline(site_url: str, offline: Offline) -> None:
    """The puzzle trainer in the static site: the shipped puzzles come in the wheel, a click is
    answered by Pyodide's kernel with the explanation, and the rating moves."""
    from pitchtutor.actions import action_json
    from pitchtutor.puzzles.trainer import shipped_index

    page = offline.page()
    page.goto(f"{site_url}voici/render/practice.html")
    wait_widgets(page, "practice.ipynb")
    box = page.locator(".pt-trainer-puzzle[data-id]")
    puzzle = shipped_index().by_id[box.get_attribute("data-id") or ""]
    value = str(action_json(puzzle.answer))
    attribute = "data-code" if puzzle.kind == "card" else "data-call"
    page.locator(f".pt-trainer-puzzle [{attribute}='{value}']").click()
    page.locator(".pt-trainer-feedback .pt-quiz-summary", has_text="Right").wait_for()
    assert int(page.locator(".pt-trainer-number").inner_text()) > 1500
    assert page.locator(".pt-trainer-values tr").count() >= 3
    assert offline.blocked == []
    assert offline.errors == []
