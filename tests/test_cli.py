"""The command line, end to end: replay, generate, rules and play."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from pitchtutor.apps.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pitchtutor.apps.cli", *args], input=stdin, capture_output=True, text=True,
        cwd=ROOT, timeout=120, check=False,
    )  # fmt: skip


def test_replay_prints_every_explanation() -> None:
    result = run("replay", "examples/partnership-made.json")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Trick 6, seat 0 leads:" in out
    assert "→ Seat 1 wins trick 2 with the K♥, the highest trump played." in out
    assert "The J♥ is Jack, which goes to whoever wins it" in out
    assert "Totals: seats 0 & 2 16 (+4), seats 1 & 3 9 (+0)" in out


def test_replay_json_shape() -> None:
    result = run("replay", "--json", "examples/partnership-made.json", "examples/all-pass-redeal.json")
    assert result.returncode == 0
    made, redeal = (json.loads(line) for line in result.stdout.splitlines())
    assert {"pitcher", "bid", "trump", "tricks", "points", "made", "delta", "totals", "winner"} <= set(made)
    assert (made["pitcher"], made["bid"], made["trump"], made["made"]) == (0, 2, "H", True)
    assert made["delta"] == [4, 0] and made["totals"] == [16, 9] and made["winner"] is None
    assert made["tricks"][1] == {
        "leader": 0, "cards": ["2H", "KH", "5C", "TH"], "winner": 1,
        "why": "Seat 1 wins trick 2 with the K♥, the highest trump played.",
    }  # fmt: skip
    points = made["points"]
    assert set(points) == {"high", "low", "jack", "game"}
    assert (points["high"]["card"], points["high"]["side"]) == ("AH", 0)
    assert points["game"]["pips"] == [22, 13] and points["game"]["side"] == 0
    assert redeal["redeal"] is True


def test_replay_json_jack_null_and_extra_points() -> None:
    result = run("replay", "--json", "examples/cutthroat-set-back.json", "examples/ten-point-pitch.json")
    set_back, ten_point = (json.loads(line) for line in result.stdout.splitlines())
    assert (
        set_back["points"]["jack"] is None and set_back["made"] is False and set_back["delta"] == [-3, 1, 0]
    )
    assert ten_point["points"]["ten"]["side"] == 1 and ten_point["points"]["three"]["side"] == 0


def test_partial_records_show_the_position_and_the_legal_moves() -> None:
    result = run("replay", "--json", "examples/unfinished-play.json")
    position = json.loads(result.stdout)
    assert position["partial"] is True and position["to_act"] == 3
    assert [m["move"] for m in position["legal"]] == ["7C", "9D"]
    assert all(m["why"] for m in position["legal"] + position["illegal"])
    text = run("replay", "examples/unfinished-auction.json").stdout
    assert "Seat 3 to bid; high bid 2 by seat 0." in text
    assert "bid 2 — As dealer, seat 3 may hold the bid at 2" in text


def test_hundreds_of_records_in_one_call(tmp_path: Path) -> None:
    generated = run("generate", "300", "--seed", "7", "--rules", "cutthroat", "--players", "3")
    assert generated.returncode == 0, generated.stderr
    lines = generated.stdout.splitlines()
    assert len(lines) == 300
    path = tmp_path / "many.jsonl"
    path.write_text(generated.stdout)
    result = run("replay", "--json", str(path))
    assert result.returncode == 0, result.stderr[:500]
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(objects) == 300
    assert all("redeal" in o or len(o["tricks"]) == 6 for o in objects)
    # generate is reproducible
    assert (
        run("generate", "3", "--seed", "7", "--rules", "cutthroat", "--players", "3").stdout
        == "\n".join(lines[:3]) + "\n"
    )


def test_bad_records_exit_non_zero_without_a_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    record = json.loads((ROOT / "examples/partnership-made.json").read_text())
    record["play"][1] = "TC"
    bad.write_text(json.dumps(record))
    result = run("replay", "examples/partnership-made.json", str(bad), "nope.json")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    errors = result.stderr.strip().splitlines()
    assert errors[0] == (
        f"pitchtutor: {bad}: play[1]: seat 1 cannot play the 10♣: Trumps (hearts) were led and seat 1 "
        "holds the K♥ and 3♥: follow with a trump; the 10♣ is not one."
    )
    assert errors[1].startswith("pitchtutor: nope.json: cannot read the file")
    assert "== examples/partnership-made.json ==" in result.stdout  # the good record is still replayed
    as_json = run("replay", "--json", str(bad), "examples/partnership-made.json")
    first, second = (json.loads(line) for line in as_json.stdout.splitlines())
    assert "play[1]" in first["error"] and second["bid"] == 2


def test_stdin(tmp_path: Path) -> None:
    text = (ROOT / "examples/cutthroat-lone-jack.json").read_text()
    result = run("replay", "--json", "-", stdin=text)
    assert result.returncode == 0 and json.loads(result.stdout)["points"]["jack"]["side"] == 0


def test_usage_errors() -> None:
    assert run("generate", "2", "--players", "9").returncode == 2
    assert "54 cards" in run("generate", "2", "--players", "9").stderr
    result = run("play", "--rules", "{bad json")
    assert result.returncode == 2 and result.stderr.startswith("pitchtutor: --rules: not valid JSON")
    assert "unknown rule key 'targt'" in run("play", "--rules", '{"targt": 5}').stderr
    assert run("play", "--seat", "7").returncode == 2
    assert run("replay").returncode == 2  # argparse: a record is required


def test_rules_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    assert "setback:\n  teams = null\n  target = 7" in out and "rule keys: teams, target" in out


def test_play_a_hand_in_the_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    # Answer every prompt with the first legal move the `moves` listing shows.
    from pitchtutor.apps.terminal import TerminalGame
    from pitchtutor.rules import Ruleset

    class Answers(io.StringIO):
        def __init__(self, game: TerminalGame) -> None:
            super().__init__()
            self.game = game
            self.asked = 0

        def readline(self, size: int | None = -1) -> str:
            self.asked += 1
            hand = self.game.match.hand
            if self.asked == 1:
                return "help\n"
            if self.asked == 2:
                return "why ZZ\n"
            if self.asked == 3:
                illegal = [a for a, v in hand.judge_all() if not v.legal]
                return f"{illegal[0]}\n" if illegal else "moves\n"
            return f"{hand.legal_actions()[0]}\n"

    out = io.StringIO()
    game = TerminalGame(Ruleset.preset("partnership"), 4, 0, seed=5, bot="basic", save=None, max_hands=1,
                        out=out, inp=io.StringIO())  # fmt: skip
    game.inp = Answers(game)
    assert game.run() == 0
    text = out.getvalue()
    assert "Type a card (AS, 10h, q♠)" in text  # help
    assert "invalid move 'ZZ'" in text
    assert "Not allowed. " in text
    assert "Points:" in text and "Totals:" in text


def test_play_quits_cleanly_on_end_of_input() -> None:
    result = run("play", "--seed", "1", stdin="moves\nquit\n")
    assert result.returncode == 0 and "Goodbye." in result.stdout
    result = run("play", "--seed", "1", "--rules", "setback", "--players", "3", stdin="")
    assert result.returncode == 0 and "Goodbye." in result.stdout


def test_the_terminal_game_asks_the_same_coach_as_the_table() -> None:
    """hint climbs the ladder (and stops at the third step), advice shows the
    advisor's table; both come from the Coach the card table holds."""
    from pitchtutor.apps.terminal import TerminalGame
    from pitchtutor.coach.coach import Coach
    from pitchtutor.rules import Ruleset

    answers = "advice\nhint\nhint\nhint\nhint\nquit\n"
    out = io.StringIO()
    game = TerminalGame(Ruleset.preset("partnership"), 4, 0, seed=3, bot="basic", save=None, max_hands=1,
                        out=out, inp=io.StringIO(answers))  # fmt: skip
    assert game.run() == 0
    text = out.getvalue()
    assert [f"Hint {n} of 3:" in text for n in (1, 2, 3)] == [True, True, True]
    assert text.count("Hint 3 of 3:") == 2  # asking again repeats the last step
    assert "points on average" in text and "Rule of thumb:" in text
    noted = game.coach.notes(game.match.hand)  # the position has not moved: the coach kept its notes
    assert noted.advice is not None and noted.advice.why.render(game.names) in text
    assert len(noted.hints) == 3 and noted.hints[2].why.render(game.names) in text
    assert isinstance(game.coach, Coach)


def test_advice_outside_the_auction_is_refused_with_the_reason() -> None:
    result = run("play", "--seed", "3", stdin="pass\nadvice\nquit\n")
    assert result.returncode == 0
    assert (
        "your move> The bid advisor is for the auction." in result.stdout
    )  # you pass as dealer; play starts


def test_play_saves_each_finished_hand_as_a_record_that_replays(tmp_path: Path) -> None:
    """--save appends a JSON line a hand (with the totals before it), which replay reads back."""
    from pitchtutor.apps.terminal import TerminalGame
    from pitchtutor.rules import Ruleset

    class FirstLegal(io.StringIO):
        def readline(self, size: int | None = -1) -> str:
            return f"{game.match.hand.legal_actions()[0]}\n"

    saved = tmp_path / "hands.jsonl"
    game = TerminalGame(Ruleset.preset("partnership"), 4, 0, seed=2, bot="basic", save=str(saved), max_hands=2,
                        out=io.StringIO(), inp=FirstLegal())  # fmt: skip
    assert game.run() == 0
    lines = saved.read_text().splitlines()
    assert len(lines) == 2
    first, second = (json.loads(line) for line in lines)
    assert first["scores"] == [0, 0] and second["scores"] != [0, 0]  # the totals before each hand
    (tmp_path / "second.json").write_text(lines[1])
    replayed = run("replay", str(tmp_path / "second.json"))
    assert replayed.returncode == 0, replayed.stderr
    assert "Totals:" in replayed.stdout
