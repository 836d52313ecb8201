"""Explanations: why the engine decided what it decided, as data.

An :class:`Explanation` is a stable *rule key* (``"play.must_follow"``), the
*facts* behind the verdict (seats, cards as codes, suits as letters, the
house rule in force), and the English sentence rendered from them.  The key
and facts are the contract: widgets, lessons and tests read them, and a
translation only needs a new set of templates for the same keys.

Seats and sides are rendered through :class:`Names`, so the same
explanation can say "seat 2" in a replay and "you" or "West" in a widget:

>>> from pitchtutor import texts  # the English templates
>>> why = explain("trick.highest_trump", Names(4, 2), trick=3, winner=1, card="JH",
...               trump="H", trumps=["JH", "4H"])
>>> why.text
'Seat 1 wins trick 3 with the J♥, the highest trump played.'
>>> why.render(Names(4, 2, seat_names=("South", "West", "North", "East")))
'West wins trick 3 with the J♥, the highest trump played.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pitchtutor.cards import Card, Suit, parse_card

Facts = Mapping[str, Any]
"""JSON-ready facts: seats and sides as ints, cards as codes, suits as letters."""


@dataclass(frozen=True)
class Names:
    """How seats and sides are called when an explanation is rendered.

    ``seat_names`` replaces "seat N" (for example with "South", "West",
    ...); ``you`` is the seat the reader sits in, rendered as "you" with the
    verb agreeing."""

    players: int
    teams: int | None = None
    seat_names: Sequence[str] | None = None
    you: int | None = None

    def seat(self, seat: int, *, start: bool = False) -> str:
        if seat == self.you:
            name = "you"
        elif self.seat_names is not None and seat < len(self.seat_names):
            name = self.seat_names[seat]
        else:
            name = f"seat {seat}"
        return name[0].upper() + name[1:] if start else name

    def side_of(self, seat: int) -> int:
        """The side a seat plays for: with partners, seats alternate between the teams."""
        return seat if self.teams is None else seat % self.teams

    def partners(self, one: int, other: int) -> bool:
        """Whether two different seats play for the same side."""
        return one != other and self.side_of(one) == self.side_of(other)

    def side_seats(self, side: int) -> list[int]:
        if self.teams is None:
            return [side]
        return list(range(side, self.players, self.teams))

    def side(self, side: int, *, start: bool = False) -> str:
        seats = self.side_seats(side)
        if len(seats) == 1:
            return self.seat(seats[0], start=start)
        if self.you in seats:
            return "Your side" if start else "your side"
        if self.seat_names is None:
            name = "seats " + " & ".join(str(seat) for seat in seats)
        else:
            name = " & ".join(self.seat(seat) for seat in seats)
        return name[0].upper() + name[1:] if start else name

    def is_you(self, seat: int) -> bool:
        return seat == self.you

    def side_is_plural(self, side: int) -> bool:
        """Whether the side's name takes a plural verb: "seats 0 & 2 take", "you take", but
        "your side takes" (a side that holds you and a partner is named "your side")."""
        seats = self.side_seats(side)
        if self.you in seats:
            return len(seats) == 1
        return len(seats) > 1


@dataclass(frozen=True)
class Explanation:
    """One verdict of the engine: rule key, facts, rendered sentence."""

    key: str
    facts: Facts = field(hash=False)
    text: str

    def render(self, names: Names) -> str:
        """The sentence again, with other names for the seats."""
        return render(self.key, self.facts, names)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "facts": dict(self.facts), "text": self.text}

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Verdict:
    """Whether an action is legal, and why."""

    legal: bool
    why: Explanation

    @property
    def text(self) -> str:
        return self.why.text


Template = Callable[["Say"], str]
TEMPLATES: dict[str, Template] = {}
"""Every rule key and its English template, registered by :mod:`pitchtutor.texts`."""


def template(key: str) -> Callable[[Template], Template]:
    """Register the English sentence for a rule key."""

    def register(function: Template) -> Template:
        if key in TEMPLATES:
            raise ValueError(f"rule key {key!r} has two templates")
        TEMPLATES[key] = function
        return function

    return register


def explain(key: str, names: Names, **facts: Any) -> Explanation:
    """Build an explanation, rendering its sentence now."""
    return Explanation(key, facts, render(key, facts, names))


def render(key: str, facts: Facts, names: Names) -> str:
    if key not in TEMPLATES:
        raise KeyError(f"no template for rule key {key!r}")
    return TEMPLATES[key](Say(facts, names))


class Say:
    """What a template sees: the facts, and helpers that turn them into words.

    ``say["x"]`` is a raw fact; ``say.card("x")`` the pretty card, and so on."""

    def __init__(self, facts: Facts, names: Names) -> None:
        self.facts = facts
        self.names = names

    def __getitem__(self, key: str) -> Any:
        return self.facts[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.facts.get(key, default)

    def card(self, key: str) -> str:
        return "the " + parse_card(self.facts[key]).pretty

    def bare_card(self, key: str) -> str:
        return parse_card(self.facts[key]).pretty

    def cards(self, key: str) -> str:
        return and_list([parse_card(code).pretty for code in self.facts[key]])

    def suit(self, key: str) -> Suit:
        return Suit(self.facts[key])

    def seat(self, key: str, *, start: bool = False) -> str:
        return self.names.seat(self.facts[key], start=start)

    def side(self, key: str, *, start: bool = False) -> str:
        return self.names.side(self.facts[key], start=start)

    def verb(self, key: str, third: str, other: str) -> str:
        """The verb agreeing with a seat: "holds" for seat 1, "hold" for you."""
        return other if self.names.is_you(self.facts[key]) else third

    def side_verb(self, key: str, third: str, other: str) -> str:
        return other if self.names.side_is_plural(self.facts[key]) else third


def and_list(words: Sequence[str], conjunction: str = "and") -> str:
    """``['a', 'b', 'c']`` -> ``'a, b and c'``."""
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + f" {conjunction} " + words[-1]


def plural(count: int, word: str, many: str | None = None) -> str:
    """``plural(1, 'point')`` -> ``'1 point'``; ``plural(3, 'point')`` -> ``'3 points'``."""
    return f"{count} {word if count == 1 else (many or word + 's')}"


def codes(cards: Sequence[Card]) -> list[str]:
    """Cards as the codes facts store."""
    return [card.code for card in cards]
