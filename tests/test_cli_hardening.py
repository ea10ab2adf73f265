"""Input that once reached an "internal error", output that cannot be written, and interruptions.

Every case ends in a located, clear message with exit 1 (or 2 for usage), the
work kept, and no traceback or stray process.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

from .conftest import run_cli as run

ROOT = Path(__file__).resolve().parent.parent


def house(tmp_path: Path, text: str) -> str:
    path = tmp_path / "house.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_point_id_that_is_a_list(tmp_path: Path) -> None:
    path = house(tmp_path, "id: h\nextends: auction-pitch\npoints:\n  - id: [a, b]\n    to: holder(card)\n")
    result = run("validate", path)
    assert result.exit_code == 1
    assert f"{path}:4:9: 'points[0].id' must be a string, not a list" in result.output


def test_setting_the_id_to_null_on_a_file_that_extends(tmp_path: Path) -> None:
    path = house(tmp_path, "id: h\nextends: auction-pitch\n")
    result = run("show", path, "--set", "id=null")
    assert result.exit_code == 1
    assert "--set id:1:4: missing required top-level key 'id'" in result.output


@pytest.mark.parametrize("number", ["0x" + "f" * 4000, "9" * 5000, "0x1" + "0" * 15])
def test_an_integer_past_the_limit_in_a_variant(tmp_path: Path, number: str) -> None:
    path = house(tmp_path, f"id: h\nextends: auction-pitch\ngame:\n  target: {number}\n")
    for command in ("validate", "show", "docs"):
        result = run(command, path)
        assert result.exit_code == 1
        assert f"{path}:4:11: integer is too long" in result.output


@pytest.mark.parametrize("command", ["simulate", "play"])
def test_a_seed_past_the_limit(command: str) -> None:
    result = run(command, "auction-pitch", "--seed", "1" * 5000)
    assert result.exit_code == 2 and "--seed" in result.output


@pytest.mark.parametrize("command", [("simulate",), ("docs",), ("diff", "auction-pitch"), ("show",), ("validate",)])
def test_a_lone_surrogate_in_a_name(tmp_path: Path, command: tuple[str, ...]) -> None:
    path = house(tmp_path, 'id: h\nextends: auction-pitch\nname: "Kitchen \\ud800 Pitch"\n')
    result = run(*command, path)
    assert result.exit_code == 1
    assert f"{path}:3:7: text holds U+D800" in result.output


def test_a_setting_that_is_not_utf8() -> None:
    result = run("validate", "auction-pitch", "--set", "name=caf\udce9")
    assert result.exit_code == 1
    assert "--set name:1:9: file is not valid UTF-8 text" in result.output


@pytest.mark.parametrize("command", ["simulate", "play"])
@pytest.mark.parametrize("setting", ["name=Kitchen\tPitch", "game.target=11\n", "name=Kitchen\nPitch"])
def test_a_setting_with_a_tab_or_a_line_break_is_refused_before_anything_is_written(
    tmp_path: Path, command: str, setting: str
) -> None:
    """Records and saves keep the settings, and hold no control characters: such a setting could not be replayed."""
    written = {"simulate": "--record", "play": "--save"}[command]
    result = run(command, "auction-pitch", "--set", setting, written, str(tmp_path / "out"))
    assert result.exit_code == 2, result.output
    assert "Invalid value for '--set': a setting may not hold a tab, line break or other control character" in result.output
    assert list(tmp_path.iterdir()) == []


# ----- output that cannot be written ----------------------------------------------


def test_a_record_that_cannot_be_written_is_kept_and_named(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_mkstemp = tempfile.mkstemp

    def read_only_beside_the_target(*args: Any, **options: Any) -> tuple[int, str]:
        if options.get("dir") is not None:  # the temporary file beside the target
            raise OSError(errno.EROFS, os.strerror(errno.EROFS))
        return real_mkstemp(*args, **options)

    monkeypatch.setattr(tempfile, "mkstemp", read_only_beside_the_target)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    target = tmp_path / "games.jsonl"
    result = run("simulate", "auction-pitch", "--games", "3", "--record", str(target))
    assert result.exit_code == 1
    rescued = next(tmp_path.glob("pitch-rules-*-games.jsonl"))
    assert f"cannot write {target}: Read-only file system; the record of 3 games was saved to {rescued} instead" in result.output
    assert len(rescued.read_text(encoding="utf-8").splitlines()) == 3
    monkeypatch.undo()
    assert run("replay", str(rescued)).exit_code == 0


@pytest.mark.parametrize(("command", "option"), [("docs", "-o"), ("simulate", "--record")])
def test_a_device_or_pipe_is_refused_as_output(tmp_path: Path, command: str, option: str) -> None:
    pipe = tmp_path / "out"
    os.mkfifo(pipe)
    for target in (str(pipe), "/dev/null"):
        result = run(command, "auction-pitch", option, target)
        assert result.exit_code == 2 and "is not a regular file" in result.output


OUTPUT_OPTIONS = [("simulate", "--record"), ("simulate", "--plot"), ("play", "--record"), ("play", "--save"), ("docs", "--output"), ("init", "FILE")]


@pytest.mark.parametrize(("command", "option"), OUTPUT_OPTIONS)
@pytest.mark.parametrize("name", ["", " ", "a" * 300, "a" * 300 + "/b"], ids=["empty", "blank", "300 bytes", "folder of 300 bytes"])
def test_an_output_name_that_cannot_be_a_file_is_a_usage_error_naming_the_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: str, option: str, name: str
) -> None:
    from click.testing import CliRunner

    from pitch_rules.cli import cli

    monkeypatch.chdir(tmp_path)
    args = [command, name] if option == "FILE" else [command, "auction-pitch", option, name]
    result = CliRunner().invoke(cli, args, input="")
    assert result.exit_code == 2, result.output
    assert f"Invalid value for {option}: " in result.output
    assert list(tmp_path.iterdir()) == []  # refused before any game was played or file written


@pytest.mark.parametrize(
    "args",
    [
        ["simulate", "auction-pitch", "--record"], ["simulate", "auction-pitch", "--plot"], ["play", "auction-pitch", "--save"],
        ["play", "auction-pitch", "--record"], ["play", "--resume"], ["docs", "auction-pitch", "--output"], ["init"],
        ["replay"], ["validate", "auction-pitch", "--allow-path"],
    ],
)  # fmt: skip
def test_a_file_name_with_a_nul_is_a_usage_error_naming_the_option(tmp_path: Path, args: list[str]) -> None:
    """No command line of a shell holds a NUL, but a program calling the command may: os.stat refused it with an
    internal error."""
    result = run(*args, str(tmp_path / "a\x00b"))
    assert result.exit_code == 2, result.output
    assert "is not a name a file can have" in result.output and ("FILE" if args[-1] in ("init", "replay") else args[-1]) in result.output


@pytest.mark.parametrize("option", ["--base", "--from", "--variant"])
@pytest.mark.parametrize(("name", "words"), [("smeer", "no variant file or built-in variant named 'smeer'; did you mean 'smear'?"), (".", "cannot read .: a folder, not a regular file")])
def test_a_variant_option_that_names_no_variant_is_a_usage_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, option: str, name: str, words: str
) -> None:
    monkeypatch.chdir(tmp_path)
    if option == "--variant":
        assert run("simulate", "auction-pitch", "--max-hands", "1", "--record", "games.jsonl").exit_code == 0
    command = {"--base": ["docs", "auction-pitch"], "--from": ["init", "house.yaml"], "--variant": ["replay", "games.jsonl"]}[option]
    result = run(*command, option, name)
    assert result.exit_code == 2, result.output
    assert f"Invalid value for {option}: {words}" in result.output
    assert not (tmp_path / "house.yaml").exists()


def cli_process(*args: str, code: str | None = None, **options: object) -> subprocess.Popen[str]:
    """``pitch-rules ARGS`` in a child process; with ``code``, that Python source runs instead, given ARGS."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    start = ["-m", "pitch_rules"] if code is None else ["-c", code]
    return subprocess.Popen(
        [sys.executable, *start, *args], env=env, text=True, stderr=subprocess.PIPE, **options  # type: ignore[call-overload]
    )


def test_a_file_name_that_is_not_utf8_is_printed_as_its_bytes(tmp_path: Path) -> None:
    """Where standard output refuses what is not UTF-8 (a UTF-8 locale other than C's), a file name of other bytes,
    which Python holds as lone surrogates, is printed as it is, as under the C locale: it gave an internal error."""
    output = tmp_path / os.fsdecode(b"r\xe8gles.md")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8:strict"}
    result = subprocess.run(
        [sys.executable, "-m", "pitch_rules", "docs", "auction-pitch", "-o", str(output)], env=env, capture_output=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == os.fsencode(output) + b": rules of Auction Pitch written\n"
    assert output.read_text(encoding="utf-8").startswith("# Auction Pitch")


def test_a_full_standard_output_is_reported_and_the_record_kept(tmp_path: Path) -> None:
    record = tmp_path / "games.jsonl"
    with open("/dev/full", "w", encoding="utf-8") as full:
        process = cli_process("simulate", "auction-pitch", "--games", "3", "--show", "--record", str(record), stdout=full)
        _, errors = process.communicate(timeout=60)
    assert process.returncode == 1
    assert errors.strip() == "pitch-rules: cannot write the output: No space left on device"
    assert len(record.read_text(encoding="utf-8").splitlines()) == 3


# ----- interruptions -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("how", "code", "words"), [("ctrl-c", 130, "interrupted"), ("sigterm", 143, "terminated"), ("hang-up", 129, "terminated")]
)
def test_interrupting_workers_leaves_one_line_and_no_process(tmp_path: Path, how: str, code: int, words: str) -> None:
    process = cli_process(
        "simulate", "auction-pitch", "--games", "100000", "--workers", "2", "--bots", "greedy", "--record",
        str(tmp_path / "games.jsonl"), stdout=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    time.sleep(2.5)  # the workers are playing
    if how == "sigterm":
        process.send_signal(signal.SIGTERM)
    else:  # as a terminal does: the whole group
        os.killpg(process.pid, signal.SIGINT if how == "ctrl-c" else signal.SIGHUP)
    _, errors = process.communicate(timeout=60)
    assert_stopped_leaving_nothing(process, errors, code, words, tmp_path)


def test_a_hang_up_is_ignored_under_nohup(tmp_path: Path) -> None:
    """Started with SIGHUP ignored (``nohup``), the run goes on when the terminal hangs up."""
    process = cli_process(
        "simulate", "auction-pitch", "--games", "100000", "--bots", "greedy", "--record", str(tmp_path / "games.jsonl"),
        stdout=subprocess.DEVNULL, start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN),
    )  # fmt: skip
    time.sleep(1.5)
    os.killpg(process.pid, signal.SIGHUP)
    time.sleep(1)
    still_running = process.poll() is None
    os.killpg(process.pid, signal.SIGINT)
    _, errors = process.communicate(timeout=60)
    assert still_running
    assert_stopped_leaving_nothing(process, errors, 130, "interrupted", tmp_path)


def assert_stopped_leaving_nothing(process: subprocess.Popen[str], errors: str, code: int, words: str, folder: Path) -> None:
    """The run ended with ``code`` and its one line, no process of its group is left, and ``folder`` is empty."""
    assert process.returncode == code
    assert errors.strip() == f"pitch-rules: {words}", errors
    time.sleep(0.5)
    with pytest.raises(ProcessLookupError):
        os.killpg(process.pid, 0)  # no worker is left
    assert list(folder.iterdir()) == []  # nothing half-written


CTRL_C_AT_EVERY_FORK = """
import os, signal, sys
os.register_at_fork(after_in_parent=lambda: os.kill(os.getpid(), signal.SIGINT))
from pitch_rules.cli import main
sys.argv[0] = "pitch-rules"
main()
"""


def test_ctrl_c_while_the_workers_start_stops_the_run(tmp_path: Path) -> None:
    """A Ctrl-C arriving as a worker is forked (here, in the parent's at-fork hook, each time) is not lost in the
    hook, where Python would print and drop its KeyboardInterrupt and the run would go on."""
    process = cli_process(
        "simulate", "auction-pitch", "--games", "100000", "--workers", "2", "--bots", "greedy", "--record",
        str(tmp_path / "games.jsonl"), code=CTRL_C_AT_EVERY_FORK, stdout=subprocess.DEVNULL, start_new_session=True,
    )  # fmt: skip
    try:
        _, errors = process.communicate(timeout=60)
    finally:
        if process.returncode is None:  # the run went on: stop it and its workers
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    assert_stopped_leaving_nothing(process, errors, 130, "interrupted", tmp_path)


CTRL_C_WHILE_LOADING = """
import sys
class PressCtrlC:
    def find_spec(self, name, path=None, target=None):
        if name == "click":  # the command's first import of its own
            raise KeyboardInterrupt
sys.meta_path.insert(0, PressCtrlC())
sys.argv = ["pitch-rules", "--help"]
from pitch_rules.launch import main
main()
"""


def test_ctrl_c_while_the_command_loads_is_one_line() -> None:
    """A Ctrl-C before the command's own handling is in place (while it imports) still ends it with one line."""
    process = cli_process(code=CTRL_C_WHILE_LOADING, stdout=subprocess.PIPE)
    output, errors = process.communicate(timeout=60)
    assert (process.returncode, errors, output) == (130, "pitch-rules: interrupted\n", "")


# ----- every loop has a bound the user can see --------------------------------------


def test_max_hands_zero_has_a_stated_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "0 for the most allowed, 10000" in " ".join(run("simulate", "--help").output.split())
    monkeypatch.setattr("pitch_rules.cli.HAND_LIMIT", 3)
    result = run("simulate", "auction-pitch", "--target", "1000", "--max-hands", "0", "--json")
    assert result.exit_code == 0
    assert "1 game cut off at 3 hands, the most a game may last" in result.output
    assert json.loads(result.stdout)["max_hands"] == 3


@pytest.mark.parametrize("command", [("validate",), ("show",), ("simulate",), ("docs",), ("diff", "auction-pitch")])
def test_a_named_pipe_or_device_as_variant_is_refused_at_once(tmp_path: Path, deadline: None, command: tuple[str, ...]) -> None:
    pipe = tmp_path / "house.yaml"
    os.mkfifo(pipe)
    for target in (str(pipe), "/dev/zero"):
        result = run(*command, target)
        assert result.exit_code == 2 and "not a regular file" in result.output, result.output


def test_resuming_from_a_device_is_refused_at_once(deadline: None) -> None:
    result = run("play", "--resume", "/dev/zero")
    assert result.exit_code == 1 and "a device, not a regular file" in result.output


def test_a_setting_error_shows_the_setting_and_a_caret() -> None:
    result = run("validate", "auction-pitch", "--set", "extends=smear")
    assert result.output.startswith("--set extends:1:1: --set cannot change what a variant extends")
    assert "\n    extends=smear\n    ^\n" in result.output


def test_a_charts_folder_that_cannot_be_made_is_refused_before_any_game(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from pitch_rules.cli import cli

    record = tmp_path / "out.jsonl"
    record.write_text("PRECIOUS\n", encoding="utf-8")
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    base = ["simulate", "auction-pitch", "--games", "3", "--max-hands", "3", "--record", str(record), "--plot"]
    for folder, words in ((str(blocked / "charts"), "cannot write charts to"), ("", "give the folder for the charts")):
        result = CliRunner().invoke(cli, [*base, folder])
        assert result.exit_code == 2 and words in result.output, result.output
        assert record.read_text(encoding="utf-8") == "PRECIOUS\n"  # refused before the record was begun


@pytest.mark.parametrize("when", ["before the games", "as the charts are drawn"])
@pytest.mark.parametrize("problem", ["no matplotlib", "a folder that cannot be written"])
def test_a_charts_problem_names_plot_before_the_games_and_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, when: str, problem: str
) -> None:
    import importlib.util

    import pitch_rules.analysis

    failure = ModuleNotFoundError("matplotlib") if problem == "no matplotlib" else PermissionError(errno.EACCES, "Permission denied")

    def fail(*args: object, **options: object) -> None:
        raise failure

    if when == "as the charts are drawn":
        monkeypatch.setattr(pitch_rules.analysis, "write_plots", fail)
    elif problem == "no matplotlib":
        find_spec = importlib.util.find_spec
        monkeypatch.setattr(importlib.util, "find_spec", lambda name, *rest: None if name == "matplotlib" else find_spec(name, *rest))
    else:
        monkeypatch.setattr(Path, "mkdir", fail)
    folder, record = tmp_path / "charts", tmp_path / "games.jsonl"
    result = run("simulate", "auction-pitch", "--games", "2", "--max-hands", "3", "--plot", str(folder), "--record", str(record))
    words = "needs matplotlib: pip install 'pitch-rules[plot]'" if problem == "no matplotlib" else f"cannot write charts to {folder}: Permission denied"
    assert result.exit_code == 2 and f"Invalid value for --plot: {words}" in result.output, result.output
    assert record.exists() is (when == "as the charts are drawn")  # played, and the record kept; or refused before


@pytest.mark.parametrize(("option", "value", "words"), [("--host", "", "address to listen on"), ("--bot-delay", "nan", "seconds")])
def test_serve_refuses_an_empty_address_and_a_delay_that_is_not_a_number(option: str, value: str, words: str) -> None:
    from click.testing import CliRunner

    from pitch_rules.cli import cli

    result = CliRunner().invoke(cli, ["serve", option, value, "--port", "1"])
    assert result.exit_code == 2 and words in result.output, result.output


@pytest.mark.parametrize("host", ["127.0.0.1", "192.0.2.1"], ids=["port in use", "address not this machine's"])
def test_serve_says_why_it_cannot_listen_and_exits_1(host: str) -> None:
    """Nothing says it is serving when it is not: the reason names the host and port."""
    import socket

    from click.testing import CliRunner

    from pitch_rules.cli import cli

    pytest.importorskip("uvicorn")
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = CliRunner().invoke(cli, ["serve", "--host", host, "--port", str(port)])
    reason = "the port is in use" if host == "127.0.0.1" else "Cannot assign requested address"
    assert result.exit_code == 1, result.output
    assert result.output == f"pitch-rules: cannot serve on {host} port {port}: {reason}\n"
