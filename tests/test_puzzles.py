"""Rated puzzles: the file format, the generator, the re-check from scratch, and Glicko-2."""

from __future__ import annotations

import json
import math
import random
import subprocess
import sys
from pathlib import Path

import pytest

from pitchtutor import Hand, Ruleset, parse_card
from pitchtutor.bots import BasicBot
from pitchtutor.bots.knowledge import deal_count, every_world, knowledge
from pitchtutor.puzzles import (
    THEMES,
    Puzzle,
    PuzzleError,
    Rating,
    Settings,
    attempt,
    generate,
    initial_rating,
    read_puzzles,
    update,
    verify,
    write_puzzles,
)
from pitchtutor.puzzles.puzzle import parse_puzzles
from pitchtutor.puzzles.values import Valuation, assess
from pitchtutor.state import Phase

ROOT = Path(__file__).resolve().parent.parent
FAST = Settings(samples=200, pilot=24)


@pytest.fixture(scope="module")
def puzzles() -> list[Puzzle]:
    return generate(6, 5, settings=FAST)


# -- the generator --------------------------------------------------------------------


def test_both_kinds_and_every_preset_they_were_asked_for(puzzles: list[Puzzle]) -> None:
    assert len(puzzles) == 6
    assert {p.kind for p in puzzles} == {"card", "bid"}
    assert len({p.id for p in puzzles}) == 6
    assert {p.preset for p in puzzles} <= {"partnership", "cutthroat", "setback", "auction"}
    only = generate(2, 9, ["cutthroat"], kinds=["card"], settings=FAST)
    assert [(p.preset, p.kind) for p in only] == [("cutthroat", "card")] * 2


def test_a_hard_set_keeps_only_puzzles_first_rated_high_enough() -> None:
    hard = generate(2, 11, kinds=["card"], settings=Settings(samples=200, pilot=24, min_rating=1700))
    assert len(hard) == 2 and all(p.rating.rating >= 1700 for p in hard)
    with pytest.raises(PuzzleError, match="least rating"):
        generate(1, 1, settings=Settings(min_rating=3000))


def test_the_same_seed_gives_the_same_puzzles_and_a_smaller_count_the_first_of_them(
    puzzles: list[Puzzle],
) -> None:
    again = generate(3, 5, settings=FAST)
    assert [p.to_json() for p in again] == [p.to_json() for p in puzzles[:3]]
    assert generate(1, 6, settings=FAST)[0].id != puzzles[0].id


def test_every_answer_is_legal_and_no_move_is_forced(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        hand = puzzle.hand()
        assert hand.to_act == puzzle.seat
        assert hand.is_legal(puzzle.answer)
        assert (puzzle.kind == "bid") == (hand.phase is Phase.AUCTION)
        view = puzzle.view()
        assert len(view.legal) >= 2 and len(puzzle.choices) == len(view.legal)
        assert {c.action for c in puzzle.choices} == set(view.legal)
        assert not all(puzzle.solves(c.action) for c in puzzle.choices)  # something is wrong
        assert puzzle.choices[0].action == puzzle.answer and not puzzle.solves(puzzle.tempting)
        # the answer beats every wrong choice by the margin, as numbers stored in the puzzle
        best = puzzle.choices[0].mean
        assert all(best - c.mean >= 0.3 - 1e-9 for c in puzzle.choices if not puzzle.solves(c.action))
        assert puzzle.gap >= 0.3 and (puzzle.exact or puzzle.gap > 3 * puzzle.gap_se)
        assert set(puzzle.themes) <= set(THEMES)
        assert puzzle.features.choices == len(view.legal) and puzzle.features.gap == puzzle.gap
        if puzzle.kind == "bid":
            assert "count_before_bid" in puzzle.themes


def test_every_puzzle_holds_on_new_deals_from_scratch(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        result = verify(puzzle, 600, seed=11)
        assert result.legal and result.agrees, (puzzle.id, result)
        assert result.exact or result.deals == 600


def test_the_explanation_is_data_rendered_by_the_texts(puzzles: list[Puzzle]) -> None:
    for puzzle in puzzles:
        keys = [reason.key for reason in puzzle.reasons]
        assert keys[0] == f"puzzle.{puzzle.kind}"
        assert all(json.loads(json.dumps(r.to_json())) == r.to_json() for r in puzzle.reasons)
        sentences = puzzle.explanation()
        assert len(sentences) == len(keys) and all(sentences)
        assert sentences[0].startswith(("Play the", "Pass", "Bid", "Hold at"))


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(PuzzleError, match="unknown puzzle kind"):
        generate(1, 1, kinds=["count"])
    with pytest.raises(Exception, match="unknown preset"):
        generate(1, 1, ["bridge"])
    assert generate(0, 1) == []


# -- the file -------------------------------------------------------------------------


def test_a_puzzle_round_trips_through_json_and_files(puzzles: list[Puzzle], tmp_path: Path) -> None:
    for puzzle in puzzles:
        text = json.dumps(puzzle.to_json())
        again = Puzzle.from_json(json.loads(text))
        assert again == puzzle and again.to_json() == puzzle.to_json()
    for name in ("set.jsonl", "set.jsonl.gz"):
        assert write_puzzles(puzzles, tmp_path / name) == len(puzzles)
        assert read_puzzles(tmp_path / name) == puzzles
    zipped = (tmp_path / "set.jsonl.gz").stat().st_size
    assert zipped < (tmp_path / "set.jsonl").stat().st_size / 2


def test_a_bad_puzzle_line_is_named(puzzles: list[Puzzle]) -> None:
    good = json.dumps(puzzles[0].to_json())
    broken = json.loads(good)
    broken["kind"] = "chess"
    with pytest.raises(PuzzleError, match=r"^f:2: not a puzzle: kind must be one of"):
        parse_puzzles([good, json.dumps(broken)], "f")
    with pytest.raises(PuzzleError, match="f:1: not valid JSON"):
        parse_puzzles(["{"], "f")
    del broken["answer"]
    broken["kind"] = "card"
    with pytest.raises(PuzzleError, match="missing field 'answer'"):
        Puzzle.from_json(broken)


# -- the values behind a puzzle -------------------------------------------------------


def test_every_world_deals_the_unseen_cards_every_way_once() -> None:
    hand = Hand.deal(Ruleset.preset("cutthroat"), 3, 0, 4)
    bot = BasicBot()
    while hand.phase is Phase.AUCTION or len(hand.holding(hand.to_act or 0)) > 1:
        hand.apply(bot.choose(hand.view(hand.to_act)))  # type: ignore[arg-type]
    view = hand.view(hand.to_act)  # type: ignore[arg-type]
    worlds = list(every_world(view))
    unseen = set(knowledge(view).unseen)
    deals = {tuple(tuple(h) for s, h in enumerate(w.holdings) if s != view.seat) for w in worlds}
    assert len(deals) == len(worlds) <= deal_count(view)
    assert all({c for h in deal for c in h} <= unseen for deal in deals)
    truth = tuple(hand.holding(s) for s in range(3) if s != view.seat)
    assert tuple(tuple(sorted(h)) for h in truth) in {tuple(tuple(sorted(h)) for h in d) for d in deals}


def test_near_ties_and_alike_choices_are_no_puzzle() -> None:
    a, b, c = parse_card("AS"), parse_card("2S"), parse_card("3S")
    alike = Valuation((a, b), ((1.0, 1.0), (0.0, 0.0)), exact=True)
    assert not assess(alike).clear  # the same on every deal: nothing to find
    close = Valuation((a, b), ((1.0, 0.8),) * 10, exact=True)
    assert not assess(close).clear  # 0.2 points: under the margin
    rng = random.Random(1)
    noisy = Valuation((a, b, c), tuple((x, x - 0.5 + rng.gauss(0, 6), x - 2) for x in range(20)), exact=False)
    assert not assess(noisy).clear  # 0.5 points, but not 3 standard errors
    clear = Valuation((a, b, c), tuple((x + 1.0, x, x) for x in range(20)), exact=False)
    verdict = assess(clear)
    assert verdict.clear and verdict.best == 0 and verdict.also == () and verdict.gap == 1.0
    assert verdict.gap_se == 0.0


# -- Glicko-2 ---------------------------------------------------------------------------


def test_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system" (2013): a 1500 player (RD 200,
    volatility 0.06) beats a 1400 and loses to a 1550 and a 1700, tau 0.5.
    (The paper's 1464.06 rounds its intermediate steps; unrounded it is 1464.05.)"""
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = update(player, games, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Rating(1600, 100, 0.06), [])
    assert after.rating == 1600 and after.rd == pytest.approx(math.sqrt(100**2 + (0.06 * 173.7178) ** 2))


def test_a_solve_raises_the_learner_and_lowers_the_puzzle_and_a_miss_the_reverse() -> None:
    learner, puzzle = Rating(1500, 200), Rating(1600, 250)
    won, beaten = attempt(learner, puzzle, solved=True)
    assert won.rating > learner.rating and beaten.rating < puzzle.rating
    lost, held = attempt(learner, puzzle, solved=False)
    assert lost.rating < learner.rating and held.rating > puzzle.rating
    assert won.rd < learner.rd and beaten.rd < puzzle.rd  # each learns something
    # beating a harder puzzle gains more than beating an easier one
    assert (
        attempt(learner, Rating(1800, 250), True)[0].rating
        > attempt(learner, Rating(1300, 250), True)[0].rating
    )


def test_the_initial_rating_follows_the_features() -> None:
    base = initial_rating(0.5, 0, 3).rating
    assert initial_rating(2.0, 0, 3).rating < base < initial_rating(0.3, 0, 3).rating  # a big gap is easy
    assert initial_rating(0.5, 2, 3).rating > base  # alike choices are traps
    assert initial_rating(0.5, 0, 6).rating > base > initial_rating(0.5, 0, 1).rating  # far from the end
    assert initial_rating(100, 0, 1).rating >= 600 and initial_rating(0.01, 9, 6).rating <= 2400


# -- the command line -------------------------------------------------------------------


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pitchtutor.apps.cli", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120, check=False)  # fmt: skip


def test_the_command_line_generates_and_checks(tmp_path: Path) -> None:
    out = tmp_path / "p.jsonl.gz"
    made = run("puzzles", "generate", "--count", "2", "--seed", "4", "--preset", "cutthroat", "--kind", "card",
               "--samples", "200", "--out", str(out))  # fmt: skip
    assert made.returncode == 0, made.stderr
    assert "2 puzzles (2 card, 0 bid)" in made.stderr
    assert [p.kind for p in read_puzzles(out)] == ["card", "card"]
    checked = run("puzzles", "check", str(out), "--sample", "300")
    assert checked.returncode == 0, checked.stderr + checked.stdout
    assert "2 of 2 puzzles agree" in checked.stderr
    bad = run("puzzles", "check", str(tmp_path / "missing.jsonl"))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "cannot read" in bad.stderr
    wrong = run("puzzles", "generate", "--count", "-1")
    assert wrong.returncode == 2 and "--count must not be negative" in wrong.stderr
    beyond = run("puzzles", "generate", "--count", "1", "--min-rating", "3000")
    assert beyond.returncode == 2 and beyond.stderr.count("\n") == 1 and "least rating" in beyond.stderr


def test_the_shipped_set_is_big_varied_reproducible_and_right() -> None:
    """At least 2,000 puzzles over the four presets and both kinds, in the package, and enough hard
    ones for a strong learner; the first ones, and the first hard one, are what their seed makes
    again; a sample is valued again from scratch and agrees."""
    from pitchtutor.puzzles.shipped import HARD_RATING, HARD_SEEDS, SEEDS, shipped_path, shipped_puzzles
    from pitchtutor.rules import PRESETS_NAMES

    puzzles = shipped_puzzles()
    assert len(puzzles) >= 2000 and len({p.id for p in puzzles}) == len(puzzles)
    assert sum(p.rating.rating >= HARD_RATING for p in puzzles) >= 500
    hard = generate(1, HARD_SEEDS[0], settings=Settings(min_rating=HARD_RATING))
    assert [p.to_json() for p in hard] == [p.to_json() for p in puzzles if p.id == hard[0].id]
    assert {p.preset for p in puzzles} == set(PRESETS_NAMES)
    assert {p.kind for p in puzzles} == {"card", "bid"}
    assert shipped_path().stat().st_size < 600_000  # compact: gzipped JSON Lines
    assert [p.to_json() for p in generate(2, SEEDS[0])] == [p.to_json() for p in puzzles[:2]]
    for puzzle in puzzles[:: len(puzzles) // 3][:3]:
        check = verify(puzzle, 400, seed=7)
        assert check.legal and check.agrees, puzzle.id


@pytest.mark.parametrize("kind", ["bid", "card"])
def test_a_deal_too_big_for_the_budget_is_left_out_of_a_recheck(
    monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    """Re-checked on 4,000 deals (make bench), three shipped puzzles met one deal past the
    solver's node budget, and the whole check came back empty, counted as a disagreement. The
    re-check leaves such a deal out, as the expert bot does; the generator still refuses a
    position with one (a bigger position is no puzzle). Calls are valued as the bid advisor
    values them (its estimator draws another deal in place of the one left out), cards by the
    puzzles' own count of the consistent deals."""
    import pitchtutor.bots.estimate as estimate_module
    import pitchtutor.puzzles.values as values_module
    from pitchtutor.puzzles.shipped import shipped_puzzles
    from tests.support.solver import TooBigAt

    puzzle = next(
        p for p in shipped_puzzles() if p.kind == kind and p.preset == "partnership" and not p.exact
    )
    module = estimate_module if kind == "bid" else values_module
    third_search_too_big = TooBigAt(module.card_scores, at=3)
    monkeypatch.setattr(module, "card_scores", third_search_too_big)
    check = verify(puzzle, 60, seed=5)
    assert check.legal and check.agrees and check.deals == (60 if kind == "bid" else 59), check
    third_search_too_big.calls = 0
    view = puzzle.hand().view(puzzle.seat)
    strict = values_module.value_calls if kind == "bid" else values_module.value_cards
    assert strict(view, random.Random(5), 60) is None


def test_a_hold_is_said_as_a_hold_and_a_pass_as_worth_nothing() -> None:
    """The dealer's bid of the high bid is a hold, said as its button says ("Hold at 1"), and a
    tempting pass "scores nothing" rather than being "worth +0.00 against the other side", unless
    it leaves another seat's contract, which it names."""
    from pitchtutor.actions import Bid, Pass
    from pitchtutor.puzzles.trainer import shipped_index

    holds = passes = kept = 0
    for puzzle in shipped_index().by_id.values():
        if puzzle.kind != "bid":
            continue
        first = puzzle.explanation()[0]
        hold = puzzle.hold_at()
        if hold is not None and puzzle.answer == Bid(hold):
            assert first.startswith(f"Hold at {hold}"), first
            holds += 1
        if hold is not None and puzzle.tempting == Bid(hold):
            assert f". Holding at {hold}" in first, first
        if puzzle.tempting == Pass() and "held_by" not in puzzle.reasons[0].facts:
            assert "Passing scores nothing:" in first and "+0.00" not in first, first
            passes += 1
        elif puzzle.tempting == Pass():  # another seat holds the high bid: a pass leaves its contract
            assert ". Passing, which leaves the contract at " in first and "+0.00" not in first, first
            kept += 1
    assert holds and passes and kept


def test_a_pitch_puzzle_s_protect_the_jack_tip_keeps_the_jack_back() -> None:
    """At the pitch nothing is played: "Protect the Jack" says to pitch another card of its suit (a
    walk read "never under a higher trump an opponent has already played" at an opening lead), and a
    puzzle whose answer pitches the Jack itself is never told to protect it."""
    from pitchtutor.cards import Card, Rank
    from pitchtutor.puzzles.trainer import shipped_index

    pitched = 0
    for puzzle in shipped_index().by_id.values():
        if puzzle.kind != "card" or puzzle.view().trump is not None:
            continue
        keys = [r.key for r in puzzle.reasons]
        if "tip.protect_jack" not in keys:
            continue
        pitched += 1
        assert isinstance(puzzle.answer, Card) and puzzle.answer.rank is not Rank.JACK, puzzle.id
        said = puzzle.explanation()[keys.index("tip.protect_jack")]
        assert "already played" not in said and "pitch another card of its suit" in said, said
    assert pitched >= 40


def test_a_bid_puzzle_s_tip_is_the_count_of_its_hand_and_agrees_with_the_answer() -> None:
    """A walk read the general "bid 2 with the Ace and another trump" beside an answer of 1: a bid
    puzzle's tip is the rule texts' count of the puzzle's hand, in the suit the answer pitches, and
    only where it makes one of the right calls; elsewhere the numbers explain alone."""
    from pitchtutor.actions import Bid
    from pitchtutor.puzzles.generate import bid_tip
    from pitchtutor.puzzles.trainer import shipped_index

    tips = bare = 0
    for puzzle in shipped_index().by_id.values():
        if puzzle.kind != "bid":
            continue
        assert len(puzzle.reasons) in (2, 3)
        tip = next((r for r in puzzle.reasons if r.key == "tip.count_points"), None)
        assert (tip is not None) == (len(puzzle.reasons) == 3), puzzle.id
        assert bid_tip(puzzle.view(), (puzzle.answer, *puzzle.also), puzzle.reasons[0]) == (
            (tip.key, tip.facts) if tip else ("", {})
        ), puzzle.id  # the shipped tips are what the generator gives
        if tip is None:
            bare += 1
            continue
        tips += 1
        assert "suit" in tip.facts  # the hand counted, not the general advice
        calls = {a.amount if isinstance(a, Bid) else 0 for a in (puzzle.answer, *puzzle.also)}
        assert tip.facts["bid"] in calls, puzzle.id
        said = puzzle.explanation()[1]
        assert said.startswith("By the rule texts' count") and "Ace and another trump, or" not in said, said
    assert tips > 300 and bare > 300


@pytest.mark.parametrize(("preset", "players"), [("cutthroat", 3), ("partnership", 4), ("setback", 3)])
def test_a_call_is_valued_as_the_bid_advisor_values_it(preset: str, players: int) -> None:
    """A bid puzzle speaks with the bid advisor's voice (issue 15): on the same deals its figures
    are the advisor's table. At a table of three each for themselves a net takes off an average
    opponent's points; where an opponent holds the high bid, a pass is worth that opponent's
    contract, not 0; and the puzzle's best call is the advisor's call."""
    from pitchtutor.actions import Bid, Pass
    from pitchtutor.bots.equity import pass_worth
    from pitchtutor.coach.advisor import advise, held_facts
    from pitchtutor.explain import Names
    from pitchtutor.puzzles.values import value_calls

    rules = Ruleset.preset(preset)
    for seed in range(3):
        hand = Hand.deal(rules, players, 0, rng=seed)  # seat 1 speaks first, and bids the least bid
        hand.apply(Bid(rules.min_bid))
        view = hand.view(2)  # an opponent at a table of three, the next one in partnership
        valuation = value_calls(view, random.Random(seed), 40)
        assert valuation is not None
        first = valuation.estimates[0]
        assert first.rivals == (1 if rules.teams else 2) and valuation.deals == 40
        assert first.held is not None and first.held.holder == 1 and not first.held.ours
        passing = valuation.mean(valuation.choices.index(Pass()))
        assert passing == pytest.approx(pass_worth(valuation.estimates, None)) and passing != 0
        assert round(passing, 2) == held_facts(valuation.estimates)["held_edge"]
        for i, call in enumerate(valuation.choices):  # each bid in its suit, as the advisor's row
            if isinstance(call, Bid):
                estimate = next(e for e in valuation.estimates if e.suit is valuation.suits[i])
                assert valuation.mean(i) == pytest.approx(estimate.edge_by_bid[call.amount])
        advice = advise(view, Names(players, rules.teams, you=2), estimates=valuation.estimates)
        bids = [valuation.mean(i) for i, call in enumerate(valuation.choices) if isinstance(call, Bid)]
        assert max(net for _, net in advice.nets.values()) == pytest.approx(max(bids))  # the best row


def test_a_pass_that_leaves_a_contract_says_whose_and_what_it_is_worth() -> None:
    """Where another seat holds the high bid, a puzzle's pass is that seat's contract: the
    sentence names the holder (your partner too) and its worth, never "a pass counts 0" or
    "scores nothing"; in each language, and against an average opponent at a table of three."""
    from pitchtutor.explain import Names
    from pitchtutor.puzzles.puzzle import Reason

    base = {"suit": None, "chance": None, "tempting_chance": None, "deals": 400, "held_bid": 2}
    answer_pass = Reason(
        "puzzle.bid",
        base | {"call": "pass", "value": -0.27, "tempting": 2, "tempting_suit": "C", "tempting_value": -0.35,
                "tempting_chance": 0.53, "held_by": 1, "held_open": True, "rivals": 2},
    )  # fmt: skip
    tempting_pass = Reason(
        "puzzle.bid",
        base | {"call": 3, "suit": "S", "chance": 0.7, "value": 1.2, "tempting": "pass", "tempting_suit": None,
                "tempting_value": 1.05, "held_by": 3, "partner": 3, "held_open": False},
    )  # fmt: skip
    three, four = Names(3, None, you=0), Names(4, 2, you=1)
    said = {
        lang: (answer_pass.render(three, lang), tempting_pass.render(four, lang))
        for lang in ("en", "pt", "fr")
    }
    assert said["en"] == (
        "Pass: over 400 random deals of the other hands, a pass, which leaves the contract at 2 with "
        "seat 1 (if nobody after you takes it), is worth −0.27 against an average opponent, and every "
        "bid you may make is worth less. Bid 2 and pitch clubs is worth −0.35 against an average "
        "opponent (made 53% of the time): 0.08 points a hand less.",
        "Bid 3 and pitch spades: over 400 random deals of the other hands, it is worth +1.20 points "
        "against the other side, made 70% of the time. Passing, which leaves the contract at 2 with "
        "seat 3, your partner, is worth +1.05 against the other side: 0.15 points a hand less.",
    )
    for one, other in said.values():
        for sentence in (one, other):
            assert "0.00" not in sentence and "0,00" not in sentence, sentence
        assert "counts 0" not in one and "conta 0" not in one and "compte 0" not in one, one
        assert "nothing" not in other and "nada" not in other and "rien" not in other, other
    assert "adversário médio" in said["pt"][0] and "parceiro" in said["pt"][1]
    assert "adversaire moyen" in said["fr"][0] and "partenaire" in said["fr"][1]
