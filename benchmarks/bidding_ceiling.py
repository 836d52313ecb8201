"""How much better could the expert bid at all?  A bidder that sees every hand, in duplicate
against the expert as shipped: the ceiling no bidding rule reaches, by which to judge what is
left to gain from the bidding.  And the same for its card play, and for both.

    python benchmarks/bidding_ceiling.py [--rules cutthroat partnership] [--deals 300] [--seed 2026]
                                         [--seeing calls cards both]

The challenger (``SeeingExpert``) is the expert in all but its calls: for its bid figures it
"samples" the one true deal, every time, so a bid's chance of being made is 1 or 0 (double dummy,
every hand known, the same search as the expert's), and it bids by the expert's own rule on them
(the classic rule: with every hand known it bids what it will make; the learnt rule reads no
deals).  The expert as shipped is the baseline (the classic rule at cutthroat; learnt at
partnership for four).  Its card play is the expert's.  The paired difference per seat and deal is the
figure: what knowing every hand would add to the calls alone.

``--seeing cards`` plays ``SeeingPlayer`` instead: the expert's calls, but each card (the pitch
included) chosen on the true deal's remaining hands, double dummy; ``both`` sees for its calls and
its cards (``SeeingBoth``).  The same caveat holds for the cards: double dummy assumes the others
play knowing every card too, so it is a measure of the room, not a bound.

Figures go in docs/expert-bidding.md, never into timed asserts.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pitchtutor.bots.estimate as estimate_module
from benchmarks._duplicate_rows import difference
from pitchtutor import Ruleset
from pitchtutor.apps import tournament
from pitchtutor.bots import ExpertBot
from pitchtutor.bots.estimate import BidEstimate, CardEstimate
from pitchtutor.bots.knowledge import _world, knowledge
from pitchtutor.hand import Hand
from pitchtutor.solver import Position
from pitchtutor.view import SeatView

_TRUE_DEAL: list[Sequence[Any]] = []
"""The cards of the hand being played (set by :func:`_recording`), which only the seeing bidder reads."""


def _recording(play_hand: Any) -> Any:
    def play(rules: Ruleset, dealer: int, dealt: Sequence[Sequence[Any]], bots: Any, **kw: Any) -> Hand:
        _TRUE_DEAL[:] = [list(cards) for cards in dealt]
        return play_hand(rules, dealer, dealt, bots, **kw)  # type: ignore[no-any-return]

    return play


def _the_true_deal(view: SeatView, rng: object, **_: object) -> Iterator[Position]:
    """Every "sampled" deal is the one being played: each other seat holds what it was dealt
    less what it has played."""
    facts = knowledge(view)
    holdings = {
        seat: [card for card in _TRUE_DEAL[seat] if card not in facts.played_by[seat]]
        for seat in range(view.players)
        if seat != view.seat
    }
    while True:
        yield _world(view, facts, holdings)


@contextlib.contextmanager
def _seeing() -> Iterator[None]:
    """While it lasts, the estimator's "sampled" deals are the true deal (:func:`_the_true_deal`)."""
    sampler = estimate_module.sample_worlds
    estimate_module.sample_worlds = _the_true_deal  # type: ignore[assignment]
    try:
        yield
    finally:
        estimate_module.sample_worlds = sampler


class SeeingExpert(ExpertBot):
    """The expert, but its bid figures are read from the true deal (see the module)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed, bidding="classic")

    def bid_estimates(self, view: SeatView, *, samples: int | None = None) -> list[BidEstimate]:
        with _seeing():
            return super().bid_estimates(view, samples=samples)


class SeeingPlayer(ExpertBot):
    """The expert, calling as shipped, but every card chosen on the true deal (see the module)."""

    def card_estimates(self, view: SeatView, *, samples: int | None = None) -> list[CardEstimate]:
        with _seeing():
            return super().card_estimates(view, samples=1)  # the one true deal

    def stable_card_estimates(self, view: SeatView) -> list[CardEstimate]:
        return self.card_estimates(view)


class SeeingBoth(SeeingPlayer, SeeingExpert):
    """Seeing every hand for its calls and its cards."""


SEEING = {"calls": "SeeingExpert", "cards": "SeeingPlayer", "both": "SeeingBoth"}


def ceiling(preset: str, deals: int, seed: int, seeing: str = "calls") -> str:
    players = 4 if preset == "partnership" else 3
    rules = Ruleset.preset(preset)
    spec, base = f"benchmarks.bidding_ceiling:{SEEING[seeing]}", "pitchtutor.bots:ExpertBot"
    seats = [spec, base] * (players // 2) if rules.teams == 2 else [spec] + [base] * (players - 1)
    started = time.perf_counter()
    data = tournament.run(rules, seats, deals=deals, seed=seed).to_json()
    made = {name: bot["bids_made"] for name, bot in data["bots"].items()}
    points = {name: bot["points_per_hand"] for name, bot in data["bots"].items()}
    return (
        f"| {preset}/{players} | {seeing} | {deals} | {seed} | {points[spec]:+.2f} / {points[base]:+.2f} | "
        f"{difference(data)} | {made[spec]:.0%} / {made[base]:.0%} | {time.perf_counter() - started:.0f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", nargs="*", default=["cutthroat", "partnership"])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--seeing", nargs="*", choices=sorted(SEEING), default=["calls"])
    args = parser.parse_args()
    # the tournament loads the bots from benchmarks.bidding_ceiling, a module apart from __main__
    from benchmarks import bidding_ceiling

    tournament.play_hand = bidding_ceiling._recording(tournament.play_hand)
    print("| table | seeing | deals | seed | points a hand (seeing / expert) "
          "| seeing − expert, per seat and deal | made | time |")  # fmt: skip
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for preset in args.rules:
        for seeing in args.seeing:
            print(ceiling(preset, args.deals, args.seed, seeing), flush=True)


if __name__ == "__main__":
    main()
