"""Duplicate tournaments between Pitty Pat bots.

Every deal is played once for each rotation of the seats, so each bot holds
each hand the same number of times.  The chance after the deal is fixed per
deal too: each draw takes the first card of a shuffled order of the deck
that is still in the stock (one order per stock: the deal's, then one per
rebuild).  For a uniformly shuffled order the first card present in a set
is uniform over the set, so draws are as random as from a shuffled stock,
and two tables that reach the same stock draw the same cards.

Reported per bot: penalty points per round (lower is better), rounds won,
and matches won, each with a 95% confidence interval (the machinery both
games share is :mod:`pitchtutor.apps.duplicate`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TextIO

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
    proportion,
    rate_column,
    results_table,
)
from pitchtutor.bots.pittypat import BOTS, Bot
from pitchtutor.cards import DECK, Card
from pitchtutor.deal import Hands
from pitchtutor.pittypat.actions import Action, Drawn
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
        played.apply(bot_move(played, seat, bots[seat], played.view(seat, log=False), Action))
    return played


BotFactory = Callable[[int], Bot]


def load_bot(spec: str) -> BotFactory:
    """A factory for a seat spec: a built-in level, or ``module:Class`` for your own
    (``choose(view)`` given a :class:`~pitchtutor.pittypat.view.SeatView`)."""
    return duplicate.load_bot(BOTS, spec, "Pitty Pat bot")


@dataclass
class Record(MatchTally):
    """One bot's results."""

    penalties: list[int] = field(default_factory=list)
    rounds_won: int = 0


@dataclass
class Results(DuplicateResults[Rules, Record]):
    rounds: int = 0
    guard_ended: int = 0  # rounds stopped by the engine's rebuild guard

    @property
    def records(self) -> dict[str, Record]:
        """Each bot's results (the name this report had before both games shared one)."""
        return self.tallies

    def to_json(self) -> dict[str, Any]:
        bots = {}
        for name, record in self.tallies.items():
            mean, half = interval(record.penalties)
            won, won_half = proportion(record.rounds_won, len(record.penalties))
            bots[name] = {
                "penalty_per_round": round(mean, 4),
                "penalty_ci95": round(half, 4),
                "rounds": len(record.penalties),
                "rounds_won": round(won, 4),
                "rounds_won_ci95": round(won_half, 4),
                **record.match_json(),
            }
        return {
            "game": "pitty-pat",
            **self.report_json(bots, rounds=self.rounds, guard_ended=self.guard_ended),
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
    check_players(len(specs))
    results = Results(tuple(specs), rules, deals, tallies={name: Record() for name in dict.fromkeys(specs)})
    play_duplicate(_PittyPat(results), results, load_bot, matches=matches, seed=seed, progress=progress)
    return results


@dataclass(frozen=True)
class Dealt:
    dealer: int
    hands: Hands
    up: Card
    chance_seed: int  # the draws after the deal (a FixedChance), the same at every table


@dataclass(frozen=True)
class _PittyPat:
    """Pitty Pat's part of a duplicate tournament (a :class:`DuplicateGame`)."""

    what: ClassVar[str] = "rounds and matches"
    results: Results

    def deal(self, rng: random.Random, players: int) -> Dealt:
        dealer = rng.randrange(players)
        hands, up = deal_cards(players, dealer, self.results.rules.hand_size, rng.randrange(2**32))
        return Dealt(dealer, hands, up, rng.randrange(2**32))

    def play_deal(self, deal: Dealt, seating: Seating, bots: Sequence[Bot]) -> tuple[int, ...]:
        played = Round(self.results.rules, deal.dealer, deal.hands, deal.up)
        score = play_round(played, bots, FixedChance(deal.chance_seed)).score()
        results = self.results
        results.rounds += 1
        results.guard_ended += score.end.why.key == "pittypat.blocked_guard"
        for seat, spec in enumerate(seating):
            results.tallies[spec].penalties.append(score.penalties[seat])
            results.tallies[spec].rounds_won += seat in score.end.winners and len(score.end.winners) == 1
        return score.penalties

    def play_match(self, seating: Seating, bots: Sequence[Bot], match_seed: int) -> str | None:
        """A match on a fixed sequence of deals and draws (the same for every seating)."""
        rules = self.results.rules
        players = len(seating)
        deals = random.Random(match_seed)
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
    heading = (
        f"Pitty Pat: {data['deals']} duplicate deals ({data['rounds']} rounds), "
        f"rules {results.rules.describe()}, seats {' '.join(results.specs)}"
    )
    columns = [
        mean_column("penalty / round", 17, "penalty_per_round", "penalty_ci95", 2),
        rate_column("rounds won", 14, "rounds_won", "rounds"),
        match_wins_column(14),
    ]
    lines = results_table(heading, data["bots"], 10, columns)
    lines += difference_line(data, "penalty ", 2)
    if data["guard_ended"]:
        lines.append(f"{data['guard_ended']} rounds were stopped by the rebuild guard (see the README).")
    return "\n".join(lines)
