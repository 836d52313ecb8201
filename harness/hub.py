"""A real JupyterHub on loopback for the tests: the ``jupyterhub`` package,
npm's ``configurable-http-proxy`` (pinned in the repository's package.json),
a local-process spawner, a dummy authenticator and the
``jupyterhub-idle-culler`` service.  What each learner's server runs, and
how idle servers are culled, come from ``deploy/jupyterhub/config.yaml``,
the very file the Kubernetes chart takes: the two cannot drift."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.servers import BIN, HUB_CONFIG, ROOT, _stop, _wait, free_port

CHP = ROOT / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "pitch-class"  # the dummy authenticator's shared password (loopback only)


def missing() -> str | None:
    """Why a real hub cannot run here, or None."""
    try:
        import jupyterhub  # noqa: F401
        import jupyterhub_idle_culler  # noqa: F401
    except ImportError:
        return "jupyterhub and jupyterhub-idle-culler are not installed (pip install -e '.[dev]')"
    if not CHP.exists():
        return "configurable-http-proxy is not installed (npm ci, from the repository's package-lock.json)"
    if shutil.which("node") is None:
        return "node is not installed (apt-get install nodejs)"
    return None


@dataclass(frozen=True)
class Hub:
    url: str  # the hub's public address, through configurable-http-proxy
    api_token: str  # a test service's token, to read the hub's REST API
    work: Path


def hub_config(
    work: Path, lessons: Path, *, port: int, cull_timeout: int, cull_every: int
) -> tuple[str, str]:
    """jupyterhub_config.py for the test, and its API token."""
    import yaml

    values = yaml.safe_load(HUB_CONFIG.read_text())
    singleuser = values["singleuser"]
    (server_config,) = singleuser["extraFiles"].values()
    config_file = work / Path(server_config["mountPath"]).name
    config_file.write_text(server_config["stringData"])
    token = os.urandom(16).hex()
    environment = {
        **{key: str(value) for key, value in singleuser.get("extraEnv", {}).items()},
        "PITCHTUTOR_LESSONS": str(lessons),
        "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}",
        "JUPYTER_CONFIG_DIR": str(work / "user-jupyter"),
        "JUPYTERHUB_ACTIVITY_INTERVAL": "5",  # the test's culler works in seconds, not minutes
    }
    culler = [sys.executable, "-m", "jupyterhub_idle_culler", f"--timeout={cull_timeout}",
              f"--cull-every={cull_every}"]  # fmt: skip
    assert values["cull"]["enabled"], "the chart culls idle servers, and so does the test"
    settings: dict[str, Any] = {
        "port": port,
        "hub_port": free_port(),
        "proxy_api": free_port(),
        "chp": str(CHP),
        "work": str(work),
        "cmd": [
            str(BIN / singleuser["cmd"]),
            f"--config={config_file}",
            *(["--allow-root"] if os.getuid() == 0 else []),
        ],
        "default_url": singleuser["defaultUrl"],
        "environment": environment,
        "culler": culler,
        "token": token,
        "password": PASSWORD,
    }
    text = f"""# written by harness/hub.py from deploy/jupyterhub/config.yaml
import json
s = json.loads({json.dumps(json.dumps(settings))})
c.JupyterHub.ip = "127.0.0.1"
c.JupyterHub.port = s["port"]
c.JupyterHub.hub_ip = "127.0.0.1"
c.JupyterHub.hub_port = s["hub_port"]
c.ConfigurableHTTPProxy.command = [s["chp"]]
c.ConfigurableHTTPProxy.api_url = f"http://127.0.0.1:{{s['proxy_api']}}"
c.ConfigurableHTTPProxy.pid_file = s["work"] + "/proxy.pid"
c.JupyterHub.db_url = "sqlite:///" + s["work"] + "/hub.sqlite"
c.JupyterHub.cookie_secret_file = s["work"] + "/cookie_secret"
c.JupyterHub.authenticator_class = "dummy"
c.DummyAuthenticator.password = s["password"]
c.Authenticator.allow_all = True
c.JupyterHub.spawner_class = "simple"
c.Spawner.cmd = s["cmd"]
c.Spawner.default_url = s["default_url"]
c.Spawner.environment = s["environment"]
c.Spawner.start_timeout = 180
c.Spawner.http_timeout = 180
c.SimpleLocalProcessSpawner.home_dir_template = s["work"] + "/home/{{username}}"
c.JupyterHub.last_activity_interval = 5
c.JupyterHub.services = [
    {{"name": "idle-culler", "command": s["culler"]}},
    {{"name": "test", "api_token": s["token"]}},
]
c.JupyterHub.load_roles = [
    {{"name": "idle-culler", "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
     "services": ["idle-culler"]}},
    {{"name": "test", "scopes": ["read:users", "read:servers"], "services": ["test"]}},
]
"""
    path = work / "jupyterhub_config.py"
    path.write_text(text)
    return str(path), token


@contextlib.contextmanager
def jupyterhub(lessons: Path, work: Path, *, cull_timeout: int = 30, cull_every: int = 5) -> Iterator[Hub]:
    """A hub on a free loopback port, stopped (with its proxy and servers) at the end."""
    work.mkdir(parents=True, exist_ok=True)
    port = free_port()
    config, token = hub_config(work, lessons, port=port, cull_timeout=cull_timeout, cull_every=cull_every)
    log = work / "hub.log"
    env = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    with log.open("ab") as out:
        process = subprocess.Popen(
            [str(BIN / "jupyterhub"), "-f", config], cwd=work, stdout=out, stderr=subprocess.STDOUT, env=env
        )
        try:
            _wait(f"http://127.0.0.1:{port}/hub/health", process, log, timeout=120)
            _wait_healthy(f"http://127.0.0.1:{port}/hub/health", process, log, timeout=120)
            yield Hub(f"http://127.0.0.1:{port}/", token, work)
        finally:
            _stop(process)
            pid_file = work / "proxy.pid"  # the hub normally stops its proxy; make sure
            if pid_file.exists():
                with contextlib.suppress(ValueError, OSError):
                    os.kill(int(pid_file.read_text().strip()), 15)


def _wait_healthy(url: str, process: subprocess.Popen[bytes], log: Path, timeout: float) -> None:
    """Until the hub itself answers 200 through its proxy.  The proxy starts
    first and answers 503 for a hub still starting; on a busy machine the
    sign-in page was then that 503 page, and the test waited for a form that
    never came."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, OSError):
            pass
        if process.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"the hub did not become healthy: {log.read_text()[-3000:]}")
        time.sleep(0.2)


def log_tail(hub: Hub, characters: int = 3000) -> str:
    """The end of the hub's log, for a failing test's message."""
    path = hub.work / "hub.log"
    return path.read_text(errors="replace")[-characters:] if path.exists() else "(no hub log)"


def user_model(hub: Hub, name: str) -> dict[str, Any]:
    import urllib.request

    request = urllib.request.Request(
        f"{hub.url}hub/api/users/{name}", headers={"Authorization": f"token {hub.api_token}"}
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read())  # type: ignore[no-any-return]
