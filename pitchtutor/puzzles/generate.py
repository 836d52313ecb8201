"""Puzzles found in bot-against-bot hands, and puzzles checked again from scratch.

:func:`generate` deals hands under the presets and lets the expert bot play
one side and the basic bot the other (each with its seat's view only).  Every
decision with a real choice is a candidate: the seat's position is valued from
its own view (:mod:`pitchtutor.puzzles.values`): first on a small sample, to
throw out the near-ties cheaply, then afresh on a large one (or on every
consistent deal, when they are few); it becomes a puzzle only when one choice
beats every other by a clear margin.  A bid puzzle must also be the bid
advisor's own call.  At most one puzzle of each kind is taken from a hand.

Everything is drawn from the seed: the same arguments give the same puzzles,
and a smaller count gives the first puzzles of a bigger one.

:func:`verify` values a puzzle's position again, from scratch, on new deals.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from pitchtutor.actions import Action, Bid, Pass, Redeal, action_json
from pitchtutor.bots import BasicBot, Bot, ExpertBot
from pitchtutor.cards import Card, Rank, Suit
from pitchtutor.coach.advisor import best_call, held_facts
from pitchtutor.coach.hints import principle
from pitchtutor.coach.strategy import count_for_seat, side_in_play
from pitchtutor.errors import RecordError
from pitchtutor.hand import Hand
from pitchtutor.puzzles.puzzle import KINDS, ChoiceValue, Features, Puzzle, PuzzleError, Reason
from pitchtutor.puzzles.rating import initial_rating
from pitchtutor.puzzles.values import (
    EXACT_LIMIT,
    MIN_GAP,
    Assessment,
    Valuation,
    Z,
    assess,
    value_calls,
    value_cards,
)
from pitchtutor.record import HandRecord
from pitchtutor.rules import PRESETS_NAMES, Ruleset
from pitchtutor.state import Phase
from pitchtutor.tricks import beats, winning_play
from pitchtutor.view import SeatView

SAMPLES = 400
"""Deals a candidate is valued on, when they are too many to solve them all."""
PILOT = 32
"""Deals of the first, cheap look that throws out the near-ties."""
TRIES = {"card": 6, "bid": 3}
"""Candidates of each kind looked at per hand, at most."""
HARD_TRIES = {"card": 18, "bid": 6}
"""The same, when only hard puzzles are wanted (most candidates are then thrown out)."""
PILOT_SLACK = 250.0
"""How far below ``min_rating`` a pilot's rough rating may fall and still be valued in full (one
doubling of the gap: the pilot's 32 deals see the gap only roughly)."""
BOT_SAMPLES = 16
"""The expert bot's deals per decision (with no time limit, so that play is the same on any machine)."""
ALIKE = 0.5
"""Another choice within this many points of the answer looks alike (a feature of the rating)."""


@dataclass(frozen=True)
class Settings:
    """How hard :func:`generate` looks."""

    samples: int = SAMPLES
    pilot: int = PILOT
    min_gap: float = MIN_GAP
    z: float = Z
    exact_limit: int = EXACT_LIMIT
    min_rating: float | None = None
    """Keep only puzzles whose first rating is at least this (the hard end of the set): more
    candidates are looked at per hand, and one whose pilot gap is plainly too easy is not valued
    in full."""


@dataclass(frozen=True)
class _Candidate:
    kind: str
    step: int
    record: HandRecord
    view: SeatView


def generate(
    count: int,
    seed: int,
    presets: Sequence[str] | None = None,
    *,
    kinds: Sequence[str] = KINDS,
    settings: Settings | None = None,
    progress: Callable[[Puzzle], None] | None = None,
    max_hands: int | None = None,
) -> list[Puzzle]:
    """``count`` puzzles from hands played under ``presets`` (by default all
    four, in turn), of the ``kinds`` asked for.  Stops early (with fewer) after
    ``max_hands`` hands (by default 100 plus 50 a puzzle)."""
    settings = settings or Settings()
    names = tuple(presets) if presets else PRESETS_NAMES
    for name in names:
        Ruleset.preset(name)  # an unknown preset: the engine's own message
    for kind in kinds:
        if kind not in KINDS:
            raise PuzzleError(f"unknown puzzle kind {kind!r}: choose {' or '.join(KINDS)}")
    if count < 0:
        raise PuzzleError("the count of puzzles must not be negative")
    if settings.min_rating is not None and not 600 <= settings.min_rating <= 2400:
        raise PuzzleError("the least rating must be from 600 to 2400 (first ratings lie there)")
    if settings.samples < 2 * settings.pilot or settings.pilot < 8:
        raise PuzzleError("samples must be at least twice the pilot sample, and the pilot at least 8")
    limit = max_hands if max_hands is not None else 100 + 50 * count
    rng = random.Random(seed)
    puzzles: list[Puzzle] = []
    ids: set[str] = set()
    hands = 0
    while len(puzzles) < count and hands < limit:
        preset = names[hands % len(names)]
        hands += 1
        for puzzle in _from_hand(preset, rng.randrange(2**32), kinds, settings):
            if puzzle.id in ids or len(puzzles) >= count:
                continue
            ids.add(puzzle.id)
            puzzles.append(puzzle)
            if progress is not None:
                progress(puzzle)
    return puzzles


def _from_hand(preset: str, seed: int, kinds: Sequence[str], settings: Settings) -> list[Puzzle]:
    rules = Ruleset.preset(preset)
    players = 4 if rules.teams is not None else 3
    rng = random.Random(seed)
    hand = Hand.deal(rules, players, rng.randrange(players), rng)
    experts = rng.randrange(2)
    # the classic bidding the shipped set was dealt with: the same seed, the same puzzles
    bots: list[Bot] = [
        ExpertBot(seed=rng.randrange(2**32), samples=BOT_SAMPLES, time_budget=math.inf, bidding="classic")
        if seat % 2 == experts
        else BasicBot(seed=rng.randrange(2**32))
        for seat in range(players)
    ]
    candidates: list[_Candidate] = []
    step = 0
    while hand.to_act is not None:
        seat = hand.to_act
        view = hand.view(seat)
        kind = "bid" if view.phase is Phase.AUCTION else "card"
        if kind in kinds and Redeal() not in view.legal and len(view.legal) >= 2:
            candidates.append(_Candidate(kind, step, HandRecord.from_hand(hand), view))
        hand.apply(bots[seat].choose(view))
        step += 1
    found = []
    for kind in KINDS:
        if kind not in kinds:
            continue
        pool = [c for c in candidates if c.kind == kind]
        rng.shuffle(pool)
        tries = TRIES if settings.min_rating is None else HARD_TRIES
        for candidate in pool[: tries[kind]]:
            puzzle = _try(candidate, seed, settings)
            if puzzle is not None:
                found.append(puzzle)
                break
    return found


def _value(
    view: SeatView, kind: str, rng: random.Random, samples: int, exact_limit: int, *, checking: bool = False
) -> Valuation | None:
    """The position valued; a deal too big for the solver voids a candidate (a bigger position
    is no puzzle), but is only left out when ``checking`` a shipped one on many more deals."""
    if kind == "bid":
        return value_calls(view, rng, samples, checking=checking)
    return value_cards(view, rng, samples, exact_limit=exact_limit, checking=checking)


def _try(candidate: _Candidate, seed: int, settings: Settings) -> Puzzle | None:
    view, kind = candidate.view, candidate.kind
    pilot = _value(view, kind, random.Random(f"{seed}/{candidate.step}/pilot"), settings.pilot, 0)
    if pilot is None:
        return None
    first_look = assess(pilot, min_gap=settings.min_gap / 2, z=1.0)
    if not first_look.clear:
        return None
    if (
        settings.min_rating is not None
        and _rough_rating(pilot, first_look, view) < settings.min_rating - PILOT_SLACK
    ):
        return None  # plainly too easy for a hard set: not worth the full valuation
    rng = random.Random(f"{seed}/{candidate.step}/full")
    valuation = _value(view, kind, rng, settings.samples, settings.exact_limit)
    if valuation is None:
        return None
    verdict = assess(valuation, min_gap=settings.min_gap, z=settings.z)
    if not verdict.clear:
        return None
    answer = valuation.choices[verdict.best]
    if kind == "bid" and best_call(view, valuation.estimates, view.legal)[0] != answer:
        return None  # the advisor would say otherwise (it bids up when others speak later)
    if isinstance(answer, Pass) and not isinstance(BasicBot(seed=0).choose(view), Bid):
        return None  # a pass nobody would doubt: only a pass the rule of thumb gets wrong is a puzzle
    puzzle = _puzzle(candidate, valuation, verdict)
    if settings.min_rating is not None and puzzle.rating.rating < settings.min_rating:
        return None
    return puzzle


def _rough_rating(valuation: Valuation, verdict: Assessment, view: SeatView) -> float:
    """The first rating a puzzle would get from these (pilot) numbers."""
    return initial_rating(verdict.gap, _alike(valuation, verdict), len(view.holding)).rating


def _alike(valuation: Valuation, verdict: Assessment) -> int:
    """How many choices that are not answers come within :data:`ALIKE` of the answer's value."""
    answers = {verdict.best, *verdict.also}
    top = valuation.mean(verdict.best) - ALIKE
    return sum(1 for i in range(len(valuation.choices)) if i not in answers and valuation.mean(i) >= top)


# -- building a puzzle ------------------------------------------------------------------


def _puzzle(candidate: _Candidate, valuation: Valuation, verdict: Assessment) -> Puzzle:
    view = candidate.view
    hand = candidate.record.replay()
    best = verdict.best
    answer = valuation.choices[best]
    answers = {best, *verdict.also}
    means = [valuation.mean(i) for i in range(len(valuation.choices))]
    order = sorted(range(len(means)), key=lambda i: (i not in answers, -means[i], i))
    choices = tuple(
        ChoiceValue(valuation.choices[i], _round(means[i]), _round(valuation.stderr(i)), valuation.deals)
        for i in order
    )
    assert verdict.runner_up is not None
    tempting = _tempting(view, valuation, answers, verdict.runner_up)
    features = Features(_round(verdict.gap), _alike(valuation, verdict), len(view.holding), len(view.legal))
    record = candidate.record.to_json()
    digest = hashlib.sha1(json.dumps([record, view.seat], sort_keys=True).encode()).hexdigest()
    verdict_why = hand.judge(answer, view.seat).why
    engine = Reason(verdict_why.key, _plain(verdict_why.facts))
    if candidate.kind == "card":
        assert isinstance(answer, Card)
        key, facts = principle(view, answer)
        themes = _card_themes(view, answer, key, facts)
        if not _tip_fits(view, answer, key, facts):
            key = ""  # the tip the hints would give says otherwise: the numbers explain alone
            themes = tuple(t for t in themes if t not in ("lead_trumps", "win_cheaply", "feed_partner"))
        summary = _card_reason(valuation, answer, tempting, verdict, means)
        tip_facts = _card_tip_facts(view, key)
    else:
        themes = _bid_themes(view, answer)
        summary = _bid_reason(valuation, answer, tempting, means)
        key, tip_facts = bid_tip(view, (answer, *(valuation.choices[i] for i in verdict.also)), summary)
    return Puzzle(
        id=digest[:12],
        preset=view.rules.name or "custom",
        kind=candidate.kind,
        record=candidate.record,
        seat=view.seat,
        answer=answer,
        also=tuple(valuation.choices[i] for i in verdict.also),
        choices=choices,
        tempting=tempting,
        gap=_round(verdict.gap),
        gap_se=_round(verdict.gap_se),
        exact=valuation.exact,
        themes=themes,
        reasons=(summary, Reason(key, tip_facts), engine) if key else (summary, engine),
        features=features,
        rating=initial_rating(features.gap, features.alike, features.cards_left),
    )


def _round(value: float) -> float:
    return round(value, 4)


def _plain(facts: object) -> dict[str, Any]:
    """Facts as JSON gives them back (lists, not tuples), so a puzzle round-trips."""
    value = json.loads(json.dumps(facts))
    assert isinstance(value, dict)
    return value


def _tempting(view: SeatView, valuation: Valuation, answers: set[int], runner_up: int) -> Action:
    """The wrong choice a rule of thumb makes (the basic bot's), else the next best."""
    plain = BasicBot(seed=0).choose(view)
    if plain in valuation.choices and valuation.choices.index(plain) not in answers:
        return plain
    return valuation.choices[runner_up]


def _card_reason(
    valuation: Valuation, answer: Card, tempting: Action, verdict: Assessment, means: list[float]
) -> Reason:
    assert isinstance(tempting, Card)
    index = valuation.choices.index(tempting)
    return Reason(
        "puzzle.card",
        {
            "card": answer.code,
            "value": round(means[verdict.best], 2),
            "tempting": tempting.code,
            "tempting_value": round(means[index], 2),
            "also": [valuation.choices[i].code for i in verdict.also],  # type: ignore[union-attr]
            "deals": valuation.deals,
            "exact": valuation.exact,
        },
    )


def _card_tip_facts(view: SeatView, key: str) -> dict[str, Any]:
    """A card puzzle's tip fitted to the seat: its side, a table of each for themselves, the pitch."""
    facts: dict[str, Any] = {}
    side = side_in_play(view)
    if side is not None:
        facts["side"] = side
    if view.rules.teams is None:
        facts["partners"] = False
    if key == "tip.protect_jack" and view.trump is None:
        facts["first"] = True  # the pitch: keep the Jack back, nothing is played yet
    return facts


def bid_tip(view: SeatView, answers: Sequence[Action], summary: Reason) -> tuple[str, dict[str, Any]]:
    """The rule texts' count of the hand, for a bid puzzle's tip: counted in the suit the answer
    would pitch (the count's own best suit for a pass), where it makes one of the right calls; no
    tip where it does not (the count bids only from 2, so it can never say 1: a walk read "bid 2 with
    the Ace and another trump" beside an answer of 1, and the numbers explain alone)."""
    pitched = summary.facts.get("suit")
    count = count_for_seat(view, Suit(pitched) if isinstance(pitched, str) else None)
    calls = {answer.amount if isinstance(answer, Bid) else 0 for answer in answers}
    if count.bid not in calls:
        return "", {}
    return "tip.count_points", json.loads(json.dumps(count.why.facts))


def _bid_reason(valuation: Valuation, answer: Action, tempting: Action, means: list[float]) -> Reason:
    best = valuation.choices.index(answer)
    index = valuation.choices.index(tempting)

    def chance(i: int) -> float | None:
        call, suit = valuation.choices[i], valuation.suits[i]
        if not isinstance(call, Bid) or suit is None:
            return None
        estimate = next(e for e in valuation.estimates if e.suit is suit)
        return round(estimate.chance[call.amount], 2)

    def suit(i: int) -> str | None:
        pitched = valuation.suits[i]
        return pitched.value if pitched is not None else None

    return Reason(
        "puzzle.bid",
        {
            "call": action_json(answer),
            "suit": suit(best),
            "value": round(means[best], 2),
            "chance": chance(best),
            "tempting": action_json(tempting),
            "tempting_suit": suit(index),
            "tempting_value": round(means[index], 2),
            "tempting_chance": chance(index),
            "deals": valuation.deals,
            **_net_facts(valuation),
        },
    )


def _net_facts(valuation: Valuation) -> dict[str, object]:
    """What the nets count beyond the bids: at a table of three or more each for themselves, an
    average opponent (``rivals``); where another seat holds the high bid, the contract a pass
    leaves (who holds it, at what, and whether a player after you may yet take it), as the bid
    advisor says it."""
    first = valuation.estimates[0]
    facts: dict[str, object] = {"rivals": first.rivals} if first.rivals > 1 else {}
    held = first.held
    if held is not None:
        said = held_facts(valuation.estimates)
        facts |= {"held_by": held.holder, "held_bid": held.bid, "held_open": held.open}
        facts |= {"partner": held.holder} if held.ours else {}
        facts |= {"held_outbid": said["held_outbid"]} if said["held_outbid"] is not None else {}
    return facts


THEMES = (
    "pitch",
    "lead_trumps",
    "protect_jack",
    "catch_the_ten",
    "feed_partner",
    "duck",
    "win_cheaply",
    "endgame",
    "count_before_bid",
    "dealer_privilege",
    "pass",
)
"""Every theme a puzzle may have, named after the coach's tips (:mod:`pitchtutor.coach.strategy`)."""


def _tip_fits(view: SeatView, answer: Card, key: str, facts: dict[str, object]) -> bool:
    """Whether the tip the hints give for the answer (:func:`~pitchtutor.coach.hints.principle`)
    says to play it: "lead your highest trump" for the highest card of its suit, "win
    cheaply" for the cheapest winner or the least valuable card, and so on."""
    cards = [a for a in view.legal if isinstance(a, Card)]
    trump = view.trump
    if key == "tip.lead_trumps":
        return answer.rank == max(c.rank for c in view.holding if c.suit is answer.suit)
    if key == "tip.win_cheaply":
        if facts.get("takes"):
            return bool(facts.get("cheapest"))
        if facts.get("leading") or facts.get("partner"):
            return True
        least = min(cards, key=lambda c: (c.suit is trump, c.pips, c.rank))
        return (answer.suit is trump, answer.pips, answer.rank) == (
            least.suit is trump,
            least.pips,
            least.rank,
        )
    if key in ("tip.feed_partner", "tip.tens_for_game"):
        if facts.get("partner"):
            return answer.pips > 0
        return answer.pips == min(c.pips for c in cards)
    return True


def _card_themes(view: SeatView, answer: Card, key: str, facts: dict[str, object]) -> tuple[str, ...]:
    """The themes of a card puzzle: the tip the hints give for the answer
    (:func:`pitchtutor.coach.hints.principle`), and what the answer does."""
    themes: list[str] = []
    trump = view.trump
    if trump is None:
        themes.append("pitch")  # the first lead chooses trump
    elif key == "tip.lead_trumps":
        themes.append("lead_trumps")
    if key == "tip.protect_jack":
        themes.append("protect_jack")
    partner_winning = bool(facts.get("partner"))
    takes = False
    if view.current and trump is not None:
        _, winning = winning_play(view.current, trump)
        takes = beats(answer, winning, trump)
        if answer == Card(Rank.JACK, trump) and (takes or partner_winning):
            themes.append("protect_jack")  # the Jack played where it is safe
        if takes and any(card.rank is Rank.TEN for _, card in view.current):
            themes.append("catch_the_ten")
        if partner_winning and answer.pips:
            themes.append("feed_partner")
            if answer.rank is Rank.TEN:
                themes.append("catch_the_ten")
        if facts.get("can_win") and not takes and not partner_winning:
            themes.append("duck")
    if key == "tip.win_cheaply" and (takes or facts.get("leading")):
        themes.append("win_cheaply")
    if len(view.holding) <= 2:
        themes.append("endgame")
    return tuple(dict.fromkeys(themes))


def _bid_themes(view: SeatView, answer: Action) -> tuple[str, ...]:
    themes = ["count_before_bid"]
    if isinstance(answer, Bid) and view.seat == view.dealer and answer.amount == view.high_bid:
        themes.append("dealer_privilege")  # the dealer holds at the high bid
    if isinstance(answer, Pass):
        themes.append("pass")
    return tuple(themes)


# -- checking again -----------------------------------------------------------------------


@dataclass(frozen=True)
class Check:
    """A puzzle valued again from scratch."""

    id: str
    legal: bool  # the answer is legal in the replayed position, whose seat is to act
    agrees: bool  # the answer (or one as good) is still worth the most
    clear: bool  # and still clearly, by the generator's margin
    best: Action | None
    gap: float
    gap_se: float
    deals: int
    exact: bool


def verify(puzzle: Puzzle, samples: int, *, seed: int = 0, exact_limit: int = EXACT_LIMIT) -> Check:
    """Value ``puzzle``'s position again on ``samples`` new deals (every deal,
    when they are few) and say whether its answer still holds."""
    try:
        hand = puzzle.hand()
    except RecordError as error:
        raise PuzzleError(f"puzzle {puzzle.id}: {error}") from None
    legal = hand.to_act == puzzle.seat and hand.is_legal(puzzle.answer)
    kind_ok = (puzzle.kind == "bid") == (hand.phase is Phase.AUCTION)
    if not legal or not kind_ok:
        return Check(puzzle.id, False, False, False, None, 0.0, 0.0, 0, False)
    view = hand.view(puzzle.seat)
    rng = random.Random(f"check/{puzzle.id}/{seed}")
    valuation = _value(view, puzzle.kind, rng, samples, exact_limit, checking=True)
    if valuation is None:
        return Check(puzzle.id, True, False, False, None, 0.0, 0.0, 0, False)
    means = [valuation.mean(i) for i in range(len(valuation.choices))]
    answers = [i for i, choice in enumerate(valuation.choices) if puzzle.solves(choice)]
    others = [i for i in range(len(means)) if i not in answers]
    top = max((means[i] for i in answers), default=-math.inf)
    agrees = bool(answers) and all(top >= means[i] for i in others)
    verdict = assess(valuation)
    clear = agrees and verdict.clear and puzzle.solves(valuation.choices[verdict.best])
    return Check(puzzle.id, True, agrees, clear, valuation.choices[verdict.best], verdict.gap, verdict.gap_se,
                 valuation.deals, valuation.exact)  # fmt: skip


__all__ = ["THEMES", "Check", "Settings", "generate", "verify"]
