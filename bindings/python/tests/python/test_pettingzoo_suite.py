"""Every test PettingZoo ships, on every game and the 3-player variants, short."""

import pytest

pytest.importorskip("pettingzoo")
from pettingzoo.test import (  # noqa: E402
    api_test,
    bombardment_test,
    max_cycles_test,
    parallel_api_test,
    parallel_seed_test,
    render_test,
    seed_test,
)

import cubist.pettingzoo as pz  # noqa: E402

VARIANTS = [
    ("zhen", {"cap": 60}),
    ("cube-attack", {"rounds": 4}),
    ("cube-attack", {"players": 3, "rounds": 3}),
    ("squadro", {"cap": 60}),
    ("tilt", {"size": 4, "cap": 60}),
    ("cube-conquest", {"cap": 40, "size": 4}),
    ("cube-conquest", {"players": 3, "cap": 40}),
]
IDS = [g + "".join(f"-{k}{v}" for k, v in o.items()) for g, o in VARIANTS]


@pytest.fixture(params=VARIANTS, ids=IDS)
def variant(request):
    return request.param


def test_api(variant):
    game, options = variant
    api_test(pz.env(game, seed=1, **options), num_cycles=40)
    parallel_api_test(pz.parallel_env(game, seed=1, **options), num_cycles=40)


def test_seeds(variant):
    game, options = variant
    seed_test(lambda: pz.env(game, **options), num_cycles=20)
    parallel_seed_test(lambda: pz.parallel_env(game, **options), num_cycles=20)


# PettingZoo's max_cycles_test expects every agent to act exactly once a cycle: true
# of these in their first cycles, not of Cube Attack (a turn of one or two actions)
# nor Tilt (bonus moves), which test_max_cycles_truncates covers.
ALTERNATING = [v for v in VARIANTS if v[0] in ("zhen", "squadro", "cube-conquest")]


@pytest.mark.parametrize("game,options", ALTERNATING, ids=[g for g, _ in ALTERNATING])
def test_max_cycles(game, options):
    # Unmasked random actions: an illegal one is replaced by a random legal one, so
    # that the game runs on to the cycle limit.
    max_cycles_test(pz.module(game, seed=0, illegal="random", **options))


def test_max_cycles_truncates(variant):
    game, options = variant
    par = pz.parallel_env(game, illegal="random", max_cycles=5, **options)
    par.reset(seed=2)
    for step in range(5):
        assert par.agents
        _, _, terms, truncs, _ = par.step({a: 0 for a in par.agents})
    assert all(truncs.values()) and not any(terms.values()) and not par.agents
    aec = pz.env(game, illegal="random", max_cycles=5, **options)
    aec.reset(seed=2)
    counts = dict.fromkeys(aec.possible_agents, 0)
    for agent in aec.agent_iter():
        _, _, term, trunc, _ = aec.last()
        aec.step(None if term or trunc else 0)
        counts[agent] += not (term or trunc)
    assert max(counts.values()) <= 5  # fewer when the game ended first


def test_render(variant):
    game, options = variant
    render_test(lambda render_mode=None: pz.env(game, render_mode=render_mode, **options))


def test_bombardment(variant):
    game, options = variant
    bombardment_test(pz.ArrayObservations(pz.env(game, **options)), cycles=5)


def test_an_illegal_action_loses_by_default_or_raises():
    env = pz.parallel_env("squadro")
    obs, _ = env.reset(seed=0)
    mover = env.possible_agents[env.state.current_player()]
    _, rewards, terms, _, infos = env.step({mover: 99})
    assert rewards[mover] == -1.0 and all(terms.values()) and infos[mover]["illegal_action"]
    aec = pz.env("zhen", illegal="raise")
    aec.reset(seed=0)
    state = aec.unwrapped.state
    bad = next(a for a in range(state.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(ValueError, match="not legal"):
        aec.step(bad)
    with pytest.raises(ValueError, match="illegal must be one of"):
        pz.env("squadro", illegal="maybe")
