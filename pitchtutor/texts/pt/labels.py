"""The table's labels (``label.*``) in Brazilian Portuguese."""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts import catalog
from pitchtutor.texts.pt.rules import POINTS

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("label.point", locale="pt")
def _point(say: Say) -> str:
    return start(POINTS[say["point"]])
