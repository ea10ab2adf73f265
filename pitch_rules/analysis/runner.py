"""Play many games, on one process or several, with the same results either way.

Game ``i`` of a run is fully decided by its own seed (``seed + i``) and its seats'
bots: the deal comes from the game's seed, each bot from the game's seed and its
seat. Nothing is shared between games, so spreading them over worker processes,
or the machines of a Dask cluster (:mod:`.cluster`), changes only the speed;
results are gathered back in game order.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Generator
from contextlib import ExitStack
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..collector import cycle_collection_paused
from ..engine import Rules
from ..i18n import ENGLISH, language
from ..interrupts import interrupts_held, release_interrupts
from ..messages import speaking
from ..records import dumps, game_record, game_transcript
from ..simulate import play_game
from ..variant.loader import load_variant
from .stats import GameSummary, summarize_game

if TYPE_CHECKING:
    from .cluster import Cluster


@dataclass(frozen=True)
class RunPlan:
    """What to play: the variant (a file path or built-in id, with ``--set`` settings and
    the folders ``extends`` may also read) and the games; ``lang`` is the code of the
    language transcripts are written in.

    With ``rotate``, game ``i`` seats the bots turned ``i`` places (seat ``s`` gets
    ``bots[(s + i) % n]``), so every bot sits in every seat equally often.
    """

    variant: str
    players: int
    games: int
    seed: int
    bots: tuple[str, ...]
    rotate: bool = False
    target: int | None = None
    max_hands: int | None = None
    record: bool = False
    transcript: bool = False
    settings: tuple[str, ...] = ()
    allow: tuple[str, ...] = ()
    lang: str = ENGLISH

    def bots_of_game(self, index: int) -> tuple[str, ...]:
        """The bot in each seat of game ``index``."""
        if not self.rotate:
            return self.bots
        n = len(self.bots)
        return tuple(self.bots[(seat + index) % n] for seat in range(n))


@dataclass(frozen=True)
class GameOutcome:
    """One played game: its summary, and its record line and transcript if asked for."""

    summary: GameSummary
    record: str | None
    transcript: str | None


_worker_plan: RunPlan | None = None
_worker_rules: Rules | None = None


def _start_worker(plan: RunPlan) -> None:
    """Load the variant once per process.

    Ctrl-C and a terminal's hang-up (SIGHUP) reach every process of the terminal's
    group: workers ignore them and leave the interruption to the main process, which
    stops them (SIGTERM, whose default action ends a worker without a traceback).
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    release_interrupts()  # started while the main process held them (see run_games)
    global _worker_plan, _worker_rules
    _worker_plan = plan
    _worker_rules = Rules.from_variant(load_variant(plan.variant, plan.settings, allow=plan.allow))


def _play(index: int) -> GameOutcome:
    assert _worker_plan is not None and _worker_rules is not None, "worker not started"
    return play_one(_worker_rules, _worker_plan, index)


def play_one(rules: Rules, plan: RunPlan, index: int) -> GameOutcome:
    """Play game ``index`` of ``plan``.

    The game's state is freed before the cycle collector resumes, so the collector
    never walks the hands it played (a game makes no reference cycles).
    """
    with cycle_collection_paused():
        return _outcome(rules, plan, index)


def _outcome(rules: Rules, plan: RunPlan, index: int) -> GameOutcome:
    """Play game ``index`` of ``plan`` and sum it up."""
    bots = plan.bots_of_game(index)
    state = play_game(rules, plan.players, plan.seed + index, bots, target=plan.target, max_hands=plan.max_hands)
    transcript = None
    if plan.transcript:
        with speaking(language(plan.lang)):
            transcript = game_transcript(state)
    return GameOutcome(
        summary=summarize_game(state, bots),
        record=dumps(game_record(state)) if plan.record else None,
        transcript=transcript,
    )


def run_games(
    rules: Rules,
    plan: RunPlan,
    workers: int = 1,
    on_game: Callable[[], None] | None = None,
    cluster: Cluster | None = None,
) -> Generator[GameOutcome, None, None]:
    """Play every game of ``plan`` on ``workers`` processes, or on a Dask ``cluster``; yield outcomes in game order.

    ``rules`` must be those of ``plan.variant`` (worker processes load their own).
    ``on_game`` is called after each game (for a progress bar).
    """
    if cluster is not None:
        from .cluster import cluster_outcomes

        for outcome in cluster_outcomes(plan, cluster):
            if on_game is not None:
                on_game()
            yield outcome
        return
    indices = range(plan.games)
    if workers <= 1 or plan.games == 1:
        for index in indices:
            outcome = play_one(rules, plan, index)
            if on_game is not None:
                on_game()
            yield outcome
        return
    chunk = max(1, min(16, plan.games // (workers * 8)))
    with ExitStack() as stack:
        with interrupts_held():  # while the workers are forked, and in the pool's threads for good (see interrupts)
            pool = multiprocessing.get_context().Pool(workers, initializer=_start_worker, initargs=(plan,))
            stack.enter_context(pool)  # entered before a held Ctrl-C arrives: it stops the workers
        for outcome in pool.imap(_play, indices, chunksize=chunk):
            if on_game is not None:
                on_game()
            yield outcome
