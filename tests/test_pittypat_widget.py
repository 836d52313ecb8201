"""The Pitty Pat table driven from Python, without a browser: messages as the
page sends them, the scene as it reads it; hidden cards never in the scene."""

from __future__ import annotations

import json
from typing import Any

from pitchtutor.pittypat import Rules
from pitchtutor.pittypat.actions import Drawn
from pitchtutor.widgets.pittypat_table import PittyPatTable
from tests.support.widgets import ROOT, codes_in, send

HIDDEN_KEYS = {"pittypat.drawn_kept", "pittypat.drawn_again", "pittypat.drawn_stock_out"}


def my_move(scene: dict[str, Any]) -> dict[str, Any]:
    moves = scene["moves"]
    if moves["pairs"]:
        return {"type": "pair", **moves["pairs"][0]}
    return {"type": "draw"} if moves["draw"] else {"type": "pass"}


def check_nothing_hidden_is_shown(table: PittyPatTable) -> None:
    scene = table.scene
    json.dumps(scene)  # the scene is plain JSON
    if scene["end"] is None:
        me = table.session.viewer
        allowed = {c.code for c in table.session.round.hand(me)} | {scene["up"]["code"]}
        assert codes_in(scene) <= allowed
        assert all(seat["cards"] is None for seat in scene["seats"] if seat["seat"] != me)
    assert not any(line["key"] in HIDDEN_KEYS and line["seat"] != scene["viewer"] for line in scene["tutor"])


def play_round(table: PittyPatTable) -> None:
    for _ in range(2000):
        if table.scene["end"] is not None:
            return
        send(table, my_move(table.scene))
        assert table.scene["error"] is None, table.scene["error"]
        check_nothing_hidden_is_shown(table)
    raise AssertionError("the round did not end")


def test_a_whole_match_through_the_page_messages() -> None:
    table = PittyPatTable({"rounds": 2, "stake": True}, players=4, seed=3)
    assert [seat["name"] for seat in table.scene["seats"]] == ["You", "West", "North", "East"]
    check_nothing_hidden_is_shown(table)
    play_round(table)
    scene = table.scene
    assert scene["end"]["how"] in ("out", "blocked") and all(
        seat["cards"] is not None for seat in scene["seats"]
    )
    assert len(scene["sheet"][0]["rounds"]) == 1 and scene["sheet"][0]["chips"] is not None
    send(table, {"type": "next"})
    assert table.scene["end"] is None and table.scene["round"] == 2
    play_round(table)
    assert table.scene["match_over"] and sum(row["winner"] for row in table.scene["sheet"]) == 1


def test_an_illegal_move_is_explained_and_changes_nothing() -> None:
    table = PittyPatTable(players=2, seed=1)
    before = table.session.round.state
    hand = table.scene["seats"][0]["cards"]
    send(table, {"type": "pair", "match": hand[0]["code"], "free": hand[0]["code"]})
    assert table.scene["error"] and table.session.round.state == before
    send(table, {"type": "fold"})
    assert "unknown message type 'fold'" in table.scene["error"]
    send(table, ["not", "an", "object"])
    assert "does not understand" in table.scene["error"]
    send(table, {"type": "pair", "match": "1Z", "free": "2S"})
    assert "invalid card '1Z'" in table.scene["error"]
    assert len(table.errors) == 4


def test_why_a_card_cannot_be_the_match() -> None:
    for seed in range(40):
        table = PittyPatTable(players=3, seed=seed)
        scene = table.scene
        wrong = [c for c in scene["seats"][0]["cards"] if not c["match"]]
        if scene["moves"]["pairs"] and wrong:
            send(table, {"type": "why_match", "card": wrong[0]["code"]})
            assert table.scene["notice"].startswith(f"The {wrong[0]['pretty']} cannot be the matching card")
            assert table.scene["error"] is None
            return
    raise AssertionError("no seed gave the viewer a pair and a card that does not match")


def test_the_must_line_and_the_moves() -> None:
    for seed in range(30):
        table = PittyPatTable(players=3, seed=seed)
        scene = table.scene
        if scene["moves"]["pairs"]:
            assert "must discard a pair" in scene["must"] and scene["moves"]["draw"] is None
            assert all(p["match"][0] == scene["up"]["code"][0] for p in scene["moves"]["pairs"])
            return
    raise AssertionError("no seed gave the viewer a pair to play")


def test_undo_takes_back_the_last_turn() -> None:
    table = PittyPatTable(players=2, seed=5)
    # the page marks Undo with the reason before it is pressed (a walk found it looking live)
    assert "nothing to take back" in (table.scene["undo"] or "")
    assert not table.undo() and "nothing to take back" in table.errors[-1]
    send(table, my_move(table.scene))
    steps = len(table.session.round.steps)
    assert steps > 0 and table.scene["undo"] is None
    assert table.undo()
    assert table.scene["tutor"][-1]["text"] == "Your last turn is taken back."
    assert len(table.session.round.steps) < steps


def test_a_take_back_does_not_reshuffle_the_stock() -> None:
    """Drawn again after a take-back, the stock gives the same card: a learner cannot re-roll a draw."""
    for seed in range(40):
        table = PittyPatTable(players=3, seed=seed)
        if table.scene["moves"]["draw"]:
            break
    else:
        raise AssertionError("no seed of 40 has the learner draw first")

    def drawn() -> list[object]:
        steps = table.session.round.steps
        return [
            step.action
            for step in steps
            if step.seat == table.session.viewer and isinstance(step.action, Drawn)
        ]

    send(table, {"type": "draw"})
    first = drawn()
    assert first
    assert table.undo() and not drawn()
    send(table, {"type": "draw"})
    assert drawn()[: len(first)] == first


def test_next_round_only_after_the_end() -> None:
    table = PittyPatTable(Rules(), players=3, seed=6)
    assert not table.next_round() and "not over yet" in table.errors[-1]


def test_the_browser_half_is_its_own_bundle() -> None:
    # Bundled from widgets/src/pittypat.js (tests/test_page_code.py checks it is self-contained and
    # which modules it holds): Pitty Pat's own cards, nothing of Pitch's card drawing.
    source = (ROOT / "widgets" / "pittypat.js").read_text()
    assert PittyPatTable._esm == source
    assert source.startswith("// Built from widgets/src/")
    assert "ptCardSVG" not in source and "pp-card" in source
    assert ".pp-root" in PittyPatTable._css and ".pt-felt" in PittyPatTable._css


def test_the_rounds_end_is_nobodys_own_line() -> None:
    """ "Pitty Pat! You have no cards left…" is the table's news: not marked as the learner's move."""
    table = PittyPatTable(players=2, seed=0)
    while table.session.settlement is None:
        send(table, my_move(table.scene))
    end = table.session.round.end
    assert end is not None and end.winner == table.session.viewer
    said = [line for line in table.scene["tutor"] if line["key"] == end.why.key]
    assert said and all(line["seat"] is None for line in said)


def test_a_finished_match_offers_a_new_one() -> None:
    """At the match's end the next button starts a new match (totals back to 0), not a dead end."""
    table = PittyPatTable(Rules(rounds=1), players=2, seed=3)
    while table.session.settlement is None:
        send(table, my_move(table.scene))
    assert table.scene["match_over"]
    assert table.next_round() and not table.scene["match_over"] and table.scene["end"] is None
    assert table.session.match.totals == (0, 0) and table.session.match.rounds_played == 0
