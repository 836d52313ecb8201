"""Scenes: what the card table shows, as plain JSON-ready data.

A scene is built for one viewer from the engine's state.  It carries only
what that seat may see: its own cards, the cards played, the auction, and
for every other hand a count of face-down cards.  Only ``show_all`` (a
teacher's choice, made in Python) adds the hidden hands.  Every sentence in
a scene is an engine explanation rendered for the viewer ("you hold ..."), in
the view's language (``View.lang``).

The browser half draws scenes and holds no rules: legal flags and reasons
come with the cards and bids.
"""

from __future__ import annotations

from dataclasses import dataclass

from pitchtutor.actions import Bid, Call, Pass, action_json
from pitchtutor.cards import Card
from pitchtutor.explain import ENGLISH, Names, card_name, explain, feminine_seat, render, seat_name, side_name
from pitchtutor.hand import Event, Hand
from pitchtutor.match import MatchOutcome, settle_match
from pitchtutor.scoring import HandScore
from pitchtutor.snapshot import SeatSnapshot, Snapshot
from pitchtutor.state import Phase
from pitchtutor.texts.page import describe_rules
from pitchtutor.widgets.scene_types import (
    BiddingScene,
    BidOption,
    CallScene,
    CardJSON,
    CardScene,
    HandScene,
    Message,
    ScoreScene,
    SeatScene,
    SideTotal,
    TrickScene,
    TutorLine,
)

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


def card_json(card: Card, lang: str = ENGLISH) -> CardJSON:
    name = card.name if lang == ENGLISH else card_name(card.code, lang)
    return {"code": card.code, "rank": card.rank.label, "suit": card.suit.value, "name": name}


def call_label(call: Call, names: Names | None = None, lang: str = ENGLISH) -> str:
    if isinstance(call, Bid):
        return str(call.amount)
    if lang != ENGLISH and names is not None:
        return render("label.pass" if isinstance(call, Pass) else "label.redeal", {}, names, lang)
    return "Pass" if isinstance(call, Pass) else "Redeal"


@dataclass(frozen=True)
class View:
    """Who the scene is for and how much it may show."""

    viewer: int | None  # the seat at the bottom (None: a teacher's view from nowhere)
    names: Names
    show_all: bool = False
    human_seats: frozenset[int] = frozenset()
    lang: str = ENGLISH


def build_scene(
    hand: Hand,
    view: View,
    *,
    totals: list[int],
    outcome: MatchOutcome | None = None,
    match_winner: int | None = None,
    hand_number: int = 1,
    seq: int = 0,
    message: Message | None = None,
    hold: float = 1.0,
) -> HandScene:
    """The whole table for one viewer, in the view's language."""
    names, lang = view.names, view.lang
    snap = Snapshot.of(hand, view.viewer, show_all=view.show_all)
    to_act = snap.to_act
    scene: HandScene = {
        "seq": seq,
        "hold": hold,
        "hand_number": hand_number,
        "players": snap.players,
        "viewer": view.viewer,
        "rules": {
            "describe": describe_rules(snap.rules, lang, without=("target",)),  # the chip adds "to N"
            "top_bid": snap.rules.top_bid,
            "teams": snap.rules.teams,
            "target": snap.rules.target,
        },
        "phase": "match-over" if match_winner is not None else str(snap.phase),
        "dealer": snap.dealer,
        "to_act": to_act,
        "your_turn": to_act is not None and to_act in view.human_seats,
        "pitcher": snap.pitcher,
        "bid": snap.bid,
        "high_bid": snap.high_bid,
        "high_bidder": snap.high_bidder,
        "trump": snap.trump.value if snap.trump else None,
        "seats": [_seat(snap, view, seat) for seat in snap.seats],
        "trick": _trick(snap, names, lang),
        "tricks_played": len(snap.tricks),
        "bidding": _bidding(snap, view),
        "totals": _totals(names, totals, lang),
        "tutor": [
            _intro(hand, names, hand_number, lang),
            *(_line(event, names, lang) for event in hand.commentary()),
        ],
        "auction_result": snap.auction_result.render(names, lang)
        if snap.auction_result is not None
        else None,
        "score": None,
        "message": message,
        "match_winner": None if match_winner is None else side_name(names, match_winner, lang, start_=True),
    }
    if outcome is not None and snap.score is not None:
        scene["score"] = _score(snap.score, names, outcome, lang)
    return scene


def _seat(snap: Snapshot, view: View, seat: SeatSnapshot) -> SeatScene:
    names = view.names
    viewer_side = snap.seats[view.viewer].side if view.viewer is not None else None
    return {
        "seat": seat.seat,
        "name": seat_name(names, seat.seat, view.lang, start_=True),
        "side": seat.side,
        "is_viewer": seat.seat == view.viewer,
        "partner": viewer_side is not None and seat.seat != view.viewer and seat.side == viewer_side,
        "feminine": feminine_seat(names, seat.seat, view.lang),
        "dealer": seat.is_dealer,
        "pitcher": seat.is_pitcher,
        "to_act": seat.is_to_act,
        "human": seat.seat in view.human_seats,
        "count": seat.count,
        "call": call_label(seat.last_call, names, view.lang) if seat.last_call is not None else None,
        "tricks_won": seat.tricks_won,
        "cards": None if seat.cards is None else _cards(snap, view, seat),
    }


def _cards(snap: Snapshot, view: View, seat: SeatSnapshot) -> list[CardScene]:
    """A visible hand, fanned for display, each card with its verdict when
    its seat is to play (the reason a learner sees when trying it)."""
    playing = snap.phase is Phase.PLAY and seat.is_to_act
    cards: list[CardScene] = []
    for card in seat.cards or ():
        entry: CardScene = {**card_json(card, view.lang)}  # type: ignore[typeddict-item]  # the verdict is added below
        verdict = snap.verdict(card) if playing else None
        if verdict is not None:
            entry["legal"] = verdict.legal
            entry["why"] = verdict.why.render(view.names, view.lang)
            entry["key"] = verdict.why.key
        cards.append(entry)
    return cards


def _trick(snap: Snapshot, names: Names, lang: str) -> TrickScene | None:
    trick = snap.trick
    if trick is None:
        return None
    return {
        "number": trick.number,
        "leader": trick.leader,
        "done": trick.done,
        "winner": trick.winner,
        "why": trick.why.render(names, lang) if trick.why is not None else None,
        "plays": [{"seat": s, "card": card_json(c, lang)} for s, c in trick.plays],
    }


def _bidding(snap: Snapshot, view: View) -> BiddingScene | None:
    if snap.phase is not Phase.AUCTION:
        return None
    calls: list[CallScene] = [
        {"seat": seat, "label": call_label(call, view.names, view.lang)} for seat, call in snap.calls
    ]
    options: list[BidOption] = []
    if snap.to_act is not None and snap.to_act in view.human_seats:
        for choice in snap.choices:
            if isinstance(choice.action, Card):
                continue
            options.append(
                {
                    "call": action_json(choice.action),
                    "label": call_label(choice.action, view.names, view.lang),
                    "legal": choice.legal,
                    "why": choice.why.render(view.names, view.lang),
                    "key": choice.why.key,
                }
            )
    return {"seat": snap.to_act, "calls": calls, "options": options}


def _totals(names: Names, totals: list[int], lang: str) -> list[SideTotal]:
    return [
        {"side": side, "name": side_name(names, side, lang, start_=True), "total": total}
        for side, total in enumerate(totals)
    ]


def _line(event: Event, names: Names, lang: str) -> TutorLine:
    line: TutorLine = {
        "kind": event.kind,
        "key": event.why.key,
        "text": event.why.render(names, lang),
        "seat": event.seat,
    }
    if event.kind in ("call", "card") and event.seat is not None and event.action is not None:
        line["who"] = seat_name(names, event.seat, lang, start_=True)
        line["move"] = (
            event.action.pretty if isinstance(event.action, Card) else call_label(event.action, names, lang)
        )
    return line


def _intro(hand: Hand, names: Names, number: int, lang: str) -> TutorLine:
    why = explain(
        "table.new_hand", names, number=number, dealer=hand.dealer, eldest=(hand.dealer + 1) % hand.players
    )
    return {"kind": "deal", "key": why.key, "text": why.render(names, lang), "seat": hand.dealer}


def _auction_result(hand: Hand, names: Names) -> str | None:
    result = hand.auction_result()
    return result.render(names) if result is not None else None


def _score(score: HandScore, names: Names, outcome: MatchOutcome, lang: str) -> ScoreScene:
    sides = range(len(outcome.totals))

    def side(number: int) -> str:
        return side_name(names, number, lang, start_=True)

    return {
        "points": [
            {
                "point": a.point,
                "dealt": a.dealt,
                "name": a.name if lang == ENGLISH else render("label.point", {"point": a.point}, names, lang),
                "card": card_json(a.card, lang) if a.card and a.point != "game" else None,
                "side": a.side,
                "side_name": side(a.side) if a.side is not None else render("label.nobody", {}, names, lang),
                "why": a.why.render(names, lang),
                "key": a.why.key,
            }
            for a in score.awards
        ],
        "pips": [{"side": s, "name": side(s), "pips": score.pips[s]} for s in sides],
        "made": score.made,
        "bid": score.bid,
        "pitcher_side": side(score.pitcher_side),
        "settlement": [why.render(names, lang) for why in score.settlement],
        "totals": [
            {
                "side": s,
                "name": side(s),
                "total": outcome.totals[s],
                "delta": score.delta[s],
            }
            for s in sides
        ],
        "match": outcome.why.render(names, lang),
        "winner": None if outcome.winner is None else side(outcome.winner),
    }


def preview_outcome(hand: Hand, totals: list[int]) -> tuple[HandScore, MatchOutcome]:
    """Score a finished hand against the running totals without ending it."""
    score = hand.score()
    return score, settle_match(hand.rules, hand.names, totals, score, hand.dealer)
