"""The ``pitch-rules`` command line: validate, simulate, replay, document, compare, list variants.

Exit codes: 0 success; 1 invalid input (a bad variant, a record that does not
replay); 2 usage errors (bad option, missing file). No input gives a traceback.
"""

from __future__ import annotations

import difflib
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NoReturn

import click
import yaml

from . import resources
from .engine import Rules
from .docs import base_of, diff_text, rules_document
from .errors import PitchRulesError, RecordError, VariantError
from .fileio import atomic_write_text
from .records import dumps, game_record, game_transcript, read_records, replay
from .simulate import play_games
from .variant.loader import load_variant, resolved_data
from .variant.model import Variant

EXIT_INVALID = 1
EXIT_USAGE = 2


def _fail(message: str, code: int = EXIT_INVALID) -> NoReturn:
    click.echo(message, err=True)
    sys.exit(code)


def _variant_argument(name: str) -> str:
    """Check that ``name`` is an existing file or a built-in id; exit 2 if not."""
    if os.path.exists(name) or resources.builtin_variant_path(name) is not None:
        return name
    ids = resources.builtin_variant_ids()
    close = difflib.get_close_matches(name, ids, n=1)
    hint = f"; did you mean '{close[0]}'?" if close else f" (built-in variants: {', '.join(ids)})"
    _fail(f"pitch-rules: no variant file or built-in variant named '{name}'{hint}", EXIT_USAGE)


def _load(name: str, settings: Sequence[str] = ()) -> Variant:
    """Load a variant for a command, turning every problem into a message and exit code."""
    _variant_argument(name)
    try:
        return load_variant(name, settings)
    except VariantError as err:
        _fail(str(err))
    except OSError as err:
        _fail(f"pitch-rules: cannot read {name}: {err.strerror or err}", EXIT_USAGE)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pitch-rules")
def cli() -> None:
    """Pitch-family house rules as data: validate, simulate, replay and document variant files."""


SET_OPTION = click.option(
    "--set",
    "settings",
    multiple=True,
    metavar="PATH=VALUE",
    help="Change one setting for this run, e.g. --set game.target=11 or --set points.low.to='holder(card)'.",
)


@cli.command()
@click.argument("files", nargs=-1, required=True)
@SET_OPTION
def validate(files: Sequence[str], settings: Sequence[str]) -> None:
    """Check variant FILES (paths or built-in ids) and report every problem."""
    for name in files:
        _variant_argument(name)
    bad = 0
    for name in files:
        started = time.perf_counter()
        try:
            load_variant(name, settings)
        except VariantError as err:
            bad += 1
            click.echo(str(err), err=True)
            continue
        except OSError as err:
            _fail(f"pitch-rules: cannot read {name}: {err.strerror or err}", EXIT_USAGE)
        click.echo(f"{name}: ok ({(time.perf_counter() - started) * 1000:.1f} ms)")
    if bad:
        _fail(f"{bad} of {len(files)} file(s) invalid")


def _bots_option(value: str, players: int) -> list[str]:
    names = [n.strip() for n in value.split(",") if n.strip()]
    from .bots import BOTS

    for name in names:
        if name not in BOTS:
            raise click.BadParameter(f"unknown bot '{name}'; choose from {', '.join(BOTS)}", param_hint="--bots")
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise click.BadParameter(f"give one bot for all seats or one per seat ({players})", param_hint="--bots")
    return names


@cli.command()
@click.argument("variant")
@click.option("--games", default=1, show_default=True, type=click.IntRange(min=1), help="Games to play.")
@click.option("--players", type=click.IntRange(2, 7), help="Seats (default: the variant's usual number).")
@click.option("--seed", default=0, show_default=True, type=int, help="Seed of the first game; game i uses seed+i.")
@click.option("--bots", default="random", show_default=True, help="A bot for every seat, or a comma list per seat.")
@click.option("--target", type=click.IntRange(min=1), help="Score to reach (default: the variant's).")
@click.option(
    "--max-hands",
    default=1000,
    show_default=True,
    type=click.IntRange(min=0),
    help="Cut a game off after this many hands (winner null); 0 for no limit.",
)
@click.option("--record", "record_path", type=click.Path(dir_okay=False), help="Write pitch-record/1 lines here.")
@click.option("--show", is_flag=True, help="Print every hand of every game.")
@SET_OPTION
def simulate(
    variant: str,
    games: int,
    players: int | None,
    seed: int,
    bots: str,
    target: int | None,
    max_hands: int,
    record_path: str | None,
    show: bool,
    settings: Sequence[str],
) -> None:
    """Play GAMES games of VARIANT with bots; summarise, show or record them."""
    loaded = _load(variant, settings)
    seats = players if players is not None else loaded.players.default
    if not loaded.players.min <= seats <= loaded.players.max:
        raise click.BadParameter(
            f"{loaded.name} is for {loaded.players.min} to {loaded.players.max} players", param_hint="--players"
        )
    if record_path is not None and not Path(record_path).resolve().parent.is_dir():
        raise click.BadParameter(f"folder of {record_path} does not exist", param_hint="--record")
    seat_bots = _bots_option(bots, seats)
    rules = Rules.from_variant(loaded)
    lines: list[str] = []
    wins: dict[str, int] = {}
    hands = 0
    limit = max_hands or None
    for state in play_games(rules, seats, games, seed, seat_bots, target=target, max_hands=limit):
        hands += len(state.history)
        if show:
            click.echo(f"Game (seed {state.seed}, {loaded.name}, {seats} players)")
            click.echo(game_transcript(state))
        key = "cut off" if state.winner is None else "+".join(f"seat {s}" for s in state.sides[state.winner])
        wins[key] = wins.get(key, 0) + 1
        if record_path is not None:
            lines.append(dumps(game_record(state)) + "\n")
    if record_path is not None:
        atomic_write_text(record_path, "".join(lines))
    results = ", ".join(f"{who} {count}" for who, count in sorted(wins.items()))
    click.echo(f"{games} game(s) of {loaded.name}, {seats} players, {hands} hands: {results}")


@cli.command(name="replay")
@click.argument("file", type=click.Path(exists=True, dir_okay=False))
@click.option("--variant", "variant_name", help="Variant file or id to replay with (default: each record's variant).")
def replay_command(file: str, variant_name: str | None) -> None:
    """Re-run every game in FILE through the engine and check every outcome."""
    try:
        text = Path(file).read_bytes().decode("utf-8")
    except UnicodeDecodeError as err:
        _fail(f"{file}: not valid UTF-8 text ({err.reason} at byte {err.start})")
    rules_by_id: dict[str, Rules] = {}
    checked = 0
    try:
        for line, record in read_records(text, file):
            name = variant_name or record["variant"]
            settings = tuple(record.get("settings", ()))
            key = f"{name} {settings}"
            if key not in rules_by_id:
                rules_by_id[key] = Rules.from_variant(_load(name, settings))
            divergence = replay(record, rules_by_id[key])
            if divergence is not None:
                _fail(f"{file}:{line}: game {checked + 1} diverges at {divergence}")
            checked += 1
    except RecordError as err:
        _fail(str(err))
    if not checked:
        _fail(f"{file}: no games in the file")
    click.echo(f"{file}: {checked} game(s) replayed, every outcome matches")


@cli.command(name="docs")
@click.argument("variant")
@click.option("-o", "--output", type=click.Path(dir_okay=False), help="Write the document to this file (default: print it).")
@click.option(
    "--base",
    help="The variant these are house rules of (default: the one the file extends): "
    "adds a House rules section listing the differences.",
)
@SET_OPTION
def docs_command(variant: str, output: str | None, base: str | None, settings: Sequence[str]) -> None:
    """Write the rules document of VARIANT in Markdown, generated from the rules the engine plays.

    A variant that extends another, or is changed with --set, opens with its house rules.
    """
    loaded = _load(variant, settings)
    if output is not None and not Path(output).resolve().parent.is_dir():
        raise click.BadParameter(f"folder of {output} does not exist", param_hint="--output")
    base_variant = _load(base) if base is not None else base_of(loaded)
    text = rules_document(loaded, base_variant)
    if output is None:
        click.echo(text, nl=False)
    else:
        atomic_write_text(output, text)
        click.echo(f"{output}: rules of {loaded.name} written")


@cli.command(name="diff")
@click.argument("first")
@click.argument("second")
def diff_command(first: str, second: str) -> None:
    """List the rules SECOND changes from FIRST, option by option, in words.

    Names, descriptions and sources are not compared.
    """
    click.echo(diff_text(_load(first), _load(second)), nl=False)


@cli.command()
@click.argument("variant")
@SET_OPTION
def show(variant: str, settings: Sequence[str]) -> None:
    """Print VARIANT fully resolved: every extends and setting applied."""
    _load(variant, settings)
    click.echo(yaml.safe_dump(resolved_data(variant, settings), sort_keys=False, allow_unicode=True), nl=False)


@cli.command(name="variants")
def list_variants() -> None:
    """List the built-in variants."""
    for variant_id in resources.builtin_variant_ids():
        click.echo(variant_id)


def _guarded(entry: Callable[..., Any]) -> Callable[[], None]:
    def run() -> None:
        try:
            entry()
        except PitchRulesError as err:
            _fail(f"pitch-rules: {err}")
        except KeyboardInterrupt:
            _fail("pitch-rules: interrupted", 130)
        except Exception as err:  # noqa: BLE001 - the last line of defence: never a traceback
            _fail(f"pitch-rules: internal error ({type(err).__name__}: {err}); please report it", 70)

    return run


main = _guarded(cli)
