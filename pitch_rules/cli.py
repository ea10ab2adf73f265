"""The ``pitch-rules`` command line: validate, simulate, replay, document, compare, list variants.

Exit codes: 0 success; 1 invalid input (a bad variant, a record that does not
replay); 2 usage errors (bad option, missing file). No input gives a traceback.
"""

from __future__ import annotations

import contextlib
import errno
import importlib.util
import io
import json
import math
import os
import signal
import stat
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, closing
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from . import resources
from .errors import Diagnostic, PitchRulesError, RecordError, VariantError
from .fileio import StreamedWrite, WriteFailedError, Written, describe_os_error, free_name, write_or_rescue
from .i18n import from_environment, languages
from .jsoninput import CONTROL_CHARACTER, keepable, show_text
from .limits import HAND_LIMIT, MAX_PLAYERS, MAX_SEED, MAX_TARGET, MIN_PLAYERS, SIMULATE_MAX_HANDS
from .problems import LOCALE, decimal, reading, say

if TYPE_CHECKING:
    from .analysis import RunPlan, RunTotals
    from .analysis.cluster import Cluster
    from .engine import Rules
    from .i18n import Language
    from .variant.model import Variant

# Each command imports what it needs when it runs: the toolkit's parts (the engine,
# the scoring language's parser, the schema validator, the rules documents) cost
# start-up time that ``--help`` or ``validate`` should not pay for the others.

T = TypeVar("T")

EXIT_INVALID = 1
EXIT_USAGE = 2
SEED = click.IntRange(-MAX_SEED, MAX_SEED)


class _FilePath(click.Path):
    """A click.Path for which a name no file can have (a NUL character, which ``os.stat`` refuses with ValueError)
    is a usage error naming the option."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        try:
            return super().convert(value, param, ctx)
        except ValueError:
            self.fail(say("cli.bad_file_name", name=show_text(str(value))), param, ctx)


def _fail(message: str, code: int = EXIT_INVALID) -> NoReturn:
    if message:
        click.echo(message, err=True)
    sys.exit(code)


def _variant_argument(name: str, option: str | None = None) -> str:
    """Check that ``name`` (given with ``option``, if not an argument) is an existing file or a built-in id;
    exit 2 if not."""
    if os.path.exists(name) or resources.builtin_variant_path(name) is not None:
        return name
    ids = resources.builtin_variant_ids()
    import difflib  # here, not at start-up: only a name that is neither a file nor a built-in needs it

    close = difflib.get_close_matches(name, ids, n=1)
    hint = say("hint.did_you_mean", name=f"'{close[0]}'") if close else say("cli.builtins", ids=", ".join(ids))
    _refuse_variant(say("cli.no_variant", name=name, hint=hint), option)


def _refuse_variant(problem: str, option: str | None) -> NoReturn:
    """Exit 2 with ``problem``, a usage error naming ``option`` when the variant was given with one."""
    if option is not None:
        raise click.BadParameter(problem, param_hint=option)
    _fail(f"pitch-rules: {problem}", EXIT_USAGE)


@contextlib.contextmanager
def _number_limit() -> Iterator[None]:
    """A scoring rule that gives a number beyond the limit while games are played exits 1 with its message, said in
    the command's language."""
    from .dsl import NumberLimitError

    try:
        yield
    except NumberLimitError as err:
        _fail(f"pitch-rules: {err}")


@contextlib.contextmanager
def _rule_errors() -> Iterator[None]:
    """A scoring rule that fails while games are played (a number beyond the limit) exits 1 with its message;
    a cluster that cannot be used (no Dask, no scheduler at the address) exits 2."""
    from .analysis.cluster import ClusterError

    try:
        with _number_limit():
            yield
    except ClusterError as err:
        _fail(f"pitch-rules: {err}", EXIT_USAGE)


def _load(
    name: str, settings: Sequence[str] = (), option: str | None = None, settings_place: str | None = None
) -> Variant:
    """Load a variant for a command (given with ``option``, if not an argument), turning every problem into a
    message and exit code (``settings_place``: see :func:`~pitch_rules.variant.loader.load_variant`)."""
    from .variant.loader import load_variant

    return _checked(name, lambda: load_variant(name, settings, allow=_allowed(), settings_place=settings_place), option)


def _allowed() -> tuple[str, ...]:
    """The folders ``--allow-path`` lets ``extends`` read, besides each file's own."""
    context = click.get_current_context(silent=True)
    folders: tuple[str, ...] = context.meta.get(_ALLOW_KEY, ()) if context is not None else ()
    return folders


_ALLOW_KEY = "pitch_rules.allow_path"


def _remember_allowed(context: click.Context, parameter: click.Parameter, value: tuple[str, ...]) -> tuple[str, ...]:
    context.meta[_ALLOW_KEY] = tuple(value)
    return value


ALLOW_OPTION = click.option(
    "--allow-path",
    multiple=True,
    metavar="DIR",
    type=_FilePath(exists=True, file_okay=False),
    expose_value=False,
    is_eager=True,
    callback=_remember_allowed,
    help="Let 'extends' also read variant files in DIR and below (by default only in the house file's own folder).",
)


def _checked(name: str, load: Callable[[], T], option: str | None = None) -> T:
    """Run ``load`` on the variant ``name`` (given with ``option``, if not an argument); a bad variant exits 1,
    an unreadable file 2."""
    _variant_argument(name, option)
    try:
        return load()
    except VariantError as err:
        _fail(str(err))
    except OSError as err:
        _refuse_variant(say("cli.cannot_read", name=name, reason=describe_os_error(err)), option)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="pitch-rules")
def cli() -> None:
    """Pitch-family house rules as data: validate, simulate, replay and document variant files."""
    click.get_current_context().with_resource(reading(LOCALE))  # the command's own lines in the locale's language


def _settings_form(context: click.Context, parameter: click.Parameter, value: tuple[str, ...]) -> tuple[str, ...]:
    """Each --set must read path.to.key=value, on one line (records and saves keep it, and hold no control
    characters); anything else is a usage error (exit 2)."""
    for setting in value:
        key, equals, _ = setting.partition("=")
        if not equals or not all(segment.strip() for segment in key.split(".")):
            raise click.BadParameter(say("cli.set_form", setting=show_text(setting)))
        if CONTROL_CHARACTER.search(setting):
            raise click.BadParameter(say("cli.set_control", setting=show_text(setting)))
    return value


SET_OPTION = click.option(
    "--set",
    "settings",
    multiple=True,
    metavar="PATH=VALUE",
    callback=_settings_form,
    help="Change one setting for this run, e.g. --set game.target=11 or --set points.low.to='holder(card)'.",
)
JSON_OPTION = click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")


def _language(context: click.Context, parameter: click.Parameter, value: str | None) -> Language:
    """The catalogs of ``--lang`` (default: the locale's language, else English); a language
    the ``lang`` extra is missing for is a usage error (the locale's quietly falls back to English)."""
    from .i18n import language

    chosen = language(_reading(context, parameter, value))
    context.with_resource(reading(chosen.code))  # the command's own lines in its language too
    return chosen


LANG_OPTION = click.option(
    "--lang",
    "lang",
    type=click.Choice(languages()),
    callback=_language,
    help="The language to write in (default: the locale's, from LANG, else English).",
)


def _reading(context: click.Context, parameter: click.Parameter, value: str | None) -> str:
    """The code of ``--lang`` (default: the locale's language, else English); a language the ``lang`` extra is
    missing for is a usage error. Its catalogs are read when the first message is said."""
    from .i18n import LanguageUnavailable, available

    try:
        return available(value or from_environment())
    except LanguageUnavailable as err:
        _fail(f"pitch-rules: --lang {value}: {err}", EXIT_USAGE)


READING_OPTION = click.option(
    "--lang",
    "lang",
    type=click.Choice(languages()),
    callback=_reading,
    help="The language to report problems in (default: the locale's, from LANG, else English).",
)


@cli.command()
@ALLOW_OPTION
@click.argument("files", nargs=-1, required=True)
@SET_OPTION
@JSON_OPTION
@READING_OPTION
def validate(files: Sequence[str], settings: Sequence[str], as_json: bool, lang: str) -> None:
    """Check variant FILES (paths or built-in ids) and report every problem."""
    with reading(lang):
        _validate(files, settings, as_json)


def _validate(files: Sequence[str], settings: Sequence[str], as_json: bool) -> None:
    """Check each file and print its problems (or that it is valid); exit 1 if any is not valid."""
    from .variant.loader import load_variant

    for name in files:
        _variant_argument(name)
    bad = 0
    results = []
    for name in files:
        started = time.perf_counter()
        try:
            load_variant(name, settings, allow=_allowed())
        except VariantError as err:
            bad += 1
            results.append({"file": name, "ok": False, "problems": [_problem_json(d) for d in err.diagnostics]})
            if not as_json:
                click.echo(str(err), err=True)
            continue
        except OSError as err:
            _fail(f"pitch-rules: {say('cli.cannot_read', name=name, reason=describe_os_error(err))}", EXIT_USAGE)
        milliseconds = (time.perf_counter() - started) * 1000
        results.append({"file": name, "ok": True, "problems": []})
        if not as_json:
            click.echo(say("cli.validate_ok", file=name, milliseconds=decimal(milliseconds, 1)))
    if as_json:
        click.echo(json.dumps({"format": "pitch-validation/1", "files": results}, indent=2, ensure_ascii=False))
    if bad:
        _fail("" if as_json else say("cli.validate_invalid", invalid=bad, files=len(files)))


def _problem_json(diagnostic: Diagnostic) -> dict[str, Any]:
    """A problem as ``validate --json`` gives it: its place, its ``code`` (its message's key, the same in every
    language) and its message."""
    where = diagnostic.location
    return {"file": where.path, "line": where.line, "column": where.column, "code": diagnostic.code, "message": diagnostic.message}


def _bots_option(value: str, players: int) -> list[str]:
    names = [n.strip() for n in value.split(",") if n.strip()]
    from .bots import BOTS

    for name in names:
        if name not in BOTS:
            raise click.BadParameter(say("cli.unknown_bot", name=name, bots=", ".join(BOTS)), param_hint="--bots")
    if len(names) == 1:
        return names * players
    if len(names) != players:
        raise click.BadParameter(say("cli.bots_per_seat", players=players), param_hint="--bots")
    return names


def _seats(variant: Variant, players: int | None) -> int:
    """The number of seats asked for, checked against the variant; exit 2 if it does not fit."""
    seats = players if players is not None else variant.players.default
    if not variant.players.min <= seats <= variant.players.max:
        players_range = say("cli.players_range", variant=variant.name, min=variant.players.min, max=variant.players.max)
        raise click.BadParameter(players_range, param_hint="--players")
    return seats


# ----- simulation reports and comparisons (pitch_rules.analysis) ---------------


_CLUSTER_OPTIONS = (
    click.option("--workers", default=1, show_default=True, type=click.IntRange(1, 64), help="Processes to play on; results do not depend on it."),
    click.option(
        "--executor",
        type=click.Choice(["processes", "dask"]),
        default="processes",
        show_default=True,
        help="Play on local processes, or on a Dask cluster: one of --workers local processes unless --scheduler names one "
        "(needs pitch-rules[cluster]). Results do not depend on it.",
    ),
    click.option("--scheduler", metavar="tcp://HOST:PORT", help="Play on the Dask cluster of this scheduler (implies --executor dask)."),
)


def _cluster(executor: str, scheduler: str | None, workers: int) -> Cluster | None:
    """The Dask cluster to play on, or None for local processes."""
    from .analysis.cluster import Cluster

    return Cluster(scheduler, workers) if scheduler is not None or executor == "dask" else None


def _report_options(command: Callable[..., Any]) -> Callable[..., Any]:
    """The options that turn a simulation into a report."""
    options = [
        click.option("--report", is_flag=True, help="Print a report of the games as tables."),
        click.option("--json", "as_json", is_flag=True, help="Print the report as JSON (and nothing else)."),
        click.option("--plot", "plot_dir", type=_FilePath(file_okay=False), help="Draw the report's charts as PNG files here."),
        *_CLUSTER_OPTIONS,
        click.option("--rotate-bots", is_flag=True, help="Turn the --bots list one seat further each game."),
    ]
    for option in reversed(options):
        command = option(command)
    return command


def _check_plot_folder(plot_dir: str | None) -> None:
    """Before any game is played: the charts need matplotlib and a folder that can be made (or is there)."""
    if plot_dir is None:
        return
    if not plot_dir.strip():
        raise click.BadParameter(say("cli.plot_folder"), param_hint="--plot")
    with _drawing_charts(plot_dir):
        if importlib.util.find_spec("matplotlib") is None:
            raise ModuleNotFoundError("matplotlib")
        Path(plot_dir).mkdir(parents=True, exist_ok=True)


@contextlib.contextmanager
def _drawing_charts(plot_dir: str) -> Iterator[None]:
    """Checking the charts' needs, or drawing them: no matplotlib, or a folder that cannot be written, is a usage
    error naming --plot (exit 2)."""
    try:
        yield
    except ImportError:
        raise click.BadParameter(say("cli.plot_needs_matplotlib"), param_hint="--plot") from None
    except OSError as err:
        unwritable = say("cli.plot_unwritable", folder=plot_dir, reason=describe_os_error(err))
        raise click.BadParameter(unwritable, param_hint="--plot") from None


def _write_report(
    rules: Rules, plan: RunPlan, totals: RunTotals, table: bool, as_json: bool, plot_dir: str | None, lang: Language
) -> None:
    """Print the report as tables (in ``lang``) or JSON, or draw its charts, as asked."""
    if not (table or as_json or plot_dir):
        return
    from rich.console import Console

    from .analysis import build_report, print_report, report_json, write_plots

    report = build_report(rules, plan, totals)
    if table:
        print_report(Console(), report, rules, lang)
    if as_json:
        click.echo(report_json(report), nl=False)
    if plot_dir is not None:
        with _drawing_charts(plot_dir):
            paths = write_plots(report, Path(plot_dir), rules, lang)
        click.echo(lang("report-charts", files=", ".join(str(p) for p in paths)), err=True)


@cli.command()
@ALLOW_OPTION
@click.argument("first")
@click.argument("second")
@click.option("--games", default=200, show_default=True, type=click.IntRange(min=2), help="Games under each variant.")
@click.option("--players", type=click.IntRange(MIN_PLAYERS, MAX_PLAYERS), help="Seats (default: the first variant's usual number).")
@click.option("--seed", default=0, show_default=True, type=SEED, help="Seed of the first game; game i uses seed+i.")
@click.option("--bots", default="greedy", show_default=True, help="A bot for every seat, or a comma list per seat.")
@click.option("--max-hands", default=200, show_default=True, type=click.IntRange(1, HAND_LIMIT), help="Cut a game off after this many hands.")
@_CLUSTER_OPTIONS[0]
@_CLUSTER_OPTIONS[1]
@_CLUSTER_OPTIONS[2]
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
@click.option(
    "--set",
    "settings",
    multiple=True,
    metavar="PATH=VALUE",
    callback=_settings_form,
    help="Change one setting of SECOND for this run: compare a variant with itself changed, e.g. --set game.target=11.",
)
@LANG_OPTION
def compare(
    first: str,
    second: str,
    games: int,
    players: int | None,
    seed: int,
    bots: str,
    max_hands: int,
    workers: int,
    executor: str,
    scheduler: str | None,
    as_json: bool,
    settings: Sequence[str],
    lang: Language,
) -> None:
    """Play the same seeded games under variants FIRST and SECOND and show what differs."""
    from rich.console import Console

    from .analysis import MetricColumns, RunPlan, compare_games, print_comparison, progress_bar, run_games
    from .docs.words import own_words
    from .engine import Rules

    variants = [_load(first), _load(second, settings)]
    seats = players if players is not None else variants[0].players.default
    for loaded in variants:
        _seats(loaded, seats)
    seat_bots = tuple(_bots_option(bots, seats))
    results = []
    for name, loaded, changes in ((first, variants[0], ()), (second, variants[1], tuple(settings))):
        plan = RunPlan(name, seats, games, seed, seat_bots, max_hands=max_hands, settings=changes, allow=_allowed())
        columns = MetricColumns()
        with progress_bar(games, own_words(loaded.name, lang), lang) as advance, _rule_errors():
            played_on = _cluster(executor, scheduler, workers)
            with closing(run_games(Rules.from_variant(loaded), plan, workers, advance, played_on)) as played:
                for outcome in played:
                    columns.add(outcome.summary)
        results.append(columns)
    rows = compare_games(results[0], results[1])
    if as_json:
        names = {"first": variants[0].id, "second": variants[1].id}
        document = {
            "format": "pitch-comparison/1", **names, **({"settings": list(settings)} if settings else {}),
            "players": seats, "games": games, "seed": seed, "bots": list(seat_bots), "metrics": rows,
        }  # fmt: skip
        click.echo(json.dumps(document, indent=2, ensure_ascii=False))
    else:
        second_id = lang("compare-with-settings", variant=variants[1].id, settings=", ".join(settings)) if settings else variants[1].id
        print_comparison(Console(), variants[0].id, second_id, games, rows, lang)


@cli.command()
@ALLOW_OPTION
@click.argument("variant")
@click.option("--games", default=1, show_default=True, type=click.IntRange(min=1), help="Games to play.")
@click.option("--players", type=click.IntRange(MIN_PLAYERS, MAX_PLAYERS), help="Seats (default: the variant's usual number).")
@click.option("--seed", default=0, show_default=True, type=SEED, help="Seed of the first game; game i uses seed+i.")
@click.option("--bots", default="random", show_default=True, help="A bot for every seat, or a comma list per seat.")
@click.option("--target", type=click.IntRange(1, MAX_TARGET), help="Score to reach (default: the variant's).")
@click.option(
    "--max-hands",
    default=SIMULATE_MAX_HANDS,
    show_default=True,
    type=click.IntRange(0, HAND_LIMIT),
    help=f"Cut a game off after this many hands (winner null); 0 for the most allowed, {HAND_LIMIT}.",
)
@click.option("--record", "record_path", type=_FilePath(dir_okay=False), help="Write pitch-record/1 lines here.")
@click.option("--show", is_flag=True, help="Print every hand of every game.")
@SET_OPTION
@_report_options
@LANG_OPTION
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
    report: bool,
    as_json: bool,
    plot_dir: str | None,
    workers: int,
    executor: str,
    scheduler: str | None,
    rotate_bots: bool,
    lang: Language,
) -> None:
    """Play GAMES games of VARIANT with bots; summarise, report, show or record them."""
    from .analysis import RunPlan, RunTotals, percent, progress_bar, run_games
    from .docs.words import own_words
    from .engine import Rules
    from .messages import say as say_terminal, speaking

    if as_json and (show or report):
        raise click.UsageError(say("cli.json_alone"))
    loaded = _load(variant, settings)
    seats = _seats(loaded, players)
    _check_output(record_path, "--record")
    _check_plot_folder(plot_dir)
    plan = RunPlan(
        variant, seats, games, seed, tuple(_bots_option(bots, seats)), rotate_bots, target, max_hands or HAND_LIMIT,
        record=record_path is not None, transcript=show, settings=tuple(settings), allow=_allowed(), lang=lang.code,
    )  # fmt: skip
    rules = Rules.from_variant(loaded)
    wins: dict[str, int] = {}
    totals = RunTotals()
    out = _Output()
    with ExitStack() as stack:
        record = stack.enter_context(_streamed(record_path)) if record_path is not None else None
        advance = stack.enter_context(progress_bar(games, own_words(loaded.name, lang), lang))
        stack.enter_context(_rule_errors())
        cluster = _cluster(executor, scheduler, workers)
        for outcome in stack.enter_context(closing(run_games(rules, plan, workers, advance, cluster))):
            game = outcome.summary
            totals.add(game)
            if outcome.transcript is not None:
                with speaking(lang):  # the transcript's own words, as the games' lines below
                    out.echo(say_terminal("transcript.game", seed=str(game.seed), variant=own_words(loaded.name, lang), players=seats))
                out.echo(outcome.transcript)
            key = "cut off" if game.winner is None else "+".join(f"seat {s}" for s in game.sides[game.winner])
            wins[key] = wins.get(key, 0) + 1
            if record is not None and outcome.record is not None:
                _guard_write(record, lambda: record.write(f"{outcome.record}\n".encode("utf-8")))
        if record is not None:
            _report_written(_guard_write(record, record.commit), "records", games)
    out.check()
    if max_hands == 0 and wins.get("cut off"):
        click.echo(lang("report-cut-off-at-limit", games=wins["cut off"], hands=str(HAND_LIMIT)), err=True)
    _write_report(rules, plan, totals, report, as_json, plot_dir, lang)
    if not as_json:
        results = ", ".join(
            lang("report-summary-result", who=_winners(who, lang), wins=count, rate=percent(count / games, lang))
            for who, count in sorted(wins.items())
        )
        name = own_words(loaded.name, lang)
        click.echo(lang("report-summary", games=games, variant=name, players=seats, hands=str(totals.hands), results=results))


def _winners(key: str, lang: Language) -> str:
    """The winners of a game as the summary counts them (``seat 0+seat 2``, ``cut off``), in ``lang``."""
    if key == "cut off":
        return lang("report-cut-off")
    return "+".join(lang("report-seat", seat=int(seat.removeprefix("seat "))) for seat in key.split("+"))


class _Output:
    """Standard output that, once it fails (a full disk), is skipped so the run's files are still written."""

    def __init__(self) -> None:
        self.error: OSError | None = None

    def echo(self, text: str) -> None:
        """Print ``text`` unless output has already failed."""
        if self.error is None:
            try:
                click.echo(text)
            except BrokenPipeError:
                raise
            except OSError as err:
                self.error = err

    def check(self) -> None:
        """Report a failed output now that the files are safe."""
        if self.error is not None:
            _fail(f"pitch-rules: {say('cli.no_output', reason=describe_os_error(self.error))}")


def _check_output(path: str | None, option: str) -> None:
    """A file to write needs a name the system takes, in a folder that exists, and must be a regular file if it
    exists; a usage error naming ``option`` (exit 2) if not."""
    if path is None:
        return
    if not path.strip():
        raise click.BadParameter(say("cli.file_name"), param_hint=option)
    try:
        mode: int | None = os.stat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        mode = None
    except OSError as err:  # a name longer than the system allows, a loop of links
        raise click.BadParameter(f"{show_text(path)}: {describe_os_error(err)}", param_hint=option) from None
    if mode is None and not Path(path).resolve().parent.is_dir():
        raise click.BadParameter(say("cli.no_folder", path=path), param_hint=option)
    if mode is not None and not stat.S_ISREG(mode):
        raise click.BadParameter(say("cli.not_regular", path=path), param_hint=option)


def _write_file(path: str, text: str, what: str) -> None:
    """Write an output file (``what``: ``document``, ``house_file``); if it cannot be written, keep the text
    elsewhere and exit 1 saying where."""
    try:
        written = write_or_rescue(path, text.encode("utf-8"))
    except WriteFailedError as err:
        _fail(f"pitch-rules: {say('cli.cannot_write', path=path, reason=describe_os_error(err))}")
    _report_written(written, what)


def _streamed(path: str) -> StreamedWrite:
    """An output file written as a run goes (whole or not at all); exit 1 if it can be kept nowhere."""
    try:
        return StreamedWrite(path)
    except WriteFailedError as err:
        _fail(f"pitch-rules: {say('cli.cannot_write', path=path, reason=describe_os_error(err))}")


def _guard_write(stream: StreamedWrite, write: Callable[[], T]) -> T:
    """Run one step of writing ``stream``; exit 1 if its data can be kept nowhere."""
    try:
        return write()
    except WriteFailedError as err:
        _fail(f"pitch-rules: {say('cli.cannot_write', path=str(stream.asked), reason=describe_os_error(err))}")


def _report_written(written: Written, what: str, games: int = 0) -> None:
    """Exit 1 saying where ``what`` (``document``, ``house_file``, ``records`` of ``games`` games) went if it is not
    where it was asked to go."""
    if written.rescued:
        where = {"asked": str(written.asked), "problem": str(written.problem), "path": str(written.path)}
        _fail(f"pitch-rules: {say('cli.kept_elsewhere', what=what, games=games, **where)}")


# ----- the terminal game (pitch_rules.play) -------------------------------------


@cli.command()
@ALLOW_OPTION
@click.argument("variant", required=False)
@click.option("--players", type=click.IntRange(MIN_PLAYERS, MAX_PLAYERS), help="Seats (default: the variant's usual number).")
@click.option("--seat", default=0, show_default=True, type=click.IntRange(min=0), help="Your seat.")
@click.option("--bots", default="greedy", show_default=True, help="A bot for every other seat, or a comma list per seat.")
@click.option("--seed", type=SEED, help="Seed of the game (default: a random one, shown at the start).")
@click.option("--target", type=click.IntRange(1, MAX_TARGET), help="Score to reach (default: the variant's).")
@click.option("--resume", "resume_path", type=_FilePath(exists=True, dir_okay=False), help="Go on with a saved game.")
@click.option("--save", "save_path", type=_FilePath(dir_okay=False), help="Where quit saves the game [default: the --resume file, else pitch-game.json].")
@click.option("--record", "record_path", type=_FilePath(dir_okay=False), help="Write the finished game here as a pitch-record/1 record.")
@SET_OPTION
@LANG_OPTION
def play(
    variant: str | None,
    players: int | None,
    seat: int,
    bots: str,
    seed: int | None,
    target: int | None,
    resume_path: str | None,
    save_path: str | None,
    record_path: str | None,
    settings: Sequence[str],
    lang: Language,
) -> None:
    """Play VARIANT in the terminal against bots, in your language; quit or Ctrl-C saves the game."""
    import random

    from rich.console import Console

    from .engine import Rules
    from .messages import speaking
    from .play import GameSession, SaveFileError, TerminalGame

    if resume_path is not None:
        if variant is not None or settings:
            raise click.UsageError(say("cli.resume_alone"))
        try:
            session = GameSession.load(resume_path, _allowed())
        except SaveFileError as err:
            _fail(str(err))
    else:
        if variant is None:
            raise click.UsageError(say("cli.give_variant"))
        loaded = _load(variant, settings)
        seats = _seats(loaded, players)
        if seat >= seats:
            raise click.BadParameter(say("cli.seats", last=seats - 1), param_hint="--seat")
        names = [n.strip() for n in bots.split(",") if n.strip()]
        if len(names) == seats - 1:
            names.insert(seat, names[0])  # one per other seat: the person's seat is skipped
        seat_bots = tuple(_bots_option(",".join(names), seats))
        reference = variant if resources.builtin_variant_path(variant) is not None else str(Path(variant).resolve())
        if not keepable(reference):
            raise click.BadParameter(say("cli.unkeepable_path", path=show_text(reference)), param_hint="VARIANT")
        game_seed = seed if seed is not None else random.SystemRandom().randrange(1_000_000)
        session = GameSession.new(reference, Rules.from_variant(loaded), seats, seat, seat_bots, game_seed, target)
    _check_output(save_path, "--save")
    _check_output(record_path, "--record")
    save = Path(save_path or resume_path or "pitch-game.json")
    if resume_path is None or save.resolve() != Path(resume_path).resolve():  # not the same game, saved again
        save = _new_file(save, "game", "--save")
    record = _new_file(Path(record_path), "record", "--record") if record_path is not None else None
    try:
        with speaking(lang), _number_limit():  # a house rule's number past the limit: said in --lang, once saved
            TerminalGame(session, Console(highlight=False), save, record).run()
    except WriteFailedError as err:
        _fail(f"pitch-rules: {say('cli.cannot_save', path=str(err.asked), reason=describe_os_error(err))}")


def _new_file(asked: Path, what: str, option: str) -> Path:
    """Where ``what`` (``game``, the game's save, or its ``record``) is written: never over another file (a person
    at a terminal is asked; otherwise the first free name is taken, and said)."""
    from .play import at_terminal

    if not os.path.lexists(asked):
        return asked
    if at_terminal() and click.confirm(say("cli.save_over", asked=str(asked), what=what), default=False):
        return asked
    free = free_name(asked)
    if free is None:
        _fail(f"pitch-rules: {say('cli.names_taken', asked=str(asked), stem=asked.stem, option=option)}", EXIT_USAGE)
    click.echo(say("cli.saved_beside", asked=str(asked), what=what, free=str(free)), err=True)
    return free


@cli.command(name="replay")
@ALLOW_OPTION
@click.argument("file", type=_FilePath(exists=True, dir_okay=False))
@click.option("--variant", "variant_name", help="Variant file or id to replay with (default: each record's variant).")
@READING_OPTION
def replay_command(file: str, variant_name: str | None, lang: str) -> None:
    """Re-run every game in FILE through the engine and check every outcome."""
    from .collector import cycle_collection_paused

    with reading(lang):  # the command's lines, and the place where a game diverges, in the language asked
        try:
            with cycle_collection_paused():  # each record is freed before the next is read: the collector would only walk it
                checked = _replay_file(file, variant_name)
        except RecordError as err:
            _fail(str(err))
        except OSError as err:
            _fail(f"pitch-rules: {say('cli.cannot_read', name=file, reason=describe_os_error(err))}", EXIT_USAGE)
        if not checked:
            _fail(say("cli.no_games", file=file))
        click.echo(say("cli.replayed", file=file, games=checked))


def _replay_file(file: str, variant_name: str | None) -> int:
    """Replay every record of ``file`` (each of the variant it names, or of ``variant_name``); how many there were.

    Exits naming the first divergence; RecordError or OSError if the file cannot be read as records.
    """
    from .dsl import NumberLimitError
    from .engine import Rules
    from .records import read_record_file, replay

    rules_by_id: dict[str, Rules] = {}
    checked = 0
    for line, record in read_record_file(file):
        name = variant_name or record["variant"]
        builtin = resources.builtin_variant_path(name)
        if variant_name is None and builtin is None:
            _fail(say("cli.not_builtin", file=file, line=line, variant=show_text(name)))
        settings = tuple(record.get("settings", ()))
        key = f"{name} {settings}"
        if key not in rules_by_id:
            source = variant_name or str(builtin)  # a record names a built-in, never a file of that name here
            option = None if variant_name is None else "--variant"
            rules_by_id[key] = Rules.from_variant(_load(source, settings, option, f"{file}:{line}: settings"))
        try:
            divergence = replay(record, rules_by_id[key])
        except NumberLimitError as err:  # a scoring rule of these settings gave a number past the limit
            _fail(say("cli.not_replayable", file=file, line=line, game=checked + 1, problem=str(err)))
        if divergence is not None:
            hint = "" if variant_name is not None else say("cli.replayed_with", variant=show_text(name))
            _fail(say("cli.diverges", file=file, line=line, game=checked + 1, divergence=str(divergence), hint=hint))
        checked += 1
    return checked


@cli.command(name="docs")
@ALLOW_OPTION
@click.argument("variant")
@click.option("-o", "--output", type=_FilePath(dir_okay=False), help="Write the document to this file (default: print it).")
@click.option(
    "--base",
    help="The variant these are house rules of (default: the one the file extends): "
    "adds a House rules section listing the differences.",
)
@SET_OPTION
@LANG_OPTION
def docs_command(variant: str, output: str | None, base: str | None, settings: Sequence[str], lang: Language) -> None:
    """Write the rules document of VARIANT in Markdown, generated from the rules the engine plays.

    A variant that extends another, or is changed with --set, opens with its house rules.
    """
    from .docs import base_of, rules_document
    from .docs.words import own_words

    loaded = _load(variant, settings)
    _check_output(output, "--output")
    base_variant = _load(base, option="--base") if base is not None else base_of(loaded)
    with _number_limit():  # the worked example's scores past the limit
        text = rules_document(loaded, base_variant, lang)
    if output is None:
        click.echo(text, nl=False)
    else:
        _write_file(output, text, "document")
        click.echo(say("cli.document_written", file=output, variant=own_words(loaded.name, lang)))


@cli.command(name="diff")
@ALLOW_OPTION
@click.argument("first")
@click.argument("second")
@JSON_OPTION
@LANG_OPTION
def diff_command(first: str, second: str, as_json: bool, lang: Language) -> None:
    """List the rules SECOND changes from FIRST, option by option, in words.

    Names, descriptions and sources are not compared. Exits 1 when the rules
    differ, 0 when they are the same (as diff does).
    """
    from .docs import diff_text
    from .docs.diff import differences

    before, after = _load(first), _load(second)
    found = differences(before, after, lang)
    if as_json:
        changes = [
            {"option": ".".join(map(str, d.path)), "title": d.title, "first": d.before, "second": d.after} for d in found
        ]
        document = {"format": "pitch-diff/1", "first": before.id, "second": after.id, "same": not found, "differences": changes}
        click.echo(json.dumps(document, indent=2, ensure_ascii=False))
    else:
        click.echo(diff_text(before, after, lang), nl=False)
    sys.exit(EXIT_INVALID if found else 0)


@cli.command()
@ALLOW_OPTION
@click.argument("variant")
@SET_OPTION
@JSON_OPTION
def show(variant: str, settings: Sequence[str], as_json: bool) -> None:
    """Print VARIANT fully resolved: every extends and setting applied."""
    import yaml

    from .variant.loader import resolved_data

    data = _checked(variant, lambda: resolved_data(variant, settings, _allowed()))
    if as_json:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        click.echo(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), nl=False)


@cli.command()
@ALLOW_OPTION
@click.argument("file", type=_FilePath(dir_okay=False))
@click.option("--from", "base", default="auction-pitch", show_default=True, help="The variant the house rules change: a built-in id or a file.")
def init(file: str, base: str) -> None:
    """Write FILE, a commented house-rules file to start from: it extends --from and plays like it until changed."""
    from .starter import house_file_text, house_id
    from .variant.loader import resolved_data

    if os.path.lexists(file):
        raise click.BadParameter(say("cli.init_exists", file=file), param_hint="FILE")
    _check_output(file, "FILE")
    data = _checked(base, lambda: resolved_data(base, (), _allowed()), "--from")
    builtin = resources.builtin_variant_path(base) is not None and not os.path.exists(base)
    extends = base if builtin else os.path.relpath(base, Path(file).resolve().parent)
    _write_file(file, house_file_text(house_id(Path(file).stem), extends, data), "house_file")
    click.echo(say("cli.init_written", file=file, variant=str(data["name"])))


@cli.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on; 0.0.0.0 lets others on your network join.")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(1, 65535), help="Port to listen on.")
@click.option("--bot-delay", default=0.6, show_default=True, type=click.FloatRange(0, 10), help="Seconds a bot waits before each move at a table.")
def serve(host: str, port: int, bot_delay: float) -> None:
    """Serve the library, the house-rule workshop and tables in the browser.

    Pages speak the browser's language (its Accept-Language), or the one a page's
    ?lang= names (en, uk, tr, mk, it, bg), kept in a cookie. Needs the web extra:
    pip install 'pitch-rules[web]'.
    """
    if not host.strip():
        raise click.BadParameter(say("cli.give_host"), param_hint="--host")
    if math.isnan(bot_delay):
        raise click.BadParameter(say("cli.give_delay"), param_hint="--bot-delay")
    import socket

    try:
        from .web.server import listen, run_server
    except ImportError as err:
        _fail(f"pitch-rules: {say('cli.serve_needs_web', module=str(err.name))}", EXIT_USAGE)
    shown = f"[{host}]" if ":" in host else host
    try:
        sockets = listen(host, port)
    except socket.gaierror as err:
        no_address = say("cli.no_address", host=show_text(host), reason=str(err.strerror))
        raise click.BadParameter(no_address, param_hint="--host") from None
    except OSError as err:
        reason = say("cli.port_in_use") if err.errno == errno.EADDRINUSE else describe_os_error(err)
        _fail(f"pitch-rules: {say('cli.cannot_serve', host=shown, port=port, reason=reason)}")
    click.echo(f"pitch-rules: {say('cli.serving', host=shown, port=port)}")
    if not run_server(sockets, host, bot_delay):
        _fail(f"pitch-rules: {say('cli.server_failed')}")


@cli.command(name="variants")
@JSON_OPTION
def list_variants(as_json: bool) -> None:
    """List the built-in variants: id, name, players and what the game is, in a line."""
    from .variant.loader import load_variant

    listed = [load_variant(variant_id) for variant_id in resources.builtin_variant_ids()]
    if as_json:
        entries = [
            {
                "id": v.id,
                "name": v.name,
                "players": {"min": v.players.min, "max": v.players.max, "default": v.players.default},
                "description": v.description,
            }
            for v in listed
        ]
        click.echo(json.dumps(entries, indent=2, ensure_ascii=False))
        return
    rows = [("id", "name", "players", "what it is")]
    rows += [(v.id, v.name, _player_range(v), v.description) for v in listed]
    widths = [max(len(row[column]) for row in rows) for column in range(3)]
    room = LIST_WIDTH - sum(widths) - 2 * len(widths)  # what is left of the line for the description
    for row in rows:
        click.echo("  ".join(cell.ljust(width) for cell, width in zip(row, widths)) + "  " + _first_sentence(row[3], room))


def _player_range(variant: Variant) -> str:
    players = variant.players
    return str(players.min) if players.min == players.max else f"{players.min}-{players.max} ({players.default})"


LIST_WIDTH = 140
"""The longest line ``variants`` prints."""


def _first_sentence(text: str, limit: int) -> str:
    """The description's first sentence (or clause), cut to ``limit`` characters."""
    sentence = " ".join(text.split()).split(". ")[0].split(": ")[0].rstrip(".")
    return sentence if len(sentence) <= limit else sentence[: limit - 1].rstrip() + "…"


@cli.command()
def lsp() -> None:
    """Serve editors a language server for variant files, over stdin and stdout.

    Editors run it themselves; it needs the extra: pip install 'pitch-rules[lsp]'.
    """
    try:
        from .lsp.server import serve
    except ModuleNotFoundError as err:
        if (err.name or "").partition(".")[0] not in ("pygls", "lsprotocol"):
            raise
        _fail(f"pitch-rules: {say('cli.lsp_needs_pygls')}", EXIT_USAGE)
    serve()


class Terminated(BaseException):
    """SIGTERM or SIGHUP arrived: unwind (removing temporary files, stopping workers) and exit."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _terminate(signum: int, frame: object) -> None:
    raise Terminated(signum)


def _guarded(entry: click.Group) -> Callable[[], None]:
    def run() -> None:
        if isinstance(sys.stdout, io.TextIOWrapper):  # a file name that is not UTF-8 is printed as its own bytes
            sys.stdout.reconfigure(errors="surrogateescape")  # (as under the C locale), not an internal error
        signal.signal(signal.SIGTERM, _terminate)
        if signal.getsignal(signal.SIGHUP) is not signal.SIG_IGN:  # run with nohup, a hang-up is to be ignored
            signal.signal(signal.SIGHUP, _terminate)
        with reading(LOCALE):  # the command's own lines in the locale's language, unless its --lang says another
            code = _run(entry)
        sys.exit(code if isinstance(code, int) else 0)

    return run


def _run(entry: click.Group) -> Any:
    """Run the command; every way it can end other than normally is one line and an exit code."""
    try:
        try:
            return entry.main(standalone_mode=False)  # click leaves Ctrl-C to us
        finally:
            if not sys.stdout.closed:  # the language server closes it on exit
                sys.stdout.flush()
    except click.ClickException as err:
        err.show()
        sys.exit(err.exit_code)
    except PitchRulesError as err:
        _fail(f"pitch-rules: {err}")
    except (KeyboardInterrupt, click.Abort):
        _fail(f"pitch-rules: {say('cli.interrupted')}", 130)
    except Terminated as err:
        _fail(f"pitch-rules: {say('cli.terminated')}", 128 + err.signum)
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(EXIT_INVALID)
    except OSError as err:  # an output we were writing failed: a full disk, a closed terminal
        _fail(f"pitch-rules: {say('cli.no_output', reason=describe_os_error(err))}")
    except Exception as err:  # noqa: BLE001 - the last line of defence: never a traceback
        _fail(f"pitch-rules: {say('cli.internal_error', error=f'{type(err).__name__}: {err}')}", 70)


main = _guarded(cli)
