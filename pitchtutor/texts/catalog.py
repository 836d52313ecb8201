"""Catalogs: the sentences that only put facts into words, as data beside their topic's module.

A topic's sentences live in two places with one rule between them: a sentence that fills the
facts into fixed words is an entry of the topic's catalog (``report.toml`` beside ``report.py``,
``pt/report.toml`` beside ``pt/report.py``); a sentence that reasons over its facts (chooses
between wordings, lists or adds them up) is a function of the topic's module, registered with
:func:`pitchtutor.explain.template`.  ``tests/test_catalogs.py`` keeps the rule: a function that
only fills in facts is moved to the catalog.

An entry is a rule key and its message::

    "bid.raise" = "{seat|Seat} may bid {bid}: it beats the high bid of {high} ({high_bidder|seat})."
    "report.holds" = "{seat|Seat} {seat|verb:holds:hold} {cards}."

``{fact}`` is the fact as it is (a number, a code); ``{fact|helper}`` or
``{fact|helper:arg:arg}`` is the fact through one of :class:`pitchtutor.explain.Say`'s helpers,
with the arguments after the fact: ``{seat|verb:holds:hold}`` is ``say.verb("seat", "holds",
"hold")``, ``{high_bidder|who:de}`` is ``say.who("high_bidder", "de")``.  A helper written with
a capital (``{seat|Who}``, ``{card|C:de}``) starts the sentence: ``start=True``.  ``{{`` and
``}}`` are braces.  The English helpers are ``seat``, ``side``, ``card``, ``bare_card``,
``cards``, ``verb`` and ``side_verb``; another locale's add ``who``, ``team``, ``c``, ``cs`` and
``s``, which say their words through its :class:`pitchtutor.explain.Vocabulary` (cases ``""``,
``"de"``, ``"a"``, ``"bare"``).

A sentence that reasons over its facts is written once for every locale, as gettext and Fluent
keep a program's logic apart from its translations: the reasoning is a function of the English
topic module, registered with :func:`reasons`, that chooses among the key's *variants* and works
out facts of its own (a sum, a list, a smaller phrase); each locale's catalog holds the words of
every variant, as a table under the key::

    ["settle.set_back"]
    none = "{side|Side} bid {bid} but took no points: ..."
    some = "{side|Side} bid {bid} but took only {took}: ..."

    @catalog.reasons("settle.set_back")
    def _settle_set_back(say: Say, phrase: Phrase) -> str:
        if not say["taken"]:
            return phrase("none")
        return phrase("some", took=phrase("took"))

A locale whose grammar needs a distinction the others do not make (French "n'a fait qu'un
point") gets a variant of its own in every locale's table, the others saying it as they say its
neighbour.  Where grammar needs code (a card's gender), a locale's topic module passes helpers to
:func:`load` (``helpers={"e": _feminine_e}``) for its placeholders (``{card|e}``).  ``plural``
(``{count|plural:point}``), ``and_list`` (``{words|and_list}``) and ``number``
(``{value|number:+.1f}``) count, list and write numbers as each locale does.

A catalog is checked when it is loaded (at import): a file that is not TOML, an unknown helper, a
wrong number of arguments or an unclosed brace is a ``ValueError`` naming the file, the key and
the placeholder; ``tests/test_catalogs.py`` checks that every locale has the variants of every
reasoned key, and that a reasoning says no words of its own.
"""

from __future__ import annotations

import difflib
import inspect
import tomllib
from collections.abc import Callable, Mapping
from importlib import resources

from pitchtutor.explain import ENGLISH, Say, start, template

_ENGLISH_HELPERS = ("seat", "side", "card", "bare_card", "cards", "verb", "side_verb", "s", "plural",
                    "and_list", "or_list", "number", "percent", "seats", "sides", "rank",
                    "quote")  # fmt: skip
_LOCALE_HELPERS = ("who", "team", "c", "cs", "gender", "points")
_STARTS = frozenset({"seat", "side", "who", "team", "c"})
"""The helpers that start a sentence themselves (``start=True``: "Você", "Vous"); a capital on any
other makes the first letter of its words a capital."""

Fact = Callable[[Say], object]
Helper = Callable[..., str] | Mapping[str, str]
"""A module's own placeholder helper: ``helper(say, fact, *args)``, the words it stands for; or a
table of words by code (``{"high": "High", "ten": "o 10 de trunfo"}``), which says a fact's code,
or a list of codes listed (``{point|point_name}``, ``{points|point_name}``)."""
Message = Callable[[Say], str]


class Phrase:
    """A reasoned key's variants in the reader's locale: ``phrase("some", took="3 points")`` is the
    variant ``some`` said with the sentence's facts and those given."""

    __slots__ = ("_key", "_say", "_variants")

    def __init__(self, key: str, variants: Mapping[str, Message], say: Say) -> None:
        self._key = key
        self._variants = variants
        self._say = say

    def __call__(self, variant: str, **facts: object) -> str:
        message = self._variants.get(variant)
        if message is None:
            known = ", ".join(self._variants)
            raise KeyError(
                f"rule key {self._key!r} has no variant {variant!r} in {self._say.locale!r}; known: {known}"
            )
        return message(self._say.with_facts(**facts) if facts else self._say)


Reasoning = Callable[[Say, Phrase], str]
REASONS: dict[str, Reasoning] = {}
"""Each reasoned rule key's one reasoning, for every locale (see :func:`reasons`)."""


def reasons(key: str) -> Callable[[Reasoning], Reasoning]:
    """Register the reasoning of a rule key, once for every locale: it picks the variant its
    catalogs word (``["key"]`` tables) and works out the facts they need."""

    def register(function: Reasoning) -> Reasoning:
        if key in REASONS:
            raise ValueError(f"rule key {key!r} has two reasonings")
        REASONS[key] = function
        return function

    return register


def _reasoned(key: str, variants: Mapping[str, Message]) -> Message:
    def sentence(say: Say) -> str:
        reasoning = REASONS.get(key)
        if reasoning is None:  # a table in a catalog, and no @catalog.reasons beside it
            raise KeyError(f"rule key {key!r} has variants but no reasoning (@catalog.reasons)")
        return reasoning(say, Phrase(key, variants, say))

    return sentence


def load(module: str, helpers: Mapping[str, Helper] | None = None) -> dict[str, object]:
    """Register every entry of a topic module's catalog (``<module>.toml``, beside it) as that
    module's templates, in the module's locale (a table of variants as its key's reasoning said
    in those words); the entries by key, as read.  ``helpers`` are the module's own placeholder
    helpers."""
    package, _, topic = module.rpartition(".")
    path = resources.files(package).joinpath(f"{topic}.toml")
    name = module.replace(".", "/") + ".toml"  # pitchtutor/texts/pt/rules.toml
    locale = _locale(module)
    try:
        messages = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{name}: {error}") from None
    own = dict(helpers or {})
    for key, message in messages.items():
        if isinstance(message, dict):
            function = _reasoned(key, _variants(message, locale, f"{name}: {key!r}", own))
        elif isinstance(message, str):
            function = compile_message(message, locale, where=f"{name}: {key!r}", helpers=own)
        else:
            raise ValueError(f'{name}: {key!r} is not a message (quote a dotted key: "{key}.x" = ...)')
        function.__module__ = module
        function.__qualname__ = function.__name__ = key
        template(key, locale)(function)
    return messages


def _variants(
    table: dict[str, object], locale: str, where: str, helpers: Mapping[str, Helper]
) -> dict[str, Message]:
    variants = {}
    for variant, message in table.items():
        if not isinstance(message, str):
            raise ValueError(f"{where}: variant {variant!r} is not a message")
        variants[variant] = compile_message(
            message, locale, where=f"{where}, variant {variant!r}", helpers=helpers
        )
    return variants


def _locale(module: str) -> str:
    """``pitchtutor.texts.report`` is English, ``pitchtutor.texts.pt.report`` Portuguese."""
    parts = module.split(".")
    return parts[2] if len(parts) == 4 else ENGLISH


def compile_message(
    message: str,
    locale: str = ENGLISH,
    *,
    where: str = "message",
    helpers: Mapping[str, Helper] | None = None,
) -> Message:
    """A message made a template: checked once, then a format string filled per sentence (the
    engine says an English sentence for every move, so this is as quick as an f-string)."""
    shape, facts = _parse(message, locale, where, helpers or {})
    if not facts:
        said = shape.format()  # the braces undoubled
        return lambda say: said

    def sentence(say: Say) -> str:
        return shape.format(*[fact(say) for fact in facts])

    return sentence


def _parse(
    message: str, locale: str, where: str, helpers: Mapping[str, Helper]
) -> tuple[str, tuple[Fact, ...]]:
    """The message as a ``str.format`` shape with a ``{}`` for each placeholder, and the
    placeholders' readers in order."""
    shape: list[str] = []
    facts: list[Fact] = []
    at = 0
    while at < len(message):
        char = message[at]
        if message.startswith("{{", at) or message.startswith("}}", at):
            shape.append(char * 2)
            at += 2
            continue
        if char == "}":
            raise ValueError(f"{where}: a lone '}}' at {at} (write '}}}}' for a brace)")
        if char != "{":
            shape.append(char)
            at += 1
            continue
        end = message.find("}", at)
        if end < 0:
            raise ValueError(f"{where}: '{{' at {at} is never closed")
        shape.append("{}")
        facts.append(_placeholder(message[at + 1 : end], locale, where, helpers))
        at = end + 1
    return "".join(shape), tuple(facts)


def _placeholder(inside: str, locale: str, where: str, helpers: Mapping[str, Helper]) -> Fact:
    fact, _, call = inside.partition("|")
    if not fact.isidentifier():
        raise ValueError(f"{where}: {{{inside}}} does not name a fact")
    if not call:
        return lambda say: say.facts[fact]
    name, *args = call.split(":")
    helper = name[:1].lower() + name[1:]
    if helper in helpers:
        own = helpers[helper]
        if isinstance(own, Mapping):
            return _word(own, fact, args, starts=name[:1].isupper(), where=f"{where}: {{{inside}}}")
        return _own(own, fact, args, starts=name[:1].isupper(), where=f"{where}: {{{inside}}}")
    known = _ENGLISH_HELPERS if locale == ENGLISH else _ENGLISH_HELPERS + _LOCALE_HELPERS
    known = (*known, *helpers)
    if helper not in known:
        close = difflib.get_close_matches(helper, known, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else f"; known: {', '.join(known)}"
        raise ValueError(f"{where}: {{{inside}}}: no helper {helper!r}{hint}")
    starts = name[:1].isupper()
    method = getattr(Say, helper)
    if helper not in _STARTS:  # its words, with a capital where the message writes one
        return _own(method, fact, args, starts=starts, where=f"{where}: {{{inside}}}")
    keywords = {"start": True} if starts else {}
    try:
        inspect.signature(method).bind(None, fact, *args, **keywords)
    except TypeError as error:
        raise ValueError(f"{where}: {{{inside}}}: {error}") from None
    if keywords:
        return lambda say: method(say, fact, *args, start=True)
    return lambda say: method(say, fact, *args)


def _own(function: Callable[..., str], fact: str, args: list[str], *, starts: bool, where: str) -> Fact:
    """A module's own helper in a placeholder; a capital starts the sentence with its words."""
    try:
        inspect.signature(function).bind(None, fact, *args)
    except TypeError as error:
        raise ValueError(f"{where}: {error}") from None
    if starts:
        return lambda say: start(function(say, fact, *args))
    return lambda say: function(say, fact, *args)


def _word(table: Mapping[str, str], fact: str, args: list[str], *, starts: bool, where: str) -> Fact:
    """A table of words in a placeholder: the word of the fact's code, or of each code listed."""
    if args:
        raise ValueError(f"{where}: a table of words takes no arguments")

    def said(say: Say) -> str:
        code = say.facts[fact]
        words = (
            say.with_facts(words=[table[c] for c in code]).and_list("words")
            if isinstance(code, list)
            else table[code]
        )
        return start(words) if starts else words

    return said
