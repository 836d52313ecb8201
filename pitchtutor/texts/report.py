"""The replay report's own lines (rule keys ``report.*``): the headings and the position around
the engine's sentences in ``pitchtutor replay``, so that a replay in another locale has no
English left between its sentences."""

from __future__ import annotations

from pitchtutor.cards import Suit
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("report.rules")
def _rules(say: Say) -> str:
    if say["teams"] is None:
        seating = f"{say['players']} players, each for themselves"
    else:
        teams = " against ".join(say.names.side(side) for side in range(say["sides"]))
        seating = f"{say['players']} players in {say['sides']} teams, {teams}"
    return f"Rules: {say['rules']}; {seating}; target {say['target']}"


@template("report.points")
def _points(say: Say) -> str:
    return f"Points (trump: {say.suit('trump').plural}):"


@template("report.totals")
def _totals(say: Say) -> str:
    totals = ", ".join(
        f"{say.names.side(side)} {total} ({delta:+d})"
        for side, (total, delta) in enumerate(zip(say["totals"], say["delta"], strict=True))
    )
    return f"Totals: {totals}"


@template("report.to_bid")
def _to_bid(say: Say) -> str:
    if say["high_bidder"] is None:
        standing = "no bid yet"
    else:
        standing = f"high bid {say['high']} by {say.seat('high_bidder')}"
    return f"{say.seat('seat', start=True)} to bid; {standing}."


@template("report.to_play")
def _to_play(say: Say) -> str:
    trick = ", ".join(f"{say.names.seat(seat)} {card}" for seat, card in say["played"]) or "nothing yet"
    return (
        f"{say.seat('seat', start=True)} to play to trick {say['trick']}; trump "
        f"{Suit(say['trump']).plural}, pitcher {say.seat('pitcher')} at {say['bid']}; played so far: {trick}."
    )


@template("report.call")
def _call(say: Say) -> str:
    """A call as a replay line shows it: "pass", "bid 2", "redeal"."""
    return f"bid {say['call']}" if isinstance(say["call"], int) else str(say["call"])
