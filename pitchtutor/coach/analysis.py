"""What the exact analysis means for a learner: the value of each card, and
why the chosen one is (or is not) the best.

The values come from :mod:`pitchtutor.solver`: the score change the mover's
side ends the hand with under perfect play from here, every hand known.
"""

from __future__ import annotations

from pitchtutor.cards import Card
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.hand import Hand
from pitchtutor.solver import CardScore, card_scores


def card_values(hand: Hand) -> list[CardScore]:
    """Every legal card of the seat to act with its exact value, best first."""
    return card_scores(hand)


def explain_choice(hand: Hand, chosen: Card, values: list[CardScore], names: Names) -> Explanation:
    """Why the chosen card is (or is not) the best, with the numbers."""
    by_card = {score.card: score for score in values}
    best = values[0]
    equal = [score.card.code for score in values if score.value == best.value]
    key = "analysis.best_card" if chosen.code in equal else "analysis.better_card"
    return explain(key, names, seat=hand.to_act, card=chosen.code, value=by_card[chosen].value,
                   best=best.card.code, best_value=best.value, equal=equal)  # fmt: skip
