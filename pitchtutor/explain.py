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

Sentences are rendered late, for a reader and a *locale*: English (``"en"``)
is the default and ``Explanation.text``; another locale registers its own
templates for the same keys (``@template(key, locale="pt")``) and a
:class:`Vocabulary` with its words for cards, suits and seats.  The
pseudo-locale ``"xx"`` is English marked up, to prove that nothing reaches a
reader without passing through :func:`render`:

>>> why.render(Names(4, 2), locale="pt")
'O jogador 1 ganha a vaza 3 com o Valete de copas, o trunfo mais alto jogado.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from pitchtutor.cards import Card, Suit, parse_card

Facts = Mapping[str, Any]
"""JSON-ready facts: seats and sides as ints, cards as codes, suits as letters."""


_PARTNER_ORDER = ("North", "South", "East", "West")
"""The compass points in the order partners are named: North before South, East before West."""


def in_partner_order(seats: list[str], order: Sequence[str]) -> list[str]:
    """Partners named by compass point as bridge players name them, North before South and East
    before West (``order``, in a locale's words), whatever their seat numbers (seats 1 and 3 are
    West and East); seats named otherwise as they are."""
    if order and all(seat in order for seat in seats):
        return sorted(seats, key=list(order).index)
    return seats


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

    def __post_init__(self) -> None:
        # Frozen means frozen: a caller's list of names, changed later, must not rename the seats
        # of sentences already rendered (an explanation remembers the Names it was rendered for).
        if self.seat_names is not None and not isinstance(self.seat_names, tuple):
            object.__setattr__(self, "seat_names", tuple(self.seat_names))

    def seat(self, seat: int, *, start: bool = False) -> str:
        if seat == self.you:
            name = "you"
        elif self.seat_names is not None and seat < len(self.seat_names):
            name = self.seat_names[seat]
        else:
            name = f"seat {seat}"
        return name[0].upper() + name[1:] if start else name

    def given_name(self, seat: int) -> str | None:
        """The seat's own name ("North", "Ann"); ``None`` where it has only its number, none given
        or the English "Seat 3" a table names seats by for a viewer from nowhere (another
        language then says its own word for a numbered seat)."""
        if self.seat_names is None or seat >= len(self.seat_names) or self.seat_names[seat] == f"Seat {seat}":
            return None
        return self.seat_names[seat]

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
        else:  # partners by compass point as bridge players name them: "North & South", "East & West"
            name = " & ".join(in_partner_order([self.seat(seat) for seat in seats], _PARTNER_ORDER))
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
    reader: Names | None = field(default=None, init=False, compare=False, repr=False)
    """The names ``text`` was rendered for, set by :func:`explain` only, so that rendering it
    again for the same reader in English is the text itself, not the template run again (a copy
    made with other facts, ``dataclasses.replace``, has none and renders anew)."""

    def render(self, names: Names, locale: str = "en") -> str:
        """The sentence again, with other names for the seats, in a locale."""
        if locale == ENGLISH:
            if names == self.reader:
                return self.text
            return render(self.key, self.facts, names)
        return render(self.key, self.facts, names, locale)

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

ENGLISH = "en"
PSEUDO = "xx"
"""The pseudo-locale: every English sentence marked up (see :func:`pseudo`), for tests."""
LOCALE_TEMPLATES: dict[str, dict[str, Template]] = {ENGLISH: TEMPLATES}
"""Each locale's templates by rule key; a locale exists once it registers one."""


def template(key: str, locale: str = ENGLISH) -> Callable[[Template], Template]:
    """Register a locale's sentence for a rule key (English unless told)."""

    def register(function: Template) -> Template:
        registry = LOCALE_TEMPLATES.setdefault(locale, {})
        if key in registry:
            suffix = "" if locale == ENGLISH else f" in locale {locale!r}"
            raise ValueError(f"rule key {key!r} has two templates{suffix}")
        registry[key] = function
        return function

    return register


def explain(key: str, names: Names, **facts: Any) -> Explanation:
    """Build an explanation, rendering its English sentence now."""
    why = Explanation(key, facts, render(key, facts, names))
    object.__setattr__(why, "reader", names)  # frozen: set once, here
    return why


def locales() -> list[str]:
    """The locales a reader may ask for: English, every registered one, and the pseudo-locale."""
    return [ENGLISH, *sorted(name for name in LOCALE_TEMPLATES if name != ENGLISH), PSEUDO]


def check_locale(locale: str) -> str:
    """The locale itself, or a ValueError naming the known ones."""
    if locale not in locales():
        known = ", ".join(name for name in locales() if name != PSEUDO)
        raise ValueError(f"unknown language {locale!r}; known: {known}")
    return locale


def render(key: str, facts: Facts, names: Names, locale: str = ENGLISH) -> str:
    """The sentence of a rule key, for a reader (``names``) and in a locale.

    A key the locale has not translated yet is said in English: a reader gets
    every sentence, and the tests of a locale declared complete (see
    :data:`pitchtutor.texts.COMPLETE`) make sure none is missing there."""
    if locale == ENGLISH:  # most sentences, and the engine's own: no locale to look up
        template = TEMPLATES.get(key)
        if template is None:
            raise KeyError(f"no template for rule key {key!r}")
        return template(Say(facts, names))
    if locale == PSEUDO:
        return pseudo(render(key, facts, names))
    registry = LOCALE_TEMPLATES.get(check_locale(locale), TEMPLATES)
    if key in registry:
        words = VOCABULARIES.get(locale)
        said = registry[key](Say(facts, names, words))
        return words.typeset(said) if words is not None else said
    if key not in TEMPLATES:
        raise KeyError(f"no template for rule key {key!r}")
    return TEMPLATES[key](Say(facts, names))


_ACCENTED = str.maketrans("aeiouyAEIOUYcnsz", "áéîõüýÅÉÎÕÜÝçñšž")


def pseudo(text: str) -> str:
    """English made visibly foreign but readable: ``'Seat 1 wins'`` -> ``'⟦Séát 1 wîñš⟧'``.

    Every rendered sentence of the pseudo-locale is one such bracket, so any
    English left outside the brackets was not rendered by a template."""
    return "\u27e6" + text.translate(_ACCENTED) + "\u27e7"


class Vocabulary:
    """A locale's words for what templates name: cards, suits, seats, lists, counts.

    Grammar is asked for by *case*: ``""`` the bare subject or object
    ("o jogador 2", "vous"), ``"de"`` after *de* ("do Valete", "de la dame",
    "de vous") and ``"a"`` after *a/à* ("ao jogador 2", "au valet", "à vous").
    Cards and suits also take ``"bare"`` (no article: "Valete de copas").
    Subclasses (``pitchtutor.texts.<locale>.vocabulary``) say them their way."""

    locale: str = ENGLISH
    conjunction: str = "and"
    disjunction: str = "or"
    compass_order: tuple[str, ...] = ()
    """The compass points in the order partners are named (a locale's North, South, East, West)."""
    rank_words: ClassVar[Mapping[str, str]] = {}
    """The ranks with a name, by letter ("Q": "Dama"); the others are said as their number."""
    feminine_ranks: frozenset[str] = frozenset()
    """The rank letters whose name is feminine ("Q": "a Dama", "la dame")."""
    feminine_names: frozenset[str] = frozenset()
    """The tables' first names, as the locale says them, that are a woman's ("Ana, sua parceira");
    any other seat (a compass point, a number, you) takes the masculine, the grammar's default."""
    decimal_comma: bool = False

    def card(self, code: str, case: str = "", *, start: bool = False) -> str:
        raise NotImplementedError

    def cards(self, codes_: Sequence[str], case: str = "") -> str:
        raise NotImplementedError

    def suit(self, letter: str, case: str = "") -> str:
        raise NotImplementedError

    def seat(self, names: Names, seat: int, case: str = "", *, start: bool = False) -> str:
        """A seat for a reader: the reader ("você", "vous"), a seat by its given name in the
        locale ("Norte", "d'Ouest"), else by its number ("o jogador 2", "du joueur 2")."""
        if names.is_you(seat):
            text = self.you(case)
        elif (given := names.given_name(seat)) is not None:
            text = self.named(self.seat_words.get(given, given), case)
        else:
            text = self.numbered(seat, case)
        return _capital(text, start)

    def side(self, names: Names, side: int, case: str = "", *, start: bool = False) -> str:
        """A side for a reader: a seat playing alone as a seat, the reader's partners as theirs
        ("a sua dupla", "votre équipe"), others by their numbers ("os jogadores 1 e 3") or, all
        named, as bridge players say them ("Norte-Sul", "Est-Ouest")."""
        seats = names.side_seats(side)
        if len(seats) == 1:
            return self.seat(names, seats[0], case, start=start)
        if names.you in seats:
            text = self.your_side(names, case)
        elif any(names.given_name(seat) is None for seat in seats):
            text = self.numbered_seats(seats, case)
        else:
            text = self.named(
                "-".join(in_partner_order([self.seat(names, s, "bare") for s in seats], self.compass_order)),
                case,
            )
        return _capital(text, start)

    # -- a locale's words for the seats, by case --

    seat_words: ClassVar[Mapping[str, str]] = {}
    """The seats' given names in the locale ("North": "Norte", "Ann": "Ana")."""

    def you(self, case: str) -> str:
        raise NotImplementedError

    def named(self, name: str, case: str) -> str:
        raise NotImplementedError

    def numbered(self, seat: int, case: str) -> str:
        raise NotImplementedError

    def numbered_seats(self, seats: Sequence[int], case: str) -> str:
        raise NotImplementedError

    def your_side(self, names: Names, case: str) -> str:
        raise NotImplementedError

    def plural(self, count: int, word: str, many: str | None = None) -> str:
        return plural(count, word, many)

    def and_list(self, words: Sequence[str]) -> str:
        return and_list(words, self.conjunction)

    def or_list(self, words: Sequence[str]) -> str:
        return and_list(words, self.disjunction)

    def points(self, value: float, spec: str = "+.1f") -> str:
        """A figure of points, as the locale writes and counts it ("+1,5 ponto", "2,2 points")."""
        raise NotImplementedError

    def percent(self, value: float) -> str:
        """A share as a whole percentage: "45%" ("45 %" in French)."""
        return f"{value * 100:.0f}%"

    def number(self, value: float, spec: str = "") -> str:
        text = unsigned_zero(format(value, spec))
        return text.replace(".", ",") if self.decimal_comma else text

    def rank(self, code: str) -> str:
        return self.rank_words.get(code[0], code[0])

    def gender(self, code: str, masculine: str, feminine: str) -> str:
        """The word that agrees with a card's gender: "o"/"a", "le"/"la", "remporté"/"remportée"."""
        return feminine if code[0] in self.feminine_ranks else masculine

    def is_feminine(self, names: Names, seat: int) -> bool:
        """Whether words about this seat agree in the feminine: "sua parceira" (a woman's first
        name, :attr:`feminine_names`; any other seat takes the masculine)."""
        given = names.given_name(seat)
        return given is not None and self.seat_words.get(given, given) in self.feminine_names

    def typeset(self, text: str) -> str:
        """A finished sentence set by the locale's typography (French spaces its colons)."""
        return text


_PLAIN = Vocabulary()
"""English's counts, lists, numbers and shares: the words a Vocabulary says unless a locale's own
say otherwise (English sentences say seats and cards through :class:`Names` and the cards)."""

VOCABULARIES: dict[str, Vocabulary] = {}
"""Each locale's vocabulary, registered by its ``vocabulary`` module."""


def vocabulary(words: Vocabulary) -> Vocabulary:
    """Register a locale's vocabulary (``VOCABULARIES[words.locale]``)."""
    VOCABULARIES[words.locale] = words
    return words


def start(text: str) -> str:
    """The text with its first letter a capital (the rest untouched: "o Valete" -> "O Valete")."""
    return text[:1].upper() + text[1:]


def _capital(text: str, capital: bool) -> str:
    return start(text) if capital else text


_FOUR_SEATS = ("you", "West", "North", "East")


def compass_names(players: int, seat: int) -> tuple[str, ...] | None:
    """At a table of four, the seats as the player at ``seat`` calls them: "you", then the others
    by compass point, as at a card table; ``None`` at other tables."""
    return tuple(_FOUR_SEATS[(s - seat) % 4] for s in range(4)) if players == 4 else None


def feminine_seat(names: Names, seat: int, locale: str = ENGLISH) -> bool:
    """Whether a locale's words for this seat's role agree in the feminine (a table's first name that
    is a woman's: "Distribuidora", "Parceira", "donneuse"); English's roles have no gender."""
    words = VOCABULARIES.get(locale)
    return words is not None and words.is_feminine(names, seat)


def seat_name(names: Names, seat: int, locale: str = ENGLISH, *, start_: bool = False) -> str:
    """A seat's name for a reader in a locale, for the lines around the sentences (a replay's
    "seat 0: J♠ 4♥")."""
    if locale == PSEUDO:
        return pseudo(names.seat(seat, start=start_))
    if locale in VOCABULARIES:  # a label, not a phrase: "jogador 2", not "o jogador 2"
        return VOCABULARIES[locale].seat(names, seat, "bare", start=start_)
    return names.seat(seat, start=start_)


def label(text: str, locale: str = ENGLISH) -> str:
    """A label and its colon, before what it names ("seat 0: J♠ 4♥"); French typography
    puts a non-breaking space before the colon ("joueur 0 : J♠ 4♥")."""
    return f"{text}\u00a0:" if locale == "fr" else f"{text}:"


def card_name(code: str, locale: str = ENGLISH) -> str:
    """A card's name in words, as a label ("Jack of hearts", "Valete de copas", "valet de cœur")."""
    if locale in VOCABULARIES:
        return VOCABULARIES[locale].card(code, "bare", start=True)
    name = parse_card(code).name
    return pseudo(name) if locale == PSEUDO else name


def card_phrase(code: str, locale: str = ENGLISH, *, start_: bool = False) -> str:
    """A card as a sentence of the page's words names it: English the glyph after "the"
    ("the Q♥"), the others its name with the article of its gender ("a Dama de copas",
    "la dame de cœur"), which the words around it need to agree with."""
    if locale in VOCABULARIES:
        return VOCABULARIES[locale].card(code, start=start_)
    text = f"{'The' if start_ else 'the'} {parse_card(code).pretty}"
    return pseudo(text) if locale == PSEUDO else text


def side_name(names: Names, side: int, locale: str = ENGLISH, *, start_: bool = False) -> str:
    """A side's name for a reader in a locale (a table's totals, a replay's)."""
    if locale == PSEUDO:
        return pseudo(names.side(side, start=start_))
    if locale in VOCABULARIES:
        return VOCABULARIES[locale].side(names, side, start=start_)
    return names.side(side, start=start_)


class Say:
    """What a template sees: the facts, and helpers that turn them into words.

    ``say["x"]`` is a raw fact; ``say.card("x")`` the pretty card, and so on."""

    __slots__ = ("_words", "facts", "names")  # one is made for every sentence said

    def __init__(self, facts: Facts, names: Names, words: Vocabulary | None = None) -> None:
        self.facts = facts
        self.names = names
        self._words = words

    @property
    def words(self) -> Vocabulary:
        """The locale's vocabulary (only another locale's templates ask for it)."""
        if self._words is None:
            raise LookupError("English templates say their words themselves")
        return self._words

    @property
    def locale(self) -> str:
        return ENGLISH if self._words is None else self._words.locale

    def with_facts(self, facts: Facts) -> Say:
        """The same reader and locale, with more facts (those a sentence's reasoning works out)."""
        return Say({**self.facts, **facts}, self.names, self._words)

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

    def plural(self, key: str, word: str, many: str | None = None) -> str:
        """A count and its word, as the locale counts: "1 point", "0 points" ("0 point" in French)."""
        return (self._words or _PLAIN).plural(self.facts[key], word, many)

    def number(self, key: str, spec: str = "") -> str:
        """A number as the locale writes it: "+1.5", "+1,5" (``spec`` as in :func:`format`)."""
        return (self._words or _PLAIN).number(self.facts[key], spec)

    def and_list(self, key: str) -> str:
        """Words already said, listed: "a, b and c", "a, b e c", "a, b et c"."""
        return self.listed(self.facts[key])

    def listed(self, words: Sequence[str]) -> str:
        """``and_list`` of words given rather than of a fact."""
        return (self._words or _PLAIN).and_list(words)

    def or_list(self, key: str) -> str:
        """Words already said, as choices: "a, b or c", "a, b ou c"."""
        return (self._words or _PLAIN).or_list(self.facts[key])

    def points(self, key: str, spec: str = "+.1f") -> str:
        """A figure of points in another locale: "+1,5 ponto", "2,2 points" (``spec`` as for format)."""
        return self.words.points(self.facts[key], spec)

    def percent(self, key: str) -> str:
        """A share as a whole percentage: "45%", "45 %"."""
        return (self._words or _PLAIN).percent(self.facts[key])

    def quote(self, key: str) -> str:
        """Text as the learner typed it, quoted as Python quotes it: ``'xyz'``; a list, each
        quoted: ``'pairs', 'cutthroat'``."""
        value = self.facts[key]
        return ", ".join(map(repr, value)) if isinstance(value, list) else repr(value)

    def seats(self, key: str) -> str:
        """Seats named together: "seat 1, you and seat 3", "le joueur 1, vous et le joueur 3"."""
        if self._words is None:
            return and_list([self.names.seat(seat) for seat in self.facts[key]])
        return self._words.and_list([self._words.seat(self.names, seat) for seat in self.facts[key]])

    def sides(self, key: str) -> str:
        """Sides named together: "you and seat 1", "vous et le joueur 1"."""
        if self._words is None:
            return and_list([self.names.side(side) for side in self.facts[key]])
        return self._words.and_list([self._words.side(self.names, side) for side in self.facts[key]])

    def rank(self, key: str) -> str:
        """A card's rank: "King", "Rei", "roi", "8"."""
        code = self.facts[key]
        return parse_card(code).rank.word if self._words is None else self._words.rank(code)

    def gender(self, key: str, masculine: str, feminine: str = "") -> str:
        """The word that agrees with a card's gender in the locale: ``{card|gender:le:la}``,
        ``remporté{card|gender::e}``; or with a seat's name: ``{seat|gender:seu parceiro:sua
        parceira}``."""
        if self._words is None:
            return masculine
        fact = self.facts[key]
        if isinstance(fact, int):  # a seat
            return feminine if self._words.is_feminine(self.names, fact) else masculine
        return self._words.gender(fact, masculine, feminine)

    def side_verb(self, key: str, third: str, other: str, you: str | None = None) -> str:
        """The verb agreeing with a side; ``you``, where a language has a form of its own
        for "you" (French "vous gagnez", not "ils gagnent"), for a side that is you alone."""
        side = self.facts[key]
        if you is not None and self.names.side_seats(side) == [self.names.you]:
            return you
        return other if self.names.side_is_plural(side) else third

    # -- another locale's words (see Vocabulary) --

    def c(self, key: str, case: str = "", *, start: bool = False) -> str:
        """The card of a fact, in the locale: "o Valete de copas", "du valet de cœur"."""
        return self.words.card(self.facts[key], case, start=start)

    def cs(self, key: str, case: str = "") -> str:
        return self.words.cards(self.facts[key], case)

    def s(self, key: str, case: str = "") -> str:
        """The suit of a fact, in the locale: "hearts", "copas", "cœur"; in English ``case``
        "one" says one card of it: "heart"."""
        if self._words is None:
            suit = Suit(self.facts[key])
            return suit.singular if case == "one" else suit.plural
        return self._words.suit(self.facts[key], case)

    def who(self, key: str, case: str = "", *, start: bool = False) -> str:
        """The seat of a fact, in the locale: "você", "o jogador 2", "du joueur 2"."""
        return self.words.seat(self.names, self.facts[key], case, start=start)

    def team(self, key: str, case: str = "", *, start: bool = False) -> str:
        """The side of a fact, in the locale: "a sua dupla", "les joueurs 0 et 2"."""
        return self.words.side(self.names, self.facts[key], case, start=start)

    def you(self, key: str) -> bool:
        return self.names.is_you(self.facts[key])


def unsigned_zero(text: str) -> str:
    """A figure as a sentence writes it: a minus sign, not a hyphen ("−1.5"); and with decimals
    written as zero, no sign at all: "0.0", not "+0.0" or "−0.0" (-0.04 rounds to it, and a
    zero neither gains nor loses).  A whole change keeps its "+0", as a scoreboard writes a hand
    that changed no total."""
    if text[:1] in "+-" and "." in text and not text.strip("+-0.%"):
        return text[1:]
    return "−" + text[1:] if text[:1] == "-" else text


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
