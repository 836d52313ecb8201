"""Quick-count drills, made fresh from the engine from a seed, and timed.

Three kinds (:data:`DRILL_KINDS`), each with the engine's own explanation as
its feedback:

* ``pips`` — how many Game pips in a pile of captured cards (``pips.count``);
* ``scores`` — after a hand the bots played, who scores High, Low, Jack and
  Game (each point's :class:`~pitchtutor.scoring.Award` and its reason);
* ``legal`` — which cards the seat to act may play (each card's verdict).

:class:`Pace` keeps the answer times and says how fast the learner is getting:
the median of the recent answers against the median of the earlier ones.
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from pitchtutor.bots import BasicBot
from pitchtutor.cards import DECK, Card, parse_card
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH, Names, explain, render, side_name
from pitchtutor.hand import Hand
from pitchtutor.record import HandRecord
from pitchtutor.rules import PRESETS_NAMES, Ruleset
from pitchtutor.state import Phase
from pitchtutor.texts.page import word

DRILL_KINDS = ("pips", "scores", "legal")
RECENT = 5
"""The recent answers :class:`Pace` compares with the earlier ones."""


class DrillError(PitchError, ValueError):
    """An answer a drill cannot read (the message says what it wants)."""


@dataclass(frozen=True)
class Line:
    """One part of the feedback: the engine's sentence, about a card or a point, right or wrong."""

    ok: bool
    text: str
    code: str | None = None  # the card it is about
    point: str | None = None  # the point it is about (high, low, jack, game)


@dataclass(frozen=True)
class Checked:
    correct: bool
    right: str  # the right answer, in words
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Drill:
    """One drill: its kind, and the hand record (or the pile) it asks about."""

    kind: str
    seed: int
    cards: tuple[Card, ...] = ()  # pips: the pile
    record: HandRecord | None = None  # scores: a finished hand; legal: a hand stopped in play

    def hand(self) -> Hand:
        if self.record is None:
            raise DrillError("this drill has no hand")
        return self.record.replay()

    @property
    def pips(self) -> int:
        return sum(card.pips for card in self.cards)

    def legal(self) -> frozenset[Card]:
        hand = self.hand()
        return frozenset(a for a in hand.legal_actions() if isinstance(a, Card))

    def scorers(self) -> dict[str, int | None]:
        """Each point and the side that scores it (None: nobody)."""
        return {award.point: award.side for award in self.hand().score().awards}

    def check(self, value: Any, names: Names | None = None, lang: str = ENGLISH) -> Checked:
        """The learner's answer checked by the engine: ``pips`` a number, ``scores``
        ``{point: side or -1}``, ``legal`` a list of card codes; said in ``lang``."""
        if self.kind == "pips":
            return self._check_pips(value, lang)
        hand = self.hand()
        names = names or Names(hand.players, hand.rules.teams)
        if self.kind == "scores":
            return self._check_scores(hand, value, names, lang)
        return self._check_legal(hand, value, names, lang)

    def _check_pips(self, value: Any, lang: str) -> Checked:
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 1000:
            raise DrillError(word(lang, "quiz.pips.type"))
        facts = [[card.code, card.pips] for card in self.cards]
        why = explain("pips.count", Names(4, 2), cards=facts, total=self.pips).render(Names(4, 2), lang)
        return Checked(value == self.pips, word(lang, "drill.pips", count=self.pips), (Line(True, why),))

    def _check_scores(self, hand: Hand, value: Any, names: Names, lang: str) -> Checked:
        awards = hand.score().awards
        if not isinstance(value, dict) or set(value) != {a.point for a in awards}:
            raise DrillError(word(lang, "drill.say_who"))
        lines = []
        for award in awards:
            side = -1 if award.side is None else award.side
            lines.append(Line(value[award.point] == side, award.why.render(names, lang), point=award.point))
        right = ", ".join(
            word(
                lang,
                "drill.point",
                point=a.name if lang == ENGLISH else render("label.point", {"point": a.point}, names, lang),
                side=word(lang, "drill.nobody") if a.side is None else side_name(names, a.side, lang),
            )
            for a in awards
        )
        return Checked(all(line.ok for line in lines), right, tuple(lines))

    def _check_legal(self, hand: Hand, value: Any, names: Names, lang: str) -> Checked:
        if not isinstance(value, list) or len(value) > 20 or not all(isinstance(v, str) for v in value):
            raise DrillError(word(lang, "drill.choose"))
        seat = hand.to_act
        assert seat is not None
        holding = hand.holding(seat)
        try:
            chosen = {parse_card(v) for v in value}
        except PitchError as error:
            raise DrillError(str(error)) from None
        if not chosen <= set(holding):
            raise DrillError(word(lang, "quiz.legal.only_yours"))
        legal = self.legal()
        lines = tuple(
            Line((card in chosen) == (card in legal), why.render(names, lang), code=card.code)
            for card in holding
            for why in (hand.judge(card).why,)
        )
        right = " ".join(card.pretty for card in holding if card in legal)
        return Checked(chosen == legal, right, lines)


def make_drill(kind: str, seed: int) -> Drill:
    """A drill of ``kind`` made from ``seed`` (the same seed, the same drill)."""
    rng = random.Random(f"drill/{kind}/{seed}")
    if kind == "pips":
        counters = [c for c in DECK if c.pips]
        pile = rng.sample(counters, rng.randint(2, 5)) + rng.sample(
            [c for c in DECK if not c.pips], rng.randint(1, 3)
        )
        rng.shuffle(pile)
        return Drill(kind, seed, cards=tuple(pile))
    if kind not in DRILL_KINDS:
        raise DrillError(f"unknown drill {kind!r}: choose {', '.join(DRILL_KINDS)}")
    while True:  # a hand everybody passed (redealt, no play) is dealt again
        record = _played(kind, rng)
        if record is not None:
            return Drill(kind, seed, record=record)


def _played(kind: str, rng: random.Random) -> HandRecord | None:
    """A hand the basic bots play, to its end (scores) or to a decision in the play (legal)."""
    rules = Ruleset.preset(rng.choice(PRESETS_NAMES))
    players = 4 if rules.teams is not None else 3
    hand = Hand.deal(rules, players, rng.randrange(players), rng.randrange(2**32))
    bots = [BasicBot(rng.randrange(2**32)) for _ in range(players)]
    stop = rng.randrange(1, 3 * players) if kind == "legal" else None  # 2 or more cards left
    plays = 0
    while hand.to_act is not None:
        seat = hand.to_act
        if hand.phase is Phase.PLAY:
            if stop is not None and plays >= stop:
                legal = [a for a in hand.legal_actions() if isinstance(a, Card)]
                if len(legal) < len(hand.holding(seat)) or plays >= stop + players:
                    return HandRecord.from_hand(hand)
            plays += 1
        hand.apply(bots[seat].choose(hand.view(seat)))
    return HandRecord.from_hand(hand) if stop is None and hand.phase is Phase.OVER else None


@dataclass(frozen=True)
class PaceReport:
    """How fast the learner answers: the median of the recent answers and of the earlier ones."""

    answers: int
    recent: float | None  # seconds
    earlier: float | None

    @property
    def change(self) -> float | None:
        """The recent median over the earlier one, less 1 (negative: faster)."""
        if self.recent is None or not self.earlier:
            return None
        return self.recent / self.earlier - 1.0


@dataclass(frozen=True)
class Pace:
    """The answer times, as a value: ``times`` in seconds, oldest first."""

    times: tuple[float, ...] = field(default=())

    def add(self, seconds: float) -> Pace:
        return Pace((*self.times, max(0.0, seconds)))

    def report(self, recent: int = RECENT) -> PaceReport:
        times = self.times
        if not times:
            return PaceReport(0, None, None)
        late, early = times[-recent:], times[:-recent]
        return PaceReport(
            len(times),
            statistics.median(late),
            statistics.median(early) if early else None,
        )


KEPT_TIMES = 60
"""Answer times kept per drill kind (the browser keeps them between visits)."""
LONGEST_ANSWER = 3600.0


def read_times(value: object) -> dict[str, Pace]:
    """The answer times a page hands back (``{kind: [seconds, ...]}``, as :func:`times_json`
    writes them), checked: known kinds, at most :data:`KEPT_TIMES` numbers from 0 to an hour
    each; anything else raises :class:`DrillError` with what is wrong."""
    if not isinstance(value, dict):
        raise DrillError("the drill times must be an object of drill kinds")
    result: dict[str, Pace] = {}
    for kind, times in value.items():
        if kind not in DRILL_KINDS:
            raise DrillError(f"no drill is called {str(kind)[:30]!r}")
        if not isinstance(times, list) or len(times) > KEPT_TIMES:
            raise DrillError(f"{kind}: at most {KEPT_TIMES} answer times, as a list")
        for seconds in times:
            if isinstance(seconds, bool) or not isinstance(seconds, int | float):
                raise DrillError(f"{kind}: an answer time must be a number of seconds")
            if not 0 <= seconds <= LONGEST_ANSWER:
                raise DrillError(f"{kind}: an answer time must be from 0 to {LONGEST_ANSWER:.0f} seconds")
        result[kind] = Pace(tuple(float(s) for s in times))
    return result


def times_json(kept: dict[str, Pace]) -> dict[str, list[float]]:
    """The answer times to keep, the last :data:`KEPT_TIMES` of each kind."""
    return {kind: [round(s, 2) for s in pace.times[-KEPT_TIMES:]] for kind, pace in kept.items()}


def paces(entries: Iterable[tuple[str, float]]) -> dict[str, Pace]:
    """Answer times by drill kind, from ``(kind, seconds)`` pairs."""
    result: dict[str, Pace] = {}
    for kind, seconds in entries:
        result[kind] = result.get(kind, Pace()).add(seconds)
    return result


__all__ = [
    "DRILL_KINDS",
    "KEPT_TIMES",
    "Checked",
    "Drill",
    "DrillError",
    "Line",
    "Pace",
    "PaceReport",
    "make_drill",
    "paces",
    "read_times",
    "times_json",
]
