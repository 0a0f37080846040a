"""Self-play on a `cubist.VecGame` and PPO updates of a `PolicyNet`.

Every game of the batch is played by the same network for both seats; each decision
is seen from the seat that makes it (the observation is that seat's, the value is in
its favour). Two-seat zero-sum returns make the bootstrapped value of the next
decision count negated when the other seat makes it (negamax), so generalised
advantage estimation runs over the interleaved decisions of both seats.
"""

from dataclasses import dataclass

import numpy as np

from policy_net import masked_log_softmax, sample


@dataclass
class PPOConfig:
    steps: int = 64  # decisions per game in each rollout
    gamma: float = 0.99  # per decision: a quicker win is worth a little more
    lam: float = 0.95
    epochs: int = 3
    minibatch: int = 2048
    clip: float = 0.2
    value_coef: float = 0.5
    entropy_coef: float = 0.01


class SelfPlay:
    """Rollouts from a running batch of games, which carries on between rollouts."""

    def __init__(self, vec, net, optimiser, config, seed=0):
        if vec.num_players() != 2:
            raise ValueError("self-play here needs a two-seat game")
        self.vec, self.net, self.opt, self.cfg = vec, net, optimiser, config
        self.rng = np.random.default_rng(seed)
        obs, masks, players = vec.reset(seed=seed)
        self.obs, self.masks, self.players = _flat(obs), masks, players
        self.decisions = 0

    def rollout(self):
        """Play `steps` decisions in every game; returns the training batch."""
        n, t_max = len(self.players), self.cfg.steps
        keys = ("obs", "mask", "act", "logp", "value", "player", "reward", "done")
        buf = {k: [] for k in keys}
        for _ in range(t_max):
            logits, value, _ = self.net.forward(self.obs)
            logp_all = masked_log_softmax(logits, self.masks)
            act = sample(logp_all, self.rng)
            obs, masks, players, rewards, dones = self.vec.step(act.astype(np.int64))
            buf["obs"].append(self.obs)
            buf["mask"].append(self.masks)
            buf["act"].append(act)
            buf["logp"].append(logp_all[np.arange(n), act])
            buf["value"].append(value)
            buf["player"].append(self.players)
            buf["reward"].append(rewards[np.arange(n), self.players])
            buf["done"].append(dones)
            self.obs, self.masks, self.players = _flat(obs), masks, players
        self.decisions += n * t_max
        data = {k: np.stack(v) for k, v in buf.items()}
        _, last_value, _ = self.net.forward(self.obs)
        data["adv"] = advantages(data, last_value, self.players, self.cfg)
        data["ret"] = data["adv"] + data["value"]
        return {k: v.reshape(n * t_max, *v.shape[2:]) for k, v in data.items()}

    def update(self, data):
        """PPO's clipped objective, a few epochs over shuffled minibatches."""
        cfg, size = self.cfg, len(data["act"])
        adv = data["adv"]
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)
        stats = []
        for _ in range(cfg.epochs):
            order = self.rng.permutation(size)
            for lo in range(0, size, cfg.minibatch):
                idx = order[lo : lo + cfg.minibatch]
                stats.append(self._minibatch({k: v[idx] for k, v in data.items()}, adv[idx]))
        return {k: float(np.mean([s[k] for s in stats])) for k in stats[0]}

    def _minibatch(self, mb, adv):
        cfg, b = self.cfg, len(adv)
        logits, value, acts = self.net.forward(mb["obs"])
        logp_all = masked_log_softmax(logits, mb["mask"])
        probs = np.exp(logp_all)
        logp = logp_all[np.arange(b), mb["act"]]
        ratio = np.exp(logp - mb["logp"])
        # The clipped surrogate's gradient flows only where the unclipped term is the min.
        active = np.where(adv >= 0, ratio <= 1 + cfg.clip, ratio >= 1 - cfg.clip)
        d_logp = -(active * ratio * adv) / b
        d_logits = -probs * d_logp[:, None]
        d_logits[np.arange(b), mb["act"]] += d_logp
        safe_logp = np.where(mb["mask"], logp_all, 0.0)
        entropy = -(probs * safe_logp).sum(1)
        d_logits += cfg.entropy_coef * probs * (safe_logp + entropy[:, None]) / b
        d_value = cfg.value_coef * 2.0 * (value - mb["ret"]) / b
        grads = self.net.backward(acts, d_logits.astype(np.float32), d_value.astype(np.float32))
        norm = self.opt.step(self.net.params, grads)
        return {
            "entropy": float(entropy.mean()),
            "value_loss": float(((value - mb["ret"]) ** 2).mean()),
            "clipped": float(1.0 - active.mean()),
            "grad_norm": norm,
        }


def advantages(data, last_value, last_players, cfg):
    """GAE over each game's decisions, negating what comes from the other seat."""
    t_max = len(data["act"])
    adv = np.zeros_like(data["value"])
    next_adv = np.zeros_like(last_value)
    next_value, next_player = last_value, last_players
    for t in reversed(range(t_max)):
        going = ~data["done"][t]
        sign = np.where(data["player"][t] == next_player, 1.0, -1.0) * going
        delta = data["reward"][t] + cfg.gamma * sign * next_value - data["value"][t]
        next_adv = delta + cfg.gamma * cfg.lam * sign * next_adv
        adv[t] = next_adv
        next_value, next_player = data["value"][t], data["player"][t]
    return adv.astype(np.float32)


def _flat(obs):
    return obs.reshape(len(obs), -1)
