"""PettingZoo AEC environments for every game pass PettingZoo's own API test."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test  # noqa: E402

import cubist.pettingzoo  # noqa: E402
from conftest import SHORT, VARIANTS  # noqa: E402


@pytest.mark.parametrize("game,options", VARIANTS, ids=[f"{g}-{i}" for i, (g, _) in enumerate(VARIANTS)])
def test_api_test_passes(game, options):
    env = cubist.pettingzoo.env(game, seed=1, **options)
    api_test(env, num_cycles=300, verbose_progress=False)


def test_a_random_loop_ends_with_returns(name):
    env = cubist.pettingzoo.env(name, **SHORT[name])
    env.reset(seed=3)
    totals = {a: 0.0 for a in env.possible_agents}
    rng = np.random.default_rng(0)
    steps = 0
    for agent in env.agent_iter(max_iter=200_000):
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert obs["observation"].shape == tuple(env.unwrapped.game.observation_shape())
        env.step(int(rng.choice(np.flatnonzero(mask))))
        steps += 1
    assert steps > 0
    returns = env.unwrapped.state.returns()
    assert [totals[a] for a in env.possible_agents] == returns


def test_cube_conquest_with_three_players():
    env = cubist.pettingzoo.env("cube-conquest", players=3)
    env.reset(seed=0)
    assert env.possible_agents == ["player_0", "player_1", "player_2"]
    assert env.action_space("player_1").n == env.unwrapped.game.num_distinct_actions()
