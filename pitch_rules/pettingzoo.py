"""Every variant as a PettingZoo AEC environment (needs ``pip install 'pitch-rules[rl]'``).

::

    from pitch_rules.pettingzoo import env

    table = env(variant="smear", players=4, mode="hand")
    table.reset(seed=1)
    for agent in table.agent_iter():
        observation, reward, termination, truncation, info = table.last()
        mask = observation["action_mask"]
        table.step(None if termination or truncation else table.action_space(agent).sample(mask))

The environment plays the OpenSpiel game of :mod:`pitch_rules.openspiel` with the
same parameters: the same action numbers, the observation tensor of the seat as
``observation`` and its legal actions as ``action_mask``; the deals are drawn from
the generator ``reset(seed=...)`` seeds. Rewards come at the end: the game's
returns. A match cut off after ``max_deals`` deals ends in truncation.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from .openspiel import GAME_NAME, Observer, PitchGame, PitchState

Observation = dict[str, npt.NDArray[Any]]


def env(**options: Any) -> AECEnv[str, Observation, int]:
    """The environment with PettingZoo's usual checks: illegal moves end the game, actions in range, calls in order."""
    wrapped: AECEnv[str, Observation, int] = raw_env(**options)
    wrapped = wrappers.TerminateIllegalWrapper(wrapped, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


class raw_env(AECEnv[str, Observation, int]):  # type: ignore[misc]  # noqa: N801 (PettingZoo's name)
    """A variant as an AEC environment: agents ``player_0``... in seat order.

    ``variant`` (a built-in id or a file path), ``players``, ``mode`` (``match`` or
    ``hand``), ``target`` and ``max_deals`` are the OpenSpiel game's parameters.
    ``render_mode="ansi"`` returns the whole table as text, ``"human"`` prints it.
    """

    metadata = {"name": "pitch_rules_v0", "render_modes": ["human", "ansi"], "is_parallelizable": False}

    def __init__(
        self,
        variant: str = "auction-pitch",
        players: int = 0,
        mode: str = "match",
        target: int = 0,
        max_deals: int = 200,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        params = {"variant": variant, "players": players, "mode": mode, "target": target, "max_deals": max_deals}
        game = pyspiel.load_game(GAME_NAME, params)
        assert isinstance(game, PitchGame)
        self.game = game
        self.observer = Observer(game.setup, pyspiel.IIGObservationType(perfect_recall=False), None)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{seat}" for seat in range(game.num_players())]
        actions = game.num_distinct_actions()
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(-np.inf, np.inf, shape=self.observer.tensor.shape, dtype=np.float32),
                    "action_mask": spaces.Box(0, 1, shape=(actions,), dtype=np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.state: PitchState = game.new_initial_state()
        self.np_random, _ = seeding.np_random(None)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same for every agent)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action numbers of the variant (:attr:`Rules.actions`)."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game, the deals drawn from a generator seeded by ``seed``."""
        if seed is not None or not hasattr(self, "agents"):
            self.np_random, _ = seeding.np_random(seed)
        self.state = self.game.new_initial_state()
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._deal()
        self.agent_selection = self.possible_agents[self.state.current_player()]

    def _deal(self) -> None:
        """Play the chance nodes (the first dealer, the cards) until a seat is to move or the game is over."""
        state = self.state
        while state.is_chance_node():
            outcomes, probabilities = zip(*state.chance_outcomes())
            state.apply_action(int(self.np_random.choice(outcomes, p=probabilities)))

    def observe(self, agent: str) -> Observation:
        """The seat's observation tensor and, when it is to move, its legal actions."""
        seat = self.possible_agents.index(agent)
        self.observer.set_from(self.state, seat)
        mask = np.zeros(self.game.num_distinct_actions(), np.int8)
        if not self.state.is_terminal() and self.state.current_player() == seat:
            mask[self.state.legal_actions()] = 1
        return {"observation": self.observer.tensor.copy(), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Take the selected agent's action (None once it is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert action is not None
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action))
        self._deal()
        if self.state.is_terminal():
            returns = self.state.returns()
            self.rewards = {name: float(returns[seat]) for seat, name in enumerate(self.possible_agents)}
            ended = self.truncations if self.state.table.cut_off() else self.terminations
            for name in self.agents:
                ended[name] = True
            self.agent_selection = self.agents[0]
        else:
            self.rewards = {name: 0.0 for name in self.agents}
            self.agent_selection = self.possible_agents[self.state.current_player()]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The whole table as text (``ansi``), or printed (``human``)."""
        text = str(self.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""
