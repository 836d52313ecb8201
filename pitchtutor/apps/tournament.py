"""Duplicate tournaments between bots: ``pitchtutor tournament``.

Every deal is played once for each rotation of the seats, so each bot holds
each hand the same number of times and the luck of the cards cancels out.
With two partnerships that is the classic duplicate: the deal played again
with the partnerships swapped.

A seat is a built-in level (``random``, ``basic``, ``expert``) or a bot of
your own, ``module:Class`` (the class is called with ``seed=`` and must
have ``choose(view) -> action``; see :mod:`pitchtutor.bots`).

Reported per bot: points per hand (its side's score change), bids made (of
the hands it pitched), and matches won, each with a 95% confidence interval.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TextIO

from pitchtutor.actions import Action
from pitchtutor.apps import duplicate
from pitchtutor.apps.duplicate import (
    DuplicateResults,
    MatchTally,
    Seating,
    bot_move,
    difference_line,
    interval,
    match_wins_column,
    mean_column,
    play_duplicate,
    progress_bar,
    proportion,
    rate_column,
    results_table,
    rotations,
)
from pitchtutor.bots import BOTS, Bot
from pitchtutor.deal import Hands, deal_hands
from pitchtutor.hand import Hand
from pitchtutor.match import settle_match
from pitchtutor.rules import Ruleset
from pitchtutor.state import Phase

BotFactory = Callable[[int], Bot]


def load_bot(spec: str) -> BotFactory:
    """A factory for a seat spec: a built-in level, or ``module:Class``."""
    return duplicate.load_bot(BOTS, spec)


def play_hand(
    rules: Ruleset,
    dealer: int,
    dealt: Sequence[Sequence[Any]],
    bots: Sequence[Bot],
    scores: Sequence[int] | None = None,
) -> Hand:
    """One hand played to its end by the bots (a thrown-in hand ends early)."""
    hand = Hand(rules, dealer, dealt, scores=scores)
    while hand.to_act is not None:
        seat = hand.to_act
        hand.apply(bot_move(hand, seat, bots[seat], hand.view(seat), Action))
    return hand


@dataclass
class Tally(MatchTally):
    """One bot's results."""

    points: list[int] = field(default_factory=list)  # score change per hand played, once per side it sat on
    pitched: int = 0
    made: int = 0


@dataclass
class Results(DuplicateResults[Ruleset, Tally]):
    hands: int = 0

    def to_json(self) -> dict[str, Any]:
        bots = {}
        for name, tally in self.tallies.items():
            mean, half = interval(tally.points)
            made, made_half = proportion(tally.made, tally.pitched)
            bots[name] = {
                "points_per_hand": round(mean, 4),
                "points_ci95": round(half, 4),
                "hands": len(tally.points),
                "bids_made": round(made, 4),
                "bids_made_ci95": round(made_half, 4),
                "pitched": tally.pitched,
                **tally.match_json(),
            }
        return self.report_json(bots, hands=self.hands)


def run(
    rules: Ruleset,
    specs: Sequence[str],
    *,
    deals: int,
    matches: int = 0,
    seed: int = 1,
    progress: TextIO | None = None,
) -> Results:
    """Play ``deals`` duplicate deals (and ``matches`` duplicate matches)."""
    rules.check_players(len(specs))
    results = Results(tuple(specs), rules, deals, tallies={spec: Tally() for spec in dict.fromkeys(specs)})
    play_duplicate(_Pitch(results), results, load_bot, matches=matches, seed=seed, progress=progress)
    return results


Dealt = tuple[int, Hands]  # the dealer and the cards


@dataclass(frozen=True)
class _Pitch:
    """Pitch's part of a duplicate tournament (a :class:`DuplicateGame`)."""

    what: ClassVar[str] = "hands and matches"
    results: Results

    def deal(self, rng: random.Random, players: int) -> Dealt:
        dealer = rng.randrange(players)
        return dealer, deal_hands(players, dealer, rng.randrange(2**32))

    def play_deal(self, deal: Dealt, seating: Seating, bots: Sequence[Bot]) -> list[int]:
        dealer, dealt = deal
        hand = play_hand(self.results.rules, dealer, dealt, bots)
        self.results.hands += 1
        if hand.phase is not Phase.OVER:  # a thrown-in hand scores nothing
            return [0] * len(seating)
        score = hand.score()
        tallies = self.results.tallies
        counted: set[tuple[int, str]] = set()
        for seat, spec in enumerate(seating):
            side = hand.side_of(seat)
            if (side, spec) not in counted:  # partners share one score: a side counts once, or the interval
                counted.add((side, spec))  # would be too narrow by about the square root of two
                tallies[spec].points.append(score.delta[side])
        pitcher_spec = seating[score.pitcher]
        tallies[pitcher_spec].pitched += 1
        tallies[pitcher_spec].made += score.made
        # the paired difference is per seat: each seat counts its side's change
        return [score.delta[hand.side_of(seat)] for seat in range(len(seating))]

    def play_match(self, seating: Seating, bots: Sequence[Bot], match_seed: int) -> str | None:
        """A match on a fixed sequence of deals (the same for every seating)."""
        rules = self.results.rules
        players = len(seating)
        deals = random.Random(match_seed)
        totals = [0] * rules.sides(players)
        dealer = 0
        for _ in range(200):
            dealt = deal_hands(players, dealer, deals.randrange(2**32))
            hand = play_hand(rules, dealer, dealt, bots, scores=totals)  # the bots see the match
            if hand.phase is Phase.REDEAL:
                continue
            outcome = settle_match(rules, hand.names, totals, hand.score(), dealer)
            totals = list(outcome.totals)
            dealer = (dealer + 1) % players
            if outcome.winner is not None:
                winners = {seating[s] for s in range(players) if rules.side_of(s, players) == outcome.winner}
                return winners.pop() if len(winners) == 1 else None
        return None


def table(results: Results) -> str:
    """The results as a text table."""
    data = results.to_json()
    heading = (
        f"{data['deals']} duplicate deals ({data['hands']} hands), rules {results.rules.describe()}, "
        f"seats {' '.join(results.specs)}"
    )
    columns = [
        mean_column("points / hand", 16, "points_per_hand", "points_ci95", 3, signed=True),
        rate_column("bids made", 16, "bids_made", "pitched"),
        match_wins_column(16),
    ]
    lines = results_table(heading, data["bots"], 22, columns)
    lines += difference_line(data, "", 3, " points")
    return "\n".join(lines)


__all__ = ["Results", "load_bot", "play_hand", "progress_bar", "rotations", "run", "table"]
