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
from typing import TextIO

from pitchtutor.actions import Action, action_text, parse_action
from pitchtutor.bots import Bot, make_bot
from pitchtutor.cards import Card, Suit, cards_pretty, sort_for_display
from pitchtutor.coach.coach import Coach
from pitchtutor.errors import ActionError, IllegalActionError
from pitchtutor.explain import ENGLISH, Explanation, Names
from pitchtutor.hand import Hand
from pitchtutor.match import HandResult, Match
from pitchtutor.rules import Ruleset
from pitchtutor.snapshot import Snapshot
from pitchtutor.state import Phase

HELP = """Type a card (AS, 10h, q♠), a bid (2), pass, or redeal (coke hand).
  moves    your legal moves, and why the others are not allowed
  why X    is X legal, and why? (nothing is played)
  hand     the table: your cards, the auction, the trick
  undo     take back your last move
  hint     the coach's next hint: the principle, then a pointer, then the move
  advice   in the auction: what pitching each suit would bring
  quit     stop"""

_FOUR_SEATS = ("you", "West", "North", "East")


class Quit(Exception):
    """The player typed quit, or the input ended."""


class TerminalGame:
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
        self.seat = seat
        self.lang = lang
        self.out = out
        self.inp = inp
        self.save = save
        self.max_hands = max_hands
        seat_names = None
        if players == 4:  # name the others by compass point, as at a card table
            seat_names = tuple(_FOUR_SEATS[(s - seat) % 4] for s in range(4))
        self.names = Names(players, rules.teams, seat_names=seat_names, you=seat)
        self.match = Match(rules, players, seed=seed, names=self.names)
        self.coach = Coach(seed)
        self.bots: list[Bot] = [
            make_bot(bot, seed=None if seed is None else seed + s) for s in range(players)
        ]

    def say(self, text: str = "") -> None:
        print(text, file=self.out)

    def said(self, why: Explanation) -> str:
        """The tutor's sentence in the game's language (the game's own prompts are still English)."""
        return why.text if self.lang == ENGLISH else why.render(self.names, self.lang)

    def run(self) -> int:
        rules = self.match.rules
        self.say(f"Pitch — {rules.describe()}, {self.match.players} players, target {rules.target}.")
        players = self.match.players
        mine = rules.side_of(self.seat, players)
        partners = [s for s in range(players) if s != self.seat and rules.side_of(s, players) == mine]
        if partners:
            self.say(f"Your partner{'s' if len(partners) > 1 else ''}: "
                     f"{', '.join(self.names.seat(p) for p in partners)}.")  # fmt: skip
        self.say("Type help for the commands.")
        played = 0
        try:
            while True:
                self._play_hand(self.match.hand)
                result = self.match.next_hand()
                self._report(result)
                if result.score is not None:
                    played += 1
                if self.match.over or (self.max_hands is not None and played >= self.max_hands):
                    break
        except Quit:
            self.say("Goodbye.")
        return 0

    # -- one hand ----------------------------------------------------------

    def _play_hand(self, hand: Hand) -> None:
        self.say()
        self.say(
            f"New hand: {self.names.seat(hand.dealer)} {'deal' if hand.dealer == self.seat else 'deals'}."
        )
        self.say(f"Your cards: {cards_pretty(sort_for_display(hand.holding(self.seat)))}")
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
        shown = action.pretty if isinstance(action, Card) else action_text(action)
        self.say(f"  {self.names.seat(seat, start=True)}: {shown} — {self.said(verdict.why)}")
        if auction_before and hand.phase is not Phase.AUCTION:
            why = hand.auction_result()
            if why is not None:
                self.say(f"  → {self.said(why)}")
        if len(hand.tricks) > tricks_before:
            self.say(f"  → {self.said(hand.tricks[-1].why)}")

    def _ask(self, hand: Hand) -> Action:
        self._show(hand)
        commands = {"moves": self._moves, "hand": self._show, "hint": self._hint, "advice": self._advice}
        while True:
            text = self._read("your move> ")
            word, _, rest = text.partition(" ")
            if word in ("quit", "exit", "q"):
                raise Quit
            if word in ("help", "?", "h"):
                self.say(HELP)
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
                    self.say(f"Not allowed: {self.said(verdict.why)}")

    def _hint(self, hand: Hand) -> None:
        notes = self.coach.next_hint(hand, self.seat, self.names)
        given = notes.hints[-1]
        self.say(f"Hint {given.level} of 3: {self.said(given.why)}")

    def _advice(self, hand: Hand) -> None:
        try:
            advice = self.coach.advice(hand, self.seat, self.names).advice
        except IllegalActionError as error:
            self.say(self.said(error.why))
            return
        assert advice is not None
        for suit, estimate in advice.suits.items():
            if estimate is not None:
                odds = ", ".join(f"{bid}+ {chance:.0%}" for bid, chance in estimate.chance.items() if chance)
                name = Suit(suit).plural.capitalize()
                self.say(f"  {name}: {estimate.mean_points:.1f} points on average ({odds})")
        self.say(self.said(advice.why))
        self.say(f"Rule of thumb: {self.said(advice.rule_of_thumb.why)}")

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
            self.say(f"{error} (type help for the commands)")
            return None

    def _why(self, hand: Hand, text: str) -> None:
        action = self._parse(text) if text else None
        if action is not None:
            verdict = hand.judge(action)
            self.say(f"{'Allowed' if verdict.legal else 'Not allowed'}: {self.said(verdict.why)}")
        elif not text:
            self.say("why what? For example: why KC")

    def _moves(self, hand: Hand) -> None:
        for choice in Snapshot.of(hand, self.seat).choices:
            action = choice.action
            shown = action.pretty if isinstance(action, Card) else action_text(action)
            self.say(f"  {'✓' if choice.legal else '✗'} {shown}: {self.said(choice.why)}")

    def _undo(self, hand: Hand) -> bool:
        """Back to just before your last move (taking back the bots' moves since)."""
        mine = [i for i, step in enumerate(hand.full_history) if step.seat == self.seat]
        if not mine:
            self.say("Nothing of yours to take back in this hand.")
            return False
        hand.rewind(mine[-1])
        self.say("Taken back.")
        return True

    def _show(self, hand: Hand) -> None:
        snap = Snapshot.of(hand, self.seat)
        if snap.phase is Phase.AUCTION:
            high = snap.high_bidder
            standing = (
                f"high bid {snap.high_bid} ({self.names.seat(high)})" if high is not None else "no bid yet"
            )
            self.say(f"Auction: {standing}.")
        elif snap.trump is None:
            self.say(f"You pitch at {snap.bid}: the first card you lead sets trump.")
        else:
            assert snap.pitcher is not None
            trick = ", ".join(f"{self.names.seat(s)} {c.pretty}" for s, c in snap.current) or "you lead"
            self.say(f"Trump: {snap.trump.plural} (pitcher {self.names.seat(snap.pitcher)}, bid {snap.bid}). "
                     f"Trick {len(snap.tricks) + 1}: {trick}.")  # fmt: skip
        legal = {choice.action for choice in snap.legal if isinstance(choice.action, Card)}
        cards = [f"[{c.pretty}]" if c in legal else c.pretty for c in snap.holding(self.seat)]
        self.say(f"Your cards: {' '.join(cards)}" + ("   ([ ] = playable)" if legal else ""))

    # -- after the hand ----------------------------------------------------

    def _report(self, result: HandResult) -> None:
        if result.score is None or result.outcome is None:
            return  # thrown in: the auction line said so
        self.say("Points:")
        for award in result.score.awards:
            self.say(f"  {self.said(award.why)}")
        for why in result.score.settlement:
            self.say(f"  {self.said(why)}")
        totals = ", ".join(f"{self.names.side(s)} {t}" for s, t in enumerate(result.outcome.totals))
        self.say(f"Totals: {totals}.")
        self.say(self.said(result.outcome.why))
        if self.save:
            with open(self.save, "a", encoding="utf-8") as file:
                record = result.hand.record_json()
                record["scores"] = list(result.before)
                file.write(json.dumps(record) + "\n")
