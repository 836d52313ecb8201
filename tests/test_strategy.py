"""The strategy tips and the exact endgame analysis."""

from __future__ import annotations

import json
import random
from itertools import pairwise
from pathlib import Path

import pytest

from pitchtutor import Hand, PitchError, Ruleset, parse_card, parse_cards
from pitchtutor.analysis import MAX_TRICKS_LEFT, card_values, explain_choice
from pitchtutor.explain import TEMPLATES, Names
from pitchtutor.record import load_record
from pitchtutor.strategy import TIPS, count_points, tip

HANDS = Path(__file__).resolve().parent.parent / "lessons" / "hands"


@pytest.mark.parametrize(
    ("cards", "suit", "bid", "reason"),
    [
        ("AH KH 2H 9C 7D 6S", "H", 3, "the Ace with the King is worth 2"),
        ("AH 2H 9C 8C 7D 6S", "H", 2, "the Ace with the 2♥ is worth 2"),
        ("AS 7S 2S 8C 4D 3H", "S", 3, "the 2♠ is sure to be Low"),
        ("AD KD QD JD 2D 9S", "D", 4, "one more for each extra high trump (2)"),
        ("KH QH 3H 9C 8D 4S", "H", 2, "the King with another high trump may well be High"),
        ("9C 7D 6S 5H 4C 8S", None, 0, None),
        ("AC 9D 8H 7S 6D 5H", None, 0, "a lone Ace is sure to be High"),
    ],
)
def test_counting_points_the_way_the_texts_teach(
    cards: str, suit: str | None, bid: int, reason: str | None
) -> None:
    judgement = count_points(parse_cards(cards))
    assert judgement.bid == bid
    if suit:
        assert judgement.best.suit.value == suit
    if reason:
        assert reason in judgement.why.text
    assert judgement.why.key == "tip.count_points"
    assert ("pass" in judgement.why.text) == (bid == 0)


def test_min_bid_raises_the_bar() -> None:
    assert count_points(parse_cards("AH 2H 9C 8C 7D 6S"), min_bid=3).bid == 0


def test_every_tip_renders() -> None:
    for key in TIPS:
        assert key in TEMPLATES and tip(key).text
    with pytest.raises(KeyError, match="unknown tip"):
        tip("tip.bluff")


def plain_values(hand: Hand, side: int) -> dict[str, int]:
    """A deliberately naive second search: every continuation, no sharing."""

    def best(h: Hand) -> int:
        if h.phase.value == "over":
            delta = h.score().delta
            return delta[side] - delta[1 - side]
        outcomes = []
        for action in h.legal_actions():
            probe = h.copy()
            probe.apply(action)
            outcomes.append(best(probe))
        assert h.to_act is not None
        return max(outcomes) if h.side_of(h.to_act) == side else min(outcomes)

    values = {}
    for action in hand.legal_actions():
        probe = hand.copy()
        probe.apply(action)
        values[str(action)] = best(probe)
    return values


def test_exact_values_agree_with_a_plain_search() -> None:
    rng = random.Random(4)
    checked = 0
    while checked < 12:
        hand = Hand.deal(Ruleset.preset("partnership"), 4, rng.randrange(4), rng)
        while hand.to_act is not None and not (hand.phase.value == "play" and len(hand.tricks) >= 4):
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.to_act is None:
            continue
        side = hand.side_of(hand.to_act)
        values = {str(v.card): v.ours - v.theirs for v in card_values(hand)}
        assert values == plain_values(hand, side)
        checked += 1


def test_the_lessons_positions_have_one_best_card() -> None:
    for name, best in (("lead-trumps", "7H"), ("jack-under-queen", "KH"), ("feed-partner", "TD")):
        hand = load_record(HANDS / f"{name}.json").replay()
        values = card_values(hand)
        assert str(values[0].card) == best
        assert values[0].ours - values[0].theirs > values[1].ours - values[1].theirs
        names = Names(4, 2, you=hand.to_act)
        assert explain_choice(hand, values[0].card, values, names).key == "analysis.best_card"
        worse = explain_choice(hand, values[-1].card, values, names)
        assert worse.key == "analysis.better_card" and best[0] in worse.text.replace("10", "T")


def test_values_are_sorted_best_first() -> None:
    hand = load_record(HANDS / "jack-under-queen.json").replay()
    diffs = [v.ours - v.theirs for v in card_values(hand)]
    assert all(a >= b for a, b in pairwise(diffs))


def test_analysis_refuses_what_it_cannot_search() -> None:
    hand = Hand.deal(Ruleset.preset("partnership"), 4, 0, 1)
    with pytest.raises(PitchError, match="a hand being played"):
        card_values(hand)
    while hand.phase.value == "auction":
        hand.apply(hand.legal_actions()[-1])
    with pytest.raises(PitchError, match=f"the last {MAX_TRICKS_LEFT} tricks, not 6"):
        card_values(hand)
    three = Hand.deal(Ruleset.preset("cutthroat"), 3, 0, 1)
    three.apply_all([three.legal_actions()[-1]] * 1)
    while three.phase.value == "auction":
        three.apply(three.legal_actions()[0])
    if three.phase.value == "play":
        with pytest.raises(PitchError, match="two sides"):
            card_values(three)
    assert json.dumps([str(parse_card("AS"))])
