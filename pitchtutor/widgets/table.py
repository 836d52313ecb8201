"""The card table widget: an anywidget that draws what a :class:`TableSession`
decides, and passes the player's clicks back to it.

>>> table = Table("cutthroat", players=3, seed=4, pace_ms=0)
>>> table.scene["phase"], table.scene["seats"][1]["cards"]  # others' cards never leave Python
('auction', None)
"""

from __future__ import annotations

import html
import logging
from collections.abc import Callable, Mapping, Sequence
from importlib import resources
from typing import Any

import anywidget
import traitlets

from pitchtutor.actions import Action, Bid, parse_action, parse_call
from pitchtutor.cards import Card, parse_card
from pitchtutor.errors import PitchError
from pitchtutor.record import HandRecord
from pitchtutor.rules import Ruleset
from pitchtutor.widgets.scene import Scene
from pitchtutor.widgets.session import TableSession

log = logging.getLogger(__name__)

MAX_FRAMES = 40
"""At most this many frames go to the browser at once (a whole trick of eight bots fits)."""


def static_text(*names: str) -> str:
    """The browser half, read from the shipped ``pitchtutor.static`` files
    (``widgets/`` in a source checkout): each widget's JS is one module,
    bundled from ``widgets/src/`` by ``make widgets``."""
    folder = resources.files("pitchtutor.static")
    return "\n".join(folder.joinpath(name).read_text(encoding="utf-8") for name in names)


class Table(anywidget.AnyWidget):
    """A Pitch table: the viewer's hand, the other seats, the trick, the
    bidding box, the score sheet and the tutor's commentary."""

    _esm = static_text("table.js")
    _css = static_text("pitch.css")

    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    pace_ms = traitlets.Int(650).tag(sync=True)
    four_color = traitlets.Bool(False).tag(sync=True)
    hints = traitlets.Bool(True).tag(sync=True)
    """Offer hints and the bid advisor (the learner may switch them off)."""

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
        pace_ms: int = 650,
        four_color: bool = False,
        hints: bool = True,
        session: TableSession | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(pace_ms=pace_ms, four_color=four_color, hints=hints, **kwargs)
        self.session = session or TableSession(
            rules,
            players,
            viewer=viewer,
            seed=seed,
            bot=bot,
            seat_names=seat_names,
            human_seats=human_seats,
            dealer=dealer,
            autoplay=autoplay,
            show_all=show_all,
        )
        self.session.hints_enabled = self.hints
        self.observe(self._on_hints, "hints")
        self.errors: list[str] = []
        """Every error shown at this table, newest last (for teachers and tests)."""
        self.on_msg(self._on_message)
        self._show(self.session.start())

    def _on_hints(self, change: dict[str, Any]) -> None:
        self.session.hints_enabled = bool(change["new"])
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
        return self.frames[-1]

    def _show(self, frames: list[Scene]) -> None:
        self.frames = list(frames[-MAX_FRAMES:])

    def _run(self, operation: Callable[[], list[Scene]]) -> bool:
        """Do one thing to the table.  An error is shown on the table (never
        lost in a callback) and leaves the game as it was."""
        try:
            frames = operation()
        except PitchError as error:
            self.errors.append(str(error))
            self._show([self.session.error_frame(error)])
            return False
        except Exception as error:  # a bug: show it, keep the table usable, log the traceback
            log.exception("pitchtutor table error")
            self.errors.append(f"{type(error).__name__}: {error}")
            self._show([self.session.error_frame(error)])
            return False
        self._show(frames)
        return True

    # -- messages from the browser --------------------------------------------------

    def _on_message(self, _widget: object, content: object, _buffers: object) -> None:
        self._run(lambda: self._dispatch(content))

    def _dispatch(self, content: object) -> list[Scene]:
        if not isinstance(content, dict):
            raise PitchError(f"the table got a message it does not understand: {content!r:.80}")
        kind = content.get("type")
        session = self.session
        if kind == "play":
            return session.act(parse_card(str(content.get("card"))), self._seat(content))
        if kind == "call":
            return session.act(parse_call(content.get("call")), self._seat(content))
        simple: dict[str, Callable[[], list[Scene]]] = {
            "next": session.next_hand,
            "undo": session.undo,
            "restart": session.restart,
            "hint": session.hint,
            "advise": session.advise,
            "review": session.review_hand,
        }
        if session.replay:  # stepping is offered in the page only for a replayed record
            simple |= {"step_back": session.step_back, "step_forward": session.step_forward}
        if kind in simple:
            return simple[kind]()
        raise PitchError(f"the table got an unknown message type {kind!r:.40}")

    @staticmethod
    def _seat(content: dict[str, Any]) -> int | None:
        seat = content.get("seat")
        if seat is None:
            return None
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise PitchError(f"seat must be a number, not {seat!r:.20}")
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

    # -- the same paths from Python -------------------------------------------------

    def act(self, action: Action | str | int, seat: int | None = None) -> bool:
        """Play a card or make a call for a human seat (``"AS"``, ``2``,
        ``"pass"``).  Returns whether it was accepted; a refusal is shown."""
        return self._run(lambda: self.session.act(_action(action), seat))

    def hint(self) -> bool:
        """The next step of the hint ladder (principle, pointer, the answer)."""
        return self._run(self.session.hint)

    def advise(self) -> bool:
        """Show the bid advisor."""
        return self._run(self.session.advise)

    def review(self) -> bool:
        """Review the viewer's plays in the finished hand."""
        return self._run(self.session.review_hand)

    def play(self, card: Card | str, seat: int | None = None) -> bool:
        return self._run(lambda: self.session.act(card if isinstance(card, Card) else parse_card(card), seat))

    def bid(self, amount: int, seat: int | None = None) -> bool:
        return self._run(lambda: self.session.act(Bid(amount), seat))

    def pass_(self, seat: int | None = None) -> bool:
        return self.act("pass", seat)

    def next_hand(self) -> bool:
        return self._run(self.session.next_hand)

    def undo(self) -> bool:
        return self._run(self.session.undo)

    def restart(self) -> bool:
        return self._run(self.session.restart)

    def step_back(self) -> bool:
        return self._run(self.session.step_back)

    def step_forward(self) -> bool:
        return self._run(self.session.step_forward)

    def new_match(self, seed: int | None = None) -> bool:
        return self._run(lambda: self.session.new_match(seed))

    def set_rules(self, rules: Ruleset | str | Mapping[str, Any], players: int | None = None) -> bool:
        return self._run(lambda: self.session.set_rules(rules, players))

    def load_record(self, record: HandRecord | object, *, at_start: bool = True) -> bool:
        return self._run(lambda: self.session.load_record(record, at_start=at_start))

    def deal(self, text: str, dealer: int | None = None) -> bool:
        """Deal typed hands, one seat per line."""
        return self._run(lambda: self.session.deal_typed(text, dealer))

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

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The live table, with a static picture for pages that run no widget code."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data["text/html"] = self._static_html()
        return data, metadata

    def _static_html(self) -> str:
        scene = self.scene
        viewer = scene["viewer"]
        mine = scene["seats"][viewer]["cards"] if viewer is not None else None
        cards = " ".join(html.escape(parse_card(card["code"]).pretty) for card in mine or [])
        lines = "".join(f"<li>{html.escape(line['text'])}</li>" for line in scene["tutor"][-3:])
        return (
            f'<div class="pt-static"><p><b>A Pitch table</b> ({html.escape(scene["rules"]["describe"])}): '
            f"{len(scene['seats'])} players.</p>"
            + (f"<p>Your cards: {cards}</p>" if cards else "")
            + f"<ul>{lines}</ul><p><i>Open this notebook in Voila or JupyterLab to play.</i></p></div>"
        )

    def __repr__(self) -> str:
        hand, scene = self.session.hand, self.scene
        where = f"hand {scene['hand_number']}, {scene['phase']}"
        return f"<Table {hand.rules.describe()}, {hand.players} players, {where}>"


def _action(value: Action | str | int) -> Action:
    if isinstance(value, str | int):
        return parse_action(value)
    return value
