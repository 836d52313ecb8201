"""The course in three languages keeps one shape: lessons/pt/ and lessons/fr/ hold
the same notebooks as lessons/, cell for cell, with the same widgets, quizzes and
hand records; only the words differ (issue 10: "keep the three versions from
drifting").  Their outputs and runs are nbval's job, like the English ones'."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

LESSONS = Path(__file__).resolve().parent.parent / "lessons"
TRANSLATIONS = {"pt": "Português", "fr": "Français"}
QUIZ_ID = re.compile(r"""quiz_id\s*=\s*["']([\w-]+)["']|["']((?:lesson|pittypat)[\w-]*-[\w-]+)["']""")
RECORD = re.compile(r"""["'](?:\.\./)?(hands/[\w./-]+\.json)["']""")
ENGLISH_WORDS = frozenset(
    ["the", "and", "you", "your", "of", "to", "is", "with", "which", "this", "that", "are", "what"]
)


def english() -> list[str]:
    return sorted(path.name for path in LESSONS.glob("*.ipynb"))


def cells(path: Path) -> list[dict[str, object]]:
    return list(json.loads(path.read_text(encoding="utf-8"))["cells"])


def source(cell: dict[str, object]) -> str:
    text = cell["source"]
    return "".join(text) if isinstance(text, list) else str(text)


def shape(code: str) -> str:
    """A code cell with its words taken out: every string a placeholder, no ``lang=``."""

    class Blank(ast.NodeTransformer):
        def visit_Constant(self, node: ast.Constant) -> ast.AST:
            return ast.Constant("…") if isinstance(node.value, str) else node

        def visit_Call(self, node: ast.Call) -> ast.AST:
            node.keywords = [k for k in node.keywords if k.arg != "lang"]
            self.generic_visit(node)
            return node

    return ast.dump(Blank().visit(ast.parse(code)))


def translated() -> list[tuple[str, str]]:
    return [(lang, name) for lang in TRANSLATIONS for name in english() if (LESSONS / lang / name).exists()]


@pytest.mark.parametrize("lang", sorted(TRANSLATIONS))
def test_a_translation_has_every_notebook_or_none_yet(lang: str) -> None:
    folder = LESSONS / lang
    if not folder.exists():
        pytest.skip(f"no lessons/{lang}/ yet")
    assert sorted(path.name for path in folder.glob("*.ipynb")) == english()


@pytest.mark.parametrize(("lang", "name"), translated())
def test_a_translated_notebook_has_the_english_cells_widgets_quizzes_and_records(
    lang: str, name: str
) -> None:
    mine, theirs = cells(LESSONS / lang / name), cells(LESSONS / name)
    assert [c["cell_type"] for c in mine] == [c["cell_type"] for c in theirs]
    for number, (cell, original) in enumerate(zip(mine, theirs, strict=True)):
        if cell["cell_type"] != "code":
            continue
        code, english_code = source(cell), source(original)
        where = f"{lang}/{name}, cell {number}"
        assert shape(code) == shape(english_code), (
            f"{where}: the code differs from the English, not only its words"
        )
        assert {m for pair in QUIZ_ID.findall(code) for m in pair if m} == {
            m for pair in QUIZ_ID.findall(english_code) for m in pair if m
        }, f"{where}: the quiz ids differ (progress is shared between the languages)"
        assert set(RECORD.findall(code)) == set(RECORD.findall(english_code)), f"{where}: other hand records"
        assert "hands/" not in code or "../hands/" in code, (
            f"{where}: the hand records are ../hands/ (shared)"
        )


@pytest.mark.parametrize(("lang", "name"), translated())
def test_a_translated_notebook_speaks_its_language_and_links_its_siblings(lang: str, name: str) -> None:
    mine = cells(LESSONS / lang / name)
    first = next(source(c) for c in mine if c["cell_type"] == "markdown")
    assert f"(../{name})" in first.splitlines()[0] and f"**{TRANSLATIONS[lang]}**" in first.splitlines()[0]
    for number, cell in enumerate(mine):
        if cell["cell_type"] != "markdown":
            continue
        text = re.sub(r"`[^`]*`|\([^)]*\)|<[^>]*>", " ", source(cell))  # code, link targets, tags
        words = re.findall(r"[a-zA-Z']+", text.lower())
        english_words = [w for w in words if w in ENGLISH_WORDS]
        assert len(english_words) <= max(2, len(words) // 25), (
            f"{lang}/{name}, cell {number} reads as English: {english_words[:12]}"
        )
