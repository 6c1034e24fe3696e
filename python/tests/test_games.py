"""Every registered game and documented configuration plays random games to the end."""

import math
import random

import numpy as np
import pytest

import boardgames
from conftest import CONFIGURATIONS, MAX_PLIES, play_random, random_action


def test_every_registered_game_is_covered():
    names = {g["name"] for g in boardgames.registered_games()}
    assert names == {
        "chess", "chess960", "draughts", "backgammon", "dominoes", "robijn",
        "smokkelen", "locksley",
    }
    loaded = {boardgames.load_game(s).name() for s in CONFIGURATIONS}
    assert loaded == names
    aliases = {a for g in boardgames.registered_games() for a in g["aliases"]}
    assert aliases <= set(CONFIGURATIONS)
    assert set(boardgames.game_names()) == names | aliases


def test_registered_games_describe_their_parameters():
    for g in boardgames.registered_games():
        for p in g["parameters"]:
            assert p["type"] in ("int", "bool", "choice")
            assert isinstance(p["default"], str) and p["meaning"]
            if p["type"] == "int":
                lo, hi = p["range"]
                assert lo <= int(p["default"]) <= hi
            elif p["type"] == "choice":
                assert p["default"] in p["range"]
            else:
                assert p["default"] in ("true", "false")
            # Every parameter at its default loads.
            boardgames.load_game(f'{g["name"]}({p["name"]}={p["default"]})')


def test_random_games_end(game, rng):
    for _ in range(2):
        state = game.new_initial_state()
        plies = play_random(state, rng)
        assert plies < MAX_PLIES, "the game did not end"
        assert state.is_terminal()
        assert state.current_player() == boardgames.TERMINAL
        assert state.legal_actions() == []
        returns = state.returns()
        assert len(returns) == game.num_players()
        assert all(r in (0.0, 0.5, 1.0) for r in returns)
        assert len(state.history()) == plies


def test_states_keep_their_invariants(game, rng):
    state = game.new_initial_state()
    nd = game.num_distinct_actions()
    plies = 0
    while not state.is_terminal() and plies < 300:
        legal = state.legal_actions()
        assert legal == sorted(set(legal)) and legal
        if state.is_chance_node():
            assert state.current_player() == boardgames.CHANCE
            outcomes = state.chance_outcomes()
            assert [a for a, _ in outcomes] == legal
            assert math.isclose(sum(p for _, p in outcomes), 1.0)
            assert all(nd <= a < nd + game.max_chance_outcomes() for a in legal)
        else:
            assert 0 <= state.current_player() < game.num_players()
            assert state.chance_outcomes() == []
            assert all(0 <= a < nd for a in legal)
            a = legal[0]
            assert state.string_to_action(state.action_to_string(a)) == a
        state.apply_action(random_action(state, rng))
        plies += 1


def test_observation_tensors_have_the_documented_shape(game_string, game, rng):
    shape = CONFIGURATIONS[game_string]
    assert game.observation_tensor_shape() == shape
    assert game.observation_tensor_size() == int(np.prod(shape))
    state = game.new_initial_state()
    for ply in range(60):
        for seat in range(game.num_players()):
            t = state.observation_tensor(seat)
            assert isinstance(t, np.ndarray)
            assert t.dtype == np.float32
            assert list(t.shape) == shape
            assert np.all(np.isfinite(t))
        if state.is_terminal():
            break
        state.apply_action(random_action(state, rng))


def test_hidden_information_games_resample_to_the_same_view(rng):
    for spec in ["dominoes-draw-4", "smokkelen", "dominoes-block"]:
        game = boardgames.load_game(spec)
        assert game.has_hidden_information()
        state = game.new_initial_state()
        for _ in range(12):
            if state.is_terminal():
                break
            state.apply_action(random_action(state, rng))
        for seat in range(game.num_players()):
            other = state.resample_from_infostate(seat, 7)
            assert other.information_state_string(seat) == state.information_state_string(seat)
            np.testing.assert_array_equal(
                other.observation_tensor(seat), state.observation_tensor(seat)
            )
            assert other.history() == []
    assert not boardgames.load_game("chess").has_hidden_information()


def test_games_compare_and_print_their_canonical_string():
    a = boardgames.load_game("backgammon-match")
    b = boardgames.Game("backgammon(match_length=5)")
    assert a == b and hash(a) == hash(b) and str(a) == a.spec()
    assert a != boardgames.load_game("backgammon")
    assert a.get_type()["parameters"]["match_length"] == "5"
    assert a.get_type()["chance"] and a.num_players() == 2
