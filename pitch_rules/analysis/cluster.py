"""Games played on a Dask cluster (``pitch-rules[cluster]``), with the same results as on one process.

The games go out in batches of consecutive indices; each batch is one Dask task
that plays its games and sends back their outcomes. The variant travels with
the batch as its resolved text, so workers need pitch-rules but none of the
run's files. Outcomes are taken back batch by batch in game order, with only a
few batches under way at once, so the client's memory does not grow with the
run. A worker lost mid-run is Dask's to handle: the scheduler gives its
batches to another worker, and since each batch is one task whose result is
taken once, no game is lost or counted twice.
"""

from __future__ import annotations

import logging
import math
from collections import deque
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..engine import Rules
from ..variant.loader import build_variant, load_variant, resolved_data
from ..variant.yaml_source import parse_yaml_text

if TYPE_CHECKING:
    from .runner import GameOutcome, RunPlan

INSTALL_HINT = "pip install 'pitch-rules[cluster]'"

BATCHES_PER_THREAD = 8
"""Batches a run is cut into for each worker thread: enough to share the work out evenly."""

MAX_BATCH = 100
"""Most games in one batch."""

AHEAD_PER_THREAD = 4
"""Batches sent ahead of the one being taken back, for each worker thread."""


class ClusterError(Exception):
    """The cluster cannot be used: Dask is not installed, or the scheduler cannot be reached."""


@dataclass(frozen=True)
class Cluster:
    """Where to play: an existing scheduler's address (``tcp://HOST:PORT``), or None for a
    cluster of ``workers`` local processes started for the run."""

    scheduler: str | None = None
    workers: int = 1


@dataclass(frozen=True)
class ShippedVariant:
    """A variant as sent to workers: its fully resolved text (every ``extends`` and setting
    applied), and the name, base and settings the loaded variant carries."""

    text: str
    path: str
    base: str | None
    settings: tuple[str, ...]

    @classmethod
    def of(cls, plan: RunPlan) -> ShippedVariant:
        """The variant of ``plan``, read here."""
        import yaml

        variant = load_variant(plan.variant, plan.settings, allow=plan.allow)
        data = resolved_data(plan.variant, plan.settings, plan.allow)
        return cls(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), variant.path, variant.extends, variant.settings)


@lru_cache(maxsize=8)
def _rules(shipped: ShippedVariant) -> Rules:
    """The compiled rules of a shipped variant, built once per worker process."""
    document = parse_yaml_text(shipped.text, shipped.path)
    return Rules.from_variant(build_variant(document, shipped.path, shipped.base, shipped.settings))


def play_batch(shipped: ShippedVariant, plan: RunPlan, start: int, stop: int) -> list[GameOutcome]:
    """Play games ``start`` to ``stop - 1`` of ``plan`` (run by a Dask worker)."""
    from .runner import play_one

    rules = _rules(shipped)
    return [play_one(rules, plan, index) for index in range(start, stop)]


def cluster_outcomes(plan: RunPlan, cluster: Cluster) -> Iterator[GameOutcome]:
    """Every game of ``plan`` played on ``cluster``, in game order. ClusterError if it cannot be used."""
    try:
        from distributed import Client, LocalCluster
    except ImportError as err:
        raise ClusterError(f"running on a cluster needs Dask ({err.name} is missing): {INSTALL_HINT}") from None
    shipped = ShippedVariant.of(plan)
    with ExitStack() as stack:
        if cluster.scheduler is None:
            local = LocalCluster(
                n_workers=cluster.workers, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=logging.ERROR
            )
            client = stack.enter_context(Client(stack.enter_context(local)))
        else:
            client = stack.enter_context(_connect(Client, cluster.scheduler))
        threads = max(1, sum(client.nthreads().values()))
        size = max(1, min(MAX_BATCH, math.ceil(plan.games / (threads * BATCHES_PER_THREAD))))
        pending: deque[Any] = deque()
        for start in range(0, plan.games, size):
            pending.append(client.submit(play_batch, shipped, plan, start, min(start + size, plan.games), pure=False))
            if len(pending) > threads * AHEAD_PER_THREAD:
                yield from _taken(pending.popleft())
        while pending:
            yield from _taken(pending.popleft())


def _connect(client: Any, address: str) -> Any:
    """A client of the scheduler at ``address``; ClusterError if it cannot be reached."""
    try:
        return client(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as err:
        raise ClusterError(f"cannot reach the Dask scheduler at {address} (--scheduler): {err}") from None


def _taken(future: Any) -> list[GameOutcome]:
    """A batch's outcomes, its result then released from the cluster."""
    outcomes: list[GameOutcome] = future.result()
    future.release()
    return outcomes
