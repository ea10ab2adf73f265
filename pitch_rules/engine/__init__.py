"""The generic trick-taking engine: compiled rules, actions, the game state and views."""

from .actions import ACCEPT, ACTION_KINDS, BEG, DONE, GIVE, PASS, PITCH, REFUSE, RUN, SELL, STAND, Action, ActionKind, bid, play
from .results import Award, Deal, HandResult, ThrownIn, Trick
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
