"""Pitty Pat properties over random rule sets, tables and players: the 52
cards are conserved through every draw and rebuild, every round ends, the
penalties follow from the hands, records replay, undo restores."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchtutor.bots.pittypat import BasicBot, RandomBot
from pitchtutor.cards import DECK
from pitchtutor.pittypat import Phase, Round, Rules, penalty
from pitchtutor.pittypat.match import settle_round
from pitchtutor.pittypat.record import RoundRecord
from tests.support.pittypat_scripted import play_for

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MAX_STEPS = 20_000  # far above the rebuild guard's reach

rules_strategy = st.builds(
    lambda hand_size, draw, aces, stake, goal: Rules.from_json(
        {"hand_size": hand_size, "draw": draw, "powerful_aces": aces, "stake": stake, **goal}
    ),
    st.sampled_from([5, 7]),
    st.sampled_from(["once", "until-match"]),
    st.booleans(),
    st.booleans(),
    st.one_of(
        st.builds(lambda t: {"target": t}, st.integers(1, 1000)),
        st.builds(lambda r: {"rounds": r}, st.integers(1, 100)),
    ),
)


def conserved(game: Round) -> None:
    state = game.state
    everything = Counter(card for hand in state.hands for card in hand)
    everything.update(state.pile)
    everything.update(state.stock)
    assert everything == Counter(DECK), "a card was lost or doubled"


def play(game: Round, seed: int, kinds: list[str]) -> None:
    rng = random.Random(seed)
    bots = [RandomBot(seed + s) if kind == "random" else BasicBot() for s, kind in enumerate(kinds)]
    steps = 0
    rebuilds = 0
    while game.to_act is not None:
        seat = game.to_act
        if game.phase is Phase.DRAW:
            assert not game.view(seat, log=False).legal
            game.draw_at_random(rng)
        else:
            legal = game.legal_actions()
            assert legal and all(game.judge(action).legal for action in legal)
            action = bots[seat].choose(game.view(seat, log=False))
            assert action in legal
            whys = game.apply(action)
            assert all(why.text for why in whys)
        conserved(game)
        assert game.rebuilds in (rebuilds, rebuilds + 1)
        rebuilds = game.rebuilds
        steps += 1
        assert steps < MAX_STEPS


@SETTINGS
@given(
    rules_strategy,
    st.integers(2, 4),
    st.integers(0, 2**32 - 1),
    st.lists(st.sampled_from(["random", "basic"]), min_size=4, max_size=4),
)
def test_every_round_ends_with_every_card_accounted_for(
    rules: Rules, players: int, seed: int, kinds: list[str]
) -> None:
    game = Round.deal(rules, players, seed % players, seed)
    conserved(game)
    play(game, seed, kinds[:players])
    end = game.end
    assert end is not None and game.phase is Phase.OVER and game.legal_actions() == []
    score = game.score()
    hands = [game.hand(seat) for seat in range(players)]
    for seat in range(players):
        expected = 0 if seat in end.winners else sum(penalty(card) for card in hands[seat])
        assert score.penalties[seat] == expected
    if end.how == "out":
        assert end.winners == (end.winner,) and hands[end.winners[0]] == ()
    else:
        fewest = min(len(hand) for hand in hands)
        assert all(len(hands[seat]) == fewest for seat in end.winners)
        assert game.rebuilds >= 2
    settled = settle_round(rules, game.names, [0] * players, score, round_number=1, dealer=game.dealer)
    assert settled.totals == score.penalties
    assert sum(settled.chips) + settled.pot == 0  # chips only move between players (and the pot)


@SETTINGS
@given(rules_strategy, st.integers(2, 4), st.integers(0, 2**32 - 1), st.integers(0, 400))
def test_records_replay_and_undo_restores(rules: Rules, players: int, seed: int, cut: int) -> None:
    game = Round.deal(rules, players, seed % players, seed)
    play(game, seed, ["basic"] * players)
    record = game.record_json()
    again = RoundRecord.from_json(record)
    assert again.to_json() == record
    assert again.replay().history == game.history
    # a record cut between turns replays to the position, and the moves on offer are the engine's
    turns = game.turns()
    keep = min(cut, len(turns))
    partial = RoundRecord.from_json({**record, "turns": record["turns"][:keep]}).replay()
    steps = sum(len(actions) for _, actions in turns[:keep])
    first = game.steps[0] if game.steps else None
    game.rewind(steps)
    assert partial.state == game.state
    if first is not None:
        game.rewind(0)
        assert game.state == Round(rules, again.dealer, again.hands, again.up).state


@SETTINGS
@given(st.integers(2, 4), st.integers(0, 2**32 - 1))
def test_a_seat_view_never_shows_another_seats_hand(players: int, seed: int) -> None:
    game = Round.deal(Rules(draw="until-match"), players, 0, seed)
    play_for(game, random.Random(seed), 60)
    for seat in range(players):
        view = game.view(seat)
        others = {card for other in range(players) if other != seat for card in game.hand(other)}
        shown = {a.card for who, a in view.log if who != seat and getattr(a, "card", None) is not None}
        played = set(view.played)
        assert shown <= played  # another seat's drawn card is seen only once it is played
        assert not (others - played) & set(view.holding)
        assert len(view.unseen()) == sum(view.hand_sizes) - len(view.holding) + view.stock_size
