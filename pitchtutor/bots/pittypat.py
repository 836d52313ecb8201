"""Pitty Pat players: ``random``, ``basic`` and ``expert``.

A bot has ``choose(view) -> Action`` and returns one of ``view.legal``; it
is given only a :class:`~pitchtutor.pittypat.view.SeatView`.  The only real
decision in Pitty Pat is the free card of a pair (which card to shed, and so
which rank becomes the up-card): drawing and passing are forced.

* ``random`` picks any legal move.
* ``basic`` follows the text's tips ("Dicas e estratégias"): shed high cards
  as the free card (face cards cost 10 if someone goes out); a card whose
  rank is dead (the other three are on the discard pile) is dead weight, so
  shed it first; of two cards of one rank keep one as a reserve and shed the
  other (the rank is covered by one card); keep different matchable ranks
  for the end; a rank just matched is less likely to come up again, so its
  duplicates go early.  All of it is one score per card: its penalty plus 6
  for each other card of its rank this seat can place out of play (its own
  hand, the discard pile).
* ``expert`` plays the basic score's top three candidates out: it deals
  the unseen cards at random into the other hands and the stock (from what
  its seat has seen: its hand, the pile, the hand sizes), plays the round
  out with basic players for each candidate on the same guess, 32 guesses,
  and keeps the free card with the lowest average penalty for itself
  relative to the others.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from pitchtutor.bots import bot_class
from pitchtutor.cards import Card, Rank
from pitchtutor.pittypat.actions import Action, Pair, penalty
from pitchtutor.pittypat.round import MAX_REBUILDS
from pitchtutor.pittypat.rules import Rules
from pitchtutor.pittypat.view import SeatView


class Bot(Protocol):
    def choose(self, view: SeatView) -> Action: ...


class RandomBot:
    """Any legal move, uniformly."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal)


def shed_score(card: Card, keep: Sequence[Card], pile: Sequence[Card]) -> int:
    """How much shedding ``card`` as the free card is worth (higher: shed
    first): its penalty, plus 6 for each other card of its rank known to be
    out of play for matching (in ``keep``, the rest of the hand, or on the
    discard ``pile``).  Three such cards: the rank is dead."""
    placed = sum(1 for other in (*keep, *pile) if other.rank == card.rank)
    return penalty(card) + 6 * min(placed, 3)


def ranked_pairs(view: SeatView) -> list[Pair]:
    """The legal pairs, best first by the basic score, one per free rank."""
    pairs = [action for action in view.legal if isinstance(action, Pair)]
    best: dict[object, tuple[int, Pair]] = {}
    for pair in pairs:
        keep = [c for c in view.holding if c not in (pair.match, pair.free)]
        score = shed_score(pair.free, keep, (*view.pile, pair.match))
        key = pair.free.rank
        if key not in best or score > best[key][0]:
            best[key] = (score, pair)
    return [pair for _, pair in sorted(best.values(), key=lambda item: -item[0])]


class BasicBot:
    """The text's tips, as one score per free card."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        pairs = ranked_pairs(view)
        return pairs[0] if pairs else view.legal[0]


class ExpertBot:
    """Plays the candidates out over deals consistent with what it has seen.

    The play-outs run on ranks alone (suits never matter in Pitty Pat), in
    a small simulator of the same rules (:func:`play_out`), with basic
    players at every seat: more than twenty times faster than a round
    through the engine, which checks every step (``python
    benchmarks/pittypat.py --simulator-only``)."""

    def __init__(
        self, seed: int | None = None, samples: int = 32, candidates: int = 3, horizon: int = 400
    ) -> None:
        self.rng = random.Random(seed)
        self.samples = samples
        self.candidates = candidates
        self.horizon = horizon

    def choose(self, view: SeatView) -> Action:
        pairs = ranked_pairs(view)
        if len(pairs) <= 1:
            return pairs[0] if pairs else view.legal[0]
        pairs = pairs[: self.candidates]
        costs = [0.0] * len(pairs)
        for _ in range(self.samples):
            hands, stock = self._world(view)
            for index, pair in enumerate(pairs):  # the same guess for every candidate
                costs[index] += self._cost(view, pair, hands, stock)
        return pairs[min(range(len(pairs)), key=costs.__getitem__)]

    def _world(self, view: SeatView) -> tuple[list[list[int]], list[int]]:
        """One guess at the hidden cards, as ranks: the unseen cards dealt at
        random into the other hands (sizes known) and the stock."""
        unseen = [int(card.rank) for card in view.unseen()]
        self.rng.shuffle(unseen)
        hands: list[list[int]] = []
        start = 0
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                hands.append([int(card.rank) for card in view.holding])
            else:
                hands.append(unseen[start : start + size])
                start += size
        return hands, unseen[start:]

    def _cost(self, view: SeatView, pair: Pair, hands: list[list[int]], stock: list[int]) -> float:
        mine = list(hands[view.seat])
        mine.remove(int(pair.match.rank))
        mine.remove(int(pair.free.rank))
        table = [list(hand) for hand in hands]
        table[view.seat] = mine
        pile = [int(card.rank) for card in view.pile] + [int(pair.match.rank), int(pair.free.rank)]
        if mine:
            following = (view.seat + 1) % view.players
            if view.rules.powerful_aces and pair.match.rank is Rank.ACE:
                following = (following + 1) % view.players
            points = play_out(table, pile, list(stock), seat=following, rules=view.rules, rng=self.rng,
                              rebuilds=view.rebuilds, horizon=self.horizon)  # fmt: skip
        else:
            points = [0 if seat == view.seat else sum(map(_penalty, hand)) for seat, hand in enumerate(table)]
        others = [p for seat, p in enumerate(points) if seat != view.seat]
        return points[view.seat] - sum(others) / len(others)


def _penalty(rank: int) -> int:
    return 1 if rank == Rank.ACE else min(rank, 10)


def _shed(rank: int, hand: list[int], pile: list[int]) -> int:
    return _penalty(rank) + 6 * min(hand.count(rank) - 1 + pile.count(rank), 3)


def play_out(
    hands: list[list[int]],
    pile: list[int],
    stock: list[int],
    *,
    seat: int,
    rules: Rules,
    rng: random.Random,
    rebuilds: int = 0,
    horizon: int = 400,
) -> list[int]:
    """Play a round out on ranks with basic players (the lists are changed);
    returns each seat's penalty (0 for the winners).  The same rules as
    :class:`~pitchtutor.pittypat.round.Round`, without explanations; past
    ``horizon`` turns, each seat pays for the cards it holds."""
    players = len(hands)
    rng.shuffle(stock)
    streak = 0
    for _ in range(horizon):
        hand = hands[seat]
        up = pile[-1]
        match: int | None = None
        free: int | None = None
        if up in hand and len(hand) >= 2:
            match = up
        else:
            if not stock and len(pile) > 1:
                stock = pile[:-1]
                rng.shuffle(stock)
                pile = [up]
                rebuilds += 1
            if stock and up in hand:  # one last matching card: draw its partner
                match, free = up, stock.pop()
                hand.append(free)
            while stock and match is None:
                card = stock.pop()
                hand.append(card)
                if card == up:
                    match = up
                elif rules.draw == "once":
                    break
        following = (seat + 1) % players
        if match is not None:
            hand.remove(match)
            if free is None:
                free = max(hand, key=lambda rank: _shed(rank, hand, pile))
            hand.remove(free)
            pile += [match, free]
            if not hand:
                return [0 if other == seat else sum(map(_penalty, hands[other])) for other in range(players)]
            streak = 0
            if rules.powerful_aces and match == Rank.ACE:
                following = (following + 1) % players
        elif rebuilds >= 2:
            streak += 1
        if streak >= players or rebuilds >= MAX_REBUILDS:
            break
        seat = following
    counts = [len(hand) for hand in hands]
    points = [sum(map(_penalty, hand)) for hand in hands]
    fewest = min(counts)
    lowest = min(points[s] for s in range(players) if counts[s] == fewest)
    return [0 if counts[s] == fewest and points[s] == lowest else points[s] for s in range(players)]


BOTS: dict[str, type[RandomBot] | type[BasicBot] | type[ExpertBot]] = {
    "random": RandomBot,
    "basic": BasicBot,
    "expert": ExpertBot,
}


def make_bot(level: str, seed: int | None = None) -> Bot:
    """A Pitty Pat bot by name: ``random``, ``basic`` or ``expert``."""
    return bot_class(BOTS, level, "Pitty Pat bot")(seed=seed)
