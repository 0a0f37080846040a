"""OpenSpiel's algorithms where docs/python.md sends a researcher: the CFR family on
Cube Conquest's research sizes within Python's default recursion limit, MCTS and
ISMCTS on its sequential form, and the errors they give on the default
(simultaneous) form, which the docs quote near the top of their OpenSpiel section."""

import contextlib
import pathlib
import random
import sys

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import cubist.openspiel  # noqa: E402
from open_spiel.python.algorithms import (  # noqa: E402
    ismcts,
    mccfr,
    mcts,
    outcome_sampling_mccfr,
)

DOC = pathlib.Path(__file__).resolve().parents[4] / "docs" / "python.md"
SIZES = cubist.openspiel.RESEARCH_SIZES


@contextlib.contextmanager
def default_recursion_limit():
    """Python's default limit, whatever the test runner set."""
    before = sys.getrecursionlimit()
    sys.setrecursionlimit(1000)
    try:
        yield
    finally:
        sys.setrecursionlimit(before)


def openspiel_opening():
    """docs/python.md's OpenSpiel section up to its table of declarations: what a
    researcher reads first."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index("\n## OpenSpiel\n")
    return text[start : text.index("How each game is declared", start)]


def dealt(game, rng):
    state = game.new_initial_state()
    while state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(outcomes, probs)[0])
    return state


@pytest.mark.parametrize("size", sorted(SIZES))
def test_outcome_sampling_mccfr_runs_clean_on_the_research_sizes(size):
    game = pyspiel.load_game(SIZES[size])
    assert game.get_type().dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL
    np.random.seed(0)  # the solver samples with numpy's global generator
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    with default_recursion_limit():
        for _ in range(20):
            solver.iteration()
    infostates = solver._infostates
    assert len(infostates) > 100
    for key, tables in infostates.items():
        assert np.isfinite(tables[mccfr.REGRET_INDEX]).all(), key
        assert np.isfinite(tables[mccfr.AVG_POLICY_INDEX]).all(), key


def test_the_research_sizes_are_documented_with_their_parameters():
    text = DOC.read_text(encoding="utf-8")
    for name in SIZES.values():
        assert f"`{name}`" in text


def test_mcts_and_ismcts_refuse_the_default_form_as_the_docs_say():
    game = pyspiel.load_game("cubist_cube_conquest")
    opening = openspiel_opening()
    assert "simultaneous=false" in opening
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(0))
    with pytest.raises(ValueError) as refused:
        mcts.MCTSBot(game, uct_c=2.0, max_simulations=4, evaluator=evaluator)
    assert f"ValueError: {refused.value}" in opening
    bot = ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=4)
    with pytest.raises(AssertionError) as failed:
        bot.step(dealt(game, random.Random(0)))
    assert str(failed.value) == ""  # a bare assertion: the docs show its line
    assert "AssertionError" in opening
    assert "dynamics == pyspiel.GameType.Dynamics.SEQUENTIAL" in opening


def test_mcts_and_ismcts_search_the_sequential_form_of_the_default_game():
    game = pyspiel.load_game("cubist_cube_conquest(simultaneous=false)")
    rng = random.Random(1)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(1))
    seeded = np.random.RandomState(1)
    bots = [
        ismcts.ISMCTSBot(game, evaluator, uct_c=2.0, max_simulations=3, random_state=seeded),
        mcts.MCTSBot(game, uct_c=2.0, max_simulations=3, evaluator=evaluator, random_state=seeded),
    ]
    state = dealt(game, rng)
    for turn in range(4):
        seat = state.current_player()
        searched = state if turn % 2 == 0 else state.resample_from_infostate(seat, rng.random)
        action = bots[turn % 2].step(searched)
        assert action in state.legal_actions()
        state.apply_action(action)
        while state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(outcomes, probs)[0])
