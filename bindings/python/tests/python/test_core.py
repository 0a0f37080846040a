"""The pyspiel-shaped API on every game."""

import copy
import pickle

import numpy as np
import pytest

import cubist
from conftest import SHORT, random_play


def test_games_are_listed_with_facts():
    names = cubist.games()
    assert names == ["zhen", "cube-attack", "squadro", "tilt", "cube-conquest"]
    for n in names:
        info = cubist.game_info(n)
        assert info["name"] == n and info["rules"] and info["options"]
    with pytest.raises(ValueError):
        cubist.load_game("chess")


def test_options_by_keyword_and_by_name():
    g = cubist.load_game("tilt", size=7)
    assert g.options["size"] == "7"
    assert g.observation_shape() == [12, 7, 7]
    assert cubist.load_game("tilt(size=7)").options == g.options
    assert cubist.load_game("cube-conquest", players=3).num_players() == 3
    with pytest.raises(ValueError):
        cubist.load_game("tilt", size=99)
    with pytest.raises(ValueError):
        cubist.load_game("tilt", colour="red")


def test_random_games_keep_the_api_promises(variant, rng):
    name, options = variant
    game = cubist.load_game(name, **options)
    n = game.num_distinct_actions()
    shape = tuple(game.observation_shape())
    for seed in range(3):
        state = game.new_initial_state(seed=seed)
        steps = 0
        while not state.is_terminal():
            acting = state.acting_players()
            cp = state.current_player()
            if len(acting) == 1 and not state.is_simultaneous_node():
                assert cp == acting[0]
            else:
                assert cp == cubist.SIMULTANEOUS and state.is_simultaneous_node()
            for seat in range(game.num_players()):
                legal = state.legal_actions(seat)
                mask = state.legal_actions_mask(seat)
                assert mask.shape == (n,) and mask.dtype == np.uint8
                assert list(np.flatnonzero(mask)) == legal
                assert bool(legal) == (seat in acting)
                if steps % 7 == 0:
                    obs = state.observation_tensor(seat)
                    assert obs.shape == shape and obs.dtype == np.float32
                    assert np.isfinite(obs).all() and (obs >= 0).all()
            seat = acting[0]
            legal = state.legal_actions(seat)
            assert all(0 <= a < n for a in legal)
            # Notation round trip.
            a = rng.choice(legal)
            text = state.action_to_string(seat, a)
            assert state.string_to_action(seat, text) == a
            if steps % 11 == 0:
                illegal = next(i for i in range(n + 1) if i not in legal)
                before = state.serialize()
                with pytest.raises(ValueError):
                    state.apply_action(illegal, seat)
                assert state.serialize() == before
            state.apply_action(a, seat)
            steps += 1
            assert steps < 100_000
        assert state.current_player() == cubist.TERMINAL
        assert state.legal_actions() == []
        r = state.returns()
        assert len(r) == game.num_players() and set(r) <= {-1.0, 0.0, 1.0}
        winners = state.winners()
        if len(winners) == game.num_players():
            assert r == [0.0] * len(r)
        else:
            assert [s for s in range(len(r)) if r[s] == 1.0] == winners
        assert state.scores() is not None and state.end_reason()
        assert len(state.history()) == steps == state.move_number()


def test_same_seed_and_actions_give_the_same_game(name, rng):
    game = cubist.load_game(name, **SHORT[name])
    a = game.new_initial_state(seed=42)
    played = random_play(a, rng)
    b = game.new_initial_state(seed=42)
    for seat, action in played:
        b.apply_action(action, seat)
    assert b.serialize() == a.serialize() and b.returns() == a.returns()
    assert a.full_history() == played


def test_serialize_round_trips(name, rng):
    game = cubist.load_game(name, **SHORT[name])
    state = game.new_initial_state(seed=3)
    for _ in range(40):
        if state.is_terminal():
            break
        text = state.serialize()
        back = game.deserialize_state(text)
        assert back.serialize() == text
        assert cubist.deserialize_state(name, text).serialize() == text
        for seat in range(game.num_players()):
            assert back.legal_actions(seat) == state.legal_actions(seat)
            np.testing.assert_array_equal(back.observation_tensor(seat), state.observation_tensor(seat))
        assert pickle.loads(pickle.dumps(state)).serialize() == text
        seat = state.acting_players()[0]
        state.apply_action(rng.choice(state.legal_actions(seat)), seat)
    with pytest.raises(ValueError):
        game.deserialize_state("not a state")
    assert pickle.loads(pickle.dumps(game)).options == game.options


def test_clone_is_independent(name, rng):
    state = cubist.load_game(name).new_initial_state(seed=9)
    before = state.serialize()
    for c in (state.clone(), copy.copy(state), copy.deepcopy(state)):
        seat = c.acting_players()[0]
        c.apply_action(c.legal_actions(seat)[0], seat)
        assert c.serialize() != before
    assert state.serialize() == before


def test_observation_string_and_str(name):
    state = cubist.load_game(name).new_initial_state(seed=1)
    assert str(state) == state.observation_string()
    for seat in range(state.num_players()):
        assert state.observation_string(seat)
    with pytest.raises(IndexError):
        state.observation_tensor(state.num_players())


def test_resample_keeps_what_the_seat_sees(name, rng):
    game = cubist.load_game(name, **SHORT[name])
    state = game.new_initial_state(seed=5)
    for _ in range(25):
        seat = state.acting_players()[0]
        state.apply_action(rng.choice(state.legal_actions(seat)), seat)
    for seat in range(game.num_players()):
        for seed in range(5):
            r = state.resample_from_infostate(seat, seed)
            np.testing.assert_array_equal(r.observation_tensor(seat), state.observation_tensor(seat))
            assert r.observation_string(seat) == state.observation_string(seat)
            assert r.legal_actions(seat) == state.legal_actions(seat)
            assert r.current_player() == state.current_player()
        info = cubist.game_info(name)
        if info["perfect_information"]:
            assert state.resample_from_infostate(seat, 1).serialize() == state.serialize()


def test_simultaneous_choices_by_apply_actions(rng):
    # Play Cube Conquest until an attack waits for both secret cards.
    game = cubist.load_game("cube-conquest")
    for seed in range(40):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal() and not state.is_simultaneous_node():
            legal = state.legal_actions()
            attacks = [a for a in legal if state.action_to_string(a).startswith("attack")]
            state.apply_action(attacks[0] if attacks else rng.choice(legal))
        if state.is_simultaneous_node() and len(state.acting_players()) == 2:
            break
    else:
        pytest.fail("no attack in 40 games")
    att, dfn = state.acting_players()
    choice = [0] * game.num_players()
    choice[att] = state.legal_actions(att)[0]
    choice[dfn] = state.legal_actions(dfn)[0]
    bad = list(choice)
    bad[dfn] = game.num_distinct_actions() - 1
    before = state.serialize()
    with pytest.raises(ValueError):
        state.apply_actions(bad)
    assert state.serialize() == before
    by_dict = state.clone()
    state.apply_actions(choice)
    by_dict.apply_actions({att: choice[att], dfn: choice[dfn]})
    assert state.serialize() == by_dict.serialize()
    assert not (state.is_simultaneous_node() and att in state.acting_players())


def test_a_round_ended_by_its_first_card_drops_the_second(rng):
    # Find an attack waiting for both secret cards, then replay the same actions in a
    # game whose action cap the first card reaches: the round commits that card only,
    # as the session's round rule does, and the second seat's choice is dropped.
    game = cubist.load_game("cube-conquest")
    for seed in range(100):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal() and not (
            len(state.history()) >= 20 and len(state.acting_players()) == 2
        ):
            state.apply_action(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            break
    else:
        pytest.fail("no attack after 20 actions in 100 games")
    capped = cubist.load_game("cube-conquest", cap=len(state.history()) + 1)
    short = capped.new_initial_state(seed=seed)
    for player, action in state.full_history():
        short.apply_action(action, player)
    first, second = short.acting_players()
    choice = {first: short.legal_actions(first)[0], second: short.legal_actions(second)[0]}
    before = short.full_history()
    short.apply_actions(choice)
    assert short.is_terminal()
    assert short.full_history() == before + [(first, choice[first])]
