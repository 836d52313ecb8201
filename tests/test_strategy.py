"""The strategy tips and the exact endgame analysis."""

from __future__ import annotations

from pathlib import Path

import pytest

from pitchtutor import parse_cards
from pitchtutor.coach.analysis import card_values, explain_choice
from pitchtutor.coach.strategy import TIPS, count_points, tip
from pitchtutor.explain import TEMPLATES, Names
from pitchtutor.record import load_record

HANDS = Path(__file__).resolve().parent.parent / "lessons" / "hands"


@pytest.mark.parametrize(
    ("cards", "suit", "bid", "reason"),
    [
        ("AH KH 2H 9C 7D 6S", "H", 3, "the Ace with the King is worth 2"),
        ("AH 2H 9C 8C 7D 6S", "H", 2, "the Ace with the 2♥ is worth 2"),
        ("AS 7S 2S 8C 4D 3H", "S", 3, "the 2♠ is sure to be Low"),
        ("AD KD QD JD 2D 9S", "D", 4, "one more for each extra high trump (the Q♦ and the J♦)"),
        # the Jack is the trump that makes the 2 with the Ace: not an extra one as well
        ("KS JS AH 7H AC JC", None, 2, "so a bid of 2 is sound"),
        ("AC JC 5C 9D 8H 4S", "C", 3, "one more for each extra high trump (the J♣)"),
        ("AC JC 2C 9D 8H 4S", "C", 3, "the 2♣ is sure to be Low"),
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


def test_a_count_short_of_2_names_the_high_bid_there_is_to_beat() -> None:
    """About 1 point: with no bid or a bid of 1 to beat, the count bids from 2; with 3 to beat, the
    verdict says so (a walk found "the count bids from 2" said with a bid of 3 on the table)."""
    hand = parse_cards("AS 7H 3D 4C 9C 8D")
    opening = count_points(hand, bids=[1, 2, 3, 4], high_bid=0)
    assert opening.bid == 0 and "the count bids from 2" in opening.why.text
    assert "the count bids from 2" in count_points(hand, bids=[2, 3, 4], high_bid=1).why.text
    over_3 = count_points(hand, bids=[4], high_bid=3)
    assert over_3.bid == 0 and over_3.why.text.endswith("not enough to overcall the high bid of 3: pass.")
    # the dealer may take the contract at the high bid itself: nothing to overcall (a walk found
    # "not enough to overcall the high bid of 3" said to a dealer offered "hold at 3")
    two = parse_cards("AS KS 7H 4C 9C 8D")
    holding = count_points(two, bids=[3, 4], high_bid=3)
    assert holding.bid == 0 and holding.why.text.endswith("not enough to hold at 3, the high bid: pass.")
    dealer = count_points(hand, bids=[3, 4], high_bid=3, may_pass=False)
    assert dealer.bid == 3 and "you may not pass" in dealer.why.render(Names(4, 2, you=0))


def test_every_tip_renders() -> None:
    for key in TIPS:
        assert key in TEMPLATES and tip(key).text
    with pytest.raises(KeyError, match="unknown tip"):
        tip("tip.bluff")


def test_the_lessons_positions_have_one_best_card() -> None:
    for name, best in (("lead-trumps", "7H"), ("jack-under-queen", "KH"), ("feed-partner", "TD")):
        hand = load_record(HANDS / f"{name}.json").replay()
        values = card_values(hand)
        assert str(values[0].card) == best and values[0].value > values[1].value
        names = Names(4, 2, you=hand.to_act)
        assert explain_choice(hand, values[0].card, values, names).key == "analysis.best_card"
        worse = explain_choice(hand, values[-1].card, values, names)
        assert worse.key == "analysis.better_card" and "does better" in worse.text
