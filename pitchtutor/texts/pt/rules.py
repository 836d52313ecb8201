"""The engine's sentences in Brazilian Portuguese (the keys of :mod:`pitchtutor.texts.rules`).

The players' words: vaza, trunfo, naipe, servir o naipe, aposta, leilão,
distribuidor, a mão (the eldest hand); High, Low, Jack, Game, pitcher, smudge
and set back stay as the rule texts (000, 001) keep them.  "Você" takes the
third person, as a named seat does, so most verbs need no agreement; a side
of partners ("os jogadores 0 e 2") takes the plural.

The words are in ``rules.toml`` beside this file, the reasoning of the sentences that reason in
:mod:`pitchtutor.texts.rules`; here are the helpers its placeholders need for Portuguese grammar.
"""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog

POINTS = {"high": "High", "low": "Low", "jack": "Jack", "ten": "o 10 de trunfo",
          "three": "o 3 de trunfo", "game": "Game"}  # fmt: skip
_PHASES = {"auction": "leilão", "play": "jogo", "over": "fim", "redeal": "nova distribuição"}


def _sv(say: Say, key: str, one: str, many: str) -> str:
    """A side's verb: singular for "você", a seat or "a sua dupla", plural for "os jogadores 0 e 2"
    (``{side|sv:marca:marcam}``)."""
    return say.side_verb(key, one, many, you=one)


def _sides_verb(say: Say, key: str, one: str, many: str) -> str:
    """The verb of sides named together: singular for one side said in the singular ("a sua dupla
    tem"), plural for more or for a side of partners not yours ("os jogadores 0 e 2 têm")."""
    sides = say[key]
    seats = say.names.side_seats(sides[0])
    return many if len(sides) > 1 or (len(seats) > 1 and say.names.you not in seats) else one


catalog.load(
    __name__,
    helpers={
        "sv": _sv,
        "sides_verb": _sides_verb,
        "phase": _PHASES,
        "point": POINTS,
    },
)
