"""Brazilian Portuguese ("você"): the vocabulary and the templates, one module per topic."""

from pitchtutor.texts.pt import (
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
