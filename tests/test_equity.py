"""The match equity (pitchtutor/bots/equity.py): when a hand ends the match, as the engine
decides it; each side's chance of winning from every score, a probability that more points
never lower, that the two sides' chances add up to one, and that matches played out from the
same ways hands go confirm; and the advisor, where the totals are known, advises by it."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from pitchtutor import Hand, Match, Ruleset
from pitchtutor.actions import Bid, parse_action
from pitchtutor.apps.tournament import play_hand
from pitchtutor.bots import RandomBot
from pitchtutor.bots.each_for_themselves import (
    FIVE_HANDED,
    FOUR_HANDED,
    THREE_HANDED,
    THREE_PARTNERSHIPS,
    table_rules,
)
from pitchtutor.bots.equity import (
    OUTCOMES_FILE,
    TABLES,
    MatchEquity,
    decides,
    match_equity,
    match_view,
)
from pitchtutor.bots.estimate import BidEstimate, Estimator
from pitchtutor.coach.advisor import advise
from pitchtutor.deal import deal_hands
from pitchtutor.explain import Names, render
from pitchtutor.match import MatchOutcome, settle_match
from pitchtutor.scoring import HandScore
from pitchtutor.state import Phase


def _table(name: str) -> tuple[Ruleset, int]:
    return table_rules(name)


def settled_hands(
    name: str, seed: int, count: int, before: Callable[[random.Random, Ruleset], tuple[int, ...]]
) -> Iterator[tuple[tuple[int, ...], HandScore, MatchOutcome]]:
    """``count`` hands the random bot plays at the table ``name``, each settled as the engine
    settles it from the totals ``before`` draws."""
    rules, players = _table(name)
    rng = random.Random(seed)
    bots = [RandomBot(seed=seat) for seat in range(players)]
    names = Names(players, rules.teams)
    settled = 0
    while settled < count:
        dealer = rng.randrange(players)
        hand = play_hand(rules, dealer, deal_hands(players, dealer, rng), bots)
        if hand.phase is Phase.REDEAL:
            continue
        score = hand.score()
        totals = before(rng, rules)
        yield totals, score, settle_match(rules, names, totals, score, dealer)
        settled += 1


@pytest.mark.parametrize("name", TABLES)
def test_a_hand_ends_the_match_as_the_engine_says(name: str) -> None:
    """decides() against settle_match on played hands from random totals, some over the target."""
    rules, _ = _table(name)

    def before(rng: random.Random, rules: Ruleset) -> tuple[int, ...]:
        return rng.randint(-5, rules.target + 2), rng.randint(-5, rules.target + 2)

    for totals, score, outcome in settled_hands(name, 7, 150, before):
        pitcher, other = score.pitcher_side, 1 - score.pitcher_side
        said = decides(rules, outcome.totals[pitcher], outcome.totals[other], score.made, score.smudge)
        assert outcome.winner == (None if said is None else pitcher if said else other), (totals, score.delta)


def test_every_table_with_two_sides_was_counted() -> None:
    data = json.loads(OUTCOMES_FILE.read_text())
    # each for themselves: tests/test_equity_three.py; three partnerships: tests/test_equity_partnerships.py
    assert set(data) == set(TABLES + THREE_HANDED + FOUR_HANDED + FIVE_HANDED + THREE_PARTNERSHIPS)
    for name in TABLES:
        counted = data[name]
        rules, _ = _table(name)
        assert counted["hands"] >= 1000
        assert sum(row[-1] for row in counted["outcomes"]) == counted["hands"]
        for dealer_pitched, pitcher, other, smudge, count in counted["outcomes"]:
            assert count > 0
            if dealer_pitched is None:  # thrown in
                assert (pitcher, other, smudge) == (0, 0, False)
                continue
            assert -rules.top_bid <= pitcher <= rules.top_bid + 1 and pitcher != 0  # made or set back
            assert 0 <= other <= rules.top_bid + 1
            assert not smudge or pitcher == rules.top_bid


def test_no_equity_where_the_match_is_not_between_two_counted_sides() -> None:
    assert match_equity(Ruleset.preset("cutthroat"), 3) is None  # three sides
    assert match_equity(replace(Ruleset.preset("partnership"), name=None), 4) is None  # no preset
    hand = Hand.deal(Ruleset.preset("partnership"), 4, 0, 1)  # no totals known
    assert match_view(hand.view(1)) is None
    assert match_view(Hand.deal(Ruleset.preset("partnership"), 4, 0, 1, scores=(3, 5)).view(1)) is not None
    # six players in two partnerships of three: two sides, counted too
    assert match_view(Hand.deal(Ruleset.preset("partnership"), 6, 0, 1, scores=(3, 5)).view(1)) is not None


@pytest.mark.parametrize("name", TABLES)
def test_the_chances_are_a_probability_that_points_never_lower(name: str) -> None:
    rules, players = _table(name)
    equity = match_equity(rules, players)
    assert equity is not None
    top = rules.target - 1
    for us in range(-rules.target, top + 1):
        for them in range(-rules.target, top + 1):
            for we_deal in (True, False):
                chance = equity.chance(us, them, we_deal)
                assert 0.0 <= chance <= 1.0
                # the two sides' chances add up to one
                assert chance + equity.chance(them, us, not we_deal) == pytest.approx(1.0, abs=1e-4)
                if us < top:
                    assert equity.chance(us + 1, them, we_deal) >= chance - 1e-4
                if them < top:
                    assert equity.chance(us, them + 1, we_deal) <= chance + 1e-4


def _play_out(equity: MatchEquity, us: int, them: int, we_deal: bool, rng: random.Random) -> bool:
    """One match from these totals, each hand drawn from the counted ways hands go."""
    hands = equity.outcomes
    weights = [o.weight for o in hands]
    while True:
        o = rng.choices(hands, weights)[0]
        we_pitch = o.dealer_pitched == we_deal
        after = equity.after(
            us, them, we_deal, we_pitch=we_pitch, pitcher=o.pitcher, other=o.other, smudge=o.smudge
        )
        if after in (0.0, 1.0) and decides(
            equity.rules, (us if we_pitch else them) + o.pitcher, (them if we_pitch else us) + o.other,
            o.pitcher > 0, o.smudge,
        ) is not None:  # fmt: skip
            return after == 1.0
        us, them = (us + o.pitcher, them + o.other) if we_pitch else (us + o.other, them + o.pitcher)
        we_deal = not we_deal


@pytest.mark.parametrize(
    ("us", "them", "we_deal"), [(0, 0, True), (15, 18, False), (19, 20, True), (10, 3, False)]
)
def test_the_chances_are_those_of_matches_played_out(us: int, them: int, we_deal: bool) -> None:
    equity = match_equity(Ruleset.preset("partnership"), 4)
    assert equity is not None
    rng = random.Random(us * 100 + them)
    n = 3000
    won = sum(_play_out(equity, us, them, we_deal, rng) for _ in range(n))
    p = equity.chance(us, them, we_deal)
    assert abs(won / n - p) <= 4 * (p * (1 - p) / n) ** 0.5 + 0.005, (won / n, p)


def test_the_dealers_edge_and_the_end_of_the_match() -> None:
    """At 20–20 to 21 the side that deals (and so speaks last) is ahead; far behind is far behind."""
    equity = match_equity(Ruleset.preset("partnership"), 4)
    assert equity is not None
    assert equity.chance(20, 20, True) > 0.6
    assert equity.chance(20, 20, False) < 0.4
    assert equity.chance(0, 18, True) < 0.1


def test_a_match_hands_its_totals_to_each_hand() -> None:
    """The seats' views know the score they bid at (the advisor weighs the match by it)."""
    match = Match(Ruleset.preset("partnership"), 4, seed=3)
    assert match.hand.scores == (0, 0)
    while match.hand.to_act is not None:
        match.hand.apply(RandomBot(seed=1).choose(match.hand.view(match.hand.to_act)))
    match.next_hand()
    assert match.hand.scores == tuple(match.totals)
    assert match.hand.view(0).scores == tuple(match.totals)


def _advice_at(scores: tuple[int, int] | None, seed: int):  # type: ignore[no-untyped-def]
    hand = Hand.deal(Ruleset.preset("partnership"), 4, 3, seed, scores=scores)
    view = hand.view(0)
    estimates = Estimator(seed=seed, samples=48, one_pitch=True, time_budget=60).bid_estimates(view)
    return view, advise(view, Names(4, 2), estimates=estimates)


def test_where_the_totals_are_unknown_the_advice_counts_points() -> None:
    _, advice = _advice_at(None, 5)
    assert advice.match is None and "match" not in advice.why.render(Names(4, 2))


@pytest.mark.parametrize("seed", range(12))
def test_at_the_end_of_a_match_the_advice_is_the_best_row_for_the_match(seed: int) -> None:
    """Totals near 21: the call advised leaves the best chance of winning the match among the
    table's rows (or the later speakers' exception, said), and it says so in every language;
    where the points alone would call otherwise, it names that call."""
    from tests.test_coach_voice import check_best_row

    rng = random.Random(seed)
    view, advice = _advice_at((rng.randint(14, 20), rng.randint(14, 20)), seed)
    assert advice.match is not None
    check_best_row(advice, view)
    names = Names(4, 2)
    facts = advice.why.facts.get("best", {}).get("facts", advice.why.facts)
    words = {"en": "the match", "pt": "partida", "fr": "la partie"}
    for lang, word in words.items():
        said = advice.why.render(names, lang)
        assert word in said, said
        # whole, or to a tenth where the call's chance and a pass's would read the same
        shown = said.replace("\u00a0", " ").replace(" %", "%").replace(",", ".")
        now = facts["match"]["now"]
        assert any(f"{now:.{digits}%}" in shown for digits in (0, 1)), said
        if facts.get("points"):
            assert {"en": "On points alone", "pt": "Só pelos pontos", "fr": "Aux points seuls"}[lang] in said


def match_rule_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, ...] | None]:
    """The totals of each call the expert makes by the advisor's rule from now on (the rule that
    weighs the match where the totals are known), as a list that fills as it calls."""
    from pitchtutor.bots import ExpertBot

    sampled: list[tuple[int, ...] | None] = []
    real = ExpertBot.stable_bid_estimates

    def spy(bot: ExpertBot, view):  # type: ignore[no-untyped-def]
        sampled.append(view.scores)
        return real(bot, view)

    monkeypatch.setattr(ExpertBot, "stable_bid_estimates", spy)
    return sampled


def test_in_a_match_the_expert_bids_for_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its learnt partnership bidding counts points; where it knows the match's totals it bids by
    the advisor's rule, which weighs the match; without them, or told not to, it does not."""
    from pitchtutor.bots import ExpertBot
    from pitchtutor.bots.learnt import learnt_call

    rules = Ruleset.preset("partnership")
    sampled = match_rule_calls(monkeypatch)
    for scores in ((0, 0), (13, 0), (2, 19), None):
        view = Hand.deal(rules, 4, 3, 9, scores=scores).view(0)
        call = ExpertBot(seed=1, samples=16).choose(view)
        assert call in view.legal
        if scores is None:
            assert call == learnt_call(view) and not sampled
        else:
            assert sampled == [scores]
        sampled.clear()
        assert ExpertBot(seed=1, for_the_match=False).choose(view) == learnt_call(view)
        assert not sampled


def _scripted(nets: dict[int, float], suit: str = "H") -> BidEstimate:
    """An estimate whose nets are given (the per-deal figures follow a bid made every time)."""
    from pitchtutor.cards import Suit

    return BidEstimate(Suit(suit), 2.0, dict.fromkeys(range(1, 5), 1.0), dict(nets), 8, edge_by_bid=dict(nets),
                       taken=(4,) * 8, in_play=(4,) * 8)  # fmt: skip


def test_calls_whose_figures_read_alike_go_to_the_cheaper() -> None:
    """The advice is the best row of its table as the table shows it: nets to a tenth of a point,
    where a tie goes to the cheaper call (a pass first): "+0.0" is no reason to bid, nor "+0.5"
    at 2 against "+0.5" at 1 a reason to bid 2."""
    from pitchtutor.bots.expert import choose_call

    hand = Hand.deal(Ruleset.preset("partnership"), 4, 0, 3)  # you deal: nobody speaks after you
    while hand.to_act != 0:
        hand.apply(parse_action("pass"))
    view = hand.view(0)
    call = lambda nets: choose_call(view, [_scripted(nets)], view.legal)[0]  # noqa: E731
    assert call({1: 0.04, 2: -1.0, 3: -2.0, 4: -3.0}) == parse_action("pass")
    assert call({1: 0.06, 2: -1.0, 3: -2.0, 4: -3.0}) == Bid(1)
    assert call({1: 0.52, 2: 0.54, 3: -2.0, 4: -3.0}) == Bid(1)
    assert call({1: 0.52, 2: 0.56, 3: -2.0, 4: -3.0}) == Bid(2)


def test_in_a_match_chances_that_read_alike_leave_the_call_to_the_points() -> None:
    """A walk read "Bid 2 … 99.8%, against 99.8% if you pass and leave the contract with North,
    your partner", overcalling a partner on a gain nobody could see.  Chances equal to a tenth of
    a point tie: the points decide, and where they tie too, the cheaper call; the advice then says
    the chance is the same as a pass's, and a bid a player after you may yet take is said "if
    nobody outbids it"."""
    names = Names(4, teams=2, you=0)
    match = {
        "us": 20,
        "them": -4,
        "target": 21,
        "now": 0.998,
        "after": 0.998,
        "smudge": False,
        "tenths": True,
    }
    facts = {"suit": "H", "bid": 2, "value": 1.9, "edge": 1.1, "chance": 0.83, "samples": 64, "must_bid": False,
             "top": 4, "partners": True, "match": match, "partner": 2, "held_by": 2, "held_bid": 1,
             "held_edge": 0.4}  # fmt: skip
    said = {lang: render("advisor.best", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert (
        "It is the best of the calls you may make. In the match, at 20 to −4 playing to 21, this bid leaves "
        "your side's chance of winning at 99.8%, the same as a pass that leaves the contract with seat 2, your "
        "partner: at this score the points decide the call." in said["en"]
    ), said["en"]
    assert "o mesmo que um passe que deixa o contrato com o jogador 2" in said["pt"], said["pt"]
    assert "comme un passe qui laisse le contrat au joueur 2" in said["fr"], said["fr"]
    opened = render("advisor.best", {**facts, "match": {**match, "after": 0.999, "open": True}}, names)
    assert "at 99.9% if nobody outbids it, against 99.8% if you pass" in opened, opened


def test_figures_are_ranked_as_the_page_prints_them() -> None:
    """A review found a pass's net of 1.453 ranked as 1.5 (one rounding) while the table printed
    "+1.4" (kept to a hundredth, printed to a tenth), and two rows' chances of 100.0% and 99.7%
    ranked apart but both printed "100%".  Ranked and printed alike now."""
    from pitchtutor.bots.equity import shown_net
    from pitchtutor.cards import Suit
    from pitchtutor.coach.advisor import MatchFigures

    assert (shown_net(1.453125), shown_net(0.046875), shown_net(-0.04)) == (1.4, 0.1, -0.0)
    assert f"{round(1.453125, 2):+.1f}" == "+1.4" and f"{round(0.046875, 2):+.1f}" == "+0.1"
    rows = {Suit.HEARTS: (1, 0.9998), Suit.DIAMONDS: (1, 0.9970)}
    figures = MatchFigures(10, 1, 11, 0.975, 0.9998, rows, (1, Suit.DIAMONDS), 0.7)
    assert figures.tenths()  # 100.0% and 99.7%, not "100%" twice
    apart = MatchFigures(
        10, 1, 11, 0.5, 0.9, {Suit.HEARTS: (1, 0.9), Suit.DIAMONDS: (1, 0.8)}, (1, Suit.HEARTS), 0.7
    )
    assert not apart.tenths()


def test_a_bid_the_match_chose_over_the_points_is_compared_with_their_call() -> None:
    """Where the match chose a bid over the points' call and a pass reads as that bid, the advice
    compares the bid with the points' call, not with the pass ("99.9%, against 99.9% if you
    pass" beside "the match counts for more than the points")."""
    names = Names(4, teams=2, you=0)
    match = {"us": 20, "them": -4, "target": 21, "now": 0.999, "after": 0.999, "smudge": False, "tenths": True,
             "points_after": 0.992}  # fmt: skip
    facts = {"suit": "H", "bid": 2, "value": 1.9, "edge": 1.2, "chance": 0.88, "samples": 64, "must_bid": False,
             "top": 4, "partners": True, "match": match,
             "points": {"bid": 3, "suit": "H", "edge": 5.0}}  # fmt: skip
    expected = {
        "en": "the match at 99.9%, against 99.2% for the call the points alone would make.",
        "pt": "contra 99,2% com a aposta que o conselho faria só pelos pontos",
        "fr": "contre 99,2\u00a0% pour l'enchère que le conseil ferait aux points seuls",
    }
    for lang, words in expected.items():
        said = render("advisor.best", facts, names, lang)
        assert words in said and "the same as" not in said and "points decide" not in said, said


def test_a_call_the_match_tipped_by_a_sliver_is_not_said_to_count_for_more() -> None:
    """At 0 all at a cutthroat table of four the advice said "the match counts for more than the
    points" over 27.3% against 27.1%: under a point of percentage it says the match tipped it."""
    names = Names(4, teams=None, you=0)
    match = {"us": 0, "them": 0, "target": 11, "now": 0.271, "after": 0.273, "smudge": False, "tenths": True,
             "others": [[1, 0], [2, 0], [3, 0]]}  # fmt: skip
    facts = {"suit": "C", "bid": 3, "value": 1.1, "edge": 0.4, "chance": 0.7, "samples": 40, "must_bid": False,
             "top": 4, "partners": False, "rivals": 3, "match": match,
             "points": {"bid": 2, "suit": "C", "edge": 0.5}}  # fmt: skip
    # the margin is over the points' own call (named at the end), not over a pass
    narrow = {
        "en": "the points alone would make another call (named below), and the match tips it to this one, "
        "though by less than one percentage point: that call would leave your chance of winning the match "
        "barely lower.",
        "pt": "os pontos sozinhos indicariam outra jogada (indicada no fim), e a partida faz a balança pender "
        "para esta, embora por menos de um ponto percentual: aquela jogada deixaria a sua chance de vencer a "
        "partida só um pouco menor.",
        "fr": "les points seuls conseilleraient un autre choix (nommé plus bas), et la partie fait pencher la "
        "balance vers celui-ci, mais de moins d'un point de pourcentage\u00a0: cet autre choix laisserait vos "
        "chances de gagner la partie à peine plus basses.",
    }
    strong = {"en": "the match counts for more than the points", "pt": "a partida conta mais que os pontos",
              "fr": "la partie compte plus que les points"}  # fmt: skip
    for lang, tipped in narrow.items():
        said = render("advisor.best", {**facts, "match": {**match, "narrow": True}}, names, lang)
        assert tipped in said and strong[lang] not in said, said
        assert strong[lang] in render("advisor.best", facts, names, lang)
        passing = {**facts, "suit": None, "bid": 0, "match": {**match, "after": 0.271, "narrow": True}}
        assert tipped in render("advisor.best", passing, names, lang)


def test_the_advisor_marks_a_narrow_choice_by_the_match_only() -> None:
    """``narrow`` is set where the match moved the call by less than a point of percentage, and
    only there: the dealer of a cutthroat table of three near the end, the others having passed
    (nobody speaks after, so the chances compared are the ones the table shows)."""
    from pitchtutor.bots.equity import match_view
    from pitchtutor.coach.advisor import NARROW

    seen = {True: 0, False: 0}
    for seed in range(60):
        hand = Hand.deal(Ruleset.preset("cutthroat"), 3, 0, seed)
        hand.apply_all([parse_action("pass"), parse_action("pass")])
        view = replace(hand.view(0), scores=(7 + seed % 4, 9, 5 + seed % 5))
        advice = advise(
            view, Names(3, None, you=0), estimator=Estimator(seed, time_budget=60, one_pitch=True)
        )
        figures, table = advice.match, match_view(view)
        assert figures is not None and table is not None
        if not figures.chose(advice.best_bid, advice.best_suit):
            assert not figures.narrow
            continue
        amount, suit = figures.points_call
        estimate = advice.suits[suit] if suit else None
        margin = figures.after - (table.after(estimate, amount) if estimate and amount else figures.now)
        assert figures.narrow == (margin < NARROW), (seed, margin)
        seen[figures.narrow] += 1
    assert seen[True] and seen[False], seen
