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
* ``expert`` plays the basic score's top candidates out: for each free
  card (one per rank) it deals the unseen cards at random into the other
  hands and the stock (what its seat has seen: its hand, the pile, the hand
  sizes), plays the round out with basic players, and keeps the free card
  with the lowest average penalty for itself relative to the others.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from pitchtutor.cards import Card
from pitchtutor.errors import PitchError
from pitchtutor.pittypat.actions import Action, Pair, penalty
from pitchtutor.pittypat.round import Phase, Round
from pitchtutor.pittypat.view import SeatView

World = tuple[list[tuple[Card, ...]], frozenset[Card]]
"""One guess at the hidden cards: every seat's hand, and the stock."""


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
    """Plays the candidates out over deals consistent with what it has seen."""

    def __init__(
        self, seed: int | None = None, samples: int = 24, candidates: int = 3, horizon: int = 400
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
        worlds = [self._world(view) for _ in range(self.samples)]
        costs = [sum(self._play_out(view, pair, world) for world in worlds) for pair in pairs]
        return pairs[min(range(len(pairs)), key=costs.__getitem__)]

    def _world(self, view: SeatView) -> World:
        unseen = view.unseen()
        self.rng.shuffle(unseen)
        hands: list[tuple[Card, ...]] = []
        start = 0
        for seat, size in enumerate(view.hand_sizes):
            if seat == view.seat:
                hands.append(view.holding)
            else:
                hands.append(tuple(unseen[start : start + size]))
                start += size
        return hands, frozenset(unseen[start:])

    def _play_out(self, view: SeatView, pair: Pair, world: World) -> float:
        hands, stock = world
        assert view.to_act is not None
        game = Round.position(
            view.rules, view.dealer, hands, view.pile, stock, to_act=view.seat,
            rebuilds=view.rebuilds, streak=view.streak, quiet=True,
        )  # fmt: skip
        # After a matching draw the card is in the hand: as a turn, the same pairs are legal.
        game.apply(pair)
        basic = BasicBot()
        steps = 0
        while game.to_act is not None and steps < self.horizon:
            if game.phase is Phase.DRAW:
                game.draw_at_random(self.rng)
            else:
                game.apply(basic.choose(game.view(game.to_act, log=False)))
            steps += 1
        hands_now = [game.hand(seat) for seat in range(game.players)]
        if game.end is not None:
            points = list(game.score().penalties)
        else:
            points = [sum(penalty(c) for c in hand) for hand in hands_now]
        others = [p for seat, p in enumerate(points) if seat != view.seat]
        return points[view.seat] - sum(others) / len(others)


BOTS: dict[str, type[RandomBot] | type[BasicBot] | type[ExpertBot]] = {
    "random": RandomBot,
    "basic": BasicBot,
    "expert": ExpertBot,
}


def make_bot(level: str, seed: int | None = None) -> Bot:
    if level not in BOTS:
        raise PitchError(f"unknown Pitty Pat bot {level!r}: choose one of {', '.join(map(repr, BOTS))}")
    return BOTS[level](seed=seed)
