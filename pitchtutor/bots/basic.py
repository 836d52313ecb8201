"""A bot that plays by the rule texts' strategy tips.

* Bidding: count likely points for the best suit (the Ace is almost sure
  High, a low trump is likely Low, a guarded Jack is likely Jack, tens and
  honours win Game) and bid what the count supports; "bid 2 with the Ace and
  another trump, or Ace-King".
* Play: pitch and keep leading your highest trump while opponents may hold
  trumps; win tricks cheaply; protect the Jack (never drop it under a higher
  trump); feed counting cards to a partner's winning trick, never to an
  opponent's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pitchtutor.actions import PASS, Action, Bid, Call, Redeal
from pitchtutor.cards import Card, Rank, Suit
from pitchtutor.state import Phase
from pitchtutor.tricks import beats, winning_play
from pitchtutor.view import SeatView


def suit_value(holding: Sequence[Card], trump: Suit, players: int) -> float:
    """Expected points from ``holding`` if ``trump`` is trump (a rough count)."""
    trumps = sorted((c for c in holding if c.suit is trump), key=lambda c: c.rank, reverse=True)
    if not trumps:
        return 0.0
    ranks = [c.rank for c in trumps]
    value = 0.0
    # High: the Ace is certain; a King is High when the Ace is not dealt (likely with few players).
    unseen_share = min(1.0, players * 6 / 52)
    if ranks[0] is Rank.ACE:
        value += 1.0
    elif ranks[0] is Rank.KING:
        value += 1.0 - unseen_share * 0.9
    elif ranks[0] is Rank.QUEEN:
        value += (1.0 - unseen_share) ** 2 * 0.8
    # Low: a 2 is certain, a 3 or 4 likely.
    value += {Rank.TWO: 1.0, Rank.THREE: 0.75, Rank.FOUR: 0.55, Rank.FIVE: 0.35}.get(ranks[-1], 0.1)
    # Jack: likely ours when guarded by higher trumps.
    if Rank.JACK in ranks:
        higher = sum(1 for r in ranks if r > Rank.JACK)
        value += 0.5 + 0.2 * higher
    # Game: tens and honours, and length in trump to take tricks with them.
    pips = sum(c.pips for c in holding)
    value += min(0.9, pips / 25 + 0.1 * (len(trumps) - 1))
    return value


class BasicBot:
    def __init__(self, seed: int | None = None, boldness: float = 0.0) -> None:
        self._rng = random.Random(seed)
        self.boldness = boldness

    def choose(self, view: SeatView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.seat} has no legal move: it is not its turn")
        if view.phase is Phase.AUCTION:
            return self._call(view)
        return self._card(view)

    # -- the auction -------------------------------------------------------

    def _call(self, view: SeatView) -> Call:
        legal = [a for a in view.legal if not isinstance(a, Card)]
        if any(isinstance(a, Redeal) for a in legal):
            return next(a for a in legal if isinstance(a, Redeal))
        best = max(suit_value(view.holding, suit, view.players) for suit in Suit)
        if view.rules.teams is not None:
            best += 0.4  # a partner usually brings a point
        wanted = int(best + 0.25 + self.boldness)
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: b.amount)
        affordable = [b for b in bids if b.amount <= wanted]
        if PASS in legal and not affordable:
            return PASS
        if not affordable:
            return bids[0]  # forced to bid (all_pass: dealer-bids): the cheapest
        # Bid the lowest amount that wins the auction; the dealer holds when it can.
        return affordable[0]

    # -- play --------------------------------------------------------------

    def _card(self, view: SeatView) -> Card:
        legal = [a for a in view.legal if isinstance(a, Card)]
        if view.trump is None:  # the pitch: lead the top card of the best suit
            trump = max(Suit, key=lambda s: suit_value(view.holding, s, view.players))
            return max((c for c in legal if c.suit is trump), key=lambda c: c.rank)
        if not view.current:
            return self._lead(view, legal, view.trump)
        return self._follow(view, legal, view.trump)

    def _lead(self, view: SeatView, legal: list[Card], trump: Suit) -> Card:
        trumps = [c for c in legal if c.suit is trump]
        played = set(view.played)
        outstanding = [r for r in Rank if Card(r, trump) not in played and Card(r, trump) not in view.holding]
        if trumps and outstanding:
            top = max(trumps, key=lambda c: c.rank)
            if top.rank > max(outstanding) or view.pitcher == view.seat:
                return top  # draw the opponents' trumps
        others = [c for c in legal if c.suit is not trump]
        if others:
            return max(others, key=lambda c: (c.rank is Rank.ACE, -c.pips, c.rank))
        return min(legal, key=lambda c: c.rank)

    def _follow(self, view: SeatView, legal: list[Card], trump: Suit) -> Card:
        winner_seat, winning = winning_play(view.current, trump)
        partner_winning = view.rules.side_of(winner_seat, view.players) == view.side
        last = len(view.current) == view.players - 1
        winners = [c for c in legal if beats(c, winning, trump)]
        if partner_winning and (last or (winning.suit is trump and winning.rank >= Rank.QUEEN)):
            return max(legal, key=lambda c: (c.pips, c.suit is not trump, -c.rank))  # feed counters
        if winners:
            jack = Card(Rank.JACK, trump)
            if jack in winners and (last or winning.suit is trump):
                return jack  # the Jack wins here: take it home
            return min(winners, key=lambda c: (c.suit is trump, c.rank, c == jack))
        # Cannot win: throw the cheapest card, keeping counters and trumps.
        return min(legal, key=lambda c: (c.suit is trump, c.pips, c.rank))
