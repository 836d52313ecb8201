"""What the others' cards so far say about the cards they still hold.

A follower who cannot beat the card winning the trick, with no partner winning
it, throws its cheapest card: no scoring trump (the Jack, and the 10 or 3 where
they count), no other trump, the fewest pips, the lowest rank.  So a seat that
threw the 9♥ under an opponent's winner is unlikely to hold a cheaper loser
such as the 4♥.  :func:`play_weight` is that as a fit for
:func:`~pitchtutor.bots.knowledge.sample_worlds`: a deal in which a throw was
not the seat's cheapest loser counts :data:`SLIP` times as much for each such
throw.  Leads, winning cards and cards given to a partner's trick say nothing here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pitchtutor.bots.knowledge import Fit
from pitchtutor.cards import Card, Rank, Suit
from pitchtutor.rules import Ruleset
from pitchtutor.tricks import beats, legal_cards
from pitchtutor.view import SeatView

SLIP = 0.1
"""How much a deal counts for each throw that would not have been the seat's cheapest."""


def throw_cost(card: Card, trump: Suit, rules: Ruleset) -> tuple[bool, bool, int, int]:
    """What throwing ``card`` under an opponent's winner gives away, cheapest first."""
    scoring = card.suit is trump and (
        card.rank is Rank.JACK
        or (card.rank is Rank.TEN and rules.ten_of_trump_point)
        or (card.rank is Rank.THREE and rules.three_of_trump_point)
    )
    return scoring, card.suit is trump, card.pips, int(card.rank)


def play_weight(view: SeatView, slip: float = SLIP) -> Fit | None:
    """The fit of a deal to the others' throws so far (``None`` when there were none)."""
    trump = view.trump
    if trump is None:
        return None
    rules, players = view.rules, view.players
    throws: list[tuple[int, Card, Suit, Card, frozenset[Card]]] = []
    played: dict[int, list[Card]] = {seat: [] for seat in range(players)}
    for plays in [t.plays for t in view.tricks] + ([view.current] if view.current else []):
        led = plays[0][1].suit
        best_seat, best = plays[0]
        for seat, card in plays[1:]:
            wins = beats(card, best, trump)
            partner_winning = rules.side_of(best_seat, players) == rules.side_of(seat, players)
            if seat != view.seat and not wins and not partner_winning:
                throws.append((seat, card, led, best, frozenset(played[seat])))
            if wins:
                best_seat, best = seat, card
        for seat, card in plays:
            played[seat].append(card)
    if not throws:
        return None

    def fit(dealt: Mapping[int, Sequence[Card]]) -> float:
        weight = 1.0
        for seat, card, led, best, before in throws:
            held = [c for c in dealt[seat] if c not in before]
            losers = [
                c for c in legal_cards(held, led, trump, rules.trump_anytime) if not beats(c, best, trump)
            ]
            if losers and throw_cost(card, trump, rules) > min(throw_cost(c, trump, rules) for c in losers):
                weight *= slip
        return weight

    return fit


__all__ = ["SLIP", "play_weight", "throw_cost"]
