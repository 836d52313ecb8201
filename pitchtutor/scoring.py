"""Scoring a finished hand: the points, who took each and why, and the settlement.

The points, in the order ties are counted out: **High** (the highest trump
in play, to the side dealt it), **Low** (the lowest trump in play, to its
holder or its capturer by ``low_to``), **Jack** (the jack of trump, to the
side that captures it; if it was not dealt nobody scores it), the optional
**ten** and **three** of trump (``ten_of_trump_point``,
``three_of_trump_point``; to the capturer), and **Game** (most pips in the
cards each side captured; a tie scores by ``game_tie``).  "In play" means
dealt this hand.

Settlement: the pitcher's side makes its bid when it took at least that many
points, and then scores what it took; otherwise it is *set back* by the bid.
The other sides score what they took (nothing under ``no_junk``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pitchtutor.cards import Card, Rank, Suit
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.rules import Ruleset
from pitchtutor.tricks import Trick

POINT_ORDER = ("high", "low", "jack", "ten", "three", "game")
"""The points in the order they are counted out when two sides reach the target."""

POINT_NAMES = {"high": "High", "low": "Low", "jack": "Jack", "ten": "the 10 of trump",
               "three": "the 3 of trump", "game": "Game"}  # fmt: skip
"""The points as the rule texts and the lessons name them (the 10 and 3 of trump count
only under the ten_of_trump_point and three_of_trump_point house rules)."""


@dataclass(frozen=True)
class Award:
    """One point of the hand: which card (none for Game), which side scores
    it (``None``: nobody), and why."""

    point: str
    card: Card | None
    side: int | None
    why: Explanation
    dealt: bool = True  # False: the card of this point (the Jack, say) was not dealt, so nobody scores it

    @property
    def name(self) -> str:
        return POINT_NAMES[self.point]


@dataclass(frozen=True)
class HandScore:
    """Everything the scoring of one hand decided."""

    pitcher: int
    pitcher_side: int
    bid: int
    trump: Suit
    awards: tuple[Award, ...]  # in POINT_ORDER; a point whose card was not dealt has side None
    pips: tuple[int, ...]  # Game pips captured, per side
    taken: tuple[int, ...]  # points taken, per side
    made: bool
    smudge: bool  # the top bid, made
    delta: tuple[int, ...]  # change to each side's total
    settlement: tuple[Explanation, ...]  # one per side, pitcher's side first

    def award(self, point: str) -> Award | None:
        return next((award for award in self.awards if award.point == point), None)


@dataclass(frozen=True)
class _Table:
    """What scoring needs to know about the hand, gathered once."""

    rules: Ruleset
    names: Names
    players: int
    holder: dict[Card, int]  # card -> seat dealt it
    capture: dict[Card, tuple[int, int]]  # card -> (seat that won it, trick number)
    trump: Suit
    pitcher_side: int

    def side(self, seat: int) -> int:
        return self.rules.side_of(seat, self.players)


def score_hand(
    rules: Ruleset,
    *,
    names: Names,
    dealt: Sequence[Sequence[Card]],
    tricks: Sequence[Trick],
    pitcher: int,
    bid: int,
) -> HandScore:
    """Score a hand whose six tricks have all been played."""
    players = len(dealt)
    trump = tricks[0].led_suit  # the pitch sets trump
    table = _Table(
        rules,
        names,
        players,
        holder={card: seat for seat, cards in enumerate(dealt) for card in cards},
        capture={card: (t.winner, t.number) for t in tricks for _, card in t.plays},
        trump=trump,
        pitcher_side=rules.side_of(pitcher, players),
    )
    sides = rules.sides(players)
    pips = [0] * sides
    for card, (seat, _) in table.capture.items():
        pips[table.side(seat)] += card.pips
    awards = [*_card_points(table), _game(table, pips)]
    if rules.no_junk:
        awards = [_no_junk(table, award) for award in awards]
    taken = [0] * sides
    for award in awards:
        if award.side is not None:
            taken[award.side] += 1
    made = taken[table.pitcher_side] >= bid
    delta = list(taken)
    if not made:
        delta[table.pitcher_side] = -bid
    settlement = _settlement(table, awards, taken, bid, made)
    return HandScore(
        pitcher=pitcher,
        pitcher_side=table.pitcher_side,
        bid=bid,
        trump=trump,
        awards=tuple(awards),
        pips=tuple(pips),
        taken=tuple(taken),
        made=made,
        smudge=made and bid == rules.top_bid,
        delta=tuple(delta),
        settlement=tuple(settlement),
    )


def _card_points(table: _Table) -> list[Award]:
    trumps = sorted((card for card in table.holder if card.suit is table.trump), key=lambda c: c.rank)
    high, low = trumps[-1], trumps[0]  # the pitch was a trump, so there is at least one
    awards = [_high(table, high), _low(table, low, only=low == high)]
    awards.append(_captured(table, "jack", Card(Rank.JACK, table.trump), only=len(trumps) == 1))
    if table.rules.ten_of_trump_point:
        awards.append(_captured(table, "ten", Card(Rank.TEN, table.trump)))
    if table.rules.three_of_trump_point:
        awards.append(_captured(table, "three", Card(Rank.THREE, table.trump)))
    return awards


def _high(table: _Table, card: Card) -> Award:
    seat = table.holder[card]
    winner, trick = table.capture[card]
    # The highest trump in play wins its own trick, so "High to the holder"
    # and "High to the capturer" always agree; the explanation says so.
    assert winner == seat, "the highest trump must win its trick"
    side = table.side(seat)
    why = explain("high.holder", table.names, card=card.code, seat=seat, side=side, trick=trick)
    return Award("high", card, side, why)


def _low(table: _Table, card: Card, only: bool) -> Award:
    holder = table.holder[card]
    winner, trick = table.capture[card]
    facts = {"card": card.code, "holder": holder, "capturer": winner, "trick": trick}
    if only:
        side = table.side(holder)
        is_jack = card.rank is Rank.JACK
        # The one card is every point it can be: the Jack, or the 10 or 3 of trump where they count.
        counted = {
            Rank.JACK: True,
            Rank.TEN: table.rules.ten_of_trump_point,
            Rank.THREE: table.rules.three_of_trump_point,
        }
        also = (
            [{Rank.JACK: "jack", Rank.TEN: "ten", Rank.THREE: "three"}[card.rank]]
            if counted.get(card.rank)
            else []
        )
        why = explain("low.only_trump", table.names, **facts, side=side, is_jack=is_jack, also=also)
        return Award("low", card, side, why)
    seat = holder if table.rules.low_to == "holder" else winner
    side = table.side(seat)
    why = explain(f"low.{table.rules.low_to}", table.names, **facts, side=side, rule="low_to")
    return Award("low", card, side, why)


def _captured(table: _Table, point: str, card: Card, only: bool = False) -> Award:
    """Jack, ten or three of trump: to the side that wins it, if it was dealt."""
    if card not in table.holder:
        why = explain(f"{point}.not_dealt", table.names, card=card.code, rule=_RULE.get(point))
        return Award(point, card, None, why, dealt=False)
    winner, trick = table.capture[card]
    side = table.side(winner)
    facts = {"card": card.code, "capturer": winner, "holder": table.holder[card], "trick": trick}
    why = explain(f"{point}.captured", table.names, **facts, side=side, only=only,
                  rule=_RULE.get(point))  # fmt: skip
    return Award(point, card, side, why)


_RULE = {"ten": "ten_of_trump_point", "three": "three_of_trump_point"}


def _game(table: _Table, pips: list[int]) -> Award:
    best = max(pips)
    leaders = [side for side, total in enumerate(pips) if total == best]
    facts = {"pips": list(pips), "best": best, "pitcher_side": table.pitcher_side}
    if len(leaders) == 1:
        return Award("game", None, leaders[0], explain("game.won", table.names, **facts, side=leaders[0]))
    facts["tied"] = leaders
    if table.rules.game_tie == "none":
        return Award("game", None, None, explain("game.tie_none", table.names, **facts, rule="game_tie"))
    if best == 0:  # "the highest total wins Game" (000, 002): with no pips at all there is no highest total
        return Award("game", None, None, explain("game.no_pips", table.names, **facts, rule="game_tie"))
    defenders = [side for side in leaders if side != table.pitcher_side]
    if len(defenders) == 1:
        why = explain("game.tie_defenders", table.names, **facts, side=defenders[0], rule="game_tie")
        return Award("game", None, defenders[0], why)
    return Award("game", None, None, explain("game.tie_split", table.names, **facts, rule="game_tie"))


def _no_junk(table: _Table, award: Award) -> Award:
    """Under no junk a defender's point is scored by nobody."""
    if award.side is None or award.side == table.pitcher_side:
        return award
    card = award.card.code if award.card is not None else None
    why = explain(
        "points.no_junk", table.names, point=award.point, card=card, side=award.side, rule="no_junk"
    )
    return Award(award.point, award.card, None, why)


def _settlement(
    table: _Table, awards: list[Award], taken: list[int], bid: int, made: bool
) -> list[Explanation]:
    sides = [table.pitcher_side] + [s for s in range(len(taken)) if s != table.pitcher_side]
    result = []
    for side in sides:
        points = [award.point for award in awards if award.side == side]
        facts = {"side": side, "taken": taken[side], "points": points}
        if side == table.pitcher_side:
            smudge = made and bid == table.rules.top_bid
            key = "settle.smudge" if smudge else ("settle.made" if made else "settle.set_back")
            result.append(explain(key, table.names, **facts, bid=bid, top=table.rules.top_bid))
        else:
            key = "settle.no_junk" if table.rules.no_junk else "settle.defender"
            result.append(explain(key, table.names, **facts))
    return result
