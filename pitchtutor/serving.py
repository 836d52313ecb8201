"""Serving the course: ``pitchtutor serve``, and the settings the Jupyter
servers (Voila, JupyterLab) run pitchtutor's widgets with.

The folder ``pitchtutor/jupyter`` is a Jupyter configuration directory; put
it on ``JUPYTER_CONFIG_PATH`` and Voila and JupyterLab load it.  For Voila it:

* makes ``/`` open the course index;
* sends widget updates to the browser without Nagle's delay;
* refuses any message from a browser that is not widget traffic, so a
  visitor cannot run code through the page's websocket.

:func:`voila_command` adds the production settings: preheated kernels, idle
kernels culled, a time limit on every cell, no tracebacks for visitors, and
no file served but the lessons themselves.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

CONFIG_DIR = Path(__file__).resolve().parent / "jupyter"
"""The configuration directory to add to ``JUPYTER_CONFIG_PATH``."""


def low_latency_websockets() -> None:
    """Send kernel messages to the browser at once.

    Tornado leaves Nagle's algorithm on for websockets, so a small message
    (a widget update) waits for the browser's delayed acknowledgement of the
    previous one: about 40 ms on every click.  Measured here with a minimal
    echo widget in Voila: 48 ms a round trip before, 10 ms after.
    """
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    original: Any = KernelWebsocketHandler.open
    if getattr(original, "_pitchtutor_nodelay", False):
        return

    async def open_without_delay(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.set_nodelay(True)
        return await original(self, *args, **kwargs)

    open_without_delay._pitchtutor_nodelay = True  # type: ignore[attr-defined]
    KernelWebsocketHandler.open = open_without_delay  # type: ignore[method-assign]


def index_at_root() -> None:
    """Make Voila's front page the course index: ``/`` redirects to
    ``voila/render/index.ipynb`` when the served folder has one."""
    from tornado.web import RedirectHandler
    from voila.app import Voila  # type: ignore[import-untyped]

    original: Any = Voila.init_handlers
    if getattr(original, "_pitchtutor_index", False):
        return

    def init_handlers(self: Any) -> Any:
        from jupyter_server.utils import url_path_join

        handlers = original(self)
        if (Path(self.root_dir) / "index.ipynb").exists():
            target = url_path_join(self.server_url, "voila/render/index.ipynb")
            handlers.insert(0, (url_path_join(self.server_url, "/?"), RedirectHandler, {"url": target}))
        return handlers

    init_handlers._pitchtutor_index = True  # type: ignore[attr-defined]
    Voila.init_handlers = init_handlers


# What a Voila page legitimately sends its kernel: widget traffic and a few
# questions about the kernel.  Anything else (execute_request above all) is
# dropped and logged: a visitor cannot run code of their own.
BROWSER_MESSAGES = frozenset(
    {"comm_open", "comm_msg", "comm_close", "comm_info_request", "kernel_info_request"}
)


def message_type(message: str | bytes) -> str | None:
    """The msg_type of a kernel websocket message, in either protocol."""
    try:
        if isinstance(message, str):
            return str(json.loads(message)["header"]["msg_type"])
        count = int.from_bytes(message[:8], "little")
        offsets = [int.from_bytes(message[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)]
        return str(json.loads(message[offsets[1] : offsets[2]])["msg_type"])
    except (ValueError, KeyError, IndexError, TypeError):
        return None


def refuse_code_from_browsers() -> None:
    """Drop every message from a Voila page that is not widget traffic."""
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler  # type: ignore[import-untyped]

    original: Any = VoilaKernelWebsocketHandler.on_message
    if getattr(original, "_pitchtutor_filter", False):
        return

    def on_message(self: Any, message: str | bytes) -> Any:
        kind = message_type(message)
        if kind not in BROWSER_MESSAGES:
            self.log.warning("pitchtutor: refused a %r message from a browser", kind)
            return None
        return original(self, message)

    on_message._pitchtutor_filter = True  # type: ignore[attr-defined]
    VoilaKernelWebsocketHandler.on_message = on_message


@dataclass(frozen=True)
class ServeOptions:
    """How ``pitchtutor serve`` runs Voila."""

    lessons: Path
    port: int = 8866
    ip: str = "127.0.0.1"
    pool_size: int = 1  # preheated kernels kept ready, per lesson
    cull_idle: int = 900  # seconds before an abandoned kernel is shut down
    cell_timeout: int = 60  # seconds a cell may run
    base_url: str = "/"


def voila_command(options: ServeOptions) -> list[str]:
    """The Voila command line of the production configuration."""
    preheat = options.pool_size > 0
    return [
        sys.executable, "-m", "voila", "--no-browser",
        f"--port={options.port}", f"--Voila.ip={options.ip}", f"--Voila.base_url={options.base_url}",
        "--show_tracebacks=False",
        f"--preheat_kernel={preheat}", f"--pool_size={options.pool_size}",
        f"--MappingKernelManager.cull_idle_timeout={options.cull_idle}",
        "--MappingKernelManager.cull_interval=60",
        f"--NotebookClient.timeout={options.cell_timeout}",
        # no file but the notebooks themselves is served
        "--VoilaConfiguration.file_allowlist=(?!)",
        str(options.lessons),
    ]  # fmt: skip


def page_query() -> dict[str, str]:
    """The page's query string (``?seed=3&pace=0``), in a notebook run by
    Voila; empty elsewhere.  With preheated kernels the notebook first waits
    for its visitor's request."""
    if os.environ.get("VOILA_PREHEAT", "False") != "False":
        from voila.utils import wait_for_request  # type: ignore[import-untyped]

        wait_for_request()
    return {key: values[0] for key, values in parse_qs(os.environ.get("QUERY_STRING", "")).items()}


def environment(base: dict[str, str]) -> dict[str, str]:
    """``base`` with this configuration directory on ``JUPYTER_CONFIG_PATH``."""
    paths = [str(CONFIG_DIR), *filter(None, base.get("JUPYTER_CONFIG_PATH", "").split(":"))]
    return {**base, "JUPYTER_CONFIG_PATH": ":".join(paths)}
