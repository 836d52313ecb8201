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


# What the loading line says in each language (pitchtutor-loading.js): before the cells, and as
# they run ("{}" the cell, of 12).
LOADING_WORDS = {
    "en": ("Preparing the lesson…", "Preparing the lesson: {} of 12…"),
    "pt": ("Preparando a lição…", "Preparando a lição: {} de 12…"),
    "fr": ("Préparation de la leçon…", "Préparation de la leçon\u00a0: {} sur 12…"),
}

# The width of each paragraph of a lesson's text, in its font's ems (the text reads in a column).
TEXT_WIDTHS_EM = """() => [...document.querySelectorAll('.jp-RenderedMarkdown > p')].map((e) =>
  e.getBoundingClientRect().width / parseFloat(getComputedStyle(e).fontSize))"""
COLUMN_EM = 46

# Records each line a lesson's page shows while it loads (window.__loading), for a page's
# add_init_script: the loading line, once visible, in the order it changes.
LOADING_LINES = """window.__loading = [];
new MutationObserver(() => {
  const line = document.getElementById('loading_text');
  const said = line && getComputedStyle(line).visibility !== 'hidden' && line.textContent;
  if (said && window.__loading[window.__loading.length - 1] !== said) window.__loading.push(said);
}).observe(document, {childList: true, subtree: true, characterData: true});"""


def speaks(lines: list[str], lang: str) -> bool:
    """Whether the loading lines a page showed (``window.__loading``) said the lesson's words in
    ``lang``: the line before the cells, then the cells counted ("…leçon : 3 sur 9…")."""
    start, counted = LOADING_WORDS[lang]
    before, after = counted.split("{}")
    of = after[: after.index("12")]  # " of ", " de ", " sur "
    cells = [line for line in lines if line.startswith(before)]
    return (
        bool(cells) and all(line == start or line in cells for line in lines) and all(of in c for c in cells)
    )
