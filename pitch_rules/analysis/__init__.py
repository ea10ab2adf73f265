"""Simulation reports and variant comparisons: play many games, count what happened.

``runner`` plays games (on several processes if asked, with identical results),
``stats`` counts each game, ``report`` gathers the counts into figures and
tables, ``plots`` draws them, ``compare`` sets two variants side by side.

The names below load when first used, so that a command loads only the parts it runs
(``simulate --record`` neither compares nor draws).
"""

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .compare import MetricColumns, compare_games, print_comparison
    from .formatting import percent
    from .plots import write_plots
    from .progress import progress_bar
    from .report import RunTotals, build_report, print_report, report_json
    from .runner import GameOutcome, RunPlan, run_games
    from .stats import GameSummary, rule_checks, rules_fired, summarize_game

__all__ = [
    "GameOutcome",
    "GameSummary",
    "MetricColumns",
    "RunPlan",
    "RunTotals",
    "build_report",
    "compare_games",
    "percent",
    "print_comparison",
    "print_report",
    "progress_bar",
    "report_json",
    "rule_checks",
    "rules_fired",
    "run_games",
    "summarize_game",
    "write_plots",
]

__getattr__ = lazy_names(
    __name__,
    {
        **{name: ".compare" for name in ("MetricColumns", "compare_games", "print_comparison")},
        "percent": ".formatting",
        "write_plots": ".plots",
        "progress_bar": ".progress",
        **{name: ".report" for name in ("RunTotals", "build_report", "print_report", "report_json")},
        **{name: ".runner" for name in ("GameOutcome", "RunPlan", "run_games")},
        **{name: ".stats" for name in ("GameSummary", "rule_checks", "rules_fired", "summarize_game")},
    },
)
