"""The match: hands one after another until a side wins.

After each scored hand the deal passes one seat clockwise; when the cards
are thrown in (everyone passed under ``all_pass: redeal``, or a coke hand)
the same dealer deals again.  Totals may go negative ("in the bog").

Who wins (:func:`settle_match`):

* ``smudge_wins_match``: a made top bid (a *smudge*) wins at once.
* The first side to reach ``target`` when a hand is scored wins.  If the
  pitcher's side reaches it, it wins ("bidder first", even if others reach it
  too); otherwise the other sides' points are counted out one at a time in
  the order High, Low, Jack, ten, three, Game, and the first to reach the
  target wins.
* ``pitcher_must_win``: only the pitcher's side can win, at the end of a
  hand it pitched and made; others may pass the target and play on.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from pitchtutor.errors import HandNotOverError, MatchOverError
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.hand import Hand
from pitchtutor.rules import Ruleset
from pitchtutor.scoring import POINT_ORDER, HandScore
from pitchtutor.state import Phase


def eldest_hand(players: int, dealer: int, names: Names) -> tuple[int, Explanation]:
    """The seat that bids (and is dealt) first: the dealer's left."""
    seat = (dealer + 1) % players
    return seat, explain("seat.eldest", names, dealer=dealer, seat=seat)


def next_dealer(
    players: int, dealer: int, names: Names, *, thrown_in: bool = False
) -> tuple[int, Explanation]:
    """Who deals the next hand: one seat clockwise, or the same dealer after a redeal."""
    if thrown_in:
        return dealer, explain("seat.same_dealer", names, seat=dealer)
    seat = (dealer + 1) % players
    return seat, explain("seat.next_dealer", names, dealer=dealer, seat=seat)


@dataclass(frozen=True)
class MatchOutcome:
    """The totals after a hand, and whether the match ended."""

    totals: tuple[int, ...]
    winner: int | None
    why: Explanation


def settle_match(
    rules: Ruleset, names: Names, before: Sequence[int], score: HandScore, dealer: int
) -> MatchOutcome:
    """Apply a scored hand to the running totals and decide the match."""
    totals = tuple(b + d for b, d in zip(before, score.delta, strict=True))
    pitcher_side = score.pitcher_side
    target = rules.target
    facts = {"totals": list(totals), "target": target, "pitcher_side": pitcher_side,
             "next_dealer": (dealer + 1) % names.players}  # fmt: skip
    reached = [side for side, total in enumerate(totals) if total >= target]
    if score.smudge and rules.smudge_wins_match:
        why = explain(
            "match.smudge", names, **facts, side=pitcher_side, bid=score.bid, rule="smudge_wins_match"
        )
        return MatchOutcome(totals, pitcher_side, why)
    pitcher_wins = score.made and totals[pitcher_side] >= target
    if rules.pitcher_must_win:
        if pitcher_wins:  # named for the rule: the winner may have fewer points than another side
            ahead = [side for side, total in enumerate(totals) if total > totals[pitcher_side]]
            why = explain("match.pitcher_reached", names, **facts, side=pitcher_side, ahead=ahead,
                          rule="pitcher_must_win")  # fmt: skip
            return MatchOutcome(totals, pitcher_side, why)
        if reached:
            why = explain("match.pitcher_must_win", names, **facts, reached=reached, made=score.made,
                          rule="pitcher_must_win")  # fmt: skip
            return MatchOutcome(totals, None, why)
        return MatchOutcome(totals, None, explain("match.continues", names, **facts))
    if pitcher_wins:
        others = [side for side in reached if side != pitcher_side]
        key = "match.bidder_first" if others else "match.target"
        return MatchOutcome(
            totals, pitcher_side, explain(key, names, **facts, side=pitcher_side, others=others)
        )
    others = [side for side in reached if side != pitcher_side]
    if len(others) == 1:
        return MatchOutcome(totals, others[0], explain("match.target", names, **facts, side=others[0]))
    if others:
        side, point = _count_out(before, score, target)
        order = [point for point in POINT_ORDER if any(award.point == point for award in score.awards)]
        why = explain(
            "match.count_out", names, **facts, side=side, point=point, reached=others, order=order
        )  # fmt: skip
        return MatchOutcome(totals, side, why)
    return MatchOutcome(totals, None, explain("match.continues", names, **facts))


def counted_out_points(score: HandScore) -> tuple[tuple[int, str], ...]:
    """The points the other sides than the pitcher's took, in the order a count-out
    counts them (High, Low, Jack, ten, three, Game): each its taker's side and its name,
    each one on its taker's total."""
    awards = sorted(score.awards, key=lambda award: POINT_ORDER.index(award.point))
    return tuple(
        (award.side, award.point)
        for award in awards
        if award.side is not None and award.side != score.pitcher_side
    )


def _count_out(before: Sequence[int], score: HandScore, target: int) -> tuple[int, str]:
    """Add the points one at a time, the pitcher's side first, then every
    other point in the order High, Low, Jack, ten, three, Game; the first
    side to reach the target wins."""
    running = list(before)
    running[score.pitcher_side] += score.delta[score.pitcher_side]
    for side, point in counted_out_points(score):
        running[side] += 1
        if running[side] >= target:
            return side, point
    raise AssertionError("count-out found no winner although two sides reached the target")


@dataclass
class HandResult:
    """One hand of a match, as played: the hand, its score and the outcome
    (both ``None`` for a hand that was thrown in)."""

    hand: Hand
    before: tuple[int, ...]
    score: HandScore | None
    outcome: MatchOutcome | None


@dataclass
class Match:
    """A match: the current hand, the totals, and every hand played so far.

    The match owns its hands; play the current one through ``match.hand``
    and call :meth:`next_hand` when it is over.  The deal is the match's
    only chance event and comes from ``seed``, so a match is reproducible.
    """

    rules: Ruleset
    players: int
    seed: int | None = None
    dealer: int = 0
    names: Names | None = None
    totals: list[int] = field(init=False)
    results: list[HandResult] = field(init=False, default_factory=list)
    winner: int | None = field(init=False, default=None)
    hand: Hand = field(init=False)

    def __post_init__(self) -> None:
        self.rules.check_players(self.players)
        if self.names is None:
            self.names = Names(self.players, self.rules.teams)
        self._rng = random.Random(self.seed)
        self.totals = [0] * self.rules.sides(self.players)
        self.hand = self._deal()

    def _deal(self) -> Hand:
        # the totals go with the hand: a seat's view knows the match it bids in
        return Hand.deal(
            self.rules, self.players, self.dealer, self._rng, names=self.names, scores=self.totals
        )

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def hands_scored(self) -> int:
        """The hands played and scored so far (a hand thrown in is not scored)."""
        return sum(1 for result in self.results if result.score is not None)

    def next_hand(self) -> HandResult:
        """Score the finished current hand (or note it was thrown in), then
        deal the next one unless the match is over."""
        if self.over:
            raise MatchOverError(explain("match.over", self._names(), side=self.winner))
        hand = self.hand
        before = tuple(self.totals)
        if hand.phase is Phase.REDEAL:
            result = HandResult(hand, before, None, None)
        elif hand.phase is Phase.OVER:
            score = hand.score()
            outcome = settle_match(self.rules, self._names(), before, score, self.dealer)
            self.totals = list(outcome.totals)
            self.winner = outcome.winner
            self.dealer, _ = next_dealer(self.players, self.dealer, self._names())
            result = HandResult(hand, before, score, outcome)
        else:
            raise HandNotOverError(explain("match.hand_not_over", self._names(), phase=hand.phase.value))
        self.results.append(result)
        if not self.over:
            self.hand = self._deal()
        return result

    def set_up(self, hand: Hand, totals: Sequence[int] | None = None) -> None:
        """Replace the current hand with one set up by hand (a teacher's deal
        or a hand record), optionally with the running totals before it."""
        if hand.rules != self.rules or hand.players != self.players:
            raise ValueError("the hand must be played under the match's rules and table")
        sides = self.rules.sides(self.players)
        if totals is not None and len(totals) != sides:
            raise ValueError(f"{sides} sides need {sides} totals")
        self.hand = hand
        self.dealer = hand.dealer
        if totals is not None:
            self.totals = list(totals)
        self.winner = None

    def _names(self) -> Names:
        assert self.names is not None
        return self.names
