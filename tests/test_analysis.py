"""Simulation reports and comparisons: what they count, and that workers change nothing."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from pitch_rules import GameState, Rules, load_variant
from pitch_rules.analysis import rule_checks, rules_fired
from pitch_rules.bots import GreedyBot
from pitch_rules.cli import cli
from pitch_rules.engine import HandResult

from .conftest import play_script, scripted_hand
from .test_rules_auction_pitch import LONE_JACK_DEAL, LONE_JACK_SCRIPT, PLAIN_DEAL

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> Result:
    result = CliRunner().invoke(cli, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result


def hand_after_auction(rules: Rules, auction: str) -> tuple[GameState, HandResult]:
    """PLAIN_DEAL with seat 3 dealing, the given auction, then greedy play to the end of the hand."""
    state = GameState(rules, 4, first_dealer=3, deals=[PLAIN_DEAL], seed=0)
    play_script(state, auction)
    bot = GreedyBot(random.Random(0))
    while not state.history:
        state.apply(bot.choose(state.view(state.to_move)))
    return state, state.history[0]


AUCTION_RULES = {"forced_bid", "dealer_steal", "closing_bid"}


@pytest.mark.parametrize(
    ("auction", "fires"),
    [
        ("pass 2 pass 2", {"dealer_steal"}),
        ("pass pass pass 2", {"forced_bid"}),
        ("1 4", {"closing_bid"}),
        ("1 2 3 4", set()),  # the dealer outbids: neither a steal nor an early close
        ("pass 1 pass pass", set()),
    ],
)
def test_auction_rules_fire_from_the_bids(auction_pitch: Rules, auction: str, fires: set[str]) -> None:
    state, hand = hand_after_auction(auction_pitch, auction)
    assert AUCTION_RULES & set(rules_fired(auction_pitch, state, hand, state.winner)) == fires


def test_scoring_rules_fire_from_the_awards(auction_pitch: Rules) -> None:
    # Seat 0 leads the only trump (AH), which decides High and Low; no Jack of trumps
    # is dealt; seat 0 bid 3, wins 2 and is set back below zero; seat 3 reaches 7.
    state, hand = scripted_hand(
        auction_pitch, [[c.replace("JH", "AH") for c in h] for h in LONE_JACK_DEAL],
        LONE_JACK_SCRIPT.replace("JH", "AH"), scores=[1, 0, 0, 6],
    )  # fmt: skip
    fired = rules_fired(auction_pitch, state, hand, state.winner)
    assert fired == [
        "set_back", "single_trump", "one_card_several_points", "no_jack",
        "target_reached_without_winning", "negative_score",
    ]  # fmt: skip
    state, hand = scripted_hand(auction_pitch, LONE_JACK_DEAL, LONE_JACK_SCRIPT)
    assert rules_fired(auction_pitch, state, hand, state.winner) == ["single_trump", "one_card_several_points"]


FAMILY = ROOT / "tests" / "family"


def checks_of(variant: str | Path) -> list[str]:
    return [check.id for check in rule_checks(Rules.from_variant(load_variant(variant)))]


def test_rule_checks_follow_the_variant_options(tmp_path: Path) -> None:
    no_steal = tmp_path / "no-steal.yaml"
    no_steal.write_text("id: no-steal\nextends: auction-pitch\nauction: {dealer_steals: []}\n", encoding="utf-8")
    pitch = checks_of("auction-pitch")
    assert {"forced_bid", "dealer_steal", "closing_bid", "set_back"} <= set(pitch)
    assert [i for i in pitch if i.startswith("no_")] == ["no_high", "no_low", "no_jack", "no_game"]
    assert "dealer_steal" not in checks_of(no_steal)
    seven_up = checks_of(FAMILY / "seven-up.yaml")  # no auction; trump turned up and begged
    assert {"begged", "gave", "ran", "upcard_points", "thrown_in"} <= set(seven_up)
    assert not {"forced_bid", "dealer_steal", "set_back", "closing_bid"} & set(seven_up)
    redeal = checks_of(FAMILY / "pedro-draw.yaml")
    assert "all_passed" in redeal and "forced_bid" not in redeal and "dealer_steal" not in redeal
    assert "moon_bid" in checks_of(FAMILY / "jokers.yaml")
    assert {"called_alone", "trump_shown"} <= set(checks_of(FAMILY / "call-partner.yaml"))
    assert not {"called_alone", "trump_shown"} & set(pitch)


@pytest.mark.parametrize("variant", ["seven-up", "pedro-draw", "jokers"])
def test_reports_on_other_games_of_the_family(variant: str) -> None:
    result = run("simulate", str(FAMILY / f"{variant}.yaml"), "--games", "8", "--bots", "greedy", "--max-hands", "40", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    fired = {row["rule"]: row["hands"] for row in report["rules"]}
    assert set(fired) == set(checks_of(FAMILY / f"{variant}.yaml"))
    if variant == "seven-up":
        assert report["bids"]["by_level"] == [] and report["bids"]["make_rate"] is None
        assert fired["begged"] > 0 and fired["gave"] + fired["ran"] == fired["begged"]
    else:
        assert sum(row["hands"] for row in report["bids"]["by_level"]) == report["hands"]


SIMULATION = ("simulate", "auction-pitch", "--games", "24", "--seed", "4", "--bots", "greedy,random,greedy,random", "--rotate-bots")


def test_workers_give_identical_reports_and_records(tmp_path: Path) -> None:
    outputs = []
    for workers in ("1", "2"):
        record = tmp_path / f"games-{workers}.jsonl"
        result = run(*SIMULATION, "--json", "--workers", workers, "--record", str(record))
        assert result.exit_code == 0, result.output
        outputs.append((result.output, record.read_bytes()))
    assert outputs[0] == outputs[1]


def test_report_counts_add_up() -> None:
    result = run(*SIMULATION, "--json")
    report = json.loads(result.output)
    assert report["games"] == 24
    wins = report["wins"]
    assert sum(row["wins"] for row in wins["by_seat"]) + wins["cut_off"] == 24  # solo: one winner per game
    assert sum(row["wins"] for row in wins["by_bot"]) + wins["cut_off"] == 24
    assert sum(row["hands"] for row in report["bids"]["by_level"]) == report["hands"]
    assert sum(int(k) * v for k, v in report["game_length"]["histogram"].items()) == report["hands"]
    by_point = {row["point"]: row["awarded"] for row in report["points"]["by_point"]}
    fired = {row["rule"]: row["hands"] for row in report["rules"]}
    for point, awarded in by_point.items():  # every hand either awards a point or fires its "no_" rule
        assert awarded + fired[f"no_{point}"] == report["hands"]
    greedy = next(row for row in wins["by_bot"] if row["bot"] == "greedy")
    assert greedy["rate"] > 0.6  # with seats turned every game, the better bot shows


def test_report_table_and_summary_line() -> None:
    result = run(*SIMULATION, "--report")
    assert result.exit_code == 0
    for title in ("Wins", "Bids", "Points", "Rules in play", "Game length"):
        assert title in result.output
    assert result.output.splitlines()[-1].startswith("24 games of Auction Pitch, 4 players,")


def test_plots_are_png_files(tmp_path: Path) -> None:
    result = run(*SIMULATION, "--plot", str(tmp_path / "charts"))
    assert result.exit_code == 0, result.output
    files = sorted(p.name for p in (tmp_path / "charts").iterdir())
    assert files == ["bids.png", "game_length.png", "points.png", "rules.png", "wins.png"]
    assert all((tmp_path / "charts" / name).read_bytes().startswith(b"\x89PNG\r\n\x1a\n") for name in files)


def test_report_usage_errors(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert run(*SIMULATION, "--plot", str(blocker)).exit_code == 2
    assert run(*SIMULATION, "--json", "--show").exit_code == 2
    assert run(*SIMULATION, "--workers", "0").exit_code == 2


def comparison(*args: str) -> dict[str, dict[str, object]]:
    result = run("compare", *args, "--games", "30", "--seed", "2", "--json")
    assert result.exit_code == 0, result.output
    return {row["metric"]: row for row in json.loads(result.output)["metrics"]}


def test_compare_a_variant_with_itself_finds_no_difference() -> None:
    rows = comparison("auction-pitch", "auction-pitch")
    assert set(rows) == {"make_rate", "points_per_hand", "dealer_advantage", "hands_per_game"}
    for row in rows.values():
        assert row["difference"] == 0 and row["ci95"] == [0, 0] and row["significant"] is False


def test_compare_sees_a_longer_game(tmp_path: Path) -> None:
    text = (ROOT / "variants" / "auction-pitch.yaml").read_text(encoding="utf-8")
    longer = tmp_path / "to-21.yaml"
    longer.write_text(text.replace("target: 7", "target: 21").replace("id: auction-pitch", "id: to-21"), encoding="utf-8")
    rows = comparison("auction-pitch", str(longer))
    row = rows["hands_per_game"]
    assert row["significant"] is True and row["difference"] > 0
    low, high = row["ci95"]  # type: ignore[misc]
    assert low <= row["difference"] <= high


def test_compare_table_and_usage_errors() -> None:
    result = run("compare", "auction-pitch", "partnership-pitch", "--games", "10")
    assert result.exit_code == 0 and "95% interval" in result.output and "hands per game" in result.output
    assert run("compare", "auction-pitch", "partnership-pitch", "--players", "5").exit_code == 2
    assert run("compare", "auction-pitch").exit_code == 2


@pytest.mark.parametrize("variant", ["commercial", "rounds"])
def test_reports_count_the_sale_the_rounds_and_pitches_with_no_contract(variant: str) -> None:
    result = run("simulate", str(FAMILY / f"{variant}.yaml"), "--games", "6", "--bots", "greedy", "--max-hands", "30", "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    fired = {row["rule"]: row["hands"] for row in report["rules"]}
    assert set(fired) == set(checks_of(FAMILY / f"{variant}.yaml"))
    assert fired["sold"] + fired["refused"] + fired["pitched_at_once"] > 0
    contracts = sum(row["hands"] for row in report["bids"]["by_level"])
    assert contracts == report["bids"]["contracts"] <= report["hands"]  # a pitch with no contract is no contract
    if variant == "rounds":
        assert fired["bid_again"] > 0 and "no_contract" in fired
    else:
        assert "all_passed" in fired and "bid_again" not in fired
