"""Round trips (serialize, pickle, notation), bad input, undo and perft."""

import copy
import multiprocessing
import pickle
import random

import pytest

import boardgames
from conftest import random_action


def advanced(game, rng, plies):
    state = game.new_initial_state()
    for _ in range(plies):
        if state.is_terminal():
            break
        state.apply_action(random_action(state, rng))
    return state


def test_serialize_round_trips_with_the_history(game, rng):
    for plies in (0, 1, 7, 40):
        state = advanced(game, rng, plies)
        text = state.serialize()
        copy_ = game.deserialize_state(text)
        assert copy_ == state
        assert copy_.history() == state.history()
        assert str(copy_) == str(state)
        assert copy_.serialize() == text
        # The full-state notation alone reads back to an equal state (no history).
        alone = game.new_state_from(str(state))
        assert alone == state and alone.history() == []


def test_pickle_round_trips(game, rng):
    state = advanced(game, rng, 25)
    for copied in (pickle.loads(pickle.dumps(state)), copy.deepcopy(state), state.clone()):
        assert copied == state
        assert copied.history() == state.history()
        assert copied.get_game() == game
        if state.history():
            # The copy undoes on its own; the original keeps its history.
            assert copied.undo_action() == state.history()[-1]
            assert copied.history() == state.history()[:-1]
    assert pickle.loads(pickle.dumps(game)) == game


def _plies_to_end(state):
    rng = random.Random(3)
    n = 0
    while not state.is_terminal():
        state.apply_action(random_action(state, rng))
        n += 1
    return str(state), state.returns()


def test_states_travel_to_other_processes():
    states = [advanced(boardgames.load_game(g), random.Random(1), 10)
              for g in ("chess", "backgammon", "dominoes-draw-4")]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        remote = pool.map(_plies_to_end, states)
    assert remote == [_plies_to_end(s.clone()) for s in states]


def test_clone_is_independent():
    state = boardgames.load_game("chess").new_initial_state()
    other = state.clone()
    other.apply_action(other.string_to_action("e4"))
    assert state.history() == [] and other.history() != []
    assert state != other


def test_undo_goes_back_exactly(game, rng):
    state = game.new_initial_state()
    seen = [state.serialize()]
    for _ in range(30):
        if state.is_terminal():
            break
        state.apply_action(random_action(state, rng))
        seen.append(state.serialize())
    history = state.history()
    while history:
        assert state.undo_action() == history.pop()
        seen.pop()
        assert state.serialize() == seen[-1]
    with pytest.raises(ValueError, match="nothing to undo"):
        state.undo_action()


def test_illegal_actions_raise_and_leave_the_state_unchanged(game, rng):
    state = advanced(game, rng, 5)
    before = state.serialize()
    legal = set(state.legal_actions())
    bad = [a for a in (0, 1, 2, 17, game.num_distinct_actions(),
                       game.num_distinct_actions() + game.max_chance_outcomes(),
                       2**63, 2**64 - 1) if a not in legal]
    for a in bad + [-1, -(2**70), 2**64, 2**200]:
        with pytest.raises(ValueError):
            state.apply_action(a)
        with pytest.raises(ValueError):
            state.action_to_string(a)
        assert not state.is_legal_action(a)
        assert state.serialize() == before
    with pytest.raises(TypeError):
        state.apply_action("e4")
    for bad_text in ["", "zz9", "\x00", "é" * 500, "1" * 10_000]:
        with pytest.raises(ValueError):
            state.string_to_action(bad_text)
    assert state.serialize() == before


def test_bad_seats_raise(game):
    state = game.new_initial_state()
    for seat in (-1, game.num_players(), 4, 2**80):
        with pytest.raises(ValueError):
            state.observation_tensor(seat)
        with pytest.raises(ValueError):
            state.information_state_string(seat)
        with pytest.raises(ValueError):
            state.resample_from_infostate(seat, 1)


@pytest.mark.parametrize("text", [
    "", "(", "chess(", "chess(a=1)", "nogame", "backgammon(match_length=-3)",
    "backgammon(match_length=5,jacoby=true)", "dominoes(players=5)",
    "draughts(variant=frisian)", "chess960(start=960)", "x" * 100_000,
    "chess\x00", "dominoes(players=2,players=3)",
])
def test_bad_game_strings_raise_value_error(text):
    with pytest.raises(ValueError) as info:
        boardgames.load_game(text)
    assert len(str(info.value)) < 2_000, "the message quotes an excerpt only"


def test_bad_game_string_message_comes_from_rust():
    with pytest.raises(ValueError, match="chess has no parameter"):
        boardgames.load_game("chess(x=1)")
    with pytest.raises(ValueError, match="unknown game"):
        boardgames.load_game("go")


@pytest.mark.parametrize("text", [
    "", "start moves e5", "garbage", "\n", "start\nactions: 1 2", "start\nactions: x",
    "start\nactions: 99999999999999999999999", "\u00e9" * 1000,
])
def test_bad_state_texts_raise_value_error(text):
    game = boardgames.load_game("chess")
    with pytest.raises(ValueError):
        game.deserialize_state(text)
    with pytest.raises(ValueError):
        boardgames.State("chess", text)


def test_fuzzed_inputs_never_panic():
    rng = random.Random(5)
    alphabet = "abcdefgh12345678xNBRQK=+#-()/,*: \n0"
    games = [boardgames.load_game(g) for g in
             ("chess", "draughts-english", "backgammon", "dominoes", "smokkelen", "locksley", "robijn")]
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 30)))
        for game in games:
            state = game.new_initial_state()
            for call in (lambda: game.deserialize_state(text),
                         lambda: game.new_state_from(text),
                         lambda: state.string_to_action(text),
                         lambda: boardgames.load_game(text)):
                try:
                    call()
                except ValueError:
                    pass


def python_perft(state, depth):
    if depth == 0:
        return 1
    total = 0
    for a in state.legal_actions():
        state.apply_action(a)
        total += python_perft(state, depth - 1)
        state.undo_action()
    return total


@pytest.mark.parametrize("spec, depth, nodes", [
    ("chess", 1, 20),
    ("chess", 2, 400),
    ("chess", 3, 8902),
    ("draughts-international", 1, 9),
    ("draughts-international", 2, 81),
    ("draughts-english", 3, 302),
])
def test_perft_through_python_matches_the_known_counts(spec, depth, nodes):
    state = boardgames.load_game(spec).new_initial_state()
    assert python_perft(state, depth) == nodes
    assert state.history() == []


def test_current_player_constants():
    assert boardgames.CHANCE == -1 and boardgames.TERMINAL == -4
    state = boardgames.load_game("backgammon").new_initial_state()
    assert state.current_player() == boardgames.CHANCE and state.is_chance_node()
