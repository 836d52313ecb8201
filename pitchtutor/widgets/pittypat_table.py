"""The Pitty Pat table: an anywidget for Belize's matching game, in the same
visual language as the Pitch table (the felt, the chips, the tutor's line).

:class:`PittyPatSession` holds the match and decides everything (pure Python,
testable without a browser); :class:`PittyPatTable` sends its scene to the
browser half, ``widgets/pittypat.js``, and passes the player's clicks back.
Hidden cards never reach the page: during play the other hands are counts,
and another seat's kept draw is told as "draws a card and keeps it hidden".
At the end of a round every hand is shown, as the penalties are counted.

>>> table = PittyPatTable(players=3, seed=4)
>>> table.scene["seats"][1]["cards"] is None  # others' cards never leave Python
True
"""

from __future__ import annotations

import html
import inspect
import logging
from collections.abc import Mapping, Sequence
from typing import Any

import anywidget
import traitlets

from pitchtutor.bots.pittypat import Bot, make_bot
from pitchtutor.cards import Card, parse_card
from pitchtutor.errors import IllegalActionError, PitchError
from pitchtutor.explain import (
    ENGLISH,
    Explanation,
    Names,
    card_name,
    card_phrase,
    check_locale,
    compass_names,
    explain,
    feminine_seat,
    label,
    seat_name,
)
from pitchtutor.pittypat.actions import DRAW, PASS, Action, Drawn, Pair, penalty
from pitchtutor.pittypat.match import Match, Settlement
from pitchtutor.pittypat.round import Phase, Round
from pitchtutor.pittypat.rules import Rules
from pitchtutor.texts.page import word
from pitchtutor.widgets.fallback import StaticFallback
from pitchtutor.widgets.scene import default_seat_names
from pitchtutor.widgets.session import Localized, refusal
from pitchtutor.widgets.table import static_text
from pitchtutor.widgets.words import Worded

log = logging.getLogger(__name__)

TUTOR_LINES = 12
"""The tutor's most recent lines sent with each scene."""
_HIDDEN_DRAWS = ("pittypat.drawn_kept", "pittypat.drawn_again", "pittypat.drawn_stock_out")


def card_json(card: Card, up: Card | None = None, lang: str = ENGLISH) -> dict[str, Any]:
    name = card.name if lang == ENGLISH else card_name(card.code, lang)
    data: dict[str, Any] = {"code": card.code, "rank": card.rank.label, "suit": card.suit.letter,
                            "name": name, "pretty": card.pretty}  # fmt: skip
    if up is not None:
        data["match"] = card.rank == up.rank
    return data


class PittyPatSession:
    """A Pitty Pat match seen from one seat, with built-in players at the others."""

    def __init__(
        self,
        rules: Rules | Mapping[str, Any] | None = None,
        players: int = 3,
        *,
        viewer: int = 0,
        seed: int | None = None,
        bot: str = "basic",
        seat_names: Sequence[str] | None = None,
        lang: str = ENGLISH,
    ) -> None:
        self.lang = check_locale(lang)
        """The language of the tutor's lines and the table's words (``lang``: en, pt, fr)."""
        self.rules = rules if isinstance(rules, Rules) else Rules.from_json(rules)
        if not isinstance(viewer, int) or not 0 <= viewer < players:
            raise PitchError(f"viewer {viewer!r} is not a seat: the seats are 0 to {players - 1}")
        if seat_names is None and players == 4:
            seat_names = compass_names(players, viewer)
        elif seat_names is None:  # first names, as the Pitch tables and the quizzes use: not "seat 1"
            seat_names = default_seat_names(players, viewer)
        self.viewer = viewer
        self.names = Names(players, seat_names=seat_names, you=viewer)
        self.seed = seed
        self.match = Match(self.rules, players, rng=seed, names=self.names)
        self.bots: list[Bot] = [make_bot(bot, None if seed is None else seed + s) for s in range(players)]
        self.lines: list[dict[str, Any]] = [self._line(why, None) for why in self.match.dealer_why]
        self.settlement: Settlement | None = None
        self.notice: str | None = None
        # the cards a take-back put back on the stock, in the order they came off: drawn again,
        # they come off in that order, as from a real stock (a take-back does not reshuffle it)
        self.stock_top: list[Card] = []
        self.round: Round = self.match.new_round()
        self._say_deal()
        self._advance()

    # -- the game -------------------------------------------------------------------

    def _line(self, why: Explanation, seat: int | None) -> dict[str, Any]:
        """A tutor's line: said in the session's language when the scene is made."""
        return {"why": why, "key": why.key, "seat": seat}

    def _say(self, line: dict[str, Any]) -> dict[str, Any]:
        """A tutor's line as the page shows it: its text in ``lang``."""
        if "why" in line:
            text = line["why"].render(self.names, self.lang)
        else:
            values = dict(line["values"])
            # after the round's number and a colon: no capital ("Manche 2 : vous donnez")
            if "dealer" in values:
                values["dealer"] = seat_name(self.names, int(values["dealer"]), self.lang)
            if "up" in values:
                values["up"] = card_phrase(values["up"], self.lang)
            text = word(self.lang, line["word"], **values)
        return {"text": text, "key": line["key"], "seat": line["seat"]}

    def seat_name(self, seat: int) -> str:
        return seat_name(self.names, seat, self.lang, start_=True)

    def _say_deal(self) -> None:
        played = self.round
        key = "pp.round_line_you" if played.dealer == self.viewer else "pp.round_line"
        values = {"number": self.match.rounds_played + 1, "dealer": played.dealer, "up": played.up.code}
        self.lines.append({"word": key, "values": values, "key": "round", "seat": None})

    def _record(self, seat: int, action: Action, whys: Sequence[Explanation], up_before: Card) -> None:
        for why in whys:
            if isinstance(action, Drawn) and seat != self.viewer and why.key in _HIDDEN_DRAWS:
                why = explain("pittypat.drawn_hidden", self.names, seat=seat, up=up_before.code)  # noqa: PLW2901
            end = self.round.end
            # the round's end is the table's news, not the last mover's line (the page bolds your own)
            self.lines.append(self._line(why, None if end is not None and why == end.why else seat))

    def _step(self, action: Action) -> None:
        played = self.round
        seat = played.to_act
        assert seat is not None
        up = played.up
        whys = played.apply(action)
        self._record(seat, action, whys, up)

    def _advance(self) -> None:
        """Let the stock and the built-in players move until the viewer must decide."""
        played = self.round
        while played.to_act is not None and (played.to_act != self.viewer or played.phase is Phase.DRAW):
            if played.phase is Phase.DRAW:
                self._step(Drawn(self._draw()))
            else:
                seat = played.to_act
                self._step(self.bots[seat].choose(played.view(seat, log=False)))
        if played.end is not None and self.settlement is None:
            self.settlement = self.match.finish_round()
            self.lines += [self._line(why, None) for why in self.settlement.why]

    def _draw(self) -> Card:
        outcomes = self.round.chance_outcomes()
        while self.stock_top:
            card = self.stock_top.pop(0)
            if card in outcomes:
                return card
        return self.match.rng.choice(outcomes)

    def act(self, action: Action) -> None:
        """The viewer's move; an illegal one raises IllegalActionError with the reason."""
        self.notice = None
        played = self.round
        if played.to_act != self.viewer:
            raise IllegalActionError(played.judge(action, seat=self.viewer).why)
        self._step(action)
        self._advance()

    def why(self, action: Action) -> str:
        """The verdict on a move, without making it (shown as a notice)."""
        self.notice = self.round.judge(action, seat=self.viewer).why.render(self.names, self.lang)
        return self.notice

    def next_round(self) -> None:
        if self.settlement is None:
            raise IllegalActionError(explain("pittypat.not_over", self.names, to_act=self.round.to_act))
        if self.match.winner is not None:  # the match is over: the next round starts a new match
            self.seed = None if self.seed is None else self.seed + 1000
            self.match = Match(self.rules, self.match.players, rng=self.seed, names=self.names)
            self.lines = [self._line(why, None) for why in self.match.dealer_why]
        self.settlement = None
        self.notice = None
        self.stock_top = []
        self.round = self.match.new_round()
        self._say_deal()
        self._advance()

    def undo(self) -> None:
        """Back to the viewer's last decision in this round; the cards drawn since go back on top of
        the stock, so the same cards come off it again."""
        why = self.undo_why()
        if why is not None:
            raise Localized(why)
        steps = self.round.steps
        mine = [i for i, step in enumerate(steps) if step.seat == self.viewer and step.starts_turn]
        undone = [step.action.card for step in steps[mine[-1] :] if isinstance(step.action, Drawn)]
        self.stock_top = [card for card in undone if card is not None] + self.stock_top
        self.round.rewind(mine[-1])
        self.lines.append({"word": "pp.taken_back", "values": {}, "key": "undo", "seat": self.viewer})

    def undo_why(self) -> str | None:
        """Why nothing can be taken back now (the round scored, or no move of the viewer's in it
        yet), or None: the page marks Undo so, as it marks Draw and Pass."""
        if self.settlement is not None:
            return word(self.lang, "pp.scored")
        if not any(step.seat == self.viewer and step.starts_turn for step in self.round.steps):
            return word(self.lang, "pp.nothing_back")
        return None

    # -- what the page shows -------------------------------------------------------------

    def scene(self, error: str | None = None) -> dict[str, Any]:
        played = self.round
        over = played.end is not None
        up = played.up
        seats = []
        for seat in range(played.players):
            hand = played.hand(seat)
            shown = seat == self.viewer or over
            seats.append({
                "seat": seat, "name": self.seat_name(seat), "count": len(hand),
                "feminine": feminine_seat(self.names, seat, self.lang),
                "dealer": seat == played.dealer, "to_act": seat == played.to_act, "you": seat == self.viewer,
                "cards": [card_json(c, up if seat == self.viewer else None, self.lang) for c in hand]
                if shown else None,
            })  # fmt: skip
        moves: dict[str, Any] = {"pairs": [], "draw": None, "pass": None}
        must = None
        if played.to_act == self.viewer and played.phase is not Phase.DRAW:
            for action in played.legal_actions():
                if isinstance(action, Pair):
                    moves["pairs"].append({"match": action.match.code, "free": action.free.code})
                elif action == DRAW:
                    moves["draw"] = played.judge(DRAW).why.render(self.names, self.lang)
                elif action == PASS:
                    moves["pass"] = played.judge(PASS).why.render(self.names, self.lang)
            must = _must(played).render(self.names, self.lang)
        return {
            "game": "pitty-pat",
            "rules": describe_rules(self.rules, self.lang),
            "players": played.players,
            "viewer": self.viewer,
            "round": self.match.rounds_played + (0 if over else 1),
            "phase": played.phase.value,
            "up": card_json(up, None, self.lang),
            "stock": played.stock_size,
            "pile": len(played.pile),
            "rebuilds": played.rebuilds,
            "seats": seats,
            "moves": moves,
            "must": must,
            "undo": self.undo_why(),
            "tutor": [self._say(line) for line in self.lines[-TUTOR_LINES:]],
            "notice": self.notice,
            "error": error,
            "end": self._end(),
            "sheet": self._sheet(),
            "match_over": self.match.winner is not None,
        }

    def _end(self) -> dict[str, Any] | None:
        end = self.round.end
        if end is None:
            return None
        return {"how": end.how, "winners": list(end.winners), "text": end.why.render(self.names, self.lang),
                "names": [self.seat_name(s) for s in end.winners]}  # fmt: skip

    def _sheet(self) -> list[dict[str, Any]]:
        rows = []
        last = self.settlement
        for seat in range(self.round.players):
            penalties = [s.totals[seat] - (self.match.settlements[i - 1].totals[seat] if i else 0)
                         for i, s in enumerate(self.match.settlements)]  # fmt: skip
            rows.append({
                "seat": seat, "name": self.seat_name(seat), "rounds": penalties,
                "total": self.match.totals[seat],
                "chips": self.match.chips[seat] if self.rules.stake else None,
                "winner": self.match.winner == seat,
                "left": [penalty(c) for c in self.round.hand(seat)] if last is not None else None,
            })  # fmt: skip
        return rows


def _must(played: Round) -> Explanation:
    """The one-line reason for the viewer's situation: why a pair is due
    (asking the engine about a draw says exactly that), or why the one
    move left, a draw or a pass, is the move."""
    legal = played.legal_actions()
    return played.judge(DRAW if isinstance(legal[0], Pair) else legal[0]).why


def describe_rules(rules: Rules, lang: str = ENGLISH) -> str:
    """The rules as the table's chip says them: "standard", or "standard (key=value, ...)" with
    the house rules by their keys (as every language's lessons name them)."""
    text = rules.describe()
    return text if lang == ENGLISH else text.replace("standard", word(lang, "pp.standard"), 1)


SESSION_OPTIONS = frozenset(inspect.signature(PittyPatSession).parameters) - {"rules", "players"}
"""The table options a :class:`PittyPatTable` passes on to its :class:`PittyPatSession`."""


class PittyPatTable(StaticFallback, Worded, anywidget.AnyWidget):
    """A Pitty Pat table: the up-card and the stock in the middle, your hand,
    the others' hands as backs, the tutor's line, the penalty sheet; in ``lang``."""

    word_groups = ("kernel", "suit", "pp")

    _esm = static_text("pittypat.js")
    _css = static_text("pitch.css", "pittypat.css")

    scene = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        rules: Rules | Mapping[str, Any] | None = None,
        players: int = 3,
        *,
        session: PittyPatSession | None = None,
        **options: Any,
    ) -> None:
        """A table for ``rules`` and ``players``, or around an existing ``session``.
        The other options are :class:`PittyPatSession`'s (viewer, seed, bot,
        seat_names); anything else goes to the widget."""
        session_options = {key: options.pop(key) for key in list(options) if key in SESSION_OPTIONS}
        if session is not None:
            session_options.setdefault("lang", session.lang)
        super().__init__(lang=session_options.get("lang", ENGLISH), **options)
        self.session = session or PittyPatSession(rules, players, **session_options)
        self.errors: list[str] = []
        self.on_msg(self._on_message)
        self.scene = self.session.scene()
        self.observe(self._on_lang, "lang")

    def _on_lang(self, change: dict[str, Any]) -> None:
        self.session.lang = str(change["new"])
        self.scene = self.session.scene()

    def _run(self, operation: Any) -> bool:
        try:
            operation()
        except PitchError as error:
            text = refusal(error, self.lang, self.session.names)[0]
            self.errors.append(text)
            self.scene = self.session.scene(error=text)
            return False
        except Exception as error:  # a bug: show it, keep the table usable, log the traceback
            log.exception("pitchtutor Pitty Pat table error")
            self.errors.append(f"{type(error).__name__}: {error}")
            self.scene = self.session.scene(error=self.word("pp.bug", error=error))
            return False
        self.scene = self.session.scene()
        return True

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        self._run(lambda: self._dispatch(content))

    def _dispatch(self, content: object) -> None:
        if not isinstance(content, dict):
            raise Localized(self.word("table.not_understood", what=f"{content!r:.80}"))
        kind = content.get("type")
        session = self.session
        if kind == "pair":
            session.act(Pair(parse_card(str(content.get("match"))), parse_card(str(content.get("free")))))
        elif kind == "why_match":  # a card clicked as the match that cannot be one
            card = parse_card(str(content.get("card")))
            others = [c for c in session.round.hand(session.viewer) if c != card]
            session.why(Pair(card, others[0] if others else card))
        elif kind == "draw":
            session.act(DRAW)
        elif kind == "pass":
            session.act(PASS)
        elif kind == "next":
            session.next_round()
        elif kind == "undo":
            session.undo()
        else:
            raise Localized(self.word("table.unknown_message", kind=f"{kind!r:.40}"))

    # -- the same paths from Python ------------------------------------------------------

    def pair(self, match: str, free: str) -> bool:
        return self._run(lambda: self.session.act(Pair(parse_card(match), parse_card(free))))

    def draw(self) -> bool:
        return self._run(lambda: self.session.act(DRAW))

    def pass_(self) -> bool:
        return self._run(lambda: self.session.act(PASS))

    def next_round(self) -> bool:
        return self._run(self.session.next_round)

    def undo(self) -> bool:
        return self._run(self.session.undo)

    def static_html(self) -> str:
        """A picture of the table for pages that run no widget code."""
        scene = self.scene
        mine = scene["seats"][scene["viewer"]]["cards"] or []
        cards = " ".join(html.escape(card["pretty"]) for card in mine)
        line = self.word(
            "pp.static_line", players=scene["players"], up=card_phrase(scene["up"]["code"], self.lang)
        )
        return (
            f'<div class="pt-static"><p><b>{html.escape(self.word("pp.static"))}</b> '
            f"{html.escape(label('(' + scene['rules'] + ')', self.lang))} {html.escape(line)}</p>"
            f"<p>{html.escape(self.word('static.your_cards', cards=cards))}</p>"
            f"<p><i>{html.escape(self.word('static.table_note'))}</i></p></div>"
        )

    def __repr__(self) -> str:
        played = self.session.round
        return (
            f"<PittyPatTable {self.session.rules.describe()}, {played.players} players, {played.phase.value}>"
        )
