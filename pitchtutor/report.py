"""Accounts of a replayed hand: readable text, and one JSON object.

Both are built from the engine's explanations, so the sentences here are
the same ones the widgets and lessons show.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitchtutor.actions import Action, action_json, action_text
from pitchtutor.cards import Card, cards_pretty, sort_for_display
from pitchtutor.explain import Names
from pitchtutor.hand import Event, Hand
from pitchtutor.match import MatchOutcome, settle_match
from pitchtutor.record import HandRecord
from pitchtutor.scoring import HandScore
from pitchtutor.snapshot import Snapshot, award_json
from pitchtutor.state import Phase


@dataclass(frozen=True)
class Replayed:
    """A record played through the engine, scored when it is complete."""

    hand: Hand
    score: HandScore | None = None
    outcome: MatchOutcome | None = None


def replay(record: HandRecord) -> Replayed:
    """Replay a record and, when all six tricks are in it, score it and
    settle the match totals (starting from ``scores``, or from zero)."""
    hand = record.replay()
    if hand.phase is not Phase.OVER:
        return Replayed(hand)
    score = hand.score()
    before = record.scores or (0,) * hand.rules.sides(hand.players)
    outcome = settle_match(hand.rules, hand.names, before, score, hand.dealer)
    return Replayed(hand, score, outcome)


# -- JSON ---------------------------------------------------------------------


def replay_json(result: Replayed) -> dict[str, Any]:
    """The machine-readable account of a replay (see the README)."""
    hand = result.hand
    names = hand.names
    if hand.phase is Phase.REDEAL:
        why = hand.auction_result()
        return {"redeal": True, "dealer": hand.dealer, "why": why.text if why else None}
    if result.score is None or result.outcome is None:
        return position_json(hand)
    score, outcome = result.score, result.outcome  # already scored: no snapshot, which would score again
    auction_why = hand.auction_result()
    return {
        "dealer": hand.dealer,
        "pitcher": score.pitcher,
        "bid": score.bid,
        "trump": score.trump.value,
        "tricks": [
            {"leader": t.leader, "cards": [c.code for c in t.cards], "winner": t.winner, "why": t.why.text}
            for t in hand.tricks
        ],
        "points": _points_json(score, names),
        "made": score.made,
        "delta": list(score.delta),
        "totals": list(outcome.totals),
        "winner": outcome.winner,
        "why": {
            "auction": auction_why.text if auction_why else None,
            "settlement": [why.text for why in score.settlement],
            "match": outcome.why.text,
        },
    }


def _points_json(score: HandScore, names: Names) -> dict[str, Any]:
    points: dict[str, Any] = {}
    for award in score.awards:
        shown = award_json(award, names)
        if award.point == "game":
            points["game"] = {"side": award.side, "pips": list(score.pips), "why": shown["why"],
                              "key": shown["key"]}  # fmt: skip
        elif not award.dealt:
            points[award.point] = None
        else:
            points[award.point] = {key: shown[key] for key in ("card", "side", "why", "key")}
    return points


def position_json(hand: Hand) -> dict[str, Any]:
    """An unfinished hand: where it stands and the moves of the seat to act."""
    seat = hand.to_act
    assert seat is not None
    snap = Snapshot.of(hand, viewer=seat)
    return {
        "partial": True,
        "phase": str(snap.phase),
        "dealer": snap.dealer,
        "to_act": seat,
        "holding": [card.code for card in hand.holding(seat)],
        "high_bid": snap.high_bid,
        "high_bidder": snap.high_bidder,
        "pitcher": snap.pitcher,
        "trump": snap.trump.value if snap.trump else None,
        "tricks_played": len(snap.tricks),
        "trick": [{"seat": s, "card": c.code} for s, c in snap.trick.plays]
        if snap.trick and not snap.trick.done
        else [],
        "legal": [{"move": action_json(c.action), "why": c.why.render(hand.names)} for c in snap.legal],
        "illegal": [{"move": action_json(c.action), "why": c.why.render(hand.names)} for c in snap.illegal],
    }


# -- text ---------------------------------------------------------------------


def replay_text(result: Replayed, title: str | None = None) -> str:
    """A readable trick-by-trick account, every line an explanation."""
    hand = result.hand
    names = hand.names
    lines = [f"== {title} ==" if title else "== hand =="]
    lines.append(f"Rules: {_describe_table(hand)}")
    lines.append(f"Dealer: {names.seat(hand.dealer)}")
    lines.append("Hands as dealt:")
    lines += [f"  {names.seat(s)}: {cards_pretty(sort_for_display(h))}" for s, h in enumerate(hand.dealt)]
    lines.append("Auction, from the dealer's left:")
    cards_seen = 0
    section = "auction"
    for event in hand.commentary():
        if event.kind == "card":
            if cards_seen % hand.players == 0:
                number = cards_seen // hand.players + 1
                lines.append(f"Trick {number}, {names.seat(event.seat or 0)} leads:")
            cards_seen += 1
        if event.kind in ("point", "settle") and section != event.kind:
            section = event.kind
            assert hand.trump is not None
            lines.append(f"Points (trump: {hand.trump.plural}):" if section == "point" else "Settlement:")
        lines.append(_event_line(hand, event))
    if result.score is not None and result.outcome is not None:
        lines += _match_lines(hand, result.score, result.outcome)
    elif hand.phase is not Phase.REDEAL:
        lines += position_lines(hand)
    return "\n".join(lines) + "\n"


def _event_line(hand: Hand, event: Event) -> str:
    if event.kind in ("call", "card"):
        assert event.seat is not None and event.action is not None
        return f"  {hand.names.seat(event.seat)}: {_move(event.action)} — {event.why.text}"
    if event.kind in ("auction", "trick"):
        return f"  → {event.why.text}"
    return f"  {event.why.text}"


def _move(action: Action) -> str:
    return action.pretty if isinstance(action, Card) else action_text(action)


def _match_lines(hand: Hand, score: HandScore, outcome: MatchOutcome) -> list[str]:
    """The totals and the match verdict (the settlement came with the commentary)."""
    names = hand.names
    sides = range(len(outcome.totals))
    totals = ", ".join(f"{names.side(s)} {outcome.totals[s]} ({score.delta[s]:+d})" for s in sides)
    return [f"Totals: {totals}", f"Match: {outcome.why.text}"]


def position_lines(hand: Hand) -> list[str]:
    """Where an unfinished hand stands, and the options of the seat to act."""
    names = hand.names
    seat = hand.to_act
    assert seat is not None
    snap = Snapshot.of(hand, viewer=seat)
    lines = ["Position:"]
    if snap.phase is Phase.AUCTION:
        high = snap.high_bidder
        standing = f"high bid {snap.high_bid} by {names.seat(high)}" if high is not None else "no bid yet"
        lines.append(f"  {names.seat(seat, start=True)} to bid; {standing}.")
    elif snap.trump is None:  # the auction is over and the pitcher has yet to lead
        assert snap.pitcher is not None
        lines.append(
            f"  {names.seat(seat, start=True)} {'pitch' if names.is_you(seat) else 'pitches'} at {snap.bid}: "
            "the first card led sets trump."
        )
    else:
        assert snap.pitcher is not None
        trick = ", ".join(f"{names.seat(s)} {c.pretty}" for s, c in snap.current) or "nothing yet"
        lines.append(
            f"  {names.seat(seat, start=True)} to play to trick {len(snap.tricks) + 1}; trump "
            f"{snap.trump.plural}, pitcher {names.seat(snap.pitcher)} at {snap.bid}; played so far: {trick}."
        )
    holding = cards_pretty(snap.holding(seat))
    lines.append(f"  {names.seat(seat, start=True)} {'hold' if names.is_you(seat) else 'holds'} {holding}.")
    lines.append("Legal moves:")
    lines += [f"  {_move(c.action)} — {c.why.render(names)}" for c in snap.legal]
    illegal = [f"  {_move(c.action)} — {c.why.render(names)}" for c in snap.illegal]
    if illegal:
        lines.append("Not allowed:")
        lines += illegal
    return lines


def _describe_table(hand: Hand) -> str:
    rules, names = hand.rules, hand.names
    sides = rules.sides(hand.players)
    if rules.teams is None:
        seating = f"{hand.players} players, each for themselves"
    else:
        teams = " against ".join(names.side(side) for side in range(sides))
        seating = f"{hand.players} players in {sides} teams, {teams}"
    return f"{rules.describe()}; {seating}; target {rules.target}"
