"""The page code as shipped: each widget loads one self-contained ES module,
bundled from widgets/src/ (``make jscheck`` checks the bundles are what the
sources build to; this checks what Python hands to anywidget)."""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from pitchtutor.widgets import Drills, PittyPatTable, Progress, PuzzleTrainer, Table
from pitchtutor.widgets.file_button import FileButton
from pitchtutor.widgets.pittypat_quiz import MayYouPair, PittyPatQuiz
from pitchtutor.widgets.quiz import Quiz, WhichCardWins

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("widget", "bundle"),
    [
        (Table, "table.js"),
        (Quiz, "quiz.js"),
        (WhichCardWins, "quiz.js"),
        (Progress, "progress.js"),
        (PuzzleTrainer, "trainer.js"),
        (Drills, "drills.js"),
        (FileButton, "file_button.js"),
        (PittyPatTable, "pittypat.js"),
        (PittyPatQuiz, "pittypat_quiz.js"),
        (MayYouPair, "pittypat_quiz.js"),
    ],
)
def test_each_widget_loads_its_own_bundle(widget: type, bundle: str) -> None:
    shipped = resources.files("pitchtutor.static").joinpath(bundle).read_text(encoding="utf-8")
    assert widget._esm == shipped
    assert shipped.startswith("// Built from widgets/src/ by `make widgets`")
    # anywidget loads the module from a blob: URL, where an import of a sibling module could not resolve
    assert not re.search(r"^\s*(import|export \* from)\b", shipped, re.MULTILINE)
    assert not re.search(r"\bfrom\s*[\"']\.", shipped)  # nor one in the middle of a minified line
    assert re.search(r"export\{\w+ as default\};\n?$", shipped)


def test_the_bundles_hold_the_modules_their_widget_needs() -> None:
    """widgets/bundles.json is esbuild's own list of what each bundle holds (written by the
    build, checked by ``make jscheck``): each widget gets its modules, and no other's."""
    modules = json.loads((ROOT / "widgets" / "bundles.json").read_text(encoding="utf-8"))
    assert set(modules) == {
        "table.js",
        "quiz.js",
        "progress.js",
        "trainer.js",
        "drills.js",
        "pittypat.js",
        "pittypat_quiz.js",
        "file_button.js",
    }
    assert set(modules["table.js"]) == {
        "dom",
        "kernel",
        "cards",
        "table-overlays",
        "table-felt",
        "table-side",
        "table",
    }
    assert set(modules["quiz.js"]) == {"dom", "kernel", "cards", "quiz-kinds", "storage", "quiz"}
    assert set(modules["progress.js"]) == {"dom", "storage", "progress"}
    assert set(modules["trainer.js"]) == {"dom", "kernel", "cards", "storage", "trainer"}
    assert set(modules["drills.js"]) == {"dom", "kernel", "cards", "quiz-kinds", "storage", "drills"}
    # Pitty Pat's pages draw their own cards (pittypat-cards), not Pitch's; the kernel's banner is shared.
    assert set(modules["pittypat.js"]) == {"dom", "kernel", "pittypat-cards", "pittypat"}
    assert set(modules["pittypat_quiz.js"]) == {"dom", "kernel", "pittypat-cards", "storage", "pittypat_quiz"}
    assert set(modules["file_button.js"]) == {"dom", "file_button"}  # a button: no cards, no words of its own


def test_the_trainer_typedefs_match_what_python_sends() -> None:
    """TrainerPuzzle, TrainerFeedback and TrainerSummary in types.js against the trainer's traits."""
    trainer = PuzzleTrainer(seed=1)
    sent: list[tuple[str, dict[str, Any]]] = [
        ("TrainerPuzzle", trainer.puzzle),
        ("TrainerSummary", trainer.summary),
    ]
    puzzle = trainer.trainer.current
    assert puzzle is not None
    trainer.answer(puzzle.answer)
    sent.append(("TrainerFeedback", trainer.feedback))
    as_declared(sent)


def as_declared(sent: list[tuple[str, dict[str, Any]]]) -> None:
    """Each value Python sends has the properties its typedef declares: none more, each required one."""
    types = typedefs()
    for kind, value in sent:
        declared = types[kind]
        assert set(value) <= set(declared), f"{kind}: {sorted(set(value) - set(declared))} not in types.js"
        missing = {prop for prop, required in declared.items() if required} - set(value)
        assert not missing, f"{kind}: types.js requires {sorted(missing)}"


def typedefs() -> dict[str, dict[str, bool]]:
    """The object typedefs of widgets/src/types.js: each property, and whether it is required."""
    source = (ROOT / "widgets/src/types.js").read_text(encoding="utf-8")
    found: dict[str, dict[str, bool]] = {}
    for block in re.findall(r"/\*\*(.*?)\*/", source, re.DOTALL):
        name = re.search(r"@typedef \{object\} (\w+)", block)
        if name:
            props = re.findall(r"@property \{[^}]*\} (\[?)(\w+)", block)
            found[name.group(1)] = {prop: not optional for optional, prop in props}
    return found


def scenes() -> list[dict[str, Any]]:
    """Scenes of every phase, with hints, the advisor, a review, an error and a replay."""
    found: list[dict[str, Any]] = []
    table = Table("partnership", seed=3, pace_ms=0)
    for _ in range(3):
        found.append(table.scene)
        for message in ({"type": "hint"}, {"type": "advise"}, {"type": "play", "card": "XX", "seat": 0}):
            table._on_message(table, message, [])
            found.append(table.scene)
        while table.scene["phase"] in ("auction", "play"):
            scene = table.scene
            if scene["phase"] == "auction":
                move: dict[str, Any] = {
                    "type": "call",
                    "call": next(o for o in scene["bidding"]["options"] if o["legal"])["call"],
                }
            else:
                card = next(c for c in scene["seats"][0]["cards"] if c.get("legal"))
                move = {"type": "play", "card": card["code"], "seat": 0}
            table._on_message(table, move, [])
            found.append(table.scene)
        table._on_message(table, {"type": "review"}, [])
        found.append(table.scene)
        table._on_message(table, {"type": "next"}, [])
    thrown_in = json.loads((ROOT / "lessons/hands/coke-hand.json").read_text())
    replay = Table.replay(thrown_in, pace_ms=0)
    while replay.scene["phase"] == "auction":
        found.append(replay.scene)
        replay._on_message(replay, {"type": "step_forward"}, [])
    found.append(replay.scene)
    return found


def test_the_scene_typedef_matches_the_scenes_python_sends() -> None:
    """widgets/src/types.js describes the scene for the type checker: every key Python sends is declared there,
    and every property declared required is sent."""
    types = typedefs()
    types["SceneCard"] = types["CardJson"] | types["SceneCardExtra"]
    seen: dict[str, int] = {}

    def check(kind: str, value: dict[str, Any]) -> None:
        declared = types[kind]
        assert set(value) <= set(declared), f"{kind}: {sorted(set(value) - set(declared))} not in types.js"
        missing = {prop for prop, required in declared.items() if required} - set(value)
        assert not missing, f"{kind}: types.js requires {sorted(missing)}"
        seen[kind] = seen.get(kind, 0) + 1

    def check_each(kind: str, values: list[dict[str, Any]]) -> None:
        for value in values:
            check(kind, value)

    drawn = scenes()
    for scene in drawn:
        check("Scene", scene)
        check("SceneRules", scene["rules"])
        for seat in scene["seats"]:
            check("SceneSeat", seat)
            check_each("SceneCard", seat["cards"] or [])
        if scene["trick"]:
            check("SceneTrick", scene["trick"])
            for play in scene["trick"]["plays"]:
                check("ScenePlay", play)
                check("CardJson", play["card"])
        if scene["bidding"]:
            check("SceneBidding", scene["bidding"])
            check_each("SceneCall", scene["bidding"]["calls"])
            check_each("SceneCallOption", scene["bidding"]["options"])
        check_each("SceneTotal", scene["totals"])
        check_each("SceneLine", scene["tutor"])
        check_each("SceneHint", scene["hints"])
        if scene["message"]:
            check("SceneMessage", scene["message"])
        if scene["advice"]:
            check("SceneAdvice", scene["advice"])
            for row in scene["advice"]["suits"]:
                if row["held"]:
                    check("AdviceHeld", row)
                else:
                    assert set(row) == {"suit", "held"}
        if scene["review"]:
            check("SceneReview", scene["review"])
        if scene["score"]:
            score = scene["score"]
            check("SceneScore", score)
            check_each("ScorePoint", score["points"])
            check_each("ScorePips", score["pips"])
            check_each("ScoreTotal", score["totals"])
    assert {scene["phase"] for scene in drawn} >= {"auction", "play", "over", "redeal"}
    assert set(seen) == {
        name for name in types if name.startswith(("Scene", "Score", "Advice")) and name != "SceneCardExtra"
    } | {"CardJson"}


# Each TypedDict of pitchtutor/widgets/scene_types.py and the JSDoc @typedef of the same shape.
TYPED_AS = {
    "Scene": "Scene", "RulesScene": "SceneRules", "SeatScene": "SceneSeat", "CardJSON": "CardJson",
    "CardScene": "SceneCard", "TrickPlay": "ScenePlay", "TrickScene": "SceneTrick", "CallScene": "SceneCall",
    "BidOption": "SceneCallOption", "BiddingScene": "SceneBidding", "SideTotal": "SceneTotal",
    "TutorLine": "SceneLine", "PointScene": "ScorePoint", "SidePips": "ScorePips", "SideChange": "ScoreTotal",
    "ScoreScene": "SceneScore", "Message": "SceneMessage", "HintLine": "SceneHint", "AdviceSuit": "AdviceHeld",
    "AdviceScene": "SceneAdvice", "ReviewScene": "SceneReview",
}  # fmt: skip


def test_the_python_typeddicts_and_the_jsdoc_typedefs_describe_one_shape() -> None:
    """The scene's shape is written twice, once for mypy and once for tsc: key for key, and
    required for required, they agree (an advice row for a suit not held carries only suit and held)."""
    from pitchtutor.widgets import scene_types

    types = typedefs()
    types["SceneCard"] = types["CardJson"] | types["SceneCardExtra"]
    for python, jsdoc in TYPED_AS.items():
        typed = getattr(scene_types, python)
        declared = types[jsdoc]
        keys = set(typed.__required_keys__) | set(typed.__optional_keys__)
        assert keys == set(declared), (python, sorted(keys ^ set(declared)))
        if python != "AdviceSuit":  # the JSDoc splits held rows (every figure) from rows not held
            assert set(typed.__required_keys__) == {k for k, required in declared.items() if required}, python


def test_the_pitty_pat_typedefs_match_what_python_sends() -> None:
    """PittyPatScene and its parts, PittyPatQuestion and PittyPatFeedback in types.js, against
    scenes of a whole round (every seat's cards shown at its end) and a quiz answered."""
    sent: list[tuple[str, dict[str, Any]]] = []
    table = PittyPatTable(players=3, seed=8)
    for _ in range(200):
        scene = table.scene
        sent += [("PittyPatScene", scene), ("PittyPatMoves", scene["moves"]), ("PittyPatCard", scene["up"])]
        sent += [("PittyPatSeat", seat) for seat in scene["seats"]]
        sent += [("PittyPatSheetRow", row) for row in scene["sheet"]]
        sent += [("PittyPatPair", pair) for pair in scene["moves"]["pairs"]]
        sent += [("PittyPatTutorLine", line) for line in scene["tutor"]]
        sent += [("PittyPatCard", card) for seat in scene["seats"] for card in seat["cards"] or []]
        if scene["end"] is not None:
            sent.append(("PittyPatEnd", scene["end"]))
            break
        moves = scene["moves"]
        if moves["pairs"]:
            message = {"type": "pair", **moves["pairs"][0]}
        else:
            message = {"type": "draw" if moves["draw"] else "pass"}
        table._on_message(table, message, [])
    assert table.scene["end"] is not None  # a whole round was played
    quiz = MayYouPair.from_cards("7S KD QC", up="7H")
    sent += [("PittyPatQuestion", quiz.question)] + [("PittyPatOption", o) for o in quiz.question["options"]]
    quiz.answer(quiz.question["options"][0]["value"])
    sent.append(("PittyPatFeedback", quiz.feedback))
    as_declared(sent)
