"""Accounts of a replayed hand: readable text, and one JSON object.

Both are built from the engine's explanations, so the sentences here are
the same ones the widgets and lessons show.  Both take a locale (``lang``):
the sentences are rendered in it, and so are the report's own headings (the
``report.*`` rule keys); English (the default) is the engine's own text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitchtutor.actions import Action, action_json, action_text
from pitchtutor.cards import Card, cards_pretty, sort_for_display
from pitchtutor.explain import ENGLISH, Explanation, Names, label, render, seat_name
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


def _said(why: Explanation, names: Names, lang: str) -> str:
    """An explanation's sentence in a locale; in English, the text the engine rendered."""
    return why.text if lang == ENGLISH else why.render(names, lang)


def replay_json(result: Replayed, lang: str = ENGLISH) -> dict[str, Any]:
    """The machine-readable account of a replay (see the README), its sentences in ``lang``."""
    hand = result.hand
    names = hand.names
    if hand.phase is Phase.REDEAL:
        why = hand.auction_result()
        return {"redeal": True, "dealer": hand.dealer, "why": _said(why, names, lang) if why else None}
    if result.score is None or result.outcome is None:
        return position_json(hand, lang)
    score, outcome = result.score, result.outcome  # already scored: no snapshot, which would score again
    auction_why = hand.auction_result()
    return {
        "dealer": hand.dealer,
        "pitcher": score.pitcher,
        "bid": score.bid,
        "trump": score.trump.value,
        "tricks": [
            {
                "leader": t.leader,
                "cards": [c.code for c in t.cards],
                "winner": t.winner,
                "why": _said(t.why, names, lang),
            }
            for t in hand.tricks
        ],
        "points": _points_json(score, names, lang),
        "made": score.made,
        "delta": list(score.delta),
        "totals": list(outcome.totals),
        "winner": outcome.winner,
        "why": {
            "auction": _said(auction_why, names, lang) if auction_why else None,
            "settlement": [_said(why, names, lang) for why in score.settlement],
            "match": _said(outcome.why, names, lang),
        },
    }


def _points_json(score: HandScore, names: Names, lang: str) -> dict[str, Any]:
    points: dict[str, Any] = {}
    for award in score.awards:
        shown = award_json(award, names, lang)
        if award.point == "game":
            points["game"] = {"side": award.side, "pips": list(score.pips), "why": shown["why"],
                              "key": shown["key"]}  # fmt: skip
        elif not award.dealt:
            points[award.point] = None
        else:
            points[award.point] = {key: shown[key] for key in ("card", "side", "why", "key")}
    return points


def position_json(hand: Hand, lang: str = ENGLISH) -> dict[str, Any]:
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
        "legal": [{"move": action_json(c.action), "why": c.why.render(hand.names, lang)} for c in snap.legal],
        "illegal": [
            {"move": action_json(c.action), "why": c.why.render(hand.names, lang)} for c in snap.illegal
        ],
    }


# -- text ---------------------------------------------------------------------


def replay_text(result: Replayed, title: str | None = None, lang: str = ENGLISH) -> str:
    """A readable trick-by-trick account, every line an explanation, in ``lang``."""
    hand = result.hand
    names = hand.names

    def line(key: str, **facts: Any) -> str:
        return render(key, facts, names, lang)

    lines = [f"== {title or line('report.untitled')} =="]
    rules = hand.rules
    lines.append(line("report.rules", rules=rules.describe(), players=hand.players, teams=rules.teams,
                      sides=rules.sides(hand.players), target=rules.target))  # fmt: skip
    lines.append(line("report.dealer", seat=hand.dealer))
    lines.append(line("report.hands"))
    lines += [
        f"  {label(seat_name(names, s, lang), lang)} {cards_pretty(sort_for_display(h))}"
        for s, h in enumerate(hand.dealt)
    ]
    lines.append(line("report.auction"))
    cards_seen = 0
    section = "auction"
    for event in hand.commentary():
        if event.kind == "card":
            if cards_seen % hand.players == 0:
                lines.append(line("report.trick", trick=cards_seen // hand.players + 1, seat=event.seat or 0))
            cards_seen += 1
        if event.kind in ("point", "settle") and section != event.kind:
            section = event.kind
            assert hand.trump is not None
            lines.append(
                line("report.points", trump=hand.trump.value)
                if section == "point"
                else line("report.settlement")
            )
        lines.append(_event_line(hand, event, lang))
    if result.score is not None and result.outcome is not None:
        lines += _match_lines(hand, result.score, result.outcome, lang)
    elif hand.phase is not Phase.REDEAL:
        lines += position_lines(hand, lang)
    return "\n".join(lines) + "\n"


def _event_line(hand: Hand, event: Event, lang: str) -> str:
    said = _said(event.why, hand.names, lang)
    if event.kind in ("call", "card"):
        assert event.seat is not None and event.action is not None
        who = label(seat_name(hand.names, event.seat, lang), lang)
        return f"  {who} {_move(event.action, hand.names, lang)} — {said}"
    if event.kind in ("auction", "trick"):
        return f"  → {said}"
    return f"  {said}"


def _move(action: Action, names: Names, lang: str = ENGLISH) -> str:
    if isinstance(action, Card):
        return action.pretty
    if lang == ENGLISH:
        return action_text(action)
    return render("report.call", {"call": action_json(action)}, names, lang)


def _match_lines(hand: Hand, score: HandScore, outcome: MatchOutcome, lang: str) -> list[str]:
    """The totals and the match verdict (the settlement came with the commentary); the verdict is a
    whole sentence, so it stands under its heading as the settlement's do (a capital after a colon
    is wrong in Portuguese and French)."""
    names = hand.names
    totals = render(
        "report.totals", {"totals": list(outcome.totals), "delta": list(score.delta)}, names, lang
    )
    match = render("report.match", {}, names, lang)
    return [totals, match, f"  {_said(outcome.why, names, lang)}"]


def position_lines(hand: Hand, lang: str = ENGLISH) -> list[str]:
    """Where an unfinished hand stands, and the options of the seat to act."""
    names = hand.names
    seat = hand.to_act
    assert seat is not None
    snap = Snapshot.of(hand, viewer=seat)

    def line(key: str, **facts: Any) -> str:
        return render(key, facts, names, lang)

    lines = [line("report.position")]
    if snap.phase is Phase.AUCTION:
        lines.append(
            "  " + line("report.to_bid", seat=seat, high=snap.high_bid, high_bidder=snap.high_bidder)
        )
    elif snap.trump is None:  # the auction is over and the pitcher has yet to lead
        assert snap.pitcher is not None
        lines.append("  " + line("report.to_pitch", seat=seat, bid=snap.bid))
    else:
        assert snap.pitcher is not None
        played = [[s, c.pretty] for s, c in snap.current]
        facts = {"seat": seat, "trick": len(snap.tricks) + 1, "trump": snap.trump.value,
                 "pitcher": snap.pitcher, "bid": snap.bid, "played": played}  # fmt: skip
        lines.append("  " + line("report.to_play", **facts))
    lines.append("  " + line("report.holds", seat=seat, cards=cards_pretty(snap.holding(seat))))
    lines.append(line("report.legal"))
    lines += [f"  {_move(c.action, names, lang)} — {c.why.render(names, lang)}" for c in snap.legal]
    illegal = [f"  {_move(c.action, names, lang)} — {c.why.render(names, lang)}" for c in snap.illegal]
    if illegal:
        lines.append(line("report.illegal"))
        lines += illegal
    return lines
