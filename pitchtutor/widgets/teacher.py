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
from pitchtutor.record import read_json
from pitchtutor.rules import PRESETS, RULE_KEYS, Ruleset
from pitchtutor.widgets.fallback import StaticFallback, static_block
from pitchtutor.widgets.table import Table

MAX_RECORD_TEXT = 200_000
"""A pasted hand record longer than this is refused before it is parsed."""

MAX_UPLOAD_BYTES = 32 * 1024
"""An uploaded hand record larger than this is refused (the course's are under 1 KB;
a served course also limits every websocket message to 64 KB)."""

RECORDS_FOLDER = Path("hands")
"""Where the course keeps its hand records: beside the notebooks, as lessons/hands."""

_CHOICES: dict[str, list[tuple[str, Any]]] = {
    "teams": [("each for themselves", None), ("2 teams", 2), ("3 teams", 3), ("4 teams", 4)],
    "min_bid": [("1", 1), ("2", 2), ("3", 3)],
    "all_pass": [("redeal", "redeal"), ("dealer must bid 2", "dealer-bids")],
    "low_to": [("holder", "holder"), ("capturer", "capturer")],
    "game_tie": [("scores nothing", "none"), ("to the defenders", "defenders")],
}
_LABELS = {
    "teams": "Teams",
    "target": "Target",
    "min_bid": "Minimum bid",
    "dealer_may_hold": "Dealer may hold",
    "all_pass": "All pass",
    "bid_four_ends_auction": "Bid of 4 ends the auction",
    "smudge_wins_match": "Smudge wins the match",
    "low_to": "Low to",
    "game_tie": "Tied Game",
    "no_junk": "No junk (defenders score nothing)",
    "ten_of_trump_point": "10 of trump is a point",
    "three_of_trump_point": "3 of trump is a point",
    "trump_anytime": "May trump instead of following",
    "pitcher_must_win": "Only a pitcher can win",
    "coke_hand": "Coke hand may redeal",
}


class TeacherControls(StaticFallback, w.VBox):  # type: ignore[misc]
    """Controls for demonstrating hands to a class, above the table they drive."""

    def __init__(
        self, table: Table | None = None, *, records: Path | str | None = RECORDS_FOLDER, **table_options: Any
    ) -> None:
        """Controls around ``table`` (or a new one made with ``table_options``); the
        Hand record tab lists the ``*.json`` files of the folder ``records``."""
        options = {"pace_ms": 400, **table_options}
        self.table = table or Table(**options)
        self.table.play_tools = False  # one set of Take back / Restart: the step bar's
        self.records_folder = Path(records) if records is not None else None
        self.status = w.HTML(layout=w.Layout(min_height="1.6em"))
        self.last_message = ""
        self._rule_widgets: dict[str, w.ValueWidget] = {}
        tabs = w.Tab(children=[self._rules_tab(), self._deal_tab(), self._record_tab()])
        for index, title in enumerate(("Rules", "Deal", "Hand record")):
            tabs.set_title(index, title)
        super().__init__([tabs, self._step_bar(), self.status, self.table])
        self.add_class("pt-teacher")
        self._on_projector({"new": self.table.projector})

    # -- building the controls ------------------------------------------------

    def _button(self, label: str, action: Callable[[], Any], tooltip: str = "", style: str = "") -> w.Button:
        button = w.Button(
            description=label, tooltip=tooltip or label, button_style=style, layout=w.Layout(width="auto")
        )
        button.on_click(lambda _button: self._do(label, action))
        return button

    def _step_bar(self) -> w.HBox:
        self.show_all = w.ToggleButton(
            description="Show all hands",
            value=self.table.show_all,
            tooltip="Show every hand face up to the class",
        )
        self.show_all.observe(
            lambda change: self._do("Show all hands", lambda: setattr(self.table, "show_all", change["new"])),
            "value",
        )
        self.autoplay = w.Checkbox(
            description="Computer plays the other seats", value=self.table.autoplay, indent=False
        )
        self.autoplay.observe(
            lambda change: self._do("Autoplay", lambda: setattr(self.table, "autoplay", change["new"])),
            "value",
        )
        self.projector = w.ToggleButton(
            description="Projector",
            value=self.table.projector,
            icon="",
            tooltip="Large type for the back of the room; the tutor stays beside the table",
        )
        self.projector.observe(self._on_projector, "value")
        return w.HBox(
            [
                self._button(
                    "◀ Step back", self.table.step_back, "Take back one move (step forward replays it)"
                ),
                self._button(
                    "Step forward ▶",
                    self.table.step_forward,
                    "The next move: a recorded one, else the computer's",
                ),
                self._button("Undo my move", self.table.undo, "Take back the last move of a human seat"),
                self._button("Restart hand", self.table.restart, "The same deal from the start"),
                self.show_all,
                self.autoplay,
                self.projector,
            ],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )

    def _on_projector(self, change: dict[str, Any]) -> None:
        self.table.projector = bool(change["new"])
        if change["new"]:
            self.add_class("pt-teacher-projector")
        else:
            self.remove_class("pt-teacher-projector")

    def _rules_tab(self) -> w.VBox:
        rules = self.table.session.rules
        self.preset = w.Dropdown(
            options=list(PRESETS),
            value=rules.name if rules.name in PRESETS else "partnership",
            description="Preset",
        )
        self.players = w.BoundedIntText(value=self.table.session.players, min=2, max=8, description="Players")
        for key in RULE_KEYS:
            value = getattr(rules, key)
            if key in _CHOICES:
                widget: w.ValueWidget = w.Dropdown(
                    options=_CHOICES[key], value=value, description=_LABELS[key]
                )
            elif key == "target":
                widget = w.BoundedIntText(value=value, min=1, max=1000, description=_LABELS[key])
            else:
                widget = w.Checkbox(value=value, description=_LABELS[key], indent=False)
            widget.style = {"description_width": "initial"}
            self._rule_widgets[key] = widget
        self.preset.observe(lambda change: self._load_preset(change["new"]), "value")
        grid = w.GridBox(
            list(self._rule_widgets.values()),
            layout=w.Layout(grid_template_columns="repeat(3, minmax(200px, 1fr))", grid_gap="4px 12px"),
        )
        apply = self._button("Start a match with these rules", self._apply_rules, style="primary")
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
        self.seed = w.Text(placeholder="any number, or empty", description="Seed")
        random_deal = self._button("Deal at random", self._random_deal, style="primary")
        self.typed = w.Textarea(
            placeholder="One line per seat, six cards each, for example\nseat 0: AS KH 10h 7d 4c 2s",
            layout=w.Layout(width="100%", height="9em"),
        )
        self.dealer = w.BoundedIntText(value=0, min=0, max=7, description="Dealer")
        typed_deal = self._button(
            "Deal these hands", lambda: self.table.deal(self.typed.value, self.dealer.value)
        )
        return w.VBox(
            [
                w.HBox([self.seed, random_deal]),
                w.HTML("<b>Or type the hands:</b>"),
                self.typed,
                w.HBox([self.dealer, typed_deal]),
            ]
        )

    def _random_deal(self) -> bool:
        text = self.seed.value.strip()
        if text and not text.lstrip("-").isdigit():
            raise PitchError(f"the seed must be a whole number, not {text!r}")
        return self.table.new_match(int(text) if text else None)

    def _record_tab(self) -> w.VBox:
        files = self.course_records()
        self.course_record = w.Dropdown(
            options=[(_record_title(path), path.name) for path in files],
            description="The course's",
            style={"description_width": "initial"},
            layout=w.Layout(width="auto", min_width="18em"),
        )
        from_list = self._button("Load", self._load_course_record, "Load the chosen record", style="primary")
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False, description="A file…")
        self.upload.observe(lambda _change: self._do("Load the file", self._load_upload), "value")
        self.record_text = w.Textarea(
            placeholder='Or paste a hand record: {"rules": "partnership", "dealer": 0, "hands": [...]}',
            layout=w.Layout(width="auto", height="7em"),
        )
        load = self._button("Load the pasted record", self._load_record)
        save = self._button("Save this hand as a record", self._save_record)
        self.download = w.HTML()
        chooser = (
            [self.course_record, from_list]
            if files
            else [w.HTML("<i>No hand records beside this notebook.</i>")]
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
        """The course's hand records (``*.json`` in the records folder), by name."""
        folder = self.records_folder
        if folder is None or not folder.is_dir():
            return []
        return sorted(path for path in folder.glob("*.json") if path.is_file())

    def _load_course_record(self) -> bool:
        name = self.course_record.value
        if not name or self.records_folder is None:
            raise PitchError("choose one of the course's hand records first")
        path = self.records_folder / str(name)
        if path not in self.course_records():  # only a file of the list, never a path from the page
            raise PitchError(f"{name!r} is not one of the course's hand records")
        return self._load_text(path.read_text(encoding="utf-8"), f"the record {path.name}")

    def _load_upload(self) -> bool:
        files = list(self.upload.value)
        if not files:
            return False
        chosen = files[-1]
        name, size = str(chosen.get("name", "the file")), int(chosen.get("size", 0))
        content = bytes(chosen.get("content", b""))
        if size > MAX_UPLOAD_BYTES or len(content) > MAX_UPLOAD_BYTES:
            raise PitchError(f"{name} is larger than {MAX_UPLOAD_BYTES // 1024} KB: not a hand record")
        try:
            text = content.decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError(f"{name} is not a text file (UTF-8 JSON)") from None
        return self._load_text(text, name)

    def _load_record(self) -> bool:
        return self._load_text(self.record_text.value, "the pasted text")

    def _load_text(self, text: str, source: str) -> bool:
        if len(text) > MAX_RECORD_TEXT:
            raise PitchError(f"the hand record is longer than {MAX_RECORD_TEXT:,} characters")
        try:
            record = read_json(text)
        except RecordError as error:
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
            "Download pitch-hand.json</a>"
        )
        return True

    def static_html(self) -> str:
        return static_block("A teacher's controls around a Pitch table.")

    # -- running an action --------------------------------------------------------

    def _do(self, label: str, action: Callable[[], Any]) -> None:
        """Run a control's action; report a refusal here, never as a hidden traceback."""
        errors_before = len(self.table.errors)
        try:
            accepted = action()
        except PitchError as error:
            self._say(f"{label}: {error}", error=True)
            return
        except Exception as error:  # a bug: shown, and the table is unchanged
            self._say(f"{label}: something went wrong ({type(error).__name__}: {error})", error=True)
            return
        if accepted is False and len(self.table.errors) > errors_before:
            self._say(f"{label}: {self.table.errors[-1]}", error=True)
        else:
            self._say(f"{label}: done.")

    def _say(self, text: str, *, error: bool = False) -> None:
        colour = "#b3261e" if error else "#1f6f43"
        self.status.value = f'<span style="color:{colour}">{html.escape(text)}</span>'
        self.last_message = text


class PresetTable(StaticFallback, w.VBox):  # type: ignore[misc]
    """A card table with a choice of preset above it: pick a variant, play under it."""

    def __init__(self, preset: str = "partnership", **table_options: Any) -> None:
        players = table_options.pop("players", None)
        self.table = Table(preset, players=players or _players_for(preset), **table_options)
        self.preset = w.Dropdown(options=list(PRESETS), value=preset, description="Preset")
        self.status = w.HTML()
        self.preset.observe(lambda change: self._choose(change["new"]), "value")
        super().__init__([w.HBox([self.preset, self.status]), self.table])

    def _choose(self, name: str) -> None:
        accepted = self.table.set_rules(name, _players_for(name))
        self.status.value = (
            "" if accepted else f'<span style="color:#b3261e">{html.escape(self.table.errors[-1])}</span>'
        )

    def static_html(self) -> str:
        return static_block("A Pitch table with a choice of preset.")


def _record_title(path: Path) -> str:
    """A record's name as a teacher would say it: 'jack-under-queen.json' -> 'Jack under queen'."""
    words = path.stem.replace("_", " ").replace("-", " ")
    return words[:1].upper() + words[1:]


def _players_for(preset: str) -> int:
    """Four for the partnership preset, three for each for themselves."""
    return 4 if Ruleset.preset(preset).teams is not None else 3
