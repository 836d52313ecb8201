"""Actions: what a player does on their turn.

In the auction a player makes a *call*: :data:`PASS`, a :class:`Bid`, or,
holding a coke hand under the ``coke_hand`` rule, :data:`REDEAL`.  In play a
player's action is simply the :class:`~pitchtutor.cards.Card` they play.

Each action has a hand-record form (``"pass"``, ``2``, ``"redeal"``,
``"AS"``) and a parser that reads it back:

>>> parse_action("pass"), parse_action(3), parse_action("10h")
(Pass(), Bid(amount=3), Card(rank=Rank.TEN, suit=Suit.HEARTS))
>>> [action_json(a) for a in (PASS, Bid(2), REDEAL, parse_action("Th"))]
['pass', 2, 'redeal', 'TH']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pitchtutor.cards import Card, parse_card
from pitchtutor.errors import ActionError, CardError, quoted_typed
from pitchtutor.explain import Names, explain


@dataclass(frozen=True, slots=True)
class Pass:
    """Decline to bid."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Bid:
    """Promise to take at least ``amount`` of the points at stake.  A bid
    equal to the current high bid is the dealer *holding* it."""

    amount: int

    def __str__(self) -> str:
        return str(self.amount)


@dataclass(frozen=True, slots=True)
class Redeal:
    """Throw in a coke hand (nothing above a 9) and demand a new deal."""

    def __str__(self) -> str:
        return "redeal"


Call = Pass | Bid | Redeal
Action = Pass | Bid | Redeal | Card

PASS = Pass()
REDEAL = Redeal()


_BID_TEXT = re.compile(r"(?:bid\s*)?([0-9]{1,3})", re.ASCII)  # ASCII digits: int() reads them all
_CALL_WORDS: dict[str, Call] = {"pass": PASS, "p": PASS, "redeal": REDEAL, "coke": REDEAL}


def parse_call(value: object) -> Call:
    """Read an auction call: ``"pass"``, a bid (``2`` or ``"2"``) or ``"redeal"``."""
    if isinstance(value, bool):
        raise _invalid("action.invalid_call", value)
    if isinstance(value, int):
        return Bid(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _CALL_WORDS:
            return _CALL_WORDS[word]
        bid = _BID_TEXT.fullmatch(word)
        if bid:
            return Bid(int(bid.group(1)))
    raise _invalid("action.invalid_call", value)


def _invalid(key: str, value: object) -> ActionError:
    """The error for text that is not a move, quoting it (a string as typed, anything else as Python
    writes it), so each language can say what was typed."""
    typed, quoted = quoted_typed(value)
    return ActionError(explain(key, _NOBODY, typed=typed, quoted=quoted))


_NOBODY = Names(2)  # the sentence names no seat


def parse_action(value: object) -> Action:
    """Read any action: a call, or a card in any form :func:`parse_card` takes."""
    try:
        return parse_call(value)
    except ActionError:
        pass
    try:
        return parse_card(value)  # type: ignore[arg-type]
    except CardError:
        raise _invalid("action.invalid_move", value) from None


def action_json(action: Action) -> str | int:
    """The hand-record form of an action."""
    if isinstance(action, Bid):
        return action.amount
    if isinstance(action, Card):
        return action.code
    return str(action)


def action_text(action: Action) -> str:
    """How an action reads in a sentence: ``'pass'``, ``'bid 2'``, ``'A♠'``."""
    if isinstance(action, Bid):
        return f"bid {action.amount}"
    if isinstance(action, Card):
        return action.pretty
    return str(action)
