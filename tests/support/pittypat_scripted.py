"""Scripted Pitty Pat positions for the tests: exact cards, worked out by hand."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence

from pitchtutor.cards import DECK, Card, parse_cards
from pitchtutor.pittypat import Action, Phase, Round, Rules


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def first_legal(game: Round) -> Action:
    return game.legal_actions()[0]


def play_for(
    game: Round, rng: random.Random, steps: int | None = None, choose: Callable[[Round], Action] = first_legal
) -> None:
    """Play on, ``choose`` deciding and the stock drawing by ``rng``, until the
    round is over or ``steps`` actions (each draw one) have been taken."""
    for _ in range(steps) if steps is not None else itertools.count():
        if game.to_act is None:
            return
        if game.phase is Phase.DRAW:
            game.draw_at_random(rng)
        else:
            game.apply(choose(game))


# Deal S (3 players, dealer 2, up-card 7♥): seat 0 holds the 7♠ and must pair.
DEAL_S = ("7S KD 2C 9H 4D", "3S 3H JC 8D 5S", "QS 6C TD AH 2D")
UP_S = "7H"


def deal_s(**rules: object) -> Round:
    hand_size = rules.get("hand_size", 5)
    assert hand_size == 5
    return Round(Rules(**rules), 2, [cards(hand) for hand in DEAL_S], cards(UP_S)[0])  # type: ignore[arg-type]


def position(
    hands: Sequence[str],
    pile: str,
    stock: str | None = None,
    *,
    rest_to: int | None = None,
    to_act: int = 0,
    rebuilds: int = 0,
    streak: int = 0,
    **rules: object,
) -> Round:
    """A round from a moment of play.  ``stock`` defaults to every card not
    in a hand or on the pile.  When the stock is given, the cards left over
    go to the bottom of the pile, or to seat ``rest_to``'s hand."""
    held = [list(cards(hand)) for hand in hands]
    on_pile = list(cards(pile))
    placed = {card for hand in held for card in hand} | set(on_pile)
    rest = [card for card in DECK if card not in placed]
    if stock is None:
        stock_cards = frozenset(rest)
    else:
        stock_cards = frozenset(cards(stock))
        left = [card for card in rest if card not in stock_cards]
        if rest_to is None:
            on_pile = left + on_pile
        else:
            held[rest_to] += left
    return Round.position(Rules(**rules), 0, held, on_pile, stock_cards, to_act=to_act,  # type: ignore[arg-type]
                          rebuilds=rebuilds, streak=streak)  # fmt: skip
