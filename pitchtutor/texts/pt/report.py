"""The replay report's own lines (``report.*``) in Brazilian Portuguese."""

from __future__ import annotations

from pitchtutor.explain import Say, template
from pitchtutor.texts.pt.vocabulary import SUITS, WORDS

_CALLS = {"pass": "passa", "redeal": "nova distribuição"}


def _turn(say: Say, key: str) -> str:
    """ "a sua vez", "a vez do jogador 2"."""
    return "a sua vez" if say.you(key) else f"a vez {say.who(key, 'de')}"


@template("report.untitled", locale="pt")
def _untitled(say: Say) -> str:
    return "mão"


@template("report.rules", locale="pt")
def _rules(say: Say) -> str:
    if say["teams"] is None:
        seating = f"{say['players']} jogadores, cada um por si"
    else:
        teams = " contra ".join(WORDS.side(say.names, side) for side in range(say["sides"]))
        kind = "duplas" if say["players"] == 2 * say["sides"] else "equipes"
        seating = f"{say['players']} jogadores em {say['sides']} {kind}, {teams}"
    return f"Regras: {say['rules']}; {seating}; meta {say['target']}"


@template("report.dealer", locale="pt")
def _dealer(say: Say) -> str:
    return f"Distribuidor: {say.who('seat', 'bare')}"


@template("report.hands", locale="pt")
def _hands(say: Say) -> str:
    return "Mãos distribuídas:"


@template("report.auction", locale="pt")
def _auction(say: Say) -> str:
    return "Leilão, a partir da esquerda do distribuidor:"


@template("report.trick", locale="pt")
def _trick(say: Say) -> str:
    return f"Vaza {say['trick']}, {say.who('seat')} sai:"


@template("report.points", locale="pt")
def _points(say: Say) -> str:
    return f"Pontos (trunfo: {say.s('trump')}):"


@template("report.settlement", locale="pt")
def _settlement(say: Say) -> str:
    return "Resultado da mão:"


@template("report.totals", locale="pt")
def _totals(say: Say) -> str:
    totals = ", ".join(
        f"{WORDS.side(say.names, side)} com {total} ({delta:+d})"
        for side, (total, delta) in enumerate(zip(say["totals"], say["delta"], strict=True))
    )
    return f"Totais: {totals}"


@template("report.match", locale="pt")
def _match(say: Say) -> str:
    return "Partida:"


@template("report.position", locale="pt")
def _position(say: Say) -> str:
    return "Posição:"


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


@template("report.holds", locale="pt")
def _holds(say: Say) -> str:
    return f"{say.who('seat', start=True)} tem {say['cards']}."


@template("report.legal", locale="pt")
def _legal(say: Say) -> str:
    return "Jogadas permitidas:"


@template("report.illegal", locale="pt")
def _illegal(say: Say) -> str:
    return "Não permitidas:"


@template("report.call", locale="pt")
def _call(say: Say) -> str:
    call = say["call"]
    return f"aposta {call}" if isinstance(call, int) else _CALLS.get(str(call), str(call))
