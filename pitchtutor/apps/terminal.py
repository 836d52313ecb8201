"""``pitchtutor play``: a match in the terminal, with the tutor's explanations.

You type a card (``AS``, ``10h``, ``q♠``), a bid (``2``), ``pass`` or
``redeal``; ``why X`` asks whether X is legal without playing it; ``moves``
lists your legal moves with the reason for each; ``hand`` shows the table;
``undo`` takes back your last move; ``hint`` climbs the coach's hint ladder
(principle, pointer, the move with its numbers) and ``advice`` shows the bid
advisor's table, from the same :class:`~pitchtutor.coach.coach.Coach` the
card table uses; ``quit`` ends the game.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar, TextIO

from pitchtutor.actions import Action, action_json, action_text, parse_action
from pitchtutor.bots import Bot, make_bot
from pitchtutor.cards import Card, Suit, cards_pretty, sort_for_display
from pitchtutor.coach.coach import Coach
from pitchtutor.errors import ActionError, IllegalActionError
from pitchtutor.explain import ENGLISH, Explanation, Names, compass_names, label, render, seat_name
from pitchtutor.hand import Hand
from pitchtutor.match import HandResult, Match
from pitchtutor.rules import Ruleset
from pitchtutor.snapshot import Snapshot
from pitchtutor.state import Phase


class Quit(Exception):
    """The player typed quit, or the input ended."""


class Voice:
    """How a terminal game speaks (this one and Pitty Pat's): lines to ``out``, the tutor's
    sentences and the game's own lines in ``lang``, for the reader ``names``."""

    out: TextIO
    lang: str
    names: Names

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def said(self, why: Explanation) -> str:
        """The tutor's sentence in the game's language."""
        return why.text if self.lang == ENGLISH else why.render(self.names, self.lang)

    def line(self, key: str, **facts: Any) -> str:
        """One of the game's own lines (``terminal.*``, ``pittypat.terminal.*``) in its language."""
        return render(key, facts, self.names, self.lang)


class BotTable(Voice):
    """A terminal game against the built-in bots (this one and Pitty Pat's): the learner's seat,
    the lines it reads and writes, its language, the file its records go to, and the seats named
    from the learner's chair (the compass, "you").  A game says its opening lines and plays its
    deals (a hand, a round) until the match ends, its limit is reached or the learner quits."""

    goodbye: ClassVar[str]
    """The game's line when the learner quits."""

    def __init__(
        self,
        players: int,
        seat: int,
        *,
        teams: int | None,
        save: str | None,
        out: TextIO,
        inp: TextIO,
        lang: str,
    ) -> None:
        self.seat = seat
        self.lang = lang
        self.out = out
        self.inp = inp
        self.save = save
        self.names = Names(players, teams, seat_names=compass_names(players, seat), you=seat)

    def run(self) -> int:
        self.opening()
        try:
            while self.play_deal():
                pass
        except Quit:
            self.say(self.line(self.goodbye))
        return 0

    def opening(self) -> None:
        """The lines before the first deal: the rules, the table, how to ask for help."""
        raise NotImplementedError

    def play_deal(self) -> bool:
        """One deal played and reported; whether the match goes on."""
        raise NotImplementedError

    def keep(self, record: dict[str, Any]) -> None:
        """A deal's record, a line of JSON, added to the file ``save`` names (if it names one)."""
        if self.save:
            with open(self.save, "a", encoding="utf-8") as file:
                file.write(json.dumps(record) + "\n")


def bot_seeds(seed: int | None, players: int) -> list[int | None]:
    """Each seat's bot's seed: ``seed`` plus the seat, so that a seeded game plays again the same
    and the bots at one table do not all roll the same dice; without a seed, none."""
    return [None if seed is None else seed + s for s in range(players)]


class TerminalGame(BotTable):
    """A Pitch match in the terminal against built-in players, with the coach at hand."""

    goodbye = "terminal.goodbye"

    def __init__(
        self,
        rules: Ruleset,
        players: int,
        seat: int,
        *,
        seed: int | None,
        bot: str,
        save: str | None,
        max_hands: int | None,
        out: TextIO,
        inp: TextIO,
        lang: str = ENGLISH,
    ) -> None:
        super().__init__(players, seat, teams=rules.teams, save=save, out=out, inp=inp, lang=lang)
        self.max_hands = max_hands
        self.match = Match(rules, players, seed=seed, names=self.names)
        self.coach = Coach(seed)
        self.bots: list[Bot] = [make_bot(bot, seed=s) for s in bot_seeds(seed, players)]

    def seat_name(self, seat: int) -> str:
        return seat_name(self.names, seat, self.lang, start_=True)

    def opening(self) -> None:
        rules = self.match.rules
        self.say(
            self.line(
                "terminal.start", rules=rules.describe(), players=self.match.players, target=rules.target
            )
        )
        players = self.match.players
        mine = rules.side_of(self.seat, players)
        partners = [s for s in range(players) if s != self.seat and rules.side_of(s, players) == mine]
        if partners:
            self.say(self.line("terminal.partners", partners=partners))
        self.say(self.line("terminal.help_hint"))

    def play_deal(self) -> bool:
        self._play_hand(self.match.hand)
        result = self.match.next_hand()
        self._report(result)
        # the limit counts the hands scored: a hand thrown in is not one
        limit = self.max_hands is not None and self.match.hands_scored >= self.max_hands
        return not (self.match.over or limit)

    # -- one hand ----------------------------------------------------------

    def _play_hand(self, hand: Hand) -> None:
        self.say()
        self.say(self.line("terminal.new_hand", dealer=hand.dealer))
        self.say(
            self.line("terminal.your_cards", cards=cards_pretty(sort_for_display(hand.holding(self.seat))))
        )
        while hand.to_act is not None:
            seat = hand.to_act
            mine = seat == self.seat
            action = self._ask(hand) if mine else self.bots[seat].choose(hand.view(seat))
            self._apply(hand, seat, action)

    def _apply(self, hand: Hand, seat: int, action: Action) -> None:
        verdict = hand.judge(action)
        auction_before = hand.phase is Phase.AUCTION
        tricks_before = len(hand.tricks)
        hand.apply(action)
        who = label(self.seat_name(seat), self.lang)
        self.say(f"  {who} {self.shown(action)} — {self.said(verdict.why)}")
        if auction_before and hand.phase is not Phase.AUCTION:
            why = hand.auction_result()
            if why is not None:
                self.say(f"  → {self.said(why)}")
        if len(hand.tricks) > tricks_before:
            self.say(f"  → {self.said(hand.tricks[-1].why)}")

    def shown(self, action: Action) -> str:
        """A move as a line shows it: the card, or the call in the game's language."""
        if isinstance(action, Card):
            return action.pretty
        if self.lang == ENGLISH:
            return action_text(action)
        return render("report.call", {"call": action_json(action)}, self.names, self.lang)

    def _ask(self, hand: Hand) -> Action:
        self._show(hand)
        commands = {"moves": self._moves, "hand": self._show, "hint": self._hint, "advice": self._advice}
        while True:
            text = self._read(self.line("terminal.prompt"))
            word, _, rest = text.partition(" ")
            if word in ("quit", "exit", "q"):
                raise Quit
            if word in ("help", "?", "h"):
                self.say(self.line("terminal.help"))
            elif word in commands:
                commands[word](hand)
            elif word == "undo":
                if self._undo(hand):
                    self._show(hand)
            elif word == "why":
                self._why(hand, rest)
            elif text:
                action = self._parse(text)
                if action is not None:
                    verdict = hand.judge(action)
                    if verdict.legal:
                        return action
                    self.say(f"{self.line('terminal.not_allowed')} {self.said(verdict.why)}")

    def _hint(self, hand: Hand) -> None:
        notes = self.coach.next_hint(hand, self.seat, self.names)
        given = notes.hints[-1]
        self.say(f"{self.line('terminal.hint', level=given.level)} {self.said(given.why)}")

    def _advice(self, hand: Hand) -> None:
        try:
            advice = self.coach.advice(hand, self.seat, self.names).advice
        except IllegalActionError as error:
            self.say(self.said(error.why))
            return
        assert advice is not None
        for suit, estimate in advice.suits.items():
            if estimate is not None:
                chance = [[bid, chance] for bid, chance in estimate.chance.items()]
                line = self.line(
                    "terminal.advice_suit", suit=Suit(suit).value, mean=estimate.mean_points, chance=chance
                )
                self.say(f"  {line}")
        self.say(self.said(advice.why))
        self.say(f"{self.line('terminal.rule_of_thumb')} {self.said(advice.rule_of_thumb.why)}")

    def _read(self, prompt: str) -> str:
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.say()
            raise Quit
        return line.strip()

    def _parse(self, text: str) -> Action | None:
        try:
            return parse_action(text)
        except ActionError as error:
            self.say(f"{self.said(error.why)} {self.line('terminal.type_help')}")
            return None

    def _why(self, hand: Hand, text: str) -> None:
        action = self._parse(text) if text else None
        if action is not None:
            verdict = hand.judge(action)
            label = self.line("terminal.allowed" if verdict.legal else "terminal.not_allowed")
            self.say(f"{label} {self.said(verdict.why)}")
        elif not text:
            self.say(self.line("terminal.why_what"))

    def _moves(self, hand: Hand) -> None:
        for choice in Snapshot.of(hand, self.seat).choices:
            action = choice.action
            mark = "✓" if choice.legal else "✗"
            self.say(f"  {mark} {label(self.shown(action), self.lang)} {self.said(choice.why)}")

    def _undo(self, hand: Hand) -> bool:
        """Back to just before your last move (taking back the bots' moves since)."""
        mine = [i for i, step in enumerate(hand.full_history) if step.seat == self.seat]
        if not mine:
            self.say(self.line("terminal.nothing_to_undo"))
            return False
        hand.rewind(mine[-1])
        self.say(self.line("terminal.taken_back"))
        return True

    def _show(self, hand: Hand) -> None:
        snap = Snapshot.of(hand, self.seat)
        if snap.phase is Phase.AUCTION:
            self.say(self.line("terminal.auction", high=snap.high_bid, high_bidder=snap.high_bidder))
        elif snap.trump is None:
            self.say(self.line("terminal.to_pitch", bid=snap.bid))
        else:
            assert snap.pitcher is not None
            played = [[s, c.pretty] for s, c in snap.current]
            self.say(self.line("terminal.trick", trump=snap.trump.value, pitcher=snap.pitcher, bid=snap.bid,
                               trick=len(snap.tricks) + 1, played=played))  # fmt: skip
        legal = {choice.action for choice in snap.legal if isinstance(choice.action, Card)}
        cards = [f"[{c.pretty}]" if c in legal else c.pretty for c in snap.holding(self.seat)]
        self.say(self.line("terminal.your_cards", cards=" ".join(cards), playable=bool(legal)))

    # -- after the hand ----------------------------------------------------

    def _report(self, result: HandResult) -> None:
        if result.score is None or result.outcome is None:
            return  # thrown in: the auction line said so
        self.say(self.line("terminal.points"))
        for award in result.score.awards:
            self.say(f"  {self.said(award.why)}")
        for why in result.score.settlement:
            self.say(f"  {self.said(why)}")
        self.say(self.line("terminal.totals", totals=list(result.outcome.totals)))
        self.say(self.said(result.outcome.why))
        self.keep({**result.hand.record_json(), "scores": list(result.before)})
