"""The table's labels (``label.*``) in French."""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.rules import POINTS

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("label.point", locale="fr")
def _point(say: Say) -> str:
    return start(POINTS[say["point"]])
