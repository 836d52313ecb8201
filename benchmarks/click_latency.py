"""Click-to-answer latency in the browser: Voila serving the table, Debian's
Chromium clicking, time measured inside the page from the click to the
tutor's answer appearing.

    python benchmarks/click_latency.py [--clicks 60] [--lang pt]

Two figures: a legal move (the click goes to the Python kernel, which applies
it, plays the bots and sends the new scene; the answer is the tutor's new
line) and an illegal card (answered in the page from the reasons the scene
carries).  Figures go in the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from harness.servers import CHROMIUM_ARGS, chromium_path, copy_notebooks, voila
from harness.stats import percentile

CLICK_AND_WAIT = """async (selector) => {
  const log = document.querySelector('.pt-log');
  const before = log.children.length;
  const target = document.querySelector(selector);
  const t0 = performance.now();
  const answered = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (log.children.length > before) { seen.disconnect(); resolve(performance.now() - t0); }
    });
    seen.observe(log, {childList: true});
  });
  target.click();
  return await answered;
}"""

ILLEGAL_CLICK = """async (selector) => {
  const status = document.querySelector('.pt-status');
  status.textContent = '';
  const target = document.querySelector(selector);
  const t0 = performance.now();
  const answered = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (status.textContent) { seen.disconnect(); resolve(performance.now() - t0); }
    });
    seen.observe(status, {childList: true, characterData: true, subtree: true});
  });
  target.click();
  return await answered;
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=60, help="legal and illegal clicks to measure, each")
    parser.add_argument("--untuned", action="store_true", help="without pitchtutor's Jupyter configuration")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--lang", default="en", choices=("en", "pt", "fr"), help="the table's language")
    args = parser.parse_args()
    chromium = chromium_path()
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install chromium")
    from playwright.sync_api import sync_playwright

    legal: list[float] = []
    illegal: list[float] = []
    with (
        tempfile.TemporaryDirectory() as tmp,
        voila(copy_notebooks(Path(tmp)), tuned=not args.untuned) as url,
        sync_playwright() as pw,
    ):
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.route("**/cdn.jsdelivr.net/**", lambda route: route.abort())
        page.set_default_timeout(60_000)
        started = time.perf_counter()
        page.goto(f"{url}voila/render/play-a-hand.ipynb?seed=21&pace=0&lang={args.lang}")
        page.locator(".pt-table[data-seq]").wait_for()
        first_paint = time.perf_counter() - started
        while len(legal) < args.clicks or len(illegal) < args.clicks:
            phase = page.locator(".pt-table").get_attribute("data-phase")
            if phase == "auction":
                legal.append(page.evaluate(CLICK_AND_WAIT, ".pt-bidbox .pt-bid.pt-legal:last-of-type"))
            elif phase == "play":
                if page.locator(".pt-hand .pt-card.pt-illegal").count() and len(illegal) < args.clicks:
                    illegal.append(page.evaluate(ILLEGAL_CLICK, ".pt-hand .pt-card.pt-illegal"))
                legal.append(page.evaluate(CLICK_AND_WAIT, ".pt-hand .pt-card.pt-legal"))
            else:  # the score sheet, a redeal or the end of the match: deal on
                before = page.locator(".pt-table").get_attribute("data-seq")
                page.evaluate("document.querySelector('.pt-overlay .pt-primary').click()")
                page.wait_for_function(f"document.querySelector('.pt-table').dataset.seq !== '{before}'")
        browser.close()

    print(f"pitchtutor click-to-answer latency — Chromium via Playwright, Voila on localhost, "
          f"{platform.machine()}, Python {platform.python_version()}"
          f"{', untuned (Nagle on)' if args.untuned else ''}, the table in {args.lang!r}")  # fmt: skip
    print(f"page opened to table drawn: {first_paint:.2f} s (kernel start and notebook run included)")
    print(f"| {'click':<58} | {'n':>4} | {'median':>8} | {'p95':>8} | {'max':>8} |")
    print(f"|{'-' * 60}|{'-' * 6}|{'-' * 10}|{'-' * 10}|{'-' * 10}|")
    for name, values in (
        ("legal move: to the kernel and back, tutor's new line shown", legal),
        ("illegal card: the tutor's reason shown (in the page)", illegal),
    ):
        print(f"| {name:<58} | {len(values):>4} | {statistics.median(values):>5.1f} ms | "
              f"{percentile(values, 0.95):>5.1f} ms | {max(values):>5.1f} ms |")  # fmt: skip
    if args.json:
        figures = {
            name: {
                "median_ms": statistics.median(v),
                "p95_ms": percentile(v, 0.95),
                "max_ms": max(v),
                "n": len(v),
            }
            for name, v in (("legal", legal), ("illegal", illegal))
        }
        Path(args.json).write_text(json.dumps({**figures, "first_paint_s": first_paint}, indent=1))


if __name__ == "__main__":
    main()
