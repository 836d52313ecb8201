"""A teacher's controls around a card table (standard ipywidgets).

Set up a deal from a hand record (the course's own, chosen from a list; a
file; or pasted text) or from typed hands, show every hand face up, step
forward and back through the hand, undo, restart, choose the rules, switch
to large type for a projector, and save the current hand as a hand record.
A bad input is reported in the controls and leaves the table as it was.
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import ipywidgets as w

from pitchtutor.errors import PitchError, RecordError
from pitchtutor.explain import ENGLISH
from pitchtutor.record import read_json
from pitchtutor.rules import PRESETS, RULE_KEYS, Ruleset
from pitchtutor.texts.page import WORDS, number, word
from pitchtutor.widgets.fallback import StaticFallback, static_block
from pitchtutor.widgets.file_button import FileButton
from pitchtutor.widgets.session import Localized, refusal
from pitchtutor.widgets.table import Table

MAX_RECORD_TEXT = 200_000
"""A pasted hand record longer than this is refused before it is parsed."""

MAX_UPLOAD_BYTES = 32 * 1024
"""An uploaded hand record larger than this is refused (the course's are under 1 KB;
a served course also limits every websocket message to 64 KB)."""

RECORDS_FOLDER = Path("hands")
"""Where the course keeps its hand records: beside the notebooks, as lessons/hands.  The
translations (lessons/pt/, lessons/fr/) share them: one folder up, when none is beside them."""

_CHOICES: dict[str, list[tuple[str, dict[str, object], Any]]] = {
    "teams": [("no_teams", {}, None)] + [("teams", {"count": n}, n) for n in (2, 3, 4)],
    "all_pass": [("redeal", {}, "redeal"), ("dealer-bids", {}, "dealer-bids")],
    "low_to": [("holder", {}, "holder"), ("capturer", {}, "capturer")],
    "game_tie": [("none", {}, "none"), ("defenders", {}, "defenders")],
}
"""The choices of a house rule with a few values: the word (``teacher.choice.<word>``) and its value."""


def _choices(key: str, lang: str) -> list[tuple[str, Any]]:
    if key == "min_bid":
        return [("1", 1), ("2", 2), ("3", 3)]
    return [(word(lang, f"teacher.choice.{name}", **values), value) for name, values, value in _CHOICES[key]]


class TeacherControls(StaticFallback, w.VBox):  # type: ignore[misc]
    """Controls for demonstrating hands to a class, above the table they drive; in the
    table's language (``lang``, passed on to a new table)."""

    def __init__(
        self, table: Table | None = None, *, records: Path | str | None = RECORDS_FOLDER, **table_options: Any
    ) -> None:
        """Controls around ``table`` (or a new one made with ``table_options``); the
        Hand record tab lists the ``*.json`` files of the folder ``records``."""
        options = {"pace_ms": 400, **table_options}
        self.table = table or Table(**options)
        self.lang = self.table.lang
        self.table.play_tools = False  # one set of Take back / Restart: the step bar's
        # Step forward shows a trick's last card, then who won it: the class is asked which card wins
        self.table.session.pause_before_winner = True
        self.records_folder = Path(records) if records is not None else None
        if records == RECORDS_FOLDER and not RECORDS_FOLDER.is_dir() and (".." / RECORDS_FOLDER).is_dir():
            self.records_folder = ".." / RECORDS_FOLDER  # a translated lesson: the course's records
        self.status = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.last_message = ""
        self._rule_widgets: dict[str, w.ValueWidget] = {}
        tabs = w.Tab(children=[self._rules_tab(), self._deal_tab(), self._record_tab()])
        for index, title in enumerate(("rules", "deal", "record")):
            tabs.set_title(index, self.word(f"teacher.tab.{title}"))
        super().__init__([tabs, self._step_bar(), self.status, self.table])
        self.add_class("pt-teacher")
        self._on_projector({"new": self.table.projector})

    def word(self, key: str, **values: object) -> str:
        """One of the page's words in the controls' language."""
        return word(self.lang, key, **values)

    # -- building the controls ------------------------------------------------

    def _button(
        self,
        label: str,
        action: Callable[[], Any],
        tooltip: str = "",
        style: str = "",
        *,
        quiet: bool = False,
    ) -> w.Button:
        """A control; ``quiet``: its success shows on the table (a step), so the line under the
        controls is cleared rather than repeating "done" at every step."""
        button = w.Button(
            description=label, tooltip=tooltip or label, button_style=style, layout=w.Layout(width="auto")
        )
        button.on_click(lambda _button: self._do(label, action, quiet=quiet))
        return button

    def _step_bar(self) -> w.HBox:
        say = self.word
        # Switches are checkboxes, as Autoplay is: a screen reader says whether each is on, and
        # the class sees a tick (a stock toggle button showed "on" only as a darker grey).
        self.show_all = w.Checkbox(
            description=say("teacher.show_all"),
            value=self.table.show_all,
            tooltip=say("teacher.show_all_tip"),
            indent=False,
        )
        self.show_all.observe(
            lambda change: self._do(
                say("teacher.show_all"), lambda: setattr(self.table, "show_all", change["new"])
            ),
            "value",
        )
        self.autoplay = w.Checkbox(
            description=say("teacher.autoplay"), value=self.table.autoplay, indent=False
        )
        self.autoplay.observe(
            lambda change: self._do(
                say("teacher.autoplay"), lambda: setattr(self.table, "autoplay", change["new"])
            ),
            "value",
        )
        self.projector = w.Checkbox(
            description=say("teacher.projector"),
            value=self.table.projector,
            tooltip=say("teacher.projector_tip"),
            indent=False,
        )
        self.projector.observe(self._on_projector, "value")
        self.step_back = self._button(
            say("teacher.step_back"), self.table.step_back, say("teacher.step_back_tip"), quiet=True
        )
        self.step_forward = self._button(
            say("teacher.step_forward"), self.table.step_forward, say("teacher.step_forward_tip"), quiet=True
        )
        self.table.observe(self._steps_possible, "frames")  # after every move, whoever made it
        self._steps_possible()
        return w.HBox(
            [
                self.step_back,
                self.step_forward,
                self._button(say("teacher.undo"), self.table.undo, say("teacher.undo_tip")),
                self._button(say("teacher.restart"), self.table.restart, say("teacher.restart_tip")),
                self.show_all,
                self.autoplay,
                self.projector,
            ],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        ).add_class("pt-step-bar")

    def _steps_possible(self, _change: object = None) -> None:
        """Step back only where a move was made, step forward only while one is to make: the
        buttons say so themselves, rather than answering a click with a refusal."""
        session = self.table.session
        self.step_back.disabled = not session.hand.history
        self.step_forward.disabled = session.hand.to_act is None and not session.winner_withheld

    def _on_projector(self, change: dict[str, Any]) -> None:
        self.table.projector = bool(change["new"])
        if change["new"]:
            self.add_class("pt-teacher-projector")
        else:
            self.remove_class("pt-teacher-projector")

    def _rules_tab(self) -> w.VBox:
        rules = self.table.session.rules
        self.preset = w.Dropdown(
            options=_presets(self.lang),
            value=rules.name if rules.name in PRESETS else "partnership",
            description=self.word("teacher.preset"),
            style={"description_width": "initial"},
        )
        self.players = w.BoundedIntText(
            value=self.table.session.players,
            min=2,
            max=8,
            description=self.word("teacher.players"),
            style={"description_width": "initial"},
        )
        for key in RULE_KEYS:
            value = getattr(rules, key)
            label = self.word(f"teacher.rule.{key}")
            if key in _CHOICES or key == "min_bid":
                widget: w.ValueWidget = w.Dropdown(
                    options=_choices(key, self.lang), value=value, description=label
                )
            elif key == "target":
                widget = w.BoundedIntText(value=value, min=1, max=1000, description=label)
            else:
                widget = w.Checkbox(value=value, description=label, indent=False)
            widget.style = {"description_width": "initial"}
            self._rule_widgets[key] = widget
        self.preset.observe(lambda change: self._load_preset(change["new"]), "value")
        grid = w.GridBox(
            list(self._rule_widgets.values()),
            layout=w.Layout(grid_template_columns="repeat(3, minmax(200px, 1fr))", grid_gap="4px 12px"),
        )
        apply = self._button(self.word("teacher.apply"), self._apply_rules, style="primary")
        return w.VBox([w.HBox([self.preset, self.players]), grid, apply])

    def _load_preset(self, name: str) -> None:
        preset = Ruleset.preset(name)
        for key, widget in self._rule_widgets.items():
            widget.value = getattr(preset, key)
        if preset.teams is not None and self.players.value % preset.teams:
            self.players.value = 4

    def chosen_rules(self) -> Ruleset:
        """The rule set the Rules tab describes (checked: a bad combination raises)."""
        values = {key: widget.value for key, widget in self._rule_widgets.items()}
        base = Ruleset.preset(self.preset.value)
        return base.with_overrides(
            **{key: value for key, value in values.items() if getattr(base, key) != value}
        )

    def _apply_rules(self) -> bool:
        return self.table.set_rules(self.chosen_rules(), self.players.value)

    def _deal_tab(self) -> w.VBox:
        say = self.word
        self.seed = w.Text(placeholder=say("teacher.seed_placeholder"), description=say("teacher.seed"))
        random_deal = self._button(say("teacher.random_deal"), self._random_deal, style="primary")
        self.typed = w.Textarea(
            placeholder=say("teacher.typed_placeholder"), layout=w.Layout(width="100%", height="9em")
        )
        self.dealer = w.BoundedIntText(value=0, min=0, max=7, description=say("teacher.dealer"))
        typed_deal = self._button(
            say("teacher.deal_typed"), lambda: self.table.deal(self.typed.value, self.dealer.value)
        )
        return w.VBox(
            [
                w.HBox([self.seed, random_deal]),
                w.HTML(f"<b>{html.escape(say('teacher.or_type'))}</b>"),
                self.typed,
                w.HBox([self.dealer, typed_deal]),
            ]
        )

    def _random_deal(self) -> bool:
        text = self.seed.value.strip()
        if text and not text.lstrip("-").isdigit():
            raise Localized(self.word("teacher.seed_error", text=repr(text)))
        return self.table.new_match(int(text) if text else None)

    def _record_tab(self) -> w.VBox:
        files = self.course_records()
        self.course_record = w.Dropdown(
            options=[(_record_title(path, self.lang), path.name) for path in files],
            description=self.word("teacher.course_records"),
            style={"description_width": "initial"},
            layout=w.Layout(width="auto", min_width="18em"),
        )
        say = self.word
        from_list = self._button(
            say("teacher.load"), self._load_course_record, say("teacher.load_tip"), style="primary"
        )
        self.upload = FileButton(
            lambda name, size, text: self._do(
                say("teacher.load_file"), lambda: self._load_upload(name, size, text)
            ),
            label=say("teacher.upload"),
            tip=say("teacher.upload_tip"),
            max_bytes=MAX_UPLOAD_BYTES,
        )
        self.record_text = w.Textarea(
            placeholder=say("teacher.paste_placeholder"), layout=w.Layout(width="auto", height="7em")
        )
        load = self._button(say("teacher.load_pasted"), self._load_record)
        save = self._button(say("teacher.save"), self._save_record)
        self.download = w.HTML()
        chooser = (
            [self.course_record, from_list]
            if files
            else [w.HTML(f"<i>{html.escape(say('teacher.no_records'))}</i>")]
        )
        wrap = w.Layout(flex_flow="row wrap", align_items="center", grid_gap="6px")
        return w.VBox(
            [
                w.HBox([*chooser, self.upload], layout=wrap),
                self.record_text,
                w.HBox([load, save, self.download], layout=wrap),
            ],
            layout=w.Layout(width="100%", overflow="hidden"),
        )

    def course_records(self) -> list[Path]:
        """The course's hand records (``*.json`` in the records folder), in the order of the lessons."""
        folder = self.records_folder
        if folder is None or not folder.is_dir():
            return []
        return sorted((path for path in folder.glob("*.json") if path.is_file()), key=_record_order)

    def _load_course_record(self) -> bool:
        name = self.course_record.value
        if not name or self.records_folder is None:
            raise Localized(self.word("teacher.choose_record"))
        path = self.records_folder / str(name)
        if path not in self.course_records():  # only a file of the list, never a path from the page
            raise Localized(self.word("teacher.not_course_record", name=repr(name)))
        return self._load_text(
            path.read_text(encoding="utf-8"), self.word("teacher.the_record", name=path.name)
        )

    def _load_upload(self, name: str, size: int, text: str) -> bool:
        """A file chosen with the upload button: its name, size and text as the page read them."""
        name = name or self.word("teacher.the_file")
        if size > MAX_UPLOAD_BYTES or len(text.encode("utf-8")) > MAX_UPLOAD_BYTES:
            raise Localized(self.word("teacher.too_large", name=name, size=MAX_UPLOAD_BYTES // 1024))
        if "\ufffd" in text or (size and not text):  # not UTF-8 text: the page read it with replacements
            raise Localized(self.word("teacher.not_text", name=name))
        return self._load_text(text, name)

    def _load_record(self) -> bool:
        return self._load_text(self.record_text.value, self.word("teacher.pasted"))

    def _load_text(self, text: str, source: str) -> bool:
        if len(text) > MAX_RECORD_TEXT:
            raise Localized(self.word("teacher.too_long", count=number(self.lang, MAX_RECORD_TEXT)))
        try:
            record = read_json(text)
        except RecordError as error:
            if self.lang != ENGLISH:
                raise
            raise RecordError(f"{source}: {error}") from None
        accepted = self.table.load_record(record)
        if accepted:
            self.show_all.value = True
            self.autoplay.value = False
        return accepted

    def _save_record(self) -> bool:
        text = json.dumps(self.table.record())
        self.record_text.value = text
        data = base64.b64encode(text.encode()).decode()
        self.download.value = (
            f'<a download="pitch-hand.json" href="data:application/json;base64,{data}">'
            f"{html.escape(self.word('teacher.download'))}</a>"
        )
        return True

    def static_html(self) -> str:
        return static_block(self.word("teacher.static"), note=self.word("static.note"))

    # -- running an action --------------------------------------------------------

    def _do(self, label: str, action: Callable[[], Any], *, quiet: bool = False) -> None:
        """Run a control's action; report a refusal here, never as a hidden traceback."""
        errors_before = len(self.table.errors)
        try:
            accepted = action()
        except PitchError as error:
            text, detail = refusal(error, self.lang, self.table.session.names)
            self._say(self.word("teacher.failed", label=label, error=text), error=True, detail=detail)
            return
        except Exception as error:  # a bug: shown, and the table is unchanged
            self._say(
                self.word("teacher.bug", label=label, error=f"{type(error).__name__}: {error}"), error=True
            )
            return
        if accepted is False and len(self.table.errors) > errors_before:
            self._say(
                self.word("teacher.failed", label=label, error=self.table.errors[-1]),
                error=True,
                detail=self.table.error_details[-1],
            )
        elif quiet:
            self.status.value, self.last_message = "", ""
        else:
            self._say(self.word("teacher.done", label=label))

    def _say(self, text: str, *, error: bool = False, detail: str = "") -> None:
        """Show a line under the controls; ``detail`` (the engine's reason, in English, where the
        line is in another language) shows when the teacher points at it."""
        colour = "#b3261e" if error else "#1f6f43"
        title = f' title="{html.escape(detail)}"' if detail else ""
        self.status.value = f'<span style="color:{colour}"{title}>{html.escape(text)}</span>'
        self.last_message = text


class PresetTable(StaticFallback, w.VBox):  # type: ignore[misc]
    """A card table with a choice of preset above it: pick a variant, play under it (in ``lang``)."""

    def __init__(self, preset: str = "partnership", **table_options: Any) -> None:
        players = table_options.pop("players", None)
        self.table = Table(preset, players=players or _players_for(preset), **table_options)
        self.lang = self.table.lang
        self.preset = w.Dropdown(
            options=_presets(self.lang),
            value=preset,
            description=word(self.lang, "teacher.preset"),
            style={"description_width": "initial"},
        )
        self.status = w.HTML()
        self.preset.observe(lambda change: self._choose(change["new"]), "value")
        super().__init__([w.HBox([self.preset, self.status]), self.table])

    def _choose(self, name: str) -> None:
        accepted = self.table.set_rules(name, _players_for(name))
        if accepted:
            self.status.value = ""
            return
        detail = self.table.error_details[-1]
        title = f' title="{html.escape(detail)}"' if detail else ""
        self.status.value = f'<span style="color:#b3261e"{title}>{html.escape(self.table.errors[-1])}</span>'

    def static_html(self) -> str:
        return static_block(word(self.lang, "teacher.preset_static"), note=word(self.lang, "static.note"))


def _presets(lang: str) -> list[tuple[str, str]]:
    """The presets for a dropdown: each by its name in ``lang``, with its key where that differs
    ("duplas (partnership)"), as the lessons name them by their keys."""
    options = []
    for name in PRESETS:
        said = word(lang, f"table.preset.{name}")
        options.append((said if said == name else f"{said} ({name})", name))
    return options


RECORD_LESSONS = {
    "auction-all-passed-setback": 3, "auction-dealer-hold": 3, "auction-second-seat": 3,
    "follow-or-trump": 4, "trump-led": 4, "void-in-hearts": 4,
    "first-hand": 5,
    "lone-jack": 6, "lone-trump-set-back": 6,
    "into-the-bog": 7,
    "bidder-first": 8, "count-out": 8, "pitcher-must-win": 8, "smudge": 8,
    "bid-ace-and-two": 9, "bid-strong": 9, "bid-weak": 9,
    "feed-partner": 10, "jack-under-queen": 10, "lead-trumps": 10,
    "coke-hand": 11, "low-to-capturer": 11, "no-junk": 11, "strict-follow-suit": 11, "ten-point-pitch": 11,
    "game-tie": 12,
}  # fmt: skip
"""The lesson that first shows each of the course's hand records (a test holds it to the lessons),
so that a teacher finds a hand by the lesson it belongs to."""


def _record_title(path: Path, lang: str = ENGLISH) -> str:
    """A record's name as a teacher would say it: 'jack-under-queen.json' -> 'Lesson 10 · Save the
    Jack from the Queen' (the course's records by their title in ``lang``, and their lesson); a
    record the course does not know by its file name ('my-hand.json' -> 'My hand')."""
    key = f"teacher.record.{path.stem}"
    if key not in WORDS:
        words = path.stem.replace("_", " ").replace("-", " ")
        return words[:1].upper() + words[1:]
    title = word(lang, key)
    lesson = RECORD_LESSONS.get(path.stem)
    return title if lesson is None else word(lang, "teacher.record_lesson", number=lesson, title=title)


def _record_order(path: Path) -> tuple[int, str]:
    """The course's records in the order of the lessons, then the others by name."""
    return (RECORD_LESSONS.get(path.stem, 99), path.name)


def _players_for(preset: str) -> int:
    """Four for the partnership preset, three for each for themselves."""
    return 4 if Ruleset.preset(preset).teams is not None else 3
