"""PNG charts of a simulation report (matplotlib, drawn off-screen)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from ..fileio import atomic_write_bytes


def write_plots(report: dict[str, Any], folder: Path) -> list[Path]:
    """Draw the report's charts into ``folder`` (created if needed); return the files written."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib import pyplot
    from matplotlib.figure import Figure

    folder.mkdir(parents=True, exist_ok=True)
    title = f"{report['variant']}, {report['players']} players, {report['games']} games"
    written: list[Path] = []

    def bars(name: str, heading: str, labels: list[str], values: list[float | None], unit: str) -> None:
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
    bars(
        "wins",
        "Games won",
        [f"seat {row['seat']}" for row in wins["by_seat"]] + [f"bot {row['bot']}" for row in wins["by_bot"]],
        [row["rate"] for row in wins["by_seat"]] + [row["rate"] for row in wins["by_bot"]],
        "% of games",
    )
    levels = report["bids"]["by_level"]
    bars("bids", "Bids made, by level", [str(row["bid"]) for row in levels], [row["make_rate"] for row in levels], "% made")
    points = report["points"]["by_point"]
    bars("points", "Points awarded", [row["name"] for row in points], [row["rate"] for row in points], "% of hands")
    rules = report["rules"]
    bars("rules", "Rules in play", [row["name"] for row in rules], [row["rate"] for row in rules], "% of hands")
    histogram = report["game_length"]["histogram"]
    total = max(1, report["games"])
    bars("game_length", "Game length", list(histogram), [count / total for count in histogram.values()], "% of games (by hands)")
    return written
