"""Scenes: what the card table shows, as plain JSON-ready data.

A scene is built for one viewer from the engine's state.  It carries only
what that seat may see: its own cards, the cards played, the auction, and
for every other hand a count of face-down cards.  Only ``show_all`` (a
teacher's choice, made in Python) adds the hidden hands.  Every sentence in
a scene is an engine explanation rendered for the viewer ("you hold ...").

The browser half draws scenes and holds no rules: legal flags and reasons
come with the cards and bids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitchtutor.actions import Bid, Call, Pass, action_json
from pitchtutor.cards import Card, sort_for_display
from pitchtutor.explain import Names, explain
from pitchtutor.hand import Event, Hand
from pitchtutor.match import MatchOutcome, settle_match
from pitchtutor.scoring import HandScore
from pitchtutor.state import Phase

Scene = dict[str, Any]

COMPASS = ("You", "West", "North", "East")
FRIENDS = ("You", "Ann", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus")


def default_seat_names(players: int, viewer: int | None) -> tuple[str, ...]:
    """Names a card table would use: compass points for four, first names
    otherwise, counted clockwise from the viewer (who is "You")."""
    if viewer is None:  # nobody's point of view: compass points for four, seat numbers otherwise
        return (
            ("South", "West", "North", "East") if players == 4 else tuple(f"Seat {s}" for s in range(players))
        )
    pool = COMPASS if players == 4 else FRIENDS
    return tuple(pool[(seat - viewer) % players] for seat in range(players))


def card_json(card: Card) -> dict[str, str]:
    return {"code": card.code, "rank": card.rank.label, "suit": card.suit.value, "name": card.name}


def call_label(call: Call) -> str:
    if isinstance(call, Bid):
        return str(call.amount)
    return "Pass" if isinstance(call, Pass) else "Redeal"


@dataclass(frozen=True)
class View:
    """Who the scene is for and how much it may show."""

    viewer: int | None  # the seat at the bottom (None: a teacher's view from nowhere)
    names: Names
    show_all: bool = False
    human_seats: frozenset[int] = frozenset()


def build_scene(
    hand: Hand,
    view: View,
    *,
    totals: list[int],
    outcome: MatchOutcome | None = None,
    match_winner: int | None = None,
    hand_number: int = 1,
    seq: int = 0,
    message: dict[str, str] | None = None,
    hold: float = 1.0,
) -> Scene:
    """The whole table for one viewer."""
    names = view.names
    to_act = hand.to_act
    scene: Scene = {
        "seq": seq,
        "hold": hold,
        "hand_number": hand_number,
        "players": hand.players,
        "viewer": view.viewer,
        "rules": {
            "describe": hand.rules.describe(),
            "top_bid": hand.rules.top_bid,
            "teams": hand.rules.teams,
            "target": hand.rules.target,
        },
        "phase": "match-over" if match_winner is not None else hand.phase.value,
        "dealer": hand.dealer,
        "to_act": to_act,
        "your_turn": to_act is not None and to_act in view.human_seats,
        "pitcher": hand.pitcher,
        "bid": hand.bid,
        "high_bid": hand.high_bid,
        "high_bidder": hand.state.auction.high_bidder,
        "trump": hand.trump.value if hand.trump else None,
        "seats": [_seat(hand, view, seat) for seat in range(hand.players)],
        "trick": _trick(hand, names),
        "tricks_played": len(hand.tricks),
        "bidding": _bidding(hand, view),
        "totals": _totals(names, totals),
        "tutor": [_intro(hand, names, hand_number), *(_line(event, names) for event in hand.commentary())],
        "auction_result": _auction_result(hand, names),
        "score": None,
        "message": message,
        "match_winner": None if match_winner is None else names.side(match_winner, start=True),
    }
    if outcome is not None and hand.phase is Phase.OVER:
        scene["score"] = _score(hand, names, outcome)
    return scene


def _seat(hand: Hand, view: View, seat: int) -> dict[str, Any]:
    names = view.names
    viewer_side = hand.side_of(view.viewer) if view.viewer is not None else None
    visible = view.show_all or seat == view.viewer
    holding = hand.holding(seat)
    last_call = next((call for s, call in reversed(hand.calls) if s == seat), None)
    entry: dict[str, Any] = {
        "seat": seat,
        "name": names.seat(seat, start=True),
        "side": hand.side_of(seat),
        "is_viewer": seat == view.viewer,
        "partner": viewer_side is not None and seat != view.viewer and hand.side_of(seat) == viewer_side,
        "dealer": seat == hand.dealer,
        "pitcher": seat == hand.pitcher,
        "to_act": seat == hand.to_act,
        "human": seat in view.human_seats,
        "count": len(holding),
        "call": call_label(last_call) if last_call is not None else None,
        "tricks_won": sum(1 for trick in hand.tricks if trick.winner == seat),
        "cards": None,
    }
    if visible:
        entry["cards"] = _cards(hand, view, seat)
    return entry


def _cards(hand: Hand, view: View, seat: int) -> list[dict[str, Any]]:
    """A visible hand, fanned for display, each card with its verdict when
    its seat is to play (the reason a learner sees when trying it)."""
    playing = hand.phase is Phase.PLAY and hand.to_act == seat
    cards = []
    for card in sort_for_display(hand.holding(seat), hand.trump):
        entry: dict[str, Any] = card_json(card)
        if playing:
            verdict = hand.judge(card)
            entry["legal"] = verdict.legal
            entry["why"] = verdict.why.render(view.names)
            entry["key"] = verdict.why.key
        cards.append(entry)
    return cards


def _trick(hand: Hand, names: Names) -> dict[str, Any] | None:
    """The trick in the middle: the one being played, or, between tricks,
    the last one won (with why), so everyone sees what happened."""
    if hand.current_trick:
        plays = hand.current_trick
        return {
            "number": len(hand.tricks) + 1,
            "leader": plays[0][0],
            "done": False,
            "winner": None,
            "why": None,
            "plays": [{"seat": s, "card": card_json(c)} for s, c in plays],
        }
    if hand.tricks:
        trick = hand.tricks[-1]
        return {
            "number": trick.number,
            "leader": trick.leader,
            "done": True,
            "winner": trick.winner,
            "why": trick.why.render(names),
            "plays": [{"seat": s, "card": card_json(c)} for s, c in trick.plays],
        }
    return None


def _bidding(hand: Hand, view: View) -> dict[str, Any] | None:
    if hand.phase is not Phase.AUCTION:
        return None
    calls = [{"seat": seat, "label": call_label(call)} for seat, call in hand.calls]
    seat = hand.to_act
    options = []
    if seat is not None and seat in view.human_seats:
        for action, verdict in hand.judge_all():
            if isinstance(action, Card):
                continue
            options.append(
                {
                    "call": action_json(action),
                    "label": call_label(action),
                    "legal": verdict.legal,
                    "why": verdict.why.render(view.names),
                    "key": verdict.why.key,
                }
            )
    return {"seat": seat, "calls": calls, "options": options}


def _totals(names: Names, totals: list[int]) -> list[dict[str, Any]]:
    return [
        {"side": side, "name": names.side(side, start=True), "total": total}
        for side, total in enumerate(totals)
    ]


def _line(event: Event, names: Names) -> dict[str, Any]:
    line: dict[str, Any] = {
        "kind": event.kind,
        "key": event.why.key,
        "text": event.why.render(names),
        "seat": event.seat,
    }
    if event.kind in ("call", "card") and event.seat is not None and event.action is not None:
        line["who"] = names.seat(event.seat, start=True)
        line["move"] = event.action.pretty if isinstance(event.action, Card) else call_label(event.action)
    return line


def _intro(hand: Hand, names: Names, number: int) -> dict[str, Any]:
    why = explain(
        "table.new_hand", names, number=number, dealer=hand.dealer, eldest=(hand.dealer + 1) % hand.players
    )
    return {"kind": "deal", "key": why.key, "text": why.text, "seat": hand.dealer}


def _auction_result(hand: Hand, names: Names) -> str | None:
    result = hand.auction_result()
    return result.render(names) if result is not None else None


def _score(hand: Hand, names: Names, outcome: MatchOutcome) -> dict[str, Any]:
    score = hand.score()
    sides = range(len(outcome.totals))
    return {
        "points": [
            {
                "point": a.point,
                "dealt": not a.why.key.endswith(".not_dealt"),
                "name": a.name,
                "card": card_json(a.card) if a.card and a.point != "game" else None,
                "side": a.side,
                "side_name": names.side(a.side, start=True) if a.side is not None else "Nobody",
                "why": a.why.render(names),
                "key": a.why.key,
            }
            for a in score.awards
        ],
        "pips": [{"side": s, "name": names.side(s, start=True), "pips": score.pips[s]} for s in sides],
        "made": score.made,
        "bid": score.bid,
        "pitcher_side": names.side(score.pitcher_side, start=True),
        "settlement": [why.render(names) for why in score.settlement],
        "totals": [
            {
                "side": s,
                "name": names.side(s, start=True),
                "total": outcome.totals[s],
                "delta": score.delta[s],
            }
            for s in sides
        ],
        "match": outcome.why.render(names),
        "winner": None if outcome.winner is None else names.side(outcome.winner, start=True),
    }


def preview_outcome(hand: Hand, totals: list[int]) -> tuple[HandScore, MatchOutcome]:
    """Score a finished hand against the running totals without ending it."""
    score = hand.score()
    return score, settle_match(hand.rules, hand.names, totals, score, hand.dealer)
