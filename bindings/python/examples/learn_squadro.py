"""Train a Squadro player from self-play on `cubist.VecGame`, with numpy alone.

    python bindings/python/examples/learn_squadro.py --minutes 30 --out squadro-run

A small policy-and-value network (policy_net.py) plays both seats of a batch of games
and learns by PPO (selfplay.py). Every `--eval-every` seconds the training stops for a
match against `random` and one against `easy` (evaluate.py); the curve goes to
`OUT/curve.json`, the network to `OUT/net.npz`. The clock counts everything, the
matches included, so `--minutes 30` means 30 minutes of wall time from start to the
last training step. plot_learning_curve.py draws the curve. See docs/python.md,
"A learning agent".
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

# One BLAS thread unless told otherwise: the batch is small and the machine shared.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import cubist  # noqa: E402
from evaluate import match  # noqa: E402
from policy_net import Adam, PolicyNet  # noqa: E402
from selfplay import PPOConfig, SelfPlay  # noqa: E402


def train(
    seconds=None,
    updates=None,
    envs=128,
    hidden=(128, 128),
    lr=1e-3,
    eval_every=120.0,
    eval_games=200,
    opponents=("random", "easy"),
    threads=1,
    seed=0,
    ppo=None,
    clock=time.monotonic,
    log=print,
):
    """Self-play training until `seconds` of `clock` or `updates` updates are spent.

    Returns `(net, curve)`: the curve is a list of evaluation points (seconds since
    the start, CPU seconds of this process, decisions played, updates, and per
    opponent the match result), the first before any training, the last at the end.
    """
    if seconds is None and updates is None:
        raise ValueError("give a time budget (seconds) or a number of updates")
    vec = cubist.VecGame("squadro", envs, seed=seed, threads=threads)
    net = PolicyNet(int(np.prod(vec.observation_shape())), vec.num_distinct_actions(),
                    hidden=hidden, seed=seed)
    play = SelfPlay(vec, net, Adam(net.params, lr=lr), ppo or PPOConfig(), seed=seed)
    start, cpu0 = clock(), time.process_time()
    curve, done_updates, next_eval = [], 0, 0.0

    def evaluate():
        point = {
            "seconds": round(clock() - start, 2),
            "cpu_seconds": round(time.process_time() - cpu0, 2),
            "decisions": play.decisions,
            "updates": done_updates,
        }
        for spec in opponents:
            point[spec] = match(net, spec, games=eval_games, seed=10_000 + seed, threads=threads)
        curve.append(point)
        log(" ".join([f"{point['seconds']:8.1f}s", f"{play.decisions:>10} decisions"]
                     + [f"{s}: {point[s]['win_rate']:.3f}" for s in opponents]))

    def out_of_budget():
        spent = clock() - start
        return (seconds is not None and spent >= seconds) or (
            updates is not None and done_updates >= updates)

    while not out_of_budget():
        if clock() - start >= next_eval:
            evaluate()
            next_eval += eval_every
            continue
        stats = play.update(play.rollout())
        done_updates += 1
        if done_updates % 20 == 0:
            log(f"update {done_updates}: " + ", ".join(f"{k} {v:.3f}" for k, v in stats.items()))
    evaluate()
    return net, curve


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--minutes", type=float, help="wall-time budget, evaluations included")
    p.add_argument("--updates", type=int, help="stop after this many updates")
    p.add_argument("--envs", type=int, default=128, help="games played side by side")
    p.add_argument("--hidden", type=int, nargs="+", default=[128, 128])
    p.add_argument("--lr", type=float, default=1e-3)
    p.add_argument("--eval-every", type=float, default=120.0, help="seconds")
    p.add_argument("--eval-games", type=int, default=200)
    p.add_argument("--opponents", nargs="+", default=["random", "easy"])
    p.add_argument("--threads", type=int, default=1, help="VecGame's threads")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", type=Path, required=True, help="directory for curve.json, net.npz")
    a = p.parse_args(argv)
    if a.minutes is None and a.updates is None:
        p.error("give --minutes or --updates")
    for name, value in [("--envs", a.envs), ("--eval-games", a.eval_games),
                        ("--threads", a.threads)] + [("--hidden", h) for h in a.hidden]:
        if value < 1:
            p.error(f"{name} must be at least 1")
    for spec in a.opponents:
        try:
            cubist.agent(spec)
        except ValueError as e:
            p.error(f"--opponents: {e}")
    a.out.mkdir(parents=True, exist_ok=True)
    net, curve = train(
        seconds=None if a.minutes is None else a.minutes * 60, updates=a.updates,
        envs=a.envs, hidden=tuple(a.hidden), lr=a.lr, eval_every=a.eval_every,
        eval_games=a.eval_games, opponents=tuple(a.opponents), threads=a.threads,
        seed=a.seed,
    )
    net.save(a.out / "net.npz")
    run = {"command": " ".join(["learn_squadro.py", *(argv or sys.argv[1:])]),
           "curve": curve}
    (a.out / "curve.json").write_text(json.dumps(run, indent=1) + "\n")
    return curve


if __name__ == "__main__":
    main()
