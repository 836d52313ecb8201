"""Fuzz every parser a visitor or a file reaches, for 100,000+ inputs.

    python benchmarks/fuzz.py [--hypothesis N] [--atheris N]

``--hypothesis N``: N inputs per target from the strategies in
harness/fuzzing.py (real lesson records mutated, card-ish text, any JSON).
``--atheris N``: N coverage-guided runs of libFuzzer through atheris, seeded
with the lesson records, when atheris is installed (``pip install atheris``;
``make fuzz`` does it).  Anything escaping but a PitchError fails the run
with the input that caused it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def hypothesis_run(per_target: int) -> list[tuple[str, int, float]]:
    from hypothesis import HealthCheck, Phase, given, settings

    from harness.fuzzing import TEXT_TARGETS, VALUE_TARGETS, run, text_inputs, value_inputs

    rows = []
    targets = [(name, TEXT_TARGETS[name], text_inputs[name]) for name in sorted(TEXT_TARGETS)]
    targets += [(name, VALUE_TARGETS[name], value_inputs[name]) for name in sorted(VALUE_TARGETS)]
    for name, target, strategy in targets:
        count = 0

        @settings(
            max_examples=per_target,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
            phases=[Phase.generate, Phase.shrink],
        )
        @given(strategy)
        def check(value: Any) -> None:
            nonlocal count
            count += 1
            run(target, value)  # noqa: B023 (called before the loop moves on)

        start = time.perf_counter()
        check()
        rows.append((name, count, time.perf_counter() - start))
        print(f"  hypothesis {name:<22} {count:>8,} inputs  {rows[-1][2]:6.1f} s", flush=True)
    return rows


# -- atheris ------------------------------------------------------------------------


def atheris_child(runs: int) -> None:
    """Run inside a subprocess: libFuzzer exits the process when it is done."""
    import atheris

    with atheris.instrument_imports():
        import pitchtutor.actions
        import pitchtutor.cards
        import pitchtutor.record
        import pitchtutor.rules
        import pitchtutor.widgets.session  # noqa: F401
    from harness.fuzzing import TEXT_TARGETS, VALUE_TARGETS, run

    names = sorted(TEXT_TARGETS) + sorted(VALUE_TARGETS)

    def one_input(data: bytes) -> None:
        provider = atheris.FuzzedDataProvider(data)
        name = names[provider.ConsumeIntInRange(0, len(names) - 1)]
        text = provider.ConsumeUnicodeNoSurrogates(len(data))
        if name in TEXT_TARGETS:
            run(TEXT_TARGETS[name], text)
            return
        try:  # the text as JSON when it is JSON, else the text itself
            value: object = json.loads(text)
        except (ValueError, RecursionError):
            value = text
        run(VALUE_TARGETS[name], value)

    corpus = Path(tempfile.mkdtemp(prefix="pitchtutor-fuzz-"))
    for index, path in enumerate(sorted((ROOT / "lessons" / "hands").glob("*.json"))):
        for choice in range(len(names)):
            # FuzzedDataProvider reads the target choice from the last bytes
            (corpus / f"{index}-{choice}").write_bytes(path.read_bytes() + bytes([choice]))
    atheris.Setup(
        [sys.argv[0], f"-runs={runs}", "-max_len=4096", "-print_final_stats=1", str(corpus)], one_input
    )
    atheris.Fuzz()


def atheris_run(runs: int) -> tuple[int, float] | None:
    try:
        import atheris  # noqa: F401
    except ImportError:
        print("  atheris is not installed (pip install atheris): skipped")
        return None
    start = time.perf_counter()
    command = [sys.executable, __file__, "--atheris-child", str(runs)]
    child = subprocess.run(command, check=False, capture_output=True, text=True, cwd=ROOT)
    elapsed = time.perf_counter() - start
    done = [line for line in child.stderr.splitlines() if line.startswith("Done ")]
    if child.returncode != 0 or not done:
        print(child.stderr[-4000:])
        raise SystemExit(f"atheris found an input that escapes (exit {child.returncode})")
    count = int(done[-1].split()[1])
    print(f"  atheris    every target           {count:>8,} runs    {elapsed:6.1f} s  ({done[-1]})")
    return count, elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hypothesis", type=int, default=12_500, help="inputs per target (8 targets)")
    parser.add_argument("--atheris", type=int, default=500_000, help="libFuzzer runs (0: none)")
    parser.add_argument("--atheris-child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.atheris_child is not None:
        atheris_child(args.atheris_child)
        return
    print("Fuzzing the card, call, rules, typed-hand and hand-record parsers")
    rows = hypothesis_run(args.hypothesis) if args.hypothesis else []
    total = sum(count for _, count, _ in rows)
    seconds = sum(elapsed for *_, elapsed in rows)
    atheris = atheris_run(args.atheris) if args.atheris else None
    if atheris:
        total, seconds = total + atheris[0], seconds + atheris[1]
    print(f"{total:,} inputs in {seconds:.0f} s: nothing escaped but PitchError")


if __name__ == "__main__":
    main()
