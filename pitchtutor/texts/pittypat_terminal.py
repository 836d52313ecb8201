"""The Pitty Pat terminal game's own lines (rule keys ``pittypat.terminal.*``): ``pitchtutor play
--game pitty-pat``'s greeting, table, hints and help, around the engine's sentences.  The moves
and commands typed stay the same words in every language (``pair 7s kd``, ``draw``, ``pass``,
``moves``, ``why``...), so the help and the hints name them as they are typed.  Pitch's are
:mod:`pitchtutor.texts.terminal`.  The reasoning of each line is here, once; its words are in
each locale's ``pittypat_terminal.toml``."""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import Phrase
from pitchtutor.texts.pittypat_report import rules_named

_NAMED_MOVES = ("draw", "pass")
"""The moves a language may name in its own words beside the word typed (comprar, piocher)."""


@catalog.reasons("pittypat.terminal.start")
def _start(say: Say, phrase: Phrase) -> str:
    rules = rules_named(say["changes"], phrase("standard"))
    return phrase("target" if say["target"] is not None else "rounds", rules=rules)


@catalog.reasons("pittypat.terminal.table")
def _table(say: Say, phrase: Phrase) -> str:
    held = ", ".join(phrase("held", seat=seat, count=count) for seat, count in say["held"])
    return phrase("table", held=held)


@catalog.reasons("pittypat.terminal.pair_now")
def _pair_now(say: Say, phrase: Phrase) -> str:
    return phrase("pair_now", typed=say["drawn"].lower())


@catalog.reasons("pittypat.terminal.only_move")
def _only_move(say: Say, phrase: Phrase) -> str:
    move = say["move"]  # draw and pass are said in words, a pair as it is typed ("pair 7S KD")
    return phrase("named", named=phrase(move)) if move in _NAMED_MOVES else phrase("typed")


@catalog.reasons("pittypat.terminal.verdict")
def _verdict(say: Say, phrase: Phrase) -> str:
    """The answer to ``why X``."""
    return phrase("yes" if say["legal"] else "no")


# -- pitchtutor rules --game pitty-pat: each key, its default and its source in the text --------


@catalog.reasons("pittypat.terminal.rule_meaning")
def _rule_meaning(say: Say, phrase: Phrase) -> str:
    """What each key means, with the words of the text it comes from."""
    return phrase(say["key"])


catalog.load(__name__)  # the words of these lines, and of those that only fill in facts
