"""Hypothesis strategies: rule sets, tables and whole random hands."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import strategies as st

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import Action, action_json
from pitchtutor.cards import Card

FLAGS = (
    "dealer_may_hold", "bid_four_ends_auction", "smudge_wins_match", "no_junk", "ten_of_trump_point",
    "three_of_trump_point", "trump_anytime", "pitcher_must_win", "coke_hand",
)  # fmt: skip


@st.composite
def rulesets(draw: st.DrawFn) -> Ruleset:
    """Any valid rule set: a preset with any keys overridden."""
    preset = draw(st.sampled_from(["partnership", "cutthroat", "setback", "auction"]))
    overrides: dict[str, Any] = {}
    for key in FLAGS:
        if draw(st.booleans()):
            overrides[key] = draw(st.booleans())
    if draw(st.booleans()):
        overrides["low_to"] = draw(st.sampled_from(["holder", "capturer"]))
    if draw(st.booleans()):
        overrides["all_pass"] = draw(st.sampled_from(["redeal", "dealer-bids"]))
    if draw(st.booleans()):
        no_junk = overrides.get("no_junk", False)
        overrides["game_tie"] = "none" if no_junk else draw(st.sampled_from(["none", "defenders"]))
    if draw(st.booleans()):
        overrides["teams"] = draw(st.sampled_from([None, 2, 3, 4]))
    if draw(st.booleans()):
        overrides["target"] = draw(st.integers(1, 21))
    base = Ruleset.preset(preset)
    top = (
        4
        + overrides.get("ten_of_trump_point", base.ten_of_trump_point)
        + overrides.get("three_of_trump_point", base.three_of_trump_point)
    )
    if draw(st.booleans()):
        overrides["min_bid"] = draw(st.integers(1, min(top, 3)))
    return Ruleset.preset(preset, **overrides)


def player_counts(rules: Ruleset) -> list[int]:
    if rules.teams is None:
        return list(range(2, 9))
    return [n for n in range(2, 9) if n % rules.teams == 0 and n // rules.teams >= 2]


@st.composite
def tables(draw: st.DrawFn) -> tuple[Ruleset, int, int, int]:
    """A rule set, a player count it allows, a dealer and a seed."""
    rules = draw(rulesets().filter(lambda r: bool(player_counts(r))))
    players = draw(st.sampled_from(player_counts(rules)))
    dealer = draw(st.integers(0, players - 1))
    seed = draw(st.integers(0, 2**32 - 1))
    return rules, players, dealer, seed


def dealt(table: tuple[Ruleset, int, int, int]) -> tuple[Hand, random.Random]:
    """The table's hand, dealt from its seed, and the generator that goes on to pick its moves."""
    rules, players, dealer, seed = table
    rng = random.Random(seed)
    return Hand.deal(rules, players, dealer, rng), rng


def random_hand(rules: Ruleset, players: int, dealer: int, seed: int) -> tuple[Hand, list[Action]]:
    """Deal from ``seed`` and play random legal moves to the end."""
    hand, rng = dealt((rules, players, dealer, seed))
    taken: list[Action] = []
    while hand.to_act is not None:
        action = rng.choice(hand.legal_actions())
        hand.apply(action)
        taken.append(action)
    return hand, taken


def as_codes(actions: list[Action]) -> list[Any]:
    return [action_json(a) for a in actions]


def codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]
