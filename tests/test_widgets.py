"""The widgets driven from Python, without a browser: messages as the front
end sends them, traits as it reads them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import traitlets

from pitchtutor import Hand, Ruleset
from pitchtutor.widgets import (
    IsBidLegal,
    LegalCards,
    Table,
    TableSession,
    TeacherControls,
    WhichCardWins,
    WhoScores,
)
from pitchtutor.widgets.session import parse_typed_hands
from tests.support.scripted import DEAL_A, PLAY_A

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = json.loads((ROOT / "examples/partnership-made.json").read_text())


def send(table: Table, message: object) -> None:
    """Deliver a message the way the browser does."""
    table._on_message(table, message, [])


def codes_in(value: Any) -> set[str]:
    """Every card code anywhere in a scene."""
    found: set[str] = set()
    if isinstance(value, dict):
        if isinstance(value.get("code"), str) and "suit" in value:
            found.add(value["code"])
        for item in value.values():
            found |= codes_in(item)
    elif isinstance(value, list):
        for item in value:
            found |= codes_in(item)
    return found


def my_move(scene: dict[str, Any]) -> dict[str, Any]:
    """The first legal move the scene offers the viewer, as the browser would send it."""
    if scene["phase"] == "auction":
        option = next(o for o in scene["bidding"]["options"] if o["legal"])
        return {"type": "call", "call": option["call"]}
    me = scene["seats"][scene["viewer"]]
    card = next(c for c in me["cards"] if c.get("legal"))
    return {"type": "play", "card": card["code"], "seat": me["seat"]}


def play_out(table: Table) -> None:
    while table.scene["phase"] in ("auction", "play"):
        assert table.scene["your_turn"]
        send(table, my_move(table.scene))


class TestTable:
    def test_the_browser_sees_only_the_viewers_cards(self) -> None:
        table = Table(seed=5, pace_ms=0)
        hand = table.session.hand
        hidden = {c.code for seat in (1, 2, 3) for c in hand.holding(seat)}
        while table.scene["phase"] in ("auction", "play"):
            scene = table.scene
            visible = codes_in(scene)
            mine = {c.code for c in hand.holding(0)}
            played = {c.code for t in hand.tricks for c in t.cards} | {c.code for _, c in hand.current_trick}
            assert visible <= mine | played
            assert not visible & (hidden - played)
            assert all(seat["cards"] is None for seat in scene["seats"][1:])
            assert "dealt" not in json.dumps(scene)
            send(table, my_move(scene))

    def test_a_whole_hand_by_messages_then_the_next(self) -> None:
        table = Table(seed=7, pace_ms=0)
        assert table.scene["phase"] == "auction" and table.scene["your_turn"]
        assert table.scene["tutor"][0]["key"] == "table.new_hand"
        play_out(table)
        scene = table.scene
        assert scene["phase"] in ("over", "redeal")
        if scene["phase"] == "over":
            score = scene["score"]
            assert [p["point"] for p in score["points"]] == ["high", "low", "jack", "game"]
            assert all(p["why"] for p in score["points"]) and len(score["pips"]) == 2
            assert score["settlement"] and score["match"]
            totals = [t["total"] for t in score["totals"]]
        send(table, {"type": "next"})
        assert table.scene["hand_number"] == 2 and table.scene["phase"] == "auction"
        if scene["phase"] == "over":
            assert [t["total"] for t in table.scene["totals"]] == totals

    def test_frames_show_each_bot_move_in_order(self) -> None:
        table = Table(seed=3, pace_ms=0)
        send(table, my_move(table.scene))
        seqs = [frame["seq"] for frame in table.frames]
        assert len(seqs) >= 2 and seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
        held = [frame["hold"] for frame in table.frames]
        assert all(h >= 1 for h in held)

    def test_an_illegal_card_plays_nothing_and_says_why(self) -> None:
        record = {**EXAMPLE, "play": ["AH"], "auction": [2, "pass", "pass", "pass"]}
        table = Table(pace_ms=0, viewer=1)
        table.load_record(record, at_start=False)
        assert table.scene["your_turn"] and table.scene["to_act"] == 1
        cards = {c["code"]: c for c in table.scene["seats"][1]["cards"]}
        assert cards["TC"]["legal"] is False
        assert (
            cards["TC"]["why"]
            == "Trumps (hearts) were led and you hold the K♥ and 3♥: follow with a trump; the 10♣ is not one."
        )
        before = table.session.hand.state
        send(table, {"type": "play", "card": "TC"})
        assert table.session.hand.state == before
        assert table.scene["message"] == {"level": "error", "text": cards["TC"]["why"]}
        assert table.errors[-1] == cards["TC"]["why"]

    @pytest.mark.parametrize(
        ("message", "error"),
        [
            ("hello", "the table got a message it does not understand: 'hello'"),
            ({"type": "dance"}, "unknown message type 'dance'"),
            ({"type": "play", "card": "ZZ"}, "invalid card 'ZZ'"),
            ({"type": "play"}, "invalid card 'None'"),
            ({"type": "call", "call": "double"}, "invalid call 'double'"),
            ({"type": "call", "call": 9}, "No bid can be above 4"),
            ({"type": "call", "call": "pass", "seat": "x"}, "seat must be a number"),
            ({"type": "call", "call": "pass", "seat": 2}, "North is played by the computer here"),
        ],
    )
    def test_bad_messages_are_shown_and_change_nothing(self, message: object, error: str) -> None:
        table = Table(seed=2, pace_ms=0)
        state = table.session.hand.state
        send(table, message)
        assert error in table.errors[-1]
        assert table.scene["message"]["level"] == "error"
        assert table.session.hand.state == state
        send(table, my_move(table.scene))  # and the table still works
        assert table.session.hand.history

    def test_a_bug_in_a_handler_is_shown_not_lost(self, monkeypatch: pytest.MonkeyPatch) -> None:
        table = Table(seed=2, pace_ms=0)

        def broken() -> list[dict[str, Any]]:
            raise RuntimeError("boom")

        monkeypatch.setattr(table.session, "next_hand", broken)
        send(table, {"type": "next"})
        assert (
            "Something went wrong (RuntimeError: boom); the table is unchanged."
            in table.scene["message"]["text"]
        )

    def test_take_back_and_restart(self) -> None:
        table = Table(seed=9, pace_ms=0)
        dealt = table.session.hand.dealt
        first = table.session.hand.history
        send(table, {"type": "undo"})  # nothing of mine yet
        assert "nothing to take back" in table.errors[-1]
        send(table, my_move(table.scene))
        assert len(table.session.hand.history) > len(first)
        send(table, {"type": "undo"})
        assert table.session.hand.history == first and table.scene["your_turn"]
        send(table, my_move(table.scene))
        send(table, {"type": "restart"})
        assert table.session.hand.dealt == dealt and table.session.hand.history == first

    def test_show_all_is_a_python_side_choice(self) -> None:
        table = Table(seed=1, pace_ms=0)
        assert table.scene["seats"][2]["cards"] is None
        table.show_all = True
        assert len(table.scene["seats"][2]["cards"]) == 6
        table.show_all = False
        assert table.scene["seats"][2]["cards"] is None
        assert "show_all" not in table.trait_names()  # the browser cannot switch it on

    def test_pace_is_validated(self) -> None:
        table = Table(seed=1, pace_ms=0)
        with pytest.raises(traitlets.TraitError, match="pace_ms must be from 0 to 10000"):
            table.pace_ms = -5
        table.pace_ms = 300
        assert table.pace_ms == 300

    def test_all_pass_redeal_and_coke_hand(self) -> None:
        table = Table(pace_ms=0)
        table.load_record({**EXAMPLE, "auction": ["pass"] * 4, "play": []}, at_start=False)
        assert table.scene["phase"] == "redeal" and "Everyone passed" in table.scene["auction_result"]
        dealer = table.session.hand.dealer
        send(table, {"type": "next"})
        assert table.session.hand.dealer == dealer and table.scene["phase"] in ("auction", "play")
        coke = Table("partnership", pace_ms=0, human_seats=[0, 1, 2, 3])
        coke.set_rules({"preset": "partnership", "coke_hand": True})
        coke.deal("2C 3C 4D 5D 6S 9H\nAS KS QS JS TS 9S\nAH KH QH JH TH 8H\nAD KD QD JD TD 9D", dealer=3)
        options = {o["call"]: o for o in coke.scene["bidding"]["options"]}
        assert options["redeal"]["legal"] and "coke hand" in options["redeal"]["why"]
        send(coke, {"type": "call", "call": "redeal"})
        assert coke.scene["phase"] == "redeal"

    def test_the_match_ends_and_a_new_one_starts(self) -> None:
        table = Table({"preset": "cutthroat", "target": 1}, players=3, seed=4, pace_ms=0)
        for _ in range(30):
            play_out(table)
            if table.scene["phase"] == "over" and table.scene["score"]["winner"]:
                break
            send(table, {"type": "next"})
        assert table.scene["score"]["winner"]
        send(table, {"type": "next"})
        assert table.scene["phase"] == "match-over" and table.scene["match_winner"]
        assert table.scene["score"]["totals"] == [
            {"side": t["side"], "name": t["name"], "total": t["total"], "delta": d["delta"]}
            for t, d in zip(table.scene["totals"], table.scene["score"]["totals"], strict=True)
        ]  # the final score is shown once, not added twice
        send(table, {"type": "next"})
        assert table.scene["phase"] == "auction" and all(t["total"] == 0 for t in table.scene["totals"])

    def test_seat_names_and_partners(self) -> None:
        scene = Table(seed=1, pace_ms=0).scene
        assert [s["name"] for s in scene["seats"]] == ["You", "West", "North", "East"]
        assert [s["partner"] for s in scene["seats"]] == [False, False, True, False]
        assert scene["seats"][3]["dealer"]  # East deals so that you bid first
        three = Table("cutthroat", players=3, seed=1, pace_ms=0, viewer=1).scene
        assert [s["name"] for s in three["seats"]] == ["Ben", "You", "Ann"]

    def test_eight_players_and_two(self) -> None:
        for players, rules in (
            (8, "cutthroat"),
            (2, "cutthroat"),
            (6, {"preset": "partnership", "teams": 3}),
        ):
            table = Table(rules, players=players, seed=11, pace_ms=0)
            play_out(table)
            assert table.scene["phase"] in ("over", "redeal")

    def test_repr_is_stable(self) -> None:
        assert repr(Table(seed=1, pace_ms=0)) == "<Table partnership, 4 players, hand 1, auction>"


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
        assert hand.dealt == Hand(Ruleset.preset("partnership"), 3, [tuple(_cards(s)) for s in DEAL_A]).dealt
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


def _cards(spec: str) -> list[Any]:
    from pitchtutor import parse_cards

    return list(parse_cards(spec))


class TestQuizzes:
    def test_which_card_wins(self) -> None:
        quiz = WhichCardWins.from_record(EXAMPLE, trick=2, quiz_id="lesson5-q1")
        assert [c["card"]["code"] for c in quiz.question["cards"]] == ["2H", "KH", "5C", "TH"]
        quiz._on_message(quiz, {"type": "answer", "value": "TH"}, [])
        assert not quiz.feedback["correct"] and not quiz.passed
        assert (
            quiz.feedback["lines"][0]["text"] == "West wins the trick with the K♥, the highest trump played."
        )
        assert "lower than the K♥" in quiz.feedback["lines"][1]["text"]
        quiz._on_message(quiz, {"type": "answer", "value": "KH"}, [])
        assert quiz.feedback["correct"] and quiz.passed and quiz.attempts == 2
        quiz._on_message(quiz, {"type": "answer", "value": "AS"}, [])
        assert quiz.feedback["error"] == "the A♠ is not in this trick"
        assert WhichCardWins.from_plays("S", ["KH", "2S", "AH"]).answer("2S")

    def test_legal_cards(self) -> None:
        quiz = LegalCards.from_record({**EXAMPLE, "play": PLAY_A.split()[:1]})
        assert [c["code"] for c in quiz.question["hand"]] == ["KH", "3H", "5S", "TC", "2C", "4D"]
        assert not quiz.answer(["KH"])
        assert "1 playable card(s) missed" in quiz.feedback["summary"]
        assert quiz.answer(["KH", "3H"]) and quiz.passed
        texts = {line["code"]: line["text"] for line in quiz.feedback["lines"]}
        assert (
            texts["TC"]
            == "Trumps (hearts) were led and you hold the K♥ and 3♥: follow with a trump; the 10♣ is not one."
        )
        strict = LegalCards.from_position("7C 9D 2S", "QC", "D", trump_anytime=False)
        assert strict.answer(["7C"])
        anytime = LegalCards.from_position("7C 9D 2S", "QC", "D")
        assert anytime.answer(["7C", "9D"]) and not anytime.answer(["7C"])
        with pytest.raises(Exception, match="both in your hand and in the trick"):
            LegalCards.from_position("QC 9D", "QC", "D")

    def test_who_scores(self) -> None:
        quiz = WhoScores.from_record(EXAMPLE)
        assert [p["point"] for p in quiz.question["points"]] == ["high", "low", "jack", "game"]
        assert quiz.question["sides"][-1] == {"side": -1, "name": "Nobody"}
        quiz._on_message(quiz, {"type": "answer", "value": {"high": 0}}, [])
        assert quiz.feedback["error"] == "choose who scores every point first"
        assert not quiz.answer({"high": 0, "low": 1, "jack": 0, "game": 0})
        assert quiz.feedback["summary"] == "3 of 4 right."
        assert quiz.answer({"high": 0, "low": 0, "jack": 0, "game": 0})
        jackless = WhoScores.from_record(json.loads((ROOT / "examples/cutthroat-set-back.json").read_text()))
        assert jackless.answer({"high": 0, "low": 0, "jack": -1, "game": 1})

    def test_is_bid_legal(self) -> None:
        record = {**EXAMPLE, "auction": [2, "pass", "pass"], "play": []}
        hold = IsBidLegal.from_record(record, 2)
        assert hold.question["prompt"] == "You are the dealer. May you bid 2 now?"
        assert not hold.answer(False) and hold.answer(True)
        assert "dealer's privilege" in hold.feedback["lines"][0]["text"]
        low = IsBidLegal.from_record({**record, "auction": [2]}, 2)
        assert low.answer(False) and "does not beat the high bid" in low.feedback["lines"][0]["text"]
        low._on_message(low, {"type": "answer", "value": "maybe"}, [])
        assert low.feedback["error"] == "answer yes or no"

    def test_quizzes_refuse_positions_that_do_not_fit(self) -> None:
        with pytest.raises(Exception, match="a position in the play"):
            LegalCards.from_record({**EXAMPLE, "auction": [2], "play": []})
        with pytest.raises(Exception, match="all six tricks"):
            WhoScores.from_record({**EXAMPLE, "play": []})
        with pytest.raises(Exception, match="not trick 9"):
            WhichCardWins.from_record(EXAMPLE, trick=9)


def test_session_is_plain_python() -> None:
    session = TableSession("setback", players=3, seed=1)
    frames = session.start()
    assert frames[-1]["your_turn"] and json.dumps(frames)
    assert parse_typed_hands("1: AS KS QS JS TS 9S\n0: AH KH QH JH TH 9H", 2)[0][0].code == "AH"


def test_every_table_sentence_is_reached() -> None:
    """The widgets' own rule keys (table.*) each come up on some path."""
    from pitchtutor.explain import TEMPLATES

    seen: set[str] = set()
    table = Table(seed=2, pace_ms=0)
    seen |= {line["key"] for line in table.scene["tutor"]}
    send(table, {"type": "call", "call": "pass", "seat": 2})
    send(table, {"type": "undo"})
    table.load_record(EXAMPLE, at_start=False)
    table.step_forward()
    table.hint()  # the hand is over: nothing to advise on
    for error in table.errors:
        seen |= {key for key, text in (("table.bot_seat", "played by the computer"),
                                       ("table.nothing_to_undo", "nothing to take back"),
                                       ("table.hand_over", "The hand is over: there is no next move"),
                                       ("table.no_hint", "nothing to advise on")) if text in error}  # fmt: skip
    fresh = Table(seed=2, pace_ms=0)
    fresh.review()  # the hand has not been played yet
    send(fresh, {"type": "call", "call": "pass", "seat": 0})
    assert fresh.scene["phase"] == "play" and fresh.scene["your_turn"]
    fresh.advise()  # the auction is over
    fresh.session.hints_enabled = False
    fresh.hint()
    for error in fresh.errors:
        seen |= {key for key, text in (("table.review_when_over", "reviewed once it is over"),
                                       ("table.advice_in_auction", "is for the auction"),
                                       ("table.hints_off", "switched off")) if text in error}  # fmt: skip
    assert seen >= {key for key in TEMPLATES if key.startswith("table.")}


HANDS = ROOT / "lessons" / "hands"


def hand_record(name: str) -> dict[str, Any]:
    return json.loads((HANDS / f"{name}.json").read_text())


class TestMoreQuizzes:
    def test_count_pips(self) -> None:
        from pitchtutor.widgets import CountPips

        quiz = CountPips.from_cards("TH AS KD 7C QS JH", quiz_id="q")
        assert not quiz.answer("19") and quiz.feedback["summary"] == "Not 19: these cards count 20 pips."
        assert quiz.feedback["lines"][0]["text"] == (
            "10♥ 10 + A♠ 4 + K♦ 3 + Q♠ 2 + J♥ 1 = 20 pips; the other cards count nothing for Game."
        )
        assert quiz.answer(20) and quiz.passed
        quiz._on_message(quiz, {"type": "answer", "value": "lots"}, [])
        assert quiz.feedback["error"] == "type the number of pips"

    def test_pip_counter_is_an_explorer(self) -> None:
        from pitchtutor.widgets import PipCounter

        counter = PipCounter()
        assert [c["code"] for c in counter.question["cards"]][:2] == ["AS", "KS"] and not counter.question[
            "graded"
        ]
        assert counter.answer(["TS", "AS"]) and not counter.passed
        assert counter.feedback["summary"] == "Your pile counts 14 pips."
        counter._on_message(counter, {"type": "answer", "value": ["AH"]}, [])
        assert counter.feedback["error"] == "choose cards from the row"

    def test_best_card(self) -> None:
        from pitchtutor.widgets import BestCard

        quiz = BestCard.from_record(hand_record("jack-under-queen"), tip="tip.protect_jack")
        assert [c["code"] for c in quiz.question["hand"]] == ["KH", "JH", "5S"]
        assert len(quiz.question["hands"]) == 3 and quiz.question["best_count"] == 1
        assert not quiz.answer("JH")
        assert "the K♥ does better" in quiz.feedback["lines"][0]["text"]
        assert quiz.feedback["lines"][1]["text"].startswith("Protect the Jack")
        quiz._on_message(quiz, {"type": "answer", "value": "5S"}, [])
        assert "follow with a trump" in quiz.feedback["error"]
        assert quiz.answer("KH") and quiz.passed

    def test_score_change(self) -> None:
        from pitchtutor.widgets import ScoreChange

        quiz = ScoreChange.from_record(hand_record("lone-trump-set-back"))
        assert not quiz.answer({"0": "3", "1": "1", "2": "0"})
        assert quiz.feedback["summary"] == "Not quite: the changes are -3, +1, +0."
        assert [line["ok"] for line in quiz.feedback["lines"]] == [False, True, True]
        assert "set back" in quiz.feedback["lines"][0]["text"]
        assert quiz.answer({"0": -3, "1": 1, "2": 0})
        quiz._on_message(quiz, {"type": "answer", "value": {"0": "x", "1": "1", "2": "0"}}, [])
        assert "whole number" in quiz.feedback["error"]

    @pytest.mark.parametrize(
        ("name", "winner", "key_text"),
        [
            ("bidder-first", 0, "the pitcher's points count first"),
            ("smudge", 0, "made a smudge"),
            ("pitcher-must-win", -1, "a side wins only at the end of a hand in which it pitched"),
            ("count-out", 1, "Counting the points out one at a time"),
        ],
    )
    def test_who_wins_match(self, name: str, winner: int, key_text: str) -> None:
        from pitchtutor.widgets import WhoWinsMatch

        quiz = WhoWinsMatch.from_record(hand_record(name))
        wrong = 1 if winner != 1 else 0
        assert not quiz.answer(wrong) and quiz.answer(winner)
        assert key_text in quiz.feedback["lines"][0]["text"]

    def test_bid_advice(self) -> None:
        from pitchtutor.widgets import BidAdvice

        strong = BidAdvice.from_record(hand_record("bid-strong"))
        assert [o["label"] for o in strong.question["options"]] == ["Pass", "1", "2", "3", "4"]
        assert not strong.answer(4) and "Bolder than the count" in strong.feedback["summary"]
        assert not strong.answer("pass") and "More cautious" in strong.feedback["summary"]
        assert strong.answer(3) and "the Ace with the King is worth 2" in strong.feedback["lines"][0]["text"]
        weak = BidAdvice.from_record(hand_record("bid-weak"))
        assert weak.answer("pass") and weak.feedback["summary"] == "A sound pass."
        weak._on_message(weak, {"type": "answer", "value": 9}, [])
        assert weak.feedback["error"] == "choose one of the calls shown"

    def test_pick_seat(self) -> None:
        from pitchtutor.widgets import PickSeat

        eldest = PickSeat.eldest(4, dealer=2)
        assert eldest.question["prompt"] == "North deals. Who bids first?"
        assert not eldest.answer(2) and eldest.feedback["summary"] == "No: East."
        assert eldest.answer(3) and eldest.feedback["lines"][0]["seat"] == 3
        assert PickSeat.next_dealer(4, dealer=3).answer(0)
        again = PickSeat.next_dealer(4, dealer=1, thrown_in=True)
        assert again.answer(1) and "the same dealer" in again.feedback["lines"][0]["text"]
        again._on_message(again, {"type": "answer", "value": 7}, [])
        assert again.feedback["error"] == "click a seat"

    def test_static_pictures_for_pages_without_widgets(self) -> None:
        from pitchtutor.widgets import Progress, WhichCardWins

        quiz = WhichCardWins.from_plays("S", ["TH", "QH", "7H", "KH"])
        html = quiz._repr_mimebundle_()[0]["text/html"]
        assert "Which card wins this trick?" in html and "10♥ Q♥ 7♥ K♥" in html
        progress = Progress([{"title": "Lesson 1", "href": "01.ipynb", "quizzes": ["a"]}])
        assert '<a href="01.ipynb">Lesson 1</a>' in progress._repr_mimebundle_()[0]["text/html"]
        with pytest.raises(ValueError, match="title and its quiz ids"):
            Progress([{"title": "x"}])

    def test_replay_and_preset_table(self) -> None:
        from pitchtutor.widgets import PresetTable

        table = Table.replay(EXAMPLE, pace_ms=0)
        assert table.scene["replay"] and table.scene["phase"] == "auction"
        assert all(seat["cards"] for seat in table.scene["seats"])
        for _ in range(28):
            send(table, {"type": "step_forward"})
        assert table.scene["phase"] == "over"
        send(table, {"type": "step_back"})
        assert table.scene["phase"] == "play"
        plain = Table(seed=1, pace_ms=0)
        send(plain, {"type": "step_forward"})  # only a replay offers stepping in the page
        assert "unknown message type 'step_forward'" in plain.errors[-1]
        chooser = PresetTable("setback", seed=5, pace_ms=0)
        assert chooser.table.session.players == 3
        chooser.preset.value = "partnership"
        assert chooser.table.session.players == 4 and chooser.status.value == ""


class TestCoach:
    def test_the_hint_ladder_climbs_then_stops(self) -> None:
        table = Table(seed=12, pace_ms=0)
        for _ in range(4):
            send(table, {"type": "hint"})
        hints = table.scene["hints"]
        assert [h["level"] for h in hints] == [1, 2, 3]
        assert hints[0]["key"] == "tip.count_points" and hints[2]["key"] == "hint.bid"
        assert hints[2]["move"] in ["pass", 1, 2, 3, 4]
        send(table, my_move(table.scene))  # a new position: the hints start again
        assert table.scene["hints"] == []

    def test_hints_in_play_name_a_principle_and_a_move(self) -> None:
        from pitchtutor.coach.strategy import PRACTICE, TIPS

        table = Table(seed=7, pace_ms=0)
        while table.scene["phase"] == "auction":
            send(table, my_move(table.scene))
        if table.scene["phase"] != "play":
            return
        for _ in range(3):
            table.hint()
        first, second, third = table.scene["hints"]
        assert first["key"] in TIPS + PRACTICE and second["key"] == "hint.pointer"
        legal = {c["code"] for c in table.scene["seats"][0]["cards"] if c.get("legal")}
        assert third["move"] in legal and "deals consistent with what you have seen" in third["text"]

    def test_hints_can_be_switched_off(self) -> None:
        table = Table(seed=12, pace_ms=0, hints=False)
        assert not table.scene["hints_enabled"]
        send(table, {"type": "hint"})
        assert "Hints are switched off" in table.errors[-1]
        table.hints = True
        assert table.scene["hints_enabled"] and table.hint()

    def test_bid_advisor_and_review(self) -> None:
        table = Table(seed=12, pace_ms=0)
        send(table, {"type": "advise"})
        advice = table.scene["advice"]
        held = [row for row in advice["suits"] if row["held"]]
        assert held and all(0 <= row["chance"]["1"] <= 1 for row in held)
        assert advice["best"].startswith(("Bid", "Pass")) and advice["thumb"].startswith(
            "Count your likely points"
        )
        send(table, {"type": "review"})
        assert "once it is over" in table.errors[-1]
        play_out(table)
        send(table, {"type": "review"})
        review = table.scene["review"]
        assert review["summary"].startswith("You made") and isinstance(review["lines"], list)
