"""What happens on a Pitty Pat turn, as values.

A player's decisions are :class:`Pair` (a matching card, then the free card
that becomes the up-card), :data:`DRAW` (no match: take from the stock) and
:data:`PASS` (nothing to match and nothing to draw).  Which card comes off
the stock is chance, not a decision: it is the action :class:`Drawn`, taken
by the stock on the drawing player's behalf (see
:meth:`~pitchtutor.pittypat.round.Round.chance_outcomes`).

>>> str(parse_action("pair 7s kd")), parse_action("draw"), action_text(Drawn(None))
('pair 7S KD', Draw(), 'draw')
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pitchtutor.cards import Card, Rank, parse_card
from pitchtutor.errors import ActionError, CardError, quoted_typed
from pitchtutor.explain import Names, explain


@dataclass(frozen=True, slots=True)
class Pair:
    """Discard a pair: ``match`` has the up-card's rank, ``free`` is any other
    card of the hand and becomes the new up-card."""

    match: Card
    free: Card

    def __str__(self) -> str:
        return f"pair {self.match.code} {self.free.code}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Take a card from the stock (the stock decides which: :class:`Drawn`)."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Drawn:
    """The card that came off the stock; ``None`` in another seat's view
    when the card was kept hidden in the drawer's hand."""

    card: Card | None

    def __str__(self) -> str:
        return f"drew {self.card.code}" if self.card is not None else "drew ?"


@dataclass(frozen=True, slots=True)
class PassTurn:
    """No match and nothing to draw from: the turn goes on."""

    def __str__(self) -> str:
        return "pass"


Action = Pair | Draw | Drawn | PassTurn
DRAW = Draw()
PASS = PassTurn()


def penalty(card: Card) -> int:
    """A card left in hand at the end of a round: Ace 1, K/Q/J 10, others
    their face value (the text's "Pontuação")."""
    if card.rank is Rank.ACE:
        return 1
    if card.rank >= Rank.JACK:
        return 10
    return int(card.rank)


def action_text(action: Action) -> str:
    """How an action reads in a sentence ("seat 2 cannot pair the 7♠ with the K♦"): ``'pair the
    7♠ with the K♦'``, ``'draw the 2♣'``, ``'draw'`` (the card unseen), ``'pass'``."""
    if isinstance(action, Pair):
        return f"pair the {action.match.pretty} with the {action.free.pretty}"
    if isinstance(action, Drawn):
        return f"draw the {action.card.pretty}" if action.card is not None else "draw"
    if isinstance(action, Draw):
        return "draw"
    return "pass"


def parse_action(text: str) -> Action:
    """Read a move typed at the terminal: ``pair 7s kd`` (or just ``7s kd``),
    ``draw`` (``d``), ``pass`` (``p``).  Anything else raises
    :class:`~pitchtutor.errors.ActionError` quoting it (key ``pittypat.action.invalid``,
    its ``reason`` ``"move"``, ``"card"`` naming the ``word`` that is not a card, or ``"pair"``)."""
    if not isinstance(text, str):
        raise _invalid(text, "move")
    words = [word for word in re.split(r"[\s,]+", text.strip().lower()) if word]
    if words in (["draw"], ["d"]):
        return DRAW
    if words in (["pass"], ["p"]):
        return PASS
    if words and words[0] == "pair":
        words = words[1:]
    for word in words:
        try:
            parse_card(word)
        except CardError:  # one word that is no card is no move at all ("frob"); among several, a typo
            raise (_invalid(text, "card", word=word) if len(words) > 1 else _invalid(text, "move")) from None
    if len(words) != 2:
        raise _invalid(text, "pair" if words else "move")
    return Pair(parse_card(words[0]), parse_card(words[1]))


def _invalid(value: object, reason: str, **facts: str) -> ActionError:
    typed, quoted = quoted_typed(value)
    why = explain("pittypat.action.invalid", Names(2), typed=typed, quoted=quoted, reason=reason, **facts)
    return ActionError(why)
