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
from ..dsl import NumberLimitError
from ..engine import Action, GameState, Rules
from .. import resources
from ..errors import IllegalActionError, PitchRulesError
from ..fileio import Written, describe_os_error, read_limited, write_or_rescue
from ..jsoninput import JsonInputError, show_text, strict_loads
from ..limits import MAX_PLAYERS, MAX_SEED, MAX_TARGET, MIN_PLAYERS
from ..problems import Said, say
from ..variant.loader import load_variant

SAVE_FORMAT = "pitch-save/1"
HUMAN = "human"
MAX_SAVE_BYTES = 8 * 1024 * 1024
"""Largest save file read; a long game takes well under a megabyte."""

_FIELDS: dict[str, tuple[type, str]] = {
    "variant": (str, "text"),
    "variant_id": (str, "text"),
    "players": (int, "whole_number"),
    "seat": (int, "whole_number"),
    "bots": (list, "list"),
    "seed": (int, "whole_number"),
    "actions": (list, "list"),
}
"""Each field a save must have: its type, and the kind the message save.missing names it by."""


class SaveFileError(PitchRulesError):
    """A saved game cannot be read or does not replay; its words are the file's place, then a message of
    ``commands.ftl`` (``save.*``) in the language of the command's lines (:mod:`pitch_rules.problems`)."""


def _settings_problem(saved: dict[str, Any]) -> str | None:
    """What is wrong with a save's table settings, checked as the command line checks them (said in the current
    language); None if nothing."""
    for key, (kind, words) in _FIELDS.items():
        value = saved.get(key)
        if not isinstance(value, kind) or isinstance(value, bool):
            return say("save.missing", key=key, kind=words)
    if not MIN_PLAYERS <= saved["players"] <= MAX_PLAYERS:
        return say("save.players", players=saved["players"], min=MIN_PLAYERS, max=MAX_PLAYERS)
    if not -MAX_SEED <= saved["seed"] <= MAX_SEED:
        return say("save.seed")
    target = saved.get("target")
    if target is not None and (not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= MAX_TARGET):
        return say("save.target", max=MAX_TARGET)
    if not isinstance(saved.get("settings", []), list):
        return say("save.text_list", key="settings")
    for key in ("bots", "actions", "settings"):
        if not all(isinstance(item, str) for item in saved.get(key, [])):
            return say("save.text_list", key=key)
    return None


def _bad_json(problem: Said) -> str:
    """How a JSON problem reads in a save-file message: the strict reader's words (the JSON reader's own, for JSON
    that is not valid), in the current language's sentence."""
    return say("save.bad_json", problem=str(problem.values["problem"] if problem.key == "bad_json.invalid" else problem))


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
            **({"settings": list(self.rules.variant.settings)} if self.rules.variant.settings else {}),
        }

    def save(self, path: str | Path, replace: bool = True) -> Written:
        """Write the game to ``path`` (atomically: the old file or the whole new one).

        With ``replace`` false a file already at ``path`` is left alone and the game
        goes to a free name beside it. If the game cannot go there it goes to a file in
        the temporary folder instead; the answer says where. WriteFailedError if neither can be.
        """
        return write_or_rescue(path, (json.dumps(self.to_json(), indent=1) + "\n").encode("utf-8"), replace)

    @classmethod
    def load(cls, path: str | Path, allow: tuple[str, ...] = ()) -> GameSession:
        """Read a saved game and replay it to where it stopped; SaveFileError if it cannot be.

        A save file is checked as strictly as the command line that starts a game;
        ``allow`` lists the folders its variant's ``extends`` may read besides its own.
        """
        try:
            raw = read_limited(path, MAX_SAVE_BYTES)
        except OSError as err:
            raise SaveFileError(f"{path}: {say('save.unreadable', reason=describe_os_error(err))}") from None
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveFileError(f"{path}: {say('save.too_large', mib=MAX_SAVE_BYTES >> 20)}")
        try:
            saved = strict_loads(raw.decode("utf-8"))
        except UnicodeDecodeError as err:
            raise SaveFileError(f"{path}: {say('save.not_utf8', byte=err.start)}") from None
        except JsonInputError as err:
            raise SaveFileError(f"{path}:{err.line}:{err.column or 1}: {_bad_json(err.said)}") from None
        if not isinstance(saved, dict) or saved.get("format") != SAVE_FORMAT:
            raise SaveFileError(f"{path}: {say('save.no_format', format=SAVE_FORMAT)}")
        problem = _settings_problem(saved)
        if problem:
            raise SaveFileError(f"{path}: {say('save.not_a_game', problem=problem)}")
        target = saved.get("target")
        reference = saved["variant"]
        builtin = resources.builtin_variant_path(reference)
        if builtin is None and not reference.endswith((".yaml", ".yml")):
            raise SaveFileError(f"{path}: {say('save.variant_not_file', variant=show_text(reference))}")
        try:
            source = reference if builtin is None else str(builtin)  # a built-in id, never a file of that name here
            variant = load_variant(source, saved.get("settings", ()), allow=allow, settings_place=f"{path}: settings")
        except (OSError, PitchRulesError) as err:
            reason = describe_os_error(err) if isinstance(err, OSError) else str(err)
            unloadable = say("save.variant_unloadable", variant=show_text(reference), reason=reason)
            raise SaveFileError(f"{path}: {unloadable}") from None
        if variant.id != saved["variant_id"]:
            changed = say("save.variant_changed", was=show_text(saved["variant_id"]), reference=reference, now=show_text(variant.id))
            raise SaveFileError(f"{path}: {changed}")
        rules = Rules.from_variant(variant)
        players, seat, bots = saved["players"], saved["seat"], tuple(saved["bots"])
        if len(bots) != players or not 0 <= seat < players:
            seats = say("save.seats", players=players, seat=seat, bots=len(bots))
            raise SaveFileError(f"{path}: {say('save.not_a_game', problem=seats)}")
        if not variant.players.min <= players <= variant.players.max:
            players_range = say("cli.players_range", variant=variant.name, min=variant.players.min, max=variant.players.max)
            raise SaveFileError(f"{path}: {say('save.not_a_game', problem=players_range)}")
        unknown = [name for s, name in enumerate(bots) if s != seat and name not in BOTS]
        if unknown:
            raise SaveFileError(f"{path}: {say('save.unknown_bot', name=show_text(unknown[0]), bots=', '.join(BOTS))}")
        try:
            session = cls.new(saved["variant"], rules, players, seat, bots, saved["seed"], target)
            for number, text in enumerate(saved["actions"], start=1):
                action = find_action(session.state.legal_actions(), text, rules)
                if action is None:
                    raise IllegalActionError(say("save.not_legal", number=number, action=show_text(text)))
                session.apply(action)
        except (ValueError, IllegalActionError, NumberLimitError) as err:  # the last: a house rule's score past the limit
            raise SaveFileError(f"{path}: {say('save.no_replay', problem=str(err))}") from None
        return session
