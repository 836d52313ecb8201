"""Pitty Pat: the round's rules, one scripted position each, with the tutor's sentences."""

from __future__ import annotations

import pytest

from pitchtutor.cards import Card
from pitchtutor.errors import DealError, IllegalActionError
from pitchtutor.explain import TEMPLATES, Names
from pitchtutor.pittypat import DRAW, PASS, Drawn, Pair, Phase, Round, Rules
from pitchtutor.pittypat.round import MAX_REBUILDS
from tests.support.pittypat_scripted import cards, deal_s, position


def card(text: str) -> Card:
    return cards(text)[0]


def pair(match: str, free: str) -> Pair:
    return Pair(card(match), card(free))


def test_play_starts_left_of_the_dealer_with_the_turned_up_card() -> None:
    game = deal_s()
    assert game.to_act == 0 and game.up == card("7H") and game.pile == (card("7H"),)
    assert game.stock_size == 52 - 15 - 1 and game.phase is Phase.TURN


def test_holding_a_match_you_must_pair() -> None:
    game = deal_s()
    assert game.legal_actions() == [pair("7S", x) for x in ("KD", "2C", "9H", "4D")]
    verdict = game.judge(DRAW)
    assert not verdict.legal and verdict.why.key == "pittypat.must_pair"
    assert verdict.text == (
        "Seat 0 holds the 7♠, matching the up-card 7♥, so seat 0 must discard a pair (the match and any one "
        "other card) instead of drawing or passing."
    )
    assert game.judge(PASS).why.key == "pittypat.must_pair"


def test_the_free_card_becomes_the_up_card() -> None:
    game = deal_s()
    whys = game.apply(pair("7S", "KD"))
    assert whys[0].text == (
        "Seat 0 matches the up-card 7♥ with the 7♠ and discards the K♦ as the free card: the K♦ is the new up-card."
    )
    assert game.up == card("KD") and game.pile == cards("7H 7S KD") and game.hand(0) == cards("2C 9H 4D")


def test_why_a_card_cannot_be_the_match() -> None:
    game = deal_s()
    wrong = game.judge(pair("KD", "7S"))
    assert not wrong.legal and wrong.why.key == "pittypat.not_a_match"
    assert wrong.text == (
        "The K♦ cannot be the matching card: it is a King and the up-card 7♥ is a 7; only the rank counts, "
        "never the suit. The matching card goes first, the free card second."
    )
    assert game.judge(pair("9H", "2C")).text.startswith("The 9♥ cannot be the matching card: it is a 9")
    assert game.judge(pair("7D", "2C")).text == "Seat 0 does not hold the 7♦."
    assert game.judge(pair("7S", "7S")).why.key == "pittypat.same_card"


def test_only_one_pair_per_turn() -> None:
    game = position(["7S 7C 2D 3D", "4H 5H", "6C 8C"], "7H")
    game.apply(pair("7S", "2D"))
    assert game.to_act == 1  # the 7♣ waits for a later turn
    assert game.judge(pair("7C", "3D")).why.key == "pittypat.not_held"  # judged for seat 1, to act
    assert game.judge(pair("7C", "3D"), seat=0).text == "It is not seat 0's turn: seat 1 is to play."


def test_a_matching_draw_is_played_at_once() -> None:
    game = deal_s()
    game.apply(pair("7S", "KD"))
    game.apply(DRAW)
    assert game.legal_actions()[0] == Drawn(game.chance_outcomes()[0])
    whys = game.apply(Drawn(card("KS")))
    assert whys[0].text == (
        "Seat 1 draws the K♠, which matches the up-card K♦: it is played at once as the matching card of a pair."
    )
    assert game.phase is Phase.PAIR and len(game.legal_actions()) == 5
    refused = game.judge(DRAW)
    assert not refused.legal and refused.why.key == "pittypat.pair_now"
    whys = game.apply(pair("KS", "JC"))
    assert "with the card just drawn, the K♠, and discards the J♣" in whys[0].text


def test_a_card_not_in_the_stock_cannot_be_drawn() -> None:
    game = deal_s()
    game.apply(pair("7S", "KD"))
    game.apply(DRAW)
    for taken in ("KD", "QS", "7H"):  # the up-card, a card in a hand, a card on the pile
        verdict = game.judge(Drawn(card(taken)))
        assert not verdict.legal and verdict.why.key == "pittypat.not_in_stock"
    assert game.judge(pair("3S", "3H")).why.key == "pittypat.drawing"
    assert deal_s().judge(Drawn(card("4C"))).why.key == "pittypat.no_draw_pending"


def test_one_last_matching_card_draws_its_partner_and_goes_out() -> None:
    game = position(["7S", "4H 5H", "6C 8C"], "7H")
    assert game.legal_actions() == [DRAW]
    assert game.judge(DRAW).text == (
        "Seat 0 holds one last card, the 7♠, and it matches the up-card 7♥; a pair needs a second card, so "
        "seat 0 draws one to discard with it."
    )
    game.apply(DRAW)
    assert game.apply(Drawn(card("2D")))[0].key == "pittypat.drawn_free"
    assert game.legal_actions() == [pair("7S", "2D")]
    whys = game.apply(pair("7S", "2D"))
    assert [w.key for w in whys][:2] == ["pittypat.pair_out", "pittypat.out"]
    assert whys[1].text == "Pitty Pat! Seat 0 has no cards left and wins the round."
    end = game.end
    assert end is not None and end.how == "out" and end.winner == 0 and game.phase is Phase.OVER
    assert game.legal_actions() == [] and game.judge(DRAW).why.key == "pittypat.round_over"


def test_a_last_card_that_does_not_match_draws_as_usual() -> None:
    game = position(["9S", "4H 5H", "6C 8C"], "7H")
    assert game.judge(DRAW).why.key == "pittypat.draw"
    game.apply(DRAW)
    game.apply(Drawn(card("7C")))
    game.apply(pair("7C", "9S"))
    assert game.end is not None and game.end.winner == 0


def test_last_two_cards_as_a_pair_go_out_and_the_others_pay() -> None:
    game = position(["7S KD", "KS 9D AC", "2C 3C"], "7H")
    whys = game.apply(pair("7S", "KD"))
    assert whys[0].text == (
        "Seat 0 matches the up-card 7♥ with the 7♠ and discards the K♦: the last two cards, Pitty Pat!"
    )
    score = game.score()
    assert score.penalties == (0, 20, 5)
    assert [w.text for w in score.why] == [
        "Seat 0 went out and scores 0.",
        "Seat 1 pays 20 penalty points for the cards left in hand: K♠ 10, 9♦ 9, A♣ 1 (Ace 1, K/Q/J 10, "
        "others their face value).",
        "Seat 2 pays 5 penalty points for the cards left in hand: 2♣ 2, 3♣ 3 (Ace 1, K/Q/J 10, others their "
        "face value).",
    ]


def test_an_empty_stock_is_rebuilt_from_the_pile_less_the_up_card() -> None:
    game = position(["2S 3S", "4H 5H"], "9C 9D 7H", "", rest_to=1)
    assert game.stock_size == 0
    verdict = game.judge(DRAW)
    assert verdict.legal and verdict.text.endswith("The stock is empty, so it is rebuilt first.")
    whys = game.apply(DRAW)
    assert whys[1].text == (
        "The stock is empty: the 2 cards of the discard pile under the up-card 7♥ are shuffled into a new stock "
        "(rebuild 1); the 7♥ stays the up-card."
    )
    assert (
        game.pile == (card("7H"),)
        and set(game.chance_outcomes()) == set(cards("9C 9D"))
        and game.rebuilds == 1
    )


def test_nothing_to_rebuild_from_means_a_pass() -> None:
    game = position(["2S 3S", "4H 5H"], "7H", "", rest_to=1)
    assert game.legal_actions() == [PASS]
    assert game.judge(DRAW).why.key == "pittypat.nothing_to_draw"
    whys = game.apply(PASS)
    assert whys[0].key == "pittypat.pass" and game.to_act == 1
    refused = position(["2S 3S", "4H 5H"], "7H").judge(PASS)
    assert not refused.legal and refused.text.startswith("Seat 0 may not pass: the stock still has")


def test_blocked_after_two_rebuilds_and_a_full_cycle_fewest_cards_win() -> None:
    game = position(["2S 3S", "4H 5H", "6C"], "7H", "9C QS JD 7S 7D 7C", rest_to=1, rebuilds=2)
    for seat, drawn in ((0, "9C"), (1, "QS")):
        assert game.to_act == seat
        game.apply(DRAW)
        game.apply(Drawn(card(drawn)))
        assert game.end is None
    assert game.state.streak == 2
    game.apply(DRAW)
    whys = game.apply(Drawn(card("JD")))
    end = game.end
    assert end is not None and end.how == "blocked" and end.winners == (2,)
    assert whys[1].text == (
        "The stock has been rebuilt 2 times and every player in turn failed to match for a full cycle: the "
        "round is blocked. Seat 2 holds the fewest cards (2) and wins the round."
    )
    assert game.score().penalties[0] == 2 + 3 + 9


def test_a_pair_starts_the_cycle_again() -> None:
    game = position(["2S 3S", "7D 5H 4H", "6C 8C"], "7H", "9C QS JD", rest_to=2, rebuilds=2)
    game.apply(DRAW)
    game.apply(Drawn(card("9C")))
    assert game.state.streak == 1
    assert pair("7D", "5H") in game.legal_actions()
    game.apply(pair("7D", "5H"))
    assert game.state.streak == 0


def test_before_two_rebuilds_failing_turns_do_not_count() -> None:
    game = position(["2S 3S", "4H 5H"], "7H", "9C QS", rest_to=1, rebuilds=1)
    game.apply(DRAW)
    game.apply(Drawn(card("9C")))
    assert game.state.streak == 0


def test_a_passing_turn_counts_as_a_failure() -> None:
    game = position(["2S 3S", "4H 5H", "9C"], "7H", "", rest_to=1, rebuilds=2, streak=2, to_act=2)
    assert card("7S") in game.hand(1)
    whys = game.apply(PASS)
    assert game.end is not None and game.end.winners == (2,) and whys[1].key == "pittypat.blocked"


def test_a_tie_on_fewest_cards_goes_to_the_lower_penalty_then_is_shared() -> None:
    game = position(["2S 3S", "KH 5H", "9C"], "7S 7D 7C 7H", "9D", rest_to=2, rebuilds=2, streak=2, to_act=2)
    game.apply(DRAW)
    whys = game.apply(Drawn(card("9D")))
    assert game.end is not None and game.end.winners == (0,)
    assert whys[1].text.endswith(
        "Seat 0 and seat 1 hold the fewest cards (2); seat 0 has the lower penalty count (5) and wins the round."
    )
    shared = position(
        ["2S 3S", "2H 3H", "9C"], "7S 7D 7C 7H", "9D", rest_to=2, rebuilds=2, streak=2, to_act=2
    )
    shared.apply(DRAW)
    whys = shared.apply(Drawn(card("9D")))
    assert shared.end is not None and shared.end.winners == (0, 1) and shared.end.winner is None
    assert whys[1].text.endswith(
        "Seat 0 and seat 1 tie with 2 cards and 5 penalty points each, and share the win: each scores 0."
    )
    assert shared.score().penalties[:2] == (0, 0)


def test_the_rebuild_guard_ends_an_endless_round() -> None:
    game = position(["2S 3S", "4H 5H"], "9C 7H", "", rest_to=1, rebuilds=MAX_REBUILDS - 1)
    game.apply(DRAW)
    assert game.rebuilds == MAX_REBUILDS
    whys = game.apply(Drawn(card("9C")))
    assert game.end is not None and game.end.why.key == "pittypat.blocked_guard"
    assert whys[1].text.startswith(f"The stock has been rebuilt {MAX_REBUILDS} times without an end in sight")


def test_an_illegal_action_changes_nothing_and_undo_goes_back() -> None:
    game = deal_s()
    before = game.state
    with pytest.raises(IllegalActionError) as error:
        game.apply(DRAW)
    assert error.value.why.key == "pittypat.must_pair" and game.state == before and game.history == ()
    game.apply(pair("7S", "KD"))
    game.apply(DRAW)
    game.apply(Drawn(card("4C")))
    assert game.history == ((0, pair("7S", "KD")), (1, DRAW), (1, Drawn(card("4C"))))
    game.undo_turn()
    assert game.to_act == 1 and game.phase is Phase.TURN and len(game.history) == 1
    game.undo()
    assert game.state == before
    with pytest.raises(ValueError, match="must not be negative"):
        game.undo(-1)


def test_the_view_hides_other_seats_kept_draws() -> None:
    game = deal_s()
    game.apply(pair("7S", "KD"))
    game.apply(DRAW)
    game.apply(Drawn(card("4C")))
    game.apply(DRAW)  # seat 2
    game.apply(Drawn(card("KS")))
    game.apply(pair("KS", "QS"))
    view = game.view(0)
    assert view.log[2] == (1, Drawn(None))  # kept: hidden
    assert view.log[4] == (2, Drawn(card("KS")))  # played at once: seen by all
    assert game.view(1).log[2] == (1, Drawn(card("4C")))  # the drawer saw it
    assert view.hand_sizes == (3, 6, 4) and view.holding == cards("2C 9H 4D")
    assert view.played == cards("7H 7S KD KS QS") and view.legal == (DRAW,) and game.view(1).legal == ()
    assert card("4C") in view.unseen() and card("QS") not in view.unseen()
    assert game.view(0).to_act == 0 and game.view(0).legal == tuple(game.legal_actions())


def test_names_render_you_and_the_verbs_agree() -> None:
    game = Round(Rules(), 2, [cards(h) for h in ("7S KD 2C 9H 4D", "3S 3H JC 8D 5S", "QS 6C TD AH 2D")],
                 card("7H"), names=Names(3, you=0))  # fmt: skip
    assert game.judge(DRAW).text.startswith("You hold the 7♠, matching the up-card 7♥, so you must discard")


def test_a_position_must_hold_the_whole_deck() -> None:
    with pytest.raises(DealError, match="every card of the deck exactly once"):
        Round.position(Rules(), 0, [cards("2S"), cards("3S")], cards("7H"), frozenset(), to_act=0)
    with pytest.raises(DealError, match="also dealt"):
        Round(Rules(), 0, [cards("2S 3S 4S 5S 6S"), cards("2H 3H 4H 5H 6H")], card("2S"))


def test_every_pittypat_key_has_a_template_and_the_prefix_is_its_own() -> None:
    import pitchtutor.texts.pittypat  # noqa: F401  (registers)

    keys = [key for key in TEMPLATES if key.startswith("pittypat.")]
    assert len(keys) >= 35
    assert not any(key.startswith("pittypat") for key in TEMPLATES if "." not in key)
