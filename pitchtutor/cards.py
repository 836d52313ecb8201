"""Cards: suits, ranks, pips, and the text forms a card is typed and shown in.

A card has two printed forms: the canonical ASCII *code* (``AS``, ``TH``),
used in hand records and tests, and the *pretty* form (``A♠``, ``10♥``) used
in sentences.  Parsing is forgiving; printing is exact.

>>> parse_card("10h")
Card(rank=Rank.TEN, suit=Suit.HEARTS)
>>> card_code(parse_card("a♠")), parse_card("Th").pretty
('AS', '10♥')
>>> parse_card("ace of spades").name
'Ace of spades'
>>> sum(card.pips for card in DECK)
80
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, IntEnum

from pitchtutor.errors import CardError


class Suit(Enum):
    """The four suits; the value is the suit's letter in card codes."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    @property
    def letter(self) -> str:
        return self.value

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOLS[self]

    @property
    def plural(self) -> str:
        """The suit's name as said in a sentence: ``'hearts'``."""
        return self.name.lower()

    @property
    def singular(self) -> str:
        """One card of the suit: ``'heart'``, as in "the highest heart"."""
        return self.name.lower()[:-1]

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_SUIT_SYMBOLS = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}


class Rank(IntEnum):
    """Ranks in trick order: a higher value beats a lower one."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    def __repr__(self) -> str:
        return f"Rank.{self.name}"

    @property
    def code(self) -> str:
        """One character: ``'2'``..``'9'``, ``'T'``, ``'J'``, ``'Q'``, ``'K'``, ``'A'``."""
        return _RANK_CODES[self]

    @property
    def label(self) -> str:
        """As printed on a card face: ``'10'`` for the ten."""
        return "10" if self is Rank.TEN else self.code

    @property
    def word(self) -> str:
        """As said aloud: ``'Ace'``, ``'Jack'``, ``'10'``, ``'7'``."""
        return self.name.capitalize() if self >= Rank.JACK else self.label

    @property
    def pips(self) -> int:
        """The card's value for the Game point (10 = 10, A = 4, K = 3, Q = 2, J = 1)."""
        return _PIPS.get(self, 0)


_RANK_CODES = {rank: str(rank.value) for rank in Rank if rank <= Rank.NINE} | {
    Rank.TEN: "T",
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_PIPS = {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}


@dataclass(frozen=True, slots=True)
class Card:
    """One playing card.  Compare ranks with ``card.rank``; cards themselves
    are not ordered, because which card is higher depends on trump and the
    suit led (see :func:`pitchtutor.tricks.beats`)."""

    rank: Rank
    suit: Suit

    def __hash__(self) -> int:
        # The generated hash would hash the two enums, each through Enum.__hash__ in Python;
        # cards are hashed in every set and dict of the engine, so hash their plain values.
        # int(): Card(14, Suit.SPADES), made with a plain int, equals the Ace and must hash alike.
        return hash((int(self.rank), self.suit._value_))

    @property
    def code(self) -> str:
        return self.rank.code + self.suit.letter

    @property
    def pretty(self) -> str:
        return self.rank.label + self.suit.symbol

    @property
    def name(self) -> str:
        """The accessible name: ``'Ace of spades'``, ``'7 of hearts'``."""
        return f"{self.rank.word} of {self.suit.plural}"

    @property
    def pips(self) -> int:
        return self.rank.pips

    def __str__(self) -> str:
        return self.code


SUITS: tuple[Suit, ...] = tuple(Suit)
RANKS: tuple[Rank, ...] = tuple(Rank)
DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in RANKS)
"""The 52 cards, suit by suit, each suit from the 2 up."""

_BY_CODE = {card.code: card for card in DECK}

_SUIT_ALIASES = {
    "s": Suit.SPADES, "♠": Suit.SPADES, "♤": Suit.SPADES, "spade": Suit.SPADES, "spades": Suit.SPADES,
    "h": Suit.HEARTS, "♥": Suit.HEARTS, "♡": Suit.HEARTS, "heart": Suit.HEARTS, "hearts": Suit.HEARTS,
    "d": Suit.DIAMONDS, "♦": Suit.DIAMONDS, "♢": Suit.DIAMONDS, "diamond": Suit.DIAMONDS,
    "diamonds": Suit.DIAMONDS,
    "c": Suit.CLUBS, "♣": Suit.CLUBS, "♧": Suit.CLUBS, "club": Suit.CLUBS, "clubs": Suit.CLUBS,
}  # fmt: skip
_RANK_ALIASES = {code.lower(): rank for rank, code in _RANK_CODES.items()} | {
    "10": Rank.TEN,
    "two": Rank.TWO,
    "three": Rank.THREE,
    "four": Rank.FOUR,
    "five": Rank.FIVE,
    "six": Rank.SIX,
    "seven": Rank.SEVEN,
    "eight": Rank.EIGHT,
    "nine": Rank.NINE,
    "ten": Rank.TEN,
    "jack": Rank.JACK,
    "queen": Rank.QUEEN,
    "king": Rank.KING,
    "ace": Rank.ACE,
}
# "10h", "Th", "A♠", "ace of spades", "q-h": a rank, an optional "of" or
# separator, a suit.  The variation selector U+FE0F follows emoji suits.
_CARD_RE = re.compile(r"^([0-9]{1,2}|[a-z]+?)(?:\s*of\s*|[\s\-_/]*)([a-z]+|[♠♤♥♡♦♢♣♧])\ufe0f?$")
_SEPARATORS = re.compile(r"[\s,;]+")

_CARD_HELP = "a card is a rank (2-10, J, Q, K, A) and a suit (S, H, D, C or ♠ ♥ ♦ ♣), such as AS or 10h"


def parse_card(text: str) -> Card:
    """Read one card from forgiving text: ``AS``, ``as``, ``10h``, ``Th``,
    ``A♠``, ``10♥``, ``Queen of hearts``.

    Raises :class:`~pitchtutor.errors.CardError` quoting the text.

    >>> parse_card("qd").name
    'Queen of diamonds'
    >>> parse_card("1H")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pitchtutor.errors.CardError: invalid card '1H': a card is a rank (2-10, J, Q, K, A) and a suit ...
    """
    if not isinstance(text, str):
        raise CardError(f"invalid card {text!r}: expected text such as 'AS'")
    card = _BY_CODE.get(text)
    if card is not None:  # the canonical code: the common case, kept fast
        return card
    match = _CARD_RE.match(text.strip().lower())
    if match:
        rank = _RANK_ALIASES.get(match.group(1))
        suit = _SUIT_ALIASES.get(match.group(2))
        if rank is not None and suit is not None:
            return Card(rank, suit)
    raise CardError(f"invalid card {text!r}: {_CARD_HELP}")


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Read several cards, from one string separated by spaces or commas, or
    from a list of strings.

    >>> [card.code for card in parse_cards("AS, kh 10d")]
    ['AS', 'KH', 'TD']
    """
    tokens = [t for t in _SEPARATORS.split(text) if t] if isinstance(text, str) else list(text)
    return tuple(parse_card(token) for token in tokens)


def card_code(card: Card) -> str:
    """The canonical ASCII code of a card: ``'AS'``, ``'TH'``."""
    return card.code


def card_pretty(card: Card) -> str:
    """The pretty form of a card: ``'A♠'``, ``'10♥'``."""
    return card.pretty


def cards_pretty(cards: Iterable[Card]) -> str:
    """Cards in their pretty forms, separated by spaces."""
    return " ".join(card.pretty for card in cards)


# Suits alternate colours for display: spades, hearts, clubs, diamonds.
_DISPLAY_SUIT_ORDER = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.CLUBS: 2, Suit.DIAMONDS: 3}


def sort_for_display(cards: Iterable[Card], trump: Suit | None = None) -> list[Card]:
    """Cards as a player fans them: by suit (trump first, colours
    alternating), high cards first within a suit."""

    def key(card: Card) -> tuple[int, int, int]:
        return (card.suit is not trump, _DISPLAY_SUIT_ORDER[card.suit], -card.rank)

    return sorted(cards, key=key)


def is_coke_hand(cards: Iterable[Card]) -> bool:
    """True when a hand holds nothing above a 9 (no 10, J, Q, K or A): a
    "coke hand", which may demand a redeal under the ``coke_hand`` rule."""
    return all(card.rank <= Rank.NINE for card in cards)
