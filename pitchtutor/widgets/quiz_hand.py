"""Quizzes about whole hands, the auction and the seats: who scores, what
the totals become, who wins the match, whether a bid is legal, what to
bid, and who deals or bids first.  Each checks the answer with the engine
and explains the right answer (see :mod:`pitchtutor.widgets.quiz`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from pitchtutor.actions import Bid, Call, Pass, action_json, parse_call
from pitchtutor.cards import sort_for_display
from pitchtutor.coach.strategy import count_points
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH, Explanation, Names, render, seat_name, side_name
from pitchtutor.hand import Hand
from pitchtutor.match import eldest_hand, next_dealer, settle_match
from pitchtutor.record import HandRecord
from pitchtutor.scoring import Award, HandScore
from pitchtutor.state import Phase
from pitchtutor.texts.page import describe_rules, page_words, word
from pitchtutor.widgets.quiz import Quiz, _lang, _learner_names, _record
from pitchtutor.widgets.scene import call_label, card_json, default_seat_names


def _require_over(hand: Hand) -> None:
    """Refuse a hand that is not finished: the scoring quizzes ask about all six tricks."""
    if hand.phase is not Phase.OVER:
        raise PitchError("this quiz needs a hand with all six tricks played")


def _bidder(hand: Hand) -> int:
    """The seat to call in ``hand``, refused unless the auction is on: the auction quizzes ask
    what that seat may or should call."""
    if hand.phase is not Phase.AUCTION or hand.to_act is None:
        raise PitchError("this quiz needs a position in the auction")
    return hand.to_act


def _finished(record: HandRecord | Mapping[str, Any]) -> tuple[HandRecord, Hand]:
    parsed = _record(record)
    hand = parsed.replay()
    _require_over(hand)
    return parsed, hand


def _names(hand: Hand) -> Names:
    """The names the table gives the same deal (seat 0 is "You"), so that a quiz and the
    table beside it speak of the same players."""
    return Names(hand.players, hand.rules.teams, seat_names=default_seat_names(hand.players, 0), you=0)


def _seat(names: Names, seat: int, lang: str) -> str:
    return seat_name(names, seat, lang, start_=True)


def _side(names: Names, side: int, lang: str) -> str:
    return side_name(names, side, lang, start_=True)


def _after_colon(lang: str) -> bool:
    """Whether a name after a verdict's colon starts with a capital: in English ("Right: Your
    side wins"), not in Portuguese or French ("Certo: a sua dupla ganha", "Exact : vous")."""
    return lang == ENGLISH


def _opens(lang: str, key: str, placeholder: str) -> bool:
    """Whether ``{placeholder}`` opens the word's template in ``lang`` (a name there is capitalised;
    elsewhere it is said as in the middle of a sentence: "Donneur : vous ; ...")."""
    return page_words(lang, (key.split(".", 1)[0],))[key].lstrip("\u27e6").startswith("{" + placeholder + "}")


def _point(award: Award, names: Names, lang: str) -> str:
    """A point's name as the score sheet heads it ("High", "the 10 of trump")."""
    return award.name if lang == ENGLISH else render("label.point", {"point": award.point}, names, lang)


def _hand_question(hand: Hand, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
    """The hands as dealt and the six tricks, for the questions about a finished hand."""
    score = hand.score()
    return {
        "trump": score.trump.value,
        "pitcher": _seat(names, score.pitcher, lang),
        "dealer": _seat(names, hand.dealer, lang),  # who deals next follows from it
        "bid": score.bid,
        "hands": [
            {
                "seat": _seat(names, s, lang),
                "cards": [card_json(c, lang) for c in sort_for_display(h, score.trump)],
            }
            for s, h in enumerate(hand.dealt)
        ],
        "tricks": [
            {
                "winner": _seat(names, t.winner, lang),
                "cards": [{"card": card_json(c, lang), "seat": _seat(names, s, lang)} for s, c in t.plays],
            }
            for t in hand.tricks
        ],
        "sides": [{"side": s, "name": _side(names, s, lang)} for s in range(hand.rules.sides(hand.players))],
    }


def who_scores_question(hand: Hand, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
    """The question "who scores each point?" about a finished hand, the quiz's and the drill's: the
    hands and tricks, each point by name, and the sides to choose from, "nobody" among them (a
    tied Game, an undealt Jack)."""
    question = _hand_question(hand, names, lang) | {
        "prompt": word(lang, "quiz.who_scores.prompt"),
        "points": [{"point": a.point, "name": _point(a, names, lang)} for a in hand.score().awards],
    }
    question["sides"] = [*question["sides"], {"side": -1, "name": word(lang, "quiz.nobody")}]
    return question


class _AfterTheHand(Quiz):
    """A quiz on a finished hand (all six tricks played), made from the hand or its record;
    each kind words its question in :meth:`_question`."""

    def __init__(self, hand: Hand, **kwargs: Any) -> None:
        _require_over(hand)
        self._names = _names(hand)
        self._lang = _lang(kwargs)
        super().__init__(self._question(hand, hand.score()), **kwargs)

    def _question(self, hand: Hand, score: HandScore) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> Self:
        """The quiz on a finished hand record (its ``scores`` are the totals before the hand)."""
        return cls(_finished(record)[1], **kwargs)


class WhoScores(_AfterTheHand):
    """Say which side scores each point of a finished hand."""

    kind = "who-scores"

    def _question(self, hand: Hand, score: HandScore) -> dict[str, Any]:
        self._answers = {award.point: award.side for award in score.awards}
        self._why: dict[str, Explanation] = {award.point: award.why for award in score.awards}
        return who_scores_question(hand, self._names, self._lang)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, dict) or set(value) != set(self._answers):
            raise PitchError(word(self._lang, "quiz.who_scores.choose"))
        lines, right = [], 0
        for point, side in self._answers.items():
            ok = value[point] == (-1 if side is None else side)
            right += ok
            lines.append({"point": point, "ok": ok, "text": self._why[point].render(self._names, self._lang)})
        total = len(self._answers)
        return right == total, lines, word(self._lang, "quiz.count_right", right=right, total=total)


class ScoreChange(_AfterTheHand):
    """How does each side's total change after this hand?"""

    kind = "score-change"

    def __init__(self, hand: Hand, *, ask: str = "change", **kwargs: Any) -> None:
        """``ask="change"``: by how much each total changes; ``ask="total"``: each total after
        the hand, from the totals before it (the record's ``scores``), shown in the question."""
        if ask not in ("change", "total"):
            raise PitchError(f"ask must be 'change' or 'total', not {ask!r}")
        self._ask = ask
        super().__init__(hand, **kwargs)

    def _question(self, hand: Hand, score: HandScore) -> dict[str, Any]:
        names, lang, ask = self._names, self._lang, self._ask
        before = hand.scores or (0,) * len(score.delta)
        self._delta = (
            score.delta if ask == "change" else tuple(b + d for b, d in zip(before, score.delta, strict=True))
        )
        self._before, self._change = tuple(before), tuple(score.delta)
        self._side_names = [_side(names, side, lang) for side in range(len(score.delta))]
        self._said_names = [  # in the verdict, after its colon
            side_name(names, side, lang, start_=_after_colon(lang)) for side in range(len(score.delta))
        ]
        # the settlement speaks of the pitcher's side first, then the others in order
        order = [score.pitcher_side, *(s for s in range(len(score.delta)) if s != score.pitcher_side)]
        lines = [why.render(names, lang) for why in score.settlement]
        self._by_side = dict(zip(order, lines, strict=True))
        # a point nobody scores (a tied Game, an undealt Jack) changes no total: say why
        self._unscored = [award.why.render(names, lang) for award in score.awards if award.side is None]
        prompt = "quiz.change.prompt_change" if ask == "change" else "quiz.change.prompt_total"
        return _hand_question(hand, names, lang) | {
            "prompt": word(
                lang,
                prompt,
                seat=seat_name(names, score.pitcher, lang, start_=_opens(lang, prompt, "seat")),
                bid=score.bid,
            ),
            "ask": ask,
            "before": [
                {"side": side, "name": _side(names, side, lang), "total": total}
                for side, total in enumerate(before)
            ],
            "points": [
                {
                    "point": a.point,
                    "name": _point(a, names, lang),
                    "side": word(lang, "quiz.nobody") if a.side is None else _side(names, a.side, lang),
                }
                for a in score.awards
            ],
        }

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, dict) or len(value) != len(self._delta):
            raise PitchError(word(self._lang, "quiz.change.type"))
        try:
            # "−2" as the page writes it (a minus sign, copied or typed) reads as -2
            given = [int(str(value[str(side)]).replace("\u2212", "-")) for side in range(len(self._delta))]
        except (KeyError, TypeError, ValueError):
            raise PitchError(word(self._lang, "quiz.change.whole")) from None
        right = [g == d for g, d in zip(given, self._delta, strict=True)]
        lines = [{"side": side, "ok": ok, "text": self._by_side[side]} for side, ok in enumerate(right)]
        lines += [{"ok": True, "text": text} for text in self._unscored]
        if self._ask == "total":  # the sum that makes each total: "You 1 − 3 = −2"
            answer = ", ".join(
                f"{name} {_minus(b)} {MINUS if d < 0 else '+'} {abs(d)} = {_minus(b + d)}"
                for name, b, d in zip(self._said_names, self._before, self._change, strict=True)
            )
        else:
            answer = ", ".join(
                f"{name} {d:+d}" for name, d in zip(self._said_names, self._delta, strict=True)
            )
        if all(right):
            return True, lines, word(self._lang, "quiz.right_answer", answer=answer)
        return False, lines, word(self._lang, "quiz.not_quite", what=answer)


class WhoWinsMatch(Quiz):
    """The totals before a hand and the hand itself: who wins the match?"""

    kind = "who-wins-match"

    def __init__(self, record: HandRecord, hand: Hand, **kwargs: Any) -> None:
        names = _names(hand)
        score = hand.score()
        self._lang = lang = _lang(kwargs)
        before = record.scores or (0,) * hand.rules.sides(hand.players)
        outcome = settle_match(hand.rules, names, before, score, hand.dealer)
        self._winner = -1 if outcome.winner is None else outcome.winner
        if outcome.winner is None:
            self._verdict = word(lang, "quiz.match.goes_on")
        else:
            verb = "quiz.match.win" if names.side_is_plural(outcome.winner) else "quiz.match.wins"
            # said after the verdict's colon ("Certo: a sua dupla ganha a partida")
            capital = _after_colon(lang) and _opens(lang, verb, "side")
            side = side_name(names, outcome.winner, lang, start_=capital)
            self._verdict = word(lang, verb, side=side)
        self._why = outcome.why.render(names, lang)
        self._settlement = [why.render(names, lang) for why in score.settlement]
        question = _hand_question(hand, names, lang) | {
            "prompt": word(lang, "quiz.match.prompt", target=hand.rules.target),
            "before": [{"name": _side(names, s, lang), "total": t} for s, t in enumerate(before)],
            "rules": describe_rules(hand.rules, lang),
        }
        question["sides"] = [*question["sides"], {"side": -1, "name": word(lang, "quiz.match.nobody_yet")}]
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> WhoWinsMatch:
        parsed, hand = _finished(record)
        return cls(parsed, hand, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, int) or isinstance(value, bool):
            raise PitchError(word(self._lang, "quiz.match.choose"))
        correct = value == self._winner
        lines = [{"ok": True, "text": self._why}, *({"ok": True, "text": t} for t in self._settlement)]
        if correct:
            return True, lines, word(self._lang, "quiz.right_answer", answer=self._verdict)
        return False, lines, word(self._lang, "quiz.not_quite", what=self._verdict)


class IsBidLegal(Quiz):
    """Is this call allowed here?  Answer yes or no."""

    kind = "bid-legal"

    def __init__(self, hand: Hand, call: Call, **kwargs: Any) -> None:
        seat = _bidder(hand)
        names = _learner_names(hand, seat)
        self._lang = lang = _lang(kwargs)
        verdict = hand.judge(call)
        self._legal = verdict.legal
        self._why = verdict.why.render(names, lang)
        if isinstance(call, Bid):
            doing = word(lang, "quiz.bid_legal.bid", label=call_label(call))
        else:
            doing = word(lang, "quiz.bid_legal.pass" if isinstance(call, Pass) else "quiz.bid_legal.redeal")
        role = word(lang, "quiz.bid_legal.dealer" if seat == hand.dealer else "quiz.bid_legal.your_turn")
        question = {
            "prompt": word(lang, "quiz.bid_legal.prompt", role=role, doing=doing),
            "call": action_json(call),
            "rules": describe_rules(hand.rules, lang),
            "calls": [
                {"seat": _seat(names, s, lang), "label": call_label(c, names, lang)} for s, c in hand.calls
            ],
            "hand": [card_json(c, lang) for c in sort_for_display(hand.holding(seat))],
            "dealer": _seat(names, hand.dealer, lang),
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(
        cls, record: HandRecord | Mapping[str, Any], call: str | int, **kwargs: Any
    ) -> IsBidLegal:
        """The auction where a partial record stops; the question is about ``call``."""
        return cls(_record(record).replay(), parse_call(call), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, bool):
            raise PitchError(word(self._lang, "quiz.bid_legal.answer"))
        correct = value == self._legal
        summary = word(
            self._lang,
            f"quiz.bid_legal.{'right' if correct else 'wrong'}_{'allowed' if self._legal else 'not'}",
        )
        return correct, [{"ok": True, "text": self._why}], summary


class BidAdvice(Quiz):
    """What would you bid with this hand?  Judged by the rule texts' way of
    counting likely points (a sound bid, not a hidden "right answer")."""

    kind = "bid-advice"

    def __init__(self, hand: Hand, **kwargs: Any) -> None:
        seat = _bidder(hand)
        names = _learner_names(hand, seat)
        self._lang = lang = _lang(kwargs)
        judgement = count_points(
            hand.holding(seat),
            players=hand.players,
            teams=hand.rules.teams,
            min_bid=hand.rules.min_bid,
            low_to=hand.rules.low_to,
        )
        legal = [a for a in hand.legal_actions() if isinstance(a, Bid | Pass)]
        sound = judgement.bid if Bid(judgement.bid) in legal else 0
        self._sound = sound
        self._why = judgement.why.render(names, lang)
        self._legal = {action_json(a) for a in legal}
        question = {
            "prompt": word(lang, "quiz.advice.prompt"),
            "calls": [
                {"seat": _seat(names, s, lang), "label": call_label(c, names, lang)} for s, c in hand.calls
            ],
            "hand": [card_json(c, lang) for c in sort_for_display(hand.holding(seat))],
            "options": [{"call": action_json(a), "label": call_label(a, names, lang)} for a in legal],
            "rules": describe_rules(hand.rules, lang),
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> BidAdvice:
        return cls(_record(record).replay(), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if value not in self._legal:
            raise PitchError(word(self._lang, "quiz.advice.choose"))
        chosen = 0 if value == "pass" else int(value)
        if chosen == self._sound:
            summary = word(self._lang, "quiz.advice.sound_bid" if chosen else "quiz.advice.sound_pass")
        elif chosen > self._sound:
            summary = word(self._lang, "quiz.advice.bold")
        else:
            summary = word(self._lang, "quiz.advice.cautious")
        return chosen == self._sound, [{"ok": True, "text": self._why}], summary


class PickSeat(Quiz):
    """Click a seat at the table: who bids first, who deals next, who leads."""

    kind = "pick-seat"

    def __init__(
        self,
        players: int,
        dealer: int,
        *,
        prompt: str,
        answer: int,
        why: Explanation,
        names: Names,
        **kwargs: Any,
    ) -> None:
        self._answer = answer
        self._lang = lang = _lang(kwargs)
        self._why = why.render(names, lang)
        self._said = seat_name(names, answer, lang, start_=_after_colon(lang))  # after the verdict's colon
        question = {
            "prompt": prompt,
            "seats": [
                {"seat": s, "name": _seat(names, s, lang), "dealer": s == dealer} for s in range(players)
            ],
        }
        super().__init__(question, **kwargs)

    @classmethod
    def eldest(cls, players: int, dealer: int, **kwargs: Any) -> PickSeat:
        """Who bids first?"""
        names = Names(players, None, seat_names=default_seat_names(players, 0), you=0)  # seat 0 is "You"
        seat, why = eldest_hand(players, dealer, names)
        lang = _lang(kwargs)
        key = "quiz.seat.first_you" if dealer == 0 else "quiz.seat.first"
        prompt = word(lang, key, name=seat_name(names, dealer, lang, start_=_opens(lang, key, "name")))
        return cls(players, dealer, prompt=prompt, answer=seat, why=why, names=names, **kwargs)

    @classmethod
    def next_dealer(cls, players: int, dealer: int, *, thrown_in: bool = False, **kwargs: Any) -> PickSeat:
        """Who deals the next hand (after a scored hand, or after a redeal)?"""
        names = Names(players, None, seat_names=default_seat_names(players, 0), you=0)  # seat 0 is "You"
        seat, why = next_dealer(players, dealer, names, thrown_in=thrown_in)
        lang = _lang(kwargs)
        key = "quiz.seat.thrown_in" if thrown_in else "quiz.seat.scored"
        prompt = word(lang, key, name=seat_name(names, dealer, lang, start_=_opens(lang, key, "name")))
        return cls(players, dealer, prompt=prompt, answer=seat, why=why, names=names, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if (
            not isinstance(value, int)
            or isinstance(value, bool)
            or not 0 <= value < len(self.question["seats"])
        ):
            raise PitchError(word(self._lang, "quiz.seat.click"))
        correct = value == self._answer
        lines = [{"ok": True, "seat": self._answer, "text": self._why}]
        summary = word(self._lang, "quiz.seat.right" if correct else "quiz.seat.no", name=self._said)
        return correct, lines, summary


MINUS = "\u2212"


def _minus(total: int) -> str:
    """A total as the page writes it: a minus sign, not a hyphen ("\u22122")."""
    return f"{MINUS}{-total}" if total < 0 else str(total)
