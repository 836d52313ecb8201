"""Take the README's screenshots afresh (``make screenshots``): lessons in
Voila, whole pages, into docs/screenshots/."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from harness.servers import CHROMIUM_ARGS, ROOT, chromium_path, copy_notebooks, voila

PAGES = {
    "lesson-index.png": "index.ipynb",
    "lesson-01-deck.png": "01-the-deck.ipynb",
    "lesson-06-points.png": "06-the-four-points.ipynb",
    "lesson-10-strategy.png": "10-playing-the-cards.ipynb",
}


def main() -> None:
    chromium = chromium_path()
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install chromium")
    from playwright.sync_api import sync_playwright

    target = ROOT / "docs" / "screenshots"
    target.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory() as tmp,
        voila(copy_notebooks(Path(tmp))) as url,
        sync_playwright() as pw,
    ):
        browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.route("**/cdn.jsdelivr.net/**", lambda route: route.abort())
        for filename, notebook in PAGES.items():
            page.set_viewport_size({"width": 1280, "height": 900})
            page.goto(f"{url}voila/render/{notebook}", timeout=90_000)
            page.wait_for_load_state("networkidle")
            page.wait_for_timeout(1000)
            height = page.evaluate(
                "Math.max(...[...document.querySelectorAll('body, body *')].map(e => e.scrollHeight))"
            )
            page.set_viewport_size({"width": 1280, "height": min(int(height) + 40, 6000)})
            page.wait_for_timeout(500)
            page.screenshot(path=str(target / filename))
            print(f"wrote docs/screenshots/{filename}")
        browser.close()


if __name__ == "__main__":
    main()
