"""The games as OpenSpiel games: OpenSpiel's own checks, its MCTS bot and an exact
search of its own agreeing with Cubist's solver."""

import pickle
import random

import numpy as np
import pytest

pyspiel = pytest.importorskip(
    "pyspiel", reason="open_spiel is not installed (pip install './bindings/python[openspiel]')"
)

import cubist  # noqa: E402
import cubist.openspiel  # noqa: E402,F401
from open_spiel.python.algorithms import mcts, minimax  # noqa: E402

GT = pyspiel.GameType

# Small options that keep random and MCTS games short, per game.
SMALL = {
    "zhen": {"tiles": 4, "cubes": 2, "cap": 200},
    "cube_attack": {"rounds": 6},
    "squadro": {"cap": 200},
    "tilt": {"size": 4, "cap": 120},
    "cube_conquest": {"cap": 60},
}


def load(name, **params):
    return pyspiel.load_game(cubist.openspiel.short_name(name), params)


def test_every_game_is_registered_with_its_options_as_parameters():
    registered = set(pyspiel.registered_names())
    for name in cubist.games():
        short = cubist.openspiel.short_name(name)
        assert short in registered
        game = pyspiel.load_game(short)
        mine = cubist.load_game(name)
        assert game.num_distinct_actions() == mine.num_distinct_actions()
        assert game.num_players() == mine.num_players()
        assert game.observation_tensor_shape() == list(mine.observation_shape())
        assert game.min_utility() == -1.0 and game.max_utility() == 1.0
        for key in mine.options:
            assert key.replace("-", "_") in game.get_type().parameter_specification
    # The dict form and the string form, options with underscores for dashes.
    zhen = pyspiel.load_game("cubist_zhen", {"tiles": 3, "cap": 50})
    assert zhen.num_distinct_actions() == 6
    assert zhen.max_game_length() == 50
    tilt = pyspiel.load_game("cubist_tilt(size=5,first=dark)")
    assert tilt.num_distinct_actions() == cubist.load_game("tilt", size=5).num_distinct_actions()
    assert str(pyspiel.load_game(str(tilt))) == str(tilt)


def test_bad_parameters_are_refused():
    with pytest.raises(Exception, match="tiles"):
        pyspiel.load_game("cubist_zhen", {"tiles": 99})
    with pytest.raises(Exception, match="colour"):
        pyspiel.load_game("cubist_squadro", {"colour": "red"})


def test_game_types_are_declared_as_the_games_are():
    zhen = load("zhen").get_type()
    assert zhen.chance_mode == GT.ChanceMode.EXPLICIT_STOCHASTIC  # first drawn at random
    assert zhen.dynamics == GT.Dynamics.SEQUENTIAL
    assert zhen.information == GT.Information.PERFECT_INFORMATION
    assert zhen.utility == GT.Utility.ZERO_SUM
    assert zhen.reward_model == GT.RewardModel.TERMINAL
    assert zhen.provides_information_state_string and zhen.provides_observation_tensor
    assert not zhen.provides_information_state_tensor
    assert load("zhen").max_chance_outcomes() == 2
    fixed = load("squadro", first="dark")
    assert fixed.get_type().chance_mode == GT.ChanceMode.DETERMINISTIC
    assert fixed.max_chance_outcomes() == 0
    assert fixed.new_initial_state().current_player() == 1

    three = load("cube_attack", players=3)
    assert three.get_type().utility == GT.Utility.GENERAL_SUM
    assert three.max_chance_outcomes() == 3
    assert three.max_game_length() == 200 * 3 * 2  # rounds x seats x two actions

    conquest = load("cube_conquest").get_type()
    assert conquest.chance_mode == GT.ChanceMode.EXPLICIT_STOCHASTIC  # the deal, the draws
    assert load("cube_conquest").max_chance_outcomes() == 6  # a symbol, a card
    assert conquest.dynamics == GT.Dynamics.SIMULTANEOUS
    assert conquest.information == GT.Information.IMPERFECT_INFORMATION
    assert load("cube_conquest", simultaneous=False).get_type().dynamics == GT.Dynamics.SEQUENTIAL
    assert load("cube_conquest", players=3).get_type().utility == GT.Utility.GENERAL_SUM


@pytest.mark.parametrize(
    "name,params",
    [
        ("zhen", {}),
        ("squadro", {}),
        ("tilt", {}),
        ("cube_attack", {}),
        ("cube_attack", {"players": 3}),
        ("zhen", {"first": "blue"}),
        ("cube_conquest", {}),
        ("cube_conquest", {"simultaneous": False}),
        ("cube_conquest", {"players": 3, "size": 6}),
    ],
)
@pytest.mark.parametrize("serialize", [True, False])
def test_openspiel_random_simulations(name, params, serialize):
    game = load(name, **{**SMALL[name], **params})
    pyspiel.random_sim_test(game, num_sims=2, serialize=serialize, verbose=False)


def random_state(game, rng, steps):
    state = game.new_initial_state()
    for _ in range(steps):
        if state.is_terminal():
            break
        play_random(state, rng)
    return state


def play_random(state, rng):
    if state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(actions, probs)[0])
    elif state.is_simultaneous_node():
        state.apply_actions(
            [rng.choice(state.legal_actions(p) or [0]) for p in range(state.num_players())]
        )
    else:
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", ["cube_conquest", "zhen"])
def test_states_serialize_clone_and_pickle(name):
    rng = random.Random(3)
    game = load(name, **SMALL[name])
    for steps in (0, 1, 7, 25, 60):
        original = state = random_state(game, rng, steps)
        copies = [
            game.deserialize_state(state.serialize()),
            pickle.loads(pickle.dumps(state)),
            state.clone(),
        ]
        for copy in copies:
            state = original.clone()
            assert str(copy) == str(state)
            assert copy.history() == state.history()
            for p in range(game.num_players()):
                assert copy.information_state_string(p) == state.information_state_string(p)
                assert copy.observation_tensor(p) == state.observation_tensor(p)
            # The same actions and chance outcomes lead to the same states.
            seed = rng.random()
            a, b = random.Random(seed), random.Random(seed)
            for _ in range(10):
                if state.is_terminal():
                    break
                play_random(state, a)
                play_random(copy, b)
            assert str(copy) == str(state)
            assert state.serialize() == copy.serialize()  # chance outcomes included


def test_cube_conquest_deals_at_chance_nodes_with_exact_probabilities():
    game = load("cube_conquest", size=4)
    state = game.new_initial_state()
    assert state.chance_outcomes() == [(s, 1 / 6) for s in range(6)]
    for _ in range(5):
        state.apply_action(2)  # five tiles of the third symbol: one of six left
    outcomes = dict(state.chance_outcomes())
    assert outcomes[2] == pytest.approx(1 / 31) and outcomes[0] == pytest.approx(6 / 31)
    with pytest.raises(ValueError, match="chance outcome 6 is not one of"):
        state.apply_action(6)
    for cell in range(11):
        state.apply_action(cell % 2)
    assert state.chance_outcomes() == [(0, 0.5), (1, 0.5)]  # the first player
    state.apply_action(1)
    assert state.current_player() == pyspiel.PlayerId.SIMULTANEOUS
    assert state.cubist_state().acting_players() == [1]
    # Another deal with the same first player: no seat can tell them apart yet.
    other = game.new_initial_state()
    for cell in range(16):
        other.apply_action((cell + 3) % 6)
    other.apply_action(1)
    assert other.cubist_state().serialize() != state.cubist_state().serialize()
    for p in range(2):
        assert other.information_state_string(p) == state.information_state_string(p)
        assert other.observation_string(p) == state.observation_string(p)
        assert other.observation_tensor(p) == state.observation_tensor(p)


def play_to_a_draw(state, rng):
    """Random play until a play waits for its cards (a chance node after the start)."""
    while not state.is_terminal():
        if state.is_chance_node() and state.cubist_state() is not None:
            return state
        play_random(state, rng)
    raise AssertionError("the game ended before a draw")


def test_a_seat_sees_its_own_draws_and_no_other_seats():
    rng = random.Random(5)
    game = load("cube_conquest", **SMALL["cube_conquest"], simultaneous=False)
    seen = 0
    for _ in range(40):
        state = play_to_a_draw(game.new_initial_state(), rng)
        outcomes = [o for o, _ in state.chance_outcomes()]
        if len(outcomes) < 2:
            continue
        a, b = state.child(outcomes[0]), state.child(outcomes[-1])
        while a.is_chance_node():  # the rest of the draws alike
            first = a.chance_outcomes()[0][0]
            a.apply_action(first)
            b.apply_action(first if first in dict(b.chance_outcomes()) else b.chance_outcomes()[0][0])
        if a.is_terminal() or b.is_terminal():
            continue
        drawer = a.current_player()
        hands_differ = a.cubist_state().observation_string(drawer) != b.cubist_state().observation_string(drawer)
        for p in range(game.num_players()):
            same = a.information_state_string(p) == b.information_state_string(p)
            same_obs = a.observation_string(p) == b.observation_string(p)
            assert same == same_obs == (p != drawer or not hands_differ), (p, drawer)
        seen += hands_differ
        if seen >= 3:
            return
    pytest.fail(f"only {seen} draws that differ")


def test_a_chance_node_draws_the_first_player():
    game = load("squadro")
    state = game.new_initial_state()
    assert state.is_chance_node()
    assert state.chance_outcomes() == [(0, 0.5), (1, 0.5)]
    assert state.legal_actions() == [0, 1]
    for seat in (0, 1):
        child = state.child(seat)
        assert child.current_player() == seat
        assert child.history() == [seat]


def test_perfect_information_states_are_the_history():
    game = load("tilt", **SMALL["tilt"])
    state = random_state(game, random.Random(1), 9)
    assert state.information_state_string(0) == state.information_state_string(1)
    assert state.information_state_string(0) == state.history_str()
    s = state.cubist_state()
    for p in range(2):
        assert state.observation_string(p) == s.observation_string(p)
        np.testing.assert_array_equal(
            np.asarray(state.observation_tensor(p)), s.observation_tensor(p).reshape(-1)
        )


def at_secret_choice(game, rng):
    for _ in range(200):
        state = game.new_initial_state()
        for _ in range(400):
            if state.is_terminal():
                break
            s = state.cubist_state()
            if s is not None and not state.is_chance_node() and s.is_simultaneous_node() and len(s.acting_players()) == 2:
                return state
            play_random(state, rng)
    raise AssertionError("no secret choice met")


def test_a_secret_card_never_reaches_the_other_seats_information_state():
    rng = random.Random(8)
    game = load("cube_conquest", simultaneous=False)
    for _ in range(5):
        state = at_secret_choice(game, rng)
        first, second = state.cubist_state().acting_players()
        assert state.current_player() == first
        cards = state.legal_actions()
        if len(cards) < 2:
            continue
        a, b = state.child(cards[0]), state.child(cards[-1])
        assert a.current_player() == b.current_player() == second
        # The committer knows its card; the other seat sees the same in both.
        assert a.information_state_string(first) != b.information_state_string(first)
        assert a.information_state_string(second) == b.information_state_string(second)
        assert a.observation_string(second) == b.observation_string(second)
        assert a.observation_tensor(second) == b.observation_tensor(second)
        return
    pytest.fail("no secret choice with two cards to choose from")


def mcts_bot(game, seed, simulations=6):
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=np.random.RandomState(seed))
    return mcts.MCTSBot(
        game,
        uct_c=2.0,
        max_simulations=simulations,
        evaluator=evaluator,
        random_state=np.random.RandomState(seed),
    )


@pytest.mark.parametrize("name", ["zhen", "squadro", "tilt", "cube_attack", "cube_conquest"])
def test_openspiel_mcts_plays_every_game_to_the_end(name):
    params = dict(SMALL[name])
    if name == "cube_conquest":
        params["simultaneous"] = False  # OpenSpiel's MCTS takes sequential games only
    game = load(name, **params)
    bots = [mcts_bot(game, 1), mcts_bot(game, 2)]
    rng = random.Random(0)
    sampler = random.Random(9).random
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            play_random(state, rng)
            continue
        seat = state.current_player()
        # With hidden cards the bot searches a state its seat cannot tell from the real
        # one, never the real one.
        searched = (
            state
            if game.get_type().information == GT.Information.PERFECT_INFORMATION
            else state.resample_from_infostate(seat, sampler)
        )
        action = bots[seat].step(searched)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1
    assert moves <= game.max_game_length()
    returns = state.returns()
    assert sorted(returns) in ([-1.0, 1.0], [0.0, 0.0]), returns


@pytest.mark.parametrize("tiles,cubes", [(3, 1), (2, 2)])
def test_openspiel_alpha_beta_agrees_with_the_perfect_solver(tiles, cubes):
    for first in ("red", "blue"):
        game = load("zhen", tiles=tiles, cubes=cubes, first=first)
        state = game.new_initial_state()
        value, _ = minimax.alpha_beta_search(game, state, maximum_depth=10_000, maximizing_player_id=0)
        solved = state.cubist_state().solve(states=100_000)
        assert solved["values"][0] == value, (first, solved, value)
        assert solved["values"][1] == -value


def test_the_solver_refuses_hidden_information():
    state = random_state(load("cube_conquest"), random.Random(0), 30)
    with pytest.raises(ValueError, match="perfect"):
        state.cubist_state().solve(states=1000)
