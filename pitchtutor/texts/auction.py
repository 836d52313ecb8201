"""The auction: every call's verdict, and how the auction ended."""

from __future__ import annotations

from pitchtutor.explain import Say, and_list, template
from pitchtutor.texts.common import _cards_held, _rule


@template("bid.pass")
def _bid_pass(say: Say) -> str:
    if say["high_bidder"] is None:
        return f"{say.seat('seat', start=True)} may pass: nobody has to bid."
    high = f"{say['high']} ({say.seat('high_bidder')})"
    return f"{say.seat('seat', start=True)} may pass, leaving the high bid at {high}."


@template("bid.open")
def _bid_open(say: Say) -> str:
    return f"{say.seat('seat', start=True)} may open the bidding at {say['bid']}."


@template("bid.raise")
def _bid_raise(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} may bid {say['bid']}: it beats the high bid of "
        f"{say['high']} ({say.seat('high_bidder')})."
    )


@template("bid.top_ends")
def _bid_top_ends(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} may bid {say['bid']}, the top bid; it ends the auction at "
        f"once and {say.seat('seat')} {say.verb('seat', 'pitches', 'pitch')} "
        f"({_rule('bid_four_ends_auction')})."
    )


@template("bid.dealer_holds")
def _bid_dealer_holds(say: Say) -> str:
    return (
        f"As dealer, {say.seat('seat')} may hold the bid at {say['high']}, taking the contract from "
        f"{say.seat('high_bidder')} without raising it: the dealer's privilege "
        f"({_rule('dealer_may_hold')})."
    )


@template("bid.hold_off")
def _bid_hold_off(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} may not hold at {say['high']}: the dealer's privilege is "
        f"off ({_rule('dealer_may_hold', False)}), so even the dealer must bid higher than "
        f"{say['high']}."
    )


@template("bid.not_higher")
def _bid_not_higher(say: Say) -> str:
    high = f"the high bid of {say['high']} ({say.seat('high_bidder')})"
    if say["seat"] == say["dealer"] and say["dealer_may_hold"]:
        return (
            f"A bid of {say['bid']} is below {high}: as dealer, {say.seat('seat')} may hold at "
            f"{say['high']} or bid higher."
        )
    tail = "; only the dealer may hold at the high bid" if say["dealer_may_hold"] else ""
    return f"A bid of {say['bid']} does not beat {high}: each bid must be higher than the last{tail}."


@template("bid.below_min")
def _bid_below_min(say: Say) -> str:
    return (
        f"The minimum bid is {say['minimum']} ({_rule('min_bid', say['minimum'])}): "
        f"{say.seat('seat')} may not bid {say['bid']}."
    )


_EXTRA_POINTS = {"ten_of_trump_point": "the 10 of trump", "three_of_trump_point": "the 3 of trump"}


@template("bid.above_top")
def _bid_above_top(say: Say) -> str:
    points = ["High", "Low", "Jack", "Game", *(_EXTRA_POINTS[key] for key in say["extra"])]
    return (
        f"No bid can be above {say['top']}: only {say['top']} points are at stake in a hand "
        f"({and_list(points)}), so {say['bid']} is too high."
    )


@template("bid.dealer_must_bid")
def _bid_dealer_must_bid(say: Say) -> str:
    return (
        f"Everyone else passed, so the dealer, {say.seat('seat')}, may not pass: the dealer must "
        f"bid at least {say['minimum']} ({_rule('all_pass', 'dealer-bids')})."
    )


@template("bid.dealer_forced_low")
def _bid_dealer_forced_low(say: Say) -> str:
    return (
        f"Everyone else passed, so the dealer must bid at least {say['minimum']} "
        f"({_rule('all_pass', 'dealer-bids')}); {say['bid']} is too low."
    )


@template("bid.dealer_forced")
def _bid_dealer_forced(say: Say) -> str:
    return (
        f"Everyone else passed, so the dealer, {say.seat('seat')}, must bid at least "
        f"{say['minimum']} ({_rule('all_pass', 'dealer-bids')}); {say['bid']} will do."
    )


@template("bid.coke_off")
def _bid_coke_off(say: Say) -> str:
    return f"Redeals for a coke hand are not played here ({_rule('coke_hand', False)})."


@template("bid.coke_not_coke")
def _bid_coke_not_coke(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} cannot demand a redeal: a coke hand holds nothing above a 9, "
        f"and {say.seat('seat')} {say.verb('seat', 'holds', 'hold')} {_cards_held(say, 'cards')}."
    )


@template("bid.coke_redeal")
def _bid_coke_redeal(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} {say.verb('seat', 'holds', 'hold')} nothing above a 9, a "
        f"coke hand, so {say.seat('seat')} may throw it in and demand a new deal ({_rule('coke_hand')})."
    )


@template("auction.won")
def _auction_won(say: Say) -> str:
    return (
        f"{say.seat('pitcher', start=True)} {say.verb('pitcher', 'wins', 'win')} the auction at "
        f"{say['bid']} and {say.verb('pitcher', 'is', 'are')} the pitcher: the first card "
        f"{say.seat('pitcher')} {say.verb('pitcher', 'leads', 'lead')} sets trump."
    )


@template("auction.held")
def _auction_held(say: Say) -> str:
    return (
        f"As dealer, {say.seat('pitcher')} held at {say['bid']} and "
        f"{say.verb('pitcher', 'is', 'are')} the pitcher: the first card "
        f"{say.seat('pitcher')} {say.verb('pitcher', 'leads', 'lead')} sets trump."
    )


@template("auction.top_bid")
def _auction_top_bid(say: Say) -> str:
    return (
        f"{say.seat('pitcher', start=True)} bid {say['bid']}, the top bid, which ends the auction at "
        f"once ({_rule('bid_four_ends_auction')}): {say.seat('pitcher')} "
        f"{say.verb('pitcher', 'pitches', 'pitch')} now."
    )


@template("auction.all_pass")
def _auction_all_pass(say: Say) -> str:
    return (
        f"Everyone passed: the cards are thrown in and {say.seat('dealer')} "
        f"{say.verb('dealer', 'deals', 'deal')} again ({_rule('all_pass', 'redeal')})."
    )


@template("auction.coke")
def _auction_coke(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} threw in a coke hand: the cards are thrown in and "
        f"{say.seat('dealer')} {say.verb('dealer', 'deals', 'deal')} again ({_rule('coke_hand')})."
    )
