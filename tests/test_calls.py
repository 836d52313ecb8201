"""Call-aware deals: what a call says about a hand (pitchtutor.bots.calls), and the
deals the expert imagines weighted by the calls made."""

from __future__ import annotations

import math
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import PASS, Bid
from pitchtutor.bots import ExpertBot
from pitchtutor.bots.calls import (
    CallModel,
    Said,
    call_weight,
    deal_weights,
    hand_count,
    suit_count,
    what_was_said,
)
from pitchtutor.bots.estimate import Estimator, pitcher_view
from pitchtutor.bots.knowledge import knowledge, sample_worlds
from pitchtutor.cards import DECK, Rank, Suit, parse_cards
from pitchtutor.view import SeatView

MODEL = CallModel()
STRONG = parse_cards("AS KS JS 2S 9C 7D")  # counts 4 in spades
WEAK = parse_cards("4H 5C 6D 7S 8C 9D")  # counts nothing


def test_the_count_is_the_texts() -> None:
    assert suit_count(STRONG, Suit.SPADES) == 4
    assert suit_count(parse_cards("AH 7H"), Suit.HEARTS) == 2
    assert suit_count(parse_cards("AH"), Suit.HEARTS) == 1
    assert suit_count(parse_cards("KH QH 2H"), Suit.HEARTS) == 2
    assert hand_count(WEAK) == 0


def test_a_pass_makes_strong_hands_unlikely() -> None:
    aces = parse_cards("AH KH JH 4C 5D 6S")
    for least in (1, 2, 3):
        said = Said(1, "pass", least)
        assert MODEL.likelihood(said, aces) < MODEL.likelihood(said, WEAK)
    assert MODEL.likelihood(Said(1, "pass", 2), STRONG) < 0.1
    assert MODEL.likelihood(Said(1, "pass", 2), WEAK) > 0.9


def test_a_bid_of_three_makes_weak_hands_unlikely() -> None:
    said = Said(1, "bid", 3)
    assert MODEL.likelihood(said, WEAK) < 0.1
    assert MODEL.likelihood(said, STRONG) > 0.9
    # each point of count makes the bid more likely
    hands = [WEAK, parse_cards("AH 4C 5D 6S 7C 8D"), parse_cards("AH 7H 4C 5D 6S 8D"), STRONG]
    chances = [MODEL.likelihood(said, hand) for hand in hands]
    assert chances == sorted(chances)


def test_forced_and_held_bids_say_little() -> None:
    assert MODEL.likelihood(Said(0, "forced", 2), WEAK) == 1.0
    held, bid = Said(0, "hold", 3), Said(0, "bid", 3)
    assert MODEL.likelihood(held, WEAK) > MODEL.likelihood(bid, WEAK)


def test_every_likelihood_lies_between_the_floor_and_one() -> None:
    rng = random.Random(5)
    for _ in range(200):
        hand = rng.sample(DECK, 6)
        said = Said(1, rng.choice(["pass", "bid", "hold", "forced"]), rng.randint(1, 4))
        assert MODEL.floor <= MODEL.likelihood(said, hand) <= 1


def _auction(preset: str, players: int, dealer: int, seed: int, calls: list[object]) -> Hand:
    hand = Hand.deal(Ruleset.preset(preset), players, dealer, seed)
    for call in calls:
        hand.apply(call)  # type: ignore[arg-type]
    return hand


def test_what_was_said_leaves_out_the_seat_itself_and_reads_the_auction() -> None:
    hand = _auction("partnership", 4, 0, 3, [PASS, Bid(2), PASS])  # seats 1, 2, 3; the dealer is to speak
    view = hand.view(0)
    assert what_was_said(view) == [Said(1, "pass", 1), Said(2, "bid", 2), Said(3, "pass", 3)]
    assert [s.seat for s in what_was_said(hand.view(2))] == [1, 3]


def test_a_forced_dealer_bid_says_nothing() -> None:
    rules = Ruleset.preset("setback")
    assert rules.all_pass == "dealer-bids"
    hand = _auction("setback", 3, 0, 3, [PASS, PASS, Bid(2)])
    said = what_was_said(hand.view(1))
    assert said[-1] == Said(0, "forced", 2)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1), st.lists(st.booleans(), min_size=1, max_size=3))
def test_weights_are_positive_and_normalised(seed: int, bids: list[bool]) -> None:
    hand = Hand.deal(Ruleset.preset("partnership"), 4, 0, seed)
    high = 0
    for bids_now in bids:
        call = Bid(high + 1) if bids_now and high < 4 else PASS
        high = call.amount if isinstance(call, Bid) else high
        hand.apply(call)
    view = hand.view(0)
    rng = random.Random(seed)
    facts = knowledge(view)
    deals = []
    for _ in range(20):
        cards = rng.sample(facts.unseen, 18)
        deals.append({1: cards[:6], 2: cards[6:12], 3: cards[12:]})
    weights = deal_weights(view, deals, MODEL)
    assert all(w > 0 for w in weights)
    assert math.isclose(sum(weights), 1.0)


def _high_trumps(view: SeatView, seat: int, worlds: int, fit: bool) -> float:
    """The average count of high cards (Jack or better) in ``seat``'s best suit over sampled deals."""
    rng = random.Random(11)
    weight = call_weight(view, MODEL) if fit else None
    total = 0
    for _, world in zip(range(worlds), sample_worlds(pitcher_view(view), rng, fit=weight), strict=False):
        held = world.holdings[seat]
        suit = max(
            {c.suit for c in held}, key=lambda s: (suit_count(held, s), len([c for c in held if c.suit is s]))
        )
        total += sum(1 for c in held if c.suit is suit and c.rank >= Rank.JACK)
    return total / worlds


def test_an_opponents_bid_of_three_brings_deals_with_more_high_trumps() -> None:
    hand = _auction("partnership", 4, 0, 8, [Bid(3)])  # seat 1 bids 3; seat 2 (its opponent) to speak
    view = hand.view(2)
    assert what_was_said(view) == [Said(1, "bid", 3)]
    uniform = _high_trumps(view, 1, 300, fit=False)
    fitted = _high_trumps(view, 1, 300, fit=True)
    assert fitted > uniform + 0.3, (fitted, uniform)


def test_with_no_calls_to_fit_the_deals_are_uniform_ones() -> None:
    view = Hand.deal(Ruleset.preset("partnership"), 4, 0, 4).view(1)  # the first to speak
    assert call_weight(view, MODEL) is None
    plain = [
        w.holdings
        for _, w in zip(range(5), sample_worlds(pitcher_view(view), random.Random(2)), strict=False)
    ]
    estimator = Estimator(2, calls=MODEL)
    assert estimator.calls is MODEL
    fitted = [
        w.holdings
        for _, w in zip(range(5), sample_worlds(pitcher_view(view), random.Random(2), fit=None), strict=False)
    ]
    assert plain == fitted


def test_a_call_no_deal_fits_still_gets_its_deals() -> None:
    view = Hand.deal(Ruleset.preset("partnership"), 4, 0, 4).view(1)
    seen: list[int] = []

    def one_in_a_billion(dealt: object) -> float:  # the first deal fits; no other does
        seen.append(1)
        return 1.0 if len(seen) == 1 else 1e-9

    sampled = sample_worlds(pitcher_view(view), random.Random(1), fit=one_in_a_billion)
    worlds = list(zip(range(8), sampled, strict=False))
    assert len(worlds) == 8
    assert len(seen) <= 32 + 8 * 40  # the pilot, then at most forty turned down a deal


def test_the_call_aware_expert_bids_legally() -> None:
    hand = _auction("partnership", 4, 0, 8, [Bid(2)])
    bot = ExpertBot(1, deals="calls")
    view = hand.view(2)
    assert bot.choose(view) in view.legal
