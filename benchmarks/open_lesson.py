"""Lesson time to interactive: a learner opens a lesson served by ``pitchtutor serve``.

    python benchmarks/open_lesson.py [--visits 3] [--lessons 01-the-deck.ipynb 12-play-a-match.ipynb]

Timed in Chromium from the navigation to the moment every widget of the
lesson is drawn (the learner can click).  Twice: cold (no kernel waiting:
Voila starts one and runs the notebook) and preheated (``--pool``: a kernel
has already run the notebook).  Each visit is a new page; between preheated
visits the pool refills before the next one, as it would between learners.
Figures go in the README, never into timed asserts.
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

from benchmarks.processes import ServerProcesses
from harness.lessons import widget_outputs
from harness.servers import CHROMIUM_ARGS, NO_CDN, chromium_path, copy_notebooks, course

LESSONS = ["01-the-deck.ipynb", "04-follow-suit-or-trump.ipynb", "12-play-a-match.ipynb"]


def visit(browser: object, url: str, lesson: str) -> float:
    page = browser.new_page(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    try:
        expected = max(1, widget_outputs(lesson))
        started = time.perf_counter()
        page.goto(f"{url}voila/render/{lesson}", wait_until="commit", timeout=120_000)
        page.wait_for_function(
            f"document.querySelectorAll('.pt-root, .pt-teacher').length >= {expected}", timeout=120_000
        )
        return time.perf_counter() - started
    finally:
        page.close()


def measure(lessons: list[str], visits: int, preheated: bool) -> dict[str, list[float]]:
    from playwright.sync_api import sync_playwright

    chromium = chromium_path()
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install chromium")
    times: dict[str, list[float]] = {lesson: [] for lesson in lessons}
    pools = dict.fromkeys(lessons, 1) if preheated else {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        root = copy_notebooks(Path(tmp) / "course")
        with course(root, pools=pools) as url:
            server = ServerProcesses.of(url)
            browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS + NO_CDN)
            for lesson in lessons:
                for _ in range(visits):
                    if preheated:
                        # the pool refills after each visit: let it finish (kernels quiet), as a
                        # learner arriving a little later would find it
                        time.sleep(2)
                        server.wait_for_kernels(len(lessons), timeout=180)
                    times[lesson].append(visit(browser, url, lesson))
            browser.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--visits", type=int, default=3, help="page loads per lesson, each way")
    parser.add_argument("--lessons", nargs="+", default=LESSONS)
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()
    cold = measure(args.lessons, args.visits, preheated=False)
    warm = measure(args.lessons, args.visits, preheated=True)
    print(
        f"pitchtutor lesson time to interactive — Chromium, pitchtutor serve on localhost, "
        f"{platform.machine()}, Python {platform.python_version()}, {args.visits} visits each"
    )
    print(
        f"| {'lesson':<30} | {'cold median':>11} | {'cold max':>9} | {'preheated median':>16} | {'max':>6} |"
    )
    print(f"|{'-' * 32}|{'-' * 13}|{'-' * 11}|{'-' * 18}|{'-' * 8}|")
    for lesson in args.lessons:
        c, w = cold[lesson], warm[lesson]
        print(
            f"| {lesson:<30} | {statistics.median(c):>9.2f} s | {max(c):>7.2f} s | "
            f"{statistics.median(w):>14.2f} s | {max(w):>4.2f} s |"
        )
    every_cold = [t for values in cold.values() for t in values]
    every_warm = [t for values in warm.values() for t in values]
    if args.json:
        figures = {
            "cold_median_s": statistics.median(every_cold),
            "cold_max_s": max(every_cold),
            "preheated_median_s": statistics.median(every_warm),
            "preheated_max_s": max(every_warm),
            "lessons": args.lessons,
            "visits": args.visits,
        }
        Path(args.json).write_text(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
