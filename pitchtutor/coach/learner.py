"""A learner who does exactly what the coach says: in the auction the bid
advisor's call, in the play the card of the hint's third step.

It plays as a bot (``choose(view)``), so a duplicate tournament can seat it
where the expert bot would sit, on the same deals: ``benchmarks/obedient.py``
reports how far obeying the coach takes a learner.
"""

from __future__ import annotations

from pitchtutor.actions import Action, Bid
from pitchtutor.bots.estimate import Estimator
from pitchtutor.coach.advisor import best_call
from pitchtutor.coach.coach import ADVICE_SAMPLES
from pitchtutor.coach.hints import Advised, advised_pitch, hint
from pitchtutor.explain import Names
from pitchtutor.state import Phase
from pitchtutor.view import SeatView


class ObedientLearner:
    """Bids as the advisor recommends and plays the card the hint names."""

    def __init__(self, seed: int | None = None) -> None:
        self.estimator = Estimator(seed, one_pitch=True, time_budget=0.2)  # as the coach at a table
        self.advised: Advised | None = None  # the bid and suit it last made, kept at its pitch

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no legal move: it is not its turn")
        if view.phase is Phase.AUCTION:
            estimates = self.estimator.bid_estimates(view, samples=ADVICE_SAMPLES)
            call, suit = best_call(view, estimates, view.legal)
            self.advised = (call.amount, suit) if isinstance(call, Bid) and suit is not None else None
            return call
        names, pitch = Names(view.players, view.rules.teams), advised_pitch(view, self.advised)
        answer = hint(view, 3, names, estimator=self.estimator, pitch_suit=pitch).action
        return answer if answer is not None and answer in view.legal else view.legal[0]


__all__ = ["ObedientLearner"]
