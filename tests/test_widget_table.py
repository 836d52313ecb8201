"""The card table driven from Python, without a browser: messages as the page
sends them, scenes as it reads them; the coach in the table."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
import traitlets

from pitchtutor.explain import unsigned_zero
from pitchtutor.rules import Ruleset
from pitchtutor.widgets import (
    Table,
    TableSession,
)
from pitchtutor.widgets.session import parse_typed_hands
from tests.support.widgets import EXAMPLE, codes_in, my_move, play_out, send


class TestTable:
    def test_the_browser_sees_only_the_viewers_cards(self) -> None:
        table = Table(seed=5, pace_ms=0)
        hand = table.session.hand
        hidden = {c.code for seat in (1, 2, 3) for c in hand.holding(seat)}
        while table.scene["phase"] in ("auction", "play"):
            scene = table.scene
            visible = codes_in(scene)
            mine = {c.code for c in hand.holding(0)}
            played = {c.code for t in hand.tricks for c in t.cards} | {c.code for _, c in hand.current_trick}
            assert visible <= mine | played
            assert not visible & (hidden - played)
            assert all(seat["cards"] is None for seat in scene["seats"][1:])
            assert "dealt" not in json.dumps(scene)
            send(table, my_move(scene))

    def test_a_hand_to_watch_waits_for_the_learner_and_steps_a_trick_at_a_time(self) -> None:
        """Lesson 2: the computer plays every seat, but the hand opens as dealt and
        moves only when the learner steps (it used to be over before they scrolled to it)."""
        table = Table.watch(seed=2, pace_ms=0)
        session = table.session
        assert len(table.frames) == 1 and table.scene["phase"] == "auction" and table.scene["replay"]
        assert not session.hand.history and not any(seat["human"] for seat in table.scene["seats"])
        dealer = table.scene["dealer"]
        send(table, {"type": "step_trick"})  # the whole auction, one frame per call
        assert table.scene["phase"] == "play" and not session.hand.current_trick
        assert len(table.frames) == len(session.hand.history) == 4
        for tricks in range(1, 7):
            before = len(session.hand.history)
            send(table, {"type": "step_trick"})
            assert len(session.hand.tricks) == tricks and not session.hand.current_trick
            assert len(table.frames) == len(session.hand.history) - before == 4
        assert table.scene["phase"] == "over"
        send(table, {"type": "step_trick"})
        assert table.errors[-1].startswith("The hand is over: there is no next move.")
        send(table, {"type": "step_back"})
        assert table.scene["phase"] == "play" and len(session.hand.current_trick) == 3
        send(table, {"type": "step_trick"})
        assert table.scene["phase"] == "over"
        send(table, {"type": "next"})  # the next hand is also shown as dealt, the deal one seat on
        assert table.scene["phase"] == "auction" and not session.hand.history
        assert table.scene["dealer"] == (dealer + 1) % 4
        send(table, {"type": "step_forward"})
        send(table, {"type": "step_to_end"})  # straight to the score sheet, in one frame
        assert table.scene["phase"] in ("over", "redeal") and len(table.frames) == 1
        assert session.hand.to_act is None

    def test_a_whole_hand_by_messages_then_the_next(self) -> None:
        table = Table(seed=7, pace_ms=0)
        assert table.scene["phase"] == "auction" and table.scene["your_turn"]
        assert table.scene["tutor"][0]["key"] == "table.new_hand"
        play_out(table)
        scene = table.scene
        assert scene["phase"] in ("over", "redeal")
        if scene["phase"] == "over":
            score = scene["score"]
            assert [p["point"] for p in score["points"]] == ["high", "low", "jack", "game"]
            assert all(p["why"] for p in score["points"]) and len(score["pips"]) == 2
            assert score["settlement"] and score["match"]
            totals = [t["total"] for t in score["totals"]]
        send(table, {"type": "next"})
        assert table.scene["hand_number"] == 2 and table.scene["phase"] == "auction"
        if scene["phase"] == "over":
            assert [t["total"] for t in table.scene["totals"]] == totals

    def test_frames_show_each_bot_move_in_order(self) -> None:
        table = Table(seed=3, pace_ms=0)
        send(table, my_move(table.scene))
        seqs = [frame["seq"] for frame in table.frames]
        assert len(seqs) >= 2 and seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
        held = [frame["hold"] for frame in table.frames]
        assert all(h >= 1 for h in held)

    def test_an_illegal_card_plays_nothing_and_says_why(self) -> None:
        record = {**EXAMPLE, "play": ["AH"], "auction": [2, "pass", "pass", "pass"]}
        table = Table(pace_ms=0, viewer=1)
        table.load_record(record, at_start=False)
        assert table.scene["your_turn"] and table.scene["to_act"] == 1
        cards = {c["code"]: c for c in table.scene["seats"][1]["cards"]}
        assert cards["TC"]["legal"] is False
        assert (
            cards["TC"]["why"]
            == "Trumps (hearts) were led and you hold the K♥ and 3♥: follow with a trump; the 10♣ is not one."
        )
        before = table.session.hand.state
        send(table, {"type": "play", "card": "TC"})
        assert table.session.hand.state == before
        assert table.scene["message"] == {"level": "error", "text": cards["TC"]["why"]}
        assert table.errors[-1] == cards["TC"]["why"]

    @pytest.mark.parametrize(
        ("message", "error"),
        [
            ("hello", "the table got a message it does not understand: 'hello'"),
            ({"type": "dance"}, "unknown message type 'dance'"),
            ({"type": "play", "card": "ZZ"}, "invalid card 'ZZ'"),
            ({"type": "play"}, "invalid card 'None'"),
            ({"type": "call", "call": "double"}, "invalid call 'double'"),
            ({"type": "call", "call": 9}, "No bid can be above 4"),
            ({"type": "call", "call": "pass", "seat": "x"}, "seat must be a number"),
            ({"type": "call", "call": "pass", "seat": 2}, "North is played by the computer here"),
        ],
    )
    def test_bad_messages_are_shown_and_change_nothing(self, message: object, error: str) -> None:
        table = Table(seed=2, pace_ms=0)
        state = table.session.hand.state
        send(table, message)
        assert error in table.errors[-1]
        assert table.scene["message"]["level"] == "error"
        assert table.session.hand.state == state
        send(table, my_move(table.scene))  # and the table still works
        assert table.session.hand.history

    def test_a_bug_in_a_handler_is_shown_not_lost(self, monkeypatch: pytest.MonkeyPatch) -> None:
        table = Table(seed=2, pace_ms=0)

        def broken() -> list[dict[str, Any]]:
            raise RuntimeError("boom")

        monkeypatch.setattr(table.session, "next_hand", broken)
        send(table, {"type": "next"})
        assert (
            "Something went wrong (RuntimeError: boom); the table is unchanged."
            in table.scene["message"]["text"]
        )

    def test_take_back_and_restart(self) -> None:
        table = Table(seed=9, pace_ms=0)
        dealt = table.session.hand.dealt
        first = table.session.hand.history
        send(table, {"type": "undo"})  # nothing of mine yet
        assert "nothing to take back" in table.errors[-1]
        send(table, my_move(table.scene))
        assert len(table.session.hand.history) > len(first)
        send(table, {"type": "undo"})
        assert table.session.hand.history == first and table.scene["your_turn"]
        send(table, my_move(table.scene))
        send(table, {"type": "restart"})
        assert table.session.hand.dealt == dealt and table.session.hand.history == first

    def test_show_all_is_a_python_side_choice(self) -> None:
        table = Table(seed=1, pace_ms=0)
        assert table.scene["seats"][2]["cards"] is None
        table.show_all = True
        assert len(table.scene["seats"][2]["cards"]) == 6
        table.show_all = False
        assert table.scene["seats"][2]["cards"] is None
        assert "show_all" not in table.trait_names()  # the browser cannot switch it on

    def test_pace_is_validated(self) -> None:
        table = Table(seed=1, pace_ms=0)
        with pytest.raises(traitlets.TraitError, match="pace_ms must be from 0 to 10000"):
            table.pace_ms = -5
        table.pace_ms = 300
        assert table.pace_ms == 300

    def test_all_pass_redeal_and_coke_hand(self) -> None:
        table = Table(pace_ms=0)
        table.load_record({**EXAMPLE, "auction": ["pass"] * 4, "play": []}, at_start=False)
        assert table.scene["phase"] == "redeal" and "Everyone passed" in table.scene["auction_result"]
        dealer = table.session.hand.dealer
        send(table, {"type": "next"})
        assert table.session.hand.dealer == dealer and table.scene["phase"] in ("auction", "play")
        coke = Table("partnership", pace_ms=0, human_seats=[0, 1, 2, 3])
        coke.set_rules({"preset": "partnership", "coke_hand": True})
        coke.deal("2C 3C 4D 5D 6S 9H\nAS KS QS JS TS 9S\nAH KH QH JH TH 8H\nAD KD QD JD TD 9D", dealer=3)
        options = {o["call"]: o for o in coke.scene["bidding"]["options"]}
        assert options["redeal"]["legal"] and "coke hand" in options["redeal"]["why"]
        send(coke, {"type": "call", "call": "redeal"})
        assert coke.scene["phase"] == "redeal"

    def test_the_match_ends_and_a_new_one_starts(self) -> None:
        table = Table({"preset": "cutthroat", "target": 1}, players=3, seed=4, pace_ms=0)
        for _ in range(30):
            play_out(table)
            if table.scene["phase"] == "over" and table.scene["score"]["winner"]:
                break
            send(table, {"type": "next"})
        assert table.scene["score"]["winner"]
        send(table, {"type": "next"})
        assert table.scene["phase"] == "match-over" and table.scene["match_winner"]
        assert table.scene["score"]["totals"] == [
            {"side": t["side"], "name": t["name"], "total": t["total"], "delta": d["delta"]}
            for t, d in zip(table.scene["totals"], table.scene["score"]["totals"], strict=True)
        ]  # the final score is shown once, not added twice
        send(table, {"type": "next"})
        assert table.scene["phase"] == "auction" and all(t["total"] == 0 for t in table.scene["totals"])

    def test_seat_names_and_partners(self) -> None:
        scene = Table(seed=1, pace_ms=0).scene
        assert [s["name"] for s in scene["seats"]] == ["You", "West", "North", "East"]
        assert [s["partner"] for s in scene["seats"]] == [False, False, True, False]
        assert scene["seats"][3]["dealer"]  # East deals so that you bid first
        three = Table("cutthroat", players=3, seed=1, pace_ms=0, viewer=1).scene
        assert [s["name"] for s in three["seats"]] == ["Ben", "You", "Ann"]

    def test_eight_players_and_two(self) -> None:
        for players, rules in (
            (8, "cutthroat"),
            (2, "cutthroat"),
            (6, {"preset": "partnership", "teams": 3}),
        ):
            table = Table(rules, players=players, seed=11, pace_ms=0)
            play_out(table)
            assert table.scene["phase"] in ("over", "redeal")

    def test_repr_is_stable(self) -> None:
        assert repr(Table(seed=1, pace_ms=0)) == "<Table partnership, 4 players, hand 1, auction>"


def test_session_is_plain_python() -> None:
    session = TableSession("setback", players=3, seed=1)
    frames = session.start()
    assert frames[-1]["your_turn"] and json.dumps(frames)
    assert parse_typed_hands("1: AS KS QS JS TS 9S\n0: AH KH QH JH TH 9H", 2)[0][0].code == "AH"


def test_every_table_sentence_is_reached() -> None:
    """The widgets' own rule keys (table.*) each come up on some path."""
    from pitchtutor.explain import TEMPLATES

    seen: set[str] = set()
    table = Table(seed=2, pace_ms=0)
    seen |= {line["key"] for line in table.scene["tutor"]}
    send(table, {"type": "call", "call": "pass", "seat": 2})
    send(table, {"type": "undo"})
    table.load_record(EXAMPLE, at_start=False)
    table.step_forward()
    table.hint()  # the hand is over: nothing to advise on
    for error in table.errors:
        seen |= {key for key, text in (("table.bot_seat", "played by the computer"),
                                       ("table.nothing_to_undo", "nothing to take back"),
                                       ("table.hand_over", "The hand is over: there is no next move"),
                                       ("table.no_hint", "nothing to advise on")) if text in error}  # fmt: skip
    fresh = Table(seed=2, pace_ms=0)
    fresh.review()  # the hand has not been played yet
    send(fresh, {"type": "call", "call": "pass", "seat": 0})
    assert fresh.scene["phase"] == "play" and fresh.scene["your_turn"]
    fresh.advise()  # the auction is over
    fresh.session.hints_enabled = False
    fresh.hint()
    for error in fresh.errors:
        seen |= {key for key, text in (("table.review_when_over", "reviewed once it is over"),
                                       ("table.advice_in_auction", "is for the auction"),
                                       ("table.hints_off", "switched off")) if text in error}  # fmt: skip
    assert seen >= {key for key in TEMPLATES if key.startswith("table.")}


class TestCoach:
    def test_the_hint_ladder_climbs_then_stops(self) -> None:
        table = Table(seed=12, pace_ms=0)
        for _ in range(4):
            send(table, {"type": "hint"})
        hints = table.scene["hints"]
        assert [h["level"] for h in hints] == [1, 2, 3]
        assert hints[0]["key"] == "tip.count_points"
        # Step 3 is the hint's call, said plainly or, where the deals call otherwise than step 2's
        # count, wrapped in why they disagree. Which one depends on the deals the time budget
        # allows (a loaded CI machine samples fewer); either way it names a call.
        assert hints[2]["key"] in {"hint.bid", "advisor.disagree"}
        assert hints[2]["move"] in ["pass", 1, 2, 3, 4]
        send(table, my_move(table.scene))  # a new position: the hints start again
        assert table.scene["hints"] == []

    def test_hints_in_play_name_a_principle_and_a_move(self) -> None:
        from pitchtutor.coach.strategy import PRACTICE, TIPS

        table = Table(seed=7, pace_ms=0)
        while table.scene["phase"] == "auction":
            send(table, my_move(table.scene))
        if table.scene["phase"] != "play":
            return
        for _ in range(3):
            table.hint()
        first, second, third = table.scene["hints"]
        assert first["key"] in TIPS + PRACTICE and second["key"] == "hint.pointer"
        legal = {c["code"] for c in table.scene["seats"][0]["cards"] if c.get("legal")}
        assert third["move"] in legal and "deals consistent with what you have seen" in third["text"]

    def test_hints_can_be_switched_off(self) -> None:
        table = Table(seed=12, pace_ms=0, hints=False)
        assert not table.scene["hints_enabled"]
        send(table, {"type": "hint"})
        assert "Hints are switched off" in table.errors[-1]
        table.hints = True
        assert table.scene["hints_enabled"] and table.hint()

    def test_bid_advisor_and_review(self) -> None:
        table = Table(seed=12, pace_ms=0)
        send(table, {"type": "advise"})
        advice = table.scene["advice"]
        held = [row for row in advice["suits"] if row["held"]]
        assert held and all(0 <= row["chance"]["1"] <= 1 for row in held)
        assert advice["best"].startswith(("Bid", "Pass")) and advice["thumb"].startswith(
            "By the rule texts' count"
        )
        # the call it recommends, as the bidding box names its calls (which marks it and stops on it)
        calls = [option["call"] for option in table.scene["bidding"]["options"] if option["legal"]]
        assert advice["move"] in calls and (advice["move"] == "pass") == advice["best"].startswith("Pass")
        send(table, {"type": "review"})
        assert "once it is over" in table.errors[-1]
        play_out(table)
        send(table, {"type": "review"})
        review = table.scene["review"]
        assert review["summary"].startswith("You made") and isinstance(review["lines"], list)


def test_the_advised_row_shows_the_call_advised_where_it_is_not_the_rows_best_bid() -> None:
    """A newcomer's walk: the advice bid 3 (the later speakers' exception) while its row showed only
    "at 1" figures, so the 54% its sentence gave was nowhere in the table.  The row now shows the
    call advised's own net and chance under the row's best, as the sentence gives them.  (Since the
    exception counts how often the opponents after you would outbid each bid, the call here is 2,
    made on 98% of the deals, not 3 at 59%.)"""
    table = Table(seed=4, pace_ms=0)
    send(table, {"type": "advise"})
    advice = table.scene["advice"]
    row = next(r for r in advice["suits"] if r["suit"] == advice["suit"])
    assert advice["move"] == 2 and row["net_bid"] == row["match_bid"] == 1, (advice["move"], row)
    facts = table.session.coach.notes(table.session.hand).advice
    assert facts is not None and facts.match is not None
    assert advice["advised_match"] == round(facts.match.after, 2)  # 58% as the row's 1: nearly free here
    assert facts.best_suit is not None and (estimate := facts.suits[facts.best_suit]) is not None
    assert advice["advised_net_text"] == unsigned_zero(f"{estimate.edge_by_bid[2]:+.1f}")
    # the sentence gives the same chance (to a tenth where it and a pass's would read the same)
    assert any(f"{facts.match.after:.{digits}%}" in advice["best"] for digits in (0, 1)), advice["best"]
    # the chart's figures are the sentence's, rounded once by the same hand (a walk found 57% in the
    # chart beside 56% in the sentence): the row's best ("58% at 1"), named as the cheaper bid
    assert f"at {row['match_text']} if nobody outbid it" in advice["best"], (row, advice["best"])
    # a call that is its row's best bid has no second figure
    other = Table(seed=12, pace_ms=0)
    send(other, {"type": "advise"})
    best = other.scene["advice"]
    if best["move"] != "pass":
        mine = next(r for r in best["suits"] if r["suit"] == best["suit"])
        assert ("advised_net_text" in best) == (mine.get("net_bid") != best["move"])


def test_the_rules_chip_does_not_say_the_target_twice() -> None:
    """The chip reads "cutthroat · to 5", not "cutthroat (target=5) · to 5"; other house rules stay."""
    rules = Ruleset.from_json({"preset": "cutthroat", "target": 5, "low_to": "capturer"})
    table = Table(rules, players=3, seed=1)
    assert table.scene["rules"]["describe"] == "cutthroat (low_to=capturer)"
    assert table.scene["rules"]["target"] == 5


def test_the_advisor_weighs_a_pass_under_a_partners_contract_in_a_row_of_its_own() -> None:
    """A pass while your partner holds the high bid leaves the contract with your side: the advisor
    weighs it as the partner's contract on the same deals (not as 0), shows that row in its table,
    and its advice says so.  North (the learner's partner) opens 1 here, East passes.  West, the
    dealer, speaks after the learner and may take it (a walk saw West hold at 1 after each such
    pass): the pass's figure counts West's contract by the chance that West takes it, and says so."""
    from pitchtutor.bots.equity import pass_values

    table = Table(seed=28, pace_ms=0, dealer=1)
    send(table, {"type": "advise"})
    advice = table.scene["advice"]
    held = advice["pass_held"]
    assert held["label"] == "Pass: North holds 1" and "your partner" in held["tip"]
    facts = table.session.coach.notes(table.session.hand).advice
    assert facts is not None and facts.match is not None
    estimates = [e for e in facts.suits.values() if e is not None]
    estimate = estimates[0]
    assert (
        estimate.held is not None
        and estimate.held.holder == 2
        and estimate.held.ours
        and estimate.held.bid == 1
        and estimate.outbid is not None
        and estimate.outbid.taken  # West's contract, played out on the same deals
    )
    values = pass_values(estimates, None)
    kept = estimate.held.edges()
    assert values != kept  # West's takeovers are counted
    assert held["net_text"] == unsigned_zero(f"{sum(values) / len(values):+.1f}")
    # the pass is advised here, as the best of the rows (the partner's contract among them)
    assert advice["move"] == "pass" and advice["best"].startswith(
        "Pass and leave the contract at 1 with North"
    )
    assert f"{held['net_text']} a hand net" in advice["best"], advice["best"]
    taken = re.search(r"your partner \(an opponent after you would take it on about (\d+)% of these deals, "
                      r"and the figures count that\): over", advice["best"])  # fmt: skip
    assert taken, advice["best"]
    assert 0 < int(taken.group(1)) < 100 and f"about {taken.group(1)}%" in held["tip"]
    # the chance a pass leaves is the partner's contract's, and the match sentence gives it
    assert advice["match_now"] == round(facts.match.now, 2)
    assert f"{facts.match.now:.{1 if facts.match.tenths() else 0}%}" in advice["best"]
    assert f"winning at {advice['match_now_text']}," in advice["best"], advice["best"]
    # a bid over the partner's contract says what the pass would have left
    for seed in (2, 7):
        over = Table(seed=seed, pace_ms=0, dealer=1)
        send(over, {"type": "advise"})
        bid = over.scene["advice"]
        assert bid["move"] != "pass" and "pass_held" in bid
        assert "if you pass and leave the contract with North, your partner (an opponent" in bid["best"], bid[
            "best"
        ]


def test_the_advisor_weighs_a_pass_under_an_opponents_contract_too() -> None:
    """North opens 1 and East takes it at 2: a pass leaves East's contract, worth something (most
    often a loss) to the learner's side; the advisor's row and sentence say which and how much."""
    table = Table(seed=5, pace_ms=0, dealer=1)
    send(table, {"type": "advise"})
    advice = table.scene["advice"]
    held = advice["pass_held"]
    assert held["label"] == "Pass: East holds 2" and "partner" not in held["tip"], held
    facts = table.session.coach.notes(table.session.hand).advice
    assert facts is not None
    estimate = next(e for e in facts.suits.values() if e is not None)
    assert estimate.held is not None and estimate.held.holder == 3 and not estimate.held.ours
    assert "leave the contract at 2 with East" in advice["best"] and "your partner" not in advice["best"]
    assert held["net_text"] in advice["best"], (held, advice["best"])


def test_the_bid_hint_gives_the_advised_bids_own_net_where_it_is_not_the_rows_best() -> None:
    """Step 3 listed each suit's net at its best bid only ("net +2.0 at a bid of 1") where the
    call advised was another bid of that suit (here 2, for the players after you), so the call's own
    figure was nowhere in the hint.  The advised suit's row now gives it too."""
    table = Table(seed=4, pace_ms=0)
    for _ in range(3):
        send(table, {"type": "hint"})
    session = table.session
    step3 = session.coach.notes(session.hand).hints[-1]
    facts = step3.why.facts.get("best", {}).get("facts", step3.why.facts)
    advised = facts["suits"][0]
    assert str(step3.action) == "2" and advised[3][0] == 1, (step3.action, advised)
    estimate = next(e for e in session.coach.bid_estimates(session.hand, 0) if e.suit.value == advised[0])
    assert advised[4] == [2, round(estimate.edge_by_bid[2], 2)]
    net = f"{estimate.edge_by_bid[2]:+.1f}".replace("-", "\u2212")
    assert f"and {net} at the bid of 2 advised (" in step3.why.text, step3.why.text
    assert all(row[4] is None for row in facts["suits"][1:])  # only the suit advised
