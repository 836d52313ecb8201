"""The Pitty Pat terminal game's own lines (``pittypat.terminal.*``) in Brazilian Portuguese; the
moves and commands are typed as in English (``pair 7s kd``, ``draw``, ``moves``), so the help and
the hints name them that way, with the game's words beside them (comprar, passar, carta livre)."""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.pittypat_report import rules_named
from pitchtutor.texts.pt.vocabulary import WORDS

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file

_MOVES = {"draw": "comprar", "pass": "passar"}


@template("pittypat.terminal.start", locale="pt")
def _start(say: Say) -> str:
    rules = rules_named(say["changes"], "padrão")
    goal = f"meta de {say['target']} pontos" if say["target"] is not None else f"{say['rounds']} rodadas"
    return f"Pitty Pat — regras {rules}, {say['players']} jogadores, {goal}. Vence o menor total."


@template("pittypat.terminal.table", locale="pt")
def _table(say: Say) -> str:
    held = ", ".join(f"{WORDS.seat(say.names, seat)} com {count}" for seat, count in say["held"])
    return (
        f"Carta aberta: {parse_card(say['up']).pretty}; monte: {WORDS.plural(say['stock'], 'carta')}; "
        f"cartas na mão: {held}. As suas cartas: {say['cards']}"
    )


@template("pittypat.terminal.pair_now", locale="pt")
def _pair_now(say: Say) -> str:
    return (
        f"(forme o par agora: digite pair {say['drawn'].lower()} e a sua carta livre; moves mostra os "
        "pares possíveis)"
    )


@template("pittypat.terminal.only_move", locale="pt")
def _only_move(say: Say) -> str:
    move = say["move"]
    return f"(a sua única jogada é {_MOVES.get(move, move)}: digite {move} ou 1; why {move} explica por quê)"


@template("pittypat.terminal.move", locale="pt")
def _move(say: Say) -> str:
    return str(say["move"])


@template("pittypat.terminal.verdict", locale="pt")
def _verdict(say: Say) -> str:
    return "sim" if say["legal"] else "não"


# -- pitchtutor rules --game pitty-pat: cada chave, o padrão e a fonte no texto ------------------

_KEY_HELP = {
    "hand_size": "5 ou 7 cartas para cada um (\u201cDistribuição de sete cartas\u201d)",
    "draw": '"once" (\u201cCompra única rígida\u201d) ou "until-match" (\u201cCompre até combinar\u201d)',
    "powerful_aces": (
        "um Ás jogado como carta que combina faz o próximo jogador perder a vez (\u201cÁses poderosos\u201d)"
    ),
    "stake": (
        "uma ficha de cada um antes da distribuição, o vencedor leva o pote (\u201cAposta Beliziana\u201d)"
    ),
    "target": (
        "a meta: a partida acaba quando um total de penalidades chega a ela (\u201cgeralmente "
        "100 ou 200 pontos\u201d)"
    ),
    "rounds": "ou, em vez dela, um número fixo de rodadas (\u201ccinco ou sete rodadas\u201d)",
}


@template("pittypat.terminal.rule_meaning", locale="pt")
def _rule_meaning(say: Say) -> str:
    return _KEY_HELP[say["key"]]
