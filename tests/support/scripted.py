"""Helpers for scripted deals: hands and moves written as short strings."""

from __future__ import annotations

from typing import Any

from pitchtutor import Hand, Ruleset, parse_action, parse_cards
from pitchtutor.actions import Action
from pitchtutor.cards import Card

# Deal A: four players, dealer 3.  Worked by hand in test_scoring.py.
DEAL_A = (
    "AH 2H 9C 8C 7D 6S",
    "KH 3H TC 5S 4D 2C",
    "JH QC KD 3S 4S 5C",
    "TH QH 7C 8D 9D 2S",
)
PLAY_A = "AH 3H JH QH  2H KH 5C TH  TC QC 7C 9C  KD 9D 7D 4D  3S 2S 6S 5S  8C 2C 4S 8D"

# Deal B: three players, dealer 2; the K♠ is the only spade (the only trump).
DEAL_B = (
    "KS 2H 3H 4H 5D 6D",
    "AH TH QD 7C 8C 9C",
    "KH JD TD 2C 3C 4C",
)
PLAY_B = "KS 7C 2C  2H AH KH  TH 3C 3H  QD TD 5D  8C 4C 4H  9C JD 6D"

# Deal C: like Deal B, but the only trump is the J♠ (High, Low and Jack at once).
DEAL_C = (
    "JS 2H 3H 4H 5D 6D",
    "AH TH QD 7C 8C 9C",
    "KH KD TD 2C 3C 4C",
)
PLAY_C = "JS 7C 2C  2H AH KH  TH 3C 3H  QD TD 5D  8C 4C 4H  9C KD 6D"


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


def hands(*specs: str) -> tuple[tuple[Card, ...], ...]:
    return tuple(parse_cards(spec) for spec in specs)


def actions(text: str) -> list[Action]:
    return [parse_action(token) for token in text.split()]


def rules(preset: str = "partnership", **overrides: Any) -> Ruleset:
    return Ruleset.preset(preset, **overrides)


def scripted(
    deal: tuple[str, ...],
    auction: str = "",
    play: str = "",
    *,
    dealer: int | None = None,
    preset: str = "partnership",
    **overrides: Any,
) -> Hand:
    """A hand dealt ``deal``, with ``auction`` and ``play`` applied (each
    checked by the engine).  The dealer defaults to the last seat."""
    hand = Hand(rules(preset, **overrides), len(deal) - 1 if dealer is None else dealer, hands(*deal))
    hand.apply_all(actions(auction))
    hand.apply_all(actions(play))
    return hand


# Deal T: four players, dealer 3; Game ties 17-17 (worked in test_rule_keys.py).
DEAL_TIE = (
    "9D 2D 8H KC 8C QH",
    "TC 6S 3C 8S 9S KD",
    "6H QC 7C JD 4S 9H",
    "5C TH 3D 2S 5H KH",
)
AUCTION_TIE = "1 2 pass 2"
PLAY_TIE = "KH 8H TC 6H  TH QH 3C 9H  9D KD JD 3D  9S 4S 5H 2D  5C 8C 6S QC  7C 2S KC 8S"

# Deal D: three players, dealer 2; two defenders tie for Game at 12 pips.
DEAL_DEFENDERS_TIE = (
    "QC TS 4H 6C 6S 7C",
    "QS 8C 6H QD 5S TH",
    "AD 3C 2D JD 8S 2H",
)
AUCTION_DEFENDERS_TIE = "1 pass 1"
PLAY_DEFENDERS_TIE = "AD 4H QD  JD 6C 5S  2D 6S 6H  8S TS QS  8C 3C QC  7C TH 2H"

# Deal P: three players, dealer 2; the pitcher (seat 2) and seat 0 tie for Game at 5.
DEAL_PITCHER_TIE = (
    "KH QC 7D 6S 2H 6C",
    "3C 3H AS 9H JH 8C",
    "4D 5C 7C AD 8H 7S",
)
AUCTION_PITCHER_TIE = "1 pass 1"
PLAY_PITCHER_TIE = "AD 7D 3C  4D 2H 3H  8H KH 9H  6S AS 7S  8C 5C QC  6C JH 7C"

# Deal K: four players; seat 0 holds a coke hand (nothing above a 9).
DEAL_COKE = (
    "2C 3C 4D 5D 6S 9H",
    "AS KS QS JS TS 9S",
    "AH KH QH JH TH 8H",
    "AD KD QD JD TD 9D",
)
