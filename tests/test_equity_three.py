"""The match equity at a table of three players, each for themselves (pitchtutor/bots/each_for_themselves.py,
:class:`EachForThemselvesEquity`): a hand ends the match as the engine decides it; the three chances
are a probability, add up to one, and agree with matches played out from the same counted hands;
and the advice and the expert weigh the match by them, saying the score with both opponents."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from pitchtutor import Hand, Ruleset
from pitchtutor.bots.each_for_themselves import (
    EVEN_WEIGHT,
    FIVE_HANDED,
    FLOOR_AT_FOUR,
    FOUR_HANDED,
    THREE_HANDED,
    THREE_PARTNERSHIPS,
    EachForThemselvesEquity,
    EachForThemselvesView,
    _counted_each,
    _solved,
    counted_out,
    counts_digest,
    decides_among,
    defenders_order,
    each_for_themselves_equity,
)
from pitchtutor.bots.equity import OUTCOMES_FILE, match_equity, match_view
from pitchtutor.bots.estimate import Estimator, Held
from pitchtutor.coach.advisor import advise
from pitchtutor.explain import Names
from pitchtutor.scoring import POINT_ORDER
from tests.test_equity import _table, match_rule_calls, settled_hands


def _equity(name: str) -> EachForThemselvesEquity:
    equity = each_for_themselves_equity(*_table(name))
    assert equity is not None
    return equity


EACH_TABLE = THREE_HANDED + FOUR_HANDED + FIVE_HANDED + THREE_PARTNERSHIPS


@pytest.mark.parametrize("name", EACH_TABLE)
def test_a_hand_ends_the_match_as_the_engine_says(name: str) -> None:
    """decides_among() against settle_match on played hands from random totals: the one winner,
    or the sides among whom a count-out decides it, and then counted_out() names the one the
    engine names, from the defenders' points in their order (as the counted hands record it)."""
    rules, players = _table(name)
    high = rules.target - 1 + (4 if rules.pitcher_must_win else 0)

    def before(rng: random.Random, rules: Ruleset) -> tuple[int, ...]:
        return tuple(rng.randint(rules.target - 6, high) for _ in range(rules.sides(players)))

    count_outs = 0
    for totals, score, outcome in settled_hands(name, 11, 300, before):
        said = decides_among(rules, outcome.totals, score.pitcher_side, score.made, score.smudge)
        if len(said) > 1:
            order = defenders_order(score)
            assert outcome.winner == counted_out(totals, order, said, rules.target), (totals, order)
            count_outs += 1
        else:
            assert outcome.winner == (said[0] if said else None), (totals, score.delta)
    assert rules.pitcher_must_win or count_outs > 0  # the count-out was met, not only assumed


def test_every_table_of_three_sides_or_more_was_counted() -> None:
    data = json.loads(OUTCOMES_FILE.read_text())
    for name in EACH_TABLE:
        rules, players = _table(name)
        sides = rules.sides(players)
        counted = data[name]
        assert counted["hands"] >= 1000
        assert sum(row[-1] for row in counted["outcomes"]) == counted["hands"]
        for pitcher, changes, smudge, order, count in counted["outcomes"]:
            assert count > 0 and len(changes) == sides
            if pitcher is None:  # thrown in
                assert changes == [0] * sides and not smudge and order == []
                continue
            # the defenders' points, in their count-out order: each one on its taker's change
            assert pitcher not in order and len(order) <= len(POINT_ORDER)
            assert all(order.count(place) == changes[place] for place in range(sides) if place != pitcher)
            assert -rules.top_bid <= changes[pitcher] <= rules.top_bid + 1 and changes[pitcher] != 0
            assert all(
                0 <= change <= rules.top_bid + 1 for place, change in enumerate(changes) if place != pitcher
            )
            assert not smudge or changes[pitcher] == rules.top_bid


@pytest.mark.parametrize("name", THREE_HANDED)
def test_the_shipped_chances_are_the_counts_solved(name: str) -> None:
    """The package ships each table solved (seconds of pure Python a learner should not wait
    for): from these very counts, and as a fresh solve finds them."""
    rules, players = _table(name)
    shipped = _equity(name)
    outcomes = _counted_each()[name]
    assert _solved()[name]["counts"] == counts_digest(outcomes, rules)
    fresh = EachForThemselvesEquity(rules, outcomes)
    rng = random.Random(3)
    span = (shipped.low, shipped.high)
    for _ in range(3000):
        totals = [rng.randint(*span) for _ in range(players)]
        assert shipped.chances(totals) == pytest.approx(fresh.chances(totals), abs=3e-5)


@pytest.mark.parametrize("name", THREE_HANDED)
def test_the_defenders_points_fall_as_counted_not_evenly(name: str) -> None:
    """How the points a contract leaves to the two defenders fall between them is counted from the
    hands (who took each, in order), tempered by a few hands of the even split; counted, two points
    go to the same defender more often than half the time (the even split's figure); where no
    order was counted, the split is even."""
    rules, _ = _table(name)
    equity = _equity(name)
    orders = equity.defenders_orders
    counted: dict[tuple[int, ...], float] = {}
    for o in equity.outcomes:
        if o.order is not None and len(o.order) == 2:
            relative = tuple((place - o.pitcher) % 3 for place in o.order)
            counted[relative] = counted.get(relative, 0.0) + o.weight
    hands = sum(counted.values())
    assert hands >= 500
    for points, row in orders.items():
        assert len(row) == 2**points and sum(p for _, p in row) == pytest.approx(1.0)
    two = dict(orders[2])
    for order, p in two.items():  # many hands: the counted share, barely tempered
        assert p == pytest.approx(counted.get(order, 0.0) / hands, abs=EVEN_WEIGHT / hands)
    assert two[(1, 1)] + two[(2, 2)] > 0.5
    # the same hands without their order (the chances as shipped: the split needs no solving)
    even = EachForThemselvesEquity(rules, [replace(o, order=None) for o in equity.outcomes], equity.packed())
    assert dict(even.defenders_orders[2]) == {(1, 1): 0.25, (1, 2): 0.25, (2, 1): 0.25, (2, 2): 0.25}


@pytest.mark.parametrize("name", FOUR_HANDED + FIVE_HANDED)
def test_at_four_or_five_the_defenders_points_fall_among_them_as_counted(name: str) -> None:
    equity = _equity(name)
    defenders = range(1, equity.players)
    for points, row in equity.defenders_orders.items():
        assert len(row) == len(defenders) ** points and sum(p for _, p in row) == pytest.approx(1.0)
        assert all(set(order) <= set(defenders) for order, _ in row)
    one = dict(equity.defenders_orders[1])  # one point: to each defender about as often
    even = 1 / len(defenders)
    assert all(0.6 * even < one[(taker,)] < 1.4 * even for taker in defenders), one


def test_a_contract_the_defenders_may_win_on_is_weighed_by_the_counted_split() -> None:
    """At 0 to 9 and 9 playing to 11, the dealer's contract of 2 set with both points left to the
    defenders: the first after the dealer wins the match if it takes both (as counted, not a
    quarter of the time), and where each takes one, play goes on."""
    equity = _equity("cutthroat/3")
    seen = EachForThemselvesView(equity, (0, 9, 9), 1, 0, no_junk=False)
    held = Held(0, 2, (0,), (2,), no_junk=False, ours=False, rivals=2)
    two = dict(equity.defenders_orders[2])
    on = equity.after((0, 9, 9), 0, (-2, 1, 1), False, order=(1, 2))[1]
    assert seen.held_afters(held) == pytest.approx([two[(1, 1)] + (two[(1, 2)] + two[(2, 1)]) * on])
    assert two[(1, 1)] != pytest.approx(0.25, abs=0.01)
    # at 10 to 10 each taking one point, the count-out goes to the one that took the first counted
    assert equity.after((0, 10, 10), 0, (-2, 1, 1), False, order=(2, 1)) == (0.0, 0.0, 1.0)
    assert equity.after((0, 10, 10), 0, (-2, 1, 1), False, order=(1, 2)) == (0.0, 1.0, 0.0)
    assert equity.after((0, 10, 10), 0, (-2, 1, 1), False) == (0.0, 0.5, 0.5)  # order unknown: even


@pytest.mark.parametrize("name", FOUR_HANDED + FIVE_HANDED + THREE_PARTNERSHIPS)
def test_the_shipped_chances_at_four_are_the_counts_solved(name: str) -> None:
    """A table of four (or of three partnerships, to 21: 74,088 states) takes a minute or more to
    solve in pure Python, one of five hours (numpy solved it for shipping): the shipped chances
    are checked to be from these very counts and to be the solution, each state's chances those
    its counted hands lead to (one step of the value iteration leaves them where they are)."""
    rules, players = _table(name)
    shipped = _equity(name)
    outcomes = _counted_each()[name]
    sides = rules.sides(players)
    assert _solved()[name]["counts"] == counts_digest(outcomes, rules)
    assert shipped.players == sides and shipped.low == (FLOOR_AT_FOUR if sides >= 4 else -rules.target)
    total = sum(o.weight for o in outcomes)
    rng = random.Random(4)
    for _ in range(300):
        totals = [rng.randint(shipped.low, shipped.high) for _ in range(sides)]
        step = [0.0] * sides
        for o in outcomes:
            after = shipped.after(totals, o.pitcher, o.changes, o.smudge, o.order)
            step = [s + o.weight / total * a for s, a in zip(step, after, strict=True)]
        assert step == pytest.approx(shipped.chances(totals), abs=1e-4), totals


def test_only_tables_of_three_players_have_it() -> None:
    cutthroat = Ruleset.preset("cutthroat")
    assert match_equity(cutthroat, 3) is None  # not two sides
    assert each_for_themselves_equity(cutthroat, 4) is not None  # four players, counted and shipped solved
    assert each_for_themselves_equity(cutthroat, 5) is not None  # five: counted, solved with numpy
    assert each_for_themselves_equity(cutthroat, 6) is None  # six: not counted (15⁶ states)
    assert each_for_themselves_equity(Ruleset.preset("partnership"), 4) is None
    # another target: solved when first asked for if that is quick (lesson 8 plays to 5), else none
    assert each_for_themselves_equity(replace(cutthroat, target=5), 3) is not None
    assert each_for_themselves_equity(replace(cutthroat, target=21), 3) is None
    assert match_view(Hand.deal(cutthroat, 3, 0, 1).view(1)) is None  # no totals known
    seen = match_view(Hand.deal(cutthroat, 3, 0, 1, scores=(3, 5, 8)).view(1))
    assert isinstance(seen, EachForThemselvesView)
    # seat 1 speaks first after dealer 0; its opponents in the order of play: seat 2, then the dealer
    assert (seen.us, seen.them, seen.others) == (5, 8, ((2, 8), (0, 3)))


@pytest.mark.parametrize("name", EACH_TABLE)
def test_the_chances_are_a_probability_that_own_points_never_lower(name: str) -> None:
    rules, players = _table(name)
    sides = rules.sides(players)
    equity = _equity(name)
    rng = random.Random(5)
    span = (-rules.target, rules.target - 1)
    for _ in range(2000):
        totals = [rng.randint(*span) for _ in range(sides)]
        chances = equity.chances(totals)
        assert all(0.0 <= chance <= 1.0 for chance in chances)
        assert sum(chances) == pytest.approx(1.0, abs=1e-4)
        for place in range(sides):
            if totals[place] < span[1]:
                more = list(totals)
                more[place] += 1
                assert equity.chances(more)[place] >= chances[place] - 1e-4, (totals, place)


def _play_out(equity: EachForThemselvesEquity, totals: list[int], rng: random.Random) -> int:
    """One match from these totals (place 0 dealing), each hand drawn from the counted ones;
    the winner's place at the start."""
    hands = equity.outcomes
    weights = [o.weight for o in hands]
    players = equity.players
    dealer = 0  # the place that deals this hand, in the starting places
    while True:
        o = rng.choices(hands, weights)[0]
        order = [
            (dealer + place) % players for place in range(players)
        ]  # this hand's places, as starting places
        for place, change in enumerate(o.changes):
            totals[order[place]] += change
        in_order = [totals[seat] for seat in order]
        winners = decides_among(equity.rules, in_order, o.pitcher, o.changes[o.pitcher] > 0, o.smudge)
        if len(winners) > 1:  # a count-out, counted from the totals before the hand
            assert o.order is not None
            before = [total - change for total, change in zip(in_order, o.changes, strict=True)]
            won = counted_out(before, o.order, winners, equity.rules.target)
            assert won is not None  # a match reaches the target by the hand's points
            winners = (won,)
        if winners:
            return order[winners[0]]
        dealer = (dealer + 1) % players


@pytest.mark.parametrize("totals", [(0, 0, 0), (8, 9, 10), (10, 2, 6), (-3, 7, 10)])
def test_the_chances_are_those_of_matches_played_out(totals: tuple[int, int, int]) -> None:
    equity = _equity("cutthroat/3")
    rng = random.Random(sum(totals) + 100)
    n = 3000
    won = [0, 0, 0]
    for _ in range(n):
        won[_play_out(equity, list(totals), rng)] += 1
    for place, p in enumerate(equity.chances(totals)):
        assert abs(won[place] / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 0.005, (place, won, p)


@pytest.mark.parametrize(("name", "totals"), [("cutthroat/4", (0, 0, 0, 0)), ("cutthroat/4", (6, 9, 10, 3)),
                                              ("setback/4", (4, 6, 2, 5)), ("auction/4", (3, 7, 5, 9)),
                                              ("partnership/6/teams=3", (0, 0, 0)),
                                              ("partnership/6/teams=3", (15, 18, 12)),
                                              ("partnership/6/teams=3", (19, 20, 20)),
                                              ("cutthroat/5", (0, 0, 0, 0, 0)), ("cutthroat/5", (9, 4, 10, 7, -2)),
                                              ("setback/5", (5, 3, 6, 1, 4)), ("auction/5", (8, 10, 2, 6, 9))])  # fmt: skip
def test_the_chances_at_four_are_those_of_matches_played_out(name: str, totals: tuple[int, ...]) -> None:
    """At four and five players, and at three partnerships (to 21: the longest matches), as at
    three."""
    equity = _equity(name)
    rng = random.Random(sum(totals) + 200)
    n = 3000
    won = [0] * len(totals)
    for _ in range(n):
        won[_play_out(equity, list(totals), rng)] += 1
    for place, p in enumerate(equity.chances(totals)):
        assert abs(won[place] / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 0.005, (place, won, p)


def test_near_the_target_the_dealer_speaks_last_and_a_pass_passes_the_deal() -> None:
    """At 10–10–10 to 11 the dealer, who speaks last, is ahead; a pass leaves the deal with the next
    player, whose turn it then is to speak last."""
    equity = _equity("cutthroat/3")
    dealer, first, second = equity.chances((10, 10, 10))
    assert dealer > max(first, second)
    hand = Hand.deal(Ruleset.preset("cutthroat"), 3, 0, 4, scores=(10, 10, 10))
    seen = match_view(hand.view(1))
    assert seen is not None
    assert seen.now == pytest.approx(equity.chances((10, 10, 10))[0])  # seat 1 deals next


def test_at_a_table_of_three_the_advice_weighs_the_match_and_names_both_opponents() -> None:
    rules = Ruleset.preset("cutthroat")
    hand = Hand.deal(rules, 3, 2, 8, scores=(9, 7, 10))
    view = hand.view(0)
    estimates = Estimator(seed=8, samples=32, one_pitch=True, time_budget=60).bid_estimates(view)
    names = Names(3, None, seat_names=("You", "West", "East"), you=0)
    advice = advise(view, names, estimates=estimates)
    assert advice.match is not None
    assert advice.match.others == ((1, 7), (2, 10))
    said = {lang: advice.why.render(names, lang) for lang in ("en", "pt", "fr")}
    assert "at 9 to West's 7 and East's 10 playing to 11" in said["en"], said["en"]
    assert "com 9 contra 7 de Oeste e 10 de Leste" in said["pt"], said["pt"]
    assert "à 9 contre 7 pour Ouest et 10 pour Est" in said["fr"], said["fr"]
    level = advise(Hand.deal(rules, 3, 2, 8, scores=(4, 4, 4)).view(0), names, estimates=estimates)
    words = {
        "en": "at 4 all playing to 11",
        "pt": "com 4 para cada um num jogo até 11",
        "fr": "à 4 partout en 11",
    }
    for lang, said_level in words.items():
        assert said_level in level.why.render(names, lang)
    # the call is the best row for the match (or the later speakers' exception, said)
    from tests.test_coach_voice import check_best_row

    check_best_row(advice, view)


def test_at_a_table_of_four_the_advice_weighs_the_match_and_names_the_three_opponents() -> None:
    """The teacher may seat four at cutthroat or setback (and Table("cutthroat") seats four): the advice there
    counted points alone.  It now weighs the match from all four totals, and names everyone's."""
    rules = Ruleset.preset("cutthroat")
    hand = Hand.deal(rules, 4, 3, 8, scores=(9, 7, 5, 10))
    view = hand.view(0)  # East deals: you speak first
    estimates = Estimator(seed=8, samples=32, one_pitch=True, time_budget=60).bid_estimates(view)
    names = Names(4, None, seat_names=("You", "West", "North", "East"), you=0)
    advice = advise(view, names, estimates=estimates)
    assert advice.match is not None
    assert advice.match.others == ((1, 7), (2, 5), (3, 10))
    said = {lang: advice.why.render(names, lang) for lang in ("en", "pt", "fr")}
    assert "at 9 to West's 7, North's 5 and East's 10 playing to 11" in said["en"], said["en"]
    assert "com 9 contra 7 de Oeste, 5 de Norte e 10 de Leste" in said["pt"], said["pt"]
    assert "à 9 contre 7 pour Ouest, 5 pour Nord et 10 pour Est" in said["fr"], said["fr"]
    from tests.test_coach_voice import check_best_row

    check_best_row(advice, view)


def test_at_auction_for_four_the_advice_weighs_the_match_too() -> None:
    """Auction at four was counted last (2026-12-07): its advice weighs the match from the four
    totals, as cutthroat's and setback's do, and its call is its table's best row."""
    hand = Hand.deal(Ruleset.preset("auction"), 4, 3, 5, scores=(6, 9, 4, 8))
    view = hand.view(0)
    names = Names(4, None, seat_names=("You", "West", "North", "East"), you=0)
    estimates = Estimator(seed=1, samples=24, one_pitch=True, time_budget=60).bid_estimates(view)
    advice = advise(view, names, estimates=estimates)
    assert advice.match is not None and advice.match.others == ((1, 9), (2, 4), (3, 8))
    assert "at 6 to West's 9, North's 4 and East's 8 playing to 11" in advice.why.render(names, "en")
    from tests.test_coach_voice import check_best_row

    check_best_row(advice, view)


def test_at_a_table_of_five_the_advice_weighs_the_match_and_names_the_four_opponents() -> None:
    """Five each for themselves (counted 2026-12-07, solved with numpy): the advice weighs the
    match from the five totals and names everyone's, in the three languages."""
    hand = Hand.deal(Ruleset.preset("cutthroat"), 5, 4, 8, scores=(9, 7, 5, 10, 3))
    view = hand.view(0)  # the fifth seat deals: you speak first
    names = Names(5, None, seat_names=("You", "Ann", "Ben", "Cleo", "Dev"), you=0)
    estimates = Estimator(seed=8, samples=24, one_pitch=True, time_budget=60).bid_estimates(view)
    advice = advise(view, names, estimates=estimates)
    assert advice.match is not None
    assert advice.match.others == ((1, 7), (2, 5), (3, 10), (4, 3))
    said = {lang: advice.why.render(names, lang) for lang in ("en", "pt", "fr")}
    assert "at 9 to Ann's 7, Ben's 5, Cleo's 10 and Dev's 3 playing to 11" in said["en"], said["en"]
    assert "com 9 contra 7 de Ana, 5 de Beto, 10 de Cléo e 3 de Davi" in said["pt"], said["pt"]
    assert "à 9 contre 7 pour Anne, 5 pour Benoît, 10 pour Cléo et 3 pour Denis" in said["fr"], said["fr"]
    from tests.test_coach_voice import check_best_row

    check_best_row(advice, view)


def test_in_a_three_handed_match_the_expert_bids_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where it knows the totals at a table of three it bids by the advisor's rule, which weighs
    the match; without them it bids by the classic rule, as before."""
    from pitchtutor.bots import ExpertBot

    rules = Ruleset.preset("cutthroat")
    sampled = match_rule_calls(monkeypatch)
    for scores in ((0, 0, 0), (8, 9, 10), None):
        view = Hand.deal(rules, 3, 2, 9, scores=scores).view(0)
        call = ExpertBot(seed=1, samples=16).choose(view)
        assert call in view.legal
        assert sampled == ([] if scores is None else [scores])
        sampled.clear()


def test_a_pass_under_an_opponents_contract_at_three_is_weighed_as_that_contract() -> None:
    """West bid 1 and East 2; you deal. A pass leaves the contract with East: each deal is also
    played with East pitching, and the pass is worth that contract to you (in points, your points
    less an average opponent's, the defenders sharing what East does not take), and in the match
    the chance it leaves; the advice says so to you, not to a side."""
    from pitchtutor.actions import Bid
    from pitchtutor.bots.equity import pass_values
    from pitchtutor.bots.estimate import Held

    # East bid 2 and took 3 of 4 points: you and West expect half a point each
    made = Held(2, 2, (3, 0), (4, 4), no_junk=False, ours=False, rivals=2)
    assert made.edges() == pytest.approx([0.5 - (3 + 0.5) / 2, 2 - (-2 + 2) / 2])
    rules = Ruleset.preset("cutthroat")
    names = Names(3, None, seat_names=("You", "West", "East"), you=0)
    hand = Hand.deal(rules, 3, 0, 0, scores=(8, 6, 9))
    hand.apply(Bid(1))
    hand.apply(Bid(2))
    view = hand.view(0)
    estimates = Estimator(seed=0, samples=32, one_pitch=True, time_budget=60).bid_estimates(view)
    held = estimates[0].held
    assert held is not None and (held.holder, held.bid, held.ours, held.rivals) == (2, 2, False, 2)
    seen = match_view(view)
    assert seen is not None
    chances = seen.held_afters(held)
    assert pass_values(estimates, seen) == pytest.approx([c - seen.now for c in chances])
    assert pass_values(estimates, None) == pytest.approx(held.edges())
    advice = advise(view, names, estimates=estimates)
    assert advice.best_bid == 0  # this deal: a pass, said to you, not to a side
    said = {lang: advice.why.render(names, lang) for lang in ("en", "pt", "fr")}
    assert "Pass and leave the contract at 2 with East" in said["en"]
    assert "a hand to you once an average opponent's points are taken off" in said["en"]
    assert "para você, descontados os pontos de um adversário médio" in said["pt"]
    assert "pour vous, une fois déduits les points d'un adversaire moyen" in said["fr"]
    assert (
        "your side" not in said["en"] and "sua equipe" not in said["pt"] and "votre équipe" not in said["fr"]
    )
    # another deal, where a bid beats that contract: its chance is set against the pass's, named
    other = Hand.deal(rules, 3, 0, 2, scores=(8, 6, 9))
    other.apply(Bid(1))
    other.apply(Bid(2))
    bid = advise(
        other.view(0),
        names,
        estimates=Estimator(seed=0, samples=32, one_pitch=True, time_budget=60).bid_estimates(other.view(0)),
    )
    assert bid.best_bid == 2
    assert "if you pass and leave the contract with East" in bid.why.render(names)
