"""The five games as OpenSpiel games.

Importing this module registers ``cubist_zhen``, ``cubist_cube_attack``,
``cubist_squadro``, ``cubist_tilt`` and ``cubist_cube_conquest`` with ``pyspiel``;
their parameters are the game's options (underscores for dashes)::

    import pyspiel
    import cubist.openspiel

    game = pyspiel.load_game("cubist_zhen", {"tiles": 3, "cubes": 2})
    game = pyspiel.load_game("cubist_tilt(size=5,cap=200)")

How the games are declared (see docs/python.md, "OpenSpiel"):

* A first player left to chance (``first=random``, the default) is an explicit chance
  node at the start, one outcome per seat, each equally likely; with a fixed ``first``
  Zhen, Cube Attack, Squadro and Tilt are deterministic.
* Cube Conquest's chance is explicit too (``EXPLICIT_STOCHASTIC``): the deal (each
  cell's tile, then the first player) and every card drawn are chance nodes with
  their exact probabilities, listed by the game (``Game.start_chance``,
  ``State.play_chance``), so a state is its history and needs no random generator.
  A seat's observation and information state show it only the outcomes it may see
  (its own draws, the tiles turned up). Its attack cards are a
  secret simultaneous choice (``SIMULTANEOUS`` dynamics, where by OpenSpiel's
  convention every decision node is a simultaneous node and the seats that do not
  act pass); ``simultaneous=False`` has the seats commit one after the other, lowest
  first, as a sequential game in which neither sees the other's card (what
  ``open_spiel.python.algorithms.mcts`` and ``ismcts`` need).
* Returns are +1 for a winner, -1 for the others, 0 for all in a draw: zero-sum with
  two players, general-sum with more.
* A seat's observation is its own view (``State.observation_string`` and
  ``observation_tensor``). Its information state is the history of actions in the
  perfect-information games; in Cube Conquest it is made by the game (the actions as
  the seat sees them and what chance showed it, a few bytes each), so it holds
  nothing another seat hides.
* ``serialize`` and ``deserialize_state`` use a checked text (``cubist._text``),
  never a pickle; ``deserialize_game_and_state(text)`` reads the game from it too.
  OpenSpiel's own ``pyspiel.deserialize_game_and_state`` unpickles (its design for
  games written in Python): trusted text only. It refuses a state of another game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np
import pyspiel

import cubist
from cubist import _joint, _text

# Games whose chance the game itself lists as events (every other game has none but
# the first player, which the options may leave to chance).
_EXPLICIT_GAMES = {name for name in cubist.games() if cubist.load_game(name).start_chance() is not None}


def short_name(game: str) -> str:
    """The OpenSpiel name of a Cubist game: ``cube-attack`` -> ``cubist_cube_attack``."""
    return "cubist_" + game.replace("-", "_")


def _param_value(text: str):
    """An option's default as the OpenSpiel parameter type it reads best as."""
    if text in ("true", "false"):
        return text == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _option_text(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _extra_params(name: str) -> dict:
    """Parameters that are not options of the game: how its secret choices are
    presented to OpenSpiel."""
    if name in _EXPLICIT_GAMES:
        return {"simultaneous": True}
    return {}


def _parameter_specification(name: str) -> dict:
    spec = {
        key.replace("-", "_"): _param_value(str(o["default"]))
        for key, o in cubist.game_info(name)["options"].items()
    }
    spec.update(_extra_params(name))
    return spec


class _Shared:
    """Held by every state of a game and never copied with one (a clone or a deep copy
    of a state shares it)."""

    def __deepcopy__(self, memo):
        return self


@dataclass(eq=False)
class _Setup(_Shared):
    """What the states of one loaded game share."""

    name: str
    options: dict
    players: int
    chance_first: bool
    explicit: bool
    simultaneous: bool
    perfect_information: bool
    shape: tuple
    proto: cubist.Game
    games: dict = field(default_factory=dict)
    # The game as OpenSpiel names it, every parameter included (``str(game)``).
    label: str = ""

    def new_state(self, first: int | None = None) -> cubist.State:
        """A new ``cubist.State`` of a game without chance events: ``first`` (a seat)
        starts when given."""
        game = self.games.get(first)
        if game is None:
            options = dict(self.options)
            if first is not None:
                options["first"] = str(first + 1)
            game = self.games[first] = cubist.load_game(self.name, **options)
        return game.new_initial_state(seed=0)


class _Draw(NamedTuple):
    """A play waiting for its chance outcomes (the cards it draws): the seat, the
    action, the outcomes so far, and the moves of the same joint action after it."""

    seat: int
    action: int
    outcomes: tuple
    rest: tuple


class _Start(_Shared):
    """The state a game's actions are replayed from (shared, never changed)."""

    def __init__(self, state: cubist.State):
        self.state = state


def _game_type(name: str, players: int, chance_first: bool, explicit: bool, simultaneous: bool):
    info = cubist.game_info(name)
    GT = pyspiel.GameType
    if explicit or chance_first:
        chance = GT.ChanceMode.EXPLICIT_STOCHASTIC
    else:
        chance = GT.ChanceMode.DETERMINISTIC
    perfect = info["perfect_information"]
    return GT(
        short_name=short_name(name),
        long_name=f"Cubist {info['title']}",
        dynamics=GT.Dynamics.SIMULTANEOUS if simultaneous else GT.Dynamics.SEQUENTIAL,
        chance_mode=chance,
        information=(
            GT.Information.PERFECT_INFORMATION if perfect else GT.Information.IMPERFECT_INFORMATION
        ),
        utility=GT.Utility.ZERO_SUM if players == 2 else GT.Utility.GENERAL_SUM,
        reward_model=GT.RewardModel.TERMINAL,
        max_num_players=_player_range(name)[1],
        min_num_players=_player_range(name)[0],
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameter_specification(name),
    )


def _player_range(name: str) -> tuple[int, int]:
    players = cubist.game_info(name)["options"].get("players")
    if players is None:
        return (2, 2)
    low, high = str(players["values"]).split("..")
    return (int(low), int(high))


def _max_game_length(game: cubist.Game) -> int:
    """The most player decisions a game can take: its action cap, or for Cube Attack
    (which has none) two actions per seat per round."""
    options = game.options
    if "cap" in options:
        return int(options["cap"])
    return int(options["rounds"]) * game.num_players() * 2


class CubistGame(pyspiel.Game):
    """A Cubist game with its options, as a ``pyspiel.Game``."""

    NAME = ""

    def __init__(self, params=None):
        params = dict(params or {})
        spec = _parameter_specification(self.NAME)
        unknown = sorted(set(params) - set(spec))
        if unknown:
            raise ValueError(f"{short_name(self.NAME)} has no parameter {', '.join(unknown)}")
        merged = {**spec, **params}
        extra = _extra_params(self.NAME)
        options = {k.replace("_", "-"): _option_text(v) for k, v in merged.items() if k not in extra}
        game = cubist.load_game(self.NAME, **options)  # ValueError on a bad option
        players = game.num_players()
        explicit = self.NAME in _EXPLICIT_GAMES
        chance_first = not explicit and game.options["first"] == "random"
        simultaneous = bool(merged.get("simultaneous", False))
        self._setup = _Setup(
            name=self.NAME,
            options=game.options,
            players=players,
            chance_first=chance_first,
            explicit=explicit,
            simultaneous=simultaneous,
            perfect_information=cubist.game_info(self.NAME)["perfect_information"],
            shape=tuple(game.observation_shape()),
            proto=game,
        )
        outcomes = game.max_chance_outcomes() if explicit else players if chance_first else 0
        info = pyspiel.GameInfo(
            num_distinct_actions=game.num_distinct_actions(),
            max_chance_outcomes=outcomes,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if players == 2 else None,
            max_game_length=_max_game_length(game),
        )
        game_type = _game_type(self.NAME, players, chance_first, explicit, simultaneous)
        super().__init__(game_type, info, merged)
        self._setup.label = str(self)

    def new_initial_state(self, *args):
        if args:
            raise ValueError(f"{short_name(self.NAME)} states start only from the beginning")
        return CubistState(self, self._setup)

    def deserialize_state(self, text: str):
        """A state from ``CubistState.serialize()`` text, checked (see
        ``cubist._text``); ``ValueError`` names what is wrong. Never unpickles."""
        return _text.read(self, text)

    def make_py_observer(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters are not supported; passed {params}")
        if iig_obs_type is None or not iig_obs_type.perfect_recall:
            if iig_obs_type is not None and (
                not iig_obs_type.public_info
                or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            ):
                raise ValueError(
                    "only a seat's own observation (public information and its private "
                    "information) and its information state are supported"
                )
            return _SeatObserver(self._setup.shape)
        return _InfoStateObserver()


class CubistState(pyspiel.State):
    """A state of a Cubist game; ``cubist_state()`` gives the ``cubist.State``."""

    def __init__(self, game: CubistGame, setup: _Setup):
        super().__init__(game)
        self._setup = setup
        # None while the start is being drawn (chance nodes): the first player, or
        # in a game with chance events the deal, whose outcomes so far are `_dealt`.
        self._inner = None
        self._start = None
        self._dealt = ()
        # A play waiting for its chance outcomes (a chance node), or None.
        self._draw = None
        if not setup.chance_first and not setup.explicit:
            self._begin(setup.new_state())

    def __setattr__(self, key, value):
        # OpenSpiel's own `deserialize_game_and_state` (and its clone) set a new
        # state's attributes one by one from another state's: one of another game, or
        # of other parameters, must be refused, or this state would play its actions.
        if key in _FOREIGN_CHECKED and "_setup" in self.__dict__:
            _refuse_foreign(self._setup, key, value)
            if key == "_setup":
                return  # the game's own setup stays, shared with its other states
        super().__setattr__(key, value)

    def _begin(self, inner: cubist.State):
        self._inner = inner
        # The state the actions are played from, which `serialize` writes.
        self._start = _Start(inner.clone())

    def _state(self):
        return self._inner

    def cubist_state(self) -> cubist.State | None:
        """The ``cubist.State`` (None while the start is drawn; while a play waits
        for its chance outcomes, the state before that play)."""
        return self._state()

    def current_player(self):
        s = self._state()
        if s is None or self._draw is not None:
            return pyspiel.PlayerId.CHANCE
        player = s.current_player()
        if player == cubist.TERMINAL:
            return pyspiel.PlayerId.TERMINAL
        if self._setup.simultaneous:
            # Every decision node of a simultaneous game is one: the seats that do
            # not act have no legal action and pass (OpenSpiel's convention).
            return pyspiel.PlayerId.SIMULTANEOUS
        if player == cubist.SIMULTANEOUS:
            return s.acting_players()[0]
        return player

    def chance_outcomes(self):
        d = self._draw
        if d is not None:
            return self._inner.play_chance(d.action, list(d.outcomes), d.seat) or []
        if self._inner is not None:
            return []
        if self._setup.explicit:
            return self._setup.proto.start_chance(list(self._dealt)) or []
        n = self._setup.players
        return [(seat, 1.0 / n) for seat in range(n)]

    def _legal_actions(self, player):
        s = self._state()
        if s is None or self._draw is not None:
            return []  # a chance node: OpenSpiel asks chance_outcomes
        if player == pyspiel.PlayerId.SIMULTANEOUS:
            return _joint.legal_flat(self._per_seat_legal())
        if player not in s.acting_players():
            return []
        return s.legal_actions(player)

    def _per_seat_legal(self):
        return [self._legal_actions(p) for p in range(self._setup.players)]

    def apply_action(self, action):
        _check_id(self, action)
        super().apply_action(action)

    def apply_actions(self, actions):
        """One action per seat; a seat that does not act passes any integer (OpenSpiel
        passes 0 or ``pyspiel.INVALID_ACTION``), which is ignored."""
        for a in actions:
            _check_id(self, a, allow_pass=True)
        super().apply_actions(list(actions))

    def _apply_action(self, action):
        s = self._state()
        if self._draw is not None:
            self._settle(int(action))
            return
        if s is None and self._setup.explicit:
            self._deal(int(action))
            return
        if s is None:
            n = self._setup.players
            if not 0 <= action < n:
                raise ValueError(f"chance outcome {action} is not one of 0..{n - 1}")
            self._begin(self._setup.new_state(first=int(action)))
            return
        if s.is_terminal():
            raise ValueError("the game is over: no action can be applied")
        if self._setup.simultaneous:
            self._apply_joint(_joint.flat_to_actions(int(action), self._per_seat_legal()))
            return
        self._play([(self.current_player(), int(action))])

    def _apply_actions(self, actions):
        s = self._state()
        if s is None or self._draw is not None or s.is_terminal():
            raise ValueError("apply_actions is for decision nodes; this one is not")
        if len(actions) != self._setup.players:
            raise ValueError(f"{len(actions)} actions for {self._setup.players} players")
        self._apply_joint([int(a) for a in actions])

    def _apply_joint(self, actions):
        """One action per seat; the entries of seats that do not act are ignored."""
        s = self._state()
        seats = s.acting_players()
        if not s.is_simultaneous_node():
            seats = seats[:1]
        self._play([(p, actions[p]) for p in seats])

    def _play(self, moves):
        """Play `(seat, action)` moves, a secret choice's in seat order (the
        session's round rule); all are checked first and nothing is played if one is
        illegal. A move with chance events waits for them at a chance node."""
        s = self._state()
        if not self._setup.explicit:
            if s.is_simultaneous_node() and len(moves) > 1:
                s.apply_actions(dict(moves))
            else:
                s.apply_action(moves[0][1], moves[0][0])
            return
        for p, a in moves:
            if a not in s.legal_actions(p):
                raise ValueError(f"{s.action_to_string(p, a)} is not legal for player {p} here")
        self._go_on(moves)

    def _go_on(self, moves):
        s = self._state()
        for i, (p, a) in enumerate(moves):
            if s.is_terminal() or p not in s.acting_players():
                continue  # an earlier commitment ended the game: the choice is dropped
            if s.play_chance(a, [], p) is None:
                s.apply_action(a, p)
            else:
                self._draw = _Draw(p, a, (), tuple(moves[i + 1 :]))
                return

    def _settle(self, outcome: int):
        """A chance outcome of the waiting play; the play is made once all are in."""
        d = self._draw
        s = self._state()
        _check_outcome(outcome, s.play_chance(d.action, list(d.outcomes), d.seat))
        outcomes = d.outcomes + (outcome,)
        if s.play_chance(d.action, list(outcomes), d.seat) is not None:
            self._draw = d._replace(outcomes=outcomes)
            return
        s.apply_action_with_chance(d.action, list(outcomes), d.seat)
        self._draw = None
        self._go_on(list(d.rest))

    def _deal(self, outcome: int):
        """A chance outcome of the start; the game begins once all are in."""
        proto = self._setup.proto
        _check_outcome(outcome, proto.start_chance(list(self._dealt)))
        dealt = self._dealt + (outcome,)
        if proto.start_chance(list(dealt)) is None:
            self._begin(proto.new_initial_state_with_chance(list(dealt)))
            self._dealt = ()
        else:
            self._dealt = dealt

    def _action_to_string(self, player, action):
        s = self._state()
        if self._setup.explicit and player == pyspiel.PlayerId.CHANCE:
            return f"chance outcome {int(action)}"
        if s is None or player == pyspiel.PlayerId.CHANCE:
            return f"player {int(action)} moves first"
        if player == pyspiel.PlayerId.SIMULTANEOUS:
            actions = _joint.flat_to_actions(int(action), self._per_seat_legal())
            return _joint.describe(s, actions)
        if player < 0:
            return s.action_to_string(int(action))
        return s.action_to_string(player, int(action))

    def is_terminal(self):
        s = self._state()
        return s is not None and s.is_terminal()

    def returns(self):
        s = self._state()
        return [0.0] * self._setup.players if s is None else s.returns()

    def information_state_tensor(self, *args):
        raise pyspiel.SpielError(
            f"{short_name(self._setup.name)} has no information state tensor; "
            "use information_state_string"
        )

    def resample_from_infostate(self, player, probability_sampler=None):
        """A state ``player`` cannot tell from this one, its hidden parts sampled (see
        ``cubist.State.resample_from_infostate``); ``probability_sampler()``, if given,
        returns numbers in [0, 1) the seed is drawn from. It carries ``player``'s
        information state; its history and the other seats' information states start
        at the sample."""
        s = self._state()
        if s is None or self._draw is not None:
            raise ValueError("a chance node: resample at a decision node")
        u = probability_sampler() if probability_sampler is not None else random.random()
        seed = int(u * 2**63)
        copy = CubistState(self.get_game(), self._setup)
        copy._begin(s.resample_from_infostate(player, seed))
        return copy

    def serialize(self):
        """The state as text (see ``cubist.openspiel_text``): the game and its
        parameters, the start in the game's own encoding (hidden parts included) and
        the actions since. ``deserialize_state`` checks all of it."""
        return _text.write(self)

    def __reduce__(self):
        # Pickled as its game and its serialisation (trusted input only, as any pickle).
        return (_unpickle_state, (str(self.get_game()), self.serialize()))

    def __str__(self):
        s = self._state()
        if s is None:
            return _drawing_start(self)
        return s.observation_string()


_FOREIGN_CHECKED = ("_setup", "_inner", "_start")


def _refuse_foreign(setup: _Setup, key: str, value) -> None:
    """``ValueError`` naming both games when ``value``, about to become a state's
    attribute ``key``, belongs to a state of another game than ``setup``'s."""
    if key == "_setup":
        if not isinstance(value, _Setup):
            raise ValueError(f"this is not a state of {setup.label}")
        if value is not setup and value.label != setup.label:
            raise ValueError(f"this is a state of {value.label}, not of {setup.label}")
        return
    if value is None:
        return
    inner = value.state if isinstance(value, _Start) else value
    if not isinstance(inner, cubist.State):
        raise ValueError(f"this is not a state of {setup.label}")
    name = inner.get_game().name
    if name != setup.name:
        raise ValueError(f"this is a state of {short_name(name)}, not of {setup.label}")


def _check_id(state: CubistState, action, allow_pass: bool = False) -> None:
    """An action must be an integer in range before OpenSpiel sees it (a huge one
    would otherwise fail with a message that draws the whole state)."""
    if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
        raise TypeError(f"an action is an integer, not {type(action).__name__}")
    low = -(2**62) if allow_pass else 0
    if not low <= int(action) < 2**62:
        raise ValueError(f"action {int(action)} is out of range (actions are 0 or more)")


def _check_outcome(outcome: int, listed) -> None:
    possible = [o for o, _ in listed or []]
    if outcome not in possible:
        raise ValueError(f"chance outcome {outcome} is not one of {possible}")


def _drawing_start(state: CubistState) -> str:
    """What a seat sees while the start is drawn: how far it is, never an outcome."""
    if state._setup.explicit:
        return f"the start is being dealt ({len(state._dealt)} chance outcomes so far)"
    return "the first player is to be drawn"


def _unpickle_state(game: str, text: str) -> CubistState:
    return pyspiel.load_game(game).deserialize_state(text)


class _SeatObserver:
    """A seat's observation: its view as text and as the game's tensor."""

    def __init__(self, shape):
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state, player):
        s = state._state()
        if s is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = s.observation_tensor(player).reshape(-1)

    def string_from(self, state, player):
        s = state._state()
        if s is None:
            return _drawing_start(state)
        return s.observation_string(player)


class _InfoStateObserver:
    """A seat's information state as text (there is no tensor form)."""

    tensor = None

    def __init__(self):
        self.dict = {}

    def set_from(self, state, player):
        pass

    def string_from(self, state, player):
        s = state._state()
        if state._setup.perfect_information:
            # Everything is seen: the actions (the first player drawn included) say it all.
            return state.history_str()
        if s is None:
            return _drawing_start(state)  # the deal so far: seen by no seat
        # Made by the game itself (see `cubist.State.information_state_string`).
        return s.information_state_string(player)


def _register(name: str):
    cls = type(f"Cubist{name.title().replace('-', '')}Game", (CubistGame,), {"NAME": name})
    setup_players = cubist.load_game(name).num_players()
    explicit = name in _EXPLICIT_GAMES
    chance_first = not explicit and cubist.load_game(name).options["first"] == "random"
    game_type = _game_type(name, setup_players, chance_first, explicit, explicit)
    pyspiel.register_game(game_type, cls)
    return cls


GAMES = {name: _register(name) for name in cubist.games()}

# Cube Conquest at sizes OpenSpiel's outcome-sampling MCCFR runs clean on: histories
# short enough for Python's default recursion limit and for reach probabilities that
# do not underflow (the default game has neither; see docs/python.md, "Research sizes
# of Cube Conquest"). Only existing options of the game, its rules unchanged.
RESEARCH_SIZES = {
    "tiny": "cubist_cube_conquest(cap=20,copies=1,cubes=4,size=3,simultaneous=false)",
    "small": "cubist_cube_conquest(cap=40,size=4,simultaneous=false)",
}


def deserialize_game_and_state(text: str):
    """The game and the state that ``state.serialize()`` text holds (the text names
    its game), read as ``game.deserialize_state`` reads it: checked, never unpickled.
    The safe counterpart of ``pyspiel.deserialize_game_and_state``, which unpickles
    the text of a game written in Python."""
    name = _text.game_string(text)
    if name.partition("(")[0] not in {short_name(n) for n in GAMES}:
        raise ValueError(f"game: {name} is not a Cubist game")
    game = pyspiel.load_game(name)
    return game, game.deserialize_state(text)


__all__ = [
    "CubistGame",
    "CubistState",
    "GAMES",
    "RESEARCH_SIZES",
    "deserialize_game_and_state",
    "short_name",
]
