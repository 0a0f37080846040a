"""Computer players choose legal actions from the seat's view."""

import random

import pytest

import cubist
from conftest import SHORT


@pytest.mark.parametrize("level", ["random", "greedy", "easy"])
def test_agents_play_legal_actions_to_the_end(name, level):
    game = cubist.load_game(name, **SHORT[name])
    state = game.new_initial_state(seed=2)
    agents = [cubist.agent(level, seed=s) for s in range(game.num_players())]
    steps = 0
    while not state.is_terminal() and steps < (400 if level == "easy" else 5000):
        seat = state.acting_players()[0]
        a = agents[seat].choose(state, seat)
        assert a in state.legal_actions(seat)
        state.apply_action(a, seat)
        steps += 1
    assert steps > 0


def test_agent_refuses_a_seat_that_may_not_act():
    state = cubist.load_game("squadro").new_initial_state(seed=0)
    idle = 1 - state.current_player()
    with pytest.raises(ValueError):
        cubist.agent("easy").choose(state, idle)
    with pytest.raises(ValueError):
        cubist.agent("no-such-level")


def test_hard_beats_random_at_squadro():
    game = cubist.load_game("squadro")
    wins = 0
    for g in range(2):
        state = game.new_initial_state(seed=g)
        hard, rnd = cubist.agent("medium", seed=g), random.Random(g)
        me = g % 2
        while not state.is_terminal():
            seat = state.current_player()
            a = hard.choose(state, seat) if seat == me else rnd.choice(state.legal_actions())
            state.apply_action(a)
        wins += state.returns()[me] == 1.0
    assert wins == 2
    assert cubist.agent("hard").name == "hard"
