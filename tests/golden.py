"""Golden playthroughs: the replay of every example record, as text and JSON.

``python -m tests.golden`` (``make golden``) rewrites them after a deliberate
change of wording; review the diff before committing it.  test_golden.py
checks that the engine still prints exactly these.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from pitchtutor.apps.cli import main

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = Path(__file__).resolve().parent / "golden"


def records() -> list[Path]:
    return sorted(EXAMPLES.glob("*.json"))


def render(record: Path, *, as_json: bool) -> str:
    out = io.StringIO()
    args = ["replay", *(["--json"] if as_json else []), f"examples/{record.name}"]
    with contextlib.redirect_stdout(out), contextlib.chdir(ROOT):
        code = main(args)
    assert code == 0, f"replaying {record.name} failed"
    return out.getvalue()


def golden_paths(record: Path) -> tuple[Path, Path]:
    return GOLDEN / f"{record.stem}.txt", GOLDEN / f"{record.stem}.jsonl"


def write_all() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for record in records():
        text_path, json_path = golden_paths(record)
        text_path.write_text(render(record, as_json=False), encoding="utf-8")
        json_path.write_text(render(record, as_json=True), encoding="utf-8")
        print(f"wrote {text_path.relative_to(ROOT)} and {json_path.name}")


if __name__ == "__main__":
    write_all()
