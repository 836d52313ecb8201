"""Random deals under random rule sets: the engine's invariants, and agreement
with the independent oracle at every step."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pitchtutor import Hand, IllegalActionError, Match, Names, Phase, Ruleset, settle_match
from pitchtutor.actions import action_json, parse_action
from pitchtutor.cards import DECK
from pitchtutor.record import HandRecord
from pitchtutor.report import replay, replay_json
from tests.support.oracle import Oracle
from tests.support.strategies import dealt, random_hand, tables

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(tables())
def test_engine_agrees_with_the_oracle_at_every_step(table: tuple[Ruleset, int, int, int]) -> None:
    hand, rng = dealt(table)
    rules, players, dealer = hand.rules, hand.players, hand.dealer
    oracle = Oracle(rules, dealer, [[c.code for c in h] for h in hand.dealt])
    steps = 0
    while hand.to_act is not None:
        assert hand.to_act == oracle.to_act()
        legal = hand.legal_actions()
        assert legal, "legal moves are never empty while someone is to act"
        assert {action_json(a) for a in legal} == oracle.legal()
        action = rng.choice(legal)
        hand.apply(action)
        oracle.step(action_json(action))
        steps += 1
        assert steps <= players + 6 * players, "every hand ends"
    assert oracle.to_act() is None
    if hand.phase is Phase.REDEAL:
        assert oracle.redeal
        return
    assert hand.phase is Phase.OVER and len(hand.tricks) == 6
    expected = oracle.score()
    score = hand.score()
    assert [t.winner for t in hand.tricks] == expected["winners"]
    assert (score.pitcher, score.bid, score.trump.value) == (
        expected["pitcher"],
        expected["bid"],
        expected["trump"],
    )
    assert {a.point: a.side for a in score.awards} == expected["points"]
    assert list(score.pips) == expected["pips"]
    assert score.made == expected["made"] and list(score.delta) == expected["delta"]
    outcome = settle_match(rules, hand.names, [0] * rules.sides(players), score, dealer)
    assert list(outcome.totals) == expected["totals"] and outcome.winner == expected["winner"]


@SETTINGS
@given(tables())
def test_cards_are_conserved_and_hidden(table: tuple[Ruleset, int, int, int]) -> None:
    hand, rng = dealt(table)
    players = hand.players
    cards = Counter(c for h in hand.dealt for c in h)
    assert len(cards) == 6 * players and set(cards) <= set(DECK)
    while True:
        held = [c for seat in range(players) for c in hand.holding(seat)]
        played = [c for t in hand.tricks for c in t.cards] + [c for _, c in hand.current_trick]
        assert Counter(held + played) == cards  # 6 x players cards, each exactly once
        for seat in range(players):
            view = hand.view(seat)
            assert view.holding == hand.holding(seat)
            visible = set(view.holding) | set(view.played)
            hidden = {c for other in range(players) if other != seat for c in hand.holding(other)}
            assert not visible & hidden
            assert view.hand_sizes == tuple(len(hand.holding(s)) for s in range(players))
        if hand.to_act is None:
            break
        hand.apply(rng.choice(hand.legal_actions()))


@SETTINGS
@given(tables())
def test_verdicts_match_legal_moves_and_illegal_moves_change_nothing(
    table: tuple[Ruleset, int, int, int],
) -> None:
    hand, rng = dealt(table)
    while hand.to_act is not None:
        legal = hand.legal_actions()
        for action, verdict in hand.judge_all():
            assert verdict.legal == (action in legal), (action, verdict.text)
            assert verdict.why.text and verdict.why.key
            if not verdict.legal:
                before = (hand.state, hand.history)
                with pytest.raises(IllegalActionError) as error:
                    hand.apply(action)
                assert error.value.why == verdict.why
                assert (hand.state, hand.history) == before
        for seat in range(hand.players):
            if seat != hand.to_act:
                assert not hand.judge(legal[0], seat).legal
        hand.apply(rng.choice(legal))
    assert not hand.legal_actions() and not hand.judge(parse_action("pass")).legal


@SETTINGS
@given(tables())
def test_a_hand_replays_from_its_own_record(table: tuple[Ruleset, int, int, int]) -> None:
    hand, _ = random_hand(*table)
    record = HandRecord.from_json(hand.record_json())
    again = record.replay()
    assert again.history == hand.history and again.state == hand.state
    result = replay(record)
    assert replay_json(result) == replay_json(replay(HandRecord.from_json(record.to_json())))


@SETTINGS
@given(tables(), st.data())
def test_undo_goes_back_to_any_earlier_point(
    table: tuple[Ruleset, int, int, int], data: st.DataObject
) -> None:
    hand, actions = random_hand(*table)
    states = []
    replayed = Hand(hand.rules, hand.dealer, hand.dealt)
    states.append(replayed.state)
    for action in actions:
        replayed.apply(action)
        states.append(replayed.state)
    point = data.draw(st.integers(0, len(actions)))
    hand.rewind(point)
    assert hand.state == states[point] and list(hand.history) == actions[:point]
    hand.apply_all(actions[point:])
    assert hand.state == states[-1]
    hand.undo(3)
    assert hand.state == states[max(0, len(actions) - 3)]


@SETTINGS
@given(tables())
def test_points_and_deltas_are_consistent(table: tuple[Ruleset, int, int, int]) -> None:
    rules, players, dealer, seed = table
    hand, _ = random_hand(rules, players, dealer, seed)
    if hand.phase is not Phase.OVER:
        return
    score = hand.score()
    high = score.award("high")
    assert high is not None and high.card is not None
    # the teaching fact: the highest trump wins its own trick
    trick = next(t for t in hand.tricks if high.card in t.cards)
    assert trick.winning_card == high.card
    assert sum(score.taken) <= rules.top_bid
    assert sum(score.pips) == sum(c.pips for h in hand.dealt for c in h)
    for side, delta in enumerate(score.delta):
        if side == score.pitcher_side:
            assert delta == (score.taken[side] if score.made else -score.bid)
        else:
            assert delta == score.taken[side] >= 0
            if rules.no_junk:
                assert delta == 0
    if len([c for h in hand.dealt for c in h if c.suit is score.trump]) == 1:
        low = score.award("low")
        assert low is not None and low.card == high.card  # the only trump scores High and Low
    assert score.smudge == (score.made and score.bid == rules.top_bid)


@settings(max_examples=60, deadline=None)
@given(tables())
def test_matches_end_and_totals_add_up(table: tuple[Ruleset, int, int, int]) -> None:
    rules, players, dealer, seed = table
    rng = random.Random(seed)
    match = Match(rules, players, seed=seed, dealer=dealer)
    scored = 0
    for _ in range(400):
        hand = match.hand
        dealer_before = match.dealer
        while hand.to_act is not None:
            hand.apply(rng.choice(hand.legal_actions()))
        result = match.next_hand()
        if result.score is None:
            assert match.dealer == dealer_before  # thrown in: the same dealer deals again
        else:
            assert match.dealer == (dealer_before + 1) % players
            scored += 1
        assert match.hands_scored == scored  # a hand thrown in is not one
        if match.over:
            break
    totals = [0] * rules.sides(players)
    for result in match.results:
        if result.score is not None:
            totals = [t + d for t, d in zip(totals, result.score.delta, strict=True)]
    assert totals == match.totals
    if match.over:
        last = match.results[-1]
        assert last.outcome is not None and last.outcome.winner == match.winner
        if rules.pitcher_must_win:
            assert last.score is not None and match.winner == last.score.pitcher_side


@settings(max_examples=100, deadline=None)
@given(tables())
def test_explanations_render_with_any_names(table: tuple[Ruleset, int, int, int]) -> None:
    rules, players, dealer, seed = table
    hand, _ = random_hand(rules, players, dealer, seed)
    names = Names(players, rules.teams, seat_names=[f"P{s}" for s in range(players)], you=0)
    for event in hand.commentary():
        text = event.why.render(names)
        assert text and text[0].isupper() and text.endswith((".", ")")), text
        assert "seat " not in text, text  # every seat went through the names
