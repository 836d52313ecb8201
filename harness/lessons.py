"""Facts about the course's notebooks that the browser tests and benchmarks need."""

from __future__ import annotations

from pathlib import Path

import nbformat

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def widget_outputs(name: str) -> int:
    """How many widgets the lesson ``name`` shows (its committed outputs say)."""
    notebook = nbformat.read(LESSONS / name, as_version=4)
    return sum(1 for cell in notebook.cells if cell.cell_type == "code"
               for output in cell.outputs if WIDGET_VIEW in output.get("data", {}))  # fmt: skip
