"""Cube Conquest's hidden information, tested as an attacker would: whatever differs
only in what a seat may not know must give that seat identical observations."""

import random

import numpy as np
import pytest

import cubist


def play_until(state, rng, stop, limit=3000):
    for _ in range(limit):
        if state.is_terminal() or stop(state):
            return True
        legal = state.legal_actions()
        attacks = [a for a in legal if state.action_to_string(a).startswith("attack")]
        state.apply_action(attacks[0] if attacks and rng.random() < 0.5 else rng.choice(legal))
    return False


@pytest.mark.parametrize("players", [2, 3, 4])
def test_other_hands_never_reach_a_seats_observation(players):
    rng = random.Random(players)
    game = cubist.load_game("cube-conquest", players=players, size=6 if players > 2 else 5)
    differing_samples = 0
    for seed in range(3):
        state = game.new_initial_state(seed=seed)
        for step in range(200):
            if state.is_terminal():
                break
            if step % 10 == 0:
                for seat in range(players):
                    mine = state.observation_tensor(seat)
                    text = state.observation_string(seat)
                    # States seat cannot tell apart: others' hands, decks and face-down
                    # tiles sampled anew.
                    for k in range(6):
                        other = state.resample_from_infostate(seat, seed * 1000 + step * 10 + k)
                        np.testing.assert_array_equal(other.observation_tensor(seat), mine)
                        assert other.observation_string(seat) == text
                        for o in range(players):
                            if o != seat and not np.array_equal(
                                other.observation_tensor(o), state.observation_tensor(o)
                            ):
                                others_differ = True
                    # The samples did change what the other seats hold (when they hold
                    # anything unknown): the test compares different states.
                    if step >= 20:
                        assert others_differ, (seed, step, seat)
            legal = state.legal_actions()
            state.apply_action(rng.choice(legal))


def test_a_committed_secret_card_is_invisible_to_the_other_side():
    rng = random.Random(7)
    game = cubist.load_game("cube-conquest")
    for seed in range(60):
        state = game.new_initial_state(seed=seed)
        play_until(state, rng, lambda s: s.is_simultaneous_node() and len(s.acting_players()) == 2)
        if not state.is_terminal() and len(state.acting_players()) == 2:
            break
    else:
        pytest.fail("no attack found")
    attacker, defender = state.acting_players()
    cards = state.legal_actions(attacker)
    if len(cards) < 2:
        pytest.skip("the attacker holds one kind of card")
    seen, texts = set(), set()
    for card in cards:
        s = state.clone()
        s.apply_action(card, attacker)
        seen.add(s.observation_tensor(defender).tobytes())
        texts.add(s.observation_string(defender))
    assert len(texts) == 1
    assert len(seen) == 1, "the defender's observation depends on the attacker's secret card"
    own = set()
    for card in cards:
        s = state.clone()
        s.apply_action(card, attacker)
        own.add(s.observation_tensor(attacker).tobytes())
    assert len(own) == len(cards), "the attacker's observation shows its own committed card"


def test_a_seat_sees_its_own_hand():
    state = cubist.load_game("cube-conquest").new_initial_state(seed=1)
    rng = random.Random(1)
    play_until(state, rng, lambda s: s.move_number() >= 8)
    differs = 0
    for k in range(10):
        other = state.resample_from_infostate(0, k)
        if not np.array_equal(other.observation_tensor(1), state.observation_tensor(1)):
            differs += 1
    assert differs > 0, "seat 1's tensor should change with seat 1's (resampled) hand"
