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
import functools
import inspect
import re
import tomllib
from ast import literal_eval
from collections.abc import Callable, Iterator, Mapping
from importlib import resources
from typing import Protocol

from pitchtutor.explain import ENGLISH, Say, and_list, plural, start, template

_ENGLISH_HELPERS = ("seat", "side", "card", "bare_card", "cards", "verb", "side_verb", "s", "plural",
                    "and_list", "or_list", "number", "percent", "seats", "sides", "rank",
                    "quote")  # fmt: skip
_LOCALE_HELPERS = ("who", "team", "c", "cs", "gender", "points")
_ENGLISH_DIRECT = {
    "seat": "say.names.seat({fact}, start={start})",
    "side": "say.names.side({fact}, start={start})",
    "plural": "_plural({fact}{more})",
    "and_list": "_and_list({fact})",
}
"""What an English placeholder calls straight away: the ``Say`` helper's body, as the f-strings
of the engine's sentences did (see :func:`compile_message`)."""
_STARTS = frozenset({"seat", "side", "who", "team", "c"})
"""The helpers that start a sentence themselves (``start=True``: "Você", "Vous"); a capital on any
other makes the first letter of its words a capital."""

Helper = Callable[..., str] | Mapping[str, str]
"""A module's own placeholder helper: ``helper(say, fact, *args)``, the words it stands for; or a
table of words by code (``{"high": "High", "ten": "o 10 de trunfo"}``), which says a fact's code,
or a list of codes listed (``{point|point}``, ``{points|point}``)."""
Message = Callable[[Say], str]


class Phrase(Protocol):
    """A reasoned key's variants in the reader's locale: ``phrase("some", took="3 points")`` is the
    variant ``some`` said with the sentence's facts and those given."""

    def __call__(self, variant: str, /, **facts: object) -> str: ...


def phrases(key: str, variants: Mapping[str, Message], say: Say) -> Phrase:
    """The variants of ``key`` for one sentence (a closure: one is made for every sentence said)."""

    def phrase(variant: str, /, **facts: object) -> str:
        message = variants.get(variant)
        if message is None:
            known = ", ".join(variants)
            raise KeyError(f"rule key {key!r} has no variant {variant!r} in {say.locale!r}; known: {known}")
        return message(say.with_facts(facts) if facts else say)

    return phrase


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
    reasoning: list[Reasoning] = []  # found at the first sentence: the catalogs load in any order

    def sentence(say: Say) -> str:
        if not reasoning:
            if key not in REASONS:  # a table in a catalog, and no @catalog.reasons beside it
                raise KeyError(f"rule key {key!r} has variants but no reasoning (@catalog.reasons)")
            reasoning.append(REASONS[key])
        return reasoning[0](say, phrases(key, variants, say))

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
    """A message made a template: checked once, then compiled to the f-string a programmer would
    have written (``f"{say.seat('seat', start=True)} may pass"``), as Babel compiles plural rules
    and Jinja its templates: the engine says an English sentence for every move, so a sentence
    costs what the f-string did."""
    pieces: list[str] = []  # Python source: string literals and f-string fields, side by side
    namespace: dict[str, object] = {"_start": start, "_plural": plural, "_and_list": and_list}
    for literal, inside in _split(message, where):
        if literal:
            pieces.append(repr(literal))
        if inside is not None:
            read = _placeholder(inside, locale, f"{where}: {{{inside}}}", helpers or {}, namespace)
            pieces.append(f'f"{{{read}}}"')
    if not any(piece.startswith("f") for piece in pieces):  # no placeholder: the words themselves
        said = literal_eval(pieces[0]) if pieces else ""
        return lambda say: said
    source = f"def sentence(say):\n    return ({' '.join(pieces)})\n"
    exec(compile(source, where, "exec"), namespace)  # the catalog's own words, checked above
    sentence: Message = namespace["sentence"]  # type: ignore[assignment]
    return sentence


_TOKEN = re.compile(r"\{\{|\}\}|\{([^}]*)\}|\}|\{")
"""What a message's braces can be: a doubled brace, a placeholder, a lone ``}`` or an unclosed ``{``."""


def _split(message: str, where: str) -> Iterator[tuple[str, str | None]]:
    """The message as (words, placeholder) pairs: the words before each ``{...}`` (its braces
    ``{{ }}`` undoubled) and what is inside it; the words after the last one with ``None``."""
    words: list[str] = []
    at = 0
    for token in _TOKEN.finditer(message):
        words.append(message[at : token.start()])
        at = token.end()
        brace = token.group()
        if brace in ("{{", "}}"):
            words.append(brace[0])
        elif brace == "}":
            raise ValueError(f"{where}: a lone '}}' at {token.start()} (write '}}}}' for a brace)")
        elif brace == "{":
            raise ValueError(f"{where}: '{{' at {token.start()} is never closed")
        else:
            yield "".join(words), token.group(1)
            words = []
    words.append(message[at:])
    yield "".join(words), None


@functools.cache
def _signature(function: Callable[..., str]) -> inspect.Signature:
    """A helper's signature, read once for all the placeholders that call it."""
    return inspect.signature(function)


def _placeholder(
    inside: str, locale: str, where: str, helpers: Mapping[str, Helper], namespace: dict[str, object]
) -> str:
    """The Python expression that says a placeholder (what it needs put in ``namespace``)."""
    fact, _, call = inside.partition("|")
    if not fact.isidentifier():
        raise ValueError(f"{where} does not name a fact")
    if not call:
        return f"say.facts[{fact!r}]"
    name, *args = call.split(":")
    helper = name[:1].lower() + name[1:]
    starts = name[:1].isupper()
    own = helpers.get(helper)
    known = _ENGLISH_HELPERS if locale == ENGLISH else _ENGLISH_HELPERS + _LOCALE_HELPERS
    if own is None and helper not in known:
        known = (*known, *helpers)
        close = difflib.get_close_matches(helper, known, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else f"; known: {', '.join(known)}"
        raise ValueError(f"{where}: no helper {helper!r}{hint}")
    if isinstance(own, Mapping):
        if args:
            raise ValueError(f"{where}: a table of words takes no arguments")
        own = _word(own)
    function = own if own is not None else getattr(Say, helper)
    keywords = {"start": True} if starts and own is None and helper in _STARTS else {}
    try:
        _signature(function).bind(None, fact, *args, **keywords)
    except TypeError as error:
        raise ValueError(f"{where}: {error}") from None
    more = ""
    if args:
        more = f", *_args{len(namespace)}"
        namespace[more[3:]] = tuple(args)
    if own is None and locale == ENGLISH and helper in _ENGLISH_DIRECT:
        # the English sentence of every move: the helper's own call, one call fewer per fact
        read = _ENGLISH_DIRECT[helper].format(fact=f"say.facts[{fact!r}]", more=more, start=bool(keywords))
    elif own is None:
        read = f"say.{helper}({fact!r}{more}{', start=True' if keywords else ''})"
    else:
        called = f"_helper{len(namespace)}"
        namespace[called] = own
        read = f"{called}(say, {fact!r}{more})"
    # a capital on a helper that does not start sentences itself: its words with a capital
    return f"_start({read})" if starts and not keywords else read


def _word(table: Mapping[str, str]) -> Callable[[Say, str], str]:
    """A table of words as a helper: the word of the fact's code, or of each code, listed."""

    def said(say: Say, fact: str) -> str:
        code = say.facts[fact]
        if isinstance(code, list):
            return say.listed([table[c] for c in code])
        return table[code]

    return said
