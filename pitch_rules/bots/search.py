"""A search bot: determinized Monte Carlo over the worlds a seat cannot tell apart.

For each decision the bot deals the cards it cannot see afresh, consistently with
what it has seen (:meth:`SeatView.world_sampler`: cards already played, voids
shown by not following suit), tries every legal action in that world, and plays
the rest of the hand out with :class:`GreedyBot`'s choices at every seat (in play,
:func:`playout_card`, read from the state without building views). Every action
is tried in the same worlds, so their outcomes differ by the action and not by the
luck of the sample. The action with the best average outcome is chosen.

An outcome is read from the variant's own scoring: the bot's side's score change
over the rest of the hand minus the average change of the other sides, plus the
target score when the hand ends the game in the bot's side's favour (minus it
when it ends it for another side). Nothing about any one game is written here.
"""

from __future__ import annotations

import random
import time

from ..engine import OVER, PLAY, Action, GameState, SeatView
from ..engine.generators import SeededOnFirstDraw
from .greedy import GreedyBot, playout_card

DEFAULT_WORLDS = 10
"""Worlds sampled per decision by default (benchmarks/bot_strength.py times a decision)."""


class SearchBot:
    """Determinized Monte Carlo search with greedy playouts to the end of the hand.

    ``worlds`` caps the sampled worlds per decision (the same view and random
    state then always give the same action); ``time_limit`` (seconds) caps the
    time, at least one world is always sampled. Give either or both.
    """

    def __init__(
        self, rng: random.Random, *, worlds: int | None = DEFAULT_WORLDS, time_limit: float | None = None
    ) -> None:
        if worlds is None and time_limit is None:
            raise ValueError("a search bot needs a budget: worlds, time_limit or both")
        self.rng = rng
        self.worlds = worlds
        self.time_limit = time_limit

    def choose(self, view: SeatView) -> Action:
        """The legal action with the best average playout over sampled worlds."""
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        started = time.perf_counter()
        side = view.side_of[view.seat]
        scores = view.scores
        totals = [0.0] * len(legal)
        last = len(legal) - 1
        sampler = view.world_sampler()
        sampled = 0
        while True:
            world = sampler.sample(self.rng)
            policy_seed = self.rng.random()  # every action's playout draws the same numbers
            world.max_hands = len(world.history) + 1  # stop after this hand rather than deal the next
            for index, action in enumerate(legal):
                # A copy deals a deal thrown in again as the world would; the last action is tried on the world itself.
                trial = world.copy() if index < last else world
                trial.apply_legal(action)
                totals[index] += _playout(trial, side, scores, SeededOnFirstDraw(policy_seed))
            sampled += 1
            if self.worlds is not None and sampled >= self.worlds:
                break
            if self.time_limit is not None and time.perf_counter() - started >= self.time_limit:
                break
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]


def _playout(state: GameState, side: int, scores_before: list[int], rng: random.Random) -> float:
    """Finish the hand of ``state`` with greedy play everywhere; the outcome for ``side``.

    In play every seat plays :func:`playout_card`, the greedy bot's card without building the seat's view.
    """
    policy = GreedyBot(rng)
    play_actions = state.rules.play_actions
    while True:
        phase = state.phase
        if phase == PLAY:
            state.apply_legal(play_actions[playout_card(state)])
        elif phase == OVER:
            return outcome(state, side, scores_before)
        else:
            state.apply_legal(policy.choose(state.view(state.to_move)))


def outcome(state: GameState, side: int, scores_before: list[int]) -> float:
    """How good the play since ``scores_before`` was for ``side``.

    Its score change less the average change of the other sides, plus the target
    if the game ended in its favour, minus the target if it ended for another side.
    """
    changes = [after - before for after, before in zip(state.scores, scores_before)]
    others = [change for other, change in enumerate(changes) if other != side]
    value = changes[side] - sum(others) / len(others)
    if state.winner is not None:
        value += state.target if state.winner == side else -state.target
    return value
