"""Pitty Pat quizzes: each answer checked by the engine, each explanation the
engine's; and the lessons' quizzes have the answers the lessons teach."""

from __future__ import annotations

import pytest

from pitchtutor.cards import parse_card
from pitchtutor.errors import PitchError
from pitchtutor.widgets.pittypat_quiz import BestFreeCard, MayYouPair, WhichIsFree, WhoPays, position


def test_may_you_pair() -> None:
    must = MayYouPair.from_cards("7S KD 2C 9H 4D", up="7H", quiz_id="x")
    assert not must.answer("draw") and not must.passed
    assert must.feedback["lines"][0].startswith(
        "You hold the 7♠, matching the up-card 7♥, so you must discard"
    )
    assert must.answer("pair") and must.passed and must.attempts == 2
    last = MayYouPair.from_cards("7S", up="7H")
    assert last.answer("draw") and "a pair needs a second card" in last.feedback["lines"][0]
    suits = MayYouPair.from_cards("9H KH 2H 5H 4H", up="7H")
    assert not suits.answer("pair") and suits.answer("draw")
    assert suits.feedback["lines"] == [
        "You have no 7 to match the up-card 7♥, so you draw one card from the stock."
    ]


def test_which_is_free() -> None:
    quiz = WhichIsFree.from_cards("7S KD 2C", up="7H", match="7S", free="KD")
    assert [o["value"] for o in quiz.question["options"]] == ["7S", "KD"]
    assert not quiz.answer("7S") and quiz.answer("KD")
    assert quiz.feedback["summary"] == "Right: the free card, the K♦."
    with pytest.raises(PitchError, match="cannot be the matching card"):
        WhichIsFree.from_cards("7S KD 2C", up="7H", match="KD", free="7S")


def test_who_pays() -> None:
    quiz = WhoPays.after_pair("7S KD", up="7H", match="7S", free="KD", others=["KS 9D AC", "2C 3C"], seat=1)
    assert 20 in [o["value"] for o in quiz.question["options"]]
    assert quiz.question["prompt"].startswith("Pitty Pat! You have no cards left and win the round.")
    assert quiz.answer(20) and quiz.feedback["lines"][0].startswith("Ann pays 20 penalty points")


@pytest.mark.parametrize(
    ("hand", "up", "pile", "best", "because"),
    [
        ("7S KD 2C 5D", "7H", "", "KD", "cost 10 penalty points"),  # tip 1: shed high cards
        ("7S 9C QD 3D", "7H", "9D 9H 9S", "9C", "can never be a match again"),  # tip 2: dead ranks
        ("7S 5C 5D 9H 2C", "7H", "", "5", "in reserve"),  # tip 3: one of a pair, the other in reserve
        # tip 4: two different ranks for the end (a walk found quiz 4 saying tip 3's "in reserve")
        ("7S 4C 4D 9H", "7H", "", "4", "two chances of a match to go out, where a pair would give one"),
        ("7S 7C 8D 3H", "7H", "", "7C", "already out of play"),  # tip 5: a rank just matched
    ],
)
def test_the_five_tips_of_the_strategy_lesson(hand: str, up: str, pile: str, best: str, because: str) -> None:
    quiz = BestFreeCard.from_cards(hand, up=up, pile=pile)
    values = [o["value"] for o in quiz.question["options"]]
    right = next(v for v in values if v.startswith(best))
    wrong = next(v for v in values if not v.startswith(best[0]))
    assert not quiz.answer(wrong) and quiz.feedback["summary"].startswith("Better: the")
    assert quiz.answer(right) and because in quiz.feedback["lines"][0]
    assert quiz.feedback["summary"] == f"Right: the {parse_card(right).pretty}."  # not a bare "Right."


def test_bad_answers_are_refused_in_the_widget() -> None:
    quiz = MayYouPair.from_cards("7S KD", up="7H")
    quiz._on_message(quiz, {"type": "answer", "value": "fold"}, [])
    assert "Choose one of the answers" in quiz.feedback["error"]
    quiz._on_message(quiz, "nonsense", [])
    assert "does not understand" in quiz.feedback["error"] and not quiz.passed
    with pytest.raises(PitchError, match="a choice of free cards"):
        BestFreeCard.from_cards("7S KD", up="7H")


def test_a_pass_is_kept_where_the_course_s_progress_reads_it() -> None:
    from pathlib import Path

    src = Path(__file__).resolve().parents[1] / "widgets" / "src"
    source = (src / "pittypat_quiz.js").read_text()
    # The same keeping as the Pitch quizzes': storage.js's key, and the event the page's progress
    # widgets redraw on, sent the first time a quiz is passed.
    assert 'import { rememberPass } from "./storage.js";' in source
    assert 'if (model.get("passed")) rememberPass(model.get("quiz_id"));' in source
    storage = (src / "storage.js").read_text()
    assert "  if (!id || passedBefore(id)) return;" in storage
    assert "  window.dispatchEvent(new Event(PROGRESS_EVENT));" in storage
    assert 'export const STORE_PREFIX = "pitchtutor.passed.";' in storage
    assert 'export const PROGRESS_EVENT = "pitchtutor-progress";' in storage


def test_a_strategy_verdict_shows_the_score_that_decides_it() -> None:
    """Tip 4: the wrong card is the 9♥ by penalty alone; the verdict says why the 4♣ is better
    (two 4s kept give one chance of going out, a 4 and the 9 two) and shows each card's score, the
    lesson's count."""
    quiz = BestFreeCard.from_cards("7S 4C 4D 9H", up="7H")
    assert not quiz.answer("9H")
    wrong, best = quiz.feedback["lines"]
    assert (
        "you would keep two 4s: one rank, so one chance of a match to go out, where two different ranks would "
        "give two. Score for shedding it: 9 (shed the card that scores highest)." in wrong
    )
    assert "you hold another 4" in best and best.endswith(
        "Score for shedding it: 4 + 6 × 1 = 10 (shed the card that scores highest)."
    )
    dead = BestFreeCard.from_cards("7S 9C QD 3D", up="7H", pile="9D 9H 9S")
    assert dead.answer("9C") and dead.feedback["lines"][0].endswith(
        "Score for shedding it: 9 + 6 × 3 = 27 (shed the card that scores highest)."
    )
    fr = BestFreeCard.from_cards("7S 4C 4D 9H", up="7H", lang="fr")
    assert not fr.answer("9H") and fr.feedback["summary"] == "Mieux\u00a0: le 4 de trèfle."
    assert "vous garderiez deux 4" in fr.feedback["lines"][0]


def test_a_quiz_position_has_the_stock_a_real_table_could_have() -> None:
    """At three players a deal leaves 36 cards in the stock: a quiz never says 46 or 50."""
    for hand, up, pile in [("7S KD 2C 9H 4D", "7H", ""), ("7S", "7H", ""), ("7S KD 2C 5D", "7H", "")]:
        game = position(hand, up, pile=pile)
        assert game.stock_size == 36
        assert all(len(game.hand(seat)) == 5 for seat in (1, 2))
        assert not {c.rank for c in game.view(0).pile[:-1]} & {c.rank for c in (*game.hand(0), game.up)}
    last = MayYouPair.from_cards("7S", up="7H", lang="pt")
    assert not last.answer("pass")
    assert last.feedback["lines"][0].startswith("Você não pode passar: o monte ainda tem 36 cartas")


def test_cards_are_named_in_the_quiz_sentences_of_every_language() -> None:
    quiz = WhichIsFree.from_cards("7S KD 2C", up="7H", match="7S", free="KD", lang="pt")
    assert quiz.question["prompt"].startswith(
        "Você descarta o 7 de espadas e o Rei de ouros como par sobre o 7 de copas."
    )
    assert quiz.answer("KD") and quiz.feedback["summary"] == "Certo: a carta livre, o Rei de ouros."
    two = MayYouPair.from_cards("4C 4D 2C 9H KD", up="4H", lang="pt")
    assert two.answer("pair") and "o 4 de paus e o 4 de ouros, que combinam com" in two.feedback["lines"][0]
