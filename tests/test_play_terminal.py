"""The terminal game, driven end to end through a pseudo-terminal by keystrokes."""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner

from pitch_rules.cards import normalize_card
from pitch_rules.cli import cli

ROOT = Path(__file__).resolve().parent.parent
TABLE = ("auction-pitch", "--seed", "5", "--bots", "greedy", "--target", "5")
CHOICES = r"Your choice: ([^\r\n]*)\r\n"
PROMPT = "> "
NEXT_HAND = "Press Enter for the next hand"
RECORD_QUESTION = "Save a record of this game"
SAVED = "Game saved to"


def spawn(folder: Path, *args: str) -> pexpect.spawn:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "120"}  # plain text
    return pexpect.spawn(
        sys.executable, ["-m", "pitch_rules", "play", *args], cwd=str(folder), env=env,
        encoding="utf-8", timeout=30, dimensions=(50, 120),
    )  # fmt: skip


def choices(child: pexpect.spawn) -> list[str]:
    """Wait for the next 'Your choice' line and its prompt; return the legal actions."""
    child.expect(CHOICES)
    legal = str(child.match.group(1)).strip().split(", ")
    child.expect_exact(PROMPT)
    return legal


def drive(child: pexpect.spawn, decisions: int | None = None) -> int:
    """Type the first legal action at every turn (Enter between hands) for ``decisions`` turns or to the end."""
    made = 0
    while decisions is None or made < decisions:
        index = child.expect([CHOICES, NEXT_HAND, RECORD_QUESTION, pexpect.EOF])
        if index == 0:
            first = str(child.match.group(1)).split(", ")[0]
            child.expect_exact(PROMPT)
            child.sendline(first)
            made += 1
        elif index == 1:
            child.sendline("")
        else:
            break
    return made


def stop_at_next_prompt(child: pexpect.spawn, how: str) -> None:
    """At the next question (a turn, or the pause between hands), stop with ``quit`` or Ctrl-C."""
    if child.expect([CHOICES, NEXT_HAND]) == 0:
        child.expect_exact(PROMPT)
    if how == "ctrl-c":
        child.sendintr()
    else:
        child.sendline("quit")
    child.expect_exact(SAVED)


def finish(child: pexpect.spawn) -> int:
    child.expect(pexpect.EOF)
    child.close()
    return int(child.exitstatus)


def test_a_hand_by_keystrokes_bad_input_answered_then_quit(tmp_path: Path) -> None:
    child = spawn(tmp_path, *TABLE)
    legal = choices(child)
    for bad, reason in [
        ("xyz", "'xyz' is not a move of this game."),
        ("9Z", "'9Z' is not a move of this game."),
        ("", "Nothing typed."),
        ("help", "saves the game and stops"),
    ]:
        child.sendline(bad)
        child.expect_exact(reason)
        child.expect_exact(PROMPT)
    child.sendline(legal[0])
    tried_a_wrong_card = False
    while child.expect([CHOICES, r"Hand 1 result: [^\r\n]*\r\n"]) == 0:
        legal = str(child.match.group(1)).split(", ")
        child.expect_exact(PROMPT)
        if not tried_a_wrong_card and legal[0] not in ("pass",) and not legal[0].startswith("bid"):
            wrong = next(card for card in ("2S", "3H", "4D", "5C", "6S", "7H", "8D") if card not in legal)
            child.sendline(wrong)
            child.expect(r"You do not hold|may not be played to this trick|is not a choice now")
            child.expect_exact(PROMPT)
            tried_a_wrong_card = True
        child.sendline(legal[0])
    assert tried_a_wrong_card
    child.expect_exact(NEXT_HAND)
    result = str(child.before)
    for words in ("High", "Low", "Game", "trick points:", "scores:"):
        assert words in result, result
    child.sendline("quit")
    child.expect_exact(SAVED)
    assert finish(child) == 0
    saved = json.loads((tmp_path / "pitch-game.json").read_text(encoding="utf-8"))
    assert saved["format"] == "pitch-save/1" and saved["seed"] == 5
    assert len(saved["actions"]) >= 4 * 6  # at least the hand's 24 cards, and its bids


def test_save_and_resume_give_the_same_game(tmp_path: Path) -> None:
    straight = spawn(tmp_path, *TABLE, "--record", "straight.jsonl")
    drive(straight)
    assert finish(straight) == 0
    expected = (tmp_path / "straight.jsonl").read_bytes()

    child = spawn(tmp_path, *TABLE, "--save", "saved.json")
    assert drive(child, 9) == 9
    stop_at_next_prompt(child, "ctrl-c")
    assert finish(child) == 0

    resumed = spawn(tmp_path, "--resume", "saved.json")
    assert drive(resumed, 5) == 5
    stop_at_next_prompt(resumed, "quit")  # saves over the file it resumed
    assert finish(resumed) == 0

    again = spawn(tmp_path, "--resume", "saved.json", "--record", "resumed.jsonl")
    drive(again)
    assert finish(again) == 0
    assert (tmp_path / "resumed.jsonl").read_bytes() == expected


def test_a_finished_game_is_kept_as_a_record_on_request(tmp_path: Path) -> None:
    child = spawn(tmp_path, *TABLE)
    drive(child)
    child.sendline("mine.jsonl")
    child.expect_exact("Record saved to mine.jsonl")
    assert finish(child) == 0
    replayed = CliRunner().invoke(cli, ["replay", str(tmp_path / "mine.jsonl")])
    assert replayed.exit_code == 0, replayed.output


def test_a_record_named_at_the_end_over_a_file_that_exists_is_written_only_when_named_twice(tmp_path: Path) -> None:
    (tmp_path / "mine.jsonl").write_text("my games\n", encoding="utf-8")
    child = spawn(tmp_path, *TABLE)
    drive(child)
    child.sendline("mine.jsonl")
    child.expect_exact("mine.jsonl already exists. Type its name again to save over it")
    assert (tmp_path / "mine.jsonl").read_text(encoding="utf-8") == "my games\n"
    child.sendline("mine.jsonl")
    child.expect_exact("Record saved to mine.jsonl")
    assert finish(child) == 0
    assert CliRunner().invoke(cli, ["replay", str(tmp_path / "mine.jsonl")]).exit_code == 0


@pytest.mark.parametrize("variant", ["seven-up", "pedro-draw"])
def test_a_hand_of_another_game_by_keystrokes(tmp_path: Path, variant: str) -> None:
    """Begging, naming trump and discarding are typed as shown, like bids and cards."""
    path = ROOT / "tests" / "family" / f"{variant}.yaml"
    child = spawn(tmp_path, str(path), "--seed", "2", "--seat", "1", "--bots", "greedy")
    typed = set()
    while child.expect([CHOICES, r"Hand 1 result: [^\r\n]*\r\n"]) == 0:
        first = str(child.match.group(1)).split(", ")[0]
        typed.add(first.split()[0])
        child.expect_exact(PROMPT)
        child.sendline(first)
    child.expect_exact(NEXT_HAND)
    child.sendline("quit")
    child.expect_exact(SAVED)
    assert finish(child) == 0
    assert typed - {"pass", "bid"}, typed  # something other than the auction was typed


def test_the_eldest_sells_the_pitch_by_keystrokes_and_help_explains_it(tmp_path: Path) -> None:
    """In a sell-out the eldest types sell, the bots bid, and the eldest types accept."""
    from pitch_rules import GameState, Rules, load_variant

    path = ROOT / "tests" / "family" / "commercial.yaml"
    eldest = GameState(Rules.from_variant(load_variant(path)), 4, seed=4).eldest
    child = spawn(tmp_path, str(path), "--seed", "4", "--seat", str(eldest), "--bots", "random")
    assert choices(child) == ["pitch", "sell"]
    child.sendline("help")
    child.expect_exact("You own the pitch")
    child.expect_exact(PROMPT)
    child.sendline("SELL")
    assert choices(child) == ["accept", "refuse"]  # a bot bid to buy
    child.sendline("accept")
    child.expect_exact("Sale: You sell · You accept")  # shown with the table at the next turn
    stop_at_next_prompt(child, "quit")
    assert finish(child) == 0


SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def test_calling_a_partner_by_keystrokes(tmp_path: Path) -> None:
    """The bidder types ``call`` and a card; ``help`` explains it; a card in hand is refused with the reason."""
    path = ROOT / "tests" / "family" / "call-partner.yaml"
    child = spawn(tmp_path, str(path), "--seed", "5", "--seat", "0", "--bots", "greedy")  # seat 4 deals: we bid first
    while True:
        child.expect(r"Your cards: ([^\r\n]*)\r\n")
        cards = str(child.match.group(1)).split()
        legal = choices(child)
        if legal[0].startswith("call"):
            break
        child.sendline(legal[-1] if legal[0] == "pass" else legal[0])  # the highest bid closes the auction at once
    child.sendline("help")
    child.expect_exact("Call a card you do not hold")
    mine = cards[0].replace("10", "T")
    child.sendline(f"call {mine[0]}{SUIT_LETTERS[mine[1]]}")
    child.expect_exact("yourself: call a card you do not hold")
    child.expect_exact(PROMPT)
    child.sendline(legal[0])
    child.expect(r"Called card: [^\r\n]*\r\n")
    child.expect_exact("This hand your partner is not known yet")
    drive_to = child.expect([r"Hand 1 result: [^\r\n]*\r\n", CHOICES])
    while drive_to == 1:
        first = str(child.match.group(1)).split(", ")[0]
        child.expect_exact(PROMPT)
        child.sendline(first)
        drive_to = child.expect([r"Hand 1 result: [^\r\n]*\r\n", CHOICES])
    child.expect_exact(NEXT_HAND)
    child.sendline("quit")
    child.expect_exact(SAVED)
    assert finish(child) == 0
    saved = json.loads((tmp_path / "pitch-game.json").read_text(encoding="utf-8"))
    assert f"call {normalize_card(legal[0].split()[1])}" in saved["actions"]  # saved in the record's notation


def test_a_very_long_line_is_answered_and_the_game_is_kept(tmp_path: Path) -> None:
    """A pasted line longer than a message may hold (the formatter refuses 2,500 characters) is cut in the answer."""
    save = tmp_path / "game.json"
    typed = "a" * 3000
    result = CliRunner().invoke(cli, ["play", "auction-pitch", "--seed", "3", "--save", str(save)], input=f"{typed}\n")
    assert result.exit_code == 0, result.output
    assert "a" * 1000 + "\u2026' is not a move of this game" in result.output.replace("\n", "")
    assert json.loads(save.read_text(encoding="utf-8"))["format"] == "pitch-save/1"


def test_a_game_stopped_by_an_unforeseen_error_is_saved_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from pitch_rules.play.session import GameSession

    def broken(self: GameSession) -> None:
        raise RuntimeError("a fault in a bot")

    monkeypatch.setattr(GameSession, "bot_action", broken)
    save = tmp_path / "game.json"
    result = CliRunner().invoke(cli, ["play", "auction-pitch", "--seed", "3", "--seat", "3", "--save", str(save)], input="")
    assert isinstance(result.exception, RuntimeError), result.output  # reported as an internal error by the command
    assert json.loads(save.read_text(encoding="utf-8"))["format"] == "pitch-save/1"


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_game_ended_by_sigterm_or_a_hang_up_is_saved(tmp_path: Path, signum: int) -> None:
    child = spawn(tmp_path, *TABLE)
    choices(child)
    child.kill(signum)
    child.expect_exact(SAVED)
    child.expect_exact("pitch-rules: terminated")
    assert finish(child) == 128 + signum
    saved = json.loads((tmp_path / "pitch-game.json").read_text(encoding="utf-8"))
    assert saved["format"] == "pitch-save/1" and saved["seed"] == 5


def test_a_save_that_another_game_made_meanwhile_is_not_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rich.console import Console

    save, other = tmp_path / "pitch-game.json", '{"another": "game"}\n'

    def another_game_saves_then_this_one_stops(self: Console, prompt: str = "") -> str:
        save.write_text(other, encoding="utf-8")
        raise EOFError

    monkeypatch.setattr(Console, "input", another_game_saves_then_this_one_stops)
    result = CliRunner().invoke(cli, ["play", "auction-pitch", "--seed", "3", "--save", str(save)])
    assert result.exit_code == 0, result.output
    assert save.read_text(encoding="utf-8") == other
    kept = tmp_path / "pitch-game-2.json"
    assert json.loads(kept.read_text(encoding="utf-8"))["format"] == "pitch-save/1" and "pitch-game-2.json" in result.output
