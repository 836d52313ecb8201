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

A catalog is checked when it is loaded (at import): a file that is not TOML, an unknown helper, a
wrong number of arguments or an unclosed brace is a ``ValueError`` naming the file, the key and
the placeholder.
"""

from __future__ import annotations

import difflib
import inspect
import tomllib
from collections.abc import Callable
from importlib import resources

from pitchtutor.explain import ENGLISH, Say, template

_ENGLISH_HELPERS = ("seat", "side", "card", "bare_card", "cards", "verb", "side_verb")
_LOCALE_HELPERS = ("who", "team", "c", "cs", "s")
_STARTS = frozenset({"seat", "side", "who", "team", "c"})
"""The helpers that take ``start=True`` (a capital in the message)."""

Fact = Callable[[Say], object]


def load(module: str) -> dict[str, str]:
    """Register every entry of a topic module's catalog (``<module>.toml``, beside it) as that
    module's templates, in the module's locale; the messages by key, as read."""
    package, _, topic = module.rpartition(".")
    path = resources.files(package).joinpath(f"{topic}.toml")
    name = module.replace(".", "/") + ".toml"  # pitchtutor/texts/pt/rules.toml
    locale = _locale(module)
    try:
        messages = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{name}: {error}") from None
    for key, message in messages.items():
        if not isinstance(message, str):
            raise ValueError(f'{name}: {key!r} is not a message (quote a dotted key: "{key}.x" = ...)')
        function = compile_message(message, locale, where=f"{name}: {key!r}")
        function.__module__ = module
        function.__qualname__ = function.__name__ = key
        template(key, locale)(function)
    return messages


def _locale(module: str) -> str:
    """``pitchtutor.texts.report`` is English, ``pitchtutor.texts.pt.report`` Portuguese."""
    parts = module.split(".")
    return parts[2] if len(parts) == 4 else ENGLISH


def compile_message(message: str, locale: str = ENGLISH, *, where: str = "message") -> Callable[[Say], str]:
    """A message made a template: checked once, then a format string filled per sentence (the
    engine says an English sentence for every move, so this is as quick as an f-string)."""
    shape, facts = _parse(message, locale, where)
    if not facts:
        said = shape.format()  # the braces undoubled
        return lambda say: said

    def sentence(say: Say) -> str:
        return shape.format(*[fact(say) for fact in facts])

    return sentence


def _parse(message: str, locale: str, where: str) -> tuple[str, tuple[Fact, ...]]:
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
        facts.append(_placeholder(message[at + 1 : end], locale, where))
        at = end + 1
    return "".join(shape), tuple(facts)


def _placeholder(inside: str, locale: str, where: str) -> Fact:
    fact, _, call = inside.partition("|")
    if not fact.isidentifier():
        raise ValueError(f"{where}: {{{inside}}} does not name a fact")
    if not call:
        return lambda say: say.facts[fact]
    name, *args = call.split(":")
    helper = name[:1].lower() + name[1:]
    known = _ENGLISH_HELPERS if locale == ENGLISH else _ENGLISH_HELPERS + _LOCALE_HELPERS
    if helper not in known:
        close = difflib.get_close_matches(helper, known, n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else f"; known: {', '.join(known)}"
        raise ValueError(f"{where}: {{{inside}}}: no helper {helper!r}{hint}")
    starts = name[:1].isupper()
    if starts and helper not in _STARTS:
        raise ValueError(f"{where}: {{{inside}}}: {helper!r} cannot start a sentence")
    method = getattr(Say, helper)
    keywords = {"start": True} if starts else {}
    try:
        inspect.signature(method).bind(None, fact, *args, **keywords)
    except TypeError as error:
        raise ValueError(f"{where}: {{{inside}}}: {error}") from None
    if keywords:
        return lambda say: method(say, fact, *args, start=True)
    if args:
        return lambda say: method(say, fact, *args)
    return lambda say: method(say, fact)
