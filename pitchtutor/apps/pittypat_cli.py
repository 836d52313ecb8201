"""The command line for Pitty Pat: replaying records, playing in the terminal,
and tournaments.  :mod:`pitchtutor.cli` dispatches here on the record's
``"game"`` field or on ``--game pitty-pat``.

In ``pitchtutor play --game pitty-pat`` you type ``pair 7s kd`` (or just
``7s kd``: the matching card, then the free card), ``draw``, ``pass``, or the
number of a listed move; ``moves`` lists your moves with the reasons, ``why
X`` judges a move without making it, ``undo`` takes back your last turn,
``quit`` stops.  Other players' kept draws stay hidden, as at the table.

Both speak the language of ``--lang`` (or ``PITCHTUTOR_LANG``): the engine's
sentences, and their own lines (the ``pittypat.report.*`` and
``pittypat.terminal.*`` rule keys); the moves and commands are typed the same
in every language.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import TextIO

from pitchtutor.apps.terminal import BotTable, Quit, bot_seeds
from pitchtutor.bots.pittypat import BOTS, Bot, make_bot
from pitchtutor.cards import cards_pretty
from pitchtutor.errors import ActionError, PitchError, RecordError
from pitchtutor.explain import ENGLISH, Explanation, Names, explain, label, render
from pitchtutor.pittypat.actions import Action, Drawn, Pair, parse_action
from pitchtutor.pittypat.match import Match
from pitchtutor.pittypat.record import RoundRecord
from pitchtutor.pittypat.report import replay, replay_json, replay_text
from pitchtutor.pittypat.round import Phase, Round
from pitchtutor.pittypat.rules import Rules, check_players
from pitchtutor.record import read_json


def replay_record(
    name: str, value: object, *, as_json: bool, out: TextIO | None = None, lang: str = ENGLISH
) -> None:
    """Replay one Pitty Pat record (already parsed JSON) and print it, in ``lang``."""
    result = replay(RoundRecord.from_json(value))
    if as_json:
        text = json.dumps(replay_json(result, lang), ensure_ascii=False)
    else:
        text = replay_text(result, name, lang)
    print(text, file=out or sys.stdout)


def read_rules(text: str | None) -> Rules:
    """``--rules``: a JSON object of Pitty Pat rule keys (default: the standard game)."""
    if text is None:
        return Rules()
    try:
        value = read_json(text)
    except RecordError as error:
        raise PitchError(f"--rules: {error}") from None
    return Rules.from_json(value)


def _players(args: argparse.Namespace) -> int:
    players = args.players if args.players is not None else 4
    check_players(players)
    return int(players)


def play(args: argparse.Namespace, lang: str = ENGLISH) -> int:
    rules = read_rules(args.rules)
    players = _players(args)
    if not 0 <= args.seat < players:
        raise PitchError(
            f"--seat {args.seat} is not a seat: with {players} players the seats are 0 to {players - 1}"
        )
    if args.bot not in BOTS:
        raise PitchError(f"--bot {args.bot!r}: Pitty Pat bots are {', '.join(BOTS)}")
    game = TerminalGame(rules, players, args.seat, seed=args.seed, bot=args.bot, save=args.save,
                        max_rounds=args.hands, out=sys.stdout, inp=sys.stdin, lang=lang)  # fmt: skip
    return game.run()


def show_rules(lang: str = ENGLISH) -> int:
    """``pitchtutor rules --game pitty-pat``: every key, its default and its source in the text."""
    nobody = Names(2)
    print(render("pittypat.terminal.rules_heading", {}, nobody, lang))
    for key, value in Rules().items():
        meaning = render("pittypat.terminal.rule_meaning", {"key": key}, nobody, lang)
        print(f"  {key} = {json.dumps(value)}  — {meaning}")
    return 0


class TerminalGame(BotTable):
    """A Pitty Pat match in the terminal against built-in players."""

    goodbye = "pittypat.terminal.goodbye"

    def __init__(
        self,
        rules: Rules,
        players: int,
        seat: int,
        *,
        seed: int | None,
        bot: str,
        save: str | None,
        max_rounds: int | None,
        out: TextIO,
        inp: TextIO,
        lang: str = ENGLISH,
    ) -> None:
        super().__init__(players, seat, teams=None, save=save, out=out, inp=inp, lang=lang)
        self.max_rounds = max_rounds
        self.match = Match(rules, players, rng=seed, names=self.names)
        self.bots: list[Bot] = [make_bot(bot, seed=s) for s in bot_seeds(seed, players)]

    def opening(self) -> None:
        rules = self.match.rules
        self.say(self.line("pittypat.terminal.start", changes=rules.to_json(), players=self.match.players,
                           target=rules.target, rounds=rules.rounds))  # fmt: skip
        for why in self.match.dealer_why:
            self.say(self.said(why))
        self.say(self.line("pittypat.terminal.help_hint"))

    def play_deal(self) -> bool:
        played = self.match.new_round()
        self._play_round(played)
        self.keep(played.record_json())
        for why in self.match.finish_round().why:
            self.say(f"  → {self.said(why)}")
        limit = self.max_rounds is not None and self.match.rounds_played >= self.max_rounds
        return self.match.winner is None and not limit

    def _play_round(self, played: Round) -> None:
        self.say()
        self.say(self.line("pittypat.terminal.new_round", dealer=played.dealer))
        while played.to_act is not None:
            seat = played.to_act
            if played.phase is Phase.DRAW:
                card = played.draw_at_random(self.match.rng)
                self._tell(played, seat, Drawn(card))
                continue
            action = self._ask(played) if seat == self.seat else self.bots[seat].choose(played.view(seat))
            played.apply(action)
            self._tell(played, seat, action)

    def _tell(self, played: Round, seat: int, action: Action) -> None:
        """The tutor's lines for the step just taken, hiding what this seat may not see."""
        whys = played.steps[-1].why
        hidden = isinstance(action, Drawn) and seat != self.seat and played.phase is not Phase.PAIR
        lines: list[Explanation] = list(whys)
        if hidden:
            before = played.state.pile[-1].code
            lines = [explain("pittypat.drawn_hidden", self.names, seat=seat, up=before), *whys[1:]]
        for why in lines:
            self.say(f"  {self.said(why)}")

    def _show(self, played: Round) -> None:
        held = [[s, len(played.hand(s))] for s in range(played.players) if s != self.seat]
        self.say(self.line("pittypat.terminal.table", up=played.up.code, stock=played.stock_size, held=held,
                           cards=cards_pretty(played.hand(self.seat))))  # fmt: skip

    def _ask(self, played: Round) -> Action:
        self._show(played)
        legal = played.legal_actions()
        if played.phase is Phase.PAIR:
            drawn = played.state.drawn[-1]
            self.say(f"  {self.line('pittypat.terminal.pair_now', drawn=drawn.code)}")
        elif len(legal) == 1 and not isinstance(legal[0], Pair):
            self.say(f"  {self.line('pittypat.terminal.only_move', move=str(legal[0]))}")
        while True:
            self.out.write("> ")
            self.out.flush()
            line = self.inp.readline()
            if not line:
                raise Quit
            text = line.strip()
            if not text:  # an empty line asks again, as in the Pitch terminal
                continue
            if text in ("quit", "q", "exit"):
                raise Quit
            if text in ("help", "?"):
                self.say(self.line("pittypat.terminal.help"))
            elif text == "hand":
                self._show(played)
            elif text == "moves":
                for index, action in enumerate(legal, 1):
                    move = label(self.line("pittypat.terminal.move", move=str(action)), self.lang)
                    self.say(f"  {index}. {move} {self.said(played.judge(action).why)}")
                shown = set()
                for action, verdict in played.judge_all():
                    if not verdict.legal and verdict.why.key not in shown:
                        shown.add(verdict.why.key)
                        refused = label(self.line("pittypat.terminal.refused", move=str(action)), self.lang)
                        self.say(f"  {refused} {self.said(verdict.why)}")
            elif text == "undo":
                self._undo(played)
                return self._ask(played)
            elif text.isdigit() and 1 <= int(text) <= len(legal):
                return legal[int(text) - 1]
            else:
                asking = text.startswith("why ")
                try:
                    action = parse_action(text[4:] if asking else text)
                except ActionError as error:
                    self.say(f"  {self.said(error.why)}")
                    continue
                verdict = played.judge(action)
                if asking or not verdict.legal:
                    answer = label(self.line("pittypat.terminal.verdict", legal=verdict.legal), self.lang)
                    self.say(f"  {answer} {self.said(verdict.why)}")
                    continue
                return action

    def _undo(self, played: Round) -> None:
        """Back to this seat's previous turn (the others' turns since are taken back too)."""
        steps = played.steps
        mine = [i for i, step in enumerate(steps) if step.seat == self.seat and step.starts_turn]
        if not mine:
            self.say(f"  {self.line('pittypat.terminal.nothing_to_undo')}")
            return
        played.rewind(mine[-1])
        self.say(f"  {self.line('pittypat.terminal.taken_back')}")


def random_round(rules: Rules, players: int, rng: random.Random) -> Round:
    """A complete round between basic players (for generating examples)."""
    played = Round.deal(rules, players, rng.randrange(players), rng)
    bots = [make_bot("basic") for _ in range(players)]
    while played.to_act is not None:
        if played.phase is Phase.DRAW:
            played.draw_at_random(rng)
        else:
            played.apply(bots[played.to_act].choose(played.view(played.to_act, log=False)))
    return played
