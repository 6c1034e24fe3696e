#!/usr/bin/env python3
"""Random games through the Python API of this workspace's package (`boardgames`) and
of OpenSpiel (`pyspiel`), side by side, in one process and one run, and the ratios.

Run from the repository root, with both packages installed in the interpreter
(`pip install ./python open-spiel`): `python3 benches/openspiel.py [--seconds S]
[--threads N]`. Each side plays random games from the start with the same loop
written once for both APIs (they share pyspiel's names): at a chance node an outcome
drawn by the outcome probabilities (`chance_outcomes()`, `random.Random.choices`),
else a uniform choice among `legal_actions()`, then `apply_action`; `is_terminal()`
ends the game. Each side plays games until it has used S CPU seconds (default 3).

A ply is one applied action, chance outcomes included (the count of the `playout`
example and of `random_playouts`); the games' lengths differ with their draw rules,
so plies per second is the comparable rate. The games compared:

- chess: `chess` (FIDE laws: 75-move and fivefold-repetition automatic draws,
  dead positions) against pyspiel's `chess` (50 moves, threefold);
- checkers: our `draughts(variant=english)` against pyspiel's `checkers`;
- backgammon: our `backgammon(cube=false)` (pyspiel's has no cube) against
  pyspiel's `backgammon`, both one game from the opening roll;
- dominoes: our `dominoes(variant=block,players=2)` against OpenSpiel's
  `python_block_dominoes` (the only dominoes it has: written in Python, 2 players,
  double-six, 7 tiles a hand, no stock), so this row compares our Rust rules with
  OpenSpiel's Python ones.

The `bridge` column is the same loop on our game through pyspiel's API
(`boardgames.openspiel.register()`, then `pyspiel.load_game("boardgames_<game>")`):
the speed an OpenSpiel algorithm written in Python sees on our rules.

Then `boardgames.random_playouts(game, n, seed, threads)` (the whole loop in Rust,
`threads` default 1, so CPU time is comparable) against pyspiel's Python loop. Times
are CPU times (`time.process_time`, which counts every thread of the process), as in
`benches/openspiel_mcts.py`. The goals of issue 19: our Python loop at least 2x
pyspiel's per ply, `random_playouts` at least 50x.
"""

import argparse
import random
import sys
import time

GAMES = [
    # (row, our game string, OpenSpiel's name)
    ("chess", "chess", "chess"),
    ("checkers", "draughts(variant=english)", "checkers"),
    ("backgammon", "backgammon(cube=false)", "backgammon"),
    ("dominoes", "dominoes(variant=block,players=2)", "python_block_dominoes"),
]


def play(game, rng):
    """One random game from the start; returns the number of actions applied."""
    state = game.new_initial_state()
    plies = 0
    while not state.is_terminal():
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
        plies += 1
    return plies


def loop_rate(game, seconds, seed):
    """Plies per CPU second of random games played until `seconds` of CPU time, and
    the games and plies played."""
    rng = random.Random(seed)
    games = plies = 0
    start = time.process_time()
    while True:
        plies += play(game, rng)
        games += 1
        cpu = time.process_time() - start
        if cpu >= seconds:
            return plies / cpu, games, plies


def playouts_rate(boardgames, game, seconds, seed, threads):
    """Plies per CPU second of `random_playouts`, batches doubling until one takes
    `seconds / 4`; returns the rate of the total and the games and plies."""
    games = plies = 0
    cpu = 0.0
    n = 16
    while cpu < seconds:
        start = time.process_time()
        stats = boardgames.random_playouts(game, n, seed + games, threads)
        cpu += time.process_time() - start
        games += n
        plies += stats["plies"] if isinstance(stats, dict) else stats.plies
        if cpu < seconds / 4:
            n *= 2
    return plies / cpu, games, plies


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0,
                        help="CPU seconds per measurement (default 3)")
    parser.add_argument("--threads", type=int, default=1,
                        help="threads of random_playouts (default 1)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    import boardgames
    try:
        import pyspiel
        import open_spiel.python.games  # noqa: F401  registers python_block_dominoes
    except ImportError:
        print("OpenSpiel is not installed (pip install open-spiel)", file=sys.stderr)
        return 1

    print(f"random games, plies (actions, chance included) per CPU second, "
          f"{args.seconds:g} s each, random_playouts with {args.threads} thread(s)")
    from boardgames import openspiel

    openspiel.register()
    print(f"{'game':<11} {'boardgames':>11} {'pyspiel':>9} {'ratio':>6} {'bridge':>9} "
          f"{'random_playouts':>16} {'ratio':>7}   games ours/pyspiel/bridge/batch")
    for row, ours_name, theirs_name in GAMES:
        ours = boardgames.load_game(ours_name)
        theirs = pyspiel.load_game(theirs_name)
        rate, games, _ = loop_rate(ours, args.seconds, args.seed)
        theirs_rate, theirs_games, _ = loop_rate(theirs, args.seconds, args.seed)
        try:
            bridged = pyspiel.load_game(openspiel.PREFIX + ours_name)
            bridge, bridge_games, _ = loop_rate(bridged, args.seconds, args.seed)
            bridge_text = f"{bridge:>9,.0f}"
        except ValueError as error:  # an action space beyond OpenSpiel's 32 bits
            print(f"{row}: no bridge: {error}", file=sys.stderr)
            bridge_text, bridge_games = f"{'n/a':>9}", 0
        if hasattr(boardgames, "random_playouts"):
            batch, batch_games, _ = playouts_rate(boardgames, ours, args.seconds, args.seed,
                                                  args.threads)
            batch_text = f"{batch:>16,.0f} {batch / theirs_rate:>7.0f}"
        else:
            batch_text, batch_games = f"{'n/a':>16} {'':>7}", 0
        print(f"{row:<11} {rate:>11,.0f} {theirs_rate:>9,.0f} {rate / theirs_rate:>6.1f} "
              f"{bridge_text} {batch_text}   "
              f"{games}/{theirs_games}/{bridge_games}/{batch_games}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
