"""A bot that thinks: perfect-information Monte Carlo.

To play a card, it deals the cards it has not seen at random many times, in
every way consistent with what its seat has seen (counts, voids shown, the
cards never dealt), solves each deal exactly with the double-dummy solver,
and plays the card with the best average score change for its side.

To bid, it imagines itself the pitcher with each suit it could pitch and
solves random deals of the other hands for the points it would take.  With
``bidding="classic"`` it bids when a bid is worth it and likely to be made (a
make-chance threshold on 16 deals).  By default (``bidding="learnt"``) it bids
that way everywhere but at a table of four partners under the partnership
preset's rules, where it makes the call that a model learnt from its own real
play predicts gains most (:mod:`pitchtutor.bots.learnt`): in duplicate that
gained about a quarter of a point per seat and deal over the classic rule.
``bidding="edge"`` makes the bid advisor's call instead -- the best expected
score difference, its side's change less the others' -- dealing in batches until
that call is clearly ahead of the next (two standard errors of their paired
difference) or a cap of deals or time is reached.  In duplicate the edge rule is steadier across seeds but not
yet stronger (``benchmarks/expert_bidding.py``; the README has the figures), so
it is not the default.

``deals="calls"`` imagines the deals in proportion to how well they fit the calls
made (:mod:`pitchtutor.bots.calls`: a partner's bid, an opponent's pass), for the
auction and the play.  In duplicate against the uniform deals it was neither
stronger nor weaker by a margin the benchmark can see, with either bidding rule,
so ``deals="uniform"`` stays the default.

Work is bounded by time and by a node budget; on a position too big for the
budget (a very early lead at a big table) it falls back on :class:`BasicBot`.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from typing import Any, Literal

from pitchtutor.actions import PASS, Action, Bid, Call, Pass, Redeal
from pitchtutor.bots.basic import BasicBot
from pitchtutor.bots.calls import CallModel
from pitchtutor.bots.equity import (
    SHOWN,
    MatchView,
    Worth,
    counted_as_shown,
    match_view,
    net_worth,
    pass_values,
    shown_worth,
)
from pitchtutor.bots.estimate import (
    BidEstimate,
    CardEstimate,
    Estimator,
    merge_bid_estimates,
    merge_card_estimates,
)
from pitchtutor.bots.learnt import learnt_call
from pitchtutor.cards import Card, Suit
from pitchtutor.state import Phase
from pitchtutor.view import SeatView

BID_BATCH = 16
"""Deals per batch of the bidding estimate."""
BID_MAX_DEALS = 96
"""The most deals a call may take (six batches)."""
BID_TIME_CAP = 0.6
"""Seconds after which the call is made on the deals so far."""
PITCH_BATCH = 16
"""Deals per batch when choosing the pitch."""
PITCH_MAX_DEALS = 128
PITCH_TIME_CAP = 0.8
"""The pitch sets trump and is the hand's biggest card decision: it may take this many
deals, or seconds, to be clear, where another card takes the estimator's usual budget."""


class ExpertBot:
    def __init__(
        self,
        seed: int | None = None,
        *,
        bidding: Literal["learnt", "edge", "classic"] = "learnt",
        bid_margin: float = 0.35,
        make_chance: float | None = None,
        pitch: Literal["stable", "quick"] = "stable",
        deals: Literal["uniform", "calls"] = "uniform",
        call_model: CallModel | None = None,
        for_the_match: bool = True,
        **search: Any,
    ) -> None:
        """``search`` sets the :class:`Estimator`'s ``samples``, ``time_budget`` and ``max_nodes``;
        ``bid_margin`` and ``make_chance`` belong to ``bidding="classic"`` (and to ``"learnt"``
        where its model does not speak); ``pitch="stable"``
        deals for the pitch until its best card is clear (:meth:`stable_card_estimates`),
        ``"quick"`` values it on the usual budget, as any other card.  ``deals="calls"``
        imagines deals in proportion to how well they fit the calls made (``call_model``,
        by default :class:`CallModel`; ``calls_in_play=False`` in ``search`` keeps them
        to the auction), ``"uniform"`` deals every consistent deal alike.  With ``for_the_match``, in
        a match whose totals it knows at a table of two sides, of three or four players or of three
        partnerships (:func:`pitchtutor.bots.equity.match_view`), ``"learnt"`` bids as ``"edge"`` does, by the
        chance of winning the match: its model counts points, which never see that a smudge wins
        the match (docs/expert-bidding.md)."""
        if bidding not in ("learnt", "edge", "classic"):
            raise ValueError(f"bidding must be 'learnt', 'edge' or 'classic', not {bidding!r}")
        if deals == "calls":
            search.setdefault("calls", call_model or CallModel())
        self.deals = deals
        self.estimator = Estimator(seed, **search)
        self.pitch = pitch
        self.bidding = bidding
        self.for_the_match = for_the_match
        self.bid_margin = bid_margin
        # How sure a bid must be: in partnerships a partner bids too and a set-back
        # hurts two; each for themselves, the contract is worth fighting for.
        # (Tuned in duplicate tournaments: see benchmarks/bots.py.)
        self.make_chance = make_chance
        self._fallback = BasicBot(seed=seed)

    def reseed(self, seed: int) -> None:
        """Start the random deals afresh."""
        self.estimator.reseed(seed)

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no legal move: it is not its turn")
        if view.phase is Phase.AUCTION:
            return self._call(view)
        cards = [a for a in view.legal if isinstance(a, Card)]
        if len(cards) == 1:
            return cards[0]
        pitching = view.trump is None and self.pitch == "stable"
        estimates = self.stable_card_estimates(view) if pitching else self.card_estimates(view)
        if not estimates:
            return self._fallback.choose(view)
        return estimates[0].card

    # -- play ---------------------------------------------------------------------------

    def card_estimates(self, view: SeatView, *, samples: int | None = None) -> list[CardEstimate]:
        """Every legal card's average outcome, best first (see :class:`Estimator`)."""
        return self.estimator.card_estimates(view, samples=samples)

    def stable_card_estimates(self, view: SeatView) -> list[CardEstimate]:
        """The card estimate, dealt in batches until the best card is clearly ahead of
        the next (:func:`card_is_clear`), or :data:`PITCH_MAX_DEALS` deals or
        :data:`PITCH_TIME_CAP` seconds."""
        started = time.perf_counter()
        estimates = self.estimator.card_estimates(view, samples=PITCH_BATCH)
        while estimates and estimates[0].samples < PITCH_MAX_DEALS and not card_is_clear(estimates):
            if time.perf_counter() - started > PITCH_TIME_CAP:
                break
            more = self.estimator.card_estimates(view, samples=PITCH_BATCH)
            if not more:
                break
            estimates = merge_card_estimates(estimates, more)
        return estimates

    # -- the auction -------------------------------------------------------------------

    def _call(self, view: SeatView) -> Call:
        legal = [a for a in view.legal if not isinstance(a, Card)]
        if any(isinstance(a, Redeal) for a in legal):
            return next(a for a in legal if isinstance(a, Redeal))
        bids = [a for a in legal if isinstance(a, Bid)]
        if not bids:
            return PASS
        for_the_match = self.bidding == "learnt" and self.for_the_match and match_view(view) is not None
        learnt = learnt_call(view) if self.bidding == "learnt" and not for_the_match else None
        if learnt is not None:
            return learnt
        if self.bidding != "edge" and not for_the_match:
            estimates = self.bid_estimates(view)
            if not estimates:
                return self._fallback.choose(view)  # type: ignore[return-value]
            return pick_bid(view, estimates, legal, margin=self.bid_margin, make_chance=self.make_chance)[0]
        estimates = self.stable_bid_estimates(view)
        if not estimates:
            return self._fallback.choose(view)  # type: ignore[return-value]
        return choose_call(view, estimates, legal)[0]

    def stable_bid_estimates(self, view: SeatView) -> list[BidEstimate]:
        """The bidding estimate, dealt in batches until the best call is clear."""
        legal = [a for a in view.legal if not isinstance(a, Card)]
        started = time.perf_counter()
        estimates = self.estimator.bid_estimates(view, samples=BID_BATCH)
        while estimates and estimates[0].samples < BID_MAX_DEALS:
            if time.perf_counter() - started > BID_TIME_CAP or call_is_clear(view, estimates, legal):
                break
            more = self.estimator.bid_estimates(
                view, samples=min(BID_BATCH, BID_MAX_DEALS - estimates[0].samples)
            )
            if not more:
                break
            estimates = merge_bid_estimates(estimates, more)
        return estimates

    def bid_estimates(self, view: SeatView, *, samples: int | None = None) -> list[BidEstimate]:
        """For each suit this seat could pitch: the points it would take as
        pitcher, and the expected score change of each bid (see :class:`Estimator`): the
        classic rule's figures, which weigh no pass (so no contract another seat holds)."""
        return self.estimator.bid_estimates(view, samples=samples, contract=False)


def pick_bid(
    view: SeatView,
    estimates: Sequence[BidEstimate],
    legal: Sequence[Action],
    *,
    margin: float = 0.35,
    make_chance: float | None = None,
) -> tuple[Call, Suit | None]:
    """The call to make from the estimates, and the suit it would pitch.

    A bid must be worth it (expected score change at least ``margin``) and
    likely to be made (``make_chance``; by default 85% in partnerships, where a
    partner bids too and a set-back hurts two, and 65% each for themselves).
    The dealer, speaking last, needs only the cheapest such bid; anyone else
    bids the most the hand can make, or a later player takes the contract away."""
    bids = [a for a in legal if isinstance(a, Bid)]
    needed = make_chance if make_chance is not None else (0.85 if view.rules.teams is not None else 0.65)

    def best_suit(amount: int) -> BidEstimate:
        return max(estimates, key=lambda e: e.expected(amount))

    sound = [
        bid
        for bid in bids
        if best_suit(bid.amount).expected(bid.amount) >= margin
        and max(e.chance[bid.amount] for e in estimates) >= needed
    ]
    if not sound:
        if not bids or Pass() in legal:
            return PASS, None
        forced = max(bids, key=lambda bid: best_suit(bid.amount).expected(bid.amount))  # the dealer is stuck
        return forced, best_suit(forced.amount).suit
    last_to_speak = view.seat == view.dealer
    bid = min(sound, key=lambda b: b.amount) if last_to_speak else max(sound, key=lambda b: b.amount)
    return bid, best_suit(bid.amount).suit


def bid_suit(estimates: Sequence[BidEstimate], amount: int, worth: Worth | None = None) -> BidEstimate:
    """The suit a bid of ``amount`` is best pitched in: the highest expected score difference
    (or the most ``worth``: see :func:`pitchtutor.bots.equity.bid_worth`; where suits' worths
    read alike, the higher score difference)."""
    by = worth or net_worth
    return max(estimates, key=lambda e: (by(e, amount), net_worth(e, amount)))


def call_values(
    estimates: Sequence[BidEstimate], call: Action, match: MatchView | None = None
) -> list[float]:
    """A call's score difference in each sampled deal: a bid in its best suit, or a pass's
    (:func:`pitchtutor.bots.equity.pass_values`: 0, or the contract another seat holds); with ``match``, what
    it adds to the chance of winning the match instead."""
    if not isinstance(call, Bid):
        return pass_values(estimates, match)
    if match is not None:
        pitched = bid_suit(estimates, call.amount, match.gain)
        return [chance - match.now for chance in match.afters(pitched, call.amount)]
    return [float(v) for v in bid_suit(estimates, call.amount).edges(call.amount)]


def card_is_clear(estimates: Sequence[CardEstimate]) -> bool:
    """Whether the best card is clearly the best on these deals: its paired difference
    from the next is at least two standard errors from zero, or the same in every deal."""
    if len(estimates) < 2 or not estimates[0].values:
        return True
    diff = [a - b for a, b in zip(estimates[0].values, estimates[1].values, strict=True)]
    spread = statistics.pstdev(diff)
    return spread == 0 or statistics.fmean(diff) >= 2 * spread / math.sqrt(len(diff))


def call_is_clear(view: SeatView, estimates: Sequence[BidEstimate], legal: Sequence[Action]) -> bool:
    """Whether the call :func:`choose_call` makes is clearly right on these deals: its
    paired difference from every other legal call is at least two standard errors
    from zero (the deals could not turn the choice round)."""
    if not estimates or not all(e.taken for e in estimates):
        return True  # nothing more to learn from more deals
    chosen = choose_call(view, estimates, legal)[0]
    match = match_view(view)
    mine = call_values(estimates, chosen, match)
    n = len(mine)
    for other in legal:
        if other == chosen:
            continue
        diff = [a - b for a, b in zip(mine, call_values(estimates, other, match), strict=True)]
        spread = statistics.pstdev(diff)
        if spread == 0:
            continue  # the same in every deal: no deal can tell them apart
        if abs(statistics.fmean(diff)) < 2 * spread / math.sqrt(n):
            return False
    return True


def choose_call(
    view: SeatView, estimates: Sequence[BidEstimate], legal: Sequence[Action]
) -> tuple[Call, Suit | None, bool]:
    """The call to make by expected score difference, the suit to pitch, and whether
    the exception for later speakers decided it.

    Each bid is worth its expected score difference (your side's change less the
    other side's) in its best suit; passing is worth 0 (the hand then goes to a
    seat whose cards you do not know, as likely a partner as an opponent), or where
    another seat holds the high bid at a table of two sides or of players each for
    themselves, what its contract is worth to you
    (:func:`pitchtutor.bots.estimate.contract_holder`).  Where the match's totals are known
    (two sides, three or four players, or three partnerships), a bid is worth what it adds to the
    chance of winning the match instead (:func:`pitchtutor.bots.equity.bid_worth`): the match, not
    the points, is what a hand is won for.  The dealer, speaking last, takes the best of these
    (ties to the lower bid).  A seat with opponents still to speak may bid higher than that best bid, since a
    cheaper bid is more often taken away by one of them: where the estimates count
    those opponents (:class:`~pitchtutor.bots.estimate.Outbid`), each bid is weighed,
    deal by deal, as a pass where one of them would take it away (they would have bid
    over a pass too), by that chance (:func:`pitchtutor.bots.equity.guarded_worth`),
    and the bid at or above the best row's worth most so is made, if it is worth more than a pass
    so counted; where they do not (estimates made with ``contract=False``, or only partners
    speak after you), the most it is likely to make (half the deals or more) while that still
    gains.  That is the one exception to "the best row", and the advice says so.  With no
    estimates: pass, or the least bid allowed."""
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda bid: bid.amount)
    may_pass = PASS in legal
    if not estimates or not bids:
        return (PASS, None, False) if may_pass or not bids else (bids[0], None, False)

    match = match_view(view)
    worth, passing = shown_worth(match, estimates)  # as the table shows them: a tie to the cheaper

    def valued(bid: Bid, by: Worth) -> tuple[float, int, Bid]:
        return by(bid_suit(estimates, bid.amount, by), bid.amount), -bid.amount, bid

    value, _, bid = max((valued(b, worth) for b in bids), key=lambda o: o[:2])
    if may_pass and value <= passing:
        return PASS, None, False
    if view.seat == view.dealer:  # nobody speaks after you
        return bid, bid_suit(estimates, bid.amount, worth).suit, False
    if estimates[0].outbid is not None:  # the bid the opponents after you leave you most
        guarded = counted_as_shown(match, estimates)
        kept_worth, _, kept = max(
            (valued(b, guarded) for b in bids if b.amount >= bid.amount), key=lambda o: o[:2]
        )
        # and more than a pass, so counted: else the opponents leave no bid worth making over the
        # best row's, and that row (its figure is a pass's, where one of them takes it) is the call
        if kept != bid and (kept_worth > round(passing, SHOWN) or not may_pass):
            return kept, bid_suit(estimates, kept.amount, guarded).suit, True
        return bid, bid_suit(estimates, bid.amount, worth).suit, False
    likely = [b for b in bids if bid_suit(estimates, b.amount, worth).chance[b.amount] >= 0.5
              and valued(b, worth)[0] > passing]  # fmt: skip
    kept = likely[-1] if likely and likely[-1].amount > bid.amount else bid
    return kept, bid_suit(estimates, kept.amount, worth).suit, kept != bid


__all__ = ["BidEstimate", "CardEstimate", "ExpertBot", "bid_suit", "call_values", "choose_call", "pick_bid"]
