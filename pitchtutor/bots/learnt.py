"""The expert's partnership bidding, learnt from hands it really played out.

The expert values a card by solving sampled deals double dummy, every seat
playing as if it saw every card.  For a card that is sound; for a call it
overrates the bidder, who in real play must guess where the cards lie, and it
never weighs what a pass leaves to the partner.  So in a partnership the expert
bids from a model learnt from real play instead (``benchmarks/learnt_bidding.py``
made it): for 3,455 partnership deals a seat was drawn among the speakers, the
auction ran to it, and the hand was played out to its end once for each call it
could make, every seat bidding and playing as the expert did; a least-squares
fit then predicts each bid's gain over a pass in the seat's score difference
(its side's change less the other side's) from what a card player would name:

* the rule texts' count of the best suit (:func:`~pitchtutor.bots.calls.suit_count`:
  the Ace with another trump 2, one more for each extra high trump, a 2 or 3 one
  more), its length, whether it holds the Ace, King, Queen, Jack, ten and two,
  and the count of the next-best suit;
* how many seats speak after this one, the high bid so far, and whether the
  partner holds it.

The seat makes the call with the best predicted gain, a pass gaining 0 (ties to
the cheaper call).  In duplicate against the expert's double-dummy calls it
gained +0.23 ± 0.14 points per seat and deal on deals it was not fitted on
(``benchmarks/expert_bidding.py --calls learnt --against uniform --deals 600``;
``docs/expert-bidding.md`` has every figure), chiefly by opening 2 where the
double-dummy rule opened 1 and by a dealer taking an opponent's 1 at 2.  It was
learnt only for the partnership preset's rules at four players (a house rule
changes what a bid is worth, or how the auction goes), so :func:`learnt_call`
answers ``None`` under any house rule but the target, and at any other table;
in cutthroat a model of the same kind gained too little to tell from noise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import NamedTuple

from pitchtutor.actions import Bid, Call, Pass, Redeal
from pitchtutor.bots.calls import suit_count
from pitchtutor.cards import SUITS, Card, Rank, Suit
from pitchtutor.rules import PRESETS
from pitchtutor.view import SeatView

PLAYERS = 4
"""The table the model was learnt at."""

# fmt: off
GAIN: dict[int, tuple[float, ...]] = {
    1: (0.6168, -0.0513, 0.1483, 0.162, 0.2098, 0.0501, -0.0475, 0.1831, 0.0192, 0.0669, 0.1369, 0.0299,
        0.0383, 0.0, -0.8537, -0.8496, 0.8103, 0.0, 0.0, -0.4334),
    2: (-0.0641, 0.3816, 0.8166, 0.9735, 0.5782, 0.351, 0.0737, 0.4299, 0.2558, 0.6311, -0.0308, 0.1559,
        -0.0296, 1.0453, -1.4888, -1.0044, -0.0149, -0.1956, 0.0, -2.0078),
    3: (-3.2426, 0.339, -0.0748, 0.7864, 0.4683, 0.5959, 1.2683, 0.9076, 0.4391, 1.7008, 0.079, 0.9482,
        -0.0305, 0.7123, -1.0533, -0.5664, -0.2981, -0.5313, 0.0303, -1.2809),
    4: (-5.7707, 0.5127, 0.7247, 1.1076, 1.9697, 0.3929, -0.0988, 0.2451, -0.1788, 1.3281, -0.2719,
        0.54, -0.126, 0.8482, -1.1723, 0.0767, 0.2031, 0.2191, 0.2741, -1.6454),
}
# fmt: on
"""Each bid's predicted gain over a pass, in points of score difference: the coefficients
of :func:`features`, in their order, as ``benchmarks/learnt_bidding.py fit`` printed them."""

HIGH_CARDS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN, Rank.TWO)


def _suit_key(holding: Sequence[Card], suit: Suit) -> tuple[int, int, Rank]:
    """How good ``suit`` is as trump, to rank the suits: its count, then its length, then its top card."""
    ranks = [c.rank for c in holding if c.suit is suit]
    return suit_count(holding, suit), len(ranks), max(ranks)


class Situation(NamedTuple):
    """What the features read from the auction, as a seat calls."""

    after: int  # the seats still to speak after this one
    high: int  # the high bid so far (0: none yet)
    partner_high: bool  # whether a partner holds it
    players: int


def situation(view: SeatView) -> Situation:
    """The auction as the seat to call in ``view`` sees it."""
    high = view.high_bidder
    return Situation(
        after=(view.dealer - view.seat) % view.players,
        high=view.high_bid if high is not None else 0,
        partner_high=high is not None and high != view.seat
        and view.rules.side_of(high, view.players) == view.side,
        players=view.players,
    )  # fmt: skip


def features(
    holding: Sequence[Card], after: int, high: int, partner_high: bool, players: int = PLAYERS
) -> list[float]:
    """The model's inputs: 1 (the intercept), the best suit's count (a column for each of
    1 to 4), its length, its Ace, King, Queen, Jack, ten and two (1 when held), the
    next-best suit's count, the seats still to speak after this one (a column for each of
    1 to ``players`` less 1; the dealer, with none after, is the base), the high bid so
    far (a column for each of 1 to 3) and whether a partner holds it."""
    held = [suit for suit in SUITS if any(c.suit is suit for c in holding)]
    # best first; the sort is stable, so a tie goes to the first suit in order
    ranked = sorted(held, key=lambda suit: _suit_key(holding, suit), reverse=True)
    ranks = {c.rank for c in holding if c.suit is ranked[0]}
    row = [1.0]
    row += [float(suit_count(holding, ranked[0]) == k) for k in range(1, 5)]
    row.append(float(len(ranks)))
    row += [float(rank in ranks) for rank in HIGH_CARDS]
    row.append(float(suit_count(holding, ranked[1])) if len(ranked) > 1 else 0.0)
    row += [float(after == k) for k in range(1, players)]
    row += [float(high == k) for k in range(1, 4)]
    row.append(float(partner_high))
    return row


def learns(view: SeatView) -> bool:
    """Whether the model speaks for this table: the partnership preset's rules (any target:
    the model weighs one hand) at four players."""
    partnership = PRESETS["partnership"]
    return view.players == PLAYERS and replace(view.rules, target=partnership.target) == partnership


def gains(view: SeatView) -> dict[int, float]:
    """Each legal bid's predicted gain over a pass for the seat to call in ``view``."""
    row = features(view.holding, *situation(view))
    return {
        call.amount: sum(c * x for c, x in zip(GAIN[call.amount], row, strict=True))
        for call in view.legal
        if isinstance(call, Bid) and call.amount in GAIN
    }


def learnt_call(view: SeatView) -> Call | None:
    """The call with the best predicted gain (a pass gains 0; ties to the cheaper call), or
    ``None`` where the model does not speak: another table or rule set, a redeal to call,
    no bid to make, or a seat that may not pass."""
    legal = view.legal
    if not learns(view) or Pass() not in legal or any(isinstance(a, Redeal) for a in legal):
        return None
    predicted = gains(view)
    if not predicted:
        return None
    gain, amount = max((gain, -amount) for amount, gain in predicted.items())
    return Bid(-amount) if gain > 0 else Pass()


__all__ = ["GAIN", "Situation", "features", "gains", "learns", "learnt_call", "situation"]
