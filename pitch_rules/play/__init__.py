"""Play a variant in the terminal against bots: the table, the prompt, save and resume."""

from .session import GameSession, SaveFileError, find_action
from .terminal import TerminalGame

__all__ = ["GameSession", "SaveFileError", "TerminalGame", "find_action"]
