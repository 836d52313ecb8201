"""Quiz widgets for the lessons: each asks one question about a real
position, checks the answer with the engine, and explains the right answer.

* :class:`WhichCardWins` — click the card that wins this trick.
* :class:`LegalCards` — click every card you may play, then check.
* :class:`WhoScores` — say who scores High, Low, Jack and Game.
* :class:`IsBidLegal` — is this bid allowed here?

Each is built from a hand record (a partial one for a position), so the
lessons' examples are real deals.  ``passed`` turns true once the learner
answers rightly; ``quiz_id`` names the quiz for progress tracking.

>>> quiz = WhichCardWins.from_plays("H", ["KS", "2H", "AS", "3H"])
>>> quiz.answer("AS")
False
>>> quiz.feedback["correct"], quiz.answer("3H"), quiz.passed
(False, True, True)
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

import anywidget
import traitlets

from pitchtutor.actions import Call, action_json, parse_call
from pitchtutor.cards import Card, Suit, parse_card, parse_cards, sort_for_display
from pitchtutor.errors import PitchError
from pitchtutor.explain import Explanation, Names, Verdict
from pitchtutor.hand import Hand, Phase
from pitchtutor.record import HandRecord
from pitchtutor.tricks import explain_trick, judge_card, winning_play
from pitchtutor.widgets.scene import call_label, card_json, default_seat_names
from pitchtutor.widgets.table import static_text

log = logging.getLogger(__name__)


def _record(record: HandRecord | Mapping[str, Any]) -> HandRecord:
    return record if isinstance(record, HandRecord) else HandRecord.from_json(record)


def _learner_names(hand: Hand, seat: int) -> Names:
    """The learner sits in ``seat``: "you", and the others by their places."""
    return Names(hand.players, hand.rules.teams, seat_names=default_seat_names(hand.players, seat), you=seat)


class Quiz(anywidget.AnyWidget):
    """What every quiz shares: the question, the feedback, and whether it is passed."""

    _esm = static_text("cards.js", "quiz.js")
    _css = static_text("pitch.css")

    question = traitlets.Dict().tag(sync=True)
    feedback = traitlets.Dict().tag(sync=True)
    attempts = traitlets.Int(0).tag(sync=True)
    passed = traitlets.Bool(False).tag(sync=True)
    quiz_id = traitlets.Unicode("").tag(sync=True)
    four_color = traitlets.Bool(False).tag(sync=True)

    kind = "quiz"

    def __init__(self, question: dict[str, Any], *, quiz_id: str = "", **kwargs: Any) -> None:
        super().__init__(question={"kind": self.kind, **question}, quiz_id=quiz_id, **kwargs)
        self.on_msg(self._on_message)

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        try:
            if not isinstance(content, dict) or content.get("type") not in ("answer", "reset"):
                raise PitchError(f"the quiz got a message it does not understand: {content!r:.80}")
            if content["type"] == "reset":
                self.feedback = {}
                return
            self.answer(content.get("value"))
        except PitchError as error:
            self.feedback = {"correct": False, "error": str(error), "lines": []}
        except Exception as error:  # a bug: say so in the widget, keep it usable
            log.exception("pitchtutor quiz error")
            self.feedback = {
                "correct": False,
                "error": f"Something went wrong ({error}); try again.",
                "lines": [],
            }

    def answer(self, value: Any) -> bool:
        """Check an answer, set the feedback, and return whether it was right."""
        correct, lines, summary = self.check(value)
        self.attempts += 1
        self.feedback = {"correct": correct, "summary": summary, "lines": lines, "attempt": self.attempts}
        if correct:
            self.passed = True
        return correct

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.quiz_id or self.question.get('prompt', '')!s:.60}>"


class WhichCardWins(Quiz):
    """Click the card that wins the trick."""

    kind = "which-wins"

    def __init__(self, trump: Suit, plays: Sequence[tuple[int, Card]], names: Names, **kwargs: Any) -> None:
        self._trump, self._plays, self._names = trump, tuple(plays), names
        winner = winning_play(self._plays, trump)
        self._winning = winner[1]
        self._why = explain_trick(1, self._plays, trump, names)
        question = {
            "prompt": "Which card wins this trick?",
            "trump": trump.value,
            "led": self._plays[0][1].suit.value,
            "cards": [
                {"card": card_json(card), "seat": names.seat(seat, start=True)} for seat, card in self._plays
            ],
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_plays(cls, trump: str, cards: Sequence[str], **kwargs: Any) -> WhichCardWins:
        """A trick given as cards in the order played (seats 0, 1, ...)."""
        played = parse_cards(list(cards))
        if len(set(played)) != len(played) or not 2 <= len(played) <= 8:
            raise PitchError("a trick has 2 to 8 different cards")
        names = Names(len(played), None, seat_names=default_seat_names(len(played), None))
        return cls(Suit(trump.upper()), list(enumerate(played)), names, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], trick: int, **kwargs: Any) -> WhichCardWins:
        hand = _record(record).replay()
        if not 1 <= trick <= len(hand.tricks):
            raise PitchError(f"the record has {len(hand.tricks)} finished tricks, not trick {trick}")
        done = hand.tricks[trick - 1]
        names = Names(hand.players, hand.rules.teams, seat_names=default_seat_names(hand.players, None))
        return cls(done.trump, done.plays, names, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        chosen = parse_card(value)
        if chosen not in [card for _, card in self._plays]:
            raise PitchError(f"the {chosen.pretty} is not in this trick")
        why = self._why.render(self._names).replace("trick 1", "the trick")
        if chosen == self._winning:
            return True, [{"code": chosen.code, "ok": True, "text": why}], f"Right: the {chosen.pretty} wins."
        lines = [
            {"code": self._winning.code, "ok": True, "text": why},
            {"code": chosen.code, "ok": False, "text": _why_not_winning(chosen, self._winning, self._trump)},
        ]
        return False, lines, f"Not the {chosen.pretty}: the {self._winning.pretty} wins."


def _why_not_winning(card: Card, winning: Card, trump: Suit) -> str:
    if card.suit is winning.suit:
        return f"The {card.pretty} is lower than the {winning.pretty} in the same suit."
    if winning.suit is trump:
        return f"The {card.pretty} is not a trump, and a trump ({winning.pretty}) beats every other suit."
    return f"The {card.pretty} neither follows the suit led nor is a trump, so it cannot win."


class LegalCards(Quiz):
    """Click every card you may play, then check."""

    kind = "legal-cards"

    def __init__(
        self,
        *,
        holding: Sequence[Card],
        trick: Sequence[tuple[str, Card]],
        trump: Suit | None,
        verdicts: Mapping[Card, Verdict],
        names: Names,
        trump_anytime: bool,
        **kwargs: Any,
    ) -> None:
        self._verdicts = {card: verdict.why.render(names) for card, verdict in verdicts.items()}
        self._legal = {card for card, verdict in verdicts.items() if verdict.legal}
        rule = (
            "you may always trump instead of following suit"
            if trump_anytime
            else "strict follow-suit: a trump only when you cannot follow"
        )
        question = {
            "prompt": "Click every card you may play now, then press Check.",
            "trump": trump.value if trump else None,
            "rule": rule,
            "trick": [{"card": card_json(card), "seat": seat} for seat, card in trick],
            "hand": [card_json(card) for card in sort_for_display(holding, trump)],
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_hand(cls, hand: Hand, **kwargs: Any) -> LegalCards:
        """The position of a hand in play, from the seat to act."""
        if hand.phase is not Phase.PLAY or hand.to_act is None:
            raise PitchError("this quiz needs a position in the play, with a player to act")
        seat = hand.to_act
        names = _learner_names(hand, seat)
        holding = hand.holding(seat)
        return cls(
            holding=holding,
            trick=[(names.seat(s, start=True), c) for s, c in hand.current_trick],
            trump=hand.trump,
            verdicts={card: hand.judge(card) for card in holding},
            names=names,
            trump_anytime=hand.rules.trump_anytime,
            **kwargs,
        )

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> LegalCards:
        """The position where a partial record stops, from the seat to act."""
        return cls.from_hand(_record(record).replay(), **kwargs)

    @classmethod
    def from_position(
        cls, holding: str, trick: str, trump: str, *, trump_anytime: bool = True, **kwargs: Any
    ) -> LegalCards:
        """A made-up position after the first trick: your cards, the cards
        played so far to this trick, and the trump suit."""
        mine, played = parse_cards(holding), parse_cards(trick)
        if len(set(mine) | set(played)) != len(mine) + len(played):
            raise PitchError("a card cannot be both in your hand and in the trick, or twice in either")
        suit = Suit(trump.upper())
        seat = len(played)
        names = Names(seat + 1, None, seat_names=default_seat_names(seat + 1, seat), you=seat)
        led = played[0].suit if played else None
        verdicts = {
            card: judge_card(
                mine, card, seat=seat, led=led, trump=suit, trump_anytime=trump_anytime, trick=2, names=names
            )
            for card in mine
        }
        return cls(
            holding=mine,
            trick=[(names.seat(s, start=True), c) for s, c in enumerate(played)],
            trump=suit,
            verdicts=verdicts,
            names=names,
            trump_anytime=trump_anytime,
            **kwargs,
        )

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, list):
            raise PitchError("choose the cards you may play, then check")
        chosen = set(parse_cards([str(v) for v in value]))
        if not chosen <= set(self._verdicts):
            raise PitchError("only cards in your hand can be chosen")
        lines = [
            {
                "code": card.code,
                "ok": (card in chosen) == (card in self._legal),
                "legal": card in self._legal,
                "text": why,
            }
            for card, why in self._verdicts.items()
        ]
        if chosen == self._legal:
            return True, lines, f"Right: {len(self._legal)} of your cards may be played."
        missed, wrong = len(self._legal - chosen), len(chosen - self._legal)
        return (
            False,
            lines,
            f"Not quite: {missed} playable card(s) missed, {wrong} chosen that may not be played.",
        )


class WhoScores(Quiz):
    """Say which side scores each point of a finished hand."""

    kind = "who-scores"

    def __init__(self, hand: Hand, **kwargs: Any) -> None:
        if hand.phase is not Phase.OVER:
            raise PitchError("this quiz needs a hand with all six tricks played")
        names = Names(hand.players, hand.rules.teams, seat_names=default_seat_names(hand.players, None))
        score = hand.score()
        self._answers = {award.point: award.side for award in score.awards}
        self._why: dict[str, Explanation] = {award.point: award.why for award in score.awards}
        self._names = names
        sides = hand.rules.sides(hand.players)
        question = {
            "prompt": "Who scores each point of this hand?",
            "trump": score.trump.value,
            "pitcher": names.seat(score.pitcher, start=True),
            "bid": score.bid,
            "hands": [
                {
                    "seat": names.seat(s, start=True),
                    "cards": [card_json(c) for c in sort_for_display(h, score.trump)],
                }
                for s, h in enumerate(hand.dealt)
            ],
            "tricks": [
                {
                    "winner": names.seat(t.winner, start=True),
                    "cards": [{"card": card_json(c), "seat": names.seat(s, start=True)} for s, c in t.plays],
                }
                for t in hand.tricks
            ],
            "points": [{"point": a.point, "name": a.name} for a in score.awards],
            "sides": [{"side": s, "name": names.side(s, start=True)} for s in range(sides)]
            + [{"side": -1, "name": "Nobody"}],
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> WhoScores:
        return cls(_record(record).replay(), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, dict) or set(value) != set(self._answers):
            raise PitchError("choose who scores every point first")
        lines, right = [], 0
        for point, side in self._answers.items():
            given = value[point]
            expected = -1 if side is None else side
            ok = given == expected
            right += ok
            lines.append({"point": point, "ok": ok, "text": self._why[point].render(self._names)})
        total = len(self._answers)
        return right == total, lines, f"{right} of {total} right."


class IsBidLegal(Quiz):
    """Is this call allowed here?  Answer yes or no."""

    kind = "bid-legal"

    def __init__(self, hand: Hand, call: Call, **kwargs: Any) -> None:
        if hand.phase is not Phase.AUCTION or hand.to_act is None:
            raise PitchError("this quiz needs a position in the auction")
        seat = hand.to_act
        names = _learner_names(hand, seat)
        verdict = hand.judge(call)
        self._legal = verdict.legal
        self._why = verdict.why.render(names)
        label = call_label(call)
        question = {
            "prompt": f"You are {'the dealer' if seat == hand.dealer else names.seat(seat)}. May you "
            + ("pass" if label == "Pass" else "demand a redeal" if label == "Redeal" else f"bid {label}")
            + " now?",
            "call": action_json(call),
            "rules": hand.rules.describe(),
            "calls": [{"seat": names.seat(s, start=True), "label": call_label(c)} for s, c in hand.calls],
            "hand": [card_json(c) for c in sort_for_display(hand.holding(seat))],
            "dealer": names.seat(hand.dealer, start=True),
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(
        cls, record: HandRecord | Mapping[str, Any], call: str | int, **kwargs: Any
    ) -> IsBidLegal:
        """The auction where a partial record stops; the question is about ``call``."""
        parsed = parse_call(call)
        return cls(_record(record).replay(), parsed, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, bool):
            raise PitchError("answer yes or no")
        correct = value == self._legal
        verdict = "allowed" if self._legal else "not allowed"
        return correct, [{"ok": True, "text": self._why}], f"{'Right' if correct else 'No'}: it is {verdict}."


__all__ = ["IsBidLegal", "LegalCards", "Quiz", "WhichCardWins", "WhoScores"]
