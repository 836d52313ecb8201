"""The auction: one chance each, from the dealer's left, to pass or bid higher.

:class:`Auction` is an immutable value; :meth:`Auction.after` returns the
auction with one more call.  :func:`judge_call` says whether a call is
legal for the seat to speak, and why, naming the house rule that decides
(``min_bid``, ``dealer_may_hold``, ``all_pass``, ``bid_four_ends_auction``,
``coke_hand``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from pitchtutor.actions import PASS, REDEAL, Bid, Call, Pass, Redeal
from pitchtutor.cards import Card, Rank, is_coke_hand
from pitchtutor.explain import Explanation, Names, Verdict, explain
from pitchtutor.rules import DEALER_FORCED_BID, Ruleset


class AuctionEnd(Enum):
    """How an auction ended."""

    WON = "won"  # every seat spoke and someone bid
    TOP_BID = "top-bid"  # the top bid was made and ends the auction at once
    ALL_PASS = "all-pass"  # nobody bid: the cards are thrown in
    COKE = "coke"  # a coke hand was thrown in


@dataclass(frozen=True)
class Auction:
    """The calls so far and what they add up to."""

    players: int
    dealer: int
    calls: tuple[tuple[int, Call], ...] = ()
    high: int = 0
    high_bidder: int | None = None
    end: AuctionEnd | None = None

    @property
    def to_speak(self) -> int | None:
        """The seat whose call it is, or ``None`` once the auction is over."""
        if self.end is not None:
            return None
        return (self.dealer + 1 + len(self.calls)) % self.players

    @property
    def over(self) -> bool:
        return self.end is not None

    def after(self, call: Call, rules: Ruleset) -> Auction:
        """The auction once the seat to speak has made ``call`` (unchecked:
        check it first with :func:`judge_call` or :func:`legal_calls`)."""
        seat = self.to_speak
        assert seat is not None, "the auction is over"
        calls = (*self.calls, (seat, call))
        if isinstance(call, Redeal):
            return Auction(self.players, self.dealer, calls, self.high, self.high_bidder, AuctionEnd.COKE)
        high, high_bidder = self.high, self.high_bidder
        if isinstance(call, Bid):
            high, high_bidder = call.amount, seat  # a dealer's hold takes the bid over
        end = None
        if isinstance(call, Bid) and call.amount == rules.top_bid and rules.bid_four_ends_auction:
            end = AuctionEnd.TOP_BID
        elif seat == self.dealer:
            end = AuctionEnd.WON if high_bidder is not None else AuctionEnd.ALL_PASS
        return Auction(self.players, self.dealer, calls, high, high_bidder, end)


def legal_calls(auction: Auction, rules: Ruleset, holding: Sequence[Card]) -> list[Call]:
    """Every call the seat to speak may make, pass first, then bids upward."""
    seat = auction.to_speak
    if seat is None:
        return []
    calls: list[Call] = []
    is_dealer = seat == auction.dealer
    forced = is_dealer and auction.high_bidder is None and rules.all_pass == "dealer-bids"
    if not forced:
        calls.append(PASS)
    lowest = max(rules.min_bid, auction.high + 1)
    if forced:
        lowest = max(lowest, DEALER_FORCED_BID)
    if is_dealer and rules.dealer_may_hold and auction.high_bidder is not None:
        lowest = auction.high
    calls.extend(Bid(amount) for amount in range(lowest, rules.top_bid + 1))
    if rules.coke_hand and is_coke_hand(holding):
        calls.append(REDEAL)
    return calls


def judge_call(
    auction: Auction, rules: Ruleset, holding: Sequence[Card], call: Call, names: Names
) -> Verdict:
    """Whether the seat to speak may make ``call``, and why."""
    seat = auction.to_speak
    assert seat is not None, "the auction is over"
    if isinstance(call, Pass):
        return _judge_pass(auction, rules, seat, names)
    if isinstance(call, Redeal):
        return _judge_redeal(rules, seat, holding, names)
    return _judge_bid(auction, rules, seat, call.amount, names)


def _judge_pass(auction: Auction, rules: Ruleset, seat: int, names: Names) -> Verdict:
    if seat == auction.dealer and auction.high_bidder is None and rules.all_pass == "dealer-bids":
        why = explain("bid.dealer_must_bid", names, seat=seat, minimum=max(DEALER_FORCED_BID, rules.min_bid),
                      rule="all_pass", value=rules.all_pass)  # fmt: skip
        return Verdict(False, why)
    facts = {"all_pass": rules.all_pass} if auction.high_bidder is None else {}
    return Verdict(True, explain("bid.pass", names, seat=seat, high=auction.high,
                                 high_bidder=auction.high_bidder, **facts))  # fmt: skip


def _judge_redeal(rules: Ruleset, seat: int, holding: Sequence[Card], names: Names) -> Verdict:
    if not rules.coke_hand:
        return Verdict(False, explain("bid.coke_off", names, seat=seat, rule="coke_hand"))
    high_cards = [card.code for card in holding if card.rank > Rank.NINE]
    if high_cards:
        why = explain("bid.coke_not_coke", names, seat=seat, cards=high_cards, rule="coke_hand")
        return Verdict(False, why)
    return Verdict(True, explain("bid.coke_redeal", names, seat=seat, rule="coke_hand"))


def _judge_bid(auction: Auction, rules: Ruleset, seat: int, amount: int, names: Names) -> Verdict:
    facts = {"seat": seat, "bid": amount, "high": auction.high, "high_bidder": auction.high_bidder}
    is_dealer = seat == auction.dealer
    if amount > rules.top_bid:
        extra = [key for key in ("ten_of_trump_point", "three_of_trump_point") if getattr(rules, key)]
        return Verdict(False, explain("bid.above_top", names, **facts, top=rules.top_bid, extra=extra))
    if amount < rules.min_bid:
        return Verdict(False, explain("bid.below_min", names, **facts, minimum=rules.min_bid,
                                      rule="min_bid"))  # fmt: skip
    forced = is_dealer and auction.high_bidder is None and rules.all_pass == "dealer-bids"
    least = max(DEALER_FORCED_BID, rules.min_bid)  # the texts say at least 2; a higher minimum bid wins
    if forced and amount < least:
        return Verdict(False, explain("bid.dealer_forced_low", names, **facts,
                                      minimum=least, rule="all_pass"))  # fmt: skip
    if amount > auction.high:
        if forced:
            return Verdict(True, explain("bid.dealer_forced", names, **facts,
                                         minimum=least, rule="all_pass"))  # fmt: skip
        ends = amount == rules.top_bid and rules.bid_four_ends_auction
        key = "bid.top_ends" if ends else ("bid.raise" if auction.high else "bid.open")
        return Verdict(True, explain(key, names, **facts, rule="bid_four_ends_auction" if ends else None))
    if amount == auction.high and is_dealer:
        if rules.dealer_may_hold:
            return Verdict(True, explain("bid.dealer_holds", names, **facts, rule="dealer_may_hold"))
        return Verdict(False, explain("bid.hold_off", names, **facts, rule="dealer_may_hold"))
    return Verdict(False, explain("bid.not_higher", names, **facts, dealer=auction.dealer,
                                  dealer_may_hold=rules.dealer_may_hold))  # fmt: skip


def explain_auction_end(auction: Auction, rules: Ruleset, names: Names) -> Explanation:
    """Why the auction ended as it did: who pitches, or why the cards are thrown in."""
    assert auction.end is not None
    last_seat, _ = auction.calls[-1]
    if auction.end is AuctionEnd.COKE:
        return explain("auction.coke", names, seat=last_seat, dealer=auction.dealer, rule="coke_hand")
    if auction.end is AuctionEnd.ALL_PASS:
        return explain("auction.all_pass", names, dealer=auction.dealer, rule="all_pass")
    assert auction.high_bidder is not None
    facts = {"pitcher": auction.high_bidder, "bid": auction.high, "dealer": auction.dealer}
    if auction.end is AuctionEnd.TOP_BID:
        return explain("auction.top_bid", names, **facts, rule="bid_four_ends_auction")
    held = auction.high_bidder == auction.dealer and _dealer_held(auction)
    return explain("auction.held" if held else "auction.won", names, **facts)


def _dealer_held(auction: Auction) -> bool:
    """True when the dealer took the contract at a bid someone else made."""
    bids = [call.amount for _, call in auction.calls[:-1] if isinstance(call, Bid)]
    return bool(bids) and max(bids) == auction.high
