"""The double-dummy solver: exact values, checked three ways.

* against a brute-force search written here on the engine itself (its own
  legal moves and scoring, nothing shared with the solver), on endgames;
* the C search against the Python search, and both against plain
  alpha-beta, on whole hands;
* on positions worked out by hand.
"""

from __future__ import annotations

import random

import pytest

from pitchtutor import Hand, PitchError, Ruleset
from pitchtutor.bots import BasicBot
from pitchtutor.solver import _ddsolve, card_scores
from tests.support.scripted import DEAL_A, PLAY_A, scripted

needs_c = pytest.mark.skipif(_ddsolve is None, reason="the C solver is not built")


def brute_force(hand: Hand) -> dict[str, int]:
    """Every continuation, on the engine: the mover's side maximises its score
    change, every other side minimises it."""
    assert hand.to_act is not None
    side = hand.side_of(hand.to_act)

    def value(h: Hand) -> int:
        if h.phase.value == "over":
            return h.score().delta[side]
        assert h.to_act is not None
        outcomes = []
        for action in h.legal_actions():
            h.apply(action)
            outcomes.append(value(h))
            h.undo()
        return max(outcomes) if h.side_of(h.to_act) == side else min(outcomes)

    probe = hand.copy()
    values = {}
    for action in probe.legal_actions():
        probe.apply(action)
        values[str(action)] = value(probe)
        probe.undo()
    return values


def random_position(seed: int, tricks_left: int) -> Hand | None:
    rng = random.Random(seed)
    preset = ("partnership", "cutthroat", "setback", "auction")[seed % 4]
    overrides = {} if seed % 3 else {"low_to": "capturer", "ten_of_trump_point": True, "three_of_trump_point": True,
                                     "trump_anytime": seed % 2 == 0, "game_tie": "defenders"}  # fmt: skip
    if seed % 7 == 0:
        overrides = {"no_junk": True}
    rules = Ruleset.preset(preset, **overrides)
    players = 4 if rules.teams else rng.choice([2, 3, 4, 5])
    hand = Hand.deal(rules, players, rng.randrange(players), rng)
    bots = [BasicBot(seed=s) for s in range(players)]
    while hand.phase.value == "auction":
        hand.apply(bots[hand.to_act].choose(hand.view(hand.to_act)))  # type: ignore[index]
    while hand.phase.value == "play" and 6 - len(hand.tricks) > tricks_left:
        hand.apply(rng.choice(hand.legal_actions()))
    for _ in range(rng.randrange(players)):  # somewhere inside the trick
        if hand.phase.value == "play":
            hand.apply(rng.choice(hand.legal_actions()))
    return hand if hand.phase.value == "play" else None


@pytest.mark.parametrize("engine", ["python", pytest.param("c", marks=needs_c)])
def test_endgames_agree_with_brute_force_on_the_engine(engine: str) -> None:
    checked = 0
    for seed in range(200):
        hand = random_position(seed, tricks_left=2 if seed % 2 else 1)
        if hand is None:
            continue
        values = {str(s.card): s.value for s in card_scores(hand, engine=engine)}
        assert values == brute_force(hand), (seed, hand.record_json())
        checked += 1
    assert checked >= 120


@needs_c
def test_c_python_and_plain_alpha_beta_agree_on_whole_hands() -> None:
    for seed in range(40):
        hand = random_position(seed, tricks_left=4 if seed % 4 else 6)
        if hand is None:
            continue
        c = {s.card: s.value for s in card_scores(hand, engine="c")}
        assert c == {s.card: s.value for s in card_scores(hand, engine="c-plain")}, seed
        if len(hand.tricks) >= 2:  # the Python search, slower, on the smaller trees
            assert c == {s.card: s.value for s in card_scores(hand, engine="python")}, seed


def test_hand_worked_positions() -> None:
    # Deal A after four tricks: seats 0 & 2 already hold High, Low, Jack and 22 pips
    # to 13, and no card left counts a pip: whatever seat 2 leads, they end +4.
    trick5 = scripted(DEAL_A, "2 pass pass pass", " ".join(PLAY_A.split()[:16]))
    assert sorted((str(s.card), s.value) for s in card_scores(trick5)) == [("3S", 4), ("4S", 4)]
    # The last trick is forced: the value is the hand's result.
    last = scripted(DEAL_A, "2 pass pass pass", " ".join(PLAY_A.split()[:20]))
    assert [(str(s.card), s.value) for s in card_scores(last)] == [("8C", 4)]


def test_lesson_position_worked_by_hand() -> None:
    """lessons/hands/jack-under-queen.json, trick 4: seat 3 pitched hearts at 2
    and already owns High (K♥) and Low (2♥).  9♥, A♦ and Q♥ are on the table.
    * K♥: seat 3 wins 9 pips, then leads the J♥ (no one else has a trump left):
      partner throws the 10♦, Jack and 21 pips to 14: High, Low, Jack, Game = +4.
    * J♥ under the Q♥: the opponents take the Jack and 18 pips, more than the 17
      still out: seats 1 & 3 keep only High and Low = +2.
    * the 5♠ may not be played: trumps were led and seat 3 holds hearts."""
    from pitchtutor.record import load_record
    from tests.golden import ROOT

    hand = load_record(ROOT / "lessons/hands/jack-under-queen.json").replay()
    assert [(str(s.card), s.value) for s in card_scores(hand)] == [("KH", 4), ("JH", 2)]
    assert {str(s.card): s.value for s in card_scores(hand, engine="python")} == {"KH": 4, "JH": 2}


def test_values_are_sorted_and_refusals_are_clear() -> None:
    hand = scripted(DEAL_A, "2 pass pass pass", "AH")
    scores = card_scores(hand)
    assert [s.value for s in scores] == sorted((s.value for s in scores), reverse=True)
    with pytest.raises(PitchError, match="a hand being played"):
        card_scores(scripted(DEAL_A, "2 pass"))
    with pytest.raises(PitchError, match="a hand being played"):
        card_scores(scripted(DEAL_A, "2 pass pass pass", PLAY_A))


@needs_c
def test_the_first_lead_sets_trump_for_each_card() -> None:
    hand = scripted(DEAL_A, "2 pass pass pass")
    scores = {str(s.card): s.value for s in card_scores(hand)}
    assert set(scores) == {"AH", "2H", "9C", "8C", "7D", "6S"}
    assert scores["AH"] == max(scores.values())  # pitching the A♥ is best
