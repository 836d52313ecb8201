"""Brazilian Portuguese words for cards, suits and seats, with their grammar.

The reader is "você", whose verb is the third person, as for any named seat:
"você ganha", "o jogador 2 ganha".  Cards take their article and its
contractions: "o Valete de copas", "do Valete", "à Dama", "no Ás".  Named
seats (North, South...) go without an article, as bridge players say them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from pitchtutor.explain import Names, Say, Vocabulary, vocabulary
from pitchtutor.explain import start as start_
from pitchtutor.texts.page import decimal, many_points

RANKS = {"A": "Ás", "K": "Rei", "Q": "Dama", "J": "Valete", "T": "10"}
"""The picture cards and the ace by name; the others by number ("o 7")."""
FEMININE = {"Q"}
SUITS = {"H": "copas", "S": "espadas", "D": "ouros", "C": "paus"}
COMPASS = {"North": "Norte", "South": "Sul", "East": "Leste", "West": "Oeste"}
FRIENDS = {
    "Ann": "Ana",
    "Ben": "Beto",
    "Cleo": "Cléo",
    "Dev": "Davi",
    "Eve": "Eva",
    "Finn": "Fábio",
    "Gus": "Guto",
}
"""The tables' first names (``pitchtutor.widgets.scene.FRIENDS``) as a Brazilian table would say them."""

# the article, then its contraction with "de", "a" and "em", by gender
_ARTICLES = {
    False: {"": "o", "de": "do", "a": "ao", "em": "no"},
    True: {"": "a", "de": "da", "a": "à", "em": "na"},
}
_PLURAL_ARTICLES = {"": "os", "de": "dos", "a": "aos", "em": "nos"}
_BARE = {"": "", "de": "de", "a": "a", "em": "em"}


def _with_article(word: str, feminine: bool, case: str) -> str:
    if case == "bare":
        return word
    return f"{_ARTICLES[feminine][case]} {word}"


class Portuguese(Vocabulary):
    locale = "pt"
    conjunction = "e"
    disjunction = "ou"
    compass_order = ("Norte", "Sul", "Leste", "Oeste")  # partners named as bridge players say them
    rank_words = RANKS
    feminine_ranks = frozenset(FEMININE)
    decimal_comma = True
    seat_words: ClassVar[Mapping[str, str]] = {**COMPASS, **FRIENDS}
    feminine_names = frozenset({"Ana", "Cléo", "Eva"})

    def card(self, code: str, case: str = "", *, start: bool = False) -> str:
        text = _with_article(f"{self.rank(code)} de {SUITS[code[1]]}", code[0] in FEMININE, case)
        return start_(text) if start else text

    def cards(self, codes: Sequence[str], case: str = "") -> str:
        """Cards of one suit share it ("o 7 e a Dama de copas"); others each say theirs."""
        if len({code[1] for code in codes}) == 1:
            ranks = [_with_article(self.rank(code), code[0] in FEMININE, case if i == 0 else "")
                     for i, code in enumerate(codes)]  # fmt: skip
            return f"{self.and_list(ranks)} de {SUITS[codes[0][1]]}"
        return self.and_list([self.card(code, case if i == 0 else "") for i, code in enumerate(codes)])

    def suit(self, letter: str, case: str = "") -> str:
        name = SUITS[letter]
        return name if case in ("", "bare") else f"{_BARE[case]} {name}"

    def you(self, case: str) -> str:
        return "você" if case in ("", "bare") else f"{_BARE[case]} você"

    def named(self, name: str, case: str) -> str:
        return name if case in ("", "bare") else f"{_BARE[case]} {name}"

    def numbered(self, seat: int, case: str) -> str:
        return _with_article(f"jogador {seat}", False, case)

    def numbered_seats(self, seats: Sequence[int], case: str) -> str:
        return f"{_PLURAL_ARTICLES.get(case, 'os')} jogadores {self.and_list([str(s) for s in seats])}"

    def your_side(self, names: Names, case: str) -> str:
        return _with_article(f"sua {team_word(names)}", True, case)

    def points(self, value: float, spec: str = "+.1f") -> str:
        return points(value, spec)

    def plural(self, count: int, word: str, many: str | None = None) -> str:
        """Portuguese counts zero as many: "0 pontos", "1 ponto", "2 pontos"."""
        return f"{count} {word if count == 1 else (many or word + 's')}"


def points(value: float, spec: str = "+.1f") -> str:
    """A number of points, with the decimal comma and the singular below 2, as Brazilian usage has
    it ("+1,5 ponto", "2,2 pontos")."""
    return f"{decimal('pt', value, spec)} ponto{'s' if many_points(value, spec) else ''}"


def team_word(names: Names) -> str:
    """A side of partners: "dupla" for two, "equipe" for more (both feminine, so the sentences
    around either read the same)."""
    return "dupla" if names.teams is not None and names.players == 2 * names.teams else "equipe"


WORDS = vocabulary(Portuguese())


def turn(say: Say, key: str) -> str:
    """Whose turn it is: "a sua vez" for the reader, "a vez do jogador 2" for another seat
    (``É {seat|turn} de jogar``)."""
    return "a sua vez" if say.you(key) else f"a vez {say.who(key, 'de')}"
