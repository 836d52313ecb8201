"""Pitty Pat records: a round as strict JSON, checked against every rule.

A record is a JSON object::

    {"game": "pitty-pat",
     "rules": {"draw": "until-match"},     # overrides of the standard rules (optional)
     "dealer": 0,
     "hands": [["7S", "KD", ...], ...],    # hand_size cards per seat, seats 0..n-1 clockwise
     "up": "7H",                            # the first up-card
     "turns": [{"pair": ["7S", "KD"]},      # a match from the hand, then the free card
               {"draw": "4C"},              # no match: the drawn card is kept
               {"draw": "7C", "pair": ["7C", "QH"]},     # a matching draw played at once
               {"draw": ["4C", "9D", "7C"], "pair": ["7C", "2S"]},  # until-match
               {"pass": true}],             # nothing to match and nothing to draw
     "scores": [12, 30, 0],                 # optional: each seat's total before the round
     "round": 3}                            # optional: this round's number in the match (1)

The drawn cards are the chance: a record is valid only if each drawn card
was in the stock at that moment (after a rebuild, the stock is the discard
pile less the up-card).  A record may stop between turns: replaying it gives
the position, with the legal moves.  Anything malformed or against the rules
raises :class:`~pitchtutor.errors.RecordError` naming the field
(``hands[2][4]``, ``turns[7]``), the seat, the card and the rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pitchtutor.cards import Card
from pitchtutor.checks import check_fields, is_int, read_card, read_totals, unknown_field
from pitchtutor.errors import DealError, IllegalActionError, RecordError, RulesError
from pitchtutor.explain import Names
from pitchtutor.pittypat.actions import DRAW, PASS, Action, Draw, Drawn, Pair, PassTurn, action_text
from pitchtutor.pittypat.round import Phase, Round
from pitchtutor.pittypat.rules import MAX_PLAYERS, MIN_PLAYERS, Rules

GAME = "pitty-pat"
FIELDS = ("game", "rules", "dealer", "hands", "up", "turns", "scores", "round")
REQUIRED = ("game", "dealer", "hands", "up")
TURN_FIELDS = ("pair", "draw", "pass")
MAX_TURNS = 10_000


def is_pitty_pat(value: object) -> bool:
    """Whether parsed JSON claims to be a Pitty Pat record."""
    return isinstance(value, Mapping) and value.get("game") == GAME


@dataclass(frozen=True)
class Turn:
    """One turn of a record: the cards drawn, then the pair, or a pass."""

    draws: tuple[Card, ...] = ()
    pair: Pair | None = None
    passed: bool = False

    def actions(self) -> list[Action]:
        if self.passed:
            return [PASS]
        actions: list[Action] = []
        if self.draws:
            actions += [DRAW, *(Drawn(card) for card in self.draws)]
        if self.pair is not None:
            actions.append(self.pair)
        return actions


def turn_json(actions: Sequence[Action]) -> dict[str, Any]:
    """A turn's actions in the record's form."""
    turn: dict[str, Any] = {}
    draws = [a.card.code for a in actions if isinstance(a, Drawn) and a.card is not None]
    if any(isinstance(a, PassTurn) for a in actions):
        return {"pass": True}
    if draws:
        turn["draw"] = draws[0] if len(draws) == 1 else draws
    elif any(isinstance(a, Draw) for a in actions):
        turn["draw"] = []  # an unfinished turn: the draw has begun
    for action in actions:
        if isinstance(action, Pair):
            turn["pair"] = [action.match.code, action.free.code]
    return turn


@dataclass(frozen=True)
class RoundRecord:
    """A parsed record whose fields have the right shape; whether the turns
    are legal is checked by :meth:`replay`."""

    rules: Rules
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    up: Card
    turns: tuple[Turn, ...] = ()
    scores: tuple[int, ...] | None = None
    round_number: int = 1

    @classmethod
    def from_json(cls, value: object) -> RoundRecord:
        if not isinstance(value, Mapping):
            raise RecordError(f"a Pitty Pat record is a JSON object, not {_kind(value)}")
        check_fields(value, FIELDS, REQUIRED, "a Pitty Pat record")
        if value["game"] != GAME:
            raise RecordError(f"game must be {GAME!r} for a Pitty Pat record, not {value['game']!r}", "game")
        rules = _read_rules(value.get("rules"))
        hands = _read_hands(value["hands"], rules)
        dealer = value["dealer"]
        if not is_int(dealer) or not 0 <= dealer < len(hands):
            raise RecordError(
                f"dealer {dealer!r} is not a seat: with {len(hands)} players the seats are 0 to "
                f"{len(hands) - 1}",
                "dealer",
            )
        up = read_card(value["up"], "up")
        for seat, hand in enumerate(hands):
            if up in hand:
                raise RecordError(
                    f"the up-card {up.pretty} is also dealt to seat {seat}: a deck has one", "up"
                )
        turns = value.get("turns", [])
        if not isinstance(turns, list):
            raise RecordError(f"turns must be a list, not {_kind(turns)}", "turns")
        if len(turns) > MAX_TURNS:
            raise RecordError(f"{len(turns)} turns: a record holds at most {MAX_TURNS}", "turns")
        parsed = tuple(_read_turn(turn, f"turns[{i}]") for i, turn in enumerate(turns))
        round_number = value.get("round", 1)
        if (
            not is_int(round_number)
            or round_number < 1
            or (rules.rounds is not None and round_number > rules.rounds)
        ):
            most = f" to {rules.rounds} (rounds = {rules.rounds})" if rules.rounds is not None else " up"
            raise RecordError(f"round must be a round number from 1{most}, not {round_number!r}", "round")
        scores = _read_scores(value.get("scores"), rules, len(hands))
        return cls(rules, dealer, hands, up, parsed, scores, round_number)

    def to_json(self) -> dict[str, Any]:
        record: dict[str, Any] = {
            "game": GAME,
            "rules": self.rules.to_json(),
            "dealer": self.dealer,
            "hands": [[card.code for card in hand] for hand in self.hands],
            "up": self.up.code,
            "turns": [turn_json(turn.actions()) for turn in self.turns],
        }
        if self.scores is not None:
            record["scores"] = list(self.scores)
        if self.round_number != 1:
            record["round"] = self.round_number
        return record

    @classmethod
    def from_round(
        cls, played: Round, scores: Sequence[int] | None = None, round_number: int = 1
    ) -> RoundRecord:
        value = played.record_json()
        if scores is not None:
            value["scores"] = list(scores)
        value["round"] = round_number
        return cls.from_json(value)

    def replay(self, names: Names | None = None) -> Round:
        """Play the turns through the engine; the first move the rules
        refuse raises :class:`RecordError` with the reason."""
        try:
            played = Round(self.rules, self.dealer, self.hands, self.up, names=names)
        except DealError as error:
            raise RecordError(str(error), "hands") from None
        for index, turn in enumerate(self.turns):
            _apply_turn(played, turn, f"turns[{index}]")
        return played


def _apply_turn(played: Round, turn: Turn, where: str) -> None:
    if played.to_act is None:
        end = played.end
        raise RecordError(f"the round is already over: {end.why.text if end else ''}", where)
    seat = played.to_act
    for position, action in enumerate(turn.actions()):
        if position and (played.to_act != seat or played.phase is Phase.TURN or played.phase is Phase.OVER):
            last = played.steps[-1].why[0].text
            raise RecordError(f"seat {seat}'s turn is over before {action_text(action)}: {last}", where)
        try:
            played.apply(action)
        except IllegalActionError as error:
            raise RecordError(f"seat {seat} cannot {action_text(action)}: {error.why.text}", where) from None
    if played.phase is Phase.DRAW:
        raise RecordError(
            f"seat {seat} must draw again (draw = until-match): the stock still has {played.stock_size} "
            "cards and no match has been drawn; list every card drawn",
            where,
        )
    if played.phase is Phase.PAIR:
        drawn = played.state.drawn[-1]
        raise RecordError(
            f"the {drawn.pretty} drawn by seat {seat} must be played at once in a pair: add "
            f'"pair": ["{drawn.code}", FREE] to the turn' if not played.state.free_draw else
            f"seat {seat} drew the {drawn.pretty} to discard with the last card: add the pair to the turn",
            where,
        )  # fmt: skip


def _kind(value: object) -> str:
    kinds = {list: "a list", str: "a string", int: "a number", float: "a number", bool: "true/false",
             dict: "an object"}  # fmt: skip
    return kinds.get(type(value), "null" if value is None else type(value).__name__)


def _read_rules(value: object) -> Rules:
    try:
        return Rules.from_json(value)
    except RulesError as error:
        raise RecordError(str(error), "rules" if error.key is None else f"rules.{error.key}") from None


def _read_hands(value: object, rules: Rules) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(value, list):
        raise RecordError(
            f"hands must be a list with one list of cards per seat, not {_kind(value)}", "hands"
        )
    if not MIN_PLAYERS <= len(value) <= MAX_PLAYERS:
        raise RecordError(
            f"{len(value)} hands: Pitty Pat is for {MIN_PLAYERS} to {MAX_PLAYERS} players", "hands"
        )
    seen: dict[Card, int] = {}
    hands = []
    for seat, cards in enumerate(value):
        if not isinstance(cards, list):
            raise RecordError(
                f"seat {seat}'s hand must be a list of cards, not {_kind(cards)}", f"hands[{seat}]"
            )
        if len(cards) != rules.hand_size:
            raise RecordError(
                f"seat {seat} has {len(cards)} cards; each seat is dealt {rules.hand_size} "
                f"(hand_size = {rules.hand_size})",
                f"hands[{seat}]",
            )
        hand = tuple(read_card(card, f"hands[{seat}][{i}]") for i, card in enumerate(cards))
        for i, card in enumerate(hand):
            if card in seen:
                other = seen[card]
                to = "twice to seat" if other == seat else f"to seat {other} and to seat"
                raise RecordError(f"the {card.pretty} ({card.code}) is dealt {to} {seat}: a deck has one",
                                  f"hands[{seat}][{i}]")  # fmt: skip
            seen[card] = seat
        hands.append(hand)
    return tuple(hands)


def _read_turn(value: object, where: str) -> Turn:
    if not isinstance(value, Mapping):
        raise RecordError(
            'a turn is an object such as {"pair": ["7S", "KD"]}, {"draw": "4C"} or {"pass": true}, '
            f"not {_kind(value)}",
            where,
        )
    for key in value:
        if key not in TURN_FIELDS:
            error = unknown_field(key, TURN_FIELDS, "a turn")
            raise RecordError(error.reason, where)
    if not value:
        raise RecordError("an empty turn: give a pair, a draw or a pass", where)
    if "pass" in value:
        if value["pass"] is not True:
            raise RecordError(f"pass must be true, not {value['pass']!r}", f"{where}.pass")
        if len(value) > 1:
            raise RecordError("a pass is a whole turn: no draw or pair beside it", where)
        return Turn(passed=True)
    draws: tuple[Card, ...] = ()
    if "draw" in value:
        raw = value["draw"]
        if isinstance(raw, list):
            if not raw:
                raise RecordError(
                    "draw lists no card: give the card drawn, or the cards in order", f"{where}.draw"
                )
            draws = tuple(read_card(card, f"{where}.draw[{i}]") for i, card in enumerate(raw))
        else:
            draws = (read_card(raw, f"{where}.draw"),)
    pair = None
    if "pair" in value:
        raw = value["pair"]
        if not isinstance(raw, list) or len(raw) != 2:
            raise RecordError(
                f"pair must be a list of two cards, the matching card first, not {raw!r}"[:200],
                f"{where}.pair",
            )
        pair = Pair(read_card(raw[0], f"{where}.pair[0]"), read_card(raw[1], f"{where}.pair[1]"))
    return Turn(draws, pair)


def _read_scores(value: object, rules: Rules, players: int) -> tuple[int, ...] | None:
    if value is None:
        return None
    return read_totals(value, players, each="penalty totals (whole numbers, 0 or more)",
                       table=f"{players} players", who="seat", target=rules.target, least=0)  # fmt: skip
