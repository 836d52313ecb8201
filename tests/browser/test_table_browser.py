"""The card table in a real page: Voila serving lessons/play-a-hand.ipynb,
driven with the mouse and the keyboard in Debian's Chromium."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from harness.servers import WIDGET_STATE_JS
from pitchtutor.widgets import TableSession
from tests.browser.conftest import Page

SEED = 12
ROOT_SELECTOR = ".pt-table"


def open_table(page: Page, url: str, seed: int = SEED) -> Any:
    page.page.goto(f"{url}voila/render/play-a-hand.ipynb?seed={seed}&pace=0")
    root = page.page.locator(f"{ROOT_SELECTOR}[data-seq]")
    root.wait_for()
    return root


def seq(page: Page) -> int:
    return int(page.page.locator(ROOT_SELECTOR).get_attribute("data-seq") or 0)


def phase(page: Page) -> str:
    return page.page.locator(ROOT_SELECTOR).get_attribute("data-phase") or ""


def wait_for_answer(page: Page, before: int) -> None:
    page.page.wait_for_function(
        f"""() => {{ const r = document.querySelector('{ROOT_SELECTOR}');
                    return Number(r.dataset.seq) > {before} && !r.classList.contains('pt-waiting'); }}"""
    )


def frames_in_page(page: Page) -> list[dict[str, Any]]:
    state = json.loads(page.page.evaluate(WIDGET_STATE_JS))
    tables = [
        m["state"]
        for m in state.values()
        if m["state"].get("_anywidget_id") == "pitchtutor.widgets.table.Table"
    ]
    assert len(tables) == 1
    return list(tables[0]["frames"])


def card_codes(value: Any) -> set[str]:
    if isinstance(value, dict):
        found = {value["code"]} if isinstance(value.get("code"), str) and "suit" in value else set()
        return found.union(*(card_codes(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(card_codes(v) for v in value))
    return set()


def bid(page: Page) -> None:
    """Bid with the mouse: the lowest legal bid above pass, else pass."""
    legal = page.page.locator(".pt-bidbox .pt-bid.pt-legal")
    choice = legal.nth(1) if legal.count() > 1 else legal.first
    before = seq(page)
    choice.click()
    wait_for_answer(page, before)


def play_with_mouse(page: Page) -> None:
    before = seq(page)
    page.page.locator(".pt-hand .pt-card.pt-legal").first.click()
    wait_for_answer(page, before)


def play_with_keyboard(page: Page) -> None:
    """Arrow keys walk the hand (one tab stop); Enter plays the focused card."""
    before = seq(page)
    page.page.locator(".pt-hand .pt-card[tabindex='0']").focus()
    for _ in range(8):
        focused = page.page.evaluate("document.activeElement.className")
        if "pt-legal" in focused:
            break
        page.page.keyboard.press("ArrowRight")
    assert "pt-legal" in page.page.evaluate("document.activeElement.className")
    page.page.keyboard.press("Enter")
    wait_for_answer(page, before)


def test_play_a_whole_hand_with_mouse_and_keyboard(voila_url: str, page: Page, screenshot_dir: Path) -> None:
    open_table(page, voila_url)
    p = page.page
    assert phase(page) == "auction"
    p.screenshot(path=str(screenshot_dir / "table-start.png"))
    # the bidding box: illegal calls say why, legal ones bid
    bid(page)
    moves, illegal_checked, mid_trick_shot = 0, False, False
    while phase(page) == "play":
        if not illegal_checked and p.locator(".pt-hand .pt-card.pt-illegal").count():
            illegal = p.locator(".pt-hand .pt-card.pt-illegal").first
            code = illegal.get_attribute("data-code")
            before = seq(page)
            illegal.click(force=True)  # aria-disabled, yet a real click lands on it
            status = p.locator(".pt-status")
            assert "were led and you hold" in status.inner_text()
            expected = next(c for c in frames_in_page(page)[-1]["seats"][0]["cards"] if c["code"] == code)
            assert status.inner_text() == expected["why"] and expected["legal"] is False
            assert seq(page) == before and p.locator(f".pt-hand [data-code='{code}']").count() == 1
            illegal_checked = True
        if (
            not mid_trick_shot
            and p.locator(".pt-trick .pt-played").count() >= 1
            and not p.locator(".pt-trick .pt-winner").count()
        ):
            p.screenshot(path=str(screenshot_dir / "table-mid-trick.png"))
            mid_trick_shot = True
        (play_with_keyboard if moves % 2 else play_with_mouse)(page)
        moves += 1
    assert phase(page) == "over" and moves == 6
    sheet = p.locator("[data-testid='score']")
    sheet.wait_for()
    for point in ("high", "low", "jack", "game"):
        assert p.locator(f".pt-sheet tr[data-point='{point}'] .pt-point-why").inner_text()
    assert "Totals:" in sheet.inner_text()
    game = p.locator(".pt-sheet tr[data-point='game'] .pt-point-card").inner_text()
    assert "Your side" in game and "East & West" in game  # each side's pips
    p.screenshot(path=str(screenshot_dir / "table-score.png"))
    tutor = p.locator(".pt-log .pt-line")
    assert tutor.count() > 30
    assert page.errors == []
    # the next hand
    before = seq(page)
    p.get_by_role("button", name="Next hand").click()
    wait_for_answer(page, before)
    assert phase(page) in ("auction", "play") and "Hand 2" in p.locator(".pt-bar").inner_text()


def test_hidden_cards_never_reach_the_page(voila_url: str, page: Page) -> None:
    hidden = {card.code for seat in (1, 2, 3) for card in TableSession(seed=SEED).hand.holding(seat)}
    open_table(page, voila_url)
    frames = frames_in_page(page)
    state = page.page.evaluate(WIDGET_STATE_JS)
    assert not card_codes(frames) & hidden
    assert all(seat["cards"] is None for frame in frames for seat in frame["seats"][1:])
    for code in hidden:
        assert f'"code":"{code}"' not in state.replace(" ", "")
    # and after some play, only the cards that were played are known
    bid(page)
    if phase(page) == "play":
        play_with_mouse(page)
    frames = frames_in_page(page)
    played = {p["card"]["code"] for f in frames if f["trick"] for p in f["trick"]["plays"]}
    assert card_codes(frames) & hidden <= played
    # the page shows backs for the others, each with an accessible name
    backs = page.page.locator(".pt-seat .pt-back")
    assert backs.count() >= 12
    assert {backs.nth(i).get_attribute("aria-label") for i in range(backs.count())} == {"face-down card"}


def test_accessibility_names_roles_and_keyboard_reach(voila_url: str, page: Page) -> None:
    open_table(page, voila_url)
    p = page.page
    assert p.locator(".pt-log[aria-live='polite'][role='log']").count() == 1
    assert p.locator(".pt-status[aria-live='assertive']").count() == 1
    names = p.eval_on_selector_all(".pt-card", "els => els.map(e => e.getAttribute('aria-label'))")
    assert names and all(names)
    assert "Ace of hearts" in " ".join(names) or any(" of " in n for n in names)
    # the bidding box is reachable with Tab alone, and its greyed bids explain themselves
    for _ in range(80):
        p.keyboard.press("Tab")
        if p.evaluate("document.activeElement.classList.contains('pt-bid')"):
            break
    assert p.evaluate("document.activeElement.classList.contains('pt-bid')")
    illegal = p.locator(".pt-bidbox .pt-bid.pt-illegal")
    if illegal.count():
        illegal.first.focus()
        assert p.locator(".pt-bid-why").inner_text() == illegal.first.get_attribute("title")
    p.locator(".pt-bidbox .pt-bid.pt-legal").first.focus()
    before = seq(page)
    p.keyboard.press("Enter")
    wait_for_answer(page, before)
    if phase(page) == "play":
        hand = p.locator(".pt-hand .pt-card")
        assert all(hand.nth(i).evaluate("e => e.tagName") == "BUTTON" for i in range(hand.count()))
        labels = [hand.nth(i).get_attribute("aria-label") for i in range(hand.count())]
        assert all(label.endswith(("playable", "not playable")) for label in labels)
    assert page.errors == []


def test_hint_ladder_bid_advisor_and_review_in_the_page(voila_url: str, page: Page) -> None:
    open_table(page, voila_url)
    p = page.page
    hand_top = lambda: p.locator(".pt-hand").bounding_box()["y"]  # noqa: E731
    top = hand_top()
    p.get_by_role("button", name="Bid advisor").click()
    p.locator(".pt-advisor").wait_for()
    assert p.locator(".pt-advisor-thumb-label").inner_text().lower() == "rule of thumb"
    # the advisor's call is marked in the bidding box and has the keyboard's focus (it was Pass)
    advised = p.locator(".pt-bidbox .pt-bid.pt-hinted")
    assert advised.count() == 1 and advised.get_attribute("tabindex") == "0"
    assert p.evaluate("document.activeElement.classList.contains('pt-hinted')"), focused(page)
    call, best = advised.get_attribute("data-call"), p.locator(".pt-advisor-best").inner_text()
    assert best.startswith("Pass") if call == "pass" else best.startswith(f"Bid {call}"), (call, best)
    # beside the buttons too (a phone shows the tutor's panel below the fold)
    pointer = p.locator(".pt-bidbox .pt-advice-pointer").inner_text()
    says = "pass" if call == "pass" else f"bid {call} and pitch {best.split(' pitch ')[1].split(':')[0]}"
    assert pointer.startswith(f"The bid advisor says {says};"), (pointer, best)
    assert "By the rule texts' count" in p.locator(".pt-advisor-thumb").inner_text()
    # the table shows the figure the advice ranks by: a bid advised is in the row with the best net
    figures = p.locator(".pt-advisor-net-figure").all_inner_texts()
    nets = [float(t.replace("−", "-")) for t in figures if t != "—"]
    # each net says the bid it is at ("at 1"), which may be below the bid advised
    assert all(re.fullmatch(r"at [1-4]", t) for t in p.locator(".pt-advisor-net-bid").all_inner_texts())
    # at a match's table, the chance of winning it after each suit's best bid for it: what the
    # advice ranks by then (to the percent the page shows, or a tenth where chances would read alike)
    chances = [float(t.rstrip("%").strip()) for t in p.locator(".pt-advisor-match-figure").all_inner_texts()]
    # where the call advised is not its row's best bid, its own figure under the row's ("at 3")
    if call != "pass":
        row_bid = p.locator(".pt-advised-row .pt-advisor-net .pt-advisor-net-bid").inner_text()
        shown = p.locator(".pt-advised-row .pt-advisor-net .pt-advisor-advised-bid").all_inner_texts()
        assert shown == ([] if row_bid == f"at {call}" else [f"at {call}"]), (row_bid, shown)
    if call != "pass":
        marked = p.locator(".pt-advised-row .pt-advisor-chance.pt-advised")
        assert marked.count() == 1
        if chances:
            advised_chance = p.locator(".pt-advised-row .pt-advisor-match-figure").inner_text()
            assert float(advised_chance.rstrip("%").strip()) == max(chances), chances
        else:
            assert float(p.locator(".pt-advised-row .pt-advisor-net-figure").inner_text()) == max(nets), nets
    for label in ("Hint", "A stronger hint", "Show me the move"):
        before = seq(page)
        p.get_by_role("button", name=label).click()
        wait_for_answer(page, before)
    hints = p.locator(".pt-hints .pt-hint")
    assert hints.count() == 3
    assert hints.nth(0).inner_text().startswith("Count your likely points")
    assert hints.nth(2).inner_text().startswith(("Bid", "Pass"))
    # the call "Show me the move" named is marked in the bidding box, and is its tab stop
    hinted = p.locator(".pt-bidbox .pt-bid.pt-hinted")
    assert hinted.count() == 1 and hinted.get_attribute("tabindex") == "0"
    said = hints.nth(2).inner_text()
    named = hinted.get_attribute("data-call")
    assert said.startswith("Pass") if named == "pass" else said.startswith(f"Bid {named}"), (named, said)
    spent = p.get_by_role("button", name="No more hints")
    assert spent.is_disabled()  # aria-disabled, yet focusable: the keyboard's focus stays on it
    spent.focus()
    p.keyboard.press("Enter")
    assert p.locator(".pt-status").inner_text().startswith("That was the last hint for this move")
    assert p.evaluate("document.activeElement.dataset.focusKey") == "btn:hint"
    # the side grew by three hints and the advisor's chart; the felt did not, so the hand stays put
    assert hand_top() == top
    bid(page)
    shown = False
    while phase(page) == "play":
        if not shown and p.locator(".pt-hint-button").count():  # the first card of ours: ask to the end
            for _ in range(3):
                if p.locator(".pt-hint-button[aria-disabled='true']").count():
                    break  # a forced card is shown at once
                before = seq(page)
                p.locator(".pt-hint-button").click()
                wait_for_answer(page, before)
            hinted = p.locator(".pt-hand .pt-card.pt-hinted")
            assert hinted.count() == 1 and hinted.get_attribute("tabindex") == "0"
            code = (hinted.get_attribute("data-focus-key") or "").removeprefix("card:")
            assert p.locator(".pt-hints .pt-hint-3").inner_text() and code, code
            shown = True
        play_with_mouse(page)
    assert shown
    before = seq(page)
    p.get_by_role("button", name="Review my play").click()
    wait_for_answer(page, before)
    assert p.locator(".pt-review-summary").inner_text().startswith("You made")
    assert page.errors == []


def focused(page: Page) -> str:
    """What has the keyboard focus: its class and accessible name."""
    return str(
        page.page.evaluate(
            "(() => { const e = document.activeElement; return e.className + ' | ' + (e.getAttribute('aria-label') || e.textContent); })()"
        )
    )


def test_a_whole_hand_with_the_keyboard_only_focus_follows_the_play(voila_url: str, page: Page) -> None:
    """Tab reaches the bidding box, arrows move within it, Enter bids; after each bid or
    card the focus is where the learner acts next (a card they may play, the next hand's
    button), never dropped to the page."""
    open_table(page, voila_url)
    p = page.page
    for _ in range(60):
        p.keyboard.press("Tab")
        if "pt-bid" in focused(page):
            break
    assert "pt-bid pt-legal" in focused(page) and "Pass" in focused(
        page
    )  # the one tab stop: the first legal call
    p.keyboard.press("ArrowRight")
    assert "Bid 1" in focused(page)
    p.keyboard.press("ArrowLeft")
    p.keyboard.press("End")
    assert "Bid 4" in focused(page)
    p.keyboard.press("Home")
    p.keyboard.press("ArrowRight")
    before = seq(page)
    p.keyboard.press("Enter")
    wait_for_answer(page, before)
    moves = 0
    while phase(page) == "play":
        p.wait_for_function("document.activeElement.classList.contains('pt-legal')")
        before = seq(page)
        p.keyboard.press("Enter")  # no Tab, no mouse: the focus is already on a card to play
        wait_for_answer(page, before)
        moves += 1
    assert moves == 6 and phase(page) == "over"
    p.wait_for_function("document.activeElement.textContent === 'Next hand'")
    assert page.errors == []


def test_your_card_clicked_in_the_auction_says_why(voila_url: str, page: Page) -> None:
    open_table(page, voila_url, seed=SEED)
    p = page.page
    p.locator(".pt-hand .pt-card").first.click()
    assert "The auction comes first" in p.locator(".pt-status").inner_text()


def overlaps(page: Page, selector: str) -> list[str]:
    """The seats whose box meets the element's box (none may)."""
    return list(
        page.page.evaluate(
            """(selector) => { const box = document.querySelector(selector); if (!box) return ['no ' + selector];
                 const b = box.getBoundingClientRect();
                 return [...document.querySelectorAll('.pt-arena .pt-seat')].filter((s) => {
                   const r = s.getBoundingClientRect();
                   return !(r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom); })
                   .map((s) => s.querySelector('.pt-name').textContent); }""",
            selector,
        )
    )


def clipped(page: Page) -> list[str]:
    """The seats and cards that stick out of the felt or the window's width."""
    return list(
        page.page.evaluate(
            """() => { const felt = document.querySelector('.pt-felt').getBoundingClientRect();
                 return [...document.querySelectorAll('.pt-arena .pt-seat, .pt-hand .pt-card')].filter((n) => {
                   const r = n.getBoundingClientRect();
                   return r.left < felt.left - 1 || r.right > felt.right + 1 || r.right > window.innerWidth; })
                   .map((n) => n.getAttribute('aria-label') || n.textContent); }"""
        )
    )


ADVISOR = {"en": "Bid advisor", "fr": "Conseiller d'enchères", "pt": "Conselheiro de apostas"}


@pytest.mark.parametrize(
    ("players", "lang", "projector"), [(4, "en", 0), (3, "en", 0), (4, "fr", 1), (3, "fr", 1), (4, "pt", 1)]
)
def test_the_bidding_box_never_hides_a_seat(
    voila_url: str, browser: Any, players: int, lang: str, projector: int
) -> None:
    """Nor on a class's screen in French, whose longer words and large type make the box taller."""
    for width, height in ((1280, 800), (1280, 720), (390, 844)):
        context = browser.new_context(viewport={"width": width, "height": height})
        p = context.new_page()
        p.goto(f"{voila_url}voila/render/play-a-hand.ipynb?seed={SEED}&pace=0&players={players}"
               f"&lang={lang}&projector={projector}")  # fmt: skip
        p.locator(".pt-bidbox").wait_for()
        p.get_by_role("button", name=ADVISOR[lang]).click()
        p.locator(".pt-advisor").wait_for()
        page = Page(p)
        assert overlaps(page, ".pt-bidbox") == [], (width, height)
        assert clipped(page) == [], (width, height)
        # the advisor's chart fits its column ("100 %" and the header were cut off in French; and
        # the match's column, once, behind the panel's padding): its box has nothing to scroll
        wide = p.evaluate("(() => { const a = document.querySelector('.pt-advisor');"
                          " return [a.scrollWidth, a.clientWidth]; })()")  # fmt: skip
        assert wide[0] <= wide[1], (width, height, wide)
        context.close()


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_the_advisor_opens_beside_the_bidding_box(voila_url: str, browser: Any, lang: str) -> None:
    """A newcomer's walk opened the three hints, then the bid advisor, at 1280x800: the advisor
    began below the window, and reading it took the bidding box out of sight.  The side now keeps
    to the window's height and scrolls itself to what was just asked for: the advisor's chart
    and the box are on one screen, and nothing in the side is squeezed or cut at its right."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    p = context.new_page()
    p.goto(f"{voila_url}voila/render/play-a-hand.ipynb?seed={SEED}&pace=0&lang={lang}")
    p.locator(f"{ROOT_SELECTOR}[data-seq]").wait_for()
    p.locator(".pt-bidbox").scroll_into_view_if_needed()
    page = Page(p)
    for _ in range(3):
        before = seq(page)
        p.locator(".pt-hint-button").click()
        wait_for_answer(page, before)
    p.get_by_role("button", name=ADVISOR[lang]).click()
    p.locator(".pt-advisor").wait_for()
    box = p.evaluate(
        """() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
             const side = document.querySelector('.pt-side'), chart = document.querySelector('.pt-advisor');
             const parts = [...side.children].map((n) => [n.scrollHeight, n.clientHeight]);
             return {chart: r('.pt-advisor-table').bottom, top: r('.pt-advisor').top, bidbox: r('.pt-bidbox').bottom,
                     sideTop: r('.pt-side').top, scrolled: side.scrollTop, wide: [chart.scrollWidth, chart.clientWidth],
                     parts, h: innerHeight}; }"""
    )
    assert box["scrolled"] > 0, box  # the side moved to the advisor, not the page
    assert box["sideTop"] <= box["top"] and box["chart"] <= box["h"] and box["bidbox"] <= box["h"], box
    assert box["wide"][0] <= box["wide"][1], box
    assert all(full <= shown + 1 for full, shown in box["parts"]), box  # no part squeezed under another
    context.close()


def test_on_a_phone_the_bidding_box_leads_to_the_advisors_figures(voila_url: str, browser: Any) -> None:
    """A phone shows the tutor's panel under the felt: the advisor opened below the fold, and the
    box only said its figures were there.  "Show its figures" brings the chart into view, and the
    keyboard's focus with it."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    p = context.new_page()
    p.goto(f"{voila_url}voila/render/play-a-hand.ipynb?seed={SEED}&pace=0")
    p.locator(f"{ROOT_SELECTOR}[data-seq]").wait_for()
    p.get_by_role("button", name="Bid advisor").click()
    p.locator(".pt-advisor").wait_for()
    show = p.get_by_role("button", name="Show its figures")
    show.focus()
    p.keyboard.press("Enter")
    box = p.evaluate(
        """() => { const r = document.querySelector('.pt-advisor-table').getBoundingClientRect();
             return {top: r.top, bottom: r.bottom, h: innerHeight,
                     focused: document.activeElement.classList.contains('pt-advisor')}; }"""
    )
    assert box["top"] >= 0 and box["bottom"] <= box["h"] and box["focused"], box
    context.close()


def test_the_advisor_dims_the_bids_no_longer_allowed(voila_url: str, page: Page) -> None:
    """West deals: North and East bid before you, East 2.  The advisor's chances for 1 and 2 stay
    (they say what the hand is worth) but are dimmed, with the engine's reason on hover; 3 and 4,
    which you may bid, are not."""
    p = page.page
    p.goto(f"{voila_url}voila/render/play-a-hand.ipynb?seed=1&pace=0&dealer=1")
    p.locator(f"{ROOT_SELECTOR}[data-seq]").wait_for()
    p.get_by_role("button", name="Bid advisor").click()
    p.locator(".pt-advisor").wait_for()
    allowed = [
        int(b.get_attribute("data-call") or 0)
        for b in p.locator(".pt-bidbox .pt-bid").all()
        if (b.get_attribute("data-call") or "").isdigit() and b.get_attribute("aria-disabled") != "true"
    ]
    heads = p.locator(".pt-advisor-head th").evaluate_all(
        "(ns) => ns.filter((n) => /^[1-4]$/.test(n.textContent))"
        ".map((n) => [Number(n.textContent), n.classList.contains('pt-advisor-gone'), n.title])"
    )
    assert [b for b, gone, _ in heads if not gone] == allowed and allowed and allowed[0] > 1, (heads, allowed)
    for _, gone, why in heads:
        assert not gone or "does not beat the high bid of 2 (East)" in why, why
    rows = p.locator(".pt-advisor-table tr:has(.pt-advisor-chance)").count()
    assert p.locator(".pt-advisor-chance.pt-advisor-gone").count() == rows * (4 - len(allowed))


def test_on_a_phone_the_cards_and_the_tutors_last_line_share_one_screen(
    voila_url: str, browser: Any, screenshot_dir: Path
) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844})
    p = context.new_page()
    p.goto(f"{voila_url}voila/render/play-a-hand.ipynb?seed={SEED}&pace=0")
    page = Page(p)
    root = p.locator(f"{ROOT_SELECTOR}[data-seq]")
    root.wait_for()
    bid(page)
    play_with_mouse(page)
    p.locator(".pt-felt").evaluate("e => e.scrollIntoView({block: 'start'})")
    assert clipped(page) == []
    box = p.evaluate(
        """() => { const r = (s) => document.querySelector(s).getBoundingClientRect();
             return {bar: r('.pt-bar').top, hand: r('.pt-hand').bottom, last: r('.pt-felt-last').bottom,
                     seats: Math.max(...[...document.querySelectorAll('.pt-arena .pt-seat')].map((s) => s.getBoundingClientRect().bottom))}; }"""
    )
    assert box["last"] - box["bar"] <= 844 and box["last"] <= 844, (
        box
    )  # one screen, from the bar to the tutor's line
    last = p.locator(".pt-felt-last").inner_text()
    assert "Score:" in last and p.locator(".pt-log .pt-line").last.inner_text().split(" — ")[-1] in last
    p.screenshot(path=str(screenshot_dir / "table-phone.png"))
    context.close()


def test_a_learner_who_obeys_the_coach_in_the_page_is_never_contradicted(voila_url: str, page: Page) -> None:
    """A newcomer's hand in the page, by the coach's word: the whole hint ladder before every
    move, the bid advisor in the auction, the move step 3 names made with the keyboard; then
    Review my play. The advisor and the ladder name the same call, and the review never calls
    a card played on the hint's word a mistake."""
    import re

    open_table(page, voila_url, seed=3)
    p = page.page
    hinted: set[str] = set()
    decisions = 0
    while phase(page) in ("auction", "play"):
        if phase(page) == "auction":
            before = seq(page)
            p.get_by_role("button", name="Bid advisor").click()
            wait_for_answer(page, before)
        while p.locator(".pt-hint-button:not([aria-disabled='true'])").count():
            before = seq(page)
            p.locator(".pt-hint-button").click()
            wait_for_answer(page, before)
        scene = frames_in_page(page)[-1]
        steps = scene["hints"]
        move = steps[-1]["move"]
        assert move is not None and len(steps) in (1, 3), steps
        if phase(page) == "auction":
            best = scene["advice"]["best"]
            assert best.startswith("Pass" if move == "pass" else f"Bid {move} "), (best, move)
            p.locator(f".pt-bidbox .pt-bid[data-call='{move}']").focus()
        else:
            hinted.add(str(move))
            cards = {c["code"]: c for c in scene["seats"][0]["cards"]}
            assert cards[move]["legal"]
            named = {code for code, c in cards.items() if c["name"] in " ".join(s["text"] for s in steps)}
            assert named <= {move}, (named, move, [s["text"] for s in steps])  # the steps name one card
            p.locator(f".pt-hand .pt-card[data-code='{move}']").focus()
        before = seq(page)
        p.keyboard.press("Enter")
        wait_for_answer(page, before)
        decisions += 1
    assert phase(page) == "over" and decisions >= 7
    before = seq(page)
    p.get_by_role("button", name="Review my play").click()
    wait_for_answer(page, before)
    for line in p.locator(".pt-review li").all_inner_texts():
        blamed = re.search(
            r"played the (\S+), but the \S+ was better: ([+-][\d.]+) instead of ([+-][\d.]+)", line
        )
        if blamed:
            code = blamed.group(1).replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C")
            code = code.replace("10", "T")
            loss = float(blamed.group(2)) - float(blamed.group(3))
            assert code not in hinted or loss < 0.5, line
    assert page.errors == []


# A whole hand in each language of the course: the tutor's words are the lesson's language's.
SPOKEN = {"pt": ("vaza", "trunfo", "naipe"), "fr": ("pli", "atout", "couleur")}


@pytest.mark.parametrize("lang", sorted(SPOKEN))
def test_a_whole_hand_in_the_lessons_language(voila_url: str, page: Page, lang: str) -> None:
    p = page.page
    p.goto(f"{voila_url}voila/render/{lang}/12-play-a-match.ipynb?seed=3&pace=0")
    p.locator(f"{ROOT_SELECTOR}[data-seq]").wait_for(timeout=60_000)
    for _ in range(40):  # the auction, then six cards (a hand thrown in is dealt again)
        if phase(page) == "over":
            break
        legal = p.locator(".pt-bidbox .pt-bid.pt-legal, .pt-hand .pt-card.pt-legal, .pt-overlay .pt-primary")
        legal.first.wait_for()
        before = seq(page)
        legal.first.click()
        wait_for_answer(page, before)
    assert phase(page) == "over"
    lines = p.locator(".pt-log .pt-line").all_inner_texts()
    spoken = " ".join(lines).lower()
    assert len(lines) > 20 and all(word in spoken for word in SPOKEN[lang]), lines[:5]
    for english in (" wins trick ", " the highest trump", " may pass", " follow suit"):
        assert english not in spoken, (english, lines)
    assert p.locator("[data-testid='score']").count() == 1 and page.errors == []


def test_a_replay_says_why_back_and_forward_stop_at_its_ends(voila_url: str, page: Page) -> None:
    """Lesson 7's replay: at its start Back, at its end Forward, To the trick and End are marked
    aria-disabled, stay in the tab order, and a click says why without asking Python (the walk
    found Forward enabled at the end, and an error box after a click)."""
    p = page.page
    p.goto(f"{voila_url}voila/render/07-settling-a-hand.ipynb")
    table = p.locator(".pt-table[data-seq]", has=p.locator("[data-focus-key='tool:step_to_end']")).first
    table.wait_for()
    tool = lambda kind: table.locator(f"[data-focus-key='tool:{kind}']")  # noqa: E731
    status = table.locator(".pt-status")
    assert tool("step_back").get_attribute("aria-disabled") == "true"
    assert tool("step_forward").get_attribute("aria-disabled") is None
    before = int(table.get_attribute("data-seq") or 0)
    tool("step_back").click(force=True)  # aria-disabled, yet a real click lands on it
    assert status.inner_text() == "This is the start of the hand: Forward ▶ shows its first move."
    tool("step_to_end").click()
    p.wait_for_function(
        """([root, before]) => Number(root.dataset.seq) > before && !root.classList.contains('pt-waiting')
                              && root.dataset.phase === 'over'""",
        arg=[table.element_handle(), before],
    )
    assert tool("step_back").get_attribute("aria-disabled") is None
    ended = int(table.get_attribute("data-seq") or 0)
    for kind in ("step_forward", "step_trick", "step_to_end"):
        assert tool(kind).get_attribute("aria-disabled") == "true"
        tool(kind).focus()
        p.keyboard.press("Enter")
        assert status.inner_text() == "This is the end of the hand: ◀ Back steps through it again."
        assert "pt-status-error" not in (status.get_attribute("class") or "")
    assert int(table.get_attribute("data-seq") or 0) == ended  # nothing was sent
    assert p.evaluate("document.activeElement.dataset.focusKey") == "tool:step_to_end"
    assert page.errors == []


@pytest.mark.parametrize(("lang", "label"), [("en", "Pass: North holds 1"), ("pt", "Passe: Norte tem 1")])
def test_the_advisor_shows_a_pass_under_a_partners_contract_as_a_row(
    voila_url: str, browser: Any, lang: str, label: str
) -> None:
    """North, the learner's partner, opens 1: a pass leaves the contract with the learner's side,
    so the advisor's table has a row for it (the partner's contract's net and chance of winning the
    match), marked as the advice where a pass is advised, and the chart still fits its column."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    p = context.new_page()
    p.goto(f"{voila_url}voila/render/play-a-hand.ipynb?seed=28&dealer=1&pace=0&lang={lang}")
    p.locator(f"{ROOT_SELECTOR}[data-seq]").wait_for()
    p.get_by_role("button", name=ADVISOR[lang]).click()
    row = p.locator(".pt-advisor-pass-row")
    row.wait_for()
    assert row.locator(".pt-advisor-pass-label").inner_text() == label
    net = row.locator(".pt-advisor-net-figure").inner_text()
    assert re.fullmatch(r"[+−]?\d[.,]\d", net), net
    best = p.locator(".pt-advisor-best").inner_text()
    assert net in best, (net, best)  # the sentence gives the row's figure
    # a pass is advised here: the pass's row is the advised one, and its chance is the sentence's
    assert "pt-advised-row" in (row.get_attribute("class") or "")
    chance = row.locator(".pt-advisor-match-figure").inner_text()
    assert chance in best, (chance, best)
    wide = p.evaluate(
        "() => { const c = document.querySelector('.pt-advisor'); return [c.scrollWidth, c.clientWidth]; }"
    )
    assert wide[0] <= wide[1], wide
    context.close()


@pytest.mark.parametrize(
    ("players", "lang", "says"),
    [
        (4, "en", "Your side's points less the other side's"),
        (3, "en", "Your points less an average opponent's"),
        (2, "en", "Your points less your opponent's"),
        (2, "fr", "Vos points moins ceux de votre adversaire"),
    ],
)
def test_the_advisors_net_says_whose_points_it_takes_off(
    voila_url: str, page: Page, players: int, lang: str, says: str
) -> None:
    """The net column's tooltip names whom it counts against: the other side with partners, an
    average opponent at three or more each for themselves, and at two your one opponent (it said
    "your side's" there, where there are no sides)."""
    p = page.page
    p.goto(f"{voila_url}voila/render/play-a-hand.ipynb?seed={SEED}&pace=0&players={players}&lang={lang}")
    p.locator(f"{ROOT_SELECTOR}[data-seq]").wait_for()
    p.get_by_role("button", name=ADVISOR[lang]).click()
    p.locator(".pt-advisor").wait_for()
    title = p.locator(".pt-advisor-net-head").get_attribute("title") or ""
    assert title.startswith(says), title
