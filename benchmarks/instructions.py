"""Instructions executed, counted by valgrind's callgrind: the engine against the yardstick, and variants per card play.

Wall-clock ratios on a shared machine move by a fifth from run to run and from
machine to machine; the number of instructions a hand takes moves by about a
tenth of a percent (the hash seed is fixed; what is left is the environment's
size and the like). This prints:

- For Auction Pitch at each ``--players`` count: the instructions a hand of the
  engine (random bots, through ``simulate.play_game``, games cut off where
  ``simulate`` cuts them) and of ``yardstick.py``, and the yardstick's count as a
  share of the engine's (the engine's speed by this measure; the target is at
  least 0.5).
- For each of ``--variants`` at its usual number of players: instructions a card
  play, and Auction Pitch's at as many players (three, its fewest, for a game of
  two) as a share of it (the target is at least 0.5).

Each figure is a run that plays the hands less a run that plays none, so the
start-up (imports, loading the variant) is left out. Fewer instructions is not
always less time (see the README): quote both this and ``engine_throughput.py``.

    python benchmarks/instructions.py [--hands 1000] [--players 3,4,7] [--variants all-fours,cinch] [--compiled]

With ``--compiled`` it counts this checkout's engine as a wheel installs it, compiled by mypyc.

Needs valgrind (Debian's package ``valgrind``).
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path

from arguments import check_players, player_counts, positive
from checkout import COMPILED_HELP, measured, package_path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
YARDSTICK = "yardstick"
"""The name the yardstick goes by where a variant's name would be."""


def play(kind: str, players: int, hands: int) -> tuple[int, int]:
    """Play ``hands`` hands of ``kind`` (a built-in variant, or the yardstick) with random players: (hands, plays)."""
    if kind == YARDSTICK:
        import yardstick

        yardstick.play_hands(random.Random(1), players, 0, hands)
        return hands, hands * yardstick.HAND_SIZE * players
    from engine_throughput import random_games

    from pitch_rules.engine import Rules
    from pitch_rules.variant.loader import load_variant

    played, plays, _ = random_games(Rules.from_variant(load_variant(kind)), players, hands, 0)
    return played, plays


def counted(kind: str, players: int, hands: int, site: str) -> tuple[int, int, int]:
    """(instructions, hands, plays) of a run of :func:`play` in a child process under callgrind, the package taken from
    ``site``."""
    child = subprocess.run(
        [
            "valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
            sys.executable, __file__, "--site", site, "--play", kind, str(players), str(hands),
        ],
        capture_output=True, text=True, env=_child_environment(), cwd=HERE, check=False,
    )  # fmt: skip
    found = re.search(r"Collected\s*:\s*(\d+)", child.stderr)
    if child.returncode != 0 or found is None:
        raise SystemExit(f"instructions.py: callgrind failed on {kind} at {players} players:\n{child.stderr[-2000:]}")
    played, plays = map(int, child.stdout.split())
    return int(found.group(1)), played, plays


def _child_environment() -> dict[str, str]:
    """The child's environment: a fixed hash seed (sets and dicts laid out alike in every run), and compiled modules kept, so
    that a run after the first does not count compiling the package again."""
    environment = {**os.environ, "PYTHONHASHSEED": "0"}
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    return environment


class Counts:
    """Instructions a hand and a card play, each run's start-up left out (counted once per kind), each figure
    counted once."""

    def __init__(self, site: str) -> None:
        self._site = site
        self._start_up: dict[str, int] = {}
        self._figures: dict[tuple[str, int], tuple[float, float]] = {}

    def per_hand_and_play(self, kind: str, players: int, hands: int) -> tuple[float, float]:
        """(instructions a hand, instructions a card play) of ``kind`` at ``players``."""
        if (kind, players) not in self._figures:
            if kind not in self._start_up:
                warm_up = [sys.executable, __file__, "--site", self._site, "--play", kind, str(players), "0"]  # compiles what the runs import
                subprocess.run(warm_up, env=_child_environment(), cwd=HERE, check=True, stdout=subprocess.DEVNULL)
                self._start_up[kind] = counted(kind, players, 0, self._site)[0]
            total, played, plays = counted(kind, players, hands, self._site)
            work = total - self._start_up[kind]
            self._figures[kind, players] = work / played, work / plays
        return self._figures[kind, players]


def main() -> None:
    """Run the benchmark and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=positive, default=1000, help="hands for each figure")
    parser.add_argument("--players", type=player_counts, default="3,4,7", help="player counts for Auction Pitch")
    parser.add_argument(
        "--variants", default="all-fours,five-player-call-partner-pitch,cinch,ten-point-pitch",
        help="built-in variants to count per card play (comma list)",
    )  # fmt: skip
    parser.add_argument("--compiled", action="store_true", help=COMPILED_HELP)
    parser.add_argument("--play", nargs=3, help=argparse.SUPPRESS)  # the child's part: KIND PLAYERS HANDS
    parser.add_argument("--site", help=argparse.SUPPRESS)  # the child's package: the parent's
    args = parser.parse_args()
    site = args.site or package_path(args.compiled)
    sys.path.insert(0, site)  # this checkout's package (its source, or its compiled wheel), in the parent and each child
    from pitch_rules import resources
    from pitch_rules.variant.loader import load_variant

    known = set(resources.builtin_variant_ids())
    if args.play is not None:
        kind, players, hands = args.play
        if kind not in known | {YARDSTICK} or not players.isdigit() or not hands.isdigit():
            parser.error("argument --play: KIND PLAYERS HANDS, KIND a built-in variant or yardstick")
        try:
            print(*play(kind, int(players), int(hands)))
        except ValueError as err:  # players out of the game's range
            parser.error(f"argument --play: {err}")
        return
    variants = [v.strip() for v in args.variants.split(",") if v.strip()]
    unknown = [v for v in variants if v not in known]
    if unknown:
        parser.error(f"argument --variants: not a built-in variant: {', '.join(unknown)}")
    seats = load_variant("auction-pitch").players
    check_players(parser, args.players, "Auction Pitch", seats.min, seats.max)
    if shutil.which("valgrind") is None:
        print("instructions.py: valgrind is not installed (Debian: apt-get install valgrind)", file=sys.stderr)
        raise SystemExit(1)

    counts = Counts(site)
    print(f"Measuring {measured()}.")
    print(f"Instructions a hand (callgrind, {args.hands} hands, random players): Auction Pitch, engine against yardstick")
    for n in args.players:
        engine, _ = counts.per_hand_and_play("auction-pitch", n, args.hands)
        yard, _ = counts.per_hand_and_play(YARDSTICK, n, args.hands)
        print(f"  {n} players: engine {engine / 1000:7.1f}k, yardstick {yard / 1000:7.1f}k, ratio {yard / engine:.2f}x")
    print("Instructions a card play of each variant at its usual players, and Auction Pitch's at as many as a share of it")
    for variant_id in variants:
        players = load_variant(variant_id).players.default
        alike = max(seats.min, min(seats.max, players))
        _, own = counts.per_hand_and_play(variant_id, players, args.hands)
        _, reference = counts.per_hand_and_play("auction-pitch", alike, args.hands)
        print(f"  {variant_id:32} {players}p {own / 1000:6.1f}k   Auction Pitch at {alike}: {reference / 1000:6.1f}k   "
              f"ratio {reference / own:.2f}x")


if __name__ == "__main__":
    main()
