"""Fast, faithful rules of board games, with OpenSpiel's (pyspiel's) API.

Every game of the Rust workspace by name: ``load_game("backgammon(match_length=5)")``
returns a :class:`Game`; its states play integer actions (``legal_actions``,
``apply_action``, chance nodes with ``chance_outcomes``) and give numpy observation
tensors. Bad input raises ``ValueError`` with the Rust error's text.
"""

from typing import Union

from boardgames._native import (
    AGENT_FORMS,
    CHANCE,
    TERMINAL,
    Agent,
    Game,
    State,
    agent,
    game_names,
    load_game,
    perft,
    perft_divide,
    random_playouts,
    read_backgammon_match,
    read_pdn,
    read_pgn,
    registered_games,
)
from boardgames import _native

__all__ = [
    "AGENT_FORMS",
    "CHANCE",
    "TERMINAL",
    "Agent",
    "AlphaBetaAgent",
    "ExpectimaxAgent",
    "GreedyAgent",
    "ISMCTSAgent",
    "MCTSAgent",
    "RandomAgent",
    "Game",
    "State",
    "agent",
    "game_names",
    "load_game",
    "perft",
    "perft_divide",
    "random_playouts",
    "read_backgammon_match",
    "read_pdn",
    "read_pgn",
    "registered_games",
]


__version__ = getattr(_native, "__version__", "0.1.0")


GameOrString = Union[Game, str]
Budget = Union[int, str]


def MCTSAgent(game: GameOrString, iterations: Budget = 1000, seed: int = 0) -> Agent:
    """Monte Carlo tree search (UCT, random rollouts): ``Agent(game, "mcts:N", seed)``.

    ``iterations`` is a number of iterations per move or a time (``"100ms"``).
    """
    return Agent(game, f"mcts:{iterations}", seed)


def ISMCTSAgent(game: GameOrString, iterations: Budget = 1000, seed: int = 0) -> Agent:
    """Single-observer information-set MCTS (hidden-information games):
    ``Agent(game, "ismcts:N", seed)``."""
    return Agent(game, f"ismcts:{iterations}", seed)


def AlphaBetaAgent(game: GameOrString, depth: Budget = 4, seed: int = 0) -> Agent:
    """Alpha-beta to ``depth`` players' moves (or for a time, ``"200ms"``) with the
    game's evaluation: ``Agent(game, "alphabeta:D", seed)``."""
    return Agent(game, f"alphabeta:{depth}", seed)


def ExpectimaxAgent(game: GameOrString, depth: Budget = 2, seed: int = 0) -> Agent:
    """Expectiminimax with chance-node pruning (Star2): ``Agent(game, "expectimax:D")``."""
    return Agent(game, f"expectimax:{depth}", seed)


def RandomAgent(game: GameOrString, seed: int = 0) -> Agent:
    """A uniform random legal move: ``Agent(game, "random", seed)``."""
    return Agent(game, "random", seed)


def GreedyAgent(game: GameOrString, seed: int = 0) -> Agent:
    """The move to the state of the best evaluation (one ply): ``Agent(game, "greedy")``."""
    return Agent(game, "greedy", seed)
