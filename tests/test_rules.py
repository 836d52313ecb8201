from __future__ import annotations

import pytest

from pitchtutor import PRESETS, RULE_KEYS, RulesError, Ruleset

DIGEST_PRESETS = {
    # preset: teams, target, min_bid, all_pass, low_to, and the "other" column of the digest
    "partnership": (2, 21, 1, "redeal", "holder", {"dealer_may_hold": True, "smudge_wins_match": True}),
    "cutthroat": (None, 11, 1, "redeal", "holder", {"dealer_may_hold": True, "smudge_wins_match": True}),
    "setback": (None, 7, 1, "dealer-bids", "capturer",
                {"dealer_may_hold": True, "bid_four_ends_auction": True, "pitcher_must_win": True}),
    "auction": (None, 11, 2, "redeal", "holder", {"dealer_may_hold": True}),
}  # fmt: skip
ALL_PRESETS_SHARE = {
    "game_tie": "none",
    "no_junk": False,
    "ten_of_trump_point": False,
    "three_of_trump_point": False,
    "trump_anytime": True,
    "coke_hand": False,
}


@pytest.mark.parametrize("name", list(DIGEST_PRESETS))
def test_presets_match_the_digest(name: str) -> None:
    teams, target, min_bid, all_pass, low_to, other = DIGEST_PRESETS[name]
    rules = Ruleset.preset(name)
    assert (rules.teams, rules.target, rules.min_bid, rules.all_pass, rules.low_to) == (
        teams, target, min_bid, all_pass, low_to,
    )  # fmt: skip
    for key, value in {**ALL_PRESETS_SHARE, **other}.items():
        assert getattr(rules, key) == value, key
    flags = {"bid_four_ends_auction", "pitcher_must_win", "smudge_wins_match"} - set(other)
    assert not any(getattr(rules, key) for key in flags)


def test_rule_keys_are_exactly_the_documented_ones() -> None:
    assert RULE_KEYS == (
        "teams", "target", "min_bid", "dealer_may_hold", "all_pass", "bid_four_ends_auction",
        "smudge_wins_match", "low_to", "game_tie", "no_junk", "ten_of_trump_point",
        "three_of_trump_point", "trump_anytime", "pitcher_must_win", "coke_hand",
    )  # fmt: skip
    assert set(PRESETS) == {"partnership", "cutthroat", "setback", "auction"}


def test_rulesets_are_frozen_values() -> None:
    rules = Ruleset.preset("partnership")
    with pytest.raises(AttributeError):
        rules.target = 11  # type: ignore[misc]
    assert rules == Ruleset.preset("partnership")
    assert hash(rules) == hash(Ruleset.preset("partnership"))
    # the preset a rule set came from is for display only
    assert Ruleset.preset("cutthroat") == Ruleset.preset("partnership", teams=None, target=11)


def test_overrides_and_json_round_trip() -> None:
    rules = Ruleset.preset("setback", target=11, coke_hand=True)
    assert rules.target == 11 and rules.coke_hand and rules.pitcher_must_win
    assert rules.to_json() == {"preset": "setback", "target": 11, "coke_hand": True}
    assert Ruleset.from_json(rules.to_json()) == rules
    assert Ruleset.preset("auction").to_json() == "auction"
    assert Ruleset.from_json("cutthroat") == Ruleset.preset("cutthroat")
    assert Ruleset.from_json({"target": 11}) == Ruleset.preset("partnership", target=11)


def test_top_bid_rises_with_extra_point_cards() -> None:
    assert Ruleset.preset("partnership").top_bid == 4
    assert Ruleset.preset("partnership", ten_of_trump_point=True).top_bid == 5
    assert Ruleset.preset("partnership", ten_of_trump_point=True, three_of_trump_point=True).top_bid == 6


@pytest.mark.parametrize(
    ("overrides", "key", "message"),
    [
        ({"low_too": "capturer"}, "low_too", "unknown rule key 'low_too' (did you mean 'low_to'?)"),
        ({"jokers": True}, "jokers", "unknown rule key 'jokers'"),
        ({"low_to": "winner"}, "low_to", "low_to must be 'holder' or 'capturer', not 'winner'"),
        ({"all_pass": "stuck"}, "all_pass", "all_pass must be 'redeal' or 'dealer-bids', not 'stuck'"),
        ({"game_tie": "pitcher"}, "game_tie", "game_tie must be 'none' or 'defenders', not 'pitcher'"),
        ({"trump_anytime": 1}, "trump_anytime", "trump_anytime must be true or false, not 1"),
        ({"no_junk": "yes"}, "no_junk", "no_junk must be true or false, not 'yes'"),
        ({"teams": 1}, "teams", "teams must be null"),
        ({"teams": True}, "teams", "teams must be null"),
        ({"target": 0}, "target", "target must be a whole number of points from 1 to 1000, not 0"),
        ({"target": 7.5}, "target", "not 7.5"),
        ({"min_bid": 5}, "min_bid", "min_bid must be from 1 to the top bid of 4, not 5"),
        ({"min_bid": 0}, "min_bid", "not 0"),
        ({"no_junk": True, "game_tie": "defenders"}, "game_tie", "no_junk forbids defenders any point"),
    ],
)
def test_bad_rules_name_the_key(overrides: dict[str, object], key: str, message: str) -> None:
    with pytest.raises(RulesError) as error:
        Ruleset.preset("partnership", **overrides)
    assert message in str(error.value)
    assert error.value.key == key


def test_min_bid_may_rise_with_the_top_bid() -> None:
    assert Ruleset.preset("partnership", min_bid=5, ten_of_trump_point=True).min_bid == 5


def test_unknown_preset() -> None:
    with pytest.raises(RulesError, match="unknown preset 'bridge': choose one of 'partnership'"):
        Ruleset.preset("bridge")
    with pytest.raises(RulesError, match="rules must be a preset name or an object"):
        Ruleset.from_json(42)


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (9, "9 players need 6 × 9 = 54 cards, more than the deck's 52; Pitch seats at most 8"),
        (1, "Pitch needs at least 2 players, not 1"),
        (0, "at least 2 players"),
    ],
)
def test_player_count_limits(players: int, message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Ruleset.preset("cutthroat").check_players(players)


def test_teams_must_divide_the_table() -> None:
    partnership = Ruleset.preset("partnership")
    for players in (4, 6, 8):
        partnership.check_players(players)
    with pytest.raises(RulesError, match="teams=2 cannot divide 5 players") as error:
        partnership.check_players(5)
    assert error.value.key == "teams"
    with pytest.raises(RulesError, match="leaves one player a team"):
        partnership.check_players(2)
    Ruleset.preset("partnership", teams=3).check_players(6)
    for players in range(2, 9):
        Ruleset.preset("cutthroat").check_players(players)


def test_sides_alternate_around_the_table() -> None:
    two_teams = Ruleset.preset("partnership")
    assert [two_teams.side_of(seat, 4) for seat in range(4)] == [0, 1, 0, 1]
    three_teams = Ruleset.preset("partnership", teams=3)
    assert [three_teams.side_of(seat, 6) for seat in range(6)] == [0, 1, 2, 0, 1, 2]
    assert three_teams.sides(6) == 3
    solo = Ruleset.preset("cutthroat")
    assert [solo.side_of(seat, 5) for seat in range(5)] == [0, 1, 2, 3, 4] and solo.sides(5) == 5


def test_describe() -> None:
    assert Ruleset.preset("setback").describe() == "setback"
    assert Ruleset.preset("setback", target=11).describe() == "setback (target=11)"
    assert Ruleset.preset("cutthroat", teams=2).describe() == "cutthroat (teams=2)"
    # a table's chip says the target itself ("to 11"): the line leaves it out
    assert Ruleset.preset("setback", target=11).describe(without=("target",)) == "setback"
    rules = Ruleset.preset("cutthroat", target=5, low_to="capturer")
    assert rules.describe(without=("target",)) == "cutthroat (low_to=capturer)"
