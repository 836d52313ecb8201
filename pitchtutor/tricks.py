"""Tricks: which cards may be played, and which card wins.

Pitch's distinctive rule: you must follow the suit led if you can, but you
may always play a trump instead (``trump_anytime``; some tables play strict
follow-suit, where a trump is only allowed when you cannot follow).  With
no card of the suit led, any card may be played.  The highest trump wins
the trick, otherwise the highest card of the suit led.

>>> from pitchtutor.cards import parse_cards
>>> hand = parse_cards("7H KC 3S")
>>> [c.code for c in legal_cards(hand, led=Suit.HEARTS, trump=Suit.SPADES, trump_anytime=True)]
['7H', '3S']
>>> plays = [(0, parse_card("KH")), (1, parse_card("2S")), (2, parse_card("AH"))]
>>> winning_play(plays, trump=Suit.SPADES)
(1, Card(rank=Rank.TWO, suit=Suit.SPADES))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pitchtutor.cards import Card, Suit, parse_card
from pitchtutor.explain import Explanation, Names, Verdict, codes, explain

Play = tuple[int, Card]
"""A card played in a trick, with the seat that played it."""

__all__ = ["Play", "Trick", "beats", "explain_trick", "judge_card", "legal_cards", "winning_play"]
_ = parse_card  # used by the doctests


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, what was played, who won it and why."""

    number: int  # 1 to 6
    leader: int
    plays: tuple[Play, ...]
    winner: int
    winning_card: Card
    trump: Suit
    names: Names = field(compare=False, repr=False)

    @property
    def why(self) -> Explanation:
        """Why the winner won (rendered when asked for: random play never asks)."""
        return explain_trick(self.number, self.plays, self.trump, self.names)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)

    @property
    def led_suit(self) -> Suit:
        return self.plays[0][1].suit


def legal_cards(
    holding: Sequence[Card], led: Suit | None, trump: Suit | None, trump_anytime: bool
) -> list[Card]:
    """The cards of ``holding`` that may be played to a trick whose led suit
    is ``led`` (``None`` when leading)."""
    if led is None:
        return list(holding)
    following = [card for card in holding if card.suit is led]
    if not following:
        return list(holding)
    if trump_anytime and trump is not None and led is not trump:
        return [card for card in holding if card.suit is led or card.suit is trump]
    return following


def judge_card(
    holding: Sequence[Card],
    card: Card,
    *,
    seat: int,
    led: Suit | None,
    trump: Suit | None,
    trump_anytime: bool,
    trick: int,
    names: Names,
) -> Verdict:
    """Whether ``seat`` may play ``card`` to trick number ``trick`` now, and why."""
    base = {"seat": seat, "card": card.code}
    if card not in holding:
        return Verdict(False, explain("play.not_held", names, **base))
    if led is None:
        if trick == 1:  # the pitch
            return Verdict(True, explain("play.pitch", names, **base, suit=card.suit.value))
        return Verdict(True, explain("play.lead", names, **base, trick=trick, trump=_letter(trump)))
    following = [c for c in holding if c.suit is led]
    facts = {**base, "led": led.value, "trump": _letter(trump), "following": codes(following)}
    if card.suit is led:
        key = "play.follow_trump" if led is trump else "play.follow"
        return Verdict(True, explain(key, names, **facts))
    if not following:
        key = "play.void_trump" if card.suit is trump else "play.void"
        return Verdict(True, explain(key, names, **facts))
    if card.suit is trump:
        if trump_anytime:
            return Verdict(True, explain("play.trump_anytime", names, **facts, rule="trump_anytime"))
        return Verdict(False, explain("play.strict_no_trump", names, **facts, rule="trump_anytime"))
    if led is trump:
        key = "play.must_follow_trump"
    else:
        key = "play.must_follow" if trump_anytime else "play.must_follow_strict"
    return Verdict(False, explain(key, names, **facts, rule="trump_anytime"))


def _letter(suit: Suit | None) -> str | None:
    return suit.value if suit is not None else None


def beats(card: Card, best: Card, trump: Suit) -> bool:
    """True when ``card`` beats ``best``, the card winning the trick so far."""
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump  # a trump beats any other suit; an off-suit card never wins


def winning_play(plays: Sequence[Play], trump: Suit) -> Play:
    """The play that wins (or is winning) a trick."""
    best = plays[0]
    for play in plays[1:]:
        if beats(play[1], best[1], trump):
            best = play
    return best


def explain_trick(number: int, plays: Sequence[Play], trump: Suit, names: Names) -> Explanation:
    """Why the winner of a finished trick won it."""
    winner, card = winning_play(plays, trump)
    trumps = [c for _, c in plays if c.suit is trump]
    led = plays[0][1].suit
    facts = {"trick": number, "winner": winner, "card": card.code, "trump": trump.value, "led": led.value}
    if trumps:  # a lone trump on another suit's trick: "a trump beats every other suit", said
        return explain("trick.highest_trump", names, **facts, trumps=codes(trumps))
    followers = [c for _, c in plays if c.suit is led]
    return explain("trick.highest_led", names, **facts, followers=codes(followers))
