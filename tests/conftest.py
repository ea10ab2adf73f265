"""Shared fixtures: loaded variants and a helper that plays a scripted hand."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import zipfile
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from pitch_rules import GameState, Rules, load_variant
from pitch_rules.cli import cli
from pitch_rules.engine import HandResult

ROOT = Path(__file__).resolve().parent.parent

if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    # Tests press Ctrl-C in the commands they start, as at a terminal. A shell starts a background job (``cmd &``)
    # with SIGINT ignored, and a process inherits an ignored signal: the commands would ignore it too.
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture(autouse=True)
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts in an English locale, whatever the machine's: a test that wants another language says so."""
    for variable in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def build_wheel(into: Path, choice: str, **env: str) -> subprocess.CompletedProcess[str]:
    """Build the package's wheel into ``into`` with ``PITCH_RULES_COMPILE`` set to ``choice`` (and ``env``), pip
    saying what the build printed."""
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-v", "-w", str(into), str(ROOT)]
    return subprocess.run(command, capture_output=True, text=True, env={**os.environ, "PITCH_RULES_COMPILE": choice, **env})


@pytest.fixture(scope="session")
def installed_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package's wheel, as ``pip install .`` builds it (its engine compiled by mypyc: ``PITCH_RULES_COMPILE=1``
    fails the build where it cannot be), unpacked into a directory to put on ``PYTHONPATH``. Built once a session."""
    built = tmp_path_factory.mktemp("wheel")
    done = build_wheel(built, "1")
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = built.glob("pitch_rules-*.whl")
    installed = built / "site"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(installed)
    return installed


@pytest.fixture(scope="session")
def auction_pitch() -> Rules:
    """The compiled rules of the normative game."""
    return Rules.from_variant(load_variant(ROOT / "variants" / "auction-pitch.yaml"))


@pytest.fixture(scope="session")
def partnership_pitch() -> Rules:
    """The compiled rules of the partnership form."""
    return Rules.from_variant(load_variant(ROOT / "variants" / "partnership-pitch.yaml"))


def deal_of(*hands: str) -> list[list[str]]:
    """A deal from one space-separated string of cards per seat."""
    return [hand.split() for hand in hands]


def play_script(state: GameState, script: str) -> None:
    """Apply a whitespace-separated script of actions (``pass``, ``3``, ``TH``, ``trump H``, ``discard 2C``, ``call QH``...)."""
    words = script.split()
    while words:
        word = words.pop(0)
        if word in ("bid", "trump", "discard", "call"):
            word = f"{word} {words.pop(0)}"
        state.apply(state.rules.action_for(word))


def scripted_hand(
    rules: Rules,
    deal: Sequence[Sequence[str]],
    script: str,
    *,
    dealer: int = 3,
    scores: Sequence[int] | None = None,
    target: int | None = None,
) -> tuple[GameState, HandResult]:
    """Play one hand from a fixed deal and action script; return the state and its result."""
    state = GameState(
        rules, len(deal), first_dealer=dealer, deals=[deal], scores=scores, target=target, seed=0
    )
    play_script(state, script)
    assert state.history, "the script did not finish the hand"
    return state, state.history[0]


def award(result: HandResult, rules: Rules, point: str) -> tuple[int | None, str | None]:
    """The (side, card text) a point went to in ``result``."""
    for entry in result.awards:
        if entry.point == point:
            return entry.side, None if entry.card is None else rules.card_names[entry.card]
    raise KeyError(point)


def run_cli(*args: str) -> Result:
    """Run ``pitch-rules ARGS`` in process; fail on any exception other than a clean exit."""
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    return result


class DeadlinePassed(BaseException):
    """A test ran past its deadline (a BaseException, so no handler in the code under test swallows it)."""


@pytest.fixture
def deadline() -> Iterator[None]:
    """Fail a test that blocks (on a named pipe, say) instead of hanging the run: ten seconds at most."""

    def expired(signum: int, frame: object) -> None:
        raise DeadlinePassed("the test ran for ten seconds")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(10)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
