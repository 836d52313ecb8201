"""Every word of the glossary is defined before a lesson uses it.

The course is read in order: lesson 1 to 12, each lesson's cells from the top.  For each Pitch
term of lessons/glossary.ipynb (in the forms a sentence uses it: trick and tricks, lead, leads and
led...), this finds

* where it is first *defined*: a Markdown span in bold that is the term and nothing more
  (``**pitcher**``, ``**The pitch.**``), or the first cell of a table row that names it, as the
  glossary and lesson 11's table of house rules do (``| `no_junk` | ...``);
* where it is first *used*: in the Markdown the learner reads, or in a quiz: its question, what the
  page draws around it (widgets/src/quiz-kinds.js, its words from the English catalog: "Trump:", "Led:") and the
  feedback for every answer.  A lesson's title and its **Goal:** line announce what it is about to
  teach and are not uses; the tables a learner plays at speak the whole game's words and are not
  checked here.

and asserts that the definition comes no later than the first use.
"""

from __future__ import annotations

import ast
import contextlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import nbformat
import pytest

from pitchtutor.texts.page import WORDS as CATALOG
from pitchtutor.widgets.quiz import Quiz

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
LESSON_FILES = sorted(LESSONS.glob("[0-9][0-9]-*.ipynb"))
QUIZ_PAGE = ROOT / "widgets" / "src" / "quiz-kinds.js"

# The forms each Pitch term of the glossary takes in a sentence: regular expressions matched as whole
# words, ignoring case, except the terms in CASED, whose everyday homonyms are written in lower case
# (the *Game* point and the game; *High* and a high card; the *pitch* and the game of Pitch).
VARIANTS: dict[str, tuple[str, ...]] = {
    "All pass": (r"all pass(?:es|ed)?", r"(?:when )?every(?:body|one) pass(?:es|ed)"),
    "Auction": (r"auctions?(?! pitch)",),
    "Bid": (r"bids?", r"bidding", r"bidders?(?:'s)?", r"outbids?"),
    "Bog, in the": (r"(?:in )?the bog",),
    "Coke hand": (r"coke[ -]hands?",),
    "Count out": (r"count(?:s|ed|ing)? (?:the points )?out", r"count-out"),
    "Cutthroat": (r"cut-?throat",),
    "Dealer's privilege": (r"dealer's privilege", r"dealer may hold", r"hold(?:s|ing)? the bid"),
    "Defenders": (r"defenders?(?:'s)?", r"defending side"),
    "Eldest hand": (r"eldest(?: hand)?",),
    "Follow suit": (r"follow(?:s|ed|ing)? (?:the )?suit",),
    "Game": (r"Game",),
    "High": (r"High",),
    "Jack": (),  # see NOT_CHECKED
    "Lead": (r"lead(?:s|ing)?", r"led"),
    "Low": (r"Low",),
    "No junk": (r"no junk",),
    "Pips": (r"pips?",),
    "Pitch": (r"(?<!Auction )(?<!point )pitch(?:es|ed|ing)?",),
    "Pitcher": (r"pitchers?(?:'s)?",),
    "Set back": (r"set[ -]backs?",),
    "Smudge": (r"smudges?",),
    "Steal the bid": (r"(?:steal(?:s|ing)?|stole) the bid",),
    "Strict follow-suit": (r"strict follow[ -]suit",),
    "Target": (r"targets?",),
    "Ten-point pitch": (r"(?:ten|10)-point pitch",),
    "Trick": (r"tricks?",),
    "Trump": (r"trumps?", r"trumping", r"trumped"),
    "Void": (r"void",),
}
CASED = {"Game", "High", "Low", "Pitch"}
NOT_CHECKED = {
    "Jack": "the point is named after a card of the ordinary deck (lesson 1 ranks the Jack), which needs no "
    "definition; lesson 6 defines the point with High, Low and Game, and those are checked",
}


def glossary_terms() -> list[str]:
    """The glossary's Pitch terms (its Pitty Pat section belongs to other lessons)."""
    text = "\n".join(c.source for c in nbformat.read(LESSONS / "glossary.ipynb", as_version=4).cells)
    pitch = text.split("## Pitty Pat")[0]
    return re.findall(r"^\*\*(.+?)\*\*\s*$", pitch, flags=re.MULTILINE)


def pattern(term: str) -> re.Pattern[str]:
    alternatives = "|".join(VARIANTS[term])
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])", 0 if term in CASED else re.IGNORECASE)


@dataclass(frozen=True, order=True)
class Place:
    """A place in the course, in reading order; ``where`` and ``text`` only say it."""

    lesson: int
    cell: int
    offset: int
    where: str = ""
    text: str = ""

    def __str__(self) -> str:
        return f"lesson {self.lesson}, {self.where}: {self.text!r}"


@dataclass(frozen=True)
class Text:
    """What the learner reads in one cell, and where (lesson, cell)."""

    lesson: int
    cell: int
    where: str
    text: str
    markdown: bool

    def place(self, match: re.Match[str]) -> Place:
        start, end = match.start(), match.end()
        before = self.text.rfind("\n", 0, start) + 1
        after = self.text.find("\n", end)
        line = self.text[before : after if after >= 0 else len(self.text)].strip()
        if len(line) > 110:
            at = start - before
            line = "…" + line[max(0, at - 50) : at + 60].strip() + "…"
        return Place(self.lesson, self.cell, start if self.markdown else 0, self.where, line)


def _blank(match: re.Match[str]) -> str:
    return " " * len(match.group(0))


def read_markdown(source: str) -> str:
    """The cell as the learner reads it for uses: no titles or goal (they announce the lesson), no
    link targets; blanked out rather than removed, so that offsets still order the cell."""
    source = re.sub(r"^#.*$", _blank, source, flags=re.MULTILINE)
    source = re.sub(r"^\*\*Goal:\*\*.*$", _blank, source, flags=re.MULTILINE)
    return re.sub(r"(?<=\])\([^)\s]*\)", _blank, source)


def strings(value: Any) -> Iterator[str]:
    """The words in a question or a feedback: its strings, but not cards, codes or kinds."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict) and "code" not in value:
        for key, item in value.items():
            if key not in ("kind", "call"):
                yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


@cache
def page_words() -> dict[str, list[str]]:
    """For each kind of quiz, the words the page code draws: the string literals of its function in
    widgets/src/quiz-kinds.js and of the helpers that function calls, where they read as words."""
    source = QUIZ_PAGE.read_text(encoding="utf-8")
    bodies = dict(
        re.findall(r"^(?:export )?function (\w+)\(.*?\n(.*?)^\}", source, flags=re.MULTILINE | re.DOTALL)
    )
    kinds = dict(re.findall(r'case "([\w-]+)": return (\w+)\(', source))
    words: dict[str, list[str]] = {}
    for kind, function in kinds.items():
        names = [function, *(name for name in re.findall(r"\b(\w+)\(", bodies[function]) if name in bodies)]
        literals = [
            re.sub(r"\$\{[^}]*\}|\{\w+\}", " ", literal)
            for name in dict.fromkeys(names)
            for literal in [
                # the page says its words through word(key): a key stands for the English catalog's text
                CATALOG.get(text, text)
                for found in re.findall(r'"([^"\n]*)"|`([^`]*)`', bodies[name])
                for text in found
            ]
            if literal
        ]
        words[kind] = [
            text
            for text in literals
            if re.search(r"[A-Za-z]{2}", text)
            and (" " in text.strip() or text.strip().endswith((":", "?")))
            and not text.startswith("pt-")
        ]
    return words


def answers(question: dict[str, Any]) -> list[Any]:
    """Answers that between them bring up every feedback the quiz gives."""
    q = question
    by_kind: dict[str, Callable[[], list[Any]]] = {
        "which-wins": lambda: [play["card"]["code"] for play in q["cards"]],
        "legal-cards": lambda: [[]],  # the feedback explains every card of the hand
        "best-card": lambda: [card["code"] for card in q["hand"]],
        "count-pips": lambda: [0],
        "pip-counter": lambda: [[card["code"] for card in q["cards"]]],
        "who-scores": lambda: [{point["point"]: -1 for point in q["points"]}],
        "score-change": lambda: [{str(side["side"]): 0 for side in q["before"]}],
        "who-wins-match": lambda: [side["side"] for side in q["sides"]],
        "bid-legal": lambda: [True, False],
        "bid-advice": lambda: [option["call"] for option in q["options"]],
        "pick-seat": lambda: [seat["seat"] for seat in q["seats"]],
    }
    return by_kind[q["kind"]]()


def quiz_texts(quiz: Quiz) -> list[str]:
    """What the learner reads in a quiz: the question, the page's words around it, every feedback."""
    texts = [*strings(quiz.question), *page_words()[quiz.question["kind"]]]
    for value in answers(quiz.question):
        quiz._on_message(quiz, {"type": "answer", "value": value}, [])
        feedback = quiz.feedback
        texts += [feedback.get("summary", ""), feedback.get("error", "")]
        texts += [line["text"] for line in feedback.get("lines", [])]
    return [text for text in texts if text]


def run_cell(source: str, namespace: dict[str, Any]) -> object:
    """Run a code cell as the kernel does; return its last expression's value."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    exec(compile(tree, "<cell>", "exec"), namespace)
    if not isinstance(last, ast.Expr):
        return None
    return eval(compile(ast.Expression(last.value), "<cell>", "eval"), namespace)


@cache
def course() -> tuple[Text, ...]:
    """Every text of the twelve lessons, in reading order."""
    texts = []
    with contextlib.chdir(LESSONS):  # the lessons load their hands from hands/, as in Voila
        for path in LESSON_FILES:
            lesson = int(path.name[:2])
            namespace: dict[str, Any] = {}
            for number, cell in enumerate(nbformat.read(path, as_version=4).cells):
                if cell.cell_type == "markdown":
                    texts.append(Text(lesson, number, f"{path.stem}, cell {number}", cell.source, True))
                elif cell.cell_type == "code":
                    value = run_cell(cell.source, namespace)
                    if isinstance(value, Quiz):
                        where = f"{path.stem}, cell {number}, quiz {type(value).__name__}"
                        texts += [Text(lesson, number, where, text, False) for text in quiz_texts(value)]
    return tuple(texts)


def normalised(span: str) -> str:
    """A bold span or a table's first cell as a term: no markup, article or closing punctuation."""
    span = re.sub(r"[*`]", "", span).replace("_", " ").strip()
    span = re.sub(r"[.:;,!]+$", "", span).strip()
    return re.sub(r"^(?:the|a|an) ", "", span, flags=re.IGNORECASE)


def definitions(term: str) -> Iterator[Place]:
    whole = re.compile(rf"(?:{'|'.join(VARIANTS[term])})", 0 if term in CASED else re.IGNORECASE)
    for text in course():
        if not text.markdown:
            continue
        spans = [
            *re.finditer(r"\*\*(.+?)\*\*", text.text),
            *re.finditer(r"^\|([^|\n]+)\|", text.text, re.MULTILINE),
        ]
        for span in spans:
            if whole.fullmatch(normalised(span.group(1))):
                yield text.place(span)


def uses(term: str) -> Iterator[Place]:
    words = pattern(term)
    for text in course():
        for match in words.finditer(read_markdown(text.text) if text.markdown else text.text):
            yield text.place(match)


def test_every_glossary_term_has_its_forms() -> None:
    assert sorted(VARIANTS) == sorted(glossary_terms()), "VARIANTS lists the glossary's Pitch terms"
    for term, forms in VARIANTS.items():
        assert forms or term in NOT_CHECKED, term
        for form in forms:
            re.compile(form)


def test_the_finder() -> None:
    # a term in bold, alone, defines it; bold around a longer phrase does not
    assert normalised("The pitch.") == "pitch" and normalised("`no_junk`") == "no junk"
    assert not pattern("Trick").fullmatch(normalised("1. In a trick, cards rank from the Ace down:"))
    # a lesson's title and goal are not uses; a link's target is not read
    cell = "# Lesson 5 · Winning a trick\n\n**Goal:** win a trick.\n\nSix tricks. [Next](04-trick.ipynb)"
    assert [m.group(0) for m in pattern("Trick").finditer(read_markdown(cell))] == ["tricks"]
    # the places found in the lessons: lesson 3 defines the pitcher in bold, lesson 11's table names
    # `no_junk`, and lesson 1's trick quiz speaks of the suit led ("Led:", and its feedback)
    assert any(place.lesson == 3 for place in definitions("Pitcher"))
    assert any(place.lesson == 11 for place in definitions("No junk"))
    assert any(place.lesson == 1 and "quiz WhichCardWins" in place.where for place in uses("Lead"))


@pytest.mark.parametrize("term", [term for term in VARIANTS if term not in NOT_CHECKED])
def test_each_term_is_defined_before_it_is_used(term: str) -> None:
    first_use = min(uses(term), default=None)
    if first_use is None:
        return  # not in the lessons: the glossary alone explains it
    first_definition = min(definitions(term), default=None)
    if first_definition is None:
        pytest.fail(
            f"{term!r} is used in {first_use}\nbut no lesson defines it (in bold: **{term.lower()}**)"
        )
    if first_use < first_definition:
        pytest.fail(f"{term!r} is used in {first_use}\nbefore it is defined in {first_definition}")
