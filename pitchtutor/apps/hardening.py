"""A served course that one visitor cannot stall: the limits and checks
``pitchtutor serve`` puts around Voila (see SECURITY.md).

* Websocket frames from a page are parsed with bounds (:func:`frame_parts`)
  and every websocket message has a size limit (:data:`MAX_MESSAGE_BYTES`).
* A page may talk only to the widgets its lesson made: a ``comm_open`` from
  the page is refused but for the widget manager's control channel.
* Each kernel belongs to the browser that opened its page (a signed cookie):
  another browser can neither connect to it, read it, nor shut it down.
* A kernel whose page never connects is shut down within a minute; at most
  ``PITCHTUTOR_MAX_KERNELS`` learners' kernels run at once (then the class is
  full, politely), and one browser holds at most
  ``PITCHTUTOR_LESSONS_PER_BROWSER`` lessons open.
* A preheated kernel's wait for its visitor's request (``page_query``) goes
  through a handler that only kernels can reach (a key in their environment),
  that never mixes two waiters up, and that keeps an undelivered request for
  the kernel's next try.
* No listing of the course's files.
"""

from __future__ import annotations

import contextvars
import hmac
import json
import os
import secrets
import time
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Any

MAX_MESSAGE_BYTES = 64 * 1024
"""The largest websocket message a page may send (the page sends a few KB at
most: a click, a widget's state).  Tornado closes the connection at once
when a frame announces more."""

MAX_FRAME_PARTS = 16
"""A kernel message in Jupyter's binary websocket protocol has a channel,
four JSON parts and its buffers; the page's widget messages have none."""

REFUSALS_BEFORE_CLOSE = 20
"""Refused messages on one connection before it is closed: a page that keeps
sending what it must not is not a page."""

ALLOWED_KINDS = frozenset({"comm_open", "comm_msg", "comm_close", "comm_info_request", "kernel_info_request"})
ALLOWED_COMM_TARGETS = frozenset({"jupyter.widget.control"})
"""The one comm a page opens: the widget manager's channel that asks for the
states of the widgets the lesson made.  A ``jupyter.widget`` comm opened by
the page would be a model the lesson never made."""

VISITOR_COOKIE = "pitchtutor-visitor"
QUERY_KEY_VARIABLE = "PITCHTUTOR_QUERY_KEY"
QUERY_KEY_HEADER = "X-Pitchtutor-Query-Key"
MAX_KERNELS_VARIABLE = "PITCHTUTOR_MAX_KERNELS"
PER_BROWSER_VARIABLE = "PITCHTUTOR_LESSONS_PER_BROWSER"
CONNECT_GRACE_VARIABLE = "PITCHTUTOR_CONNECT_GRACE"
# The whole course, walked without closing a tab: the lessons left behind count until they are culled.
LESSONS_PER_BROWSER = 20
CONNECT_GRACE = 45.0
"""Seconds a page has, once it is delivered, to connect to its kernel."""
KERNEL_MIB = 150
"""Memory budgeted per learner's kernel (measured: a lesson's kernel takes
about 104 MiB; the rest is headroom for a long match)."""


def frame_parts(message: bytes, max_parts: int = MAX_FRAME_PARTS) -> list[bytes] | None:
    """The parts of a binary websocket message (Jupyter's v1 protocol: a
    count, that many offsets, then the parts), or None unless every offset
    lies inside the message, after the offset table, in increasing order.
    Reads at most ``max_parts + 1`` offsets, whatever the count says.

    >>> table = b"".join(n.to_bytes(8, "little") for n in (3, 32, 34, 36))
    >>> frame_parts(table + b"ab{}")
    [b'ab', b'{}']
    >>> frame_parts((2**63).to_bytes(8, "little")) is None
    True
    """
    if len(message) < 16:
        return None
    count = int.from_bytes(message[:8], "little")
    table_end = 8 * (count + 1)
    if not 2 <= count <= max_parts + 1 or table_end > len(message):
        return None
    offsets = [int.from_bytes(message[8 * i : 8 * (i + 1)], "little") for i in range(1, count + 1)]
    if offsets[0] < table_end or offsets[-1] > len(message):
        return None
    if any(later < earlier for earlier, later in pairwise(offsets)):
        return None
    return [message[start:end] for start, end in pairwise(offsets)]


@dataclass(frozen=True)
class BrowserMessage:
    """What the filter needs to know of a message from a page."""

    kind: str
    target: str | None = None  # a comm_open's target_name


def _json_object(data: str | bytes) -> dict[str, Any]:
    value = json.loads(data)
    if not isinstance(value, dict):
        raise TypeError("not a JSON object")
    return value


def read_browser_message(message: str | bytes) -> BrowserMessage | None:
    """The kind (and a comm_open's target) of a message from a page, in
    either websocket protocol; None when it is not a well-formed message."""
    try:
        if isinstance(message, str):
            whole = _json_object(message)
            header, content = whole["header"], whole.get("content", {})
        else:
            parts = frame_parts(message)
            if parts is None or len(parts) < 5:
                return None
            header, content = _json_object(parts[1]), _json_object(parts[4])
        kind = header["msg_type"]
        if not isinstance(kind, str) or not isinstance(content, dict):
            return None
        target = content.get("target_name") if kind == "comm_open" else None
        return BrowserMessage(kind, target if isinstance(target, str) else None)
    except (ValueError, KeyError, TypeError, RecursionError):
        return None


def refusal(message: BrowserMessage | None) -> str | None:
    """Why a message from a page is refused, or None when it may pass."""
    if message is None:
        return "a malformed message"
    if message.kind not in ALLOWED_KINDS:
        return f"a {message.kind!r} message"
    if message.kind == "comm_open" and message.target not in ALLOWED_COMM_TARGETS:
        return f"a comm_open for {message.target!r}"
    return None


def default_max_kernels(memory_bytes: int | None, preheated: int = 0) -> int:
    """Learners' kernels the machine holds: three quarters of its memory at
    :data:`KERNEL_MIB` each, less the preheated ones; at least 2.

    >>> default_max_kernels(8 * 2**30, preheated=15)
    25
    """
    if memory_bytes is None:
        return 40
    return max(2, int(memory_bytes * 0.75 / (KERNEL_MIB * 2**20)) - preheated)


def machine_memory() -> int | None:
    """The memory this server may use: the machine's, or its container's limit when lower."""
    try:
        memory: int | None = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        memory = None
    for limit_file in ("/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"):
        try:
            text = Path(limit_file).read_text().strip()
        except OSError:
            continue
        if text.isdigit():
            memory = min(int(text), memory) if memory else int(text)
    return memory


# -- who owns which kernel ----------------------------------------------------


@dataclass
class Lease:
    """A learner's kernel: which browser opened it, and whether its page came."""

    visitor: str
    started: float
    delivered: float | None = None  # when its page was sent
    connected: bool = False


@dataclass
class Claim:
    """The kernel a page request takes, filled in while the page renders."""

    visitor: str
    kernel_id: str | None = None
    preheated: bool = False


@dataclass
class Leases:
    """The one owner of the kernel-to-browser map."""

    by_kernel: dict[str, Lease] = field(default_factory=dict)
    rendering: list[Claim] = field(default_factory=list)  # pages on their way, kernel not yet known

    def take(self, kernel_id: str, visitor: str) -> None:
        self.by_kernel[kernel_id] = Lease(visitor, time.monotonic())

    def begin(self, claim: Claim) -> None:
        self.rendering.append(claim)

    def end(self, claim: Claim) -> None:
        self.rendering = [other for other in self.rendering if other is not claim]
        lease = self.by_kernel.get(claim.kernel_id or "")
        if lease is not None:
            lease.delivered = time.monotonic()

    def total(self) -> int:
        """Learners' kernels, running or being started."""
        return len(self.by_kernel) + sum(claim.kernel_id is None for claim in self.rendering)

    def owner(self, kernel_id: str) -> str | None:
        lease = self.by_kernel.get(kernel_id)
        return lease.visitor if lease else None

    def held_by(self, visitor: str) -> int:
        waiting = sum(claim.visitor == visitor and claim.kernel_id is None for claim in self.rendering)
        return waiting + sum(lease.visitor == visitor for lease in self.by_kernel.values())

    def stale(self, now: float, grace: float) -> list[str]:
        """Kernels whose page was delivered ``grace`` seconds ago and never connected."""
        return [
            kernel_id
            for kernel_id, lease in self.by_kernel.items()
            if not lease.connected and lease.delivered is not None and now - lease.delivered > grace
        ]


LEASES = Leases()
CLAIM: contextvars.ContextVar[Claim | None] = contextvars.ContextVar("pitchtutor_claim", default=None)


def _number(variable: str, default: float) -> float:
    try:
        return float(os.environ[variable])
    except (KeyError, ValueError):
        return default


FULL_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<meta http-equiv="refresh" content="60"><style>body{{font-family:sans-serif;max-width:36em;margin:4em auto;
line-height:1.5}}</style></head><body><h1>{title}</h1><p>{text}</p></body></html>"""
CLASS_FULL = (
    "The class is full",
    "Every seat is taken right now. Try again in a minute: this page reloads itself.",
)
TOO_MANY = (
    "Too many lessons open",
    "This browser already has {held} lessons open. Close one of their tabs, then reload this page.",
)


def install() -> None:
    """Put the guards into Voila (called from ``jupyter/voila.py``)."""
    from voila.app import Voila  # type: ignore[import-untyped]

    os.environ.setdefault(QUERY_KEY_VARIABLE, secrets.token_urlsafe(32))  # kernels inherit it
    original: Any = Voila.init_handlers
    if getattr(original, "_pitchtutor_guarded", False):
        return

    def init_handlers(self: Any) -> Any:
        return guarded_handlers(original(self))

    init_handlers._pitchtutor_guarded = True  # type: ignore[attr-defined]
    Voila.init_handlers = init_handlers
    _claim_kernels()
    _fix_query_waiters()


def guarded_handlers(handlers: list[Any]) -> list[Any]:
    """Voila's handlers with the guarded ones in their place, and no listing."""
    from jupyter_server.services.kernels.handlers import KernelHandler
    from voila.request_info_handler import RequestInfoSocketHandler  # type: ignore[import-untyped]
    from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler  # type: ignore[import-untyped]
    from voila.tornado.contentshandler import VoilaContentsHandler  # type: ignore[import-untyped]
    from voila.tornado.handler import TornadoVoilaHandler  # type: ignore[import-untyped]
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler  # type: ignore[import-untyped]
    from voila.tornado.treehandler import TornadoVoilaTreeHandler  # type: ignore[import-untyped]

    from pitchtutor.apps import _guarded_handlers as guarded

    replacements: dict[Any, Any] = {
        KernelHandler: guarded.OwnKernelHandler,
        VoilaShutdownKernelHandler: guarded.OwnShutdownHandler,
        VoilaKernelWebsocketHandler: guarded.OwnKernelWebsocketHandler,
        RequestInfoSocketHandler: guarded.QuerySocketHandler,
        TornadoVoilaHandler: guarded.LessonHandler,
    }
    listing = (TornadoVoilaTreeHandler, VoilaContentsHandler)
    result = []
    for spec in handlers:
        pattern, handler, *rest = spec
        if handler in listing:
            continue
        result.append((pattern, replacements.get(handler, handler), *rest))
    return result


def _claim_kernels() -> None:
    """Record, while a page renders, which kernel it took (preheated or new)."""
    import voila.app  # type: ignore[import-untyped]

    factory: Any = voila.app.voila_kernel_manager_factory
    if getattr(factory, "_pitchtutor_claims", False):
        return

    def claiming(*args: Any, **kwargs: Any) -> Any:
        manager = factory(*args, **kwargs)
        start_kernel: Any = manager.start_kernel
        rendered: Any = getattr(manager, "get_rendered_notebook", None)

        async def claimed_start(self: Any, *more: Any, **options: Any) -> Any:
            kernel_id = await start_kernel(self, *more, **options)
            claim = CLAIM.get()
            if claim is not None and not claim.preheated and claim.kernel_id is None:
                claim.kernel_id = kernel_id
                LEASES.take(kernel_id, claim.visitor)
            return kernel_id

        manager.start_kernel = claimed_start
        if rendered is not None:

            async def claimed_render(self: Any, *more: Any, **options: Any) -> Any:
                claim = CLAIM.get()
                if claim is not None:
                    claim.preheated = True  # the pool's refills, started from here, are nobody's
                result = await rendered(self, *more, **options)
                if claim is not None:
                    claim.kernel_id = result[2]
                    LEASES.take(result[2], claim.visitor)
                return result

            manager.get_rendered_notebook = claimed_render
        return manager

    claiming._pitchtutor_claims = True  # type: ignore[attr-defined]
    voila.app.voila_kernel_manager_factory = claiming


def _fix_query_waiters() -> None:
    """Voila's request-info dispatch, made safe: an undelivered request stays
    cached for the kernel's next try (see ``page_query``)."""
    import logging

    from voila.request_info_handler import RequestInfoSocketHandler

    if getattr(RequestInfoSocketHandler.send_updates, "_pitchtutor_fixed", False):
        return

    def send_updates(cls: Any, msg: dict[str, Any]) -> None:
        kernel_id, payload = msg["kernel_id"], msg["payload"]
        cls._cache[kernel_id] = payload
        waiter = cls._waiters.get(kernel_id)
        if waiter is not None:
            try:
                waiter.write_message(payload)
            except Exception:  # a closed socket: the kernel's next try reads the cache
                logging.getLogger("pitchtutor").info("pitchtutor: request for %s kept", kernel_id)

    send_updates._pitchtutor_fixed = True  # type: ignore[attr-defined]
    RequestInfoSocketHandler.send_updates = classmethod(send_updates)


def query_key_matches(given: str | None) -> bool:
    expected = os.environ.get(QUERY_KEY_VARIABLE, "")
    return bool(expected) and given is not None and hmac.compare_digest(given.encode(), expected.encode())


def limits() -> tuple[int, int, float]:
    """(max learners' kernels, lessons per browser, seconds to connect)."""
    return (
        int(_number(MAX_KERNELS_VARIABLE, default_max_kernels(machine_memory()))),
        int(_number(PER_BROWSER_VARIABLE, LESSONS_PER_BROWSER)),
        _number(CONNECT_GRACE_VARIABLE, CONNECT_GRACE),
    )
