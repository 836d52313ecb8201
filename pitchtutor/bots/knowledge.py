"""What one seat knows, and the deals it cannot rule out.

From a :class:`~pitchtutor.view.SeatView`: the cards not yet seen (held by
the others, or never dealt: only six cards a player are dealt), each other
seat's number of cards, and the suits each has shown it lacks (a player who
neither follows the suit led nor trumps is void in it; under strict
follow-suit a trump shows a void too).  :func:`sample_worlds` deals the
unseen cards at random, respecting all of that, into full positions the
solver can analyse; :func:`every_world` deals them in every way, when they are few.
Given a *fit* (how well a deal fits the calls made: :mod:`pitchtutor.bots.calls`),
:func:`sample_worlds` keeps deals in proportion to it (rejection sampling).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

from pitchtutor.cards import DECK, Card, Suit
from pitchtutor.solver import Position
from pitchtutor.view import SeatView


@dataclass(frozen=True)
class Knowledge:
    """The facts a seat can reason from."""

    unseen: tuple[Card, ...]
    voids: tuple[frozenset[Suit], ...]  # per seat
    played_by: tuple[tuple[Card, ...], ...]  # per seat, every card it played this hand


def knowledge(view: SeatView) -> Knowledge:
    players = view.players
    played_by: list[list[Card]] = [[] for _ in range(players)]
    voids: list[set[Suit]] = [set() for _ in range(players)]
    trump = view.trump
    tricks = [t.plays for t in view.tricks] + ([view.current] if view.current else [])
    for plays in tricks:
        led = plays[0][1].suit
        for seat, card in plays:
            played_by[seat].append(card)
            if card.suit is led:
                continue
            if card.suit is trump and view.rules.trump_anytime and led is not trump:
                continue  # a trump may be played instead of following: no proof of a void
            voids[seat].add(led)
    seen = set(view.holding) | {card for cards in played_by for card in cards}
    unseen = tuple(card for card in DECK if card not in seen)
    return Knowledge(unseen, tuple(frozenset(v) for v in voids), tuple(tuple(c) for c in played_by))


Fit = Callable[[Mapping[int, Sequence[Card]]], float]
"""How well a deal fits what the seats said (a positive number, larger is better), from
each other seat's dealt cards (those played this hand and those still held)."""

PILOT = 32
"""Deals dealt first to learn the best fit, against which every deal is then kept or not."""
PATIENCE = 40
"""Deals a fit may turn down in a row; then the best of them is kept, so a position whose
calls no deal fits well still gets its deals (nearly uniform ones)."""


def sample_worlds(
    view: SeatView, rng: random.Random, *, tries: int = 200, fit: Fit | None = None
) -> Iterator[Position]:
    """Endless random deals consistent with what ``view.seat`` has seen; with a
    ``fit``, each deal is kept with a chance in proportion to its fit (divided by the
    best fit seen), so the deals come as if weighted by it."""
    facts = knowledge(view)
    others = [s for s in range(view.players) if s != view.seat]
    need = {s: view.hand_sizes[s] for s in others}
    if fit is None:
        while True:
            yield _world(view, facts, _deal_unseen(facts, others, need, rng, tries))

    def weighed() -> tuple[float, dict[int, list[Card]]]:
        holdings = _deal_unseen(facts, others, need, rng, tries)
        return fit({s: [*facts.played_by[s], *holdings[s]] for s in others}), holdings

    pilot = [weighed() for _ in range(PILOT)]
    ceiling = max(w for w, _ in pilot)
    turned_down: list[tuple[float, dict[int, list[Card]]]] = []
    while True:
        weight, holdings = pilot.pop() if pilot else weighed()
        ceiling = max(ceiling, weight)
        if rng.random() * ceiling < weight:
            turned_down.clear()
            yield _world(view, facts, holdings)
            continue
        turned_down.append((weight, holdings))
        if len(turned_down) >= PATIENCE:
            best = max(turned_down, key=lambda pair: pair[0])[1]
            turned_down.clear()
            yield _world(view, facts, best)


def deal_count(view: SeatView) -> int:
    """How many ways the cards ``view.seat`` has not seen can be dealt to the
    others (their shown voids not counted: an upper bound on :func:`every_world`)."""
    left = len(knowledge(view).unseen)
    total = 1
    for seat in range(view.players):
        if seat != view.seat:
            total *= math.comb(left, view.hand_sizes[seat])
            left -= view.hand_sizes[seat]
    return total


def every_world(view: SeatView) -> Iterator[Position]:
    """Every deal consistent with what ``view.seat`` has seen, each once
    (see :func:`deal_count` for how many there may be)."""
    facts = knowledge(view)
    others = [s for s in range(view.players) if s != view.seat]

    def deal(index: int, rest: tuple[Card, ...], dealt: dict[int, list[Card]]) -> Iterator[Position]:
        if index == len(others):
            yield _world(view, facts, dealt)
            return
        seat = others[index]
        allowed = [c for c in rest if c.suit not in facts.voids[seat]]
        for chosen in itertools.combinations(allowed, view.hand_sizes[seat]):
            taken = set(chosen)
            yield from deal(index + 1, tuple(c for c in rest if c not in taken), dealt | {seat: list(chosen)})

    yield from deal(0, facts.unseen, {})


def _world(view: SeatView, facts: Knowledge, holdings: dict[int, list[Card]]) -> Position:
    """The full position with the other seats holding ``holdings``."""
    seat = view.seat
    full = [list(view.holding) if s == seat else holdings[s] for s in range(view.players)]
    dealt = [tuple(facts.played_by[s]) + tuple(full[s]) for s in range(view.players)]
    assert view.pitcher is not None
    return Position(
        rules=view.rules,
        dealt=dealt,
        holdings=[tuple(h) for h in full],
        tricks=[(t.winner, t.plays) for t in view.tricks],
        current=view.current,
        pitcher=view.pitcher,
        bid=view.high_bid,
        trump=view.trump,
        to_act=seat,
    )


def _deal_unseen(facts: Knowledge, others: list[int], need: dict[int, int], rng: random.Random,
                 tries: int) -> dict[int, list[Card]]:  # fmt: skip
    """Give each other seat its number of unseen cards, avoiding its known voids."""
    pool = list(facts.unseen)
    for _ in range(tries):
        rng.shuffle(pool)
        holdings: dict[int, list[Card]] = {s: [] for s in others}
        order = sorted(others, key=lambda s: -len(facts.voids[s]))  # the most constrained first
        rest = list(pool)
        ok = True
        for s in order:
            allowed = [c for c in rest if c.suit not in facts.voids[s]]
            if len(allowed) < need[s]:
                ok = False
                break
            chosen = allowed[: need[s]]
            holdings[s] = chosen
            taken = set(chosen)
            rest = [c for c in rest if c not in taken]
        if ok:
            return holdings
    # The voids cannot all be honoured (they cannot contradict a real deal, so this
    # is only bad luck in the tries): deal without them.
    rng.shuffle(pool)
    holdings, start = {}, 0
    for s in others:
        holdings[s] = pool[start : start + need[s]]
        start += need[s]
    return holdings
