"""Does a change to the page code keep what the page does?  Renders the same
recorded states with the page code of a git commit ("old") and of the working
tree ("new") in Chromium, and compares them (a developer's tool, not a test).

    python -m tests.browser.page_equivalence [COMMIT]          (default: HEAD)
    python -m tests.browser.page_equivalence COMMIT --bench    the draw time of each, too

The states come from scripted tables (four rule sets, hints, the bid advisor,
take-backs, errors, reviews, replays, a thrown-in deal, a match won), every quiz
kind with wrong and right answers, and the progress widget.  For each, the
page's DOM after every step is compared, and for the controls of a fresh render
what focusing, hovering, clicking and an arrow key do and send to Python.
Everything runs in one page, with a stand-in for anywidget's model; nothing is
served but the page code itself.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness.servers import CHROMIUM_ARGS, ROOT, chromium_path

HARNESS = Path(__file__).with_name("page_equivalence.js")
BUNDLES = ("table.js", "quiz.js", "progress.js")


def page_code(commit: str | None) -> dict[str, str]:
    """The module each widget loads, at a commit (None: the working tree).
    Before widgets/src/ existed, cards.js was joined in front of table.js and
    quiz.js, and the progress widget loaded the quiz's module."""

    def read(name: str) -> str | None:
        if commit is None:
            path = ROOT / "widgets" / name
            return path.read_text(encoding="utf-8") if path.exists() else None
        shown = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{commit}:widgets/{name}"], check=False, capture_output=True
        )
        return shown.stdout.decode() if shown.returncode == 0 else None

    progress = read("progress.js")
    if progress is not None:
        return {name: read(name) or "" for name in BUNDLES}
    cards = read("cards.js") or ""
    table, quiz = cards + "\n" + (read("table.js") or ""), cards + "\n" + (read("quiz.js") or "")
    return {"table.js": table, "quiz.js": quiz, "progress.js": quiz}


def scenes() -> dict[str, Any]:
    """Every state to draw: tables driven through their messages, quizzes answered."""
    from pitchtutor import Ruleset
    from pitchtutor.widgets import (
        BestCard,
        BidAdvice,
        CountPips,
        IsBidLegal,
        LegalCards,
        PickSeat,
        PipCounter,
        Progress,
        ScoreChange,
        Table,
        WhichCardWins,
        WhoScores,
        WhoWinsMatch,
    )

    example = json.loads((ROOT / "examples/partnership-made.json").read_text())

    def hand(name: str) -> dict[str, Any]:
        record: dict[str, Any] = json.loads((ROOT / "lessons/hands" / f"{name}.json").read_text())
        return record

    def step(table: Table, batches: list[list[Any]], message: dict[str, Any]) -> None:
        table._on_message(table, {**message, "seq": table.scene["seq"]}, [])
        batches.append(list(table.frames))

    def first_legal(scene: dict[str, Any], passing: bool) -> dict[str, Any]:
        if scene["phase"] == "auction":
            legal = [o for o in scene["bidding"]["options"] if o["legal"]]
            passes = [o for o in legal if o["call"] in ("pass", "redeal")]
            return {"type": "call", "call": (passes if passing and passes else legal)[0]["call"]}
        me = scene["seats"][scene["viewer"]]
        return {
            "type": "play",
            "card": next(c for c in me["cards"] if c.get("legal"))["code"],
            "seat": me["seat"],
        }

    runs: list[dict[str, Any]] = []

    def play(name: str, table: Table, style: str = "first", hands: int = 2) -> None:
        batches = [list(table.frames)]
        played = 0
        for _ in range(400):
            s = table.scene
            if s["phase"] in ("over", "match-over", "redeal"):
                if s["phase"] == "over" and s["viewer"] is not None:
                    step(table, batches, {"type": "review"})
                played += 1
                if played >= hands:
                    break
                step(table, batches, {"type": "next"})
                continue
            if not s["your_turn"]:
                break
            if style == "coach":
                for _ in range(4):
                    step(table, batches, {"type": "hint"})
                if s["phase"] == "auction":
                    step(table, batches, {"type": "advise"})
            if s["phase"] == "play":
                me = s["seats"][s["viewer"]]
                refused = [c for c in me["cards"] if c.get("legal") is False]
                if refused:
                    step(table, batches, {"type": "play", "card": refused[0]["code"], "seat": me["seat"]})
            step(table, batches, first_legal(table.scene, style == "pass"))
            if style == "coach" and len(batches) == 6:
                step(table, batches, {"type": "undo"})
                step(table, batches, {"type": "restart"})
        runs.append({"name": name, "batches": batches, "pace_ms": table.pace_ms})

    for seed in (1, 2, 3):
        play(f"partnership-coach-{seed}", Table("partnership", seed=seed, pace_ms=0), "coach")
    for seed in range(4, 12):
        play(f"partnership-pass-{seed}", Table("partnership", seed=seed, pace_ms=0), "pass", hands=3)
    play("cutthroat-show-all", Table("cutthroat", players=3, seed=4, pace_ms=0, show_all=True))
    play("setback-5", Table("setback", players=5, seed=9, pace_ms=0))
    play("auction-6", Table("auction", players=6, seed=3, pace_ms=0), "coach")
    play("no-viewer", Table("partnership", viewer=None, seed=5, pace_ms=0))
    play("match-over", Table(Ruleset.preset("cutthroat", target=3), players=3, seed=7, pace_ms=0), hands=8)
    play("hints-off", Table("partnership", seed=8, pace_ms=0, hints=False), "coach")
    for name, record in [("example", example)] + [
        (n, hand(n)) for n in ("auction-all-passed-setback", "coke-hand", "smudge", "game-tie")
    ]:
        table = Table.replay(record, pace_ms=0, viewer=0, show_all=name == "example")
        batches = [list(table.frames)]
        for message in ["step_forward"] * 30 + ["step_back"] * 3 + ["step_forward"] * 8:
            step(table, batches, {"type": message})
        runs.append({"name": f"replay-{name}", "batches": batches, "pace_ms": 0})

    quizzes: list[dict[str, Any]] = []

    def ask(name: str, quiz: Any, answers: list[Any]) -> None:
        feedbacks, passed = [dict(quiz.feedback)], [quiz.passed]
        for answer in answers:
            quiz._on_message(quiz, {"type": "answer", "value": answer}, [])
            feedbacks.append(dict(quiz.feedback))
            passed.append(quiz.passed)
        quizzes.append(
            {
                "name": name,
                "question": quiz.question,
                "quiz_id": quiz.quiz_id,
                "feedbacks": feedbacks,
                "passed": passed,
            }
        )

    auction = {**example, "auction": [2, "pass", "pass"], "play": []}
    ask("which-wins", WhichCardWins.from_record(example, trick=2, quiz_id="equiv-q1"), ["2H", "TH"])
    ask("legal-cards", LegalCards.from_record({**example, "play": example["play"][:1]}), [[], ["x"]])
    ask(
        "legal-cards-strict",
        LegalCards.from_position("7C 9D 2S", "QC", "D", trump_anytime=False),
        [["7C"], ["9D"]],
    )
    ask("who-scores", WhoScores.from_record(example), [{"high": 0}, {}])
    ask("bid-legal", IsBidLegal.from_record(auction, 2), [True, False, "maybe"])
    ask("count-pips", CountPips.from_cards("TH AS KD 7C QS JH", quiz_id="equiv-pips"), [19, "lots", 20])
    ask("pip-counter", PipCounter(), [["TS", "AS"], ["AH"]])
    ask(
        "best-card",
        BestCard.from_record(hand("jack-under-queen"), tip="tip.protect_jack"),
        ["JH", "5S", "KH"],
    )
    set_back = hand("lone-trump-set-back")
    ask(
        "score-change",
        ScoreChange.from_record(set_back),
        [{"0": "3", "1": "1", "2": "0"}, {"0": -3, "1": 1, "2": 0}],
    )
    ask("who-wins-match", WhoWinsMatch.from_record(set_back), [0, -1, 1])
    ask("bid-advice", BidAdvice.from_record(hand("bid-strong")), [4, "pass", 3, 9])
    ask("pick-seat", PickSeat.eldest(4, dealer=2), [2, 3, 7])
    progress = [
        Progress(
            [
                {
                    "title": "Lesson 1",
                    "href": "01.ipynb",
                    "summary": "The deal",
                    "quizzes": ["equiv-q1", "equiv-pips"],
                },
                {"title": "Lesson 2", "href": "02.ipynb", "quizzes": []},
            ]
        ).question,
        Progress([{"title": "This lesson", "quizzes": ["equiv-q1", "equiv-pips", "x"]}]).question,
    ]
    return {"runs": runs, "quizzes": quizzes, "progress": progress}


def in_chromium(code: dict[str, dict[str, str]], work: Callable[[Any], Any]) -> Any:
    """Run work(page) in a page that serves the page code of each build and the CSS."""
    chromium = chromium_path()
    if chromium is None:
        sys.exit("Debian's chromium is needed: apt-get install chromium")
    from playwright.sync_api import sync_playwright

    files = {f"/{build}/{name}": text for build, modules in code.items() for name, text in modules.items()}
    files["/pitch.css"] = (ROOT / "widgets/pitch.css").read_text(encoding="utf-8")
    files["/"] = "<!doctype html><meta charset=utf-8><link rel=stylesheet href=/pitch.css><body></body>"
    kinds = {"js": "text/javascript", "css": "text/css"}

    def serve(route: Any) -> None:
        path = "/" + route.request.url.split("/", 3)[3]
        route.fulfill(
            status=200, body=files[path], content_type=kinds.get(path.rsplit(".", 1)[-1], "text/html")
        )

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.route("http://page-code.test/**", serve)
            page.goto("http://page-code.test/")
            page.add_script_tag(content=HARNESS.read_text(encoding="utf-8"))
            result = work(page)
            if errors:
                sys.exit(f"the page raised: {errors[:3]}")
            return result
        finally:
            browser.close()


def compare(data: dict[str, Any], code: dict[str, dict[str, str]]) -> int:
    def work(page: Any) -> dict[str, list[dict[str, Any]]]:
        found = {}
        for build in ("old", "new"):
            started = time.perf_counter()
            found[build] = page.evaluate("([build, data]) => window.transcript(build, data)", [build, data])
            print(f"{build}: {len(found[build])} states in {time.perf_counter() - started:.0f} s")
        return found

    found = in_chromium(code, work)
    old, new = found["old"], found["new"]
    if len(old) != len(new):
        print(f"DIFFERENT: {len(old)} states before, {len(new)} after")
        return 1
    differences = [
        (a, b, key)
        for a, b in zip(old, new, strict=True)
        for key in a.keys() | b.keys()
        if a.get(key) != b.get(key)
    ]
    controls = sum(1 for entry in new if "sent" in entry)
    messages = sum(len(entry.get("sent", [])) for entry in new)
    print(
        f"{len(new)} states, {controls} controls tried, {messages} messages sent: {len(differences)} differences"
    )
    for a, b, key in differences[:8]:
        print(f"- {a['label']}: {key}\n  before: {str(a.get(key))[:400]}\n  after:  {str(b.get(key))[:400]}")
    return 1 if differences else 0


def bench(data: dict[str, Any], code: dict[str, dict[str, str]], passes: int) -> None:
    frames = [frame for run in data["runs"] for batch in run["batches"] for frame in batch]
    draws = in_chromium(
        code, lambda page: page.evaluate("([f, p]) => window.drawBench(f, p)", [frames, passes])
    )
    for build in ("old", "new"):
        ms = draws[build]
        p95 = statistics.quantiles(ms, n=20)[18]
        print(
            f"{build}: {len(ms)} draws, ms a draw: median {statistics.median(ms):.2f}, p95 {p95:.2f}, mean {statistics.fmean(ms):.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "commit", nargs="?", default="HEAD", help="the page code to compare with (default HEAD)"
    )
    parser.add_argument(
        "--bench", action="store_true", help="also time the table's draws, both builds interleaved"
    )
    parser.add_argument(
        "--passes", type=int, default=4, help="passes over every frame for --bench (the first warms up)"
    )
    args = parser.parse_args()
    code = {"old": page_code(args.commit), "new": page_code(None)}
    data = scenes()
    status = compare(data, code)
    if args.bench:
        bench(data, code, args.passes)
    sys.exit(status)


if __name__ == "__main__":
    main()
