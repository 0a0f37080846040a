"""PettingZoo AEC environments for every Cubist game.

``cubist.pettingzoo.env("cube-conquest", players=3)`` gives an ``AECEnv`` whose
agents are ``player_0 .. player_{n-1}``. Each observation is a dict: ``"observation"``,
the seat's observation tensor (float32, the game's ``observation_shape``, built from
that seat's view only), and ``"action_mask"``, 1 for each legal action id (int8).

At a secret simultaneous choice (Cube Conquest's attack cards) the seats commit one
after the other, lowest first; a seat never observes another's secret card.
Rewards come at the end: +1 for a winner, -1 for the others, 0 for all in a draw.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import cubist


class CubistAEC(AECEnv):
    """One Cubist game as a PettingZoo AEC environment."""

    metadata = {"render_modes": ["ansi", "human"], "name": "cubist_v0", "is_parallelizable": False}

    def __init__(self, game: str, render_mode: str | None = None, seed: int | None = None, **options):
        super().__init__()
        self.game = cubist.load_game(game, **options)
        self.metadata = dict(self.metadata, name=f"cubist_{self.game.name.replace('-', '_')}_v0")
        self.render_mode = render_mode
        n = self.game.num_players()
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        shape = tuple(self.game.observation_shape())
        actions = self.game.num_distinct_actions()
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(low=0.0, high=np.inf, shape=shape, dtype=np.float32),
                    "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(actions) for a in self.possible_agents}
        self._seed = seed
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def observe(self, agent):
        seat = self._seat[agent]
        return {
            "observation": self.state.observation_tensor(seat),
            "action_mask": self.state.legal_actions_mask(seat).astype(np.int8),
        }

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = self._seed
            self._seed = None if seed is None else seed + 1
        self.state = self.game.new_initial_state(seed=seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _select(self):
        acting = self.state.acting_players()
        if acting:
            self.agent_selection = self.possible_agents[acting[0]]

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action), self._seat[agent])
        if self.state.is_terminal():
            returns = self.state.returns()
            for a in self.agents:
                self.rewards[a] = float(returns[self._seat[a]])
                self.terminations[a] = True
        else:
            for a in self.agents:
                self.rewards[a] = 0.0
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            return None
        text = self.state.observation_string()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        pass


def raw_env(game: str, **kwargs) -> CubistAEC:
    """The environment without PettingZoo's checking wrappers."""
    return CubistAEC(game, **kwargs)


def env(game: str, **kwargs):
    """The environment with PettingZoo's usual wrappers (illegal actions and out-of-
    order calls raise instead of passing silently)."""
    e = raw_env(game, **kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e
