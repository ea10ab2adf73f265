"""The generic trick-taking engine: compiled rules, actions, the game state and views.

The rules, the state and the views load when first used (they bring the scoring
language with them); actions and results are plain data and load at once.
"""

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
