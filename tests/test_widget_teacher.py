"""The teacher's controls and the preset chooser, driven from Python."""

from __future__ import annotations

import json
import re

import pytest

from pitchtutor import Hand, Ruleset
from pitchtutor.widgets import (
    TeacherControls,
)
from pitchtutor.widgets.teacher import RECORD_LESSONS
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
        assert teacher.step_back.disabled and not teacher.step_forward.disabled  # nothing to step back over
        for _ in range(4 + 24 + 6):  # the calls, the cards, and each trick's winner a step of its own
            assert table.step_forward()
        assert table.scene["phase"] == "over"
        assert table.session.hand.record_json()["play"] == EXAMPLE["play"]
        assert teacher.step_forward.disabled and not teacher.step_back.disabled  # no next move: it says so
        assert not table.step_forward() and "The hand is over" in table.errors[-1]
        table.step_back()
        assert table.scene["phase"] == "play" and not teacher.step_forward.disabled
        table.step_forward()  # the last card: who won the trick, and the score, wait for the next step
        assert table.scene["score"] is None and not teacher.step_forward.disabled
        table.step_forward()
        assert table.scene["score"]["totals"][0]["total"] == 16  # the record's scores, 12 + 4

    def test_a_tricks_last_card_is_a_step_and_its_winner_the_next(self) -> None:
        """So that the class can be asked which card wins before the table says: the frame of the
        fourth card gives nothing away (no winner, no caption, no trick counted, no tutor's line for
        it, nobody to act), and the next step says it all, playing nothing."""
        teacher = TeacherControls(pace_ms=0)
        teacher.record_text.value = json.dumps(EXAMPLE)
        teacher._do("Load", teacher._load_record)
        table = teacher.table
        for _ in range(4 + 4):
            table.step_forward()
        withheld = table.scene
        assert len(withheld["trick"]["plays"]) == 4 and withheld["trick"]["winner"] is None
        assert withheld["trick"]["why"] is None and not withheld["trick"]["done"]
        assert withheld["tricks_played"] == 0 and all(seat["tricks_won"] == 0 for seat in withheld["seats"])
        assert withheld["to_act"] is None and not any(seat["to_act"] for seat in withheld["seats"])
        assert withheld["tutor"][-1]["kind"] == "card"
        assert not any("legal" in card for seat in withheld["seats"] for card in seat["cards"] or ())
        moves = len(table.session.hand.history)
        table.step_forward()
        said = table.scene
        assert len(table.session.hand.history) == moves  # nothing played: the winner said
        assert said["trick"]["done"] and said["trick"]["winner"] is not None and said["trick"]["why"]
        assert said["tutor"][-1]["kind"] == "trick" and said["tricks_played"] == 1
        table.step_forward()  # the next lead
        assert len(table.session.hand.history) == moves + 1
        # stepping back over a trick's last card and forward again withholds its winner again
        table.step_back()
        table.step_back()
        table.step_forward()
        assert table.scene["trick"]["winner"] is None and len(table.scene["trick"]["plays"]) == 4

    def test_a_step_says_nothing_under_the_controls_unless_it_is_refused(self) -> None:
        """A step shows on the table; the line under the controls stays for refusals, so a class
        on a projector is not given "Step forward ▶: done." at every step."""
        teacher = TeacherControls(pace_ms=0)
        teacher.record_text.value = json.dumps(EXAMPLE)
        teacher._do("Load", teacher._load_record)
        forward = next(
            b for b in teacher.children[1].children if getattr(b, "description", "") == "Step forward ▶"
        )
        forward.click()
        assert teacher.last_message == "" and teacher.status.value == ""
        for _ in range(4 + 24 + 6):
            forward.click()
        assert "The hand is over" in teacher.last_message

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


def upload(teacher: TeacherControls, name: str, content: bytes) -> None:
    """What the page's file button sends when a file is picked: its name, its size and its text
    as the browser reads it (UTF-8, an unreadable byte replaced), none when it is too large."""
    size = len(content)
    text = "" if size > teacher.upload.max_bytes else content.decode("utf-8", errors="replace")
    teacher.upload._on_message(teacher.upload, {"type": "file", "name": name, "size": size, "text": text}, [])


class TestTeacherForAClass:
    HANDS = __import__("pathlib").Path(__file__).resolve().parent.parent / "lessons" / "hands"

    def test_the_course_records_are_listed_by_lesson_and_load(self) -> None:
        teacher = TeacherControls(pace_ms=0, records=self.HANDS)
        labels = [label for label, _name in teacher.course_record.options]
        assert len(labels) == len(list(self.HANDS.glob("*.json")))
        assert labels[0].startswith("Lesson 3 · ") and labels[-1] == "Lesson 12 · A tied Game scores nothing"
        assert "Lesson 10 · Save the Jack from the Queen" in labels
        numbers = [int(label.split()[1]) for label in labels]
        assert numbers == sorted(numbers)
        fr = TeacherControls(pace_ms=0, records=self.HANDS, lang="fr")
        assert "Leçon 10 · Sauver le valet de la dame" in [label for label, _ in fr.course_record.options]
        teacher.course_record.value = "first-hand.json"
        teacher._do("Load", teacher._load_course_record)
        assert "done" in teacher.last_message and teacher.table.show_all
        expected = json.loads((self.HANDS / "first-hand.json").read_text())
        assert teacher.table.session.hand.record_json()["hands"] == expected["hands"]

    def test_each_record_is_listed_under_the_lesson_that_first_shows_it(self) -> None:
        lessons = sorted(self.HANDS.parent.glob("[01][0-9]-*.ipynb"))
        first = {}
        for lesson in lessons:
            for name in re.findall(r"hands/([\w-]+)\.json", lesson.read_text(encoding="utf-8")):
                first.setdefault(name, int(lesson.name[:2]))
        assert first == RECORD_LESSONS
        assert set(RECORD_LESSONS) == {path.stem for path in self.HANDS.glob("*.json")}

    def test_the_teachers_notebook_seats_three_players_as_well_as_four(self) -> None:
        """The notebook moves for every seat ([0, 1, 2, 3]); a 3-player table, from the Rules tab
        or from a 3-player hand, keeps every seat the teacher's instead of refusing seat 3."""
        teacher = TeacherControls(pace_ms=0, seed=3, human_seats=[0, 1, 2, 3], show_all=True, autoplay=False,
                                  records=self.HANDS)  # fmt: skip
        teacher.course_record.value = "into-the-bog.json"
        teacher._do("Load", teacher._load_course_record)
        assert "done" in teacher.last_message, teacher.last_message
        assert teacher.table.session.human_seats == frozenset({0, 1, 2})
        teacher.players.value = 4
        teacher._do("Apply", teacher._apply_rules)
        assert "done" in teacher.last_message and teacher.table.session.human_seats == frozenset({0, 1, 2, 3})

    def test_only_a_listed_record_is_read(self) -> None:
        teacher = TeacherControls(pace_ms=0, seed=3, records=self.HANDS)
        before = teacher.table.session.hand.state
        teacher.course_record.options = [("sneaky", "../../pyproject.toml")]
        teacher.course_record.value = "../../pyproject.toml"
        teacher._do("Load", teacher._load_course_record)
        assert "is not one of the course's hand records" in teacher.last_message
        assert teacher.table.session.hand.state == before

    def test_no_records_folder_says_so(self, tmp_path: __import__("pathlib").Path) -> None:
        teacher = TeacherControls(pace_ms=0, records=tmp_path / "missing")
        assert teacher.course_records() == []

    @pytest.mark.parametrize(
        ("content", "error"),
        [
            (b"\xff\xfe not text", "not a text file"),
            (b"x" * (33 * 1024), "larger than 32 KB"),
            (b'{"rules": "partnership"}', "Load the file: missing field 'dealer'"),
        ],
    )
    def test_a_bad_upload_is_refused_in_one_line(self, content: bytes, error: str) -> None:
        teacher = TeacherControls(pace_ms=0, seed=3)
        before = teacher.table.session.hand.state
        upload(teacher, "record.json", content)
        assert error in teacher.last_message and teacher.table.session.hand.state == before

    def test_the_upload_button_says_what_it_does_and_drops_what_a_page_should_not_send(self) -> None:
        """ipywidgets' FileUpload read "Upload (0)"; the button now reads "Load a file…".  A
        message that is not a chosen file, as the page's code sends it, is dropped unread."""
        teacher = TeacherControls(pace_ms=0, seed=3)
        assert teacher.upload.label == "Load a file…" and "(0)" not in teacher.upload.label
        before, said = teacher.table.session.hand.state, teacher.last_message
        button = teacher.upload
        for hostile in (None, [], "file", {"type": "file"}, {"type": "file", "name": 3, "size": 1, "text": "{}"},
                        {"type": "file", "name": "a", "size": True, "text": "{}"},
                        {"type": "file", "name": "a", "size": -1, "text": "{}"},
                        {"type": "file", "name": "a", "size": 2, "text": ["{}"]}):  # fmt: skip
            button._on_message(button, hostile, [])
        assert teacher.table.session.hand.state == before and teacher.last_message == said
        # a long name is cut, and a text longer than the limit is refused by its length, not read
        upload(teacher, "x" * 10_000 + ".json", b" " * 10)
        assert len(teacher.last_message) < 600

    def test_an_uploaded_record_loads(self) -> None:
        teacher = TeacherControls(pace_ms=0)
        content = json.dumps(EXAMPLE).encode()
        upload(teacher, "mine.json", content)
        assert teacher.last_message == "Load the file: done."
        assert teacher.table.session.hand.record_json()["hands"] == EXAMPLE["hands"]

    def test_one_set_of_take_back_and_restart_and_a_projector_switch(self) -> None:
        teacher = TeacherControls(pace_ms=0)
        assert teacher.table.play_tools is False  # the step bar has Undo and Restart
        assert not teacher.table.projector
        teacher.projector.value = True
        assert teacher.table.projector and "pt-teacher-projector" in teacher._dom_classes
        teacher.projector.value = False
        assert not teacher.table.projector
