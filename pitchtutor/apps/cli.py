"""The ``pitchtutor`` command line.

``pitchtutor replay RECORD.json...``  a trick-by-trick account of hand records
``pitchtutor play``                  play against built-in opponents in the terminal
``pitchtutor review RECORD.json...``  every card played against the best card
``pitchtutor tournament --seats ...`` a duplicate tournament between bots
``pitchtutor generate N``            N random complete hand records, as JSON Lines
``pitchtutor rules [PRESET]``        the presets and every rule key
``pitchtutor puzzles generate``      rated puzzles from bot-against-bot hands, as JSON Lines
``pitchtutor puzzles check FILE``    every puzzle of a file valued again from scratch

Pitty Pat records (``"game": "pitty-pat"``) replay beside Pitch records;
``play`` and ``tournament`` take ``--game pitty-pat`` (see
:mod:`pitchtutor.apps.pittypat_cli`).

Errors a user can cause are printed as one line, without a traceback, and
the command exits non-zero.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from pitchtutor.bots import BOTS, make_bot
from pitchtutor.errors import PitchError, RecordError, RulesError
from pitchtutor.explain import ENGLISH, Explanation, Names, check_locale, render
from pitchtutor.hand import Hand
from pitchtutor.record import HandRecord, Source, parse_records, read_json, read_records
from pitchtutor.report import replay, replay_json, replay_text
from pitchtutor.rules import PRESETS, RULE_KEYS, Ruleset, check_player_count


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args))
    except PitchError as error:
        print(f"pitchtutor: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. piped into `head`
        return 0
    except Exception as error:  # a bug: one line, as for every other error (PITCHTUTOR_DEBUG=1 shows more)
        if os.environ.get("PITCHTUTOR_DEBUG"):
            raise
        print(f"pitchtutor: internal error ({type(error).__name__}: {error}); please report it",
              file=sys.stderr)  # fmt: skip
        return 70


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pitchtutor", description="Learn the card game Pitch.")
    commands = parser.add_subparsers(required=True, metavar="COMMAND")

    rep = commands.add_parser("replay", help="explain hand records trick by trick")
    rep.add_argument(
        "records",
        nargs="+",
        metavar="RECORD",
        help="record files (JSON object, array or JSON Lines; - for stdin)",
    )
    rep.add_argument("--json", action="store_true", help="print one JSON object per record, one per line")
    _lang_option(rep)
    rep.set_defaults(run=_replay)
    # Pitty Pat: the same options, dispatched on the game (pitchtutor.apps.pittypat_cli)

    play = commands.add_parser("play", help="play a match in the terminal against built-in opponents")
    _game_option(play)
    _table_options(play)
    play.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    play.add_argument("--hands", type=int, default=None, help="stop after this many hands")
    play.add_argument("--save", metavar="FILE", help="append each finished hand to FILE as a JSON line")
    _lang_option(play)
    play.set_defaults(run=_play)

    _review_parser(commands)

    tour = commands.add_parser("tournament", help="a duplicate tournament between bots")
    _game_option(tour)
    tour.add_argument("--rules", default=None, help="a preset name or a JSON rules object")
    tour.add_argument(
        "--seats",
        nargs="+",
        required=True,
        metavar="SPEC",
        help="one per seat: random, basic, expert, or module:Class for your own bot",
    )
    tour.add_argument("--deals", type=int, default=100, help="duplicate deals to play (default 100)")
    tour.add_argument("--matches", type=int, default=0, help="duplicate matches to play as well")
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--json", action="store_true", help="print the results as JSON")
    tour.set_defaults(run=_tournament)

    gen = commands.add_parser("generate", help="print random complete hand records, one JSON line each")
    gen.add_argument("count", type=int)
    _table_options(gen)
    gen.set_defaults(run=_generate)

    _puzzles_parser(commands)

    serve = commands.add_parser("serve", help="serve the lessons with Voila (the course)")
    serve.add_argument("--lessons", default=None, help="the lessons folder (default: ./lessons)")
    serve.add_argument("--port", type=int, default=8866)
    serve.add_argument("--ip", default="127.0.0.1", help="the address to listen on (0.0.0.0: every network)")
    serve.add_argument("--pool-size", type=int, default=1, help="kernels kept preheated per lesson (0: none)")
    serve.add_argument(
        "--pool", action="append", default=[], metavar="LESSON=N", help="N kernels preheated for one lesson"
    )
    serve.add_argument("--cull-idle", type=int, default=900, help="seconds before an idle kernel stops")
    serve.add_argument("--base-url", default="/", help="the path prefix behind a reverse proxy (/pitch/)")
    serve.add_argument(
        "--max-kernels", type=int, default=None, help="learners' kernels at once (default: from the memory)"
    )
    serve.add_argument("--lessons-per-browser", type=int, default=20, help="lessons one browser holds open")
    serve.add_argument(
        "--teacher-seeds", action="store_true", help="let ?seed= in a page's address choose the deal (a demo)"
    )
    serve.set_defaults(run=_serve)

    rules = commands.add_parser("rules", help="list the presets and the rule keys")
    _game_option(rules)
    _lang_option(rules)
    rules.add_argument("preset", nargs="?", help="show one preset in full")
    rules.set_defaults(run=_rules)
    return parser


def _review_parser(commands: Any) -> None:
    review = commands.add_parser("review", help="compare every card played with the best card")
    review.add_argument("records", nargs="+", metavar="RECORD", help="hand records, as for replay")
    review.add_argument(
        "--seat", type=int, action="append", help="review this seat (again for more; default all)"
    )
    review.add_argument(
        "--knowledge",
        choices=["full", "seat"],
        default="full",
        help="full: every hand known (exact); seat: only what the seat could see (sampled)",
    )
    review.add_argument("--json", action="store_true", help="one JSON object per record")
    _lang_option(review)
    review.set_defaults(run=_review)


def _puzzles_parser(commands: Any) -> None:
    puzzles = commands.add_parser("puzzles", help="generate rated puzzles, or check a file of them")
    actions = puzzles.add_subparsers(required=True, metavar="ACTION")
    make = actions.add_parser("generate", help="find puzzles in bot-against-bot hands (JSON Lines)")
    make.add_argument("--count", type=int, default=10, help="how many puzzles (default 10)")
    make.add_argument("--seed", type=int, default=1, help="the same seed gives the same puzzles (default 1)")
    make.add_argument(
        "--preset",
        action="append",
        choices=list(PRESETS),
        help="deal under this preset (again for more; default all)",
    )
    make.add_argument(
        "--kind", action="append", choices=["card", "bid"], help="only this kind (default both)"
    )
    make.add_argument(
        "--samples", type=int, default=400, help="deals each candidate is valued on (default 400)"
    )
    make.add_argument(
        "--min-rating",
        type=float,
        default=None,
        metavar="R",
        help="keep only puzzles first rated R or more (600-2400), for a set of hard ones",
    )
    make.add_argument(
        "--out", metavar="FILE", help="write to FILE (gzipped if it ends in .gz) instead of stdout"
    )
    make.set_defaults(run=_puzzles_generate)
    check = actions.add_parser("check", help="value every puzzle of a file again, on new deals")
    check.add_argument("file", metavar="FILE", help="a puzzle file (JSON Lines, gzipped or not)")
    check.add_argument("--sample", type=int, default=4000, help="new deals per puzzle (default 4000)")
    check.add_argument("--seed", type=int, default=0, help="seed of the new deals (default 0)")
    check.add_argument("--json", action="store_true", help="one JSON object per puzzle")
    check.set_defaults(run=_puzzles_check)


def _game_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game", choices=["pitch", "pitty-pat"], default="pitch", help="the game (default pitch)"
    )


def _lang_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        default=None,
        metavar="LANG",
        help="the tutor's language: en, pt (Brazilian Portuguese) or fr (default: $PITCHTUTOR_LANG, else en)",
    )


def _lang(args: argparse.Namespace) -> str:
    """The language asked for (``--lang``, else ``PITCHTUTOR_LANG``, else English), checked
    before any record is read: an unknown one is a one-line error naming the known ones."""
    lang = args.lang or os.environ.get("PITCHTUTOR_LANG") or ENGLISH
    try:
        return check_locale(lang)
    except ValueError as error:
        raise PitchError(str(error)) from None


def _table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", default=None, help="a preset name or a JSON rules object")
    parser.add_argument(
        "--players",
        type=int,
        default=None,
        help="number of players (default 4 with partners, 3 each for themselves)",
    )
    parser.add_argument("--seed", type=int, default=None, help="seed the deal, for a reproducible game")
    parser.add_argument("--bot", choices=sorted(BOTS), default="basic", help="the opponents' level")


def _ruleset(text: str | None) -> Ruleset:
    text = text if text is not None else "partnership"
    value: object = text
    if text.lstrip().startswith("{"):
        try:
            value = read_json(text)
        except RecordError as error:
            raise PitchError(f"--rules: {error}") from None
    return Ruleset.from_json(value)


def _fits(rules: Ruleset, players: int) -> bool:
    try:
        rules.check_players(players)
    except RulesError:
        return False
    return True


def _players(args: argparse.Namespace, rules: Ruleset) -> int:
    default = 4 if rules.teams is not None else 3
    players = args.players if args.players is not None else default
    check_player_count(players)
    try:
        rules.check_players(players)
    except RulesError as error:
        if error.key != "teams":
            raise
        fits = [str(n) for n in range(2, 9) if _fits(rules, n)]
        raise RulesError(
            f"{rules.describe()} is played by {', '.join(fits[:-1])} or {fits[-1]} players, in teams of "
            f"partners; for {players} players, try --rules cutthroat (each for themselves)",
            key="teams",
        ) from None
    return int(players)


# -- replay -------------------------------------------------------------------


def _for_each_record(
    paths: Sequence[str],
    work: Callable[[str, HandRecord], None],
    *,
    as_json: bool,
    pitty_pat: Callable[[str, object], None] | None = None,
) -> int:
    """Run ``work`` on every record of every file (``pitty_pat`` on a Pitty
    Pat record); a bad record is reported (one line, and a JSON error object
    with ``--json``) and the others go on."""
    from pitchtutor.pittypat.record import is_pitty_pat

    failures = 0
    for source in _sources(paths):
        try:
            if source.error is not None:
                raise source.error
            if is_pitty_pat(source.value):
                if pitty_pat is None:
                    raise RecordError("a Pitty Pat record: this command reads Pitch records only")
                pitty_pat(source.name, source.value)
                continue
            work(source.name, HandRecord.from_json(source.value))
        except PitchError as error:
            failures += 1
            print(f"pitchtutor: {source.name}: {error}", file=sys.stderr)
            if as_json:
                print(json.dumps({"error": str(error), "record": source.name}, ensure_ascii=False))
    return 1 if failures else 0


def _replay(args: argparse.Namespace) -> int:
    lang = _lang(args)

    def show(name: str, record: HandRecord) -> None:
        result = replay(record)
        if args.json:
            print(json.dumps(replay_json(result, lang), ensure_ascii=False))
        else:
            print(replay_text(result, name, lang))

    from pitchtutor.apps.pittypat_cli import replay_record

    def show_pitty_pat(name: str, value: object) -> None:
        replay_record(name, value, as_json=args.json, lang=lang)

    return _for_each_record(args.records, show, as_json=args.json, pitty_pat=show_pitty_pat)


def _sources(paths: Sequence[str]) -> list[Source]:
    sources: list[Source] = []
    for path in paths:
        sources += parse_records(sys.stdin.read(), "<stdin>") if path == "-" else read_records(path)
    return sources


# -- review and tournament ----------------------------------------------------


def _review(args: argparse.Namespace) -> int:
    from pitchtutor.coach.review import review

    lang = _lang(args)

    def said(why: Explanation, names: Names) -> str:
        return why.text if lang == ENGLISH else why.render(names, lang)

    def show(name: str, record: HandRecord) -> None:
        hand = record.replay()
        names = Names(hand.players, hand.rules.teams)
        seats = args.seat if args.seat else list(range(hand.players))
        reviews = [review(hand, seat, names, knowledge=args.knowledge) for seat in seats]
        if args.json:
            print(
                json.dumps(
                    {"record": name, "reviews": [_review_json(r, names, lang) for r in reviews]},
                    ensure_ascii=False,
                )
            )
            return
        print(f"== {name} ==")
        for result in reviews:
            print(said(result.why, names))
            for play in result.mistakes:
                print(f"  {said(play.why, names)}")

    return _for_each_record(args.records, show, as_json=args.json)


def _review_json(result: object, names: Names, lang: str = ENGLISH) -> dict[str, object]:
    from pitchtutor.coach.review import Review

    assert isinstance(result, Review)

    def said(why: Explanation) -> str:
        return why.text if lang == ENGLISH else why.render(names, lang)

    return {
        "seat": result.seat,
        "exact": result.exact,
        "summary": said(result.why),
        "plays": [{"trick": p.trick, "played": p.played.code, "best": p.best.code, "loss": round(p.loss, 3),
                   "why": said(p.why)} for p in result.plays],
    }  # fmt: skip


class _Results(Protocol):
    def to_json(self) -> dict[str, Any]: ...


_R = TypeVar("_R", bound=_Results)


def _tournament(args: argparse.Namespace) -> int:
    """Duplicate deals of either game, as a table (with a progress bar) or as JSON."""
    if args.game == "pitty-pat":
        from pitchtutor.apps import pittypat_tournament
        from pitchtutor.apps.pittypat_cli import read_rules

        return _duplicate(args, read_rules(args.rules), pittypat_tournament.run, pittypat_tournament.table)
    from pitchtutor.apps import tournament

    return _duplicate(args, _ruleset(args.rules), tournament.run, tournament.table)


def _duplicate(
    args: argparse.Namespace, rules: object, run: Callable[..., _R], table: Callable[[_R], str]
) -> int:
    """One game's tournament (``run``, printed by ``table``) under ``rules``."""
    if args.deals < 0 or args.matches < 0:
        raise PitchError("--deals and --matches must not be negative")
    progress = sys.stderr if not args.json and sys.stderr.isatty() else None  # a bar only for eyes
    results = run(
        rules, args.seats, deals=args.deals, matches=args.matches, seed=args.seed, progress=progress
    )
    if progress is not None:
        progress.write("\n")  # the table starts on a line of its own, under the finished bar
    print(json.dumps(results.to_json()) if args.json else table(results))
    return 0


# -- generate -----------------------------------------------------------------


def _generate(args: argparse.Namespace) -> int:
    rules = _ruleset(args.rules)
    players = _players(args, rules)
    rng = random.Random(args.seed)
    bots = [make_bot(args.bot, seed=rng.randrange(2**32)) for _ in range(players)]
    made = 0
    while made < args.count:
        hand = Hand.deal(rules, players, rng.randrange(players), rng)
        while hand.to_act is not None:
            hand.apply(bots[hand.to_act].choose(hand.view(hand.to_act)))
        print(json.dumps(hand.record_json()))
        made += 1
    return 0


# -- puzzles ------------------------------------------------------------------


def _puzzles_generate(args: argparse.Namespace) -> int:
    import time

    from pitchtutor.puzzles import Settings, generate, write_puzzles
    from pitchtutor.puzzles.puzzle import dumps

    if args.count < 0:
        raise PitchError("--count must not be negative")
    if args.samples < 64:
        raise PitchError("--samples must be at least 64")
    start = time.perf_counter()
    settings = Settings(samples=args.samples, min_rating=args.min_rating)
    if args.out is None:
        puzzles = generate(args.count, args.seed, args.preset, kinds=args.kind or ("card", "bid"),
                           settings=settings, progress=lambda p: print(dumps(p), flush=True))  # fmt: skip
    else:
        puzzles = generate(args.count, args.seed, args.preset, kinds=args.kind or ("card", "bid"),
                           settings=settings)  # fmt: skip
        write_puzzles(puzzles, args.out)
    seconds = time.perf_counter() - start
    kinds = ", ".join(f"{sum(p.kind == k for p in puzzles)} {k}" for k in ("card", "bid"))
    where = f" to {args.out}" if args.out else ""
    print(f"pitchtutor: {len(puzzles)} puzzles ({kinds}){where} in {seconds:.1f} s", file=sys.stderr)
    if len(puzzles) < args.count:
        print(f"pitchtutor: only {len(puzzles)} of {args.count} found: the hands ran out", file=sys.stderr)
        return 1
    return 0


def _puzzles_check(args: argparse.Namespace) -> int:
    from pitchtutor.actions import action_json
    from pitchtutor.puzzles import read_puzzles, verify

    if args.sample < 32:
        raise PitchError("--sample must be at least 32")
    puzzles = read_puzzles(args.file)
    agree = clear = 0
    for puzzle in puzzles:
        result = verify(puzzle, args.sample, seed=args.seed)
        agree += result.agrees
        clear += result.clear
        if args.json:
            best = None if result.best is None else action_json(result.best)
            print(json.dumps({"id": result.id, "legal": result.legal, "agrees": result.agrees,
                              "clear": result.clear, "best": best, "gap": round(result.gap, 4),
                              "gap_se": round(result.gap_se, 4), "deals": result.deals,
                              "exact": result.exact}))  # fmt: skip
        elif not result.agrees:
            why = "its answer is not legal there" if not result.legal else (
                f"the best is now {action_json(result.best) if result.best else 'unknown'}, not "
                f"{action_json(puzzle.answer)}")  # fmt: skip
            print(f"{args.file}: puzzle {puzzle.id}: {why}")
    total = len(puzzles)
    share = f" ({agree / total:.1%})" if total else ""
    print(f"pitchtutor: {agree} of {total} puzzles agree{share}, {clear} still clearly, on {args.sample} "
          "new deals each (or every deal, when few)", file=sys.stderr)  # fmt: skip
    return 0 if agree == total else 1


# -- serve --------------------------------------------------------------------


def _serve(args: argparse.Namespace) -> int:
    import dataclasses
    import os

    from pitchtutor.apps.serving import ServeOptions, serve_environment, voila_command

    lessons = Path(args.lessons) if args.lessons else Path.cwd() / "lessons"
    if not (lessons / "index.ipynb").exists():
        raise PitchError(f"no course at {lessons}: give the lessons folder with --lessons")
    if not 0 < args.port < 65536 or args.pool_size < 0 or args.cull_idle < 0:
        raise PitchError("--port must be 1-65535, and --pool-size and --cull-idle not negative")
    if (args.max_kernels is not None and args.max_kernels < 1) or args.lessons_per_browser < 1:
        raise PitchError("--max-kernels and --lessons-per-browser must be at least 1")
    base = "/" + args.base_url.strip("/") + "/" if args.base_url.strip("/") else "/"
    options = ServeOptions(lessons.resolve(), port=args.port, ip=args.ip, base_url=base)
    pools = tuple(_pool(text, lessons) for text in args.pool)
    options = dataclasses.replace(options, pool_size=args.pool_size, pools=pools, cull_idle=args.cull_idle)
    options = dataclasses.replace(
        options,
        max_kernels=args.max_kernels,
        lessons_per_browser=args.lessons_per_browser,
        teacher_seeds=args.teacher_seeds,
    )
    host = "127.0.0.1" if args.ip in ("0.0.0.0", "") else args.ip
    print(f"The course: open http://{host}:{args.port}{options.base_url} (Ctrl-C stops it)", flush=True)
    command = voila_command(options)
    os.chdir(lessons)
    # Voila takes this process's place, so signals from a service manager
    # (SIGTERM, Ctrl-C) reach the server itself.
    os.execve(command[0], command, serve_environment(options, dict(os.environ)))


def _pool(text: str, lessons: Path) -> tuple[str, int]:
    lesson, _, size = text.rpartition("=")
    if not lesson or not size.isdigit():
        raise PitchError(f"--pool {text!r}: expected LESSON=N, such as 12-play-a-match.ipynb=25")
    if not (lessons / lesson).is_file() or not lesson.endswith(".ipynb"):
        raise PitchError(f"--pool {text!r}: there is no lesson {lesson!r} in {lessons}")
    return lesson, int(size)


# -- rules --------------------------------------------------------------------


def _rules(args: argparse.Namespace) -> int:
    lang = _lang(args)
    if args.game == "pitty-pat":
        from pitchtutor.apps.pittypat_cli import show_rules

        return show_rules(lang)
    if args.preset and args.preset not in PRESETS:
        close = difflib.get_close_matches(args.preset, list(PRESETS), n=1)
        facts = {"name": args.preset, "close": close[0] if close else None, "presets": list(PRESETS)}
        raise RulesError(render("terminal.unknown_preset", facts, Names(2), lang), key="preset")
    names = [args.preset] if args.preset else list(PRESETS)
    for name in names:
        rules = Ruleset.preset(name)
        print(f"{name}:")
        for key, value in rules.items():
            print(f"  {key} = {json.dumps(value)}")
    if not args.preset:  # the keys and values are typed as they are in every language; their meanings are not
        nobody = Names(2)
        print(render("terminal.rule_keys", {"keys": list(RULE_KEYS)}, nobody, lang))
        print(render("terminal.rule_columns", {}, nobody, lang))
        allowed = {key: render("terminal.rule_values", {"key": key}, nobody, lang) for key in RULE_KEYS}
        width, values = max(map(len, RULE_KEYS)), max(map(len, allowed.values()))
        for key in RULE_KEYS:
            meaning = render("terminal.rule_meaning", {"key": key}, nobody, lang)
            print(f"  {key:<{width}}  {allowed[key]:<{values}}  {meaning}")
    return 0


# -- play ---------------------------------------------------------------------


def _play(args: argparse.Namespace) -> int:
    from pitchtutor.apps.terminal import TerminalGame  # the interactive loop lives apart

    lang = _lang(args)
    if args.game == "pitty-pat":
        from pitchtutor.apps.pittypat_cli import play

        return play(args, lang)
    rules = _ruleset(args.rules)
    players = _players(args, rules)
    if not 0 <= args.seat < players:
        raise PitchError(
            f"--seat {args.seat} is not a seat: with {players} players the seats are 0 to {players - 1}"
        )
    game = TerminalGame(rules, players, args.seat, seed=args.seed, bot=args.bot, save=args.save,
                        max_hands=args.hands, out=sys.stdout, inp=sys.stdin, lang=lang)  # fmt: skip
    return game.run()


if __name__ == "__main__":
    sys.exit(main())
