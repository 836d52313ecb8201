"""The engine's sentences in Brazilian Portuguese (the keys of :mod:`pitchtutor.texts.rules`).

The players' words: vaza, trunfo, naipe, servir o naipe, aposta, leilão,
distribuidor, a mão (the eldest hand); High, Low, Jack, Game, pitcher, smudge
and set back stay as the rule texts (000, 001) keep them.  "Você" takes the
third person, as a named seat does, so most verbs need no agreement; a side
of partners ("os jogadores 0 e 2") takes the plural.
"""

from __future__ import annotations

from pitchtutor.cards import parse_card
from pitchtutor.explain import Say, template
from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import FEMININE, WORDS

POINTS = {"high": "High", "low": "Low", "jack": "Jack", "ten": "o 10 de trunfo",
          "three": "o 3 de trunfo", "game": "Game"}  # fmt: skip
_CALLS = {"pass": "passar", "redeal": "pedir nova distribuição"}
_PHASES = {"auction": "leilão", "play": "jogo", "over": "fim", "redeal": "nova distribuição"}


def _rule(key: str, value: object = None) -> str:
    if value is None:
        return f"regra da casa {key}"
    shown = {True: "true", False: "false"}.get(value, value) if isinstance(value, bool) else value
    return f"regra da casa {key} = {shown}"


def _sv(say: Say, key: str, one: str, many: str) -> str:
    """A side's verb: singular for "você", a seat or "a sua dupla", plural for "os jogadores 0 e 2"."""
    return say.side_verb(key, one, many, you=one)


def _it(say: Say, key: str) -> str:
    """The pronoun of a card: "o" (o Valete), "a" (a Dama)."""
    return "a" if say[key][0] in FEMININE else "o"


def _dealt(say: Say, key: str) -> str:
    """ "dado" (o Valete), "dada" (a Dama)."""
    return "dada" if say[key][0] in FEMININE else "dado"


def _many(say: Say, sides: list[int]) -> bool:
    """Whether sides named together take a plural verb ("a sua dupla tem", "os jogadores 0 e 2 têm")."""
    seats = say.names.side_seats(sides[0])
    return len(sides) > 1 or (len(seats) > 1 and say.names.you not in seats)


def _points(points: list[str]) -> str:
    return WORDS.and_list([POINTS[p] for p in points])


def _plural(count: int, word: str, many: str | None = None) -> str:
    return WORDS.plural(count, word, many)


def _call(call: object) -> str:
    return f"apostar {call}" if isinstance(call, int) else _CALLS.get(str(call), str(call))


# -- the auction -----------------------------------------------------------------


# -- the points ---------------------------------------------------------------


def _side(say: Say, side: int) -> str:
    return WORDS.side(say.names, side)


# -- settling the hand --------------------------------------------------------


# -- the match ----------------------------------------------------------------


def _sides(say: Say, key: str) -> str:
    return WORDS.and_list([_side(say, side) for side in say[key]])


# -- turns and phases ---------------------------------------------------------


@template("turn.not_yours", locale="pt")
def _turn_not_yours(say: Say) -> str:
    doing = "apostar" if say["phase"] == "auction" else "jogar"
    whose = "a sua vez" if say.you("to_act") else f"a vez {say.who('to_act', 'de')}"
    other = "a sua" if say.you("seat") else f"a {say.who('seat', 'de')}"
    return f"É {whose} de {doing}, não {other}."


@template("phase.play", locale="pt")
def _phase_play(say: Say) -> str:
    return f"O leilão acabou: {say.who('seat')} tem de jogar uma carta agora, não {_call(say['call'])}."


@template("phase.not_over", locale="pt")
def _phase_not_over(say: Say) -> str:
    if say["phase"] == "auction":
        return "A mão ainda não pode ser contada: o leilão não acabou."
    return f"A mão ainda não pode ser contada: foram jogadas {say['tricks']} das seis vazas."


# -- seats and turns ----------------------------------------------------------


@template("pips.count", locale="pt")
def _pips_count(say: Say) -> str:
    counted = [f"{parse_card(code).pretty} {pips}" for code, pips in say["cards"] if pips]
    if not counted:
        return "Estas cartas valem 0 pips: só dez, ases, reis, damas e valetes contam para o Game."
    rest = "; as outras cartas não contam nada para o Game" if len(counted) < len(say["cards"]) else ""
    return f"{' + '.join(counted)} = {_plural(say['total'], 'pip')}{rest}."


# -- teaching facts -----------------------------------------------------------


# -- texto que não é uma jogada (ActionError), citado como foi digitado ---------------------------


def _typed(say: Say) -> str:
    return f"\u201c{say['typed']}\u201d" if say["quoted"] else say["typed"]


@template("action.invalid_call", locale="pt")
def _invalid_call(say: Say) -> str:
    return (
        f"{_typed(say)} não é uma jogada do leilão: digite pass para passar, uma aposta (um número, como 2) "
        "ou, com uma mão sem nada acima do 9, redeal para pedir nova distribuição"
    )


@template("action.invalid_move", locale="pt")
def _invalid_move(say: Say) -> str:
    return (
        f"{_typed(say)} não é uma carta nem uma aposta: uma carta se digita em inglês, com o valor e o "
        "naipe (AS é o Ás de espadas, 10h o 10 de copas), uma aposta é um número, como 2, "
        "e para passar digite pass"
    )


# -- the words a catalog's placeholders need code for -----------------------------------------


def _it_card(say: Say, key: str) -> str:
    """The pronoun of a card: "o" (o Valete), "a" (a Dama)."""
    return _it(say, key)


def _dealt_card(say: Say, key: str) -> str:
    """ "dado" (o Valete), "dada" (a Dama)."""
    return _dealt(say, key)


def _sides_said(say: Say, key: str) -> str:
    return _sides(say, key)


def _sides_verb(say: Say, key: str, one: str, many: str) -> str:
    """The verb of sides named together: "a sua dupla tem", "os jogadores 0 e 2 têm"."""
    return many if _many(say, say[key]) else one


def _phase(say: Say, key: str) -> str:
    """A phase of the hand by its code: "auction" -> "leilão"."""
    return str(_PHASES.get(say[key], say[key]))


def _point(say: Say, key: str) -> str:
    """A point by its code: "high" -> "High", "ten" -> "o 10 de trunfo"."""
    return POINTS[say[key]]


def _point_list(say: Say, key: str) -> str:
    return _points(say[key])


catalog.load(
    __name__,
    helpers={
        "sv": _sv,
        "it": _it_card,
        "dealt": _dealt_card,
        "sides": _sides,
        "sides_verb": _sides_verb,
        "phase": _phase,
        "point": _point,
        "points": _point_list,
    },
)
