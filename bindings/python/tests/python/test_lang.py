"""Human text in the reader's language: the board drawn as text, an action in words,
the end reason and the rules take ``lang``; English stays the default, and machine
fields (notation, ids) never change."""

import random

import pytest

import cubist

from conftest import random_play


def test_the_board_is_drawn_in_the_language_asked_and_english_by_default():
    state = cubist.load_game("squadro", first="light").new_initial_state(seed=1)
    english = state.observation_string()
    assert english == str(state) == state.observation_string(lang="en")
    assert "Light to move" in english
    german = state.observation_string(lang="de")
    assert "Hell ist am Zug" in german
    assert "to move" not in german and "lane" not in german
    french = state.observation_string(0, lang="fr")
    assert "Clair joue" in french


def test_an_action_is_told_in_words_while_its_notation_stays_the_same():
    state = cubist.load_game("tilt", first="light").new_initial_state(seed=1)
    action = state.string_to_action("@c3")
    assert state.describe_action(action).startswith("Light places a cube on c3")
    assert state.describe_action(action, lang="it").startswith("Chiaro mette un cubo su c3")
    assert state.describe_action(0, action, lang="es").startswith("Claro pone un cubo en c3")
    assert state.action_to_string(action) == "@c3"


def test_an_illegal_action_cannot_be_told():
    state = cubist.load_game("tilt", first="light").new_initial_state(seed=1)
    illegal = next(a for a in range(state.num_distinct_actions())
                   if a not in state.legal_actions())
    with pytest.raises(ValueError):
        state.describe_action(illegal)


def test_the_end_reason_and_the_rules_are_in_the_language_asked():
    state = cubist.load_game("zhen").new_initial_state(seed=3)
    random_play(state, random.Random(3))
    assert state.end_reason() == state.end_reason(lang="en")
    assert state.end_reason(lang="de") != state.end_reason()
    rules = cubist.game_info("squadro", lang="fr")["rules"]
    assert rules != cubist.game_info("squadro")["rules"]
    assert rules == cubist.game_info("squadro", lang="fr-CA")["rules"]


@pytest.mark.parametrize("lang", ["xx", "", "english", "en-XA"])
def test_an_unknown_language_is_a_clear_value_error(lang):
    state = cubist.load_game("zhen").new_initial_state(seed=1)
    with pytest.raises(ValueError, match="unknown language"):
        state.observation_string(lang=lang)
    with pytest.raises(ValueError, match="en, it, fr, es, de"):
        cubist.game_info("zhen", lang=lang)
