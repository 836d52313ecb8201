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
from pitchtutor.texts.pt.vocabulary import turn

_PLURALS = {"Ás": "Ases", "Rei": "Reis", "Dama": "Damas", "Valete": "Valetes"}


def _ranks(say: Say, key: str) -> str:
    """A card's rank in the plural: "7", "Reis", "Damas", "Ases"."""
    word = say.rank(key)
    return _PLURALS.get(word, word)


_HELPERS: dict[str, catalog.Helper] = {
    "ranks": _ranks,
    "turn": turn,
}
catalog.load(__name__, helpers=_HELPERS)
