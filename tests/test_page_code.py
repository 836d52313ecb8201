"""The page code as shipped: each widget loads one self-contained ES module,
bundled from widgets/src/ (``make jscheck`` checks the bundles are what the
sources build to; this checks what Python hands to anywidget)."""

from __future__ import annotations

import re
from importlib import resources

import pytest

from pitchtutor.widgets import Progress, Table
from pitchtutor.widgets.quiz import Quiz, WhichCardWins


@pytest.mark.parametrize(
    ("widget", "bundle"),
    [
        (Table, "table.js"),
        (Quiz, "quiz.js"),
        (WhichCardWins, "quiz.js"),
        (Progress, "progress.js"),
    ],
)
def test_each_widget_loads_its_own_bundle(widget: type, bundle: str) -> None:
    shipped = resources.files("pitchtutor.static").joinpath(bundle).read_text(encoding="utf-8")
    assert widget._esm == shipped
    assert shipped.startswith("// Built from widgets/src/ by `make widgets`")
    # anywidget loads the module from a blob: URL, where an import of a sibling module could not resolve
    assert not re.search(r"^\s*(import|export \* from)\b", shipped, re.MULTILINE)
    assert re.search(r"export \{\n  \w+ as default\n\};\n?$", shipped)


def test_the_bundles_hold_the_modules_their_widget_needs() -> None:
    static = resources.files("pitchtutor.static")
    modules = {
        name: set(
            re.findall(
                r"^// widgets/src/([\w-]+)\.js$", static.joinpath(name).read_text(encoding="utf-8"), re.M
            )
        )
        for name in ("table.js", "quiz.js", "progress.js")
    }
    assert modules["table.js"] == {
        "dom",
        "kernel",
        "cards",
        "table-overlays",
        "table-felt",
        "table-side",
        "table",
    }
    assert modules["quiz.js"] == {"dom", "kernel", "cards", "quiz-kinds", "storage", "quiz"}
    assert modules["progress.js"] == {"dom", "storage", "progress"}
