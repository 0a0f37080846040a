"""Matches of a trained `PolicyNet` against cubist's own agents.

The network plays its most probable legal action (no search, no sampling); the
opponent is `cubist.agent(spec)`. Game `i` of a match gives the network seat `i % 2`,
and every game starts from its own seed (Squadro's default `first=random` draws who
opens), so a match of 200 games has 100 on each seat.
"""

import numpy as np

import cubist
from policy_net import masked_log_softmax


class NetPlayer:
    """The network as a player of single `cubist.State`s, like `cubist.agent`."""

    def __init__(self, net):
        self.net = net

    def choose(self, state, player=None):
        seat = state.current_player() if player is None else player
        obs = np.asarray(state.observation_tensor(seat), np.float32).reshape(1, -1)
        mask = np.asarray(state.legal_actions_mask(seat), bool).reshape(1, -1)
        return int(greedy(self.net, obs, mask)[0])


def greedy(net, obs, masks):
    """The most probable legal action of each row."""
    logits, _, _ = net.forward(obs)
    return masked_log_softmax(logits, masks).argmax(axis=1)


def match(net, opponent, game="squadro", games=200, seed=1, threads=1, **options):
    """Play `games` games against `cubist.agent(opponent)`; the network's results.

    Returns a dict: `wins`, `draws`, `losses` (counts) and `win_rate`.
    """
    vec = cubist.VecGame(game, games, seed=seed, threads=threads, **options)
    agent = cubist.agent(opponent, seed=seed)
    obs, masks, players = vec.reset(seed=seed)
    net_seat = np.arange(games) % 2
    result = np.zeros(games)
    finished = np.zeros(games, bool)
    while not finished.all():
        actions = greedy(net, obs.reshape(games, -1), masks)
        # Games already counted go on with random moves (they are replaced, not stopped).
        filler = vec.sample_actions()
        actions[finished] = filler[finished]
        for i in np.flatnonzero((players != net_seat) & ~finished):
            actions[i] = agent.choose(vec.state(int(i)), int(players[i]))
        obs, masks, players, rewards, dones = vec.step(actions.astype(np.int64))
        new = dones & ~finished
        result[new] = rewards[new, net_seat[new]]
        finished |= dones
    wins, losses = int((result > 0).sum()), int((result < 0).sum())
    return {
        "wins": wins,
        "draws": games - wins - losses,
        "losses": losses,
        "win_rate": wins / games,
    }
