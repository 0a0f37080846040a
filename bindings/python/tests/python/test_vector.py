"""gymnasium.make_vec builds a vector environment on VecGame: the learner's seat of many
games, the other seats played by a computer player, games reset as they end."""

import numpy as np
import pytest

gym = pytest.importorskip("gymnasium")
from gymnasium.vector import AutoresetMode  # noqa: E402

import cubist  # noqa: E402
import cubist.gym  # noqa: E402
import cubist.vector  # noqa: E402
from conftest import SHORT  # noqa: E402


def random_legal(rng, masks):
    return np.array([rng.choice(np.flatnonzero(m)) for m in masks], dtype=np.int64)


def check_learner_view(env, obs, infos):
    """Every game waits for its learner, and shows the learner's own view."""
    for i in range(env.num_envs):
        state, seat = env.vec.state(i), int(env.seats[i])
        assert state.acting_players()[0] == seat
        np.testing.assert_array_equal(obs[i], state.observation_tensor(seat))
        np.testing.assert_array_equal(infos["action_mask"][i], state.legal_actions_mask(seat))
    assert (infos["seat"] == env.seats).all()
    np.testing.assert_array_equal(infos["action_mask"].astype(bool), env.action_masks())


def test_make_vec_uses_vecgame_by_default(name):
    env_id = cubist.gym.IDS[name]
    env = gym.make_vec(env_id, num_envs=3, opponent="random", **SHORT[name])
    assert isinstance(env.unwrapped, cubist.vector.VectorEnv)
    assert env.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    assert env.single_action_space.n == env.unwrapped.game.num_distinct_actions()
    assert env.observation_space.shape == (3, *env.unwrapped.game.observation_shape())
    same = gym.make_vec(env_id, num_envs=3, vectorization_mode="vector_entry_point", opponent="random")
    assert isinstance(same.unwrapped, cubist.vector.VectorEnv)


def test_sync_mode_still_works():
    env = gym.make_vec("cubist/Squadro-v0", num_envs=2, vectorization_mode="sync", opponent="random")
    obs, infos = env.reset(seed=0)
    assert obs.shape == (2, 135) and infos["action_mask"].shape == (2, 5)


@pytest.mark.parametrize("opponent", ["random", "greedy"])
def test_random_play_against_each_game(name, opponent):
    n = 4
    env = cubist.vector.VectorEnv(name, num_envs=n, opponent=opponent, seat=None, threads=1, **SHORT[name])
    obs, infos = env.reset(seed=3)
    rng = np.random.default_rng(3)
    finished, by_learner = 0, 0
    for _ in range(120 if opponent == "random" else 25):
        check_learner_view(env, obs, infos)
        assert env.observation_space.contains(obs)
        before = [env.vec.state(i) for i in range(n)]
        seats = env.seats.copy()
        actions = random_legal(rng, infos["action_mask"])
        obs, rewards, terminated, truncated, infos = env.step(actions)
        assert not truncated.any() and "illegal_action" not in infos
        assert (rewards[~terminated] == 0).all()
        assert set(rewards[terminated]) <= {-1.0, 0.0, 1.0}
        for i in np.flatnonzero(terminated):
            # Where the learner's own action ended the game, its return is the reward.
            after = before[i].clone()
            after.apply_action(int(actions[i]), int(seats[i]))
            if after.is_terminal():
                assert rewards[i] == after.returns()[seats[i]]
                by_learner += 1
        finished += int(terminated.sum())
    check_learner_view(env, obs, infos)
    if opponent == "random" and name != "cube-attack":
        assert finished > 0 and by_learner > 0


def test_the_same_seed_plays_the_same_games():
    def run():
        env = cubist.vector.VectorEnv("squadro", num_envs=5, opponent="random", seat=None)
        obs, infos = env.reset(seed=7)
        rng = np.random.default_rng(0)
        seen = [obs]
        for _ in range(60):
            obs, rewards, terminated, _, infos = env.step(random_legal(rng, infos["action_mask"]))
            seen += [obs, rewards, terminated, infos["seat"]]
        return seen

    for a, b in zip(run(), run()):
        np.testing.assert_array_equal(a, b)


def test_an_illegal_action_loses_that_game_only():
    env = cubist.vector.VectorEnv("tilt", num_envs=3, opponent="random")
    obs, infos = env.reset(seed=1)
    rng = np.random.default_rng(1)
    actions = random_legal(rng, infos["action_mask"])
    actions[1] = int(np.flatnonzero(infos["action_mask"][1] == 0)[0])
    actions[2] = -5
    obs, rewards, terminated, _, infos = env.step(actions)
    assert list(infos["illegal_action"]) == [False, True, True]
    assert rewards[1] == rewards[2] == -1.0 and terminated[1] and terminated[2]
    assert env.vec.episodes == 0  # abandoned, not finished by the rules
    check_learner_view(env, obs, infos)


def test_illegal_raise_changes_nothing():
    env = cubist.vector.VectorEnv("squadro", num_envs=3, opponent="random", illegal="raise")
    _, infos = env.reset(seed=2)
    before = [env.vec.state(i).serialize() for i in range(3)]
    actions = random_legal(np.random.default_rng(2), infos["action_mask"])
    actions[0] = 7
    with pytest.raises(ValueError, match="game 0"):
        env.step(actions)
    assert [env.vec.state(i).serialize() for i in range(3)] == before


@pytest.mark.parametrize(
    "kwargs",
    [{"num_envs": 0}, {"illegal": "skip"}, {"seat": 2}, {"opponent": "nobody"}, {"size": "huge"}],
)
def test_bad_arguments_are_refused(kwargs):
    with pytest.raises(ValueError):
        cubist.vector.VectorEnv("squadro", **{"num_envs": 2, **kwargs})


def test_wrong_action_shapes_are_refused():
    env = cubist.vector.VectorEnv("squadro", num_envs=3, opponent="random")
    with pytest.raises(ValueError, match="reset"):
        env.step(np.zeros(3, dtype=np.int64))
    env.reset(seed=0)
    with pytest.raises(ValueError):
        env.step(np.zeros(2, dtype=np.int64))
    with pytest.raises(ValueError):
        env.step(np.zeros(3, dtype=np.float32))


def test_vecgame_wait_and_abandon():
    vg = cubist.VecGame("squadro", 3, seed=0)
    vg.reset(seed=0)
    before = [vg.state(i).serialize() for i in range(3)]
    actions = vg.sample_actions()
    actions[0] = cubist.VecGame.WAIT
    actions[2] = cubist.VecGame.ABANDON
    _, _, _, rewards, dones = vg.step(actions)
    assert vg.state(0).serialize() == before[0]
    assert list(dones) == [False, False, True] and (rewards == 0).all()
    assert vg.state(1).serialize() != before[1]
