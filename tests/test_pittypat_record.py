"""Pitty Pat records: every malformed field and every broken rule named in
one message; the parser fuzzed with hypothesis (only PitchError may escape)."""

from __future__ import annotations

import contextlib
import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from pitchtutor.errors import PitchError
from pitchtutor.pittypat import parse_action
from pitchtutor.pittypat.record import RoundRecord, is_pitty_pat
from pitchtutor.record import parse_records
from tests.support.records import changed, replay_error

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").glob("pittypat-*.json"))
OUT = json.loads((ROOT / "examples" / "pittypat-out.json").read_text())
# pittypat-out: dealer 2, 3 players, up-card 7♦; seat 0 (K♠ A♦ J♣ 2♣ 3♣) plays first, draws the 6♦ and
# keeps it; seat 1 pairs its 7♥ with the Q♦.


def broken(**changes: Any) -> dict[str, Any]:
    return changed(OUT, **changes)


def error_of(value: object) -> str:
    return str(replay_error(RoundRecord, value))


def test_the_examples_replay() -> None:
    assert len(EXAMPLES) >= 7
    for path in EXAMPLES:
        value = json.loads(path.read_text())
        assert is_pitty_pat(value)
        RoundRecord.from_json(value).replay()


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"gaem": 1}, "unknown field 'gaem' (did you mean 'game'?)"),
        ({"game": "pitch"}, "game: game must be 'pitty-pat'"),
        ({"rules": {"draw": "twice"}}, "rules.draw: draw must be 'once' or 'until-match', not 'twice'"),
        (
            {"rules": {"hand_sise": 7}},
            "rules.hand_sise: unknown Pitty Pat rule key 'hand_sise' (did you mean 'hand_size'?)",
        ),
        ({"dealer": 3}, "dealer: dealer 3 is not a seat: with 3 players the seats are 0 to 2"),
        ({"hands": [["2S"] * 5]}, "hands: 1 hands: Pitty Pat is for 2 to 4 players"),
        ({"up": "1H"}, "up: invalid card '1H'"),
        ({"turns": {"pair": []}}, "turns: turns must be a list, not an object"),
        ({"turns": ["draw"]}, "turns[0]: a turn is an object"),
        ({"turns": [{}]}, "turns[0]: an empty turn"),
        ({"turns": [{"drew": "2C"}]}, "turns[0]: unknown field 'drew' (did you mean 'draw'?)"),
        ({"turns": [{"pass": 1}]}, "turns[0].pass: pass must be true, not 1"),
        ({"turns": [{"pass": True, "draw": "2C"}]}, "turns[0]: a pass is a whole turn"),
        ({"turns": [{"draw": []}]}, "turns[0].draw: draw lists no card"),
        ({"turns": [{"pair": ["7S"]}]}, "turns[0].pair: pair must be a list of two cards"),
        ({"scores": [1, 2]}, "scores: 3 players, so scores needs 3 totals, not 2"),
        ({"scores": [1, 2, 100]}, "scores: seat 2 already has 100, at least the target of 100"),
        ({"scores": [1, -2, 3]}, "scores: scores must be a list of 3 penalty totals"),
        ({"round": 0}, "round: round must be a round number from 1 up, not 0"),
        (
            {"rules": {"rounds": 5}, "round": 6},
            "round: round must be a round number from 1 to 5 (rounds = 5)",
        ),
    ],
)
def test_malformed_fields_are_named(changes: dict[str, Any], message: str) -> None:
    assert message in error_of(broken(**changes))


def test_cards_dealt_twice_or_turned_up_twice() -> None:
    hands = copy.deepcopy(OUT["hands"])
    hands[1][0] = hands[0][0]
    assert "is dealt to seat 0 and to seat 1: a deck has one" in error_of(broken(hands=hands))
    assert "up: the up-card" in error_of(broken(up=OUT["hands"][2][3]))
    short = copy.deepcopy(OUT["hands"])
    short[2] = short[2][:4]
    assert "hands[2]: seat 2 has 4 cards; each seat is dealt 5 (hand_size = 5)" in error_of(
        broken(hands=short)
    )


def test_a_drawn_card_must_come_from_the_stock() -> None:
    turns = copy.deepcopy(OUT["turns"])
    turns[0] = {"draw": "7H"}  # in seat 1's hand
    message = error_of(broken(turns=turns))
    assert message.startswith("turns[0]: seat 0 cannot draw the 7♥: The 7♥ cannot be drawn")
    assert "it is not in the stock" in message


def test_a_turn_must_follow_the_rules() -> None:
    # seat 0 holds no 7: it cannot pair from the hand
    message = error_of(broken(turns=[{"pair": ["KS", "AD"]}]))
    assert message == (
        "turns[0]: seat 0 cannot pair the K♠ with the A♦: The K♠ cannot be the matching card: it is a King and "
        "the up-card 7♦ is a 7; only the rank counts, never the suit."
    )
    # a matching draw must be paired in the same turn
    message = error_of(broken(turns=[{"draw": "7C"}]))
    assert "turns[0]: the 7♣ drawn by seat 0 must be played at once in a pair" in message
    # a non-matching draw ends the turn: no pair may follow
    message = error_of(broken(turns=[{"draw": "2H", "pair": ["2H", "KS"]}]))
    assert "turns[0]: seat 0's turn is over before pair the 2♥ with the K♠: Seat 0 draws the 2♥" in message
    # under until-match every card drawn is listed
    message = error_of(broken(rules={"draw": "until-match"}, turns=[{"draw": "2H"}]))
    assert "must draw again (draw = until-match)" in message
    # nothing may follow the end of the round
    message = error_of(broken(turns=[*OUT["turns"], {"pass": True}]))
    assert f"turns[{len(OUT['turns'])}]: the round is already over: Pitty Pat!" in message


def test_strict_json_is_required() -> None:
    sources = parse_records('{"game": "pitty-pat", "dealer": NaN}')
    assert sources[0].error is not None and "NaN is not a JSON number" in str(sources[0].error)


def test_typed_moves() -> None:
    assert str(parse_action("7s kd")) == "pair 7S KD" and str(parse_action(" D ")) == "draw"
    for bad in ("pair 7s", "pair 7s kd qh", "fold", "pair 1z 2s"):
        with pytest.raises(PitchError):
            parse_action(bad)


# -- fuzzing --------------------------------------------------------------------------

EXAMPLES_COUNT = int(os.environ.get("PITCHTUTOR_FUZZ_EXAMPLES", "400"))
FUZZ = settings(max_examples=EXAMPLES_COUNT, deadline=None, database=None,
                suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate, Phase.shrink])  # fmt: skip

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**20), 10**20) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["7S", "KD", "10h", "pitty-pat", "until-match", "once"]),
    lambda children: st.lists(children, max_size=6) | st.dictionaries(
        st.sampled_from(["game", "rules", "dealer", "hands", "up", "turns", "scores", "round", "pair", "draw",
                         "pass", "hand_size", "target", "rounds", "stake", "x"]), children, max_size=6),
    max_leaves=30,
)  # fmt: skip


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*prefix, index))
    return found


def replace_at(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copied = copy.deepcopy(value)
    target = copied
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return copied


def only_pitch_errors(value: object) -> None:
    with contextlib.suppress(PitchError):
        RoundRecord.from_json(value).replay()


@FUZZ
@given(json_values)
def test_fuzz_any_json_is_refused_cleanly(value: Any) -> None:
    only_pitch_errors({"game": "pitty-pat", **value} if isinstance(value, dict) else value)


@FUZZ
@given(st.sampled_from(EXAMPLES), st.data(), json_values)
def test_fuzz_one_field_of_a_good_record_replaced(path: Path, data: st.DataObject, new: Any) -> None:
    record = json.loads(path.read_text())
    where = data.draw(st.sampled_from(paths(record)))
    only_pitch_errors(replace_at(record, where, new))


@FUZZ
@given(st.text(max_size=60))
def test_fuzz_typed_moves(text: str) -> None:
    with contextlib.suppress(PitchError):
        parse_action(text)
