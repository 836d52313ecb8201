"""pitchtutor: learn the card game Pitch with a tutor that explains every move.

The engine (cards, rules, the hand state machine, scoring, the match, hand
records) imports nothing from Jupyter; :mod:`pitchtutor.widgets` builds the
card table on top of it.
"""

from pitchtutor import texts as _texts  # registers the English sentence of every rule key
from pitchtutor.actions import PASS, REDEAL, Action, Bid, Call, Pass, Redeal, parse_action
from pitchtutor.cards import DECK, Card, Rank, Suit, card_code, card_pretty, parse_card, parse_cards
from pitchtutor.errors import (
    ActionError,
    CardError,
    DealError,
    HandNotOverError,
    IllegalActionError,
    MatchOverError,
    PitchError,
    RecordError,
    RulesError,
    SearchLimit,
    TableError,
)
from pitchtutor.explain import Explanation, Names, Verdict
from pitchtutor.hand import Hand
from pitchtutor.match import Match, MatchOutcome, settle_match
from pitchtutor.rules import PRESETS, RULE_KEYS, Ruleset
from pitchtutor.scoring import Award, HandScore
from pitchtutor.snapshot import Snapshot
from pitchtutor.state import HandState, Phase, Step

__version__ = "0.1.0"

__all__ = [
    "DECK",
    "PASS",
    "PRESETS",
    "REDEAL",
    "RULE_KEYS",
    "Action",
    "ActionError",
    "Award",
    "Bid",
    "Call",
    "Card",
    "CardError",
    "DealError",
    "Explanation",
    "Hand",
    "HandNotOverError",
    "HandScore",
    "HandState",
    "IllegalActionError",
    "Match",
    "MatchOutcome",
    "MatchOverError",
    "Names",
    "Pass",
    "Phase",
    "PitchError",
    "Rank",
    "RecordError",
    "Redeal",
    "RulesError",
    "Ruleset",
    "SearchLimit",
    "Snapshot",
    "Step",
    "Suit",
    "TableError",
    "Verdict",
    "card_code",
    "card_pretty",
    "parse_action",
    "parse_card",
    "parse_cards",
    "settle_match",
]  # fmt: skip
_ = _texts
