"""The generic trick-taking engine: compiled rules, actions, the game state and views."""

from .actions import BEG, DONE, GIVE, PASS, RUN, STAND, Action, bid, play
from .results import Award, Deal, HandResult, ThrownIn, Trick
from .rules import Rules
from .state import AUCTION, BEGGING, EXCHANGE, OVER, PLAY, TRUMP, GameState
from .view import SeatView

__all__ = [
    "AUCTION",
    "BEG",
    "BEGGING",
    "DONE",
    "EXCHANGE",
    "GIVE",
    "OVER",
    "PASS",
    "PLAY",
    "RUN",
    "STAND",
    "TRUMP",
    "Action",
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
