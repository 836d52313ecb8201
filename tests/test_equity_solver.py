"""The numpy solver that ships the match equity of five players (benchmarks/equity_solver.py):
each hand ends the match in every state as the package's own rule (``_winners``) says, and its
chances are those the pure-Python value iteration finds, which the package ships for three
players."""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest

from benchmarks.equity_solver import _shares, solve
from pitchtutor.bots.each_for_themselves import (
    FIVE_HANDED,
    THREE_HANDED,
    EachForThemselvesEquity,
    _counted_each,
    _winners,
    each_for_themselves_equity,
    table_rules,
)


@pytest.mark.parametrize("name", THREE_HANDED + FIVE_HANDED)
def test_each_hand_ends_the_match_in_every_state_as_the_package_says(name: str) -> None:
    """Every counted outcome in random states near the target (and once more without the points'
    order, where a count-out is even): the solver's shares are the package's winners'."""
    rules, players = table_rules(name)
    sides = rules.sides(players)
    rng = random.Random(6)
    totals = [
        np.array([rng.randint(rules.target - 5, rules.target - 1) for _ in range(200)]) for _ in range(sides)
    ]
    outcomes = _counted_each()[name]
    tied = 0
    for o in [*outcomes, *(replace(o, order=None) for o in outcomes[:40])]:
        shares = _shares(rules, totals, o)
        for state in range(200):
            before = [int(t[state]) for t in totals]
            winners = _winners(rules, before, o.changes, o.pitcher, o.smudge, order=o.order)
            expected = [1 / len(winners) if place in winners else 0.0 for place in range(sides)]
            assert list(shares[:, state]) == pytest.approx(expected), (before, o)
            tied += len(winners) > 1
    assert rules.pitcher_must_win or tied > 0  # an even count-out was met, not only assumed


@pytest.mark.parametrize("name", THREE_HANDED)
def test_numpy_finds_the_chances_the_package_ships(name: str) -> None:
    """At three players the shipped chances are the pure-Python solve's (tests/test_equity_three.py):
    numpy's agree with them to the packing's 1/65535."""
    rules, players = table_rules(name)
    outcomes = _counted_each()[name]
    found, _ = solve(rules, outcomes, players)
    shipped = each_for_themselves_equity(rules, players)
    assert shipped is not None
    ours = EachForThemselvesEquity(rules, outcomes, found)
    rng = random.Random(7)
    for _ in range(3000):
        totals = [rng.randint(shipped.low, shipped.high) for _ in range(players)]
        assert ours.chances(totals) == pytest.approx(shipped.chances(totals), abs=3e-5), totals
