"""Fuzz targets for everything a visitor or a file can hand pitchtutor: card
text, typed hands, calls, rules and hand records.  Each target takes one
input and may raise nothing but :class:`~pitchtutor.errors.PitchError`.

Used by ``tests/test_fuzz.py`` (a few thousand inputs in ``make test``) and
by ``benchmarks/fuzz.py`` (``make fuzz``: hypothesis and atheris, 100,000+
inputs)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from pitchtutor.actions import parse_action, parse_call
from pitchtutor.apps.hardening import MAX_FRAME_PARTS, frame_parts, read_browser_message, refusal
from pitchtutor.cards import parse_card, parse_cards
from pitchtutor.errors import PitchError
from pitchtutor.pittypat.actions import parse_action as parse_pitty_pat_action
from pitchtutor.pittypat.record import RoundRecord
from pitchtutor.record import HandRecord, parse_records
from pitchtutor.rules import RULE_KEYS, Ruleset
from pitchtutor.widgets.session import parse_typed_hands

HANDS = Path(__file__).resolve().parents[1] / "lessons" / "hands"
RECORDS = [json.loads(path.read_text()) for path in sorted(HANDS.glob("*.json"))]
PITTY_PAT_RECORDS = [
    json.loads(path.read_text()) for path in sorted((HANDS.parents[1] / "examples").glob("pittypat-*.json"))
]


def replay_records(text: str) -> None:
    """A pasted or uploaded text: every record in it read and replayed."""
    for source in parse_records(text):
        if source.error is None:
            HandRecord.from_json(source.value).replay()


def replay_value(value: object) -> None:
    HandRecord.from_json(value).replay()


def replay_pitty_pat(value: object) -> None:
    """A Pitty Pat record: parsed, every turn checked and replayed."""
    RoundRecord.from_json(value).replay()


def websocket_frame(text: str) -> None:
    """A page's websocket message (the text's characters as bytes, latin-1),
    read as the server reads it: never an error, never a part outside it."""
    message = text.encode("latin-1", "replace")
    parts = frame_parts(message)
    if parts is not None:
        assert 1 <= len(parts) <= MAX_FRAME_PARTS and sum(map(len, parts)) <= len(message)
    for kind in (message, text):
        read = read_browser_message(kind)
        assert read is None or isinstance(read.kind, str)
        refusal(read)


def typed_hands(text: str) -> None:
    for players in (2, 4):
        parse_typed_hands(text, players)


TEXT_TARGETS: dict[str, Callable[[str], object]] = {
    "parse_card": parse_card,
    "parse_cards": parse_cards,
    "typed_hands": typed_hands,
    "parse_records": replay_records,
    "websocket_frame": websocket_frame,
}
VALUE_TARGETS: dict[str, Callable[[Any], object]] = {
    "parse_call": parse_call,
    "parse_action": parse_action,
    "Ruleset.from_json": Ruleset.from_json,
    "HandRecord.from_json": replay_value,
    "pittypat.RoundRecord.from_json": replay_pitty_pat,
    "pittypat.parse_action": parse_pitty_pat_action,
}


def run(target: Callable[[Any], object], value: object) -> None:
    """Call a target; a PitchError is a refusal, anything else escapes."""
    with contextlib.suppress(PitchError):
        target(value)


# -- strategies -----------------------------------------------------------------

CARD_TOKENS = [
    "AS", "as", "10h", "Th", "A♠", "10♥", "Q♦️", "queen of hearts", "k-c", "1H", "11S", "0d", "JX", "♠", "10",
    "seat 0:", "seat 9:", "3=", "-1:", ",", ";", "\n", "\t", " ", "ace of", "of", "²H", "٣S", "\u200b", "ＡＳ",
]  # fmt: skip
card_text = st.one_of(
    st.text(max_size=40),
    st.lists(st.one_of(st.sampled_from(CARD_TOKENS), st.text(max_size=4)), max_size=30).map(" ".join),
    st.lists(st.sampled_from(CARD_TOKENS), max_size=40).map("".join),
)

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-3, max_value=12),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(["pass", "redeal", "bid 3", "2", "partnership", "setback", "AS", "10h", *RULE_KEYS]),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=8),
        st.dictionaries(
            st.one_of(st.text(max_size=8), st.sampled_from([*RULE_KEYS, "preset"])), inner, max_size=8
        ),
    ),
    max_leaves=40,
)


@st.composite
def mutated_pitty_pat(draw: st.DrawFn) -> Any:
    """A Pitty Pat example record with a field dropped or replaced, a turn changed or cut."""
    record = json.loads(json.dumps(draw(st.sampled_from(PITTY_PAT_RECORDS))))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["drop", "replace", "turn", "truncate", "extra"]))
        fields = sorted(record)
        turns = record.get("turns")
        if kind == "drop" and fields:
            record.pop(draw(st.sampled_from(fields)))
        elif kind == "replace" and fields:
            record[draw(st.sampled_from(fields))] = draw(json_values)
        elif kind in ("turn", "truncate") and isinstance(turns, list) and turns:
            index = draw(st.integers(0, len(turns) - 1))
            if kind == "turn":
                turns[index] = draw(st.one_of(json_values, st.fixed_dictionaries(
                    {"draw": st.sampled_from(CARD_TOKENS)}), st.fixed_dictionaries(
                    {"pair": st.lists(st.sampled_from(CARD_TOKENS), max_size=3)})))  # fmt: skip
            else:
                del turns[index:]
        else:
            record[draw(st.text(max_size=6))] = draw(json_values)
    return record


@st.composite
def mutated_records(draw: st.DrawFn) -> Any:
    """A real lesson record with a few fields, cards, calls or rules changed:
    inputs that get past the shape checks and into the replay."""
    record = json.loads(json.dumps(draw(st.sampled_from(RECORDS))))
    for _ in range(draw(st.integers(1, 4))):
        record = _mutate(draw, record)
    return record


def _mutate(draw: st.DrawFn, record: dict[str, Any]) -> dict[str, Any]:
    kind = draw(st.sampled_from(["drop", "replace", "card", "swap", "truncate", "call", "rules", "extra"]))
    fields = sorted(record)
    if kind == "drop" and fields:
        record.pop(draw(st.sampled_from(fields)))
    elif kind == "replace" and fields:
        record[draw(st.sampled_from(fields))] = draw(json_values)
    elif kind in ("card", "swap", "truncate") and isinstance(record.get("play"), list) and record["play"]:
        play = record["play"]
        index = draw(st.integers(0, len(play) - 1))
        if kind == "card":
            play[index] = draw(st.one_of(st.sampled_from(CARD_TOKENS), json_scalars))
        elif kind == "swap":
            other = draw(st.integers(0, len(play) - 1))
            play[index], play[other] = play[other], play[index]
        else:
            del play[index:]
    elif kind == "call" and isinstance(record.get("auction"), list):
        auction = record["auction"]
        auction.insert(draw(st.integers(0, len(auction))), draw(json_scalars))
    elif kind == "rules":
        rules = record.get("rules")
        rules = dict(rules) if isinstance(rules, dict) else {"preset": rules}
        rules[draw(st.sampled_from([*RULE_KEYS, "preset", "colour"]))] = draw(json_scalars)
        record["rules"] = rules
    else:
        record[draw(st.text(max_size=6))] = draw(json_values)
    return record


@st.composite
def record_texts(draw: st.DrawFn) -> str:
    """A record (or several) as text, sometimes with bytes flipped."""
    records = draw(st.lists(mutated_records(), min_size=1, max_size=3))
    layout = draw(st.sampled_from(["object", "array", "lines"]))
    if layout == "object":
        text = json.dumps(records[0])
    elif layout == "array":
        text = json.dumps(records)
    else:
        text = "\n".join(json.dumps(record) for record in records)
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.text(max_size=3)) + text[at + draw(st.integers(0, 3)) :]
    return text


record_values = st.one_of(mutated_records(), json_values)


@st.composite
def websocket_frames(draw: st.DrawFn) -> str:
    """Frames in Jupyter's binary protocol, well formed or nearly: a count,
    offsets (true ones, nudged, huge, out of order) and JSON parts."""
    parts = draw(st.lists(st.one_of(st.sampled_from([b"shell", b"{}", b'{"msg_type": "comm_open"}',
                                                     b'{"target_name": "jupyter.widget"}', b"[1]"]),
                                    st.binary(max_size=12)), max_size=7))  # fmt: skip
    offsets = [8 * (len(parts) + 2)]
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    count = draw(st.one_of(st.just(len(offsets)), st.integers(0, 40), st.integers(0, 2**64 - 1)))
    if offsets and draw(st.booleans()):
        offsets[draw(st.integers(0, len(offsets) - 1))] = draw(
            st.one_of(st.integers(0, 200), st.integers(0, 2**64 - 1))
        )
    table = b"".join(n.to_bytes(8, "little") for n in [count, *offsets])
    frame = table + b"".join(parts)
    return (
        frame[: draw(st.integers(0, len(frame)))].decode("latin-1")
        if draw(st.booleans())
        else frame.decode("latin-1")
    )


text_inputs: dict[str, st.SearchStrategy[str]] = {
    "parse_card": card_text,
    "parse_cards": card_text,
    "typed_hands": st.one_of(card_text, st.lists(card_text, max_size=5).map("\n".join)),
    "parse_records": st.one_of(record_texts(), st.text(max_size=60)),
    "websocket_frame": st.one_of(websocket_frames(), st.text(max_size=60)),
}
value_inputs: dict[str, st.SearchStrategy[Any]] = {
    "parse_call": json_values,
    "parse_action": st.one_of(json_values, card_text),
    "Ruleset.from_json": st.one_of(json_values, mutated_records().map(lambda r: r.get("rules"))),
    "HandRecord.from_json": record_values,
    "pittypat.RoundRecord.from_json": st.one_of(mutated_pitty_pat(), json_values),
    "pittypat.parse_action": st.one_of(json_values, card_text),
}
