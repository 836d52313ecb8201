"""What happens on a Pitty Pat turn, as values.

A player's decisions are :class:`Pair` (a matching card, then the free card
that becomes the up-card), :data:`DRAW` (no match: take from the stock) and
:data:`PASS` (nothing to match and nothing to draw).  Which card comes off
the stock is chance, not a decision: it is the action :class:`Drawn`, taken
by the stock on the drawing player's behalf (see
:meth:`~pitchtutor.pittypat.round.Round.chance_outcomes`).

>>> str(parse_action("pair 7s kd")), parse_action("draw"), action_text(Drawn(None))
('pair 7S KD', Draw(), 'draws a card')
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchtutor.cards import Card, Rank, parse_cards
from pitchtutor.errors import CardError, PitchError


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


class ActionError(PitchError, ValueError):
    """Text that is not a Pitty Pat move."""


def penalty(card: Card) -> int:
    """A card left in hand at the end of a round: Ace 1, K/Q/J 10, others
    their face value (the text's "Pontuação")."""
    if card.rank is Rank.ACE:
        return 1
    if card.rank >= Rank.JACK:
        return 10
    return int(card.rank)


def action_text(action: Action) -> str:
    if isinstance(action, Pair):
        return f"pairs {action.match.pretty} with {action.free.pretty}"
    if isinstance(action, Drawn):
        return f"draws the {action.card.pretty}" if action.card is not None else "draws a card"
    if isinstance(action, Draw):
        return "draws"
    return "passes"


_HELP = "a move is 'pair MATCH FREE' (such as 'pair 7s kd'), 'draw' or 'pass'"


def parse_action(text: str) -> Action:
    """Read a move typed at the terminal: ``pair 7s kd`` (or just ``7s kd``),
    ``draw`` (``d``), ``pass`` (``p``)."""
    if not isinstance(text, str):
        raise ActionError(f"invalid move {text!r}: {_HELP}")
    words = text.strip().lower().split()
    if words in (["draw"], ["d"]):
        return DRAW
    if words in (["pass"], ["p"]):
        return PASS
    if words and words[0] == "pair":
        words = words[1:]
    try:
        cards = parse_cards(words)
    except CardError as error:
        raise ActionError(f"invalid move {text!r}: {error}") from None
    if len(cards) != 2:
        raise ActionError(f"invalid move {text!r}: a pair is two cards, the match first; {_HELP}")
    return Pair(cards[0], cards[1])
