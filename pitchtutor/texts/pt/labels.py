"""The table's labels (``label.*``) in Brazilian Portuguese."""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts.pt.rules import POINTS


@template("label.nobody", locale="pt")
def _nobody(say: Say) -> str:
    return "Ninguém"


@template("label.pass", locale="pt")
def _pass_label(say: Say) -> str:
    return "Passo"


@template("label.redeal", locale="pt")
def _redeal_label(say: Say) -> str:
    return "Nova distribuição"


@template("label.point", locale="pt")
def _point(say: Say) -> str:
    return start(POINTS[say["point"]])
