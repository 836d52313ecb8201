"""The catalogs (pitchtutor/texts/catalog.py): a sentence that only puts facts into words is an
entry of its topic's ``.toml``, a sentence that reasons over its facts a function of its topic's
module; every entry is checked when it is loaded, and no fill-in function creeps back into code."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from pathlib import Path

import pytest

from pitchtutor.explain import LOCALE_TEMPLATES, Names, Say
from pitchtutor.texts import catalog
from pitchtutor.texts.catalog import compile_message

TEXTS = Path(catalog.__file__).parent
CATALOGS = sorted(TEXTS.rglob("*.toml"))


def _module(path: Path) -> str:
    return ".".join(path.relative_to(TEXTS.parent.parent).with_suffix("").parts)


def _locale(path: Path) -> str:
    return path.parent.name if path.parent != TEXTS else "en"


def test_every_topic_of_every_locale_has_a_catalog() -> None:
    topics = {"coach", "labels", "pittypat", "pittypat_report", "pittypat_terminal", "report", "rules",
              "puzzles", "table", "terminal"}  # fmt: skip
    for locale_dir in (TEXTS, TEXTS / "pt", TEXTS / "fr"):
        assert {path.stem for path in locale_dir.glob("*.toml")} == topics, locale_dir


@pytest.mark.parametrize("path", CATALOGS, ids=lambda path: str(path.relative_to(TEXTS)))
def test_every_entry_is_its_topic_modules_template(path: Path) -> None:
    messages = tomllib.loads(path.read_text(encoding="utf-8"))
    assert messages, path
    registry = LOCALE_TEMPLATES[_locale(path)]
    for key, message in messages.items():
        assert isinstance(message, str) or all(isinstance(words, str) for words in message.values()), key
        assert registry[key].__module__ == _module(path), key


# -- a sentence that reasons: its reasoning once, its words in every locale --------------------


def _tables(path: Path) -> dict[str, dict[str, str]]:
    messages = tomllib.loads(path.read_text(encoding="utf-8"))
    return {key: value for key, value in messages.items() if isinstance(value, dict)}


def test_every_reasoned_key_has_one_reasoning_in_its_english_topic_module() -> None:
    tabled = {}
    for english in sorted(TEXTS.glob("*.toml")):
        for key in _tables(english):
            tabled[key] = _module(english)
    assert tabled, "no reasoned keys"
    assert set(catalog.REASONS) == set(tabled), "a reasoning without its variants, or variants without it"
    for key, function in catalog.REASONS.items():
        assert function.__module__ == tabled[key], key


@pytest.mark.parametrize("lang", ["pt", "fr"])
def test_every_locale_words_every_variant_of_a_reasoned_key(lang: str) -> None:
    """The reasoning may choose any variant for any reader: a locale lacking one would fail on a
    learner's screen, a variant English does not have is never said."""
    differ = []
    for english in sorted(TEXTS.glob("*.toml")):
        source = _tables(english)
        translated = _tables(TEXTS / lang / english.name)
        assert set(translated) <= set(source), (
            f"{lang}/{english.name}: variants of a key English does not reason"
        )
        for key, variants in source.items():
            if key not in translated:
                differ.append(f"{key}: not in {lang}")
            elif set(variants) != set(translated[key]):
                differ.append(f"{key}: {sorted(variants)} / {sorted(translated[key])}")
    assert not differ, differ


def _reasonings(path: Path) -> list[ast.FunctionDef]:
    return [
        node
        for node in ast.parse(path.read_text(encoding="utf-8")).body
        if isinstance(node, ast.FunctionDef)
        and any(
            isinstance(decorator, ast.Call) and ast.unparse(decorator.func) in ("catalog.reasons", "reasons")
            for decorator in node.decorator_list
        )
    ]


def test_a_reasoning_says_no_words_of_its_own() -> None:
    """Its strings are variant and fact names and punctuation: every word a reader sees is in a
    catalog, where each locale has its own."""
    words = []
    for path in sorted(TEXTS.glob("*.py")):
        for function in _reasonings(path):
            body = function.body[1:] if ast.get_docstring(function) else function.body
            for node in (inner for statement in body for inner in ast.walk(statement)):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    text = node.value
                    if re.search(r"[^\W\d_]", text) and not re.fullmatch(r"[a-z_][a-z0-9_]*", text):
                        words.append(f"{path.name}:{node.lineno} {function.name}: {text!r}")
    assert not words, words


# -- the rule that keeps them apart -----------------------------------------------------------

_HELPERS = {"seat", "side", "card", "bare_card", "cards", "verb", "side_verb", "who", "team", "c", "cs", "s"}


def _fills_in(node: ast.expr) -> bool:
    """Whether an expression is fixed words and facts only: what a catalog entry can say."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _fills_in(node.left) and _fills_in(node.right)
    if isinstance(node, ast.JoinedStr):
        return all(
            isinstance(part, ast.Constant)
            or (
                isinstance(part, ast.FormattedValue)
                and part.format_spec is None
                and part.conversion == -1
                and _a_fact(part.value)
            )
            for part in node.values
        )
    return False


def _a_fact(node: ast.expr) -> bool:
    """``say["x"]``, ``say.who("x", "de")``, ``say.seat("x", start=True)``, ``_rule("key", "value")``."""
    constants = isinstance(node, ast.Call) and all(isinstance(arg, ast.Constant) for arg in node.args)
    if isinstance(node, ast.Subscript):
        return (
            isinstance(node.value, ast.Name)
            and node.value.id == "say"
            and isinstance(node.slice, ast.Constant)
        )
    if not isinstance(node, ast.Call) or not constants:
        return False
    if isinstance(node.func, ast.Name):
        return node.func.id == "_rule" and not node.keywords
    return (
        isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "say"
        and node.func.attr in _HELPERS
        and all(keyword.arg == "start" for keyword in node.keywords)
    )


def test_a_template_that_only_fills_in_facts_is_a_catalog_entry() -> None:
    in_code = []
    for path in sorted(TEXTS.rglob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(node, ast.FunctionDef) or not any(
                isinstance(decorator, ast.Call) and getattr(decorator.func, "id", "") == "template"
                for decorator in node.decorator_list
            ):
                continue
            body = [
                s for s in node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))
            ]
            only = body[0] if len(body) == 1 else None
            if isinstance(only, ast.Return) and only.value is not None and _fills_in(only.value):
                in_code.append(f"{path.relative_to(TEXTS)}:{node.lineno} {node.name}")
    assert not in_code, f"these only fill in facts: move them to their topic's .toml: {in_code}"


def test_the_rule_sees_a_fill_in_and_lets_reasoning_be() -> None:
    """The check above is only worth its verdicts: it flags a fill-in, and not a sentence that
    chooses, computes or lists."""

    def parse(source: str) -> ast.expr:
        statement = ast.parse(source).body[0]
        assert isinstance(statement, ast.Expr)
        return statement.value

    assert _fills_in(parse("f\"{say.who('seat', start=True)} {say.verb('seat', 'a', 'b')} {say['bid']}.\""))
    assert _fills_in(parse("'Dealer: ' + f\"{_rule('all_pass', 'redeal')}\""))
    assert not _fills_in(parse("f\"{say['trick'] - 1}\""))
    assert not _fills_in(parse("f\"{_card(say['card'])}\""))
    assert not _fills_in(parse("'a' if say['x'] else 'b'"))
    assert not _fills_in(parse('f"{say.who(key)}"'))


# -- the message syntax ----------------------------------------------------------------------


def _say(**facts: object) -> Say:
    return Say(facts, Names(4, 2, you=0))


def test_a_message_puts_facts_and_helpers_in_place() -> None:
    sentence = compile_message("{seat|Seat} {seat|verb:holds:hold} {cards} at {bid}; {{braces}}.")
    assert sentence(_say(seat=1, cards="J♠ 4♥", bid=2)) == "Seat 1 holds J♠ 4♥ at 2; {braces}."
    assert sentence(_say(seat=0, cards="J♠", bid=3)) == "You hold J♠ at 3; {braces}."
    assert compile_message("no facts at all")(_say()) == "no facts at all"
    assert compile_message("{card|card} leads")(_say(card="JH")) == "the J♥ leads"


def test_another_locale_says_its_words_by_case() -> None:
    from pitchtutor.explain import VOCABULARIES

    say = Say({"seat": 2, "card": "JH"}, Names(4, 2, you=0), VOCABULARIES["pt"])
    assert compile_message("{card|C} {seat|who:de}", "pt")(say) == "O Valete de copas do jogador 2"


@pytest.mark.parametrize(
    ("message", "locale", "said"),
    [
        ("{seat|whoo}", "pt", "no helper 'whoo' (did you mean 'who'?)"),
        ("{seat|who}", "en", "no helper 'who'"),
        ("{seat|verb:holds}", "en", "{seat|verb:holds}: missing a required argument"),
        ("{seat|seat:de}", "en", "too many positional arguments"),
        ("{seat", "en", "'{' at 0 is never closed"),
        ("a } b", "en", "a lone '}' at 2"),
        ("{the seat}", "en", "{the seat} does not name a fact"),
    ],
)
def test_a_broken_message_is_refused_at_load_naming_where(message: str, locale: str, said: str) -> None:
    with pytest.raises(ValueError, match=r"rules\.toml: 'x'") as caught:
        compile_message(message, locale, where="rules.toml: 'x'")
    assert said in str(caught.value)


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('"x.y" = "unclosed', "pitchtutor_fake/words.toml: Unterminated string"),
        ("x = 3", "pitchtutor_fake/words.toml: 'x' is not a message (quote a dotted key"),
        ("[x]\ny = 3", "pitchtutor_fake/words.toml: 'x': variant 'y' is not a message"),
        (
            "[x]\ny = '{seat|sheet}'",
            "pitchtutor_fake/words.toml: 'x', variant 'y': {seat|sheet}: no helper 'sheet'",
        ),
    ],
)
def test_a_broken_catalog_file_is_refused_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, said: str
) -> None:
    package = tmp_path / "pitchtutor_fake"  # a package of its own for each case: imports are cached
    monkeypatch.delitem(sys.modules, "pitchtutor_fake", raising=False)
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "words.toml").write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ValueError) as caught:
        catalog.load("pitchtutor_fake.words")
    assert said in str(caught.value)


def _facts(message: str) -> set[str]:
    return set(re.findall(r"\{(\w+)(?:\|[^}]*)?\}", message.replace("{{", "").replace("}}", "")))


@pytest.mark.parametrize("lang", ["pt", "fr"])
def test_a_translated_entry_says_the_facts_its_english_entry_says(lang: str) -> None:
    """As gettext's format check does: a translation that dropped ``{bid}`` or named a fact the
    sentence is not given would say less than the English, or fail on the learner's screen."""
    differ = []
    for english in sorted(TEXTS.glob("*.toml")):
        source = tomllib.loads(english.read_text(encoding="utf-8"))
        translated = tomllib.loads((TEXTS / lang / english.name).read_text(encoding="utf-8"))
        for key in source.keys() & translated.keys():
            if isinstance(source[key], dict):  # a variant may name any fact of its key's, but drop none
                known = set().union(*(_facts(words) for words in source[key].values()))
                for variant, words in source[key].items():
                    said = _facts(translated[key].get(variant, ""))
                    if not _facts(words) <= said <= known:
                        differ.append(f"{key}.{variant}: {sorted(_facts(words))} / {sorted(said)}")
            elif _facts(source[key]) != _facts(translated[key]):
                differ.append(f"{key}: {sorted(_facts(source[key]))} / {sorted(_facts(translated[key]))}")
    assert not differ, differ


def test_a_reasoning_chooses_a_variant_and_a_module_helps_with_its_grammar() -> None:
    from pitchtutor.explain import VOCABULARIES

    def has(say: Say, key: str) -> str:
        return "avez" if say.names.side_seats(say[key]) == [say.names.you] else "a"

    helpers = {"has": has}
    say = Say({"side": 1, "taken": 0}, Names(3, you=0), VOCABULARIES["fr"])
    phrase = catalog.phrases(
        "x",
        {
            "none": compile_message("{side|Team} n'{side|has} rien fait.", "fr", helpers=helpers),
            "some": compile_message("{side|Has} : {taken|plural:point}.", "fr", helpers=helpers),
        },
        say,
    )
    assert phrase("none") == "Le joueur 1 n'a rien fait."
    assert phrase("some", taken=1) == "A : 1 point."
    with pytest.raises(KeyError, match="rule key 'x' has no variant 'one' in 'fr'; known: none, some"):
        phrase("one")
    with pytest.raises(ValueError, match=r"\{side\|has:x\}: too many positional arguments"):
        compile_message("{side|has:x}", "fr", helpers=helpers)


@pytest.mark.parametrize(
    ("message", "facts", "said"),
    [
        ("{card|Gender:il:elle} {card|rank}", {"card": "QH"}, {"pt": "Elle Dama", "fr": "Elle dame"}),
        ("{seats|seats}", {"seats": [1, 0]}, {"en": "seat 1 and you", "pt": "o jogador 1 e você",
                                               "fr": "le joueur 1 et vous"}),
        ("{sides|sides}", {"sides": [1, 0]}, {"en": "seats 1 & 3 and your side", "pt": "os jogadores 1 e 3 e a sua dupla",
                                               "fr": "les joueurs 1 et 3 et votre équipe"}),
        ("{words|or_list}", {"words": ["a", "b", "c"]}, {"en": "a, b or c", "pt": "a, b ou c", "fr": "a, b ou c"}),
        ("{share|percent} {value|number:+.1f}", {"share": 0.45, "value": 1.5},
         {"en": "45% +1.5", "pt": "45% +1,5", "fr": "45\u00a0% +1,5"}),
    ],
)  # fmt: skip
def test_every_locale_says_genders_ranks_lists_and_figures_its_way(
    message: str, facts: dict[str, object], said: dict[str, str]
) -> None:
    """The vocabulary's words in a catalog, in each locale (English has no genders to agree with)."""
    from pitchtutor.explain import VOCABULARIES

    for lang in ("pt", "fr"):
        say = Say(facts, Names(4, 2, you=0), VOCABULARIES[lang])
        assert compile_message(message, lang)(say) == said[lang]
    if "en" in said:
        assert compile_message(message)(Say(facts, Names(4, 2, you=0))) == said["en"]


def test_a_table_of_words_says_a_code_and_lists_codes() -> None:
    points = {"high": "High", "ten": "o 10 de trunfo"}
    sentence = compile_message("{point|Point}: {points|point}", "pt", helpers={"point": points})
    from pitchtutor.explain import VOCABULARIES

    say = Say({"point": "ten", "points": ["high", "ten"]}, Names(4, 2), VOCABULARIES["pt"])
    assert sentence(say) == "O 10 de trunfo: High e o 10 de trunfo"
    with pytest.raises(ValueError, match="a table of words takes no arguments"):
        compile_message("{point|point:x}", "pt", helpers={"point": points})
