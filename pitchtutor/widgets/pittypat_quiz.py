"""Pitty Pat quizzes for the lessons: each asks one question about a real
position and checks the answer with the Pitty Pat engine.

* :class:`MayYouPair` — pair, draw or pass here?
* :class:`WhichIsFree` — which card of a pair becomes the up-card?
* :class:`WhoPays` — how many penalty points does a player pay?
* :class:`BestFreeCard` — which card would you shed as the free card? (the text's tips)

The browser half is ``widgets/pittypat_quiz.js`` (a self-contained ES module);
passes are remembered in the browser like the Pitch quizzes', so the
course's progress counts them.

>>> quiz = MayYouPair.from_cards("7S KD 2C", up="7H", quiz_id="demo")
>>> quiz.answer("draw"), quiz.answer("pair"), quiz.passed
(False, True, True)
"""

from __future__ import annotations

import html
import random
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from pitchtutor.bots.pittypat import ranked_pairs, shed_score
from pitchtutor.cards import DECK, parse_card, parse_cards
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH, Names, card_phrase, check_locale, explain, seat_name
from pitchtutor.pittypat.actions import DRAW, PASS, Pair, penalty
from pitchtutor.pittypat.round import Round
from pitchtutor.pittypat.rules import Rules
from pitchtutor.texts.page import word
from pitchtutor.widgets.fallback import StaticFallback
from pitchtutor.widgets.feedback import Answering
from pitchtutor.widgets.pittypat_table import card_json
from pitchtutor.widgets.scene import default_seat_names
from pitchtutor.widgets.table import static_text

YOU = Names(3, seat_names=default_seat_names(3, 0), you=0)  # You, Ann, Ben: as the lessons' tables


def position(hand: str, up: str, others: Sequence[str] = ("", ""), pile: str = "", **rules: Any) -> Round:
    """A round at your turn (seat 0): your ``hand``, the other hands, the
    pile under the ``up``-card; the rest of the deck is the stock.

    So that the stock holds what it could at a real table (at most 36 cards at three
    players, never 46), an other hand left empty ("") is dealt five cards from the rest,
    hidden from you, and cards you must already have paired away go to the bottom of
    the pile: only of ranks that are not in your hand, on the pile or up, so that no
    count of a rank out of play (the strategy quizzes' score) changes."""
    held = [list(parse_cards(hand)), *[list(parse_cards(other)) for other in others]]
    on_pile = [*parse_cards(pile), parse_card(up)]
    placed = {card for cards in held for card in cards} | set(on_pile)
    deal = random.Random(f"{hand}|{up}|{pile}").sample(
        [card for card in DECK if card not in placed], len(DECK) - len(placed)
    )  # the same deal every time the quiz is made
    for cards in held[1:]:
        if not cards:
            cards.extend(deal[:5])
            del deal[:5]
    seen = {card.rank for card in (*held[0], *on_pile)}
    excess = len(deal) - (len(DECK) - 5 * len(held) - 1)
    paired_away = [card for card in deal if card.rank not in seen][: max(excess, 0)]
    on_pile = [*paired_away, *on_pile]
    placed = {card for cards in held for card in cards} | set(on_pile)
    stock = frozenset(card for card in DECK if card not in placed)
    return Round.position(Rules(**rules), len(held) - 1, held, on_pile, stock, to_act=0, names=YOU)


def _lang(options: dict[str, Any]) -> str:
    return check_locale(str(options.get("lang", ENGLISH)))


def _points(lang: str, count: int) -> str:
    """A number of penalty points: "1 point", "0 pontos", "0 point" (French keeps 0 and 1 singular)."""
    one = count < 2 if lang == "fr" else count == 1
    return word(lang, "pp.point_one" if one else "pp.point_many", count=count)


class PittyPatQuiz(StaticFallback, Answering, anywidget.AnyWidget):
    """What every Pitty Pat quiz shares: a question, choices, feedback, passed; ``lang`` (en, pt,
    fr) is the language of the question, the verdicts and the page's words, chosen when the quiz
    is made."""

    word_groups = ("kernel", "suit", "pp")

    _esm = static_text("pittypat_quiz.js")
    _css = static_text("pitch.css", "pittypat.css")
    bug_word = "pp.quiz_bug"
    bug_log = "pitchtutor Pitty Pat quiz error"

    question = traitlets.Dict().tag(sync=True)
    attempts = traitlets.Int(0).tag(sync=True)
    passed = traitlets.Bool(False).tag(sync=True)
    quiz_id = traitlets.Unicode("").tag(sync=True)

    def __init__(self, question: dict[str, Any], *, quiz_id: str = "", **kwargs: Any) -> None:
        super().__init__(question=question, quiz_id=quiz_id, **kwargs)
        self.on_msg(self._on_message)

    def _dispatch(self, content: object) -> None:
        if not isinstance(content, dict) or content.get("type") != "answer":
            raise PitchError(self.word("pp.quiz_not_understood", what=f"{content!r:.80}"))
        self.answer(content.get("value"))

    def answer(self, value: Any) -> bool:
        if value not in [option["value"] for option in self.question["options"]]:
            raise PitchError(self.word("pp.choose", value=f"{value!r:.40}"))
        correct, lines, summary = self.check(value)
        self.attempts += 1
        self.feedback = {"correct": correct, "summary": summary, "lines": lines, "attempt": self.attempts,
                         "answer": value}  # fmt: skip
        if correct:
            self.passed = True
        return correct

    def check(self, value: Any) -> tuple[bool, list[str], str]:
        """Whether ``value`` is right, the engine's sentences on it, and the summary line."""
        raise NotImplementedError

    def verdict(self, correct: bool, right: str, wrong: str, **facts: Any) -> str:
        """The summary line: the catalog's ``right`` sentence or its ``wrong`` one, in the quiz's language."""
        return word(self._lang, right if correct else wrong, **facts)

    def static_html(self) -> str:
        """The question as plain HTML, for pages that run no widget code."""
        question = self.question
        cards = " ".join(html.escape(card["pretty"]) for card in question.get("hand", []))
        return (
            f'<div class="pt-static"><p><b>{html.escape(question["prompt"])}</b></p>'
            + (f"<p>{cards}</p>" if cards else "")
            + f"<p><i>{html.escape(self.word('static.quiz_note'))}</i></p></div>"
        )


def _table(game: Round, lang: str) -> dict[str, Any]:
    return {"up": card_json(game.up, None, lang), "hand": [card_json(c, game.up, lang) for c in game.hand(0)],
            "stock": game.stock_size}  # fmt: skip


class MayYouPair(PittyPatQuiz):
    """Your turn: must you pair, draw or pass?  The engine's legal move is the answer."""

    def __init__(self, game: Round, **kwargs: Any) -> None:
        legal = game.legal_actions()
        self._answer = "pair" if isinstance(legal[0], Pair) else str(legal[0])
        self._game = game
        self._lang = lang = _lang(kwargs)
        options = [{"value": "pair", "label": word(lang, "pp.may_pair.pair")},
                   {"value": "draw", "label": word(lang, "pp.draw")},
                   {"value": "pass", "label": word(lang, "pp.pass")}]  # fmt: skip
        super().__init__({"kind": "choice", "prompt": word(lang, "pp.may_pair.prompt"), **_table(game, lang),
                          "options": options}, **kwargs)  # fmt: skip

    @classmethod
    def from_cards(cls, hand: str, up: str, **kwargs: Any) -> MayYouPair:
        return cls(position(hand, up), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[str], str]:
        game = self._game
        right = [legal for legal in game.legal_actions() if not isinstance(legal, Pair)]
        lang = self._lang
        why = game.judge(DRAW if self._answer == "pair" else right[0]).why.render(YOU, lang)
        lines = [why]
        if value != self._answer and value in ("draw", "pass"):
            chosen = game.judge(DRAW if value == "draw" else PASS).why.render(YOU, lang)
            if chosen != why:
                lines.insert(0, chosen)
        correct = value == self._answer
        move = word(lang, f"pp.move.{self._answer}")
        return correct, lines, self.verdict(correct, "pp.may_pair.right", "pp.may_pair.wrong", move=move)


class WhichIsFree(PittyPatQuiz):
    """A pair is discarded: which of its two cards is the new up-card?"""

    def __init__(self, game: Round, pair: Pair, **kwargs: Any) -> None:
        self._lang = lang = _lang(kwargs)
        verdict = game.judge(pair)
        if not verdict.legal:
            raise PitchError(verdict.why.render(YOU, lang))
        after = game.copy()
        after.apply(pair)
        self._answer = after.up.code
        self._why = verdict.why.render(YOU, lang)
        first, second = sorted((pair.match, pair.free), key=lambda card: card.code)
        phrase = {
            "match": card_phrase(pair.match.code, lang),
            "free": card_phrase(pair.free.code, lang),
            "up": card_phrase(game.up.code, lang),
        }
        prompt = word(lang, "pp.free.prompt", **phrase)
        super().__init__({"kind": "choice", **_table(game, lang), "prompt": prompt,
                          "options": [{"value": c.code, "label": c.pretty, "card": card_json(c, None, lang)}
                                      for c in (first, second)]}, **kwargs)  # fmt: skip

    @classmethod
    def from_cards(cls, hand: str, up: str, match: str, free: str, **kwargs: Any) -> WhichIsFree:
        return cls(position(hand, up), Pair(parse_card(match), parse_card(free)), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[str], str]:
        correct = value == self._answer
        card = card_phrase(self._answer, self._lang)
        return correct, [self._why], self.verdict(correct, "pp.free.right", "pp.free.wrong", card=card)


class WhoPays(PittyPatQuiz):
    """A round just ended: how many penalty points does a player pay?"""

    def __init__(self, game: Round, seat: int, **kwargs: Any) -> None:
        if game.end is None:
            raise PitchError("this quiz needs a finished round")
        self._lang = lang = _lang(kwargs)
        score = game.score()
        self._answer = score.penalties[seat]
        self._why = score.why[seat].render(YOU, lang)
        name = seat_name(YOU, seat, lang)
        cards = [card_json(c, None, lang) for c in game.hand(seat)]
        choices = sorted({self._answer, self._answer + 5, max(0, self._answer - 3), len(cards)})
        options = [{"value": n, "label": _points(lang, n)} for n in choices]
        prompt = word(lang, "pp.pays.prompt", end=game.end.why.render(YOU, lang), name=name)
        question = {"kind": "choice", "up": card_json(game.up, None, lang), "hand": cards,
                    "stock": game.stock_size, "prompt": prompt, "options": options}  # fmt: skip
        super().__init__(question, **kwargs)

    @classmethod
    def after_pair(cls, hand: str, up: str, *, match: str, free: str, others: Sequence[str], seat: int,
                   **kwargs: Any) -> WhoPays:  # fmt: skip
        """You go out with ``match`` and ``free``; the question is about ``seat``."""
        game = position(hand, up, others)
        game.apply(Pair(parse_card(match), parse_card(free)))
        return cls(game, seat, **kwargs)

    def check(self, value: Any) -> tuple[bool, list[str], str]:
        correct = value == self._answer
        points = _points(self._lang, self._answer)
        return correct, [self._why], self.verdict(correct, "pp.pays.right", "pp.pays.wrong", points=points)


class BestFreeCard(PittyPatQuiz):
    """You must pair: which card do you shed as the free card?  Judged by the
    text's tips, as the basic player scores them (penalty, and the other
    cards of the rank out of play)."""

    def __init__(self, game: Round, **kwargs: Any) -> None:
        self._lang = lang = _lang(kwargs)
        view = game.view(0)
        pairs = ranked_pairs(view)
        if len(pairs) < 2:
            raise PitchError("this quiz needs a choice of free cards")
        best = pairs[0]
        self._best_rank = best.free.rank
        self._match = best.match
        self._lines: dict[str, str] = {}
        options = []
        for pair in sorted(pairs, key=lambda p: -p.free.rank):
            keep = [c for c in view.holding if c not in (pair.match, pair.free)]
            pile = (*view.pile, pair.match)
            placed = sum(1 for c in (*keep, *pile) if c.rank == pair.free.rank)
            in_hand = any(c.rank == pair.free.rank for c in keep)
            # a rank the learner would keep twice: both cards wait for the same up-cards (tip 4)
            doubled = next((c.code for c in keep if sum(o.rank == c.rank for o in keep) > 1), None)
            why = explain("pittypat.tip_shed", YOU, card=pair.free.code, penalty=penalty(pair.free),
                          placed=min(placed, 3), in_hand=in_hand, doubled=doubled, kept=len(keep),
                          kept_ranks=len({c.rank for c in keep}),
                          score=shed_score(pair.free, keep, pile))  # fmt: skip
            self._lines[pair.free.code] = why.render(YOU, lang)
            options.append({"value": pair.free.code, "label": pair.free.pretty,
                            "card": card_json(pair.free, None, lang)})  # fmt: skip
        prompt = word(lang, "pp.best.prompt", match=card_phrase(best.match.code, lang))
        question = {"kind": "choice", **_table(game, lang), "options": options, "prompt": prompt}
        super().__init__(question, **kwargs)

    @classmethod
    def from_cards(cls, hand: str, up: str, pile: str = "", **kwargs: Any) -> BestFreeCard:
        return cls(position(hand, up, pile=pile), **kwargs)

    def check(self, value: Any) -> tuple[bool, list[str], str]:
        card = parse_card(str(value))
        correct = card.rank == self._best_rank
        best = next(code for code in self._lines if parse_card(code).rank == self._best_rank)
        lines = [self._lines[best]] if correct else [self._lines[str(value)], self._lines[best]]
        summary = (
            word(self._lang, "pp.best.right", card=card_phrase(card.code, self._lang))
            if correct
            else word(self._lang, "pp.best.better", card=card_phrase(best, self._lang))
        )
        return correct, lines, summary


__all__ = ["BestFreeCard", "MayYouPair", "PittyPatQuiz", "WhichIsFree", "WhoPays", "position"]
