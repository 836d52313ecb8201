"""Hand records: a hand as JSON, checked against every rule, and replayed.

A hand record is a JSON object::

    {"rules": "partnership",              # or {"preset": "setback", "target": 11, ...}
     "dealer": 0,
     "hands": [["AS", "KH", ...], ...],   # six cards per seat, seats 0..n-1 clockwise
     "auction": ["pass", 2, "pass", 2],   # from the dealer's left; the dealer holds
                                          # by bidding the high bid; "redeal" throws
                                          # in a coke hand
     "play": ["AS", "2S", ...],           # every card, in the order played
     "scores": [3, -2]}                   # optional: each side's total before the hand

Sides: with ``teams = k`` seat ``s`` plays for side ``s mod k``; each for
themselves, side = seat.  A record may stop anywhere (an unfinished auction
or play): replaying it gives the position.  Anything malformed or against
the rules raises :class:`~pitchtutor.errors.RecordError` naming the field
(``hands[2][4]``, ``auction[3]``, ``play[17]``), the seat, the card or bid,
and the rule.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pitchtutor.actions import Action, Call, Redeal, action_json, action_text, parse_call
from pitchtutor.cards import Card
from pitchtutor.checks import check_fields, read_card, read_totals
from pitchtutor.deal import check_dealer, check_hands
from pitchtutor.errors import (
    ActionError,
    DealError,
    IllegalActionError,
    PitchError,
    RecordError,
    RulesError,
)
from pitchtutor.explain import Names
from pitchtutor.hand import Hand
from pitchtutor.rules import Ruleset, check_player_count
from pitchtutor.state import Phase

FIELDS = ("rules", "dealer", "hands", "auction", "play", "scores")
REQUIRED = ("rules", "dealer", "hands")
MAX_RECORD_BYTES = 1_000_000
"""A record file larger than this is refused before it is parsed."""


@dataclass(frozen=True)
class HandRecord:
    """A parsed hand record whose fields each have the right shape.  Whether
    the auction and play are legal is checked by :meth:`replay`."""

    rules: Ruleset
    dealer: int
    hands: tuple[tuple[Card, ...], ...]
    auction: tuple[Call, ...] = ()
    play: tuple[Card, ...] = ()
    scores: tuple[int, ...] | None = None

    @classmethod
    def from_json(cls, value: object) -> HandRecord:
        """Read a record from parsed JSON, checking the shape of every field."""
        if not isinstance(value, Mapping):
            raise RecordError(f"a hand record is a JSON object, not {_kind(value)}")
        check_fields(value, FIELDS, REQUIRED)
        rules = _read_rules(value["rules"])
        hands = _read_hands(value["hands"])
        try:
            rules.check_players(len(hands))
        except RulesError as error:
            raise RecordError(str(error), _rule_where(error)) from None
        dealer = value["dealer"]
        try:
            check_dealer(dealer, len(hands))
        except DealError as error:
            raise RecordError(str(error), "dealer") from None
        auction = tuple(_read_list(value, "auction", _read_call))
        play = tuple(_read_list(value, "play", read_card))
        scores = _read_scores(value.get("scores"), rules, len(hands))
        return cls(rules, dealer, hands, auction, play, scores)

    @classmethod
    def from_hand(cls, hand: Hand) -> HandRecord:
        return cls(
            hand.rules, hand.dealer, hand.dealt, tuple(c for _, c in hand.calls), hand.play, hand.scores
        )

    def to_json(self) -> dict[str, Any]:
        record: dict[str, Any] = {
            "rules": self.rules.to_json(),
            "dealer": self.dealer,
            "hands": [[card.code for card in hand] for hand in self.hands],
            "auction": [action_json(call) for call in self.auction],
            "play": [card.code for card in self.play],
        }
        if self.scores is not None:
            record["scores"] = list(self.scores)
        return record

    def replay(self, names: Names | None = None) -> Hand:
        """Play the record's auction and cards through the engine; the first
        action the rules refuse raises :class:`RecordError` with the reason."""
        try:
            hand = Hand(self.rules, self.dealer, self.hands, names=names, scores=self.scores)
        except DealError as error:
            raise RecordError(str(error), "hands") from None
        _apply(hand, "auction", self.auction, Phase.AUCTION)
        _apply(hand, "play", self.play, Phase.PLAY)
        return hand


def _apply(hand: Hand, field: str, actions: Sequence[Action], phase: Phase) -> None:
    for index, action in enumerate(actions):
        where = f"{field}[{index}]"
        if hand.phase is not phase:
            raise RecordError(_out_of_phase(hand, field), where)
        seat = hand.to_act
        try:
            hand.apply(action)
        except IllegalActionError as error:
            raise RecordError(f"seat {seat} cannot {_doing(action)}: {error.why.text}", where) from None


def _doing(action: Action) -> str:
    if isinstance(action, Card):
        return f"play the {action.pretty}"
    if isinstance(action, Redeal):
        return "demand a redeal"
    return action_text(action)  # "pass", "bid 3"


def _out_of_phase(hand: Hand, field: str) -> str:
    if hand.phase is Phase.AUCTION:
        return f"the auction is not finished: seat {hand.to_act} has yet to bid or pass"
    if hand.phase is Phase.REDEAL:
        why = hand.auction_result()
        return f"the hand is over before play: {why.text if why else 'the cards were thrown in'}"
    if hand.phase is Phase.OVER:
        return "the hand is over: all six tricks have been played"
    why = hand.auction_result()
    return f"the auction is over ({why.text if why else ''}); the rest belongs in 'play'"


def _kind(value: object) -> str:
    return {list: "a list", str: "a string", int: "a number", float: "a number", bool: "true/false"}.get(
        type(value), "null" if value is None else type(value).__name__
    )


def _rule_where(error: RulesError) -> str:
    if error.key == "players":
        return "hands"
    return "rules" if error.key in (None, "preset") else f"rules.{error.key}"


def _read_rules(value: object) -> Ruleset:
    try:
        return Ruleset.from_json(value)
    except RulesError as error:
        raise RecordError(str(error), _rule_where(error)) from None
    except TypeError as error:  # a key whose value has no sensible comparison
        raise RecordError(str(error), "rules") from None


def _read_hands(value: object) -> tuple[tuple[Card, ...], ...]:
    if not isinstance(value, list):
        raise RecordError(
            f"hands must be a list with one list of cards per seat, not {_kind(value)}", "hands"
        )
    try:
        check_player_count(len(value))
    except RulesError as error:
        raise RecordError(f"{len(value)} hands: {error}", "hands") from None
    hands = []
    for seat, cards in enumerate(value):
        if not isinstance(cards, list):
            raise RecordError(
                f"seat {seat}'s hand must be a list of cards, not {_kind(cards)}", f"hands[{seat}]"
            )
        hands.append(tuple(read_card(card, f"hands[{seat}][{i}]") for i, card in enumerate(cards)))
    try:
        check_hands(hands)  # the deal's own checks: six cards a seat, no card twice
    except DealError as error:
        where = "hands" if error.seat is None else f"hands[{error.seat}]"
        raise RecordError(str(error), where if error.index is None else f"{where}[{error.index}]") from None
    return tuple(hands)


def _read_call(value: object, where: str) -> Call:
    try:
        return parse_call(value)
    except ActionError as error:
        raise RecordError(str(error), where) from None


def _read_list(value: Mapping[str, Any], key: str, read: Any) -> Iterator[Any]:
    items = value.get(key, [])
    if not isinstance(items, list):
        raise RecordError(f"{key} must be a list, not {_kind(items)}", key)
    for index, item in enumerate(items):
        yield read(item, f"{key}[{index}]")


def _read_scores(value: object, rules: Ruleset, players: int) -> tuple[int, ...] | None:
    if value is None:
        return None
    sides = rules.sides(players)
    target = None if rules.pitcher_must_win else rules.target  # then a total past it is no win yet
    return read_totals(value, sides, each="whole numbers, one per side", table=f"{sides} sides play",
                       who="side", target=target)  # fmt: skip


# -- reading files ------------------------------------------------------------


def load_record(path: str | Path) -> HandRecord:
    """The one hand record in a file (a lesson's example hand, say)."""
    sources = read_records(path)
    if len(sources) != 1:
        raise RecordError(f"{path} holds {len(sources)} records, not one")
    source = sources[0]
    if source.error is not None:
        raise RecordError(f"{path}: {source.error}")
    return HandRecord.from_json(source.value)


@dataclass(frozen=True)
class Source:
    """Where a record came from, for messages: ``game.json`` or ``games.jsonl:3``."""

    name: str
    value: object = None
    error: PitchError | None = None


def read_records(path: str | Path) -> list[Source]:
    """Every record in a file: one JSON object, a JSON array of them, or JSON
    Lines.  A file that cannot be read or parsed yields one error entry."""
    name = str(path)
    try:
        if Path(path).stat().st_size > MAX_RECORD_BYTES:
            raise RecordError(f"the file is larger than {MAX_RECORD_BYTES // 1_000_000} MB")
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        return [Source(name, error=RecordError(f"cannot read the file: {error.strerror or error}"))]
    except (RecordError, UnicodeDecodeError) as error:
        return [
            Source(name, error=error if isinstance(error, RecordError) else RecordError("not UTF-8 text"))
        ]
    return parse_records(text, name)


def read_json(text: str) -> object:
    """Strict JSON from a visitor or a file: anything that is not JSON, or
    that the parser cannot hold (nesting thousands deep, a 5,000-digit
    number, ``NaN``), raises :class:`RecordError`.

    >>> read_json('{"dealer": 0}')
    {'dealer': 0}
    >>> read_json('[' * 5000)
    Traceback (most recent call last):
    ...
    pitchtutor.errors.RecordError: not a hand record: the JSON is nested too deeply
    """
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise RecordError(f"not valid JSON: {error.msg} at line {error.lineno}") from None
    except RecursionError:
        raise RecordError("not a hand record: the JSON is nested too deeply") from None
    except ValueError as error:  # a number too long for Python to convert
        raise RecordError(f"not valid JSON: {error}") from None


def _no_constant(name: str) -> object:
    raise RecordError(f"not valid JSON: {name} is not a JSON number")


def parse_records(text: str, name: str = "<input>") -> list[Source]:
    """Every record in a text, as :func:`read_records` reads a file."""
    try:
        value = read_json(text)
    except RecordError as first:
        lines = [line for line in text.splitlines() if line.strip()]
        if len(lines) < 2:
            return [Source(name, error=first)]
        numbered = enumerate(text.splitlines(), 1)
        return [_json_line(line, f"{name}:{number}") for number, line in numbered if line.strip()]
    if isinstance(value, list):
        return [Source(f"{name}[{index}]", item) for index, item in enumerate(value)]
    return [Source(name, value)]


def _json_line(line: str, name: str) -> Source:
    try:
        return Source(name, read_json(line))
    except RecordError as error:
        return Source(name, error=error)
