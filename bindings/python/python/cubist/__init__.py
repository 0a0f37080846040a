"""Cubist: five cube board games for game-AI research.

OpenSpiel-shaped games and states (``load_game``, ``Game.new_initial_state``, integer
actions with legal masks, observation tensors), computer players (``agent``),
vectorised stepping (``VecGame``), and PettingZoo / Gymnasium environments in
``cubist.pettingzoo`` and ``cubist.gym``. See docs/python.md.
"""

from ._cubist import (
    CHANCE,
    SIMULTANEOUS,
    TERMINAL,
    Agent,
    Game,
    State,
    VecGame,
    agent,
    deserialize_state,
    game_info,
    games,
    load_game,
)

__all__ = [
    "CHANCE",
    "SIMULTANEOUS",
    "TERMINAL",
    "Agent",
    "Game",
    "State",
    "VecGame",
    "agent",
    "deserialize_state",
    "game_info",
    "games",
    "load_game",
]
