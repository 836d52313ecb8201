"""Pitty Pat on the command line: replay beside Pitch, --json, partial and bad
records, play in the terminal, tournaments."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from pitchtutor.apps.cli import main

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, stdin: str = "", cwd: Path = ROOT) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        contextlib.chdir(cwd),
        pytest.MonkeyPatch.context() as patch,
    ):
        patch.setattr("sys.stdin", io.StringIO(stdin))
        code = main(list(args))
    return code, out.getvalue(), err.getvalue()


def test_replay_beside_pitch_records() -> None:
    code, out, err = run("replay", "examples/pittypat-out.json", "examples/partnership-made.json")
    assert code == 0, err
    assert "== examples/pittypat-out.json ==" in out and "== examples/partnership-made.json ==" in out
    assert "Seat 1 matches the up-card 7♦ with the 7♥ and discards the Q♦ as the free card" in out
    assert "Pitty Pat! Seat 2 has no cards left and wins the round." in out or "Pitty Pat!" in out


def test_replay_json_follows_the_schema() -> None:
    code, out, _ = run(
        "replay", "--json", "examples/pittypat-out.json", "examples/pittypat-seven-card-stake.json"
    )
    assert code == 0
    first, stake = (json.loads(line) for line in out.splitlines())
    keys = {"game", "turns", "winner", "how", "penalties", "totals", "match_winner"}
    assert keys <= set(first) and first["game"] == "pitty-pat" and first["how"] == "out"
    assert all(set(turn) == {"seat", "action", "up", "why"} for turn in first["turns"])
    assert first["turns"][1] == {
        "seat": 1,
        "action": {"pair": ["7H", "QD"]},
        "up": "QD",
        "why": "Seat 1 matches the up-card 7♦ with the 7♥ and discards the Q♦ as the free card: the Q♦ is the "
        "new up-card.",
    }
    assert first["penalties"][first["winner"]] == 0 and first["match_winner"] is None
    assert stake["chips"] == [1, -1] and stake["totals"] == [120, 132]


def test_the_last_round_names_the_match_winner() -> None:
    _, out, _ = run("replay", "--json", "examples/pittypat-last-round.json")
    result = json.loads(out)
    assert result["match_winner"] == 1 and result["totals"] == [62, 30]


def test_a_partial_record_shows_the_moves_with_reasons() -> None:
    code, out, _ = run("replay", "--json", "examples/pittypat-unfinished.json")
    assert code == 0
    position = json.loads(out)
    assert position["partial"] is True and position["to_act"] == 3 and position["up"] == "5D"
    assert {"move": {"pair": ["5H", "4D"]}, "why": position["legal"][0]["why"]} == position["legal"][0]
    assert any("cannot be the matching card" in move["why"] for move in position["illegal"])
    assert any("must discard a pair" in move["why"] for move in position["illegal"])  # no draw, no pass
    _, text, _ = run("replay", "examples/pittypat-unfinished.json")
    assert "The record stops here: seat 3 to play" in text and "  legal: Seat 3 matches" in text


def test_a_bad_record_is_one_line_and_exit_1(tmp_path: Path) -> None:
    record = json.loads((ROOT / "examples/pittypat-out.json").read_text())
    record["turns"][0] = {"draw": "7H"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    code, out, err = run("replay", str(bad), "examples/pittypat-out.json")
    assert code == 1
    assert err.strip().count("\n") == 0 and "Traceback" not in err
    assert err.startswith(f"pitchtutor: {bad}: turns[0]: seat 0 cannot draw the 7♥")
    assert "== examples/pittypat-out.json ==" in out
    code, out, _ = run("replay", "--json", str(bad))
    assert code == 1 and json.loads(out)["error"].startswith("turns[0]")


def test_review_refuses_a_pitty_pat_record_in_one_line() -> None:
    code, _, err = run("review", "examples/pittypat-out.json")
    assert code == 1 and "a Pitty Pat record: this command reads Pitch records only" in err


def test_play_in_the_terminal() -> None:
    code, out, err = run("play", "--game", "pitty-pat", "--players", "3", "--seed", "4", "--hands", "1",
                         stdin="help\nmoves\nwhy draw\n" + "1\n" * 400)  # fmt: skip
    assert code == 0, err
    assert out.startswith("Pitty Pat — standard, 3 players, target 100. Lowest total wins.")
    assert "the highest, Ace high, deals" in out and "Your cards:" in out
    assert "→ Totals:" in out or "→ Each player" in out or "reached the target" in out


def test_play_keeps_other_seats_draws_hidden() -> None:
    _, out, _ = run("play", "--game", "pitty-pat", "--players", "2", "--seed", "7", "--hands", "1",
                    stdin="1\n" * 400)  # fmt: skip
    assert "draws a card and keeps it hidden" in out
    for line in out.splitlines():
        if line.startswith("  Seat 1 draws the") and "which does not match" in line:
            pytest.fail(f"seat 1's kept draw was shown: {line}")


def test_play_refuses_bad_options() -> None:
    code, _, err = run("play", "--game", "pitty-pat", "--players", "5")
    assert code == 2 and "Pitty Pat is for 2 to 4 players, not 5" in err
    code, _, err = run("play", "--game", "pitty-pat", "--rules", '{"draws": "once"}')
    assert code == 2 and "did you mean 'draw'?" in err


def test_tournament() -> None:
    code, out, _ = run("tournament", "--game", "pitty-pat", "--seats", "basic", "random", "--deals", "6",
                       "--matches", "1", "--json")  # fmt: skip
    assert code == 0
    results = json.loads(out)
    assert results["game"] == "pitty-pat" and results["rounds"] == 12
    assert set(results["bots"]) == {"basic", "random"} and results["bots"]["basic"]["matches"] == 2


def test_tournament_takes_a_bot_of_your_own_from_the_current_folder(tmp_path: Path) -> None:
    """As for Pitch, a seat may be ``module:Class``; a wrong spec is refused in one line."""
    (tmp_path / "shedder.py").write_text(
        "class LastMove:\n"
        "    def choose(self, view):\n        return view.legal[-1]\n"  # takes no seed: called without one
    )
    code, out, err = run("tournament", "--game", "pitty-pat", "--seats", "shedder:LastMove", "basic",
                         "--deals", "3", "--json", cwd=tmp_path)  # fmt: skip
    assert code == 0, err
    assert json.loads(out)["bots"]["shedder:LastMove"]["rounds"] == 6
    code, _, err = run("tournament", "--game", "pitty-pat", "--seats", "wizard", "basic", "--deals", "1")
    assert code == 2 and err.strip() == (
        "pitchtutor: unknown Pitty Pat bot 'wizard': use random, basic, expert, or module:Class for your own"
    )
    code, _, err = run("tournament", "--game", "pitty-pat", "--seats", "shedder:Nope", "basic", "--deals", "1",
                       cwd=tmp_path)  # fmt: skip
    assert code == 2 and "'shedder' has no class 'Nope'" in err and "Traceback" not in err


def test_rules_lists_every_key_with_its_source() -> None:
    code, out, _ = run("rules", "--game", "pitty-pat")
    assert code == 0 and 'draw = "once"' in out and "Compre até combinar" in out
    from pitchtutor.pittypat import RULE_KEYS

    assert all(f"  {key} = " in out for key in RULE_KEYS)


def test_replay_speaks_the_language_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run("replay", "--lang", "pt", "examples/pittypat-unfinished.json")
    assert code == 0, err
    assert "Pitty Pat, regras padrão (rounds=5), 4 jogadores; quem distribui é o jogador 1." in out
    assert "  jogador 3: 4♦ 2♦ Q♠ 6♥ 7♦\n  carta aberta: 7♠\n" in out
    assert "O registro da rodada termina aqui: é a vez do jogador 3, com 4♦ 2♦ Q♠ 6♥ 7♦ 5♥ na mão" in out
    assert "  permitida: O jogador 3 combina a carta aberta (o 5 de ouros) com o 5 de copas" in out
    assert "  não permitida: O 4 de ouros não pode ser a carta que combina" in out
    _, out, _ = run("replay", "--json", "--lang", "fr", "examples/pittypat-out.json")
    english = json.loads(run("replay", "--json", "examples/pittypat-out.json")[1])
    french = json.loads(out.replace("\u00a0", " "))  # however French spaces its colons
    assert french["turns"][1]["why"].startswith("Le joueur 1 assortit la carte retournée (le 7 de carreau)")
    assert french["why"]["end"] == "Pitty Pat ! Le joueur 1 n'a plus de cartes et remporte la manche."
    assert {key: value for key, value in french.items() if key not in ("turns", "why")} == {
        key: value for key, value in english.items() if key not in ("turns", "why")
    }
    monkeypatch.setenv("PITCHTUTOR_LANG", "fr")
    _, out, _ = run("replay", "examples/pittypat-out.json")
    assert "  carte retournée\u00a0: 7♦" in out and "remporte la manche" in out
    _, out, _ = run("replay", "--lang", "en", "examples/pittypat-out.json")
    assert "  up-card: 7♦" in out


def test_play_speaks_the_language_asked_for() -> None:
    code, out, err = run("play", "--game", "pitty-pat", "--players", "3", "--seed", "4", "--hands", "1",
                         "--lang", "fr", stdin="help\nmoves\nwhy draw\n" + "1\n" * 400)  # fmt: skip
    assert code == 0, err
    out = out.replace("\u00a0", " ")  # French sets a non-breaking space before : ; ? ! (labels at least)
    assert out.startswith("Pitty Pat — règles standard, 3 joueurs, objectif 100 points. Le plus petit total")
    assert "Nouvelle manche : le joueur 1 donne." in out and "  why X    le coup X est-il permis" in out
    assert "  → Totaux : vous à" in out
    code, _, err = run("play", "--game", "pitty-pat", "--lang", "de")
    assert code == 2 and err == "pitchtutor: unknown language 'de'; known: en, fr, pt\n"


def test_the_english_terminal_lines() -> None:
    """English as it always was: the hints, the moves, the answers to why, undo."""
    _, out, _ = run("play", "--game", "pitty-pat", "--players", "3", "--seed", "4", "--hands", "1",
                    stdin="hand\nmoves\nwhy draw\nwhy pass\nundo\n1\nundo\nquit\n")  # fmt: skip
    for line in (
        "New round: seat 1 deals.",
        "Up-card 9♠; stock 35 cards; cards held: seat 1 5, seat 2 6. Your cards: K♦ K♥ 2♠ 7♦ 4♣",
        "  (your only move is draw: type draw or 1; why draw tells you why)",
        "  1. draw: You have no 9 to match the up-card 9♠, so you draw one card from the stock.",
        "  not pass: You may not pass: the stock still has 35 cards, so you must draw.",
        "  yes: You have no 9 to match",
        "  no: You may not pass",
        "  Nothing to undo this round.",
        "  Your last turn is taken back.",
    ):
        assert line in out, line
    assert out.endswith("> Goodbye.\n")


def test_an_empty_line_asks_again_without_a_complaint() -> None:
    code, out, err = run("play", "--game", "pitty-pat", "--players", "3", "--seed", "4", "--hands", "1",
                         stdin="\n   \n" + "1\n" * 400)  # fmt: skip
    assert code == 0, err
    assert "invalid move" not in out and "''" not in out


def test_play_saves_each_round_as_a_record_that_replays(tmp_path: Path) -> None:
    saved = tmp_path / "rounds.jsonl"
    code, _, err = run("play", "--game", "pitty-pat", "--players", "3", "--seed", "4", "--hands", "2",
                       "--save", str(saved), stdin="1\n" * 800)  # fmt: skip
    assert code == 0, err
    lines = saved.read_text().splitlines()
    assert len(lines) == 2
    (tmp_path / "second.json").write_text(lines[1])
    code, out, err = run("replay", str(tmp_path / "second.json"))
    assert code == 0, err
    assert "Pitty Pat" in out
