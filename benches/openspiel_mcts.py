#!/usr/bin/env python3
"""Compare this workspace's MCTS with OpenSpiel's on chess, checkers (English draughts)
and backgammon, at the same iteration count, in one run, and print the ratios.

Run from the repository root: `python3 benches/openspiel_mcts.py [--iterations N]
[--no-python]`. Each side runs one UCT search of N iterations (default 1000) from the
start position, with one random rollout to the end of the game per iteration, UCB1
constant the square root of 2 and nothing kept between searches:

- ours: `search::Mcts` through `cargo run -p benches --release --example mcts_rate`
  (chess with its draw rules, `chess::History`; English draughts with its draw rules;
  backgammon without cube and resignations, after an opening roll), five searches;
- OpenSpiel's C++ MCTS: `pyspiel.MCTSBot` with a `pyspiel.RandomRolloutEvaluator`
  (one rollout), `bot.step(state)` from `pyspiel.load_game(<game>).new_initial_state()`
  (backgammon: after an opening roll), five searches;
- OpenSpiel's Python MCTS: `open_spiel.python.algorithms.mcts.MCTSBot` with its
  `RandomRolloutEvaluator`, once (it is slow; `--no-python` leaves it out).

Times are CPU times (the child process's for ours, `time.process_time` for
OpenSpiel), which a machine shared with other work disturbs far less than the wall
clock; on a quiet machine the two agree. It prints iterations/s of each and the
ratios ours / OpenSpiel, then the mean length
in plies of 100 random games from the same start on each side (a rollout's cost:
the games' draw rules differ, OpenSpiel's chess draws at 50 moves without a capture
or pawn move, ours at 75 as FIDE's article 9.6.2 does) and the ratio of plies played
in rollouts per second. OpenSpiel (PyPI
`open-spiel`, `pip install open-spiel`) is skipped with a message where it is not
installed. OpenSpiel's MCTS expands every child of a node at once and keeps a prior
for each; ours expands one child an iteration: both count one rollout an iteration.
"""

import argparse
import math
import random
import resource
import subprocess
import sys
import time

GAMES = ["chess", "checkers", "backgammon"]


REPEATS = 5
RATE = ["target/release/examples/mcts_rate"]


def ours(game, iterations):
    """Iterations per CPU second of REPEATS searches, and the mean random game length."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(RATE + [game, str(iterations), str(REPEATS)], check=True, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    plies = float(subprocess.run(RATE + [game, "lengths"], check=True, capture_output=True,
                                 text=True).stdout)
    return iterations * REPEATS / cpu, plies


def openspiel_plies(pyspiel, name, games=100):
    """The mean length in plies (chance outcomes left out) of random games."""
    game = pyspiel.load_game(name)
    rng = random.Random(1)
    total = 0
    for _ in range(games):
        state = to_move(pyspiel, game, 1)
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(actions, probs)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                total += 1
    return total / games


def to_move(pyspiel, game, seed):
    """The initial state after chance outcomes drawn with `seed` (backgammon's roll)."""
    state = game.new_initial_state()
    rng = random.Random(seed)
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(actions, probs)[0])
    return state


def openspiel_cpp(pyspiel, name, iterations):
    game = pyspiel.load_game(name)
    cpu = 0.0
    for seed in range(REPEATS):
        state = to_move(pyspiel, game, 1)
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        bot = pyspiel.MCTSBot(game, evaluator, math.sqrt(2), iterations, 1000, False, seed, False)
        t = time.process_time()
        bot.step(state)
        cpu += time.process_time() - t
    return iterations * REPEATS / cpu


def openspiel_python(pyspiel, name, iterations):
    import numpy as np
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game(name)
    state = to_move(pyspiel, game, 1)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(1))
    bot = mcts.MCTSBot(game, math.sqrt(2), iterations, evaluator, solve=False,
                       random_state=np.random.RandomState(1))
    t = time.process_time()
    bot.step(state)
    return iterations / (time.process_time() - t)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--no-python", action="store_true",
                        help="leave out OpenSpiel's Python MCTS")
    args = parser.parse_args()
    try:
        import pyspiel
    except ImportError:
        pyspiel = None
        print("OpenSpiel is not installed (pip install open-spiel): timing ours only",
              file=sys.stderr)
    subprocess.run(["cargo", "build", "-q", "-p", "benches", "--release", "--example", "mcts_rate"],
                   check=True)
    print(f"MCTS iterations/s, {args.iterations} iterations from the start position")
    header = f"{'game':<11} {'ours':>9}"
    if pyspiel is not None:
        header += f" {'OpenSpiel C++':>14} {'ratio':>7}"
        if not args.no_python:
            header += f" {'OpenSpiel Python':>17} {'ratio':>7}"
    print(header)
    lengths = []
    for name in GAMES:
        rate, plies = ours(name, args.iterations)
        line = f"{name:<11} {rate:>9.0f}"
        if pyspiel is not None:
            cpp = openspiel_cpp(pyspiel, name, args.iterations)
            line += f" {cpp:>14.0f} {rate / cpp:>7.1f}"
            if not args.no_python:
                py = openspiel_python(pyspiel, name, args.iterations)
                line += f" {py:>17.1f} {rate / py:>7.0f}"
            lengths.append((name, plies, openspiel_plies(pyspiel, name), rate, cpp))
        print(line, flush=True)
    if lengths:
        print("\nrandom game length (plies, mean of 100) and rollout plies/s, ours / OpenSpiel C++")
        print(f"{'game':<11} {'ours':>7} {'OpenSpiel':>10} {'plies/s ratio':>14}")
        for name, plies, theirs, rate, cpp in lengths:
            print(f"{name:<11} {plies:>7.1f} {theirs:>10.1f} {rate * plies / (cpp * theirs):>14.1f}")


if __name__ == "__main__":
    main()
