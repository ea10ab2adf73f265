"""Figures as people read them: every rate a percentage, every other figure with a
sensible number of decimals (JSON keeps the figures themselves)."""

from __future__ import annotations

import json
import re

from pitch_rules.analysis.formatting import count, figure, percent
from pitch_rules.i18n import language

from .conftest import run_cli

SIMULATION = ("simulate", "auction-pitch", "--games", "20", "--seed", "1", "--bots", "greedy")
LONG_DECIMAL = re.compile(r"(?<![\d.])[-+]?\d+\.\d{3,}(?![\d.])")  # a figure with 3 or more decimals


def test_formatting() -> None:
    en = language()
    assert [percent(0.655, en), percent(0.0, en), percent(1.0, en), percent(None, en)] == ["65.5%", "0.0%", "100.0%", "-"]
    assert [percent(0.006, en, signed=True), percent(-0.0004, en, signed=True)] == ["+0.6 pts", "+0.0 pts"]
    assert [figure(3.4345, 2, en), figure(0.1747, 2, en, signed=True), figure(-0.001, 2, en, signed=True)] == ["3.43", "+0.17", "+0.00"]
    assert [count(7.0, en), count(7.5, en), count(None, en)] == ["7", "7.5", "-"]


def test_the_report_shows_rates_as_percentages_and_rounds_the_rest() -> None:
    result = run_cli(*SIMULATION, "--report")
    assert result.exit_code == 0, result.output
    text = result.output
    assert re.search(r"Bids \(made \d+\.\d% of contracts\)", text)
    assert re.search(r"Points \(\d+\.\d\d awarded per hand\)", text)
    assert re.search(r"Game length: \d+\.\d hands on average \(median \d+(\.5)?, \d+ to \d+\)\.", text)
    assert re.search(r"Dealer's edge: [-+]\d+\.\d\d points per hand over each other side\.", text)
    assert not LONG_DECIMAL.search(text), LONG_DECIMAL.search(text)
    assert re.search(r"seat 0: \d+ \(\d+\.\d%\), seat 1: \d+ \(\d+\.\d%\)", text.splitlines()[-1])
    report = json.loads(run_cli(*SIMULATION, "--json").output)
    assert 0 < report["bids"]["make_rate"] < 1  # JSON keeps the rate itself


def test_the_comparison_shows_the_make_rate_as_a_percentage() -> None:
    result = run_cli("compare", "auction-pitch", "auction-pitch", "--set", "game.target=11", "--games", "20")
    assert result.exit_code == 0, result.output
    text = result.output
    assert "A: auction-pitch; B: auction-pitch with game.target=11;" in text
    assert re.search(r"bidder make rate\s+│\s+\d+\.\d% │\s+\d+\.\d% │\s+[-+]\d+\.\d pts", text)
    assert re.search(r"hands per game\s+│\s+\d+\.\d │\s+\d+\.\d │\s+[-+]\d+\.\d", text)
    assert "pts: percentage points" in text
    assert not LONG_DECIMAL.search(text)
