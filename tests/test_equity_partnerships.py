"""The match equity at six players in three partnerships of two (``teams = 3``): three sides whose
deal passes from side to side as it passes from player to player at three, so the equity of a table
each for themselves serves them, a side in a player's place (:data:`THREE_PARTNERSHIPS`).  The
counted hands are those of six players; a hand ends the match as the engine decides it; the chances
are a probability that agrees with matches played out from the same counts; and the advice weighs
the match, names the other two sides with their totals, and weighs a pass under a partner's
contract by the opponent who may take it away."""

from __future__ import annotations

import json
import random

import pytest

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import Bid, Pass
from pitchtutor.bots.each_for_themselves import (
    SOLVED_FILE,
    THREE_PARTNERSHIPS,
    EachForThemselvesEquity,
    EachForThemselvesView,
    _counted_each,
    counted_out,
    counts_digest,
    decides_among,
    defenders_order,
    each_for_themselves_equity,
    table_name,
    table_rules,
)
from pitchtutor.bots.equity import OUTCOMES_FILE, match_equity, match_view, pass_values
from pitchtutor.bots.estimate import Estimator
from pitchtutor.coach.advisor import advise
from pitchtutor.explain import Names
from pitchtutor.scoring import POINT_ORDER
from tests.test_equity import settled_hands
from tests.test_equity_three import _play_out

TABLE = THREE_PARTNERSHIPS[0]
RULES = Ruleset.preset("partnership", teams=3)
NAMES = Names(6, 3, seat_names=("You", "Ann", "Ben", "Cleo", "Dev", "Eve"), you=0)


def _equity() -> EachForThemselvesEquity:
    equity = each_for_themselves_equity(RULES, 6)
    assert equity is not None
    return equity


def test_the_table_is_named_by_its_partnerships_and_only_it_has_the_equity() -> None:
    assert table_rules(TABLE) == (RULES, 6)
    assert table_name(RULES, "partnership", 6) == TABLE
    assert table_name(Ruleset.preset("partnership"), "partnership", 6) == "partnership/6"
    assert match_equity(RULES, 6) is None  # not two sides
    assert each_for_themselves_equity(Ruleset.preset("cutthroat", teams=3), 6) is None  # not counted
    assert each_for_themselves_equity(Ruleset.preset("partnership", teams=2), 6) is None  # two sides
    equity = _equity()
    assert (equity.players, equity.low, equity.high) == (3, -21, 20)  # three sides' totals


def test_the_hands_were_counted_by_side() -> None:
    counted = json.loads(OUTCOMES_FILE.read_text())[TABLE]
    assert counted["hands"] >= 1500
    assert sum(row[-1] for row in counted["outcomes"]) == counted["hands"]
    for pitcher, changes, smudge, order, count in counted["outcomes"]:
        assert count > 0 and len(changes) == 3
        if pitcher is None:  # thrown in
            assert changes == [0, 0, 0] and not smudge and order == []
            continue
        assert pitcher not in order and len(order) <= len(POINT_ORDER)
        assert all(order.count(place) == changes[place] for place in range(3) if place != pitcher)
        assert -4 <= changes[pitcher] <= 5 and changes[pitcher] != 0
        assert not smudge or changes[pitcher] == 4


def test_a_hand_ends_the_match_as_the_engine_says() -> None:
    """decides_among() and counted_out() against settle_match on hands of six played from random
    totals of the three sides (a random dealer: any of the six seats)."""

    def before(rng: random.Random, rules: Ruleset) -> tuple[int, ...]:
        return tuple(rng.randint(rules.target - 6, rules.target - 1) for _ in range(3))

    count_outs = 0
    for totals, score, outcome in settled_hands(TABLE, 12, 200, before):
        said = decides_among(RULES, outcome.totals, score.pitcher_side, score.made, score.smudge)
        if len(said) > 1:
            assert outcome.winner == counted_out(totals, defenders_order(score), said, RULES.target)
            count_outs += 1
        else:
            assert outcome.winner == (said[0] if said else None), (totals, score.delta)
    assert count_outs > 0


def test_the_shipped_chances_are_the_counts_solved() -> None:
    """Shipped from these very counts, and the solution: one step of the value iteration from them
    leaves random states where they are (a fresh solve of 74,088 states takes minutes)."""
    equity = _equity()
    outcomes = _counted_each()[TABLE]
    assert json.loads(SOLVED_FILE.read_text())[TABLE]["counts"] == counts_digest(outcomes, RULES)
    total = sum(o.weight for o in outcomes)
    rng = random.Random(6)
    for _ in range(300):
        totals = [rng.randint(equity.low, equity.high) for _ in range(3)]
        step = [0.0, 0.0, 0.0]
        for o in outcomes:
            after = equity.after(totals, o.pitcher, o.changes, o.smudge, o.order)
            step = [s + o.weight / total * a for s, a in zip(step, after, strict=True)]
        assert step == pytest.approx(equity.chances(totals), abs=1e-4), totals


def test_the_chances_are_a_probability_that_own_points_never_lower() -> None:
    equity = _equity()
    rng = random.Random(7)
    for _ in range(2000):
        totals = [rng.randint(-21, 20) for _ in range(3)]
        chances = equity.chances(totals)
        assert all(0.0 <= chance <= 1.0 for chance in chances)
        assert sum(chances) == pytest.approx(1.0, abs=1e-4)
        for place in range(3):
            if totals[place] < 20:
                more = list(totals)
                more[place] += 1
                assert equity.chances(more)[place] >= chances[place] - 1e-4, (totals, place)


@pytest.mark.parametrize("totals", [(0, 0, 0), (15, 18, 12), (19, 20, 20)])
def test_the_chances_are_those_of_matches_played_out(totals: tuple[int, int, int]) -> None:
    equity = _equity()
    rng = random.Random(sum(totals) + 300)
    n = 3000
    won = [0, 0, 0]
    for _ in range(n):
        won[_play_out(equity, list(totals), rng)] += 1
    for place, p in enumerate(equity.chances(totals)):
        assert abs(won[place] / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 0.005, (place, won, p)


def test_the_advice_weighs_the_match_and_names_the_other_two_sides() -> None:
    # Eve (seat 5) deals: you speak first; your side is you and Cleo, at 15
    hand = Hand.deal(RULES, 6, 5, 3, scores=(15, 12, 18))
    view = hand.view(0)
    seen = match_view(view)
    assert isinstance(seen, EachForThemselvesView)
    # sides in the order of play from the dealer's (Eve's side: 2): 2, then yours, then Ann's
    assert (seen.totals, seen.place, seen.us, seen.them) == ((18, 15, 12), 1, 15, 18)
    assert seen.others == ((1, 12), (2, 18))
    estimates = Estimator(seed=3, samples=24, one_pitch=True, time_budget=60).bid_estimates(view)
    advice = advise(view, NAMES, estimates=estimates)
    assert advice.match is not None and advice.match.others == ((1, 12), (2, 18))
    said = {lang: advice.why.render(NAMES, lang) for lang in ("en", "pt", "fr")}
    assert "at 15 to 12 for Ann & Dev and 18 for Ben & Eve playing to 21" in said["en"], said["en"]
    assert "your side's chance of winning" in said["en"], said["en"]
    assert "com 15 contra 12 de Ana-Davi e 18 de Beto-Eva num jogo até 21" in said["pt"], said["pt"]
    assert "à 15 contre 12 pour Anne-Denis et 18 pour Benoît-Ève en 21 points" in said["fr"], said["fr"]
    from tests.test_coach_voice import check_best_row

    check_best_row(advice, view)


def test_a_pass_under_a_partners_contract_is_weighed_by_the_opponent_who_may_take_it() -> None:
    """Cleo, your partner (seat 3), bid 2 and Dev and Eve passed; you speak with two opponents of
    two other sides after you.  A pass leaves Partner's contract, which either of them may take: in each deal
    the one counting most pitches, and the pass is worth, by the chance that it does, that
    opponent's contract in the match, as the equity sees it from their side's place."""
    hand = Hand.deal(RULES, 6, 2, 5, scores=(14, 16, 17))  # Ben deals: Cleo (3) speaks first
    hand.apply(Bid(2))  # Cleo
    hand.apply(Pass())  # Dev
    hand.apply(Pass())  # Eve
    view = hand.view(0)  # you, then Ann (1) and Ben (2, the dealer) speak after you
    estimates = Estimator(seed=5, samples=24, one_pitch=True, time_budget=60).bid_estimates(view)
    held, outbid = estimates[0].held, estimates[0].outbid
    assert held is not None and held.ours and held.holder == 3
    assert outbid is not None and outbid.taken and len(outbid.takers) == len(outbid.taken)
    assert set(outbid.takers) <= {1, 2}
    seen = match_view(view)
    assert seen is not None
    theirs = seen.outbid_afters(outbid, held.bid)
    kept = seen.held_afters(held)
    values = pass_values(estimates, seen)
    chances = outbid.chances(held.bid)
    for value, q, k, t in zip(values, chances, kept, theirs, strict=True):
        assert value == pytest.approx((1 - q) * (k - seen.now) + q * (t - seen.now))
    # an opponent's contract is worse for your side than your partner's, deal by deal on average
    assert sum(theirs) < sum(kept)
    advice = advise(view, NAMES, estimates=estimates)
    assert advice.match is not None
    from tests.test_coach_voice import check_best_row

    check_best_row(advice, view)
