"""Simulation reports, comparisons, their charts and ``simulate --show``'s transcripts in
every language: the words from the ``report.ftl`` and ``terminal.ftl`` catalogs, the
numbers the language's way, and JSON the same whatever the language."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from babel.numbers import get_decimal_symbol

from pitch_rules.analysis.formatting import count, figure, percent
from pitch_rules.i18n import language, languages

from .conftest import run_cli
from .test_i18n import OWN_WORDS, PROPER_NAMES

OTHERS = [code for code in languages() if code != "en"]
SIMULATION = ("simulate", "auction-pitch", "--games", "5")
COMPARISON = ("compare", "auction-pitch", "cinch", "--games", "4")
IDS = re.compile(r"\b(auction-pitch|cinch)\b")
"""Variant ids, which the comparison's title shows as typed."""
KEPT = {"random", "greedy", "search"}
"""The bots' names, the same in every language."""


def english_catalog_words(catalog: str, prefix: str = "") -> set[str]:
    """Every word of the English catalog ``catalog`` (of its messages whose ids start with ``prefix``), lower case."""
    text = (Path(__file__).resolve().parent.parent / f"pitch_rules/i18n/locales/en/{catalog}.ftl").read_text(encoding="utf-8")
    body = "\n".join(
        line.split("=", 1)[1] for line in text.splitlines() if "=" in line and line.startswith(prefix) and not line.startswith("#")
    )
    body = re.sub(r"\{[^}]*\}|\[[^\]]*\]", " ", body)
    return {word.lower() for word in re.findall(r"[A-Za-z]{2,}", body)}


ENGLISH = english_catalog_words("report")
TRANSCRIPT_ENGLISH = english_catalog_words("terminal", "transcript-")


def english_left(text: str, code: str, english: set[str] = ENGLISH) -> list[str]:
    """English words in ``text``: any Latin word in Cyrillic languages, else a word of ``english`` (the report catalog's)."""
    words = [w for w in re.findall(r"[^\W\d_]+", IDS.sub(" ", text)) if re.fullmatch("[A-Za-z]+", w) and w.lower() not in KEPT]
    if code in ("uk", "mk", "bg"):
        return [w for w in words if len(w) > 1]
    own = OWN_WORDS.get(code, set()) | PROPER_NAMES
    return [w for w in words if w.lower() in english and w.lower() not in own]


def check_language(text: str, code: str) -> None:
    """No English word, no unfilled placeholder, and every decimal written with the language's sign."""
    assert not english_left(text, code), f"{code}: English words {sorted(set(english_left(text, code)))}"
    assert "{" not in text and "}" not in text, text
    decimals = re.findall(r"\d([.,])\d", text)
    assert decimals, "no figure with decimals"
    assert set(decimals) == {get_decimal_symbol(language(code).locale)}, f"{code}: decimal signs {set(decimals)}"


@pytest.mark.parametrize("code", OTHERS)
def test_the_report_speaks_the_language(code: str) -> None:
    result = run_cli(*SIMULATION, "--report", "--lang", code)
    assert result.exit_code == 0, result.output
    check_language(result.output, code)
    assert language(code)("report-rules") in result.output


@pytest.mark.parametrize("code", OTHERS)
def test_the_comparison_speaks_the_language(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "160")  # the table's cells are never wrapped: room for the longest names
    result = run_cli(*COMPARISON, "--lang", code)
    assert result.exit_code == 0, result.output
    check_language(result.output, code)
    lang = language(code)
    for message in ("compare-metric-make-rate", "compare-metric-hands-per-game", "compare-percentage-points"):
        assert lang(message) in result.output


TRANSCRIBED = {
    "auction-pitch": "transcript-auction",
    "all-fours": "transcript-begging-beg",
    "cinch": "transcript-rest-dealer",
    "five-player-call-partner-pitch": "transcript-calls",
    "commercial-pitch": "transcript-sale-sell",
    "ten-point-pitch": "transcript-folds",
}
"""Variants whose games, shown, use a message of their own (the sale, begging, robbing the pack, calling, folding)."""


@pytest.mark.parametrize("code", OTHERS)
def test_the_transcript_speaks_the_language(code: str) -> None:
    lang = language(code)
    for variant, message in TRANSCRIBED.items():
        result = run_cli("simulate", variant, "--games", "3", "--seed", "2", "--max-hands", "8", "--show", "--lang", code)
        assert result.exit_code == 0, result.output
        shown = result.output.rsplit("\n\n", 1)[0]  # the games (a blank line after each), not the summary after them
        left = english_left(shown, code, TRANSCRIPT_ENGLISH)
        assert not left, f"{code}, {variant}: English words {sorted(set(left))}"
        assert "{" not in shown, shown
        filled = lang(message, seat="\0", cards="\0", card="\0", bid="\0", trump="\0")
        assert all(part.strip() in shown for part in filled.split("\0") if part.strip()), f"{code}, {variant}: no {message}"


def test_english_stays_as_it_was() -> None:
    result = run_cli(*SIMULATION, "--report", "--lang", "en")
    assert result.exit_code == 0, result.output
    assert "Bids (made " in result.output and "Dealer's edge: +" in result.output
    assert check_decimal_point(result.output)


def check_decimal_point(text: str) -> bool:
    """Every decimal of ``text`` is written with a point."""
    return set(re.findall(r"\d([.,])\d", text)) == {"."}


@pytest.mark.parametrize("command", [SIMULATION, COMPARISON], ids=["simulate", "compare"])
def test_json_is_the_same_whatever_the_language(command: tuple[str, ...]) -> None:
    outputs = {code: run_cli(*command, "--json", "--lang", code) for code in languages()}
    assert all(result.exit_code == 0 for result in outputs.values())
    assert len({result.output for result in outputs.values()}) == 1
    assert json.loads(outputs["uk"].output)


def test_numbers_the_languages_way() -> None:
    en, uk, tr, mk = language("en"), language("uk"), language("tr"), language("mk")
    assert [percent(0.655, en), percent(0.655, uk), percent(0.655, tr), percent(0.655, mk)] == ["65.5%", "65,5%", "%65,5", "65,5\xa0%"]
    assert [percent(-0.006, uk, signed=True), percent(-0.0004, tr, signed=True)] == ["-0,6 в. п.", "+0,0 y. p."]
    assert [figure(3.4345, 2, tr), figure(-0.001, 2, uk, signed=True), figure(1234.5, 1, uk)] == ["3,43", "+0,00", "1234,5"]
    assert [count(7.0, mk), count(7.5, mk)] == ["7", "7,5"]


def test_a_bot_of_one_game_is_counted_in_the_singular() -> None:
    result = run_cli("simulate", "auction-pitch", "--games", "1", "--report", "--lang", "en")
    assert "bot random (1 game)" in result.output
    result = run_cli("simulate", "auction-pitch", "--games", "2", "--report", "--lang", "uk")
    assert "бот random (2 гри)" in result.output


@pytest.mark.parametrize("code", OTHERS)
def test_the_charts_speak_the_language(code: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from matplotlib.figure import Figure

    shown: list[str] = []
    save = Figure.savefig

    def savefig(figure: Figure, *args: Any, **kwargs: Any) -> None:
        for axes in figure.axes:
            shown.extend([axes.get_title(), axes.get_xlabel(), axes.get_ylabel()])
            shown.extend(label.get_text() for label in axes.get_xticklabels() + axes.get_yticklabels())
        save(figure, *args, **kwargs)

    monkeypatch.setattr(Figure, "savefig", savefig)
    result = run_cli(*SIMULATION, "--plot", str(tmp_path), "--lang", code)
    assert result.exit_code == 0, result.output
    text = "\n".join(shown)
    assert language(code)("plot-rules") in text and language(code)("report-seat", seat=0) in text
    assert not english_left(text, code), f"{code}: English words {sorted(set(english_left(text, code)))}"
    assert "{" not in text


@pytest.mark.parametrize("code", OTHERS)
def test_the_progress_bar_speaks_the_language(code: str) -> None:
    import io

    from rich.console import Console
    from rich.progress import Progress

    from pitch_rules.analysis.progress import progress_columns

    lang = language(code)
    out = io.StringIO()
    console = Console(file=out, width=120, force_terminal=True, color_system=None)
    with Progress(*progress_columns(lang), console=console, auto_refresh=False) as progress:
        progress.advance(progress.add_task("Auction Pitch", total=2000), 500)
        progress.refresh()
    assert f"500/2000 {lang('progress-games')}" in out.getvalue() and lang("progress-left") in out.getvalue()
