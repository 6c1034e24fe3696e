#!/usr/bin/env python3
"""An arena tournament over Ray tasks, with the same results for a seed as one process.

Every game of the tournament is one Ray task: it builds the agents from their specs
(``boardgames.agent(game, "mcts:200", seed)``), plays the game to the end (chance
outcomes drawn by their probabilities from the game's own seeded generator) and
returns a record of it: the seats' agents, every action played, the returns and the
scores. A game is a pure function of the game string, the agents and its seed
(``seed + index``), so the records, and the table made from them, are the same
whether the games run in this process (``--local``) or on a Ray cluster, in any
order: the script can check it (``--check``). The records are also a self-play data
set: ``--out games.jsonl`` writes one JSON object a game.

    python3 python/examples/ray_tournament.py --game backgammon --agents mcts:100 random \\
        --games 20 --seed 1
    python3 python/examples/ray_tournament.py --game "dominoes(players=4,teams=true)" \\
        --agents ismcts:100 random --games 8 --local
    python3 python/examples/ray_tournament.py --address auto ...   # a running cluster

The agents rotate through the seats: game ``i`` seats agent
``(i + seat) % len(agents)`` in seat ``seat``, so each agent plays every seat equally
often when the number of games is a multiple of the number of agents.

Needs ``pip install 'boardgames[ray]'`` (Ray 2.x) for the Ray path; ``--local`` needs
only ``boardgames``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict, dataclass, field
from typing import Dict, List, Optional, Sequence

import boardgames


@dataclass
class GameRecord:
    """One game of the tournament: who sat where, what was played, how it ended."""

    index: int
    seed: int
    game: str
    agents: List[str]
    actions: List[int] = field(default_factory=list)
    returns: List[float] = field(default_factory=list)
    scores: List[int] = field(default_factory=list)


def seating(agents: Sequence[str], index: int, players: int) -> List[str]:
    """The agent spec of each seat in game ``index``: the agents rotate."""
    return [agents[(index + seat) % len(agents)] for seat in range(players)]


def play_game(game_string: str, specs: Sequence[str], seed: int, index: int = 0,
              max_plies: Optional[int] = None) -> GameRecord:
    """Plays one game of ``game_string`` with agent ``specs[seat]`` in each seat, every
    random choice drawn from ``seed``; stops early after ``max_plies`` actions if given
    (the returns are then all 0)."""
    game = boardgames.load_game(game_string)
    agents = [boardgames.agent(game, spec, seed * 1000 + seat) for seat, spec in enumerate(specs)]
    chance = random.Random(seed)
    state = game.new_initial_state()
    record = GameRecord(index=index, seed=seed, game=str(game), agents=list(specs))
    while not state.is_terminal():
        if max_plies is not None and len(record.actions) >= max_plies:
            break
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            action = chance.choices(actions, probs)[0]
        else:
            action = agents[state.current_player()].step(state)
        state.apply_action(action)
        record.actions.append(int(action))
    record.returns = [float(r) for r in state.returns()]
    record.scores = [int(s) for s in state.scores()]
    return record


def tasks(game_string: str, agents: Sequence[str], games: int, seed: int):
    """The arguments of every game of the tournament."""
    players = boardgames.load_game(game_string).num_players()
    return [(game_string, seating(agents, i, players), seed + i, i) for i in range(games)]


def run_local(game_string: str, agents: Sequence[str], games: int, seed: int,
              max_plies: Optional[int] = None) -> List[GameRecord]:
    """The tournament in this process."""
    return [play_game(*t, max_plies=max_plies) for t in tasks(game_string, agents, games, seed)]


def _play_game_dict(*args, **kwargs) -> dict:
    """:func:`play_game` as a plain dict (what a Ray task returns)."""
    return asdict(play_game(*args, **kwargs))


def run_ray(game_string: str, agents: Sequence[str], games: int, seed: int,
            max_plies: Optional[int] = None) -> List[GameRecord]:
    """The tournament as one Ray task a game (``ray.init`` must have been called)."""
    import ray

    if __name__ != "__main__":
        # imported from a file the workers cannot import (a test, a notebook): ship
        # this module's functions by value
        ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])
    remote = ray.remote(_play_game_dict)
    refs = [remote.remote(*t, max_plies=max_plies) for t in tasks(game_string, agents, games, seed)]
    return sorted((GameRecord(**d) for d in ray.get(refs)), key=lambda r: r.index)


def table(records: Sequence[GameRecord]) -> Dict[str, Dict[str, float]]:
    """Per agent: games played (seats taken), the sum of its returns and the mean."""
    out: Dict[str, Dict[str, float]] = {}
    for record in records:
        for seat, spec in enumerate(record.agents):
            row = out.setdefault(spec, {"seats": 0, "points": 0.0})
            row["seats"] += 1
            row["points"] += record.returns[seat]
    for row in out.values():
        row["mean"] = row["points"] / row["seats"] if row["seats"] else 0.0
    return out


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="backgammon", help="a game string (default backgammon)")
    parser.add_argument("--agents", nargs="+", default=["mcts:100", "random"],
                        help="agent specs: random, greedy, mcts:N, ismcts:N, alphabeta:D, ...")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=None,
                        help="stop each game after this many actions (returns 0)")
    parser.add_argument("--local", action="store_true", help="one process, no Ray")
    parser.add_argument("--check", action="store_true",
                        help="run on Ray and in this process and check the records agree")
    parser.add_argument("--address", default=None,
                        help="Ray cluster address (default: start a local Ray)")
    parser.add_argument("--num-cpus", type=int, default=None,
                        help="CPUs of a local Ray (default: all)")
    parser.add_argument("--out", default=None, help="write the records as JSON lines here")
    args = parser.parse_args(argv)

    run = (args.game, args.agents, args.games, args.seed, args.max_plies)
    if args.local:
        records = run_local(*run)
    else:
        import ray

        ray.init(address=args.address, num_cpus=args.num_cpus, include_dashboard=False,
                 log_to_driver=False)
        records = run_ray(*run)
        if args.check:
            local = run_local(*run)
            if local != records:
                print("Ray and local records differ", file=sys.stderr)
                return 1
            print(f"checked: the {len(records)} records from Ray equal the local run")
        ray.shutdown()
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            for record in records:
                f.write(json.dumps(asdict(record)) + "\n")
    plies = sum(len(r.actions) for r in records)
    print(f"{args.game}: {len(records)} games, {plies} actions, seed {args.seed}")
    print(f"{'agent':<16} {'seats':>6} {'points':>8} {'mean':>6}")
    for spec, row in table(records).items():
        print(f"{spec:<16} {row['seats']:>6} {row['points']:>8.1f} {row['mean']:>6.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
