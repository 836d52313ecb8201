"""The replay report's own lines (``report.*``) in French."""

from __future__ import annotations

from pitchtutor.explain import Say, template
from pitchtutor.texts.fr.vocabulary import SUITS, WORDS

_CALLS = {"pass": "passe", "redeal": "nouvelle donne"}
_NOTHING_YET = "rien pour l'instant"


@template("report.untitled", locale="fr")
def _untitled(say: Say) -> str:
    return "donne"


@template("report.rules", locale="fr")
def _rules(say: Say) -> str:
    if say["teams"] is None:
        seating = f"{say['players']} joueurs, chacun pour soi"
    else:
        teams = " contre ".join(WORDS.side(say.names, side) for side in range(say["sides"]))
        seating = f"{say['players']} joueurs en {say['sides']} équipes, {teams}"
    return f"Règles : {say['rules']} ; {seating} ; objectif {say['target']}"


@template("report.dealer", locale="fr")
def _dealer(say: Say) -> str:
    return f"Donneur : {say.who('seat', 'bare')}"


@template("report.hands", locale="fr")
def _hands(say: Say) -> str:
    return "Mains distribuées :"


@template("report.auction", locale="fr")
def _auction(say: Say) -> str:
    return "Enchères, à partir de la gauche du donneur :"


@template("report.trick", locale="fr")
def _trick(say: Say) -> str:
    return f"Pli {say['trick']}, {say.who('seat')} {say.verb('seat', 'entame', 'entamez')} :"


@template("report.points", locale="fr")
def _points(say: Say) -> str:
    return f"Points (atout : {say.s('trump')}) :"


@template("report.settlement", locale="fr")
def _settlement(say: Say) -> str:
    return "Décompte :"


@template("report.totals", locale="fr")
def _totals(say: Say) -> str:
    totals = ", ".join(
        f"{WORDS.side(say.names, side)} à {total} ({delta:+d})"
        for side, (total, delta) in enumerate(zip(say["totals"], say["delta"], strict=True))
    )
    return f"Totaux : {totals}"


@template("report.match", locale="fr")
def _match(say: Say) -> str:
    return "Partie :"


@template("report.position", locale="fr")
def _position(say: Say) -> str:
    return "Position :"


@template("report.to_bid", locale="fr")
def _to_bid(say: Say) -> str:
    if say["high_bidder"] is None:
        standing = "aucune enchère pour l'instant"
    else:
        standing = f"enchère la plus haute : {say['high']}, {say.who('high_bidder', 'de')}"
    return f"C'est {say.who('seat', 'a')} d'enchérir ; {standing}."


@template("report.to_pitch", locale="fr")
def _to_pitch(say: Say) -> str:
    return (
        f"{say.who('seat', start=True)} {say.verb('seat', 'a', 'avez')} remporté les enchères à {say['bid']} "
        f"et {say.verb('seat', 'doit', 'devez')} entamer : la première carte jouée fixe l'atout."
    )


@template("report.to_play", locale="fr")
def _to_play(say: Say) -> str:
    played = ", ".join(f"{WORDS.seat(say.names, seat, 'bare')} {card}" for seat, card in say["played"])
    return (
        f"C'est {say.who('seat', 'a')} de jouer au pli {say['trick']} ; atout {SUITS[say['trump']]}, pitcher "
        f"{say.who('pitcher', 'bare')} à {say['bid']} ; déjà joué : {played or _NOTHING_YET}."
    )


@template("report.holds", locale="fr")
def _holds(say: Say) -> str:
    return f"{say.who('seat', start=True)} {say.verb('seat', 'a', 'avez')} en main {say['cards']}."


@template("report.legal", locale="fr")
def _legal(say: Say) -> str:
    return "Coups permis :"


@template("report.illegal", locale="fr")
def _illegal(say: Say) -> str:
    return "Coups refusés :"


@template("report.call", locale="fr")
def _call(say: Say) -> str:
    call = say["call"]
    return f"enchère {call}" if isinstance(call, int) else _CALLS.get(str(call), str(call))
