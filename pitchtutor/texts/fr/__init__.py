"""French (standard, "vous"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.fr import (
    coach,
    labels,
    page,
    pittypat,
    pittypat_report,
    pittypat_terminal,
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
    "pittypat_report",
    "pittypat_terminal",
    "puzzles",
    "report",
    "rules",
    "table",
    "terminal",
    "vocabulary",
]
