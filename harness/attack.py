"""A hostile visitor of ``pitchtutor serve``, in plain HTTP and websockets:
every attack of issue 13, for tests/browser/test_hardening.py and
benchmarks/load.py.  Each call is bounded in time."""

from __future__ import annotations

import http.cookiejar
import json
import re
import time
import urllib.error
import urllib.request
import uuid
from typing import Any

import websocket  # websocket-client

KERNEL_ID = re.compile(r'"kernelId":\s*"([0-9a-f-]{36})"')


def binary_frame(parts: list[bytes], channel: str = "shell") -> bytes:
    """A message in Jupyter's binary websocket protocol (v1), as a page sends it."""
    chunks = [channel.encode(), *parts]
    offsets = [8 * (len(chunks) + 2)]
    for chunk in chunks:
        offsets.append(offsets[-1] + len(chunk))
    table = b"".join(n.to_bytes(8, "little") for n in [len(offsets), *offsets])
    return table + b"".join(chunks)


def message(kind: str, content: dict[str, Any], session: str = "attacker") -> dict[str, Any]:
    header = {"msg_id": uuid.uuid4().hex, "msg_type": kind, "session": session, "username": "",
              "date": "2026-01-01T00:00:00Z", "version": "5.3"}  # fmt: skip
    return {"header": header, "parent_header": {}, "metadata": {}, "content": content, "channel": "shell",
            "buffers": []}  # fmt: skip


class Visitor:
    """One browser: a cookie jar, the pages it opened, their kernels' websockets."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))

    def get(self, path: str, timeout: float = 120) -> tuple[int, str]:
        """The status and body of ``path``, all of it within ``timeout`` seconds: a lesson's page
        streams, with a heartbeat while its cells run, so a page stuck on a kernel that never
        answers would otherwise keep the socket busy for ever."""
        deadline = time.monotonic() + timeout
        try:
            with self.opener.open(self.url + path, timeout=timeout) as response:
                body = bytearray()
                while chunk := response.read1(65536):
                    body += chunk
                    if time.monotonic() > deadline:
                        raise TimeoutError(f"{path}: still streaming after {timeout} s")
                return response.status, body.decode(errors="replace")
        except urllib.error.HTTPError as error:
            return error.code, error.read().decode(errors="replace")

    def request(self, method: str, path: str, headers: dict[str, str] | None = None) -> int:
        request = urllib.request.Request(
            self.url + path, method=method, data=b"" if method == "POST" else None
        )
        for key, value in (headers or {}).items():
            request.add_header(key, value)
        try:
            with self.opener.open(request, timeout=30) as response:
                return int(response.status)
        except urllib.error.HTTPError as error:
            return int(error.code)

    def open_lesson(self, lesson: str, query: str = "pace=0") -> str:
        """Fetch a lesson's page; the id of the kernel it started."""
        status, body = self.get(f"voila/render/{lesson}?{query}")
        found = KERNEL_ID.search(body)
        assert status == 200 and found, (status, body[-500:])
        return found.group(1)

    def forge_xsrf(self) -> dict[str, str]:
        """A self-made ``_xsrf`` cookie and the header that matches it: what
        Jupyter's check against cross-site requests asks of a request."""
        token = uuid.uuid4().hex
        host = self.url.split("//", 1)[1].split(":", 1)[0]
        cookie = http.cookiejar.Cookie(
            0, "_xsrf", token, None, False, host, False, False, "/", True, False, None, True, None, None, {}
        )
        self.jar.set_cookie(cookie)
        return {"X-XSRFToken": token}

    def cookie_header(self) -> str:
        return "; ".join(f"{cookie.name}={cookie.value}" for cookie in self.jar)

    def socket(self, kernel_id: str, timeout: float = 10) -> websocket.WebSocket:
        """The kernel's websocket, as this browser (its cookies) opens it."""
        ws_url = (
            self.url.replace("http", "ws", 1) + f"api/kernels/{kernel_id}/channels?session_id={uuid.uuid4()}"
        )
        return websocket.create_connection(ws_url, timeout=timeout, cookie=self.cookie_header())


def receive_all(ws: websocket.WebSocket, seconds: float) -> list[dict[str, Any]]:
    """Every JSON message the kernel sends within ``seconds``."""
    messages: list[dict[str, Any]] = []
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        ws.settimeout(left)
        try:
            frame = ws.recv()
        except (websocket.WebSocketTimeoutException, TimeoutError):
            break
        if isinstance(frame, str):
            messages.append(json.loads(frame))
    return messages


def widget_states(ws: websocket.WebSocket, timeout: float = 30) -> dict[str, Any]:
    """The lesson's widget models (id -> state), asked for as the page's widget manager asks."""
    control = uuid.uuid4().hex
    opening = message("comm_open", {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}})
    opening["metadata"] = {"version": "1.0.0"}
    ws.send(json.dumps(opening))
    ws.send(json.dumps(message("comm_msg", {"comm_id": control, "data": {"method": "request_states"}})))
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ws.settimeout(max(0.1, deadline - time.monotonic()))
        frame = ws.recv()
        if isinstance(frame, str):
            reply = json.loads(frame)
            data = reply.get("content", {}).get("data", {})
            if reply["header"]["msg_type"] == "comm_msg" and data.get("method") == "update_states":
                return {key: value["state"] for key, value in data["states"].items()}
    raise TimeoutError("no widget states")


def table_model(states: dict[str, Any]) -> str:
    return next(key for key, state in states.items() if "frames" in state)


def set_trait(ws: websocket.WebSocket, model: str, name: str, value: Any) -> None:
    """A widget update from the page: ``name`` = ``value`` on the lesson's model."""
    update = {"comm_id": model, "data": {"method": "update", "state": {name: value}, "buffer_paths": []}}
    ws.send(json.dumps(message("comm_msg", update)))
