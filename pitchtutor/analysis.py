"""Exact analysis of small endgames, with every hand known.

:func:`card_values` gives, for each card the player to act may play, what
that player's side ends the hand with (its score change: points taken, or
minus the bid when the pitcher is set back) if everyone plays on perfectly.
It searches every continuation, so it is kept to the last three tricks;
the lessons use it to check "which card should you play?".

Two sides only (partnerships, or two players): one side's gain is measured
against the other's, so the search is a plain minimax on the difference.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchtutor.cards import Card, parse_card
from pitchtutor.errors import PitchError
from pitchtutor.explain import Explanation, Names, Say, and_list, explain, template
from pitchtutor.hand import Hand, Phase

MAX_TRICKS_LEFT = 3


@dataclass(frozen=True)
class CardValue:
    """One legal card and the best the mover's side can do after it."""

    card: Card
    ours: int  # the mover's side's score change for the hand
    theirs: int  # the other side's


def card_values(hand: Hand) -> list[CardValue]:
    """The value of every legal card for the side to move, best first."""
    if hand.phase is not Phase.PLAY or hand.to_act is None:
        raise PitchError("exact analysis needs a hand being played, with a player to act")
    if hand.rules.sides(hand.players) != 2:
        raise PitchError("exact analysis here is for two sides (a partnership game, or two players)")
    left = 6 - len(hand.tricks)
    if left > MAX_TRICKS_LEFT:
        raise PitchError(f"exact analysis looks at the last {MAX_TRICKS_LEFT} tricks, not {left}")
    side = hand.side_of(hand.to_act)
    probe = hand.copy()
    values = []
    for card in probe.legal_actions():
        assert isinstance(card, Card)
        probe.apply(card)
        ours, theirs = _best(probe, side)
        probe.undo()
        values.append(CardValue(card, ours, theirs))
    return sorted(values, key=lambda v: v.ours - v.theirs, reverse=True)


def _best(hand: Hand, side: int) -> tuple[int, int]:
    """(ours, theirs) after best play from here, ``side`` maximising ours - theirs."""
    if hand.phase is Phase.OVER:
        delta = hand.score().delta
        return delta[side], delta[1 - side]
    mover = hand.to_act
    assert mover is not None
    results = []
    for card in hand.legal_actions():
        hand.apply(card)
        results.append(_best(hand, side))
        hand.undo()
    choose = max if hand.side_of(mover) == side else min
    return choose(results, key=lambda result: result[0] - result[1])


def explain_choice(hand: Hand, chosen: Card, values: list[CardValue], names: Names) -> Explanation:
    """Why the chosen card is (or is not) the best, with the numbers."""
    by_card = {value.card: value for value in values}
    best = values[0]
    mine = by_card[chosen]
    equal = [v.card.code for v in values if v.ours - v.theirs == best.ours - best.theirs]
    key = "analysis.best_card" if chosen.code in equal else "analysis.better_card"
    return explain(
        key,
        names,
        seat=hand.to_act,
        card=chosen.code,
        ours=mine.ours,
        theirs=mine.theirs,
        best=best.card.code,
        best_ours=best.ours,
        best_theirs=best.theirs,
        equal=equal,
    )


def _points(n: int) -> str:
    return f"{n:+d}"


@template("analysis.best_card")
def _best_card(say: Say) -> str:
    others = [code for code in say["equal"] if code != say["card"]]
    also = f" (so would {and_list([parse_card(c).pretty for c in others], 'or')})" if others else ""
    return (
        f"The {say.bare_card('card')} is best: with perfect "
        f"play from here your side ends the hand {_points(say['ours'])} and the opponents "
        f"{_points(say['theirs'])}{also}."
    )


@template("analysis.better_card")
def _better_card(say: Say) -> str:
    return (
        f"With the {say.bare_card('card')} your side ends the hand {_points(say['ours'])} (the opponents "
        f"{_points(say['theirs'])}); the {say.bare_card('best')} does better: {_points(say['best_ours'])} "
        f"against {_points(say['best_theirs'])}, with perfect play from here."
    )
