"""The same table works in JupyterLab 4: open the notebook, run it, play."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from harness.servers import copy_notebooks, jupyterlab
from tests.browser.conftest import Page


@pytest.fixture(scope="module")
def lab(chromium: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    with jupyterlab(copy_notebooks(tmp_path_factory.mktemp("lab"))) as server:
        yield server


def _run_all(p: Any, url: str) -> None:
    """Open a notebook in JupyterLab and run all its cells once its kernel is idle."""
    p.goto(url)
    p.wait_for_function(
        """() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
                   const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
                   return k && k.status === 'idle'; }"""
    )
    p.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")


def test_play_in_jupyterlab(lab: tuple[str, str], page: Page, screenshot_dir: Path) -> None:
    url, token = lab
    p = page.page
    _run_all(p, f"{url}lab/tree/play-a-hand.ipynb?token={token}")
    table = p.locator(".pt-table[data-seq]")
    table.wait_for()
    # the notebook's default pace animates the bots: wait for it to settle on our turn
    p.wait_for_function(
        "() => { const r = document.querySelector('.pt-table'); return !r.classList.contains('pt-animating'); }"
    )
    assert table.get_attribute("data-phase") == "auction"
    lines = p.locator(".pt-log .pt-line").count()
    p.locator(".pt-bidbox .pt-bid.pt-legal").first.click()  # pass, or the lowest bid
    p.wait_for_function(f"() => document.querySelectorAll('.pt-log .pt-line').length > {lines}")
    p.wait_for_function(
        "() => !document.querySelector('.pt-table').classList.contains('pt-animating')", timeout=60_000
    )
    assert table.get_attribute("data-phase") in ("play", "auction", "redeal", "over")
    p.screenshot(path=str(screenshot_dir / "jupyterlab.png"))
    assert [e for e in page.errors if "anywidget" in e or "pt-" in e] == []


def test_practice_in_jupyterlab(lab: tuple[str, str], page: Page) -> None:
    """The puzzle trainer and the drills run in JupyterLab too."""
    from pitchtutor.actions import action_json
    from pitchtutor.puzzles.trainer import shipped_index

    url, token = lab
    p = page.page
    # ?reset: a workspace of its own (the one the last test left would open its notebook too)
    _run_all(p, f"{url}lab/tree/practice.ipynb?reset&token={token}")
    box = p.locator(".pt-trainer-puzzle[data-id]")
    box.wait_for()
    p.locator(".pt-drills .pt-quiz-body").wait_for()
    puzzle = shipped_index().by_id[box.get_attribute("data-id") or ""]
    attribute = "data-code" if puzzle.kind == "card" else "data-call"
    p.locator(f".pt-trainer-puzzle [{attribute}='{action_json(puzzle.answer)}']").click()
    p.locator(".pt-trainer-feedback .pt-quiz-summary", has_text="Right").wait_for()
    assert int(p.locator(".pt-trainer-number").inner_text()) > 1500
    assert [e for e in page.errors if "anywidget" in e or "pt-" in e] == []
