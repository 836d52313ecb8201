"""The replays of the example records must match the golden files exactly."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from tests.golden import LOCALES, golden_paths, locale_records, records, render


@pytest.mark.parametrize("record", records(), ids=lambda path: path.stem)
def test_text_playthrough_matches_golden(record: Path) -> None:
    text_path, _ = golden_paths(record)
    expected = text_path.read_text(encoding="utf-8")
    actual = render(record, as_json=False)
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "golden", "now"))
    assert not diff, f"playthrough changed (run `make golden` if intended):\n{diff}"


@pytest.mark.parametrize("record", records(), ids=lambda path: path.stem)
def test_json_playthrough_matches_golden(record: Path) -> None:
    _, json_path = golden_paths(record)
    assert json.loads(render(record, as_json=True)) == json.loads(json_path.read_text(encoding="utf-8"))


def test_every_example_has_golden_files() -> None:
    assert len(records()) >= 10
    for record in records():
        assert all(path.exists() for path in golden_paths(record)), record.name


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("record", locale_records(), ids=lambda path: path.stem)
def test_translated_playthroughs_match_golden(record: Path, lang: str) -> None:
    text_path, json_path = golden_paths(record, lang)
    expected = text_path.read_text(encoding="utf-8")
    actual = render(record, as_json=False, lang=lang)
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "golden", "now"))
    assert not diff, f"{lang} playthrough changed (run `make golden` if intended):\n{diff}"
    assert json.loads(render(record, as_json=True, lang=lang)) == json.loads(
        json_path.read_text(encoding="utf-8")
    )
