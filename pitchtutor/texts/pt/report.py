"""The replay report's own lines (``report.*``) in Brazilian Portuguese."""

from __future__ import annotations

from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import SUITS, WORDS

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file

_CALLS = {"pass": "passa", "redeal": "nova distribuição"}


def _turn(say: Say, key: str) -> str:
    """ "a sua vez", "a vez do jogador 2"."""
    return "a sua vez" if say.you(key) else f"a vez {say.who(key, 'de')}"


@template("report.rules", locale="pt")
def _rules(say: Say) -> str:
    if say["teams"] is None:
        seating = f"{say['players']} jogadores, cada um por si"
    else:
        teams = " contra ".join(WORDS.side(say.names, side) for side in range(say["sides"]))
        kind = "duplas" if say["players"] == 2 * say["sides"] else "equipes"
        seating = f"{say['players']} jogadores em {say['sides']} {kind}, {teams}"
    return f"Regras: {say['rules']}; {seating}; meta {say['target']}"


@template("report.totals", locale="pt")
def _totals(say: Say) -> str:
    totals = ", ".join(
        f"{WORDS.side(say.names, side)} com {total} ({delta:+d})"
        for side, (total, delta) in enumerate(zip(say["totals"], say["delta"], strict=True))
    )
    return f"Totais: {totals}"


@template("report.to_bid", locale="pt")
def _to_bid(say: Say) -> str:
    if say["high_bidder"] is None:
        standing = "ainda não há aposta"
    else:
        standing = f"a aposta mais alta é {say['high']}, {say.who('high_bidder', 'de')}"
    return f"É {_turn(say, 'seat')} de apostar; {standing}."


@template("report.to_pitch", locale="pt")
def _to_pitch(say: Say) -> str:
    pitches = f"{say.who('seat', start=True)} faz o pitch com {say['bid']}"
    return f"{pitches}: a primeira carta jogada define o trunfo."


@template("report.to_play", locale="pt")
def _to_play(say: Say) -> str:
    played = ", ".join(f"{WORDS.seat(say.names, seat, 'bare')} {card}" for seat, card in say["played"])
    return (
        f"É {_turn(say, 'seat')} de jogar na vaza {say['trick']}; trunfo {SUITS[say['trump']]}, pitcher "
        f"{say.who('pitcher', 'bare')} com {say['bid']}; já jogadas: {played or 'nada ainda'}."
    )


@template("report.call", locale="pt")
def _call(say: Say) -> str:
    call = say["call"]
    return f"aposta {call}" if isinstance(call, int) else _CALLS.get(str(call), str(call))
