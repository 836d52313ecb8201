"""The duplicate-tournament machinery both games' tournaments share.

Every deal is played once for each rotation of the seats, so each bot holds
each hand the same number of times and the luck of the cards cancels out;
each match is played once per rotation on the same sequence of deals.  A
game supplies what differs (a :class:`DuplicateGame`: how a deal is drawn,
played and tallied, how a match is played); this module draws the seeds,
seats the bots, keeps the paired difference and the match wins, draws the
progress bar and works out the 95% confidence intervals.  It is the way
OpenSpiel runs one evaluation loop over any game.
"""

from __future__ import annotations

import importlib
import math
import os
import random
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import UnionType
from typing import Any, ClassVar, Generic, Protocol, TextIO, TypeVar, get_args

from pitchtutor.errors import PitchError

DealT = TypeVar("DealT")
BotT = TypeVar("BotT")
Bot_contra = TypeVar("Bot_contra", contravariant=True)
Seating = tuple[str, ...]


def interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def proportion(hits: int, n: int) -> tuple[float, float]:
    """A rate and the half-width of its 95% confidence interval (Wald)."""
    if n == 0:
        return 0.0, 0.0
    p = hits / n
    return p, 1.96 * math.sqrt(p * (1 - p) / n)


def rotations(specs: Sequence[str]) -> list[Seating]:
    """The distinct seatings of the specs, each shifted one seat further."""
    seen: list[Seating] = []
    for shift in range(len(specs)):
        seating = tuple(specs[(seat + shift) % len(specs)] for seat in range(len(specs)))
        if seating not in seen:
            seen.append(seating)
    return seen


class _Said(Protocol):
    @property
    def text(self) -> str: ...


class _Judged(Protocol):
    """A game a bot moves in: a Pitch hand, a Pitty Pat round."""

    def is_legal(self, action: Any) -> bool: ...
    def judge(self, action: Any) -> _Said: ...


def bot_move(game: _Judged, seat: int, bot: Any, view: Any, moves: UnionType) -> Any:
    """The move ``bot`` chooses in ``view`` at ``seat``, refused in one line when it is not one
    of the game's ``moves`` (its action types) or not legal here: a bot of your own that goes
    wrong says so, rather than stopping the tournament with an internal error."""
    action = bot.choose(view)
    if not isinstance(action, get_args(moves)):
        raise PitchError(f"bot at seat {seat} chose {action!r}, not a move: it must return one of view.legal")
    if not game.is_legal(action):
        raise PitchError(f"bot at seat {seat} chose an illegal move '{action}': {game.judge(action).text}")
    return action


def load_bot(bots: Mapping[str, Callable[..., BotT]], spec: str, what: str = "bot") -> Callable[[int], BotT]:
    """A factory (seed -> bot) for a seat spec: a built-in level of ``bots``, or
    ``module:Class`` for a bot of your own, imported as Python imports a script's
    modules (the current folder first).  The class is called with ``seed=`` (or
    with nothing, if it takes no seed) and must have ``choose(view)``.  ``what``
    names the kind of bot in the messages."""
    if spec in bots:
        return lambda seed, cls=bots[spec]: cls(seed=seed)  # type: ignore[misc]
    module_name, _, class_name = spec.partition(":")
    if not class_name:
        raise PitchError(f"unknown {what} {spec!r}: use {', '.join(bots)}, or module:Class for your own")
    here = os.getcwd()  # as Python does for a script, so a bot file in the current folder is found
    if here not in sys.path:
        sys.path.insert(0, here)
    importlib.invalidate_caches()  # a bot file written since this Python started (in a notebook, say)
    try:
        module = importlib.import_module(module_name)
    except ImportError as error:
        raise PitchError(f"cannot import {module_name!r} for {what} {spec!r}: {error}") from None
    cls = getattr(module, class_name, None)
    if cls is None or not callable(cls):
        raise PitchError(f"{module_name!r} has no class {class_name!r}")

    def factory(seed: int) -> BotT:
        try:
            bot = cls(seed=seed)
        except TypeError:
            bot = cls()
        if not callable(getattr(bot, "choose", None)):
            raise PitchError(f"{what} {spec!r} has no choose(view) method")
        return bot  # type: ignore[no-any-return]

    return factory


def progress_bar(out: TextIO | None, done: int, total: int, what: str = "hands and matches") -> None:
    """A one-line progress bar, redrawn in place."""
    if out is None or total == 0:
        return
    width = 30
    filled = width * done // total
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {what}")
    out.flush()


@dataclass
class MatchTally:
    """A bot's duplicate matches: the games' per-bot tallies extend it."""

    matches: int = 0
    wins: int = 0

    def match_json(self) -> dict[str, Any]:
        wins, wins_half = proportion(self.wins, self.matches)
        return {
            "match_wins": round(wins, 4),
            "match_wins_ci95": round(wins_half, 4),
            "matches": self.matches,
        }


def difference_json(pair_diffs: Sequence[float]) -> dict[str, float]:
    """The duplicate difference of two bots, per seat and deal, with its interval."""
    diff, diff_half = interval(pair_diffs)
    return {"per_deal": round(diff, 4), "ci95": round(diff_half, 4)}


class GameRules(Protocol):
    """A game's rules as the tournaments report them."""

    def to_json(self) -> Any: ...


RulesT = TypeVar("RulesT", bound=GameRules)
TallyT = TypeVar("TallyT", bound=MatchTally)


@dataclass
class DuplicateResults(Generic[RulesT, TallyT]):
    """What both games' tournaments keep; each game's ``Results`` adds its counts and its JSON."""

    specs: tuple[str, ...]
    rules: RulesT
    deals: int
    tallies: dict[str, TallyT] = field(default_factory=dict)
    pair_diffs: list[float] = field(default_factory=list)  # per deal: the first bot's mean minus the second's

    def report_json(self, bots: dict[str, dict[str, Any]], **counts: int) -> dict[str, Any]:
        """The report both games print: the rules, the seats and the deals, the game's
        ``counts`` (what was played), each bot's results and the duplicate difference."""
        return {
            "rules": self.rules.to_json(),
            "seats": list(self.specs),
            "deals": self.deals,
            **counts,
            "bots": bots,
            "duplicate_difference": difference_json(self.pair_diffs),
        }


Column = tuple[str, int, Callable[[Mapping[str, Any]], str]]
"""A results table's column: its title, its width and its cell from a bot's results (``to_json``)."""


def rate_cell(rate: float, half: float, n: int) -> str:
    """A rate and its interval in a results table; a dash where nothing was counted."""
    return f"{rate:.0%} ± {half:.0%}" if n else "—"


def mean_column(title: str, width: int, mean: str, half: str, digits: int, *, signed: bool = False) -> Column:
    """A column of means: a bot's ``mean`` result ± its ``half`` interval (``signed``: with + or −)."""
    sign = "+" if signed else ""
    return title, width, lambda bot: f"{bot[mean]:{sign}.{digits}f} ± {bot[half]:.{digits}f}"


def rate_column(title: str, width: int, rate: str, counted: str) -> Column:
    """A column of rates: a bot's ``rate`` result (± its interval, ``<rate>_ci95``) out of its ``counted``."""
    return title, width, lambda bot: rate_cell(bot[rate], bot[f"{rate}_ci95"], bot[counted])


def match_wins_column(width: int) -> Column:
    """The match wins, the last column of both games' tables."""
    return rate_column("match wins", width, "match_wins", "matches")


def results_table(
    heading: str, bots: Mapping[str, Mapping[str, Any]], bot_width: int, columns: Sequence[Column]
) -> list[str]:
    """A results table's lines: the heading, the column titles, a rule and a row a bot
    (the bots' column at least ``bot_width`` wide, wider for a long ``module:Class``)."""
    bot_width = max(bot_width, *map(len, bots))
    widths = [bot_width, *(width for _, width, _ in columns)]

    def line(first: str, cells: Sequence[str]) -> str:
        figures = (f"{cell:>{width}}" for cell, width in zip(cells, widths[1:], strict=True))
        return " | ".join([f"| {first:<{bot_width}}", *figures]) + " |"

    return [
        heading,
        line("bot", [title for title, _, _ in columns]),
        "|" + "|".join("-" * (width + 2) for width in widths) + "|",
        *(line(name, [cell(bot) for _, _, cell in columns]) for name, bot in bots.items()),
    ]


def difference_line(data: Mapping[str, Any], what: str, digits: int, unit: str = "") -> list[str]:
    """The duplicate difference under a table of two bots (none for more)."""
    if len(data["bots"]) != 2:
        return []
    first, second = list(data["bots"])
    diff = data["duplicate_difference"]
    return [
        f"{first} − {second}, {what}per seat and duplicate deal: "
        f"{diff['per_deal']:+.{digits}f} ± {diff['ci95']:.{digits}f}{unit}"
    ]


def seat_seeds(rng: random.Random, players: int) -> list[int]:
    """The bots' seeds for one deal or match, one a seat, the same in every rotation.

    Common random numbers, as duplicate bridge deals the same cards to each table: a
    seat's bot rolls the same dice whichever bot sits there, so two copies of one bot
    tie on every deal, and two bots that differ now and then differ only by what their
    different choices did.  With a fresh seed for each rotation, two copies of the
    expert differed by 0.17 ± 0.16 points per seat and deal over 300 partnership deals,
    noise as large as the bidding changes it was measuring."""
    return [rng.randrange(2**32) for _ in range(players)]


class DuplicateGame(Protocol[DealT, Bot_contra]):
    """What a game supplies to :func:`play_duplicate`."""

    what: ClassVar[str]  # what the progress bar counts: "hands and matches"

    def deal(self, rng: random.Random, players: int) -> DealT:
        """One deal (its dealer, cards and any chance), drawn from the tournament's ``rng``."""
        ...

    def play_deal(self, deal: DealT, seating: Seating, bots: Sequence[Bot_contra]) -> Sequence[float]:
        """The deal played by ``bots`` and tallied; each seat's score for the paired difference."""
        ...

    def play_match(self, seating: Seating, bots: Sequence[Bot_contra], match_seed: int) -> str | None:
        """A match on the deals drawn from ``match_seed``: the winning spec, or None."""
        ...


def play_duplicate(
    game: DuplicateGame[DealT, BotT],
    results: DuplicateResults[Any, TallyT],
    load_bot: Callable[[str], Callable[[int], BotT]],
    *,
    matches: int,
    seed: int,
    progress: TextIO | None,
) -> None:
    """Play ``results.deals`` duplicate deals and ``matches`` duplicate matches
    between the bots ``load_bot`` makes of ``results.specs``.

    The game tallies each deal; the match wins and the paired difference
    are kept here.  The paired difference (the first bot's mean score per
    seat minus the second's) is kept only when two bots play; per seat, so
    a bot in more seats does not count twice.
    """
    specs, deals, tallies, what = results.specs, results.deals, results.tallies, game.what
    factories = {spec: load_bot(spec) for spec in set(specs)}
    players = len(specs)
    seatings = rotations(specs)
    names = list(dict.fromkeys(specs))
    rng = random.Random(seed)
    total = (deals + matches) * len(seatings)
    done = 0
    for _ in range(deals):
        dealt = game.deal(rng, players)
        seeds = seat_seeds(rng, players)
        per_bot = dict.fromkeys(names, 0.0)
        for seating in seatings:
            bots = [factories[spec](seed) for spec, seed in zip(seating, seeds, strict=True)]
            for spec, score in zip(seating, game.play_deal(dealt, seating, bots), strict=True):
                per_bot[spec] += score
            done += 1
            progress_bar(progress, done, total, what)
        if len(names) == 2:
            seats = {name: sum(s.count(name) for s in seatings) for name in names}
            results.pair_diffs.append(
                per_bot[names[0]] / seats[names[0]] - per_bot[names[1]] / seats[names[1]]
            )
    for _ in range(matches):
        match_seed = rng.randrange(2**32)
        seeds = seat_seeds(rng, players)
        for seating in seatings:
            bots = [factories[spec](seed) for spec, seed in zip(seating, seeds, strict=True)]
            winner = game.play_match(seating, bots, match_seed)
            for spec in set(seating):
                tallies[spec].matches += 1
            if winner is not None:
                tallies[winner].wins += 1
            done += 1
            progress_bar(progress, done, total, what)
    if progress is not None and total:
        progress.write("\n")


__all__ = [
    "Column",
    "DuplicateGame",
    "DuplicateResults",
    "MatchTally",
    "Seating",
    "bot_move",
    "difference_json",
    "difference_line",
    "interval",
    "load_bot",
    "match_wins_column",
    "mean_column",
    "play_duplicate",
    "progress_bar",
    "proportion",
    "rate_cell",
    "rate_column",
    "results_table",
    "rotations",
]
