"""The pure parts of the served course's guards (pitchtutor/apps/hardening.py):
frame reading, the message filter, the limits and the leases.  The attacks
themselves run against a real server in tests/browser/test_hardening.py."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from harness.attack import binary_frame
from pitchtutor.apps.cli import main
from pitchtutor.apps.hardening import (
    MAX_FRAME_PARTS,
    BrowserMessage,
    Claim,
    Leases,
    default_max_kernels,
    frame_parts,
    read_browser_message,
    refusal,
)
from pitchtutor.apps.serving import ServeOptions, serve_environment
from pitchtutor.widgets.guard import refusal_line

LESSONS = Path(__file__).resolve().parents[1] / "lessons"


def frame(kind: str, content: dict[str, object]) -> bytes:
    return binary_frame([json.dumps(p).encode() for p in ({"msg_type": kind}, {}, {}, content)])


def test_a_well_formed_frame_is_read_part_by_part() -> None:
    parts = frame_parts(frame("comm_msg", {"comm_id": "x"}))
    assert parts is not None and parts[0] == b"shell" and json.loads(parts[1]) == {"msg_type": "comm_msg"}
    assert read_browser_message(frame("comm_msg", {})) == BrowserMessage("comm_msg")


@pytest.mark.parametrize(
    "message",
    [
        b"",
        (2**64 - 1).to_bytes(8, "little") + bytes(8),
        (20_000_000).to_bytes(8, "little") + bytes(8),
        (MAX_FRAME_PARTS + 2).to_bytes(8, "little") + bytes(8 * (MAX_FRAME_PARTS + 3)),
        (3).to_bytes(8, "little") + (32).to_bytes(8, "little") + (2**40).to_bytes(8, "little") + bytes(16),
        (3).to_bytes(8, "little") + (34).to_bytes(8, "little") + (32).to_bytes(8, "little") + bytes(16),
        (3).to_bytes(8, "little") + (8).to_bytes(8, "little") + (16).to_bytes(8, "little") + bytes(16),
    ],
    ids=[
        "empty",
        "2**64 parts",
        "20 million parts",
        "too many parts",
        "outside",
        "backwards",
        "into the table",
    ],
)
def test_a_malformed_frame_is_refused_without_reading_its_count(message: bytes) -> None:
    started = time.perf_counter()
    assert frame_parts(message) is None
    assert refusal(read_browser_message(message)) == "a malformed message"
    assert time.perf_counter() - started < 0.01


def test_the_filter_lets_widget_traffic_through_and_nothing_else() -> None:
    assert refusal(read_browser_message(frame("comm_msg", {}))) is None
    control = frame("comm_open", {"target_name": "jupyter.widget.control"})
    assert refusal(read_browser_message(control)) is None
    assert refusal(read_browser_message(frame("comm_open", {"target_name": "jupyter.widget"}))) == (
        "a comm_open for 'jupyter.widget'"
    )
    assert (
        refusal(read_browser_message(frame("execute_request", {"code": "1"})))
        == "a 'execute_request' message"
    )
    text = json.dumps({"header": {"msg_type": "shutdown_request"}, "content": {}})
    assert refusal(read_browser_message(text)) == "a 'shutdown_request' message"
    assert refusal(read_browser_message("[1, 2]")) == "a malformed message"


def test_the_class_limit_comes_from_the_memory_less_the_pools() -> None:
    assert default_max_kernels(8 * 2**30, preheated=15) == 25
    assert default_max_kernels(2**30, preheated=15) == 2  # never less than two
    options = ServeOptions(LESSONS, pool_size=1)
    environment = serve_environment(options, {})
    assert int(environment["PITCHTUTOR_MAX_KERNELS"]) == options.kernel_limit() >= 2
    assert environment["PITCHTUTOR_TEACHER_SEEDS"] == "0"
    assert serve_environment(ServeOptions(LESSONS, max_kernels=7), {})["PITCHTUTOR_MAX_KERNELS"] == "7"


def test_leases_count_pages_on_their_way_and_find_kernels_never_connected() -> None:
    leases = Leases()
    claim = Claim("browser-a")
    leases.begin(claim)
    assert leases.held_by("browser-a") == 1 and leases.total() == 1 and leases.held_by("browser-b") == 0
    claim.kernel_id = "k1"
    leases.take("k1", "browser-a")
    leases.end(claim)
    assert leases.held_by("browser-a") == 1 and leases.owner("k1") == "browser-a"
    delivered = leases.by_kernel["k1"].delivered
    assert delivered is not None
    assert leases.stale(delivered + 10, grace=45) == []
    assert leases.stale(delivered + 50, grace=45) == ["k1"]
    leases.by_kernel["k1"].connected = True
    assert leases.stale(delivered + 50, grace=45) == []


def test_a_refusal_is_one_line() -> None:
    line = refusal_line(ValueError("bad value\n  File '/srv/x.py', line 3"))
    assert line == "ValueError: bad value"


def test_serve_refuses_impossible_limits(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", "--lessons", str(LESSONS), "--max-kernels", "0"]) == 2
    assert "--max-kernels and --lessons-per-browser must be at least 1" in capsys.readouterr().err


def test_page_templates_are_compiled_once_per_server_and_again_when_edited(tmp_path: Path) -> None:
    """Voila makes a new Jinja environment for every page: with the shared
    cache, the second page's templates are not compiled again."""
    from jinja2 import Environment
    from nbconvert.exporters.templateexporter import TemplateExporter

    from pitchtutor.apps.serving import compiled_templates_shared

    compiled_templates_shared()
    compiled_templates_shared()  # twice is once
    template = tmp_path / "page.j2"
    template.write_text("{{ greeting }}, {{ name | upper }}", encoding="utf-8")
    compiles: list[str] = []
    original = Environment.compile

    def counting(self: Environment, source: Any, *args: Any, **kwargs: Any) -> Any:
        compiles.append(str(source)[:20])
        return original(self, source, *args, **kwargs)

    def render(greeting: str) -> str:
        exporter = TemplateExporter(extra_template_basedirs=[str(tmp_path)])
        environment = exporter.environment  # what each Voila page gets: a new one
        return environment.get_template("page.j2").render(greeting=greeting, name="ann")

    Environment.compile = counting  # type: ignore[method-assign]
    try:
        assert render("Hello") == "Hello, ANN"
        assert render("Hi") == "Hi, ANN"
        assert len(compiles) == 1
        template.write_text("{{ greeting }}!", encoding="utf-8")
        assert render("Bye") == "Bye!"
        assert len(compiles) == 2
    finally:
        Environment.compile = original  # type: ignore[method-assign]
