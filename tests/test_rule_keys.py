"""Scripted deals with exact, hand-checked results for every rule key.

There is one class per rule key (``TestTeams`` for ``teams`` ...), and a
check that no key is missing.  The deals are in tests/support/scripted.py; their
tricks are worked out here in comments.

Deal A (partnership, dealer 3; seat 0 pitches the A♥, hearts are trump):
  trick 1  A♥ 3♥ J♥ Q♥   seat 0 wins (A♥)    pips 7  -> seats 0 & 2
  trick 2  2♥ K♥ 5♣ 10♥  seat 1 wins (K♥)    pips 13 -> seats 1 & 3
  trick 3  10♣ Q♣ 7♣ 9♣  seat 2 wins (Q♣)    pips 12 -> seats 0 & 2
  trick 4  K♦ 9♦ 7♦ 4♦   seat 2 wins (K♦)    pips 3  -> seats 0 & 2
  trick 5  3♠ 2♠ 6♠ 5♠   seat 0 wins (6♠)
  trick 6  8♣ 2♣ 4♠ 8♦   seat 0 wins (8♣)
  High A♥ (seat 0), Low 2♥ (dealt to seat 0, captured by seat 1), Jack J♥
  (captured by seat 0), Game 22 to 13.  The 10♥ went to seat 1, the 3♥ to seat 0.
"""

from __future__ import annotations

import pytest

from pitchtutor import RULE_KEYS, Bid, Hand, IllegalActionError, Phase, parse_card, settle_match
from pitchtutor.actions import PASS, REDEAL
from pitchtutor.hand import Hand as HandType
from pitchtutor.match import MatchOutcome
from pitchtutor.scoring import HandScore
from tests.support.rule_keys import check_a_test_class_per_key
from tests.support.scripted import (
    AUCTION_DEFENDERS_TIE,
    AUCTION_PITCHER_TIE,
    AUCTION_TIE,
    DEAL_A,
    DEAL_B,
    DEAL_C,
    DEAL_COKE,
    DEAL_DEFENDERS_TIE,
    DEAL_PITCHER_TIE,
    DEAL_TIE,
    PLAY_A,
    PLAY_B,
    PLAY_C,
    PLAY_DEFENDERS_TIE,
    PLAY_PITCHER_TIE,
    PLAY_TIE,
    hands,
    rules,
    scripted,
)  # fmt: skip


def points(score: HandScore) -> dict[str, int | None]:
    return {award.point: award.side for award in score.awards}


def keys(score: HandScore) -> dict[str, str]:
    return {award.point: award.why.key for award in score.awards}


def settle(hand: HandType, before: list[int]) -> MatchOutcome:
    return settle_match(hand.rules, hand.names, before, hand.score(), hand.dealer)


def deal_a(auction: str = "2 pass pass pass", preset: str = "partnership", **overrides: object) -> HandType:
    return scripted(DEAL_A, auction, PLAY_A, preset=preset, **overrides)


class TestTeams:
    def test_partnership_sides_pool_their_tricks(self) -> None:
        score = deal_a().score()
        assert score.pips == (22, 13)
        assert points(score) == {"high": 0, "low": 0, "jack": 0, "game": 0}
        assert score.taken == (4, 0) and score.made and score.delta == (4, 0)

    def test_each_for_themselves_with_the_same_cards(self) -> None:
        score = deal_a(preset="cutthroat").score()
        # seat 0: tricks 1, 5, 6 = 7 pips; seat 1: trick 2 = 13; seat 2: tricks 3, 4 = 15
        assert score.pips == (7, 13, 15, 0)
        assert points(score) == {"high": 0, "low": 0, "jack": 0, "game": 2}
        assert score.delta == (3, 0, 1, 0)

    def test_three_teams_of_two(self) -> None:
        hand = Hand.deal(rules("partnership", teams=3), 6, 0, 11)
        assert hand.names.side(1) == "seats 1 & 4"
        while hand.to_act is not None:
            hand.apply(hand.legal_actions()[0])
        if hand.phase is Phase.OVER:
            score = hand.score()
            assert len(score.delta) == 3
            by_side = [
                sum(c.pips for t in hand.tricks if t.winner % 3 == side for c in t.cards) for side in range(3)
            ]
            assert list(score.pips) == by_side


class TestTarget:
    def test_reaching_the_target_wins(self) -> None:
        outcome = settle(deal_a(), [17, 0])
        assert outcome.totals == (21, 0) and outcome.winner == 0 and outcome.why.key == "match.target"
        assert outcome.why.text == "Seats 0 & 2 reach 21, at least the target of 21, and win the match."

    def test_below_the_target_the_match_goes_on(self) -> None:
        outcome = settle(deal_a(), [16, 0])
        assert outcome.totals == (20, 0) and outcome.winner is None
        assert outcome.why.text == (
            "Nobody has reached 21 (seats 0 & 2 20; seats 1 & 3 0): the match goes on, and seat 0 deals next."
        )
        assert settle(deal_a(target=20), [16, 0]).winner == 0


class TestMinBid:
    def test_auction_preset_refuses_a_bid_of_one(self) -> None:
        hand = Hand(rules("auction"), 3, hands(*DEAL_A))
        verdict = hand.judge(Bid(1))
        assert not verdict.legal and verdict.why.key == "bid.below_min"
        assert verdict.text == "The minimum bid is 2 (house rule min_bid = 2): seat 0 may not bid 1."
        assert Bid(1) not in hand.legal_actions() and Bid(2) in hand.legal_actions()
        with pytest.raises(IllegalActionError, match="minimum bid is 2"):
            hand.apply(Bid(1))

    def test_default_minimum_is_one(self) -> None:
        hand = Hand(rules("partnership"), 3, hands(*DEAL_A))
        assert hand.judge(Bid(1)).why.key == "bid.open"


class TestDealerMayHold:
    def test_the_dealer_holds_at_the_high_bid(self) -> None:
        hand = scripted(DEAL_A, "2 pass pass")
        verdict = hand.judge(Bid(2))
        assert verdict.legal and verdict.why.key == "bid.dealer_holds"
        assert "dealer_may_hold" in verdict.text
        hand.apply(Bid(2))
        assert hand.pitcher == 3 and hand.bid == 2 and hand.to_act == 3
        result = hand.auction_result()
        assert result is not None and result.key == "auction.held"

    def test_without_the_privilege_the_dealer_must_bid_higher(self) -> None:
        hand = scripted(DEAL_A, "2 pass pass", dealer_may_hold=False)
        verdict = hand.judge(Bid(2))
        assert not verdict.legal and verdict.why.key == "bid.hold_off"
        assert verdict.text == (
            "Seat 3 may not hold at 2: the dealer's privilege is off (house rule dealer_may_hold = false), "
            "so even the dealer must bid higher than 2."
        )
        assert [str(a) for a in hand.legal_actions()] == ["pass", "3", "4"]

    def test_only_the_dealer_may_hold(self) -> None:
        hand = scripted(DEAL_A, "2")
        verdict = hand.judge(Bid(2))
        assert not verdict.legal and verdict.why.key == "bid.not_higher"
        assert verdict.text == (
            "A bid of 2 does not beat the high bid of 2 (seat 0): each bid must be higher than the last; "
            "only the dealer may hold at the high bid."
        )


class TestAllPass:
    def test_redeal_throws_the_cards_in(self) -> None:
        hand = scripted(DEAL_A, "pass pass pass pass")
        assert hand.phase is Phase.REDEAL and hand.to_act is None and hand.legal_actions() == []
        result = hand.auction_result()
        assert result is not None and result.key == "auction.all_pass"
        assert result.text == (
            "Everyone passed: the cards are thrown in and seat 3 deals again (house rule all_pass = redeal)."
        )

    def test_dealer_bids_stuck_with_at_least_two(self) -> None:
        hand = scripted(DEAL_A, "pass pass pass", preset="setback")
        assert [str(a) for a in hand.legal_actions()] == ["2", "3", "4"]
        assert hand.judge(PASS).why.key == "bid.dealer_must_bid"
        assert hand.judge(PASS).text == (
            "Everyone else passed, so the dealer, seat 3, may not pass: the dealer must bid at least 2 "
            "(house rule all_pass = dealer-bids)."
        )
        assert hand.judge(Bid(1)).why.key == "bid.dealer_forced_low"
        assert hand.judge(Bid(2)).why.key == "bid.dealer_forced"
        hand.apply(Bid(2))
        assert hand.pitcher == 3 and hand.phase is Phase.PLAY

    def test_the_dealer_is_not_stuck_when_someone_bid(self) -> None:
        hand = scripted(DEAL_A, "1 pass pass", preset="setback")
        assert PASS in hand.legal_actions()
        assert Bid(1) in hand.legal_actions()  # holding at 1


class TestBidFourEndsAuction:
    def test_a_bid_of_four_pitches_at_once(self) -> None:
        hand = scripted(DEAL_A, "pass 4", bid_four_ends_auction=True)
        assert hand.phase is Phase.PLAY and hand.pitcher == 1 and hand.to_act == 1
        result = hand.auction_result()
        assert result is not None and result.key == "auction.top_bid"
        assert "bid_four_ends_auction" in result.text

    def test_otherwise_the_dealer_may_still_hold_four(self) -> None:
        hand = scripted(DEAL_A, "pass 4 pass")
        assert hand.phase is Phase.AUCTION and hand.to_act == 3
        assert [str(a) for a in hand.legal_actions()] == ["pass", "4"]

    def test_with_an_extra_point_the_top_bid_is_five(self) -> None:
        hand = scripted(DEAL_A, "pass 4", bid_four_ends_auction=True, ten_of_trump_point=True)
        assert hand.phase is Phase.AUCTION
        hand.apply(Bid(5))
        assert hand.phase is Phase.PLAY and hand.pitcher == 2


class TestSmudgeWinsMatch:
    def test_a_made_bid_of_four_wins_the_match(self) -> None:
        hand = deal_a("4 pass pass pass")
        score = hand.score()
        assert score.smudge and score.settlement[0].key == "settle.smudge"
        outcome = settle(hand, [0, 0])
        assert outcome.winner == 0 and outcome.totals == (4, 0) and outcome.why.key == "match.smudge"

    def test_when_off_a_smudge_is_four_points(self) -> None:
        outcome = settle(deal_a("4 pass pass pass", smudge_wins_match=False), [0, 0])
        assert outcome.winner is None and outcome.totals == (4, 0)

    def test_a_failed_four_is_set_back(self) -> None:
        hand = deal_a("4 pass pass pass", low_to="capturer")
        score = hand.score()
        assert not score.made and not score.smudge and score.delta == (-4, 1)
        assert settle(hand, [0, 0]).winner is None


class TestLowTo:
    def test_holder(self) -> None:
        score = deal_a().score()
        low = score.award("low")
        assert low is not None and low.side == 0 and low.why.key == "low.holder"
        assert low.why.text == (
            "The 2♥ is Low, the lowest trump in play, and Low goes to the player dealt it "
            "(house rule low_to = holder): seat 0 was dealt it, so it scores for seats 0 & 2, though seat 1 won "
            "it in trick 2."
        )

    def test_capturer(self) -> None:
        score = deal_a(low_to="capturer").score()
        low = score.award("low")
        assert low is not None and low.side == 1 and low.why.key == "low.capturer"
        assert score.delta == (3, 1)

    def test_high_to_holder_and_capturer_agree(self) -> None:
        for low_to in ("holder", "capturer"):
            high = deal_a(low_to=low_to).score().award("high")
            assert high is not None and high.side == 0
            assert "the highest trump always wins its own trick" in high.why.text

    def test_the_only_trump_scores_high_and_low(self) -> None:
        score = scripted(DEAL_B, "3 pass pass", PLAY_B, preset="cutthroat").score()
        assert points(score) == {"high": 0, "low": 0, "jack": None, "game": 1}
        assert keys(score)["low"] == "low.only_trump"
        assert score.pips == (3, 30, 0)

    def test_the_only_trump_being_the_jack_scores_three(self) -> None:
        score = scripted(DEAL_C, "3 pass pass", PLAY_C, preset="cutthroat").score()
        assert points(score) == {"high": 0, "low": 0, "jack": 0, "game": 1}
        assert score.taken == (3, 1, 0) and score.made and score.delta == (3, 1, 0)
        jack = score.award("jack")
        assert jack is not None and "3 points from one card" in jack.why.text


class TestGameTie:
    """Deal T (dealer 3 holds at 2; hearts):
    trick 1  K♥ 8♥ 10♣ 6♥  seat 3 (K♥)  13 pips -> seats 1 & 3
    trick 2  10♥ Q♥ 3♣ 9♥  seat 0 (Q♥)  12      -> seats 0 & 2
    trick 3  9♦ K♦ J♦ 3♦   seat 1 (K♦)   4      -> seats 1 & 3
    trick 4  9♠ 4♠ 5♥ 2♦   seat 3 (5♥)   0
    trick 5  5♣ 8♣ 6♠ Q♣   seat 2 (Q♣)   2      -> seats 0 & 2
    trick 6  7♣ 2♠ K♣ 8♠   seat 0 (K♣)   3      -> seats 0 & 2
    17 pips each.  High K♥ and Low 5♥ are seat 3's; the J♥ was not dealt."""

    def test_a_tie_scores_nothing(self) -> None:
        score = scripted(DEAL_TIE, AUCTION_TIE, PLAY_TIE).score()
        assert score.pitcher == 3 and score.pips == (17, 17)
        assert points(score) == {"high": 1, "low": 1, "jack": None, "game": None}
        assert keys(score)["game"] == "game.tie_none" and score.delta == (0, 2)

    def test_a_tie_to_the_defenders(self) -> None:
        score = scripted(DEAL_TIE, AUCTION_TIE, PLAY_TIE, game_tie="defenders").score()
        assert points(score)["game"] == 0 and keys(score)["game"] == "game.tie_defenders"
        assert score.delta == (1, 2)

    def test_two_defenders_tied_cannot_split_the_point(self) -> None:
        """Deal D: seat 2 pitches diamonds and takes High, Low, Jack; seats 0
        and 1 tie at 12 pips (10♠ + Q♠ to seat 1; Q♣ + 10♥ to seat 0)."""
        for tie in ("none", "defenders"):
            hand = scripted(DEAL_DEFENDERS_TIE, AUCTION_DEFENDERS_TIE, PLAY_DEFENDERS_TIE,
                            preset="cutthroat", game_tie=tie)  # fmt: skip
            score = hand.score()
            assert score.pips == (12, 12, 7) and points(score)["game"] is None
            assert keys(score)["game"] == ("game.tie_split" if tie == "defenders" else "game.tie_none")
            assert score.delta == (0, 0, 3)

    def test_a_pitcher_defender_tie_goes_to_the_defender(self) -> None:
        """Deal P: seat 2 pitches diamonds; seats 0 and 2 tie at 5 pips."""
        score = scripted(DEAL_PITCHER_TIE, AUCTION_PITCHER_TIE, PLAY_PITCHER_TIE, preset="cutthroat",
                         game_tie="defenders").score()  # fmt: skip
        assert score.pips == (5, 4, 5) and points(score) == {"high": 2, "low": 2, "jack": None, "game": 0}
        assert score.delta == (1, 0, 2)


class TestNoJunk:
    def test_defenders_score_nothing(self) -> None:
        score = scripted(DEAL_B, "3 pass pass", PLAY_B, preset="cutthroat", no_junk=True).score()
        assert points(score)["game"] is None and keys(score)["game"] == "points.no_junk"
        assert score.delta == (-3, 0, 0)
        assert [why.key for why in score.settlement] == [
            "settle.set_back",
            "settle.no_junk",
            "settle.no_junk",
        ]
        game = score.award("game")
        assert game is not None and game.why.text == (
            "Game would score for seat 1, a defender, but defenders score no points (house rule no_junk): "
            "nobody scores Game."
        )

    def test_the_pitchers_points_still_count(self) -> None:
        score = deal_a(low_to="capturer", no_junk=True).score()
        assert points(score) == {"high": 0, "low": None, "jack": 0, "game": 0}
        assert score.delta == (3, 0)


class TestTenOfTrumpPoint:
    def test_the_ten_scores_for_its_capturer(self) -> None:
        score = deal_a(ten_of_trump_point=True).score()
        assert points(score) == {"high": 0, "low": 0, "jack": 0, "ten": 1, "game": 0}
        assert score.delta == (4, 1)
        ten = score.award("ten")
        assert ten is not None and ten.why.text == (
            "The 10♥ is worth a point of its own (house rule ten_of_trump_point): seat 1 won it in "
            "trick 2 (it was dealt to seat 3, seat 1's partner), so it scores for seats 1 & 3."
        )

    def test_an_undealt_ten_scores_for_nobody(self) -> None:
        score = scripted(DEAL_B, "3 pass pass", PLAY_B, preset="cutthroat", ten_of_trump_point=True).score()
        assert points(score)["ten"] is None and keys(score)["ten"] == "ten.not_dealt"


class TestThreeOfTrumpPoint:
    def test_the_three_scores_for_its_capturer(self) -> None:
        score = deal_a(ten_of_trump_point=True, three_of_trump_point=True).score()
        assert points(score) == {"high": 0, "low": 0, "jack": 0, "ten": 1, "three": 0, "game": 0}
        assert score.delta == (5, 1)
        assert deal_a(three_of_trump_point=True).score().delta == (5, 0)

    def test_the_top_bid_is_six_with_both(self) -> None:
        hand = Hand(
            rules("partnership", ten_of_trump_point=True, three_of_trump_point=True), 3, hands(*DEAL_A)
        )
        assert [str(a) for a in hand.legal_actions()] == ["pass", "1", "2", "3", "4", "5", "6"]
        assert hand.judge(Bid(7)).why.key == "bid.above_top"

    def test_an_undealt_three_scores_for_nobody(self) -> None:
        score = scripted(DEAL_B, "3 pass pass", PLAY_B, preset="cutthroat", three_of_trump_point=True).score()
        assert keys(score)["three"] == "three.not_dealt"


class TestTrumpAnytime:
    """Deal A, seat 0 pitches the 7♦: trick 1 7♦ 4♦ K♦ 8♦ goes to seat 2, who
    leads the Q♣; seat 3 holds the 7♣ and the 9♦ (a trump)."""

    def position(self, **overrides: object) -> HandType:
        return scripted(DEAL_A, "2 pass pass pass", "7D 4D KD 8D QC", **overrides)

    def test_you_may_trump_instead_of_following(self) -> None:
        hand = self.position()
        assert hand.to_act == 3
        assert {c.code for c in hand.legal_actions()} == {"7C", "9D"}  # type: ignore[union-attr]
        verdict = hand.judge(parse_card("9D"))
        assert verdict.legal and verdict.why.key == "play.trump_anytime"
        must = hand.judge(parse_card("2S"))
        assert not must.legal and must.text == (
            "Clubs were led and seat 3 holds the 7♣: follow suit or play a trump; the 2♠ is neither."
        )

    def test_strict_follow_suit(self) -> None:
        hand = self.position(trump_anytime=False)
        assert [c.code for c in hand.legal_actions()] == ["7C"]  # type: ignore[union-attr]
        verdict = hand.judge(parse_card("9D"))
        assert not verdict.legal and verdict.why.key == "play.strict_no_trump"
        assert "house rule trump_anytime = false" in verdict.text
        assert hand.judge(parse_card("2S")).why.key == "play.must_follow_strict"

    def test_trump_led_must_be_followed_with_trump(self) -> None:
        hand = scripted(DEAL_A, "2 pass pass pass", "AH")
        verdict = hand.judge(parse_card("TC"))
        assert not verdict.legal and verdict.why.key == "play.must_follow_trump"
        assert verdict.text == (
            "Trumps (hearts) were led and seat 1 holds the K♥ and 3♥: follow with a trump; the 10♣ is not one."
        )

    def test_void_may_play_anything(self) -> None:
        hand = scripted(DEAL_A, "2 pass pass pass", "AH 3H JH QH 2H KH")
        assert hand.to_act == 2
        assert len(hand.legal_actions()) == 5 and hand.judge(parse_card("5C")).why.key == "play.void"


class TestPitcherMustWin:
    def test_a_defender_past_the_target_plays_on(self) -> None:
        hand = scripted(DEAL_B, "3 pass pass", PLAY_B, preset="setback")
        outcome = settle(hand, [2, 6, 0])
        assert outcome.totals == (-1, 7, 0) and outcome.winner is None
        assert outcome.why.key == "match.pitcher_must_win"
        # the same hand, each for themselves without the rule: seat 1 wins
        plain = scripted(DEAL_B, "3 pass pass", PLAY_B, preset="cutthroat", target=7)
        assert settle(plain, [2, 6, 0]).winner == 1

    def test_the_pitcher_wins_by_making_the_bid(self) -> None:
        hand = scripted(DEAL_C, "3 pass pass", PLAY_C, preset="setback")
        outcome = settle(hand, [4, 0, 0])
        assert (
            outcome.totals == (7, 1, 0) and outcome.winner == 0 and outcome.why.key == "match.pitcher_reached"
        )
        assert "text 001" in outcome.why.text and "though" not in outcome.why.text

    def test_the_winner_may_have_fewer_points_and_the_sentence_says_why(self) -> None:
        hand = scripted(DEAL_C, "3 pass pass", PLAY_C, preset="setback")
        outcome = settle(hand, [4, 8, 0])  # seat 1 has 9 but did not pitch
        assert outcome.winner == 0 and outcome.totals == (7, 9, 0)
        assert outcome.why.text == (
            "Seat 0 pitched, made the bid and has 7, at least the target of 7: a player wins only by reaching "
            "the target at the end of a hand in which they pitched and made their bid (a house rule, from text "
            "001: \u201cthe first to reach the target at the end of a hand in which he was the pitcher "
            "wins\u201d; a pitcher set back has reached nothing), so seat 0 wins the match, though seat 1 has "
            "more points."
        )

    def test_a_set_back_pitcher_does_not_win(self) -> None:
        outcome = settle(scripted(DEAL_B, "3 pass pass", PLAY_B, preset="setback"), [11, 0, 0])
        assert outcome.totals == (8, 1, 0) and outcome.winner is None
        assert "did not make the bid" in outcome.why.text


class TestCokeHand:
    def test_a_coke_hand_may_demand_a_redeal(self) -> None:
        hand = Hand(rules("partnership", coke_hand=True), 3, hands(*DEAL_COKE))
        assert REDEAL in hand.legal_actions()
        assert hand.judge(REDEAL).why.key == "bid.coke_redeal"
        hand.apply(REDEAL)
        assert hand.phase is Phase.REDEAL
        result = hand.auction_result()
        assert result is not None and result.key == "auction.coke"

    def test_a_hand_with_a_ten_or_better_may_not(self) -> None:
        hand = scripted(DEAL_COKE, "pass", coke_hand=True)
        verdict = hand.judge(REDEAL)
        assert not verdict.legal and verdict.text == (
            "Seat 1 cannot demand a redeal: a coke hand holds nothing above a 9, and seat 1 holds the "
            "A♠, K♠, Q♠, J♠ and 10♠."
        )

    def test_off_by_default(self) -> None:
        hand = Hand(rules("partnership"), 3, hands(*DEAL_COKE))
        assert REDEAL not in hand.legal_actions() and hand.judge(REDEAL).why.key == "bid.coke_off"


def test_every_rule_key_has_a_test_class() -> None:
    check_a_test_class_per_key(globals(), RULE_KEYS)


def test_tie_rules_bidder_first_and_count_out() -> None:
    # bidder first: both sides reach 21, the pitcher's side wins
    outcome = settle(deal_a(low_to="capturer"), [18, 20])
    assert outcome.totals == (21, 21) and outcome.winner == 0 and outcome.why.key == "match.bidder_first"
    # count out: seats 1 (Low) and 2 (Game) both reach 11; Low is counted before Game
    hand = deal_a(preset="cutthroat", low_to="capturer")
    assert hand.score().delta == (2, 1, 1, 0)
    outcome = settle(hand, [0, 10, 10, 0])
    assert (
        outcome.winner == 1 and outcome.why.key == "match.count_out" and outcome.why.facts["point"] == "low"
    )
    assert outcome.why.text == (
        "Seat 1 and seat 2 both reached 11. Counting out the points they took one at a time (High, Low, "
        "Jack and Game in that order), seat 1 reached 11 first, with Low, and wins the match."
    )
