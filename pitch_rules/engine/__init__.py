"""The generic trick-taking engine: compiled rules, actions, the game state and views."""

from .actions import ACCEPT, BEG, DONE, GIVE, PASS, PITCH, REFUSE, RUN, SELL, STAND, Action, bid, play
from .results import Award, Deal, HandResult, ThrownIn, Trick
from .rules import Rules
from .state import AUCTION, BEGGING, CALL, EXCHANGE, OVER, PLAY, SALE, TRUMP, GameState
from .view import SeatView

__all__ = [
    "ACCEPT",
    "AUCTION",
    "BEG",
    "BEGGING",
    "CALL",
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
