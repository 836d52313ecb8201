"""The coach at one table: a position's hints, bid advice and review, each
worked out once and kept until the position changes.

The table session and the terminal game each hold one :class:`Coach`.  Its
one :class:`~pitchtutor.bots.estimate.Estimator` gives the hint's numbers and
the advisor's table; the advisor's bid estimates are worked out once per
position and shared by the hint's third step, so the two can never disagree.
The random deals are reseeded from the position, so asking again gives the
same figures.
"""

from __future__ import annotations

import hashlib
from collections.abc import Hashable
from dataclasses import dataclass

from pitchtutor.bots.estimate import BidEstimate, Estimator
from pitchtutor.coach.advisor import Advice, advise
from pitchtutor.coach.hints import LEVELS, Hint, hint
from pitchtutor.coach.review import Review, review
from pitchtutor.errors import IllegalActionError
from pitchtutor.explain import Names, explain
from pitchtutor.hand import Hand
from pitchtutor.state import Phase

ADVICE_SAMPLES = 24
"""Deals the advisor (and so the bidding hint) solves for each suit."""


@dataclass(frozen=True)
class Notes:
    """What the coach has said about the current position so far."""

    hints: tuple[Hint, ...] = ()
    advice: Advice | None = None
    review: Review | None = None


class Coach:
    """Hints, the bid advisor and the review for the hands of one table."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.estimator = Estimator(seed)
        self._at: Hashable = None  # the position the notes and estimates are for
        self._notes = Notes()
        self._estimates: list[BidEstimate] | None = None

    # -- the position ------------------------------------------------------------

    @staticmethod
    def _position(hand: Hand) -> Hashable:
        return id(hand), len(hand.history)

    def notes(self, hand: Hand) -> Notes:
        """What was said about the position ``hand`` is in (nothing, once it moved on)."""
        return self._notes if self._at == self._position(hand) else Notes()

    def _keep(self, hand: Hand, notes: Notes) -> None:
        if self._at != self._position(hand):
            self._estimates = None
        self._at, self._notes = self._position(hand), notes

    def _reseed(self, hand: Hand) -> None:
        # The same position gets the same figures, however often it is asked for
        # (and in every process: a digest, not hash(), which Python salts per run).
        position = repr((self.seed, len(hand.history), [[c.code for c in held] for held in hand.dealt]))
        self.estimator.reseed(
            int.from_bytes(hashlib.blake2b(position.encode(), digest_size=4).digest(), "big")
        )

    def bid_estimates(self, hand: Hand, seat: int) -> list[BidEstimate]:
        """The advisor's figures for this position, worked out once (the hint shares them)."""
        if self._at != self._position(hand) or self._estimates is None:
            notes = self.notes(hand)
            self._reseed(hand)
            estimates = self.estimator.bid_estimates(hand.view(seat), samples=ADVICE_SAMPLES)
            self._keep(hand, notes)
            self._estimates = estimates
        return self._estimates

    # -- what a learner asks for ------------------------------------------------------

    def next_hint(self, hand: Hand, seat: int, names: Names) -> Notes:
        """One more step of the hint ladder for ``seat`` (the seat to act)."""
        notes = self.notes(hand)
        if len(notes.hints) < LEVELS:
            level = len(notes.hints) + 1
            estimates = self.bid_estimates(hand, seat) if level == 3 and hand.phase is Phase.AUCTION else None
            self._reseed(hand)
            given = hint(hand.view(seat), level, names, estimator=self.estimator, estimates=estimates)
            notes = Notes((*notes.hints, given), notes.advice, notes.review)
            self._keep(hand, notes)
        return notes

    def advice(self, hand: Hand, seat: int, names: Names) -> Notes:
        """The bid advisor's table for ``seat``, in the auction."""
        if hand.phase is not Phase.AUCTION:
            raise IllegalActionError(explain("table.advice_in_auction", names))
        estimates = self.bid_estimates(hand, seat)
        advice = advise(hand.view(seat), names, estimator=self.estimator, estimates=estimates)
        notes = self.notes(hand)
        notes = Notes(notes.hints, advice, notes.review)
        self._keep(hand, notes)
        return notes

    def review(self, hand: Hand, seat: int, names: Names) -> Notes:
        """``seat``'s plays in the finished hand, against the best play."""
        if hand.phase is not Phase.OVER:
            raise IllegalActionError(explain("table.review_when_over", names))
        notes = self.notes(hand)
        notes = Notes(notes.hints, notes.advice, review(hand, seat, names))
        self._keep(hand, notes)
        return notes


__all__ = ["ADVICE_SAMPLES", "Coach", "Notes"]
