"""Every variant as an OpenSpiel game (needs ``pip install 'pitch-rules[rl]'``).

Importing this module registers the Python game ``pitch_rules`` with pyspiel::

    import pyspiel
    import pitch_rules.openspiel  # noqa: F401  (registers the game)

    game = pyspiel.load_game("pitch_rules", {"variant": "smear", "players": 4})

Parameters: ``variant`` (a built-in id or a variant file's path), ``players`` (0:
the variant's usual number), ``mode`` (``match``: to the variant's end of the game,
returns +1 to each seat of the winning side and -1/(sides - 1) to the others, 0 to
all if cut off after ``max_deals`` deals; ``hand``: one deal, returns each seat's
side's score change as the variant scores it), ``target`` (0: the variant's) and
``max_deals``.

Chance nodes choose the first dealer (each seat alike), then every deal card by
card: each outcome is the next card off the shuffled deck (its card number), until
the deal has as many as the engine's own shuffle puts in place; the engine then
deals them in packets from the dealer's left, as it deals its own shuffles. A
player's action is its number in the variant's action table (:attr:`Rules.actions`).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
import pyspiel

from .engine import DEAL, GameState, Rules, SeatView
from .resources import schema
from .rl.encoding import Encoding, Received
from .variant.loader import load_variant

GAME_NAME = "pitch_rules"
MODES = ("match", "hand")
DEFAULTS: dict[str, int | str] = {"variant": "auction-pitch", "players": 0, "mode": "match", "target": 0, "max_deals": 200}
"""The game's parameters and their defaults (0: the variant's own number)."""


@dataclass(frozen=True, eq=False)
class Setup:
    """One loaded game: the variant's rules, the player count and the mode, and OpenSpiel's description of them."""

    params: tuple[tuple[str, int | str], ...]
    rules: Rules
    players: int
    mode: str
    target: int
    max_deals: int

    @property
    def sides(self) -> int:
        """The number of sides that score."""
        return len(self.rules.variant.sides.seats_by_side(self.players))

    def max_decisions_per_deal(self) -> int:
        """An upper bound on the actions of one deal: every card played or discarded once, and every call."""
        variant, players = self.rules.variant, self.players
        bids = len(variant.auction.bids) if variant.auction else 0
        calls = players + 2 * bids + 2  # passes, rising bids and the dealer's steals, a sale's two words
        return len(self.rules.card_names) + calls + 2 + 1 + players + 1  # begging, trump, each exchange turn's done

    def utility_bound(self) -> float:
        """How far one hand can move a score: the target and every point, bid and penalty of the variant added up."""
        variant = self.rules.variant
        auction = variant.auction
        begging = variant.trump.begging
        return float(
            self.target
            + sum(abs(point.value) for point in variant.points)
            + (max(auction.bids) + (auction.dealer_set_back or 0) if auction else 0)
            + (begging.gift if begging else 0)
            + sum(abs(points) for _, points in variant.trump.upcard_points)
        )

    def game_type(self) -> pyspiel.GameType:
        """OpenSpiel's description of the game: zero-sum as a match, general-sum hand by hand."""
        return _game_type(pyspiel.GameType.Utility.ZERO_SUM if self.mode == "match" else pyspiel.GameType.Utility.GENERAL_SUM)

    def game_info(self) -> pyspiel.GameInfo:
        """OpenSpiel's sizes of the game."""
        deals = self.max_deals if self.mode == "match" else 1
        bound = 1.0 if self.mode == "match" else self.utility_bound()
        return pyspiel.GameInfo(
            num_distinct_actions=len(self.rules.actions),
            max_chance_outcomes=max(len(self.rules.card_names), self.players),
            num_players=self.players,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0 if self.mode == "match" else None,
            max_game_length=deals * self.max_decisions_per_deal(),
        )


def _game_type(utility: pyspiel.GameType.Utility) -> pyspiel.GameType:
    players = schema("variant")["properties"]["players"]["properties"]
    return pyspiel.GameType(
        short_name=GAME_NAME,
        long_name="Pitch-family card game (pitch-rules variant)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=players["max"]["maximum"],
        min_num_players=players["min"]["minimum"],
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(DEFAULTS),
    )


def load_setup(params: tuple[tuple[str, int | str], ...]) -> Setup:
    """Load the variant a game's parameters name, and check the parameters (ValueError names the bad one)."""
    given = dict(params)
    unknown = sorted(set(given) - set(DEFAULTS))
    if unknown:
        raise ValueError(f"unknown parameter {unknown[0]!r}; the parameters are {', '.join(DEFAULTS)}")
    values = {**DEFAULTS, **given}
    rules = Rules.from_variant(load_variant(str(values["variant"])))
    allowed = rules.variant.players
    players = int(values["players"]) or allowed.default
    if not allowed.min <= players <= allowed.max:
        raise ValueError(f"{rules.variant.name} is for {allowed.min} to {allowed.max} players, not {players}")
    if values["mode"] not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}, not {values['mode']!r}")
    if int(values["max_deals"]) < 1:
        raise ValueError("max_deals must be at least 1")
    return Setup(
        params=tuple(sorted(values.items())),
        rules=rules,
        players=players,
        mode=str(values["mode"]),
        target=int(values["target"]) or rules.variant.game.target,
        max_deals=int(values["max_deals"]),
    )


class PitchGame(pyspiel.Game):  # type: ignore[misc]
    """A variant of the Pitch family, played as an OpenSpiel game."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        self.setup = load_setup(tuple(sorted((params or {}).items())))
        super().__init__(self.setup.game_type(), self.setup.game_info(), dict(self.setup.params))

    def new_initial_state(self) -> PitchState:
        """The state before the first dealer is chosen."""
        return PitchState(self)

    def make_py_observer(self, iig_obs_type: pyspiel.IIGObservationType | None = None, params: Any = None) -> Observer:
        """An observer: the default observation, the information state (perfect recall) or the public one."""
        return Observer(self.setup, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params)


class Table:
    """The game under way: the engine's state, the cards of the deal being drawn, and each seat's own receipts.

    ``received[seat]`` lists the cards the seat got after the deal (by drawing,
    exchanging, running the cards) with how many actions the deal had seen by then.
    ``actions`` is the whole action history (None for a resampled state, which has none).
    """

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.engine: GameState | None = None
        self.order: list[int] = []
        self.deals = 0
        self.moves = 0
        self.received: list[list[tuple[int, tuple[int, ...]]]] = [[] for _ in range(setup.players)]
        self.held: list[set[int]] = [set() for _ in range(setup.players)]
        self.actions: list[int] | None = []

    # ----- OpenSpiel's questions -----------------------------------------------

    def is_terminal(self) -> bool:
        """Whether the game is over: won, cut off, or (one hand) the deal played or thrown in."""
        engine = self.engine
        if engine is None:
            return False
        if engine.is_over:
            return True
        if engine.phase != DEAL:
            return False
        return self.deals >= (1 if self.setup.mode == "hand" else self.setup.max_deals)

    def current_player(self) -> int:
        """The seat to move, or OpenSpiel's chance or terminal player."""
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        if self.engine is None or self.engine.phase == DEAL:
            return int(pyspiel.PlayerId.CHANCE)
        return self.engine.to_move

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The first dealer, each seat alike; then the next card of the deal, each card not yet drawn alike."""
        if self.engine is None:
            outcomes = list(range(self.setup.players))
        else:
            drawn = set(self.order)
            outcomes = [c for c in range(len(self.setup.rules.card_names)) if c not in drawn]
        return [(outcome, 1.0 / len(outcomes)) for outcome in outcomes]

    def legal_actions(self) -> list[int]:
        """The numbers of the legal actions of the seat to move, in increasing order."""
        assert self.engine is not None
        number = self.setup.rules.action_number
        return sorted(number[action] for action in self.engine.legal_actions())

    def apply(self, action: int) -> None:
        """Apply a chance outcome or a player's action (by number)."""
        if self.actions is not None:
            self.actions.append(action)
        setup = self.setup
        engine = self.engine
        if engine is None:
            self.engine = GameState(
                setup.rules,
                setup.players,
                first_dealer=action,
                target=setup.target,
                max_hands=1 if setup.mode == "hand" else None,
                shuffle=False,
            )
        elif engine.phase == DEAL:
            self.order.append(action)
            if len(self.order) == engine.deal_size:
                engine.deal_cards(self.order)
                self.order, self.deals, self.moves = [], self.deals + 1, 0
                self.received = [[] for _ in range(setup.players)]
                self.held = [set(hand) for hand in engine.hands]
        else:
            engine.apply(setup.rules.actions[action])
            self.moves += 1
            self._note_receipts(engine)

    def _note_receipts(self, engine: GameState) -> None:
        for seat, hand in enumerate(engine.hands):
            held = self.held[seat]
            new = tuple(c for c in hand if c not in held)
            if new:
                self.received[seat].append((self.moves, new))
                held.update(new)

    def cut_off(self) -> bool:
        """Whether a match ended without a winner (after ``max_deals`` deals, or too many deals thrown in)."""
        engine = self.engine
        return self.setup.mode == "match" and engine is not None and engine.winner is None and self.is_terminal()

    def returns(self) -> list[float]:
        """Each seat's return: nothing before the end; then the win (a match) or its side's points (a hand)."""
        setup, engine = self.setup, self.engine
        if engine is None or not self.is_terminal():
            return [0.0] * setup.players
        side_of = engine.side_of
        if setup.mode == "hand":
            return [float(engine.scores[side_of[seat]]) for seat in range(setup.players)]
        if engine.winner is None:
            return [0.0] * setup.players
        loss = -1.0 / (setup.sides - 1)
        return [1.0 if side_of[seat] == engine.winner else loss for seat in range(setup.players)]

    def action_text(self, player: int, action: int) -> str:
        """A chance outcome or an action in words: ``first dealer 2``, ``deal TH``, ``bid 3``, ``TH``."""
        if player == pyspiel.PlayerId.CHANCE:
            if self.engine is None:
                return f"first dealer {action}"
            return f"deal {self.setup.rules.card_names[action]}"
        return str(self.setup.rules.actions[action])

    def view(self, seat: int) -> SeatView | None:
        """What ``seat`` sees (None before the first dealer is chosen)."""
        return None if self.engine is None else self.engine.view(seat)

    def __str__(self) -> str:
        engine = self.engine
        if engine is None:
            return "choosing the first dealer"
        names = self.setup.rules.card_names
        public = Encoding(self.setup.rules, self.setup.players, private=False).text(0, engine.view(0), self.deals)
        scores = " ".join(map(str, engine.scores))
        lines = [f"deal {self.deals}; dealer {engine.dealer}; scores {scores}; phase {engine.phase}; to move {engine.to_move}"]
        lines += public.splitlines()[1:]  # the public record, without the observing seat's header
        lines += [f"seat {seat} holds: {' '.join(names[c] for c in hand) or '-'}" for seat, hand in enumerate(engine.hands)]
        lines.append(f"stock: {' '.join(names[c] for c in engine.stock) or '-'}")
        if self.order:
            lines.append(f"drawn for the deal: {' '.join(names[c] for c in self.order)}")
        return "\n".join(lines)

    # ----- copies, resampling, serialization ------------------------------------

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        other = object.__new__(Table)
        other.__dict__.update(self.__dict__)
        other.engine = None if self.engine is None else self.engine.copy()
        other.order = list(self.order)
        other.received = [list(log) for log in self.received]
        other.held = [set(cards) for cards in self.held]
        other.actions = None if self.actions is None else list(self.actions)
        return other

    def __reduce__(self) -> tuple[Callable[..., Table], tuple[Any, ...]]:
        if self.actions is None:
            raise TypeError("a resampled state cannot be serialized: serialize the state it was sampled from")
        return _replayed, (self.setup.params, tuple(self.actions))

    def resampled(self, seat: int, rng: random.Random) -> Table:
        """A table ``seat`` cannot tell from this one: every card hidden from it dealt afresh by the engine."""
        if self.engine is None or self.engine.phase == DEAL:
            raise ValueError("resample a state where a seat is to move, not while the cards are being dealt")
        other = copy.deepcopy(self)
        engine = self.engine.determinize(seat, rng)
        engine.shuffle = False  # later deals are chance nodes again
        other.engine = engine
        other.actions = None
        for owner in range(self.setup.players):
            if owner != seat:  # another seat's receipts are hidden: in the sample, it was dealt what it holds
                other.received[owner] = []
                other.held[owner] = set(engine.deal[owner]) | set(engine.hands[owner])
        return other


_setup_for_replay = cache(load_setup)
"""Deserializing a state loads its variant once per set of parameters."""


def _replayed(params: tuple[tuple[str, int | str], ...], actions: tuple[int, ...]) -> Table:
    """A table rebuilt from its game's parameters and its action history (for unpickling)."""
    table = Table(_setup_for_replay(params))
    for action in actions:
        table.apply(action)
    return table


class PitchState(pyspiel.State):  # type: ignore[misc]
    """A game of a variant in progress, seen by OpenSpiel; everything is kept in its :class:`Table`."""

    def __init__(self, game: PitchGame) -> None:
        super().__init__(game)
        self.table = Table(game.setup)

    def current_player(self) -> int:
        """The seat to move, chance, or terminal."""
        return self.table.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        return self.table.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The chance outcomes and their probabilities."""
        return self.table.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.table.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        return self.table.action_text(player, action)

    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.table.is_terminal()

    def returns(self) -> list[float]:
        """Each seat's return so far (all at the end)."""
        return self.table.returns()

    def __str__(self) -> str:
        return str(self.table)


class Observer:
    """An OpenSpiel observer: a seat's view as a string and as a tensor of named pieces (see ``rl.encoding``).

    Supports the default observation, the information state (adds the seat's dealt
    and received cards) and the public observation (no own cards).
    """

    def __init__(self, setup: Setup, iig_obs_type: pyspiel.IIGObservationType, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        private = iig_obs_type.private_info
        if not iig_obs_type.public_info or private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("observations include the public information and at most one seat's own cards")
        self.encoding = Encoding(
            setup.rules,
            setup.players,
            private=private == pyspiel.PrivateInfoType.SINGLE_PLAYER,
            recall=iig_obs_type.perfect_recall,
        )
        self.tensor = np.zeros(self.encoding.size(), np.float32)
        self.dict: dict[str, Any] = {}
        start = 0
        for name, shape in self.encoding.pieces():
            size = int(np.prod(shape))
            self.dict[name] = self.tensor[start : start + size].reshape(shape)
            start += size

    def _received(self, table: Table, player: int) -> Received:
        return table.received[player] if self.encoding.recall else ()

    def set_from(self, state: PitchState, player: int) -> None:
        """Write what ``player`` sees of ``state`` into ``tensor``."""
        self.tensor.fill(0)
        table = state.table
        self.encoding.write(self.dict, player, table.view(player), self._received(table, player))

    def string_from(self, state: PitchState, player: int) -> str:
        """What ``player`` sees of ``state``, as text."""
        table = state.table
        return self.encoding.text(player, table.view(player), table.deals, self._received(table, player))


def resample(state: PitchState, player: int, rng: random.Random) -> PitchState:
    """A state ``player`` cannot tell from ``state``, the cards it cannot see dealt afresh (``SeatView.sample_state``).

    The sample keeps ``player``'s information state; it has no action history.
    """
    other: PitchState = state.get_game().new_initial_state()
    other.table = state.table.resampled(player, rng)
    return other


def resampler(seed: int | None = None) -> Callable[[PitchState, int], PitchState]:
    """A resampling callback for OpenSpiel's Python ISMCTS bot (``bot.set_resampler(resampler(7))``)."""
    rng = random.Random(seed)
    return lambda state, player: resample(state, player, rng)


pyspiel.register_game(_game_type(pyspiel.GameType.Utility.ZERO_SUM), PitchGame)
