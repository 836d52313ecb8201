"""Hints, the bid advisor and the hand review, from the engine's side."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from pitchtutor import Hand, Ruleset, parse_card
from pitchtutor.actions import PASS, Bid
from pitchtutor.bots.estimate import BidEstimate, CardEstimate, Estimator, Held, Outbid
from pitchtutor.coach.advisor import advise
from pitchtutor.coach.hints import LEVELS, hint, ladder
from pitchtutor.coach.review import review
from pitchtutor.errors import PitchError
from pitchtutor.explain import TEMPLATES, Names, render
from pitchtutor.record import HandRecord, load_record
from tests.support.set_hands import SET_ALWAYS, SET_CUTTHROAT, SET_LATER, SET_TAKEN

ROOT = Path(__file__).resolve().parent.parent
HANDS = ROOT / "lessons" / "hands"


def jack_position() -> Hand:
    return load_record(HANDS / "jack-under-queen.json").replay()


def test_the_ladder_principle_pointer_answer() -> None:
    hand = jack_position()
    names = Names(4, 2, you=hand.to_act)
    first, second, third = ladder(hand.view(3), names, estimator=Estimator(2))
    assert first.why.key == "tip.protect_jack" and first.action is None
    assert (
        second.why.text
        == "The Q♥ is winning this trick and beats your Jack: is there a card that keeps the Jack safe?"
    )
    assert third.action == parse_card("KH") and third.why.text.startswith("Play the K♥. Over ")
    assert "deals consistent with what you have seen" in third.why.text
    assert hint(hand.view(3), 9, names).level == LEVELS  # levels are clamped


def test_protect_the_jack_at_the_pitch_keeps_it_back_and_names_no_trump_played() -> None:
    """A walk read "never under a higher trump an opponent has already played" at an opening lead,
    where nothing is played: at the pitch the tip says to pitch another card of the Jack's suit and keep
    the Jack back; and a pitch of the Jack itself is never told to protect it."""
    from pitchtutor.coach.hints import principle
    from tests.support.scripted import scripted

    hand = scripted(("JS 3S KH 4H 5D 6D", "AS 4S QD 7C 8C 9C", "KS JD TD 2C 3C 4C"), "2 pass pass", dealer=2,
                    preset="cutthroat")  # fmt: skip
    view = hand.view(0)
    assert view.trump is None and principle(view, parse_card("3S"))[0] == "tip.protect_jack"
    assert principle(view, parse_card("JS"))[0] != "tip.protect_jack"  # not the card the tip keeps back
    three = CardEstimate(parse_card("3S"), 1.0, None, 8)
    others = [CardEstimate(parse_card(c), 0.0, None, 8) for c in ("JS", "KH", "4H", "5D", "6D")]
    said = hint(view, 1, Names(3, None, you=0), card_estimates=[three, *others]).why
    assert said.key == "tip.protect_jack" and said.text == (
        "Protect the Jack: pitch another card of its suit and keep the Jack for a trick you will win; led now, "
        "it could fall to a higher trump an opponent holds."
    )
    facts = {"first": True}
    assert "already played" not in render("tip.protect_jack", facts, Names(4, 2, you=0), "en")
    assert "your partner will win" in render("tip.protect_jack", facts, Names(4, 2, you=0), "en")
    assert "saia com outra carta do naipe dele" in render("tip.protect_jack", facts, Names(4, 2), "pt")
    assert "entamez une autre carte de sa couleur" in render("tip.protect_jack", facts, Names(4, 2), "fr")


def test_hints_only_for_the_seat_to_act_and_fallback_when_too_big() -> None:
    hand = jack_position()
    names = Names(4, 2)
    with pytest.raises(ValueError, match="not to act"):
        hint(hand.view(0), 1, names)
    tiny = Estimator(1, max_nodes=1)
    assert hint(hand.view(3), 3, names, estimator=tiny).why.key == "hint.too_big"


def test_auction_hints_and_the_advisor_agree() -> None:
    record = json.loads((HANDS / "bid-strong.json").read_text())
    hand = HandRecord.from_json(record).replay()
    names = Names(4, 2, you=0)
    expert = Estimator(4, time_budget=60.0)  # all 24 deals, however loaded the machine: one outcome
    estimates = expert.bid_estimates(hand.view(0), samples=24)
    advice = advise(hand.view(0), names, estimator=expert, estimates=estimates)
    third = hint(hand.view(0), 3, names, estimator=expert, estimates=estimates)
    assert third.why.key == "hint.bid"
    assert advice.best_bid == (
        third.action.amount if third.action is not None and hasattr(third.action, "amount") else 0
    )
    held = {suit for suit, estimate in advice.suits.items() if estimate is not None}
    assert held == {c.suit for c in hand.holding(0)}
    hearts = advice.suits[parse_card("AH").suit]
    assert hearts is not None and hearts.chance[1] >= hearts.chance[2] >= hearts.chance[3]
    assert advice.rule_of_thumb.bid == 3 and advice.why.key in ("advisor.best", "advisor.disagree")
    assert (
        advice.best_suit is None or advice.rule_of_thumb.best.suit is advice.best_suit
    )  # one suit spoken of


def test_a_deal_too_big_for_the_budget_is_left_out_not_every_figure(monkeypatch: pytest.MonkeyPatch) -> None:
    """One sampled deal past the node budget used to empty the advisor's whole table
    (a four-handed cutthroat table showed "over 0 random deals" and no rows)."""
    import pitchtutor.bots.estimate as estimate_module
    from tests.support.solver import TooBigAt

    first_deal_too_big = TooBigAt(estimate_module.card_scores, at=1)
    monkeypatch.setattr(estimate_module, "card_scores", first_deal_too_big)
    hand = HandRecord.from_json(json.loads((HANDS / "bid-strong.json").read_text())).replay()
    estimates = Estimator(4, time_budget=60).bid_estimates(hand.view(0), samples=12)  # not the clock
    assert estimates and all(e.samples == 12 for e in estimates)
    first_deal_too_big.calls = 0
    cards = Estimator(4, time_budget=60).card_estimates(jack_position().view(3), samples=6)
    assert cards and all(e.samples == 6 for e in cards)


def test_at_six_players_few_deals_are_left_out_as_too_big() -> None:
    """At six players 400,000 nodes left out 15-21% of the sampled deals, the harder ones, and
    the figures leaned toward the simpler deals; the budget grows with the table (C search)."""
    from pitchtutor.bots.estimate import node_budget
    from pitchtutor.solver import _ddsolve

    if _ddsolve is None:
        pytest.skip("the larger budget is the C search's")
    assert node_budget(3) == node_budget(4) == 400_000 < node_budget(5) == node_budget(8)
    assert Estimator(max_nodes=123).nodes(6) == 123  # a budget given is kept
    three_pairs = replace(Ruleset.preset("partnership"), teams=3)
    asked = left = 0
    for seed in range(3):
        hand = Hand.deal(three_pairs, 6, 5, seed)
        estimator = Estimator(seed, time_budget=60, one_pitch=True)  # the count, not the clock
        estimates = estimator.bid_estimates(hand.view(0), samples=24)
        assert estimates and all(e.samples == 24 for e in estimates)
        asked, left = asked + 24 + estimator.left_out, left + estimator.left_out
    assert left <= asked // 10  # 400,000 nodes left out 38 of 110 deals here (4 of 76 now)
    from pitchtutor.coach.coach import ADVICE_BUDGET, advice_budget

    # and the advisor searches longer there, as each deal takes longer
    assert advice_budget(3) == advice_budget(4) == ADVICE_BUDGET < advice_budget(6) < advice_budget(8)


def test_the_advisor_at_a_cutthroat_table_speaks_of_you_and_the_others() -> None:
    from pitchtutor.widgets import TableSession

    session = TableSession("cutthroat", seed=12)  # one of its sampled deals is past the node budget
    advice = session.advise()[-1]["advice"]
    assert advice is not None and any(row["held"] for row in advice["suits"])
    deals = re.search(r"over (\d+) random deals", advice["best"], re.IGNORECASE)
    assert deals and int(deals.group(1)) >= 4  # as many as the time budget allows
    assert "your side" not in advice["best"] and "the other side" not in advice["best"]
    # four players each for themselves: the match is weighed from the four totals, your chance
    assert "at 0 all playing to 11" in advice["best"] and "your chance of winning" in advice["best"]


def test_review_finds_a_costly_mistake() -> None:
    record = json.loads((HANDS / "jack-under-queen.json").read_text())
    record["play"].append("JH")  # the Jack under the Queen
    hand = HandRecord.from_json(record).replay()
    names = Names(4, 2)
    result = review(hand, 3, names)
    assert result.exact and result.mistakes
    worst = result.mistakes[0]
    assert (str(worst.played), str(worst.best), worst.loss) == ("JH", "KH", 2.0)
    assert worst.why.text == (
        "Trick 4: seat 3 played the J♥, but the K♥ was better: +4.0 instead of +2.0 for seat 3's side, with "
        "perfect play from there."
    )
    assert result.why.text.endswith("3 of them as good as the best; the other cost 2.0 points.")
    sampled = review(hand, 3, names, knowledge="seat", samples=12)
    assert not sampled.exact and len(sampled.plays) == len(result.plays)
    with pytest.raises(PitchError, match="knowledge must be"):
        review(hand, 3, names, knowledge="psychic")
    with pytest.raises(PitchError, match="not at a 4-player table"):
        review(hand, 7, names)


def test_a_set_bid_with_no_mistake_in_the_seat_s_cards_is_said_for_what_it_was() -> None:
    """A walk read "every one as good as the best" under a set-back: where the bid was lost whatever
    was played the review says no card could have saved it; where it could still be made at the seat's
    first choice and the seat made no mistake, it says so (the other cards of the side lost it)."""
    lost = HandRecord.from_json(SET_ALWAYS).replay()
    assert not lost.score().made and lost.side_of(2) == lost.score().pitcher_side
    always = review(lost, 2, Names(4, 2, you=2))
    assert always.why.facts["bid_lost"] == "always" and not always.mistakes
    assert all(play.best_value < 0 for play in always.plays)
    assert "as good as the best" not in always.why.text
    assert always.why.text.endswith(
        "and no card could have saved the bid: from the first of them on, against the best defence, it was "
        "set whatever was played."
    ), always.why.text
    later_hand = HandRecord.from_json(SET_LATER).replay()
    later = review(later_hand, 0, Names(4, 2, you=0))
    assert later.why.facts["bid_lost"] == "later" and not later.mistakes
    assert later.why.text.endswith(
        "every one as good as the best, and yet the bid was set: at the first of them the best play could "
        "still have made it."
    ), later.why.text
    # the defenders' review, and a review from what the seat could see, say nothing of it
    assert review(lost, 1, Names(4, 2, you=1)).why.facts["bid_lost"] == ""
    assert review(lost, 2, Names(4, 2, you=2), knowledge="seat", samples=8).why.facts["bid_lost"] == ""
    for lang, words in (("pt", "nenhuma carta salvaria a aposta"), ("fr", "aucune carte n'aurait sauvé")):
        assert words in render("review.summary", always.why.facts, Names(4, 2, you=2), lang)


def test_a_card_that_takes_fewer_points_under_a_lost_bid_is_a_mistake_by_the_points() -> None:
    """Where the bid is set whatever is played, the hint names the card that still takes the most
    points; the review judges by the same standard: the K♠ pitched on a bid of 4 that could not be
    made took a point less than the 5♣ would have, a point the opponents took instead."""
    hand = HandRecord.from_json(SET_TAKEN).replay()
    result = review(hand, 0, Names(4, 2, you=0))
    first = result.plays[0]
    assert first.why.key == "review.mistake_taken" and (str(first.played), str(first.best)) == ("KS", "5C")
    assert first.loss == 1.0 and result.mistakes == [first]
    assert first.why.text == (
        "Trick 1: you played the K♠, but the 5♣ was better: the bid was set whatever was played, but with "
        "perfect play from there, your side would have taken 2.0 points instead of 1.0, each one a point the "
        "opponents do not take."
    )
    alone = render("review.mistake_taken", {**first.why.facts, "seat": 1}, Names(3, None, you=0), "en")
    assert "seat 1 would have taken" in alone and "the others do not take" in alone, alone
    said = {
        lang: render("review.mistake_taken", first.why.facts, Names(4, 2, you=0), lang)
        for lang in ("pt", "fr")
    }
    assert "deixaria a sua dupla com 2,0 pontos feitos em vez de 1,0" in said["pt"], said["pt"]
    assert "les points pris par votre équipe auraient été 2,0 au lieu de 1,0" in said["fr"], said["fr"]
    # played as the hint advised: the hint's figure is then the points taken too, not the set-back
    advice = CardEstimate(parse_card("KS"), -4.0, 0.0, 8, (-4.0,) * 8, (1.5,) * 8)
    hinted = review(hand, 0, Names(4, 2, you=0), hinted={4: advice}).plays[0]
    assert hinted.why.key == "review.hinted" and "(+1.5 on average over 8 deals)" in hinted.why.text
    assert "(+2.0 against +1.0)" in hinted.why.text, hinted.why.text


def test_review_command_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from pitchtutor.apps.cli import main

    record = json.loads((HANDS / "jack-under-queen.json").read_text())
    record["play"].append("JH")
    path = tmp_path / "mistake.json"
    path.write_text(json.dumps(record))
    assert main(["review", str(path), "--seat", "3"]) == 0
    out = capsys.readouterr().out
    assert "Trick 4: seat 3 played the J♥, but the K♥ was better" in out
    assert main(["review", "--json", str(path), "--seat", "3"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["reviews"][0]["plays"][-1]["best"] == "KH"


def test_a_card_played_as_the_hint_advised_is_not_called_a_mistake() -> None:
    """The review judges a hinted card by the hint's standard: best from what the seat
    could see; where the exact analysis prefers another, it says it was a close call."""
    record = json.loads((HANDS / "jack-under-queen.json").read_text())
    record["play"].append("JH")
    hand = HandRecord.from_json(record).replay()
    names = Names(4, 2, you=3)
    decision = len(hand.history) - 1  # the actions before the Jack was played
    jack, king = CardEstimate(parse_card("JH"), 1.2, None, 32), CardEstimate(parse_card("KH"), 1.2, None, 32)
    result = review(hand, 3, names, hinted={decision: jack})
    assert not result.mistakes and result.plays[-1].loss == 0
    line = result.plays[-1].why
    assert line.key == "review.hinted"
    assert line.text == (
        "Trick 4: you played the J♥ as the hint advised: from what you could see it was the best card (+1.2 on "
        "average over 32 deals). With every hand known the K♥ would have done better (+4.0 against +2.0): a "
        "close call that the hidden cards decided, not a mistake."
    )
    other = review(hand, 3, names, hinted={decision: king})  # the hint said the King
    assert other.mistakes and other.mistakes[0].why.key == "review.mistake"


def forced_position() -> Hand:
    """A seat to play with one legal card (the basic bots play a seeded hand until one comes up)."""
    from pitchtutor.bots import BasicBot

    hand = Hand.deal(Ruleset.preset("partnership"), 4, 0, 3)
    bot = BasicBot(seed=1)
    while hand.to_act is not None and not (hand.phase == "play" and len(hand.legal_actions()) == 1):
        hand.apply(bot.choose(hand.view(hand.to_act)))
    assert hand.to_act is not None
    return hand


def test_a_counter_given_with_the_partner_still_to_play_is_pointed_at_as_such() -> None:
    """The walk read "The A♠ is winning: ... Which card costs least?" and then "play the 10♥": a
    counter on an opponent's card, because the partner plays after and may take the trick.  The
    pointer says so, and only where a card the seat has not seen could still beat the winner."""
    from pitchtutor.coach.hints import partner_to_come, principle

    record = {"rules": "partnership", "dealer": 3, "auction": [2, "pass", "pass", "pass"],
              "hands": [["AC", "AS", "2S", "3S", "4S", "5S"], ["TH", "AH", "4D", "5D", "6H", "9D"],
                        ["9C", "8C", "2D", "3D", "2H", "3H"], ["QC", "KS", "6D", "7D", "8D", "KH"]],
              "play": ["AC", "9D", "9C", "QC", "AS"]}  # fmt: skip
    view = HandRecord.from_json(record).replay().view(1)  # clubs trump; North (3) plays last
    assert partner_to_come(view)
    key, facts = principle(view, parse_card("TH"))
    assert key == "tip.tens_for_game" and facts["to_come"] and not facts["takes"]
    names = Names(4, 2, you=1)
    said = {
        lang: render("hint.pointer", {"tip": key, "seat": 1, **facts}, names, lang)
        for lang in ("en", "pt", "fr")
    }
    assert said["en"] == (
        "The A♠ is winning, but your partner plays after you and may still take this trick: "
        "what will you throw on it?"
    )
    assert (
        "o seu parceiro joga depois de você" in said["pt"]
        and "votre partenaire joue après vous" in said["fr"]
    )
    # the fewest pips: no promise about the partner
    assert "to_come" not in principle(view, parse_card("4D"))[1]
    # the pitch, the A♣: no card can take it, so nothing is promised
    record["play"] = ["AC"]
    assert not partner_to_come(HandRecord.from_json(record).replay().view(1))


def test_a_bid_set_whatever_is_played_is_said_to_leave_the_figures_unable_to_choose() -> None:
    """A walk read every card at "−4.0, the bid made 0% of the time" and nothing more: the figures,
    the side's own score, cannot choose once the bid is lost; the opponents' points still count."""
    lost = [["4C", -4.0, 0.0], ["8C", -4.0, 0.0], ["TS", -4.0, 0.0]]
    facts = {"card": "4C", "samples": 24, "choices": lost, "partners": True}
    said = {lang: render("hint.card", facts, Names(4, 2, you=0), lang) for lang in ("en", "pt", "fr")}
    assert said["en"].endswith(
        "Your side's bid is set on every deal whatever you play, so these figures, your side's own score, "
        "cannot choose: the points the opponents take are not in them. Give the opponents as few as you can."
    ), said["en"]
    assert "os pontos que os adversários fazem não estão neles" in said["pt"], said["pt"]
    assert "les points que prennent les adversaires n'y sont pas" in said["fr"], said["fr"]
    alone = render("hint.card", {**facts, "partners": False}, Names(3, None, you=0), "en")
    assert "Your bid is set on every deal" in alone and "partner" not in alone and "opponents" not in alone
    # one card that makes the bid somewhere: the figures choose, and nothing is added
    some = {**facts, "choices": [["4C", -3.2, 0.2], *lost[1:]]}
    assert "set on every deal" not in render("hint.card", some, Names(4, 2, you=0), "en")


def test_a_bid_set_whatever_is_played_is_played_for_the_points_still_taken() -> None:
    """Once the bid is set on every deal whatever is played, every figure is the same set-back and
    the cheapest card won the tie, giving points away: the points the side still takes (each one a
    point the others do not) now break the tie, for the expert and for the hint, which says so."""
    from pitchtutor.bots import ExpertBot

    view = HandRecord.from_json(SET_CUTTHROAT).replay().view(0)
    estimates = Estimator(1, samples=16, time_budget=60).card_estimates(view)
    assert estimates and all(e.made == 0 and e.mean == -2 for e in estimates)
    assert all(e.taken is not None and len(e.taken_values) == e.samples for e in estimates)
    taken = [e.taken or 0.0 for e in estimates]
    assert taken == sorted(taken, reverse=True) and taken[0] > taken[-1]  # best first, by points taken
    assert estimates[0].card == parse_card("TC")  # the ten, its pips towards Game, not the cheapest card
    assert ExpertBot(seed=1).choose(view) == parse_card("TC")
    said = hint(view, 3, Names(3, None, you=0), card_estimates=estimates)
    assert said.action == parse_card("TC")
    assert said.why.text.endswith(
        "Your bid is set on every deal whatever you play, so these figures, your own score, cannot choose. "
        "What is left is to keep points from the others: counting the points you still take, the 10♣ takes "
        "the most, 0.4 on average against 0.1 for the 5♥."
    ), said.why.text
    pt, fr = (render("hint.card", said.why.facts, Names(3, None, you=0), lang) for lang in ("pt", "fr"))
    assert "o 10 de paus é o que mais faz, 0,4 em média, contra 0,1 com o 5 de copas" in pt, pt
    assert "le 10 de trèfle est celui qui en prend le plus" in fr, fr
    # a bid that can still be made: no points taken are worked out, the figures choose
    assert all(e.taken is None for e in Estimator(1, samples=8).card_estimates(jack_position().view(3)))


def test_a_forced_card_is_said_by_its_suit() -> None:
    """The walk read "clubs were led and it is your only one": one card of the suit led, named."""
    names = Names(4, 2, you=0)
    said = {
        lang: render("hint.forced", {"card": "9C", "reason": "only_of_led", "led": "C"}, names, lang)
        for lang in ("en", "pt", "fr")
    }
    assert (
        said["en"]
        == "Play the 9♣: it is your only legal card, since clubs were led and it is your only club."
    )
    assert "é a única desse naipe que você tem" in said["pt"], said["pt"]
    assert "votre seule carte de cette couleur" in said["fr"], said["fr"]


def test_every_coaching_sentence_is_reached() -> None:
    keys = {
        k
        for k, f in TEMPLATES.items()
        if f.__module__ == "pitchtutor.texts.coach" and not k.startswith("tip.")
    }
    reached: set[str] = set()
    hand = jack_position()
    names = Names(4, 2, you=3)
    reached |= {h.why.key for h in ladder(hand.view(3), names, estimator=Estimator(1))}
    reached.add(hint(hand.view(3), 3, names, estimator=Estimator(max_nodes=1)).why.key)
    start = Hand.deal(Ruleset.preset("partnership"), 4, 3, 5)
    reached |= {h.why.key for h in ladder(start.view(0), names, estimator=Estimator(1))}
    reached.add(advise(start.view(0), names).why.key)
    strong = HandRecord.from_json(json.loads((HANDS / "bid-strong.json").read_text())).replay()
    for edge in ({1: 0.2, 2: 0.6, 3: 0.9, 4: -1.0}, {1: 0.8, 2: 0.3, 3: -0.2, 4: -1.0}):  # agrees, disagrees
        hearts = BidEstimate(parse_card("AH").suit, 3.1, {1: 1.0, 2: 0.9, 3: 0.7, 4: 0.2}, edge, 24, edge)
        reached.add(advise(strong.view(0), names, estimates=[hearts]).why.key)
        reached.add(hint(strong.view(0), 3, names, estimates=[hearts]).why.key)
        reached.add(hint(strong.view(0), 2, names, estimates=[hearts]).why.key)  # and the count, said so
    reached.add(hint(forced_position().view(forced_position().to_act or 0), 1, names).why.key)
    reached.add("review.hinted")  # test_a_card_played_as_the_hint_advised_is_not_called_a_mistake
    record = json.loads((HANDS / "jack-under-queen.json").read_text())
    record["play"].append("JH")
    result = review(HandRecord.from_json(record).replay(), 3, names)
    reached |= {p.why.key for p in result.plays} | {result.why.key}
    reached |= {p.why.key for p in review(HandRecord.from_json(SET_TAKEN).replay(), 0, names).plays}
    from pitchtutor.coach.analysis import card_values, explain_choice

    values = card_values(hand)
    reached |= {explain_choice(hand, v.card, values, names).key for v in values}
    assert keys <= reached, keys - reached


def test_the_bid_hint_says_where_the_deals_and_the_count_disagree() -> None:
    """Step 2 is the rule texts' count; where the deals call otherwise, step 3 says so and why
    (the walk found step 2 "pass" and step 3 "bid 1" side by side, unexplained)."""
    strong = HandRecord.from_json(json.loads((HANDS / "bid-strong.json").read_text())).replay()
    names = Names(4, 2, you=0)
    for edge, agrees in (
        ({1: 0.2, 2: 0.6, 3: 0.9, 4: -1.0}, True),
        ({1: 0.8, 2: 0.3, 3: -0.2, 4: -1.0}, False),
    ):
        hearts = BidEstimate(parse_card("AH").suit, 3.1, {1: 1.0, 2: 0.9, 3: 0.7, 4: 0.2}, edge, 24, edge)
        count = hint(strong.view(0), 2, names, estimates=[hearts]).why
        call = hint(strong.view(0), 3, names, estimates=[hearts])
        assert "a bid of 3 is sound" in count.text
        if agrees:
            assert (call.why.key, str(call.action)) == ("hint.bid", "3")
        else:
            assert (call.why.key, str(call.action)) == ("advisor.disagree", "2")
            assert (
                "The rule texts' count of your hearts says bid 3, more than it needs: a made bid scores the "
                "points taken, not the bid, so a bid of 3 would score no more than a bid of 2 and lose more when set "
                "(3 or more 70% of the time)" in call.why.text
            )


def test_the_advice_never_claims_a_cheaper_bid_scores_more_when_it_scores_the_same() -> None:
    """A bid made every time scores what the pitcher takes, whatever its size: a cheaper one would
    score as much, not more; and the top bid is made by taking all its points, not "4 or more"."""
    names = Names(4, teams=2, you=0)
    facts = {"suit": "H", "bid": 2, "value": 2.4, "edge": 1.1, "chance": 1.0, "samples": 24,
             "must_bid": False, "later": True, "cheaper_gain": 0.0, "top": 4, "partners": True}  # fmt: skip
    said = {lang: render("advisor.best", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert "taken off. A cheaper bid would score as much if nobody outbid it" in said["en"]
    assert "contract away, so bid the most you are likely to make." in said["en"]  # one colon, not three
    assert "renderia o mesmo" in said["pt"] and "rapporterait autant" in said["fr"]
    gains = {
        lang: render("advisor.best", {**facts, "cheaper_gain": 0.6}, names, lang)
        for lang in ("en", "pt", "fr")
    }
    assert "would score 0.6 points more a hand" in gains["en"]  # how much, not "a little" whatever it was
    assert (
        "renderia 0,6 ponto a mais por mão" in gains["pt"] and "rapporterait 0,6 point de plus" in gains["fr"]
    )
    counted = {"cheaper_gain": 0.6, "cheaper": 1, "cheaper_suit": "C", "outbid": 0.8, "guarded": 0.3,
               "cheaper_guarded": 0.25}  # fmt: skip
    named = render("advisor.best", {**facts, **counted}, names)
    assert (
        "A bid of 1 in clubs would score 0.6 points more a hand if nobody outbid it, but an opponent speaking "
        "after you would outbid it on about 80% of these deals, leaving the hand as a pass would; counting "
        "that, it is worth +0.25 a hand net, and this bid +0.30." in named
    ), named
    # a walk asked "why 3 and not 2?": the bids between are weighed the same way, and said
    above = {**facts, **counted, "bid": 3, "between": [[2, 0.27]]}
    said_between = {lang: render("advisor.best", above, names, lang) for lang in ("en", "pt", "fr")}
    assert "it is worth +0.25 a hand net, a bid of 2 +0.27, and this bid +0.30." in said_between["en"]
    assert "por mão, uma aposta de 2 +0,27, e esta aposta +0,30" in said_between["pt"], said_between["pt"]
    assert "par donne, une enchère de 2 +0,27, et cette enchère +0,30" in said_between["fr"], said_between[
        "fr"
    ]
    top = render("advisor.best", {**facts, "bid": 4, "later": False, "chance": 0.67}, names)
    assert "you make all 4 points 67% of the time" in top and "4 or more" not in top


def test_heads_up_the_advice_names_your_one_opponent() -> None:
    """At a table of two each for themselves a walk read "leaves you behind the others" and "an
    opponent speaking after you": there is one opponent, and the advice says so, in every language."""
    heads_up = Names(2, teams=None, you=0)
    langs = ("en", "pt", "fr")
    passing = {"suit": None, "bid": 0, "samples": 64, "must_bid": False, "partners": False, "rivals": 1}
    said = {lang: render("advisor.best", passing, heads_up, lang) for lang in langs}
    assert said["en"].endswith("every bid you may make leaves you behind your opponent on average."), said[
        "en"
    ]
    assert "atrás do seu adversário" in said["pt"] and "derrière votre adversaire" in said["fr"]
    assert (
        "qualquer aposta que você possa fazer" in said["pt"]
        and "toute enchère que vous puissiez" in said["fr"]
    )
    three = render("advisor.best", passing, Names(3, teams=None, you=0))
    assert "leaves you behind the others on average" in three, three
    later = {"suit": "H", "bid": 2, "value": 2.4, "edge": 1.1, "chance": 0.6, "samples": 64, "must_bid": False,
             "later": True, "cheaper_gain": 0.6, "cheaper": 1, "cheaper_suit": "C", "outbid": 0.72,
             "guarded": 0.3, "cheaper_guarded": 0.25, "top": 4, "partners": False, "rivals": 1}  # fmt: skip
    named = {lang: render("advisor.best", later, heads_up, lang) for lang in langs}
    assert "but your opponent, speaking after you, would outbid it on about 72% of these deals" in named["en"]
    assert "mas o seu adversário, que fala depois de você, a superaria" in named["pt"], named["pt"]
    assert "mais votre adversaire, qui parle après vous, la dépasserait" in named["fr"], named["fr"]
    facts = {"best": {"key": "advisor.best", "facts": {**later, "later": False}}, "suit": "H", "count": 1,
             "mean": 2.9, "bid": 2, "thumb_bid": 0, "thumb_chance": 0.0, "partners": False}  # fmt: skip
    count = {lang: render("advisor.disagree", facts, heads_up, lang) for lang in langs}
    assert "what your opponent's cards bring" in count["en"], count["en"]
    assert "cartas do seu adversário" in count["pt"] and "cartes de votre adversaire" in count["fr"], count


def test_the_match_advice_says_what_the_table_shows_and_what_a_pass_does() -> None:
    """A newcomer's walk of the match advice found: a later speaker's exception given in points
    while the table ranks by the match ("56% at 1" in the column, the advice silent on it); "if you
    pass" where a partner held the contract, which a pass keeps; a score written "6–-2"; and the
    count's "pass in clubs".  Each is now said as the table and the rules have it, in every language."""
    names = Names(4, teams=2, you=0)
    langs = ("en", "pt", "fr")
    match = {"us": 6, "them": -2, "target": 21, "now": 0.48, "after": 0.55, "smudge": False}
    later = {"suit": "H", "bid": 2, "value": 2.4, "edge": 1.1, "chance": 0.6, "samples": 64, "must_bid": False,
             "later": True, "cheaper_gain": 0.01, "cheaper": 1, "cheaper_suit": "C", "cheaper_after": 0.56,
             "outbid": 0.75, "guarded": 0.512, "cheaper_guarded": 0.508,
             "top": 4, "partners": True, "match": match}  # fmt: skip
    said = {lang: render("advisor.best", later, names, lang) for lang in langs}
    assert (
        "A bid of 1 in clubs would leave your side's chance of winning the match at 56% if nobody outbid it, "
        "but an opponent speaking after you would outbid it on about 75% of these deals, leaving the hand as a "
        "pass would; counting that, it leaves 50.8%, and this bid 51.2%." in said["en"]  # whole: both 51%
    ), said["en"]
    between = render("advisor.best", {**later, "bid": 3, "between": [[2, 0.51]]}, names)
    assert "it leaves 50.8%, a bid of 2 51.0%, and this bid 51.2%." in between, between
    # this bid's own chance, as its row shows it, is the chance if nobody outbids it
    assert (
        "this bid leaves your side's chance of winning at 55% if nobody outbids it, against 48%" in said["en"]
    )
    assert (
        "em 55% se ninguém a superar" in said["pt"] and "à 55\u00a0% si personne ne la dépasse" in said["fr"]
    )
    assert "points more a hand" not in said["en"]
    assert "deixaria a chance da sua dupla de vencer a partida em 56%" in said["pt"], said["pt"]
    assert "porterait les chances de votre équipe de gagner la partie à 56\u00a0%" in said["fr"], said["fr"]
    # totals below zero: a minus sign, and a score that reads
    assert "at 6 to \u22122 playing to 21" in said["en"] and "–-" not in said["en"]
    assert "com 6 a \u22122" in said["pt"] and "à 6 contre \u22122" in said["fr"]
    # the same advice moved by the match (the points would pass), and a partner holding the contract
    moved = {**later, "later": False, "partner": 2, "held_bid": 1, "held_edge": 0.4,
             "points": {"bid": 0, "suit": None, "edge": 0.0}}  # fmt: skip
    held = {lang: render("advisor.best", moved, names, lang) for lang in langs}
    # a pass leaves the partner's contract, and the figures count it: said, not "as the score stands"
    assert "against 48% if you pass and leave the contract with seat 2, your partner" in held["en"], held[
        "en"
    ]
    assert "score stands" not in held["en"] and "counted" not in held["en"]
    assert "se você passar e deixar o contrato com o jogador 2, seu parceiro" in held["pt"], held["pt"]
    assert "si vous passez en laissant le contrat au joueur 2, votre partenaire" in held["fr"], held["fr"]
    # the points' own call may be their later speakers' exception, worth less net than this bid:
    # said as such, never "3 would be the call, worth +0.6, where this one is worth +1.1"
    points = {**moved, "points": {"bid": 3, "suit": "S", "edge": 0.6, "later": True}}
    on_points = {lang: render("advisor.best", points, names, lang) for lang in langs}
    assert (
        "On points alone the call would be a bid of 3 in spades. If nobody outbid it, it would be worth +0.6 "
        "a hand net, less than the best net in the table; but an opponent speaking after you would outbid "
        "a cheaper bid more often, and counting that, it is worth more than a cheaper bid." in on_points["en"]
    ), on_points["en"]
    assert "where this one" not in on_points["en"] and "enquanto esta" not in on_points["pt"]
    assert "Se ninguém a superasse, teria um saldo de +0,6 por mão" in on_points["pt"], on_points["pt"]
    assert "Si personne ne la dépassait, elle aurait un écart de +0,6 par donne" in on_points["fr"], (
        on_points["fr"]
    )
    passing = {**moved, "suit": None, "bid": 0}
    kept = {lang: render("advisor.best", passing, names, lang) for lang in langs}
    assert "below the 48% a pass leaves, with the contract left to seat 2, your partner." in kept["en"], kept[
        "en"
    ]
    assert kept["en"].count("your partner") == 1
    # the same pass on points and in the match: the partner's contract, then the match once
    plain = {lang: render("advisor.best", {**passing, "points": None}, names, lang) for lang in langs}
    assert plain["en"].startswith(
        "Pass and leave the contract at 1 with seat 2, your partner: over 64 random deals of the other hands, "
        "that contract is worth +0.4 a hand net to your side, and no bid you may make would be worth more. "
        "In the match, at 6 to −2 playing to 21, a pass leaves your side's chance of winning at 48%"
    ), plain["en"]
    assert "Passe e deixe o contrato de 1 com o jogador 2" in plain["pt"], plain["pt"]
    assert "Passez et laissez le contrat de 1 au joueur 2" in plain["fr"], plain["fr"]
    # the hint's step 3 has no figure for the partner's contract: it names it beside the match's chance
    hinted = {k: v for k, v in passing.items() if not k.startswith("held")}
    assert "a pass leaves the contract with seat 2, your partner, and your side's chance of winning at 48%" \
        in render("advisor.best", {**hinted, "points": None}, names)  # fmt: skip
    # the count says pass: of the suit it counted, not "pass in clubs"
    facts = {"best": {"key": "advisor.best", "facts": {**later, "later": False, "match": None}}, "suit": "C",
             "count": 1, "mean": 1.9, "bid": 2, "thumb_bid": 0, "thumb_chance": 0.0, "partners": True}  # fmt: skip
    count = {lang: render("advisor.disagree", facts, names, lang) for lang in langs}
    assert "The rule texts' count of your clubs says pass, because" in count["en"], count["en"]
    assert "para as suas cartas de paus diz passar, porque" in count["pt"], count["pt"]
    assert "pour vos cartes à trèfle dit de passer, car" in count["fr"], count["fr"]
    # three to a side, the deals weigh both partners' cards
    six = {lang: render("advisor.disagree", facts, Names(6, teams=2, you=0), lang) for lang in langs}
    assert "what your partners' and the others' cards bring" in six["en"], six["en"]
    assert "dos seus parceiros e dos outros" in six["pt"] and "de vos partenaires et des autres" in six["fr"]
    assert "what your partner's and the others' cards bring" in count["en"], count["en"]


def test_a_card_named_over_a_higher_figure_says_why() -> None:
    """A walk saw "Play the 6♥ … the 6♥ +1.5; the 8♥ +1.6": a tie (within 0.05, or at the pitch the
    advised suit kept) broken by the tip, which the hint now says, in every language."""
    names = Names(4, teams=2, you=0)
    facts = {"card": "6H", "samples": 32, "tip": "tip.win_cheaply", "partners": True,
             "choices": [["6H", 1.54, None], ["8H", 1.56, None], ["9D", 1.5, None], ["QC", 1.2, None]]}  # fmt: skip
    said = {lang: render("hint.card", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert said["en"].endswith(
        "The 8♥ averaged a little more on these deals, too little to tell them apart: the first hint's "
        "principle decides."
    ), said["en"]
    assert "o 8 de copas teve uma média um pouco maior" in said["pt"], said["pt"]
    assert "le 8 de cœur a une moyenne un peu plus haute" in said["fr"], said["fr"]
    pitched = render("hint.card", {**facts, "pitched": True}, names)
    assert pitched.endswith("the hand is pitched in the suit the bid advisor chose."), pitched
    # no tie to explain where the card named shows the best figure
    alone = render("hint.card", {**facts, "choices": [["6H", 1.6, None], ["8H", 1.56, None]]}, names)
    assert "a little more" not in alone


def test_a_bid_whose_chance_reads_as_a_pass_is_said_to_a_tenth() -> None:
    """A walk read "the best for your side's chance … 51%, against 51% if you pass": where the two
    whole percentages would read the same, both are said to a tenth."""
    names = Names(4, teams=2, you=0)
    match = {"us": 0, "them": 0, "target": 21, "now": 0.508, "after": 0.512, "smudge": False}
    facts = {"suit": "C", "bid": 1, "value": 1.9, "edge": 0.4, "chance": 1.0, "samples": 64, "must_bid": False,
             "later": False, "top": 4, "partners": True, "match": match}  # fmt: skip
    said = {lang: render("advisor.best", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert "at 51.2%, against 50.8% if you pass" in said["en"], said["en"]
    assert "em 51,2%, contra 50,8%" in said["pt"] and "à 51,2\u00a0%, contre 50,8\u00a0%" in said["fr"], said
    apart = render("advisor.best", {**facts, "match": {**match, "after": 0.55}}, names)
    assert "at 55%, against 51% if you pass" in apart, apart


def test_a_figure_that_rounds_to_zero_has_no_sign() -> None:
    """ "+0.0" and "−0,0" read as a gain and a loss: a zero net is "0.0"."""
    names = Names(4, teams=2, you=0)
    row = ["H", 1.2, {"1": 0.5, "2": 0.1, "3": 0.0}, [1, -0.04]]
    facts = {"call": 0, "bid": 0, "suit": None, "suits": [row], "samples": 64, "partners": True}
    said = {lang: render("hint.bid", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert "net 0.0 at a bid of 1" in said["en"], said["en"]
    assert "saldo 0,0 numa" in said["pt"] and "écart 0,0 pour" in said["fr"]
    # every chance the advisor's table shows, a 0% too
    assert "(1+\u00a050%, 2+\u00a010%, 3+\u00a00%)" in said["en"], said["en"]


def test_the_count_disagreeing_never_calls_a_sure_bid_unsupported() -> None:
    """The walk found "more than the deals support: 3 or more only 100% of the time" where the
    advice held at 2: a made bid scores the points taken, so the higher bid only risks more, and
    that is what the advice now says; where it is to pass, no bid gains on average."""
    names = Names(4, teams=2, you=0)
    best = {"suit": "S", "bid": 2, "value": 2.4, "edge": 1.1, "chance": 1.0, "samples": 24,
            "must_bid": False, "later": False, "cheaper_gain": 0.0, "top": 4, "partners": True}  # fmt: skip
    for bid, chance in ((2, 1.0), (0, 0.9)):
        facts = {"advice": "Bid 2 and pitch spades.", "best": {"key": "advisor.best", "facts": best}, "suit": "S",
                 "count": 3, "mean": 3.1, "bid": bid, "thumb_bid": 3, "thumb_chance": chance, "partners": True}  # fmt: skip
        said = {lang: render("advisor.disagree", facts, names, lang) for lang in ("en", "pt", "fr")}
        assert not any(word in said["en"] for word in ("only", "support")), said["en"]
        if bid:
            assert (
                "a bid of 3 would score no more than a bid of 2 and lose more when set (3 or more 100% of the time)"
                in said["en"]
            )
            assert "apostar 3 não marcaria mais que apostar 2" in said["pt"], said["pt"]
            assert "enchérir à 3 ne marquerait pas plus qu'enchérir à 2" in said["fr"], said["fr"]
        else:
            assert "no bid gains your side anything on average (3 or more 90% of the time" in said["en"]
            assert "nenhuma aposta traz nada à sua dupla em média" in said["pt"], said["pt"]
            assert "aucune enchère ne fait gagner votre équipe en moyenne" in said["fr"], said["fr"]


def test_the_tip_says_lead_your_highest_trump_only_beside_the_highest_trump() -> None:
    """A walk found step 1 "Lead your highest trump early" and step 3 "play the 3♠" with the J♠
    in hand: the pitcher leading a low trump is pointed at leading cheaply instead."""
    from pitchtutor.coach.hints import principle
    from tests.support.scripted import scripted

    deal = ("AS JS 7S 3S 2D 3C", "KH 3H TC 5C 4D 2C", "QH QC KD 4H 6S 5H", "TH 9H 7C 8D 9D 2S")
    view = scripted(deal, "2 pass pass pass", "AS 2C 6S 2S").view(0)  # seat 0 pitched and leads again
    assert principle(view, parse_card("JS"))[0] == "tip.lead_trumps"
    assert principle(view, parse_card("3S"))[0] == "tip.win_cheaply"
    assert principle(view, parse_card("3S"))[1]["leading"] is True


def test_among_equally_good_cards_step_3_names_the_one_the_tip_plays() -> None:
    """A walk found step 1 "lead your highest trump early" beside step 3 "play the 3♦" where the
    Q♦ was shown as just as good (+0.8 each): among cards the figures cannot tell apart, step 3 now
    names the one the tip plays, and a card clearly better is still named whatever the tip."""
    from tests.support.scripted import scripted

    deal = ("AS JS 7S 3S 2D 3C", "KH 3H TC 5C 4D 2C", "QH QC KD 4H 6S 5H", "TH 9H 7C 8D 9D 2S")
    names = Names(4, 2, you=0)
    view = scripted(deal, "2 pass pass pass", "AS 2C 6S 2S").view(0)  # the pitcher leads again
    tied = [CardEstimate(parse_card(code), 0.8, 0.56, 32) for code in ("3S", "JS", "7S")]  # cheapest first
    steps = [hint(view, level, names, card_estimates=tied) for level in (1, 2, 3)]
    assert steps[2].action == parse_card("JS")  # the highest trump: what "lead trumps" plays
    assert steps[0].why.key == "tip.lead_trumps" and "J♠" in steps[2].why.text
    clearer = [CardEstimate(parse_card("3S"), 1.0, 0.56, 32), *tied[1:]]
    assert hint(view, 3, names, card_estimates=clearer).action == parse_card("3S")
    # the partner's K♥ winning the trick: of two hearts as good, the 10 that feeds it Game's pips
    view = scripted(deal, "pass 2 pass pass", "KH 4H").view(3)
    tied = [CardEstimate(parse_card(code), 0.4, 0.7, 32) for code in ("9H", "TH")]
    steps = [hint(view, level, names, card_estimates=tied) for level in (1, 2, 3)]
    assert steps[2].action == parse_card("TH") and steps[0].why.key == "tip.tens_for_game"


def test_the_advice_weighs_a_pass_as_the_contract_a_partner_holds() -> None:
    """A walk found the dealer advised to take the contract from its own partner at the same bid,
    "the best of the calls you may make", where the table counted a pass as 0. A pass leaves the
    partner's contract: the advice weighs that contract on the same deals, and says so."""
    from tests.support.scripted import scripted

    deal = ("AS JS 7S 3S 2D 3C", "KH 3H TC 5C 4D 2C", "QH QC KD 4H 6S 5H", "TH 9H 7C 8D 9D 2S")
    view = scripted(deal, "pass 2 pass").view(3)  # the dealer, whose partner (seat 1) bid 2
    edge = {2: 1.1, 3: 0.4, 4: -1.0}
    weaker = Held(1, 2, (3, 3, 2, 2), (4, 4, 4, 4), no_junk=False)  # worth +1.0 net: less than the bid
    spades = BidEstimate(parse_card("AS").suit, 3.1, {2: 1.0, 3: 0.8, 4: 0.2}, edge, 4, edge, held=weaker)
    names = Names(4, 2, you=3)
    advice = advise(view, names, estimates=[spades])

    def best(why: Any) -> Any:  # the advice itself, where the rule of thumb's disagreement wraps it
        return why.facts["best"]["facts"] if why.key == "advisor.disagree" else why.facts

    assert advice.best_bid == 2 and best(advice.why)["partner"] == 1
    said = {lang: advice.why.render(names, lang) for lang in ("en", "pt", "fr")}
    assert "A pass would leave the contract at 2 with seat 1, your partner, worth +1.0 a hand net on these " \
        "deals." in said["en"], said["en"]  # fmt: skip
    assert "deixaria o contrato de 2 com o jogador 1, seu parceiro, com saldo de +1,0" in said["pt"], said[
        "pt"
    ]
    assert "laisserait le contrat de 2 au joueur 1, votre partenaire, avec un écart de +1,0" in said["fr"]
    # the partner's contract worth more than any bid: pass, and leave it
    stronger = replace(spades, held=Held(1, 2, (4, 4, 3, 3), (4, 4, 4, 4), no_junk=False))  # +3.0
    passing = advise(view, names, estimates=[stronger])
    assert passing.best_bid == 0, passing.why.render(names)
    assert passing.why.render(names).startswith(
        "Pass and leave the contract at 2 with seat 1, your partner: over 4 random deals of the other hands, "
        "that contract is worth +3.0 a hand net to your side, and no bid you may make would be worth more."
    ), passing.why.render(names)
    over_an_opponent = advise(scripted(deal, "2 pass pass").view(3), names, estimates=[spades])
    assert best(over_an_opponent.why)["partner"] is None


def test_at_the_pitch_the_suit_advised_is_kept_unless_another_is_clearly_better() -> None:
    """A walker was told "pitch spades", bid, and then "play the 4♣: +2.0, the K♠ +1.9": the hint
    keeps the advised suit while its best card is within the deals' noise of the best, and names
    another only when it is clearly better."""
    from pitchtutor.actions import Bid, Pass
    from pitchtutor.cards import Suit
    from pitchtutor.coach.hints import PITCH_KEEP
    from pitchtutor.state import Phase

    hand = Hand.deal(Ruleset.preset("cutthroat"), 3, 2, 5)
    hand.apply(Bid(2))
    while hand.phase is Phase.AUCTION:
        hand.apply(Pass())
    view = hand.view(0)
    names = Names(3, None, you=0)
    mine = list(view.holding)
    club = next((c for c in mine if c.suit is Suit.CLUBS), None)
    other = next(c for c in mine if c.suit is not (club.suit if club else None))
    assert club is not None  # the deal holds a club and another suit

    def named(gap: float, advised: Suit | None = Suit.CLUBS) -> object:
        found = [CardEstimate(other, 2.0, 0.8, 32), CardEstimate(club, 2.0 - gap, 0.8, 32)]
        return hint(view, 3, names, card_estimates=found, pitch_suit=advised).action

    assert named(0.1) == club  # within the noise: the suit advised
    assert named(PITCH_KEEP + 0.1) == other  # clearly better: the figures say so
    assert named(0.1, advised=None) == other  # nothing advised: the best figure


def test_step_two_of_the_bidding_ladder_says_when_the_deals_call_otherwise() -> None:
    """A walk found step 2 (the texts' count) saying "a bid of 3 is sound" just before step 3 said
    "Pass": two steps in a row, two calls.  Where step 3's deals make another call than the count,
    step 2 still gives the count, and says that the next step's deals call otherwise and why they
    may; where they agree, it is the count alone."""
    strong = HandRecord.from_json(json.loads((HANDS / "bid-strong.json").read_text())).replay()
    names = Names(4, 2, you=3)
    langs = ("en", "pt", "fr")

    def steps(edge: dict[int, float]) -> tuple[Any, Any]:
        hearts = BidEstimate(parse_card("AH").suit, 3.1, {1: 1.0, 2: 0.9, 3: 0.7, 4: 0.2}, edge, 24, edge)
        return tuple(hint(strong.view(0), level, names, estimates=[hearts]) for level in (2, 3))  # type: ignore[return-value]

    agree, bid_three = steps({1: 0.2, 2: 0.6, 3: 0.9, 4: -1.0})
    assert bid_three.action == Bid(3) and agree.why.key == "tip.count_points"
    assert "next step" not in agree.why.render(names)
    differ, passing = steps({1: -0.2, 2: -0.6, 3: -0.9, 4: -1.0})
    assert passing.action == PASS and differ.why.key == "hint.count_differs"
    said = {lang: differ.why.render(names, lang) for lang in langs}
    assert said["en"].startswith(agree.why.render(names)), said["en"]  # the count, as before
    assert said["en"].endswith(
        "here they advise a different call from this count of your hearts, and that step says why."
    ), said["en"]
    assert "esse passo diz por quê" in said["pt"] and "cette étape dit pourquoi" in said["fr"]
    assert "your partner's" not in render(
        "hint.count_differs", {**differ.why.facts, "partners": False}, names
    )


def test_the_count_of_the_tables_suit_names_the_counts_own_best_suit_where_it_would_bid() -> None:
    """A walk found step 2 and the rule of thumb counting hearts (the suit the deals pitch) as
    "about 1 point: pass", with the Ace and another spade in the hand, while step 1 teaches "bid 2
    with the Ace and another trump".  The count of the table's suit now names the count's own best
    suit where that would make another call; "even in hearts" is said only of a hand with no point."""
    from pitchtutor.cards import parse_cards
    from pitchtutor.coach.strategy import count_points

    hand = parse_cards("AS 2S JH TH 8H 3H")
    hearts = count_points(hand, suit=parse_card("3H").suit, bids=[1, 2, 3, 4])
    assert hearts.bid == 0 and hearts.why.facts["other"] == {"suit": "S", "count": 2, "bid": 2}
    said = {lang: hearts.why.render(Names(4, 2), lang) for lang in ("en", "pt", "fr")}
    assert said["en"].endswith(
        "Counted in spades, your best suit by that count, the hand is worth about 2 points: a bid of 2."
    ), said["en"]
    assert "Contando espadas, o seu melhor naipe por essa contagem" in said["pt"], said["pt"]
    assert "Compté à pique, votre meilleure couleur selon ce compte" in said["fr"], said["fr"]
    # the count's own suit, or one that makes the same call: nothing more to say
    assert "other" not in count_points(hand, bids=[1, 2, 3, 4]).why.facts
    assert "other" not in count_points(hand, suit=parse_card("3H").suit, bids=[3, 4]).why.facts
    # nothing sure in the suit counted, with a point elsewhere; nothing anywhere
    clubs = count_points(parse_cards("AS 2S 9C JH TH 8H"), suit=parse_card("9C").suit, bids=[1, 2, 3, 4])
    assert clubs.why.render(Names(4, 2)).startswith(
        "By the rule texts' count, in clubs there is no sure point"
    )
    junk = count_points(parse_cards("9S 7S 9C 8D 6H 5H"), bids=[1, 2, 3, 4]).why.render(Names(4, 2))
    assert junk == "By the rule texts' count, none of your suits has a sure point, so pass.", junk


def test_a_pass_under_an_opponents_contract_is_weighed_as_that_contract() -> None:
    """A walk found every pass under an opponent's bid worth the same 51% ("as the score stands"),
    whatever the hand, beside bids whose figures were played out: an uneven comparison.  At a table
    of two sides a pass leaves the opponent's contract, and is weighed and said as that contract."""
    from pitchtutor.bots.equity import match_equity

    theirs = Held(1, 2, (3, 1, 2, 4), (4, 4, 4, 4), no_junk=False, ours=False)
    # their side: 3 less our 1, set back 2 less our 3, 2 less our 2, 4: ours is the opposite
    assert theirs.edges() == [-2, 5, 0, -4] and replace(theirs, ours=True).edges() == [2, -5, 0, 4]
    rules = Ruleset.preset("partnership")
    equity = match_equity(rules, 4)
    assert equity is not None
    from pitchtutor.bots.equity import TwoSidedView

    view = TwoSidedView(equity, 18, 18, we_deal=False, no_junk=False)
    # a set-back of theirs at 18-18 to 21 leaves us 2 to their -2: better for us than their making it
    chances = view.held_afters(theirs)
    assert chances[1] > view.now > chances[3], (chances, view.now)
    names = Names(4, 2, you=0)
    facts = {"suit": None, "bid": 0, "value": 0.0, "edge": 0.0, "chance": 0.0, "samples": 64,
             "must_bid": False, "later": False, "top": 4, "partners": True, "partner": None,
             "held_by": 1, "held_bid": 2, "held_edge": -0.8}  # fmt: skip
    said = {lang: render("advisor.best", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert said["en"].startswith(
        "Pass and leave the contract at 2 with seat 1: over 64 random deals of the other hands, that contract "
        "is worth \u22120.8 a hand net to your side"
    ), said["en"]
    assert (
        "your partner" not in said["en"] and "parceiro" not in said["pt"] and "partenaire" not in said["fr"]
    )
    bid = {**facts, "suit": "S", "bid": 3, "value": 0.2, "edge": -0.5, "chance": 0.52}
    assert "A pass would leave the contract at 2 with seat 1, worth \u22120.8 a hand net on these deals." in (
        render("advisor.best", bid, names)
    )
    match = {"us": 0, "them": 0, "target": 21, "now": 0.47, "after": 0.49, "smudge": False}
    in_match = render("advisor.best", {**bid, "match": match}, names)
    assert "against 47% if you pass and leave the contract with seat 1." in in_match, in_match
    # with players still to speak, the contract may yet be taken: said where the holder is named
    still = render("advisor.best", {**bid, "match": match, "held_open": True}, names)
    assert "leave the contract with seat 1 (if nobody after you takes it)." in still, still
    # the points alone would pass: not because "no bid gains", but because the contract left is worth more
    moved = {**bid, "match": match, "points": {"bid": 0, "suit": None, "edge": 0.0}}
    said = {lang: render("advisor.best", moved, names, lang) for lang in ("en", "pt", "fr")}
    assert "On points alone the call would be a pass: no bid would be worth more than the contract at 2 it " \
        "leaves with seat 1, at \u22120.8 a hand net." in said["en"], said["en"]  # fmt: skip
    assert "gains on average" not in said["en"] and "ganha em média" not in said["pt"]


def test_at_cutthroat_the_net_takes_off_an_average_opponents_points() -> None:
    """Counting every opponent's points against the bidder in full made the advice bid worse than
    the classic rule at cutthroat (docs/expert-bidding.md): a point one opponent takes is a point
    against that one alone.  The net now takes off an average opponent's, and says so."""
    from pitchtutor.bots.estimate import score_differences

    # 4 points in play; the pitcher takes 1 and the two others 3 between them
    assert score_differences([1], [4], 1, no_junk=False) == [1 - 3]
    assert score_differences([1], [4], 1, no_junk=False, rivals=2) == [1 - 1.5]
    assert score_differences([0], [4], 1, no_junk=False, rivals=2) == [-1 - 2.0]  # set back
    assert score_differences([1], [4], 1, no_junk=True, rivals=2) == [1]
    facts = {"suit": "H", "bid": 1, "value": 1.7, "edge": 0.6, "chance": 1.0, "samples": 64, "must_bid": False,
             "top": 4, "partners": False}  # fmt: skip
    three = {
        lang: render("advisor.best", {**facts, "rivals": 2}, Names(3), lang) for lang in ("en", "pt", "fr")
    }
    assert "or +0.6 once an average opponent's points are taken off" in three["en"], three["en"]
    assert "descontados os pontos de um adversário médio" in three["pt"], three["pt"]
    assert "une fois déduits les points d'un adversaire moyen" in three["fr"], three["fr"]
    two = {
        lang: render("advisor.best", {**facts, "rivals": 1}, Names(2), lang) for lang in ("en", "pt", "fr")
    }
    assert "once your opponent's points are taken off" in two["en"], two["en"]
    assert "descontados os pontos do seu adversário" in two["pt"]
    assert "une fois déduits les points de votre adversaire" in two["fr"]


def test_at_three_partnerships_the_net_is_said_against_an_average_opposing_side() -> None:
    """At three partnerships of two the net takes off an average opposing side's points (two other
    sides), which the advice said as "the other side's", and a pass "behind the other"."""
    facts = {"suit": "S", "bid": 1, "value": 1.8, "edge": 0.8, "chance": 1.0, "samples": 8, "must_bid": False,
             "top": 4, "partners": True, "rivals": 2}  # fmt: skip
    names = Names(6, 3, you=0)
    said = {lang: render("advisor.best", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert "or +0.8 once an average opposing side's points are taken off" in said["en"], said["en"]
    assert "descontados os pontos de uma dupla adversária média" in said["pt"], said["pt"]
    assert "une fois déduits les points d'une équipe adverse moyenne" in said["fr"], said["fr"]
    passing = {**facts, "suit": None, "bid": 0}
    said = {lang: render("advisor.best", passing, names, lang) for lang in ("en", "pt", "fr")}
    assert said["en"].endswith("every bid you may make leaves your side behind an average opposing side."), (
        said
    )
    assert "deixa a sua dupla atrás de uma dupla adversária média." in said["pt"], said["pt"]
    assert "laisse votre équipe derrière une équipe adverse moyenne." in said["fr"], said["fr"]
    # two partnerships: the other side, as before
    two = render("advisor.best", {**facts, "rivals": 1}, Names(4, 2, you=0))
    assert "once the other side's points are taken off" in two, two
    assert "behind the other on average" in render(
        "advisor.best", {**passing, "rivals": 1}, Names(4, 2, you=0)
    )


def test_at_four_each_for_themselves_a_pass_under_an_opponents_bid_is_that_contract() -> None:
    """A table of four players each for themselves (the teacher may seat four) weighed a pass as
    0 under an opponent's bid, beside bids played out: a pass that does not exist.  It is now that
    contract, in points (no match figure there): your points less an average opponent's, the
    points the holder does not take shared by the three defenders.  So at three partnerships."""
    from pitchtutor.bots.equity import pass_values
    from tests.test_coach_voice import check_best_row

    # East bid 2 and took 3 of 4 points: each defender expects a third of a point, an average
    # opponent (East and two defenders) (3 + 2/3) / 3
    theirs = Held(3, 2, (3,), (4,), no_junk=False, ours=False, rivals=3)
    assert theirs.edges() == pytest.approx([1 / 3 - (3 + 2 / 3) / 3])
    names = Names(4, None, seat_names=("You", "West", "North", "East"), you=0)
    passes = 0
    for preset in ("cutthroat", "setback"):
        for seed in range(3):
            hand = Hand.deal(Ruleset.preset(preset), 4, 2, seed)  # North deals; East speaks first
            hand.apply(min((a for a in hand.legal_actions() if isinstance(a, Bid)), key=lambda b: b.amount))
            view = hand.view(0)
            estimates = Estimator(seed=seed, samples=32, one_pitch=True, time_budget=60).bid_estimates(view)
            held = estimates[0].held
            assert held is not None and (held.holder, held.ours, held.rivals, held.open) == (
                3,
                False,
                3,
                True,
            )
            assert pass_values(estimates, None) == pytest.approx(held.edges())
            advice = advise(view, names, estimates=estimates)
            check_best_row(advice, view)
            said = {lang: advice.why.render(names, lang) for lang in ("en", "pt", "fr")}
            if advice.best_bid == 0:
                passes += 1
                assert said["en"].startswith(
                    f"Pass and leave the contract at {view.high_bid} with East (if nobody"
                )
                assert "once an average opponent's points are taken off" in said["en"], said["en"]
                assert "descontados os pontos de um adversário médio" in said["pt"], said["pt"]
                assert "une fois déduits les points d'un adversaire moyen" in said["fr"], said["fr"]
            else:
                assert "A pass would leave the contract at" in said["en"], said["en"]
    assert passes > 0
    # three partnerships of two: every side's contract is weighed too, against an average other side
    teams = Hand.deal(replace(Ruleset.preset("partnership"), teams=3), 6, 4, 1)
    teams.apply(PASS)  # seat 5
    teams.apply(
        min((a for a in teams.legal_actions() if isinstance(a, Bid)), key=lambda b: b.amount)
    )  # seat 0
    for seat, ours in ((1, False), (2, False), (3, True)):  # seat 3 is seat 0's partner
        # six hands make deep searches: a node budget that leaves none of these deals out
        estimator = Estimator(seed=1, samples=16, time_budget=60, max_nodes=4_000_000)
        estimates = estimator.bid_estimates(teams.view(seat))
        held = estimates[0].held
        assert held is not None and (held.holder, held.ours, held.rivals) == (0, ours, 2)
        teams.apply(PASS)
    # your partner's contract: your side's lead over an average other side (the rest shared by two)
    partner = Held(3, 2, (3,), (4,), no_junk=False, ours=True, rivals=2)
    assert partner.edges() == pytest.approx([3 - 1 / 2])
    # an opponent's: the third side and yours share the rest; an average other side is (3 + 1/2) / 2
    assert replace(partner, ours=False).edges() == pytest.approx([1 / 2 - (3 + 1 / 2) / 2])
    # an opponent after you taking your partner's contract: the same, for the opponent's side
    after = Outbid((False,), counts=((4,),), top=4, taken=(3,), in_play=(4,), rivals=2)
    assert after.edges(1) == pytest.approx([1 / 2 - (3 + 1 / 2) / 2])


def test_a_pass_under_a_partners_contract_counts_the_opponents_who_may_take_it() -> None:
    """West, the dealer, held at 1 after each pass a walk made under North's 1: the pass's figure
    counted North's contract as if nobody after you took it.  It now weighs West's contract in by
    the chance that West takes it, and the advice says how often, in every language."""
    from pitchtutor.bots.equity import pass_values
    from pitchtutor.bots.estimate import Held, Outbid, bid_estimate

    held = Held(2, 1, taken=(3, 0), in_play=(4, 4), no_junk=False, ours=True, open=True)
    # one deal where West counts 4 (sure to hold), one where West counts 0 (seldom)
    outbid = Outbid((True,), counts=((4,), (0,)), top=4, taken=(4, 1), in_play=(4, 4))
    hearts = bid_estimate(parse_card("AH").suit, [2, 2], [4, 4], 4, no_junk=False, held=held, outbid=outbid)
    kept, theirs, chances = held.edges(), outbid.edges(1), outbid.chances(1)
    assert kept == [3 - 1, -1 - 4] and theirs == [-(4 - 0), -(-2 - 3)]  # West's contract is at 2
    assert chances[0] > 0.9 and 0 < chances[1] < 0.5
    values = pass_values([hearts], None)
    assert values == [
        pytest.approx((1 - q) * k + q * t) for q, k, t in zip(chances, kept, theirs, strict=True)
    ]
    # an opponent's contract, or no one after you: as before
    assert pass_values([replace(hearts, held=replace(held, ours=False))], None) == [-k for k in kept]
    assert pass_values([replace(hearts, outbid=None)], None) == kept
    names = Names(4, teams=2, you=0)
    facts = {"suit": None, "bid": 0, "samples": 64, "partners": True, "partner": 2, "held_by": 2, "held_bid": 1,
             "held_edge": 0.7, "held_open": True, "held_outbid": 0.65, "top": 4}  # fmt: skip
    said = {lang: render("advisor.best", facts, names, lang) for lang in ("en", "pt", "fr")}
    assert (
        "Pass and leave the contract at 1 with seat 2, your partner (an opponent after you would take it on "
        "about 65% of these deals, and the figures count that): over 64 random deals" in said["en"]
    ), said["en"]
    assert "o tomaria em cerca de 65% destas distribuições, e os números contam isso" in said["pt"], said[
        "pt"
    ]
    assert (
        "le prendrait sur environ 65\u00a0% de ces donnes, et les chiffres en tiennent compte" in said["fr"]
    )
    assert "if nobody after you takes it" not in said["en"]


def test_nobody_after_you_takes_a_top_bid_that_ends_the_auction() -> None:
    """Under setback's rules a bid of 4 ends the auction at once: the dealer after you cannot hold
    it, so the exception's count gives it no chance of being taken away (it gave the dealer's
    hold its usual chance)."""
    from pitchtutor.bots.estimate import Outbid

    dealer_after = Outbid((True,), counts=((4,), (1,)), top=4)
    assert all(q > 0 for q in dealer_after.chances(4))  # the dealer may hold at 4
    ends = replace(dealer_after, top_ends=True)
    assert ends.chances(4) == [0.0, 0.0]
    assert ends.chances(3) == dealer_after.chances(3)  # below the top, as before
    view = Hand.deal(Ruleset.preset("setback"), 3, 2, 5).view(0)
    estimates = Estimator(1, samples=8, one_pitch=True, time_budget=60).bid_estimates(view, samples=8)
    assert estimates and estimates[0].outbid is not None and estimates[0].outbid.top_ends
