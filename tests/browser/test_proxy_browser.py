"""The course behind a reverse proxy: ``deploy/nginx/pitchtutor.conf``, the
file the README documents, runs in front of ``pitchtutor serve --base-url
/pitch/``, and a learner plays through it in Chromium: pages, static files
and the kernel's websocket all pass the proxy."""

from __future__ import annotations

import gzip
import os
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from harness.servers import copy_notebooks, course, nginx, nginx_path
from tests.browser.conftest import Page, play_whole_hand


@pytest.fixture
def site(chromium: str, tmp_path: Path) -> Iterator[str]:
    if nginx_path() is None:
        if os.environ.get("PITCHTUTOR_REQUIRE_BROWSER"):
            pytest.fail("nginx is required here (apt-get install nginx)")
        pytest.skip("nginx is not installed (apt-get install nginx)")
    with course(copy_notebooks(tmp_path / "course"), base_url="/pitch/") as direct:
        upstream = int(direct.split(":")[2].split("/")[0])
        with nginx(tmp_path / "nginx", upstream_port=upstream) as url:
            yield url


def test_a_hand_is_played_through_nginx(site: str, page: Page) -> None:
    p = page.page
    p.goto(site)  # / → /pitch/ → the course index
    assert p.url.endswith("/pitch/voila/render/index.ipynb"), p.url
    p.locator("h1").first.wait_for()
    # a whole hand: each bid and card goes to the kernel over the proxied websocket
    play_whole_hand(page, f"{site}pitch/voila/render/play-a-hand.ipynb?seed=12&pace=0")


def test_the_proxy_compresses_the_pages(site: str) -> None:
    request = urllib.request.Request(
        f"{site}pitch/voila/render/index.ipynb", headers={"Accept-Encoding": "gzip"}
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.headers.get("Content-Encoding") == "gzip"
        body = gzip.decompress(response.read()).decode()
    assert "Pitch" in body
