from typing import Union

from boardgames._native import (
    AGENT_FORMS as AGENT_FORMS,
    CHANCE as CHANCE,
    TERMINAL as TERMINAL,
    Agent as Agent,
    Game as Game,
    State as State,
    agent as agent,
    game_names as game_names,
    load_game as load_game,
    perft as perft,
    perft_divide as perft_divide,
    random_playouts as random_playouts,
    read_backgammon_match as read_backgammon_match,
    read_pdn as read_pdn,
    read_pgn as read_pgn,
    registered_games as registered_games,
)

__version__: str
__all__: list[str]

GameOrString = Union[Game, str]
Budget = Union[int, str]

def MCTSAgent(game: GameOrString, iterations: Budget = 1000, seed: int = 0) -> Agent: ...
def ISMCTSAgent(game: GameOrString, iterations: Budget = 1000, seed: int = 0) -> Agent: ...
def AlphaBetaAgent(game: GameOrString, depth: Budget = 4, seed: int = 0) -> Agent: ...
def ExpectimaxAgent(game: GameOrString, depth: Budget = 2, seed: int = 0) -> Agent: ...
def RandomAgent(game: GameOrString, seed: int = 0) -> Agent: ...
def GreedyAgent(game: GameOrString, seed: int = 0) -> Agent: ...
