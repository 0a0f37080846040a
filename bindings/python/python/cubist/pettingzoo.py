"""PettingZoo environments for every Cubist game: AEC and parallel.

``cubist.pettingzoo.env("cube-conquest", players=3)`` gives an ``AECEnv`` whose
agents are ``player_0 .. player_{n-1}``. Each observation is a dict: ``"observation"``,
the seat's observation tensor (float32, the game's ``observation_shape``, built from
that seat's view only), and ``"action_mask"``, 1 for each legal action id (int8).

At a secret simultaneous choice (Cube Conquest's attack cards) the seats commit one
after the other, lowest first; a seat never observes another's secret card.
Rewards come at the end: +1 for a winner, -1 for the others, 0 for all in a draw.

``cubist.pettingzoo.parallel_env(game, **options)`` is the same game as a
``ParallelEnv``: every step takes the actions of the seats that must act now (one
seat in a sequential turn; every seat that commits at a secret choice, revealed
together). Seats that cannot act see an all-zero action mask; their actions, if
given, are ignored.
"""

from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers

import cubist


def spaces_of(game, agents):
    """Observation and action spaces of each agent (the same for every seat)."""
    shape = tuple(game.observation_shape())
    actions = game.num_distinct_actions()
    observation_spaces = {
        a: spaces.Dict(
            {
                "observation": spaces.Box(low=0.0, high=np.inf, shape=shape, dtype=np.float32),
                "action_mask": spaces.Box(low=0, high=1, shape=(actions,), dtype=np.int8),
            }
        )
        for a in agents
    }
    return observation_spaces, {a: spaces.Discrete(actions) for a in agents}


def observe(state, seat):
    """A seat's observation dict, from its own view only."""
    return {
        "observation": state.observation_tensor(seat),
        "action_mask": state.legal_actions_mask(seat).astype(np.int8),
    }


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
        self.observation_spaces, self.action_spaces = spaces_of(self.game, self.possible_agents)
        self._seed = seed
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def observe(self, agent):
        return observe(self.state, self._seat[agent])

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


class CubistParallel(ParallelEnv):
    """One Cubist game as a PettingZoo ParallelEnv.

    A step plays the actions of the seats in ``acting_players()``: the one mover of a
    sequential turn, or every seat committing a secret choice (checked together, then
    revealed). The other agents' actions are ignored and may be left out; their
    action mask is all zero, so ``action_space(a).sample(mask)`` gives them a
    placeholder. An acting seat's missing or illegal action raises ``ValueError`` and
    changes nothing. Rewards come at the end, as in the AEC form."""

    metadata = {"render_modes": ["ansi", "human"], "name": "cubist_v0"}

    def __init__(self, game: str, render_mode: str | None = None, seed: int | None = None, **options):
        self.game = cubist.load_game(game, **options)
        self.metadata = dict(self.metadata, name=f"cubist_{self.game.name.replace('-', '_')}_v0")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or one of {self.metadata['render_modes']}")
        self.render_mode = render_mode
        self.possible_agents = [f"player_{i}" for i in range(self.game.num_players())]
        self.agents = []
        self._seat = {a: i for i, a in enumerate(self.possible_agents)}
        self.observation_spaces, self.action_spaces = spaces_of(self.game, self.possible_agents)
        self._seed = seed
        self.state = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def _observe(self):
        return {a: observe(self.state, self._seat[a]) for a in self.agents}

    def _infos(self):
        acting = set(self.state.acting_players())
        return {a: {"acting": self._seat[a] in acting} for a in self.agents}

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = self._seed
            self._seed = None if seed is None else seed + 1
        self.state = self.game.new_initial_state(seed=seed)
        self.agents = self.possible_agents[:]
        return self._observe(), self._infos()

    def _chosen(self, actions):
        """The acting seats' actions, each checked legal (nothing played yet)."""
        chosen = {}
        for seat in self.state.acting_players():
            agent = self.possible_agents[seat]
            if actions.get(agent) is None:
                raise ValueError(f"{agent} must act now but has no action")
            action = int(actions[agent])
            if action not in self.state.legal_actions(seat):
                raise ValueError(f"action {action} is not legal for {agent}")
            chosen[seat] = action
        return chosen

    def step(self, actions):
        if not self.agents:
            raise ValueError("the game is over: call reset()")
        if not isinstance(actions, dict):
            raise TypeError("actions must be a dict of agent -> action id")
        chosen = self._chosen(actions)
        if self.state.is_simultaneous_node():
            self.state.apply_actions(chosen)
        else:
            ((seat, action),) = chosen.items()
            self.state.apply_action(action, seat)
        over = self.state.is_terminal()
        returns = self.state.returns()
        rewards = {a: float(returns[self._seat[a]]) if over else 0.0 for a in self.agents}
        observations, infos = self._observe(), self._infos()
        terminations = {a: over for a in self.agents}
        truncations = {a: False for a in self.agents}
        if over:
            self.agents = []
        if self.render_mode == "human":
            self.render()
        return observations, rewards, terminations, truncations, infos

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


def parallel_env(game: str, **kwargs) -> CubistParallel:
    """The game as a PettingZoo ParallelEnv (see ``CubistParallel``)."""
    return CubistParallel(game, **kwargs)


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
