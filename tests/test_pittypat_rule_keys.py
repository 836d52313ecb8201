"""Pitty Pat: scripted deals with exact results for every rule key.

One class per rule key of :class:`pitchtutor.pittypat.Rules` (``TestHandSize``
for ``hand_size`` ...), and a check that no key is missing.  Each key is a
variant of the rule text (shared/seeds/003, "Variações comuns", "Pontuação").
"""

from __future__ import annotations

import random

import pytest

from pitchtutor.cards import DECK
from pitchtutor.errors import DealError, IllegalActionError, RulesError
from pitchtutor.explain import Names
from pitchtutor.pittypat import DRAW, RULE_KEYS, Drawn, Pair, Phase, Round, Rules
from pitchtutor.pittypat.match import Match, settle_round
from pitchtutor.pittypat.round import deal_cards
from tests.support.pittypat_scripted import cards, deal_s, play_for, position
from tests.support.rule_keys import check_a_test_class_per_key

C = cards


def card(text: str) -> object:
    return C(text)[0]


class TestHandSize:
    def test_five_cards_by_default_seven_in_the_variant(self) -> None:
        assert [len(Round.deal(Rules(), 4, 0, 1).hand(s)) for s in range(4)] == [5] * 4
        seven = Round.deal(Rules(hand_size=7), 4, 0, 1)
        assert [len(seven.hand(s)) for s in range(4)] == [7] * 4
        assert seven.stock_size == 52 - 28 - 1

    def test_dealt_one_at_a_time_from_the_dealers_left(self) -> None:
        hands, up = deal_cards(3, 1, 5, 9)
        deck = list(DECK)
        random.Random(9).shuffle(deck)
        assert hands[2][0] == deck[0] and hands[0][0] == deck[1] and hands[1][0] == deck[2]
        assert up == deck[15]

    def test_a_hand_of_the_wrong_size_is_refused(self) -> None:
        with pytest.raises(DealError, match=r"each seat is dealt 7 \(hand_size = 7\)"):
            Round(Rules(hand_size=7), 0, [C("2S 3S 4S 5S 6S"), C("2H 3H 4H 5H 6H")], card("7D"))  # type: ignore[arg-type]

    def test_only_five_or_seven(self) -> None:
        with pytest.raises(RulesError, match=r"hand_size must be 5 .* or 7"):
            Rules(hand_size=6)


class TestDraw:
    def test_once_the_drawn_card_is_kept_and_the_turn_ends(self) -> None:
        game = deal_s()
        game.apply(Pair(card("7S"), card("KD")))  # type: ignore[arg-type]
        assert game.to_act == 1 and game.legal_actions() == [DRAW]
        why = game.apply(DRAW)
        assert (
            why[0].text
            == "Seat 1 has no King to match the up-card K♦, so seat 1 draws one card from the stock."
        )
        assert game.phase is Phase.DRAW
        kept = game.apply(Drawn(card("4C")))  # type: ignore[arg-type]
        assert (
            kept[0].key == "pittypat.drawn_kept"
            and "with one draw a turn (house rule draw = once, as the rule text has it), the turn ends"
            in kept[0].text
        )
        assert game.to_act == 2 and game.phase is Phase.TURN and card("4C") in game.hand(1)

    def test_until_match_draws_again_then_pairs(self) -> None:
        game = deal_s(draw="until-match")
        game.apply(Pair(card("7S"), card("KD")))  # type: ignore[arg-type]
        game.apply(DRAW)
        again = game.apply(Drawn(card("4C")))  # type: ignore[arg-type]
        assert again[0].key == "pittypat.drawn_again" and game.phase is Phase.DRAW and game.to_act == 1
        match = game.apply(Drawn(card("KS")))  # type: ignore[arg-type]
        assert match[0].key == "pittypat.drawn_match" and game.phase is Phase.PAIR
        assert {a.match for a in game.legal_actions()} == {card("KS")}  # type: ignore[union-attr]
        game.apply(Pair(card("KS"), card("4C")))  # type: ignore[arg-type]
        assert game.to_act == 2 and game.up == card("4C")
        assert game.record_json()["turns"][1] == {"draw": ["4C", "KS"], "pair": ["KS", "4C"]}

    def test_until_match_stops_when_the_stock_runs_out(self) -> None:
        game = position(["2S 3S", "4H 5H"], "7H", "9C 9D", draw="until-match", rest_to=1)
        game.apply(DRAW)
        game.apply(Drawn(card("9C")))  # type: ignore[arg-type]
        out = game.apply(Drawn(card("9D")))  # type: ignore[arg-type]
        assert out[0].key == "pittypat.drawn_stock_out"
        assert out[0].text == (
            "Seat 0 draws the 9♦, no match for the up-card 7♥, and the stock is now empty: the drawing stops "
            "and the turn ends (house rule draw = until-match)."
        )
        assert game.to_act == 1 and len(game.hand(0)) == 4

    def test_unknown_value_suggests_the_right_one(self) -> None:
        with pytest.raises(RulesError, match="did you mean 'until-match'"):
            Rules(draw="until_match")  # type: ignore[arg-type]


class TestPowerfulAces:
    def test_an_ace_as_the_match_skips_the_next_player(self) -> None:
        game = position(["AS 9C 5D", "2H 3H", "4C 6C"], "AH", powerful_aces=True)
        whys = game.apply(Pair(card("AS"), card("9C")))  # type: ignore[arg-type]
        assert [w.key for w in whys] == ["pittypat.pair", "pittypat.ace_skip"]
        assert (
            whys[1].text
            == "The A♠ was the matching card, an Ace: seat 1 loses a turn (house rule powerful_aces)."
        )
        assert game.to_act == 2

    def test_a_drawn_ace_counts_too(self) -> None:
        game = position(["9C 5D", "2H 3H", "4C 6C"], "AH", powerful_aces=True)
        game.apply(DRAW)
        game.apply(Drawn(card("AS")))  # type: ignore[arg-type]
        whys = game.apply(Pair(card("AS"), card("9C")))  # type: ignore[arg-type]
        assert whys[-1].key == "pittypat.ace_skip" and game.to_act == 2

    def test_with_two_players_the_matcher_plays_again(self) -> None:
        game = position(["AS 9C 5D", "2H 3H"], "AH", powerful_aces=True)
        game.apply(Pair(card("AS"), card("9C")))  # type: ignore[arg-type]
        assert game.to_act == 0

    def test_off_an_ace_is_an_ordinary_match(self) -> None:
        game = position(["AS 9C 5D", "2H 3H", "4C 6C"], "AH")
        whys = game.apply(Pair(card("AS"), card("9C")))  # type: ignore[arg-type]
        assert [w.key for w in whys] == ["pittypat.pair"] and game.to_act == 1

    def test_going_out_with_an_ace_skips_nobody(self) -> None:
        game = position(["AS 9C", "2H 3H", "4C 6C"], "AH", powerful_aces=True)
        whys = game.apply(Pair(card("AS"), card("9C")))  # type: ignore[arg-type]
        assert "pittypat.ace_skip" not in [w.key for w in whys] and game.end is not None


def _finished(winner_cards: str = "7S KD") -> Round:
    """Seat 0 goes out; seat 1 holds K♠ 9♦ A♣ (20), seat 2 holds 2C 3C (5)."""
    game = position([winner_cards, "KS 9D AC", "2C 3C"], "7H")
    game.apply(Pair(card("7S"), card("KD")))  # type: ignore[arg-type]
    return game


class TestStake:
    def test_the_winner_takes_the_pot(self) -> None:
        score = _finished().score()
        settled = settle_round(Rules(stake=True), Names(3), [0, 0, 0], score, round_number=1, dealer=2)
        assert settled.chips == (2, -1, -1) and settled.pot == 0
        assert (
            settled.why[0].text
            == "Each player antes one chip (house rule stake); seat 0 takes the pot of 3 chips."
        )

    def test_a_shared_win_splits_the_pot_and_carries_the_odd_chip(self) -> None:
        game = position(
            ["2S 3S", "4H 5H", "KC QC JC"], "7S 7D 7C 7H", "9C", rebuilds=2, streak=2, rest_to=2, stake=True
        )
        game.apply(DRAW)
        game.apply(Drawn(card("9C")))  # type: ignore[arg-type]
        end = game.end
        assert end is not None and end.how == "blocked"
        settled = settle_round(game.rules, game.names, [0, 0, 0], game.score(), round_number=1, dealer=0)
        # seat 0 drew to 3 cards; seat 1 holds 2 cards (9 points); seat 2 holds 40-odd cards
        assert end.winners == (1,) and settled.chips[1] == 2
        shared = position(["2S 3S", "2H 3H", "KC QC JC"], "7S 7D 7C 7H", "9C", rebuilds=2, streak=2, rest_to=2, stake=True,
                          to_act=2)  # fmt: skip
        shared.apply(DRAW)
        shared.apply(Drawn(card("9C")))  # type: ignore[arg-type]
        tied = settle_round(
            shared.rules, shared.names, [0, 0, 0], shared.score(), round_number=1, dealer=0, pot=0
        )
        assert shared.end is not None and shared.end.winners == (0, 1)
        assert tied.chips == (0, 0, -1) and tied.pot == 1
        assert tied.why[0].key == "pittypat.stake_shared"
        assert "1 chip stay in the pot" in tied.why[0].text or "1 chip stays" in tied.why[0].text

    def test_off_no_chips_move(self) -> None:
        settled = settle_round(Rules(), Names(3), [0, 0, 0], _finished().score(), round_number=1, dealer=0)
        assert settled.chips == (0, 0, 0) and all(w.key.startswith("pittypat.match") for w in settled.why)


class TestTarget:
    def test_reaching_the_target_ends_the_match_and_the_lowest_wins(self) -> None:
        score = _finished().score()
        assert score.penalties == (0, 20, 5)  # K 10 + 9 + A 1; 2 + 3
        settled = settle_round(Rules(), Names(3), [50, 80, 90], score, round_number=4, dealer=1)
        assert settled.totals == (50, 100, 95) and settled.winner == 0
        assert settled.why[-1].text == (
            "Seat 1 reached the target of 100 penalty points (seat 0 50; seat 1 100; seat 2 95): the lowest "
            "total wins the match, and that is seat 0."
        )

    def test_below_the_target_the_match_goes_on_and_the_deal_rotates(self) -> None:
        settled = settle_round(Rules(target=200), Names(3), [50, 80, 90], _finished().score(), round_number=4,
                               dealer=2)  # fmt: skip
        assert settled.winner is None and settled.next_dealer == 0
        assert settled.why[-1].key == "pittypat.match_goes_on"

    def test_a_tie_for_lowest_plays_another_round(self) -> None:
        settled = settle_round(Rules(), Names(3), [40, 80, 40], _finished().score(), round_number=4, dealer=0)
        assert settled.totals == (40, 100, 45) and settled.winner == 0
        tie = settle_round(Rules(), Names(3), [45, 80, 40], _finished().score(), round_number=4, dealer=0)
        assert tie.totals == (45, 100, 45) and tie.winner is None and tie.why[-1].key == "pittypat.match_tie"


class TestRounds:
    def test_the_match_ends_after_n_rounds(self) -> None:
        rules = Rules.from_json({"rounds": 5})
        assert rules.target is None and rules.to_json() == {"rounds": 5}
        score = _finished().score()
        assert settle_round(rules, Names(3), [1, 2, 3], score, round_number=4, dealer=0).winner is None
        last = settle_round(rules, Names(3), [1, 2, 3], score, round_number=5, dealer=0)
        assert last.winner == 0 and last.why[-1].key == "pittypat.match_rounds"

    def test_target_and_rounds_are_exclusive(self) -> None:
        with pytest.raises(RulesError, match="set exactly one of them"):
            Rules.from_json({"rounds": 5, "target": 100})
        assert Rules().with_overrides(rounds=7).target is None

    def test_a_whole_match_is_played(self) -> None:
        match = Match(Rules(rounds=3), 3, rng=5)
        dealers = []
        while match.winner is None:
            game = match.new_round()
            dealers.append(game.dealer)
            play_for(game, match.rng)
            match.finish_round()
        assert match.rounds_played >= 3
        assert dealers[:3] == [(dealers[0] + i) % 3 for i in range(3)]
        assert match.totals[match.winner] == min(match.totals)
        with pytest.raises(IllegalActionError):
            match.new_round()


def test_every_rule_key_has_a_test_class() -> None:
    check_a_test_class_per_key(globals(), RULE_KEYS)


def test_unknown_keys_and_bad_values_say_what_to_do() -> None:
    with pytest.raises(
        RulesError, match=r"unknown Pitty Pat rule key 'powerful_ace' \(did you mean 'powerful_aces'\?\)"
    ):
        Rules.from_json({"powerful_ace": True})
    with pytest.raises(RulesError, match="stake must be true or false"):
        Rules.from_json({"stake": 1})
    with pytest.raises(RulesError, match="target must be null or a whole number"):
        Rules(target=0)
    with pytest.raises(RulesError, match="rounds must be null or a whole number"):
        Rules(rounds=True)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="Pitty Pat rules must be an object"):
        Rules.from_json("standard")
    with pytest.raises(RulesError) as raised:
        Rules.from_json({"hand_size": 6})
    error = raised.value
    assert error.key == "hand_size" and isinstance(error, ValueError)
