"""A Gymnasium vector environment on ``VecGame``: many games of one kind, one seat of
each played by the learner, the others by a computer player.

``gymnasium.make_vec("cubist/Squadro-v0", num_envs=256, opponent="random")`` (after
``import cubist.gym``) builds ``VectorEnv("squadro", num_envs=256, opponent="random")``.
Each sub-environment behaves as ``cubist.gym.SingleAgentEnv`` with the same arguments:
the learner's observation, a reward at the end (+1, -1, 0), ``info["action_mask"]``
(``num_envs × actions``, int8) and ``action_masks()``, and the same illegal-action
policy. Games reset themselves as they end, in the same step (Gymnasium's
``AutoresetMode.SAME_STEP``): the observation returned with ``terminated`` is already
the next game's first one. The terminal observation itself is not returned (no
``info["final_obs"]``): episodes only terminate, never truncate, so no value is
bootstrapped from it.

Opponent moves are played inside ``VecGame`` too: ``opponent="random"`` draws them in
Rust for all games in one call; any other level asks ``cubist.agent(opponent)`` game by
game.
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

import cubist
from cubist.gym import check_illegal, observation_space


class VectorEnv(gym.vector.VectorEnv):
    """``num_envs`` games of ``game``; the learner plays ``seat`` (``None``: a random
    seat per game) against ``opponent``."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(
        self,
        game: str,
        num_envs: int = 1,
        opponent: str = "easy",
        seat: int | None = 0,
        illegal: str = "lose",
        threads: int | None = None,
        **options,
    ):
        if not isinstance(num_envs, (int, np.integer)) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive integer, not {num_envs!r}")
        self.illegal = check_illegal(illegal)
        self.vec = cubist.VecGame(game, int(num_envs), threads=threads, **options)
        self.game = cubist.load_game(game, **options)
        players = self.vec.num_players()
        if seat is not None and not (isinstance(seat, (int, np.integer)) and 0 <= seat < players):
            raise ValueError(f"seat must be None or a seat 0..{players - 1}, not {seat!r}")
        cubist.agent(opponent)  # a bad spec fails here
        self.opponent = opponent
        self.seat_choice = seat
        self.num_envs = int(num_envs)
        self.single_observation_space = observation_space(self.game)
        self.single_action_space = spaces.Discrete(self.vec.num_distinct_actions())
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.seats = np.zeros(self.num_envs, dtype=np.int64)
        self._masks = None
        self._agents = None
        self._rows = np.arange(self.num_envs)

    def action_masks(self) -> np.ndarray:
        """Legal actions of each game's learner, ``num_envs × actions`` bools."""
        return self._masks.copy()

    def reset(self, *, seed=None, options=None):
        if seed is not None:
            if not isinstance(seed, (int, np.integer)):
                raise TypeError("seed must be one integer for all the games (or None)")
            self._np_random, self._np_random_seed = seeding.np_random(int(seed))
        game_seed = int(self.np_random.integers(0, 2**63))
        self._agents = {
            s: cubist.agent(self.opponent, seed=game_seed + s) for s in range(self.vec.num_players())
        }
        self._pick_seats(np.ones(self.num_envs, dtype=bool))
        obs, masks, players = self.vec.reset(seed=game_seed)
        rewards = np.zeros(self.num_envs)
        obs, masks = self._play_opponents(obs, masks, players, rewards, np.zeros(self.num_envs, dtype=bool))
        self._masks = masks
        return obs, self._infos(None)

    def step(self, actions):
        if self._masks is None:
            raise ValueError("call reset() before step()")
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,) or not np.issubdtype(actions.dtype, np.integer):
            raise ValueError(f"actions must be {self.num_envs} integers, got {actions.dtype} {actions.shape}")
        actions = actions.astype(np.int64)
        n_actions = self.single_action_space.n
        inside = (actions >= 0) & (actions < n_actions)
        illegal = ~inside
        illegal[inside] = ~self._masks[self._rows[inside], actions[inside]]
        if illegal.any() and self.illegal == "raise":
            first = int(np.flatnonzero(illegal)[0])
            raise ValueError(f"action {int(actions[first])} is not legal in game {first}")
        sent = np.where(illegal, cubist.VecGame.ABANDON, actions)
        obs, masks, players, returns, dones = self.vec.step(sent)
        rewards = returns[self._rows, self.seats].astype(np.float64)
        rewards[illegal] = -1.0
        terminated = dones.copy()
        self._pick_seats(terminated)
        obs, masks = self._play_opponents(obs, masks, players, rewards, terminated)
        self._masks = masks
        truncated = np.zeros(self.num_envs, dtype=bool)
        return obs, rewards, terminated, truncated, self._infos(illegal)

    def _pick_seats(self, which):
        """The learner's seat in the games starting now (marked in ``which``)."""
        if self.seat_choice is not None:
            self.seats[which] = self.seat_choice
        elif which.any():
            self.seats[which] = self.np_random.integers(0, self.vec.num_players(), size=int(which.sum()))

    def _play_opponents(self, obs, masks, players, rewards, terminated):
        """Let the opponents move until every game waits for its learner. A game the
        opponents end adds its result to ``rewards`` and is marked in ``terminated``."""
        moved = False
        while True:
            waiting = players != self.seats
            if not waiting.any():
                break
            moved = True
            actions = self._opponent_actions(players, waiting)
            actions[~waiting] = cubist.VecGame.WAIT
            _, _, players, returns, dones = self.vec.step(actions, observe=False)
            ended = dones & ~terminated
            rewards[ended] = returns[ended, self.seats[ended]]
            terminated |= ended
            self._pick_seats(dones)
        if moved:
            wait = np.full(self.num_envs, cubist.VecGame.WAIT, dtype=np.int64)
            obs, masks, _, _, _ = self.vec.step(wait)
        return obs, masks

    def _opponent_actions(self, players, waiting):
        if self.opponent == "random":
            return self.vec.sample_actions()
        actions = np.full(self.num_envs, cubist.VecGame.WAIT, dtype=np.int64)
        for i in np.flatnonzero(waiting):
            seat = int(players[i])
            actions[i] = self._agents[seat].choose(self.vec.state(int(i)), seat)
        return actions

    def _infos(self, illegal):
        every = np.ones(self.num_envs, dtype=bool)
        infos = {
            "action_mask": self._masks.astype(np.int8),
            "_action_mask": every,
            "seat": self.seats.copy(),
            "_seat": every.copy(),
        }
        if illegal is not None and illegal.any():
            infos["illegal_action"] = illegal
            infos["_illegal_action"] = illegal.copy()
        return infos
