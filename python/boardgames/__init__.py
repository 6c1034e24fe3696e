"""Fast, faithful rules of board games, with OpenSpiel's (pyspiel's) API.

Every game of the Rust workspace by name: ``load_game("backgammon(match_length=5)")``
returns a :class:`Game`; its states play integer actions (``legal_actions``,
``apply_action``, chance nodes with ``chance_outcomes``) and give numpy observation
tensors. Bad input raises ``ValueError`` with the Rust error's text.
"""

from boardgames._native import (
    CHANCE,
    TERMINAL,
    Game,
    State,
    game_names,
    load_game,
    registered_games,
)
from boardgames import _native

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Game",
    "State",
    "game_names",
    "load_game",
    "registered_games",
]

# Optional parts of the native module (record readers, batch calls, agents) are
# re-exported when the module has them.
for _name in (
    "read_pgn",
    "read_pdn",
    "read_backgammon_match",
    "random_playouts",
    "perft",
    "Agent",
    "agent",
    "MCTSAgent",
    "ISMCTSAgent",
    "AlphaBetaAgent",
):
    if hasattr(_native, _name):
        globals()[_name] = getattr(_native, _name)
        __all__.append(_name)
del _name

__version__ = getattr(_native, "__version__", "0.1.0")
