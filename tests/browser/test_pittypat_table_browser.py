"""The Pitty Pat table's browser half in Chromium, played with the keyboard.

The page holds the real ES module (widgets/pittypat.js, bundled from widgets/src/) and the real CSS, and
a small stand-in for the anywidget model: each message the page sends goes to
a real :class:`PittyPatTable` in this process, and its new scene comes back,
exactly as the widget's comm would carry them.  No Jupyter server needed."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from pitchtutor.widgets.pittypat_table import PittyPatTable
from tests.browser.conftest import Page

ROOT = Path(__file__).resolve().parents[2]

HARNESS = """
const listeners = {};
window.sent = [];
window.scene = null;
window.words = {};
window.model = {
  get: (key) => (key === "words" ? window.words : window.scene),
  send: (message) => window.sent.push(message),
  on: (event, callback) => { listeners[event] = callback; },
  off: () => {},
};
window.setScene = (scene) => { window.scene = scene; if (listeners["change:scene"]) listeners["change:scene"](); };
"""


def open_table(page: Page, table: PittyPatTable) -> Any:
    p = page.page
    # The bundle's default export (esbuild ends it with `export{name as default};`) made a global.
    module, exported = re.subn(
        r"export\{(\w+) as default\};\s*$",
        r"window.ppRender = \1.render;",
        (ROOT / "widgets/pittypat.js").read_text(),
    )
    assert exported == 1
    css = table._css
    p.set_content(
        f"<!doctype html><html><head><style>{css}</style></head><body><div id='w'></div></body></html>"
    )
    p.add_script_tag(content=HARNESS)
    p.add_script_tag(content=module, type="module")
    p.wait_for_function("window.ppRender !== undefined")
    p.evaluate("words => { window.words = words; }", table.words)  # the table's words, in its lang
    p.evaluate("scene => { window.scene = scene; window.ppRender({model: window.model, el: document.getElementById('w')}); }",
               table.scene)  # fmt: skip
    return p


def pump(p: Any, table: PittyPatTable) -> int:
    """Deliver what the page sent to the table; send the new scene back."""
    sent = p.evaluate("window.sent.splice(0)")
    for message in sent:
        table._on_message(table, message, [])
    if sent:
        p.evaluate("scene => window.setScene(scene)", json.loads(json.dumps(table.scene)))
    return len(sent)


def test_a_round_played_with_the_keyboard(page: Page) -> None:
    table = PittyPatTable(players=3, seed=8)
    p = open_table(page, table)
    assert p.locator(".pp-up").get_attribute("aria-label") == f"The up-card: {table.scene['up']['name']}"
    pairs_played = 0
    for _ in range(400):
        scene = table.scene
        if scene["end"] is not None:
            break
        # during play no other seat's card face is on the page
        assert p.locator(".pp-seat .pp-card:not(.pp-back)").count() == 0
        if scene["moves"]["pairs"]:
            match = p.locator("button[aria-label*='matches the up-card']").first
            match.focus()
            p.keyboard.press("Enter")
            assert p.locator("button[aria-pressed='true']").count() == 1
            assert "Now choose the free card" in p.locator(".pp-step").inner_text()
            free = p.locator("button[aria-label*='discard as the free card']").first
            free.focus()
            p.keyboard.press("Enter")
            pairs_played += 1
        else:
            name = "Draw" if scene["moves"]["draw"] else "Pass"
            button = p.get_by_role("button", name=name, exact=True)
            assert button.is_enabled()
            button.focus()
            p.keyboard.press("Enter")
        assert pump(p, table) == 1
        assert table.scene["error"] is None, table.scene["error"]
    assert table.scene["end"] is not None and pairs_played > 0
    banner = p.locator(".pp-banner")
    assert banner.is_visible()
    assert banner.inner_text().startswith("Pitty Pat!" if table.scene["end"]["how"] == "out" else "Blocked")
    assert p.locator(".pp-sheet tbody tr").count() == 3
    assert p.get_by_role("button", name="Next round").is_visible()
    assert p.locator(".pp-lines li").count() > 3
    assert not page.errors, page.errors


def test_a_card_that_cannot_match_is_explained_by_the_engine(page: Page) -> None:
    for seed in range(60):
        table = PittyPatTable(players=3, seed=seed)
        scene = table.scene
        wrong = [c for c in scene["seats"][0]["cards"] if not c["match"]]
        if scene["moves"]["pairs"] and wrong:
            break
    p = open_table(page, table)
    p.get_by_role("button", name=wrong[0]["name"], exact=True).click()
    assert pump(p, table) == 1
    notice = p.locator(".pp-notice")
    assert notice.inner_text().startswith(f"The {wrong[0]['pretty']} cannot be the matching card")
    assert notice.get_attribute("role") == "status"
    assert not page.errors, page.errors


def test_pass_when_it_is_not_the_move_says_why_on_the_page(page: Page) -> None:
    """A walk found Pass greyed out with its reason only in a tooltip, which a phone never shows:
    it stays a button (aria-disabled, not disabled), and its click brings the engine's reason."""
    table = PittyPatTable(players=3, seed=3)
    assert table.scene["moves"]["pass"] is None
    p = open_table(page, table)
    button = p.get_by_role("button", name="Pass", exact=True)
    assert button.get_attribute("aria-disabled") == "true" and button.evaluate("b => !b.disabled")
    button.focus()  # a tap does the same (Playwright's click waits for an aria-disabled button)
    p.keyboard.press("Enter")
    assert pump(p, table) == 1
    assert p.locator(".pp-error").inner_text().startswith("You may not pass: the stock still has")
    assert not page.errors, page.errors


def test_on_a_phone_the_table_fits_the_screen(page: Page) -> None:
    """At 390 px the tutor goes under the felt and nothing sticks out on the right."""
    p = page.page
    p.set_viewport_size({"width": 390, "height": 844})
    open_table(page, PittyPatTable(players=3, seed=4, lang="fr"))
    p.locator(".pp-hand").wait_for()
    wide = p.evaluate(
        """() => [...document.querySelectorAll('.pp-root *')].filter((n) => n.getBoundingClientRect().right
                 > document.documentElement.clientWidth + 1).map((n) => n.className || n.tagName)"""
    )
    assert wide == []
    felt, tutor = (p.locator(s).first.bounding_box() for s in (".pp-felt", ".pp-side"))
    assert felt is not None and tutor is not None and tutor["y"] >= felt["y"] + felt["height"] - 1
    assert page.errors == []
