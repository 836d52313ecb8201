"""The card table widget: an anywidget that draws what a :class:`TableSession`
decides, and passes the player's clicks back to it.

>>> table = Table("cutthroat", players=3, seed=4, pace_ms=0)
>>> table.scene["phase"], table.scene["seats"][1]["cards"]  # others' cards never leave Python
('auction', None)
"""

from __future__ import annotations

import html
import inspect
import logging
from collections.abc import Callable, Mapping
from importlib import resources
from typing import Any, cast

import anywidget
import traitlets

from pitchtutor.actions import Action, Bid, parse_action, parse_call
from pitchtutor.cards import Card, parse_card
from pitchtutor.errors import PitchError
from pitchtutor.explain import ENGLISH, label
from pitchtutor.record import HandRecord
from pitchtutor.rules import Ruleset
from pitchtutor.texts.page import word
from pitchtutor.widgets.fallback import StaticFallback
from pitchtutor.widgets.scene_types import Scene
from pitchtutor.widgets.session import Localized, TableSession, refusal
from pitchtutor.widgets.words import Worded

log = logging.getLogger(__name__)

MAX_FRAMES = 40
"""At most this many frames go to the browser at once (a whole trick of eight bots fits)."""


SESSION_OPTIONS = frozenset(inspect.signature(TableSession).parameters) - {"rules", "players"}
"""The table options a :class:`Table` passes on to its :class:`TableSession`."""

PAGE_COMMANDS = {
    "next": "next_hand",
    "undo": "undo",
    "restart": "restart",
    "hint": "hint",
    "advise": "advise",
    "review": "review",
}
"""The page's messages without arguments, and the session method each runs (the
Python method of the same name runs it too: one path per click)."""

REPLAY_COMMANDS = frozenset({"step_back", "step_forward", "step_trick", "step_to_end"})
"""Offered by the page only for a replayed record."""


class Command:
    """A table method that runs the session's method of the same name the way a
    click does: the frames go to the page, a refusal is shown on the table (and
    kept in ``errors``), and the call returns whether it was accepted."""

    def __init__(self, doc: str) -> None:
        self.__doc__ = doc
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, table: Table | None, owner: type) -> Callable[..., bool]:
        if table is None:
            return self  # type: ignore[return-value]  # the descriptor itself, for help()
        method = getattr(table.session, self.name)

        def run(*args: Any, **kwargs: Any) -> bool:
            return table._run(lambda: method(*args, **kwargs))

        run.__doc__ = self.__doc__
        return run


def static_text(*names: str) -> str:
    """The browser half, read from the shipped ``pitchtutor.static`` files
    (``widgets/`` in a source checkout): each widget's JS is one module,
    bundled from ``widgets/src/`` by ``make widgets``."""
    folder = resources.files("pitchtutor.static")
    return "\n".join(folder.joinpath(name).read_text(encoding="utf-8") for name in names)


class Table(StaticFallback, Worded, anywidget.AnyWidget):
    """A Pitch table: the viewer's hand, the other seats, the trick, the
    bidding box, the score sheet and the tutor's commentary, in ``lang``."""

    word_groups = ("kernel", "suit", "number", "table")

    _esm = static_text("table.js")
    _css = static_text("pitch.css")

    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    pace_ms = traitlets.Int(650).tag(sync=True)
    four_color = traitlets.Bool(False).tag(sync=True)
    hints = traitlets.Bool(True).tag(sync=True)
    """Offer hints and the bid advisor (the learner may switch them off)."""
    projector = traitlets.Bool(False).tag(sync=True)
    """Large type for a class: the tutor and the score sheet's reasons readable from the back."""
    play_tools = traitlets.Bool(True).tag(sync=True)
    """Take back and Restart on the table (a teacher's controls have their own)."""

    def __init__(
        self,
        rules: Ruleset | str | Mapping[str, Any] = "partnership",
        players: int | None = None,
        *,
        session: TableSession | None = None,
        pace_ms: int = 650,
        four_color: bool = False,
        hints: bool = True,
        projector: bool = False,
        play_tools: bool = True,
        **options: Any,
    ) -> None:
        """A table for ``rules`` and ``players``, or around an existing ``session``.
        The other options are :class:`TableSession`'s (viewer, seed, bot, seat_names,
        human_seats, dealer, autoplay, show_all); anything else goes to the widget."""
        table_options = {key: options.pop(key) for key in list(options) if key in SESSION_OPTIONS}
        if session is not None:
            table_options.setdefault("lang", session.lang)
        super().__init__(
            lang=table_options.get("lang", ENGLISH),
            pace_ms=pace_ms,
            four_color=four_color,
            hints=hints,
            projector=projector,
            play_tools=play_tools,
            **options,
        )
        self.session = session or TableSession(rules, players, **table_options)
        self.session.hints_enabled = self.hints
        self.observe(self._on_hints, "hints")
        self.observe(self._on_lang, "lang")
        self.errors: list[str] = []
        """Every error shown at this table, newest last, in ``lang`` (for teachers and tests)."""
        self.error_details: list[str] = []
        """Beside each error, the engine's English reason where the error is said in another
        language without it ("" otherwise)."""
        self.on_msg(self._on_message)
        self._show(self.session.start())

    def _on_hints(self, change: dict[str, Any]) -> None:
        self.session.hints_enabled = bool(change["new"])
        self._show([self.session.frame()])

    def _on_lang(self, change: dict[str, Any]) -> None:
        self.session.lang = str(change["new"])
        self._show([self.session.frame()])

    @traitlets.validate("pace_ms")
    def _valid_pace(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        if not 0 <= value <= 10_000:
            raise traitlets.TraitError(f"pace_ms must be from 0 to 10000 milliseconds, not {value!r}")
        return int(value)

    # -- what is shown -----------------------------------------------------------

    @property
    def scene(self) -> Scene:
        """The scene the table shows now (the last frame)."""
        return cast(Scene, self.frames[-1])

    def _show(self, frames: list[Scene]) -> None:
        self.frames = [dict(frame) for frame in frames[-MAX_FRAMES:]]

    def _run(self, operation: Callable[[], list[Scene]]) -> bool:
        """Do one thing to the table.  An error is shown on the table (never
        lost in a callback) and leaves the game as it was."""
        try:
            frames = operation()
        except PitchError as error:
            text, detail = refusal(error, self.lang, self.session.names)
            self.errors.append(text)
            self.error_details.append(detail)
            self._show([self.session.error_frame(error)])
            return False
        except Exception as error:  # a bug: show it, keep the table usable, log the traceback
            log.exception("pitchtutor table error")
            self.errors.append(f"{type(error).__name__}: {error}")
            self.error_details.append("")
            self._show([self.session.error_frame(error)])
            return False
        self._show(frames)
        return True

    # -- messages from the browser --------------------------------------------------

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        self._run(lambda: self._dispatch(content))

    def _dispatch(self, content: object) -> list[Scene]:
        if not isinstance(content, dict):
            raise Localized(word(self.lang, "table.not_understood", what=f"{content!r:.80}"))
        kind = content.get("type")
        session = self.session
        if kind == "play":
            return session.act(parse_card(str(content.get("card"))), self._seat(content))
        if kind == "call":
            return session.act(parse_call(content.get("call")), self._seat(content))
        if isinstance(kind, str) and (kind in PAGE_COMMANDS or (session.replay and kind in REPLAY_COMMANDS)):
            command: Callable[[], list[Scene]] = getattr(session, PAGE_COMMANDS.get(kind, kind))
            return command()
        raise Localized(word(self.lang, "table.unknown_message", kind=f"{kind!r:.40}"))

    def _seat(self, content: dict[str, Any]) -> int | None:
        seat = content.get("seat")
        if seat is None:
            return None
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise Localized(word(self.lang, "table.seat_number", seat=f"{seat!r:.20}"))
        return seat

    @classmethod
    def replay(
        cls,
        record: HandRecord | Mapping[str, Any],
        *,
        viewer: int | None = 0,
        show_all: bool = True,
        **kwargs: Any,
    ) -> Table:
        """A hand record shown move by move: the page offers Back and Forward,
        and every explanation along the way."""
        parsed = record if isinstance(record, HandRecord) else HandRecord.from_json(record)
        table = cls(
            parsed.rules,
            len(parsed.hands),
            viewer=viewer,
            human_seats=(),
            autoplay=False,
            show_all=show_all,
            dealer=parsed.dealer,
            **kwargs,
        )
        table.session.replay = True
        if not table.load_record(parsed, at_start=True):
            raise PitchError(table.errors[-1])
        return table

    @classmethod
    def watch(
        cls,
        rules: Ruleset | str | Mapping[str, Any] = "partnership",
        players: int | None = None,
        **kwargs: Any,
    ) -> Table:
        """A hand the computer plays for every seat, shown as dealt: the learner
        steps through it (Forward, a trick at a time, Back) at their own pace,
        every move with why, and deals the next hand when it is over."""
        table = cls(rules, players, human_seats=(), autoplay=False, **kwargs)
        table.session.replay = True
        table._show([table.session.frame()])
        return table

    # -- the same paths from Python -------------------------------------------------
    # Each is the session's method of the same name, run as a click is: a refusal
    # is shown on the table and the call returns False (see :class:`Command`).

    act = Command(
        "Play a card or make a call for a human seat (a Card or Call; ``seat`` defaults to the seat to act)."
    )
    next_hand = Command("Deal the next hand (or a new match once this one is won).")
    undo = Command("Take back the last move of a human seat, and the computer's moves since.")
    restart = Command("The same deal again from the start.")
    hint = Command("The next step of the hint ladder (principle, pointer, the answer).")
    advise = Command("Show the bid advisor.")
    review = Command("Review the viewer's plays in the finished hand.")
    step_back = Command("One move back in a replayed record.")
    step_forward = Command("One move forward in a replayed record.")
    step_trick = Command("Forward to the end of the trick (or of the auction) in a replayed record.")
    step_to_end = Command("Straight to the end of the hand in a replayed record.")
    new_match = Command("A new match (with ``seed``, a new deal sequence).")
    set_rules = Command("Other rules (and, with ``players``, another table size); a new match starts.")
    load_record = Command(
        "Set up the table from a hand record (``at_start``: shown as dealt, moves to step through)."
    )
    deal = Command("Deal typed hands, one seat per line (``AS KS 10h ...``, optionally ``seat 2:`` first).")

    def play(self, card: Card | str, seat: int | None = None) -> bool:
        """Play a card, given as a Card or text (``"AS"``, ``"10h"``)."""
        return self.act(card if isinstance(card, Card) else parse_card(card), seat)

    def bid(self, amount: int, seat: int | None = None) -> bool:
        return self.act(Bid(amount), seat)

    def pass_(self, seat: int | None = None) -> bool:
        return self.act(parse_action("pass"), seat)

    def record(self) -> dict[str, Any]:
        """The current hand as a hand record."""
        return self.session.record()

    @property
    def show_all(self) -> bool:
        """Show every hand face up (a teacher's choice; the browser cannot ask for it)."""
        return self.session.show_all

    @show_all.setter
    def show_all(self, value: bool) -> None:
        self.session.show_all = bool(value)
        self._show([self.session.frame()])

    @property
    def autoplay(self) -> bool:
        """Whether the computer plays the seats nobody controls."""
        return self.session.autoplay

    @autoplay.setter
    def autoplay(self, value: bool) -> None:
        self.session.autoplay = bool(value)
        self._run(self.session.start)

    def static_html(self) -> str:
        """A picture of the table for pages that run no widget code."""
        scene = self.scene
        viewer = scene["viewer"]
        mine = scene["seats"][viewer]["cards"] if viewer is not None else None
        cards = " ".join(parse_card(card["code"]).pretty for card in mine or [])
        lines = "".join(f"<li>{html.escape(line['text'])}</li>" for line in scene["tutor"][-3:])
        word = self.word
        rules = scene["rules"]["describe"]
        to_target = word("table.to_target", target=scene["rules"]["target"])
        return (
            f'<div class="pt-static"><p><b>{html.escape(word("static.table"))}</b> '
            f"{html.escape(label(f'({rules} · {to_target})', self.lang))} "
            f"{html.escape(word('static.players', count=len(scene['seats'])))}</p>"
            + (f"<p>{html.escape(word('static.your_cards', cards=cards))}</p>" if cards else "")
            + f"<ul>{lines}</ul><p><i>{html.escape(word('static.table_note'))}</i></p></div>"
        )

    def __repr__(self) -> str:
        hand, scene = self.session.hand, self.scene
        where = f"hand {scene['hand_number']}, {scene['phase']}"
        return f"<Table {hand.rules.describe()}, {hand.players} players, {where}>"


def _action(value: Action | str | int) -> Action:
    if isinstance(value, str | int):
        return parse_action(value)
    return value
