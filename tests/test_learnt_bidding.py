"""The expert's partnership bidding, learnt from real play (:mod:`pitchtutor.bots.learnt`):
where it speaks, what it reads from a hand, the calls it makes, and that the expert uses it."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import Bid, Pass, Redeal
from pitchtutor.bots import ExpertBot
from pitchtutor.bots.learnt import GAIN, features, gains, learns, learnt_call
from pitchtutor.cards import parse_cards
from pitchtutor.state import Phase
from pitchtutor.view import SeatView
from tests.support.scripted import scripted

# Dealer 3 (North-South are seats 0 and 2): seat 0 holds A-K-J-2 of hearts, seat 1 nothing,
# seat 2 little, the dealer A-K of spades.
DEAL = ("AH KH JH 2H 9C 7D", "4S 5C 6D 7S 8C 9D", "QH 3S 4D 5D TC JC", "AS KS 3H 6C 8D 9S")


def view_after(auction: str, **overrides: Any) -> SeatView:
    hand = scripted(DEAL, auction, **overrides)
    assert hand.to_act is not None
    return hand.view(hand.to_act)


def test_it_speaks_for_the_partnership_preset_of_four_at_any_target_only() -> None:
    assert learns(view_after(""))
    assert learns(view_after("", target=11))  # the model weighs one hand, not the match
    assert not learns(view_after("", ten_of_trump_point=True))  # a house rule changes what a bid is worth
    assert not learns(view_after("", min_bid=2))
    cutthroat = Hand.deal(Ruleset.preset("cutthroat"), 3, 0, 1)
    assert not learns(cutthroat.view(1)) and learnt_call(cutthroat.view(1)) is None
    six = Hand.deal(Ruleset.preset("partnership"), 6, 0, 1)
    assert learnt_call(six.view(1)) is None


def test_the_features_are_what_a_player_would_name() -> None:
    row = features(parse_cards("AH KH JH 2H 9C 7D"), after=3, high=0, partner_high=False)
    # intercept; count 4 (A-K-J: 2 + 1, the 2 Low: + 1); four hearts; A K J and 2, no Q or ten;
    # the next suit (clubs, diamonds) counts 0; three seats after; no bid yet
    assert row == [1, 0, 0, 0, 1, 4, 1, 1, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0]
    assert len(row) == len(GAIN[1])
    # ties between suits go to the longer, then to the higher top card
    row = features(parse_cards("KS QS 4S KD QD 9C"), after=0, high=1, partner_high=True)
    assert row[5] == 3 and row[7] == 1 and row[-4:] == [1, 0, 0, 1]


def test_a_strong_opening_hand_bids_what_it_can_make() -> None:
    view = view_after("")
    assert view.seat == 0 and learnt_call(view) == Bid(3)
    assert max(gains(view), key=gains(view).__getitem__) == 3


def test_nothing_to_say_passes() -> None:
    assert learnt_call(view_after("pass")) == Pass()  # seat 1: no card above a nine


def test_a_partner_holding_the_bid_is_left_to_play_it() -> None:
    view = view_after("2 pass")  # seat 2's partner, seat 0, holds 2
    assert learnt_call(view) == Pass()
    assert all(gain < 0 for gain in gains(view).values())


def test_the_dealer_takes_an_opponents_one_at_two() -> None:
    # the model's commonest departure from the double-dummy rule: A-K of trumps and the last word
    view = view_after("1 pass pass")
    assert view.seat == view.dealer == 3
    assert learnt_call(view) == Bid(2)


def test_the_expert_bids_by_it_in_partnership_and_classically_elsewhere() -> None:
    for auction in ("", "pass", "2 pass", "1 pass pass"):
        view = view_after(auction)
        assert ExpertBot(7).choose(view) == learnt_call(view)
    cutthroat = Hand.deal(Ruleset.preset("cutthroat"), 3, 2, 5)
    view = cutthroat.view(0)
    # no time budget: the same seed deals the same deals, however busy the machine
    learnt, classic = (
        ExpertBot(7, time_budget=math.inf),
        ExpertBot(7, bidding="classic", time_budget=math.inf),
    )
    assert learnt.choose(view) == classic.choose(view)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 3))
def test_every_call_it_makes_is_legal(seed: int, calls_before: int) -> None:
    rng = random.Random(seed)
    hand = Hand.deal(Ruleset.preset("partnership"), 4, rng.randrange(4), rng)
    for _ in range(calls_before):
        calls = [a for a in hand.view(hand.to_act).legal if isinstance(a, (Bid, Pass))]  # type: ignore[arg-type]
        if calls:
            hand.apply(rng.choice(calls))
    if hand.to_act is None or hand.phase is not Phase.AUCTION:
        return
    view = hand.view(hand.to_act)
    call = learnt_call(view)
    if call is None:  # only where it does not speak: a redeal to call, or no choice
        legal = view.legal
        assert any(isinstance(a, Redeal) for a in legal) or Pass() not in legal or Bid not in map(type, legal)
        return
    assert hand.is_legal(call)
    assert call == Pass() or gains(view)[call.amount] > 0  # type: ignore[union-attr]


@pytest.mark.parametrize("amount", sorted(GAIN))
def test_bolder_bids_need_more(amount: int) -> None:
    """Sanity of the fit: the intercept of each bid falls as the bid rises (a bid of 4 on
    nothing costs most), and a partner holding the bid is a reason to pass at every level."""
    assert GAIN[amount][-1] < 0
    if amount > 1:
        assert GAIN[amount][0] < GAIN[amount - 1][0]
