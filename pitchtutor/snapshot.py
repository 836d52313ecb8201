"""One snapshot of a hand, for one viewer: the hand walked once, printed many ways.

A :class:`Snapshot` holds what a viewer may see of a hand at one moment, as
values: each seat (its cards only where the viewer may see them), the trick
on the table, the finished tricks, the auction, the options of the seat to
act with the engine's verdict on each, and the score once the hand is over.
The JSON report (:mod:`pitchtutor.report`), the card table's scene
(:mod:`pitchtutor.widgets.scene`), the terminal game and the quizzes all
print a snapshot, as python-chess's exporters all visit one game: none of
them walks the hand again.

>>> from pitchtutor import Hand, Ruleset
>>> hand = Hand.deal(Ruleset.preset("partnership"), 4, dealer=3, rng=7)
>>> snap = Snapshot.of(hand, viewer=0)
>>> [seat.cards is not None for seat in snap.seats]  # only the viewer's own hand is face up
[True, False, False, False]
>>> [str(choice.action) for choice in snap.legal]
['pass', '1', '2', '3', '4']
>>> snap.to_json(hand.names)["seats"][1]["cards"] is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pitchtutor.actions import Action, Call, action_json
from pitchtutor.cards import Card, Suit, sort_for_display
from pitchtutor.explain import ENGLISH, Explanation, Names, Verdict, seat_name
from pitchtutor.hand import Hand
from pitchtutor.rules import Ruleset
from pitchtutor.scoring import Award, HandScore
from pitchtutor.state import Phase
from pitchtutor.tricks import Play, Trick


@dataclass(frozen=True)
class Choice(Verdict):
    """One option of the seat to act: the action, and the engine's verdict on it."""

    action: Action

    def to_json(self, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
        return {"move": action_json(self.action), "legal": self.legal, "why": self.why.render(names, lang),
                "key": self.why.key}  # fmt: skip


@dataclass(frozen=True)
class SeatSnapshot:
    """One seat as the viewer sees it."""

    seat: int
    side: int
    count: int  # cards still held
    cards: tuple[Card, ...] | None  # fanned for display; None: face down for this viewer
    last_call: Call | None
    tricks_won: int
    is_dealer: bool
    is_pitcher: bool
    is_to_act: bool

    def to_json(self, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": seat_name(names, self.seat, lang, start_=True),
            "side": self.side,
            "count": self.count,
            "cards": None if self.cards is None else [card.code for card in self.cards],
            "call": None if self.last_call is None else action_json(self.last_call),
            "tricks_won": self.tricks_won,
            "dealer": self.is_dealer,
            "pitcher": self.is_pitcher,
            "to_act": self.is_to_act,
        }


@dataclass(frozen=True)
class TrickSnapshot:
    """The trick in the middle of the table: the one being played or, between
    tricks, the last one won (with why), so everyone sees what happened."""

    number: int
    leader: int
    plays: tuple[Play, ...]
    winner: int | None  # None while it is being played
    why: Explanation | None

    @property
    def done(self) -> bool:
        return self.winner is not None

    @classmethod
    def finished(cls, trick: Trick) -> TrickSnapshot:
        return cls(trick.number, trick.leader, tuple(trick.plays), trick.winner, trick.why)

    def to_json(self, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
        return {
            "number": self.number,
            "leader": self.leader,
            "done": self.done,
            "winner": self.winner,
            "why": None if self.why is None else self.why.render(names, lang),
            "plays": [{"seat": seat, "card": card.code} for seat, card in self.plays],
        }


@dataclass(frozen=True)
class Snapshot:
    """A hand at one moment, as ``viewer`` may see it (``None``: a view from
    nowhere, where only ``show_all`` shows any hand)."""

    rules: Ruleset
    players: int
    viewer: int | None
    dealer: int
    phase: Phase
    to_act: int | None
    pitcher: int | None
    bid: int | None
    high_bid: int
    high_bidder: int | None
    trump: Suit | None
    calls: tuple[tuple[int, Call], ...]
    seats: tuple[SeatSnapshot, ...]
    trick: TrickSnapshot | None
    tricks: tuple[Trick, ...]
    choices: tuple[Choice, ...]  # every option of the seat to act, when the viewer may see its hand
    auction_result: Explanation | None
    score: HandScore | None  # once all six tricks are played

    @classmethod
    def of(cls, hand: Hand, viewer: int | None = None, *, show_all: bool = False) -> Snapshot:
        """The snapshot of ``hand`` now, for ``viewer``."""
        state = hand.state

        def visible(seat: int) -> bool:
            return show_all or seat == viewer

        to_act = state.to_act
        choices: tuple[Choice, ...] = ()
        if to_act is not None and visible(to_act):
            choices = tuple(Choice(v.legal, v.why, action) for action, v in hand.judge_all(to_act))
        last_calls: dict[int, Call] = dict(state.auction.calls)  # a seat's later call overwrites its earlier
        seats = tuple(
            SeatSnapshot(
                seat=seat,
                side=hand.side_of(seat),
                count=len(state.holdings[seat]),
                cards=tuple(sort_for_display(state.holdings[seat], state.trump)) if visible(seat) else None,
                last_call=last_calls.get(seat),
                tricks_won=sum(1 for trick in state.tricks if trick.winner == seat),
                is_dealer=seat == hand.dealer,
                is_pitcher=seat == hand.pitcher,
                is_to_act=seat == to_act,
            )
            for seat in range(hand.players)
        )
        trick = None
        if state.current:
            trick = TrickSnapshot(len(state.tricks) + 1, state.current[0][0], state.current, None, None)
        elif state.tricks:
            trick = TrickSnapshot.finished(state.tricks[-1])
        return cls(
            rules=hand.rules,
            players=hand.players,
            viewer=viewer,
            dealer=hand.dealer,
            phase=state.phase,
            to_act=to_act,
            pitcher=hand.pitcher,
            bid=hand.bid,
            high_bid=state.auction.high,
            high_bidder=state.auction.high_bidder,
            trump=state.trump,
            calls=state.auction.calls,
            seats=seats,
            trick=trick,
            tricks=state.tricks,
            choices=choices,
            auction_result=hand.auction_result(),
            score=hand.score() if state.phase is Phase.OVER else None,
        )

    @property
    def current(self) -> tuple[Play, ...]:
        """The cards of the trick being played (none between tricks)."""
        return self.trick.plays if self.trick is not None and not self.trick.done else ()

    @property
    def legal(self) -> tuple[Choice, ...]:
        return tuple(choice for choice in self.choices if choice.legal)

    @property
    def illegal(self) -> tuple[Choice, ...]:
        return tuple(choice for choice in self.choices if not choice.legal)

    def holding(self, seat: int) -> tuple[Card, ...]:
        """A visible seat's cards, fanned for display (empty when face down)."""
        return self.seats[seat].cards or ()

    def verdict(self, action: Action) -> Verdict | None:
        """The engine's verdict on one option of the seat to act, if the viewer may see it."""
        return next((choice for choice in self.choices if choice.action == action), None)

    def to_json(self, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
        """The snapshot as JSON, every sentence rendered for the reader ``names`` describes, in ``lang``."""
        return {
            "players": self.players,
            "viewer": self.viewer,
            "phase": str(self.phase),
            "dealer": self.dealer,
            "to_act": self.to_act,
            "pitcher": self.pitcher,
            "bid": self.bid,
            "high_bid": self.high_bid,
            "high_bidder": self.high_bidder,
            "trump": self.trump.value if self.trump else None,
            "calls": [{"seat": seat, "call": action_json(call)} for seat, call in self.calls],
            "seats": [seat.to_json(names, lang) for seat in self.seats],
            "trick": None if self.trick is None else self.trick.to_json(names, lang),
            "tricks_played": len(self.tricks),
            "choices": [choice.to_json(names, lang) for choice in self.choices],
            "auction_result": None
            if self.auction_result is None
            else self.auction_result.render(names, lang),
            "score": None if self.score is None else score_json(self.score, names, lang),
        }


def award_json(award: Award, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
    """One point of the hand; a point whose card was not dealt has ``dealt`` false."""
    return {
        "point": award.point,
        "dealt": award.dealt,
        "card": award.card.code if award.card is not None and award.point != "game" else None,
        "side": award.side,
        "why": award.why.render(names, lang),
        "key": award.why.key,
    }


def score_json(score: HandScore, names: Names, lang: str = ENGLISH) -> dict[str, Any]:
    return {
        "points": [award_json(award, names, lang) for award in score.awards],
        "pips": list(score.pips),
        "made": score.made,
        "bid": score.bid,
        "pitcher": score.pitcher,
        "delta": list(score.delta),
        "settlement": [why.render(names, lang) for why in score.settlement],
    }


__all__ = ["Choice", "SeatSnapshot", "Snapshot", "TrickSnapshot", "award_json", "score_json"]
