"""Explanations are data: every rule key has a template, every template is
reached by the engine, and every explanation's facts are JSON."""

from __future__ import annotations

import json
import random

import pytest

from pitchtutor import (
    PASS,
    REDEAL,
    Bid,
    Hand,
    IllegalActionError,
    Match,
    Names,
    Phase,
    Ruleset,
    parse_card,
    parse_cards,
    settle_match,
)  # fmt: skip
from pitchtutor.actions import parse_action, parse_call
from pitchtutor.errors import ActionError
from pitchtutor.explain import TEMPLATES, Explanation, explain
from pitchtutor.match import eldest_hand, next_dealer
from pitchtutor.texts import teaching_facts
from tests.support.scripted import (
    AUCTION_DEFENDERS_TIE,
    AUCTION_PITCHER_TIE,
    DEAL_A,
    DEAL_DEFENDERS_TIE,
    DEAL_PITCHER_TIE,
    PLAY_A,
    PLAY_DEFENDERS_TIE,
    PLAY_PITCHER_TIE,
    scripted,
)  # fmt: skip
from tests.support.strategies import player_counts

PRESETS = ("partnership", "cutthroat", "setback", "auction")
VARIANTS = (
    {}, {"low_to": "capturer"}, {"game_tie": "defenders"}, {"no_junk": True}, {"coke_hand": True},
    {"ten_of_trump_point": True, "three_of_trump_point": True}, {"trump_anytime": False},
    {"dealer_may_hold": False}, {"bid_four_ends_auction": True}, {"pitcher_must_win": True, "target": 5},
    {"all_pass": "dealer-bids"}, {"target": 4},
)  # fmt: skip


def random_play(seed: int) -> list[tuple[Explanation, Names]]:
    """Every explanation met in random play, six hands under each preset and house rule (which
    reaches every rule key), each with its table's names: the verdicts of every seat to act, one
    of a seat out of turn, each hand's commentary and the match's outcomes."""
    rng = random.Random(seed)
    found: list[tuple[Explanation, Names]] = []
    for preset in PRESETS:
        for variant in VARIANTS:
            rules = Ruleset.preset(preset, **variant)
            players = rng.choice(player_counts(rules))
            match = Match(rules, players, seed=rng.randrange(10**6))
            for _ in range(6):
                hand = match.hand
                while hand.to_act is not None:
                    found += [(verdict.why, hand.names) for _, verdict in hand.judge_all()]
                    other = (hand.to_act + 1) % players
                    found.append((hand.judge(hand.legal_actions()[0], seat=other).why, hand.names))
                    hand.apply(rng.choice(hand.legal_actions()))
                found += [(event.why, hand.names) for event in hand.commentary()]
                result = match.next_hand()
                if result.outcome is not None:
                    found.append((result.outcome.why, hand.names))
                if match.over:
                    break
    return found


def explanations_of_random_play(seed: int) -> list[Explanation]:
    return [why for why, _ in random_play(seed)]


def rare_explanations() -> list[Explanation]:
    found = []
    hand = scripted(DEAL_A)
    found.append(hand.judge(parse_card("AH")).why)  # a card during the auction
    with pytest.raises(IllegalActionError) as error:
        hand.score()
    found.append(error.value.why)
    hand = scripted(DEAL_A, "2 pass pass pass", "AH")
    found.append(hand.judge(PASS).why)  # a call during play
    match = Match(Ruleset.preset("partnership", target=1), 4, seed=3)
    with pytest.raises(IllegalActionError) as error:
        match.next_hand()
    found.append(error.value.why)
    while not match.over:
        while match.hand.to_act is not None:
            match.hand.apply(match.hand.legal_actions()[-1])
        match.next_hand()
    with pytest.raises(IllegalActionError) as error:
        match.next_hand()
    found.append(error.value.why)
    # both tie rules of the match
    for preset, before, overrides in (("partnership", [18, 20], {}), ("cutthroat", [0, 10, 10, 0], {})):
        done = scripted(DEAL_A, "2 pass pass pass", PLAY_A, preset=preset, low_to="capturer", **overrides)
        found.append(settle_match(done.rules, done.names, before, done.score(), done.dealer).why)
    # options nobody would list: a bid above the top, a card not held, a coke redeal when it is off
    hand = scripted(DEAL_A)
    found += [hand.judge(Bid(5)).why, hand.judge(parse_card("AS")).why, hand.judge(REDEAL).why]
    found.append(scripted(DEAL_A, "2 pass pass pass", PLAY_A).judge(PASS).why)
    found.append(scripted(DEAL_A, "pass pass pass pass").judge(PASS).why)
    found.append(scripted(DEAL_A, "pass pass pass", preset="setback").judge(PASS).why)
    found.append(
        scripted(DEAL_A, "2 pass pass pass", "AH 3H", preset="cutthroat").judge(parse_card("AS")).why
    )
    for deal, auction, play in ((DEAL_DEFENDERS_TIE, AUCTION_DEFENDERS_TIE, PLAY_DEFENDERS_TIE),
                                (DEAL_PITCHER_TIE, AUCTION_PITCHER_TIE, PLAY_PITCHER_TIE)):  # fmt: skip
        tied = scripted(deal, auction, play, preset="cutthroat", game_tie="defenders")
        found += [event.why for event in tied.commentary()]
    no_pips = Hand(Ruleset.preset("cutthroat", game_tie="defenders"), 2, [parse_cards("2H 5H 9S 8S 7S 6S"),
                   parse_cards("3H 4H 5S 4S 3S 2S"), parse_cards("6H 7H 9C 8C 7C 6C")])  # fmt: skip
    while no_pips.to_act is not None:  # seat 0 bids 1, the others pass; every card the first legal one
        no_pips.apply(no_pips.legal_actions()[1 if not no_pips.calls else 0])
    found += [event.why for event in no_pips.commentary()]  # game.no_pips: not a pip in play
    names = Names(4, 2)
    found += [
        eldest_hand(4, 3, names)[1],
        next_dealer(4, 3, names)[1],
        next_dealer(4, 3, names, thrown_in=True)[1],
    ]
    found.append(explain("pips.count", names, cards=[["TH", 10], ["7C", 0]], total=10))
    for parse, typed in ((parse_call, "double"), (parse_call, True), (parse_action, "zz")):  # not a move
        with pytest.raises(ActionError) as bad:
            parse(typed)
        found.append(bad.value.why)
    return found + teaching_facts()


def test_every_template_is_reached() -> None:
    found = explanations_of_random_play(1) + rare_explanations()
    # the engine's own sentences; the coach's and the table's tests reach theirs
    engine_keys = {
        key for key, function in TEMPLATES.items() if function.__module__ == "pitchtutor.texts.rules"
    }
    assert len(engine_keys) > 60  # the engine's sentences are all in that module
    missing = engine_keys - {why.key for why in found}
    assert not missing, sorted(missing)


def test_facts_are_json_and_text_is_rendered_from_them() -> None:
    for why in explanations_of_random_play(2)[:3000]:
        assert json.loads(json.dumps(why.to_json())) == why.to_json()
        again = explain(why.key, Names(8, None), **why.facts)
        assert again.key == why.key and again.facts == why.facts


def test_house_rules_are_named_where_they_decide() -> None:
    by_rule = {
        "low.capturer": "low_to", "low.holder": "low_to", "play.trump_anytime": "trump_anytime",
        "play.strict_no_trump": "trump_anytime", "bid.dealer_holds": "dealer_may_hold",
        "bid.below_min": "min_bid", "game.tie_defenders": "game_tie", "points.no_junk": "no_junk",
        "auction.top_bid": "bid_four_ends_auction", "match.smudge": "smudge_wins_match",
        "bid.coke_redeal": "coke_hand",
        "auction.all_pass": "all_pass", "bid.dealer_must_bid": "all_pass", "ten.captured": "ten_of_trump_point",
    }  # fmt: skip
    in_words = {"match.pitcher_must_win": "(a house rule, from text 001: "}  # said as a player would say it
    seen = set()
    for why in explanations_of_random_play(3) + rare_explanations():
        if why.key in by_rule:
            assert f"house rule {by_rule[why.key]}" in why.text, why.text
            seen.add(why.key)
        elif why.key in in_words:
            assert in_words[why.key] in why.text, why.text
            seen.add(why.key)
    assert seen == set(by_rule) | set(in_words)


def test_names_render_you_and_seat_names() -> None:
    hand = scripted(DEAL_A, "2 pass pass pass", "7D 4D KD 8D QC")
    why = hand.judge(parse_card("2S")).why
    assert why.render(Names(4, 2, you=3)) == (
        "Clubs were led and you hold the 7♣: follow suit or play a trump; the 2♠ is neither."
    )
    names = Names(4, 2, seat_names=("South", "West", "North", "East"))
    assert (
        why.render(names)
        == "Clubs were led and East holds the 7♣: follow suit or play a trump; the 2♠ is neither."
    )
    assert names.side(0) == "North & South"
    assert Names(4, 2, you=0).side(0) == "your side"


def test_unknown_key_and_duplicate_template() -> None:
    from pitchtutor.explain import template

    with pytest.raises(KeyError, match="no template for rule key 'nope'"):
        explain("nope", Names(4))
    with pytest.raises(ValueError, match="two templates"):
        template("play.follow")(lambda say: "")


def test_phase_enum_values_are_stable() -> None:
    assert [p.value for p in Phase] == ["auction", "play", "over", "redeal"]
    assert isinstance(Hand, type)


def test_every_sentence_comes_from_the_texts_package() -> None:
    """One path to any sentence: its template is in pitchtutor/texts/, by topic."""
    outside = {key: function.__module__ for key, function in TEMPLATES.items()
               if not function.__module__.startswith("pitchtutor.texts.")}  # fmt: skip
    assert not outside
    topics = {key.split(".")[0] for key in TEMPLATES}
    assert {"bid", "play", "trick", "game", "settle", "match", "table", "hint", "tip", "review"} <= topics


@pytest.mark.parametrize(
    ("lang", "counted", "with_rest"),
    [
        ("en", "K♠ 3 = 3 pips.", "10♥ 10 = 10 pips; the other cards count nothing for Game."),
        ("pt", "K♠ 3 = 3 pips.", "10♥ 10 = 10 pips; as outras cartas não contam nada para o Game."),
        ("fr", "K♠ 3 = 3 pips.", "10♥ 10 = 10 pips ; les autres cartes ne comptent rien pour le Game."),
    ],
)
def test_a_pip_count_speaks_of_other_cards_only_where_there_are_some(
    lang: str, counted: str, with_rest: str
) -> None:
    """The walk found "K♠ 3 = 3 pips; the other cards count nothing" with no other card picked."""
    names = Names(4, 2)
    assert explain("pips.count", names, cards=[["KS", 3]], total=3).render(names, lang) == counted
    rest = explain("pips.count", names, cards=[["TH", 10], ["7C", 0]], total=10).render(names, lang)
    assert rest.replace("\u00a0", " ") == with_rest


def test_a_lone_trump_led_wins_as_the_only_trump_played() -> None:
    """Trump led and nobody else trumping: "the only trump played", not "the highest"."""
    hand = Hand(Ruleset.preset("cutthroat"), dealer=2, hands=[parse_cards("JS 2H 3H 4H 5H 6H"),
                parse_cards("7C 8D 9D TD QD KD"), parse_cards("2C 3C 4C 5C 6C 8C")])  # fmt: skip
    hand.apply(Bid(3))
    hand.apply(PASS)
    hand.apply(PASS)
    for card in ("JS", "7C", "2C"):
        hand.apply(parse_card(card))
    why = hand.tricks[0].why
    assert why.render(hand.names) == "Seat 0 wins trick 1 with the J♠, the only trump played."
    assert why.render(hand.names, "fr").endswith("le seul atout joué.")
    assert why.render(hand.names, "pt").endswith("o único trunfo jogado.")
