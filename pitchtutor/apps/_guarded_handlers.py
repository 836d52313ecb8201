"""Voila's request handlers with pitchtutor's guards (see :mod:`pitchtutor.apps.hardening`).

Imported only inside a Voila server, from :func:`pitchtutor.apps.hardening.guarded_handlers`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

from jupyter_server.services.kernels.handlers import KernelHandler
from tornado import web
from tornado.ioloop import PeriodicCallback
from voila.request_info_handler import RequestInfoSocketHandler  # type: ignore[import-untyped]
from voila.shutdown_kernel_handler import VoilaShutdownKernelHandler  # type: ignore[import-untyped]
from voila.tornado.handler import TornadoVoilaHandler  # type: ignore[import-untyped]
from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler  # type: ignore[import-untyped]

from pitchtutor.apps.hardening import (
    CLAIM,
    CLASS_FULL,
    FULL_PAGE,
    LEASES,
    MAX_MESSAGE_BYTES,
    QUERY_KEY_HEADER,
    TOO_MANY,
    VISITOR_COOKIE,
    Claim,
    limits,
    query_key_matches,
)

log = logging.getLogger("pitchtutor")
SWEEP_SECONDS = 5.0
_sweeper: list[PeriodicCallback] = []
_shutting: set[Any] = set()  # shutdowns under way (the event loop keeps only weak references to tasks)


def visitor_of(handler: web.RequestHandler) -> str | None:
    """The browser a request comes from: its signed cookie, or None."""
    value = handler.get_signed_cookie(VISITOR_COOKIE, max_age_days=2)
    return value.decode() if value else None


def owns(handler: web.RequestHandler, kernel_id: str) -> bool:
    visitor = visitor_of(handler)
    return visitor is not None and LEASES.owner(kernel_id) == visitor


def refuse(handler: web.RequestHandler, status: int = 404) -> None:
    """Answer with a bare status: not another learner's kernel, nor even whether it exists."""
    handler.set_status(status)
    handler.finish()


def start_sweeper(kernel_manager: Any) -> None:
    """Every few seconds: forget kernels that are gone, and shut down those
    whose page never connected (a visitor that only fetches pages)."""
    if _sweeper:
        return

    def sweep() -> None:
        now = time.monotonic()
        _, _, grace = limits()
        running = set(kernel_manager.list_kernel_ids())
        for kernel_id in [k for k in LEASES.by_kernel if k not in running]:
            LEASES.by_kernel.pop(kernel_id, None)
        for kernel_id in [k for k in RequestInfoSocketHandler._cache if k not in running]:
            RequestInfoSocketHandler._cache.pop(kernel_id, None)
        for kernel_id in LEASES.stale(now, grace):
            LEASES.by_kernel.pop(kernel_id, None)
            log.warning("pitchtutor: kernel %s shut down: its page never connected", kernel_id)
            task = asyncio.ensure_future(kernel_manager.shutdown_kernel(kernel_id))
            _shutting.add(task)
            task.add_done_callback(_shutting.discard)

    callback = PeriodicCallback(sweep, SWEEP_SECONDS * 1000)
    callback.start()
    _sweeper.append(callback)


class LessonHandler(TornadoVoilaHandler):  # type: ignore[misc]
    """A lesson's page: within the class's limits, its kernel leased to the visitor's browser."""

    @web.authenticated
    async def get(self, path: str | None = None) -> None:
        start_sweeper(self.kernel_manager)
        visitor = visitor_of(self)
        if visitor is None:
            visitor = secrets.token_urlsafe(18)
            self.set_signed_cookie(
                VISITOR_COOKIE, visitor, expires_days=None, httponly=True, samesite="Lax", path=self.base_url
            )
        # The page shuts its kernel down when it is left, by a beacon carrying the _xsrf cookie's
        # value; Voila's page handler never sets that cookie, so every such beacon was refused
        # (403) and the kernel lived until the idle cull (voila-dashboards/voila#1458).
        self.xsrf_token  # noqa: B018  (reading it sets the cookie)
        most, per_browser, _ = limits()
        held = LEASES.held_by(visitor)
        if held >= per_browser:
            title, text = TOO_MANY
            return self._polite(429, title, text.format(held=held))
        if LEASES.total() >= most:
            log.warning("pitchtutor: the class is full (%d learners' kernels)", LEASES.total())
            return self._polite(503, *CLASS_FULL)
        claim = Claim(visitor)
        LEASES.begin(claim)
        token = CLAIM.set(claim)
        try:
            await super().get(path)
        finally:
            CLAIM.reset(token)
            LEASES.end(claim)

    def _polite(self, status: int, title: str, text: str) -> None:
        self.set_status(status)
        self.set_header("Retry-After", "60")
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        self.finish(FULL_PAGE.format(title=title, text=text))


class OwnKernelWebsocketHandler(VoilaKernelWebsocketHandler):  # type: ignore[misc]
    """The kernel's websocket, for the browser that opened the kernel's page only."""

    @property
    def max_message_size(self) -> int:
        return MAX_MESSAGE_BYTES

    async def get(self, kernel_id: str) -> None:
        if not owns(self, kernel_id):
            refuse(self)
            return
        LEASES.by_kernel[kernel_id].connected = True
        await super().get(kernel_id)


async def for_owner(
    handler: web.RequestHandler, kernel_id: str, answer: Callable[[str], Awaitable[None] | None]
) -> None:
    """Answer as jupyter_server's or Voila's own method does, for the kernel's own browser only
    (a 404 to any other: not even whether the kernel exists).  Their methods are wrapped in
    tornado's ``authenticated``, which returns None instead of a coroutine when it has answered
    already (the redirect to log in), so there is not always something to wait for."""
    if not owns(handler, kernel_id):
        raise web.HTTPError(404)
    pending = answer(kernel_id)
    if pending is not None:
        await pending


class OwnKernelHandler(KernelHandler):
    """``/api/kernels/<id>``: only the kernel's own browser may read or shut it down."""

    async def get(self, kernel_id: str) -> None:
        await for_owner(self, kernel_id, super().get)

    async def delete(self, kernel_id: str) -> None:
        await for_owner(self, kernel_id, super().delete)
        LEASES.by_kernel.pop(kernel_id, None)


class OwnShutdownHandler(VoilaShutdownKernelHandler):  # type: ignore[misc]
    """The page's shutdown on leaving it: for the kernel's own browser only."""

    async def post(self, kernel_id: str) -> None:
        await for_owner(self, kernel_id, super().post)
        LEASES.by_kernel.pop(kernel_id, None)


class QuerySocketHandler(RequestInfoSocketHandler):  # type: ignore[misc]
    """Where a preheated kernel waits for its visitor's request: kernels only
    (they hold the key), one waiter per kernel, and a closed socket removes
    its own entry and no other (Voila's removes whichever came last)."""

    kernel_id = ""

    @property
    def max_message_size(self) -> int:
        return 1024

    async def get(self, *args: Any, **kwargs: Any) -> None:
        if not query_key_matches(self.request.headers.get(QUERY_KEY_HEADER)):
            refuse(self, 403)
            return
        await super().get(*args, **kwargs)

    def open(self, kernel_id: str) -> None:
        self.kernel_id = kernel_id
        waiters = RequestInfoSocketHandler._waiters
        previous = waiters.get(kernel_id)
        waiters[kernel_id] = self
        if previous is not None and previous is not self:
            previous.close()
        if kernel_id in RequestInfoSocketHandler._cache:
            self.write_message(RequestInfoSocketHandler._cache[kernel_id])

    def on_close(self) -> None:
        if RequestInfoSocketHandler._waiters.get(self.kernel_id) is self:
            del RequestInfoSocketHandler._waiters[self.kernel_id]
