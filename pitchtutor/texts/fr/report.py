"""The replay report's own lines (``report.*``) in French."""

from __future__ import annotations

from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import SUITS, WORDS

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file

_CALLS = {"pass": "passe", "redeal": "nouvelle donne"}
_NOTHING_YET = "rien pour l'instant"


@template("report.rules", locale="fr")
def _rules(say: Say) -> str:
    if say["teams"] is None:
        seating = f"{say['players']} joueurs, chacun pour soi"
    else:
        teams = " contre ".join(WORDS.side(say.names, side) for side in range(say["sides"]))
        seating = f"{say['players']} joueurs en {say['sides']} équipes, {teams}"
    return f"Règles : {say['rules']} ; {seating} ; objectif {say['target']}"


@template("report.totals", locale="fr")
def _totals(say: Say) -> str:
    totals = ", ".join(
        f"{WORDS.side(say.names, side)} à {total} ({delta:+d})"
        for side, (total, delta) in enumerate(zip(say["totals"], say["delta"], strict=True))
    )
    return f"Totaux : {totals}"


@template("report.to_bid", locale="fr")
def _to_bid(say: Say) -> str:
    if say["high_bidder"] is None:
        standing = "aucune enchère pour l'instant"
    else:
        standing = f"enchère la plus haute : {say['high']}, {say.who('high_bidder', 'de')}"
    return f"C'est {say.who('seat', 'a')} d'enchérir ; {standing}."


@template("report.to_play", locale="fr")
def _to_play(say: Say) -> str:
    played = ", ".join(f"{WORDS.seat(say.names, seat, 'bare')} {card}" for seat, card in say["played"])
    return (
        f"C'est {say.who('seat', 'a')} de jouer au pli {say['trick']} ; atout {SUITS[say['trump']]}, pitcher "
        f"{say.who('pitcher', 'bare')} à {say['bid']} ; déjà joué : {played or _NOTHING_YET}."
    )


@template("report.call", locale="fr")
def _call(say: Say) -> str:
    call = say["call"]
    return f"enchère {call}" if isinstance(call, int) else _CALLS.get(str(call), str(call))
