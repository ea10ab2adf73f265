"""The generic trick-taking engine: compiled rules, actions and game state."""

from .actions import PASS, Action, bid, play
from .rules import Rules
from .state import AUCTION, OVER, PLAY, Award, GameState, HandResult, SeatView, Trick

__all__ = [
    "AUCTION",
    "OVER",
    "PASS",
    "PLAY",
    "Action",
    "Award",
    "GameState",
    "HandResult",
    "Rules",
    "SeatView",
    "Trick",
    "bid",
    "play",
]
