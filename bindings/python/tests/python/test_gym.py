"""The Gymnasium single-agent wrapper plays one seat against a computer level."""

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env  # noqa: E402

import cubist.gym  # noqa: E402
from conftest import SHORT  # noqa: E402


def test_passes_gymnasiums_checker():
    check_env(cubist.gym.SingleAgentEnv("squadro", opponent="random"), skip_render_check=True)


def test_an_episode_against_each_game(name):
    env = cubist.gym.SingleAgentEnv(name, opponent="random", seat=None, **SHORT[name])
    obs, info = env.reset(seed=4)
    rng = np.random.default_rng(4)
    done, steps, reward = False, 0, 0.0
    while not done:
        assert obs.shape == env.observation_space.shape
        mask = info["action_mask"]
        assert (mask == env.action_masks()).all()
        obs, reward, done, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    assert reward == env.state.returns()[env.seat]
    with pytest.raises(ValueError):
        env.step(0)


def test_illegal_action_raises():
    env = cubist.gym.SingleAgentEnv("squadro", opponent="easy")
    _, info = env.reset(seed=0)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0]) if (info["action_mask"] == 0).any() else 5
    with pytest.raises(ValueError):
        env.step(illegal)
