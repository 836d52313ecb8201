"""The terminal game's own lines (``terminal.*``) in French; the commands are typed as in English
(``moves``, ``why``, ``pass``), so the help names them that way."""

from __future__ import annotations

from pitchtutor.explain import Say, and_list, template
from pitchtutor.rules import CHOICES
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import SUITS, WORDS, points

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


def _seat(say: Say, seat: int) -> str:
    return WORDS.seat(say.names, seat, "bare")


@template("terminal.partners", locale="fr")
def _partners(say: Say) -> str:
    many = len(say["partners"]) > 1
    names = WORDS.and_list([_seat(say, seat) for seat in say["partners"]])
    return f"{'Vos partenaires' if many else 'Votre partenaire'} : {names}."


@template("terminal.your_cards", locale="fr")
def _your_cards(say: Say) -> str:
    playable = "   ([ ] = jouable)" if say.get("playable") else ""
    return f"Vos cartes : {say['cards']}{playable}"


@template("terminal.advice_suit", locale="fr")
def _advice_suit(say: Say) -> str:
    odds = ", ".join(f"{bid}+ {chance * 100:.0f}\u00a0%" for bid, chance in say["chance"] if chance)
    return f"{SUITS[say['suit']].capitalize()} : {points(say['mean'], '.1f')} en moyenne ({odds})"


@template("terminal.auction", locale="fr")
def _auction(say: Say) -> str:
    if say["high_bidder"] is None:
        return "Enchères : aucune enchère pour l'instant."
    return f"Enchères : enchère la plus haute {say['high']} ({_seat(say, say['high_bidder'])})."


@template("terminal.trick", locale="fr")
def _trick(say: Say) -> str:
    trick = ", ".join(f"{_seat(say, seat)} {card}" for seat, card in say["played"]) or "à vous d'entamer"
    return (
        f"Atout : {SUITS[say['trump']]} (pitcher {_seat(say, say['pitcher'])}, enchère {say['bid']}). "
        f"Pli {say['trick']} : {trick}."
    )


@template("terminal.totals", locale="fr")
def _totals(say: Say) -> str:
    totals = ", ".join(f"{WORDS.side(say.names, side)} à {total}" for side, total in enumerate(say["totals"]))
    return f"Totaux : {totals}."


# -- pitchtutor rules : chaque clé de règle, les valeurs permises et ce qu'elle veut dire -----------

_TRUE_OR_FALSE = "true ou false"
_VALUES = {
    "teams": "null, ou de 2 à 4",
    "target": "de 1 à 1000",
    "min_bid": "de 1 à l'enchère maximale",
    **{key: " ou ".join(f'"{value}"' for value in values) for key, values in CHOICES.items()},
}
_MEANINGS = {
    "teams": (
        "chacun pour soi (null), ou ce nombre d'équipes, les partenaires assis en alternance (les joueurs "
        "doivent se répartir en équipes de deux ou plus)"
    ),
    "target": "l'objectif : le premier camp à l'atteindre, quand une donne est comptée, gagne la partie",
    "min_bid": (
        "la plus petite enchère permise (l'enchère maximale est 4, ou 5 ou 6 avec le 10 et le 3 d'atout)"
    ),
    "dealer_may_hold": "le donneur peut prendre le contrat au niveau de l'enchère la plus haute",
    "all_pass": (
        "tout le monde passe : le même donneur redistribue (redeal), ou le donneur doit enchérir au moins 2, "
        "ou l'enchère minimale si elle est plus haute (dealer-bids)"
    ),
    "bid_four_ends_auction": (
        "l'enchère maximale se joue en entamant aussitôt (le pitch) : les enchères s'arrêtent là"
    ),
    "smudge_wins_match": "une enchère maximale réussie (un smudge) gagne la partie aussitôt",
    "low_to": (
        "Low compte pour le joueur qui l'a reçu (holder), ou pour celui qui le remporte "
        "dans un pli (capturer)"
    ),
    "game_tie": (
        "une égalité au point Game ne rapporte rien (none), ou le point va aux défenseurs (defenders)"
    ),
    "no_junk": "les défenseurs ne peuvent marquer aucun point",
    "ten_of_trump_point": (
        "le 10 d'atout est un point à part, pour celui qui le remporte ; "
        "l'enchère maximale augmente d'un point"
    ),
    "three_of_trump_point": (
        "le 3 d'atout est un point à part, pour celui qui le remporte ; "
        "l'enchère maximale augmente d'un point"
    ),
    "trump_anytime": "true : on peut couper même si l'on peut fournir ; false : il faut fournir",
    "pitcher_must_win": (
        "on ne gagne qu'en atteignant l'objectif à la fin d'une donne où l'on a fait le "
        "pitch et réussi son enchère"
    ),
    "coke_hand": (
        "un joueur qui n'a rien reçu au-dessus du 9 peut jeter sa main et demander une nouvelle donne"
    ),
}


@template("terminal.unknown_preset", locale="fr")
def _unknown_preset(say: Say) -> str:
    close = f" (vouliez-vous dire {say['close']} ?)" if say["close"] else ""
    presets = and_list(say["presets"], "ou")
    return f"aucun jeu de règles ne s'appelle {say['name']}{close} : choisissez {presets}"


@template("terminal.rule_keys", locale="fr")
def _rule_keys(say: Say) -> str:
    return f"clés de règle : {', '.join(say['keys'])}"


@template("terminal.rule_values", locale="fr")
def _rule_values(say: Say) -> str:
    return _VALUES.get(say["key"], _TRUE_OR_FALSE)


@template("terminal.rule_meaning", locale="fr")
def _rule_meaning(say: Say) -> str:
    return _MEANINGS[say["key"]]
