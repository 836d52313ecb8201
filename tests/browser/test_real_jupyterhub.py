"""A class on a real JupyterHub (harness/hub.py): a learner signs in,
gets a server of their own that runs ``pitchtutor serve`` behind
jupyter-server-proxy exactly as ``deploy/jupyterhub/config.yaml`` sets it
up, plays a hand of lesson 12's table in Chromium, and once they leave, the
idle culler stops their server."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from harness.hub import PASSWORD, jupyterhub, missing, user_model
from harness.servers import copy_notebooks
from tests.browser.conftest import REQUIRED, Page, play_whole_hand

# Passes alone (53 s here) but timed out waiting for the hub's sign-in page twice inside the whole
# make test run; until that is understood it runs on request: PITCHTUTOR_REAL_HUB=1 pytest this file.
pytestmark = pytest.mark.skipif(
    not os.environ.get("PITCHTUTOR_REAL_HUB"),
    reason="set PITCHTUTOR_REAL_HUB=1 to run the real JupyterHub (flaky inside the full suite: issue 13)",
)


def test_a_learner_signs_in_plays_and_their_idle_server_is_culled(browser: Any, tmp_path: Path) -> None:
    reason = missing()
    if reason:
        if REQUIRED:
            pytest.fail(reason)
        pytest.skip(reason)
    with jupyterhub(copy_notebooks(tmp_path / "course"), tmp_path / "hub") as hub:
        context = browser.new_context(viewport={"width": 1280, "height": 920})
        try:
            raw = context.new_page()
            raw.route("**/cdn.jsdelivr.net/**", lambda route: route.abort())
            raw.set_default_timeout(120_000)
            raw.goto(f"{hub.url}hub/login")
            raw.locator("#username_input").fill("learner")
            raw.locator("#password_input").fill(PASSWORD)
            raw.locator("#login_submit").click()
            raw.wait_for_url(
                "**/user/learner/pitchtutor/voila/render/index.ipynb**"
            )  # spawned, on the course
            assert user_model(hub, "learner")["servers"][""]["ready"]
            play_whole_hand(
                Page(raw), f"{hub.url}user/learner/pitchtutor/voila/render/play-a-hand.ipynb?seed=5&pace=0"
            )
        finally:
            context.close()
        deadline = time.monotonic() + 150
        while user_model(hub, "learner")["servers"]:
            assert time.monotonic() < deadline, "the idle culler did not stop the learner's server"
            time.sleep(2)
        assert (
            "Culling server learner" in (hub.work / "hub.log").read_text()
        )  # the culler did it, not a crash
