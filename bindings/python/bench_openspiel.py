"""OpenSpiel figures for docs/python.md.

    python bench_openspiel.py [--iterations 1000] [--seconds 5] [--external 120]

1. Outcome-sampling MCCFR (OpenSpiel's Python solver) on Cube Conquest
   ``cap=40,size=4`` through ``load_game_as_turn_based``: iterations per second and
   the peak memory of the process.
2. Cube Conquest's information state: bytes per action, over random games.
3. ``rl_environment.Environment`` on each game's default options, random legal
   actions: steps per second.
4. With ``--external SECONDS``: the product of seat 0's branching factors along random
   games of the same game (what one external-sampling iteration walks), then one
   iteration of external-sampling MCCFR, stopped after SECONDS if unfinished, and
   the actions it applied meanwhile.
"""

import argparse
import math
import statistics
import random
import resource
import signal
import time

import numpy as np
import pyspiel
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import external_sampling_mccfr, outcome_sampling_mccfr

import cubist
import cubist.openspiel


def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def mccfr(iterations):
    game = pyspiel.load_game_as_turn_based("cubist_cube_conquest(cap=40,size=4)")
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    start = time.perf_counter()
    for _ in range(iterations):
        solver.iteration()
    seconds = time.perf_counter() - start
    infostates = len(solver._infostates)
    print(f"MCCFR: {iterations} iterations in {seconds:.1f} s, "
          f"{iterations / seconds:.1f} it/s, {infostates} information states, "
          f"peak {peak_mb():.0f} MB")


class _Stop(Exception):
    pass


def branching(games=200):
    game = cubist.load_game("cube-conquest", cap=40, size=4)
    rng = random.Random(0)
    logs, decisions = [], []
    for seed in range(games):
        state = game.new_initial_state(seed=seed)
        total, n = 0.0, 0
        while not state.is_terminal():
            seat = state.acting_players()[0]
            legal = state.legal_actions(seat)
            if seat == 0:
                total, n = total + math.log10(len(legal)), n + 1
            state.apply_action(rng.choice(legal), seat)
        logs.append(total)
        decisions.append(n)
    print(f"seat 0: {statistics.mean(decisions):.1f} decisions a game, product of its "
          f"branching 10^{statistics.median(logs):.1f} (median; 10^{min(logs):.1f} to "
          f"10^{max(logs):.1f})")


def external(seconds):
    game = pyspiel.load_game_as_turn_based("cubist_cube_conquest(cap=40,size=4)")
    solver = external_sampling_mccfr.ExternalSamplingSolver(game)
    applied = [0]
    cls = cubist.openspiel.CubistState
    originals = cls._apply_action, cls._apply_actions

    def counting(self, action):
        applied[0] += 1
        return originals[0](self, action)

    def counting_joint(self, actions):
        applied[0] += 1
        return originals[1](self, actions)

    def stop(*_):
        raise _Stop

    cls._apply_action, cls._apply_actions = counting, counting_joint
    signal.signal(signal.SIGALRM, stop)
    signal.alarm(int(seconds))
    start = time.perf_counter()
    try:
        solver.iteration()
        done = "finished"
    except _Stop:
        done = "unfinished"
    finally:
        signal.alarm(0)
        cls._apply_action, cls._apply_actions = originals
    took = time.perf_counter() - start
    print(f"external-sampling MCCFR: one iteration {done} after {took:.1f} s, "
          f"{applied[0]} actions applied ({applied[0] / took:.0f}/s), peak {peak_mb():.0f} MB")


def infostate_bytes(games):
    game = cubist.load_game("cube-conquest")
    rng = random.Random(0)
    actions = size = 0
    for seed in range(games):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal():
            seat = state.acting_players()[0]
            state.apply_action(rng.choice(state.legal_actions(seat)), seat)
        actions += len(state.history())
        size += sum(len(state.information_state_string(p)) for p in range(2)) / 2
    print(f"information state: {size / actions:.1f} bytes per action "
          f"({actions / games:.0f} actions a game, {size / games:.0f} bytes at the end)")


def rl_steps(seconds):
    rng = np.random.default_rng(0)
    for name in cubist.games():
        env = rl_environment.Environment(pyspiel.load_game(cubist.openspiel.short_name(name)))
        steps, start = 0, time.perf_counter()
        while time.perf_counter() - start < seconds:
            step = env.reset()
            while not step.last():
                legal = step.observations["legal_actions"]
                if env.is_turn_based:
                    actions = [int(rng.choice(legal[step.observations["current_player"]]))]
                else:
                    actions = [int(rng.choice(a)) if a else 0 for a in legal]
                step = env.step(actions)
                steps += 1
        print(f"rl_environment {name}: {steps / (time.perf_counter() - start):.0f} steps/s")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--seconds", type=float, default=5.0)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--external", type=float, default=0, help="seconds for external sampling (0: skip)")
    args = p.parse_args()
    if args.external:
        branching()
        external(args.external)
        return
    infostate_bytes(args.games)
    rl_steps(args.seconds)
    mccfr(args.iterations)


if __name__ == "__main__":
    main()
