"""The practice widgets: :class:`PuzzleTrainer` (rated puzzles) and :class:`Drills` (timed quick counts).

:class:`PuzzleTrainer` drives a :class:`~pitchtutor.puzzles.trainer.Trainer`:
the page shows the puzzle's position as its seat sees it (its own cards, the
auction, the cards played; never another hand), the learner clicks a card or a
call, and the kernel checks it, moves the ratings and sends the explanation
with the numbers.  The learner (rating, history, reviews) lives in the
browser's local storage: the page hands it to the kernel when it opens
(``learner``, checked by :func:`~pitchtutor.puzzles.trainer.read_learner`) and
stores each new one the kernel sends back; it exports it to a file and imports
one (the ``import`` message, checked the same way).

:class:`Drills` asks quick-count questions made fresh from the engine
(:mod:`pitchtutor.puzzles.drills`), drawn by the quizzes' own page code, and
times each first answer in the kernel.

Every value the page may set (``theme``, ``mode``, ``learner``, ``kind``) is
checked by ``@validate``; a bad one is refused in one line (:mod:`.guard`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import anywidget
import traitlets

from pitchtutor.actions import Bid, Pass, action_json
from pitchtutor.cards import Card, sort_for_display
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH, VOCABULARIES, Names, seat_name, start
from pitchtutor.puzzles.drills import DRILL_KINDS, Drill, DrillError, Pace, make_drill, read_times, times_json
from pitchtutor.puzzles.puzzle import Puzzle
from pitchtutor.puzzles.rating import shown
from pitchtutor.puzzles.trainer import (
    MIXED,
    Learner,
    Outcome,
    PuzzleIndex,
    Trainer,
    TrainerError,
    check_mode,
    read_learner,
)
from pitchtutor.snapshot import Snapshot
from pitchtutor.texts.page import WORDS, decimal, many_points, number, percent, sentence, word
from pitchtutor.widgets.fallback import StaticFallback, static_block
from pitchtutor.widgets.feedback import Answering
from pitchtutor.widgets.guard import checked_trait
from pitchtutor.widgets.quiz import _learner_names, legal_question
from pitchtutor.widgets.quiz_hand import _names as _hand_names
from pitchtutor.widgets.quiz_hand import who_scores_question
from pitchtutor.widgets.scene import call_label, card_json, default_seat_names
from pitchtutor.widgets.table import static_text

if TYPE_CHECKING:  # sqlite3 is not in every Python (Pyodide leaves it out)
    from pitchtutor.puzzles.community import PuzzleRatings


def _label(theme: str, lang: str = ENGLISH) -> str:
    """A theme's name in ``lang`` (the catalog's ``trainer.theme.<theme>``)."""
    key = f"trainer.theme.{theme}"
    return word(lang, key) if key in WORDS else theme.replace("_", " ").capitalize()


def _preset(preset: str, lang: str = ENGLISH) -> str:
    key = f"trainer.preset.{preset}"
    return word(lang, key) if key in WORDS else preset.capitalize()


def _call_text(action: object, lang: str = ENGLISH, hold: int | None = None) -> str:
    if isinstance(action, Bid):
        key = "trainer.hold_choice" if action.amount == hold else "trainer.bid_choice"
        return word(lang, key, bid=action.amount)
    return word(lang, "trainer.pass_choice") if isinstance(action, Pass) else str(action)


def _points(lang: str, value: float) -> str:
    """A difference of points, to two decimals: English says "0.35 points"; French and Portuguese keep
    the singular below 2 ("0,35 point", "0,35 ponto")."""
    one = lang in ("pt", "fr") and not many_points(value, ".2f")
    key = "trainer.points_one" if one else "trainer.points_many"
    return word(lang, key, count=decimal(lang, value, ".2f"))


def _choice_label(
    action: object, lang: str = ENGLISH, *, start_: bool = False, hold: int | None = None
) -> str:
    """A choice as a sentence names it: "the J♥" ("o Valete de copas", "le valet de cœur"), "bid 3",
    "hold at 2" (a bid of ``hold``, the high bid, which only the dealer may make)."""
    if isinstance(action, Card):
        if lang in VOCABULARIES:
            return VOCABULARIES[lang].card(action.code, start=start_)
        text = word(lang, "trainer.the_card", card=action.pretty)
    else:
        text = _call_text(action, lang, hold)
    return start(text) if start_ else text


def _names(puzzle: Puzzle) -> Names:
    players = len(puzzle.record.hands)
    return Names(
        players,
        puzzle.record.rules.teams,
        seat_names=default_seat_names(players, puzzle.seat),
        you=puzzle.seat,
    )


def puzzle_view(puzzle: Puzzle, *, review: bool = False, lang: str = ENGLISH) -> dict[str, Any]:
    """What the page shows of a puzzle: only what its seat may see (its own hand,
    the auction, the cards played), never the answer, the values or another hand; in ``lang``."""
    snap = Snapshot.of(puzzle.hand(), viewer=puzzle.seat)
    names = _names(puzzle)
    seat = puzzle.seat
    rules = puzzle.record.rules

    def who(s: int) -> str:
        return seat_name(names, s, lang, start_=True)

    tricks = [
        {
            "winner": who(t.winner),
            "cards": [{"card": card_json(c, lang), "seat": who(s)} for s, c in t.plays],
        }
        for t in snap.tricks
    ]
    hold = puzzle.hold_at()
    options = (
        [
            {
                "call": action_json(c.action),
                "label": call_label(c.action, names, lang),  # type: ignore[arg-type]
                "hold": isinstance(c.action, Bid) and c.action.amount == hold,
            }
            for c in puzzle.choices
        ]
        if puzzle.kind == "bid"
        else []
    )
    if puzzle.kind == "bid":
        options.sort(key=lambda o: -1 if o["call"] == "pass" else int(o["call"]))
    players = len(puzzle.record.hands)
    partner = rules.teams is not None
    return {
        "id": puzzle.id,
        "kind": puzzle.kind,
        "prompt": word(lang, "trainer.prompt_bid" if puzzle.kind == "bid" else "trainer.prompt_card"),
        "review": review,
        "rules": word(
            lang,
            "trainer.rules_partners" if partner and players == 4 else "trainer.rules",
            preset=_preset(puzzle.preset, lang),
            players=players,
        ),
        "dealer": who(snap.dealer),
        "trump": snap.trump.value if snap.trump else None,
        "contract": word(lang, "trainer.contract", seat=who(snap.pitcher), bid=snap.bid)
        if snap.pitcher is not None
        else None,
        "calls": [{"seat": who(s), "label": call_label(c, names, lang)} for s, c in snap.calls],
        "tricks": tricks,
        "trick": [{"card": card_json(c, lang), "seat": who(s)} for s, c in snap.current],
        "hand": [card_json(c, lang) for c in sort_for_display(snap.holding(seat), snap.trump)],
        "options": options,
    }


def _shared_ratings() -> PuzzleRatings | None:
    try:
        from pitchtutor.puzzles.community import shared_ratings
    except ImportError:  # no sqlite3 (Pyodide): nothing to share
        return None
    return shared_ratings()


def _values_title(puzzle: Puzzle) -> str:
    """The values table's title: what a card brings the seat's side (or the seat), or what a call
    brings it less the others' points (a net: against an average opponent at a table of three)."""
    alone = puzzle.record.rules.teams is None
    if puzzle.kind != "bid":
        return "trainer.values_title_alone" if alone else "trainer.values_title"
    if not alone:
        return "trainer.values_title_net"
    if len(puzzle.record.hands) == 2:
        return "trainer.values_title_net_one"
    # a puzzle valued before the net took off an average opponent's points (its facts say no
    # "rivals") counted the others in full: titled as a card's values are
    rivals = puzzle.reasons[0].facts.get("rivals") if puzzle.reasons else None
    return "trainer.values_title_net_rivals" if rivals else "trainer.values_title_alone"


def outcome_feedback(outcome: Outcome, lang: str = ENGLISH) -> dict[str, Any]:
    """The explanation of an answer: why the answer is best, why the tempting one is not,
    every choice's value, and the rating before and after; in ``lang``."""
    puzzle, chosen = outcome.puzzle, outcome.chosen
    names = _names(puzzle)
    hold = puzzle.hold_at()
    answer = _choice_label(puzzle.answer, lang, hold=hold)
    mine = _choice_label(chosen, lang, hold=hold)
    summary = (
        word(lang, "trainer.right", choice=mine)
        if outcome.solved
        else word(lang, "trainer.not", choice=mine, answer=answer)
    )
    lines = [{"ok": True, "text": text} for text in puzzle.explanation(names, lang)]
    values = {c.action: c for c in puzzle.choices}
    if not outcome.solved and chosen != puzzle.tempting and chosen in values:
        best, yours = values[puzzle.answer].mean, values[chosen].mean
        lines.insert(
            1,
            {
                "ok": False,
                "text": word(
                    lang,
                    "trainer.you_chose",
                    choice=mine,
                    yours=decimal(lang, yours, "+.2f"),
                    less=_points(lang, best - yours),
                    answer=answer,
                ),
            },
        )
    rows = [
        {
            "label": _choice_label(c.action, lang, start_=True, hold=hold),
            "code": action_json(c.action),
            "mean": round(c.mean, 2),
            "se": round(c.stderr, 2),
            "answer": puzzle.solves(c.action),
            "chosen": c.action == chosen,
        }
        for c in puzzle.choices
    ]
    deals = puzzle.choices[0].samples if puzzle.choices else 0
    dealt = word(
        lang, "trainer.deals_exact" if puzzle.exact else "trainer.deals_sampled", count=number(lang, deals)
    )
    return {
        "correct": outcome.solved,
        "summary": summary,
        "lines": lines,
        "values": rows,
        "deals": dealt,
        "values_title": word(lang, _values_title(puzzle), deals=dealt),
        "exact": puzzle.exact,
        "mode": outcome.mode,
        "review": outcome.review,
        "before": shown(outcome.before.rating),
        "after": shown(outcome.after.rating),
        "delta": shown(outcome.after.rating) - shown(outcome.before.rating),
        "puzzle_rating": shown(puzzle.rating.rating),
        "puzzle_after": None if outcome.puzzle_after is None else shown(outcome.puzzle_after.rating),
        "themes": [_label(t, lang) for t in puzzle.themes],
        "streak": outcome.streak,
        "answer": action_json(puzzle.answer),
        "also": [action_json(a) for a in puzzle.also],
        "chosen": action_json(chosen),
    }


class _Practice(StaticFallback, Answering, anywidget.AnyWidget):
    """What the trainer and the drills share: the page's style, the four-colour deck, the static
    picture (``static_word``), and a bug named to the learner by its type alone."""

    _css = static_text("pitch.css")

    four_color = traitlets.Bool(False).tag(sync=True)

    static_word: ClassVar[str]
    """The catalog's sentence saying what the widget does, for pages that run no widget code."""

    def _bug_name(self, error: Exception) -> object:
        return type(error).__name__

    def static_html(self) -> str:
        return static_block(self.word(self.static_word), note=self.word("static.note"))


class PuzzleTrainer(_Practice):
    """Rated Pitch puzzles at the learner's level (see the module).

    >>> trainer = PuzzleTrainer(seed=1)
    >>> trainer.puzzle["kind"] in ("card", "bid"), trainer.summary["rating"]
    (True, 1500)
    """

    word_groups = ("kernel", "suit", "number", "trainer")
    static_word = "trainer.static"
    bug_word = "trainer.bug"
    bug_log = "pitchtutor trainer error"

    _esm = static_text("trainer.js")

    puzzle = traitlets.Dict().tag(sync=True)
    summary = traitlets.Dict().tag(sync=True)
    learner = traitlets.Dict().tag(sync=True)
    theme = traitlets.Unicode(MIXED).tag(sync=True)
    mode = traitlets.Unicode("rated").tag(sync=True)

    def __init__(
        self,
        *,
        seed: int | None = None,
        index: PuzzleIndex | None = None,
        learner: Learner | None = None,
        theme: str = MIXED,
        mode: str = "rated",
        shared: bool = True,
        **kwargs: Any,
    ) -> None:
        """``shared``: draw the puzzles by the ratings every learner's attempts teach,
        and let this learner's first attempts teach them too
        (:mod:`~pitchtutor.puzzles.community`; where there is no shared file, the
        shipped ratings)."""
        ratings = _shared_ratings() if shared else None
        self._trainer = Trainer(index, learner, seed=seed, theme=theme, mode=mode, shared=ratings)
        self._kernel_sets = False
        self._shown: Puzzle | None = None
        self._outcome: Outcome | None = None
        super().__init__(theme=theme, mode=mode, **kwargs)
        self._publish(learner=True)
        self._show_next()
        self.on_msg(self._on_message)

    @property
    def trainer(self) -> Trainer:
        return self._trainer

    # -- what the page may set ------------------------------------------------------------

    @traitlets.validate("theme")
    def _valid_theme(self, proposal: dict[str, Any]) -> str:
        return checked_trait(self._trainer.index.check_theme, proposal["value"], TrainerError)

    @traitlets.validate("mode")
    def _valid_mode(self, proposal: dict[str, Any]) -> str:
        return checked_trait(check_mode, proposal["value"], TrainerError)

    @traitlets.validate("learner")
    def _valid_learner(self, proposal: dict[str, Any]) -> dict[str, Any]:
        if self._kernel_sets:
            return dict(proposal["value"])
        return checked_trait(lambda value: read_learner(value).to_json(), proposal["value"], TrainerError)

    @traitlets.observe("theme", "mode")
    def _on_choice(self, change: dict[str, Any]) -> None:
        if change["name"] == "theme":
            self._trainer.set_theme(change["new"])
        else:
            self._trainer.set_mode(change["new"])
        self._publish()
        self._show_next()

    @traitlets.observe("lang")
    def _on_lang(self, _change: dict[str, Any]) -> None:
        """Say what is on show again in the new language (the same puzzle, its verdict if answered)."""
        if self._shown is None:
            return
        with self.hold_sync():
            self.puzzle = puzzle_view(self._shown, review=bool(self.puzzle.get("review")), lang=self.lang)
            if self._outcome is not None and self.feedback.get("summary"):
                self.feedback = outcome_feedback(self._outcome, self.lang)
            self._publish()

    @traitlets.observe("learner")
    def _on_learner(self, change: dict[str, Any]) -> None:
        if self._kernel_sets:
            return
        self._trainer.learner = read_learner(change["new"])  # valid: checked above
        self._publish()
        if not self.feedback:  # the puzzle on show is not answered yet: one at the learner's level
            self._show_next()

    # -- what the learner does ------------------------------------------------------------

    def answer(self, value: object) -> bool:
        """Answer the puzzle on show (a card code, a bid, "pass"); whether it was right.
        A choice the position does not allow is refused with the engine's reason."""
        if self.feedback.get("summary"):
            self.feedback = self.feedback | {"error": self.word("trainer.answered")}
            return False
        try:
            outcome = self._trainer.answer(value, self.lang)
        except TrainerError as error:
            self.feedback = self._no_verdict(sentence(str(error)))
            return False
        self._outcome = outcome
        with self.hold_sync():
            self.feedback = outcome_feedback(outcome, self.lang)
            self._publish(learner=True)
        return outcome.solved

    def next(self) -> None:
        """Show the next puzzle."""
        self._show_next()

    def import_learner(self, text: object) -> bool:
        """Replace the learner with one from an exported file's text; whether it was taken."""
        try:
            learner = read_learner(text if isinstance(text, str) else "")
        except TrainerError as error:
            reason = str(error) if self.lang == ENGLISH else self.word("trainer.not_a_learner")
            self.feedback = self._no_verdict(self.word("trainer.not_imported", reason=reason))
            return False
        self._trainer.learner = learner
        with self.hold_sync():
            self._publish(learner=True)
            self._show_next()
            self.feedback = {
                "notice": self.word(
                    "trainer.imported",
                    rating=shown(learner.rating.rating),
                    count=number(self.lang, len(learner.history)),
                )
            }
        return True

    def _dispatch(self, content: object) -> None:
        if not isinstance(content, dict):
            raise PitchError(self.word("trainer.not_understood"))
        kind = content.get("type")
        if kind == "answer":
            self.answer(content.get("value"))
        elif kind == "next":
            self.next()
        elif kind == "import":
            self.import_learner(content.get("text"))
        else:
            raise PitchError(f"{self.word('trainer.not_understood')}: {str(kind)[:40]!r}")

    def _no_verdict(self, error: str) -> dict[str, Any]:
        """The trainer's page reads a refusal as the ``error`` alone (no ``correct``, no ``lines``)."""
        return {"error": error}

    # -- what the page shows --------------------------------------------------------------

    def _show_next(self) -> None:
        puzzle = self._trainer.next_puzzle()
        self._shown, self._outcome = puzzle, None
        with self.hold_sync():
            self.puzzle = puzzle_view(puzzle, review=self._trainer.current_is_review, lang=self.lang)
            self.feedback = {}
            self._publish()

    def _publish(self, *, learner: bool = False) -> None:
        trainer = self._trainer
        person = trainer.learner
        strong, weak = trainer.strengths()
        index = trainer.index
        lang = self.lang
        self.summary = {
            "rating": shown(person.rating.rating),
            "rd": shown(person.rating.rd),
            "chart": [shown(r) for r in person.chart()[-200:]],
            "attempts": len(person.history),
            "solved": sum(a.solved for a in person.history),
            "done": person.done,
            "streak": trainer.streak,
            "best_streak": person.best_streak,
            "reviews": len(person.reviews),
            "due": len(person.due()),
            "themes": [
                {
                    "theme": t,
                    "label": self.word(
                        "trainer.theme_count", label=_label(t, lang), count=number(lang, index.count(t))
                    ),
                }
                for t in [MIXED, *index.themes]
            ],
            "by_theme": [
                {"label": _label(r.theme, lang), "attempts": r.attempts, "solved": r.solved}
                for r in trainer.themes()
            ],
            "strong": [_label(r.theme, lang) for r in strong],
            "weak": [_label(r.theme, lang) for r in weak],
        }
        if learner:
            self._kernel_sets = True
            try:
                self.learner = person.to_json()
            finally:
                self._kernel_sets = False

    def __repr__(self) -> str:
        return f"<PuzzleTrainer of {len(self._trainer.index.puzzles):,} puzzles>"


# -- drills ---------------------------------------------------------------------------------


class Drills(_Practice):
    """Timed quick-count drills (see the module): ``kind`` is one of
    :data:`~pitchtutor.puzzles.drills.DRILL_KINDS` or ``"mixed"``."""

    word_groups = ("kernel", "suit", "number", "quiz", "drill")
    static_word = "drill.static"
    bug_word = "drill.bug"
    bug_log = "pitchtutor drill error"

    _esm = static_text("drills.js")

    question = traitlets.Dict().tag(sync=True)
    pace = traitlets.Dict().tag(sync=True)
    times = traitlets.Dict().tag(sync=True)
    """Answer times by drill kind, kept in the browser between visits (checked by ``read_times``)."""
    kind = traitlets.Unicode(MIXED).tag(sync=True)

    def __init__(
        self,
        *,
        seed: int | None = None,
        kind: str = MIXED,
        clock: Callable[[], float] = time.monotonic,
        **kwargs: Any,
    ) -> None:
        """``seed``: the drills' seed (by default a new one each time)."""
        self._seed = seed if seed is not None else random.randrange(2**31)
        self._count = 0
        self._clock = clock
        self._asked = 0.0
        self._timed = False
        self._paces: dict[str, Pace] = {}
        self._drill: Drill | None = None
        super().__init__(kind=kind, **kwargs)
        self._new_drill()
        self.on_msg(self._on_message)

    @traitlets.validate("kind")
    def _valid_kind(self, proposal: dict[str, Any]) -> str:
        if proposal["value"] != MIXED and proposal["value"] not in DRILL_KINDS:
            raise traitlets.TraitError(f"the drill must be one of mixed, {', '.join(DRILL_KINDS)}")
        return str(proposal["value"])

    @traitlets.observe("kind")
    def _on_kind(self, _change: dict[str, Any]) -> None:
        self._new_drill()

    @traitlets.observe("lang")
    def _on_lang(self, _change: dict[str, Any]) -> None:
        """Ask the same drill again in the new language."""
        if self._drill is None:
            return
        with self.hold_sync():
            self.question = drill_question(self._drill, self.lang)
            self.feedback = {}
            self.pace = self.pace_report()

    @traitlets.validate("times")
    def _valid_times(self, proposal: dict[str, Any]) -> dict[str, Any]:
        return checked_trait(lambda value: times_json(read_times(value)), proposal["value"], DrillError)

    @traitlets.observe("times")
    def _on_times(self, change: dict[str, Any]) -> None:
        """The page hands over the times it kept: the pace counts from them."""
        kept = read_times(change["new"])
        if kept != self._paces:
            self._paces = kept
            self.pace = self.pace_report()

    @property
    def drill(self) -> Drill:
        assert self._drill is not None
        return self._drill

    def _new_drill(self) -> None:
        self._count += 1
        kind = self.kind if self.kind != MIXED else DRILL_KINDS[(self._seed + self._count) % len(DRILL_KINDS)]
        drill = make_drill(kind, self._seed * 100_003 + self._count)
        self._drill = drill
        with self.hold_sync():
            self.question = drill_question(drill, self.lang)
            self.feedback = {}
        self._asked = self._clock()
        self._timed = False

    def answer(self, value: Any) -> bool:
        """Check an answer; the first answer to each drill is timed if it is right."""
        drill = self.drill
        try:
            checked = drill.check(value, _drill_names(drill), self.lang)
        except PitchError as error:
            self.feedback = self._no_verdict(sentence(str(error)))
            return False
        seconds = self._clock() - self._asked
        if not self._timed:  # only a first answer, and only a right one: a quick guess is not pace
            self._timed = True
            if checked.correct:
                self._paces = {**self._paces, drill.kind: self._paces.get(drill.kind, Pace()).add(seconds)}
        with self.hold_sync():
            self.feedback = {
                "correct": checked.correct,
                "summary": (
                    self.word("drill.right", seconds=decimal(self.lang, seconds))
                    if checked.correct
                    else self.word("drill.not_quite", right=checked.right)
                ),
                "lines": [
                    {
                        k: v
                        for k, v in {"ok": ln.ok, "text": ln.text, "code": ln.code, "point": ln.point}.items()
                        if v is not None
                    }
                    for ln in checked.lines
                ],
            }
            self.pace = self.pace_report()
            self.times = times_json(self._paces)
        return checked.correct

    def next(self) -> None:
        self._new_drill()

    def pace_report(self) -> dict[str, Any]:
        """For each kind drilled: answers, the recent and earlier medians, and a sentence."""
        report = {}
        lang = self.lang
        for kind, pace in self._paces.items():
            numbers = pace.report()
            label = self.word(f"drill.kind.{kind}")
            if numbers.change is None:
                text = self.word(
                    "drill.pace_one" if numbers.answers == 1 else "drill.pace",
                    drill=label,
                    answers=numbers.answers,
                    recent=decimal(lang, numbers.recent or 0.0),
                )
            else:
                text = self.word(
                    "drill.pace_faster" if numbers.change < 0 else "drill.pace_slower",
                    drill=label,
                    last=min(5, numbers.answers),
                    recent=decimal(lang, numbers.recent or 0.0),
                    earlier=decimal(lang, numbers.earlier or 0.0),
                    change=percent(lang, abs(numbers.change)),
                )
            report[kind] = {
                "answers": numbers.answers,
                "recent": numbers.recent,
                "earlier": numbers.earlier,
                "text": text,
            }
        return report

    def _dispatch(self, content: object) -> None:
        if not isinstance(content, dict) or content.get("type") not in ("answer", "next"):
            raise PitchError(self.word("drill.not_understood"))
        if content["type"] == "next":
            self.next()
        else:
            self.answer(content.get("value"))

    def __repr__(self) -> str:
        return f"<Drills: {self.kind}>"


def _drill_names(drill: Drill) -> Names:
    if drill.kind == "pips":
        return Names(4, 2)
    hand = drill.hand()
    if drill.kind == "scores":
        return _hand_names(hand)
    assert hand.to_act is not None  # a legal-cards drill is asked of the seat to play
    return _learner_names(hand, hand.to_act)


def drill_question(drill: Drill, lang: str = ENGLISH) -> dict[str, Any]:
    """The drill as a quiz question the quizzes' page code draws (count-pips, who-scores,
    legal-cards), in ``lang``."""
    base = {"graded": True}
    if drill.kind == "pips":
        return base | {
            "kind": "count-pips",
            "prompt": word(lang, "drill.pips_prompt"),
            "cards": [card_json(c, lang) for c in drill.cards],
        }
    hand = drill.hand()
    names = _drill_names(drill)
    if drill.kind == "scores":
        return base | {"kind": "who-scores"} | who_scores_question(hand, names, lang)
    seat = hand.to_act
    assert seat is not None
    snap = Snapshot.of(hand, seat)
    trick = [(seat_name(names, s, lang, start_=True), c) for s, c in snap.current]
    return (
        base
        | {"kind": "legal-cards"}
        | legal_question(
            snap.holding(seat), trick, snap.trump, trump_anytime=hand.rules.trump_anytime, lang=lang
        )
    )


__all__ = ["Drills", "PuzzleTrainer", "drill_question", "outcome_feedback", "puzzle_view"]
