"""Quiz widgets for the lessons: each asks one question about a real
position, checks the answer with the engine, and explains the right answer.

* :class:`WhichCardWins` — click the card that wins this trick.
* :class:`LegalCards` — click every card you may play, then check.
* :class:`WhoScores` — say who scores High, Low, Jack and Game.
* :class:`IsBidLegal` — is this bid allowed here?

* :class:`CountPips` — how many pips for Game in these cards?
* :class:`BestCard` — which card should you play? (checked by exact analysis)
* :class:`PipCounter` — not a quiz: click cards to count their pips.

Each is built from a hand record (a partial one for a position), so the
lessons' examples are real deals.  ``passed`` turns true once the learner
answers rightly; ``quiz_id`` names the quiz for progress, which the page
keeps in the browser's local storage so it survives a reload.  The quizzes
about whole hands and seats are in :mod:`pitchtutor.widgets.quiz_hand`.

>>> quiz = WhichCardWins.from_plays("H", ["KS", "2H", "AS", "3H"])
>>> quiz.answer("AS")
False
>>> quiz.feedback["correct"], quiz.answer("3H"), quiz.passed
(False, True, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import anywidget
import traitlets

from pitchtutor.cards import DECK, Card, Suit, parse_card, parse_cards, sort_for_display
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH, Names, Verdict, card_phrase, check_locale, explain, seat_name
from pitchtutor.hand import Hand
from pitchtutor.record import HandRecord
from pitchtutor.snapshot import Snapshot
from pitchtutor.state import Phase
from pitchtutor.texts.page import word
from pitchtutor.tricks import explain_trick, judge_card, winning_play
from pitchtutor.widgets.fallback import StaticFallback
from pitchtutor.widgets.feedback import Answering
from pitchtutor.widgets.scene import card_json, default_seat_names
from pitchtutor.widgets.table import static_text


def _record(record: HandRecord | Mapping[str, Any]) -> HandRecord:
    return record if isinstance(record, HandRecord) else HandRecord.from_json(record)


def _lang(options: Mapping[str, Any]) -> str:
    """The language a quiz is asked in (its ``lang=`` option), checked: the question is said in it
    when the quiz is made."""
    return check_locale(str(options.get("lang", ENGLISH)))


def _learner_names(hand: Hand, seat: int) -> Names:
    """The learner sits in ``seat``: "you", and the others by their places."""
    return Names(hand.players, hand.rules.teams, seat_names=default_seat_names(hand.players, seat), you=seat)


class Quiz(StaticFallback, Answering, anywidget.AnyWidget):
    """What every quiz shares: the question, the feedback, and whether it is passed; ``lang``
    (en, pt, fr) is the language of the question, the verdicts and the page's words, chosen when
    the quiz is made."""

    word_groups = ("kernel", "suit", "quiz")

    _esm = static_text("quiz.js")
    _css = static_text("pitch.css")

    question = traitlets.Dict().tag(sync=True)
    attempts = traitlets.Int(0).tag(sync=True)
    passed = traitlets.Bool(False).tag(sync=True)
    quiz_id = traitlets.Unicode("").tag(sync=True)
    four_color = traitlets.Bool(False).tag(sync=True)

    bug_word = "quiz.error_bug"
    bug_log = "pitchtutor quiz error"

    kind = "quiz"
    graded = True  # an explorer (PipCounter) answers but is not passed or failed

    def __init__(self, question: dict[str, Any], *, quiz_id: str = "", **kwargs: Any) -> None:
        question = {"kind": self.kind, "graded": self.graded, **question}
        super().__init__(question=question, quiz_id=quiz_id, **kwargs)
        self.on_msg(self._on_message)

    def static_html(self) -> str:
        """The question as plain HTML, for pages that run no widget code."""
        return question_html(self.question, self.lang)

    def _dispatch(self, content: object) -> None:
        if not isinstance(content, dict) or content.get("type") not in ("answer", "reset"):
            raise PitchError(self.word("quiz.error_message", content=f"{content!r:.80}"))
        if content["type"] == "reset":
            self.feedback = {}
            return
        self.answer(content.get("value"))

    def answer(self, value: Any) -> bool:
        """Check an answer, set the feedback, and return whether it was right."""
        correct, lines, summary = self.check(value)
        self.attempts += 1
        # One message for both: a page that shows "Right" has the pass too (it records it in the
        # browser's storage), even if the learner leaves at once.
        with self.hold_sync():
            self.feedback = {"correct": correct, "summary": summary, "lines": lines, "attempt": self.attempts}
            if correct and self.graded:
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
        self._lang = lang = _lang(kwargs)
        winner = winning_play(self._plays, trump)
        self._winning = winner[1]
        self._why = explain_trick(1, self._plays, trump, names)
        question = {
            "prompt": word(lang, "quiz.which_wins.prompt"),
            "trump": trump.value,
            "led": self._plays[0][1].suit.value,
            "cards": [
                {"card": card_json(card, lang), "seat": seat_name(names, seat, lang, start_=True)}
                for seat, card in self._plays
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
        lang = self._lang
        chosen = parse_card(value)
        if chosen not in [card for _, card in self._plays]:
            raise PitchError(word(lang, "quiz.which_wins.not_in_trick", **_named(lang, card=chosen)))
        why = self._why.render(self._names, lang).replace(
            word(lang, "quiz.which_wins.first_trick"), word(lang, "quiz.which_wins.the_trick")
        )
        if chosen == self._winning:
            summary = word(lang, "quiz.which_wins.right", **_named(lang, card=chosen))
            return True, [{"code": chosen.code, "ok": True, "text": why}], summary
        lines = [
            {"code": self._winning.code, "ok": True, "text": why},
            {
                "code": chosen.code,
                "ok": False,
                "text": _why_not_winning(chosen, self._winning, self._trump, lang),
            },
        ]
        return (
            False,
            lines,
            word(lang, "quiz.which_wins.wrong", **_named(lang, card=chosen, winner=self._winning)),
        )


def _why_not_winning(card: Card, winning: Card, trump: Suit, lang: str = ENGLISH) -> str:
    if card.suit is winning.suit:
        key = "quiz.which_wins.lower"
    elif winning.suit is trump:
        key = "quiz.which_wins.not_trump"
    else:
        key = "quiz.which_wins.off_suit"
    return word(lang, key, **_named(lang, card=card, winner=winning))


def _named(lang: str, **cards: Card) -> dict[str, str]:
    """Each card as the quiz's sentences name it, ``card`` and, at a sentence's start, ``Card``
    (an article agrees with its card: "a Dama de copas", "o Rei de copas")."""
    named = {name: card_phrase(card.code, lang) for name, card in cards.items()}
    started = {name.capitalize(): card_phrase(card.code, lang, start_=True) for name, card in cards.items()}
    return named | started


def legal_question(
    holding: Sequence[Card],
    trick: Sequence[tuple[str, Card]],
    trump: Suit | None,
    *,
    trump_anytime: bool,
    lang: str = ENGLISH,
) -> dict[str, Any]:
    """The question "which cards may you play?", the quiz's and the drill's: your cards as the hand
    shows them, the trick so far (each card with the name of the seat that played it) and the rule
    on trumping."""
    rule = word(lang, "quiz.legal.rule_anytime" if trump_anytime else "quiz.legal.rule_strict")
    return {
        "prompt": word(lang, "quiz.legal.prompt"),
        "trump": trump.value if trump else None,
        "rule": rule,
        "trick": [{"card": card_json(card, lang), "seat": seat} for seat, card in trick],
        "hand": [card_json(card, lang) for card in sort_for_display(holding, trump)],
    }


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
        self._lang = lang = _lang(kwargs)
        # One line a card, in the order the hand shows them, each led by its card: a void makes
        # every reason the same sentence ("you have no hearts, so any card may be played").
        self._verdicts = {
            card: word(lang, "quiz.legal.line", card=card.pretty, why=verdicts[card].why.render(names, lang))
            for card in sort_for_display(list(verdicts), trump)
        }
        self._legal = {card for card, verdict in verdicts.items() if verdict.legal}
        super().__init__(
            legal_question(holding, trick, trump, trump_anytime=trump_anytime, lang=lang), **kwargs
        )

    @classmethod
    def from_hand(cls, hand: Hand, **kwargs: Any) -> LegalCards:
        """The position of a hand in play, from the seat to act."""
        if hand.phase is not Phase.PLAY or hand.to_act is None:
            raise PitchError("this quiz needs a position in the play, with a player to act")
        seat = hand.to_act
        names = _learner_names(hand, seat)
        snap = Snapshot.of(hand, seat)
        lang = _lang(kwargs)
        return cls(
            holding=snap.holding(seat),
            trick=[(seat_name(names, s, lang, start_=True), c) for s, c in snap.current],
            trump=snap.trump,
            verdicts={choice.action: choice for choice in snap.choices if isinstance(choice.action, Card)},
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
        lang = _lang(kwargs)
        return cls(
            holding=mine,
            trick=[(seat_name(names, s, lang, start_=True), c) for s, c in enumerate(played)],
            trump=suit,
            verdicts=verdicts,
            names=names,
            trump_anytime=trump_anytime,
            **kwargs,
        )

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        lang = self._lang
        if not isinstance(value, list):
            raise PitchError(word(lang, "quiz.legal.choose"))
        chosen = set(parse_cards([str(v) for v in value]))
        if not chosen <= set(self._verdicts):
            raise PitchError(word(lang, "quiz.legal.only_yours"))
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
            return True, lines, _legal_summary(len(self._legal), len(self._verdicts), lang)
        missed, wrong = len(self._legal - chosen), len(chosen - self._legal)
        faults = []
        if missed:
            faults.append(word(lang, "quiz.legal.left_out", cards=_cards_count(missed, lang)))
        if wrong:
            faults.append(word(lang, "quiz.legal.chose_wrong", cards=_cards_count(wrong, lang)))
        what = (
            faults[0]
            if len(faults) == 1
            else word(lang, "quiz.legal.both", first=faults[0], second=faults[1])
        )
        return False, lines, word(lang, "quiz.not_quite", what=what)


class CountPips(Quiz):
    """How many pips for Game do these captured cards hold?"""

    kind = "count-pips"

    def __init__(self, cards: Sequence[Card], *, prompt: str | None = None, **kwargs: Any) -> None:
        if not cards or len(set(cards)) != len(cards):
            raise PitchError("count pips over a pile of different cards")
        self._cards = tuple(cards)
        self._total = sum(card.pips for card in cards)
        self._lang = lang = _lang(kwargs)
        question = {
            "prompt": prompt or word(lang, "quiz.pips.prompt"),
            "cards": [card_json(card, lang) for card in cards],
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_cards(cls, cards: str, **kwargs: Any) -> CountPips:
        return cls(parse_cards(cards), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        lang = self._lang
        if not isinstance(value, int) or isinstance(value, bool):
            raise PitchError(word(lang, "quiz.pips.type"))
        why = _pips_explanation(self._cards, lang)
        correct = value == self._total
        summary = (
            word(lang, "quiz.pips.right", total=self._total)
            if correct
            else word(lang, "quiz.pips.wrong", value=value, total=self._total)
        )
        return correct, [{"ok": True, "text": why}], summary


def _pips_explanation(cards: Sequence[Card], lang: str = ENGLISH) -> str:
    facts = [[card.code, card.pips] for card in cards]
    why = explain("pips.count", Names(4, 2), cards=facts, total=sum(card.pips for card in cards))
    return why.render(Names(4, 2), lang)


class PipCounter(Quiz):
    """Not a quiz: the cards of a suit in trick order; click cards to put
    them in a pile and the engine counts the pile's Game pips."""

    kind = "pip-counter"
    graded = False

    def __init__(self, cards: Sequence[Card] | None = None, **kwargs: Any) -> None:
        cards = (
            tuple(cards)
            if cards is not None
            else tuple(sorted((c for c in DECK if c.suit is Suit.SPADES), key=lambda c: -c.rank))
        )
        self._cards = {card.code: card for card in cards}
        self._lang = lang = _lang(kwargs)
        order = sorted(cards, key=lambda c: -c.rank)
        question = {
            "prompt": word(lang, "quiz.counter.prompt"),
            "cards": [
                card_json(card, lang) | {"pips": card.pips, "order": order.index(card) + 1} for card in cards
            ],
        }
        super().__init__(question, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        if not isinstance(value, list) or not all(
            isinstance(code, str) and code in self._cards for code in value
        ):
            raise PitchError(word(self._lang, "quiz.counter.choose"))
        pile = [self._cards[code] for code in value]
        total = sum(card.pips for card in pile)
        return (
            True,
            [{"ok": True, "text": _pips_explanation(pile, self._lang)}],
            word(
                self._lang, "quiz.counter.pile_one" if total == 1 else "quiz.counter.pile_many", count=total
            ),
        )


class BestCard(Quiz):
    """Which card should you play?  Every hand is shown; the answer is
    checked by the exact (double-dummy) analysis of every continuation."""

    kind = "best-card"

    def __init__(self, hand: Hand, *, tip: str | Sequence[str] = (), **kwargs: Any) -> None:
        from pitchtutor.coach.analysis import card_values
        from pitchtutor.coach.strategy import side_in_play
        from pitchtutor.coach.strategy import tip as tip_explanation

        seat = hand.to_act
        values = card_values(hand)  # refuses positions it cannot search
        assert seat is not None
        self._hand = hand.copy()
        self._values = values
        self._names = _learner_names(hand, seat)
        self._lang = lang = _lang(kwargs)
        keys = [tip] if isinstance(tip, str) else tip
        # fitted to the learner's side ("Defenders, above all, feed…" is not said to the bidders)
        view = hand.view(seat)
        side, partners = side_in_play(view), hand.rules.teams is not None
        tips = [tip_explanation(key, self._names, side=side, partners=partners) for key in keys]
        self._tips = [t.render(self._names, lang) for t in tips]
        names = self._names
        best_value = values[0].value
        snap = Snapshot.of(hand, seat, show_all=True)  # every hand is shown face up
        question = {
            "prompt": word(lang, "quiz.best.prompt"),
            "trump": snap.trump.value if snap.trump else None,
            "bid": word(
                lang, "quiz.best.bid", seat=seat_name(names, snap.pitcher, lang, start_=True), bid=snap.bid
            )
            if snap.pitcher is not None
            else None,
            "hands": [
                {
                    "seat": seat_name(names, other.seat, lang, start_=True),
                    "you": False,
                    "cards": [card_json(c, lang) for c in other.cards or ()],
                }
                for other in snap.seats
                if other.seat != seat
            ],
            "trick": [
                {"card": card_json(c, lang), "seat": seat_name(names, s, lang, start_=True)}
                for s, c in snap.current
            ],
            "hand": [card_json(c, lang) for c in snap.holding(seat)],
            "best_count": sum(1 for v in values if v.value == best_value),
        }
        super().__init__(question, **kwargs)

    @classmethod
    def from_record(
        cls, record: HandRecord | Mapping[str, Any], *, tip: str | Sequence[str] = (), **kwargs: Any
    ) -> BestCard:
        return cls(_record(record).replay(), tip=tip, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[dict[str, Any]], str]:
        from pitchtutor.coach.analysis import explain_choice

        chosen = parse_card(str(value))
        legal = {v.card: v for v in self._values}
        if chosen not in legal:
            verdict = self._hand.judge(chosen)
            raise PitchError(verdict.why.render(self._names, self._lang))
        why = explain_choice(self._hand, chosen, self._values, self._names)
        correct = why.key == "analysis.best_card"
        lines = [{"code": chosen.code, "ok": correct, "text": why.render(self._names, self._lang)}]
        lines += [{"ok": True, "text": text} for text in self._tips]
        best = self._values[0].card
        summary = (
            word(self._lang, "quiz.best.right", card=chosen.pretty)
            if correct
            else word(self._lang, "quiz.best.better", best=best.pretty, card=chosen.pretty)
        )
        return correct, lines, summary


def _legal_summary(legal: int, held: int, lang: str = ENGLISH) -> str:
    """ "Right: you may play all 5 of your cards.", "Right: you may play 2 of your 6 cards."."""
    if legal == held:
        return word(lang, "quiz.legal.all", held=held) if held > 1 else word(lang, "quiz.legal.only")
    return word(lang, "quiz.legal.some", legal=legal, held=held)


def _cards_count(count: int, lang: str = ENGLISH) -> str:
    """ "1 card", "2 cards" (a count of at least one)."""
    return word(lang, "quiz.cards_one" if count == 1 else "quiz.cards_many", count=count)


def question_html(question: Mapping[str, Any], lang: str = ENGLISH) -> str:
    """A plain picture of a question, for pages that run no widget code."""
    import html

    cards = [c.get("card", c) for key in ("cards", "trick", "hand") for c in question.get(key, []) or []]
    shown = " ".join(
        html.escape(parse_card(c["code"]).pretty) for c in cards if isinstance(c, dict) and "code" in c
    )
    return (
        f'<div class="pt-static"><p><b>{html.escape(str(question.get("prompt", "")))}</b></p>'
        + (f"<p>{shown}</p>" if shown else "")
        + f"<p><i>{html.escape(word(lang, 'static.quiz_note'))}</i></p></div>"
    )
