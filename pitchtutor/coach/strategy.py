"""The rule texts' strategy tips, as explanations a tutor can give.

:func:`count_points` is the texts' way of judging a hand before bidding
("bid 2 with the Ace and another trump, or Ace-King; one more for each
extra high trump or strong partner support"), suit by suit, with the reason
for every point counted.  The tips on play are explanations keyed
``tip.*``, used by the lessons and by the exact analysis in
:mod:`pitchtutor.coach.analysis`.

>>> from pitchtutor.cards import parse_cards
>>> judgement = count_points(parse_cards("AH KH 2H 9C 7D 6S"))
>>> judgement.best.suit.plural, judgement.best.count, judgement.bid
('hearts', 3, 3)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pitchtutor.actions import PASS, Action, Bid
from pitchtutor.cards import SUITS, Card, Rank, Suit
from pitchtutor.explain import Explanation, Names, explain
from pitchtutor.view import SeatView

TIPS = (
    "tip.count_points",
    "tip.lead_trumps",
    "tip.protect_jack",
    "tip.tens_for_game",
    "tip.feed_partner",
)
"""The strategy tips of the rule texts (000, "Dicas e estratégias"), in the order taught."""

PRACTICE = ("tip.win_cheaply", "tip.keep_winners")
"""What careful players add to the texts' tips (the texts are silent on it)."""


@dataclass(frozen=True)
class SuitCount:
    """The points one suit would likely bring as trump, and why."""

    suit: Suit
    trumps: tuple[Card, ...]
    count: int
    reasons: tuple[str, ...]
    counted: tuple[tuple[str | int, ...], ...] = ()
    """The reasons as data, for any language: ``("ace_king",)``, ``("low", "2H", "sure")``..."""


@dataclass(frozen=True)
class Judgement:
    """A hand judged for bidding: every suit counted, the best, and a bid."""

    suits: tuple[SuitCount, ...]
    best: SuitCount
    bid: int  # 0 means pass
    why: Explanation


def _count_suit(holding: Sequence[Card], suit: Suit, low_to: str = "holder") -> SuitCount:
    """The texts' rule of thumb: the Ace with another trump (or Ace-King) is a
    bid of 2, one more for each extra high trump; a 2 or 3 of trump is Low."""
    trumps = tuple(sorted((c for c in holding if c.suit is suit), key=lambda c: c.rank, reverse=True))
    ranks = [c.rank for c in trumps]
    reasons: list[str] = []
    counted: list[tuple[str | int, ...]] = []  # the same reasons as data (a translation words them)
    count = 0
    high = [r for r in ranks if r >= Rank.JACK]
    if Rank.ACE in ranks:
        if len(ranks) > 1:
            count = 2
            if Rank.KING in ranks:
                reasons.append("the Ace with the King is worth 2 (the Ace is sure to be High)")
                counted.append(("ace_king",))
            elif len(ranks) == 2 and ranks[-1] <= Rank.THREE and low_to == "holder":
                low = "sure" if ranks[-1] is Rank.TWO else "likely"
                low_card = trumps[-1].pretty
                reasons.append(
                    f"the Ace with the {low_card} is worth 2: the Ace is sure to be High and the {low_card} "
                    f"{low} to be Low"
                )
                counted.append(("ace_low", trumps[-1].code, low))
            else:
                reasons.append("the Ace with another trump is worth 2 (the Ace is sure to be High)")
                counted.append(("ace_other",))
            # The extra high trumps: not the Ace, nor the trump that makes the 2 with it, which is
            # the King, else the lowest other trump that is not counted as Low below (itself a high
            # one when all the others are: A-J counts 2, not 3; A-J-2 counts 2 and the 2's Low).
            others = [r for r in ranks if r is not Rank.ACE]
            low_counted = len(ranks) >= 3 and others[-1] <= Rank.THREE and low_to == "holder"
            partner = Rank.KING if Rank.KING in ranks else (others[:-1] if low_counted else others)[-1]
            extras = [c for c in trumps if Rank.JACK <= c.rank < Rank.ACE and c.rank is not partner]
            if extras:
                count += len(extras)
                named = " and ".join(f"the {c.pretty}" for c in extras)
                reasons.append(f"one more for each extra high trump ({named})")
                counted.append(("extra", len(extras), *(c.code for c in extras)))
        else:
            count = 1
            reasons.append("a lone Ace is sure to be High, but that is all")
            counted.append(("lone_ace",))
    elif Rank.KING in ranks and len(high) >= 2:
        count = 1
        reasons.append("the King with another high trump may well be High")
        counted.append(("king_high",))
    # A 2 is sure to be Low, a 3 likely; unless it is the "other trump" the Ace's 2 already counted.
    # Under low_to = capturer, Low scores for whoever wins it, and a low trump seldom wins its trick.
    if low_to == "capturer" and ranks and ranks[-1] <= Rank.THREE:
        reasons.append(
            f"the {trumps[-1].pretty} would be Low, but Low goes to whoever wins it "
            "(house rule low_to = capturer), so it is no point of yours"
        )
        counted.append(("low_capturer", trumps[-1].code))
    elif ranks and ranks[-1] <= Rank.THREE and (Rank.ACE not in ranks or len(ranks) >= 3):
        count += 1
        sure = "is sure to be Low" if ranks[-1] is Rank.TWO else "is likely to be Low"
        reasons.append(f"the {trumps[-1].pretty} {sure}")
        counted.append(("low", trumps[-1].code, "sure" if ranks[-1] is Rank.TWO else "likely"))
    return SuitCount(suit, trumps, min(count, 4), tuple(reasons), tuple(counted))


def count_points(
    holding: Sequence[Card],
    *,
    players: int = 4,
    teams: int | None = 2,
    min_bid: int = 1,
    suit: Suit | None = None,
    bids: Sequence[int] | None = None,
    high_bid: int = 0,
    may_pass: bool = True,
    low_to: str = "holder",
) -> Judgement:
    """Judge a hand for bidding the way the rule texts teach (a partner's
    support would add one more; that is for the bidding to show).

    ``suit`` counts that suit (the one a table recommends) instead of the best;
    ``bids`` are the bids the seat may make now, so the verdict names only a
    legal call ("not enough to overcall the high bid of 2: pass"), and where
    passing is not allowed (a dealer who must bid) the least bid allowed."""
    suits = tuple(_count_suit(holding, each, low_to) for each in SUITS)
    top = max(suits, key=lambda s: (s.count, len(s.trumps), max((c.rank for c in s.trumps), default=0)))
    best = top if suit is None else next(count for count in suits if count.suit is suit)

    def verdict(count: int) -> int:
        """The bid a count makes, among the bids allowed (0: none)."""
        bid = count if count >= max(2, min_bid) else 0
        if bids is None or not bid:
            return bid
        return max((amount for amount in bids if amount <= bid), default=0)

    counts = best.count >= max(2, min_bid)  # the count itself bids
    bid = verdict(best.count)
    outbid = forced = False
    if bids is not None and counts:
        outbid = not bid
    elif not counts and high_bid >= max(2, min_bid):
        # Short of the 2 the count bids from, and of a high bid of 2 or more besides: the high
        # bid is what the seat would have to beat, so the verdict names it (a walk found "the
        # count bids from 2" said with 3 to beat).
        outbid = True
    if bids and not bid and not may_pass:
        bid, forced = min(bids), True
    # The suit counted is the table's; where the count's own best suit would make another call,
    # say so (a walk found "the count of your hearts says pass" with Ace-and-another in spades).
    other = top if top.count > best.count and verdict(top.count) > bid else None
    why = explain(
        "tip.count_points",
        Names(players, teams),
        suit=best.suit.value,
        trumps=[c.code for c in best.trumps],
        count=best.count,
        reasons=list(best.reasons),
        counted=[list(reason) for reason in best.counted],
        bid=bid,
        **({"high": high_bid} if outbid else {}),
        # the dealer may take the contract at the high bid itself: "hold", not "overcall"
        **({"hold": True} if outbid and bids and high_bid in bids else {}),
        **({"forced": True} if forced else {}),
        **({"no_suit": True} if top.count == 0 else {}),  # no suit counts a point: "none of your suits"
        **(
            {"other": {"suit": other.suit.value, "count": other.count, "bid": verdict(other.count)}}
            if other
            else {}
        ),
    )
    return Judgement(suits, best, bid, why)


def count_for_seat(view: SeatView, suit: Suit | None, legal: Sequence[Action] | None = None) -> Judgement:
    """:func:`count_points` for the seat to bid in ``view``, counting ``suit`` and naming only the
    calls in ``legal`` (the view's own by default): the count hint step 2 gives and the bid
    advisor shows beside its table."""
    legal = view.legal if legal is None else legal
    return count_points(
        view.holding,
        players=view.players,
        teams=view.rules.teams,
        min_bid=view.rules.min_bid,
        suit=suit,
        bids=[a.amount for a in legal if isinstance(a, Bid)],
        high_bid=view.high_bid,
        may_pass=PASS in legal,
        low_to=view.rules.low_to,
    )


def side_in_play(view: SeatView) -> str | None:
    """``"pitcher"`` or ``"defender"`` for a seat with partners once there is a pitcher; None at a
    table of each for themselves (the ``side`` a tip is fitted to)."""
    if view.rules.teams is None or view.pitcher is None:
        return None
    return "pitcher" if view.rules.side_of(view.pitcher, view.players) == view.side else "defender"


def tip(
    key: str, names: Names | None = None, *, side: object = None, partners: bool = True, first: bool = False
) -> Explanation:
    """One of the :data:`TIPS` (or :data:`PRACTICE`), as an explanation; ``side``
    (``"pitcher"`` or ``"defender"``, for a seat with partners) fits it to the
    learner, ``partners=False`` to a table of each for themselves, and ``first``
    to the pitch, where no card is played yet."""
    if key not in TIPS and key not in PRACTICE:
        raise KeyError(f"unknown tip {key!r}: the tips are {', '.join(TIPS)}")
    facts: dict[str, object] = {"side": side} if side else {}
    if first:
        facts["first"] = True
    return explain(key, names or Names(4, 2), **facts, **({} if partners else {"partners": False}))
