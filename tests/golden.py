"""Golden playthroughs: the replay of every example record, as text and JSON.

``python -m tests.golden`` (``make golden``) rewrites them after a deliberate
change of wording; review the diff before committing it.  test_golden.py
checks that the engine still prints exactly these.  A few records are also
kept replayed in each translated locale (``golden/<locale>/``), so a change of
wording in Portuguese or French shows in review as English does.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from pitchtutor.apps.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = Path(__file__).resolve().parent / "golden"


LOCALE_RECORDS = ("partnership-made", "cutthroat-lone-jack", "unfinished-play", "pittypat-out",
                  "pittypat-unfinished")  # fmt: skip
"""The records replayed in every translated locale: partners, each for themselves, a position;
and Pitty Pat's, a round won by going out and a position."""
LOCALES = ("pt", "fr")


def records() -> list[Path]:
    return sorted(EXAMPLES.glob("*.json"))


def locale_records() -> list[Path]:
    return [EXAMPLES / f"{stem}.json" for stem in LOCALE_RECORDS]


def render(record: Path, *, as_json: bool, lang: str | None = None) -> str:
    out = io.StringIO()
    args = [
        "replay",
        *(["--json"] if as_json else []),
        *(["--lang", lang] if lang else []),
        f"examples/{record.name}",
    ]
    with contextlib.redirect_stdout(out), contextlib.chdir(ROOT):
        code = main(args)
    assert code == 0, f"replaying {record.name} failed"
    return out.getvalue()


def golden_paths(record: Path, lang: str | None = None) -> tuple[Path, Path]:
    folder = GOLDEN / lang if lang else GOLDEN
    return folder / f"{record.stem}.txt", folder / f"{record.stem}.jsonl"


def write_all() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for record in records():
        text_path, json_path = golden_paths(record)
        text_path.write_text(render(record, as_json=False), encoding="utf-8")
        json_path.write_text(render(record, as_json=True), encoding="utf-8")
        print(f"wrote {text_path.relative_to(ROOT)} and {json_path.name}")
    for lang in LOCALES:
        (GOLDEN / lang).mkdir(exist_ok=True)
        for record in locale_records():
            text_path, json_path = golden_paths(record, lang)
            text_path.write_text(render(record, as_json=False, lang=lang), encoding="utf-8")
            json_path.write_text(render(record, as_json=True, lang=lang), encoding="utf-8")
            print(f"wrote {text_path.relative_to(ROOT)} and {json_path.name}")


if __name__ == "__main__":
    write_all()
