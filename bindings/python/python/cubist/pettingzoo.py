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

Both take ``illegal=``: ``"lose"`` (the default) ends the game when an acting seat
plays an illegal action, -1 for that seat and 0 for the others, with
``infos[agent]["illegal_action"] = True`` (PettingZoo's classic convention);
``"raise"`` raises ``ValueError`` and changes nothing; ``"random"`` plays a random
legal action instead (drawn from the environment's seed) and flags it the same way.
``max_cycles=N`` truncates the game after N steps of the parallel form, and in the AEC
form once the seat to act has made N actions. ``module(game, **options)`` gives an
object with ``env`` and ``parallel_env`` for PettingZoo tests that take a module, and
``ArrayObservations`` the AEC form with flat array observations (see its doc).
"""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv, ParallelEnv
from pettingzoo.utils import wrappers

import cubist

ILLEGAL = ("lose", "raise", "random")


def _check_settings(illegal, max_cycles):
    if illegal not in ILLEGAL:
        raise ValueError(f"illegal must be one of {', '.join(ILLEGAL)}, not {illegal!r}")
    if max_cycles is not None and (not isinstance(max_cycles, int) or max_cycles < 1):
        raise ValueError(f"max_cycles must be a positive integer or None, not {max_cycles!r}")


def _is_legal(state, seat, action) -> bool:
    try:
        return int(action) in state.legal_actions(seat)
    except (TypeError, ValueError, OverflowError):
        return False


def spaces_of(game, agents):
    """Observation and action spaces of each agent (the same for every seat)."""
    shape = tuple(game.observation_shape())
    actions = game.num_distinct_actions()
    observation_spaces = {
        a: spaces.Dict(
            {
                "observation": spaces.Box(
                    low=0.0, high=game.observation_high(), shape=shape, dtype=np.float32
                ),
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

    def __init__(
        self,
        game: str,
        render_mode: str | None = None,
        seed: int | None = None,
        illegal: str = "lose",
        max_cycles: int | None = None,
        **options,
    ):
        super().__init__()
        _check_settings(illegal, max_cycles)
        self.illegal, self.max_cycles = illegal, max_cycles
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
        self._rng = np.random.default_rng(seed)
        self._actions = {a: 0 for a in self.possible_agents}
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
        self.infos[agent].pop("illegal_action", None)
        seat = self._seat[agent]
        for a in self.agents:
            self.rewards[a] = 0.0
        if not _is_legal(self.state, seat, action):
            if self.illegal == "raise":
                raise ValueError(f"action {action} is not legal for {agent}")
            self.infos[agent]["illegal_action"] = True
            if self.illegal == "lose":
                self._end({agent: -1.0})
                return
            action = self._rng.choice(self.state.legal_actions(seat))
        self.state.apply_action(int(action), seat)
        self._actions[agent] += 1
        if self.state.is_terminal():
            returns = self.state.returns()
            self._end({a: float(returns[self._seat[a]]) for a in self.agents})
            return
        self._select()
        if self.max_cycles is not None and self._actions[self.agent_selection] >= self.max_cycles:
            self.truncations = {a: True for a in self.agents}
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _end(self, rewards):
        for a in self.agents:
            self.rewards[a] = rewards.get(a, 0.0)
            self.terminations[a] = True
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
    changes nothing with ``illegal="raise"``; see the module for the other settings.
    Rewards come at the end, as in the AEC form."""

    metadata = {"render_modes": ["ansi", "human"], "name": "cubist_v0"}

    def __init__(
        self,
        game: str,
        render_mode: str | None = None,
        seed: int | None = None,
        illegal: str = "lose",
        max_cycles: int | None = None,
        **options,
    ):
        _check_settings(illegal, max_cycles)
        self.illegal, self.max_cycles = illegal, max_cycles
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
        self._rng = np.random.default_rng(seed)
        self._steps = 0
        self.agents = self.possible_agents[:]
        return self._observe(), self._infos()

    def _chosen(self, actions):
        """The acting seats' actions, and the agents whose action was illegal (nothing
        played yet; with ``illegal="raise"`` an illegal one raises)."""
        chosen, offenders = {}, []
        for seat in self.state.acting_players():
            agent = self.possible_agents[seat]
            action = actions.get(agent)
            if action is None and self.illegal == "raise":
                raise ValueError(f"{agent} must act now but has no action")
            if action is None or not _is_legal(self.state, seat, action):
                if self.illegal == "raise":
                    raise ValueError(f"action {action} is not legal for {agent}")
                offenders.append(agent)
                action = self._rng.choice(self.state.legal_actions(seat))
            chosen[seat] = int(action)
        return chosen, offenders

    def step(self, actions):
        if not self.agents:
            raise ValueError("the game is over: call reset()")
        if not isinstance(actions, dict):
            raise TypeError("actions must be a dict of agent -> action id")
        chosen, offenders = self._chosen(actions)
        if offenders and self.illegal == "lose":
            return self._finish({a: -1.0 for a in offenders}, offenders, truncated=False)
        if self.state.is_simultaneous_node():
            self.state.apply_actions(chosen)
        else:
            ((seat, action),) = chosen.items()
            self.state.apply_action(action, seat)
        self._steps += 1
        if self.state.is_terminal():
            returns = self.state.returns()
            rewards = {a: float(returns[self._seat[a]]) for a in self.agents}
            return self._finish(rewards, offenders, truncated=False)
        if self.max_cycles is not None and self._steps >= self.max_cycles:
            return self._finish({}, offenders, truncated=True)
        observations, infos = self._observe(), self._infos()
        for a in offenders:
            infos[a]["illegal_action"] = True
        rewards = {a: 0.0 for a in self.agents}
        false = {a: False for a in self.agents}
        if self.render_mode == "human":
            self.render()
        return observations, rewards, false, dict(false), infos

    def _finish(self, rewards, offenders, truncated):
        observations, infos = self._observe(), self._infos()
        for a in offenders:
            infos[a]["illegal_action"] = True
        rewards = {a: rewards.get(a, 0.0) for a in self.agents}
        terminations = {a: not truncated for a in self.agents}
        truncations = {a: truncated for a in self.agents}
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
    """The environment with PettingZoo's usual wrappers (out-of-range actions and
    out-of-order calls raise instead of passing silently)."""
    e = raw_env(game, **kwargs)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    e = wrappers.OrderEnforcingWrapper(e)
    return e


def module(game: str, seed: int | None = None, **options) -> SimpleNamespace:
    """``env`` and ``parallel_env`` of one game with its options, as the module-like
    object PettingZoo's ``max_cycles_test`` takes. With ``seed``, every environment
    made starts its games from it and its action spaces sample from it, so a test that
    samples unmasked actions runs the same every time."""

    def seeded(e):
        if seed is not None:
            for i, a in enumerate(e.possible_agents):
                e.action_space(a).seed(seed + i)
        return e

    return SimpleNamespace(
        env=lambda **kw: seeded(env(game, seed=seed, **{**options, **kw})),
        parallel_env=lambda **kw: seeded(parallel_env(game, seed=seed, **{**options, **kw})),
    )


class ArrayObservations(wrappers.BaseWrapper):
    """An AEC environment (from ``env`` or ``raw_env``) whose observations are flat
    float32 arrays, the observation tensor then the action mask, for tools that take
    arrays only; and whose ``step`` returns the observation of the agent to act next
    (None once no agent is left), as PettingZoo's ``bombardment_test`` reads it."""

    def __init__(self, env):
        super().__init__(env)
        game = env.unwrapped.game
        size = int(np.prod(game.observation_shape())) + game.num_distinct_actions()
        high = max(1.0, game.observation_high())  # the mask's values are 0 and 1
        box = spaces.Box(low=0.0, high=high, shape=(size,), dtype=np.float32)
        self._spaces = {a: box for a in env.possible_agents}

    def observation_space(self, agent):
        return self._spaces[agent]

    def observe(self, agent):
        o = self.env.observe(agent)
        mask = o["action_mask"].astype(np.float32)
        return np.concatenate([o["observation"].reshape(-1), mask])

    def step(self, action):
        self.env.step(action)
        return self.observe(self.agent_selection) if self.agents else None
