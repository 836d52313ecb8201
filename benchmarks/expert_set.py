"""The expert once its side's bid is set whatever is played: playing for the points the side
still takes (each one a point the opponents do not), against the expert as it was, which let the
cheapest card win the tie of equal set-backs and gave points away.

    python benchmarks/expert_set.py [--deals 600]

* how often: the share of the expert's card decisions on the bidding side where every card is
  the same set-back on every deal (measured on the tournament's own deals);
* strength: duplicate tournaments, the expert against its earlier self, under partnership and
  cutthroat rules (the paired difference per seat and deal is the figure).

Figures go in the README, never into timed asserts.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks._duplicate_rows import points, strength_row
from pitchtutor.bots import ExpertBot
from pitchtutor.bots.estimate import CardEstimate, card_estimates_of
from pitchtutor.view import SeatView

DECISIONS = {"cards": 0, "set": 0}
"""The expert's card decisions with a choice, and those where its bid was set whatever it played."""


class CountingExpert(ExpertBot):
    """The expert as shipped, counting its decisions where the points taken break the tie."""

    def card_estimates(self, view: SeatView, *, samples: int | None = None) -> list[CardEstimate]:
        estimates = super().card_estimates(view, samples=samples)
        DECISIONS["cards"] += 1
        DECISIONS["set"] += bool(estimates) and estimates[0].taken is not None
        return estimates


class CheapestWhenSetExpert(ExpertBot):
    """The expert as it was: a tie of equal set-backs goes to the cheapest card."""

    def card_estimates(self, view: SeatView, *, samples: int | None = None) -> list[CardEstimate]:
        estimates = super().card_estimates(view, samples=samples)
        on_pitcher_side = any(e.made is not None for e in estimates)
        return card_estimates_of({e.card: list(e.values) for e in estimates}, on_pitcher_side)


def strength(preset: str, deals: int) -> str:
    import benchmarks.expert_set as loaded  # the module the tournament loads the bots from, not __main__

    decisions = loaded.DECISIONS
    new, old = "benchmarks.expert_set:CountingExpert", "benchmarks.expert_set:CheapestWhenSetExpert"
    seats = [new, old] * 2 if preset == "partnership" else [new, old, new]
    decisions.update(cards=0, set=0)
    row = strength_row(
        preset, seats, deals, lambda name, bot: f"{'taken' if name == new else 'cheapest'} {points(bot)}"
    )
    share = decisions["set"] / max(1, decisions["cards"])
    return f"{row} {decisions['set']} of {decisions['cards']} ({share:.1%}) |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=600, help="duplicate deals per tournament")
    parser.add_argument("--rules", nargs="+", default=["cutthroat", "partnership"])
    args = parser.parse_args()
    head = "| rules | deals | points per hand | taken − cheapest, per seat and deal | set decisions |"
    print(head)
    print("|---|---:|---|---:|---:|")
    for preset in args.rules:
        print(strength(preset, args.deals), flush=True)


if __name__ == "__main__":
    main()
