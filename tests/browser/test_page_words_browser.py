"""The page's own words in a real page (issue 10): a table and quizzes built with the
pseudo-locale ``xx`` show no English word outside its marks (⟦…⟧), while the auction,
the play, a quiz's question and its verdict are on show; and a Portuguese table fits
a phone's width."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.servers import copy_notebooks, voila
from tests.browser.conftest import Page
from tests.browser.test_lessons_browser import answer_puzzle

CELLS = [
    "from pitchtutor.record import load_record\n"
    "from pitchtutor.widgets import Progress, Table, WhoScores, LegalCards, PickSeat",
    'Table("partnership", seed=5, dealer=3, pace_ms=0, lang="{lang}")',
    'WhoScores.from_record(load_record("hands/first-hand.json"), quiz_id="words-who", lang="{lang}")',
    'LegalCards.from_record(load_record("hands/follow-or-trump.json"), quiz_id="words-legal", lang="{lang}")',
    'PickSeat.eldest(4, dealer=2, quiz_id="words-seat", lang="{lang}")',
    'Progress([{{"title": "x", "quizzes": ["words-who", "words-legal"]}}], lang="{lang}")',
]
PRACTICE = [
    "from pitchtutor.widgets import Drills, PuzzleTrainer",
    'PuzzleTrainer(seed=3, shared=False, lang="{lang}")',
    'Drills(seed=5, kind="scores", lang="{lang}")',
]
"""The practice page's widgets (a notebook of their own)."""

KEPT = {"partnership", "Pitch", "Pips", "High", "Low", "Jack", "Game"}
"""Words the page may show unmarked: the rules' preset (a house-rule name) and the game's terms."""


def notebook(lang: str, cells_: list[str] = CELLS) -> str:
    cells = [
        {
            "cell_type": "code",
            "metadata": {},
            "execution_count": None,
            "outputs": [],
            "source": c.format(lang=lang),
        }
        for c in cells_
    ]
    return json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})


@pytest.fixture(scope="module")
def served(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = copy_notebooks(tmp_path_factory.mktemp("words") / "course")
    for lang in ("xx", "pt"):
        (root / f"words-{lang}.ipynb").write_text(notebook(lang), encoding="utf-8")
        (root / f"practice-{lang}.ipynb").write_text(notebook(lang, PRACTICE), encoding="utf-8")
    with voila(root) as url:
        yield url


def unmarked(text: str) -> set[str]:
    """The words of a text outside the pseudo-locale's marks."""
    plain, before = text, None
    while plain != before:  # innermost first: a marked name inside a marked word
        before, plain = plain, re.sub("\u27e6[^\u27e6\u27e7]*\u27e7", " ", plain)
    return {w for w in re.findall(r"[A-Za-z]{2,}", plain) if w not in KEPT}


def visible(page: Page, selector: str) -> str:
    return str(page.page.locator(selector).first.evaluate("node => node.innerText"))


def labels(page: Page, selector: str) -> str:
    """The names a screen reader hears: aria-labels and titles."""
    return str(
        page.page.locator(selector).first.evaluate(
            """node => [node, ...node.querySelectorAll('[aria-label], [title]')]
                 .map(n => (n.getAttribute('aria-label') || '') + ' ' + (n.getAttribute('title') || '')).join(' | ')"""
        )
    )


def test_no_english_on_a_pseudo_locale_page(served: str, page: Page) -> None:
    p = page.page
    p.goto(f"{served}voila/render/words-xx.ipynb")
    table = p.locator(".pt-table[data-seq]")
    table.wait_for()
    seen = []
    # the auction (the learner's bid box), then the play, then the score sheet
    while table.get_attribute("data-phase") in ("auction", "play"):
        seen.append(visible(page, ".pt-table") + labels(page, ".pt-table"))
        before = table.get_attribute("data-seq")
        p.locator(".pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal").first.click()
        p.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
    seen.append(visible(page, ".pt-table") + labels(page, ".pt-table"))
    assert len(seen) > 7
    quizzes = p.locator(".pt-quiz")
    assert quizzes.count() == 3
    who = quizzes.nth(0)
    for row in range(who.locator(".pt-quiz-point").count()):
        who.locator(".pt-quiz-point").nth(row).locator(".pt-option").first.click()
    who.locator(".pt-quiz-body button.pt-primary").click()
    who.locator(".pt-quiz-summary").wait_for()
    legal = quizzes.nth(1)
    legal.locator(".pt-hand .pt-card, .pt-quiz-row .pt-card").last.click()
    legal.locator(".pt-quiz-body button.pt-primary").click()
    legal.locator(".pt-quiz-summary").wait_for()
    quizzes.nth(2).locator(".pt-seat-choice").first.click()
    quizzes.nth(2).locator(".pt-quiz-summary").wait_for()
    for i in range(3):
        seen.append(visible(page, f".pt-quiz >> nth={i}") + labels(page, f".pt-quiz >> nth={i}"))
    seen.append(visible(page, ".pt-progress"))
    for text in seen:
        assert not unmarked(text), (unmarked(text), text[:400])
    assert page.errors == []


def test_a_portuguese_table_fits_a_phone(served: str, browser: object, screenshot_dir: Path) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})  # type: ignore[attr-defined]
    try:
        raw = context.new_page()
        raw.set_default_timeout(60_000)
        raw.goto(f"{served}voila/render/words-pt.ipynb")
        raw.locator(".pt-table[data-seq]").wait_for()
        raw.locator(".pt-quiz").first.wait_for()
        overflow = raw.evaluate(
            """() => [...document.querySelectorAll('.pt-table button, .pt-table .pt-chip, .pt-quiz button')]
                 .filter(n => n.offsetParent && n.scrollWidth > n.clientWidth + 1)
                 .map(n => n.textContent)"""
        )
        assert overflow == []
        assert raw.evaluate("document.documentElement.scrollWidth") <= 390
        raw.screenshot(path=str(screenshot_dir / "words-pt-phone.png"), full_page=False)
        assert "Leilão" in raw.locator(".pt-table").inner_text()
    finally:
        context.close()


def test_no_english_on_a_pseudo_locale_practice_page(served: str, page: Page) -> None:
    """The trainer: a puzzle answered, its verdict, the numbers, the next one; the drills:
    a who-scores drill answered."""
    p = page.page
    p.goto(f"{served}voila/render/practice-xx.ipynb")
    # answer times kept from an earlier visit, so the drills show their pace (only right answers
    # are timed, and the drill below may well be answered wrongly)
    p.locator(".pt-drills").wait_for()
    p.evaluate("localStorage.setItem('pitchtutor.drills.times', JSON.stringify({scores: [6, 5.5]}))")
    p.reload()
    trainer = p.locator(".pt-trainer")
    trainer.locator(".pt-trainer-puzzle[data-id]").wait_for()
    drills = p.locator(".pt-drills")
    drills.locator(".pt-quiz-point").first.wait_for()
    seen = [visible(page, ".pt-trainer") + labels(page, ".pt-trainer")]
    answer_puzzle(trainer, right=False)  # a legal choice, wrong: the feedback says the most
    trainer.locator(".pt-trainer-feedback .pt-quiz-summary").wait_for()
    seen.append(visible(page, ".pt-trainer") + labels(page, ".pt-trainer"))
    trainer.locator(".pt-trainer-bar [data-mode=streak]").click()
    trainer.locator(".pt-trainer-streak").wait_for()
    seen.append(visible(page, ".pt-trainer-bar"))
    for row in range(drills.locator(".pt-quiz-point").count()):
        drills.locator(".pt-quiz-point").nth(row).locator(".pt-option").first.click()
    drills.locator(".pt-quiz-body button.pt-primary").click()
    drills.locator(".pt-quiz-summary").wait_for()
    drills.locator(".pt-drill-pace li").wait_for()
    seen.append(visible(page, ".pt-drills") + labels(page, ".pt-drills"))
    for text in seen:
        assert not unmarked(text), (unmarked(text), text[:400])
    assert page.errors == []


def test_the_portuguese_practice_page_fits(served: str, browser: object, screenshot_dir: Path) -> None:
    for width, height in ((1280, 800), (390, 844)):
        context = browser.new_context(viewport={"width": width, "height": height})  # type: ignore[attr-defined]
        try:
            raw = context.new_page()
            raw.set_default_timeout(60_000)
            raw.goto(f"{served}voila/render/practice-pt.ipynb")
            trainer = raw.locator(".pt-trainer")
            trainer.locator(".pt-trainer-puzzle[data-id]").wait_for()
            raw.locator(".pt-drills .pt-quiz-point").first.wait_for()
            answer_puzzle(trainer, right=False)  # a legal choice, wrong: the feedback says the most
            trainer.locator(".pt-trainer-feedback .pt-quiz-summary").wait_for()
            overflow = raw.evaluate(
                """() => [...document.querySelectorAll('.pt-trainer button, .pt-trainer label, .pt-trainer select,'
                     + ' .pt-drills button, .pt-drills select')]
                     .filter(n => n.offsetParent && n.scrollWidth > n.clientWidth + 1)
                     .map(n => n.textContent)"""
            )
            assert overflow == []
            assert raw.evaluate("document.documentElement.scrollWidth") <= width
            assert "Próximo problema →" in trainer.inner_text()
            trainer.scroll_into_view_if_needed()
            raw.screenshot(path=str(screenshot_dir / f"practice-pt-{width}.png"), full_page=True)
        finally:
            context.close()
