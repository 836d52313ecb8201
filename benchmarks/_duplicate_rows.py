"""The README's rows for a duplicate tournament of the expert against a variant of
itself, as ``expert_bidding.py`` and ``expert_pitch.py`` print them (not a benchmark
of its own)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from pitchtutor import Ruleset
from pitchtutor.apps.tournament import run

BotCell = Callable[[str, Mapping[str, Any]], str]
"""A bot's cell in a strength row, from its spec and its results (``Results.to_json()["bots"]``)."""


def points(bot: Mapping[str, Any]) -> str:
    """A bot's points per hand with its 95% interval."""
    return f"{bot['points_per_hand']:+.2f} ± {bot['points_ci95']:.2f}"


def difference(data: Mapping[str, Any]) -> str:
    """The paired difference per seat and deal with its 95% interval: the figure that matters."""
    diff = data["duplicate_difference"]
    return f"{diff['per_deal']:+.2f} ± {diff['ci95']:.2f}"


def strength_row(preset: str, seats: Sequence[str], deals: int, cell: BotCell) -> str:
    """``| rules | deals | each bot's cell | the paired difference |``: a duplicate tournament
    of ``seats`` on the deals of seed 7, fixed so that a row can be measured again."""
    data = run(Ruleset.preset(preset), seats, deals=deals, seed=7).to_json()
    parts = [cell(name, bot) for name, bot in data["bots"].items()]
    return f"| {preset} | {deals} | {'; '.join(parts)} | {difference(data)} |"
