"""Helpers the English templates share: house-rule names, suits, possessives."""

from __future__ import annotations

from pitchtutor.explain import Names, Say, and_list
from pitchtutor.scoring import POINT_NAMES


def _rule(key: str, value: object = None) -> str:
    if value is None:
        return f"house rule {key}"
    shown = {True: "true", False: "false"}.get(value, value) if isinstance(value, bool) else value
    return f"house rule {key} = {shown}"


def _suit(say: Say, key: str, *, start: bool = False) -> str:
    name = say.suit(key).plural
    return name.capitalize() if start else name


def _possessive(names: Names, seat: int) -> str:
    return "yours" if names.is_you(seat) else names.seat(seat) + "'s"


def _points(points: list[str]) -> str:
    return and_list([POINT_NAMES[p] for p in points])


def _cards_held(say: Say, key: str) -> str:
    """``['7H']`` -> "the 7♥"; ``['7H', '9H']`` -> "the 7♥ and 9♥"."""
    return "the " + say.cards(key)
