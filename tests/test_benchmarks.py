"""Every benchmark runs, at its smallest, to the end and prints its figure; bad counts get a usage message.

The figures themselves are not checked (they are ratios on a shared machine): a
benchmark that no longer runs, or that ends in a traceback on a bad count, is.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"

SMALLEST = {
    "bot_strength.py": (["--games", "4"], "greedy"),
    "engine_throughput.py": (["--hands", "50", "--rounds", "1", "--variant-hands", "20", "--players", "3"], "ratio"),
    "instructions.py": (["--hands", "20", "--players", "3", "--variants", "all-fours"], "Auction Pitch at 3"),
    "lsp_latency.py": (["--repeat", "1"], "goal"),
    "memory_flat.py": (["--games", "20"], "growth"),
    "openspiel_ismcts.py": (["--deals", "1", "--simulations", "5"], "search decision time"),
    "replay_speed.py": (["--games", "10", "--rounds", "1"], "records read by"),
    "search_worlds.py": (["--games", "1", "--rounds", "1", "--against", "HEAD"], "the same moves in every game: yes"),
    "startup.py": (["--runs", "1"], "pitch-rules validate"),
    "workers_speedup.py": (["--games", "4", "--rounds", "1"], "byte-identical across runs and worker counts: yes"),
    "yardstick.py": (["--check"], "all invariants hold"),
}
"""Each benchmark's smallest run, and a phrase of what it prints."""

BAD_COUNT = {
    "bot_strength.py": "--games",
    "engine_throughput.py": "--rounds",
    "instructions.py": "--hands",
    "memory_flat.py": "--games",
    "openspiel_ismcts.py": "--deals",
    "replay_speed.py": "--games",
    "search_worlds.py": "--games",
    "startup.py": "--runs",
    "workers_speedup.py": "--games",
    "yardstick.py": "--hands",
    "lsp_latency.py": "--repeat",
}
"""A count option of each benchmark, given 0 below."""


def run(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BENCHMARKS / script), *args], capture_output=True, text=True, timeout=600, cwd=BENCHMARKS.parent
    )


def test_the_draw_count_counts_the_shuffle_and_every_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hand of Auction Pitch at 4 takes a draw for each of the 24 cards shuffled into place, each bid and each of the
    24 plays (the pitcher's first lead names trump)."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    import engine_throughput

    from pitch_rules.engine import Rules
    from pitch_rules.simulate import play_game
    from pitch_rules.variant.loader import load_variant

    rules = Rules.from_variant(load_variant("auction-pitch"))
    for seed in range(5):
        bids = len(play_game(rules, 4, seed, ["random"] * 4, max_hands=1).history[0].bids)
        assert engine_throughput.draws_per_hand(rules, 4, 1, seed) == 24 + bids + 24
    assert random.Random is not engine_throughput._CountingRandom  # put back


def test_a_benchmark_measures_the_compiled_engine_when_asked() -> None:
    """``--compiled`` builds this checkout's wheel, whose engine mypyc compiles, and measures it."""
    done = run("engine_throughput.py", *SMALLEST["engine_throughput.py"][0], "--compiled")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Measuring the engine compiled by mypyc.\n")
    source = run("engine_throughput.py", *SMALLEST["engine_throughput.py"][0])
    assert source.stdout.startswith("Measuring the engine's Python source.\n")


def test_the_instruction_count_refuses_a_variant_it_does_not_know() -> None:
    done = run("instructions.py", "--variants", "all-fours,no-such-game")
    assert done.returncode == 2 and "not a built-in variant: no-such-game" in done.stderr


def test_every_benchmark_is_listed() -> None:
    scripts = {path.name for path in BENCHMARKS.glob("*.py")} - {"arguments.py", "checkout.py"}  # the two helpers
    assert scripts == set(SMALLEST) == set(BAD_COUNT)


@pytest.mark.parametrize("script", sorted(SMALLEST))
def test_a_benchmark_runs_to_its_figure(script: str) -> None:
    args, printed = SMALLEST[script]
    done = run(script, *args)
    if script == "instructions.py" and shutil.which("valgrind") is None:  # .ci/run installs it
        assert done.returncode == 1 and "valgrind is not installed" in done.stderr
        return
    assert done.returncode == 0, done.stderr
    assert printed in done.stdout
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("script", sorted(BAD_COUNT))
def test_a_benchmark_refuses_a_count_of_none_with_usage(script: str) -> None:
    option = BAD_COUNT[script]
    done = run(script, option, "0", *(["--against", "HEAD"] if script == "search_worlds.py" else []))
    assert done.returncode == 2
    assert "usage:" in done.stderr and option in done.stderr
    assert "Traceback" not in done.stderr
