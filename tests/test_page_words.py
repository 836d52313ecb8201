"""The page's own words in every language (issue 10): the catalogs of pitchtutor.texts.page.

(a) every locale's catalog has English's keys, each with the same placeholders; (b) French
spacing; (c) the pseudo-locale marks every word and keeps its placeholders; (d) no word a
reader sees is left as an English literal in the widgets' page code: each goes through
``word(key, vars)``; (e) a widget's ``words`` follow its ``lang``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pitchtutor.explain import PSEUDO
from pitchtutor.texts.page import CATALOGS, WORDS, fill, page_words, placeholders, word
from pitchtutor.widgets import (
    BestCard,
    BidAdvice,
    CountPips,
    Drills,
    IsBidLegal,
    LegalCards,
    PickSeat,
    PipCounter,
    PittyPatTable,
    Progress,
    PuzzleTrainer,
    ScoreChange,
    Table,
    WhichCardWins,
    WhoScores,
    WhoWinsMatch,
)
from pitchtutor.widgets.pittypat_quiz import PittyPatQuiz
from pitchtutor.widgets.quiz import Quiz
from tests.test_locales import english_left

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "widgets" / "src"
LOCALES = sorted(set(CATALOGS) - {"en"})


def test_the_locales_with_a_catalog() -> None:
    assert LOCALES == ["fr", "pt"]


@pytest.mark.parametrize("lang", LOCALES)
def test_every_catalog_has_the_english_keys_and_placeholders(lang: str) -> None:
    words = CATALOGS[lang]
    assert set(words) == set(WORDS), (sorted(set(WORDS) - set(words)), sorted(set(words) - set(WORDS)))
    for key, english in WORDS.items():
        assert placeholders(words[key]) == placeholders(english), key
        assert words[key].strip(), key


TERMS = {"Pitch", "Pitcher", "pip", "pips", "Pips", "points", "Point", "point", "Tutor", "Total", "Mode", "exact",
         "standard", "Pitty", "Pat", "Setback", "setback", "auction"}  # fmt: skip
"""Words every language's texts keep (the game's own terms, the presets' names, and words spelled alike)."""


@pytest.mark.parametrize("lang", LOCALES)
def test_no_word_is_left_in_english(lang: str) -> None:
    """A word the same as English must be one of the game's terms every language keeps."""
    for key, text in CATALOGS[lang].items():
        if text == WORDS[key]:
            left = set(re.findall(r"[A-Za-z]{3,}", re.sub(r"\{\w+\}", "", text))) - TERMS
            assert not left, (key, text)


def test_french_spacing() -> None:
    """French spacing everywhere, but in an example of what to type (``0: AS KH…``)."""
    for key, text in CATALOGS["fr"].items():
        assert not re.search(r"[ \w][:;?!»]", re.sub(r"\{\w+\}|https?://\S+|\d:\d|\n\d: ", "", text)), (
            key,
            text,
        )
        assert "« " not in text and "«" not in text.replace("«\u00a0", ""), key


def test_the_prose_names_the_buttons_the_page_shows() -> None:
    """The translated lessons name these buttons: the page must show the same words."""
    named = {
        "pt": {"table.forward": "Avançar ▶", "table.trick": "Vaza ▶▶", "table.end": "Fim ▶▶|",
               "table.back": "◀ Voltar", "table.next_hand": "Próxima mão", "table.take_back": "Desfazer meu lance",
               "table.restart": "Recomeçar a mão", "table.badge_dealer": "Distribuidor"},
        "fr": {"table.forward": "Avancer ▶", "table.trick": "Pli ▶▶", "table.end": "Fin ▶▶|",
               "table.back": "◀ Retour", "table.next_hand": "Donne suivante", "table.take_back": "Annuler mon coup",
               "table.restart": "Recommencer la donne", "table.badge_dealer": "Donneur"},
    }  # fmt: skip
    named["pt"] |= {"trainer.theme.mixed": "Misturado", "trainer.export": "Exportar meu progresso",
                    "trainer.import": "Importar…", "trainer.mode.streak": "Sequência",
                    "teacher.tab.rules": "Regras", "teacher.tab.deal": "Distribuição",
                    "teacher.tab.record": "Registro de mão", "teacher.apply": "Começar uma partida com estas regras",
                    "teacher.load": "Carregar", "teacher.upload": "Carregar um arquivo…",
                    "teacher.save": "Salvar esta mão como registro", "teacher.show_all": "Mostrar todas as mãos",
                    "teacher.projector": "Projetor", "teacher.undo": "Desfazer meu lance",
                    "teacher.restart": "Recomeçar a mão", "teacher.autoplay": "O computador joga nos outros lugares",
                    "teacher.step_forward": "Avançar ▶", "teacher.step_back": "◀ Voltar",
                    "teacher.record.first-hand": "Uma primeira mão, em duplas", "pp.up": "Carta aberta"}  # fmt: skip
    named["fr"] |= {"trainer.theme.mixed": "Mélange", "trainer.export": "Exporter ma progression",
                    "trainer.import": "Importer…", "trainer.mode.streak": "Série",
                    "teacher.tab.rules": "Règles", "teacher.tab.deal": "Donne",
                    "teacher.tab.record": "Enregistrement de donne", "teacher.apply": "Commencer une partie avec ces règles",
                    "teacher.load": "Charger", "teacher.upload": "Charger un fichier…", "teacher.save": "Enregistrer cette donne",
                    "teacher.show_all": "Montrer toutes les mains", "teacher.projector": "Projecteur",
                    "teacher.undo": "Annuler mon coup", "teacher.restart": "Recommencer la donne",
                    "teacher.autoplay": "L'ordinateur joue aux autres places", "teacher.step_forward": "Avancer ▶",
                    "teacher.step_back": "◀ Reculer", "teacher.record.first-hand": "Une première donne, en équipes",
                    "pp.up": "Carte retournée"}  # fmt: skip
    for lang, words in named.items():
        for key, text in words.items():
            assert CATALOGS[lang][key] == text, (lang, key)
    # the learner's panel: "Pontos fortes" / "Points forts" and "A trabalhar" / "À travailler"
    assert CATALOGS["pt"]["trainer.strong"].startswith("Pontos fortes:")
    assert CATALOGS["pt"]["trainer.weak"].startswith("A trabalhar:")
    assert CATALOGS["fr"]["trainer.strong"].startswith("Points forts\u00a0:")
    assert CATALOGS["fr"]["trainer.weak"].startswith("À travailler\u00a0:")


def test_the_pseudo_locale_marks_every_word_and_keeps_its_placeholders() -> None:
    words = page_words(PSEUDO)
    assert set(words) == set(WORDS)
    for key, text in words.items():
        assert text.startswith("\u27e6") and text.endswith("\u27e7"), key
        assert placeholders(text) == placeholders(WORDS[key]), key
    assert word(PSEUDO, "table.hand_number", number=3) == "\u27e6Háñd 3\u27e7"


def test_a_word_fills_its_placeholders() -> None:
    assert word("en", "table.bid_by", bid=3, seat="West") == "3 by West"
    assert word("pt", "table.hand_number", number=2) == "Mão 2"
    assert word("fr", "table.trump_chip") == "Atout\u00a0:"
    assert fill("{a} and {b}", {"a": 1}) == "1 and {b}"
    with pytest.raises(KeyError):
        word("pt", "no.such_word")
    with pytest.raises(ValueError, match="unknown language 'de'"):
        page_words("de")


def test_a_widget_gets_only_the_groups_it_shows() -> None:
    assert {key.split(".")[0] for key in page_words("pt", ("table", "kernel"))} == {"table", "kernel"}


@pytest.mark.parametrize(
    "widget",
    [Table, Quiz, Progress, PuzzleTrainer, Drills, PittyPatTable, PittyPatQuiz],
    ids=lambda widget: widget.__name__,
)
def test_every_word_a_widgets_page_code_says_is_sent_to_it(widget: type) -> None:
    """A key its bundle asks ``word()`` for, outside the groups it is sent, shows as the key
    itself ("number.percent" in the advisor's chart, found on the page)."""
    # the bundle is minified (word() is renamed), but its keys stay whole strings
    asked = {key for key in re.findall(r"""["'`]([a-z]+\.[a-z_][\w.]*)["'`]""", widget._esm) if key in WORDS}
    sent = page_words("en", widget.word_groups)
    assert asked and asked <= set(sent), sorted(asked - set(sent))


# -- (d) the page code says every word through word() ------------------------------

DONE = [
    "cards.js",
    "dom.js",
    "kernel.js",
    "table.js",
    "table-felt.js",
    "table-overlays.js",
    "table-side.js",
    "quiz.js",
    "quiz-kinds.js",
    "progress.js",
    "trainer.js",
    "drills.js",
]
"""The page code whose words all come from the catalogs: every module of widgets/src/ but storage.js
and types.js, which show nothing."""

ALLOWED = {"Enter", "ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "Home", "End", "Escape", "Tab",
           "no quiz of kind ", "Pitty Pat"}  # fmt: skip
"""Literals that look like words but are not shown: keyboard keys, an error for developers; and the
game's name, the same in every language."""


def _literals(source: str) -> list[str]:
    """The string literals of a JS module (template literals by their fixed parts), comments left out."""
    out: list[str] = []
    i, n = 0, len(source)
    previous = ""
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            i = source.find("\n", i)
            i = n if i < 0 else i
        elif source.startswith("/*", i):
            i = source.index("*/", i) + 2
        elif c in "\"'":
            j = i + 1
            while source[j] != c:
                j += 2 if source[j] == "\\" else 1
            out.append(source[i + 1 : j])
            i, previous = j + 1, c
        elif c == "`":
            j, depth, part = i + 1, 0, ""
            while depth or source[j] != "`":
                if not depth and source.startswith("${", j):
                    out.append(part)
                    part, depth, j = "", 1, j + 2
                    continue
                if depth:
                    depth += {"{": 1, "}": -1}.get(source[j], 0)
                else:
                    part += source[j]
                j += 1
            out.append(part)
            i, previous = j + 1, c
        elif c == "/" and previous in "(,=:[!&|?{};":  # a regular expression
            j = i + 1
            while source[j] != "/":
                j += 2 if source[j] == "\\" else 1
            i, previous = j + 1, "/"
        else:
            if not c.isspace():
                previous = c
            i += 1
    return out


def english_literals(source: str) -> list[str]:
    """Literals a reader could see in English: a capitalised word, or two words and a space."""
    found = []
    for literal in _literals(source):
        if literal in ALLOWED or re.fullmatch(r"[a-z]+(?:[._-][\w-]+)*", literal):
            continue  # a word key, an event, a tag, an attribute, a class
        if ".pt-" in literal and literal == literal.lower():
            continue  # a CSS selector
        markup = r"</?\w+|[\w-]+=\"[^\"]*\"?|[\w-]+=|/?>|\w+\("  # tags, attributes, CSS and SVG functions
        text = re.sub(rf"{markup}|\bp[pt]-[\w-]+|\[[^\]]*\]", " ", literal)  # pt- and Pitty Pat's pp- classes
        if re.search(r"\b[A-Z][a-z]{2,}", text) or (" " in text and re.search(r"[A-Za-z]{2,}", text)):
            found.append(literal)
    return found


def test_the_scan_finds_english() -> None:
    sample = 'el("p", "pt-x", "Your hand"); word("table.tutor"); el("b", null, `Hand ${n} over`); x = /a b/g; // Not me'
    assert english_literals(sample) == ["Your hand", "Hand ", " over"]


@pytest.mark.parametrize("module", DONE)
def test_no_english_left_in_the_page_code(module: str) -> None:
    assert english_literals((SOURCES / module).read_text(encoding="utf-8")) == []


HAND_WRITTEN = ["pittypat.js", "pittypat_quiz.js"]
"""The Pitty Pat widgets' page code: self-contained modules in widgets/, not built from widgets/src/."""


@pytest.mark.parametrize("module", HAND_WRITTEN)
def test_no_english_left_in_the_pitty_pat_page_code(module: str) -> None:
    assert english_literals((ROOT / "widgets" / module).read_text(encoding="utf-8")) == []


# -- (e) a widget's words follow its language -------------------------------------


def test_a_table_speaks_its_language() -> None:
    table = Table("cutthroat", players=3, seed=4, pace_ms=0, lang="pt")
    assert table.words["table.next_hand"] == "Próxima mão"
    assert set(table.words) == {
        key for key in WORDS if key.split(".")[0] in ("kernel", "suit", "number", "table")
    }
    html = table.static_html()
    assert "Uma mesa de Pitch" in html and "3 jogadores." in html and "Pitch table" not in html
    table.lang = "fr"
    assert table.words["table.next_hand"] == "Donne suivante"
    assert table.word("table.trick_number", number=2) == "Pli 2"
    assert "A Pitch table" in Table("cutthroat", players=3, seed=4, pace_ms=0).static_html()


def test_a_role_agrees_with_a_womans_name() -> None:
    """Six players in three partnerships are named Ann, Ben, Cleo, Dev and Eve: in Portuguese Cleo,
    your partner, is "Parceira" and Eve dealing "Distribuidora" (French "Donneuse"), and the
    sentences naming her as dealer agree; a man's name, and every name in English, keeps the plain
    word.  Pitty Pat's dealer alike."""
    from pitchtutor.widgets import PittyPatTable

    rules = {"preset": "partnership", "teams": 3}
    seats = Table(rules, players=6, seed=4, pace_ms=0, lang="pt", dealer=5).scene["seats"]
    assert [(seat["name"], seat["feminine"]) for seat in seats[1:]] == [
        ("Ana", True),
        ("Beto", False),
        ("Cléo", True),
        ("Davi", False),
        ("Eva", True),
    ]
    assert seats[3]["partner"] and seats[5]["dealer"]
    words = page_words("pt", ("table",))
    assert (words["table.badge_partner_f"], words["table.badge_dealer_f"]) == ("Parceira", "Distribuidora")
    assert page_words("fr", ("table",))["table.badge_dealer_f"] == "Donneuse"
    # the sentences too: the dealer named is a woman
    for lang, left in (("pt", "à esquerda da distribuidora"), ("fr", "à gauche de la donneuse")):
        table = Table(rules, players=6, seed=4, pace_ms=0, lang=lang, dealer=5)
        assert left in table.scene["tutor"][0]["text"]
    assert (
        "à esquerda do distribuidor"
        in Table(rules, players=6, seed=4, pace_ms=0, lang="pt", dealer=4).scene["tutor"][0]["text"]
    )
    english = Table(rules, players=6, seed=4, pace_ms=0, dealer=5).scene["seats"]
    assert not any(seat["feminine"] for seat in english)
    pitty = PittyPatTable(players=3, seed=4, lang="pt").scene["seats"]
    assert [(seat["name"], seat["feminine"]) for seat in pitty] == [
        ("Você", False),
        ("Ana", True),
        ("Beto", False),
    ]
    assert page_words("pt", ("pp",))["pp.badge_dealer_f"] == "distribuidora"


# -- (f) a quiz asks, judges and explains in its language -------------------------


def _lesson_quizzes(lang: str) -> list[tuple[Quiz, list[object]]]:
    """A quiz of each kind the lessons use, in ``lang``, with answers to try (wrong ones first)."""
    hands = ROOT / "lessons" / "hands"

    def record(name: str) -> dict[str, object]:
        loaded: dict[str, object] = json.loads((hands / name).read_text(encoding="utf-8"))
        return loaded

    first = record("first-hand.json")
    return [
        (WhichCardWins.from_record(first, trick=2, lang=lang), ["2H", "KH", "AS"]),
        (WhichCardWins.from_plays("D", ["AS", "KS", "2D", "QS"], lang=lang), ["AS", "KS", "2D"]),
        (LegalCards.from_record(record("follow-or-trump.json"), lang=lang), [[], ["AH"], "x"]),
        (CountPips.from_cards("TH AS KD 7C QS JH", lang=lang), [3, 20, "many"]),
        (PipCounter(lang=lang), [["TS", "AS"], ["AS"]]),
        (BestCard.from_record(record("lead-trumps.json"), tip="tip.lead_trumps", lang=lang), []),
        (WhoScores.from_record(first, lang=lang), [{}, {"high": 0}]),
        (ScoreChange.from_record(first, lang=lang), [{"0": 1, "1": 0}, {"0": "x", "1": 0}]),
        (ScoreChange.from_record(record("into-the-bog.json"), ask="total", lang=lang), [{"0": 1, "1": 0}]),
        (WhoWinsMatch.from_record(record("smudge.json"), lang=lang), [0, 1, -1, "x"]),
        (IsBidLegal.from_record(record("auction-dealer-hold.json"), 2, lang=lang), [True, False, "x"]),
        (IsBidLegal.from_record(record("auction-all-passed-setback.json"), "pass", lang=lang), [True]),
        (BidAdvice.from_record(record("bid-strong.json"), lang=lang), ["pass", 2, 3, 4, "x"]),
        (PickSeat.eldest(4, dealer=2, lang=lang), [0, 3, "x"]),
        (PickSeat.next_dealer(4, dealer=1, thrown_in=True, lang=lang), [1, 2]),
        (PickSeat.next_dealer(3, dealer=0, lang=lang), [1]),
    ]


def _texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [
            text
            for key, item in value.items()
            if key not in ("code", "kind", "point", "rules", "call")
            for text in _texts(item)
        ]
    if isinstance(value, list):
        return [text for item in value for text in _texts(item)]
    return []


@pytest.mark.parametrize("lang", LOCALES)
def test_a_quiz_speaks_its_language(lang: str) -> None:
    for quiz, answers in _lesson_quizzes(lang):
        said = _texts(quiz.question)
        best = quiz.question.get("hand") if isinstance(quiz, BestCard) else None
        for value in [*answers, *([card["code"] for card in best] if best else [])]:
            quiz._on_message(quiz, {"type": "answer", "value": value}, [])
            said += _texts(quiz.feedback)
        said.append(quiz.static_html())
        for text in said:
            assert not english_left(text), (type(quiz).__name__, text)
        assert quiz.words["quiz.check"] == CATALOGS[lang]["quiz.check"]


def test_the_pseudo_locale_marks_a_quiz() -> None:
    for quiz, answers in _lesson_quizzes(PSEUDO):
        for value in answers[:1]:
            quiz._on_message(quiz, {"type": "answer", "value": value}, [])
        for text in [
            quiz.question["prompt"],
            quiz.feedback.get("summary") or quiz.feedback.get("error") or "⟦⟧",
        ]:
            assert text.startswith("\u27e6"), (type(quiz).__name__, text)


# -- (g) the practice widgets: the puzzle trainer and the drills ------------------


def _verdict(value: object) -> list[str]:
    """A trainer's feedback or summary as the page shows it (answers, choices and themes are codes)."""
    if isinstance(value, dict):
        return [text for k, v in value.items() if k not in ("answer", "chosen", "also", "mode", "theme", "code", "value")
                for text in _verdict(v)]  # fmt: skip
    if isinstance(value, list):
        return [text for item in value for text in _verdict(item)]
    return [value] if isinstance(value, str) else []


def _trainer_said(lang: str) -> list[str]:
    from pitchtutor.widgets import PuzzleTrainer

    trainer = PuzzleTrainer(seed=3, shared=False, lang=lang)
    said = (
        _texts(trainer.puzzle) + _verdict(trainer.summary) + [trainer.static_html(), trainer.puzzle["rules"]]
    )
    for _ in range(4):  # answer wrong where there is a wrong choice, then the next puzzle
        options = [o["call"] for o in trainer.puzzle["options"]] or [
            c["code"] for c in trainer.puzzle["hand"]
        ]
        for bad in ("zz", "2C", 9):  # not a card; a card not held (or not allowed); a bid too high
            trainer._on_message(trainer, {"type": "answer", "value": bad}, [])
            said += _verdict(trainer.feedback)
        answer = trainer.feedback.get("answer")
        wrong = [o for o in options if str(o) != str(answer)]
        trainer._on_message(trainer, {"type": "answer", "value": (wrong or options)[-1]}, [])
        said += _verdict(trainer.feedback)
        trainer._on_message(trainer, {"type": "answer", "value": options[0]}, [])  # answered already
        said += _verdict(trainer.feedback)
        trainer._on_message(trainer, {"type": "next"}, [])
        said += _texts(trainer.puzzle) + _verdict(trainer.summary)
    for bad in ({"type": "import", "text": "not json"}, {"type": "what"}, "nonsense"):
        trainer._on_message(trainer, bad, [])
        said += _verdict(trainer.feedback)
    return said


def _drills_said(lang: str) -> list[str]:
    from pitchtutor.widgets import Drills

    clock = iter(float(t) for t in range(0, 400, 3))
    drills = Drills(seed=5, lang=lang, clock=lambda: next(clock))
    said = [drills.static_html()]
    for kind in ("pips", "scores", "legal") * 3:
        drills.kind = kind
        said += _texts(drills.question)
        for value in ("x", 3, {}, {"high": 0}, [], ["2C"]):
            drills._on_message(drills, {"type": "answer", "value": value}, [])
            said += _texts(drills.feedback)
    drills.kind = "pips"
    for _ in range(2):  # only right answers are timed: two, for the pace's sentence
        drills._on_message(drills, {"type": "next"}, [])
        drills._on_message(drills, {"type": "answer", "value": drills.drill.pips}, [])
        said += _texts(drills.feedback)
    drills._on_message(drills, {"type": "what"}, [])
    return [*said, *_texts(drills.feedback), *_texts(drills.pace)]


@pytest.mark.parametrize("lang", LOCALES)
def test_the_practice_widgets_speak_their_language(lang: str) -> None:
    said = _trainer_said(lang) + _drills_said(lang)
    for text in said:
        assert not english_left(text), text
    assert any(text == CATALOGS[lang]["trainer.theme.mixed"] + " (2" + ("." if lang == "pt" else "\u202f") + "400)"
               for text in said)  # fmt: skip


def test_the_practice_widgets_keep_their_english() -> None:
    said = " | ".join(_trainer_said("en") + _drills_said("en"))
    for text in (
        "Which card do you play?",
        "sampled deals",
        "Not ",
        "is best.",
        "What do you call?",
        "That file was not imported: the file is not a learner file",
        "Mixed (",
        "timed, median",
    ):
        assert text in said, text  # fmt: skip


# -- (h) the teacher's controls and the table with a choice of preset -------------


def _ipywidget_texts(widget: object) -> list[str]:
    """Every text an ipywidgets tree shows: descriptions, tooltips, placeholders, options, titles, HTML."""
    found: list[str] = []
    for name in ("description", "tooltip", "placeholder", "value"):
        value = getattr(widget, name, None)
        if isinstance(value, str) and not (
            name == "value" and type(widget).__name__ not in ("HTML", "Label")
        ):
            found.append(re.sub(r"<[^>]+>", " ", value))
    options = getattr(widget, "_options_labels", None)
    if options:
        found += [label for label in options if not label.isdigit()]
    titles = getattr(widget, "titles", None)
    if titles:
        found += [t for t in titles if t]
    for child in getattr(widget, "children", ()):
        if type(child).__name__ != "Table":
            found += _ipywidget_texts(child)
    return found


@pytest.mark.parametrize("lang", LOCALES)
def test_the_teacher_controls_speak_their_language(lang: str) -> None:
    from pitchtutor.widgets import PresetTable, TeacherControls

    teacher = TeacherControls(seed=3, lang=lang, records=ROOT / "lessons" / "hands")
    said = _ipywidget_texts(teacher)
    first = CATALOGS[lang]["teacher.record_lesson"].format(
        number=5, title=CATALOGS[lang]["teacher.record.first-hand"]
    )
    assert first in said and CATALOGS[lang]["teacher.step_forward"] in said
    teacher.seed.value = "abc"
    teacher._do("x", teacher._random_deal)
    said.append(teacher.last_message)
    teacher.record_text.value = '{"rules": "nope"}'
    teacher._do("x", teacher._load_record)
    said.append(teacher.last_message)
    assert "title=" in teacher.status.value  # the engine's reason, in English, when pointed at
    teacher.typed.value = "0: AS"
    teacher._do("x", lambda: teacher.table.deal(teacher.typed.value, 0))
    said.append(teacher.last_message)
    teacher._do("x", teacher.table.undo)
    said.append(teacher.last_message)
    said.append(teacher.static_html())
    preset = PresetTable("setback", seed=5, lang=lang)
    said += [*_ipywidget_texts(preset), preset.static_html()]
    for text in said:  # a hand record's JSON and its file name are the same in every language
        assert not english_left(re.sub(r"\{.*\}|pitch-hand\.json", "", text)), text
    assert preset.table.lang == lang


@pytest.mark.parametrize("lang", LOCALES)
def test_a_table_refuses_a_bad_message_in_its_language(lang: str) -> None:
    table = Table("cutthroat", players=3, seed=4, pace_ms=0, lang=lang)
    for bad in ("nonsense", {"type": "what"}, {"type": "play", "card": "AS", "seat": "x"}):
        table._on_message(table, bad, [])
        assert not english_left(table.errors[-1]), table.errors[-1]
        assert table.scene["message"]["text"] == table.errors[-1]


# -- (i) Pitty Pat: the table and the quizzes --------------------------------------


@pytest.mark.parametrize("lang", [*LOCALES, PSEUDO])
def test_pitty_pat_speaks_its_language(lang: str) -> None:
    from pitchtutor.widgets import PittyPatTable
    from pitchtutor.widgets.pittypat_quiz import BestFreeCard, MayYouPair, WhichIsFree, WhoPays

    table = PittyPatTable(players=3, seed=4, lang=lang)
    said = []
    for _ in range(60):  # play the round out, then the next one
        scene = table.scene
        said += _texts({k: v for k, v in scene.items() if k not in ("rules", "game", "phase")})
        if scene["moves"]["pairs"]:
            pair = scene["moves"]["pairs"][0]
            table._on_message(table, {"type": "why_match", "card": "2C"}, [])
            table.pair(pair["match"], pair["free"])
        elif scene["moves"]["draw"]:
            table.draw()
        elif scene["moves"]["pass"]:
            table.pass_()
        elif scene["end"] is not None and not scene["match_over"]:
            table.undo()  # refused: the round is scored
            said += _texts(table.scene["error"])
            table.next_round()
    table._on_message(table, "nonsense", [])
    said += [table.scene["error"], table.static_html()]
    quizzes = [
        (MayYouPair.from_cards("7S KD 2C 9H 4D", up="7H", lang=lang), ["draw", "pair", "x"]),
        (WhichIsFree.from_cards("7S KD 2C", up="7H", match="7S", free="KD", lang=lang), ["7S", "KD"]),
        (WhoPays.after_pair("7S KD", up="7H", match="7S", free="KD", others=["KS 9D AC", "2C 3C"], seat=1,
                            lang=lang), [0, 21]),
        (BestFreeCard.from_cards("7S KD 2C 5D", up="7H", lang=lang), ["2C", "KD"]),
    ]  # fmt: skip
    for quiz, answers in quizzes:
        said += [*_verdict(quiz.question), quiz.static_html()]  # the options' values are codes
        for value in answers:
            quiz._on_message(quiz, {"type": "answer", "value": value}, [])
            said += _texts({k: v for k, v in quiz.feedback.items() if k != "answer"})
    for text in said:
        if lang == PSEUDO:
            assert not english_left(re.sub("\u27e6[^\u27e7]*\u27e7", " ", text)), text
        else:
            assert not english_left(text), text
    assert len(said) > 100


# -- (j) names in the middle of a sentence, and the rules chip --------------------


def test_a_name_after_a_verdicts_colon_is_not_capitalised() -> None:
    """Portuguese and French write on in lower case after a colon; English keeps its capital."""
    from pitchtutor.record import load_record

    hands = ROOT / "lessons" / "hands"
    said = {}
    for lang in ("en", "pt", "fr"):
        match = WhoWinsMatch.from_record(load_record(hands / "smudge.json"), lang=lang)
        match.answer(0)
        seat = PickSeat.next_dealer(4, dealer=0, thrown_in=True, lang=lang)
        seat.answer(1)
        said[lang] = (match.feedback["summary"], seat.question["prompt"], seat.feedback["summary"])
    assert said["en"] == ("Right: Your side wins the match.",
                          "You dealt; everyone passed and the cards were thrown in. Who deals next?", "No: You.")  # fmt: skip
    assert said["pt"][0] == "Certo: a sua dupla ganha a partida." and said["pt"][2] == "Não: você."
    assert said["pt"][1].startswith("Você distribuiu;")
    assert said["fr"][0] == "Exact\u00a0: la partie est gagnée par votre équipe."
    assert said["fr"][1].startswith("Donneur\u00a0: vous\u00a0;") and said["fr"][2] == "Non\u00a0: vous."


def test_the_rules_chip_names_the_preset_in_the_language() -> None:
    from pitchtutor.rules import Ruleset
    from pitchtutor.texts.page import describe_rules

    rules = Ruleset.preset("partnership").with_overrides(target=11)
    assert describe_rules(rules) == rules.describe() == "partnership (target=11)"
    assert describe_rules(rules, "pt") == "duplas (target=11)"
    assert describe_rules(Ruleset.preset("cutthroat"), "fr") == "chacun pour soi"
    table = Table("partnership", seed=5, pace_ms=0, lang="pt")
    assert table.scene["rules"]["describe"] == "duplas"
