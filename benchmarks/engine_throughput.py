"""Engine throughput against the hard-coded yardstick, every built-in variant, OpenSpiel's Hearts.

All figures come from one run, interleaved, best of several rounds, since
machines are shared and noisy: quote the ratios, not the raw figures.

- For Auction Pitch at each ``--players`` count: hands per second of the generic
  engine (random bots, one core, through ``simulate.play_game``, games cut off
  where ``simulate`` cuts them) and of
  ``yardstick.py`` (a tight hard-coded Python implementation of the same rules),
  and their ratio (the target is at least 0.5).
- Card plays per second of every built-in variant at its usual number of
  players, as a share of Auction Pitch's at four players and at the same number
  of players (three, its fewest, for a game of two): the target is at least 0.5.
  A hand's dealing, bidding and scoring are shared among its card plays, so a
  game of few cards a hand plays fewer cards a second at any speed.
- Beside it, the share at as many players per random draw: the deal's shuffle steps and the
  random players' choices (bids, discards, plays), each one draw of a generator,
  counted in a run apart from the timed ones. A variant that shuffles more of
  the deck, or whose players choose discards, makes more draws a card play; this
  share says whether the engine takes longer over each.
- When OpenSpiel is installed: card plays per second of its Hearts driven from
  Python with random play, against the engine's Auction Pitch at four players.
- The time to validate each built-in variant.

    python benchmarks/engine_throughput.py [--hands N] [--rounds R] [--players 3,4,7] [--compiled]

With ``--compiled`` it measures this checkout's engine as a wheel installs it, compiled by mypyc (see
``hatch_build.py``); without, its Python source, as an editable install runs it.
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import yardstick  # noqa: E402
from arguments import check_players, player_counts, positive  # noqa: E402
from checkout import COMPILED_HELP, measured, package_path  # noqa: E402


def command_line() -> argparse.ArgumentParser:
    """The benchmark's options."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=positive, default=4000, help="hands per round for each side")
    parser.add_argument("--rounds", type=positive, default=7, help="rounds; the best of each side is kept")
    parser.add_argument("--players", type=player_counts, default="3,4,7", help="player counts for Auction Pitch")
    parser.add_argument("--variant-hands", type=positive, default=3000, help="hands per round for each built-in variant")
    parser.add_argument("--compiled", action="store_true", help=COMPILED_HELP)
    return parser


if __name__ == "__main__":  # imported (by instructions.py's children), the package is already on the path
    ARGUMENTS = command_line().parse_args()  # --help and bad counts are answered before a --compiled build
    sys.path.insert(0, package_path(ARGUMENTS.compiled))

from pitch_rules import resources  # noqa: E402
from pitch_rules.collector import cycle_collection_paused  # noqa: E402
from pitch_rules.engine import Rules  # noqa: E402
from pitch_rules.limits import SIMULATE_MAX_HANDS  # noqa: E402
from pitch_rules.simulate import play_game  # noqa: E402
from pitch_rules.variant.loader import load_variant  # noqa: E402


def engine_rates(rules: Rules, players: int, hands: int, seed: int) -> tuple[float, float]:
    """Play random-bot games until ``hands`` hands are done: (hands per second, card plays per second)."""
    played, plays, seconds = random_games(rules, players, hands, seed)
    return played / seconds, plays / seconds


def random_games(rules: Rules, players: int, hands: int, seed: int) -> tuple[int, int, float]:
    """Play random-bot games until ``hands`` hands are done, each seeded with ``seed`` plus the hands played before
    it: (hands, card plays, seconds).

    As ``simulate`` does, a game is cut off after :data:`SIMULATE_MAX_HANDS` hands (random players can set each
    other back for ever, and one such game would be most of the figure), and each game is freed before the cycle
    collector resumes. Only the games are timed, with the freeing of each: not the counting of their hands and plays.
    """
    played = plays = 0
    seconds = 0.0
    with cycle_collection_paused():
        while played < hands:
            cut_off = min(SIMULATE_MAX_HANDS, hands - played)
            start = time.perf_counter()
            state = play_game(rules, players, seed + played, ["random"] * players, max_hands=cut_off)
            seconds += time.perf_counter() - start
            played += len(state.history)
            plays += sum(len(trick.plays) for hand in state.history for trick in hand.tricks)
            start = time.perf_counter()
            del state
            seconds += time.perf_counter() - start
    return played, plays, seconds


class _CountingRandom(random.Random):
    """A generator that counts the draws of every generator of its class (for :func:`draws_per_hand`)."""

    drawn = 0

    def random(self) -> float:
        """As ``random.Random.random``, counted."""
        _CountingRandom.drawn += 1
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        """As ``random.Random.getrandbits`` (defined, so that ``randrange`` draws as it does, without ``random``)."""
        return super().getrandbits(k)


@functools.cache  # Auction Pitch's, at as many players as each variant, is asked for again and again
def draws_per_hand(rules: Rules, players: int, hands: int, seed: int) -> float:
    """The random draws a hand takes (the deal's and the random players'), counted over ``hands`` hands of random
    games: every generator the games make is a :class:`_CountingRandom` meanwhile. Not timed."""
    real = random.Random
    random.Random = _CountingRandom  # type: ignore[misc]
    _CountingRandom.drawn = 0
    try:
        played = random_games(rules, players, hands, seed)[0]
    finally:
        random.Random = real  # type: ignore[misc]
    return _CountingRandom.drawn / played


def variant_shares(auction_pitch: Rules, rules: Rules, hands: int, rounds: int) -> tuple[float, int, float, float]:
    """A variant's card plays per second at its usual players as a share of Auction Pitch's at 4 and at as many
    players (its fewest, if fewer), and its random draws per second as a share of Auction Pitch's at as many:
    (share at 4, those players, share at them, share of draws at them).

    Each round plays the three back to back, so that they share the machine's load of the moment; the best of
    each is kept.
    """
    players = rules.variant.players.default
    alike = max(auction_pitch.variant.players.min, players)
    hands_rate = {"variant": 0.0, 4: 0.0, alike: 0.0}
    plays = hands_rate.copy()
    for round_number in range(rounds):
        seed = round_number * 31
        for key, played, n in [("variant", rules, players)] + [(n, auction_pitch, n) for n in {4, alike}]:
            rates = engine_rates(played, n, hands, seed)
            hands_rate[key], plays[key] = max(hands_rate[key], rates[0]), max(plays[key], rates[1])
    draws = hands_rate["variant"] * draws_per_hand(rules, players, hands, 0)
    draws_alike = hands_rate[alike] * draws_per_hand(auction_pitch, alike, hands, 0)
    return plays["variant"] / plays[4], alike, plays["variant"] / plays[alike], draws / draws_alike


def hearts_plays_per_second(plays: int, seed: int) -> float | None:
    """Card plays per second of OpenSpiel's Hearts with random play driven from Python; None without OpenSpiel.

    A game of Hearts is one deal: its 52 plays count, after the chance nodes of the
    deal and the three cards each player passes (as the engine's count leaves out
    its deals and bids).
    """
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("hearts")
    rng = random.Random(seed)
    done = 0
    start = time.perf_counter()
    while done < plays:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
                continue
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.random() * len(legal))])
        done += HEARTS_PLAYS
    return done / (time.perf_counter() - start)


HEARTS_PLAYS = 52
"""Cards played in a game (one deal) of OpenSpiel's Hearts."""


def validation_ms(variant_id: str, repeats: int) -> tuple[float, float]:
    """(first load, best later load) of a built-in variant, in milliseconds."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        load_variant(variant_id)
        times.append((time.perf_counter() - start) * 1000)
    return times[0], min(times[1:])


def main(args: argparse.Namespace) -> None:
    """Run the benchmark with the command line's ``args`` and print its figures."""
    auction_pitch = Rules.from_variant(load_variant("auction-pitch"))
    seats = auction_pitch.variant.players
    counts = args.players
    check_players(command_line(), counts, "Auction Pitch", seats.min, seats.max)

    first, warm = validation_ms("auction-pitch", 20)
    variants = {v: Rules.from_variant(load_variant(v)) for v in resources.builtin_variant_ids()}
    engine = {n: 0.0 for n in counts}
    engine_plays = {n: 0.0 for n in counts}
    yard = {n: 0.0 for n in counts}
    hearts: float | None = 0.0
    for round_number in range(args.rounds):
        for n in counts:
            hands_rate, plays_rate = engine_rates(auction_pitch, n, args.hands, round_number * 7919)
            engine[n], engine_plays[n] = max(engine[n], hands_rate), max(engine_plays[n], plays_rate)
            yard[n] = max(yard[n], yardstick.hands_per_second(n, args.hands, round_number + 1))
        rate = hearts_plays_per_second(24 * args.hands, round_number)
        hearts = None if rate is None or hearts is None else max(hearts, rate)

    print(f"Measuring {measured()}.")
    print("Auction Pitch, random bots, one core: engine against the hard-coded yardstick")
    for n in counts:
        print(f"  {n} players: engine {engine[n]:8.0f} hands/s, yardstick {yard[n]:8.0f} hands/s, ratio {engine[n] / yard[n]:.2f}x")
    print("Card plays per second of each built-in variant at its usual players, as a share of Auction Pitch's")
    print("at 4 players and at as many players (each measured beside the variant), and its random draws per second")
    print("(shuffle steps and random players' choices) as a share of Auction Pitch's at as many players:")
    shares = {v: variant_shares(auction_pitch, rules, args.variant_hands, args.rounds) for v, rules in variants.items()}
    for variant_id, (at_four, alike, at_alike, per_draw) in sorted(shares.items(), key=lambda item: item[1][0]):
        players = variants[variant_id].variant.players.default
        print(f"  {variant_id:32} {players}p  {at_four:.2f}x   at {alike}: {at_alike:.2f}x   per draw: {per_draw:.2f}x")
    if hearts is None:
        print("OpenSpiel's Hearts: not installed (pip install 'pitch-rules[rl]')")
    else:
        ours = engine_plays[4] if 4 in engine_plays else engine_rates(auction_pitch, 4, args.hands, 1)[1]
        print(f"OpenSpiel's Hearts from Python, random play: {hearts:8.0f} card plays/s; the engine's Auction Pitch at 4: "
              f"{ours:8.0f} card plays/s, ratio {ours / hearts:.2f}x")
    print(f"validate auction-pitch: first {first:.1f} ms (grammar and schema load), then {warm:.1f} ms")
    for variant_id in resources.builtin_variant_ids():
        print(f"validate {variant_id}: {validation_ms(variant_id, 5)[1]:.1f} ms")


if __name__ == "__main__":
    main(ARGUMENTS)
