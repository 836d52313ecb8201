"""The sampling estimator: a position's choices valued over deals consistent
with what one seat has seen (perfect-information Monte Carlo).

It deals the cards the seat has not seen at random, in every way consistent
with what it has seen (counts, voids shown, the cards never dealt), solves
each deal exactly with the double-dummy solver, and averages.  The expert bot
plays from these averages, and the coach shows them to a learner.  With a
:class:`~pitchtutor.bots.calls.CallModel` the deals are drawn in proportion to
how well they fit the calls made (a partner's bid, an opponent's pass), so the
averages are weighted by that fit.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TypeVar

from pitchtutor.bots.calls import CallModel, call_weight, hand_count, suit_count
from pitchtutor.bots.knowledge import sample_worlds
from pitchtutor.cards import SUITS, Card, Rank, Suit
from pitchtutor.errors import SearchLimit
from pitchtutor.solver import CardScore, Position, _ddsolve, card_scores
from pitchtutor.state import Phase
from pitchtutor.view import SeatView

T = TypeVar("T")
Pitched = tuple[
    list[tuple[Suit, dict[Card, int], int]], tuple[int, int], tuple[int, ...], tuple[int, int, int] | None
]
"""One deal as :meth:`Estimator.bid_estimates` plays it: each suit pitched, the contract another
seat holds, the later opponents' counts, and (where a partner holds the contract) the contract of
the one counting most (its points, the points in play, and its seat)."""

TOO_BIG_GRACE = 0.25
"""Seconds past the time budget that a search may still spend on deals after one
was too big for the node budget (a C search reaches the limit in tens of
milliseconds; the pure-Python one of the static site takes seconds, and then the
estimate gives up at once, as before)."""


def node_budget(players: int) -> int:
    """How many nodes one deal's search may take, by the table's size.

    Up to four players 400,000 leaves out about one deal in several hundred.  Beyond, the hands
    are bigger to search, and 400,000 left out 15-21% of the deals at six players (3% at five):
    the harder deals, so the figures leaned toward the simpler ones and rested on fewer deals.
    2,000,000 leaves out 1-6% at six (docs/expert-bidding.md, *A node budget by the table's
    size*), at about 0.4 s for 24 deals, which the time budget caps in any case.  Only the C search
    gets it: the pure-Python one (the static site's) would take many seconds to reach it on one
    deal, past any time budget, as the budget is read between deals."""
    return 2_000_000 if players > 4 and _ddsolve is not None else 400_000


@dataclass(frozen=True)
class CardEstimate:
    """A card's average outcome over the sampled deals."""

    card: Card
    mean: float  # average score change for the mover's side
    made: float | None  # how often the pitcher's side made its bid, when the mover is on it
    samples: int
    values: tuple[float, ...] = ()  # the score change in each sampled deal (its mean is ``mean``)
    taken_values: tuple[float, ...] = ()
    """Where the mover's side bid and is set on every deal whatever it plays (every figure the
    same set-back), the points it still takes in each deal: each one a point the opponents do
    not take, the one thing left to play for; empty otherwise."""

    @property
    def taken(self) -> float | None:
        """The average of :attr:`taken_values`; ``None`` where the bid can still be made."""
        return sum(self.taken_values) / len(self.taken_values) if self.taken_values else None


def score_differences(
    taken: Sequence[int], in_play: Sequence[int], bid: int, *, no_junk: bool, rivals: int = 1
) -> list[float]:
    """A contract of ``bid`` in each deal: the pitcher's side's change (what it took, or minus
    the bid when it took less) less what the other side took (nothing under no_junk).  With
    several ``rivals`` (a cutthroat table of three or more), less what an average one of them
    took: a point that goes to one opponent is a point against that one alone, and counting it
    against you in full made the advice bid worse than the classic rule (see
    docs/expert-bidding.md)."""
    return [
        (t if t >= bid else -bid) - (0 if no_junk else max(0, total - t) / rivals)
        for t, total in zip(taken, in_play, strict=True)
    ]


def opponents_contract(
    taken: Sequence[int], in_play: Sequence[int], bid: int, *, no_junk: bool, rivals: int = 1
) -> list[float]:
    """An opponent's contract of ``bid`` in each deal, as your side's score difference: the
    holder's lead over an average other side, turned round and shared among the ``rivals`` it
    leads (with one other side, simply turned round).  With several rivals the points the holder
    does not take are shared by the defending sides, yours among them."""
    return [-d / rivals for d in score_differences(taken, in_play, bid, no_junk=no_junk, rivals=rivals)]


@dataclass(frozen=True)
class Held:
    """The contract another seat holds, as a pass would leave it: the holder, its bid and, in each
    sampled deal, the points the holder's side takes with the holder pitching (the top card of
    the suit the texts' count ranks first in its hand, as a bidder pitches), and the points in
    play.  ``ours``: the holder is your partner; ``rivals``: the other sides at the table (two
    at a table of three players, or of three partnerships)."""

    holder: int
    bid: int
    taken: tuple[int, ...]
    in_play: tuple[int, ...]
    no_junk: bool
    ours: bool = True
    open: bool = False  # players still to speak after the seat may yet take the contract
    rivals: int = 1

    def edges(self) -> list[float]:
        """The contract's score difference for your side in each deal: what a pass is worth (the
        holder's side's difference, or where the holder is an opponent :func:`opponents_contract`).
        With several ``rivals`` (three players or more, three partnerships or more), your side's
        points less an average other side's, as a bid's net counts them."""
        if self.ours:
            return score_differences(
                self.taken, self.in_play, self.bid, no_junk=self.no_junk, rivals=self.rivals
            )
        return opponents_contract(
            self.taken, self.in_play, self.bid, no_junk=self.no_junk, rivals=self.rivals
        )

    def more(self, other: Held | None) -> Held:
        """This and another batch of deals, as one."""
        if other is None:
            return self
        return replace(self, taken=self.taken + other.taken, in_play=self.in_play + other.in_play)


@dataclass(frozen=True)
class Outbid:
    """The players still to speak who could take a bid away from the seat: its opponents after it
    in the auction (every later seat at cutthroat), and in each sampled deal the texts' count of
    each one's hand.  How likely a count is to outbid a bid is the call model's link
    (:class:`CallModel`, fitted to the expert's own calls).  An outbid bid leaves the hand as a
    pass would have: in the deals where an opponent after you takes a bid from you, it would
    have bid over your pass too."""

    holds: tuple[bool, ...]
    """Per later opponent: it may take a bid over at the same amount (the dealer's privilege)."""
    counts: tuple[tuple[int, ...], ...]  # per deal, each later opponent's count
    top: int
    top_ends: bool = False
    """The top bid ends the auction at once (``bid_four_ends_auction``): not even a dealer holds it."""
    taken: tuple[int, ...] = ()
    """Where a partner holds the high bid (a pass leaves its contract, which they may take): in
    each deal, the points the side of the opponent counting most takes with it pitching the top
    card of its best suit; empty elsewhere."""
    in_play: tuple[int, ...] = ()
    no_junk: bool = False
    rivals: int = 1
    """The other sides at the table (two at three partnerships): their contract's net for your
    side counts what an average one of them takes."""
    takers: tuple[int, ...] = ()
    """With ``taken``: in each deal, the seat of the opponent counting most, who pitches there."""

    def chances(self, bid: int, model: CallModel | None = None) -> list[float]:
        """In each deal, the chance that one of them takes a bid of ``bid`` away: with the next bid
        up, or (the dealer, where it may hold) the same one; nobody outbids the top bid, and
        where it ends the auction nobody holds it either."""
        link = model or CallModel()
        final = self.top_ends and bid >= self.top

        def one(count: int, hold: bool) -> float:
            amount = bid if hold else bid + 1
            return 0.0 if amount > self.top or final else link.bid_chance(count, amount, hold=hold)

        return [
            1 - math.prod(1 - one(count, hold) for count, hold in zip(counts, self.holds, strict=True))
            for counts in self.counts
        ]

    def may_take(self, bid: int) -> bool:
        """Whether one of them may still take a bid of ``bid`` away: with a higher bid, or at the
        top bid only a dealer who may hold it (and not where the top bid ends the auction)."""
        if self.top_ends and bid >= self.top:
            return False
        return bid < self.top or any(self.holds)

    def amount(self, bid: int) -> int:
        """The bid that takes ``bid`` away (the top bid, where only a dealer's hold can)."""
        return min(bid + 1, self.top)

    def edges(self, bid: int) -> list[float]:
        """In each deal, what their contract that takes ``bid`` away is worth to your side
        (:func:`opponents_contract`)."""
        return opponents_contract(
            self.taken, self.in_play, self.amount(bid), no_junk=self.no_junk, rivals=self.rivals
        )

    def more(self, other: Outbid | None) -> Outbid:
        """This and another batch of deals, as one."""
        if other is None:
            return self
        return replace(
            self, counts=self.counts + other.counts, taken=self.taken + other.taken,
            in_play=self.in_play + other.in_play, takers=self.takers + other.takers,
        )  # fmt: skip


@dataclass(frozen=True)
class BidEstimate:
    """What pitching a suit would bring, over the sampled deals."""

    suit: Suit
    mean_points: float  # points the pitcher's side would take, on average
    chance: dict[int, float]  # bid -> chance of taking at least that many points
    expected_by_bid: dict[int, float]  # bid -> expected score change (a set-back costs the bid)
    samples: int
    edge_by_bid: dict[int, float] = field(default_factory=dict)
    """bid -> expected score difference: this side's change less the other side's (what the
    defenders take counts against the bid; under no_junk they score nothing)."""
    taken: tuple[int, ...] = ()  # the points taken in each sampled deal
    in_play: tuple[int, ...] = ()  # the points each deal could score with this suit as trump
    no_junk: bool = False
    held: Held | None = None
    """Where another seat holds the high bid (two sides): its contract on the same deals (a pass's
    worth)."""
    outbid: Outbid | None = None
    """Where opponents speak after the seat: what they hold on the same deals (see :class:`Outbid`)."""
    rivals: int = 1
    """The other sides at the table: the net counts what an average one of them takes."""

    def expected(self, bid: int) -> float:
        return self.expected_by_bid[bid]

    def edges(self, bid: int) -> list[float]:
        """The score difference ``bid`` brings in each sampled deal (its mean is ``edge_by_bid``)."""
        return score_differences(self.taken, self.in_play, bid, no_junk=self.no_junk, rivals=self.rivals)


def card_estimates_of(
    values: dict[Card, list[float]], on_pitcher_side: bool, taken: dict[Card, list[float]] | None = None
) -> list[CardEstimate]:
    """Each card's estimate from its score change in every deal, best first; ``taken``, the points
    taken in every deal where the bid is set whatever is played, breaks the ties that leaves."""
    estimates = [
        CardEstimate(
            card,
            sum(deals) / len(deals),
            sum(v >= 0 for v in deals) / len(deals) if on_pitcher_side else None,
            len(deals),
            tuple(deals),
            tuple(taken[card]) if taken else (),
        )
        for card, deals in values.items()
    ]
    # ties go to the card that takes the most points (a bid set whatever is played), then to the
    # cheaper card: lower pips, lower rank
    return sorted(estimates, key=lambda e: (-e.mean, -(e.taken or 0.0), e.card.pips, e.card.rank))


def merge_card_estimates(first: Sequence[CardEstimate], more: Sequence[CardEstimate]) -> list[CardEstimate]:
    """Two batches of deals for the same position, as one estimate per card."""
    extra = {e.card: e for e in more}
    on_pitcher_side = any(e.made is not None for e in first)
    values = {e.card: [*e.values, *(extra[e.card].values if e.card in extra else ())] for e in first}
    # the points taken only where both batches found the bid set whatever is played
    both = all(e.taken_values for e in first) and all(e.taken_values for e in more)
    taken = {e.card: [*e.taken_values, *extra[e.card].taken_values] for e in first} if both else None
    return card_estimates_of(values, on_pitcher_side, taken)


def merge_bid_estimates(first: Sequence[BidEstimate], more: Sequence[BidEstimate]) -> list[BidEstimate]:
    """Two batches of deals for the same seat, as one estimate per suit."""
    extra = {e.suit: e for e in more}
    merged = []
    for e in first:
        other = extra.get(e.suit)
        if other is None:
            merged.append(e)
            continue
        top = max(e.chance)
        held = e.held.more(other.held) if e.held else None
        outbid = e.outbid.more(other.outbid) if e.outbid else None
        merged.append(
            bid_estimate(
                e.suit, e.taken + other.taken, e.in_play + other.in_play, top, no_junk=e.no_junk,
                held=held, outbid=outbid, rivals=e.rivals,
            )
        )  # fmt: skip
    return merged


class Estimator:
    """Values a seat's choices over sampled deals, within a time and node budget.

    One estimator owns one random stream: :meth:`reseed` starts it afresh, so
    the same position gets the same figures however often it is asked for."""

    def __init__(
        self,
        seed: int | None = None,
        *,
        samples: int = 32,
        time_budget: float = 0.07,
        max_nodes: int | None = None,
        calls: CallModel | None = None,
        calls_in_play: bool = True,
        one_pitch: bool = False,
    ) -> None:
        """``max_nodes``: one deal's node budget, by default :func:`node_budget` for the table.
        ``calls``: deal in proportion to the fit to the calls made, for the bids
        and (``calls_in_play``) for the cards too; ``None`` deals uniformly.

        ``one_pitch``: a suit's bid estimate plays one pitch card in every deal, the card
        with the best average, as the pitcher will have to (and as the hint at the pitch
        values it); by default each deal is played with the best pitch for that deal,
        which knows the hidden cards: that overstates the chance of making a bid, though
        little (0.4 points of percentage on average, 5 at most, over 12 deals)."""
        self._rng = random.Random(seed)
        self.samples = samples
        self.time_budget = time_budget
        self.max_nodes = max_nodes
        self.calls = calls
        self.calls_in_play = calls_in_play
        self.one_pitch = one_pitch
        self.left_out = 0
        """How many deals the last estimate left out as too big for the node budget."""

    def nodes(self, players: int) -> int:
        """One deal's node budget at a table of ``players``."""
        return node_budget(players) if self.max_nodes is None else self.max_nodes

    def reseed(self, seed: int) -> None:
        """Start the random deals afresh."""
        self._rng = random.Random(seed)

    def card_estimates(self, view: SeatView, *, samples: int | None = None) -> list[CardEstimate]:
        """Every legal card's average outcome, best first (empty if the
        positions are too big to solve within the budget)."""
        cards = [a for a in view.legal if isinstance(a, Card)]
        on_pitcher_side = (
            view.pitcher is not None and view.rules.side_of(view.pitcher, view.players) == view.side
        )
        fit = call_weight(view, self.calls) if self.calls and self.calls_in_play else None
        nodes = self.nodes(view.players)

        def solve(world: Position) -> tuple[list[CardScore], list[CardScore] | None]:
            scores = card_scores(world, max_nodes=nodes)
            if not on_pitcher_side or any(score.value >= 0 for score in scores):
                return scores, None
            # set in this deal whatever is played: what the side can still take (bid 0: no set-back)
            return scores, card_scores(world, bid=0, max_nodes=nodes)

        solved = self._solve_deals(sample_worlds(view, self._rng, fit=fit), solve, samples or self.samples)
        if not solved:
            return []
        values: dict[Card, list[float]] = {card: [] for card in cards}
        for scores, _ in solved:
            for score in scores:
                values[score.card].append(score.value)
        taken: dict[Card, list[float]] | None = None
        if all(kept is not None for _, kept in solved):  # set on every deal whatever is played
            taken = {card: [] for card in cards}
            for _, kept in solved:
                for score in kept or ():
                    taken[score.card].append(score.value)
        return card_estimates_of(values, on_pitcher_side, taken)

    def bid_estimates(
        self,
        view: SeatView,
        *,
        samples: int | None = None,
        time_budget: float | None = None,
        contract: bool = True,
    ) -> list[BidEstimate]:
        """For each suit this seat could pitch: the points it would take as
        pitcher, and the expected score change of each bid.  ``time_budget``: this once,
        instead of the estimator's.

        Where another seat holds the high bid at a table of two sides or of players each for
        themselves (:func:`contract_holder`), a pass leaves the contract with it: each deal is
        also played with that seat pitching (:class:`Held`), and the deals are drawn to fit the
        calls made (a seat that bid 2 holds the cards for it; the estimator's call model, or the
        default one).  ``contract=False``
        leaves that out, for a rule that weighs no pass (the classic bidding: its deals stay as
        they were).

        Where opponents speak after the seat, each deal also counts their hands (:class:`Outbid`),
        so that a bid's worth may count the chance that they take it away; ``contract=False``
        leaves that out too."""
        suits = sorted({card.suit for card in view.holding}, key=lambda s: s.value)
        by_suit = {suit: [c for c in view.holding if c.suit is suit] for suit in suits}
        top = view.rules.top_bid
        holder = contract_holder(view) if contract else None
        later = later_opponents(view) if contract else ()
        ours = holder is not None and view.rules.side_of(holder, view.players) == view.side
        # a partner's contract, which a pass leaves, may be taken by an opponent after you: played too
        taken_over = bool(later) and ours
        nodes = self.nodes(view.players)

        def pitch_each(world: Position) -> Pitched:
            """Each suit pitched in ``world``: the points its pitcher takes with each card of
            the suit led, and the points in play; the holder's contract, where another holds one;
            and the later opponents' counts."""
            taken = {
                suit: {
                    score.card: score.value
                    for score in card_scores(world, bid=0, max_nodes=nodes, cards=by_suit[suit])
                }
                for suit in suits
            }
            held = (0, 0) if holder is None else self._holder_pitches(world, holder, nodes)
            counts = tuple(hand_count(world.holdings[seat]) for seat in later)
            theirs = None
            if taken_over:  # the opponent after you counting most takes it
                taker = later[counts.index(max(counts))]
                theirs = (*self._holder_pitches(world, taker, nodes), taker)
            return [(suit, taken[suit], points_in_play(world, suit)) for suit in suits], held, counts, theirs

        model = self.calls or (CallModel() if holder is not None else None)
        fit = call_weight(view, model) if model else None
        solved = self._solve_deals(
            sample_worlds(pitcher_view(view), self._rng, fit=fit),
            pitch_each,
            samples or max(8, self.samples // 2),
            time_budget,
        )
        if not solved:
            return []
        by_card: dict[Suit, list[dict[Card, int]]] = {suit: [] for suit in suits}
        in_play: dict[Suit, list[int]] = {suit: [] for suit in suits}
        for pitched, _, _, _ in solved:
            for suit, taken, at_stake in pitched:
                by_card[suit].append(taken)
                in_play[suit].append(at_stake)
        points = {suit: self._pitched(deals) for suit, deals in by_card.items()}
        no_junk = view.rules.no_junk
        held = None
        if holder is not None:
            took, stake = zip(*(h for _, h, _, _ in solved), strict=True)
            held = Held(
                holder, view.high_bid, tuple(took), tuple(stake), no_junk, ours, view.seat != view.dealer,
                rivals_of(view),
            )  # fmt: skip
        outbid = None
        if later:
            holds = tuple(seat == view.dealer and view.rules.dealer_may_hold for seat in later)
            counts = tuple(counts for _, _, counts, _ in solved)
            outbid = Outbid(
                holds, counts, top, top_ends=view.rules.bid_four_ends_auction, rivals=rivals_of(view)
            )
            if taken_over:
                took, stake, takers = zip(*(c for _, _, _, c in solved if c is not None), strict=True)
                outbid = replace(
                    outbid, taken=tuple(took), in_play=tuple(stake), no_junk=no_junk, takers=tuple(takers)
                )
        return [
            bid_estimate(
                suit,
                taken,
                in_play[suit],
                top,
                no_junk=no_junk,
                held=held,
                outbid=outbid,
                rivals=rivals_of(view),
            )
            for suit, taken in points.items()
        ]

    def _holder_pitches(self, world: Position, holder: int, nodes: int) -> tuple[int, int]:
        """The points the holder's side takes in ``world`` with the holder pitching the top card
        of its best suit by the texts' count (then the longest, then the highest), and the
        points in play with that suit as trump; searched within ``nodes``."""
        hand = world.holdings[holder]

        def rank(suit: Suit) -> tuple[int, int, int]:
            ranks = [c.rank for c in hand if c.suit is suit]
            return suit_count(hand, suit), len(ranks), max(ranks, default=0)

        trump = max(SUITS, key=rank)
        lead = max((c for c in hand if c.suit is trump), key=lambda c: c.rank)
        pitching = replace(world, pitcher=holder, to_act=holder)
        [score] = card_scores(pitching, bid=0, max_nodes=nodes, cards=[lead])
        return score.value, points_in_play(world, trump)

    def _pitched(self, deals: Sequence[Mapping[Card, int]]) -> list[int]:
        """The points a suit's pitcher takes in each deal: with the best card for each deal,
        or (``one_pitch``) with the one card of the suit that takes most on average."""
        if not self.one_pitch:
            return [max(values.values()) for values in deals]
        cards = sorted(deals[0], key=lambda card: card.rank)  # every deal values every card; ties: the lowest
        best = max(cards, key=lambda card: sum(values[card] for values in deals))
        return [values[best] for values in deals]

    def _solve_deals(
        self, worlds: Iterable[Position], solve: Callable[[Position], T], wanted: int,
        time_budget: float | None = None,
    ) -> list[T]:  # fmt: skip
        """What ``solve`` makes of the sampled ``worlds``, until ``wanted`` are solved or the
        time budget is spent (four at least); a deal too big for the node budget is left out,
        or ends the sampling (:func:`_give_up`)."""
        deadline = time.perf_counter() + (self.time_budget if time_budget is None else time_budget)
        solved: list[T] = []
        too_big = 0
        for world in worlds:
            try:
                solved.append(solve(world))
            except SearchLimit:
                too_big += 1
                if _give_up(too_big, wanted, deadline):
                    break
                continue
            if len(solved) >= wanted or (len(solved) >= 4 and time.perf_counter() > deadline):
                break
        self.left_out = too_big
        return solved


def _give_up(too_big: int, wanted: int, deadline: float) -> bool:
    """After a deal too big for the node budget: stop, or leave it out and deal again?

    Such a deal is rare (one in several hundred at the start of a four-handed
    cutthroat hand), and losing every figure for it would be wrong; but when the
    deals are too big as a rule, or time is up (the pure-Python solver of the
    static site takes seconds to reach the limit), the estimate stops."""
    return too_big > wanted or time.perf_counter() > deadline + TOO_BIG_GRACE


def pitcher_view(view: SeatView) -> SeatView:
    """``view`` as if its seat had just won the auction and were to pitch: the
    position the bid estimates solve, with the other hands dealt at random."""
    return replace(
        view,
        phase=Phase.PLAY,
        pitcher=view.seat,
        high_bid=0,
        high_bidder=view.seat,
        trump=None,
        tricks=(),
        current=(),
        legal=tuple(view.holding),
    )


def points_in_play(world: Position, trump: Suit) -> int:
    """The points a hand with ``trump`` could score: High, Low and Game always; the
    Jack (and the ten or three, under those rules) only when the card was dealt."""
    dealt = {card for hand in world.dealt for card in hand}
    rules = world.rules
    extra = [
        (Rank.JACK, True),
        (Rank.TEN, rules.ten_of_trump_point),
        (Rank.THREE, rules.three_of_trump_point),
    ]
    return 3 + sum(1 for rank, counts in extra if counts and Card(rank, trump) in dealt)


def contract_holder(view: SeatView) -> int | None:
    """The other seat that holds the high bid, where a pass leaves the hand to its contract (at
    any table: two sides, three partnerships or more, players each for themselves); None where
    no other seat holds one."""
    holder = view.high_bidder
    if holder is None or holder == view.seat or not view.high_bid:
        return None
    return holder


def later_opponents(view: SeatView) -> tuple[int, ...]:
    """The seat's opponents still to speak in the auction, in their order (every later seat at
    cutthroat; none for the dealer, who speaks last, or once the auction is over)."""
    if view.phase is not Phase.AUCTION:
        return ()
    to_speak = (view.dealer - view.seat) % view.players  # the seats after you, the dealer last
    later = ((view.seat + step) % view.players for step in range(1, to_speak + 1))
    return tuple(seat for seat in later if view.rules.side_of(seat, view.players) != view.side)


def rivals_of(view: SeatView) -> int:
    """The other sides at the seat's table (one for two partnerships, two at a cutthroat table of
    three): a bid's net takes off what an average one of them takes."""
    return max(1, view.rules.sides(view.players) - 1)


def partner_holding(view: SeatView) -> int | None:
    """The partner who holds the high bid, if one does: a pass then leaves the contract with the
    seat's own side."""
    holder = view.high_bidder
    if holder is None or holder == view.seat or view.rules.teams is None or not view.high_bid:
        return None
    return holder if view.rules.side_of(holder, view.players) == view.side else None


def bid_estimate(
    suit: Suit, taken: Sequence[int], in_play: Sequence[int], top: int, *, no_junk: bool,
    held: Held | None = None, outbid: Outbid | None = None, rivals: int = 1,
) -> BidEstimate:  # fmt: skip
    """The estimate for pitching ``suit`` from the points taken on each deal (and
    the points in play on it), for bids 1 to ``top``."""
    n = len(taken)
    bids = range(1, top + 1)
    chance = {bid: sum(1 for t in taken if t >= bid) / n for bid in bids}
    expected = {bid: sum(t if t >= bid else -bid for t in taken) / n for bid in bids}
    edge = {
        bid: sum(score_differences(taken, in_play, bid, no_junk=no_junk, rivals=rivals)) / n for bid in bids
    }
    return BidEstimate(
        suit, sum(taken) / n, chance, expected, n, edge, tuple(taken), tuple(in_play), no_junk, held, outbid,
        rivals,
    )  # fmt: skip
