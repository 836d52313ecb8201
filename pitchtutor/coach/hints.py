"""Hints that teach: a ladder of three steps for the seat to act, from what
that seat may know and nothing more.

1. the principle (a strategy tip: "lead your highest trump early");
2. a stronger pointer at the position ("the Q♥ is winning this trick");
3. the card or bid, with the numbers behind it (the average score change of
   each choice over deals consistent with what the seat has seen, and how
   often the bid is made).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pitchtutor.actions import Action, Bid, Call, Pass, Redeal, action_json
from pitchtutor.bots.basic import BasicBot
from pitchtutor.bots.estimate import BidEstimate, CardEstimate, Estimator
from pitchtutor.bots.expert import pick_bid
from pitchtutor.cards import Card, Rank
from pitchtutor.coach.strategy import count_points, tip
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.state import Phase
from pitchtutor.tricks import beats, winning_play
from pitchtutor.view import SeatView

LEVELS = 3


@dataclass(frozen=True)
class Hint:
    level: int  # 1: principle, 2: pointer, 3: the answer
    why: Explanation
    action: Action | None = None  # the recommended move, at level 3


def hint(
    view: SeatView,
    level: int,
    names: Names,
    *,
    estimator: Estimator | None = None,
    estimates: Sequence[BidEstimate] | None = None,
) -> Hint:
    """The hint of a given level for the seat to act in ``view``; the numbers
    at level 3 come from ``estimator`` (or ``estimates`` already worked out)."""
    if not view.legal:
        raise ValueError(f"seat {view.seat} is not to act: no hint")
    level = max(1, min(LEVELS, level))
    if view.phase is Phase.AUCTION:
        return _auction_hint(view, level, names, estimator, estimates)
    return _play_hint(view, level, names, estimator)


def _principle(view: SeatView) -> tuple[str, dict[str, object]]:
    """Which tip fits the position, and the facts a pointer can name."""
    trump = view.trump
    cards = [a for a in view.legal if isinstance(a, Card)]
    if trump is None:
        return "tip.lead_trumps", {"first": True}
    partner_side = view.side
    mine_trumps = [c for c in view.holding if c.suit is trump]
    if not view.current:
        pitching_side = (
            view.pitcher is not None and view.rules.side_of(view.pitcher, view.players) == partner_side
        )
        if mine_trumps and pitching_side:
            return "tip.lead_trumps", {"first": False}
        return "tip.win_cheaply", {"leading": True}
    seat, winning = winning_play(view.current, trump)
    partner_winning = view.rules.side_of(seat, view.players) == partner_side
    jack = Card(Rank.JACK, trump)
    if jack in cards and not partner_winning and winning.suit is trump and winning.rank > Rank.JACK:
        return "tip.protect_jack", {"winning": winning.code, "winner": seat}
    if partner_winning:
        key = "tip.tens_for_game" if any(c.rank is Rank.TEN for c in cards) else "tip.feed_partner"
        return key, {"winning": winning.code, "winner": seat, "partner": True}
    can_win = any(beats(c, winning, trump) for c in cards)
    return ("tip.win_cheaply" if can_win else "tip.feed_partner"), {
        "winning": winning.code,
        "winner": seat,
        "partner": False,
        "can_win": can_win,
    }


def _play_hint(view: SeatView, level: int, names: Names, estimator: Estimator | None) -> Hint:
    key, facts = _principle(view)
    if level == 1:
        return Hint(1, tip(key, names))
    if level == 2:
        return Hint(2, explain("hint.pointer", names, tip=key, seat=view.seat, **facts))
    estimates = (estimator or Estimator()).card_estimates(view)
    if not estimates:
        return Hint(2, explain("hint.too_big", names, tip=key))
    best = estimates[0]
    choices = [
        [e.card.code, round(e.mean, 2), None if e.made is None else round(e.made, 2)] for e in estimates
    ]
    why = explain("hint.card", names, card=best.card.code, samples=best.samples, choices=choices, tip=key)
    return Hint(3, why, best.card)


def _auction_hint(
    view: SeatView,
    level: int,
    names: Names,
    estimator: Estimator | None,
    estimates: Sequence[BidEstimate] | None,
) -> Hint:
    if level == 1:
        return Hint(1, tip("tip.count_points", names))
    judgement = count_points(
        view.holding, players=view.players, teams=view.rules.teams, min_bid=view.rules.min_bid
    )
    if level == 2:
        return Hint(2, _rerender(judgement.why, names))
    if estimates is None:
        estimates = (estimator or Estimator()).bid_estimates(view)
    action = pick_bid(view, estimates, view.legal)[0] if estimates else _plain_call(view)
    rows = [
        [e.suit.value, round(e.mean_points, 2), {str(b): round(p, 2) for b, p in e.chance.items()}]
        for e in estimates
    ]
    amount = action.amount if isinstance(action, Bid) else 0
    why = explain(
        "hint.bid",
        names,
        call=action_json(action),
        bid=amount,
        suits=rows,
        samples=estimates[0].samples if estimates else 0,
    )
    return Hint(3, why, action if isinstance(action, Bid | Pass) else None)


def _plain_call(view: SeatView) -> Call:
    """The call when the position is too big to estimate: a coke hand is thrown
    in, otherwise the basic bot's count decides."""
    if Redeal() in view.legal:
        return Redeal()
    call = BasicBot().choose(view)
    assert not isinstance(call, Card)
    return call


def _rerender(why: Explanation, names: Names) -> Explanation:
    return Explanation(why.key, why.facts, why.render(names))


def ladder(view: SeatView, names: Names, *, estimator: Estimator | None = None) -> list[Hint]:
    """All three steps at once."""
    return [hint(view, level, names, estimator=estimator) for level in range(1, LEVELS + 1)]


__all__ = ["LEVELS", "CardEstimate", "Hint", "hint", "ladder"]
