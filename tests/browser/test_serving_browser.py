"""The served course under faults and curious visitors: ``pitchtutor serve``
(Voila in its production configuration), driven from Chromium and from plain
HTTP."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from harness.servers import copy_notebooks, course, free_port
from pitchtutor.widgets import TableSession
from tests.browser.conftest import Page
from tests.browser.test_hardening import banner_says, read_banner_rows

KERNEL_JS = "async () => (await window.jupyterapp.widgetManagerPromise.promise).kernel.id"


@pytest.fixture
def server(chromium: str, tmp_path: Path) -> Iterator[str]:
    """A server of one's own: these tests kill kernels and restart servers."""
    with course(copy_notebooks(tmp_path / "course")) as url:
        yield url


def open_table(page: Page, url: str) -> Any:
    page.page.goto(f"{url}voila/render/play-a-hand.ipynb?seed=12&pace=0")
    page.page.locator(".pt-table[data-seq]").wait_for()
    return page.page.locator(".pt-table")


def play_one(page: Page) -> None:
    """Make the first legal bid or play and wait for the table to answer."""
    before = page.page.locator(".pt-table").get_attribute("data-seq")
    page.page.locator(".pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal").first.click()
    page.page.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")


def kernel_pid(kernel_id: str) -> int:
    out = subprocess.run(["ps", "-ww", "-eo", "pid,args"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if f"kernel-{kernel_id}" in line:
            return int(line.split()[0])
    raise AssertionError(
        f"no process for kernel {kernel_id}: {[row for row in out.splitlines() if 'ipykernel' in row]}"
    )


def test_a_visitor_cannot_run_code_through_the_page(server: str, page: Page, tmp_path: Path) -> None:
    open_table(page, server)
    marker = tmp_path / "ran.txt"
    # the page's own kernel connection, as a visitor's console would use it
    page.page.evaluate(
        """async (path) => {
             const wm = await window.jupyterapp.widgetManagerPromise.promise;
             wm.kernel.requestExecute({code: `open(${JSON.stringify(path)}, "w").write("x")`});
           }""",
        str(marker),
    )
    time.sleep(2)
    assert not marker.exists()
    play_one(page)  # and the widgets still work


def test_only_the_lessons_are_served(server: str) -> None:
    for path in ("voila/files/hands/first-hand.json", "voila/files/../../../../etc/passwd",
                 "voila/render/../../../../etc/passwd", "api/contents", "api/kernels", "files/index.ipynb",
                 "voila/static/../../../../etc/passwd", "lab", "tree"):  # fmt: skip
        try:
            with urllib.request.urlopen(server + path, timeout=10) as response:
                body = response.read().decode(errors="replace")
                assert "root:" not in body and '"rules"' not in body, path
                assert response.status in (200, 301, 302), path
        except urllib.error.HTTPError as error:
            assert error.code in (403, 404, 405), (path, error.code)


def decode(payload: bytes | str) -> dict[str, Any] | None:
    """A kernel websocket message: JSON text, or the binary v1 protocol."""
    try:
        if isinstance(payload, str):
            return json.loads(payload)  # type: ignore[no-any-return]
        count = int.from_bytes(payload[:8], "little")
        offsets = [int.from_bytes(payload[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
        offsets.append(len(payload))
        return {"content": json.loads(payload[offsets[4] : offsets[5]])}
    except (ValueError, IndexError):
        return None


def scenes_in(message: dict[str, Any]) -> list[dict[str, Any]]:
    data = message.get("content", {}).get("data", {})
    states = [data.get("state", {})] + [m.get("state", {}) for m in data.get("states", {}).values()]
    return [scene for state in states for scene in state.get("frames", [])]


def test_the_page_never_receives_hidden_cards(server: str, page: Page) -> None:
    frames: list[bytes | str] = []
    page.page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: frames.append(payload)))  # noqa: PLW0108 (a bound builtin is no handler)
    table = open_table(page, server)
    while table.get_attribute("data-phase") in ("auction", "play"):
        play_one(page)
    scenes = [scene for payload in frames if (message := decode(payload)) for scene in scenes_in(message)]
    assert len(scenes) >= 7, "the scenes that crossed the websocket were read"
    hidden_seen = set()
    for scene in scenes:
        assert all(seat["cards"] is None for seat in scene["seats"][1:])
        mine = {card["code"] for card in scene["seats"][0]["cards"]}
        on_table = {p["card"]["code"] for p in (scene["trick"] or {}).get("plays", [])}
        dealt_to_me = {card.code for card in TableSession(seed=12).hand.dealt[0]}
        hidden_seen |= (mine | on_table) - dealt_to_me - on_table
    assert not hidden_seen


def test_a_kernel_that_dies_mid_hand_is_reported_and_the_lesson_restarts(server: str, page: Page) -> None:
    open_table(page, server)
    play_one(page)
    os.kill(kernel_pid(page.page.evaluate(KERNEL_JS)), signal.SIGKILL)
    banner = page.page.locator(".pt-table .pt-kernel-banner")
    banner.wait_for(state="visible", timeout=30_000)
    assert banner_says(page) == read_banner_rows()["the kernel dies mid-hand"][0]  # the README's words
    page.page.get_by_role("button", name="Restart the lesson").click()
    page.page.locator(".pt-table[data-seq]").wait_for()
    assert page.page.locator(".pt-table .pt-kernel-banner").is_hidden()
    play_one(page)


def test_pitty_pats_widgets_say_so_too_when_the_kernel_dies(server: str, page: Page) -> None:
    """The Pitty Pat lesson's table and quizzes carry the same banner as Pitch's widgets (they had
    none: a dead kernel left their buttons silently doing nothing)."""
    p = page.page
    p.goto(f"{server}voila/render/pittypat-1-match-the-up-card.ipynb")
    p.locator(".pp-quiz").first.wait_for()
    roots = p.locator(".pp-root")
    assert roots.count() >= 2
    assert p.evaluate(
        "[...document.querySelectorAll('.pp-root')].every((r) => r.dataset.kernelWatch === 'on')"
    )
    os.kill(kernel_pid(p.evaluate(KERNEL_JS)), signal.SIGKILL)
    p.locator(".pp-quiz .pt-kernel-banner").first.wait_for(state="visible", timeout=30_000)
    texts = p.locator(".pp-root .pt-kernel-banner .pt-kernel-text").all_inner_texts()
    assert len(texts) == roots.count() and set(texts) == {read_banner_rows()["the kernel dies mid-hand"][0]}


def test_a_lost_connection_comes_back(server: str, page: Page) -> None:
    open_table(page, server)
    # Wait for the socket to drop *and* come back: right after close() the status
    # still reads 'connected' while the socket is closing, and a click then is lost.
    page.page.evaluate(
        """async () => {
             const k = (await window.jupyterapp.widgetManagerPromise.promise).kernel;
             window.ptStatuses = [];
             k.connectionStatusChanged.connect((_, status) => window.ptStatuses.push(status));
             k._ws.close();
           }"""
    )
    page.page.wait_for_function(
        """async () => window.ptStatuses.length > 1 && window.ptStatuses.at(-1) === 'connected'
             && (await window.jupyterapp.widgetManagerPromise.promise).kernel.connectionStatus === 'connected'""",
        timeout=30_000,
    )
    play_one(page)
    assert page.page.locator(".pt-table .pt-kernel-banner").is_hidden()
    assert page.errors == [] or all("WebSocket" in e or "websocket" in e for e in page.errors)


def test_a_server_restart_tells_the_page_to_reload(chromium: str, page: Page, tmp_path: Path) -> None:
    root, port = copy_notebooks(tmp_path / "course"), free_port()
    with course(root, port=port) as url:
        open_table(page, url)
        play_one(page)
    banner = page.page.locator(".pt-table .pt-kernel-banner")
    banner.wait_for(state="visible", timeout=30_000)
    assert banner_says(page) in read_banner_rows()["the server restarts"]  # the README's words
    with course(root, port=port) as url:
        page.page.get_by_role("button", name="Restart the lesson").click()
        page.page.locator(".pt-table[data-seq]").wait_for()
        assert page.page.locator(".pt-table .pt-kernel-banner").is_hidden()
        play_one(page)
