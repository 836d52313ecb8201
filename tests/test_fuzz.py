"""Fuzzing in ``make test``: every parser a visitor can reach refuses bad
input with the project's own error and nothing else.  ``make fuzz`` runs the
same targets for 100,000+ inputs, with atheris as well."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from harness.fuzzing import TEXT_TARGETS, VALUE_TARGETS, run, text_inputs, value_inputs

EXAMPLES = int(os.environ.get("PITCHTUTOR_FUZZ_EXAMPLES", "500"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
    phases=[Phase.explicit, Phase.generate, Phase.shrink],
)

REGRESSIONS = [
    "[" * 5000,  # nested too deeply for the JSON parser
    "[1" + "0" * 5000 + "]",  # a number too long to convert
    '{"rules": NaN, "dealer": 0, "hands": []}',
    "bid ²",  # a digit that int() does not read
    "\xff" * 8 + "\0" * 8,  # a websocket frame that claims 2**64 - 1 parts
    (20_000_000).to_bytes(8, "little").decode("latin-1") + "\0" * 8,  # froze the server for seconds
]


def fuzz(target: Callable[[Any], object], known: list[Any], inputs: st.SearchStrategy[Any]) -> None:
    """Feed ``target`` the inputs known to have broken a parser, then EXAMPLES drawn from ``inputs``."""
    for value in known:
        run(target, value)

    @FUZZ
    @given(inputs)
    def check(value: Any) -> None:
        run(target, value)

    check()


@pytest.mark.parametrize("name", sorted(TEXT_TARGETS))
def test_text_parsers_raise_only_pitch_errors(name: str) -> None:
    fuzz(TEXT_TARGETS[name], REGRESSIONS, text_inputs[name])


@pytest.mark.parametrize("name", sorted(VALUE_TARGETS))
def test_value_parsers_raise_only_pitch_errors(name: str) -> None:
    known = [*REGRESSIONS, 10**400, -(10**400), "bid " + "9" * 5000, {"preset": "x" * 10_000}]
    fuzz(VALUE_TARGETS[name], known, value_inputs[name])
