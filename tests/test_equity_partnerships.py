"""The match equity at six players in three partnerships of two (``teams = 3``): three sides whose
deal passes from side to side as it passes from player to player at three, so the equity of a table
each for themselves serves them, a side in a player's place (:data:`THREE_PARTNERSHIPS`).  Here,
the table's name and the advice: it weighs the match, names the other two sides with their totals,
and weighs a pass under a partner's contract by the opponent who may take it away.  The counted
hands, the engine's ends and the chances themselves are checked with the other tables of three or
four sides (tests/test_equity_three.py)."""

from __future__ import annotations

import pytest

from pitchtutor import Hand, Ruleset
from pitchtutor.actions import Bid, Pass
from pitchtutor.bots.each_for_themselves import (
    THREE_PARTNERSHIPS,
    EachForThemselvesEquity,
    EachForThemselvesView,
    each_for_themselves_equity,
    table_name,
    table_rules,
)
from pitchtutor.bots.equity import match_equity, match_view, pass_values
from pitchtutor.bots.estimate import Estimator
from pitchtutor.coach.advisor import advise
from pitchtutor.explain import Names

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
    # Cleo is a woman's name: in Portuguese, "sua parceira"; a compass point takes the masculine
    assert "Cléo, sua parceira" in advice.why.render(NAMES, "pt")
    north = Names(6, 3, seat_names=("You", "Ann", "Ben", "North", "Dev", "Eve"), you=0)
    assert "Norte, seu parceiro" in advice.why.render(north, "pt")
    assert "Cléo, votre partenaire" in advice.why.render(NAMES, "fr")
    from tests.test_coach_voice import check_best_row

    check_best_row(advice, view)
