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
* Cube Conquest shuffles and draws cards from the state's own random generator: its
  chance mode is ``SAMPLED_STOCHASTIC`` and each new game draws its seed from the
  game's ``seed`` parameter (-1: from the operating system). Its attack cards are a
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
  never a pickle.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import numpy as np
import pyspiel

import cubist
from cubist import _joint, _text

_CHANCE_GAMES = {name for name in cubist.games() if cubist.game_info(name)["chance"]}


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
    """Parameters that are not options of the game: how its chance and secret choices
    are presented to OpenSpiel."""
    if name in _CHANCE_GAMES:
        return {"seed": -1, "simultaneous": True}
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
    sampled: bool
    simultaneous: bool
    seed: int
    perfect_information: bool
    shape: tuple
    rng: random.Random = field(default=None)
    games: dict = field(default_factory=dict)

    def __post_init__(self):
        self.rng = random.Random(None if self.seed < 0 else self.seed)

    def new_state(self, first: int | None = None) -> cubist.State:
        """A new ``cubist.State``: ``first`` (a seat) starts when given; the seed only
        matters in a game with sampled chance."""
        game = self.games.get(first)
        if game is None:
            options = dict(self.options)
            if first is not None:
                options["first"] = str(first + 1)
            game = self.games[first] = cubist.load_game(self.name, **options)
        seed = self.rng.getrandbits(64) if self.sampled else 0
        return game.new_initial_state(seed=seed)


class _Pending(_Shared):
    """The start of a game with sampled chance, drawn from the game's seeds when first
    needed: OpenSpiel copies a state by making a new one and copying its attributes
    over, and a seed drawn for every copy would change the sequence of games. A copy
    of a state not yet drawn shares this, and so the same start."""

    def __init__(self, setup: _Setup):
        self.setup = setup
        self.state = None

    def get(self) -> cubist.State:
        if self.state is None:
            self.state = self.setup.new_state()
        return self.state.clone()

    def __getstate__(self):
        self.get()  # a stored state keeps the start it would have had
        return self.__dict__


class _Start(_Shared):
    """The state a game's actions are replayed from (shared, never changed)."""

    def __init__(self, state: cubist.State):
        self.state = state


def _game_type(name: str, players: int, chance_first: bool, sampled: bool, simultaneous: bool):
    info = cubist.game_info(name)
    GT = pyspiel.GameType
    if sampled:
        chance = GT.ChanceMode.SAMPLED_STOCHASTIC
    elif chance_first:
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
        sampled = self.NAME in _CHANCE_GAMES
        chance_first = not sampled and game.options["first"] == "random"
        simultaneous = bool(merged.get("simultaneous", False))
        self._setup = _Setup(
            name=self.NAME,
            options=game.options,
            players=players,
            chance_first=chance_first,
            sampled=sampled,
            simultaneous=simultaneous,
            seed=int(merged.get("seed", -1)),
            perfect_information=cubist.game_info(self.NAME)["perfect_information"],
            shape=tuple(game.observation_shape()),
        )
        info = pyspiel.GameInfo(
            num_distinct_actions=game.num_distinct_actions(),
            max_chance_outcomes=players if chance_first else 0,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if players == 2 else None,
            max_game_length=_max_game_length(game),
        )
        game_type = _game_type(self.NAME, players, chance_first, sampled, simultaneous)
        super().__init__(game_type, info, merged)

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
        # None: the first player is still to be drawn (a chance node), or, in a game
        # with sampled chance, the state is not made yet (so that the copies OpenSpiel
        # makes of a state do not draw seeds).
        self._inner = None
        self._start = None
        self._pending = _Pending(setup) if setup.sampled else None
        if not setup.chance_first and not setup.sampled:
            self._begin(setup.new_state())

    def _begin(self, inner: cubist.State):
        self._inner = inner
        # The state the actions are played from, which `serialize` writes.
        self._start = _Start(inner.clone())

    def _state(self):
        if self._inner is None and self._pending is not None:
            self._begin(self._pending.get())
        return self._inner

    def cubist_state(self) -> cubist.State | None:
        """The ``cubist.State`` (None at the chance node that draws the first player)."""
        return self._state()

    def current_player(self):
        s = self._state()
        if s is None:
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
        if self._state() is not None:
            return []
        n = self._setup.players
        return [(seat, 1.0 / n) for seat in range(n)]

    def _legal_actions(self, player):
        s = self._state()
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
        s.apply_action(int(action), self.current_player())

    def _apply_actions(self, actions):
        s = self._state()
        if s is None or s.is_terminal():
            raise ValueError("apply_actions is for decision nodes; this one is not")
        if len(actions) != self._setup.players:
            raise ValueError(f"{len(actions)} actions for {self._setup.players} players")
        self._apply_joint([int(a) for a in actions])

    def _apply_joint(self, actions):
        """One action per seat; the entries of seats that do not act are ignored."""
        s = self._state()
        seats = s.acting_players()
        if s.is_simultaneous_node():
            s.apply_actions({p: actions[p] for p in seats})
        else:
            s.apply_action(actions[seats[0]], seats[0])

    def _action_to_string(self, player, action):
        s = self._state()
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
        if s is None:
            raise ValueError("the first player is not drawn yet: nothing to resample")
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
            return "the first player is to be drawn"
        return s.observation_string()


def _check_id(state: CubistState, action, allow_pass: bool = False) -> None:
    """An action must be an integer in range before OpenSpiel sees it (a huge one
    would otherwise fail with a message that draws the whole state)."""
    if isinstance(action, bool) or not isinstance(action, (int, np.integer)):
        raise TypeError(f"an action is an integer, not {type(action).__name__}")
    low = -(2**62) if allow_pass else 0
    if not low <= int(action) < 2**62:
        raise ValueError(f"action {int(action)} is out of range (actions are 0 or more)")


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
            return "the first player is to be drawn"
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
        if state._setup.perfect_information or s is None:
            # Everything is seen: the actions (the first player drawn included) say it all.
            return state.history_str()
        # Made by the game itself (see `cubist.State.information_state_string`).
        return s.information_state_string(player)


def _register(name: str):
    cls = type(f"Cubist{name.title().replace('-', '')}Game", (CubistGame,), {"NAME": name})
    setup_players = cubist.load_game(name).num_players()
    sampled = name in _CHANCE_GAMES
    chance_first = not sampled and cubist.load_game(name).options["first"] == "random"
    game_type = _game_type(name, setup_players, chance_first, sampled, sampled)
    pyspiel.register_game(game_type, cls)
    return cls


GAMES = {name: _register(name) for name in cubist.games()}

__all__ = ["CubistGame", "CubistState", "GAMES", "short_name"]
