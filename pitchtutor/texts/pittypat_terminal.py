"""The Pitty Pat terminal game's own lines (rule keys ``pittypat.terminal.*``): ``pitchtutor play
--game pitty-pat``'s greeting, table, hints and help, around the engine's sentences.  The moves
and commands typed stay the same words in every language (``pair 7s kd``, ``draw``, ``pass``,
``moves``, ``why``...), so the help and the hints name them as they are typed.  Pitch's are
:mod:`pitchtutor.texts.terminal`."""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, plural, template
from pitchtutor.texts import catalog
from pitchtutor.texts.pittypat_report import rules_named

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


@template("pittypat.terminal.start")
def _start(say: Say) -> str:
    rules = rules_named(say["changes"], "standard")
    goal = f"target {say['target']}" if say["target"] is not None else f"{say['rounds']} rounds"
    return f"Pitty Pat — {rules}, {say['players']} players, {goal}. Lowest total wins."


@template("pittypat.terminal.table")
def _table(say: Say) -> str:
    held = ", ".join(f"{say.names.seat(seat)} {count}" for seat, count in say["held"])
    return (
        f"Up-card {parse_card(say['up']).pretty}; stock {plural(say['stock'], 'card')}; cards held: {held}. "
        f"Your cards: {say['cards']}"
    )


@template("pittypat.terminal.pair_now")
def _pair_now(say: Say) -> str:
    return f"(pair now: type pair {say['drawn'].lower()} and your free card; moves lists them)"


@template("pittypat.terminal.only_move")
def _only_move(say: Say) -> str:
    move = say["move"]
    return f"(your only move is {move}: type {move} or 1; why {move} tells you why)"


@template("pittypat.terminal.move")
def _move(say: Say) -> str:
    """A move as it is typed ("pair 7S KD", "draw", "pass"), the same in every language."""
    return str(say["move"])


@template("pittypat.terminal.verdict")
def _verdict(say: Say) -> str:
    """The answer to ``why X``."""
    return "yes" if say["legal"] else "no"


# -- pitchtutor rules --game pitty-pat: each key, its default and its source in the text --------

KEY_HELP = {
    "hand_size": '5 or 7 cards each ("Distribuição de sete cartas")',
    "draw": '"once" ("Compra única rígida") or "until-match" ("Compre até combinar")',
    "powerful_aces": 'an Ace played as the match makes the next player lose a turn ("Áses poderosos")',
    "stake": 'one chip each before the deal, the winner takes the pot ("Aposta Beliziana")',
    "target": 'the match ends when a penalty total reaches it ("geralmente 100 ou 200 pontos")',
    "rounds": 'or a fixed number of rounds instead ("cinco ou sete rodadas")',
}
"""What each key means, with the words of the text it comes from."""


@template("pittypat.terminal.rule_meaning")
def _rule_meaning(say: Say) -> str:
    return KEY_HELP[say["key"]]
