from boardgames._native import (
    CHANCE as CHANCE,
    TERMINAL as TERMINAL,
    Game as Game,
    State as State,
    game_names as game_names,
    load_game as load_game,
    read_pdn as read_pdn,
    read_pgn as read_pgn,
    registered_games as registered_games,
)

__version__: str
__all__: list[str]
