"""Servers and a browser for the browser tests and benchmarks: Voila and
JupyterLab on free localhost ports, each stopped by whoever started it, and
Debian's Chromium driven by Playwright."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

from pitchtutor.apps.serving import environment

ROOT = Path(__file__).resolve().parents[1]
LESSONS = ROOT / "lessons"
TEST_NOTEBOOKS = ROOT / "tests" / "browser" / "notebooks"
BIN = Path(sys.executable).parent
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-dev-shm-usage",
]  # fmt: skip
# The Voila template asks a CDN for a font: offline, fail that at once, without
# intercepting every request (which would put each one through Python).
NO_CDN = ["--host-resolver-rules=MAP cdn.jsdelivr.net 127.0.0.1:9"]


def chromium_path() -> str | None:
    for candidate in (os.environ.get("PITCHTUTOR_CHROMIUM"), shutil.which("chromium"), "/usr/bin/chromium"):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def copy_notebooks(target: Path) -> Path:
    """Servers work on a copy: nothing they do (autosave, checkpoints) touches the repository."""
    shutil.copytree(LESSONS, target, dirs_exist_ok=True)
    for notebook in TEST_NOTEBOOKS.glob("*.ipynb"):
        shutil.copy(notebook, target / notebook.name)
    return target


def _wait(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except urllib.error.HTTPError:
            return  # the server answers
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                raise RuntimeError(f"server did not start: {log.read_text()[-2000:]}") from None
            time.sleep(0.05)


def _stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(5)


@contextlib.contextmanager
def voila(root: Path, *extra: str, tuned: bool = True) -> Iterator[str]:
    """Serve ``root`` with Voila on a free localhost port; yields the base URL.
    ``tuned`` loads pitchtutor's Jupyter configuration (see pitchtutor.apps.serving)."""
    port = free_port()
    log = root / "voila.log"
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(root / ".jupyter"),
        "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
    }
    env = environment(env) if tuned else env
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(BIN / "voila"), "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
             "--show_tracebacks=False", *extra, "."],
            cwd=root, stdout=out, stderr=subprocess.STDOUT, env=env,
        )  # fmt: skip
        try:
            _wait(f"http://127.0.0.1:{port}/api/kernels", process, log)
            yield f"http://127.0.0.1:{port}/"
        finally:
            _stop(process)


@contextlib.contextmanager
def course(
    root: Path,
    *,
    port: int | None = None,
    pool_size: int = 0,
    pools: dict[str, int] | None = None,
    base_url: str = "/",
    log_name: str = "serve.log",
    extra: tuple[str, ...] = (),
    env: dict[str, str] | None = None,
) -> Iterator[str]:
    """``pitchtutor serve`` (the production configuration) on ``root``; yields
    its URL.  ``extra``: more ``serve`` options; ``env``: more environment."""
    port = port or free_port()
    log = root.parent / f"{root.name}-{log_name}"
    env = {
        **os.environ,
        "JUPYTER_CONFIG_DIR": str(root / ".jupyter"),
        "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
        **(env or {}),
    }
    command = [
        str(BIN / "pitchtutor"),
        "serve",
        "--lessons",
        str(root),
        f"--port={port}",
        f"--pool-size={pool_size}",
        *(f"--pool={lesson}={size}" for lesson, size in (pools or {}).items()),
        f"--base-url={base_url}",
        *extra,
    ]
    with log.open("ab") as out:
        process = subprocess.Popen(command, cwd=root, stdout=out, stderr=subprocess.STDOUT, env=env)
        try:
            _wait(f"http://127.0.0.1:{port}/pitchtutor-is-up", process, log, timeout=120)  # a cheap 404
            yield f"http://127.0.0.1:{port}{base_url}"
        finally:
            _stop(process)


@contextlib.contextmanager
def jupyterlab(root: Path) -> Iterator[tuple[str, str]]:
    """JupyterLab on a copy of the notebooks; yields (base URL, token)."""
    port, token = free_port(), "pitchtutor-test"
    settings = root / ".lab-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "notification.jupyterlab-settings").write_text('{"fetchNews": "false"}')
    log = root / "lab.log"
    env = environment(
        {
            **os.environ,
            "JUPYTER_CONFIG_DIR": str(root / ".jupyter"),
            "JUPYTER_RUNTIME_DIR": str(root / ".runtime"),
        }
    )
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(BIN / "jupyter"), "lab", "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
             f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}",
             f"--LabApp.user_settings_dir={root / '.lab-settings'}", f"--LabApp.workspaces_dir={root / '.lab-ws'}",
             "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None",
             "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate", "--allow-root"],
            cwd=root, stdout=out, stderr=subprocess.STDOUT, env=env,
        )  # fmt: skip
        try:
            _wait(f"http://127.0.0.1:{port}/api/status?token={token}", process, log)
            yield f"http://127.0.0.1:{port}/", token
        finally:
            _stop(process)


HUB_CONFIG = ROOT / "deploy" / "jupyterhub" / "config.yaml"


@contextlib.contextmanager
def hub_singleuser(root: Path, work: Path) -> Iterator[tuple[str, str]]:
    """A learner's server as ``deploy/jupyterhub/config.yaml`` makes it, without
    the hub: Jupyter Server with that file's server configuration, under the
    hub's prefix ``/user/learner/``, the lessons at ``root``; yields (URL, token).
    (The hub itself, Kubernetes and the image build cannot run here.)"""
    import yaml

    values = yaml.safe_load(HUB_CONFIG.read_text())
    singleuser = values["singleuser"]
    (config,) = singleuser["extraFiles"].values()
    work.mkdir(parents=True, exist_ok=True)
    config_file = work / Path(config["mountPath"]).name
    config_file.write_text(config["stringData"])
    port, token, prefix = free_port(), "pitchtutor-hub-test", "/user/learner/"
    env = {
        **os.environ,
        **{key: str(value) for key, value in singleuser.get("extraEnv", {}).items()},
        "PITCHTUTOR_LESSONS": str(root),
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "JUPYTER_CONFIG_DIR": str(work / ".jupyter"),
        "JUPYTER_RUNTIME_DIR": str(work / ".runtime"),
    }
    command = [
        str(BIN / "jupyter"), "server", "--no-browser", f"--config={config_file}", f"--port={port}",
        "--ServerApp.ip=127.0.0.1", f"--ServerApp.base_url={prefix}", f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={work}", f"--ServerApp.default_url={singleuser['defaultUrl']}", "--allow-root",
    ]  # fmt: skip
    log = work / "singleuser.log"
    with log.open("ab") as out:
        process = subprocess.Popen(command, cwd=work, stdout=out, stderr=subprocess.STDOUT, env=env)
        try:
            _wait(f"http://127.0.0.1:{port}{prefix}api/status?token={token}", process, log)
            yield f"http://127.0.0.1:{port}{prefix}", token
        finally:
            _stop(process)


WIDGET_STATE_JS = """async () => {
  const wm = await window.jupyterapp.widgetManagerPromise.promise;
  const {state} = await wm.get_state({drop_defaults: false});
  return JSON.stringify(state);
}"""
"""Everything the page's widget manager holds: what reached the browser."""


NGINX_SITE = ROOT / "deploy" / "nginx" / "pitchtutor.conf"


def nginx_path() -> str | None:
    return shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if Path(p).exists()), None)


@contextlib.contextmanager
def nginx(work: Path, *, upstream_port: int) -> Iterator[str]:
    """nginx running ``deploy/nginx/pitchtutor.conf`` as it is, but for the
    port it listens on and the port of the course behind it; yields the
    site's base URL.  Unprivileged: every path nginx writes is under ``work``."""
    binary = nginx_path()
    if binary is None:
        raise RuntimeError("nginx is not installed (apt-get install nginx)")
    port = free_port()
    site = NGINX_SITE.read_text()
    assert "listen 80;" in site and "http://127.0.0.1:8866;" in site, (
        "the test expects the documented defaults"
    )
    site = site.replace("listen 80;", f"listen 127.0.0.1:{port};")
    site = site.replace("http://127.0.0.1:8866;", f"http://127.0.0.1:{upstream_port};")
    work.mkdir(parents=True, exist_ok=True)
    (work / "site.conf").write_text(site)
    (work / "nginx.conf").write_text(
        f"""daemon off;
worker_processes 1;
pid {work}/nginx.pid;
error_log {work}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log {work}/access.log;
    client_body_temp_path {work}/body;
    proxy_temp_path {work}/proxy;
    fastcgi_temp_path {work}/fastcgi;
    uwsgi_temp_path {work}/uwsgi;
    scgi_temp_path {work}/scgi;
    include {work}/site.conf;
}}
"""
    )
    log = work / "nginx.out"
    with log.open("ab") as out:
        command = [binary, "-p", str(work), "-c", str(work / "nginx.conf")]
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)
        try:
            _wait(f"http://127.0.0.1:{port}/nginx-is-up", process, log, timeout=30)
            yield f"http://127.0.0.1:{port}/"
        finally:
            _stop(process)
