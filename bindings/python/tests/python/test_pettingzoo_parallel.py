"""The PettingZoo parallel environments: one step plays the seats that must act now."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import parallel_api_test  # noqa: E402

import cubist.pettingzoo  # noqa: E402
from conftest import SHORT, VARIANTS  # noqa: E402


@pytest.mark.parametrize("game,options", VARIANTS, ids=[f"{g}-{i}" for i, (g, _) in enumerate(VARIANTS)])
def test_parallel_api_test_passes(game, options):
    env = cubist.pettingzoo.parallel_env(game, seed=1, **options)
    parallel_api_test(env, num_cycles=300)


def acting_actions(env, obs, rng):
    """A random legal action for each agent whose mask allows any."""
    return {
        a: int(rng.choice(np.flatnonzero(o["action_mask"])))
        for a, o in obs.items()
        if o["action_mask"].any()
    }


def test_a_random_loop_ends_with_returns(name):
    env = cubist.pettingzoo.parallel_env(name, **SHORT[name])
    obs, infos = env.reset(seed=3)
    rng = np.random.default_rng(0)
    totals = {a: 0.0 for a in env.possible_agents}
    steps = 0
    while env.agents:
        state = env.state
        acting = state.acting_players()
        for a, o in obs.items():
            seat = int(a.split("_")[1])
            assert infos[a]["acting"] == (seat in acting)
            # Only the seats that must act have legal actions; each sees its own view.
            assert o["action_mask"].any() == (seat in acting)
            np.testing.assert_array_equal(o["observation"], state.observation_tensor(seat))
        obs, rewards, _, truncated, infos = env.step(acting_actions(env, obs, rng))
        for a, r in rewards.items():
            totals[a] += r
        assert not any(truncated.values())
        steps += 1
        assert steps < 200_000
    assert [totals[a] for a in env.possible_agents] == env.state.returns()
    with pytest.raises(ValueError, match="reset"):
        env.step({})


def test_others_actions_are_ignored_in_a_sequential_turn():
    env = cubist.pettingzoo.parallel_env("squadro")
    obs, _ = env.reset(seed=0)
    mover = env.possible_agents[env.state.current_player()]
    other = next(a for a in env.agents if a != mover)
    assert not obs[other]["action_mask"].any()
    legal = int(np.flatnonzero(obs[mover]["action_mask"])[0])
    reference = env.state.clone()
    reference.apply_action(legal)
    env.step({mover: legal, other: 10**6})
    assert env.state.serialize() == reference.serialize()


def test_a_missing_or_illegal_action_changes_nothing():
    env = cubist.pettingzoo.parallel_env("squadro", illegal="raise")
    env.reset(seed=0)
    mover = env.possible_agents[env.state.current_player()]
    before = env.state.serialize()
    with pytest.raises(ValueError, match="no action"):
        env.step({})
    with pytest.raises(ValueError, match="not legal"):
        env.step({mover: 99})
    assert env.state.serialize() == before


def test_a_secret_choice_is_one_parallel_step():
    env = cubist.pettingzoo.parallel_env("cube-conquest", cap=400)
    rng = np.random.default_rng(5)
    for seed in range(20):
        obs, _ = env.reset(seed=seed)
        while env.agents and not env.state.is_simultaneous_node():
            obs, *_ = env.step(acting_actions(env, obs, rng))
        if env.agents:
            break
    else:
        pytest.fail("no secret choice came up in 20 games")
    committing = env.state.acting_players()
    assert len(committing) == 2
    assert all(obs[f"player_{s}"]["action_mask"].any() for s in committing)
    actions = acting_actions(env, obs, rng)
    history = len(env.state.full_history())
    reference = env.state.clone()
    reference.apply_actions({s: actions[f"player_{s}"] for s in committing})
    env.step(actions)
    played = env.state.full_history()[history:]
    assert sorted(seat for seat, _ in played) == committing
    assert env.state.serialize() == reference.serialize()
