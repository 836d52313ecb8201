"""A table session: the match, who plays which seat, and the frames to show.

The session is the one owner of the table's mutable state and holds no
Jupyter code, so every path through it is tested without a browser.  Each
method either succeeds and returns the frames the table should show (one
per step, so bots' moves can be shown at a readable pace), or raises a
:class:`~pitchtutor.errors.PitchError` and changes nothing.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from pitchtutor.actions import Action, action_json
from pitchtutor.bots import Bot, make_bot
from pitchtutor.cards import Card, parse_cards
from pitchtutor.coach.advisor import Advice, held_facts
from pitchtutor.coach.coach import Coach
from pitchtutor.errors import ActionError, CardError, DealError, IllegalActionError, PitchError, TableError
from pitchtutor.explain import ENGLISH, Names, check_locale, explain, seat_name
from pitchtutor.hand import Hand
from pitchtutor.match import Match
from pitchtutor.record import HandRecord
from pitchtutor.rules import Ruleset
from pitchtutor.state import Phase
from pitchtutor.texts.page import decimal, percent, word
from pitchtutor.widgets.scene import View, build_scene, default_seat_names, preview_outcome
from pitchtutor.widgets.scene_types import (
    AdviceScene,
    AdviceSuit,
    CoachScene,
    HeldRow,
    HintLine,
    Message,
    ReviewScene,
    Scene,
)

TRICK_HOLD = 2.5
"""A finished trick stays up this many times the pace, so its winner can be read."""

MAX_TYPED = 2000
"""Typed hands longer than this are refused before they are read."""


def as_rules(rules: Ruleset | str | Mapping[str, Any]) -> Ruleset:
    return rules if isinstance(rules, Ruleset) else Ruleset.from_json(rules)


class Localized(PitchError):
    """A refusal the widget already says in its language (see :func:`refusal`)."""


def refusal(error: BaseException, lang: str, names: Names | None = None) -> tuple[str, str]:
    """What to say of a refused action in ``lang``, and the detail kept beside it ("" if none).

    A move the rules refuse has its reason in every language; a refusal the widget made is
    already in its language (:class:`Localized`).  The engine's other refusals (a hand record,
    typed hands or rules it cannot use) are in English: another language says what happened in
    its own words and keeps the English reason as the detail (a teacher points at the line)."""
    if lang == ENGLISH or isinstance(error, Localized):
        return str(error), ""
    why = getattr(error, "why", None)
    if isinstance(error, IllegalActionError | ActionError) and why is not None and names is not None:
        return why.render(names, lang), ""
    return word(lang, "table.unreadable"), str(error)


def withhold_winner(scene: Scene) -> Scene:
    """A frame of a trick's last card before the table says who won it: the trick's cards on
    the table and nothing that gives the winner away -- no caption, no winning card marked, no
    trick counted, no tutor's line for it (nor for the points, if it was the last), nobody to
    act and no score sheet yet."""
    trick = scene["trick"]
    if trick is None or not trick["done"]:
        return scene
    tutor = scene["tutor"]
    last_card = max((i for i, line in enumerate(tutor) if line["kind"] == "card"), default=len(tutor) - 1)
    unjudged = ("legal", "why", "key")  # a card's verdict is for the seat to act: nobody is
    seats = [
        {
            **seat,
            "to_act": False,
            "tricks_won": seat["tricks_won"] - (seat["seat"] == trick["winner"]),
            "cards": None
            if seat["cards"] is None
            else [{k: v for k, v in card.items() if k not in unjudged} for card in seat["cards"]],
        }
        for seat in scene["seats"]
    ]
    return {
        **scene,
        "phase": "play",
        "to_act": None,
        "your_turn": False,
        "trick": {**trick, "done": False, "winner": None, "why": None},
        "tricks_played": scene["tricks_played"] - 1,
        "seats": seats,  # type: ignore[typeddict-item]  # the same seats, with the trick not yet counted
        "tutor": tutor[: last_card + 1],
        "score": None,
        "match_winner": None,
        "review": None,
    }


class TableSession:
    """One card table: a match, its bots, and the viewer's seat."""

    def __init__(
        self,
        rules: Ruleset | str | Mapping[str, Any] = "partnership",
        players: int | None = None,
        *,
        viewer: int | None = 0,
        seed: int | None = None,
        bot: str = "basic",
        seat_names: Sequence[str] | None = None,
        human_seats: Sequence[int] | None = None,
        dealer: int | None = None,
        autoplay: bool = True,
        show_all: bool = False,
        lang: str = ENGLISH,
    ) -> None:
        self.lang = check_locale(lang)  # the language of every sentence in the frames
        self.bot_level = bot
        self.seed = seed
        self._custom_names = tuple(seat_names) if seat_names is not None else None
        self._human_override = None if human_seats is None else tuple(human_seats)
        # a person moving for every seat (a teacher) keeps doing so at a table of another size
        table = 4 if players is None else players
        self._every_seat = self._human_override is not None and set(self._human_override) == set(range(table))
        self.autoplay = autoplay
        self.show_all = show_all
        self.hints_enabled = True
        self.coach = Coach(seed)  # hints, advice and review, worked out once per position
        self.replay = False  # a record shown move by move: the table offers Back and Forward
        self.pause_before_winner = False  # step forward: a trick's last card, then its winner
        self._withheld: tuple[int, int] | None = None  # (hand, moves) where the winner is unsaid
        self.redo: list[Action] = []
        self.seq = 0
        # By default the viewer's right-hand neighbour deals, so the viewer bids first.
        first_dealer = dealer if dealer is not None else (-1 if viewer is None else viewer - 1)
        self._configure(as_rules(rules), players, viewer, first_dealer)

    # -- set-up ----------------------------------------------------------------

    def _configure(self, rules: Ruleset, players: int | None, viewer: int | None, dealer: int) -> None:
        """Build everything first, then swap it in: a bad choice changes nothing."""
        players = 4 if players is None else players
        rules.check_players(players)
        if viewer is not None and not 0 <= viewer < players:
            raise TableError(
                f"viewer {viewer} is not a seat: with {players} players the seats are 0 to {players - 1}"
            )
        seat_names = self._custom_names or default_seat_names(players, viewer)
        if len(seat_names) != players:
            raise TableError(f"{players} players need {players} seat names, not {len(seat_names)}")
        if self._every_seat:
            humans: tuple[int, ...] = tuple(range(players))
        elif self._human_override is not None:
            humans = self._human_override
        else:
            humans = () if viewer is None else (viewer,)
        if any(not 0 <= seat < players for seat in humans):
            raise TableError(f"human seats {list(humans)} are not all seats of a {players}-player table")
        names = Names(players, rules.teams, seat_names=seat_names, you=viewer)
        match = Match(rules, players, seed=self.seed, dealer=dealer % players, names=names)
        bots = {
            seat: make_bot(self.bot_level, None if self.seed is None else self.seed + seat)
            for seat in range(players)
        }
        self.rules, self.players, self.viewer, self.names = rules, players, viewer, names
        self.human_seats = frozenset(humans)
        self.match, self.bots = match, bots
        self.redo = []

    def set_rules(self, rules: Ruleset | str | Mapping[str, Any], players: int | None = None) -> list[Scene]:
        """Start a new match under other rules (and table size)."""
        viewer = self.viewer if self.viewer is None or players is None or self.viewer < players else 0
        self._configure(
            as_rules(rules), players or self.players, viewer, -1 if viewer is None else viewer - 1
        )
        return self.start()

    def new_match(self, seed: int | None = None) -> list[Scene]:
        self.seed = seed if seed is not None else self.seed
        self.coach.seed = self.seed
        self._configure(self.rules, self.players, self.viewer, -1 if self.viewer is None else self.viewer - 1)
        return self.start()

    def start(self) -> list[Scene]:
        """The frames from the deal up to the first decision of a human seat."""
        return [self.frame(), *self._autoplay()]

    @property
    def hand(self) -> Hand:
        return self.match.hand

    def bot(self, seat: int) -> Bot:
        return self.bots[seat]

    # -- what to show ------------------------------------------------------------

    def view(self) -> View:
        return View(self.viewer, self.names, self.show_all, self.human_seats, self.lang)

    def frame(self, *, message: Message | None = None, hold: float = 1.0) -> Scene:
        """The scene now, numbered so the browser shows frames in order."""
        self.seq += 1
        hand = self.hand
        outcome = None
        results = self.match.results
        if results and results[-1].hand is hand:  # already scored into the totals (the match is over)
            outcome = results[-1].outcome
        elif hand.phase is Phase.OVER:
            _, outcome = preview_outcome(hand, self.match.totals)
        scene = build_scene(
            hand,
            self.view(),
            totals=self.match.totals,
            outcome=outcome,
            match_winner=self.match.winner,
            hand_number=len(self.match.results) + 1,
            seq=self.seq,
            message=message,
            hold=hold,
        )
        notes = self._coach_notes()
        return {
            **scene,
            "hands_scored": self.match.hands_scored,
            "replay": self.replay,
            "hints_enabled": self.hints_enabled,
            "hints": notes["hints"],
            "advice": notes["advice"],
            "review": notes["review"],
        }

    def error_frame(self, error: Exception) -> Scene:
        """The scene now with the error shown: nothing changed."""
        if isinstance(error, PitchError):
            text = refusal(error, self.lang, self.names)[0]
        else:
            text = word(self.lang, "table.bug", error=f"{type(error).__name__}: {error}")
        return self.frame(message={"level": "error", "text": text})

    # -- playing -----------------------------------------------------------------

    def act(self, action: Action, seat: int | None = None) -> list[Scene]:
        """A human seat's bid or card (``seat`` defaults to the seat to act)."""
        hand = self.hand
        to_act = hand.to_act
        who = to_act if seat is None else seat
        if to_act is not None and who not in self.human_seats:
            raise IllegalActionError(explain("table.bot_seat", self.names, seat=who))
        verdict = hand.judge(action, who)
        if not verdict.legal:
            raise IllegalActionError(verdict.why)
        tricks = len(hand.tricks)
        hand.apply(action)
        self.redo = []
        return [self.frame(hold=TRICK_HOLD if len(hand.tricks) > tricks else 1.0), *self._autoplay()]

    def _autoplay(self) -> list[Scene]:
        """Bots move for the seats nobody controls, each move one frame."""
        frames = []
        hand = self.hand
        while self.autoplay and hand.to_act is not None and hand.to_act not in self.human_seats:
            frames.append(self._bot_move())
        return frames

    def _bot_move(self) -> Scene:
        hand = self.hand
        seat = hand.to_act
        assert seat is not None
        tricks = len(hand.tricks)
        hand.apply(self.bots[seat].choose(hand.view(seat)))
        return self.frame(hold=TRICK_HOLD if len(hand.tricks) > tricks else 1.0)

    def next_hand(self) -> list[Scene]:
        """Score the finished hand into the totals and deal the next (or, once
        the match is won, start a new match)."""
        if self.match.over:
            return self.new_match(None if self.seed is None else self.seed + 1000)
        self.match.next_hand()
        self.redo = []
        return self.start()

    def undo(self) -> list[Scene]:
        """Take back the last move of a human seat (and the bots' moves since)."""
        hand = self.hand
        mine = [i for i, step in enumerate(hand.full_history) if step.seat in self.human_seats]
        if not mine:
            raise IllegalActionError(explain("table.nothing_to_undo", self.names))
        hand.rewind(mine[-1])
        self.redo = []
        return [self.frame()]

    def restart(self) -> list[Scene]:
        """The same deal again from the start."""
        self.hand.restart()
        self.redo = []
        return self.start()

    def step_back(self) -> list[Scene]:
        """One action back; step forward replays it."""
        hand = self.hand
        if not hand.history:
            raise IllegalActionError(explain("table.nothing_to_undo", self.names))
        self.redo.append(hand.history[-1])
        hand.undo()
        return [self.frame()]

    def _step(self) -> None:
        """Apply the next action: the one stepped back over (or from a loaded
        record), else the bot's choice for the seat to act."""
        hand = self.hand
        seat = hand.to_act
        if seat is None:
            raise IllegalActionError(explain("table.hand_over", self.names))
        hand.apply(self.redo.pop() if self.redo else self.bots[seat].choose(hand.view(seat)))

    @property
    def winner_withheld(self) -> bool:
        """Whether the table shows a trick's last card with its winner still unsaid: the next
        step forward says who won (see ``pause_before_winner``)."""
        return self._withheld == (id(self.hand), len(self.hand.history))

    def step_forward(self) -> list[Scene]:
        """The next action, as one frame.  With ``pause_before_winner`` (the teacher's step
        bar) the card that ends a trick is one step and who won it the next, so that a class
        can be asked which card wins before the table says."""
        if self.winner_withheld:
            self._withheld = None
            return [self.frame(hold=TRICK_HOLD)]
        tricks = len(self.hand.tricks)
        self._step()
        ended = len(self.hand.tricks) > tricks
        if ended and self.pause_before_winner:
            self._withheld = (id(self.hand), len(self.hand.history))
            return [withhold_winner(self.frame())]
        return [self.frame(hold=TRICK_HOLD if ended else 1.0)]

    def step_trick(self) -> list[Scene]:
        """Forward to the end of this trick (in the auction: to its end), one
        frame per move, so the page shows them at its pace."""
        hand = self.hand
        tricks, phase = len(hand.tricks), hand.phase
        frames = self.step_forward()  # refuses once the hand is over
        while hand.to_act is not None and len(hand.tricks) == tricks and hand.phase == phase:
            frames += self.step_forward()
        return frames

    def step_to_end(self) -> list[Scene]:
        """Straight to the end of the hand: its score sheet, in one frame (the
        tutor's log holds every move on the way, and Back steps over each)."""
        self._step()  # refuses once the hand is over
        while self.hand.to_act is not None:
            self._step()
        return [self.frame()]

    # -- the coach: hints, the bid advisor, the review ------------------------------

    def _advised_figures(self, advice: Advice) -> tuple[str | None, float | None]:
        """The call advised's own figures, where it is not the best bid of its suit's row (the
        later speakers' exception: the row shows "+2.1 at 1", the advice bids 3): its net and its
        chance of winning the match, as the advice's sentence gives them, shown in its row."""
        suit, bid = advice.best_suit, advice.best_bid
        estimate = advice.suits.get(suit) if suit else None
        if suit is None or estimate is None or not bid:
            return None, None
        net = None
        if advice.nets.get(suit, (bid, 0.0))[0] != bid:
            net = decimal(self.lang, round(estimate.edge_by_bid[bid], 2), "+.1f")
        chance = None
        if advice.match is not None and advice.match.suits.get(suit, (bid, 0.0))[0] != bid:
            chance = advice.match.after
        return net, chance

    def _chance_text(self, chance: float, *, tenths: bool) -> str:
        """A chance of winning the match as the advice's sentences write it (the facts keep three
        decimals, then the whole percent, or a tenth where chances would read alike): the chart
        and the sentence beside it show one figure."""
        return percent(self.lang, round(chance, 3), 1 if tenths else 0)

    def _held_row(self, advice: Advice) -> HeldRow | None:
        """Where another seat holds the high bid, the advisor's row for a pass: that seat's
        contract, which a pass leaves, and its net for your side on the same deals."""
        estimates = [e for e in advice.suits.values() if e is not None]
        held = held_facts(estimates)
        holder = estimates[0].held if estimates else None
        if holder is None or not isinstance(held["held_edge"], float):
            return None
        name, bid = seat_name(self.names, holder.holder, self.lang, start_=True), held["held_bid"]
        tip = (
            "table.advisor_pass_held_tip"
            if holder.ours
            else "table.advisor_pass_taken_tip"
            if self.rules.teams is not None
            else "table.advisor_pass_taken_tip_alone"
        )
        return {
            "label": word(self.lang, "table.advisor_pass_held", name=name, bid=bid),
            "tip": word(
                self.lang,
                tip,
                name=name,
                bid=bid,
                unless=self._unless(held["held_outbid"], open_=holder.open),
            ),
            "net_text": decimal(self.lang, held["held_edge"], "+.1f"),
        }

    def _unless(self, taken: object, *, open_: bool) -> str:
        """After the holder's name: how often an opponent after you would take a partner's
        contract (the figures count it), or that a player after you may take it (they do not)."""
        if isinstance(taken, float):
            return word(self.lang, "table.advisor_unless_counted", pct=percent(self.lang, taken))
        return word(self.lang, "table.advisor_unless") if open_ else ""

    def _coach_notes(self) -> CoachScene:
        """What the coach has said about this position, as the scene shows it."""
        notes = self.coach.notes(self.hand)
        advice: AdviceScene | None = None
        if notes.advice is not None:
            # the chances to a tenth where they would read alike, as the sentences say them: once
            tenths = notes.advice.match is not None and notes.advice.match.tenths()
            suits: list[AdviceSuit] = []
            for suit, estimate in notes.advice.suits.items():
                row: AdviceSuit = {"suit": suit.value, "held": estimate is not None}
                if estimate is not None:
                    row |= {
                        "mean": round(estimate.mean_points, 2),
                        # the hint's own figure, rounded once and the same way (JS rounds halves up)
                        "mean_text": decimal(self.lang, round(estimate.mean_points, 2), ".1f"),
                        "chance": {str(b): round(p, 2) for b, p in estimate.chance.items()},
                        "expected": {str(b): round(v, 2) for b, v in estimate.expected_by_bid.items()},
                    }
                    if suit in notes.advice.nets:  # a bid allowed: its net, the figure the advice ranks by
                        bid, net = notes.advice.nets[suit]
                        row |= {"net": round(net, 2), "net_bid": bid}
                        row["net_text"] = decimal(self.lang, round(net, 2), "+.1f")
                    match = notes.advice.match
                    if match is not None and suit in match.suits:  # the figure the advice ranks by then
                        chance = match.suits[suit][1]
                        row |= {"match_bid": match.suits[suit][0], "match": round(chance, 2),
                                "match_text": self._chance_text(chance, tenths=tenths)}  # fmt: skip
                suits.append(row)
            advice = {
                "suits": suits,
                "best": notes.advice.why.render(self.names, self.lang),
                "thumb": notes.advice.rule_of_thumb.why.render(self.names, self.lang),
                # the call it recommends, as the bidding box names it: marked there, and the box's
                # keyboard stop (a learner who asked the advisor lands on its call, not on Pass)
                "move": notes.advice.best_bid or "pass",
                "suit": notes.advice.best_suit.value if notes.advice.best_suit else None,
            }
            if notes.advice.match is not None:
                advice["match_now"] = round(notes.advice.match.now, 2)
                advice["match_now_text"] = self._chance_text(notes.advice.match.now, tenths=tenths)
            held = self._held_row(notes.advice)
            if held is not None:
                advice["pass_held"] = held
            advised_net, advised_chance = self._advised_figures(notes.advice)
            if advised_net is not None:
                advice["advised_net_text"] = advised_net
            if advised_chance is not None:
                advice["advised_match"] = round(advised_chance, 2)
                advice["advised_match_text"] = self._chance_text(advised_chance, tenths=tenths)
        review: ReviewScene | None = None
        if notes.review is not None:
            review = {
                "summary": notes.review.why.render(self.names, self.lang),
                "lines": [p.why.render(self.names, self.lang) for p in notes.review.mistakes],
            }
        hints: list[HintLine] = [
            {
                "level": given.level,
                "key": given.why.key,
                "text": given.why.render(self.names, self.lang),
                "move": action_json(given.action) if given.action is not None else None,
            }
            for given in notes.hints
        ]
        return {"hints": hints, "advice": advice, "review": review}

    def _human_to_act(self) -> int:
        seat = self.hand.to_act
        if seat is None or seat not in self.human_seats:
            raise IllegalActionError(explain("table.no_hint", self.names))
        return seat

    def hint(self) -> list[Scene]:
        """The next step of the hint ladder for the seat to act."""
        if not self.hints_enabled:
            raise IllegalActionError(explain("table.hints_off", self.names))
        self.coach.next_hint(self.hand, self._human_to_act(), self.names)
        return [self.frame()]

    def advise(self) -> list[Scene]:
        """The bid advisor for the seat to bid."""
        self.coach.advice(self.hand, self._human_to_act(), self.names)
        return [self.frame()]

    def review(self) -> list[Scene]:
        """The viewer's plays in the finished hand, against the best play."""
        if self.viewer is None:
            raise IllegalActionError(explain("table.review_when_over", self.names))
        self.coach.review(self.hand, self.viewer, self.names)
        return [self.frame()]

    # -- a teacher's set-ups -------------------------------------------------------

    def load_record(self, record: HandRecord | object, *, at_start: bool = True) -> list[Scene]:
        """Set up the table from a hand record.  With ``at_start`` the hand is
        shown as dealt and the record's moves wait to be stepped through."""
        parsed = record if isinstance(record, HandRecord) else HandRecord.from_json(record)
        hand = parsed.replay()  # every move checked before anything changes
        players = len(parsed.hands)
        if parsed.rules != self.rules or players != self.players:
            self._configure(
                parsed.rules,
                players,
                self.viewer if self.viewer is None or self.viewer < players else 0,
                parsed.dealer,
            )
        fresh = Hand(parsed.rules, parsed.dealer, parsed.hands, names=self.names, scores=parsed.scores)
        fresh.apply_all(hand.history)
        self.match.set_up(fresh, parsed.scores)
        self.redo = []
        if at_start:
            self.redo = list(reversed(fresh.history))
            fresh.restart()
        return [self.frame()]

    def deal(self, text: str, dealer: int | None = None) -> list[Scene]:
        """Deal hands typed as text, one seat per line (``AS KS 10h ...``,
        optionally starting ``seat 2:``), for the current rules and table."""
        hands = parse_typed_hands(text, self.players)
        dealer = self.hand.dealer if dealer is None else dealer
        try:
            hand = Hand(self.rules, dealer, hands, names=self.names)
        except DealError as error:
            raise DealError(f"typed hands: {error}") from None
        self.match.set_up(hand)
        self.redo = []
        return self.start()

    def record(self) -> dict[str, Any]:
        """The current hand as a hand record, with the totals before it."""
        record = self.hand.record_json()
        record["scores"] = list(self.match.totals)
        return record


_SEAT_PREFIX = re.compile(r"^\s*(?:seat\s*)?(\d+)\s*[:=]\s*", re.IGNORECASE)


def parse_typed_hands(text: str, players: int) -> list[tuple[Card, ...]]:
    """Read one hand per line; blank lines are skipped; a line may start with
    ``seat N:`` (or ``N:``) to say whose hand it is."""
    if not isinstance(text, str) or len(text) > MAX_TYPED:
        raise DealError(f"typed hands must be text of at most {MAX_TYPED} characters")
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) != players:
        raise DealError(
            f"typed hands: {players} players need {players} lines, one per seat, not {len(lines)}"
        )
    hands: list[tuple[Card, ...] | None] = [None] * players
    for number, line in enumerate(lines):
        match = _SEAT_PREFIX.match(line)
        seat = int(match.group(1)) if match else number
        if not 0 <= seat < players:
            raise DealError(f"typed hands, line {number + 1}: seat {seat} is not at a {players}-player table")
        if hands[seat] is not None:
            raise DealError(f"typed hands, line {number + 1}: seat {seat} is typed twice")
        try:
            hands[seat] = parse_cards(line[match.end() :] if match else line)
        except CardError as error:
            raise CardError(f"typed hands, line {number + 1}: {error}") from None
    return [hand for hand in hands if hand is not None]
