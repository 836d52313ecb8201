"""Pitty Pat's sentences (``pittypat.*``) in French: the words are in ``pittypat.toml`` beside
this file, the reasoning in :mod:`pitchtutor.texts.pittypat`; here, the grammar the words need.

The game's words: une manche (a round), la pioche (the stock), la défausse
(the discard pile), la carte retournée (the up-card, on top of the discard),
une paire (the matching card and the free card, discarded together), piocher
(to draw); "Pitty Pat !" stays.
"""

from __future__ import annotations

from pitchtutor.explain import Say
from pitchtutor.texts import catalog
from pitchtutor.texts.fr.vocabulary import ELIDED


def _ranks(say: Say, key: str) -> str:
    """A card's rank in the plural: "7", "rois", "dames", "as"."""
    code: str = say[key]
    word = say.rank(key)
    return word if code[0] in ELIDED or word.isdigit() else word + "s"


def _de_rank(say: Say, key: str) -> str:
    """A card's rank after "de", elided: "pas de 9", "pas de dame", "pas d'as"."""
    code: str = say[key]
    return ("d'" if code[0] in ELIDED else "de ") + say.rank(key)


def _all_you(say: Say, key: str, one: str, many: str, you: str) -> str:
    """The verb of seats named together: "vous" among them makes it "vous"."""
    seats = say[key]
    if say.names.you in seats:
        return you
    return many if len(seats) > 1 else one


_HELPERS: dict[str, catalog.Helper] = {
    "ranks": _ranks,
    "de_rank": _de_rank,
    "all_you": _all_you,
}
catalog.load(__name__, helpers=_HELPERS)
