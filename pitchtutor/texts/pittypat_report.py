"""A Pitty Pat replay's own lines (rule keys ``pittypat.report.*``): the heading, the labels and
the position around the engine's sentences in ``pitchtutor replay``, so that a replay in another
locale has no English left between its sentences.  Pitch's are :mod:`pitchtutor.texts.report`."""

from __future__ import annotations

from collections.abc import Mapping

from pitchtutor.cards import parse_card
from pitchtutor.checks import show
from pitchtutor.explain import Say, plural, template
from pitchtutor.texts import catalog

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


def rules_named(changes: Mapping[str, object], standard: str) -> str:
    """The rules as ``Rules.describe`` names them, with the locale's word for the standard game:
    "standard", "standard (rounds=5)"; the keys and values stay as a record writes them."""
    if not changes:
        return standard
    return f"{standard} (" + ", ".join(f"{key}={show(value)}" for key, value in changes.items()) + ")"


@template("pittypat.report.rules")
def _rules(say: Say) -> str:
    rules = rules_named(say["changes"], "standard")
    return f"Pitty Pat, rules {rules}, {say['players']} players, dealer {say.seat('dealer')}."


@template("pittypat.report.stops")
def _stops(say: Say) -> str:
    return (
        f"The record stops here: {say.seat('seat')} to play, holding {say['cards']}, "
        f"up-card {parse_card(say['up']).pretty}, {plural(say['stock'], 'card')} in the stock."
    )
