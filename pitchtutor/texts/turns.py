"""Turns, phases and seats: whose turn it is, who deals, and counting pips."""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, plural, template
from pitchtutor.texts.common import _possessive, _rule

# -- turns and phases ---------------------------------------------------------


@template("turn.not_yours")
def _turn_not_yours(say: Say) -> str:
    doing = "bid" if say["phase"] == "auction" else "play"
    whose = "your" if say.names.is_you(say["to_act"]) else say.seat("to_act") + "'s"
    return f"It is {whose} turn to {doing}, not {_possessive(say.names, say['seat'])}."


@template("phase.auction")
def _phase_auction(say: Say) -> str:
    return f"The auction is not over: {say.seat('seat')} must pass or bid before any card is played."


@template("phase.play")
def _phase_play(say: Say) -> str:
    return f"The auction is over: {say.seat('seat')} must play a card now, not {say['call']!s}."


@template("phase.hand_over")
def _phase_hand_over(say: Say) -> str:
    return "The hand is over: all six tricks have been played."


@template("phase.thrown_in")
def _phase_thrown_in(say: Say) -> str:
    return f"The cards were thrown in: {say.seat('dealer')} {say.verb('dealer', 'deals', 'deal')} again."


@template("phase.not_over")
def _phase_not_over(say: Say) -> str:
    if say["phase"] == "auction":
        return "The hand cannot be scored yet: the auction is not over."
    return f"The hand cannot be scored yet: {say['tricks']} of six tricks have been played."


# -- seats and turns ----------------------------------------------------------


@template("seat.eldest")
def _seat_eldest(say: Say) -> str:
    return (
        f"{say.seat('dealer', start=True)} {say.verb('dealer', 'deals', 'deal')}, so "
        f"{say.seat('seat')}, on the dealer's left (the eldest hand), "
        f"{say.verb('seat', 'bids', 'bid')} first: "
        "the deal and the bidding both go clockwise from the dealer's left."
    )


@template("seat.next_dealer")
def _seat_next_dealer(say: Say) -> str:
    return (
        f"After a hand is scored the deal passes one seat clockwise: {say.seat('dealer')} dealt, so "
        f"{say.seat('seat')} {say.verb('seat', 'deals', 'deal')} next."
    )


@template("seat.same_dealer")
def _seat_same_dealer(say: Say) -> str:
    return (
        f"The cards were thrown in without a hand being played, so the same dealer, {say.seat('seat')}, "
        f"{say.verb('seat', 'deals', 'deal')} again ({_rule('all_pass', 'redeal')})."
    )


@template("pips.count")
def _pips_count(say: Say) -> str:
    counted = [f"{parse_card(code).pretty} {pips}" for code, pips in say["cards"] if pips]
    if not counted:
        return "These cards count 0 pips: only tens, aces, kings, queens and jacks count for Game."
    return f"{' + '.join(counted)} = {plural(say['total'], 'pip')}; the other cards count nothing for Game."
