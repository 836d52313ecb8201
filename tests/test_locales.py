"""The tutor's words in every locale (issue 10): Brazilian Portuguese and French beside English.

(a) every key of a topic a locale declares complete (``texts.COMPLETE``) has a template there;
(b) a walk of the engine that reaches every rule key renders each in each locale, for "you" and
for named seats, without error and without an English word left; (c) the pseudo-locale ``xx``,
made from English by the renderer, proves that nothing a reader sees in a replay (text or JSON)
bypasses it; the translated golden replays are in test_golden.py.  Pitty Pat's replay and terminal
game are held to the same, with the moves and commands typed as in English left aside.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Callable, Collection
from pathlib import Path

import pytest

from pitchtutor import Match, Names, Ruleset
from pitchtutor.explain import (
    LOCALE_TEMPLATES,
    PSEUDO,
    TEMPLATES,
    VOCABULARIES,
    Explanation,
    check_locale,
    explain,
    locales,
    pseudo,
    render,
)
from pitchtutor.pittypat import report as pitty_pat_report
from pitchtutor.pittypat.record import RoundRecord
from pitchtutor.record import HandRecord
from pitchtutor.report import replay, replay_json, replay_text
from pitchtutor.texts import COMPLETE
from tests.support.set_hands import SET_TAKEN
from tests.test_explanations import random_play, rare_explanations

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = sorted(COMPLETE)

ENGLISH_WORDS = {"the", "trick", "tricks", "wins", "win", "seat", "seats", "you", "your", "and", "of", "is",
                 "trump", "trumps", "dealer", "with", "bid", "bids", "pass", "deals", "leads", "holds", "may",
                 "must", "takes", "scores", "side"}  # fmt: skip
"""Words that are English only; High, Low, Jack, Game, pitcher, smudge and set back are the texts' own
terms in every language, and "coke hand" is quoted beside its translation."""
_RULE_MENTION = re.compile(r"\b[a-z]+(?:_[a-z]+)+(?: = [\w-]+)?")


_TYPED_COMMAND = re.compile(
    r"\b(?:tapez|digite) (?:pass|pair)\b|\b(?:redeal|draw|pass)(?= p(?:our|ara) )|\bpair 7s kd\b"
)
"""A command named as the reader types it, in English ("digite pass", "redeal pour demander ...")."""


def english_left(text: str) -> set[str]:
    """The English words of a sentence, leaving out house rules named by their keys
    ("all_pass = dealer-bids"), commands named as they are typed, and cards written with their symbols."""
    plain = _TYPED_COMMAND.sub(" ", _RULE_MENTION.sub(" ", text)).replace("coke hand", " ")
    return {word for word in re.findall(r"\w+", plain) if word.lower() in ENGLISH_WORDS}


def topic(key: str) -> str:
    return TEMPLATES[key].__module__.rsplit(".", 1)[-1]


# -- (a) every key in each complete locale ------------------------------------------


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_key_of_a_complete_topic_is_translated(lang: str) -> None:
    wanted = {key for key in TEMPLATES if topic(key) in COMPLETE[lang]}
    assert len(wanted) > 90  # the engine's, the table's and the report's sentences
    missing = wanted - set(LOCALE_TEMPLATES[lang])
    assert not missing, f"{lang} lacks {sorted(missing)}"
    assert not set(LOCALE_TEMPLATES[lang]) - set(TEMPLATES), "a key English does not have"
    for key, function in LOCALE_TEMPLATES[lang].items():  # one module per topic and locale
        assert function.__module__ == f"pitchtutor.texts.{lang}.{topic(key)}", key


def test_the_known_locales_and_an_unknown_one() -> None:
    assert locales() == ["en", "fr", "pt", PSEUDO]
    assert set(VOCABULARIES) == {"fr", "pt"}
    with pytest.raises(ValueError, match="unknown language 'de'; known: en, fr, pt"):
        check_locale("de")


def test_a_key_a_locale_has_not_translated_yet_is_said_in_english() -> None:
    from pitchtutor.explain import Say, template

    names = Names(4, 2, you=0)

    @template("test.english_only")
    def _english_only(say: Say) -> str:
        return "Only in English, for now."

    try:
        assert render("test.english_only", {}, names, "pt") == "Only in English, for now."
        assert render("test.english_only", {}, names, PSEUDO) == pseudo("Only in English, for now.")
    finally:
        del TEMPLATES["test.english_only"]
    with pytest.raises(KeyError):
        render("no.such_key", {}, names, "pt")


# -- the vocabularies ---------------------------------------------------------------


def test_card_names_with_their_grammar() -> None:
    pt, fr = VOCABULARIES["pt"], VOCABULARIES["fr"]
    assert pt.card("JH") == "o Valete de copas"
    assert [pt.card(c, "de") for c in ("JH", "QS", "AD", "TC")] == ["do Valete de copas", "da Dama de espadas",
                                                                    "do Ás de ouros", "do 10 de paus"]  # fmt: skip
    assert pt.card("QH", "a", start=True) == "À Dama de copas"
    assert fr.card("JH") == "le valet de cœur"
    assert [fr.card(c, "de") for c in ("JH", "QS", "AD")] == ["du valet de cœur", "de la dame de pique",
                                                             "de l'as de carreau"]  # fmt: skip
    assert [fr.card(c, "a") for c in ("KC", "QS", "AH")] == [
        "au roi de trèfle",
        "à la dame de pique",
        "à l'as de cœur",
    ]
    assert pt.cards(["7H", "QH"]) == "o 7 e a Dama de copas"
    assert fr.cards(["7H", "AS"]) == "le 7 de cœur et l'as de pique"


def test_seats_sides_you_and_counts() -> None:
    pt, fr = VOCABULARIES["pt"], VOCABULARIES["fr"]
    named = Names(4, 2, seat_names=("South", "West", "North", "East"), you=0)
    plain = Names(4, 2)
    assert [pt.seat(named, 0), pt.seat(named, 1, "de"), pt.seat(plain, 2, "a")] == [
        "você",
        "de Oeste",
        "ao jogador 2",
    ]
    assert [fr.seat(named, 0, "a"), fr.seat(named, 3), fr.seat(plain, 2, "de")] == [
        "à vous",
        "Est",
        "du joueur 2",
    ]
    assert [pt.side(named, 0), pt.side(named, 1), pt.side(plain, 1, "de")] == [
        "a sua dupla", "Leste-Oeste", "dos jogadores 1 e 3"]  # fmt: skip
    assert [fr.side(named, 0, "a"), fr.side(plain, 1, "a")] == ["à votre équipe", "aux joueurs 1 et 3"]
    assert [fr.side(named, 1, "de"), fr.seat(named, 1, "de"), fr.seat(named, 2, "de")] == ["d'Est-Ouest", "d'Ouest",
                                                                                           "de Nord"]  # fmt: skip
    assert [pt.plural(n, "ponto") for n in (0, 1, 2)] == ["0 pontos", "1 ponto", "2 pontos"]
    assert [fr.plural(n, "point") for n in (0, 1, 2)] == ["0 point", "1 point", "2 points"]


def test_the_verb_agrees_with_you_in_each_language() -> None:
    why = explain(
        "trick.highest_trump", Names(4, 2), trick=3, winner=1, card="JH", trump="H", trumps=["JH", "4H"]
    )
    you = Names(4, 2, you=1)
    assert why.render(you) == "You win trick 3 with the J♥, the highest trump played."
    assert why.render(you, "pt") == "Você ganha a vaza 3 com o Valete de copas, o trunfo mais alto jogado."
    assert (
        why.render(you, "fr") == "Vous remportez le pli 3 avec le valet de cœur, l'atout le plus haut joué."
    )
    assert why.render(Names(4, 2), "fr") == (
        "Le joueur 1 remporte le pli 3 avec le valet de cœur, l'atout le plus haut joué."
    )


# -- (b) every rule key the engine reaches, in every locale --------------------------


def explanations_with_names(seed: int) -> list[tuple[Explanation, Names]]:
    """test_explanations' walk of random play (which reaches every rule key), keeping each
    explanation's reader; then the rare ones, for a table of four."""
    return random_play(seed) + [(why, Names(4, 2)) for why in rare_explanations()]


def readers(names: Names) -> list[Names]:
    """The same table read by a seat ("you"), with seat names, and by an onlooker."""
    named = None if names.players != 4 else ("South", "West", "North", "East")
    return [
        Names(names.players, names.teams, you=seat, seat_names=named) for seat in range(names.players)
    ] + [Names(names.players, names.teams)]


@pytest.fixture(scope="module")
def walk() -> dict[str, list[tuple[Explanation, Names]]]:
    by_key: dict[str, list[tuple[Explanation, Names]]] = {}
    for why, names in explanations_with_names(1):
        if len(by_key.setdefault(why.key, [])) < 12:
            by_key[why.key].append((why, names))
    return by_key


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_rule_key_reached_renders_in_each_locale_without_english(
    lang: str, walk: dict[str, list[tuple[Explanation, Names]]]
) -> None:
    engine = {key for key in TEMPLATES if topic(key) == "rules"}
    assert engine <= set(walk), sorted(engine - set(walk))
    problems = []
    for key, cases in walk.items():
        if topic(key) not in COMPLETE[lang]:
            continue
        for why, names in cases:
            for reader in readers(names):
                text = why.render(reader, lang)
                if english_left(text) or text != text.strip() or "  " in text or "{" in text:
                    problems.append(f"{key}: {text}")
    assert not problems, "\n".join(problems[:20])


def test_every_english_key_renders_in_the_pseudo_locale(
    walk: dict[str, list[tuple[Explanation, Names]]],
) -> None:
    for cases in walk.values():
        for why, names in cases:
            shown = why.render(names, PSEUDO)
            assert (
                shown == pseudo(why.render(names)) and shown.startswith("\u27e6") and shown.endswith("\u27e7")
            )


# -- (c) nothing bypasses the renderer ------------------------------------------------

_BRACKETED = re.compile("\u27e6[^\u27e7]*\u27e7")


def unrendered(line: str) -> list[str]:
    """The words of a line outside the pseudo-locale's brackets, cards and numbers aside."""
    return re.findall(r"[A-Za-z]{2,}", _BRACKETED.sub(" ", line))


def pitch_records() -> list[Path]:
    return [path for path in sorted((ROOT / "examples").glob("*.json")) if "pittypat" not in path.name]


def assert_no_line_left(text: str, words_left: Callable[[str], Collection[str]]) -> None:
    """No line of a replay's text keeps words that ``words_left`` finds; the lines that do are the message."""
    leftovers = [line for line in text.splitlines() if words_left(line)]
    assert not leftovers, "\n".join(leftovers)


@pytest.mark.parametrize("record", pitch_records(), ids=lambda path: path.stem)
def test_a_replay_in_the_pseudo_locale_leaves_no_english(record: Path) -> None:
    result = replay(HandRecord.from_json(json.loads(record.read_text(encoding="utf-8"))))
    assert_no_line_left(replay_text(result, None, PSEUDO), unrendered)

    def sentences(value: object) -> list[str]:
        if isinstance(value, dict):
            return [s for key, item in value.items() for s in
                    ([item] if key == "why" and isinstance(item, str) else sentences(item))]  # fmt: skip
        if isinstance(value, list):
            return [s for item in value for s in sentences(item)]
        return []

    shown = sentences(replay_json(result, PSEUDO))
    assert shown and all(_BRACKETED.fullmatch(sentence) for sentence in shown), shown


def test_the_command_line_takes_a_language() -> None:
    def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "pitchtutor.apps.cli", *args], capture_output=True, text=True,
                              cwd=ROOT, env={"PATH": "", "PYTHONPATH": str(ROOT), **(env or {})}, check=False)  # fmt: skip

    record = "examples/cutthroat-lone-jack.json"
    assert "vaza" in run("replay", "--lang", "pt", record).stdout
    assert "pli" in run("replay", record, env={"PITCHTUTOR_LANG": "fr"}).stdout
    assert "pli" not in run("replay", "--lang", "en", record, env={"PITCHTUTOR_LANG": "fr"}).stdout
    wrong = run("replay", "--lang", "de", record)
    assert wrong.returncode != 0 and not wrong.stdout
    assert wrong.stderr == "pitchtutor: unknown language 'de'; known: en, fr, pt\n"
    assert json.loads(run("replay", "--json", "--lang", "fr", record).stdout)["why"]["match"].startswith(
        "Personne"
    )


@pytest.mark.parametrize("game", ["pitch", "pitty-pat"])
def test_the_rules_command_says_what_each_key_means_in_the_language(
    game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``pitchtutor rules --lang``: the keys and values are typed as in English, their meanings are not."""
    from pitchtutor.apps.cli import main

    said = {}
    for lang in (*TRANSLATED, PSEUDO):
        assert main(["rules", "--game", game, "--lang", lang]) == 0
        said[lang] = capsys.readouterr().out
    for lang in TRANSLATED:  # every line that explains a key, with the keys and values set aside
        meanings = [line.split("  ")[-1] for line in said[lang].splitlines() if line.startswith("  ") and
                    (game == "pitty-pat" or not re.match(r"  \w+ = ", line))]  # fmt: skip
        values = re.compile(r"\((?:null|redeal|dealer-bids|holder|capturer|none|defenders)\)")  # as typed
        assert len(meanings) >= 6 and not [m for m in meanings if english_left(values.sub("", m))], meanings
    shown = [line for line in said[PSEUDO].splitlines() if not re.match(r"(  )?\w+( = .*)?:?$", line)]
    assert shown and all("\u27e6" in line for line in shown), shown


# -- the table's scene -----------------------------------------------------------------

_DATA_FIELDS = {"key", "code", "rank", "suit", "phase", "kind", "describe", "call", "move", "trump", "point"}
"""Scene fields that are data for the page (rule keys, card codes, the preset's name), not words."""


def scene_words(value: object, field: str = "") -> list[str]:
    """Every string of a scene a reader may see, with the English words left outside the
    pseudo-locale's brackets."""
    if isinstance(value, dict):
        return [word for key, item in value.items() for word in scene_words(item, key)]
    if isinstance(value, list):
        return [word for item in value for word in scene_words(item, field)]
    if isinstance(value, str) and field not in _DATA_FIELDS:
        return [f"{field}: {value}"] if unrendered(value) else []
    return []


@pytest.mark.parametrize(("preset", "players"), [("partnership", 4), ("cutthroat", 3)])
def test_a_whole_hand_at_the_table_in_the_pseudo_locale_leaves_no_english(preset: str, players: int) -> None:
    from pitchtutor.widgets.session import TableSession

    session = TableSession(preset, players, seed=4, lang=PSEUDO)
    frames = session.start()
    while session.hand.to_act is not None:
        frames += session.act(session.hand.legal_actions()[0])
    frames.append(session.frame())
    left = [word for frame in frames for word in scene_words(frame)]
    assert not left, left[:10]
    last = frames[-1]
    assert last["score"] is not None and last["score"]["match"].startswith("\u27e6")


def test_the_table_takes_a_language() -> None:
    import traitlets

    from pitchtutor.widgets.table import Table

    table = Table("partnership", seed=3, lang="pt")
    assert table.scene["tutor"][0]["text"].startswith("Mão 1: Leste distribui seis cartas")
    assert [seat["name"] for seat in table.scene["seats"]] == ["Você", "Oeste", "Norte", "Leste"]
    table.lang = "fr"
    assert table.scene["tutor"][0]["text"].startswith("Donne 1\u00a0: Est distribue six cartes")
    assert table.scene["bidding"]["options"][0] == {
        "call": "pass", "label": "Passe", "legal": True, "why": "Vous pouvez passer\u00a0: personne n'est obligé "
        "d'enchérir.", "key": "bid.pass"}  # fmt: skip
    with pytest.raises(traitlets.TraitError, match="unknown language 'de'"):
        table.lang = "de"
    assert table.lang == "fr"


# -- the coach's sentences ---------------------------------------------------------------


def coach_explanations() -> list[tuple[Explanation, Names]]:
    """test_coach's path to every coaching sentence, with the tips said every way they can be
    (alone, to a pitcher, to a defender) and the rule texts' count of many hands."""
    from pitchtutor import Hand, parse_card, parse_cards
    from pitchtutor.bots.estimate import BidEstimate, CardEstimate, Estimator
    from pitchtutor.coach.advisor import advise
    from pitchtutor.coach.analysis import card_values, explain_choice
    from pitchtutor.coach.hints import hint, ladder
    from pitchtutor.coach.review import review
    from pitchtutor.coach.strategy import PRACTICE, TIPS, count_points, tip
    from tests.test_coach import HANDS, forced_position, jack_position

    found: list[tuple[Explanation, Names]] = []
    names = Names(4, 2, you=3)
    hand = jack_position()
    found += [(h.why, names) for h in ladder(hand.view(3), names, estimator=Estimator(1))]
    found.append((hint(hand.view(3), 3, names, estimator=Estimator(max_nodes=1)).why, names))
    start = Hand.deal(Ruleset.preset("partnership"), 4, 3, 5)
    found += [
        (h.why, Names(4, 2, you=0)) for h in ladder(start.view(0), Names(4, 2, you=0), estimator=Estimator(1))
    ]
    found.append((advise(start.view(0), Names(4, 2, you=0)).why, Names(4, 2, you=0)))
    strong = HandRecord.from_json(json.loads((HANDS / "bid-strong.json").read_text())).replay()
    for edge in ({1: 0.2, 2: 0.6, 3: 0.9, 4: -1.0}, {1: 0.8, 2: 0.3, 3: -0.2, 4: -1.0}):
        hearts = BidEstimate(parse_card("AH").suit, 3.1, {1: 1.0, 2: 0.9, 3: 0.7, 4: 0.2}, edge, 24, edge)
        found.append((advise(strong.view(0), names, estimates=[hearts]).why, names))
        found.append((hint(strong.view(0), 3, names, estimates=[hearts]).why, names))
        found.append((hint(strong.view(0), 2, names, estimates=[hearts]).why, names))
    forced = forced_position()
    found.append((hint(forced.view(forced.to_act or 0), 1, names).why, names))
    record = json.loads((HANDS / "jack-under-queen.json").read_text())
    record["play"].append("JH")
    played = HandRecord.from_json(record).replay()
    for result in (review(played, 3, names), review(played, 1, Names(4, None))):
        found += [(p.why, names) for p in result.plays] + [(result.why, names)]
    found += [
        (p.why, Names(4, 2, you=0)) for p in review(HandRecord.from_json(SET_TAKEN).replay(), 0, names).plays
    ]
    named = CardEstimate(parse_card("JH"), 1.2, None, 32)  # the card the hint named, with its figure
    hinted = review(played, 3, names, hinted={len(played.history) - 1: named})
    found += [(p.why, names) for p in hinted.plays]
    values = card_values(hand)
    found += [(explain_choice(hand, v.card, values, names), names) for v in values]
    for key in (*TIPS, *PRACTICE):
        found += [(tip(key, names, side=side), names) for side in (None, "pitcher", "defender")]
        found.append((tip(key, Names(3, None, you=0), partners=False), Names(3, None, you=0)))
    for cards in ("AH KH QH 2H 5C 7D", "AH 2H 9C 8C 7D 6D", "AH 3H 9C 8C 7D 6D", "AH 9H 8C 7C 6D 5D",
                  "AH 9C 8C 7C 6D 5D", "KH QH 9C 8C 7D 6D", "9H 2H 8C 7C 6D 5D", "9H 8H 8C 7C 6D 5D"):  # fmt: skip
        for low_to in ("holder", "capturer"):
            judged = count_points(parse_cards(cards), suit=parse_card(cards[:2]).suit, low_to=low_to,
                                  bids=[3, 4], high_bid=2)  # fmt: skip
            found.append((judged.why, names))
            found.append((count_points(parse_cards(cards), bids=[2, 3], may_pass=False).why, names))
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_coaching_sentence_renders_in_each_locale_without_english(lang: str) -> None:
    found = coach_explanations()
    coach = {key for key in TEMPLATES if topic(key) == "coach"}
    assert coach <= {why.key for why, _ in found}, sorted(coach - {why.key for why, _ in found})
    kinds = {reason[0] for why, _ in found for reason in why.facts.get("counted", [])}
    assert kinds == {
        "ace_king",
        "ace_low",
        "ace_other",
        "extra",
        "lone_ace",
        "king_high",
        "low_capturer",
        "low",
    }
    problems = []
    for why, names in found:
        for reader in readers(names):
            text = why.render(reader, lang)
            if english_left(text) or "  " in text or "{" in text:
                problems.append(f"{why.key}: {text}")
    assert not problems, "\n".join(problems[:20])


# -- the puzzles' sentences ---------------------------------------------------------------


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_reason_of_the_shipped_puzzles_renders_in_each_locale_without_english(lang: str) -> None:
    from pitchtutor.puzzles.shipped import shipped_puzzles

    puzzles = shipped_puzzles()
    assert {"puzzle.card", "puzzle.bid"} <= {reason.key for p in puzzles for reason in p.reasons}
    problems = []
    for puzzle in puzzles[::7]:
        names = puzzle.names()
        for reason in puzzle.reasons:
            text = render(reason.key, reason.facts, names, lang)
            if english_left(text) or "  " in text:
                problems.append(f"{reason.key}: {text}")
    assert not problems, "\n".join(problems[:20])


# -- the terminal game ----------------------------------------------------------------------


def play_in(lang: str, commands: str) -> str:
    import io

    from pitchtutor.apps.terminal import TerminalGame

    out = io.StringIO()
    game = TerminalGame(Ruleset.preset("partnership"), 4, 0, seed=7, bot="basic", save=None, max_hands=1,
                        out=out, inp=io.StringIO(commands), lang=lang)  # fmt: skip
    game.run()
    return out.getvalue()


def test_the_terminal_game_in_the_pseudo_locale_leaves_no_english() -> None:
    text = play_in(
        PSEUDO, "help\nzz\nhand\nmoves\nwhy 1\nwhy\nhint\npass\nmoves\nhint\nundo\npass\n10s\n" + "\n" * 3
    )
    assert "\u27e6" in text
    assert not unrendered(text), _BRACKETED.sub("", text)  # the help is one bracket of several lines


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_terminal_game_speaks_the_language(lang: str) -> None:
    text = play_in(lang, "help\nmoves\nzz\nwhy 1\npass\n")
    help_text = render("terminal.help", {}, Names(4, 2), lang)  # names the commands as they are typed
    assert help_text in text
    assert not [line for line in text.replace(help_text, "").splitlines() if english_left(line)]
    assert ("Nova mão: você distribui." if lang == "pt" else "Nouvelle donne\u00a0: vous distribuez.") in text
    said = (
        "\u201czz\u201d não é uma carta nem uma aposta"
        if lang == "pt"
        else "«\u00a0zz\u00a0» n'est ni une carte"
    )
    assert said in text  # what was typed wrong, in the language too


# -- Pitty Pat ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_pitty_pat_sentence_renders_in_each_locale_without_english(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """test_pittypat_explanations' walk, which reaches every pittypat.* key, with each sentence's
    facts and reader kept, said again in each language for every seat as "you" and for an onlooker."""
    import pitchtutor.explain
    from tests.test_pittypat_explanations import PITTYPAT_KEYS, random_rounds, rare_verdicts

    found: list[tuple[str, dict[str, object], Names]] = []
    original = pitchtutor.explain.render

    def recording(key: str, facts: object, names: Names, locale: str = "en") -> str:
        if key.startswith("pittypat.") and sum(1 for k, _, _ in found[-400:] if k == key) < 20:
            found.append((key, dict(facts), names))  # type: ignore[call-overload]
        return original(key, facts, names, locale)  # type: ignore[arg-type]

    monkeypatch.setattr(pitchtutor.explain, "render", recording)
    random_rounds(random.Random(5))
    rare_verdicts()
    monkeypatch.undo()
    assert {key for key, _, _ in found} >= PITTYPAT_KEYS, sorted(PITTYPAT_KEYS - {key for key, _, _ in found})
    problems = []
    for key, facts, names in found:
        for reader in [Names(names.players, None, you=seat) for seat in range(names.players)] + [names]:
            text = render(key, facts, reader, lang)
            if english_left(text) or "  " in text or "{" in text:
                problems.append(f"{key}: {text}")
    assert not problems, "\n".join(problems[:20])


def test_a_complete_locale_translates_every_topic() -> None:
    topics = {topic(key) for key in TEMPLATES}
    for lang in TRANSLATED:
        assert COMPLETE[lang] <= topics
    assert COMPLETE["pt"] == COMPLETE["fr"] == topics  # both translate everything the tutor says


# -- Pitty Pat's command line: the replay and the terminal game -----------------------------

PITTYPAT_ENGLISH = {"up", "card", "cards", "stock", "round", "players", "rules", "holding", "record", "stops",
                    "here", "play", "legal", "allowed", "not", "matches", "new", "penalty", "totals", "nobody",
                    "target", "lowest", "type", "commands", "goodbye", "yes", "turn", "taken", "back", "nothing",
                    "lists", "them", "tells", "only", "move", "stop", "take", "last", "free", "matching"}  # fmt: skip
"""Pitty Pat's English words besides the tutor's (``no`` is Portuguese too, and ``draw``, ``pass``,
``help``, ``moves`` and ``why`` are typed as in English)."""
_TYPED = re.compile(
    r"\b(?:pair [2-9TJQKA][SHDCshdc] [2-9TJQKA][SHDCshdc]|pair [2-9tjqka][shdc]|draw|pass|why)\b"
)


def pitty_pat_english_left(text: str) -> set[str]:
    """The English words of a Pitty Pat line, the moves and commands typed as in English aside, and
    the rules as a record writes them ("target=200")."""
    plain = re.sub(r"\b\w+=\w+", " ", _TYPED.sub(" ", text))
    return english_left(plain) | {
        word for word in re.findall(r"\w+", plain) if word.lower() in PITTYPAT_ENGLISH
    }


def pitty_pat_records() -> list[Path]:
    return sorted((ROOT / "examples").glob("pittypat-*.json"))


def pitty_pat_whys(value: object, under_why: bool = False) -> list[str]:
    """Every sentence of a Pitty Pat replay's JSON: the strings under a "why" key, at any depth."""
    if isinstance(value, dict):
        return [s for key, item in value.items() for s in pitty_pat_whys(item, under_why or key == "why")]
    if isinstance(value, list):
        return [s for item in value for s in pitty_pat_whys(item, under_why)]
    return [value] if under_why and isinstance(value, str) else []


def pitty_pat_replay(record: Path) -> pitty_pat_report.Replayed:
    """The Pitty Pat round of an example record, played through the engine."""
    return pitty_pat_report.replay(RoundRecord.from_json(json.loads(record.read_text(encoding="utf-8"))))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("record", pitty_pat_records(), ids=lambda path: path.stem)
def test_a_pitty_pat_replay_in_each_locale_has_no_english_left(record: Path, lang: str) -> None:
    result = pitty_pat_replay(record)
    assert_no_line_left(pitty_pat_report.replay_text(result, None, lang), pitty_pat_english_left)
    english = pitty_pat_report.replay_json(result)
    shown = pitty_pat_report.replay_json(result, lang)
    assert shown.keys() == english.keys()  # the keys and the data stay; only the sentences change
    whys = pitty_pat_whys(shown)
    assert len(whys) == len(pitty_pat_whys(english)) > 0
    assert not [why for why in whys if pitty_pat_english_left(why) or "  " in why], whys


@pytest.mark.parametrize("record", pitty_pat_records(), ids=lambda path: path.stem)
def test_a_pitty_pat_replay_in_the_pseudo_locale_leaves_no_english(record: Path) -> None:
    result = pitty_pat_replay(record)
    assert_no_line_left(pitty_pat_report.replay_text(result, None, PSEUDO), unrendered)
    whys = pitty_pat_whys(pitty_pat_report.replay_json(result, PSEUDO))
    assert whys and all(why.startswith("\u27e6") and not unrendered(why) for why in whys), whys


def pitty_pat_in(lang: str, commands: str, *, players: int = 3, seed: int = 4) -> str:
    import io

    from pitchtutor.apps.pittypat_cli import TerminalGame
    from pitchtutor.pittypat.rules import Rules

    out = io.StringIO()
    game = TerminalGame(Rules(), players, 0, seed=seed, bot="basic", save=None, max_rounds=1, out=out,
                        inp=io.StringIO(commands), lang=lang)  # fmt: skip
    game.run()
    return out.getvalue()


_PITTY_PAT_SCRIPT = "help\nfrob\n7s\nhand\nmoves\nwhy draw\nwhy pass\nundo\n1\nundo\nmoves\n" + "1\n" * 300
"""Every command of the Pitty Pat terminal game, then the first move each turn to the end of a round."""


@pytest.mark.parametrize(("players", "seed"), [(3, 4), (4, 3), (2, 7)])
def test_the_pitty_pat_terminal_game_in_the_pseudo_locale_leaves_no_english(players: int, seed: int) -> None:
    text = pitty_pat_in(PSEUDO, _PITTY_PAT_SCRIPT + "quit\n", players=players, seed=seed)
    assert "\u27e6" in text
    assert not unrendered(text), _BRACKETED.sub("", text)  # the help is one bracket of several lines


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_pitty_pat_terminal_game_speaks_the_language(lang: str) -> None:
    text = pitty_pat_in(lang, _PITTY_PAT_SCRIPT)
    help_text = render("pittypat.terminal.help", {}, Names(3), lang)  # names the commands as they are typed
    assert help_text in text
    left = [line for line in text.replace(help_text, "").splitlines() if pitty_pat_english_left(line)]
    assert not left, "\n".join(left)
    expected = {
        "pt": [
            "Pitty Pat — regras padrão, 3 jogadores, meta de 100 pontos. Vence o menor total.",
            "Digite help para ver os comandos.",
            "Nova rodada: o jogador 1 distribui.",
            "Carta aberta: 9♠; monte: 35 cartas; cartas na mão: o jogador 1 com 5, o jogador 2 com 6. "
            "As suas cartas: K♦ K♥ 2♠ 7♦ 4♣",
            "  (a sua única jogada é comprar: digite draw ou 1; why draw explica por quê)",
            "  (forme o par agora: digite pair 9d e a sua carta livre; moves mostra os pares possíveis)",
            "  1. draw: Você não tem um 9 para combinar",
            "  pass não é permitido: Você não pode passar",
            "  sim: Você não tem um 9",
            "  não: Você não pode passar",
            "  Não há jogada sua para desfazer nesta rodada.",
            "  A sua última jogada foi desfeita.",
            "  → Totais: você com 19;",
        ],
        "fr": [
            "Pitty Pat — règles standard, 3 joueurs, objectif 100 points. Le plus petit total l'emporte.",
            "Tapez help pour voir les commandes.",
            "Nouvelle manche : le joueur 1 donne.",
            "Carte retournée : 9♠ ; pioche : 35 cartes ; cartes en main : 5 pour le joueur 1, 6 pour le "
            "joueur 2. Vos cartes : K♦ K♥ 2♠ 7♦ 4♣",
            "  (votre seul coup possible est de piocher : tapez draw ou 1 ; why draw vous dit pourquoi)",
            "  (faites la paire maintenant : tapez pair 9d puis votre carte libre ; moves affiche les paires "
            "possibles)",
            "  1. draw : Vous n'avez pas de 9",
            "  pass n'est pas permis : Vous ne pouvez pas passer",
            "  oui : Vous n'avez pas de 9",
            "  non : Vous ne pouvez pas passer",
            "  Vous n'avez aucun tour à reprendre dans cette manche.",
            "  Votre dernier tour a été repris.",
            "  → Totaux : vous à 19 ;",
        ],
    }[lang]
    spaced = text.replace("\u00a0", " ")  # French sets a non-breaking space before : ; ? ! (labels at least)
    assert [line for line in expected if line not in spaced] == []
    assert pitty_pat_in(lang, "quit\n").endswith({"pt": "> Até logo.\n", "fr": "> Au revoir.\n"}[lang])


# -- text that is not a move, the rules command's mistakes, errors that travel ---------------


def test_a_mistyped_move_is_quoted_once_cut_with_an_ellipsis_and_names_the_typed_words() -> None:
    import pickle

    from pitchtutor.actions import parse_action
    from pitchtutor.cards import parse_card
    from pitchtutor.errors import ActionError, IllegalActionError
    from pitchtutor.pittypat.actions import parse_action as parse_pittypat

    with pytest.raises(ActionError) as long:
        parse_action("z" * 200)
    assert str(long.value).startswith("invalid move '" + "z" * 79 + "\u2026'")
    with pytest.raises(ActionError) as none:
        parse_pittypat(None)
    assert str(none.value).startswith("invalid move None:")  # as Python writes it, quoted once
    for lang in TRANSLATED:  # the words to type are the English ones, and the help says so
        text = none.value.why.render(Names(2), lang)
        assert text.startswith("None ") and "pass" in text and "draw" in text, text
        with pytest.raises(ActionError) as card:
            parse_action("zz")
        said = card.value.why.render(Names(2), lang)
        assert "pass" in said and ("inglês" in said or "anglais" in said), said
    # An error survives a trip to another process with its explanation.
    copy = pickle.loads(pickle.dumps(long.value))
    assert type(copy) is ActionError and copy.why == long.value.why and str(copy) == str(long.value)
    match = Match(Ruleset.preset("partnership"), 4, seed=1)
    with pytest.raises(IllegalActionError) as illegal:
        match.hand.apply(parse_card("9S"))  # a card while the auction is on
    again = pickle.loads(pickle.dumps(illegal.value))
    assert again.why == illegal.value.why and str(again) == str(illegal.value)


def test_names_keep_their_own_copy_of_the_seat_names() -> None:
    seats = ["Ann", "Ben", "Cy", "Di"]
    names = Names(4, 2, seat_names=seats)
    seats[0] = "Zed"
    assert names.seat(0) == "Ann" and names.seat_names == ("Ann", "Ben", "Cy", "Di")


@pytest.mark.parametrize("lang", TRANSLATED)
def test_an_unknown_preset_is_said_in_the_language_with_a_suggestion(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from pitchtutor.apps.cli import main

    assert main(["rules", "--lang", lang, "partnershp"]) == 2
    err = capsys.readouterr().err
    assert (
        err.startswith("pitchtutor: ") and "partnership" in err and not english_left(err.split(": ", 1)[1])
    ), err


REVIEW_SUMMARIES = {
    # (plays, best, loss): the sentence for "you" in each language, number and gender agreeing
    (1, 0, 1.0): (
        "You made 1 choice of card (forced cards not counted), and it cost 1.0 points against the best.",
        "Você fez 1 escolha de carta (sem contar as cartas forçadas), e ela custou 1,0 ponto em relação à melhor.",
        "Vous avez fait 1 choix de carte (hors cartes forcées), et il a coûté 1,0 point par rapport au meilleur.",
    ),
    (5, 4, 1.0): (
        "You made 5 choices of card (forced cards not counted), 4 of them as good as the best; the other cost "
        "1.0 points.",
        "Você fez 5 escolhas de carta (sem contar as cartas forçadas), 4 delas tão boas quanto a melhor; a outra "
        "custou 1,0 ponto.",
        "Vous avez fait 5 choix de carte (hors cartes forcées), dont 4 aussi bons que le meilleur ; l'autre a "
        "coûté 1,0 point.",
    ),
    (4, 1, 2.0): (
        "You made 4 choices of card (forced cards not counted), 1 of them as good as the best; the other 3 cost "
        "2.0 points in all.",
        "Você fez 4 escolhas de carta (sem contar as cartas forçadas), uma delas tão boa quanto a melhor; as "
        "outras 3 custaram 2,0 pontos ao todo.",
        "Vous avez fait 4 choix de carte (hors cartes forcées), dont 1 aussi bon que le meilleur ; les 3 autres "
        "ont coûté 2,0 points en tout.",
    ),
    (3, 0, 3.0): (
        "You made 3 choices of card (forced cards not counted), none of them as good as the best; they cost "
        "3.0 points in all.",
        "Você fez 3 escolhas de carta (sem contar as cartas forçadas), nenhuma tão boa quanto a melhor; elas "
        "custaram 3,0 pontos ao todo.",
        "Vous avez fait 3 choix de carte (hors cartes forcées), aucun aussi bon que le meilleur ; ils ont coûté "
        "3,0 points en tout.",
    ),
}


@pytest.mark.parametrize("counts", sorted(REVIEW_SUMMARIES))
def test_the_review_summary_agrees_with_its_counts(counts: tuple[int, int, float]) -> None:
    """One choice, one miss, one good card, none: singular and plural as each language wants
    (the walk found "as outras custaram 1,0 pontos" for a single other card)."""
    from pitchtutor.explain import Names, render

    plays, best, loss = counts
    facts = {"seat": 0, "plays": plays, "best": best, "loss": loss}
    said = tuple(render("review.summary", facts, Names(4, 2, you=0), locale) for locale in ("en", "pt", "fr"))
    assert tuple(s.replace("\xa0", " ") for s in said) == REVIEW_SUMMARIES[counts]  # French typesets "\xa0;"


def test_a_better_queen_agrees_in_french() -> None:
    """The review's mistake line: "la dame … était meilleure", "le roi … était meilleur"."""
    from pitchtutor.explain import Names, render

    names = Names(3, None, you=None)
    for best, word in (("QD", "la dame de carreau était meilleure"), ("KH", "le roi de cœur était meilleur")):
        facts = {
            "trick": 1,
            "seat": 1,
            "card": "7C",
            "best": best,
            "best_value": 1.0,
            "value": 0.0,
            "exact": True,
        }
        assert word in render("review.mistake", facts, names, "fr")


def test_points_take_their_plural_from_the_figure_shown() -> None:
    """1.96 is shown as "2,0": "2,0 pontos", not "2,0 ponto"; 1.94 is "1,9 ponto"."""
    from pitchtutor.texts.pt.vocabulary import points

    assert points(1.96, ".1f") == "2,0 pontos" and points(1.94, ".1f") == "1,9 ponto"
    assert points(-2.0) == "\u22122,0 pontos" and points(0.35, ".2f") == "0,35 ponto"


def test_the_tables_first_names_are_said_as_each_language_would() -> None:
    """Ann and Ben at a Portuguese table are Ana and Beto, at a French one Anne and Benoît."""
    from pitchtutor.widgets import Table

    for lang, (ann, ben) in {"en": ("Ann", "Ben"), "pt": ("Ana", "Beto"), "fr": ("Anne", "Benoît")}.items():
        table = Table("cutthroat", players=3, seed=4, pace_ms=0, lang=lang)
        names = [seat["name"] for seat in table.scene["seats"]]
        assert ann in names and ben in names, names
        assert ben in table.scene["tutor"][0]["text"]
