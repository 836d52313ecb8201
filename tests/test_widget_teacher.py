"""The teacher's controls and the preset chooser, driven from Python."""

from __future__ import annotations

import json

import pytest

from pitchtutor import Hand, Ruleset
from pitchtutor.widgets import (
    TeacherControls,
)
from tests.support.scripted import DEAL_A
from tests.support.widgets import EXAMPLE, cards


class TestTeacher:
    def test_load_a_record_and_step_through_it(self) -> None:
        teacher = TeacherControls(pace_ms=0)
        teacher.record_text.value = json.dumps(EXAMPLE)
        teacher._do("Load", teacher._load_record)
        table = teacher.table
        assert "done" in teacher.last_message
        assert table.show_all and not table.autoplay
        assert table.session.hand.history == () and table.scene["phase"] == "auction"
        assert all(seat["cards"] for seat in table.scene["seats"])
        for _ in range(4 + 24):
            assert table.step_forward()
        assert table.scene["phase"] == "over"
        assert table.session.hand.record_json()["play"] == EXAMPLE["play"]
        assert not table.step_forward() and "The hand is over" in table.errors[-1]
        table.step_back()
        assert table.scene["phase"] == "play"
        table.step_forward()
        assert table.scene["score"]["totals"][0]["total"] == 16  # the record's scores, 12 + 4

    @pytest.mark.parametrize(
        ("text", "error"),
        [
            ("{", "the pasted text: not valid JSON"),
            ("[" * 5000, "nested too deeply"),
            ("[1" + "0" * 5000 + "]", "not valid JSON"),
            ('{"rules": "partnership"}', "missing field 'dealer'"),
            (json.dumps({**EXAMPLE, "play": ["AH", "TC"]}), "play[1]: seat 1 cannot play the 10♣"),
            ("x" * 300_000, "longer than 200,000 characters"),
        ],
    )
    def test_bad_records_leave_the_table_unchanged(self, text: str, error: str) -> None:
        teacher = TeacherControls(pace_ms=0, seed=3)
        before = teacher.table.session.hand.state
        teacher.record_text.value = text
        teacher._do("Load", teacher._load_record)
        assert error in teacher.last_message and teacher.table.session.hand.state == before

    def test_typed_hands(self) -> None:
        teacher = TeacherControls(pace_ms=0)
        teacher.typed.value = "\n".join(f"seat {i}: {spec}" for i, spec in reversed(list(enumerate(DEAL_A))))
        teacher.dealer.value = 3
        teacher._do("Deal", lambda: teacher.table.deal(teacher.typed.value, teacher.dealer.value))
        hand = teacher.table.session.hand
        assert hand.dealt == Hand(Ruleset.preset("partnership"), 3, [tuple(cards(s)) for s in DEAL_A]).dealt
        before = hand.state
        for text, error in (
            ("AS", "4 players need 4 lines"),
            ("\n".join(DEAL_A[:3]) + "\nAH KS 2D 3D 4D 5D", "dealt to seat 0 and to seat 3"),
            ("\n".join(DEAL_A[:3]) + "\nAS 1H 2C 3C 4C 5C", "typed hands, line 4: invalid card '1H'"),
            ("\n".join(DEAL_A[:3]) + "\nseat 9: AS", "seat 9 is not at a 4-player table"),
        ):
            teacher.typed.value = text
            teacher._do("Deal", lambda: teacher.table.deal(teacher.typed.value, 3))
            assert error in teacher.last_message, teacher.last_message
            assert teacher.table.session.hand.state == before

    def test_rules_tab(self) -> None:
        teacher = TeacherControls(pace_ms=0, seed=2)
        teacher.preset.value = "setback"
        assert teacher._rule_widgets["all_pass"].value == "dealer-bids"
        teacher.players.value = 3
        teacher._do("Rules", teacher._apply_rules)
        assert teacher.table.session.rules == Ruleset.preset("setback") and teacher.table.session.players == 3
        before = teacher.table.session.hand.state
        teacher._rule_widgets["no_junk"].value = True
        teacher._rule_widgets["game_tie"].value = "defenders"
        teacher._do("Rules", teacher._apply_rules)
        assert "no_junk forbids defenders any point" in teacher.last_message
        teacher._rule_widgets["no_junk"].value = False
        teacher.preset.value = "partnership"
        teacher.players.value = 5
        teacher._do("Rules", teacher._apply_rules)
        assert "teams=2 cannot divide 5 players" in teacher.last_message
        assert teacher.table.session.hand.state == before

    def test_save_and_random_deal(self) -> None:
        teacher = TeacherControls(pace_ms=0, seed=8)
        teacher._do("Save", teacher._save_record)
        assert json.loads(teacher.record_text.value) == teacher.table.record()
        assert 'download="pitch-hand.json"' in teacher.download.value
        teacher.seed.value = "abc"
        teacher._do("Deal", teacher._random_deal)
        assert "the seed must be a whole number" in teacher.last_message
        teacher.seed.value = "42"
        teacher._do("Deal", teacher._random_deal)
        assert teacher.table.session.seed == 42 and "done" in teacher.last_message

    def test_show_all_and_autoplay_toggles(self) -> None:
        teacher = TeacherControls(pace_ms=0, seed=8)
        teacher.show_all.value = True
        assert teacher.table.scene["seats"][1]["cards"]
        teacher.autoplay.value = False
        assert not teacher.table.autoplay
