"""The replay report's own lines (rule keys ``report.*``): the headings and the position around
the engine's sentences in ``pitchtutor replay``, so that a replay in another locale has no
English left between its sentences."""

from __future__ import annotations

from pitchtutor.cards import Suit
from pitchtutor.explain import Say, template


@template("report.untitled")
def _untitled(say: Say) -> str:
    return "hand"


@template("report.rules")
def _rules(say: Say) -> str:
    if say["teams"] is None:
        seating = f"{say['players']} players, each for themselves"
    else:
        teams = " against ".join(say.names.side(side) for side in range(say["sides"]))
        seating = f"{say['players']} players in {say['sides']} teams, {teams}"
    return f"Rules: {say['rules']}; {seating}; target {say['target']}"


@template("report.dealer")
def _dealer(say: Say) -> str:
    return f"Dealer: {say.seat('seat')}"


@template("report.hands")
def _hands(say: Say) -> str:
    return "Hands as dealt:"


@template("report.auction")
def _auction(say: Say) -> str:
    return "Auction, from the dealer's left:"


@template("report.trick")
def _trick(say: Say) -> str:
    return f"Trick {say['trick']}, {say.seat('seat')} leads:"


@template("report.points")
def _points(say: Say) -> str:
    return f"Points (trump: {say.suit('trump').plural}):"


@template("report.settlement")
def _settlement(say: Say) -> str:
    return "Settlement:"


@template("report.totals")
def _totals(say: Say) -> str:
    totals = ", ".join(
        f"{say.names.side(side)} {total} ({delta:+d})"
        for side, (total, delta) in enumerate(zip(say["totals"], say["delta"], strict=True))
    )
    return f"Totals: {totals}"


@template("report.match")
def _match(say: Say) -> str:
    return "Match:"


@template("report.position")
def _position(say: Say) -> str:
    return "Position:"


@template("report.to_bid")
def _to_bid(say: Say) -> str:
    if say["high_bidder"] is None:
        standing = "no bid yet"
    else:
        standing = f"high bid {say['high']} by {say.seat('high_bidder')}"
    return f"{say.seat('seat', start=True)} to bid; {standing}."


@template("report.to_pitch")
def _to_pitch(say: Say) -> str:
    return (
        f"{say.seat('seat', start=True)} {say.verb('seat', 'pitches', 'pitch')} at {say['bid']}: "
        "the first card led sets trump."
    )


@template("report.to_play")
def _to_play(say: Say) -> str:
    trick = ", ".join(f"{say.names.seat(seat)} {card}" for seat, card in say["played"]) or "nothing yet"
    return (
        f"{say.seat('seat', start=True)} to play to trick {say['trick']}; trump "
        f"{Suit(say['trump']).plural}, pitcher {say.seat('pitcher')} at {say['bid']}; played so far: {trick}."
    )


@template("report.holds")
def _holds(say: Say) -> str:
    return f"{say.seat('seat', start=True)} {say.verb('seat', 'holds', 'hold')} {say['cards']}."


@template("report.legal")
def _legal(say: Say) -> str:
    return "Legal moves:"


@template("report.illegal")
def _illegal(say: Say) -> str:
    return "Not allowed:"


@template("report.call")
def _call(say: Say) -> str:
    """A call as a replay line shows it: "pass", "bid 2", "redeal"."""
    return f"bid {say['call']}" if isinstance(say["call"], int) else str(say["call"])
