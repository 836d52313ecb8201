"""Pitty Pat, Belize's matching game: the second game of the rule texts.

Its own engine on the shared cards (:mod:`pitchtutor.cards`) and
explanations (:mod:`pitchtutor.explain`); nothing of Pitch's rules is used
here, and nothing of this package is used by Pitch.

* :mod:`.rules`    the house rules (``hand_size``, ``draw``, ``powerful_aces``,
  ``stake``, ``target`` / ``rounds``), each cited to the text
* :mod:`.round`    one round as a state machine with explicit chance
* :mod:`.match`    match play: penalty totals, dealer rotation, chips
* :mod:`.record`   the JSON record format; :mod:`.report` replays it
* :mod:`.bots`     random, basic and expert players; :mod:`.tournament`
* :mod:`.cli`      ``pitchtutor replay``/``play --game pitty-pat``
"""

from pitchtutor.pittypat.actions import DRAW, PASS, Action, Draw, Drawn, Pair, PassTurn, parse_action, penalty
from pitchtutor.pittypat.round import Phase, Round, RoundEnd, RoundScore, deal_cards
from pitchtutor.pittypat.rules import RULE_KEYS, Rules

__all__ = [
    "DRAW",
    "PASS",
    "RULE_KEYS",
    "Action",
    "Draw",
    "Drawn",
    "Pair",
    "PassTurn",
    "Phase",
    "Round",
    "RoundEnd",
    "RoundScore",
    "Rules",
    "deal_cards",
    "parse_action",
    "penalty",
]
