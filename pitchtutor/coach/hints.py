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
from pitchtutor.bots.equity import match_view
from pitchtutor.bots.estimate import BidEstimate, CardEstimate, Estimator, partner_holding
from pitchtutor.bots.expert import choose_call
from pitchtutor.bots.knowledge import knowledge
from pitchtutor.cards import Card, Rank, Suit
from pitchtutor.coach.advisor import cheaper_bid, held_facts, match_figures, suit_nets, with_count
from pitchtutor.coach.strategy import Judgement, count_for_seat, side_in_play, tip
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
    card_estimates: Sequence[CardEstimate] | None = None,
    pitch_suit: Suit | None = None,
) -> Hint:
    """The hint of a given level for the seat to act in ``view``.  ``pitch_suit``: the suit
    the coach advised pitching when the seat bid, kept at the pitch unless another is clearly
    better (a figure within the deals' noise must not turn the advice round).

    The three steps come from one decision: the card (or call) step 3 names is
    worked out first, from ``estimator`` (or ``card_estimates`` / bid
    ``estimates`` already worked out), and the principle and the pointer are
    the ones that lead to it.  A forced move is said to be forced, at once."""
    if not view.legal:
        raise ValueError(f"seat {view.seat} is not to act: no hint")
    level = max(1, min(LEVELS, level))
    if view.phase is Phase.AUCTION:
        return _auction_hint(view, level, names, estimator, estimates)
    return _play_hint(view, level, names, estimator, card_estimates, pitch_suit=pitch_suit)


def _forced(view: SeatView, card: Card) -> Explanation:
    """Why the only legal card is the only one."""
    led = view.current[0][1].suit if view.current else None
    if len(view.holding) == 1:
        reason = "last"
    elif led is not None and card.suit is led:
        reason = "only_of_led"
    else:
        reason = "only_trump" if view.trump is not None and card.suit is view.trump else "only_legal"
    return explain("hint.forced", Names(view.players, view.rules.teams), card=card.code, reason=reason,
                   led=led.value if led else None)  # fmt: skip


def principle(view: SeatView, best: Card | None) -> tuple[str, dict[str, object]]:
    """The tip that leads to ``best`` (the card step 3 names), and the facts the
    pointer names.  With no card worked out, the tip that fits the position."""
    trump = view.trump
    cards = [a for a in view.legal if isinstance(a, Card)]
    side = side_in_play(view)
    partners = view.rules.teams is not None
    if trump is None:
        if best is not None and best != max((c for c in cards if c.suit is best.suit), key=lambda c: c.rank):
            # pitching low ("lead your highest trump" would not fit): to keep the Jack from a higher
            # trump, where it is held, else as the cheapest card that will do
            jack = Card(Rank.JACK, best.suit)
            low = "tip.protect_jack" if jack in cards and best != jack else "tip.win_cheaply"
            return low, {"first": True, "side": side}
        return "tip.lead_trumps", {"first": True, "side": side}
    if not view.current:
        trumps = [c for c in cards if c.suit is trump]
        # The texts' tip says "lead your highest trump": only where that is the card step 3 names
        # (a walk found it beside "play the 3♠" with the J♠ in hand).
        highest = best is None or (
            best.suit is trump and best == max(trumps, key=lambda c: c.rank, default=None)
        )
        if highest and side == "pitcher" and trumps:
            return "tip.lead_trumps", {"first": False, "side": side}
        return "tip.win_cheaply", {"leading": True, "side": side}
    seat, winning = winning_play(view.current, trump)
    partner_winning = partners and view.rules.side_of(seat, view.players) == view.side
    facts: dict[str, object] = {
        "winning": winning.code,
        "winner": seat,
        "partner": partner_winning,
        "side": side,
    }
    jack = Card(Rank.JACK, trump)
    jack_beaten = jack in cards and not partner_winning and winning.suit is trump and winning.rank > Rank.JACK
    if jack_beaten and best != jack:
        return "tip.protect_jack", facts
    if best == jack and beats(jack, winning, trump) and not partner_winning:  # its point home
        return "tip.protect_jack", facts | {"can_win": True, "takes": True}
    if partner_winning:
        facts |= {"can_win": any(beats(c, winning, trump) for c in cards)}  # "you need not take it"
        if best is not None and not best.pips:  # nothing to give: just don't take it from your partner
            return "tip.win_cheaply", facts | {"counter": False}
        tens = best.rank is Rank.TEN if best is not None else any(c.rank is Rank.TEN for c in cards)
        return ("tip.tens_for_game" if tens else "tip.feed_partner"), facts | {"counter": True}
    winners = sorted((c for c in cards if beats(c, winning, trump)), key=lambda c: (c.suit is trump, c.rank))
    if best is None:
        key = "tip.win_cheaply" if winners or not partners else "tip.feed_partner"
        return key, facts | {"can_win": bool(winners)}
    if best in winners:
        if best != winners[0] and best.rank is Rank.TEN:  # take it with your own ten: its 10 pips banked
            return "tip.tens_for_game", facts | {"can_win": True, "takes": True, "cheapest": False}
        return "tip.win_cheaply", facts | {"can_win": True, "takes": True, "cheapest": best == winners[0]}
    gives_pips = best.pips > min(c.pips for c in cards)
    if gives_pips and partner_to_come(view):
        # a counter on an opponent's card with the partner still to play: the deals find the partner
        # taking the trick often enough (a walk read "which card costs least?" beside "play the 10♥")
        key = "tip.tens_for_game" if best.rank is Rank.TEN else "tip.feed_partner"
        return key, facts | {"can_win": bool(winners), "takes": False, "to_come": True}
    if not winners and gives_pips:
        # counting cards given up on an opponent's trick: the numbers keep what wins later tricks
        return "tip.keep_winners", facts | {"can_win": False, "takes": False}
    key = "tip.feed_partner" if partners and side is not None else "tip.win_cheaply"
    return key, facts | {"can_win": bool(winners), "takes": False}


def partner_to_come(view: SeatView) -> bool:
    """Whether a partner of the seat still plays to the trick on the table, and a card the seat has
    not seen could still beat the one winning it (so that the partner *may* take it)."""
    if view.rules.teams is None or not view.current or view.trump is None:
        return False
    still = view.players - len(view.current) - 1  # the seats after this one, in the order of play
    if not any(
        view.rules.side_of((view.seat + step) % view.players, view.players) == view.side
        for step in range(1, still + 1)
    ):
        return False
    winning = winning_play(view.current, view.trump)[1]
    return any(beats(card, winning, view.trump) for card in knowledge(view).unseen)


Advised = tuple[int, Suit]
"""A bid the coach advised, and the suit to pitch with it."""


def advised_pitch(view: SeatView, advised: Advised | None) -> Suit | None:
    """The suit ``advised`` with its bid, where the seat now pitches at that bid (the hint at the
    pitch keeps it, see :data:`PITCH_KEEP`); None otherwise."""
    if advised is None or (view.pitcher, view.high_bid) != (view.seat, advised[0]):
        return None
    return advised[1]


PITCH_KEEP = 0.25
"""At the pitch, the suit the advisor recommended is kept while its best card is within this of
the best card's average: less than the figures' noise over the hint's few deals (a walker was
told "pitch spades", then "play the 4♣: +2.0, the K♠ +1.9")."""

TIE = 0.05
"""Two cards whose averages differ by less than this (and whose bid is made as often) are equally
good: the numbers step 3 shows, to a tenth of a point, are the same."""


def _as_the_tip_plays(
    view: SeatView, estimates: Sequence[CardEstimate], pitch_suit: Suit | None = None
) -> CardEstimate | None:
    """The card step 3 names: the best of the deals' figures and, among the cards as good as it,
    the one the texts' tip for the position plays (the highest trump where the tip is to lead
    trumps, the most pips to feed a partner, the cheapest winner, not the Jack where the tip is to
    save it), so that step 1 never gives a tip the card it names does not follow.  The estimates
    come best first, and among equals the cheapest, which the tip may overrule."""
    if not estimates:
        return None
    top = estimates[0]
    if view.trump is None and pitch_suit is not None:  # the pitch: the suit advised, unless clearly worse
        kept = [e for e in estimates if e.card.suit is pitch_suit and top.mean - e.mean < PITCH_KEEP]
        if kept:
            return max(kept, key=lambda e: (round(e.mean, 1), e.card.rank))
    tied = [
        e for e in estimates
        if top.mean - e.mean < TIE and (e.made is None or top.made is None or abs(e.made - top.made) < 0.005)
    ]  # fmt: skip
    if top.taken is not None:  # the bid set whatever is played: the most points still taken first
        tied = [e for e in tied if e.taken is not None and top.taken - e.taken < TIE]
    if len(tied) == 1:
        return top
    key, facts = principle(view, None)
    trump = view.trump
    if key == "tip.lead_trumps":  # the pitch too: the highest card of the suit it makes trump
        return max(tied, key=lambda e: (e.card.suit is trump, e.card.rank))
    if key in ("tip.feed_partner", "tip.tens_for_game"):
        if facts.get("partner"):  # the partner's trick: feed it the most pips
            return max(tied, key=lambda e: (e.card.pips, -e.card.rank))
        # an opponent's trick: save the counters, give the fewest pips (no trump where a plain card will do)
        return min(tied, key=lambda e: (e.card.pips, e.card.suit is trump, e.card.rank))
    if key == "tip.protect_jack":
        return next((e for e in tied if e.card.rank is not Rank.JACK or e.card.suit is not trump), top)
    if key == "tip.win_cheaply" and view.current and trump is not None:
        winning = winning_play(view.current, trump)[1]
        winners = [e for e in tied if beats(e.card, winning, trump)]
        return min(winners, key=lambda e: (e.card.suit is trump, e.card.rank)) if winners else top
    return top


def _play_hint(
    view: SeatView,
    level: int,
    names: Names,
    estimator: Estimator | None,
    card_estimates: Sequence[CardEstimate] | None,
    *,
    pitch_suit: Suit | None = None,
) -> Hint:
    cards = [a for a in view.legal if isinstance(a, Card)]
    if len(cards) == 1:
        return Hint(LEVELS, _rerender(_forced(view, cards[0]), names), cards[0])
    if card_estimates is None:
        card_estimates = (estimator or Estimator()).card_estimates(view)
    estimates = list(card_estimates)
    best = _as_the_tip_plays(view, estimates, pitch_suit)
    key, facts = principle(view, best.card if best else None)
    if level == 1:
        partners = view.rules.teams is not None
        return Hint(
            1, tip(key, names, side=facts.get("side"), partners=partners, first=bool(facts.get("first")))
        )
    if level == 2:
        return Hint(2, explain("hint.pointer", names, tip=key, seat=view.seat, **facts))
    if best is None:
        return Hint(2, explain("hint.too_big", names, tip=key))
    # the card named first, then the others best first: a tie broken by the tip reads as one
    ranked = [best, *(e for e in estimates if e is not best)]
    choices = [[e.card.code, round(e.mean, 2), None if e.made is None else round(e.made, 2)] for e in ranked]
    # at the pitch, the suit the advisor chose was kept over a card a little better on the deals
    pitched = view.trump is None and pitch_suit is not None and best.card.suit is pitch_suit
    # the bid set whatever is played: the points the side still takes choose, where they differ
    least = min(estimates, key=lambda e: e.taken if e.taken is not None else 0.0)
    taken = (
        {"taken": round(best.taken, 2), "least": round(least.taken, 2), "least_card": least.card.code}
        if best.taken is not None and least.taken is not None and round(best.taken, 1) > round(least.taken, 1)
        else {}
    )
    why = explain("hint.card", names, card=best.card.code, samples=best.samples, choices=choices, tip=key,
                  pitched=pitched, **taken)  # fmt: skip
    return Hint(3, why, best.card)


def _auction_hint(
    view: SeatView,
    level: int,
    names: Names,
    estimator: Estimator | None,
    estimates: Sequence[BidEstimate] | None,
) -> Hint:
    """The bidding ladder: the texts' tip, the texts' count of the suit the
    advisor recommends (naming only legal calls), then the advisor's own call."""
    if level == 1:
        return Hint(1, tip("tip.count_points", names, partners=view.rules.teams is not None))
    if estimates is None and level == 3:
        estimates = (estimator or Estimator(one_pitch=True)).bid_estimates(view)
    call, suit, later = (
        choose_call(view, estimates, view.legal) if estimates else (_plain_call(view), None, False)
    )
    judgement = count_for_seat(view, suit)
    if level == 2:
        return Hint(2, _count_step(judgement, call, names, partners=view.rules.teams is not None,
                                   weighed=bool(estimates)))  # fmt: skip
    # each suit with the table's net (the figure the call is chosen by, at the suit's best bid
    # allowed): the suit named first, then the best nets, so that a suit with more points on
    # average but a worse net does not read as the better one
    nets = suit_nets(estimates or (), view.legal)
    amount = call.amount if isinstance(call, Bid) else 0
    rows = [
        [e.suit.value, round(e.mean_points, 2), {str(b): round(p, 2) for b, p in e.chance.items()},
         [nets[e.suit][0], round(nets[e.suit][1], 2)] if e.suit in nets else None,
         # the call's own net where it is not the row's best bid (the match, or the later speakers, chose it)
         [amount, round(e.edge_by_bid[amount], 2)]
         if e.suit is suit and amount and e.suit in nets and nets[e.suit][0] != amount else None]
        for e in sorted(estimates or (), key=lambda e: (e.suit is not suit, -nets.get(e.suit, (0, 0.0))[1]))
    ]  # fmt: skip
    pitched = next((e for e in estimates or () if e.suit is suit), None)
    seen = match_view(view)
    match = match_figures(view, estimates or (), view.legal, amount, pitched, match=seen, guarded=later)
    # the match chose the call: said once, here where the texts' count agrees, else with the count
    moved = match is not None and match.chose(amount, suit)
    partners = view.rules.teams is not None
    why = explain(
        "hint.bid",
        names,
        call=action_json(call),
        bid=amount,
        suit=suit.value if suit else None,
        suits=rows,
        samples=estimates[0].samples if estimates else 0,
        match=match.facts() if match else None,
        moved=moved and judgement.bid == amount,
        partners=partners,
        partner=partner_holding(view),
        **held_facts(estimates or ()),
        # the later speakers' exception, as the advisor says it: the cheaper bid the table ranks best
        later=later,
        **cheaper_bid(estimates or (), view.legal, amount if later else 0, pitched, seen),
    )
    # Step 2 gave the texts' count; where the deals call otherwise, step 3 says so and why,
    # as the advisor does, so that the two steps never simply contradict each other.
    why = with_count(
        why, names, estimates or (), suit=suit, bid=amount, thumb=judgement, partners=partners, match=moved
    )
    return Hint(3, why, call if isinstance(call, Bid | Pass) else None)


def _count_step(
    judgement: Judgement, call: Call, names: Names, *, partners: bool, weighed: bool
) -> Explanation:
    """Step 2 of the bidding ladder: the texts' count of the suit step 3 pitches.  Where the deals
    step 3 weighs make another call than the count (``weighed``: step 3's call is known), step 2
    says so, rather than give a call the next step takes back."""
    amount = call.amount if isinstance(call, Bid) else 0
    if not weighed or isinstance(call, Redeal) or judgement.bid == amount:
        return _rerender(judgement.why, names)
    count = {"key": judgement.why.key, "facts": dict(judgement.why.facts)}
    return explain("hint.count_differs", names, count=count, partners=partners)


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


__all__ = ["LEVELS", "CardEstimate", "Hint", "hint", "ladder", "principle"]
