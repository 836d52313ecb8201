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

from pitchtutor.actions import Action, Bid
from pitchtutor.bots.estimate import BidEstimate, CardEstimate, Estimator
from pitchtutor.cards import Suit
from pitchtutor.coach.advisor import Advice, advise, best_call
from pitchtutor.coach.hints import LEVELS, Advised, Hint, advised_pitch, hint
from pitchtutor.coach.review import Review, review
from pitchtutor.errors import IllegalActionError
from pitchtutor.explain import Names, explain
from pitchtutor.hand import Hand
from pitchtutor.state import Phase

ADVICE_SAMPLES = 64
"""Deals behind the bid advisor's figures.  With 24, a chance had a standard error of about 9
points, and the call advised, the best of a dozen noisy figures, was the one most overstated: at
the pitch that followed, the hint found the bid made 8 points less often on average (15
partnership deals).  64 take about 0.07 s here.  The bidding hint shares these figures."""

ADVICE_BUDGET = 1.0
"""Seconds the advisor may take for its deals, where a hint has 0.2: it is asked for once a hand,
by a button.  With 0.2 a busy server (several learners' kernels on two cores) found 11 to 23
deals instead of 64 in a newcomer's walk: figures with up to twice the standard error.  Beyond
four players, more (:func:`advice_budget`)."""


def advice_budget(players: int) -> float:
    """The advisor's seconds at a table of ``players``: :data:`ADVICE_BUDGET` up to four, and in
    proportion beyond (1.5 s at six, 2 s at eight), where each deal takes longer to search: at
    three partnerships of two 1 s kept 5 to 50 deals, 1.5 s keeps 7 to 64 (docs/expert-bidding.md,
    *A node budget by the table's size*)."""
    return ADVICE_BUDGET * max(1.0, players / 4)


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
        # the advice plays one pitch, as the hint does; the budget caps a slow machine
        self.estimator = Estimator(seed, one_pitch=True, time_budget=0.2)
        self._at: Hashable = None  # the position the notes and estimates are for
        self._notes = Notes()
        self._estimates: list[BidEstimate] | None = None
        self._card_estimates: list[CardEstimate] | None = None
        self._advised: tuple[Hashable, Advised] | None = None  # (hand, seat), the bid and suit advised
        # The answers (step 3) given in the current hand, by the actions before each:
        # the review judges a card played on the coach's word by the coach's standard.
        self._hand_key: Hashable = None
        # the estimate of the card each answer named, by the actions before it
        self._hinted: dict[tuple[Action, ...], CardEstimate] = {}

    # -- the position ------------------------------------------------------------

    @staticmethod
    def _position(hand: Hand) -> Hashable:
        return id(hand), len(hand.history)

    def notes(self, hand: Hand) -> Notes:
        """What was said about the position ``hand`` is in (nothing, once it moved on)."""
        return self._notes if self._at == self._position(hand) else Notes()

    def _keep(self, hand: Hand, notes: Notes) -> None:
        if self._at != self._position(hand):
            self._estimates = self._card_estimates = None
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
            estimates = self.estimator.bid_estimates(
                hand.view(seat), samples=ADVICE_SAMPLES, time_budget=advice_budget(hand.players)
            )
            self._keep(hand, notes)
            self._estimates = estimates
            if estimates and hand.to_act == seat:  # the call the advice and the hint will name
                call, suit = best_call(hand.view(seat), estimates, hand.legal_actions())
                if isinstance(call, Bid) and suit is not None:
                    self._advised = ((id(hand), hand.dealt, seat), (call.amount, suit))
        return self._estimates

    def pitch_suit(self, hand: Hand, seat: int) -> Suit | None:
        """The suit the coach advised ``seat`` to pitch, if it now pitches at the bid advised."""
        if self._advised is None or self._advised[0] != (id(hand), hand.dealt, seat):
            return None
        return advised_pitch(hand.view(seat), self._advised[1])

    def card_estimates(self, hand: Hand, seat: int) -> list[CardEstimate]:
        """The play hint's figures for this position, worked out once (every step of the
        ladder points at the card they make best)."""
        if self._at != self._position(hand) or self._card_estimates is None:
            notes = self.notes(hand)
            self._reseed(hand)
            estimates = self.estimator.card_estimates(hand.view(seat))
            self._keep(hand, notes)
            self._card_estimates = estimates
        return self._card_estimates

    # -- what a learner asks for ------------------------------------------------------

    def next_hint(self, hand: Hand, seat: int, names: Names) -> Notes:
        """One more step of the hint ladder for ``seat`` (the seat to act); once
        the answer is given (step 3, or at once for a forced move) it stays."""
        notes = self.notes(hand)
        answered = bool(notes.hints) and notes.hints[-1].action is not None
        if len(notes.hints) < LEVELS and not answered:
            level = len(notes.hints) + 1
            view = hand.view(seat)
            if hand.phase is Phase.AUCTION:
                estimates = self.bid_estimates(hand, seat) if level >= 2 else None  # step 2 counts its suit
                self._reseed(hand)
                given = hint(view, level, names, estimator=self.estimator, estimates=estimates)
            else:
                cards = self.card_estimates(hand, seat) if len(view.legal) > 1 else []
                given = hint(view, level, names, card_estimates=cards, pitch_suit=self.pitch_suit(hand, seat))
            notes = Notes((*notes.hints, given), notes.advice, notes.review)
            self._keep(hand, notes)
            # the card named, which need not be the first figure: a tie is broken by the tip of step 1
            named = next((e for e in self._card_estimates or () if e.card == given.action), None)
            if hand.phase is Phase.PLAY and named is not None:
                self._hinted_in(hand)[hand.history] = named
        return notes

    def _followed(self, hand: Hand) -> dict[int, CardEstimate]:
        """The answers given along the line the hand took (an undo may have left others behind)."""
        history = hand.history
        return {
            len(before): found
            for before, found in self._hinted_in(hand).items()
            if history[: len(before)] == before
        }

    def _hinted_in(self, hand: Hand) -> dict[tuple[Action, ...], CardEstimate]:
        key = (id(hand), hand.dealt)
        if key != self._hand_key:
            self._hand_key, self._hinted = key, {}
        return self._hinted

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
        notes = Notes(notes.hints, notes.advice, review(hand, seat, names, hinted=self._followed(hand)))
        self._keep(hand, notes)
        return notes


__all__ = ["ADVICE_SAMPLES", "Coach", "Notes", "advice_budget"]
