"""The small checks both games' rules and records make of their keys and values.

Pitch's :mod:`pitchtutor.rules` and :mod:`pitchtutor.record` and Pitty Pat's
:mod:`pitchtutor.pittypat.rules` and :mod:`pitchtutor.pittypat.record` read
the same kind of JSON and refuse a bad value the same way: an unknown key
or field with its nearest known one ("did you mean 'low_to'?"), a missing
field, a card that is not one, a whole number that is not one; and print a
rule value as it is written in a record.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from typing import Any, TypeGuard

from pitchtutor.cards import Card, parse_card
from pitchtutor.errors import CardError, RecordError, RulesError


def is_int(value: object) -> TypeGuard[int]:
    """A whole number, and not True or False (which Python counts as 0 and 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def did_you_mean(word: object, known: Sequence[str]) -> str:
    """`` (did you mean 'x'?)`` for the nearest known word, or nothing."""
    close = difflib.get_close_matches(str(word), known, n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def check_key_name(key: object, known: Sequence[str], what: str = "rule key") -> None:
    """Refuse a key that is not one of ``known``, naming the nearest."""
    if key not in known:
        raise RulesError(f"unknown {what} {key!r}{did_you_mean(key, known)}", key=str(key))


def check_bool(key: str, value: object) -> None:
    """Refuse a yes-or-no key whose value is not true or false."""
    if not isinstance(value, bool):
        raise RulesError(f"{key} must be true or false, not {value!r}", key=key)


def whole_players(players: object) -> int:
    """The number of players, refused if it is not a whole number (each game checks its range)."""
    if not is_int(players):
        raise RulesError(f"players must be a whole number, not {players!r}", key="players")
    return players


def unknown_field(key: object, known: Sequence[str], what: str) -> RecordError:
    """The error for a field a record (or a part of one, ``what``) does not have."""
    return RecordError(f"unknown field {key!r}{did_you_mean(key, known)}; {what} has {', '.join(known)}")


def check_fields(
    value: Mapping[str, Any], known: Sequence[str], required: Sequence[str], what: str = "a record"
) -> None:
    """Refuse a record with a field it may not have, or without one it must."""
    for key in value:
        if key not in known:
            raise unknown_field(key, known, what)
    for key in required:
        if key not in value:
            raise RecordError(f"missing field {key!r}")


def read_card(value: object, where: str) -> Card:
    """A card of a record, or the error saying where the record is wrong."""
    try:
        return parse_card(value)  # type: ignore[arg-type]
    except CardError as error:
        raise RecordError(str(error), where) from None


def read_totals(
    value: object,
    count: int,
    *,
    each: str,
    table: str,
    who: str,
    target: int | None,
    least: int | None = None,
) -> tuple[int, ...]:
    """A record's totals before its hand or round (its ``scores``): ``count`` whole numbers (each
    ``least`` or more), none at the ``target`` yet, or the match would already be over.  ``each``
    says what a total is, ``table`` how many play, ``who`` what a total belongs to, in the
    messages: "scores must be a list of 2 whole numbers, one per side"."""
    if not isinstance(value, list) or not all(is_int(v) and (least is None or v >= least) for v in value):
        raise RecordError(f"scores must be a list of {count} {each}", "scores")
    if len(value) != count:
        raise RecordError(f"{table}, so scores needs {count} totals, not {len(value)}", "scores")
    for number, total in enumerate(value):
        if target is not None and total >= target:
            raise RecordError(
                f"{who} {number} already has {total}, at least the target of {target}: "
                "the match would be over",
                "scores",
            )
    return tuple(value)


def show(value: object) -> str:
    """A rule's value as a record writes it: null, true, false, or the value."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


__all__ = [
    "check_bool",
    "check_fields",
    "check_key_name",
    "did_you_mean",
    "is_int",
    "read_card",
    "show",
    "unknown_field",
    "whole_players",
]
