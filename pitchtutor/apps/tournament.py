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

import importlib
import math
import os
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from pitchtutor.bots import BOTS, Bot
from pitchtutor.deal import deal_hands
from pitchtutor.errors import PitchError
from pitchtutor.hand import Hand
from pitchtutor.match import settle_match
from pitchtutor.rules import Ruleset
from pitchtutor.state import Phase

BotFactory = Callable[[int], Bot]


def load_bot(spec: str) -> BotFactory:
    """A factory for a seat spec: a built-in level, or ``module:Class``."""
    if spec in BOTS:
        return lambda seed, cls=BOTS[spec]: cls(seed=seed)  # type: ignore[misc]
    module_name, _, class_name = spec.partition(":")
    if not class_name:
        raise PitchError(f"unknown bot {spec!r}: use {', '.join(BOTS)}, or module:Class for your own")
    here = os.getcwd()  # as Python does for a script, so a bot file in the current folder is found
    if here not in sys.path:
        sys.path.insert(0, here)
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise PitchError(f"cannot import {module_name!r} for bot {spec!r}: {error}") from None
    cls = getattr(module, class_name, None)
    if cls is None or not callable(cls):
        raise PitchError(f"{module_name!r} has no class {class_name!r}")

    def factory(seed: int) -> Bot:
        try:
            bot = cls(seed=seed)
        except TypeError:
            bot = cls()
        if not callable(getattr(bot, "choose", None)):
            raise PitchError(f"bot {spec!r} has no choose(view) method")
        return bot  # type: ignore[no-any-return]

    return factory


def rotations(specs: Sequence[str]) -> list[tuple[str, ...]]:
    """The distinct seatings of the specs, each shifted one seat further."""
    seen: list[tuple[str, ...]] = []
    for shift in range(len(specs)):
        seating = tuple(specs[(seat + shift) % len(specs)] for seat in range(len(specs)))
        if seating not in seen:
            seen.append(seating)
    return seen


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
        action = bots[seat].choose(hand.view(seat))
        if not hand.is_legal(action):
            raise PitchError(
                f"bot at seat {seat} chose an illegal move {action!r}: {hand.judge(action).text}"
            )
        hand.apply(action)
    return hand


@dataclass
class Tally:
    """One bot's results."""

    points: list[int] = field(default_factory=list)  # score change per hand played, once per side it sat on
    pitched: int = 0
    made: int = 0
    matches: int = 0
    wins: int = 0

    @staticmethod
    def interval(values: Sequence[float]) -> tuple[float, float]:
        n = len(values)
        if n == 0:
            return 0.0, 0.0
        mean = sum(values) / n
        if n < 2:
            return mean, 0.0
        var = sum((v - mean) ** 2 for v in values) / (n - 1)
        return mean, 1.96 * math.sqrt(var / n)

    @staticmethod
    def proportion(hits: int, n: int) -> tuple[float, float]:
        if n == 0:
            return 0.0, 0.0
        p = hits / n
        return p, 1.96 * math.sqrt(p * (1 - p) / n)


@dataclass
class Results:
    specs: tuple[str, ...]
    rules: Ruleset
    deals: int
    hands: int = 0
    tallies: dict[str, Tally] = field(default_factory=dict)
    pair_diffs: list[float] = field(
        default_factory=list
    )  # per deal: first bot's mean score change minus second's

    def to_json(self) -> dict[str, Any]:
        bots = {}
        for name, tally in self.tallies.items():
            mean, half = Tally.interval(tally.points)
            made, made_half = Tally.proportion(tally.made, tally.pitched)
            wins, wins_half = Tally.proportion(tally.wins, tally.matches)
            bots[name] = {
                "points_per_hand": round(mean, 4),
                "points_ci95": round(half, 4),
                "hands": len(tally.points),
                "bids_made": round(made, 4),
                "bids_made_ci95": round(made_half, 4),
                "pitched": tally.pitched,
                "match_wins": round(wins, 4),
                "match_wins_ci95": round(wins_half, 4),
                "matches": tally.matches,
            }
        diff, diff_half = Tally.interval(self.pair_diffs)
        return {
            "rules": self.rules.to_json(),
            "seats": list(self.specs),
            "deals": self.deals,
            "hands": self.hands,
            "bots": bots,
            "duplicate_difference": {"per_deal": round(diff, 4), "ci95": round(diff_half, 4)},
        }


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
    players = len(specs)
    rules.check_players(players)
    factories = {spec: load_bot(spec) for spec in set(specs)}
    seatings = rotations(specs)
    results = Results(tuple(specs), rules, deals, tallies={spec: Tally() for spec in dict.fromkeys(specs)})
    rng = random.Random(seed)
    total = deals * len(seatings) + matches * len(seatings)
    done = 0
    names = list(dict.fromkeys(specs))
    for _ in range(deals):
        dealer = rng.randrange(players)
        dealt = deal_hands(players, dealer, rng.randrange(2**32))
        per_bot = dict.fromkeys(names, 0.0)
        for seating in seatings:
            bots = [factories[spec](rng.randrange(2**32)) for spec in seating]
            hand = play_hand(rules, dealer, dealt, bots)
            results.hands += 1
            if hand.phase is Phase.OVER:
                _tally_hand(results, hand, seating, per_bot)
            done += 1
            progress_bar(progress, done, total)
        if len(names) == 2:  # per seat, so a bot in more seats does not count twice
            seats = {name: sum(s.count(name) for s in seatings) for name in names}
            results.pair_diffs.append(
                per_bot[names[0]] / seats[names[0]] - per_bot[names[1]] / seats[names[1]]
            )
    for _ in range(matches):
        match_seed = rng.randrange(2**32)
        for seating in seatings:
            winner = _play_match(rules, seating, factories, match_seed, rng)
            for spec in set(seating):
                results.tallies[spec].matches += 1
            if winner is not None:
                results.tallies[winner].wins += 1
            done += 1
            progress_bar(progress, done, total)
    if progress is not None and total:
        progress.write("\n")
    return results


def _tally_hand(results: Results, hand: Hand, seating: Sequence[str], per_bot: dict[str, float]) -> None:
    score = hand.score()
    counted: set[tuple[int, str]] = set()
    for seat, spec in enumerate(seating):
        side = hand.side_of(seat)
        delta = score.delta[side]
        per_bot[spec] += delta  # the paired difference is per seat
        if (side, spec) not in counted:  # partners share one score: a side counts once, or the interval
            counted.add((side, spec))  # would be too narrow by about the square root of two
            results.tallies[spec].points.append(delta)
    pitcher_spec = seating[score.pitcher]
    results.tallies[pitcher_spec].pitched += 1
    results.tallies[pitcher_spec].made += score.made


def _play_match(
    rules: Ruleset,
    seating: Sequence[str],
    factories: dict[str, BotFactory],
    match_seed: int,
    rng: random.Random,
) -> str | None:
    """A match on a fixed sequence of deals (the same for every seating)."""
    players = len(seating)
    deals = random.Random(match_seed)
    bots = [factories[spec](rng.randrange(2**32)) for spec in seating]
    totals = [0] * rules.sides(players)
    dealer = 0
    for _ in range(200):
        dealt = deal_hands(players, dealer, deals.randrange(2**32))
        hand = play_hand(rules, dealer, dealt, bots)
        if hand.phase is Phase.REDEAL:
            continue
        outcome = settle_match(rules, hand.names, totals, hand.score(), dealer)
        totals = list(outcome.totals)
        dealer = (dealer + 1) % players
        if outcome.winner is not None:
            winners = {seating[s] for s in range(players) if rules.side_of(s, players) == outcome.winner}
            return winners.pop() if len(winners) == 1 else None
    return None


def progress_bar(out: TextIO | None, done: int, total: int, what: str = "hands and matches") -> None:
    """A one-line progress bar, redrawn in place (both games' tournaments draw it)."""
    if out is None or total == 0:
        return
    width = 30
    filled = width * done // total
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what}")
    out.flush()


def table(results: Results) -> str:
    """The results as a text table."""
    data = results.to_json()
    lines = [
        f"{data['deals']} duplicate deals ({data['hands']} hands), rules {results.rules.describe()}, "
        f"seats {' '.join(results.specs)}",
        f"| {'bot':<22} | {'points / hand':>16} | {'bids made':>16} | {'match wins':>16} |",
        f"|{'-' * 24}|{'-' * 18}|{'-' * 18}|{'-' * 18}|",
    ]
    for name, bot in data["bots"].items():
        points = f"{bot['points_per_hand']:+.3f} ± {bot['points_ci95']:.3f}"
        made = f"{bot['bids_made']:.0%} ± {bot['bids_made_ci95']:.0%}" if bot["pitched"] else "—"
        wins = f"{bot['match_wins']:.0%} ± {bot['match_wins_ci95']:.0%}" if bot["matches"] else "—"
        lines.append(f"| {name:<22} | {points:>16} | {made:>16} | {wins:>16} |")
    if len(data["bots"]) == 2:
        first, second = list(data["bots"])
        diff = data["duplicate_difference"]
        difference = f"{diff['per_deal']:+.3f} ± {diff['ci95']:.3f} points"
        lines.append(f"{first} − {second}, per seat and duplicate deal: {difference}")
    return "\n".join(lines)


__all__ = ["Results", "load_bot", "play_hand", "progress_bar", "rotations", "run", "table"]
