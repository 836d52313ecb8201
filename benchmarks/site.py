"""The static site (``make site``): its size, time to interactive and the hint in Pyodide.

    python benchmarks/site.py [--visits 2] [--hints 12] [--site DIR] [--json F]

The site is built (or reused) and served by ``python -m http.server`` on loopback; Chromium
opens it with every non-loopback request aborted.  Figures:

- size: every file of build/site/, and compressed (gzip -6 file by file, as a static host
  serving compressed files would send them); and what a cold visit of a lesson downloads;
- time to interactive, from the navigation to every widget of the lesson drawn: cold (a new
  browser profile on disk: empty cache, no service worker) and cached (the same lesson again in
  that profile, a second after the first visit closed, having stayed 3 s on the lesson, as a
  learner coming back finds it: the HTTP cache, the code Chromium compiled from it, JavaScript
  and Pyodide's WebAssembly, and the files the site's loader keeps unpacked);
  beside it, the same return in a private window (Playwright's ordinary context), where
  Chromium keeps the HTTP cache but no compiled code.  Requests elsewhere than loopback go to
  a dead proxy and are recorded; none is intercepted, since intercepting turns Chromium's HTTP
  cache off;
- the hint's step 3 (the move with its numbers: deals solved by the pure-Python solver in
  Pyodide), timed in the page from the click to the hint drawn, at each of the learner's
  cards in lesson 12.

``benchmarks/all.py`` puts them beside the same figures for the Voila course.
Figures go in the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from harness.lessons import widget_outputs
from harness.servers import CHROMIUM_ARGS, chromium_path
from harness.static_site import NO_NETWORK, Offline, ensure_site, file_server
from harness.stats import percentile, yardstick

LESSONS = ["01-the-deck", "04-follow-suit-or-trump", "12-play-a-match"]
TIMEOUT_MS = 180_000
# Chromium writes the code it compiled into its cache once a page has run: a returning learner
# comes back minutes later; the benchmark waits this long before the cached visit.
RETURN_AFTER_S = 1.0
# A learner reads a lesson before leaving it: the first visit stays this long after its widgets
# are drawn (the site keeps its unpacked files for the next visit 1.5 s after the kernel starts).
FIRST_VISIT_STAYS_S = 3.0

HINT_TO_THE_TOP = """async () => {
  const t0 = performance.now();
  document.querySelector('.pt-hint-button').click();
  await new Promise((resolve) => {
    const done = () => document.querySelector('.pt-hints .pt-hint-3');
    if (done()) { resolve(); return; }
    const seen = new MutationObserver(() => { if (done()) { seen.disconnect(); resolve(); } });
    seen.observe(document.body, {childList: true, subtree: true});
  });
  return performance.now() - t0;
}"""


def sizes(site: Path) -> dict[str, float]:
    raw = compressed = 0
    files = 0
    for path in site.rglob("*"):
        if path.is_file():
            data = path.read_bytes()
            raw += len(data)
            compressed += len(gzip.compress(data, 6))
            files += 1
    return {"files": files, "mb": raw / 1e6, "compressed_mb": compressed / 1e6}


def open_lesson(offline: Offline, url: str, lesson: str) -> tuple[float, Any]:
    """Seconds from the navigation to every widget drawn; the page."""
    page = offline.page()
    expected = max(1, widget_outputs(f"{lesson}.ipynb"))
    started = time.perf_counter()
    page.goto(f"{url}voici/render/{lesson}.html", wait_until="commit", timeout=TIMEOUT_MS)
    page.wait_for_function(
        f"document.querySelectorAll('.pt-root, .pt-teacher').length >= {expected}", timeout=TIMEOUT_MS
    )
    return time.perf_counter() - started, page


def hint_times(page: Any, wanted: int) -> list[float]:
    """Step-3 hints at the learner's turns to play in lesson 12, hand after hand."""
    times: list[float] = []
    legal = ".pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal"
    next_hand = ".pt-overlay button.pt-primary"
    turn = f"""() => document.querySelector("{legal}") || document.querySelector("{next_hand}")"""
    table = page.locator(".pt-table[data-seq]")
    while len(times) < wanted:
        page.wait_for_function(turn, timeout=TIMEOUT_MS)
        phase = table.get_attribute("data-phase")
        if phase not in ("auction", "play"):  # the score sheet: deal the next hand
            before = table.get_attribute("data-seq")
            page.locator(next_hand).click()
            page.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
            continue
        # A forced move (one legal card) is answered at once, step 3 alone and with no deals to
        # solve: nothing to time there (and no step 2 to wait for, where the benchmark used to hang).
        if phase == "play" and page.locator(".pt-hand .pt-card.pt-legal").count() > 1:
            for level in (1, 2):  # steps 1 and 2 are sentences, drawn at once
                page.locator(".pt-hint-button").click()
                page.wait_for_function(f"document.querySelectorAll('.pt-hints .pt-hint').length >= {level}")
            times.append(page.evaluate(HINT_TO_THE_TOP) / 1000)
        before = table.get_attribute("data-seq")
        page.locator(legal).first.click()
        page.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
    return times


def files_size(site: Path, url: str, urls: set[str]) -> int:
    """Bytes of the site's files behind ``urls`` (as stored, uncompressed)."""
    total = 0
    for path in {urlsplit(u).path for u in urls if u.startswith(url)}:
        file = site / unquote(path).lstrip("/")
        if file.is_dir():
            file = file / "index.html"
        if file.is_file():
            total += file.stat().st_size
    return total


def in_a_profile(
    pw: Any, chromium: str, url: str, site: Path, lesson: str
) -> tuple[float, float, float, list[str]]:
    """A lesson's first visit in a new browser profile on disk, then its return in that profile:
    both times, the megabytes the first fetched, the requests that tried to leave."""
    with tempfile.TemporaryDirectory(prefix="pitchtutor-profile-") as profile:
        context = pw.chromium.launch_persistent_context(
            profile,
            executable_path=chromium,
            args=CHROMIUM_ARGS,
            viewport={"width": 1280, "height": 900},
            proxy=NO_NETWORK,
        )
        offline = Offline(context, route=False)
        # the files asked for (once each: the service worker's requests are reported too)
        received: set[str] = set()
        context.on("request", lambda r: received.add(r.url))
        first, page = open_lesson(offline, url, lesson)
        time.sleep(FIRST_VISIT_STAYS_S)
        page.close()
        fetched = files_size(site, url, received) / 1e6
        time.sleep(RETURN_AFTER_S)
        again, page = open_lesson(offline, url, lesson)
        page.close()
        context.close()
        return first, again, fetched, offline.blocked


def in_a_private_window(browser: Any, url: str, lesson: str) -> tuple[float, list[str]]:
    """A lesson's return in a private window (no compiled code kept): its time, the requests
    that tried to leave."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=NO_NETWORK)
    offline = Offline(context, route=False)
    _, page = open_lesson(offline, url, lesson)
    time.sleep(FIRST_VISIT_STAYS_S)
    page.close()
    time.sleep(RETURN_AFTER_S)
    again, page = open_lesson(offline, url, lesson)
    page.close()
    context.close()
    return again, offline.blocked


def measure(visits: int, hints: int, site: Path | None = None) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    chromium = chromium_path()
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install chromium")
    site = site or ensure_site()
    figures: dict[str, Any] = {"size": sizes(site)}
    speed = [yardstick()]  # the machine's speed before and after: see yardstick
    cold: dict[str, list[float]] = {lesson: [] for lesson in LESSONS}
    cached: dict[str, list[float]] = {lesson: [] for lesson in LESSONS}
    downloaded: list[float] = []
    blocked: list[str] = []
    private: dict[str, list[float]] = {lesson: [] for lesson in LESSONS}
    with file_server(site) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        for lesson in LESSONS:
            for _ in range(visits):
                first, again, mb, left = in_a_profile(pw, chromium, url, site, lesson)
                cold[lesson].append(first)
                cached[lesson].append(again)
                downloaded.append(mb)
                blocked += left
                again, left = in_a_private_window(browser, url, lesson)
                private[lesson].append(again)
                blocked += left
        hint_seconds = [float("nan")]
        if hints:
            context = browser.new_context(viewport={"width": 1280, "height": 900}, proxy=NO_NETWORK)
            offline = Offline(context, route=False)
            _, page = open_lesson(offline, url, "12-play-a-match")
            hint_seconds = hint_times(page, hints)
            blocked += offline.blocked
            context.close()
        browser.close()
    every_cold = [t for values in cold.values() for t in values]
    every_cached = [t for values in cached.values() for t in values]
    every_private = [t for values in private.values() for t in values]
    figures.update(
        cold=cold,
        cached=cached,
        cold_median_s=statistics.median(every_cold),
        cold_max_s=max(every_cold),
        cached_median_s=statistics.median(every_cached),
        cached_max_s=max(every_cached),
        private=private,
        private_cached_median_s=statistics.median(every_private),
        private_cached_max_s=max(every_private),
        downloaded_mb=statistics.median(downloaded),
        hint_p95_s=percentile(hint_seconds, 0.95),
        hint_median_s=statistics.median(hint_seconds),
        hint_max_s=max(hint_seconds),
        hints=hints and len(hint_seconds),
        visits=visits,
        blocked=sorted(set(blocked)),
        yardstick_s=[*speed, yardstick()],
    )
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--visits", type=int, default=2, help="cold visits (each then cached) per lesson")
    parser.add_argument("--hints", type=int, default=12, help="step-3 hints to time in lesson 12 (0: none)")
    parser.add_argument("--site", type=Path, help="measure this built site as it is (default: make site)")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    f = measure(args.visits, args.hints, args.site.resolve() if args.site else None)
    size = f["size"]
    print(
        f"pitchtutor static site — Chromium, python -m http.server on loopback, {platform.machine()}, "
        f"{args.visits} visits per lesson, load average {os.getloadavg()[0]:.1f} at the end"
    )
    before, after = f["yardstick_s"]
    print(f"the machine's speed (ten million Python additions): {before:.2f} s before, {after:.2f} s after")
    print(
        f"site: {size['files']} files, {size['mb']:.1f} MB, {size['compressed_mb']:.1f} MB compressed; "
        f"a cold lesson visit fetches {f['downloaded_mb']:.1f} MB of its files"
    )
    print(
        f"| {'lesson':<26} | {'cold median':>11} | {'cold max':>9} | {'cached median':>13} | {'max':>6} "
        f"| {'private window, cached':>22} |"
    )
    print(f"|{'-' * 28}|{'-' * 13}|{'-' * 11}|{'-' * 15}|{'-' * 8}|{'-' * 24}|")
    for lesson in LESSONS:
        c, w, p = f["cold"][lesson], f["cached"][lesson], f["private"][lesson]
        print(
            f"| {lesson:<26} | {statistics.median(c):>9.2f} s | {max(c):>7.2f} s | "
            f"{statistics.median(w):>11.2f} s | {max(w):>4.2f} s | {statistics.median(p):>20.2f} s |"
        )
    print(
        f"hint, step 3, in Pyodide (pure-Python solver): p95 {1000 * f['hint_p95_s']:.0f} ms, "
        f"median {1000 * f['hint_median_s']:.0f} ms, max {1000 * f['hint_max_s']:.0f} ms over {f['hints']}"
    )
    if f["blocked"]:
        print(f"requests that tried to leave the machine (aborted): {f['blocked']}")
    if args.json:
        Path(args.json).write_text(json.dumps(f, indent=1))
    if f["blocked"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
