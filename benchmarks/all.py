"""Every figure of the README, measured on this machine in one run: ``make bench``.

    python benchmarks/all.py [--quick] [--json F]

Runs each benchmark script in turn (one at a time, so that none takes CPU
from another), shows what each prints, and ends with one table.  The
scripts can be run alone for more detail; see their docstrings.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LESSON_SUITE = ["lessons", "tests/test_lessons.py", "tests/browser/test_lessons_browser.py"]


def script(name: str, *args: str) -> dict[str, Any]:
    """Run ``benchmarks/NAME.py ARGS --json``; its figures."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "figures.json"
        print(f"\n$ python benchmarks/{name}.py {' '.join(args)}", flush=True)
        done = subprocess.run(
            [sys.executable, f"benchmarks/{name}.py", *args, "--json", str(out)], cwd=ROOT, check=False
        )
        if not out.exists():  # the load test exits 1 on errors, but still reports them: show that
            sys.exit(f"benchmarks/{name}.py failed (exit {done.returncode}) before its figures")
        return dict(json.loads(out.read_text()))


def lesson_suite() -> float:
    """Wall seconds of the lessons' tests: nbval runs every notebook, the
    coverage check, and every lesson loaded (and quizzes answered) in Chromium."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *LESSON_SUITE]
    print(f"\n$ {' '.join(command[2:])}", flush=True)
    start = time.perf_counter()
    done = subprocess.run(
        command, cwd=ROOT, env={**os.environ, "PITCHTUTOR_REQUIRE_BROWSER": "1"}, check=False
    )
    seconds = time.perf_counter() - start
    if done.returncode:
        sys.exit(f"the lesson tests failed (exit {done.returncode}): the figures would mean nothing")
    return seconds


def machine() -> str:
    cpus = os.cpu_count() or 0
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    system = f"{platform.system()} {platform.machine()}, Python {platform.python_version()}"
    return f"{model}, {cpus} cores, {memory:.0f} GiB, {system}"


def rows(f: dict[str, Any]) -> list[tuple[str, str, str]]:
    engine = f["engine"]
    hand = engine["random hand, dealt, played and scored (partnership, 4p)"]
    bots, click, opening, load = f["bots"], f["click"], f["open"], f["load"]
    dd = bots["double_dummy"]

    def ms(seconds: float) -> str:
        return f"{1000 * seconds:.1f} ms"

    return [
        ("engine: random 4-player hands dealt, played, scored", f"{hand['per_second']:,.0f} hands/s",
         f"median {1e6 * hand['median_s']:.0f} µs a hand"),
        ("double-dummy, full 4-player deal at the first lead", f"median {ms(dd['median_s'])}",
         f"worst {ms(dd['max_s'])} ({dd['n']} deals; plain alpha-beta worst "
         f"{ms(bots['plain_alpha_beta']['max_s'])}; {bots['speed_up']['total']:.0f}x faster in total, "
         f"same values on {bots['speed_up']['identical']} of {dd['n']})"),
        ("hint (step 3) from any position of a 4-player hand", f"p95 {ms(bots['hint']['p95_s'])}",
         f"median {ms(bots['hint']['median_s'])}; expert move p95 {ms(bots['expert_move']['p95_s'])}"),
        ("click-to-answer in Chromium, one learner", f"median {click['legal']['median_ms']:.1f} ms",
         f"p95 {click['legal']['p95_ms']:.1f} ms, max {click['legal']['max_ms']:.1f} ms"),
        ("lesson time to interactive, cold kernel", f"median {opening['cold_median_s']:.2f} s",
         f"max {opening['cold_max_s']:.2f} s"),
        ("lesson time to interactive, preheated kernel", f"median {opening['preheated_median_s']:.2f} s",
         f"max {opening['preheated_max_s']:.2f} s"),
        ("the whole lesson test suite (nbval + Chromium)", f"{f['lesson_suite_s']:.0f} s",
         "every notebook run and checked, every lesson loaded, quizzes answered"),
        (f"load: {load['learners']} learners ({load['browsers']} in Chromium), a hand each",
         f"{load['errors']} errors", f"{load['hands']} hands played"),
        ("load: click-to-answer under that load", f"p95 {load['click_p95_ms']:.1f} ms",
         f"median {load['click_median_ms']:.1f} ms, max {load['click_max_ms']:.1f} ms"),
        ("load: memory per kernel", f"{load['kernel_rss_median_mb']:.0f} MiB",
         f"Voila server {load['server_rss_mb']:.0f} MiB; peak total {load['total_rss_peak_mb']:.0f} MiB "
         f"for {load['kernels_peak']} kernels"),
        ("load: CPU per learner per hand", f"{load['cpu_per_learner_s']:.2f} CPU-s",
         f"kernels {load['kernel_cpu_s']:.0f} s, server {load['server_cpu_s']:.0f} s in all"),
        *site_rows(f),
        *other_rows(f),
    ]  # fmt: skip


def other_rows(f: dict[str, Any]) -> list[tuple[str, str, str]]:
    """Pitty Pat (benchmarks/pittypat.py), the learner who obeys the coach (benchmarks/obedient.py) and
    the practice puzzles (benchmarks/puzzles.py)."""
    rows: list[tuple[str, str, str]] = []
    if "pittypat" in f:
        engine, expert = f["pittypat"]["engine"], f["pittypat"]["expert_decision"]
        rows.append(("Pitty Pat: random 4-player rounds played", f"{engine['rounds_per_s']:,.0f} rounds/s",
                     f"expert decision p95 {1000 * expert['p95_s']:.1f} ms"))  # fmt: skip
    for preset, figure in f.get("obedient", {}).items():
        diff = figure["difference"]
        rows.append((f"obedient learner − expert, same seat and deals ({preset})",
                     f"{diff['per_deal']:+.2f} ± {diff['ci95']:.2f}",
                     f"per seat and duplicate deal; learner {figure['learner']['points_per_hand']:+.2f}, "
                     f"expert {figure['expert']['points_per_hand']:+.2f} points a hand"))  # fmt: skip
    if "puzzles" in f:
        puzzles = f["puzzles"]
        chosen, calibrated = puzzles["selection"], puzzles["calibration"]
        rows.append(("practice: next puzzle chosen and shown", f"p95 {chosen['show_p95_ms']:.2f} ms",
                     f"median {chosen['show_p50_ms']:.2f} ms ({chosen['n']} puzzles); "
                     "goal < 100 ms"))  # fmt: skip
        if "recheck" in puzzles:
            check = puzzles["recheck"]
            rows.append(("practice: shipped answers re-checked with 10x the deals",
                         f"{check['agree']} of {check['done']} agree",
                         f"{check['deals']} deals each, {check['seconds']} s; goal >= 99%"))  # fmt: skip
        finals = ", ".join(str(row["final"]) for row in calibrated["rows"])
        rows.append(("practice: simulated learners' ratings, weakest first", finals,
                     f"{calibrated['puzzles_each']} puzzles each; "
                     f"in order of strength: {calibrated['ordered']}"))  # fmt: skip
    return rows


def site_rows(f: dict[str, Any]) -> list[tuple[str, str, str]]:
    """The static site (benchmarks/site.py), beside the same figures for the Voila course."""
    if "site" not in f:
        return []
    site, opening, hint = f["site"], f["open"], f["bots"]["hint"]
    return [
        ("static site: size, compressed (gzip, file by file)", f"{site['size']['compressed_mb']:.1f} MB",
         f"{site['size']['mb']:.1f} MB in {site['size']['files']} files; a cold visit fetches "
         f"{site['downloaded_mb']:.1f} MB; goal < 25 MB"),
        ("static site: lesson time to interactive, cold", f"median {site['cold_median_s']:.2f} s",
         f"max {site['cold_max_s']:.2f} s; goal < 6 s; Voila course cold median "
         f"{opening['cold_median_s']:.2f} s"),
        ("static site: lesson time to interactive, return visit", f"median {site['cached_median_s']:.2f} s",
         f"max {site['cached_max_s']:.2f} s (a browser profile on disk); in a private window median "
         f"{site['private_cached_median_s']:.2f} s; goal < 3 s; Voila course preheated median "
         f"{opening['preheated_median_s']:.2f} s"),
        ("static site: hint (step 3) in Pyodide (pure Python)", f"p95 {1000 * site['hint_p95_s']:.0f} ms",
         f"median {1000 * site['hint_median_s']:.0f} ms over {site['hints']} clicks; Voila course "
         f"(CPython, C solver) p95 {1000 * hint['p95_s']:.1f} ms"),
    ]  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="small counts, to try the script (minutes less)")
    parser.add_argument("--json", default="benchmarks/latest.json", help="where the figures go (%(default)s)")
    parser.add_argument("--show", metavar="JSON", help="print the table of figures measured before, and stop")
    args = parser.parse_args()
    if args.show:
        show(json.loads(Path(args.show).read_text()))
        return
    quick = args.quick
    started = datetime.now(UTC)
    figures: dict[str, Any] = {
        "engine": script("engine", *(["--hands", "100", "--repeats", "3"] if quick else [])),
        "bots": script("bots", "--no-strength", *(["--quick"] if quick else [])),
        "click": script("click_latency", *(["--clicks", "15"] if quick else [])),
        "open": script("open_lesson", *(["--visits", "1"] if quick else [])),
        "lesson_suite_s": lesson_suite(),
        "load": script("load", *(["--learners", "8", "--browsers", "1", "--pool", "8"] if quick else [])),
        "site": script("site", *(["--visits", "1", "--hints", "6"] if quick else [])),
        "pittypat": script(
            "pittypat", *(["--rounds", "200", "--deals", "40", "--expert-deals", "10"] if quick else [])
        ),
        "obedient": script("obedient", *(["--deals", "4"] if quick else [])),
        "puzzles": script(
            "puzzles",
            *(["--recheck", "10", "--rounds", "200", "--learners", "50", "--runs", "2"] if quick else []),
        ),
    }
    figures["date"] = started.strftime("%Y-%m-%d")
    figures["machine"] = machine()
    figures["quick"] = quick
    Path(args.json).write_text(json.dumps(figures, indent=1) + "\n")
    show(figures)


def show(figures: dict[str, Any]) -> None:
    table = rows(figures)
    quick = " (--quick: small counts)" if figures.get("quick") else ""
    print(f"\npitchtutor figures — measured {figures['date']} on {figures['machine']}{quick}")
    print(f"| {'what':<56} | {'figure':<20} | detail |")
    print(f"|{'-' * 58}|{'-' * 22}|---|")
    for what, figure, detail in table:
        print(f"| {what:<56} | {figure:<20} | {detail} |")


if __name__ == "__main__":
    main()
