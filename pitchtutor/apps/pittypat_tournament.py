"""Duplicate tournaments between Pitty Pat bots.

Every deal is played once for each rotation of the seats, so each bot holds
each hand the same number of times.  The chance after the deal is fixed per
deal too: each draw takes the first card of a shuffled order of the deck
that is still in the stock (one order per stock: the deal's, then one per
rebuild).  For a uniformly shuffled order the first card present in a set
is uniform over the set, so draws are as random as from a shuffled stock,
and two tables that reach the same stock draw the same cards.

Reported per bot: penalty points per round (lower is better), rounds won,
and matches won, each with a 95% confidence interval (the statistics of
:mod:`pitchtutor.tournament`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from pitchtutor.apps.tournament import Tally, progress_bar, rotations
from pitchtutor.bots.pittypat import BOTS, Bot
from pitchtutor.cards import DECK, Card
from pitchtutor.errors import PitchError
from pitchtutor.pittypat.actions import Drawn
from pitchtutor.pittypat.match import settle_round
from pitchtutor.pittypat.round import Phase, Round, deal_cards
from pitchtutor.pittypat.rules import Rules, check_players


class FixedChance:
    """The draws of one deal, the same at every table that reaches the same stock."""

    def __init__(self, seed: int, rebuilds: int = 64) -> None:
        rng = random.Random(seed)
        self.orders: list[list[Card]] = []
        for _ in range(rebuilds + 1):
            order = list(DECK)
            rng.shuffle(order)
            self.orders.append(order)

    def draw(self, played: Round) -> Card:
        stock = set(played.chance_outcomes())
        order = self.orders[min(played.rebuilds, len(self.orders) - 1)]
        return next(card for card in order if card in stock)


def play_round(played: Round, bots: Sequence[Bot], chance: FixedChance) -> Round:
    """A round played to its end by the bots, the stock drawing by ``chance``."""
    while played.to_act is not None:
        seat = played.to_act
        if played.phase is Phase.DRAW:
            played.apply(Drawn(chance.draw(played)))
            continue
        action = bots[seat].choose(played.view(seat, log=False))
        if not played.is_legal(action):
            raise PitchError(
                f"bot at seat {seat} chose an illegal move {action}: {played.judge(action).text}"
            )
        played.apply(action)
    return played


BotFactory = Callable[[int], Bot]


def load_bot(spec: str) -> BotFactory:
    if spec not in BOTS:
        raise PitchError(f"unknown Pitty Pat bot {spec!r}: use {', '.join(BOTS)}")
    cls = BOTS[spec]
    return lambda seed: cls(seed=seed)


@dataclass
class Record:
    penalties: list[int] = field(default_factory=list)
    rounds_won: int = 0
    matches: int = 0
    match_wins: int = 0


@dataclass
class Results:
    specs: tuple[str, ...]
    rules: Rules
    deals: int
    rounds: int = 0
    guard_ended: int = 0  # rounds stopped by the engine's rebuild guard
    records: dict[str, Record] = field(default_factory=dict)
    pair_diffs: list[float] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        bots = {}
        for name, record in self.records.items():
            mean, half = Tally.interval(record.penalties)
            won, won_half = Tally.proportion(record.rounds_won, len(record.penalties))
            wins, wins_half = Tally.proportion(record.match_wins, record.matches)
            bots[name] = {
                "penalty_per_round": round(mean, 4),
                "penalty_ci95": round(half, 4),
                "rounds": len(record.penalties),
                "rounds_won": round(won, 4),
                "rounds_won_ci95": round(won_half, 4),
                "match_wins": round(wins, 4),
                "match_wins_ci95": round(wins_half, 4),
                "matches": record.matches,
            }
        diff, diff_half = Tally.interval(self.pair_diffs)
        return {
            "game": "pitty-pat",
            "rules": self.rules.to_json(),
            "seats": list(self.specs),
            "deals": self.deals,
            "rounds": self.rounds,
            "guard_ended": self.guard_ended,
            "bots": bots,
            "duplicate_difference": {"per_deal": round(diff, 4), "ci95": round(diff_half, 4)},
        }


def run(
    rules: Rules,
    specs: Sequence[str],
    *,
    deals: int,
    matches: int = 0,
    seed: int = 1,
    progress: TextIO | None = None,
) -> Results:
    """Play ``deals`` duplicate deals (and ``matches`` duplicate matches)."""
    players = len(specs)
    check_players(players)
    factories = {spec: load_bot(spec) for spec in set(specs)}
    seatings = rotations(specs)
    names = list(dict.fromkeys(specs))
    results = Results(tuple(specs), rules, deals, records={name: Record() for name in names})
    rng = random.Random(seed)
    total = (deals + matches) * len(seatings)
    done = 0
    for _ in range(deals):
        dealer = rng.randrange(players)
        hands, up = deal_cards(players, dealer, rules.hand_size, rng.randrange(2**32))
        chance_seed = rng.randrange(2**32)
        per_bot = dict.fromkeys(names, 0.0)
        for seating in seatings:
            bots = [factories[spec](rng.randrange(2**32)) for spec in seating]
            played = play_round(Round(rules, dealer, hands, up), bots, FixedChance(chance_seed))
            _tally(results, played, seating, per_bot)
            done += 1
            progress_bar(progress, done, total, "rounds and matches")
        if len(names) == 2:
            seats = {name: sum(s.count(name) for s in seatings) for name in names}
            results.pair_diffs.append(
                per_bot[names[0]] / seats[names[0]] - per_bot[names[1]] / seats[names[1]]
            )
    for _ in range(matches):
        match_seed = rng.randrange(2**32)
        for seating in seatings:
            winner = _play_match(rules, seating, factories, match_seed, rng)
            for spec in set(seating):
                results.records[spec].matches += 1
            if winner is not None:
                results.records[winner].match_wins += 1
            done += 1
            progress_bar(progress, done, total, "rounds and matches")
    if progress is not None and total:
        progress.write("\n")
    return results


def _tally(results: Results, played: Round, seating: Sequence[str], per_bot: dict[str, float]) -> None:
    score = played.score()
    results.rounds += 1
    results.guard_ended += score.end.why.key == "pittypat.blocked_guard"
    for seat, spec in enumerate(seating):
        results.records[spec].penalties.append(score.penalties[seat])
        results.records[spec].rounds_won += seat in score.end.winners and len(score.end.winners) == 1
        per_bot[spec] += score.penalties[seat]


def _play_match(
    rules: Rules,
    seating: Sequence[str],
    factories: dict[str, BotFactory],
    match_seed: int,
    rng: random.Random,
) -> str | None:
    """A match on a fixed sequence of deals and draws (the same for every seating)."""
    players = len(seating)
    deals = random.Random(match_seed)
    bots = [factories[spec](rng.randrange(2**32)) for spec in seating]
    totals = (0,) * players
    dealer = 0
    for number in range(1, 500):
        hands, up = deal_cards(players, dealer, rules.hand_size, deals.randrange(2**32))
        played = play_round(Round(rules, dealer, hands, up), bots, FixedChance(deals.randrange(2**32)))
        settlement = settle_round(
            rules, played.names, totals, played.score(), round_number=number, dealer=dealer
        )
        totals, dealer = settlement.totals, settlement.next_dealer
        if settlement.winner is not None:
            return seating[settlement.winner]
    return None


def table(results: Results) -> str:
    data = results.to_json()
    lines = [
        f"Pitty Pat: {data['deals']} duplicate deals ({data['rounds']} rounds), "
        f"rules {results.rules.describe()}, seats {' '.join(results.specs)}",
        f"| {'bot':<10} | {'penalty / round':>17} | {'rounds won':>14} | {'match wins':>14} |",
        f"|{'-' * 12}|{'-' * 19}|{'-' * 16}|{'-' * 16}|",
    ]
    for name, bot in data["bots"].items():
        penalty = f"{bot['penalty_per_round']:.2f} ± {bot['penalty_ci95']:.2f}"
        won = f"{bot['rounds_won']:.0%} ± {bot['rounds_won_ci95']:.0%}" if bot["rounds"] else "—"
        wins = f"{bot['match_wins']:.0%} ± {bot['match_wins_ci95']:.0%}" if bot["matches"] else "—"
        lines.append(f"| {name:<10} | {penalty:>17} | {won:>14} | {wins:>14} |")
    if len(data["bots"]) == 2:
        first, second = list(data["bots"])
        diff = data["duplicate_difference"]
        lines.append(
            f"{first} − {second}, penalty per seat and duplicate deal: "
            f"{diff['per_deal']:+.2f} ± {diff['ci95']:.2f}"
        )
    if data["guard_ended"]:
        lines.append(f"{data['guard_ended']} rounds were stopped by the rebuild guard (see the README).")
    return "\n".join(lines)
