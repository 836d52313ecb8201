"""Accounts of a replayed Pitty Pat round: readable text, and one JSON object.

Both are built from the engine's explanations.  The JSON of a finished
round (``pitchtutor replay --json``)::

    {"game": "pitty-pat",
     "turns": [{"seat": 1, "action": {"draw": "4C"}, "up": "7H", "why": "..."}, ...],
     "winner": 2, "winners": [2], "how": "out" | "blocked",
     "penalties": [23, 30, 0], "totals": [35, 30, 12], "match_winner": null,
     "why": {"end": "...", "penalties": ["...", ...], "match": ["...", ...]}}

Both take a locale (``lang``): every ``why`` is rendered in it, and so are
the text's own lines (the ``pittypat.report.*`` rule keys); the JSON keys stay
the same, and English (the default) is the engine's own text.

``up`` is the up-card after the turn; ``winner`` is ``null`` when a blocked
round is shared (``winners`` lists them); ``chips`` (net, per seat) is added
under ``stake``.  An unfinished record gives the position instead:
``{"game": "pitty-pat", "partial": true, "to_act", "holding", "up",
"legal": [{"move", "why"}], "illegal": [...]}``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitchtutor.cards import cards_pretty
from pitchtutor.explain import ENGLISH, Explanation, Names, label, render, seat_name
from pitchtutor.pittypat.actions import Action, Pair, PassTurn
from pitchtutor.pittypat.match import Settlement, settle_round
from pitchtutor.pittypat.record import RoundRecord, turn_json
from pitchtutor.pittypat.round import Phase, Round, RoundScore

_END_KEYS = ("pittypat.out", "pittypat.blocked", "pittypat.blocked_guard", "pittypat.penalty",
             "pittypat.penalty_winner")  # fmt: skip


@dataclass(frozen=True)
class Replayed:
    """A record played through the engine, scored and settled when complete."""

    round: Round
    record: RoundRecord
    score: RoundScore | None = None
    settlement: Settlement | None = None


def replay(record: RoundRecord) -> Replayed:
    played = record.replay()
    if played.end is None:
        return Replayed(played, record)
    score = played.score()
    totals = record.scores or (0,) * played.players
    settlement = settle_round(played.rules, played.names, totals, score, round_number=record.round_number,
                              dealer=played.dealer)  # fmt: skip
    return Replayed(played, record, score, settlement)


def _said(why: Explanation, names: Names, lang: str) -> str:
    """An explanation's sentence in a locale; in English, the text the engine rendered."""
    return why.text if lang == ENGLISH else why.render(names, lang)


def _turns(played: Round, lang: str = ENGLISH) -> list[dict[str, Any]]:
    """Each turn: the seat, the record's form of it, the up-card after it
    (replayed turn by turn, since a rebuild empties the pile), and why."""
    turns: list[dict[str, Any]] = []
    steps = iter(played.steps)
    again = Round(played.rules, played.dealer, played.dealt, played.first_up)
    for seat, actions in played.turns():
        whys: list[str] = []
        for action in actions:
            whys += [_said(why, played.names, lang) for why in next(steps).why if why.key not in _END_KEYS]
            again.apply(action)
        turns.append({"seat": seat, "action": turn_json(actions), "up": again.up.code, "why": " ".join(whys)})
    return turns


def replay_json(result: Replayed, lang: str = ENGLISH) -> dict[str, Any]:
    """The machine-readable account of a replay (see the module notes), its sentences in ``lang``."""
    played = result.round
    if result.score is None or result.settlement is None:
        return position_json(played, lang)
    score, settlement = result.score, result.settlement
    names = played.names
    data: dict[str, Any] = {
        "game": "pitty-pat",
        "dealer": played.dealer,
        "turns": _turns(played, lang),
        "winner": score.end.winner,
        "winners": list(score.end.winners),
        "how": score.end.how,
        "penalties": list(score.penalties),
        "totals": list(settlement.totals),
        "match_winner": settlement.winner,
        "why": {
            "end": _said(score.end.why, names, lang),
            "penalties": [_said(why, names, lang) for why in score.why],
            "match": [_said(why, names, lang) for why in settlement.why],
        },
    }
    if played.rules.stake:
        data["chips"] = list(settlement.chips)
    return data


def position_json(played: Round, lang: str = ENGLISH) -> dict[str, Any]:
    """An unfinished round: where it stands, and the moves of the seat to act (why, in ``lang``)."""
    seat = played.to_act
    assert seat is not None
    verdicts = played.judge_all()
    names = played.names
    return {
        "game": "pitty-pat",
        "partial": True,
        "phase": played.phase.value,
        "dealer": played.dealer,
        "to_act": seat,
        "holding": [card.code for card in played.hand(seat)],
        "hand_sizes": [len(played.hand(s)) for s in range(played.players)],
        "up": played.up.code,
        "stock": played.stock_size,
        "rebuilds": played.rebuilds,
        "turns": _turns(played, lang),
        "legal": [
            {"move": _move(a), "why": _said(v.why, names, lang)} for a, v in _distinct(verdicts, legal=True)
        ],
        "illegal": [
            {"move": _move(a), "why": _said(v.why, names, lang)} for a, v in _distinct(verdicts, legal=False)
        ],
    }


def _move(action: Action) -> Any:
    if isinstance(action, Pair):
        return {"pair": [action.match.code, action.free.code]}
    if isinstance(action, PassTurn):
        return {"pass": True}
    return "draw"


def _distinct(verdicts: list[Any], *, legal: bool) -> list[Any]:
    """The legal moves all; of the illegal ones, one per reason (a hand of 7
    has 42 ordered pairs, most refused for the same reason)."""
    chosen = []
    keys: set[str] = set()
    for action, verdict in verdicts:
        if verdict.legal != legal:
            continue
        if not legal:
            key = verdict.why.key
            if key in keys:
                continue
            keys.add(key)
        chosen.append((action, verdict))
    return chosen


def replay_text(result: Replayed, title: str | None = None, lang: str = ENGLISH) -> str:
    """A turn-by-turn account, every line an explanation, in ``lang``."""
    played = result.round
    names = played.names

    def line(key: str, **facts: Any) -> str:
        return render(key, facts, names, lang)

    lines = []
    if title:
        lines.append(f"== {title} ==")
    lines.append(line("pittypat.report.rules", changes=played.rules.to_json(), players=played.players,
                      dealer=played.dealer))  # fmt: skip
    for seat in range(played.players):
        lines.append(f"  {label(seat_name(names, seat, lang), lang)} {cards_pretty(played.dealt[seat])}")
    lines.append(f"  {label(line('pittypat.report.up_card'), lang)} {played.first_up.pretty}")
    for step in played.steps:
        for why in step.why:
            lines.append(_said(why, names, lang))
    if result.settlement is not None:
        for why in result.settlement.why:
            lines.append(_said(why, names, lang))
    elif played.phase is not Phase.OVER:
        position = position_json(played, lang)
        holding = cards_pretty(played.hand(played.to_act or 0))
        lines.append(line("pittypat.report.stops", seat=position["to_act"], cards=holding, up=played.up.code,
                          stock=played.stock_size))  # fmt: skip
        legal = label(line("pittypat.report.legal"), lang)
        illegal = label(line("pittypat.report.illegal"), lang)
        for move in position["legal"]:
            lines.append(f"  {legal} {move['why']}")
        for move in position["illegal"]:
            lines.append(f"  {illegal} {move['why']}")
    return "\n".join(lines)
