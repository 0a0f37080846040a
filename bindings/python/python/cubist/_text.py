"""An OpenSpiel state of a Cubist game as text, and back, checked: never a pickle.

Four lines, versioned by the first::

    cubist-openspiel-state v1
    game: cubist_tilt(cap=200,first=random,repetition=3,size=5)
    start: <the start in the game's own encoding, or - when the actions begin with its chance>
    actions: <player:action,...  as in State.full_history()>
    state: <the state now in the game's own encoding, or ->

Reading it checks the game and its parameters, decodes the start with the game's own
(validating) decoder, replays every action with its legality checked, and requires the
result to be the state written. Both encodings hold the full state, hidden parts and
the random generator included: the text is for saving and for trusted tools, never to
show a seat.
"""

from __future__ import annotations

import cubist
import pyspiel

HEADER = "cubist-openspiel-state v1"
FIELDS = ("game", "start", "actions", "state")


def write(state) -> str:
    inner = state._state()
    history = state.full_history()
    # Replayed from the chance node when the first player was drawn here.
    drawn = bool(history) and history[0].player == pyspiel.PlayerId.CHANCE
    start = "-" if state._start is None or drawn else state._start.state.serialize()
    now = "-" if inner is None else inner.serialize()
    moves = ",".join(f"{pa.player}:{pa.action}" for pa in history)
    values = (str(state.get_game()), start, moves, now)
    lines = [HEADER] + [f"{k}: {v}" for k, v in zip(FIELDS, values)]
    return "\n".join(lines)


def read(game, text: str):
    """The state of `game` that `text` (from `write`) describes; ValueError if it is not
    one, naming what is wrong."""
    if not isinstance(text, str):
        raise TypeError(f"a state text is a str, not {type(text).__name__}")
    fields = _fields(text)
    if fields["game"] != str(game):
        raise ValueError(f"this is a state of {fields['game']}, not of {game}")
    state = game.new_initial_state()
    if fields["start"] == "-":
        if not (game._setup.chance_first or game._setup.explicit):
            raise ValueError("start: '-' only in a game that begins with chance")
    else:
        state._begin(_decode(game, fields["start"], "start"))
    _replay(state, _moves(fields["actions"]))
    now = state._state()
    written = fields["state"]
    if (now.serialize() if now is not None else "-") != written:
        raise ValueError("state: the actions from the start do not lead to it")
    return state


def game_string(text: str) -> str:
    """The game (and its parameters) a state text names; ValueError if it is not one."""
    if not isinstance(text, str):
        raise TypeError(f"a state text is a str, not {type(text).__name__}")
    return _fields(text)["game"]


def _fields(text: str) -> dict:
    lines = text.split("\n")
    if not lines or lines[0] != HEADER:
        raise ValueError(f"not a Cubist OpenSpiel state: the first line must be '{HEADER}'")
    if len(lines) != 1 + len(FIELDS):
        raise ValueError(f"a state text has {1 + len(FIELDS)} lines, not {len(lines)}")
    fields = {}
    for key, line in zip(FIELDS, lines[1:]):
        prefix = f"{key}: "
        if not line.startswith(prefix):
            raise ValueError(f"line '{line[:40]}' should start with '{prefix}'")
        fields[key] = line[len(prefix):]
    return fields


def _decode(game, text: str, what: str) -> cubist.State:
    setup = game._setup
    try:
        inner = cubist.deserialize_state(setup.name, text)
    except ValueError as e:
        raise ValueError(f"{what}: {e}") from None
    options = dict(inner.get_game().options)
    if setup.chance_first and options.get("first", "").isdigit():
        options["first"] = "random"  # a start after the first player was drawn
    if options != setup.options:
        raise ValueError(f"{what}: the options are not this game's")
    return inner


def _moves(text: str) -> list[tuple[int, int]]:
    moves = []
    for item in filter(None, text.split(",")):
        p, sep, a = item.partition(":")
        try:
            moves.append((int(p), int(a)))
        except ValueError:
            raise ValueError(f"actions: '{item}' is not player:action") from None
        if not sep:
            raise ValueError(f"actions: '{item}' is not player:action")
    return moves


def _replay(state, moves: list[tuple[int, int]]) -> None:
    n = state.get_game().num_players()
    i = 0
    while i < len(moves):
        player, action = moves[i]
        now = state.current_player()
        if now == pyspiel.PlayerId.SIMULTANEOUS and player >= 0:
            joint = [a for _, a in moves[i : i + n]]
            if [p for p, _ in moves[i : i + n]] != list(range(n)):
                raise ValueError(f"actions: entry {i} should begin a joint action of {n} seats")
            for p, a in enumerate(joint):
                legal = state.legal_actions(p)
                if legal and a not in legal:
                    raise ValueError(f"actions: entry {i + p}, {p}:{a}, is not legal there")
            state.apply_actions(joint)
            i += n
            continue
        if player != now or now == pyspiel.PlayerId.TERMINAL:
            raise ValueError(f"actions: entry {i}, {player}:{action}, is not whose turn it is")
        if action not in state.legal_actions():
            raise ValueError(f"actions: entry {i}, {player}:{action}, is not legal there")
        state.apply_action(action)
        i += 1
