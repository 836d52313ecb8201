"""The static site (``make site``) for the browser test and the benchmark: built or reused, served
by a plain file server on a free loopback port, and opened in a Chromium context that lets no
request leave the machine (each one tried is recorded)."""

from __future__ import annotations

import contextlib
import importlib.util
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any
from urllib.parse import urlsplit

from harness.servers import ROOT, _stop, _wait, free_port

BUILD_SCRIPT = ROOT / "deploy" / "site" / "build.py"
LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}
# A browser context's proxy that lets no request leave the machine without intercepting any:
# every request to another address goes to a closed port on loopback and fails (Chromium never
# sends loopback through a proxy).  Intercepting (``Offline(route=True)``) turns the browser's
# HTTP cache off, so the benchmark's visits "from the cache" need this instead.
NO_NETWORK = {"server": "http://127.0.0.1:9", "bypass": "127.0.0.1,localhost,[::1]"}


def build_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("pitchtutor_site_build", BUILD_SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def missing_tool() -> str | None:
    """Why the site cannot be built here, or None."""
    if shutil.which("npm") is None:
        return "npm is not installed (apt-get install npm); the static site's build needs it"
    return None


def ensure_site() -> Path:
    """build/site/, rebuilt only if its inputs changed since the last build (a minute or two)."""
    module = build_module()
    out: Path = module.build(module.OUT)
    return out


@contextlib.contextmanager
def file_server(root: Path) -> Iterator[str]:
    """``python -m http.server`` on 127.0.0.1: a static host with no special headers."""
    port = free_port()
    log = root.parent / f"{root.name}-http.log"
    with log.open("wb") as output:
        process = subprocess.Popen(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port), "--directory", str(root)],
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    url = f"http://127.0.0.1:{port}/"
    try:
        _wait(url, process, log)
        yield url
    finally:
        _stop(process)


def is_local(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme in ("data", "blob") or (parts.hostname or "") in LOOPBACK


class Offline:
    """A browser context in which every request that is not to loopback is aborted and recorded.

    With ``route=False`` nothing is intercepted (the HTTP cache stays on): the context must then
    have been made with ``proxy=NO_NETWORK``, and requests elsewhere are only recorded."""

    def __init__(self, context: Any, route: bool = True) -> None:
        self.context = context
        self.blocked: list[str] = []
        self.errors: list[str] = []
        if route:
            context.route("**/*", self._route)
        context.on("request", self._request)

    def _route(self, route: Any) -> None:
        if is_local(route.request.url):
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort()

    def _request(self, request: Any) -> None:
        # Requests a service worker makes are reported here even when routing misses them.
        if not is_local(request.url) and request.url not in self.blocked:
            self.blocked.append(request.url)

    def page(self) -> Any:
        page = self.context.new_page()
        page.on("pageerror", lambda error: self.errors.append(f"pageerror: {error}"))
        page.on("console", lambda m: self.errors.append(f"console: {m.text}") if m.type == "error" else None)
        return page
