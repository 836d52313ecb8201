"""The native reader's checklists (tests/checklists/pt.md and fr.md, made by tests/checklist.py)
show the sentences the tutor says today: a changed template shows up here, and its ticks go."""

from __future__ import annotations

import pytest

from tests import checklist


@pytest.mark.parametrize("lang", sorted(checklist.LANGUAGES))
def test_the_checklist_shows_what_the_tutor_says(lang: str) -> None:
    written = checklist.path(lang).read_text(encoding="utf-8")
    assert written == checklist.write(lang, written), "out of date: python -m tests.checklist --write"


def test_thirty_sentences_of_every_family() -> None:
    assert len(checklist.KEYS) == len(set(checklist.KEYS)) == 30
    families = {key.split(".")[0] for key in checklist.KEYS}
    assert {
        "bid",
        "play",
        "trick",
        "settle",
        "match",
        "hint",
        "advisor",
        "review",
        "puzzle",
        "pittypat",
    } <= families


def test_a_tick_stays_with_its_sentence_and_goes_when_it_changes() -> None:
    text = checklist.write("pt")
    first = text.index("- [ ]")
    ticked = text[:first] + "- [x]" + text[first + 5 :]
    assert checklist.write("pt", ticked).count("- [x]") == 1
    assert "Ticked so far: 0 of 30." in checklist.write("pt", ticked)  # one box of two
    sentence = text[text.index("- pt: ") : text.index("\n", text.index("- pt: "))]
    changed = ticked.replace(sentence, sentence + " (an older wording)", 1)
    assert checklist.write("pt", changed).count("- [x]") == 0
