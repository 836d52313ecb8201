"""A class on a real JupyterHub (harness/hub.py): two learners sign in, each
gets a server of their own that runs ``pitchtutor serve`` behind
jupyter-server-proxy exactly as ``deploy/jupyterhub/config.yaml`` sets it
up, each plays a hand of lesson 12 in Chromium, neither can reach the
other's server, and once they leave, the idle culler stops both servers."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from harness.hub import PASSWORD, Hub, jupyterhub, log_tail, missing, user_model
from harness.servers import copy_notebooks
from tests.browser.conftest import REQUIRED, Page, play_whole_hand

LEARNERS = ("ana", "bruno")


def sign_in(browser: Any, hub: Hub, name: str) -> tuple[Any, Page]:
    """A browser of the learner's own, signed in and on the course."""
    context = browser.new_context(viewport={"width": 1280, "height": 920})
    raw = context.new_page()
    raw.route("**/cdn.jsdelivr.net/**", lambda route: route.abort())
    raw.set_default_timeout(120_000)
    try:
        raw.goto(f"{hub.url}hub/login")
        raw.locator("#username_input").fill(name)
        raw.locator("#password_input").fill(PASSWORD)
        raw.locator("#login_submit").click()
        raw.wait_for_url(f"**/user/{name}/pitchtutor/voila/render/index.ipynb**")  # spawned, on the course
    except Exception as error:
        context.close()
        raise AssertionError(
            f"{name} could not sign in ({error}); the hub's log ends:\n{log_tail(hub)}"
        ) from None
    return context, Page(raw)


def test_learners_sign_in_play_lesson_12_and_their_idle_servers_are_culled(
    browser: Any, tmp_path: Path
) -> None:
    reason = missing()
    if reason:
        if REQUIRED:
            pytest.fail(reason)
        pytest.skip(reason)
    with jupyterhub(copy_notebooks(tmp_path / "course"), tmp_path / "hub") as hub:
        contexts = []
        try:
            pages = []
            for name in LEARNERS:
                context, page = sign_in(browser, hub, name)
                contexts.append(context)
                pages.append(page)
                assert user_model(hub, name)["servers"][""]["ready"]
            for name, page in zip(LEARNERS, pages, strict=True):
                url = f"{hub.url}user/{name}/pitchtutor/voila/render/12-play-a-match.ipynb?pace=0"
                try:
                    play_whole_hand(page, url)
                except AssertionError as error:  # the servers' own logs go to the hub's
                    raise AssertionError(
                        f"{name}: {error}\nthe hub's log ends:\n{log_tail(hub, 6000)}"
                    ) from None
            # One learner's sign-in opens no door to another's server: the hub sends them to their own.
            ana = pages[0].page
            response = ana.goto(f"{hub.url}user/{LEARNERS[1]}/pitchtutor/voila/render/index.ipynb")
            assert response is not None and response.status == 403, (response and response.status, ana.url)
            assert ana.locator(".pt-table, .jp-RenderedHTMLCommon").count() == 0
        finally:
            for context in contexts:
                context.close()
        deadline = time.monotonic() + 150
        while any(user_model(hub, name)["servers"] for name in LEARNERS):
            assert time.monotonic() < deadline, f"the idle culler did not stop the servers:\n{log_tail(hub)}"
            time.sleep(2)
        log = (hub.work / "hub.log").read_text()
        for name in LEARNERS:
            assert f"Culling server {name}" in log  # the culler did it, not a crash
