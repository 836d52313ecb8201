"""Pitty Pat's sentences (``pittypat.*``) in Brazilian Portuguese: the words are in
``pittypat.toml`` beside this file, the reasoning in :mod:`pitchtutor.texts.pittypat`; here, the
grammar the words need.

The game's words: a rodada (round), o monte (the stock), a pilha de descarte,
a carta aberta (the up-card, on top of the pile), o par (the matching card and
the free card, discarded together), comprar (to draw); "Pitty Pat!" stays.
"""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.pt.vocabulary import FEMININE, RANKS, WORDS

_PLURALS = {"Ás": "Ases", "Rei": "Reis", "Dama": "Damas", "Valete": "Valetes"}


def _gender(say: Say, key: str, masculine: str, feminine: str) -> str:
    """The word agreeing with a card's gender: ``{card|gender:comprado:comprada}``."""
    code: str = say[key]
    return feminine if code[0] in FEMININE else masculine


def _rank(say: Say, key: str) -> str:
    """A card's rank: "7", "Rei", "Dama"."""
    code: str = say[key]
    return RANKS.get(code[0], code[0])


def _ranks(say: Say, key: str) -> str:
    """A card's rank in the plural: "7", "Reis", "Damas", "Ases"."""
    word = _rank(say, key)
    return _PLURALS.get(word, word)


def _turn(say: Say, key: str) -> str:
    """ "a sua vez", "a vez do jogador 2"."""
    return "a sua vez" if say.you(key) else f"a vez {say.who(key, 'de')}"


def _seats(say: Say, key: str) -> str:
    """Seats named together: "o jogador 1, você e o jogador 3"."""
    return WORDS.and_list([WORDS.seat(say.names, seat) for seat in say[key]])


_HELPERS: dict[str, catalog.Helper] = {
    "gender": _gender,
    "rank": _rank,
    "ranks": _ranks,
    "turn": _turn,
    "seats": _seats,
}
catalog.load(__name__, helpers=_HELPERS)
