"""Brazilian Portuguese words for cards, suits and seats, with their grammar.

The reader is "você", whose verb is the third person, as for any named seat:
"você ganha", "o jogador 2 ganha".  Cards take their article and its
contractions: "o Valete de copas", "do Valete", "à Dama", "no Ás".  Named
seats (North, South...) go without an article, as bridge players say them.
"""

from __future__ import annotations

from collections.abc import Sequence

from pitchtutor.explain import Names, Vocabulary, start, vocabulary
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


def _rank(code: str) -> str:
    return RANKS.get(code[0], code[0])


def _with_article(word: str, feminine: bool, case: str) -> str:
    if case == "bare":
        return word
    return f"{_ARTICLES[feminine][case]} {word}"


class Portuguese(Vocabulary):
    locale = "pt"
    conjunction = "e"
    compass_order = ("Norte", "Sul", "Leste", "Oeste")  # partners named as bridge players say them

    def card(self, code: str, case: str = "", *, start: bool = False) -> str:
        text = _with_article(f"{_rank(code)} de {SUITS[code[1]]}", code[0] in FEMININE, case)
        return _start(text, start)

    def cards(self, codes: Sequence[str], case: str = "") -> str:
        """Cards of one suit share it ("o 7 e a Dama de copas"); others each say theirs."""
        if len({code[1] for code in codes}) == 1:
            ranks = [_with_article(_rank(code), code[0] in FEMININE, case if i == 0 else "")
                     for i, code in enumerate(codes)]  # fmt: skip
            return f"{self.and_list(ranks)} de {SUITS[codes[0][1]]}"
        return self.and_list([self.card(code, case if i == 0 else "") for i, code in enumerate(codes)])

    def suit(self, letter: str, case: str = "") -> str:
        name = SUITS[letter]
        return name if case in ("", "bare") else f"{_BARE[case]} {name}"

    def seat(self, names: Names, seat: int, case: str = "", *, start: bool = False) -> str:
        if names.is_you(seat):
            text = "você" if case in ("", "bare") else f"{_BARE[case]} você"
        elif names.seat_names is not None and seat < len(names.seat_names) and not _numbered(names, seat):
            name = names.seat_names[seat]
            name = COMPASS.get(name) or FRIENDS.get(name, name)
            text = name if case in ("", "bare") else f"{_BARE[case]} {name}"
        else:
            text = _with_article(f"jogador {seat}", False, case)
        return _start(text, start)

    def side(self, names: Names, side: int, case: str = "", *, start: bool = False) -> str:
        seats = names.side_seats(side)
        if len(seats) == 1:
            return self.seat(names, seats[0], case, start=start)
        if names.you in seats:
            text = _with_article(f"sua {team_word(names)}", True, case)
        elif names.seat_names is None or any(_numbered(names, s) for s in seats):
            text = f"{_PLURAL_ARTICLES.get(case, 'os')} jogadores {self.and_list([str(s) for s in seats])}"
        else:  # partners named by their seats, as bridge players say them: "Norte-Sul"
            joined = "-".join(self.partners_in_order([self.seat(names, s, "bare") for s in seats]))
            text = joined if case in ("", "bare") else f"{_BARE[case]} {joined}"
        return _start(text, start)

    def number(self, value: float, spec: str = "") -> str:
        """The decimal comma: "+1,5"."""
        return decimal("pt", value, spec)

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


def _numbered(names: Names, seat: int) -> bool:
    """Whether a seat's given name is only its number in English ("Seat 3", as a table names seats
    for a viewer from nowhere): then it is said as a numbered seat in this language."""
    return names.seat_names is not None and names.seat_names[seat] == f"Seat {seat}"


def _start(text: str, capital: bool) -> str:
    return start(text) if capital else text


WORDS = vocabulary(Portuguese())
