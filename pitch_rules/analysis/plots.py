"""PNG charts of a simulation report (matplotlib, drawn off-screen)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from ..docs.words import own_words
from ..engine import Rules
from ..fileio import atomic_write_bytes
from ..i18n import Language
from .stats import rule_checks


def write_plots(report: dict[str, Any], folder: Path, rules: Rules, lang: Language) -> list[Path]:
    """Draw the charts of ``report`` (of a run of ``rules``) into ``folder`` (created if needed), in ``lang``; return the files written."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot
    from matplotlib.figure import Figure

    folder.mkdir(parents=True, exist_ok=True)
    title = lang("plot-title", variant=report["variant"], players=report["players"], games=report["games"])
    written: list[Path] = []

    def bars(name: str, labels: list[str], values: list[float | None]) -> None:
        heading, unit = lang(f"plot-{name.replace('_', '-')}"), lang(f"plot-{name.replace('_', '-')}-axis")
        figure: Figure = pyplot.figure(figsize=(7, 4))
        axes = figure.add_subplot()
        heights = [0.0 if v is None else v * 100 for v in values]
        if name == "rules":
            axes.barh(labels, heights, color="#4c72b0")
            axes.invert_yaxis()
            axes.set_xlabel(unit)
        else:
            axes.bar(labels, heights, color="#4c72b0")
            axes.set_ylabel(unit)
        axes.set_title(f"{heading}\n{title}", fontsize=10)
        figure.tight_layout()
        buffer = io.BytesIO()
        figure.savefig(buffer, format="png", dpi=100)
        pyplot.close(figure)
        path = folder / f"{name}.png"
        atomic_write_bytes(path, buffer.getvalue())
        written.append(path)

    wins = report["wins"]
    seats = [lang("report-seat", seat=row["seat"]) for row in wins["by_seat"]]
    bots = [lang("report-bot", bot=row["bot"]) for row in wins["by_bot"]]
    bars("wins", seats + bots, [row["rate"] for row in wins["by_seat"] + wins["by_bot"]])
    levels = report["bids"]["by_level"]
    bars("bids", [str(row["bid"]) for row in levels], [row["make_rate"] for row in levels])
    points = report["points"]["by_point"]
    bars("points", [own_words(row["name"], lang) for row in points], [row["rate"] for row in points])
    named = {check.id: check.words(lang)[0] for check in rule_checks(rules)}
    bars("rules", [named[row["rule"]] for row in report["rules"]], [row["rate"] for row in report["rules"]])
    histogram = report["game_length"]["histogram"]
    total = max(1, report["games"])
    bars("game_length", list(histogram), [count / total for count in histogram.values()])
    return written
