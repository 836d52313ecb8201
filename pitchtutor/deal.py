"""The deal: the game's only chance event, made explicit and seeded.

Six cards each, clockwise from the dealer's left, in two rounds of three;
the rest of the deck is not used this hand.

>>> hands = deal_hands(4, dealer=3, rng=7)
>>> [len(hand) for hand in hands]
[6, 6, 6, 6]
>>> deal_hands(4, dealer=3, rng=7) == hands  # the same seed, the same deal
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitchtutor.cards import DECK, Card
from pitchtutor.errors import DealError
from pitchtutor.rules import CARDS_EACH, check_player_count

ROUNDS = (3, 3)
"""Cards each player receives in each round of the deal."""

Hands = tuple[tuple[Card, ...], ...]


def deal_hands(players: int, dealer: int, rng: random.Random | int | None = None) -> Hands:
    """Shuffle a deck and deal six cards to each seat.

    ``rng`` is a :class:`random.Random`, a seed, or ``None`` for a fresh
    random deal.  Seats are numbered clockwise; seat ``dealer + 1`` (the
    eldest hand) receives the first three cards."""
    check_player_count(players)
    check_dealer(dealer, players)
    generator = rng if isinstance(rng, random.Random) else random.Random(rng)
    deck = list(DECK)
    generator.shuffle(deck)
    hands: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    for size in ROUNDS:
        for offset in range(1, players + 1):
            seat = (dealer + offset) % players
            hands[seat].extend(deck[position : position + size])
            position += size
    return tuple(tuple(hand) for hand in hands)


def check_dealer(dealer: object, players: int) -> None:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
        raise DealError(
            f"dealer {dealer!r} is not a seat: with {players} players the seats are 0 to {players - 1}"
        )


def check_hands(hands: Sequence[Sequence[Card]]) -> None:
    """Refuse hands that cannot have come from one deck: six cards a seat,
    no card twice."""
    check_player_count(len(hands))
    sizes_right = all(len(hand) == CARDS_EACH for hand in hands)
    if sizes_right and len({card for hand in hands for card in hand}) == CARDS_EACH * len(hands):
        return  # a good deal, the quick way (every record and deal is checked); else find the first fault
    seen: dict[Card, int] = {}
    for seat, hand in enumerate(hands):
        if len(hand) != CARDS_EACH:
            raise DealError(f"seat {seat} has {len(hand)} cards; each seat is dealt {CARDS_EACH}", seat)
        for index, card in enumerate(hand):
            if card in seen:
                where = "twice to seat" if seen[card] == seat else f"to seat {seen[card]} and to seat"
                raise DealError(
                    f"the {card.pretty} ({card.code}) is dealt {where} {seat}: a deck has one", seat, index
                )
            seen[card] = seat
