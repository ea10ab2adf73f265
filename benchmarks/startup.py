"""Start-up time of the command against a bare Python, in a clean environment.

Times ``python -c pass``, ``pitch-rules --help`` and ``pitch-rules validate`` of
one built-in file, interleaved, best of many runs each (the machine is shared
and noisy), and prints each command's time as a multiple of the bare Python's.

The commands run in a new virtual environment whose only start-up hook is a path
file naming this Python's import folders, with this checkout (or, ``--compiled``,
its wheel) first: a Python whose own start-up imports things through ``.pth``
hooks (some distributions' do) would make every multiple look smaller than a
fresh ``pip install`` gives. That Python's own bare start is printed beside.

The floors are the core dependencies' own imports, which every run pays: click
for ``--help``; click, pyyaml, lark and the schema check's library for ``validate``.

    python benchmarks/startup.py [--runs 20] [--compiled]
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

from arguments import positive
from checkout import COMPILED_HELP, package_path

TARGETS = {"--help": 5.0, "validate": 8.0}
"""The most each command may take, as a multiple of ``python -c pass``."""
RUN = "import sys; from pitch_rules.launch import main; sys.argv[0] = 'pitch-rules'; sys.exit(main())"
"""What the ``pitch-rules`` console script runs."""


def clean_environment(folder: Path, package: str) -> str:
    """Make a virtual environment in ``folder`` that imports ``package``'s folder first, then this Python's
    import folders, through one path file (no other start-up hook); return its Python."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    python = folder / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True, capture_output=True, text=True,
    ).stdout.strip()
    here = Path(__file__).resolve().parent
    folders = [package, *(entry for entry in sys.path if entry and Path(entry).is_dir() and Path(entry) != here)]
    (Path(site) / "benchmark-paths.pth").write_text("".join(f"{entry}\n" for entry in folders), encoding="utf-8")
    return str(python)


def seconds(arguments: list[str], folder: Path) -> float:
    """Wall time of one run (which must succeed), from a folder that holds no package."""
    started = time.perf_counter()
    subprocess.run(arguments, check=True, stdout=subprocess.DEVNULL, cwd=folder)
    return time.perf_counter() - started


def validator_library() -> str:
    """The library that checks a variant file against the schema: jsonschema-rs where installed, else jsonschema."""
    return "jsonschema_rs" if importlib.util.find_spec("jsonschema_rs") is not None else "jsonschema"


def main() -> None:
    """Time the commands and the floors in a clean environment and print the ratios."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=positive, default=20, help="runs of each command; the best is kept")
    parser.add_argument("--compiled", action="store_true", help=COMPILED_HELP)
    args = parser.parse_args()
    package = package_path(args.compiled)
    with tempfile.TemporaryDirectory(prefix="pitch-rules-startup-") as work:
        folder = Path(work)
        python = clean_environment(folder / "env", package)
        validating = f"import click, yaml, lark, {validator_library()}"
        floors = {"import click": [python, "-c", "import click"], validating: [python, "-c", validating]}
        runs = {
            "python -c pass": [python, "-c", "pass"],
            "this Python's own python -c pass": [sys.executable, "-c", "pass"],
            "--help": [python, "-c", RUN, "--help"],
            "validate": [python, "-c", RUN, "validate", "auction-pitch"],
            **floors,
        }
        seconds(runs["validate"], folder)  # the scoring language's parser is cached on first use
        best = {name: float("inf") for name in runs}
        for _ in range(args.runs):
            for name, arguments in runs.items():
                best[name] = min(best[name], seconds(arguments, folder))
        compiled = subprocess.run(
            [python, "-c", "from pitch_rules.engine import is_compiled; print(is_compiled())"],
            check=True, capture_output=True, text=True, cwd=folder,
        ).stdout.strip() == "True"
    bare = best["python -c pass"]
    print(f"measured: {'the engine compiled by mypyc' if compiled else 'the Python source'}, in a clean environment")
    print(f"python -c pass:                              {bare * 1000:6.1f} ms")
    own = best["this Python's own python -c pass"]
    print(f"  ({sysconfig.get_config_var('VERSION')} as installed here, with its site hooks: {own * 1000:.1f} ms)")
    for name, limit in TARGETS.items():
        ratio = best[name] / bare
        verdict = "under" if ratio < limit else "OVER"
        print(f"pitch-rules {name:32}{best[name] * 1000:6.1f} ms  {ratio:5.2f}x  ({verdict} {limit:.0f}x)")
    for name in floors:
        print(f"  floor: {name:36}{best[name] * 1000:6.1f} ms  {best[name] / bare:5.2f}x")


if __name__ == "__main__":
    main()
