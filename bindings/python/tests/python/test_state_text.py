"""OpenSpiel states as text: the game's own encoding, checked when read, never a
pickle."""

import base64
import pickle
import random
import re

import pytest

pyspiel = pytest.importorskip("pyspiel")

import cubist.openspiel  # noqa: E402

GAMES = [
    "cubist_zhen(tiles=4,cubes=2,cap=200)",
    "cubist_squadro(cap=200)",
    "cubist_tilt(size=4,cap=120)",
    "cubist_cube_attack(rounds=6)",
    "cubist_cube_conquest(cap=60)",
    "cubist_cube_conquest(cap=60,simultaneous=false)",
]


def advance(state, rng, steps):
    for _ in range(steps):
        if state.is_terminal():
            return
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        elif state.is_simultaneous_node():
            n = state.get_game().num_players()
            state.apply_actions([rng.choice(state.legal_actions(p) or [0]) for p in range(n)])
        else:
            state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("name", GAMES)
def test_a_state_reads_back_as_itself(name):
    game = pyspiel.load_game(name)
    rng = random.Random(2)
    state = game.new_initial_state()
    for steps in (0, 1, 5, 20, 40):
        advance(state, rng, steps)
        text = state.serialize()
        assert text.startswith("cubist-openspiel-state v1\n")
        back = game.deserialize_state(text)
        assert str(back) == str(state) and back.history() == state.history()
        assert back.serialize() == text
        for p in range(game.num_players()):
            assert back.information_state_string(p) == state.information_state_string(p)


def test_a_state_of_another_game_or_options_is_refused():
    zhen = pyspiel.load_game("cubist_zhen")
    text = zhen.new_initial_state().serialize()
    with pytest.raises(ValueError, match="state of cubist_zhen.*not of cubist_squadro"):
        pyspiel.load_game("cubist_squadro").deserialize_state(text)
    with pytest.raises(ValueError, match="not of cubist_zhen"):
        pyspiel.load_game("cubist_zhen(tiles=5)").deserialize_state(text)


def test_corrupted_text_is_refused_naming_the_fault():
    game = pyspiel.load_game("cubist_cube_conquest(cap=60)")
    state = game.new_initial_state()
    advance(state, random.Random(1), 40)  # past the deal's 25 chance nodes
    assert state.cubist_state() is not None
    text = state.serialize()
    lines = text.split("\n")
    later = state.clone()
    advance(later, random.Random(1), 1)
    cases = {
        "first line": "not a state",
        "lines": "\n".join(lines[:3]),
        "start": "\n".join(lines[:2] + ["start: {}"] + lines[3:]),
        "player:action": "\n".join(lines[:3] + ["actions: 0:x"] + lines[4:]),
        "not legal|not whose turn|joint action": "\n".join(lines[:3] + ["actions: 0:99999"] + lines[4:]),
        "do not lead": "\n".join(lines[:4] + [later.serialize().split("\n")[4]]),
    }
    for message, bad in cases.items():
        with pytest.raises(ValueError, match=message):
            game.deserialize_state(bad)


def test_a_pickle_is_never_read():
    class Boom:
        def __reduce__(self):
            return (print, ("unpickled!",))

    payload = "history=\nmove_number=0\n__dict__=" + base64.b64encode(
        pickle.dumps({"x": Boom()})
    ).decode()
    with pytest.raises(ValueError, match="not a Cubist OpenSpiel state"):
        pyspiel.load_game("cubist_zhen").deserialize_state(payload)


def test_pickling_a_state_still_works():
    game = pyspiel.load_game("cubist_cube_conquest(cap=60)")
    state = game.new_initial_state()
    advance(state, random.Random(4), 40)
    back = pickle.loads(pickle.dumps(state))
    assert back.serialize() == state.serialize()


def test_openspiels_own_serialisation_keeps_what_each_seat_knows():
    # pyspiel's C++ path pickles the state's attributes (not this text): the copy must
    # still hold each seat's information state, not one started afresh.
    game = pyspiel.load_game("cubist_cube_conquest(cap=60)")
    state = game.new_initial_state()
    advance(state, random.Random(6), 50)
    assert state.cubist_state() is not None
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert str(back) == str(state)
    for p in range(game.num_players()):
        assert back.information_state_string(p) == state.information_state_string(p)


DEFAULTS = ["cubist_zhen", "cubist_cube_attack", "cubist_squadro", "cubist_tilt", "cubist_cube_conquest"]


def with_game(text, game_string):
    """OpenSpiel's game-and-state text with its [Game] section replaced."""
    before, rest = text.split("[Game]\n", 1)
    _, after = rest.split("\n", 1)
    return f"{before}[Game]\n{game_string}\n{after}"


def played(game, seed, steps=None):
    state = game.new_initial_state()
    deal = "conquest" in str(game)  # past Cube Conquest's deal (25 chance nodes)
    advance(state, random.Random(seed), steps or (32 if deal else 8))
    assert state.cubist_state() is not None and not state.is_terminal()
    return state


@pytest.mark.parametrize("written", DEFAULTS)
@pytest.mark.parametrize("read", DEFAULTS)
def test_openspiels_own_reading_refuses_another_games_state(written, read):
    game = pyspiel.load_game(written)
    state = played(game, 3)
    other = pyspiel.load_game(read)
    text = with_game(pyspiel.serialize_game_and_state(game, state), str(other))
    if written != read:
        message = f"this is a state of {re.escape(str(game))}, not of {re.escape(str(other))}"
        with pytest.raises(ValueError, match=message):
            pyspiel.deserialize_game_and_state(text)
        return
    _, back = pyspiel.deserialize_game_and_state(text)
    assert back.serialize() == state.serialize()
    assert back.legal_actions() == state.legal_actions()
    advance(back, random.Random(5), 10)
    advance(state, random.Random(5), 10)
    assert back.serialize() == state.serialize()


def test_openspiels_own_reading_refuses_other_parameters():
    game = pyspiel.load_game("cubist_zhen(tiles=3)")
    text = pyspiel.serialize_game_and_state(game, played(game, 1, 4))
    refused = r"state of cubist_zhen\(.*tiles=3\), not of cubist_zhen\(.*tiles=5\)"
    with pytest.raises(ValueError, match=refused):
        pyspiel.deserialize_game_and_state(with_game(text, "cubist_zhen(tiles=5)"))


def test_a_read_state_shares_its_games_setup():
    game = pyspiel.load_game("cubist_squadro")
    state = played(game, 2, 6)
    _, back = pyspiel.deserialize_game_and_state(pyspiel.serialize_game_and_state(game, state))
    assert back._setup is back.get_game()._setup


def test_the_safe_reading_takes_the_game_from_the_text():
    game = pyspiel.load_game("cubist_cube_conquest(cap=60,simultaneous=false)")
    state = played(game, 7, 40)
    read_game, back = cubist.openspiel.deserialize_game_and_state(state.serialize())
    assert str(read_game) == str(game)
    assert back.serialize() == state.serialize()
    for p in range(game.num_players()):
        assert back.information_state_string(p) == state.information_state_string(p)


UNPICKLED = []


def unpickled(what):
    UNPICKLED.append(what)


class Marker:
    def __reduce__(self):
        return (unpickled, ("unpickled",))


def test_the_safe_reading_never_unpickles_and_reads_only_cubist_games():
    seen = UNPICKLED
    seen.clear()

    game = pyspiel.load_game("cubist_zhen")
    os_text = pyspiel.serialize_game_and_state(game, game.new_initial_state())
    pickled = os_text.split("__dict__=")[0] + "__dict__=" + base64.b64encode(
        pickle.dumps({"_marker": Marker()})
    ).decode()
    with pytest.raises(ValueError, match="not a Cubist OpenSpiel state"):
        cubist.openspiel.deserialize_game_and_state(pickled)
    assert seen == []
    # What docs/python.md warns of: OpenSpiel's own reading unpickles the text.
    pyspiel.deserialize_game_and_state(pickled)
    assert seen == ["unpickled"]
    text = game.new_initial_state().serialize().replace("game: cubist_zhen", "game: tic_tac_toe", 1)
    with pytest.raises(ValueError, match="tic_tac_toe.*is not a Cubist game"):
        cubist.openspiel.deserialize_game_and_state(text)
