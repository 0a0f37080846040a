"""The Gymnasium single-agent wrapper plays one seat against a computer level."""

import subprocess
import sys

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env  # noqa: E402

import cubist.gym  # noqa: E402
from conftest import SHORT  # noqa: E402


def test_passes_gymnasiums_checker(name):
    env = cubist.gym.SingleAgentEnv(name, opponent="random", render_mode="ansi", **SHORT[name])
    check_env(env)


def test_passes_stable_baselines3s_checker(name):
    sb3 = pytest.importorskip(
        "stable_baselines3.common.env_checker",
        reason="stable-baselines3 is not installed: its check_env was not run",
    )
    sb3.check_env(cubist.gym.SingleAgentEnv(name, opponent="random", **SHORT[name]), warn=True)


def test_an_episode_against_each_game(name):
    env = cubist.gym.SingleAgentEnv(name, opponent="random", seat=None, **SHORT[name])
    obs, info = env.reset(seed=4)
    rng = np.random.default_rng(4)
    done, steps, reward = False, 0, 0.0
    while not done:
        assert obs.shape == env.observation_space.shape
        mask = info["action_mask"]
        assert (mask == env.action_masks()).all()
        np.testing.assert_array_equal(obs, env.state.observation_tensor(env.seat))
        obs, reward, done, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        assert not truncated and "illegal_action" not in info
        steps += 1
    assert reward == env.state.returns()[env.seat]
    with pytest.raises(ValueError):
        env.step(0)


def an_illegal_action(info):
    return int(np.flatnonzero(info["action_mask"] == 0)[0])


def test_an_illegal_action_loses_by_default():
    env = cubist.gym.SingleAgentEnv("tilt", opponent="easy")
    _, info = env.reset(seed=0)
    before = env.state.serialize()
    _, reward, terminated, truncated, info = env.step(an_illegal_action(info))
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"] is True
    assert env.state.serialize() == before
    with pytest.raises(ValueError, match="reset"):
        env.step(0)
    _, info = env.reset(seed=1)
    assert "illegal_action" not in info


@pytest.mark.parametrize("action", [-1, 5, 10**6])
def test_ids_outside_the_action_space_lose_too(action):
    env = cubist.gym.SingleAgentEnv("squadro", opponent="random")
    env.reset(seed=0)
    _, reward, terminated, _, info = env.step(action)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, True)


def test_illegal_raise_keeps_the_state():
    env = cubist.gym.SingleAgentEnv("tilt", opponent="easy", illegal="raise")
    _, info = env.reset(seed=0)
    before = env.state.serialize()
    with pytest.raises(ValueError):
        env.step(an_illegal_action(info))
    assert env.state.serialize() == before
    env.step(int(np.flatnonzero(info["action_mask"])[0]))


@pytest.mark.parametrize(
    "kwargs",
    [{"illegal": "ignore"}, {"seat": 2}, {"seat": -1}, {"opponent": "grandmaster"}, {"render_mode": "rgb"}],
)
def test_bad_arguments_are_refused(kwargs):
    with pytest.raises(ValueError):
        cubist.gym.SingleAgentEnv("squadro", **kwargs)


GAME_OF_ID = {v: k for k, v in cubist.gym.IDS.items()}


@pytest.mark.parametrize("env_id", sorted(GAME_OF_ID))
def test_registered_ids_make_the_game_with_options(env_id):
    name = GAME_OF_ID[env_id]
    env = gym.make(env_id, opponent="random", **SHORT[name])
    assert isinstance(env.unwrapped, cubist.gym.SingleAgentEnv)
    assert env.unwrapped.game.name == name
    obs, info = env.reset(seed=0)
    assert env.observation_space.contains(obs)
    env.step(int(np.flatnonzero(info["action_mask"])[0]))


def test_options_reach_the_game():
    env = gym.make("cubist/Zhen-v0", tiles=5, cubes=4, opponent="random")
    assert env.unwrapped.game.options["tiles"] == "5"
    assert env.observation_space.shape == (3 * 5 + 11,)
    assert env.action_space.n == 10
    with pytest.raises(ValueError):
        gym.make("cubist/Zhen-v0", tiles="many")


def test_module_prefix_registers_without_an_import():
    code = (
        "import gymnasium, sys\n"
        "assert 'cubist.gym' not in sys.modules\n"
        "env = gymnasium.make('cubist.gym:cubist/Tilt-v0', size=4, opponent='random')\n"
        "obs, info = env.reset(seed=1)\n"
        "print(env.unwrapped.game.name, obs.shape)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["tilt", "(12,", "4,", "4)"]
