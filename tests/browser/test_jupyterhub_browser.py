"""The JupyterHub configuration, ``deploy/jupyterhub/config.yaml``: its
learner's server (Jupyter Server, jupyter-server-proxy and ``pitchtutor
serve`` as the file sets them up, under the hub's ``/user/<name>/`` prefix)
runs here and a learner plays a hand through it in Chromium.  The hub,
Kubernetes and the image build are not run: no cluster or Docker here."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from harness.servers import HUB_CONFIG, copy_notebooks, hub_singleuser
from tests.browser.conftest import Page, play_whole_hand


@pytest.fixture
def learner_server(chromium: str, tmp_path: Path) -> Iterator[tuple[str, str]]:
    pytest.importorskip("jupyter_server_proxy")
    with hub_singleuser(copy_notebooks(tmp_path / "course"), tmp_path / "home") as server:
        yield server


def test_the_chart_values_are_what_the_readme_says() -> None:
    values = yaml.safe_load(HUB_CONFIG.read_text())
    singleuser = values["singleuser"]
    assert singleuser["defaultUrl"] == "/pitchtutor/"
    assert singleuser["memory"] == {"guarantee": "512M", "limit": "1G"}
    assert singleuser["cmd"] == "jupyterhub-singleuser"
    assert values["cull"]["enabled"] is True
    (config,) = singleuser["extraFiles"].values()
    assert config["mountPath"] == "/etc/jupyter/jupyter_server_config.py"
    compile(config["stringData"], "jupyter_server_config.py", "exec")


def test_a_learner_plays_a_hand_in_their_hub_server(learner_server: tuple[str, str], page: Page) -> None:
    url, token = learner_server
    p = page.page
    p.goto(f"{url}?token={token}")  # the hub signs the learner in; the token stands in for it
    p.locator("h1").first.wait_for()
    assert "/user/learner/pitchtutor/voila/render/index.ipynb" in p.url, p.url
    play_whole_hand(page, f"{url}pitchtutor/voila/render/play-a-hand.ipynb?seed=5&pace=0")
