"""Simulations and comparisons on a Dask cluster give the bytes one process gives.

A scheduler and two workers are started on 127.0.0.1 as separate processes, as on
a real cluster; ``--scheduler`` sends the games there. One test kills a worker
in the middle of a run: the scheduler hands its batches to the other worker, and
the record must still hold every game once, in order.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import ROOT

ENV = {**os.environ, "PYTHONPATH": str(ROOT)}


def pitch_rules(*args: str, cwd: Path, wait: bool = True) -> subprocess.Popen[str]:
    """Run the command (waiting for it unless told not to)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "pitch_rules", *args], cwd=cwd, env=ENV, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    if wait:
        process.wait(timeout=300)
    return process


def output(process: subprocess.Popen[str]) -> str:
    out, errors = process.communicate(timeout=300)
    assert process.returncode == 0, errors
    assert "Traceback" not in errors
    return out


class LocalDask:
    """A scheduler and two single-threaded workers, each its own process, on 127.0.0.1."""

    def __init__(self, folder: Path) -> None:
        scheduler_file = folder / "scheduler.json"
        self.processes: list[subprocess.Popen[bytes]] = []
        self.processes.append(self._start(folder, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard", "--scheduler-file", str(scheduler_file)))
        deadline = time.monotonic() + 60
        while not scheduler_file.exists() or not scheduler_file.read_text(encoding="utf-8").strip():
            assert time.monotonic() < deadline, "the scheduler did not start"
            time.sleep(0.1)
        self.address = json.loads(scheduler_file.read_text(encoding="utf-8"))["address"]
        self.workers = [
            self._start(folder, "worker", self.address, "--nthreads", "1", "--no-nanny", "--no-dashboard", "--name", f"w{n}")
            for n in range(2)
        ]
        self.processes += self.workers
        self._wait_for_workers(2)

    def _start(self, folder: Path, *args: str) -> subprocess.Popen[bytes]:
        log = open(folder / f"dask-{len(self.processes)}.log", "wb")  # noqa: SIM115 - closed with the process
        return subprocess.Popen([sys.executable, "-m", "dask", *args], cwd=folder, env=ENV, stdout=log, stderr=log)

    def _wait_for_workers(self, count: int) -> None:
        from distributed import Client

        with Client(self.address, timeout="30s") as client:
            client.wait_for_workers(count, timeout=60)

    def stop(self) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


@pytest.fixture
def dask_cluster(tmp_path: Path) -> Iterator[LocalDask]:
    cluster = LocalDask(tmp_path)
    try:
        yield cluster
    finally:
        cluster.stop()


def test_simulate_and_compare_on_a_cluster_give_the_bytes_of_one_process(tmp_path: Path, dask_cluster: LocalDask) -> None:
    house = tmp_path / "kitchen-table.yaml"
    house.write_text((ROOT / "examples" / "kitchen-table.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    runs = {
        "simulate": ["simulate", str(house), "--set", "game.target=11", "--games", "60", "--seed", "4", "--bots", "greedy,random,greedy,random", "--rotate-bots", "--json"],
        "compare": ["compare", "auction-pitch", "smear", "--games", "40", "--json"],
    }  # fmt: skip
    for name, args in runs.items():
        record = ["--record", str(tmp_path / f"{name}-{{}}.jsonl")] if name == "simulate" else []
        alone = output(pitch_rules(*args, *[r.format("alone") for r in record], "--workers", "1", cwd=tmp_path))
        shared = output(pitch_rules(*args, *[r.format("cluster") for r in record], "--scheduler", dask_cluster.address, cwd=tmp_path))
        assert shared == alone and json.loads(alone)["games"] in (40, 60), name
    assert (tmp_path / "simulate-cluster.jsonl").read_bytes() == (tmp_path / "simulate-alone.jsonl").read_bytes()
    local = output(pitch_rules(*runs["compare"], "--executor", "dask", "--workers", "2", cwd=tmp_path))
    assert local == output(pitch_rules(*runs["compare"], cwd=tmp_path))


def test_a_worker_killed_mid_run_loses_and_repeats_no_game(tmp_path: Path, dask_cluster: LocalDask) -> None:
    games = 600
    args = ["simulate", "auction-pitch", "--games", str(games), "--seed", "9", "--max-hands", "12", "--json"]
    run = pitch_rules(*args, "--record", str(tmp_path / "cluster.jsonl"), "--scheduler", dask_cluster.address, cwd=tmp_path, wait=False)
    deadline = time.monotonic() + 120
    while not any(p.stat().st_size for p in tmp_path.glob(".cluster.jsonl.*.tmp")):  # the first megabyte of records
        assert run.poll() is None and time.monotonic() < deadline, "the run ended before a worker could be killed"
        time.sleep(0.05)
    os.kill(dask_cluster.workers[0].pid, signal.SIGKILL)  # both workers are playing batches
    assert run.poll() is None, "the run ended before a worker could be killed: give it more games"
    shared = output(run)
    alone = output(pitch_rules(*args, "--record", str(tmp_path / "alone.jsonl"), cwd=tmp_path))
    assert shared == alone
    lines = (tmp_path / "cluster.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["seed"] for line in lines] == list(range(9, 9 + games))
    assert (tmp_path / "cluster.jsonl").read_bytes() == (tmp_path / "alone.jsonl").read_bytes()
    assert dask_cluster.workers[0].poll() is not None  # the worker really died


@pytest.mark.parametrize("address", ["tcp://127.0.0.1:9", ""])
def test_an_unreachable_scheduler_is_a_usage_error_naming_the_option(tmp_path: Path, address: str) -> None:
    run = pitch_rules("simulate", "auction-pitch", "--games", "3", "--scheduler", address, cwd=tmp_path)
    errors = run.stderr.read() if run.stderr else ""
    assert run.returncode == 2, errors
    assert f"cannot reach the Dask scheduler at {address} (--scheduler): " in errors and "Traceback" not in errors
