"""Sentences that were wrong or clumsy, each kept right by a test (issue 10's list)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pitchtutor import Hand, Names, Ruleset, parse_cards
from pitchtutor.explain import explain
from pitchtutor.match import settle_match
from pitchtutor.texts import teaching_facts

ROOT = Path(__file__).resolve().parent.parent
HANDS = [["AS", "KS", "QS", "JS", "TS", "9S"], ["AH", "KH", "QH", "JH", "TH", "9H"],
         ["AD", "KD", "QD", "JD", "TD", "9D"], ["AC", "KC", "QC", "JC", "TC", "9C"]]  # fmt: skip


def test_replay_of_a_record_stopped_at_the_pitch_shows_the_pitchers_options(tmp_path: Path) -> None:
    path = tmp_path / "pitch.json"
    path.write_text(
        json.dumps(
            {"rules": "partnership", "dealer": 3, "hands": HANDS, "auction": [2, "pass", "pass", "pass"]}
        )
    )
    result = subprocess.run([sys.executable, "-m", "pitchtutor.apps.cli", "replay", str(path)], capture_output=True,
                            text=True, check=False, timeout=60)  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "Seat 0 pitches at 2: the first card led sets trump." in result.stdout
    assert "A♠ — As pitcher, seat 0 may lead any card" in result.stdout


def test_replay_of_a_coke_hand_thrown_in_and_of_a_forced_dealer_stopped_at_the_pitch(tmp_path: Path) -> None:
    coke = [["2S", "3S", "4S", "5S", "6S", "7S"], *HANDS[1:]]
    records = [
        {"rules": {"preset": "partnership", "coke_hand": True}, "dealer": 3, "hands": coke, "auction": ["redeal"]},
        {"rules": {"preset": "setback", "min_bid": 3}, "dealer": 2, "hands": HANDS[:3], "auction": ["pass", "pass", 3]},
    ]  # fmt: skip
    path = tmp_path / "records.jsonl"
    path.write_text("\n".join(json.dumps(record) for record in records))
    for as_json in ([], ["--json"]):
        result = subprocess.run([sys.executable, "-m", "pitchtutor.apps.cli", "replay", *as_json, str(path)],
                                capture_output=True, text=True, check=False, timeout=60)  # fmt: skip
        assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
        assert "Seat 0 threw in a coke hand: the cards are thrown in and seat 3 deals again" in result.stdout
    text = subprocess.run([sys.executable, "-m", "pitchtutor.apps.cli", "replay", str(path)], capture_output=True,
                          text=True, check=True, timeout=60).stdout  # fmt: skip
    assert "Seat 2 pitches at 3: the first card led sets trump." in text
    assert "A♦ — As pitcher, seat 2 may lead any card" in text


def lone_trump(card: str, **rules: object) -> str:
    """The Low sentence of a hand where ``card`` is the only heart dealt and hearts are pitched."""
    hands = [parse_cards(f"{card} 2S 3S 4S 5S 6S"), parse_cards("7S 8S 9S TS JS QS"),
             parse_cards("2C 3C 4C 5C 6C 7C"), parse_cards("2D 3D 4D 5D 6D 7D")]  # fmt: skip
    hand = Hand(Ruleset.preset("partnership", **rules), 3, hands)
    hand.apply(hand.legal_actions()[1])  # seat 0 bids 1; the others pass; seat 0 leads the heart
    while hand.to_act is not None:
        hand.apply(hand.legal_actions()[0])
    low = next(a for a in hand.score().awards if a.point == "low")
    return low.why.text


def test_the_only_trump_in_play_counts_every_point_it_is() -> None:
    assert lone_trump("AH").endswith(
        "so it is Low as well as High: Low also scores for seats 0 & 2, 2 points from one card."
    )
    assert lone_trump("TH", ten_of_trump_point=True).endswith("3 points from one card.")
    assert "(and the 10 of trump)" in lone_trump("TH", ten_of_trump_point=True)
    assert lone_trump("TH").endswith("2 points from one card.")
    assert "(and the 3 of trump)" in lone_trump("3H", three_of_trump_point=True)
    assert "(and Jack)" in lone_trump("JH")
    fact = next(why.text for why in teaching_facts() if why.key == "fact.only_trump")
    assert "the 10 or the 3 of trump, where house rules count those" in fact


def test_the_count_out_sentence_gives_the_real_order() -> None:
    names = Names(3, None)
    why = explain("match.count_out", names, totals=[12, 11, 11], target=11, pitcher_side=0, side=1,
                  point="ten", reached=[1, 2], order=["high", "low", "jack", "ten", "three", "game"])  # fmt: skip
    assert (
        "the points they took one at a time (High, Low, Jack, the 10 of trump, the 3 of trump and Game in that order)"
        in why.text
    )
    assert "with the 10 of trump, and wins the match" in why.text


def test_grammar_for_you_and_your_side() -> None:
    you = Names(4, 2, you=0)
    made = explain("settle.set_back", you, side=0, bid=2, taken=0, points=[])
    assert made.text == "Your side bid 2 but took no points: set back, so your side loses 2 points."
    game = explain("game.won", you, side=0, best=20, pips=[20, 15], pitcher_side=0)
    assert game.text.startswith(
        "Your side takes Game, with 20 pips won in tricks, against 15 for seats 1 & 3"
    )
    alone = explain("game.won", Names(3, None, you=1), side=1, best=20, pips=[5, 20, 15], pitcher_side=0)
    assert alone.text.startswith("You take Game, with 20 pips won in tricks")
    low = explain("low.capturer", Names(4, 2, you=2), card="2H", holder=2, capturer=1, trick=3, side=1,
                  rule="low_to")  # fmt: skip
    assert "though you were dealt it" in low.text


def test_the_dealers_forced_bid_says_one_number_and_passing_says_who_must_bid() -> None:
    from pitchtutor.actions import PASS, Bid

    rules = Ruleset.preset("setback", min_bid=3)
    hand = Hand(rules, 3, [parse_cards(" ".join(h)) for h in HANDS])
    first = hand.judge(PASS).why.text
    assert first == ("Seat 0 may pass: only the dealer has to bid, and only if everyone else passes "
                     "(house rule all_pass = dealer-bids).")  # fmt: skip
    hand.apply_all([PASS, PASS, PASS])
    assert "must bid at least 3" in hand.judge(PASS).why.text
    assert hand.judge(Bid(3)).why.text.endswith(
        "must bid at least 3 (house rule all_pass = dealer-bids); a bid of 3 does."
    )
    redeal = Hand(Ruleset.preset("partnership"), 3, [parse_cards(" ".join(h)) for h in HANDS])
    assert redeal.judge(PASS).why.text == "Seat 0 may pass: nobody has to bid."


def test_the_command_line_explains_players_and_rule_keys() -> None:
    def cli(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "pitchtutor.apps.cli", *args], capture_output=True, text=True,
                              check=False, timeout=60, input="quit\n")  # fmt: skip

    two = cli("play", "--players", "2")
    assert two.returncode == 2 and two.stderr.strip() == (
        "pitchtutor: partnership is played by 4, 6 or 8 players, in teams of partners; for 2 players, try "
        "--rules cutthroat (each for themselves)"
    )
    assert "default 4 with partners, 3 each for" in cli("play", "--help").stdout
    assert "Pitch — setback, 3 players" in cli("play", "--rules", "setback").stdout  # each for themselves
    assert "Pitch — partnership, 4 players" in cli("play").stdout
    listing = cli("rules").stdout
    assert "  low_to" in listing and "Low scores for the player dealt it (holder)" in listing


def test_partners_are_not_spoken_of_as_opponents() -> None:
    names = Names(4, 2)
    jack = explain("jack.captured", names, card="JH", capturer=0, holder=2, trick=1, side=0, only=False)
    assert "(it was dealt to seat 2, seat 0's partner)" in jack.text and "capturing" not in jack.text
    against = explain("jack.captured", names, card="JH", capturer=0, holder=1, trick=1, side=0, only=False)
    assert "capturing it from seat 1" in against.text
    low = explain("low.holder", Names(4, 2, you=2), card="2H", holder=2, capturer=0, trick=3, side=0,
                  rule="low_to")  # fmt: skip
    assert "though" not in low.text and "(seat 0, your partner, won it in trick 3)" in low.text
    junk = explain("points.no_junk", names, point="game", card=None, side=1, rule="no_junk")
    assert "would score for seats 1 & 3, the defenders, but defenders score no points" in junk.text


def test_no_pips_at_all_is_no_highest_total_even_when_ties_go_to_defenders() -> None:
    """A 0-0 Game tie under game_tie = defenders: the texts give Game to the highest total, and
    with no pips there is none, so nobody scores it; the engine, the oracle and both solvers agree."""
    from pitchtutor.solver import _ddsolve, card_scores
    from tests.test_solver import brute_force

    rules = Ruleset.preset("cutthroat", game_tie="defenders")
    hands = [
        parse_cards("2H 5H 9S 8S 7S 6S"),
        parse_cards("3H 4H 5S 4S 3S 2S"),
        parse_cards("6H 7H 9C 8C 7C 6C"),
    ]
    hand = Hand(rules, 2, hands)
    hand.apply(hand.legal_actions()[1])  # seat 0 bids 1; the others pass
    while hand.phase == "auction":
        hand.apply(hand.legal_actions()[0])
    position = hand.copy()
    while hand.to_act is not None:
        hand.apply(hand.legal_actions()[0])
    game = hand.score().award("game")
    assert game is not None and game.side is None and game.why.key == "game.no_pips"
    assert game.why.text.startswith("No side took a single pip")
    for _ in range(10):  # a late position, small enough to search every continuation on the engine
        position.apply(position.legal_actions()[0])
    exact = brute_force(position)
    assert {str(s.card): s.value for s in card_scores(position, engine="python")} == exact
    if _ddsolve is not None:
        assert {str(s.card): s.value for s in card_scores(position, engine="c")} == exact


def test_the_dealers_privilege_has_the_texts_name_and_a_low_trump_counts_only_where_low_is_the_holders() -> (
    None
):
    from pitchtutor.coach.strategy import count_points

    hold = explain(
        "bid.dealer_holds", Names(4, 2), seat=3, high=2, high_bidder=1, bid=2, rule="dealer_may_hold"
    )
    assert "the dealer's privilege, which texts 001 and 004 call stealing the bid" in hold.text
    holder = count_points(parse_cards("KH QH 2H 9C 7D 6S"))
    capturer = count_points(parse_cards("KH QH 2H 9C 7D 6S"), low_to="capturer")
    assert holder.best.count == 2 and "the 2♥ is sure to be Low" in holder.why.text
    assert capturer.best.count == 1 and "Low goes to whoever wins it" in capturer.why.text


def test_a_table_without_partners_hears_of_no_partner_and_no_side() -> None:
    """Cutthroat: the tips, the hint ladder, the exact analysis and the review speak of you alone."""
    from pitchtutor.coach.hints import hint
    from pitchtutor.coach.strategy import PRACTICE, TIPS, tip
    from tests.support.scripted import scripted

    alone = Names(3, None, you=1)
    for key in TIPS + PRACTICE:
        for side in (None, "pitcher", "defender"):
            text = tip(key, alone, side=side, partners=False).text
            assert "partner" not in text and "your side" not in text, (key, text)
    assert tip("tip.feed_partner", alone, partners=False).text == (
        "Every counting card you throw on an opponent's winning trick feeds their Game; save your counters, "
        "the tens above all, for the tricks you win."
    )
    assert tip("tip.protect_jack", alone, partners=False).text == (
        "Protect the Jack: play it on a trick you will win, never under a higher trump an opponent has "
        "already played."
    )
    assert "the tricks your partner wins" in tip("tip.feed_partner", Names(4, 2)).text  # partners: unchanged
    # Seat 0 pitches spades with the A♠; seat 1 holds the J♠ under it and a small spade to spare.
    hand = scripted(("AS 2H 3H 4H 5D 6D", "JS 4S QD 7C 8C 9C", "KH JD TD 2C 3C 4C"), "1 pass pass", "AS",
                    dealer=2, preset="cutthroat")  # fmt: skip
    first = hint(hand.view(1), 1, alone)
    assert first.why.key == "tip.protect_jack" and "partner" not in first.why.text
    third = hint(hand.view(1), 3, alone)
    assert third.why.key == "hint.card" and "your score change averages" in third.why.text
    assert "your side" not in third.why.text


def test_the_exact_analysis_and_the_review_at_a_table_without_partners() -> None:
    alone = Names(3, None, you=1)
    best = explain("analysis.best_card", alone, seat=1, card="4S", value=-1, best="4S", best_value=-1,
                   equal=["4S"])  # fmt: skip
    assert best.text == "The 4♠ is best: with perfect play from here you end the hand \u22121."
    better = explain("analysis.better_card", alone, seat=1, card="JS", value=-2, best="4S", best_value=-1,
                     equal=["4S"])  # fmt: skip
    assert better.text.startswith("With the J♠ you end the hand \u22122;")
    mistake = explain("review.mistake", alone, seat=1, trick=1, card="JS", value=-2.0, best="4S",
                      best_value=-1.0, exact=True)  # fmt: skip
    assert "\u22121.0 instead of \u22122.0 for you," in mistake.text
    other = explain("review.mistake", Names(3, None), seat=2, trick=1, card="JS", value=-2.0, best="4S",
                    best_value=-1.0, exact=True)  # fmt: skip
    assert "\u22121.0 instead of \u22122.0 for seat 2," in other.text
    partners = explain("analysis.best_card", Names(4, 2, you=0), seat=0, card="4S", value=1, best="4S",
                       best_value=1, equal=["4S"])  # fmt: skip
    assert "your side ends the hand +1" in partners.text


def test_the_rules_command_gives_each_key_its_values_and_meaning() -> None:
    from pitchtutor.rules import CHOICES, RULE_KEYS, TRUE_OR_FALSE_KEYS

    listing = subprocess.run([sys.executable, "-m", "pitchtutor.apps.cli", "rules"], capture_output=True, text=True,
                             check=True, timeout=60).stdout  # fmt: skip
    lines = {
        line.split()[0]: line for line in listing.split("what it means:\n")[1].splitlines() if line.strip()
    }
    assert set(lines) == set(RULE_KEYS)
    for key in TRUE_OR_FALSE_KEYS:
        assert "  true or false  " in lines[key], lines[key]
    for key, choices in CHOICES.items():
        assert " or ".join(f'"{choice}"' for choice in choices) in lines[key], lines[key]
    assert "  null, or 2 to 4  " in lines["teams"] and "  1 to 1000  " in lines["target"]
    assert "  1 to the top bid  " in lines["min_bid"] and "(the top bid is 4, or 5 or 6" in lines["min_bid"]
    assert lines["all_pass"].endswith(
        "everyone passes: the same dealer deals again (redeal), or the dealer must bid at least 2, or the "
        "minimum bid if that is higher (dealer-bids)"
    )


def lesson_text(name: str) -> str:
    """A lesson's own words: its Markdown cells, joined."""
    cells = json.loads((ROOT / "lessons" / name).read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


def test_the_lessons_teach_the_rules_as_the_engine_plays_them() -> None:
    glossary, auction = lesson_text("glossary.ipynb"), lesson_text("03-the-auction.ipynb")
    match, house = lesson_text("08-winning-the-match.ipynb"), lesson_text("11-house-rules.ipynb")
    # point 3: the count-out order names the 10 and the 3 of trump where they count
    for text in (match, glossary):
        assert "High, Low, Jack, the 10 and" in text and "the pitcher's side's first" not in text
    # point 5: pitcher_must_win has one reading everywhere: pitched and made the bid (text 001)
    assert "in which **you were the pitcher**" not in match and "only the **pitcher** can go out" not in match
    assert "in which **you pitched and made your bid**" in match and "text 001" in match
    assert "only a pitcher who made the bid can win" in house and "only the pitcher can win" not in house
    assert "you pitched and made your bid (text 001" in house
    # point 8: the dealer's forced bid is at least 2, or the minimum bid if higher
    assert "dealer must bid 2" not in auction + house + glossary
    assert "the dealer must bid at least 2 (or the minimum bid, if that is higher)" in glossary
    # point 11: the top bid is 4 only without the 10 and 3 of trump
    assert "a bid of 4 is made by pitching at once" not in house and "a made bid of 4 wins" not in house
    assert (
        "the top bid (4, or 5 or 6 where the 10 and the 3 of trump count) is made by pitching at once"
        in house
    )
    assert "The top bid: 4, all four points (5 or 6 where the 10 and the 3 of trump count)" in glossary
    # point 13: the dealer's privilege under the texts' name; a low trump is yours only where Low is the holder's
    assert "roubar o lance" in glossary and "voler l'offre" in glossary
    judging = lesson_text("09-judging-a-hand.ipynb")
    assert "A **2 of trump is sure to be Low**" in judging and "so do not count it" in judging


def test_the_docs_say_what_a_game_of_no_pips_scores() -> None:
    assert "every side has 0 pips), nobody scores Game" in lesson_text("glossary.ipynb")
    assert "- **No pips at all**" in (ROOT / "README.md").read_text(encoding="utf-8")


def test_pitcher_must_win_is_said_in_a_players_words_and_one_reading() -> None:
    """Points 4 and 5: the winner with fewer points is told the rule, in words, with text 001's reading;
    a player alone is 'a player ... they', partners 'a side ... it'."""
    from tests.support.scripted import DEAL_C, PLAY_C, scripted

    hand = scripted(DEAL_C, "3 pass pass", PLAY_C, preset="setback")
    outcome = settle_match(hand.rules, hand.names, (4, 8, 0), hand.score(), hand.dealer)
    assert outcome.winner == 0 and outcome.why.text == (
        "Seat 0 pitched, made the bid and has 7, at least the target of 7: a player wins only by reaching the "
        "target at the end of a hand in which they pitched and made their bid (a house rule, from text 001: "
        "\u201cthe first to reach the target at the end of a hand in which he was the pitcher wins\u201d; a "
        "pitcher set back has reached nothing), so seat 0 wins the match, though seat 1 has more points."
    )
    sides = explain("match.pitcher_must_win", Names(4, 2), totals=[10, 21], target=21, reached=[1],
                    pitcher_side=0, made=True, next_dealer=0)  # fmt: skip
    assert (
        "but a side wins only by reaching the target at the end of a hand in which it pitched and made its bid"
        in (sides.text)
    )
    assert "pitcher_must_win" not in sides.text + outcome.why.text


def test_a_lone_trump_says_why_it_beats_the_suit_led() -> None:
    """ "the only trump played: a trump beats every other suit" where another suit was led (the
    engine never said it: the trick's sentence was not told the suit led), and only "the only
    trump played" where trump was led and nobody else had one."""
    from pitchtutor.cards import Suit, parse_card
    from pitchtutor.explain import Names
    from pitchtutor.tricks import explain_trick

    def said(*plays: str) -> str:
        return explain_trick(
            4, [(seat, parse_card(code)) for seat, code in enumerate(plays)], Suit("H"), Names(4, 2)
        ).text

    assert said("AS", "4S", "2D", "5H") == (
        "Seat 3 wins trick 4 with the 5♥, the only trump played: a trump beats every other suit."
    )
    assert said("5H", "4S", "2D", "AS") == "Seat 0 wins trick 4 with the 5♥, the only trump played."
