"""Saved games are never lost: a new game never overwrites a save, a failed save is kept
elsewhere, and a save file is checked as strictly as the command line."""

from __future__ import annotations

import errno
import io
import json
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

import pexpect
import pytest
from click.testing import CliRunner
from rich.console import Console

from pitch_rules import Rules
from pitch_rules.cli import cli
from pitch_rules.play import GameSession, SaveFileError, TerminalGame
from pitch_rules.play import session as session_module

ROOT = Path(__file__).resolve().parent.parent


def start(folder: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> str:
    """Start a game with no input (it stops and saves at once); return what it printed."""
    monkeypatch.chdir(folder)
    result = CliRunner().invoke(cli, ["play", "auction-pitch", "--seed", "3", *args], input="")
    assert result.exit_code == 0, result.output
    return result.output


def test_a_new_game_never_overwrites_a_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    start(tmp_path, monkeypatch)
    first = (tmp_path / "pitch-game.json").read_bytes()
    output = start(tmp_path, monkeypatch)
    assert (tmp_path / "pitch-game.json").read_bytes() == first
    assert "pitch-game.json already exists; this game will be saved to pitch-game-2.json" in output
    assert GameSession.load(tmp_path / "pitch-game-2.json").seed == 3


def test_an_explicit_save_file_is_not_overwritten_either(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mine.json").write_text("not a game, but mine\n", encoding="utf-8")
    output = start(tmp_path, monkeypatch, "--save", "mine.json")
    assert (tmp_path / "mine.json").read_text(encoding="utf-8") == "not a game, but mine\n"
    assert "saved to mine-2.json" in output


def test_a_resumed_game_saves_over_its_own_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    start(tmp_path, monkeypatch)
    result = CliRunner().invoke(cli, ["play", "--resume", "pitch-game.json"], input="")
    assert result.exit_code == 0 and "already exists" not in result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pitch-game.json"]


@pytest.mark.parametrize(("answer", "kept"), [("n", True), ("y", False)])
def test_at_a_terminal_the_person_is_asked(tmp_path: Path, answer: str, kept: bool) -> None:
    (tmp_path / "pitch-game.json").write_text("an older game\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "120"}
    child = pexpect.spawn(
        sys.executable, ["-m", "pitch_rules", "play", "auction-pitch", "--seed", "3"],
        cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30,
    )  # fmt: skip
    child.expect_exact("pitch-game.json already exists. Save this game over it? [y/N]")
    child.sendline(answer)
    child.expect_exact("> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    old = (tmp_path / "pitch-game.json").read_text(encoding="utf-8")
    assert (old == "an older game\n") is kept
    assert (tmp_path / "pitch-game-2.json").exists() is kept


def test_a_save_that_cannot_be_written_is_kept_elsewhere_and_said(
    auction_pitch: Rules, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(path: object, data: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("pitch_rules.fileio.atomic_write_bytes", full)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    session = GameSession.new("auction-pitch", auction_pitch, 4, 0, ("greedy",) * 4, 3, None)
    out = io.StringIO()

    def stop(prompt: str) -> str:
        raise EOFError

    TerminalGame(session, Console(file=out, width=200), tmp_path / "full" / "game.json", read_line=stop).run()
    text = out.getvalue()
    assert f"Cannot write {tmp_path / 'full' / 'game.json'}: No space left on device. It is kept in" in text
    rescued = next(tmp_path.glob("pitch-rules-*-game.json"))
    assert f"Game saved to {rescued}" in text
    assert GameSession.load(rescued).seed == 3


def test_a_save_whose_free_names_were_all_taken_meanwhile_goes_to_the_temporary_folder(
    auction_pitch: Rules, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Other games took the save's name and all 998 free names beside it while this one was played: it is kept in
    the temporary folder, as when a file cannot be written, and the message says where."""
    (tmp_path / "rescue").mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path / "rescue"))
    save = tmp_path / "game.json"
    session = GameSession.new("auction-pitch", auction_pitch, 4, 0, ("greedy",) * 4, 3, None)
    out = io.StringIO()

    def others_save_then_stop(prompt: str) -> str:
        for name in ["game.json", *(f"game-{n}.json" for n in range(2, 1000))]:
            (tmp_path / name).write_text("another game\n", encoding="utf-8")
        raise EOFError

    TerminalGame(session, Console(file=out, width=400), save, read_line=others_save_then_stop).run()
    rescued = next((tmp_path / "rescue").glob("pitch-rules-*-game.json"))
    text = out.getvalue()
    assert f"Cannot write {save}: {save} and game-2 to -999 all exist. It is kept in the system's temporary folder" in text
    assert f"Game saved to {rescued}" in text
    assert GameSession.load(rescued).seed == 3
    assert {p.read_text(encoding="utf-8") for p in tmp_path.glob("game*")} == {"another game\n"}


# ----- a finished game's record is never written over another file unasked ------------


def finished(rules: Rules) -> GameSession:
    """A game to 1 point, played to its end (the person's seat takes its first choice)."""
    session = GameSession.new("auction-pitch", rules, 4, 0, ("greedy",) * 4, 3, 1)
    while not session.state.is_over:
        session.apply(session.state.legal_actions()[0] if session.humans_turn else session.bot_action())
    return session


def test_a_record_option_naming_a_file_that_exists_picks_a_free_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "mine.jsonl").write_text("my games\n", encoding="utf-8")
    output = start(tmp_path, monkeypatch, "--record", "mine.jsonl")
    assert "mine.jsonl already exists; this game's record will be saved to mine-2.jsonl" in output
    assert (tmp_path / "mine.jsonl").read_text(encoding="utf-8") == "my games\n"


@pytest.mark.parametrize("how", ["typed at the end", "given with --record, made meanwhile"])
def test_a_record_never_replaces_a_file_unasked(auction_pitch: Rules, tmp_path: Path, how: str) -> None:
    mine = tmp_path / "mine.jsonl"
    out = io.StringIO()
    answers = iter([str(mine)])
    game = TerminalGame(
        finished(auction_pitch), Console(file=out, width=400), tmp_path / "game.json",
        mine if how.startswith("given") else None, read_line=lambda prompt: next(answers),
    )  # fmt: skip
    mine.write_text("my games\n", encoding="utf-8")
    game.run()
    assert mine.read_text(encoding="utf-8") == "my games\n"
    assert f"{mine} already exists, and is left as it is." in out.getvalue()
    assert f"Record saved to {tmp_path / 'mine-2.jsonl'}" in out.getvalue()
    assert CliRunner().invoke(cli, ["replay", str(tmp_path / "mine-2.jsonl")]).exit_code == 0


def test_at_a_terminal_a_record_option_naming_a_file_that_exists_is_asked_about(tmp_path: Path) -> None:
    (tmp_path / "mine.jsonl").write_text("my games\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "120"}
    child = pexpect.spawn(
        sys.executable, ["-m", "pitch_rules", "play", "auction-pitch", "--seed", "3", "--record", "mine.jsonl"],
        cwd=str(tmp_path), env=env, encoding="utf-8", timeout=30,
    )  # fmt: skip
    child.expect_exact("mine.jsonl already exists. Save this game's record over it? [y/N]")
    child.sendline("n")
    child.expect_exact("this game's record will be saved to mine-2.jsonl")
    child.expect_exact("> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_save_folder_that_does_not_exist_is_a_usage_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["play", "auction-pitch", "--save", str(tmp_path / "no" / "game.json")], input="")
    assert result.exit_code == 2 and "folder of" in result.output


@pytest.mark.parametrize("folder", ["tab\there", os.fsdecode(b"caf\xe9")], ids=["a tab", "not UTF-8"])
def test_a_house_file_whose_path_a_save_cannot_hold_is_refused_before_the_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, folder: str
) -> None:
    """A save holds the house file's path, and a save holds no control character or lone surrogate: the game could
    be saved but never resumed."""
    (tmp_path / folder).mkdir()
    (tmp_path / folder / "house.yaml").write_text("id: house\nextends: auction-pitch\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["play", str(Path(folder) / "house.yaml"), "--seed", "3"], input="")
    assert result.exit_code == 2, result.output
    assert "Invalid value for VARIANT: " in result.output and "a saved game cannot name a file whose path" in result.output
    assert not (tmp_path / "pitch-game.json").exists()


# ----- save files are checked like the command line ------------------------------


@pytest.fixture
def saved(auction_pitch: Rules, tmp_path: Path) -> dict[str, Any]:
    session = GameSession.new("auction-pitch", auction_pitch, 4, 1, ("greedy",) * 4, 12, None)
    session.save(tmp_path / "good.json")
    loaded: dict[str, Any] = json.loads((tmp_path / "good.json").read_text(encoding="utf-8"))
    return loaded


BAD_SAVES: dict[str, tuple[dict[str, Any], str]] = {
    "target 0": ({"target": 0}, "'target' must be null or a whole number from 1"),
    "target -1": ({"target": -1}, "'target' must be null or a whole number from 1"),
    "target true": ({"target": True}, "'target' must be null or a whole number from 1"),
    "players true": ({"players": True}, "'players' is missing or not a whole number"),
    "seat true": ({"seat": True}, "'seat' is missing or not a whole number"),
    "nine players": ({"players": 9, "bots": ["greedy"] * 9}, "a table has 2 to 7 players"),
    "too few players for the variant": ({"players": 2, "bots": ["greedy"] * 2}, "is for 3 to 7 players"),
    "a seed past 2**63": ({"seed": 2**64}, "'seed' is out of range"),
    "an action that is not text": ({"actions": [1]}, "'actions' must be a list of text"),
    "a variant that is some other file": ({"variant": "/etc/passwd"}, "neither built in nor a .yaml file"),
    "a variant with a NUL": ({"variant": "auction\u0000pitch"}, "U+0000"),
    "a variant with a lone surrogate": ({"variant": "auction\ud800pitch"}, "U+D800"),
}


@pytest.mark.parametrize("name", sorted(BAD_SAVES))
def test_a_save_file_gets_the_command_line_checks(name: str, saved: dict[str, Any], tmp_path: Path) -> None:
    change, words = BAD_SAVES[name]
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**saved, **change}), encoding="utf-8")
    with pytest.raises(SaveFileError) as caught:
        GameSession.load(path)
    assert words in str(caught.value)
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1 and words in result.output, result.output


def test_a_bad_setting_in_a_save_is_named_at_the_save(saved: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**saved, "settings": ["game.winner=first_out", "game.target=x"]}), encoding="utf-8")
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1, result.output
    assert f"{path}: settings/1:1:13: 'game.target' must be an integer" in result.output, result.output
    assert "--set" not in result.output


def test_a_save_of_a_built_in_variant_never_reads_a_file_of_that_name(
    saved: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "auction-pitch").write_text("not: [a variant\n", encoding="utf-8")
    (tmp_path / "game.json").write_text(json.dumps(saved), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert GameSession.load(Path("game.json")).state.rules.variant.id == "auction-pitch"


RAW_SAVES: dict[str, tuple[str, str]] = {
    "a duplicate key": ('{"format": "pitch-save/1", "seed": 1, "seed": 2}', "duplicate key 'seed'"),
    "an integer past Python's digit limit": ('{"format": "pitch-save/1", "seed": ' + "9" * 5000 + "}", "5000 digits"),
    "deep nesting": ("[" * 100_000 + "]" * 100_000, "nesting is too deep"),
    "a raw NUL byte": ('{"format": "pitch-save/1\x00"}', "bad JSON"),
    "not UTF-8": ('{"format": "caf\udce9"}', "not UTF-8"),
}


@pytest.mark.parametrize("name", sorted(RAW_SAVES))
def test_a_malformed_save_file_is_a_clear_error(name: str, tmp_path: Path) -> None:
    text, words = RAW_SAVES[name]
    path = tmp_path / "game.json"
    path.write_bytes(text.encode("utf-8", errors="surrogateescape"))
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1, result.output
    assert result.output.startswith(str(path)) and words in result.output, result.output


@pytest.mark.parametrize("name", sorted(set(RAW_SAVES) - {"not UTF-8"}))
def test_a_malformed_save_file_is_refused_in_the_command_s_language(name: str, tmp_path: Path) -> None:
    """The JSON reader's problem is said in --lang inside the save's own sentence, at the same line and column."""
    path = tmp_path / "game.json"
    path.write_text(RAW_SAVES[name][0], encoding="utf-8")
    english = CliRunner().invoke(cli, ["play", "--resume", str(path)]).output
    own = CliRunner().invoke(cli, ["play", "--resume", str(path), "--lang", "uk"]).output
    place, _, problem = english.partition(": not a saved game (bad JSON: ")
    assert problem and own.startswith(f"{place}: це не збережена гра (хибний JSON: "), (english, own)
    words = set(re.findall(r"\b[a-z]{3,}\b", re.sub(r"'[^']*'", "", problem))) - {"seed"}
    assert words and not words & set(re.findall(r"\w+", own.removeprefix(place))), (english, own)


def test_a_named_pipe_as_save_file_is_refused_at_once(tmp_path: Path, deadline: None) -> None:
    path = tmp_path / "game.json"
    os.mkfifo(path)
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1 and "named pipe, not a regular file" in result.output


def test_a_huge_save_file_is_refused_without_reading_it(
    saved: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session_module, "MAX_SAVE_BYTES", 100)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(saved), encoding="utf-8")
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1 and "larger than" in result.output


# ----- a save that cannot be resumed, in the command's language -------------------------------------

RESUME_PROBLEMS: dict[str, tuple[dict[str, Any], str]] = {
    "nine players": ({"players": 9, "bots": ["greedy"] * 9}, "not a saved game: 'players' is 9"),
    "a seed that is not a number": ({"seed": "x"}, "not a saved game: 'seed' is missing or not a whole number"),
    "bots for too few seats": ({"bots": ["greedy"] * 3}, "not a saved game: 4 players, seat 1, 3 bots"),
    "too few players for the variant": ({"players": 2, "bots": ["greedy"] * 2}, "is for 3 to 7 players"),
    "target 0": ({"target": 0}, "'target' must be null or a whole number from 1"),
    "an unknown bot": ({"bots": ["greedy", "human", "clever", "greedy"]}, "unknown bot 'clever'; bots are"),
    "a variant that is some other file": ({"variant": "/etc/passwd"}, "neither built in nor a .yaml file"),
    "another variant id": ({"variant_id": "other"}, "the game was of 'other', but auction-pitch is now"),
    "an action not legal": ({"actions": ["9Z"]}, "does not replay: action 1 ('9Z') is not legal there"),
    "no format": ({"format": "other"}, 'not a saved game (no "format": "pitch-save/1")'),
}


@pytest.mark.parametrize("code", ["uk", "it", "bg", "tr", "mk"])
@pytest.mark.parametrize("name", sorted(RESUME_PROBLEMS))
def test_a_save_that_cannot_be_resumed_is_said_in_the_command_s_language(
    name: str, code: str, saved: dict[str, Any], tmp_path: Path
) -> None:
    change, english_words = RESUME_PROBLEMS[name]
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**saved, **change}), encoding="utf-8")
    english = CliRunner().invoke(cli, ["play", "--resume", str(path), "--lang", "en"])
    own = CliRunner().invoke(cli, ["play", "--resume", str(path), "--lang", code])
    assert english.exit_code == own.exit_code == 1, own.output
    assert english_words in english.output, english.output
    assert own.output.startswith(f"{path}: ") and own.output.count("\n") == 1, own.output
    english_line = english.output.removeprefix(f"{path}: ")
    own_line = own.output.removeprefix(f"{path}: ")
    assert own_line != english_line and english_words not in own_line, own.output
    for words in ("not a saved game", "cannot be loaded", "is not legal", "does not replay", "unknown bot", "must be"):
        assert words not in own_line, own.output
    assert "{" not in own_line and "save-" not in own_line and "save." not in own_line, own.output


def test_a_bad_save_is_said_in_ukrainian_with_its_place(saved: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**saved, "players": 9, "bots": ["greedy"] * 9}), encoding="utf-8")
    result = CliRunner().invoke(cli, ["play", "--resume", str(path), "--lang", "uk"])
    assert result.exit_code == 1
    assert result.output == f"{path}: це не збережена гра: 'players' дорівнює 9; за столом буває від 2 до 7 гравців\n"
    path.write_text(json.dumps({**saved, "actions": ["9Z"]}), encoding="utf-8")
    result = CliRunner().invoke(cli, ["play", "--resume", str(path), "--lang", "uk"])
    assert result.output == f"{path}: збережену гру не вдається відтворити: дія 1 ('9Z') у цьому місці недопустима\n"


def test_a_save_that_is_not_json_is_said_in_the_locale_s_language_at_its_line_and_column(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    path.write_text('{\n  "format": pitch}', encoding="utf-8")
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.exit_code == 1
    assert result.output.startswith(f"{path}:2:13: non è una partita salvata (JSON non valido: "), result.output
    monkeypatch.setenv("LANG", "tr_TR.UTF-8")
    path.write_bytes(b'{"format": "caf\xe9"}')
    result = CliRunner().invoke(cli, ["play", "--resume", str(path)])
    assert result.output == f"{path}: kayıtlı bir oyun değil (UTF-8 metni değil; bayt 15)\n", result.output
