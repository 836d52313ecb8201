"""Every Pitty Pat sentence is reached by the engine with real facts (so no
template can fail on a rare verdict), and every one reads as a sentence."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from pitchtutor.errors import ActionError, PitchError
from pitchtutor.explain import TEMPLATES, Names, Say, Template, render
from pitchtutor.pittypat import DRAW, Drawn, Pair, Phase, Rules
from pitchtutor.pittypat.actions import parse_action
from pitchtutor.pittypat.match import Match, draw_for_dealer, settle_round
from pitchtutor.pittypat.round import MAX_REBUILDS
from tests.support.pittypat_scripted import cards, position
from tests.test_pittypat_round import card

PITTYPAT_KEYS = {
    key for key, function in TEMPLATES.items() if function.__module__ == "pitchtutor.texts.pittypat"
}


@pytest.fixture
def reached(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, str]]:
    """Each Pitty Pat key's last English sentence, recorded at its template (patching ``render``
    itself would stay patched in any module first imported during the test)."""
    seen: dict[str, str] = {}

    def recording(key: str, template: Template) -> Template:
        def said(say: Say) -> str:
            seen[key] = template(say)
            return seen[key]

        return said

    for key in PITTYPAT_KEYS:
        monkeypatch.setitem(TEMPLATES, key, recording(key, TEMPLATES[key]))
    yield seen


def random_rounds(rng: random.Random) -> None:
    for index in range(24):
        rules = Rules.from_json({"draw": ("once", "until-match")[index % 2], "powerful_aces": index % 3 == 0,
                                 "stake": True, "rounds": 2})  # fmt: skip
        match = Match(rules, 2 + index % 3, rng=rng.randrange(2**32))
        while match.winner is None and match.rounds_played < 3:
            game = match.new_round()
            while game.to_act is not None:
                if len(game.hand(game.to_act)) <= 5:
                    game.judge_all()
                game.judge(DRAW, seat=(game.to_act + 1) % game.players)
                if game.phase is Phase.DRAW:
                    game.judge(Pair(*game.hand(game.to_act)[:2]) if len(game.hand(game.to_act)) > 1 else DRAW)
                    game.judge(Drawn(game.up))
                    game.draw_at_random(match.rng)
                else:
                    game.judge(Drawn(game.up))
                    game.apply(game.legal_actions()[-1])
            game.judge(DRAW)
            match.finish_round()


def rare_verdicts() -> None:
    with pytest.raises(PitchError):
        Match(Rules(), 3, rng=1).finish_round()  # nothing to score yet
    rng = random.Random(0)
    for _ in range(40):
        draw_for_dealer(4, rng, Names(4))  # ties for the highest card draw again
    position(["2S 3S", "4H 5H"], "7H", "", rest_to=1).judge(DRAW)  # nothing to draw
    until = position(["2S 3S", "4H 5H"], "7H", "9C 9D", draw="until-match", rest_to=1)
    until.apply(DRAW)
    until.apply(Drawn(card("9C")))
    until.apply(Drawn(card("9D")))  # the stock runs out mid-turn
    guard = position(["2S 3S", "4H 5H"], "9C 7H", "", rest_to=1, rebuilds=MAX_REBUILDS - 1)
    guard.apply(DRAW)
    guard.apply(Drawn(card("9C")))
    shared = position(["2S 3S", "2H 3H", "9C"], "7S 7D 7C 7H", "9D", rest_to=2, rebuilds=2, streak=2, to_act=2,
                      stake=True)  # fmt: skip
    shared.apply(DRAW)
    shared.apply(Drawn(card("9D")))
    settle_round(shared.rules, shared.names, [0, 0, 0], shared.score(), round_number=1, dealer=0)
    tie = position(["7S KD", "KS 9D AC", "2C 3C"], "7H")
    tie.apply(Pair(card("7S"), card("KD")))
    settle_round(Rules(), Names(3), [45, 80, 40], tie.score(), round_number=4, dealer=0)
    settle_round(Rules(), Names(3), [50, 80, 90], tie.score(), round_number=4, dealer=0)
    for typed in ("frob", "7s", "7s zz kd"):  # no move, half a pair, a word that is no card
        with pytest.raises(ActionError):
            parse_action(typed)
    fresh = position(["7S KD 2C", "4H 5H", "6C 8C"], "7H")
    fresh.judge(Pair(card("7S"), card("7S")))
    fresh.judge(Pair(card("7D"), card("KD")))
    from pitchtutor.widgets.pittypat_quiz import BestFreeCard
    from pitchtutor.widgets.pittypat_table import PittyPatTable

    BestFreeCard.from_cards(
        "7S 5C 5D 9C 8D", up="7H", pile="9D 9H 9S"
    )  # a reserve, a dead rank, a plain card
    BestFreeCard.from_cards("7S 7C 8D 3H", up="7H")  # a rank just matched

    table = PittyPatTable(players=2, seed=1)  # another seat's kept draw, hidden
    while table.scene["end"] is None:
        moves = table.scene["moves"]
        table.pair(**moves["pairs"][0]) if moves["pairs"] else (
            table.draw() if moves["draw"] else table.pass_()
        )
    assert cards("2S")


def test_every_template_is_reached_and_reads_as_a_sentence(reached: dict[str, str]) -> None:
    random_rounds(random.Random(5))
    rare_verdicts()
    missing = PITTYPAT_KEYS - set(reached)
    assert not missing, sorted(missing)
    for key, text in reached.items():
        if key == "pittypat.action.invalid":  # an error quoting what was typed, as Pitch's parse errors do
            assert text.startswith("invalid move '"), text
        elif key in PITTYPAT_KEYS:
            assert text[0].isupper() and text.rstrip().endswith((".", "!")), (key, text)
            assert "None" not in text and "{" not in text, (key, text)


def test_the_next_dealer_agrees_with_its_verb() -> None:
    """ "and you deal next", not "and you deals next"."""
    names = Names(3, seat_names=("you", "Ann", "Ben"), you=0)
    facts = {"target": 100, "round": 1, "rounds": None, "totals": [1, 2, 3]}
    assert render("pittypat.match_goes_on", {**facts, "dealer": 0}, names).endswith("and you deal next.")
    assert render("pittypat.match_goes_on", {**facts, "dealer": 1}, names).endswith("and Ann deals next.")


@pytest.mark.parametrize(
    ("key", "facts", "said"),
    [
        ("pittypat.not_your_turn", {"seat": 0, "to_act": 1}, "It is not your turn: seat 1 is to play."),
        ("pittypat.not_over", {"to_act": 0}, "it is your turn, so there is nothing to score"),
        (
            "pittypat.pair_now",
            {"seat": 1, "drawn": "KH", "up": "KS", "free_draw": True},
            "to go with their last",
        ),
        ("pittypat.rebuild", {"cards": 1, "rebuilds": 1, "up": "KH"}, "the one card of the discard pile"),
    ],
)
def test_the_reader_and_a_single_card_read_as_english_says_them(
    key: str, facts: dict[str, object], said: str
) -> None:
    """A walk of the catalogs read "It is not you's turn", "the 1 card … are shuffled" and a
    player's "its last card"."""
    assert said in render(key, facts, Names(3, you=0))


def test_a_single_placed_card_makes_a_poor_match() -> None:
    facts = {"card": "KH", "penalty": 10, "placed": 1, "in_hand": False, "score": 16, "shed_score": 16}
    assert "and 1 other King already out of play makes it a poor match" in render(
        "pittypat.tip_shed", facts, Names(3, you=0)
    )
