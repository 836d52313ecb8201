"""Glicko-2 ratings for learners and puzzles, as lichess rates its puzzles.

A faithful transcription of Mark Glickman's "Example of the Glicko-2 system"
(2013): a rating, its deviation (RD: how uncertain the rating is) and its
volatility (how erratic the player is), updated once per rating period from
the games of the period, the volatility by the Illinois algorithm.

Every attempt at a puzzle is one game between the learner and the puzzle,
each in a rating period of its own: a solve is a win for the learner and a
loss for the puzzle, a miss the other way round, and both are updated from
the ratings they had before the attempt (:func:`attempt`).

A new puzzle's rating is estimated from its features (:func:`initial_rating`)
and then learns from the learners who try it.

>>> player = Rating(1500, 200, 0.06)
>>> games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
>>> after = update(player, games)
>>> round(after.rating, 2), round(after.rd, 2), round(after.volatility, 6)
(1464.05, 151.52, 0.059996)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178
"""Glicko-2's scale: ratings are divided by it (around 1500) to work in."""
TAU = 0.5
"""The system constant: how much the volatility may change (Glickman: 0.3 to 1.2)."""
EPSILON = 0.000001
"""The convergence tolerance of the volatility iteration."""
DEFAULT_RATING = 1500.0
DEFAULT_RD = 350.0
DEFAULT_VOLATILITY = 0.06
PUZZLE_RD = 250.0
"""The deviation a puzzle starts with: its features say something of its difficulty, less than play does."""


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating on the usual (Glicko) scale."""

    rating: float = DEFAULT_RATING
    rd: float = DEFAULT_RD
    volatility: float = DEFAULT_VOLATILITY

    def to_json(self) -> list[float]:
        return [round(self.rating, 2), round(self.rd, 2), round(self.volatility, 6)]

    @classmethod
    def from_json(cls, value: object) -> Rating:
        if (
            not isinstance(value, list)
            or len(value) != 3
            or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
        ):
            raise ValueError("a rating is [rating, deviation, volatility]")
        rating, rd, volatility = (float(v) for v in value)
        if not (rd > 0 and volatility > 0 and math.isfinite(rating)):
            raise ValueError("a rating's deviation and volatility must be positive")
        return cls(rating, rd, volatility)


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(player: Rating, games: Sequence[tuple[Rating, float]], *, tau: float = TAU) -> Rating:
    """The player's rating after one rating period: ``games`` are the
    opponents' ratings (at the start of the period) and the scores (1 a win,
    0.5 a draw, 0 a loss).  With no games only the deviation grows (step 6)."""
    # Step 2: to the Glicko-2 scale.
    mu = (player.rating - DEFAULT_RATING) / SCALE
    phi = player.rd / SCALE
    sigma = player.volatility
    if not games:
        return Rating(player.rating, math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma)
    opponents = [((o.rating - DEFAULT_RATING) / SCALE, o.rd / SCALE, score) for o, score in games]
    # Step 3: the estimated variance of the rating from the game outcomes alone.
    v_inverse = 0.0
    improvement = 0.0
    for mu_j, phi_j, score in opponents:
        g, e = _g(phi_j), _expected(mu, mu_j, phi_j)
        v_inverse += g * g * e * (1.0 - e)
        improvement += g * (score - e)
    v = 1.0 / v_inverse
    # Step 4: the estimated improvement.
    delta = v * improvement
    # Step 5: the new volatility (the Illinois algorithm).
    sigma = _volatility(delta, phi, v, sigma, tau)
    # Step 6: the pre-period deviation.
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    # Step 7: the new deviation and rating.
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu = mu + phi * phi * improvement
    # Step 8: back to the Glicko scale.
    return Rating(SCALE * mu + DEFAULT_RATING, SCALE * phi, sigma)


def _volatility(delta: float, phi: float, v: float, sigma: float, tau: float) -> float:
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (
            tau * tau
        )

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def attempt(learner: Rating, puzzle: Rating, solved: bool, *, tau: float = TAU) -> tuple[Rating, Rating]:
    """The learner's and the puzzle's ratings after one attempt: a game the
    learner wins by solving the puzzle (and the puzzle wins by a miss), each
    rated against the other's rating before the attempt, as on lichess."""
    score = 1.0 if solved else 0.0
    return update(learner, [(puzzle, score)], tau=tau), update(puzzle, [(learner, 1.0 - score)], tau=tau)


def initial_rating(gap: float, alike: int, cards_left: int) -> Rating:
    """A new puzzle's rating, from its features, before any learner has tried it:

        1500 - 250 * log2(gap / 0.5) + 120 * alike + 40 * (cards_left - 3.5)

    clamped to 600..2400, with deviation :data:`PUZZLE_RD`.  ``gap`` is how
    many points the answer is worth more than the best of the other choices (a
    big gap is easy to see: each doubling takes 250 off); ``alike`` how many
    other choices are within half a point of the answer (each a trap, 120 more);
    ``cards_left`` the cards in the seat's hand (the further from the end of the
    hand, the more there is to foresee: 40 a card).

    >>> round(initial_rating(0.5, 0, 3).rating), round(initial_rating(2.0, 0, 1).rating)
    (1480, 900)
    """
    rating = 1500.0 - 250.0 * math.log2(max(gap, 0.01) / 0.5) + 120.0 * alike + 40.0 * (cards_left - 3.5)
    return Rating(round(min(2400.0, max(600.0, rating)), 2), PUZZLE_RD, DEFAULT_VOLATILITY)


def shown(value: float) -> int:
    """A rating as the learner sees it: a whole number, from the two decimals it is kept with
    (:meth:`Rating.to_json`), half up, so that the same rating shows the same number after the
    page is reloaded (Python's ``round`` shows 1452.503 as 1453 but the kept 1452.5 as 1452).

    >>> shown(1452.503), shown(1452.5), shown(1452.49)
    (1453, 1453, 1452)
    """
    return math.floor(round(value, 2) + 0.5)


__all__ = ["TAU", "Rating", "attempt", "initial_rating", "shown", "update"]
