"""French words for cards, suits and seats, with their grammar.

The reader is "vous", with the verb in the second person plural ("vous
gagnez"), a named seat in the third ("Nord gagne").  Cards take their
article, elided or contracted: "le valet de cœur", "du valet", "de la dame",
"l'as", "à l'as".  Named seats (Nord, Sud...) go without an article, as bridge
players say them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import ClassVar

from pitchtutor.explain import Names, Vocabulary, vocabulary
from pitchtutor.explain import start as start_
from pitchtutor.texts.page import decimal, many_points, percent

RANKS = {"A": "as", "K": "roi", "Q": "dame", "J": "valet", "T": "10"}
"""The picture cards and the ace by name; the others by number ("le 7")."""
FEMININE = {"Q"}
ELIDED = {"A"}
"""Ranks whose name starts with a vowel: "l'as", "de l'as"."""
SUITS = {"H": "cœur", "S": "pique", "D": "carreau", "C": "trèfle"}
COMPASS = {"North": "Nord", "South": "Sud", "East": "Est", "West": "Ouest"}
FRIENDS = {"Ann": "Anne", "Ben": "Benoît", "Cleo": "Cléo", "Dev": "Denis", "Eve": "Ève", "Finn": "Félix",
           "Gus": "Gustave"}  # fmt: skip
"""The tables' first names (``pitchtutor.widgets.scene.FRIENDS``) as a French table would say them."""

_MASCULINE = {"": "le ", "de": "du ", "a": "au "}
_FEMININE = {"": "la ", "de": "de la ", "a": "à la "}
_ELIDED = {"": "l'", "de": "de l'", "a": "à l'"}
_PLURAL = {"": "les ", "de": "des ", "a": "aux "}
_BARE = {"": "", "de": "de ", "a": "à "}


_BEFORE = re.compile(r" ([:;?!»])")


def typeset(text: str) -> str:
    """French spacing: a non-breaking space before ``: ; ? !`` and inside ``« »``
    (``"Atout :"`` -> ``"Atout\\u00a0:"``), where the text has a plain one."""
    return _BEFORE.sub("\u00a0\\1", text).replace("« ", "«\u00a0")


def _article(rank: str, case: str) -> str:
    if case == "bare":
        return ""
    if rank in ELIDED:
        return _ELIDED[case]
    return (_FEMININE if rank in FEMININE else _MASCULINE)[case]


class French(Vocabulary):
    locale = "fr"
    conjunction = "et"
    disjunction = "ou"
    compass_order = ("Nord", "Sud", "Est", "Ouest")  # partners named as bridge players say them
    rank_words = RANKS
    feminine_ranks = frozenset(FEMININE)
    decimal_comma = True
    seat_words: ClassVar[Mapping[str, str]] = {**COMPASS, **FRIENDS}
    feminine_names = frozenset({"Anne", "Cléo", "Ève"})

    def typeset(self, text: str) -> str:
        return typeset(text)

    def card(self, code: str, case: str = "", *, start: bool = False) -> str:
        text = f"{_article(code[0], case)}{self.rank(code)} de {SUITS[code[1]]}"
        return start_(text) if start else text

    def cards(self, codes: Sequence[str], case: str = "") -> str:
        """Cards of one suit share it ("le 7 et la dame de cœur"); others each say theirs."""
        if len({code[1] for code in codes}) == 1:
            ranks = [
                _article(code[0], case if i == 0 else "") + self.rank(code) for i, code in enumerate(codes)
            ]
            return f"{self.and_list(ranks)} de {SUITS[codes[0][1]]}"
        return self.and_list([self.card(code, case if i == 0 else "") for i, code in enumerate(codes)])

    def suit(self, letter: str, case: str = "") -> str:
        return _BARE.get(case, "") + SUITS[letter]

    def you(self, case: str) -> str:
        return _BARE.get(case, "") + "vous"

    def named(self, name: str, case: str) -> str:
        return _before(name, case)

    def numbered(self, seat: int, case: str) -> str:
        return ("" if case == "bare" else _MASCULINE[case]) + f"joueur {seat}"

    def numbered_seats(self, seats: Sequence[int], case: str) -> str:
        return _PLURAL.get(case, "les ") + "joueurs " + self.and_list([str(s) for s in seats])

    def your_side(self, names: Names, case: str) -> str:
        return _BARE.get(case, "") + "votre équipe"

    def points(self, value: float, spec: str = "+.1f") -> str:
        return points(value, spec)

    def percent(self, value: float) -> str:
        return percent("fr", value)

    def plural(self, count: int, word: str, many: str | None = None) -> str:
        """French counts zero as one: "0 point", "1 point", "2 points"."""
        return f"{count} {word if abs(count) < 2 else (many or word + 's')}"


def points(value: float, spec: str = "+.1f") -> str:
    """A number of points, with the decimal comma and, as French has it, the singular below 2
    ("+1,5 point", "2,2 points")."""
    return f"{decimal('fr', value, spec)} point{'s' if many_points(value, spec) else ''}"


def _before(name: str, case: str) -> str:
    """A name after "de" or "à", elided before a vowel: "d'Ouest", "de Nord", "à Est"."""
    if case == "de" and name[:1].lower() in "aeiouyéè":
        return "d'" + name
    return _BARE.get(case, "") + name


WORDS = vocabulary(French())
