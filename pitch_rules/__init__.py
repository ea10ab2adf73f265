"""pitch-rules: the house rules of Pitch-family card games as data.

Load a variant file, then play it::

    import pitch_rules
    game = pitch_rules.new_game("auction-pitch", players=4, seed=1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
"""

from __future__ import annotations

import os

from . import play as _terminal_game  # noqa: F401 - loaded first, so that ``play`` below stays the function
from .engine import PASS, Action, GameState, Rules, SeatView, bid, play
from .errors import Diagnostic, IllegalActionError, PitchRulesError, VariantError
from .variant.loader import load_variant
from .variant.model import Variant

__all__ = [
    "PASS",
    "Action",
    "Diagnostic",
    "GameState",
    "IllegalActionError",
    "PitchRulesError",
    "Rules",
    "SeatView",
    "Variant",
    "VariantError",
    "bid",
    "load_variant",
    "new_game",
    "play",
]


def new_game(variant: Variant | str | os.PathLike[str], players: int | None = None, **options: object) -> GameState:
    """Start a game of ``variant`` (a loaded Variant, a built-in id or a file path).

    ``options`` are those of :class:`GameState` (seed, target, first_dealer, deals,
    max_hands, scores).
    """
    loaded = variant if isinstance(variant, Variant) else load_variant(variant)
    return GameState(Rules.from_variant(loaded), players, **options)  # type: ignore[arg-type]
