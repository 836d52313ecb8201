"""Hand records: shape checks and rule checks, each with a clear message."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from pitchtutor import Phase, RecordError
from pitchtutor.record import HandRecord, parse_records, read_records
from tests.support.records import changed, replay_error
from tests.support.scripted import DEAL_A, PLAY_A

GOOD: dict[str, Any] = {
    "rules": "partnership",
    "dealer": 3,
    "hands": [spec.split() for spec in DEAL_A],
    "auction": [2, "pass", "pass", "pass"],
    "play": PLAY_A.split(),
}


def with_(**changes: Any) -> dict[str, Any]:
    return changed(GOOD, **changes)


def refuse(record: object) -> RecordError:
    return replay_error(HandRecord, record)


def test_a_good_record_replays_to_the_end() -> None:
    hand = HandRecord.from_json(GOOD).replay()
    assert hand.phase is Phase.OVER and len(hand.tricks) == 6
    assert HandRecord.from_json(GOOD).to_json() == GOOD
    assert HandRecord.from_hand(hand).to_json() == GOOD


def test_forgiving_card_forms_are_accepted() -> None:
    record = with_(hands=[[c.replace("T", "10").lower() for c in hand] for hand in GOOD["hands"]])
    assert HandRecord.from_json(record).replay().phase is Phase.OVER


def hands_with(seat: int, index: int, card: str) -> list[list[str]]:
    hands = copy.deepcopy(GOOD["hands"])
    hands[seat][index] = card
    return hands


@pytest.mark.parametrize(
    ("record", "where", "message"),
    [
        ([], None, "a hand record is a JSON object, not a list"),
        (with_(plays=[]), None, "unknown field 'plays' (did you mean 'play'?)"),
        ({"rules": "partnership", "dealer": 0}, None, "missing field 'hands'"),
        (with_(rules="bridge"), "rules", "unknown preset 'bridge'"),
        (with_(rules={"preset": "setback", "lowto": "holder"}), "rules.lowto", "unknown rule key 'lowto'"),
        (with_(rules={"preset": "setback", "target": -1}), "rules.target", "target must be a whole number"),
        (with_(dealer=4), "dealer", "dealer 4 is not a seat: with 4 players the seats are 0 to 3"),
        (with_(dealer="3"), "dealer", "dealer '3' is not a seat"),
        (with_(hands="AS KS"), "hands", "hands must be a list with one list of cards per seat"),
        (with_(hands=[["AS"] * 6] * 9), "hands", "9 players need 6 × 9 = 54 cards, more than the deck's 52"),
        (with_(hands=[GOOD["hands"][0]]), "hands", "Pitch needs at least 2 players, not 1"),
        (with_(hands=hands_with(2, 4, "ZZ")), "hands[2][4]", "invalid card 'ZZ'"),
        (with_(hands=hands_with(2, 4, 5)), "hands[2][4]", "invalid card 5"),
        (with_(hands=hands_with(3, 1, "AH")), "hands[3][1]", "the A♥ (AH) is dealt to seat 0 and to seat 3"),
        (with_(hands=[*GOOD["hands"][:3], GOOD["hands"][3][:5]]), "hands[3]", "seat 3 has 5 cards; each seat is dealt 6"),
        (with_(hands=[*GOOD["hands"][:3], "AS"]), "hands[3]", "seat 3's hand must be a list of cards"),
        (with_(hands=GOOD["hands"][:3]), "rules.teams", "teams=2 cannot divide 3 players"),
        (with_(auction=[2, 2]), "auction[1]", "seat 1 cannot bid 2: A bid of 2 does not beat the high bid of 2"),
        (with_(auction=[2, "pass", "pass", 1]), "auction[3]", "seat 3 cannot bid 1"),
        (with_(auction=[7]), "auction[0]", "seat 0 cannot bid 7: No bid can be above 4"),
        (with_(auction=["double"]), "auction[0]", "invalid call 'double'"),
        (with_(auction=[2, "pass", "pass", "pass", "pass"]), "auction[4]", "the auction is over"),
        (with_(auction=["redeal"]), "auction[0]", "seat 0 cannot demand a redeal: Redeals for a coke hand"),
        (with_(auction=[2, "pass"]), "play[0]", "the auction is not finished: seat 2 has yet to bid or pass"),
        (with_(auction="2 pass"), "auction", "auction must be a list"),
        (with_(play=["AH", "TC"]), "play[1]",
         "seat 1 cannot play the 10♣: Trumps (hearts) were led and seat 1 holds the K♥ and 3♥"),
        (with_(play=["AH", "AS"]), "play[1]", "seat 1 cannot play the A♠: Seat 1 does not hold the A♠."),
        (with_(play=[*PLAY_A.split(), "AS"]), "play[24]", "the hand is over: all six tricks have been played"),
        (with_(auction=["pass"] * 4, play=["AH"]), "play[0]", "the hand is over before play: Everyone passed"),
        (with_(scores=[1]), "scores", "2 sides play, so scores needs 2 totals, not 1"),
        (with_(scores=[1, "2"]), "scores", "scores must be a list of 2 whole numbers"),
        (with_(scores=[21, 0]), "scores", "side 0 already has 21, at least the target of 21"),
    ],
)  # fmt: skip
def test_bad_records_are_refused_with_the_field_and_the_rule(
    record: object, where: str | None, message: str
) -> None:
    error = refuse(record)
    assert error.where == where
    assert message in str(error), str(error)
    assert "Traceback" not in str(error)


def test_past_the_target_is_allowed_when_only_a_pitcher_can_win() -> None:
    record = with_(rules={"preset": "partnership", "pitcher_must_win": True}, scores=[25, 3])
    assert HandRecord.from_json(record).scores == (25, 3)


def test_partial_records_stop_where_they_stop() -> None:
    hand = HandRecord.from_json(with_(auction=[2, "pass"], play=[])).replay()
    assert hand.phase is Phase.AUCTION and hand.to_act == 2
    hand = HandRecord.from_json(with_(play=PLAY_A.split()[:9])).replay()
    assert hand.phase is Phase.PLAY and len(hand.tricks) == 2 and hand.to_act == 2


def test_files_hold_one_record_a_list_or_json_lines(tmp_path: Path) -> None:
    (tmp_path / "one.json").write_text(json.dumps(GOOD))
    (tmp_path / "many.json").write_text(json.dumps([GOOD, GOOD]))
    (tmp_path / "lines.jsonl").write_text(json.dumps(GOOD) + "\n\n" + json.dumps(GOOD) + "\n{oops\n")
    (tmp_path / "broken.json").write_text("{oops")
    assert [s.name for s in read_records(tmp_path / "one.json")] == [str(tmp_path / "one.json")]
    assert len(read_records(tmp_path / "many.json")) == 2
    lines = read_records(tmp_path / "lines.jsonl")
    assert [s.name.rsplit(":", 1)[1] for s in lines] == ["1", "3", "4"]
    assert lines[2].error is not None and "not valid JSON" in str(lines[2].error)
    broken = read_records(tmp_path / "broken.json")
    assert broken[0].error is not None and "not valid JSON" in str(broken[0].error)
    missing = read_records(tmp_path / "missing.json")
    assert missing[0].error is not None and "cannot read the file" in str(missing[0].error)
    assert parse_records("[]") == []
