"""A Gymnasium single-agent environment: one seat of a Cubist game against computer
players.

``cubist.gym.SingleAgentEnv("squadro", opponent="easy", seat=0)`` plays the other
seats with ``cubist.agent(opponent)``. Observations are the seat's observation tensor;
the legal actions are in ``info["action_mask"]`` and ``env.action_masks()`` (the
convention of maskable policies). The reward is the seat's return at the end (+1 win,
-1 loss, 0 draw) and 0 before; an illegal action raises ``ValueError``.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
from gymnasium import spaces

import cubist


class SingleAgentEnv(gym.Env):
    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        game: str,
        opponent: str = "easy",
        seat: int | None = 0,
        render_mode: str | None = None,
        **options,
    ):
        self.game = cubist.load_game(game, **options)
        self.opponent = opponent
        self.seat_choice = seat
        self.seat = 0 if seat is None else seat
        self.render_mode = render_mode
        shape = tuple(self.game.observation_shape())
        self.observation_space = spaces.Box(low=0.0, high=np.inf, shape=shape, dtype=np.float32)
        self.action_space = spaces.Discrete(self.game.num_distinct_actions())
        self.state = None
        self._agents = None

    def action_masks(self) -> np.ndarray:
        """Legal actions of the seat, as bools (for maskable policies)."""
        return self.state.legal_actions_mask(self.seat).astype(bool)

    def _info(self):
        return {"action_mask": self.state.legal_actions_mask(self.seat).astype(np.int8)}

    def _play_others(self):
        while not self.state.is_terminal():
            acting = self.state.acting_players()
            if self.seat in acting and acting[0] == self.seat:
                return
            other = next(s for s in acting if s != self.seat)
            self.state.apply_action(self._agents[other].choose(self.state, other), other)

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**63))
        if self.seat_choice is None:
            self.seat = int(self.np_random.integers(0, self.game.num_players()))
        self.state = self.game.new_initial_state(seed=game_seed)
        self._agents = {
            s: cubist.agent(self.opponent, seed=game_seed + s)
            for s in range(self.game.num_players())
            if s != self.seat
        }
        self._play_others()
        return self.state.observation_tensor(self.seat), self._info()

    def step(self, action):
        self.state.apply_action(int(action), self.seat)
        self._play_others()
        done = self.state.is_terminal()
        reward = float(self.state.returns()[self.seat]) if done else 0.0
        if self.render_mode == "human":
            print(self.render())
        return self.state.observation_tensor(self.seat), reward, done, False, self._info()

    def render(self):
        return self.state.observation_string(self.seat)
