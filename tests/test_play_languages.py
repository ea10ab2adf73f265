"""The terminal game in every language: what it says, and moves typed in the person's words.

Games run through :class:`TerminalGame` inside :func:`speaking`; the person types
the choices as shown (in the language), the commands by their words in the
language, bids as ``<bid word> N`` and trump by the suit's name in the language.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.console import Console

from pitch_rules import Rules, load_variant
from pitch_rules.cli import cli
from pitch_rules.i18n import language, languages
from pitch_rules.messages import speaking
from pitch_rules.play import GameSession, TerminalGame
from pitch_rules.play.choices import COMMANDS, choice_label, ordered_choices, typed_word

from .test_i18n import OWN_WORDS, PROPER_NAMES

OTHERS = [code for code in languages() if code != "en"]
VARIANTS = (
    "auction-pitch", "cinch", "all-fours", "five-player-call-partner-pitch", "commercial-pitch", "minnesota-smear",
    "ten-point-pitch",
)  # fmt: skip
"""Variants whose hands go through every phase: auction, trump, begging, exchange (robbing the pack), call, sale,
and play where only trumps are played (players fold)."""

KEPT = {"greedy", "search", "ctrl", "enter", "pitch", "rules", "play", "resume", "record", "ts", "s", "h", "q"}
"""Latin words every language keeps: the bots' and the program's names, keys, card notation (10s, TS, trump h)."""


def english_terminal_words() -> set[str]:
    """Every word of the English terminal catalog, lower case."""
    text = (Path(__file__).resolve().parent.parent / "pitch_rules/i18n/locales/en/terminal.ftl").read_text(encoding="utf-8")
    body = "\n".join(line.split("=", 1)[1] for line in text.splitlines() if "=" in line and not line.startswith("#"))
    body = re.sub(r"\{[^}]*\}|\[[^\]]*\]", " ", body)
    return {word.lower() for word in re.findall(r"[A-Za-z]{2,}", body)} | {"you", "seat", "trump", "bid", "hand"}


ENGLISH = english_terminal_words()
SAVE = "game.json"
"""Where the games quit save themselves (their names are not words of any language)."""


def english_left(text: str, code: str) -> list[str]:
    """English words in ``text``: any Latin word in Cyrillic languages, else a word of the English catalog (``bot`` is Italian and Turkish too)."""
    text = re.sub(r"\d+[a-z]?\b|\b[AKQJT][SHDC]\b", " ", text)
    words = [w for w in re.findall(r"[^\W\d_]+", text) if re.fullmatch("[A-Za-z]+", w) and w.lower() not in KEPT]
    if code in ("uk", "mk", "bg"):
        return [w for w in words if len(w) > 1]
    own = OWN_WORDS.get(code, set()) | PROPER_NAMES | {"bot", "at" if code == "tr" else "do"}  # 'at' discards, 'do' gives
    return [w for w in words if w.lower() in ENGLISH and w.lower() not in own]


def person(session: GameSession, code: str, hands: int = 2, commands: bool = True) -> Callable[[str], str]:
    """Answers in ``code``: every command once at the first turn, the highest bid, trump by its name, else the first choice."""
    lang = language(code)
    asked: Iterator[str] = iter([typed_word(c) for c in COMMANDS if c not in ("quit", "rules")] if commands else [])

    def answer(prompt: str) -> str:
        state = session.state
        if len(state.history) >= hands:
            return typed_word("quit")
        if not session.humans_turn:
            return ""  # Enter: the next hand
        command = next(asked, None)
        if command is not None:
            return command
        legal = ordered_choices(state, state.legal_actions())
        bids = [a.value for a in legal if a.kind == "bid" and isinstance(a.value, int)]
        if state.phase == "auction" and bids:
            return f"{typed_word('bid')} {max(bids)}"
        trumps = [a.value for a in legal if a.kind == "trump"]
        if trumps:
            return f"{typed_word('trump')} {lang(f'suit-{trumps[-1]}')}"
        return choice_label(state, legal[0])

    return answer


def play_in(code: str, variant_id: str, seat: int, seed: int, hands: int = 2, commands: bool = True) -> tuple[GameSession, str]:
    """Play ``hands`` hands of ``variant_id`` in language ``code`` as ``person`` answers; the session and the text shown."""
    variant = load_variant(variant_id)
    seats = variant.players.default
    bots = tuple("greedy" for _ in range(seats))
    session = GameSession.new(variant_id, Rules.from_variant(variant), seats, seat % seats, bots, seed, None)
    out = io.StringIO()
    console = Console(file=out, width=200, color_system=None, force_terminal=False, highlight=False)
    with speaking(language(code)):
        TerminalGame(session, console, Path(SAVE), read_line=person(session, code, hands, commands)).run()
    return session, out.getvalue()


@pytest.mark.parametrize("code", OTHERS)
@pytest.mark.parametrize("variant_id", VARIANTS)
def test_the_terminal_game_says_everything_in_the_persons_language(code: str, variant_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    shown = []
    for seat in range(3):
        session, text = play_in(code, variant_id, seat, seed=seat + 1)
        assert session.actions, "the person made no move"
        shown.append(text.replace(SAVE, " "))
    text = "\n".join(shown)
    left = english_left(text, code)
    assert not left, f"{code} {variant_id}: English words {sorted(set(left))[:20]}"
    assert "{" not in text and "}" not in text, "a placeholder left"


@pytest.mark.parametrize("code", OTHERS)
def test_bids_trump_and_commands_typed_in_the_persons_words(code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cinch: the person bids the most (14) in words, names trump by the suit's name, asks for the score and a hint."""
    monkeypatch.chdir(tmp_path)
    found = False
    for seat in range(4):
        session, text = play_in(code, "cinch", seat, seed=11, hands=1)
        with speaking(language(code)):
            assert typed_word("help") != "help" and typed_word("score") in language(code)("play-help-commands", help="", rules="", score=typed_word("score"), last="", hint="", quit="")
        mine = [a for a in session.actions if a.startswith("bid") or a.startswith("trump")]
        if "bid 14" in session.actions and any(a.startswith("trump ") for a in session.actions):
            found = True
            assert language(code)("play-no_trick") in text or language(code)("play-last_trick", leader="", cards="", winner="").split(":")[0] in text
            assert mine
    assert found, "the person never won the auction to name trump"


@pytest.mark.parametrize("code", OTHERS)
def test_play_takes_lang_and_the_locale(code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    quit_word = language(code)("play-word-quit")
    by_option = CliRunner().invoke(cli, ["play", "auction-pitch", "--seed", "3", "--lang", code], input=f"{quit_word}\n")
    monkeypatch.setenv("LANG", f"{code}_XX.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    by_locale = CliRunner().invoke(cli, ["play", "auction-pitch", "--seed", "3", "--save", "other.json"], input=f"{quit_word}\n")
    for result in (by_option, by_locale):
        assert result.exit_code == 0, result.output
        assert language(code)("play-choices", choices="").strip() in result.output
        assert not english_left(result.output.replace(str(tmp_path), " ").replace("pitch-game.json", " ").replace("other.json", " "), code)
