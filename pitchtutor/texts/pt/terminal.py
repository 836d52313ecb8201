"""The terminal game's own lines (``terminal.*``) in Brazilian Portuguese; the commands are typed
as in English (``moves``, ``why``, ``pass``), so the help names them that way."""

from __future__ import annotations

from pitchtutor.explain import Say, and_list, template
from pitchtutor.rules import CHOICES
from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import SUITS, WORDS, points

catalog.load(__name__)  # this topic's sentences that only fill in facts: the .toml beside this file


def _seat(say: Say, seat: int) -> str:
    return WORDS.seat(say.names, seat, "bare")


@template("terminal.partners", locale="pt")
def _partners(say: Say) -> str:
    many = len(say["partners"]) > 1
    names = WORDS.and_list([_seat(say, seat) for seat in say["partners"]])
    return f"{'Seus parceiros' if many else 'Seu parceiro'}: {names}."


@template("terminal.your_cards", locale="pt")
def _your_cards(say: Say) -> str:
    playable = "   ([ ] = pode ser jogada)" if say.get("playable") else ""
    return f"As suas cartas: {say['cards']}{playable}"


@template("terminal.advice_suit", locale="pt")
def _advice_suit(say: Say) -> str:
    odds = ", ".join(f"{bid}+ {chance:.0%}" for bid, chance in say["chance"] if chance)
    return f"{SUITS[say['suit']].capitalize()}: {points(say['mean'], '.1f')} em média ({odds})"


@template("terminal.auction", locale="pt")
def _auction(say: Say) -> str:
    if say["high_bidder"] is None:
        return "Leilão: ainda não há aposta."
    return f"Leilão: aposta mais alta {say['high']} ({_seat(say, say['high_bidder'])})."


@template("terminal.trick", locale="pt")
def _trick(say: Say) -> str:
    trick = ", ".join(f"{_seat(say, seat)} {card}" for seat, card in say["played"]) or "você sai"
    return (
        f"Trunfo: {SUITS[say['trump']]} (pitcher {_seat(say, say['pitcher'])}, aposta {say['bid']}). "
        f"Vaza {say['trick']}: {trick}."
    )


@template("terminal.totals", locale="pt")
def _totals(say: Say) -> str:
    totals = ", ".join(
        f"{WORDS.side(say.names, side)} com {total}" for side, total in enumerate(say["totals"])
    )
    return f"Totais: {totals}."


# -- pitchtutor rules: cada chave de regra, os valores que aceita e o que significa ----------------

_TRUE_OR_FALSE = "true ou false"
_VALUES = {
    "teams": "null, ou de 2 a 4",
    "target": "de 1 a 1000",
    "min_bid": "de 1 à aposta máxima",
    **{key: " ou ".join(f'"{value}"' for value in values) for key, values in CHOICES.items()},
}
_MEANINGS = {
    "teams": (
        "cada um por si (null), ou esse número de equipes, com os parceiros sentados alternadamente (os "
        "jogadores precisam se dividir em equipes de dois ou mais)"
    ),
    "target": "a meta: quem chegar primeiro a ela, na contagem de uma mão, vence a partida",
    "min_bid": "a menor aposta permitida (a aposta máxima é 4, ou 5 ou 6 com o 10 e o 3 de trunfo)",
    "dealer_may_hold": "o distribuidor pode segurar: ficar com o contrato pela aposta mais alta do momento",
    "all_pass": (
        "todos passam: o mesmo distribuidor distribui de novo (redeal), ou o distribuidor tem de apostar "
        "pelo menos 2, ou a aposta mínima se ela for maior (dealer-bids)"
    ),
    "bid_four_ends_auction": "quem faz a aposta máxima faz o pitch na hora: o leilão acaba aí",
    "smudge_wins_match": "uma aposta máxima cumprida (um smudge) vence a partida na hora",
    "low_to": "o Low marca para quem recebeu a carta (holder), ou para quem a ganha numa vaza (capturer)",
    "game_tie": "um empate no Game não marca nada (none), ou o ponto vai para os defensores (defenders)",
    "no_junk": "os defensores não podem marcar ponto nenhum",
    "ten_of_trump_point": (
        "o 10 de trunfo é um ponto à parte, para quem o captura; a aposta máxima sobe um ponto"
    ),
    "three_of_trump_point": (
        "o 3 de trunfo é um ponto à parte, para quem o captura; a aposta máxima sobe um ponto"
    ),
    "trump_anytime": (
        "true: pode-se trunfar mesmo podendo servir o naipe; false: é obrigatório servir o naipe"
    ),
    "pitcher_must_win": (
        "só vence quem chega à meta no fim de uma mão em que fez o pitch e cumpriu a aposta"
    ),
    "coke_hand": "quem não recebe nenhuma carta acima do 9 pode devolver a mão e pedir uma nova distribuição",
}


@template("terminal.unknown_preset", locale="pt")
def _unknown_preset(say: Say) -> str:
    close = f" (você quis dizer {say['close']}?)" if say["close"] else ""
    presets = and_list(say["presets"], "ou")
    return f"não há conjunto de regras chamado {say['name']}{close}: escolha {presets}"


@template("terminal.rule_keys", locale="pt")
def _rule_keys(say: Say) -> str:
    return f"chaves de regra: {', '.join(say['keys'])}"


@template("terminal.rule_values", locale="pt")
def _rule_values(say: Say) -> str:
    return _VALUES.get(say["key"], _TRUE_OR_FALSE)


@template("terminal.rule_meaning", locale="pt")
def _rule_meaning(say: Say) -> str:
    return _MEANINGS[say["key"]]
