"""Load test: a class of learners on one ``pitchtutor serve``, on loopback.

    python benchmarks/load.py [--learners 25] [--browsers 3] [--pool 25]

Each learner opens lesson 12 (Play a match) and plays a full hand at the
table widget: bids, plays six cards, and sees the score.  ``--browsers`` of
them are real Chromium pages (clicks timed in the page, from the click to
the table redrawn); the rest are protocol-level clients that speak to the
kernel over the page's websocket exactly as the page's widget manager does
(timed from the message sent to the new scene received).  Learners arrive
over ``--ramp`` seconds and think ``--think`` seconds between moves.

Reported: errors (any failed request, error scene, kernel error, page error
or server traceback: the goal is zero), click-to-answer median / 95th
percentile / max, lesson open times, and the server's memory and CPU per
kernel.  Bounded: every learner has ``--timeout`` seconds, and the server is
stopped at the end.  Figures go in the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import platform
import queue
import random
import re
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.attacker import Attacks, attack_from_process
from benchmarks.processes import ServerProcesses
from harness.servers import CHROMIUM_ARGS, NO_CDN, chromium_path, copy_notebooks, course
from harness.stats import percentile

LESSON = "12-play-a-match.ipynb"
KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')


@dataclass
class Results:
    clicks: dict[str, list[float]] = field(default_factory=lambda: {"protocol": [], "browser": []})
    opens: dict[str, list[float]] = field(default_factory=lambda: {"protocol": [], "browser": []})
    errors: list[str] = field(default_factory=list)
    hands: int = 0
    # protocol clicks split at the kernel's reply: (sent to replied, replied to received), ms
    split: list[tuple[float, float]] = field(default_factory=list)
    attacks: Attacks = field(default_factory=Attacks)


# -- a protocol-level learner ---------------------------------------------------------


class KernelSocket:
    """The page's kernel websocket, in the JSON protocol of Jupyter's websocket."""

    def __init__(self, connection: Any) -> None:
        self.connection = connection
        self.session = uuid.uuid4().hex

    async def send(
        self, msg_type: str, content: dict[str, Any], metadata: dict[str, Any] | None = None
    ) -> None:
        header = {
            "msg_id": uuid.uuid4().hex,
            "username": "learner",
            "session": self.session,
            "msg_type": msg_type,
            "version": "5.3",
            "date": "",
        }
        message = {
            "header": header,
            "parent_header": {},
            "metadata": metadata or {},
            "content": content,
            "buffers": [],
            "channel": "shell",
        }
        await self.connection.write_message(json.dumps(message))

    async def receive(self) -> dict[str, Any]:
        text = await self.connection.read_message()
        if text is None:
            raise ConnectionError("the kernel websocket closed")
        return json.loads(text)  # type: ignore[no-any-return]


def legal_move(scene: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    if scene["phase"] == "auction":
        options = [o for o in scene["bidding"]["options"] if o["legal"]]
        return {"type": "call", "call": rng.choice(options)["call"]}
    cards = [c for c in scene["seats"][scene["viewer"]]["cards"] if c.get("legal")]
    return {"type": "play", "card": rng.choice(cards)["code"], "seat": scene["viewer"]}


async def protocol_learner(url: str, number: int, args: argparse.Namespace, results: Results) -> None:
    from tornado.httpclient import AsyncHTTPClient, HTTPRequest
    from tornado.websocket import websocket_connect

    rng = random.Random(number)
    started = time.perf_counter()
    page = await AsyncHTTPClient().fetch(
        f"{url}voila/render/{LESSON}?seed={number}&pace=0", request_timeout=120
    )
    found = KERNEL_ID.search(page.body.decode())
    if not found:
        raise RuntimeError("no kernel id in the page")
    ws_url = url.replace("http", "ws", 1) + f"api/kernels/{found.group(1)}/channels?session_id={uuid.uuid4()}"
    # the kernel belongs to the browser that opened its page: its cookie comes along
    cookies = "; ".join(value.split(";", 1)[0] for value in page.headers.get_list("Set-Cookie"))
    kernel = KernelSocket(await websocket_connect(HTTPRequest(ws_url, headers={"Cookie": cookies})))
    control = uuid.uuid4().hex
    opening = {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}}
    await kernel.send("comm_open", opening, metadata={"version": "1.0.0"})  # the widget control protocol
    await kernel.send("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})
    table_id, scene = None, None
    while table_id is None:
        message = await kernel.receive()
        data = message.get("content", {}).get("data", {})
        if message["header"]["msg_type"] == "comm_msg" and data.get("method") == "update_states":
            for model_id, model in data["states"].items():
                if "frames" in model["state"]:
                    table_id, scene = model_id, model["state"]["frames"][-1]
    results.opens["protocol"].append(time.perf_counter() - started)
    if args.verbose:
        print(
            f"learner {number}: page {page.request_time:.2f} s, table {time.perf_counter() - started:.2f} s"
        )
    while scene["phase"] in ("auction", "play"):
        await asyncio.sleep(rng.uniform(*args.think))
        move = legal_move(scene, rng) | {"seq": scene["seq"]}
        sent, sent_wall = time.perf_counter(), time.time()
        await kernel.send("comm_msg", {"comm_id": table_id, "data": {"method": "custom", "content": move}})
        scene, replied = await next_scene(kernel, table_id, scene["seq"], results)
        results.clicks["protocol"].append((time.perf_counter() - sent) * 1000)
        results.split.append(((replied - sent_wall) * 1000, (time.time() - replied) * 1000))
    kernel.connection.close()
    results.hands += 1


async def next_scene(
    kernel: KernelSocket, table_id: str, seq: int, results: Results
) -> tuple[dict[str, Any], float]:
    """The table's next scene, and when the kernel sent it (its header's date)."""
    while True:
        message = await kernel.receive()
        kind, content = message["header"]["msg_type"], message.get("content", {})
        if kind == "error" or (kind == "stream" and content.get("name") == "stderr"):
            results.errors.append(f"kernel {kind}: {str(content)[:200]}")
        if kind != "comm_msg" or content.get("comm_id") != table_id:
            continue
        frames = content["data"].get("state", {}).get("frames", [])
        if frames and frames[-1]["seq"] > seq:
            scene: dict[str, Any] = frames[-1]
            if (scene.get("message") or {}).get("level") == "error":
                results.errors.append(f"error scene: {scene['message']['text']}")
            return scene, datetime.fromisoformat(message["header"]["date"]).timestamp()


# -- a learner in Chromium --------------------------------------------------------------

CLICK_AND_WAIT = """async (selector) => {
  const table = document.querySelector('.pt-table');
  const before = table.dataset.seq;
  const t0 = performance.now();
  const answered = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (table.dataset.seq !== before) { seen.disconnect(); resolve(performance.now() - t0); }
    });
    seen.observe(table, {attributes: true, attributeFilter: ['data-seq']});
  });
  const choices = document.querySelectorAll(selector);
  choices[Math.floor(Math.random() * choices.length)].click();
  return await answered;
}"""


async def browser_learner(
    browser: Any, url: str, number: int, args: argparse.Namespace, results: Results, *, go: asyncio.Event
) -> None:
    rng = random.Random(number)
    context = await browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = await context.new_page()
        page.on("pageerror", lambda error: results.errors.append(f"page error: {error}"))
        page.set_default_timeout(args.timeout * 1000)
        started = time.perf_counter()
        await page.goto(f"{url}voila/render/{LESSON}?seed={number}&pace=0")
        table = page.locator(".pt-table[data-seq]")
        await table.wait_for()
        results.opens["browser"].append(time.perf_counter() - started)
        await go.wait()
        while (phase := await table.get_attribute("data-phase")) in ("auction", "play"):
            await asyncio.sleep(rng.uniform(*args.think))
            selector = ".pt-bidbox .pt-bid.pt-legal" if phase == "auction" else ".pt-hand .pt-card.pt-legal"
            results.clicks["browser"].append(await page.evaluate(CLICK_AND_WAIT, selector))
            if await page.locator(".pt-kernel-banner:not([hidden])").count():
                results.errors.append("the page shows the kernel banner")
        results.hands += 1
    finally:
        await context.close()


# -- the run ------------------------------------------------------------------------------


def arrival(number: int, args: argparse.Namespace) -> float:
    return args.ramp * number / max(1, args.learners)


def browser_seats(args: argparse.Namespace) -> list[int]:
    """Which learners are Chromium pages: spread over the arrivals."""
    step = max(1, args.learners // max(1, args.browsers))
    return list(range(0, args.learners, step))[: args.browsers]


class Attacker:
    """One hostile visitor, in a process of its own (another machine, in a
    class): every attack in turn, from the moment the class is seated until
    the hands are played.  (Before that, a visitor who keeps loading pages can
    take the class limit's free seats for the minute before their kernels are
    culled: that limit is the teacher's ``--max-kernels``.)"""

    def __init__(self, url: str) -> None:
        spawn = multiprocessing.get_context("spawn")
        self.stop, self.sent = spawn.Event(), spawn.Queue()
        self.process = spawn.Process(target=attack_from_process, args=(url, self.stop, self.sent))

    async def once_seated(self, results: Results, learners: int) -> None:
        while len(results.opens["protocol"]) + len(results.errors) < learners:
            await asyncio.sleep(0.1)
        self.process.start()

    def finish(self, results: Results) -> None:
        self.stop.set()
        try:
            results.attacks = self.sent.get(timeout=60)
        except queue.Empty:
            results.errors.append("the attacker did not report back")
        self.process.join(10)
        results.errors += results.attacks.failures


async def run_class(url: str, args: argparse.Namespace, server: ServerProcesses) -> Results:
    """The protocol learners here; the Chromium learners in a process of their
    own, so that neither's work delays the other's timing."""
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=args.learners + 5)  # the default queues all but ten
    results = Results()
    in_browsers = browser_seats(args)
    browsers = None
    if in_browsers:
        command = [sys.executable, __file__, "--browser-part", url, *sys.argv[1:]]
        browsers = await asyncio.create_subprocess_exec(
            *command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
        )
        # Chromium's pages open first: their page load (seconds of CPU each) is
        # the learners' computers' work in a class, not the server's.  Then
        # the protocol learners arrive and everyone plays at once.
        assert browsers.stdout is not None and browsers.stdin is not None
        while (line := await browsers.stdout.readline()) and line.strip() != b"opened":
            pass
        browsers.stdin.write(b"go\n")
        await browsers.stdin.drain()

    async def learner(number: int) -> None:
        await asyncio.sleep(arrival(number, args))
        try:
            await asyncio.wait_for(protocol_learner(url, number, args, results), args.timeout)
        except Exception as error:  # every failure is counted, none stops the class
            results.errors.append(f"learner {number}: {type(error).__name__}: {error}")

    async def sample_memory() -> None:
        while True:
            server.sample()
            await asyncio.sleep(0.5)

    sampler = asyncio.ensure_future(sample_memory())
    protocol_learners = [n for n in range(args.learners) if n not in in_browsers]
    attacker = Attacker(url) if args.attacker else None
    seated = attacker.once_seated(results, len(protocol_learners)) if attacker else asyncio.sleep(0)
    await asyncio.gather(seated, *(learner(n) for n in protocol_learners))
    if browsers is not None:
        out, _ = await browsers.communicate()
        part = json.loads(out.decode().strip().splitlines()[-1])
        results.clicks["browser"], results.opens["browser"] = part["clicks"], part["opens"]
        results.errors += part["errors"]
        results.hands += part["hands"]
    sampler.cancel()
    if attacker is not None:
        attacker.finish(results)
    server.sample()
    return results


async def browser_part(url: str, args: argparse.Namespace) -> Results:
    from playwright.async_api import async_playwright

    results = Results()
    path = chromium_path()
    if path is None:
        sys.exit("Debian's chromium is needed for --browsers: apt-get install chromium")
    async with async_playwright() as playwright:
        # Learners' browsers run on their own machines; here every Chromium page
        # takes CPU from the server, which is why most learners speak the protocol.
        browser = await playwright.chromium.launch(executable_path=path, args=CHROMIUM_ARGS + NO_CDN)

        go = asyncio.Event()  # set when the main process says the class has started

        async def learner(number: int) -> None:
            await asyncio.sleep(arrival(number, args))
            try:
                await asyncio.wait_for(
                    browser_learner(browser, url, number, args, results, go=go), args.timeout
                )
            except Exception as error:
                results.errors.append(f"learner {number} (Chromium): {type(error).__name__}: {error}")

        async def start() -> None:
            while len(results.opens["browser"]) + len(results.errors) < len(seats):
                await asyncio.sleep(0.1)
            print("opened", flush=True)
            await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
            go.set()

        seats = browser_seats(args)
        await asyncio.gather(start(), *(learner(n) for n in seats))
        await browser.close()
    return results


def report(results: Results, server: ServerProcesses, args: argparse.Namespace, wall: float) -> None:
    print(
        f"pitchtutor load test — {args.learners} learners ({args.browsers} in Chromium), lesson {LESSON}, "
        f"pool {args.pool}, think {args.think[0]}-{args.think[1]} s, ramp {args.ramp} s; "
        f"{platform.machine()}, Python {platform.python_version()}"
    )
    print(f"hands played: {results.hands}/{args.learners} in {wall:.1f} s; errors: {len(results.errors)}")
    if args.attacker:
        sent = ", ".join(f"{name} ×{count}" for name, count in sorted(results.attacks.sent.items()))
        print(f"meanwhile one attacker, {results.attacks.rounds} rounds: {sent}")
    for error in results.errors[:10]:
        print("  error:", error)
    print(f"| {'click-to-answer':<30} | {'n':>4} | {'median':>8} | {'p95':>8} | {'max':>8} |")
    print(f"|{'-' * 32}|{'-' * 6}|{'-' * 10}|{'-' * 10}|{'-' * 10}|")
    everything = results.clicks["protocol"] + results.clicks["browser"]
    for name, values in (
        ("protocol clients", results.clicks["protocol"]),
        ("Chromium pages", results.clicks["browser"]),
        ("all learners", everything),
    ):
        if values:
            print(
                f"| {name:<30} | {len(values):>4} | {statistics.median(values):>5.1f} ms | "
                f"{percentile(values, 0.95):>5.1f} ms | {max(values):>5.1f} ms |"
            )
    for name, values in results.opens.items():
        if values:
            print(
                f"lesson open ({name}): median {statistics.median(values):.2f} s, "
                f"p95 {percentile(values, 0.95):.2f} s, max {max(values):.2f} s"
            )
    if results.split:
        kernel_side, delivery = zip(*results.split, strict=True)
        print(
            f"protocol clicks, sent to the kernel's reply: p95 {percentile(list(kernel_side), 0.95):.1f} ms; "
            f"reply to received: p95 {percentile(list(delivery), 0.95):.1f} ms"
        )
    print(server.summary(args.learners))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, default=25)
    parser.add_argument("--browsers", type=int, default=3, help="how many learners are Chromium pages")
    parser.add_argument("--pool", type=int, default=25, help="kernels preheated for the lesson")
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds over which learners arrive")
    parser.add_argument("--think", type=float, nargs=2, default=(0.5, 2.0), help="seconds between moves")
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds each learner may take")
    parser.add_argument("--json", help="also write the figures to this file")
    parser.add_argument("--verbose", action="store_true", help="say when each learner's lesson opens")
    parser.add_argument("--attacker", action="store_true", help="one visitor sends every attack meanwhile")
    parser.add_argument("--browser-part", metavar="URL", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.browser_part:
        part = asyncio.run(browser_part(args.browser_part, args))
        print(
            json.dumps(
                {
                    "clicks": part.clicks["browser"],
                    "opens": part.opens["browser"],
                    "errors": part.errors,
                    "hands": part.hands,
                }
            )
        )
        return
    results = measure(args)
    if results.errors:
        sys.exit(1)


def measure(args: argparse.Namespace) -> Results:
    with tempfile.TemporaryDirectory() as tmp:
        root = copy_notebooks(Path(tmp) / "course")
        # the class's size, and a little room: what a teacher would set (--max-kernels)
        limit = (f"--max-kernels={args.learners + 4}",) if args.attacker else ()
        with course(root, pool_size=0, pools={LESSON: args.pool}, extra=limit) as url:
            server = ServerProcesses.of(url)
            server.wait_for_kernels(args.pool, timeout=300)
            server.start_counting()
            start = time.perf_counter()
            results = asyncio.run(run_class(url, args, server))
            wall = time.perf_counter() - start
        log = (root.parent / "course-serve.log").read_text(errors="replace")
        during = log.split("Handle signal")[
            0
        ]  # kernels stopped with the server may complain: not the class's
        results.errors += [
            f"server: {line}" for line in during.splitlines() if "Traceback" in line or "ERROR" in line
        ]
    report(results, server, args, wall)
    if args.json:
        Path(args.json).write_text(json.dumps(figures(results, server, args), indent=1))
    return results


def figures(results: Results, server: ServerProcesses, args: argparse.Namespace) -> dict[str, Any]:
    clicks = results.clicks["protocol"] + results.clicks["browser"]
    return {
        "learners": args.learners,
        "browsers": args.browsers,
        "errors": len(results.errors),
        "hands": results.hands,
        "click_median_ms": statistics.median(clicks),
        "click_p95_ms": percentile(clicks, 0.95),
        "click_max_ms": max(clicks),
        "attacker_rounds": results.attacks.rounds if args.attacker else None,
        **server.figures(args.learners),
    }


if __name__ == "__main__":
    main()
