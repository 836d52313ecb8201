"""Pitty Pat bots: always legal, the text's tips in the basic bot, the expert
from its seat's knowledge, the duplicate tournament's fixed chance."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchtutor.apps.pittypat_tournament import FixedChance, run
from pitchtutor.bots.pittypat import BasicBot, ExpertBot, RandomBot, make_bot, play_out, shed_score
from pitchtutor.cards import Card, Rank
from pitchtutor.pittypat import Action, Drawn, Pair, Phase, Round, Rules
from tests.support.pittypat_scripted import cards, play_for, position


def card(text: str) -> Card:
    return cards(text)[0]


def free_card(game: Round, bot: object) -> Card:
    action = bot.choose(game.view(game.to_act or 0))  # type: ignore[attr-defined]
    assert isinstance(action, Pair)
    return action.free


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 4), st.integers(0, 2**31), st.sampled_from(["once", "until-match"]), st.booleans())
def test_every_bot_plays_only_legal_moves(players: int, seed: int, draw: str, aces: bool) -> None:
    game = Round.deal(Rules(draw=draw, powerful_aces=aces), players, 0, seed)  # type: ignore[arg-type]
    bots = [make_bot(("random", "basic", "expert")[seat % 3], seed=seed) for seat in range(players)]
    if players == 4:
        bots[3] = ExpertBot(seed=1, samples=4)

    def choose(game: Round) -> Action:
        assert game.to_act is not None
        view = game.view(game.to_act)
        action = bots[game.to_act].choose(view)
        assert action in view.legal
        return action

    play_for(game, random.Random(seed), 120, choose)


def test_basic_sheds_the_highest_card_as_the_free_card() -> None:
    game = position(["7S KD 2C 5D", "4H 5H", "6C 8C"], "7H")
    assert free_card(game, BasicBot()) == card("KD")


def test_basic_sheds_a_dead_card_first() -> None:
    # the other three 9s are on the pile: the 9♣ can never match, so it goes before the Q♦
    game = position(["7S 9C QD 3D", "4H 5H", "6C 8C"], "9D 9H 9S 7H")
    assert shed_score(card("9C"), cards("QD 3D"), cards("9D 9H 9S 7H 7S")) == 9 + 18
    assert free_card(game, BasicBot()) == card("9C")


def test_basic_keeps_one_of_a_pair_in_reserve() -> None:
    # two 5s: shed one (the rank stays covered by the other), keep the 6 as a second matchable rank
    game = position(["7S 5C 5D 6H", "4H 8H", "6C 8C"], "7H")
    assert free_card(game, BasicBot()).rank is Rank.FIVE


def test_a_rank_just_matched_sheds_its_duplicate_early() -> None:
    # after 7♠ matches 7♥, two 7s are on the pile: the 7♣ is the one to shed
    game = position(["7S 7C 8D 8H", "4H 5H", "6C 9C"], "7H")
    assert free_card(game, BasicBot()) == card("7C")


def test_forced_moves_are_taken() -> None:
    game = position(["2S 3S", "4H 5H"], "7H")
    for bot in (RandomBot(1), BasicBot(), ExpertBot(seed=1)):
        assert bot.choose(game.view(0)) == game.legal_actions()[0]


def test_expert_pairs_a_drawn_card_and_is_reproducible() -> None:
    game = position(["2S 3S KD QD", "4H 5H 6D", "6C 9C 8S"], "7H")
    game.apply(game.legal_actions()[0])  # draw
    game.apply(Drawn(card("7C")))
    assert game.phase is Phase.PAIR
    first = ExpertBot(seed=3, samples=8).choose(game.view(0))
    assert first in game.legal_actions() and first == ExpertBot(seed=3, samples=8).choose(game.view(0))


def test_play_out_keeps_every_card_and_pays_the_losers() -> None:
    rng = random.Random(2)
    for _ in range(50):
        deck = [rank for rank in range(2, 15) for _ in range(4)]
        rng.shuffle(deck)
        hands = [deck[0:5], deck[5:10], deck[10:15]]
        pile, stock = [deck[15]], deck[16:]
        points = play_out(hands, pile, stock, seat=0, rules=Rules(), rng=rng)
        assert len(points) == 3 and min(points) == 0
        for seat, hand in enumerate(hands):
            expected = sum(1 if r == 14 else min(r, 10) for r in hand)
            assert points[seat] in (0, expected)


def test_fixed_chance_draws_from_the_stock_and_repeats() -> None:
    game = position(["2S 3S", "4H 5H"], "7H")
    game.apply(game.legal_actions()[0])
    first = FixedChance(5).draw(game)
    assert first in game.chance_outcomes() and FixedChance(5).draw(game) == first


def test_a_small_duplicate_tournament() -> None:
    results = run(Rules(), ["basic", "random", "random"], deals=4, seed=2)
    data = results.to_json()
    assert (
        data["rounds"] == 12
        and data["bots"]["basic"]["rounds"] == 12  # one seat of each of 3 rotations
        and data["bots"]["random"]["rounds"] == 24
    )
