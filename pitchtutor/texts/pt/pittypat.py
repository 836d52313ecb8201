"""Pitty Pat's sentences (``pittypat.*``) in Brazilian Portuguese.

The game's words: a rodada (round), o monte (the stock), a pilha de descarte,
a carta aberta (the up-card, on top of the pile), o par (the matching card and
the free card, discarded together), comprar (to draw); "Pitty Pat!" stays.
"""

from __future__ import annotations

from pitchtutor.explain import Say, start, template
from pitchtutor.texts import catalog
from pitchtutor.texts.pittypat import shed_sum
from pitchtutor.texts.pt.vocabulary import FEMININE, RANKS, WORDS


def _rule(key: str, value: object = None) -> str:
    return f"regra da casa {key}" if value is None else f"regra da casa {key} = {value}"


def _card(code: str, case: str = "") -> str:
    return WORDS.card(code, case)


def _a_rank(code: str) -> str:
    """``'8H'`` -> "um 8"; ``'QD'`` -> "uma Dama"."""
    return ("uma " if code[0] in FEMININE else "um ") + RANKS.get(code[0], code[0])


def _ranks(code: str) -> str:
    """The rank in the plural: "7", "Reis", "Damas", "Ases"."""
    word = RANKS.get(code[0], code[0])
    return {"Ás": "Ases", "Rei": "Reis", "Dama": "Damas", "Valete": "Valetes"}.get(word, word)


def _other(code: str, count: int) -> str:
    """ "outro 7", "outra Dama", "outros Reis", "outras Damas"."""
    word = RANKS.get(code[0], code[0]) if count == 1 else _ranks(code)
    return f"{'outra' if code[0] in FEMININE else 'outro'}{'' if count == 1 else 's'} {word}"


def _up(say: Say, case: str = "") -> str:
    """ "a carta aberta (o 4 de copas)", "da carta aberta (...)": the card named in brackets, so the
    sentence reads on whatever follows."""
    article = {"": "a", "de": "da", "a": "à"}[case]
    return f"{article} carta aberta ({_card(say['up'])})"


def _ele(code: str) -> str:
    """The pronoun of a card: "ele" (o 4), "ela" (a Dama)."""
    return "ela" if code[0] in FEMININE else "ele"


def _do(code: str, stem: str) -> str:
    """A participle agreeing with a card: "comprado" (o 4), "comprada" (a Dama)."""
    return stem + ("a" if code[0] in FEMININE else "o")


def _who(say: Say, key: str = "seat") -> str:
    return say.who(key, start=True)


def _cards(codes: list[str]) -> str:
    return WORDS.cards(codes)


def _n(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def _seats(say: Say, key: str) -> str:
    return WORDS.and_list([WORDS.seat(say.names, seat) for seat in say[key]])


# -- whose turn, and which phase ------------------------------------------------


# -- pairing ----------------------------------------------------------------------


# -- drawing and passing ------------------------------------------------------------


# -- the end of a round ----------------------------------------------------------------


# -- the match ---------------------------------------------------------------------------


# -- the tips, for the strategy quizzes --------------------------------------------------


@template("pittypat.tip_shed", locale="pt")
def _tip_shed(say: Say) -> str:
    card = say["card"]
    cost = _n(say["penalty"], "ponto de penalidade", "pontos de penalidade")
    text = f"{start(_card(card))} como carta livre: se ficasse na sua mão, custaria {cost}"
    placed, doubled = say["placed"], say.get("doubled")
    if placed >= 3:
        the = "as" if card[0] in FEMININE else "os"
        text += (
            f", e {the} {_other(card, 2)} já saíram do jogo, então {_ele(card)} nunca mais vai combinar: "
            "é peso morto"
        )
    elif say["in_hand"]:
        one = "uma" if card[0] in FEMININE else "um"
        text += (
            f", mas você tem {_other(card, 1)}, que espera as mesmas cartas abertas: descarte {one} e guarde "
            f"{'a outra' if card[0] in FEMININE else 'o outro'} de reserva"
        )
    elif placed:
        gone = "já fora do jogo faz" if placed == 1 else "já fora do jogo fazem"
        of_it = "dela" if card[0] in FEMININE else "dele"
        text += f", e {placed} {_other(card, placed)} {gone} {of_it} uma combinação fraca"
    elif doubled:
        two = "duas" if doubled[0] in FEMININE else "dois"
        text += f", mas você ficaria com {two} {_ranks(doubled)}, que esperam as mesmas cartas abertas"
    return f"{text}. Pontuação para descartá-la: {shed_sum(say)} (descarte a carta de pontuação mais alta)."


# -- texto que não é uma jogada (ActionError), citado como foi digitado ---------------------------


@template("pittypat.action.invalid", locale="pt")
def _invalid(say: Say) -> str:
    shown = f"\u201c{say['typed']}\u201d" if say["quoted"] else say["typed"]
    typed = f"{shown} não é uma jogada"
    if say["reason"] == "card":
        return (
            f"{typed}: \u201c{say['word']}\u201d não é uma carta (uma carta se digita em inglês, com o valor "
            "e o naipe: AS é o Ás de espadas, 10h o 10 de copas, kd o Rei de ouros)"
        )
    if say["reason"] == "pair":
        first = "primeiro a que combina com a carta aberta"
        return f"{typed}: um par são duas cartas, {first}, depois a carta livre (como pair 7s kd)"
    return (
        f"{typed}: digite pair e as duas cartas (a que combina e a livre, como pair 7s kd), "
        "draw para comprar ou pass para passar"
    )


# -- the grammar of the catalog's words ---------------------------------------------------------


def _gender(say: Say, key: str, masculine: str, feminine: str) -> str:
    """The word agreeing with a card's gender: ``{card|gender:comprado:comprada}``."""
    return feminine if say[key][0] in FEMININE else masculine


def _rank(say: Say, key: str) -> str:
    """A card's rank: "7", "Rei", "Dama"."""
    code: str = say[key]
    return RANKS.get(code[0], code[0])


def _turn(say: Say, key: str) -> str:
    """ "a sua vez", "a vez do jogador 2"."""
    return "a sua vez" if say.you(key) else f"a vez {say.who(key, 'de')}"


_HELPERS: dict[str, catalog.Helper] = {"gender": _gender, "rank": _rank, "turn": _turn, "seats": _seats}
catalog.load(__name__, helpers=_HELPERS)
