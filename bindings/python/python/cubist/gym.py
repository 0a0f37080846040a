"""Gymnasium environments: one seat of a Cubist game against computer players.

``cubist.gym.SingleAgentEnv("squadro", opponent="easy", seat=0)`` plays the other
seats with ``cubist.agent(opponent)``. Observations are the seat's observation tensor;
the legal actions are in ``info["action_mask"]`` and ``env.action_masks()`` (the
convention of maskable policies). The reward is the seat's return at the end (+1 win,
-1 loss, 0 draw) and 0 before.

An illegal action (any id of ``Discrete(num_distinct_actions)`` the mask does not
allow) ends the episode as a loss by default (``illegal="lose"``: reward -1,
``terminated``, ``info["illegal_action"] = True``), as PettingZoo's classic games do;
this keeps the environment total over its action space, which Gymnasium's and
Stable-Baselines3's checkers and unmasked learners need. ``illegal="raise"`` raises
``ValueError`` instead and changes nothing.

Importing this module registers one id per game (``cubist/Squadro-v0`` ...), so
``gymnasium.make("cubist/Zhen-v0", tiles=5)`` and
``gymnasium.make_vec("cubist/Zhen-v0", num_envs=64)`` work; the vector form runs on
``VecGame`` (``cubist.vector.VectorEnv``).
"""

from __future__ import annotations

import gymnasium as gym
import numpy as np
from gymnasium import spaces

import cubist

ILLEGAL_POLICIES = ("lose", "raise")

# Gymnasium id (namespace cubist, version 0) of each game.
IDS = {
    "squadro": "cubist/Squadro-v0",
    "zhen": "cubist/Zhen-v0",
    "tilt": "cubist/Tilt-v0",
    "cube-attack": "cubist/CubeAttack-v0",
    "cube-conquest": "cubist/CubeConquest-v0",
}


def check_illegal(illegal: str) -> str:
    """The illegal-action policy, or a clear error for anything else."""
    if illegal not in ILLEGAL_POLICIES:
        raise ValueError(f"illegal must be one of {ILLEGAL_POLICIES}, not {illegal!r}")
    return illegal


def observation_space(game) -> spaces.Box:
    """The Box of a game's observation tensors: from 0 to `Game.observation_high()`."""
    shape = tuple(game.observation_shape())
    return spaces.Box(low=0.0, high=game.observation_high(), shape=shape, dtype=np.float32)


class SingleAgentEnv(gym.Env):
    """One seat of a game; the other seats are played by ``cubist.agent(opponent)``."""

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(
        self,
        game: str,
        opponent: str = "easy",
        seat: int | None = 0,
        illegal: str = "lose",
        render_mode: str | None = None,
        **options,
    ):
        self.game = cubist.load_game(game, **options)
        cubist.agent(opponent)  # a bad spec fails here, not at the first reset
        players = self.game.num_players()
        if seat is not None and not (isinstance(seat, (int, np.integer)) and 0 <= seat < players):
            raise ValueError(f"seat must be None or a seat 0..{players - 1}, not {seat!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or one of {self.metadata['render_modes']}")
        self.opponent = opponent
        self.illegal = check_illegal(illegal)
        self.seat_choice = seat
        self.seat = 0 if seat is None else int(seat)
        self.render_mode = render_mode
        self.observation_space = observation_space(self.game)
        self.action_space = spaces.Discrete(self.game.num_distinct_actions())
        self.state = None
        self._agents = None
        self._over = True

    def action_masks(self) -> np.ndarray:
        """Legal actions of the seat, as bools (for maskable policies)."""
        return self.state.legal_actions_mask(self.seat).astype(bool)

    def _info(self, **extra):
        mask = self.state.legal_actions_mask(self.seat).astype(np.int8)
        return {"action_mask": mask, "seat": self.seat, **extra}

    def _play_others(self):
        while not self.state.is_terminal():
            acting = self.state.acting_players()
            if acting[0] == self.seat:
                return
            other = acting[0]
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
        self._over = self.state.is_terminal()
        return self.state.observation_tensor(self.seat), self._info()

    def _legal(self, action) -> bool:
        return 0 <= action < self.action_space.n and bool(self.state.legal_actions_mask(self.seat)[action])

    def step(self, action):
        if self.state is None or self._over:
            raise ValueError("the episode is over: call reset()")
        action = int(action)
        if not self._legal(action):
            if self.illegal == "raise":
                raise ValueError(f"action {action} is not legal for seat {self.seat}")
            self._over = True
            obs = self.state.observation_tensor(self.seat)
            return obs, -1.0, True, False, self._info(illegal_action=True)
        self.state.apply_action(action, self.seat)
        self._play_others()
        self._over = self.state.is_terminal()
        reward = float(self.state.returns()[self.seat]) if self._over else 0.0
        if self.render_mode == "human":
            self.render()
        return self.state.observation_tensor(self.seat), reward, self._over, False, self._info()

    def render(self):
        """The seat's view as text with ``render_mode="ansi"`` (or None); printed, and
        None returned, with ``"human"``, as Gymnasium specifies."""
        text = self.state.observation_string(self.seat)
        if self.render_mode == "human":
            print(text)
            return None
        return text


def register() -> None:
    """Register every game's id with Gymnasium (done on import; safe to repeat)."""
    for name, env_id in IDS.items():
        if env_id not in gym.registry:
            gym.register(
                id=env_id,
                entry_point="cubist.gym:SingleAgentEnv",
                vector_entry_point="cubist.vector:VectorEnv",
                kwargs={"game": name},
            )


register()
