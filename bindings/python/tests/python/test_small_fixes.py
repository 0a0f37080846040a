"""Errors that say what is wrong, and settings that do what they say."""

import io
from contextlib import redirect_stdout

import numpy as np
import pytest

import cubist

pyspiel = pytest.importorskip("pyspiel")
import cubist.openspiel  # noqa: E402,F401


def test_the_information_state_tensor_is_refused_not_empty():
    state = pyspiel.load_game("cubist_zhen").new_initial_state()
    with pytest.raises(pyspiel.SpielError, match="no information state tensor"):
        state.information_state_tensor(0)


def test_an_action_after_the_end_says_the_game_is_over():
    game = pyspiel.load_game("cubist_zhen(first=red,cap=10)")
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    with pytest.raises(ValueError, match="the game is over"):
        state.apply_action(0)


def test_a_chance_outcome_out_of_range_says_so():
    state = pyspiel.load_game("cubist_squadro").new_initial_state()
    with pytest.raises(ValueError, match="chance outcome 8 is not one of 0..1"):
        state.apply_action(8)


def test_a_huge_action_gets_a_short_message():
    state = pyspiel.load_game("cubist_zhen").new_initial_state()
    state.apply_action(0)
    with pytest.raises(ValueError) as e:
        state.apply_action(2**63)
    assert "out of range" in str(e.value) and len(str(e.value)) < 100


def test_a_vecgame_of_no_games_is_refused():
    with pytest.raises(ValueError, match="at least one game"):
        cubist.VecGame("zhen", 0)


def test_human_rendering_prints_and_returns_none():
    gym = pytest.importorskip("gymnasium")
    import cubist.gym  # noqa: F401

    env = gym.make("cubist/Zhen-v0", render_mode="human").unwrapped
    env.reset(seed=0)
    out = io.StringIO()
    with redirect_stdout(out):
        assert env.render() is None
    assert out.getvalue().strip()
    ansi = gym.make("cubist/Zhen-v0", render_mode="ansi").unwrapped
    ansi.reset(seed=0)
    assert isinstance(ansi.render(), str)


def test_observation_spaces_carry_the_known_bound():
    import cubist.pettingzoo

    for name, high in (("zhen", 1.0), ("squadro", 1.0), ("tilt", 1.0), ("cube-conquest", np.inf)):
        assert cubist.load_game(name).observation_high() == high
        space = cubist.pettingzoo.env(name).observation_space("player_0")["observation"]
        assert np.all(space.high == high)
