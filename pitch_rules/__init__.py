"""pitch-rules: the house rules of Pitch-family card games as data.

Load a variant file, then play it::

    import pitch_rules
    game = pitch_rules.new_game("auction-pitch", players=4, seed=1)
    while not game.is_over:
        game.apply(game.legal_actions()[0])

The names below are loaded when first used, so that a command pays only for the
parts it runs.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from . import play as _terminal_game  # noqa: F401 - loaded first, so that ``play`` below stays the function
from .engine.actions import PASS, Action, bid, play
from .errors import Diagnostic, IllegalActionError, PitchRulesError, VariantError
from .lazy import lazy_names

if TYPE_CHECKING:
    from .engine import GameState, Rules, SeatView
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

__getattr__ = lazy_names(
    __name__,
    {
        "GameState": ".engine.state",
        "Rules": ".engine.rules",
        "SeatView": ".engine.view",
        "load_variant": ".variant.loader",
        "Variant": ".variant.model",
    },
)


def new_game(variant: Variant | str | os.PathLike[str], players: int | None = None, **options: object) -> GameState:
    """Start a game of ``variant`` (a loaded Variant, a built-in id or a file path).

    ``options`` are those of :class:`GameState` (seed, target, first_dealer, deals,
    max_hands, scores).
    """
    from .engine import GameState, Rules
    from .variant.loader import load_variant
    from .variant.model import Variant

    loaded = variant if isinstance(variant, Variant) else load_variant(variant)
    return GameState(Rules.from_variant(loaded), players, **options)  # type: ignore[arg-type]
