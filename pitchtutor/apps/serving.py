"""Serving the course: ``pitchtutor serve``, and the settings the Jupyter
servers (Voila, JupyterLab) run pitchtutor's widgets with.

The folder ``pitchtutor/apps/jupyter`` is a Jupyter configuration directory; put
it on ``JUPYTER_CONFIG_PATH`` and Voila and JupyterLab load it.  For Voila it:

* makes ``/`` open the course index;
* sends widget updates to the browser without Nagle's delay;
* refuses any message from a browser that is not widget traffic, so a
  visitor cannot run code through the page's websocket;
* preheats kernels steadily, not all at once (:func:`steady_preheating`);
* compiles its page templates once, not on every page (:func:`compiled_templates_shared`).

:func:`voila_command` adds the production settings: preheated kernels, idle
kernels culled, a time limit on every cell, no tracebacks for visitors, and
no file served but the lessons themselves.
"""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

CONFIG_DIR = Path(__file__).resolve().parent / "jupyter"
"""The configuration directory to add to ``JUPYTER_CONFIG_PATH``."""


def compiled_templates_shared() -> None:
    """Compile each page template once per server, not once per page.

    Voila makes a new exporter, and with it a new Jinja environment, for every
    page it renders, so each page load parsed and compiled the whole template
    (``index.html.j2`` and the nine files it includes) again: about 0.15 of
    the 0.19 CPU-seconds a page took, in the event loop every learner's click
    goes through (measured with py-spy on ``pitchtutor serve``).  Every
    environment now shares one in-memory bytecode cache; Jinja checks each
    template's source against its checksum, so an edited template is compiled
    afresh.
    """
    from nbconvert.exporters.templateexporter import TemplateExporter

    original: Any = TemplateExporter._create_environment
    if getattr(original, "_pitchtutor_shared", False):
        return
    shared = _compiled_templates()

    def create_environment(self: Any) -> Any:
        environment = original(self)
        environment.bytecode_cache = shared
        return environment

    create_environment._pitchtutor_shared = True  # type: ignore[attr-defined]
    TemplateExporter._create_environment = create_environment  # type: ignore[method-assign]


def _compiled_templates() -> Any:
    from jinja2.bccache import Bucket, BytecodeCache

    class CompiledTemplates(BytecodeCache):
        """Compiled templates kept in memory, by name and by sync/async
        (Jinja compiles a template differently for an async environment)."""

        def __init__(self) -> None:
            self.codes: dict[tuple[str, bool], tuple[str, Any]] = {}

        def load_bytecode(self, bucket: Bucket) -> None:
            kept = self.codes.get((bucket.key, bucket.environment.is_async))
            if kept is not None and kept[0] == bucket.checksum:
                bucket.code = kept[1]

        def dump_bytecode(self, bucket: Bucket) -> None:
            if bucket.code is not None:
                self.codes[(bucket.key, bucket.environment.is_async)] = (bucket.checksum, bucket.code)

    return CompiledTemplates()


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
    ``voila/render/index.ipynb`` when the served folder has one, or, when the
    course is there in several languages, is the page where the learner picks
    one (:mod:`pitchtutor.apps.picker`)."""
    from tornado.web import RedirectHandler, RequestHandler
    from voila.app import Voila  # type: ignore[import-untyped]

    from pitchtutor.apps.picker import LANGUAGE_COOKIE, languages_present, picker_page

    class LanguagePicker(RequestHandler):
        def initialize(self, page: str, links: dict[str, str]) -> None:
            self.page, self.links = page, links

        def get(self) -> None:
            kept = self.get_cookie(LANGUAGE_COOKIE)
            if self.get_argument("choose", None) is None:  # straight to the language kept, else English
                self.redirect(self.links.get(kept or "en", self.links["en"]))
                return
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.set_header("Cache-Control", "no-cache")
            self.finish(self.page)

    original: Any = Voila.init_handlers
    if getattr(original, "_pitchtutor_index", False):
        return

    def init_handlers(self: Any) -> Any:
        from jupyter_server.utils import url_path_join

        handlers = original(self)
        present = languages_present(Path(self.root_dir))
        links = {
            lang.code: url_path_join(self.server_url, f"voila/render/{lang.folder}index.ipynb")
            for lang in present
        }
        root = url_path_join(self.server_url, "/?")
        if len(links) > 1:  # the course in several languages: the learner picks one
            handlers.insert(0, (root, LanguagePicker, {"page": picker_page(links), "links": links}))
        elif links:
            handlers.insert(0, (root, RedirectHandler, {"url": next(iter(links.values()))}))
        return handlers

    init_handlers._pitchtutor_index = True  # type: ignore[attr-defined]
    Voila.init_handlers = init_handlers


def refuse_code_from_browsers() -> None:
    """Drop every message from a Voila page that is not widget traffic for
    the lesson's own widgets (:func:`pitchtutor.apps.hardening.refusal`), and close
    a connection that keeps sending such messages."""
    from voila.tornado.kernel_websocket_handler import VoilaKernelWebsocketHandler  # type: ignore[import-untyped]

    from pitchtutor.apps.hardening import REFUSALS_BEFORE_CLOSE, read_browser_message, refusal

    original: Any = VoilaKernelWebsocketHandler.on_message
    if getattr(original, "_pitchtutor_filter", False):
        return

    def on_message(self: Any, message: str | bytes) -> Any:
        why = refusal(read_browser_message(message))
        if why is not None:
            self._pitchtutor_refused = getattr(self, "_pitchtutor_refused", 0) + 1
            if self._pitchtutor_refused <= 3:
                self.log.warning("pitchtutor: refused %s from a browser", why)
            if self._pitchtutor_refused >= REFUSALS_BEFORE_CLOSE:
                self.log.warning("pitchtutor: closed a page's connection: too many refusals")
                self.close(1008, "refused")
            return None
        return original(self, message)

    on_message._pitchtutor_filter = True  # type: ignore[attr-defined]
    VoilaKernelWebsocketHandler.on_message = on_message


def _idle_cores(seconds: float) -> float | None:
    """How many cores sat idle over the last ``seconds`` (Linux; else None)."""
    try:
        with open("/proc/stat") as stat:
            before = [int(n) for n in stat.readline().split()[1:]]
        time.sleep(seconds)
        with open("/proc/stat") as stat:
            after = [int(n) for n in stat.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    delta = [b - a for a, b in zip(before, after, strict=False)]
    idle = delta[3] + (delta[4] if len(delta) > 4 else 0)
    return (os.cpu_count() or 1) * idle / max(1, sum(delta))


def steady_preheating(
    concurrent: int | None = None, ready_wait: float = 120.0, spare_wait: float = 10.0
) -> None:
    """Preheat one kernel at a time (``cpu_count - 1`` at a time on bigger
    machines), each until its lesson is waiting for a visitor, and start each
    when a core is idle (or ``spare_wait`` seconds have passed).

    Voila refills a lesson's pool the moment a learner takes a kernel, all at
    once: when a class of 25 arrives that is 25 kernels starting together,
    and on two cores the learners' clicks then wait behind them.  Kernels
    that start one after another, in the class's quiet moments, leave the
    cores to the class.
    """
    import asyncio

    import voila.app  # type: ignore[import-untyped]
    from voila.request_info_handler import RequestInfoSocketHandler  # type: ignore[import-untyped]

    factory: Any = voila.app.voila_kernel_manager_factory
    if getattr(factory, "_pitchtutor_steady", False):
        return
    limit = concurrent or max(1, (os.cpu_count() or 2) - 1)
    gate: list[asyncio.Semaphore] = []  # made on first use, inside the server's event loop

    def steady(*args: Any, **kwargs: Any) -> Any:
        manager = factory(*args, **kwargs)
        initialize = getattr(manager, "_initialize", None)
        if initialize is None:  # no preheating
            return manager

        async def _initialize(self: Any, notebook: str, kernel_id: str | None = None, /, **more: Any) -> Any:
            if not gate:
                gate.append(asyncio.Semaphore(limit))
            async with gate[0]:
                loop = asyncio.get_running_loop()
                waited = loop.time() + spare_wait
                while loop.time() < waited:
                    idle = await loop.run_in_executor(None, _idle_cores, 0.5)
                    if idle is None or idle >= 0.75:
                        break
                result = await initialize(self, notebook, kernel_id, **more)
                deadline = asyncio.get_running_loop().time() + ready_wait
                while result["kernel_id"] not in RequestInfoSocketHandler._waiters:
                    if result["task"].done() or asyncio.get_running_loop().time() > deadline:
                        break  # a lesson that never waits (no page_query) is ready when it has run
                    await asyncio.sleep(0.1)
                return result

        manager._initialize = _initialize
        return manager

    steady._pitchtutor_steady = True  # type: ignore[attr-defined]
    voila.app.voila_kernel_manager_factory = steady


@dataclass(frozen=True)
class ServeOptions:
    """How ``pitchtutor serve`` runs Voila."""

    lessons: Path
    port: int = 8866
    ip: str = "127.0.0.1"
    pool_size: int = 1  # preheated kernels kept ready, per lesson
    pools: tuple[tuple[str, int], ...] = ()  # (lesson, kernels) where a class is about to go
    cull_idle: int = 900  # seconds before an abandoned kernel is shut down
    cell_timeout: int = 60  # seconds a cell may run
    base_url: str = "/"
    max_kernels: int | None = None  # learners' kernels at once; None: from the machine's memory
    lessons_per_browser: int = 20
    teacher_seeds: bool = False  # may a page's ?seed= choose the deal (a teacher's demonstration)?

    def preheated(self) -> int:
        """Kernels the pools hold before anyone comes."""
        named = dict(self.pools)
        return sum(named.get(path.name, self.pool_size) for path in self.lessons.glob("*.ipynb"))

    def kernel_limit(self) -> int:
        from pitchtutor.apps.hardening import default_max_kernels, machine_memory

        if self.max_kernels is not None:
            return self.max_kernels
        return default_max_kernels(machine_memory(), self.preheated())


POOLS_VARIABLE = "PITCHTUTOR_KERNEL_POOLS"
"""Where :func:`voila_command` leaves the pool sizes for ``jupyter/voila.py``
(a nested setting the Voila command line cannot carry)."""


CELL_TIMEOUT_VARIABLE = "PITCHTUTOR_CELL_TIMEOUT"


def cell_timeout(cell: Any) -> int | None:
    """Voila's time limit for one cell (``NotebookClient.timeout_func``).

    A preheated kernel runs its lesson up to :func:`page_query` and waits
    there, for minutes maybe, until a visitor comes: that cell has no limit.
    Every other cell has ``PITCHTUTOR_CELL_TIMEOUT`` seconds (60 by default).
    """
    if "page_query(" in str(getattr(cell, "source", "")):
        return None
    return int(os.environ.get(CELL_TIMEOUT_VARIABLE, "60"))


def kernel_pools(options: ServeOptions) -> dict[str, dict[str, int]]:
    """Voila's ``kernel_pools_config``: the default pool, and each lesson's own."""
    return {"default": {"pool_size": options.pool_size}} | {
        lesson: {"pool_size": size} for lesson, size in options.pools
    }


def voila_command(options: ServeOptions) -> list[str]:
    """The Voila command line of the production configuration."""
    preheat = options.pool_size > 0 or any(size > 0 for _, size in options.pools)
    return [
        sys.executable, "-m", "voila", "--no-browser",
        f"--port={options.port}", f"--Voila.ip={options.ip}", f"--Voila.base_url={options.base_url}",
        "--show_tracebacks=False",
        # Voila's login cookie is named after the host: behind a proxy that it
        # shares (JupyterHub's single-user server, another Jupyter app) it would
        # clear the other server's cookie as invalid, signing the learner out.
        "--IdentityProvider.cookie_name=pitchtutor-voila",
        f"--preheat_kernel={preheat}", f"--pool_size={options.pool_size}",
        f"--MappingKernelManager.cull_idle_timeout={options.cull_idle}",
        "--MappingKernelManager.cull_interval=60",
        f"--NotebookClient.timeout={options.cell_timeout}",
        # no file but the notebooks themselves is served
        "--VoilaConfiguration.file_allowlist=(?!)",
        str(options.lessons),
    ]  # fmt: skip


def serve_environment(options: ServeOptions, base: dict[str, str]) -> dict[str, str]:
    """The environment Voila runs in for :func:`voila_command`."""
    from pitchtutor.apps.hardening import MAX_KERNELS_VARIABLE, PER_BROWSER_VARIABLE

    return environment(base) | {
        POOLS_VARIABLE: json.dumps(kernel_pools(options)),
        CELL_TIMEOUT_VARIABLE: str(options.cell_timeout),
        MAX_KERNELS_VARIABLE: str(options.kernel_limit()),
        PER_BROWSER_VARIABLE: str(options.lessons_per_browser),
        TEACHER_SEEDS_VARIABLE: "1" if options.teacher_seeds else "0",
    }


TEACHER_SEEDS_VARIABLE = "PITCHTUTOR_TEACHER_SEEDS"


class PageQuery(dict[str, str]):
    """The query string of a Voila page, read forgivingly: it is typed by visitors."""

    def number(self, key: str, default: int | None = None, low: int = 0, high: int = 10**9) -> int | None:
        """The whole number ``key`` between ``low`` and ``high``; ``default``
        when it is missing, not a number, or out of range.

        >>> PageQuery(seed="12", pace="fast").number("seed"), PageQuery(pace="fast").number("pace", 650)
        (12, 650)
        """
        text = self.get(key, "").strip()
        if not (text.isascii() and text.lstrip("-").isdigit() and len(text) < 12):
            return default
        value = int(text)
        return value if low <= value <= high else default

    def seed(self, default: int | None = None) -> int | None:
        """The deal the page asks for with ``?seed=``, if the server lets
        visitors choose deals (``pitchtutor serve --teacher-seeds``); else
        ``default``: None, a deal drawn from a secret seed, so that no
        learner can recompute the hidden hands of a match offline.

        >>> PageQuery(seed="7").seed() is None or os.environ.get("PITCHTUTOR_TEACHER_SEEDS") == "1"
        True
        """
        if os.environ.get(TEACHER_SEEDS_VARIABLE) != "1":
            return default
        return self.number("seed", default)


QUERY_TIMEOUT_VARIABLE = "PITCHTUTOR_QUERY_TIMEOUT"
QUERY_TIMEOUT = 3600.0
"""Seconds a preheated kernel waits for its visitor before it renders the
lesson with the defaults (a visitor who then comes gets those)."""
QUERY_ROUND = 15.0
"""Seconds of each wait: then the kernel asks again, so a request that
missed it (a dropped socket) reaches it at the next try, not never."""


def page_query(timeout: float | None = None) -> PageQuery:
    """The page's query string (``?seed=3&pace=0``), in a notebook run by
    Voila; empty elsewhere.  With preheated kernels the notebook first waits
    for its visitor's request, at most ``timeout`` seconds
    (``PITCHTUTOR_QUERY_TIMEOUT``, an hour by default); then it goes on with
    an empty query, the lesson's defaults."""
    if os.environ.get("VOILA_PREHEAT", "False") != "False":
        limit = float(os.environ.get(QUERY_TIMEOUT_VARIABLE, QUERY_TIMEOUT)) if timeout is None else timeout
        request = _wait_for_request(limit)
        if request is None:
            return PageQuery()
        os.environ.update(request)
    query = parse_qs(os.environ.get("QUERY_STRING", ""))
    return PageQuery({key: values[0] for key, values in query.items()})


def _wait_for_request(limit: float) -> dict[str, str] | None:
    """The visitor's request, from Voila's query socket (see
    :class:`pitchtutor.apps._guarded_handlers.QuerySocketHandler`), asked for
    in rounds of :data:`QUERY_ROUND` seconds; None after ``limit`` seconds."""
    from websockets.exceptions import WebSocketException
    from websockets.sync.client import connect

    from pitchtutor.apps.hardening import QUERY_KEY_HEADER, QUERY_KEY_VARIABLE

    protocol = os.environ.get("VOILA_WS_PROTOCOL", "ws")
    host = os.environ.get("VOILA_APP_IP", "127.0.0.1")
    port = os.environ.get("VOILA_APP_PORT", "8866")
    base = os.environ.get("VOILA_WS_BASE_URL", os.environ.get("VOILA_SERVER_URL", "/"))
    url = f"{protocol}://{host}:{port}{base}voila/query/{os.environ.get('VOILA_KERNEL_ID', '')}"
    headers = {QUERY_KEY_HEADER: os.environ.get(QUERY_KEY_VARIABLE, "")}
    deadline = time.monotonic() + limit
    while (left := deadline - time.monotonic()) > 0:
        try:
            with connect(url, additional_headers=headers, open_timeout=5, max_size=2**16) as socket:
                payload = json.loads(socket.recv(timeout=min(QUERY_ROUND, left)))
            return {str(key): str(value) for key, value in payload.items()}
        except TimeoutError:
            continue
        except (OSError, WebSocketException, ValueError, AttributeError):
            time.sleep(min(1.0, max(0.0, deadline - time.monotonic())))
    return None


def environment(base: dict[str, str]) -> dict[str, str]:
    """``base`` with this configuration directory on ``JUPYTER_CONFIG_PATH``."""
    paths = [str(CONFIG_DIR), *filter(None, base.get("JUPYTER_CONFIG_PATH", "").split(":"))]
    return {**base, "JUPYTER_CONFIG_PATH": ":".join(paths)}
