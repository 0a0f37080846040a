import random

import pytest

import cubist

# Options that keep random games short enough for tests, per game.
SHORT = {
    "zhen": {},
    "cube-attack": {"rounds": 25},
    "squadro": {},
    "tilt": {},
    "cube-conquest": {"cap": 150},
}

# Several option sets per game, including 2 to 6 players where the game has them.
VARIANTS = [
    ("zhen", {}),
    ("zhen", {"tiles": 5, "cubes": 4}),
    ("cube-attack", {"rounds": 20}),
    ("cube-attack", {"players": 6, "rounds": 8}),
    ("squadro", {}),
    ("tilt", {}),
    ("tilt", {"size": 4}),
    ("cube-conquest", {"cap": 120}),
    ("cube-conquest", {"players": 3, "size": 6, "cap": 120}),
]


def random_play(state, rng, limit=100_000):
    """Play random legal actions to the end; return the (player, action) list."""
    played = []
    while not state.is_terminal():
        seat = state.acting_players()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply_action(action, seat)
        played.append((seat, action))
        assert len(played) < limit
    return played


@pytest.fixture(params=cubist.games())
def name(request):
    return request.param


@pytest.fixture(params=VARIANTS, ids=lambda v: v[0] + "".join(f"-{k}{x}" for k, x in v[1].items()))
def variant(request):
    return request.param


@pytest.fixture
def rng():
    return random.Random(1234)
