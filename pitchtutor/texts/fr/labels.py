"""The table's labels (``label.*``) in French."""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts.fr.rules import POINTS


@template("label.nobody", locale="fr")
def _nobody(say: Say) -> str:
    return "Personne"


@template("label.pass", locale="fr")
def _pass_label(say: Say) -> str:
    return "Passe"


@template("label.redeal", locale="fr")
def _redeal_label(say: Say) -> str:
    return "Nouvelle donne"


@template("label.point", locale="fr")
def _point(say: Say) -> str:
    return start(POINTS[say["point"]])
