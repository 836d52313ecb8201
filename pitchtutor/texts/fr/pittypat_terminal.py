"""The Pitty Pat terminal game's own lines (``pittypat.terminal.*``) in French; the moves and
commands are typed as in English (``pair 7s kd``, ``draw``, ``moves``), so the help and the hints
name them that way, with the game's words beside them (piocher, passer, carte libre)."""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import WORDS
from pitchtutor.texts.pittypat_report import rules_named

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file

_MOVES = {"draw": "piocher", "pass": "passer"}


@template("pittypat.terminal.start", locale="fr")
def _start(say: Say) -> str:
    rules = rules_named(say["changes"], "standard")
    goal = f"objectif {say['target']} points" if say["target"] is not None else f"{say['rounds']} manches"
    return f"Pitty Pat — règles {rules}, {say['players']} joueurs, {goal}. Le plus petit total l'emporte."


@template("pittypat.terminal.table", locale="fr")
def _table(say: Say) -> str:
    held = ", ".join(f"{count} pour {WORDS.seat(say.names, seat)}" for seat, count in say["held"])
    stock = WORDS.plural(say["stock"], "carte")
    return (
        f"Carte retournée : {parse_card(say['up']).pretty} ; pioche : {stock} ; cartes en main : {held}. "
        f"Vos cartes : {say['cards']}"
    )


@template("pittypat.terminal.pair_now", locale="fr")
def _pair_now(say: Say) -> str:
    return (
        f"(faites la paire maintenant : tapez pair {say['drawn'].lower()} puis votre carte libre ; moves "
        "affiche les paires possibles)"
    )


@template("pittypat.terminal.only_move", locale="fr")
def _only_move(say: Say) -> str:
    move = say["move"]
    return (
        f"(votre seul coup possible est de {_MOVES.get(move, move)} : tapez {move} ou 1 ; why {move} vous "
        "dit pourquoi)"
    )


@template("pittypat.terminal.move", locale="fr")
def _move(say: Say) -> str:
    return str(say["move"])


@template("pittypat.terminal.verdict", locale="fr")
def _verdict(say: Say) -> str:
    return "oui" if say["legal"] else "non"


# -- pitchtutor rules --game pitty-pat : chaque clé, sa valeur par défaut et sa source -----------

_KEY_HELP = {
    "hand_size": "5 ou 7 cartes chacun (« Distribuição de sete cartas », sept cartes)",
    "draw": (
        '"once" (« Compra única rígida », une seule pioche) ou "until-match" (« Compre até combinar », '
        "piocher jusqu'à assortir)"
    ),
    "powerful_aces": (
        "un as joué comme carte assortie fait passer son tour au joueur suivant (« Áses "
        "poderosos », as puissants)"
    ),
    "stake": (
        "un jeton chacun avant la donne, le gagnant prend le pot (« Aposta Beliziana », mise bélizienne)"
    ),
    "target": (
        "l'objectif : la partie s'arrête quand un total de pénalités l'atteint (« geralmente 100 ou "
        "200 pontos », en général "
        "100 ou 200 points)"
    ),
    "rounds": "ou, à la place, un nombre fixe de manches (« cinco ou sete rodadas », cinq ou sept manches)",
}


@template("pittypat.terminal.rule_meaning", locale="fr")
def _rule_meaning(say: Say) -> str:
    return _KEY_HELP[say["key"]]
