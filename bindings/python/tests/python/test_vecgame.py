"""Vectorised stepping matches single states and releases the GIL."""

import sys
import threading
import time

import numpy as np
import pytest

import cubist
from conftest import SHORT


def test_vecgame_matches_single_states(name):
    n = 6
    vg = cubist.VecGame(name, n, seed=5, threads=2, **SHORT[name])
    obs, masks, players = vg.reset(seed=5)
    shape = tuple(vg.observation_shape())
    assert obs.shape == (n, *shape) and obs.dtype == np.float32
    assert masks.shape == (n, vg.num_distinct_actions()) and masks.dtype == bool
    singles = [vg.state(i) for i in range(n)]
    done_seen = 0
    for _ in range(150):
        for i, s in enumerate(singles):
            seat = s.acting_players()[0]
            assert players[i] == seat
            np.testing.assert_array_equal(obs[i], s.observation_tensor(seat))
            assert list(np.flatnonzero(masks[i])) == s.legal_actions(seat)
        actions = vg.sample_actions()
        for i, s in enumerate(singles):
            assert masks[i, actions[i]]
            s.apply_action(int(actions[i]), int(players[i]))
        obs, masks, players, rewards, dones = vg.step(actions)
        assert rewards.shape == (n, vg.num_players()) and dones.shape == (n,)
        for i, s in enumerate(singles):
            if dones[i]:
                assert s.is_terminal()
                np.testing.assert_array_equal(rewards[i], np.array(s.returns(), dtype=np.float32))
                singles[i] = vg.state(i)
                done_seen += 1
            else:
                assert not s.is_terminal() and (rewards[i] == 0).all()
                assert s.serialize() == vg.state(i).serialize()
    assert vg.episodes == done_seen


def test_vecgame_refuses_illegal_actions_and_wrong_lengths():
    vg = cubist.VecGame("squadro", 4, seed=0)
    obs, masks, players = vg.reset(seed=0)
    before = [vg.state(i).serialize() for i in range(4)]
    actions = vg.sample_actions()
    actions[2] = 99
    with pytest.raises(ValueError):
        vg.step(actions)
    with pytest.raises(ValueError):
        vg.step(np.zeros(3, dtype=np.int64))
    assert [vg.state(i).serialize() for i in range(4)] == before


def test_same_seed_same_games():
    a, b = cubist.VecGame("tilt", 8, seed=1), cubist.VecGame("tilt", 8, seed=1)
    oa = a.reset(seed=9)[0]
    ob = b.reset(seed=9)[0]
    np.testing.assert_array_equal(oa, ob)
    for _ in range(30):
        act = a.sample_actions()
        ra = a.step(act)
        rb = b.step(act)
        for x, y in zip(ra, rb):
            np.testing.assert_array_equal(x, y)


def test_observe_false_skips_observations():
    vg = cubist.VecGame("squadro", 16, seed=0)
    vg.reset(seed=0)
    obs, masks, players, rewards, dones = vg.step(vg.sample_actions(), observe=False)
    assert obs.size == 0 and masks.size == 0 and players.shape == (16,)


def test_step_releases_the_gil():
    # Steps long enough to measure; another Python thread must keep ticking during
    # each of them, which it cannot if the step holds the GIL.
    vg = cubist.VecGame("squadro", 400_000, seed=0, threads=1)
    vg.reset(seed=0)
    actions = vg.sample_actions()
    durations, gaps = [], []
    stop = threading.Event()

    def tick():
        last = time.perf_counter()
        while not stop.is_set():
            time.sleep(0.0002)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    old = sys.getswitchinterval()
    sys.setswitchinterval(0.0005)
    t = threading.Thread(target=tick)
    t.start()
    time.sleep(0.01)
    for _ in range(5):
        start = time.perf_counter()
        vg.step(actions, observe=False)
        durations.append(time.perf_counter() - start)
        actions = vg.sample_actions()
    stop.set()
    t.join()
    sys.setswitchinterval(old)
    step = min(durations)
    assert step > 0.01, "steps too short to tell"
    assert max(gaps) < step * 0.8, (max(gaps), step)
