"""The batch calls that stay in Rust: perft and random playouts."""

import random

import pytest

import boardgames
from conftest import CONFIGURATIONS, random_action
from test_state import python_perft


def test_perft_through_python_equals_the_rust_perft(game):
    """A recursive legal_actions / apply_action / undo_action loop in Python counts
    what State::perft counts, from the start and from a state in mid-game."""
    start = game.new_initial_state()
    rng = random.Random(4)
    middle = start.clone()
    for _ in range(9):
        if middle.is_terminal():
            break
        middle.apply_action(random_action(middle, rng))
    for state in (start, middle):
        for depth in (1, 2, 3):
            rust = boardgames.perft(state, depth)
            if rust > 100_000:
                break
            assert python_perft(state, depth) == rust, (str(game), depth)
            assert boardgames.perft(state, depth, threads=2) == rust


@pytest.mark.parametrize("spec, depth, nodes", [
    ("chess", 4, 197_281),
    ("draughts-international", 5, 27_117),
    ("draughts-english", 4, 1_469),
    ("backgammon-nocube", 2, 596),
])
def test_rust_perft_matches_published_counts(spec, depth, nodes):
    assert boardgames.perft(spec, depth) == nodes
    assert boardgames.perft(boardgames.load_game(spec), depth) == nodes
    divide = boardgames.perft_divide(spec, depth)
    assert sum(n for _, n in divide) == nodes
    assert len(divide) == len(boardgames.load_game(spec).new_initial_state().legal_actions())


def test_random_playouts_give_the_statistics(game_string):
    game = boardgames.load_game(game_string)
    stats = boardgames.random_playouts(game, 20, seed=3)
    assert stats["games"] == 20
    assert len(stats["wins"]) == game.num_players()
    assert stats["plies"] >= 20
    assert stats["unfinished"] == 0
    if game.num_players() == 2 or "teams" not in str(game) and "4" not in game_string:
        # Without partnerships each finished game has at most one winner.
        assert sum(stats["wins"]) + stats["draws"] == 20
    # Seeded: the same totals again, on any number of threads, from a game string too.
    again = boardgames.random_playouts(game_string, 20, seed=3, threads=2)
    for key in ("games", "plies", "wins", "draws", "unfinished"):
        assert again[key] == stats[key]


def test_random_playouts_from_a_state_and_with_a_ply_limit():
    state = boardgames.load_game("chess").new_initial_state()
    state.apply_action(state.string_to_action("f3"))
    stats = boardgames.random_playouts(state, 10, seed=1, max_plies=5)
    assert stats["unfinished"] == 10 and stats["plies"] == 50
    assert state.history() != [] and not state.is_terminal()
    a = boardgames.random_playouts("chess", 20, seed=1)
    b = boardgames.random_playouts("chess", 20, seed=2)
    assert a["plies"] != b["plies"]


def test_batch_calls_refuse_bad_input():
    with pytest.raises(ValueError):
        boardgames.random_playouts("nogame", 3)
    with pytest.raises(ValueError):
        boardgames.perft("chess(x=1)", 1)
    with pytest.raises(TypeError):
        boardgames.perft(3, 1)
    with pytest.raises(OverflowError):
        boardgames.random_playouts("chess", -1)
