"""French words for cards, suits and seats, with their grammar.

The reader is "vous", with the verb in the second person plural ("vous
gagnez"), a named seat in the third ("Nord gagne").  Cards take their
article, elided or contracted: "le valet de cœur", "du valet", "de la dame",
"l'as", "à l'as".  Named seats (Nord, Sud...) go without an article, as bridge
players say them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pitchtutor.explain import Names, Vocabulary, start, vocabulary
from pitchtutor.texts.page import decimal, many_points

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


def _rank(code: str) -> str:
    return RANKS.get(code[0], code[0])


class French(Vocabulary):
    locale = "fr"
    conjunction = "et"
    compass_order = ("Nord", "Sud", "Est", "Ouest")  # partners named as bridge players say them

    def typeset(self, text: str) -> str:
        return typeset(text)

    def card(self, code: str, case: str = "", *, start: bool = False) -> str:
        return _start(f"{_article(code[0], case)}{_rank(code)} de {SUITS[code[1]]}", start)

    def cards(self, codes: Sequence[str], case: str = "") -> str:
        """Cards of one suit share it ("le 7 et la dame de cœur"); others each say theirs."""
        if len({code[1] for code in codes}) == 1:
            ranks = [_article(code[0], case if i == 0 else "") + _rank(code) for i, code in enumerate(codes)]
            return f"{self.and_list(ranks)} de {SUITS[codes[0][1]]}"
        return self.and_list([self.card(code, case if i == 0 else "") for i, code in enumerate(codes)])

    def suit(self, letter: str, case: str = "") -> str:
        return _BARE.get(case, "") + SUITS[letter]

    def seat(self, names: Names, seat: int, case: str = "", *, start: bool = False) -> str:
        if names.is_you(seat):
            text = _BARE.get(case, "") + "vous"
        elif names.seat_names is not None and seat < len(names.seat_names) and not _numbered(names, seat):
            name = names.seat_names[seat]
            text = _before(COMPASS.get(name) or FRIENDS.get(name, name), case)
        else:
            text = ("" if case == "bare" else _MASCULINE[case]) + f"joueur {seat}"
        return _start(text, start)

    def side(self, names: Names, side: int, case: str = "", *, start: bool = False) -> str:
        seats = names.side_seats(side)
        if len(seats) == 1:
            return self.seat(names, seats[0], case, start=start)
        if names.you in seats:
            text = _BARE.get(case, "") + "votre équipe"
        elif names.seat_names is None or any(_numbered(names, s) for s in seats):
            text = _PLURAL.get(case, "les ") + "joueurs " + self.and_list([str(s) for s in seats])
        else:  # partners named by their seats, as bridge players say them: "Nord-Sud"
            text = _before(
                "-".join(self.partners_in_order([self.seat(names, s, "bare") for s in seats])), case
            )
        return _start(text, start)

    def number(self, value: float, spec: str = "") -> str:
        """The decimal comma: "+1,5"."""
        return decimal("fr", value, spec)

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


def _numbered(names: Names, seat: int) -> bool:
    """Whether a seat's given name is only its number in English ("Seat 3", as a table names seats
    for a viewer from nowhere): then it is said as a numbered seat in this language."""
    return names.seat_names is not None and names.seat_names[seat] == f"Seat {seat}"


def _start(text: str, capital: bool) -> str:
    return start(text) if capital else text


WORDS = vocabulary(French())
