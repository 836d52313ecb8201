"""French (standard, "vous"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.fr import (
    coach,
    labels,
    page,
    pittypat,
    puzzles,
    report,
    rules,
    table,
    terminal,
    vocabulary,
)

__all__ = [
    "coach",
    "labels",
    "page",
    "pittypat",
    "puzzles",
    "report",
    "rules",
    "table",
    "terminal",
    "vocabulary",
]
