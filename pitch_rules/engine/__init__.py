"""The generic trick-taking engine: compiled rules, actions, the game state and views.

The rules, the state and the views load when first used (they bring the scoring
language with them); actions and results are plain data and load at once.
"""

from importlib.util import find_spec
from typing import TYPE_CHECKING

from ..lazy import lazy_names
from .actions import ACCEPT, ACTION_KINDS, BEG, DONE, GIVE, PASS, PITCH, REFUSE, RUN, SELL, STAND, Action, ActionKind, bid, play
from .results import Award, Deal, HandResult, ThrownIn, Trick

if TYPE_CHECKING:
    from .rules import Rules
    from .state import AUCTION, BEGGING, CALL, DEAL, EXCHANGE, OVER, PLAY, SALE, TRUMP, GameState
    from .view import SeatView

__all__ = [
    "ACCEPT",
    "ACTION_KINDS",
    "AUCTION",
    "BEG",
    "BEGGING",
    "CALL",
    "DEAL",
    "DONE",
    "EXCHANGE",
    "GIVE",
    "OVER",
    "PASS",
    "PITCH",
    "PLAY",
    "REFUSE",
    "RUN",
    "SALE",
    "SELL",
    "STAND",
    "TRUMP",
    "Action",
    "ActionKind",
    "Award",
    "Deal",
    "GameState",
    "HandResult",
    "Rules",
    "SeatView",
    "ThrownIn",
    "Trick",
    "bid",
    "is_compiled",
    "play",
]

__getattr__ = lazy_names(
    __name__,
    {
        "Rules": ".rules",
        "SeatView": ".view",
        **{name: ".state" for name in ("AUCTION", "BEGGING", "CALL", "DEAL", "EXCHANGE", "OVER", "PLAY", "SALE", "TRUMP", "GameState")},
    },
)


def is_compiled() -> bool:
    """Whether the game state runs compiled by mypyc (as a wheel installs it) rather than from its Python source (as
    an editable install, or a wheel built without a C compiler, runs it). Found without loading it."""
    spec = find_spec(".state", __name__)
    return spec is not None and spec.origin is not None and not spec.origin.endswith(".py")
