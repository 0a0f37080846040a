"""Cube Conquest's information state, made by the game: equal for two histories
exactly when the seat cannot tell them apart, by the full record of what it saw (its
observation after every action and its own actions), and short."""

import random

import cubist

OPTIONS = {"cap": 60, "size": 4}


class Tracked:
    """A state with each seat's full record next to it."""

    def __init__(self, state):
        self.state = state
        self.records = {p: [state.observation_string(p)] for p in range(2)}

    def play(self, seat, action):
        text = self.state.action_to_string(seat, action)
        self.state.apply_action(action, seat)
        for p in range(2):
            self.records[p].append(text if p == seat else "")
            self.records[p].append(self.state.observation_string(p))

    def clone(self):
        copy = Tracked.__new__(Tracked)
        copy.state = self.state.clone()
        copy.records = {p: list(r) for p, r in self.records.items()}
        return copy


def play_pair(a, b, me, rng, steps):
    """The same actions on both where legal in both; yields after each."""
    for _ in range(steps):
        if a.state.is_terminal() or b.state.is_terminal():
            return
        seat_a, seat_b = a.state.acting_players()[0], b.state.acting_players()[0]
        if seat_a != seat_b:
            return
        common = sorted(set(a.state.legal_actions(seat_a)) & set(b.state.legal_actions(seat_a)))
        if not common:
            return
        action = rng.choice(common)
        a.play(seat_a, action)
        b.play(seat_a, action)
        yield


def check_pair(a, b):
    for p in range(2):
        same_record = a.records[p] == b.records[p]
        same_info = a.state.information_state_string(p) == b.state.information_state_string(p)
        assert same_record == same_info, (p, a.records[p][-2:], b.records[p][-2:])
    return a.records[0] == b.records[0]


def test_equal_exactly_when_the_seat_cannot_tell_apart():
    game = cubist.load_game("cube-conquest", **OPTIONS)
    rng = random.Random(7)
    seen_equal = seen_different = 0
    for trial in range(12):
        a = Tracked(game.new_initial_state(seed=trial))
        # Some random play, then a sample of what seat `me` cannot tell from it.
        for _ in range(rng.randrange(0, 40)):
            if a.state.is_terminal():
                break
            seat = a.state.acting_players()[0]
            a.play(seat, rng.choice(a.state.legal_actions(seat)))
        if a.state.is_terminal():
            continue
        me = trial % 2
        b = a.clone()
        b.state = a.state.resample_from_infostate(me, seed=trial)
        assert b.state.information_state_string(me) == a.state.information_state_string(me)
        for _ in play_pair(a, b, me, rng, 60):
            same = a.records[me] == b.records[me]
            same_info = (
                a.state.information_state_string(me) == b.state.information_state_string(me)
            )
            assert same == same_info
            seen_equal += same
            seen_different += not same
    assert seen_equal > 5 and seen_different > 5


def test_histories_from_different_deals_differ_when_seen_differently():
    game = cubist.load_game("cube-conquest", **OPTIONS)
    rng = random.Random(3)
    for seed in range(6):
        a = Tracked(game.new_initial_state(seed=seed))
        b = Tracked(game.new_initial_state(seed=seed + 100))
        for _ in play_pair(a, b, 0, rng, 60):
            check_pair(a, b)


def test_it_grows_by_a_few_bytes_an_action():
    game = cubist.load_game("cube-conquest")
    state = game.new_initial_state(seed=1)
    rng = random.Random(1)
    steps = 0
    while not state.is_terminal() and steps < 150:
        seat = state.acting_players()[0]
        state.apply_action(rng.choice(state.legal_actions(seat)), seat)
        steps += 1
    for p in range(2):
        assert len(state.information_state_string(p)) < 20 * steps
