"""One hostile visitor during a class (``benchmarks/load.py --attacker``):
every attack of issue 13 in turn, again and again, until told to stop.
Runs in a thread of its own; each attack is bounded in time, and what it
got back is checked, so a weakness shows up as an error of the run."""

from __future__ import annotations

import json
import threading
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import websocket

from harness.attack import (
    KERNEL_ID,
    Visitor,
    message,
    receive_all,
    set_trait,
    widget_states,
)


@dataclass
class Attacks:
    rounds: int = 0
    sent: dict[str, int] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    def did(self, name: str) -> None:
        self.sent[name] = self.sent.get(name, 0) + 1


def _expect(attacks: Attacks, name: str, ok: bool, detail: object = "") -> None:
    attacks.did(name)
    if not ok:
        attacks.failures.append(f"attack {name}: {detail}")


ATTACKER_LESSON = "05-winning-a-trick.ipynb"  # a table of its own, not the class's preheated lesson


def one_round(url: str, attacks: Attacks, lesson: str = ATTACKER_LESSON) -> None:
    me = Visitor(url)
    status, body = me.get(f"voila/render/{lesson}?seed=1&pace=0")
    found = KERNEL_ID.search(body)
    if status != 200 or not found:
        _expect(attacks, "open a lesson", status in (429, 503), status)  # a full class is an answer
        return
    kernel = found.group(1)
    ws = me.socket(kernel)
    try:
        for count in (2**64 - 1, 20_000_000):  # frames that claim more parts than they hold
            ws.send_binary(count.to_bytes(8, "little") + b"\0" * 8)
            attacks.did("huge frame count")
        header = message("execute_request", {"code": "open('/tmp/pwned', 'w')"})
        ws.send(json.dumps(header))
        attacks.did("execute_request")
        states = widget_states(ws)
        table = next(key for key, state in states.items() if "frames" in state)
        for name, value in (("pace_ms", -5), ("hints", "yes"), ("layout", "IPY_MODEL_none")):
            set_trait(ws, table, name, value)
        forged = {"comm_id": uuid.uuid4().hex, "target_name": "jupyter.widget",
                  "data": {"state": {"_model_name": "OutputModel"}, "buffer_paths": []}}  # fmt: skip
        ws.send(json.dumps(message("comm_open", forged)))
        seen = json.dumps(receive_all(ws, 1.0))
        _expect(attacks, "bad widget values", "Traceback" not in seen, seen[:200])
        _expect(attacks, "page-made widget", set(widget_states(ws)) == set(states))
        try:  # a message over the limit: the connection is closed
            ws.send_binary(b"\0" * (9 * 2**20))
            ws.settimeout(5)
            ws.recv()
            _expect(attacks, "9 MiB message", False, "not closed")
        except (websocket.WebSocketException, OSError):
            attacks.did("9 MiB message")
    finally:
        ws.close()
    stranger = Visitor(url)
    forged_xsrf = stranger.forge_xsrf()
    _expect(
        attacks,
        "delete another's kernel",
        stranger.request("DELETE", f"api/kernels/{kernel}", forged_xsrf) == 404,
    )
    _expect(attacks, "shut down another's kernel",
            stranger.request("POST", f"voila/api/shutdown/{kernel}", forged_xsrf) == 404)  # fmt: skip
    for path in ("voila/tree", "voila/api/contents", "voila/files/hands/game-tie.json"):
        _expect(attacks, "listing", stranger.get(path)[0] in (403, 404), path)
    try:
        websocket.create_connection(url.replace("http", "ws", 1) + f"voila/query/{kernel}", timeout=5).close()
        _expect(attacks, "query socket", False, "a visitor reached the query socket")
    except websocket.WebSocketBadStatusException:
        attacks.did("query socket")
    # page loads that never connect: held back by the class limit, culled within a minute
    for _ in range(3):
        status, _ = Visitor(url).get("voila/render/index.ipynb")
        _expect(attacks, "page load, never connected", status in (200, 429, 503), status)
    me.request("POST", f"voila/api/shutdown/{kernel}", me.forge_xsrf())
    attacks.rounds += 1


def attack_from_process(url: str, stop: Any, out: Any) -> None:
    """:func:`attack_until` in a process of its own (``stop``: a multiprocessing
    Event; what was sent goes back on the ``out`` queue): a hostile visitor is
    another machine, and in the learners' process its Python work (masking a
    9 MiB message, say) would hold their event loop and count as the server's."""
    attacks = Attacks()
    attack_until(url, stop, attacks)
    out.put(attacks)


def attack_until(url: str, stop: threading.Event, attacks: Attacks) -> None:
    while not stop.is_set():
        started = time.monotonic()
        try:
            one_round(url, attacks)
        except Exception as error:  # an attack that breaks is reported, not fatal
            attacks.failures.append(f"attack round: {type(error).__name__}: {error}")
        stop.wait(max(0.0, 2.0 - (time.monotonic() - started)))
