"""What the widget tests share, for both games' tables: messages as the page sends them, the scene's cards."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pitchtutor.widgets import Table
from pitchtutor.widgets.pittypat_table import PittyPatTable

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = json.loads((ROOT / "examples/partnership-made.json").read_text())


def send(table: Table | PittyPatTable, message: object) -> None:
    """Deliver a message the way the browser does (to either game's table)."""
    table._on_message(table, message, [])


def codes_in(value: Any) -> set[str]:
    """Every card code anywhere in a scene."""
    found: set[str] = set()
    if isinstance(value, dict):
        if isinstance(value.get("code"), str) and "suit" in value:
            found.add(value["code"])
        for item in value.values():
            found |= codes_in(item)
    elif isinstance(value, list):
        for item in value:
            found |= codes_in(item)
    return found


def my_move(scene: dict[str, Any]) -> dict[str, Any]:
    """The first legal move the scene offers the viewer, as the browser would send it."""
    if scene["phase"] == "auction":
        option = next(o for o in scene["bidding"]["options"] if o["legal"])
        return {"type": "call", "call": option["call"]}
    me = scene["seats"][scene["viewer"]]
    card = next(c for c in me["cards"] if c.get("legal"))
    return {"type": "play", "card": card["code"], "seat": me["seat"]}


def play_out(table: Table) -> None:
    while table.scene["phase"] in ("auction", "play"):
        assert table.scene["your_turn"]
        send(table, my_move(table.scene))


def cards(spec: str) -> list[Any]:
    from pitchtutor import parse_cards

    return list(parse_cards(spec))


HANDS = ROOT / "lessons" / "hands"


def hand_record(name: str) -> dict[str, Any]:
    return json.loads((HANDS / f"{name}.json").read_text())
