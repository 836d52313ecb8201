"""Quizzes about whole hands, the auction and the seats: who scores, what
the totals become, who wins the match, whether a bid is legal, what to
bid, and who deals or bids first.  Each checks the answer with the engine
and explains the right answer (see :mod:`pitchtutor.widgets.quiz`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pitchtutor.actions import Bid, Call, Pass, action_json, parse_call
from pitchtutor.cards import sort_for_display
from pitchtutor.coach.strategy import count_points
from pitchtutor.errors import PitchError
from pitchtutor.explain import Explanation, Names
from pitchtutor.hand import Hand
from pitchtutor.match import eldest_hand, next_dealer, settle_match
from pitchtutor.record import HandRecord
from pitchtutor.state import Phase
from pitchtutor.widgets.quiz import Quiz, _learner_names, _record
from pitchtutor.widgets.scene import call_label, card_json, default_seat_names


def _finished(record: HandRecord | Mapping[str, Any]) -> tuple[HandRecord, Hand]:
    parsed = _record(record)
    hand = parsed.replay()
    if hand.phase is not Phase.OVER:
        raise PitchError("this quiz needs a hand with all six tricks played")
    return parsed, hand


def _names(hand: Hand) -> Names:
    """The names the table gives the same deal (seat 0 is "You"), so that a quiz and the
    table beside it speak of the same players."""
    return Names(hand.players, hand.rules.teams, seat_names=default_seat_names(hand.players, 0), you=0)


def _hand_question(hand: Hand, names: Names) -> dict[str, Any]:
    """The hands as dealt and the six tricks, for the questions about a finished hand."""
    score = hand.score()
    return {
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
        "sides": [
            {"side": s, "name": names.side(s, start=True)} for s in range(hand.rules.sides(hand.players))
        ],
    }


class WhoScores(Quiz):
    """Say which side scores each point of a finished hand."""

    kind = "who-scores"

    def __init__(self, hand: Hand, **kwargs: Any) -> None:
        if hand.phase is not Phase.OVER:
            raise PitchError("this quiz needs a hand with all six tricks played")
        names = _names(hand)
        score = hand.score()
        self._answers = {award.point: award.side for award in score.awards}
        self._why: dict[str, Explanation] = {award.point: award.why for award in score.awards}
        self._names = names
        question = _hand_question(hand, names) | {
            "prompt": "Who scores each point of this hand?",
            "points": [{"point": a.point, "name": a.name} for a in score.awards],
        }
        question["sides"] = [*question["sides"], {"side": -1, "name": "Nobody"}]
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> WhoScores:
        return cls(_finished(record)[1], **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, dict) or set(value) != set(self._answers):
            raise PitchError("choose who scores every point first")
        lines, right = [], 0
        for point, side in self._answers.items():
            ok = value[point] == (-1 if side is None else side)
            right += ok
            lines.append({"point": point, "ok": ok, "text": self._why[point].render(self._names)})
        total = len(self._answers)
        return right == total, lines, f"{right} of {total} right."


class ScoreChange(Quiz):
    """How does each side's total change after this hand?"""

    kind = "score-change"

    def __init__(self, hand: Hand, *, ask: str = "change", **kwargs: Any) -> None:
        """``ask="change"``: by how much each total changes; ``ask="total"``: each total after
        the hand, from the totals before it (the record's ``scores``), shown in the question."""
        if hand.phase is not Phase.OVER:
            raise PitchError("this quiz needs a hand with all six tricks played")
        if ask not in ("change", "total"):
            raise PitchError(f"ask must be 'change' or 'total', not {ask!r}")
        names = _names(hand)
        score = hand.score()
        before = hand.scores or (0,) * len(score.delta)
        self._delta = (
            score.delta if ask == "change" else tuple(b + d for b, d in zip(before, score.delta, strict=True))
        )
        self._ask = ask
        self._before, self._change = tuple(before), tuple(score.delta)
        self._side_names = [names.side(side, start=True) for side in range(len(score.delta))]
        # the settlement speaks of the pitcher's side first, then the others in order
        order = [score.pitcher_side, *(s for s in range(len(score.delta)) if s != score.pitcher_side)]
        lines = [why.render(names) for why in score.settlement]
        self._by_side = dict(zip(order, lines, strict=True))
        # a point nobody scores (a tied Game, an undealt Jack) changes no total: say why
        self._unscored = [award.why.render(names) for award in score.awards if award.side is None]
        question = _hand_question(hand, names) | {
            "prompt": f"{names.seat(score.pitcher, start=True)} bid {score.bid}. By how much does each "
            "side's total change? (Type a negative number for a set-back.)"
            if ask == "change"
            else f"{names.seat(score.pitcher, start=True)} bid {score.bid}. What is each side's total after "
            "this hand? (Below zero is allowed: that is in the bog.)",
            "ask": ask,
            "before": [
                {"side": side, "name": names.side(side, start=True), "total": total}
                for side, total in enumerate(before)
            ],
            "points": [
                {
                    "point": a.point,
                    "name": a.name,
                    "side": "Nobody" if a.side is None else names.side(a.side, start=True),
                }
                for a in score.awards
            ],
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> ScoreChange:
        """The quiz on a finished hand record (its ``scores`` are the totals before the hand)."""
        return cls(_finished(record)[1], **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, dict) or len(value) != len(self._delta):
            raise PitchError("type the change for every side")
        try:
            given = [int(value[str(side)]) for side in range(len(self._delta))]
        except (KeyError, TypeError, ValueError):
            raise PitchError("type a whole number for every side, such as 3 or -2") from None
        right = [g == d for g, d in zip(given, self._delta, strict=True)]
        lines = [{"side": side, "ok": ok, "text": self._by_side[side]} for side, ok in enumerate(right)]
        lines += [{"ok": True, "text": text} for text in self._unscored]
        if self._ask == "total":  # the sum that makes each total: "You 1 - 3 = -2"
            answer = ", ".join(
                f"{name} {b} {'-' if d < 0 else '+'} {abs(d)} = {b + d}"
                for name, b, d in zip(self._side_names, self._before, self._change, strict=True)
            )
        else:
            answer = ", ".join(
                f"{name} {d:+d}" for name, d in zip(self._side_names, self._delta, strict=True)
            )
        return all(right), lines, ("Right: " if all(right) else "Not quite: ") + answer + "."


class WhoWinsMatch(Quiz):
    """The totals before a hand and the hand itself: who wins the match?"""

    kind = "who-wins-match"

    def __init__(self, record: HandRecord, hand: Hand, **kwargs: Any) -> None:
        names = _names(hand)
        score = hand.score()
        before = record.scores or (0,) * hand.rules.sides(hand.players)
        outcome = settle_match(hand.rules, names, before, score, hand.dealer)
        self._winner = -1 if outcome.winner is None else outcome.winner
        if outcome.winner is None:
            self._verdict = "nobody wins yet; the match goes on"
        else:
            verb = "win" if names.side_is_plural(outcome.winner) else "wins"
            self._verdict = f"{names.side(outcome.winner, start=True)} {verb} the match"
        self._why = outcome.why.render(names)
        self._settlement = [why.render(names) for why in score.settlement]
        question = _hand_question(hand, names) | {
            "prompt": f"The target is {hand.rules.target}. Who wins the match when this hand is scored?",
            "before": [{"name": names.side(s, start=True), "total": t} for s, t in enumerate(before)],
            "rules": hand.rules.describe(),
        }
        question["sides"] = [*question["sides"], {"side": -1, "name": "Nobody yet"}]
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> WhoWinsMatch:
        parsed, hand = _finished(record)
        return cls(parsed, hand, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, int) or isinstance(value, bool):
            raise PitchError("choose a side, or nobody yet")
        correct = value == self._winner
        lines = [{"ok": True, "text": self._why}, *({"ok": True, "text": t} for t in self._settlement)]
        return correct, lines, f"{'Right' if correct else 'Not quite'}: {self._verdict}."


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
        doing = "pass" if label == "Pass" else "demand a redeal" if label == "Redeal" else f"bid {label}"
        role = "You are the dealer" if seat == hand.dealer else "It is your turn"
        question = {
            "prompt": f"{role}. May you {doing} now?",
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
        return cls(_record(record).replay(), parse_call(call), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, bool):
            raise PitchError("answer yes or no")
        correct = value == self._legal
        verdict = "allowed" if self._legal else "not allowed"
        summary = f"Right: it is {verdict}." if correct else f"Not so: in fact it is {verdict}."
        return correct, [{"ok": True, "text": self._why}], summary


class BidAdvice(Quiz):
    """What would you bid with this hand?  Judged by the rule texts' way of
    counting likely points (a sound bid, not a hidden "right answer")."""

    kind = "bid-advice"

    def __init__(self, hand: Hand, **kwargs: Any) -> None:
        if hand.phase is not Phase.AUCTION or hand.to_act is None:
            raise PitchError("this quiz needs a position in the auction")
        seat = hand.to_act
        names = _learner_names(hand, seat)
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
        self._why = judgement.why.render(names)
        self._legal = {action_json(a) for a in legal}
        question = {
            "prompt": "What would you bid with this hand?",
            "calls": [{"seat": names.seat(s, start=True), "label": call_label(c)} for s, c in hand.calls],
            "hand": [card_json(c) for c in sort_for_display(hand.holding(seat))],
            "options": [{"call": action_json(a), "label": call_label(a)} for a in legal],
            "rules": hand.rules.describe(),
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(cls, record: HandRecord | Mapping[str, Any], **kwargs: Any) -> BidAdvice:
        return cls(_record(record).replay(), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if value not in self._legal:
            raise PitchError("choose one of the calls shown")
        chosen = 0 if value == "pass" else int(value)
        if chosen == self._sound:
            summary = "A sound call." if chosen else "A sound pass."
        elif chosen > self._sound:
            summary = "Bolder than the count supports: you risk being set back."
        else:
            summary = "More cautious than the count: you may be giving the contract away."
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
        self._why = why.render(names)
        question = {
            "prompt": prompt,
            "seats": [
                {"seat": s, "name": names.seat(s, start=True), "dealer": s == dealer} for s in range(players)
            ],
        }
        super().__init__(question, **kwargs)

    @classmethod
    def eldest(cls, players: int, dealer: int, **kwargs: Any) -> PickSeat:
        """Who bids first?"""
        names = Names(players, None, seat_names=default_seat_names(players, 0), you=0)  # seat 0 is "You"
        seat, why = eldest_hand(players, dealer, names)
        prompt = f"{names.seat(dealer, start=True)} {'deal' if dealer == 0 else 'deals'}. Who bids first?"
        return cls(players, dealer, prompt=prompt, answer=seat, why=why, names=names, **kwargs)

    @classmethod
    def next_dealer(cls, players: int, dealer: int, *, thrown_in: bool = False, **kwargs: Any) -> PickSeat:
        """Who deals the next hand (after a scored hand, or after a redeal)?"""
        names = Names(players, None, seat_names=default_seat_names(players, 0), you=0)  # seat 0 is "You"
        seat, why = next_dealer(players, dealer, names, thrown_in=thrown_in)
        dealt = names.seat(dealer, start=True)
        what = (
            "everyone passed and the cards were thrown in" if thrown_in else "the hand was played and scored"
        )
        prompt = f"{dealt} dealt; {what}. Who deals next?"
        return cls(players, dealer, prompt=prompt, answer=seat, why=why, names=names, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if (
            not isinstance(value, int)
            or isinstance(value, bool)
            or not 0 <= value < len(self.question["seats"])
        ):
            raise PitchError("click a seat")
        correct = value == self._answer
        name = self.question["seats"][self._answer]["name"]
        lines = [{"ok": True, "seat": self._answer, "text": self._why}]
        return correct, lines, f"Right: {name}." if correct else f"No: {name}."
