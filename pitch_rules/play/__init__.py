"""Play a variant in the terminal against bots: the table, the prompt, save and resume."""

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .session import GameSession, SaveFileError, find_action
    from .terminal import TerminalGame, at_terminal

__all__ = ["GameSession", "SaveFileError", "TerminalGame", "at_terminal", "find_action"]

__getattr__ = lazy_names(
    __name__,
    {
        "GameSession": ".session",
        "SaveFileError": ".session",
        "find_action": ".session",
        "TerminalGame": ".terminal",
        "at_terminal": ".terminal",
    },
)
