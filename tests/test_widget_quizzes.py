"""The quizzes driven from Python: answers as the page sends them, feedback as it shows it."""

from __future__ import annotations

import json

import pytest

from pitchtutor.widgets import (
    IsBidLegal,
    LegalCards,
    Table,
    WhichCardWins,
    WhoScores,
)
from tests.support.scripted import PLAY_A
from tests.support.widgets import EXAMPLE, ROOT, hand_record, send


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
        assert quiz.feedback["error"] == "The A♠ is not in this trick."
        assert WhichCardWins.from_plays("S", ["KH", "2S", "AH"]).answer("2S")

    @pytest.mark.parametrize(
        ("lang", "wrong", "why"),
        [
            ("pt", "Não é a Dama de copas: quem ganha é o Ás de espadas.", "A Dama de copas não é trunfo"),
            (
                "fr",
                "Ce n'est pas la dame de cœur : c'est l'as de pique qui l'emporte.",
                "La dame de cœur n'est",
            ),
        ],
    )
    def test_which_card_wins_names_each_card_with_the_article_of_its_gender(
        self, lang: str, wrong: str, why: str
    ) -> None:
        """The walk found "Pas le Q♥" (the queen is feminine) and "Le {card} est plus bas" fixed
        in the catalog: the cards are named in words, with their own article."""
        quiz = WhichCardWins.from_plays("S", ["QH", "KH", "AS", "2H"], lang=lang)
        ok, lines, summary = quiz.check("QH")
        assert not ok and summary == wrong.replace(" :", "\u00a0:")
        assert lines[1]["text"].startswith(why)
        king = WhichCardWins.from_plays("H", ["QH", "KH"], lang=lang).check("QH")[1][1]["text"]
        assert king.startswith({"pt": "A Dama de copas perde para o Rei de copas", "fr": "La dame"}[lang])

    def test_legal_cards(self) -> None:
        quiz = LegalCards.from_record({**EXAMPLE, "play": PLAY_A.split()[:1]})
        assert [c["code"] for c in quiz.question["hand"]] == ["KH", "3H", "5S", "TC", "2C", "4D"]
        assert not quiz.answer(["KH"])
        assert quiz.feedback["summary"] == "Not quite: you left out 1 card you may play."
        assert not quiz.answer(["KH", "3H", "5S", "TC"])
        assert quiz.feedback["summary"] == "Not quite: you chose 2 cards you may not play."
        assert not quiz.answer(["KH", "5S"])
        assert (
            quiz.feedback["summary"]
            == "Not quite: you left out 1 card you may play and you chose 1 card you may not play."
        )
        assert quiz.answer(["KH", "3H"]) and quiz.passed
        assert quiz.feedback["summary"] == "Right: you may play 2 of your 6 cards."
        texts = {line["code"]: line["text"] for line in quiz.feedback["lines"]}
        assert (
            texts["TC"]
            == "10♣: Trumps (hearts) were led and you hold the K♥ and 3♥: follow with a trump; the 10♣ is not one."
        )
        # one line a card, led by it, in the order the hand shows them
        assert [line["code"] for line in quiz.feedback["lines"]] == ["KH", "3H", "5S", "TC", "2C", "4D"]
        void = LegalCards.from_position("7C 9D 2S KD", "QH", "D")
        void.answer(["7C", "9D", "2S"])
        assert [line["text"].split(":")[0] for line in void.feedback["lines"] if not line["ok"]] == ["K♦"]
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
        assert quiz.feedback["error"] == "Choose who scores every point first."
        assert not quiz.answer({"high": 0, "low": 1, "jack": 0, "game": 0})
        assert quiz.feedback["summary"] == "3 of 4 right."
        assert quiz.answer({"high": 0, "low": 0, "jack": 0, "game": 0})
        jackless = WhoScores.from_record(json.loads((ROOT / "examples/cutthroat-set-back.json").read_text()))
        assert jackless.answer({"high": 0, "low": 0, "jack": -1, "game": 1})

    def test_is_bid_legal(self) -> None:
        record = {**EXAMPLE, "auction": [2, "pass", "pass"], "play": []}
        hold = IsBidLegal.from_record(record, 2)
        assert hold.question["prompt"] == "You are the dealer. May you bid 2 now?"
        assert not hold.answer(False)
        assert hold.feedback["summary"] == "Not so: in fact it is allowed."  # not "No: ...", after a "No"
        assert hold.answer(True) and hold.feedback["summary"] == "Right: it is allowed."
        assert "dealer's privilege" in hold.feedback["lines"][0]["text"]
        low = IsBidLegal.from_record({**record, "auction": [2]}, 2)
        assert low.answer(False) and "does not beat the high bid" in low.feedback["lines"][0]["text"]
        low._on_message(low, {"type": "answer", "value": "maybe"}, [])
        assert low.feedback["error"] == "Answer yes or no."

    def test_quizzes_refuse_positions_that_do_not_fit(self) -> None:
        with pytest.raises(Exception, match="a position in the play"):
            LegalCards.from_record({**EXAMPLE, "auction": [2], "play": []})
        with pytest.raises(Exception, match="all six tricks"):
            WhoScores.from_record({**EXAMPLE, "play": []})
        with pytest.raises(Exception, match="not trick 9"):
            WhichCardWins.from_record(EXAMPLE, trick=9)


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
        assert quiz.feedback["error"] == "Type the number of pips."

    def test_pip_counter_is_an_explorer(self) -> None:
        from pitchtutor.widgets import PipCounter

        counter = PipCounter()
        assert [c["code"] for c in counter.question["cards"]][:2] == ["AS", "KS"] and not counter.question[
            "graded"
        ]
        assert counter.answer(["TS", "AS"]) and not counter.passed
        assert counter.feedback["summary"] == "Your pile counts 14 pips."
        counter._on_message(counter, {"type": "answer", "value": ["AH"]}, [])
        assert counter.feedback["error"] == "Choose cards from the row."

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
        assert quiz.feedback["summary"] == "Not quite: You -3, Ann +1, Ben +0."
        assert [line["ok"] for line in quiz.feedback["lines"]] == [False, True, True, True]
        assert quiz.feedback["lines"][3]["text"] == "The J♠ was not dealt this hand, so nobody scores Jack."
        assert "set back" in quiz.feedback["lines"][0]["text"]
        assert quiz.answer({"0": -3, "1": 1, "2": 0})
        quiz._on_message(quiz, {"type": "answer", "value": {"0": "x", "1": "1", "2": "0"}}, [])
        assert "whole number" in quiz.feedback["error"]

    @pytest.mark.parametrize(
        ("name", "winner", "key_text", "verdict"),
        [
            ("bidder-first", 0, "the pitcher's points count first", "Your side wins the match."),
            ("smudge", 0, "made a smudge", "Your side wins the match."),
            (
                "pitcher-must-win",
                -1,
                "a player wins only by reaching the target at the end of a hand in which they pitched",
                "nobody wins yet; the match goes on.",
            ),
            ("count-out", 1, "Counting out the points they took one at a time", "West wins the match."),
        ],
    )
    def test_who_wins_match(self, name: str, winner: int, key_text: str, verdict: str) -> None:
        from pitchtutor.widgets import WhoWinsMatch

        quiz = WhoWinsMatch.from_record(hand_record(name))
        wrong = 1 if winner != 1 else 0
        assert not quiz.answer(wrong)
        assert quiz.feedback["summary"] == f"Not quite: {verdict}"  # the answer, not just "Not quite."
        assert quiz.answer(winner) and quiz.feedback["summary"] == f"Right: {verdict}"
        assert key_text in quiz.feedback["lines"][0]["text"]

    def test_score_change_says_why_a_tied_game_changes_no_total(self) -> None:
        """Lesson 12's last quiz: Game is tied, which is its point; the feedback says so."""
        from pitchtutor.widgets import ScoreChange

        quiz = ScoreChange.from_record(hand_record("game-tie"))
        assert not quiz.answer({"0": "1", "1": "2"})
        assert quiz.feedback["summary"] == "Not quite: Your side +0, East & West +2."
        texts = [line["text"] for line in quiz.feedback["lines"]]
        assert any(text.startswith("Game is tied") and "a tie scores nothing" in text for text in texts)

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
        assert weak.feedback["error"] == "Choose one of the calls shown."

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
        assert again.feedback["error"] == "Click a seat."

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


def test_score_change_can_ask_for_the_totals_after_the_hand() -> None:
    """Lesson 7's last quiz: the totals before the hand are shown, and the answer is the total after it
    (seat 0 at 1, set back 3, is at -2: in the bog)."""
    from pitchtutor.widgets import ScoreChange

    change = ScoreChange.from_record(hand_record("into-the-bog"), quiz_id="bog-change")
    quiz = ScoreChange.from_record(hand_record("into-the-bog"), ask="total", quiz_id="bog")
    assert quiz.question["ask"] == "total" and [b["total"] for b in quiz.question["before"]] == [1, 3, 0]
    deltas = list(change._delta)
    assert deltas[0] == -3  # seat 0 bid 3 and was set back
    totals = {
        str(side): str(before + delta)
        for side, (before, delta) in enumerate(zip([1, 3, 0], deltas, strict=True))
    }
    assert totals["0"] == "-2"
    ok, _, summary = quiz.check(totals)
    assert (
        ok and summary == "Right: You 1 \u2212 3 = \u22122, Ann 3 + 1 = 4, Ben 0 + 0 = 0."
    )  # the sums, by name
    assert not change.check(totals)[0]  # the totals are not the changes
    # the page writes "−2" (a minus sign): copied or typed that way, it is the same answer
    assert quiz.check({**totals, "0": "\u22122"})[0]
    assert not quiz.check({side: str(int(t) + 1) for side, t in totals.items()})[0]


def test_a_quiz_and_the_table_beside_it_name_the_same_players() -> None:
    """A lesson's replay shows a deal as You/Ann/Ben (or You/West/North/East); the quizzes
    on the same hand record must say the same names, not "Seat 0" or "South"."""
    from pitchtutor import Hand
    from pitchtutor.record import HandRecord
    from pitchtutor.widgets import ScoreChange, Table, WhoScores, WhoWinsMatch

    checked = 0
    for path in sorted((ROOT / "lessons" / "hands").glob("*.json")):
        record = json.loads(path.read_text())
        hand: Hand = HandRecord.from_json(record).replay()
        if hand.phase.value != "over":
            continue
        table = [seat["name"] for seat in Table.replay(record, pace_ms=0).scene["seats"]]
        for quiz in (
            WhoScores.from_record(record),
            ScoreChange.from_record(record),
            WhoWinsMatch.from_record(record),
        ):
            assert [h["seat"] for h in quiz.question["hands"]] == table, (path.name, type(quiz).__name__)
            text = json.dumps(quiz.question)
            assert "Seat 0" not in text and "South" not in text, path.name
        checked += 1
    assert checked >= 10


def test_a_best_card_quiz_fits_its_tip_to_the_learners_side() -> None:
    """Lesson 10's feeding quiz is played from the bidding side: the walk found "Defenders, above
    all, feed the partner, not the bidder" said there, to a learner whose partner is the bidder."""
    from pitchtutor.record import load_record
    from pitchtutor.widgets import BestCard

    quiz = BestCard.from_record(load_record(ROOT / "lessons/hands/feed-partner.json"), tip="tip.feed_partner")
    assert quiz._tips == [
        "Every counting card you throw on an opponent's winning trick feeds their Game; save your counters, "
        "the tens above all, for the tricks your partner wins."
    ]
