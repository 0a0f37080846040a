"""Random Squadro games, measured in actions per second.

    python bench.py [--seconds 5] [--threads 2] [--envs 4096]

1. cubist, one action at a time from Python: ``state.legal_actions()``,
   ``random.choice``, ``state.apply_action``.
2. The pure-Python ``squadro`` package (PyPI), the same loop, if it is installed.
3. ``cubist.VecGame``: ``sample_actions()`` then ``step()`` on many games at once,
   with observations and masks, and with ``observe=False``.

Figures from this script are in docs/python.md.
"""

import argparse
import random
import time

import cubist


def timed(seconds, body):
    """Run body() (which returns actions played) until `seconds` pass. Returns actions
    per second of wall time and per second of this process's CPU time (all threads):
    on a machine shared with other work the second is the fairer figure."""
    actions, start, cpu = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        actions += body()
    return actions / (time.perf_counter() - start), actions / (time.process_time() - cpu)


def cubist_single(seconds):
    game = cubist.load_game("squadro")
    rng = random.Random(0)
    seed = iter(range(10**9))

    def one_game():
        s = game.new_initial_state(seed=next(seed))
        n = 0
        while not s.is_terminal():
            s.apply_action(rng.choice(s.legal_actions()))
            n += 1
        return n

    return timed(seconds, one_game)


def squadro_package(seconds):
    try:
        from squadro.state.state import State
    except ImportError:
        return None
    rng = random.Random(0)

    def one_game():
        s = State(n_pawns=5, first=rng.randint(0, 1))
        n = 0
        while not s.game_over():
            s.apply_action(rng.choice(s.get_current_player_actions()))
            n += 1
        return n

    return timed(seconds, one_game)


def vecgame(seconds, envs, threads, observe):
    vg = cubist.VecGame("squadro", envs, seed=0, threads=threads)
    vg.reset(seed=0)

    def batch():
        vg.step(vg.sample_actions(), observe=observe)
        return envs

    return timed(seconds, batch)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--threads", type=int, default=2)
    p.add_argument("--envs", type=int, default=4096)
    a = p.parse_args()
    rows = [("cubist, one action at a time", cubist_single(a.seconds))]
    rows.append(("squadro package (pure Python)", squadro_package(a.seconds)))
    for observe in (True, False):
        what = "observations and masks" if observe else "observe=False"
        rows.append(
            (f"cubist VecGame, {a.envs} games, {a.threads} threads, {what}", vecgame(a.seconds, a.envs, a.threads, observe))
        )
    print(f"{'':<65} {'actions/s':>14} {'per CPU-second':>15}")
    for name, rate in rows:
        if rate is None:
            print(f"{name:<65} {'not installed':>14}")
        else:
            print(f"{name:<65} {rate[0]:>14,.0f} {rate[1]:>15,.0f}")


if __name__ == "__main__":
    main()
