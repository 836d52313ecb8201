"""The hand state machine's API: phases, turns, undo, views, commentary."""

from __future__ import annotations

import pytest

from pitchtutor import (
    PASS,
    Bid,
    DealError,
    Hand,
    HandScore,
    IllegalActionError,
    Names,
    Phase,
    RulesError,
    parse_card,
)  # fmt: skip
from pitchtutor.deal import deal_hands
from pitchtutor.rules import Ruleset
from tests.support.scripted import DEAL_A, PLAY_A, actions, hands, scripted


def test_phases_and_turns() -> None:
    hand = scripted(DEAL_A)
    assert hand.phase is Phase.AUCTION and hand.to_act == 0  # the eldest hand, left of the dealer
    hand.apply_all(actions("2 pass pass pass"))
    assert hand.phase is Phase.PLAY and hand.to_act == 0 and hand.pitcher == 0 and hand.trump is None
    hand.apply(parse_card("AH"))
    assert hand.trump is not None and hand.trump.value == "H" and hand.to_act == 1
    hand.apply_all(actions(PLAY_A)[1:])
    assert hand.phase is Phase.OVER and hand.to_act is None and isinstance(hand.score(), HandScore)


def test_deal_is_seeded_two_rounds_of_three_from_the_dealers_left() -> None:
    assert deal_hands(4, 1, 99) == deal_hands(4, 1, 99)
    assert deal_hands(4, 1, 99) != deal_hands(4, 1, 100)
    import random

    deck = list(__import__("pitchtutor").DECK)
    random.Random(5).shuffle(deck)
    dealt = deal_hands(3, 2, 5)
    # seat 0 (left of dealer 2) gets cards 0-2 and 9-11; seat 1 gets 3-5 and 12-14
    assert dealt[0] == (*deck[0:3], *deck[9:12])
    assert dealt[1] == (*deck[3:6], *deck[12:15])
    assert dealt[2] == (*deck[6:9], *deck[15:18])


def test_bad_deals_are_refused() -> None:
    with pytest.raises(DealError, match="seat 1 has 5 cards"):
        Hand(Ruleset.preset("cutthroat"), 0, [hands(*DEAL_A)[0], hands(*DEAL_A)[1][:5], hands(*DEAL_A)[2]])
    with pytest.raises(DealError, match="dealt twice to seat 0"):
        Hand(Ruleset.preset("cutthroat"), 0, [hands("AS AS 2C 3C 4C 5C")[0], *hands(*DEAL_A)[1:3]])
    with pytest.raises(DealError, match="dealer 4 is not a seat"):
        Hand(Ruleset.preset("partnership"), 4, hands(*DEAL_A))
    with pytest.raises(RulesError, match="teams=2 cannot divide 3 players"):
        Hand(Ruleset.preset("partnership"), 0, hands(*DEAL_A[:3]))


def test_an_illegal_action_raises_with_the_explanation_and_changes_nothing() -> None:
    hand = scripted(DEAL_A, "2 pass pass pass", "AH")
    state, history = hand.state, hand.history
    with pytest.raises(IllegalActionError) as error:
        hand.apply(parse_card("TC"))
    assert error.value.why.key == "play.must_follow_trump"
    assert str(error.value) == error.value.why.text
    assert hand.state is state and hand.history == history
    with pytest.raises(
        IllegalActionError, match="The auction is over: seat 1 must play a card now, not pass"
    ):
        hand.apply(PASS)


def test_wrong_phase_and_wrong_turn_verdicts() -> None:
    hand = scripted(DEAL_A)
    assert hand.judge(parse_card("AH")).why.key == "phase.auction"
    verdict = hand.judge(Bid(2), seat=2)
    assert not verdict.legal and verdict.text == "It is seat 0's turn to bid, not seat 2's."
    names = Names(4, 2, you=2)
    assert verdict.why.render(names) == "It is seat 0's turn to bid, not yours."
    assert verdict.why.render(Names(4, 2, you=0)) == "It is your turn to bid, not seat 2's."
    done = scripted(DEAL_A, "2 pass pass pass", PLAY_A)
    assert done.judge(parse_card("AH")).why.key == "phase.hand_over"
    assert done.judge_all() == []
    redeal = scripted(DEAL_A, "pass pass pass pass")
    assert redeal.judge(PASS).text == "The cards were thrown in: seat 3 deals again."
    with pytest.raises(IllegalActionError, match="auction is not over"):
        scripted(DEAL_A).score()


def test_undo_rewind_restart_and_copy() -> None:
    hand = scripted(DEAL_A, "2 pass pass pass", PLAY_A)
    done = hand.state
    copy = hand.copy()
    hand.undo()
    assert hand.phase is Phase.PLAY and len(hand.tricks) == 5 and hand.to_act == 3
    assert copy.state is done  # the copy is independent
    hand.undo(4)
    assert len(hand.tricks) == 4 and len(hand.current_trick) == 3
    hand.rewind(2)
    assert hand.phase is Phase.AUCTION and hand.to_act == 2 and hand.high_bid == 2
    hand.restart()
    assert hand.history == () and hand.to_act == 0
    hand.undo()  # nothing to undo: stays at the deal
    assert hand.history == ()
    with pytest.raises(ValueError, match="cannot rewind to step 9"):
        hand.rewind(9)


def test_seat_view_holds_only_what_the_seat_may_see() -> None:
    hand = scripted(DEAL_A, "2 pass pass pass", "AH 3H")
    view = hand.view(2)
    assert view.holding == hand.holding(2) and view.hand_sizes == (5, 5, 6, 6)
    assert view.to_act == 2 and set(view.legal) == {parse_card("JH")}
    assert [c.code for c in view.played] == ["AH", "3H"]
    assert hand.view(1).legal == ()  # not seat 1's turn
    assert not hasattr(view, "holdings") and "dealt" not in vars(view)


def test_commentary_explains_every_step_in_order() -> None:
    hand = scripted(DEAL_A, "2 pass pass pass", PLAY_A)
    events = hand.commentary()
    kinds = [e.kind for e in events]
    assert kinds[:5] == ["call", "call", "call", "call", "auction"]
    assert kinds.count("card") == 24 and kinds.count("trick") == 6
    assert kinds[-6:] == ["point"] * 4 + ["settle"] * 2
    assert events[5].why.key == "play.pitch" and events[5].seat == 0


def test_the_record_of_a_hand() -> None:
    hand = scripted(DEAL_A, "2 pass")
    record = hand.record_json()
    assert record["auction"] == [2, "pass"] and record["play"] == [] and record["rules"] == "partnership"
    assert len(record["hands"]) == 4 and record["hands"][0] == DEAL_A[0].split()


def test_every_preset_plays_whole_hands() -> None:
    import random

    for name, players in (("partnership", 4), ("cutthroat", 3), ("setback", 5), ("auction", 4)):
        rng = random.Random(name)
        for _ in range(30):
            hand = Hand.deal(Ruleset.preset(name), players, rng.randrange(players), rng)
            while hand.to_act is not None:
                hand.apply(rng.choice(hand.legal_actions()))
            assert hand.phase in (Phase.OVER, Phase.REDEAL)
            if name == "setback":
                assert hand.phase is Phase.OVER  # the dealer is stuck: setback never redeals
