"""How quickly the language server answers edits: each diagnostic round, one at a time and in a flood.

An editor client (the tests' :class:`tests.editor.Editor`) starts ``pitch-rules
lsp`` and opens a built-in variant as a new file. Then it types a scoring
expression into it one character at a time, so most versions are invalid
(the slow path: every problem is reported), and:

- **one at a time**: sends each edit and waits for its diagnostics, timing the
  whole round trip (median, 95th percentile, worst);
- **flood**: sends every edit at once, as fast as the pipe takes them, and
  times until the last version's diagnostics arrive; per round is that time
  over the number of rounds the server published.

It also times ``validate``'s own check of the same texts in this process, so
the protocol's share shows as a ratio. The goal is under 50 ms per round.

    python benchmarks/lsp_latency.py [--variant auction-pitch] [--repeat 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from arguments import positive

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pitch_rules import resources  # noqa: E402
from pitch_rules.errors import VariantError  # noqa: E402
from pitch_rules.variant.loader import load_variant  # noqa: E402
from tests.editor import Editor  # noqa: E402

GOAL_MS = 50.0
TYPED = (
    "  - id: three\n    name: Three\n    description: the Three of trumps\n"
    "    card: dealt('3', trump)\n    to: captor(card)\n"
)


def versions(base: str) -> list[str]:
    """The file as it is after each keystroke of typing one more scoring point at the end of ``points``."""
    at = base.index("\ncontract:") + 1 if "\ncontract:" in base else len(base)
    return [base[:at] + TYPED[:end] + base[at:] for end in range(1, len(TYPED) + 1)]


def check_ms(texts: list[str], path: Path) -> float:
    """Median time of ``validate``'s check of each text, in this process."""
    times = []
    for text in texts:
        start = time.perf_counter()
        try:
            load_variant(path, text=text)
        except VariantError:
            pass
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def one_at_a_time(editor: Editor, uri: str, texts: list[str]) -> list[float]:
    """Round-trip milliseconds of each edit, waiting for its diagnostics before the next."""
    rounds = []
    for text in texts:
        start = time.perf_counter()
        version = editor.change(uri, text)
        editor.diagnostics(uri, version)
        rounds.append((time.perf_counter() - start) * 1000)
    return rounds


def flood(editor: Editor, uri: str, texts: list[str]) -> tuple[float, int]:
    """Milliseconds from the first of a flood of edits to the last one's diagnostics, and rounds published."""
    before = len(editor.published.get(uri, []))
    start = time.perf_counter()
    last = 0
    for text in texts:
        last = editor.change(uri, text)
    editor.diagnostics(uri, last)
    return (time.perf_counter() - start) * 1000, len(editor.published[uri]) - before


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="auction-pitch", help="built-in variant to edit")
    parser.add_argument("--repeat", type=positive, default=3, help="times to run each scenario (best is kept)")
    args = parser.parse_args()
    source = resources.builtin_variant_path(args.variant)
    if source is None:
        parser.error(f"no built-in variant {args.variant}")
    base = source.read_text(encoding="utf-8")
    texts = versions(base)
    editor = Editor()
    try:
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"{args.variant}.yaml"
            uri = editor.open(path, base)
            editor.diagnostics(uri)
            in_process = check_ms(texts, path)
            rounds = min((one_at_a_time(editor, uri, texts) for _ in range(args.repeat)), key=statistics.median)
            floods = [flood(editor, uri, texts) for _ in range(args.repeat)]
            invalid = sum(1 for text in texts if _invalid(text, path))
    finally:
        editor.close()
    total, published = min(floods)
    per_round = total / published
    print(f"{args.variant}: {len(texts)} edits typing one scoring point ({invalid} of them invalid)")
    print(f"validate's check, in process:   median {in_process:6.1f} ms")
    print(
        f"one edit at a time, round trip: median {statistics.median(rounds):6.1f} ms, "
        f"95th percentile {sorted(rounds)[int(len(rounds) * 0.95) - 1]:6.1f} ms, worst {max(rounds):6.1f} ms "
        f"(median {statistics.median(rounds) / in_process:.1f}x the check alone)"
    )
    print(
        f"flood of {len(texts)} edits:  {total:7.1f} ms to the last diagnostics, {published} rounds published, "
        f"{per_round:5.1f} ms per round"
    )
    worst = max(sorted(rounds)[int(len(rounds) * 0.95) - 1], per_round)
    verdict = "met" if worst < GOAL_MS else "NOT met"
    print(f"goal: under {GOAL_MS:.0f} ms per diagnostic round (95th percentile and flood): {verdict} ({worst:.1f} ms)")


def _invalid(text: str, path: Path) -> bool:
    try:
        load_variant(path, text=text)
    except VariantError:
        return True
    return False


if __name__ == "__main__":
    main()
