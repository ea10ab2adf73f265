"""A game between one person and bots that can be saved at any point and resumed exactly.

A saved game is the variant, the table's settings and the list of actions taken
so far, as text. Resuming replays the actions from the same seed: the deals come
from the game's seed, and each bot decision draws from a generator seeded by the
game's seed, the seat and the number of actions before it, so the rest of the
game goes on as if it had never stopped.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..bots import BOTS, make_bot
from ..engine import Action, GameState, Rules
from ..errors import IllegalActionError, PitchRulesError
from ..fileio import atomic_write_text
from ..variant.loader import load_variant

SAVE_FORMAT = "pitch-save/1"
HUMAN = "human"


class SaveFileError(PitchRulesError):
    """A saved game cannot be read or does not replay."""


def find_action(legal: list[Action], text: str, rules: Rules) -> Action | None:
    """The legal action ``text`` names (``"pass"``, ``"bid 2"``, ``"2"``, ``"TH"``, ``"10h"``), or None.

    The action's own text is tried first, so actions of any kind can be typed;
    then the variant's notation for bids and cards.
    """
    word = " ".join(text.split()).lower()
    for action in legal:
        if str(action).lower() == word:
            return action
    try:
        action = rules.action_for(text)
    except ValueError:
        return None
    return action if action in legal else None


@dataclass
class GameSession:
    """One person's game: the state, who plays each seat, and every action so far."""

    variant_ref: str
    rules: Rules
    state: GameState
    seat: int
    bots: tuple[str, ...]
    seed: int
    target: int | None = None
    actions: list[str] = field(default_factory=list)

    @classmethod
    def new(
        cls, variant_ref: str, rules: Rules, players: int, seat: int, bots: tuple[str, ...], seed: int, target: int | None
    ) -> GameSession:
        """Start a game; ``bots`` names a bot for every seat (the person's seat is ignored)."""
        seats = tuple(HUMAN if s == seat else bots[s] for s in range(players))
        state = GameState(rules, players, seed=seed, target=target)
        return cls(variant_ref, rules, state, seat, seats, seed, target)

    @property
    def humans_turn(self) -> bool:
        """Whether the person is to move."""
        return not self.state.is_over and self.state.to_move == self.seat

    def bot_action(self) -> Action:
        """The action of the bot to move, drawn from its own seeded generator."""
        seat = self.state.to_move
        rng = random.Random(f"play/{self.seed}/{seat}/{len(self.actions)}")
        return make_bot(self.bots[seat], rng).choose(self.state.view(seat))

    def apply(self, action: Action) -> None:
        """Take ``action`` for the seat to move and log it."""
        self.state.apply(action)
        self.actions.append(str(action))

    # ----- saving and resuming ---------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The saved form of the game."""
        return {
            "format": SAVE_FORMAT,
            "variant": self.variant_ref,
            "variant_id": self.rules.variant.id,
            "players": self.state.players,
            "seat": self.seat,
            "bots": list(self.bots),
            "seed": self.seed,
            "target": self.target,
            "actions": self.actions,
        }

    def save(self, path: str | Path) -> None:
        """Write the game to ``path`` (atomically: the old file or the whole new one)."""
        atomic_write_text(path, json.dumps(self.to_json(), indent=1) + "\n")

    @classmethod
    def load(cls, path: str | Path) -> GameSession:
        """Read a saved game and replay it to where it stopped; SaveFileError if it cannot be."""
        try:
            saved = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as err:
            raise SaveFileError(f"{path}: cannot read the saved game: {err}") from None
        except json.JSONDecodeError as err:
            raise SaveFileError(f"{path}:{err.lineno}:{err.colno}: not a saved game (bad JSON: {err.msg})") from None
        expected = {"variant": str, "variant_id": str, "players": int, "seat": int, "bots": list, "seed": int, "actions": list}
        kinds = {str: "text", int: "whole number", list: "list"}
        if not isinstance(saved, dict) or saved.get("format") != SAVE_FORMAT:
            raise SaveFileError(f"{path}: not a saved game (no \"format\": \"{SAVE_FORMAT}\")")
        for key, kind in expected.items():
            if not isinstance(saved.get(key), kind):
                raise SaveFileError(f"{path}: not a saved game: '{key}' is missing or not a {kinds[kind]}")
        target = saved.get("target")
        if target is not None and not isinstance(target, int):
            raise SaveFileError(f"{path}: not a saved game: 'target' must be a number or null")
        try:
            variant = load_variant(saved["variant"])
        except (OSError, PitchRulesError) as err:
            raise SaveFileError(f"{path}: the game's variant {saved['variant']!r} cannot be loaded: {err}") from None
        if variant.id != saved["variant_id"]:
            raise SaveFileError(f"{path}: the game was of {saved['variant_id']!r}, but {saved['variant']} is now {variant.id!r}")
        rules = Rules.from_variant(variant)
        players, seat, bots = saved["players"], saved["seat"], tuple(saved["bots"])
        if len(bots) != players or not 0 <= seat < players:
            raise SaveFileError(f"{path}: not a saved game: {players} players, seat {seat}, {len(bots)} bots")
        unknown = [str(name) for s, name in enumerate(bots) if s != seat and name not in BOTS]
        if unknown:
            raise SaveFileError(f"{path}: unknown bot {unknown[0]!r}; bots are {', '.join(BOTS)}")
        try:
            session = cls.new(saved["variant"], rules, players, seat, bots, saved["seed"], target)
            for number, text in enumerate(saved["actions"], start=1):
                action = find_action(session.state.legal_actions(), str(text), rules)
                if action is None:
                    raise IllegalActionError(f"action {number} ({text!r}) is not legal there")
                session.apply(action)
        except (ValueError, IllegalActionError) as err:
            raise SaveFileError(f"{path}: the saved game does not replay: {err}") from None
        return session
