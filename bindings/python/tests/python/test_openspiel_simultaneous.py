"""OpenSpiel's conventions for simultaneous games on Cube Conquest's default
(simultaneous) form, and OpenSpiel's own algorithms run on it: rl_environment, the
turn-based transform, MCCFR and ISMCTS."""

import random

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import cubist.openspiel  # noqa: E402,F401
from open_spiel.python import rl_environment  # noqa: E402
from open_spiel.python.algorithms import (  # noqa: E402
    ismcts,
    mcts,
    outcome_sampling_mccfr,
)

SMALL = "cubist_cube_conquest(cap=40,size=4)"


def chance(state, rng):
    outcomes, probs = zip(*state.chance_outcomes())
    state.apply_action(rng.choices(outcomes, probs)[0])


def dealt(game, rng):
    """A new state past the deal (its chance nodes)."""
    state = game.new_initial_state()
    while state.is_chance_node():
        chance(state, rng)
    return state


def test_every_decision_node_is_simultaneous_with_legal_actions_per_player():
    game = pyspiel.load_game(SMALL)
    state = game.new_initial_state()
    rng = random.Random(1)
    while not state.is_terminal():
        if state.is_chance_node():  # the deal, a card drawn
            chance(state, rng)
            continue
        assert state.current_player() == pyspiel.PlayerId.SIMULTANEOUS
        per_seat = [state.legal_actions(p) for p in range(2)]
        acting = state.cubist_state().acting_players()
        assert [bool(a) for a in per_seat] == [p in acting for p in range(2)]
        # Flat joint actions, numbered as OpenSpiel's SimMoveState numbers them.
        flat = state.legal_actions()
        assert len(flat) == np.prod([len(a) for a in per_seat if a])
        pick = rng.choice(flat)
        joint = [0] * 2  # 0 where a seat has no action
        rest = pick
        for p, legal in enumerate(per_seat):
            if legal:
                joint[p] = legal[rest % len(legal)]
                rest //= len(legal)
        other = state.clone()
        other.apply_actions(joint)
        state.apply_action(pick)
        assert str(state) == str(other)


def test_a_seat_that_does_not_act_passes_anything():
    game = pyspiel.load_game(SMALL)
    state = dealt(game, random.Random(2))
    mover = state.cubist_state().acting_players()[0]
    action = state.legal_actions(mover)[0]
    for filler in (0, pyspiel.INVALID_ACTION, 12345):
        child = state.clone()
        joint = [filler, filler]
        joint[mover] = action
        child.apply_actions(joint)
        assert child.cubist_state().history() == [action]


def test_rl_environment_plays_the_default_game():
    env = rl_environment.Environment(pyspiel.load_game(SMALL))
    rng = np.random.default_rng(0)
    for _ in range(2):
        step = env.reset()
        while not step.last():
            legal = step.observations["legal_actions"]
            step = env.step([int(rng.choice(a)) if a else 0 for a in legal])
        assert sorted(step.rewards) == [-1.0, 1.0] or step.rewards == [0.0, 0.0]


def test_the_turn_based_transform_and_mccfr_run_on_the_default_game():
    game = pyspiel.load_game_as_turn_based(SMALL)
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    for _ in range(20):
        solver.iteration()
    assert solver.average_policy() is not None


def test_ismcts_with_default_settings_plays_to_the_end_against_random():
    game = pyspiel.load_game("cubist_cube_conquest(cap=40,size=4,simultaneous=false)")
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=10,
                           random_state=np.random.RandomState(0))
    rng = random.Random(0)
    for game_number in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                chance(state, rng)
            elif state.current_player() == game_number % 2:
                state.apply_action(bot.step(state))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
        assert state.returns() in ([1.0, -1.0], [-1.0, 1.0], [0.0, 0.0])
