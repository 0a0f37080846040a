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
5. With ``--research SECONDS``: for each of ``cubist.openspiel.RESEARCH_SIZES`` and
   the default game (``simultaneous=false``), the history length of random games
   (chance nodes included), then 20 iterations of outcome-sampling MCCFR: seconds per
   iteration, information states, the deepest recursion, the share of information
   states with a NaN or infinite regret; then one iteration of external-sampling
   MCCFR and the set-up of OpenSpiel's CFR, each stopped after SECONDS if unfinished.
"""

import argparse
import math
import random
import resource
import signal
import statistics
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import cfr, external_sampling_mccfr, mccfr as mccfr_base
from open_spiel.python.algorithms import outcome_sampling_mccfr

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


def external(seconds, game=None):
    game = game or pyspiel.load_game_as_turn_based("cubist_cube_conquest(cap=40,size=4)")
    applied, done, took = _counting_actions(
        seconds, lambda: external_sampling_mccfr.ExternalSamplingSolver(game).iteration()
    )
    print(f"external-sampling MCCFR: one iteration {done} after {took:.1f} s, "
          f"{applied} actions applied ({applied / took:.0f}/s), peak {peak_mb():.0f} MB")


def _counting_actions(seconds, work):
    """Run `work` for at most `seconds`: (actions applied, finished or not, seconds)."""
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
        work()
        done = "finished"
    except _Stop:
        done = "unfinished"
    finally:
        signal.alarm(0)
        cls._apply_action, cls._apply_actions = originals
    return applied[0], done, time.perf_counter() - start


def history_lengths(game, games=50):
    """Nodes (chance nodes included) of random games: mean and longest."""
    rng = random.Random(0)
    lengths = []
    for _ in range(games):
        state, nodes = game.new_initial_state(), 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            nodes += 1
        lengths.append(nodes)
    return statistics.mean(lengths), max(lengths)


def branching_product(game, games=30):
    """log10 of the product of seat 0's branching factors along random games (what one
    external-sampling iteration walks for seat 0): median, lowest, highest."""
    rng = random.Random(0)
    logs = []
    for _ in range(games):
        state, total = game.new_initial_state(), 0.0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probs)[0])
                continue
            legal = state.legal_actions()
            if state.current_player() == 0:
                total += math.log10(len(legal))
            state.apply_action(rng.choice(legal))
        logs.append(total)
    return statistics.median(logs), min(logs), max(logs)


def outcome_sampling(game, iterations=20):
    """Outcome-sampling MCCFR: seconds per iteration, information states, deepest
    recursion of its episode, share of information states with a non-finite regret."""
    np.random.seed(0)
    solver = outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    episode, depth = solver._episode, [0, 0]

    def counted(*args, **kwargs):
        depth[0] += 1
        depth[1] = max(depth)
        try:
            return episode(*args, **kwargs)
        finally:
            depth[0] -= 1

    solver._episode = counted
    start = time.perf_counter()
    for _ in range(iterations):
        solver.iteration()
    per_iteration = (time.perf_counter() - start) / iterations
    infos = solver._infostates.values()
    bad = sum(not np.isfinite(i[mccfr_base.REGRET_INDEX]).all() for i in infos)
    return per_iteration, len(infos), depth[1], bad / max(1, len(infos))


def research(seconds):
    sizes = dict(cubist.openspiel.RESEARCH_SIZES)
    sizes["default"] = "cubist_cube_conquest(simultaneous=false)"
    for label, name in sizes.items():
        game = pyspiel.load_game(name)
        mean, longest = history_lengths(game)
        print(f"{label} {name}: history {mean:.0f} nodes on average, {longest} at most")
        # The counting wrapper doubles the frames: room for the default game's depth.
        sys.setrecursionlimit(max(1000, 3 * longest + 200))
        per, infostates, deepest, bad = outcome_sampling(game)
        sys.setrecursionlimit(1000)
        print(f"  outcome sampling, 20 iterations: {per:.3f} s an iteration, {infostates} "
              f"information states, recursion {deepest} deep, {bad:.1%} with NaN/inf regrets")
        if label == "default":
            continue
        median, low, high = branching_product(game)
        print(f"  seat 0's branching product 10^{median:.1f} "
              f"(median; 10^{low:.1f} to 10^{high:.1f})")
        applied, done, took = _counting_actions(
            seconds, lambda: external_sampling_mccfr.ExternalSamplingSolver(game).iteration()
        )
        print(f"  external sampling: one iteration {done} after {took:.1f} s, {applied} actions")
        applied, done, took = _counting_actions(seconds, lambda: cfr.CFRSolver(game))
        print(f"  CFR: its set-up (a walk of the whole tree) {done} after {took:.1f} s, "
              f"{applied} actions")


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
    p.add_argument("--research", type=float, default=0,
                   help="the research sizes, with this limit in seconds (0: skip)")
    args = p.parse_args()
    if args.research:
        research(args.research)
        return
    if args.external:
        branching()
        external(args.external)
        return
    infostate_bytes(args.games)
    rl_steps(args.seconds)
    mccfr(args.iterations)


if __name__ == "__main__":
    main()
