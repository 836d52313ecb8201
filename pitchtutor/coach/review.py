"""Reviewing a hand: every card a seat played against the best card.

A hand record shows every hand, so the review is exact: at each of the
seat's plays the double-dummy solver values every legal card, and a play
that scores less than the best is a mistake, costing the difference.  With
``knowledge="seat"`` the review instead judges each play from what the seat
could know then (deals sampled, as the hints do), which is fairer to a
player who could not see the other hands.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from pitchtutor.bots.estimate import CardEstimate, Estimator
from pitchtutor.cards import Card
from pitchtutor.errors import PitchError, SearchLimit
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.hand import Hand
from pitchtutor.solver import card_scores
from pitchtutor.state import Phase


@dataclass(frozen=True)
class PlayReview:
    trick: int
    seat: int
    played: Card
    best: Card
    played_value: float
    best_value: float
    why: Explanation

    @property
    def loss(self) -> float:
        return self.best_value - self.played_value


@dataclass(frozen=True)
class Review:
    seat: int
    exact: bool
    plays: tuple[PlayReview, ...]
    why: Explanation

    @property
    def mistakes(self) -> list[PlayReview]:
        """The plays that cost at least half a point, the costliest first."""
        return sorted((p for p in self.plays if p.loss >= 0.5), key=lambda p: -p.loss)


def review(
    hand: Hand,
    seat: int,
    names: Names,
    *,
    knowledge: str = "full",
    samples: int = 24,
    seed: int = 0,
    max_nodes: int = 2_000_000,
    hinted: Mapping[int, CardEstimate] | None = None,
) -> Review:
    """Review ``seat``'s plays in a finished (or partly played) hand.

    ``hinted`` holds, by the number of actions before each decision, the hint's
    estimate of the card it named, where the seat asked for the answer: a card played as
    the hint advised is judged by the hint's own standard (what the seat could see, the
    same deals), and where the exact analysis prefers another card the review
    says it was a close call that the hidden cards decided, not a mistake."""
    if knowledge not in ("full", "seat"):
        raise PitchError(f"knowledge must be 'full' or 'seat', not {knowledge!r}")
    if not 0 <= seat < hand.players:
        raise PitchError(f"seat {seat} is not at a {hand.players}-player table")
    replay = Hand(hand.rules, hand.dealer, hand.dealt, names=names)
    estimator = Estimator(seed, samples=samples, time_budget=5.0, max_nodes=max_nodes)
    plays = []
    exact_best: list[float | None] = []  # the exact analysis's best value at each choice, where it had one
    for index, action in enumerate(hand.history):
        if (
            replay.phase is Phase.PLAY
            and replay.to_act == seat
            and isinstance(action, Card)
            and len(replay.legal_actions()) > 1
        ):
            judged, top = _judge(
                replay, action, names, knowledge=knowledge, estimator=estimator, max_nodes=max_nodes
            )
            exact_best.append(top)
            advice = (hinted or {}).get(index)
            if advice and advice.card == action and judged.loss >= 0.5:
                judged = _as_hinted(judged, advice, names)
            plays.append(judged)
        replay.apply(action)
    total_loss = sum(p.loss for p in plays)
    best = sum(1 for p in plays if p.loss < 0.5)
    why = explain(
        "review.summary",
        names,
        seat=seat,
        plays=len(plays),
        best=best,
        loss=round(total_loss, 2),
        exact=knowledge == "full",
        bid_lost=_bid_lost(replay, seat, exact_best) if best == len(plays) else "",
    )
    return Review(seat, knowledge == "full", tuple(plays), why)


def _bid_lost(hand: Hand, seat: int, exact_best: list[float | None]) -> str:
    """Where ``seat``'s side bid and was set though none of its choices was a mistake, what the
    exact values say of it: ``"always"`` when at every one of them the bid was set whatever was
    played (each best value a set-back: a made bid scores at least the bid), ``"later"`` when at the
    first the best play could still make it; ``""`` otherwise (the bid made or not the side's, the
    hand not over, or a value only estimated, which cannot say either)."""
    values = [value for value in exact_best if value is not None]
    if not values or len(values) < len(exact_best) or hand.phase is not Phase.OVER:
        return ""
    score = hand.score()
    if score.made or score.pitcher_side != hand.side_of(seat):
        return ""
    if all(value < 0 for value in values):
        return "always"
    return "later" if values[0] >= 0 else ""


def _as_hinted(judged: PlayReview, advice: CardEstimate, names: Names) -> PlayReview:
    """A card played as the hint advised, which the exact analysis would not have
    chosen: best from what the seat could see, so not a mistake; the line says why."""
    # under a bid lost whatever is played both figures are the points still taken, as the hint's
    lost = judged.why.key == "review.mistake_taken" and advice.taken is not None
    why = explain(
        "review.hinted",
        names,
        seat=judged.seat,
        trick=judged.trick,
        card=judged.played.code,
        mean=round(advice.taken if lost and advice.taken is not None else advice.mean, 2),
        samples=advice.samples,
        best=judged.best.code,
        value=round(judged.played_value, 2),
        best_value=round(judged.best_value, 2),
    )
    return PlayReview(judged.trick, judged.seat, judged.played, judged.played, judged.played_value,
                      judged.played_value, why)  # fmt: skip


def _judge(
    hand: Hand, played: Card, names: Names, *, knowledge: str, estimator: Estimator, max_nodes: int
) -> tuple[PlayReview, float | None]:
    """The play's review, and the best card's exact value (``None`` where the search could not
    finish, or the review judges from what the seat could see)."""
    seat = hand.to_act
    assert seat is not None
    trick = len(hand.tricks) + 1
    exact = knowledge == "full"
    taken: dict[Card, float] | None = None  # the points still taken, where the bid is set whatever is played
    if exact:
        try:
            values = {s.card: float(s.value) for s in card_scores(hand, max_nodes=max_nodes)}
            if _bidding_side(hand, seat) and all(value < 0 for value in values.values()):
                taken = {s.card: float(s.value) for s in card_scores(hand, bid=0, max_nodes=max_nodes)}
        except SearchLimit:
            exact = False
    if not exact:
        estimates = estimator.card_estimates(hand.view(seat))
        values = {e.card: e.mean for e in estimates}
        taken = {e.card: e.taken for e in estimates if e.taken is not None} or None
    top = max(values.values())
    if taken and len(taken) == len(values):
        # every card the same set-back: judged, as the hint chooses, by the points still taken
        most = max(taken, key=lambda card: (taken[card], -card.pips, -card.rank))
        if taken[most] - taken[played] >= 0.5:
            why = explain("review.mistake_taken", names, seat=seat, trick=trick, card=played.code,
                          best=most.code, taken=round(taken[played], 2), best_taken=round(taken[most], 2),
                          exact=exact)  # fmt: skip
            review = PlayReview(trick, seat, played, most, taken[played], taken[most], why)
            return review, top if exact else None
    best = max(values, key=lambda card: (values[card], -card.pips, -card.rank))
    if values[best] - values[played] < 0.5:
        why = explain(
            "review.good",
            names,
            seat=seat,
            trick=trick,
            card=played.code,
            value=round(values[played], 2),
            exact=exact,
        )
        best = played
    else:
        why = explain(
            "review.mistake",
            names,
            seat=seat,
            trick=trick,
            card=played.code,
            best=best.code,
            value=round(values[played], 2),
            best_value=round(values[best], 2),
            exact=exact,
        )
    return PlayReview(trick, seat, played, best, values[played], values[best], why), top if exact else None


def _bidding_side(hand: Hand, seat: int) -> bool:
    return hand.pitcher is not None and hand.side_of(seat) == hand.side_of(hand.pitcher)
