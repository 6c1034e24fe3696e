"""The search agents as Python objects."""

import pickle
import random
import threading

import pytest

import boardgames
from conftest import random_action


def play(game, agents, seed):
    """Plays a game between `agents` (one per seat); returns the history."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    while not state.is_terminal() and len(state.history()) < 400:
        if state.is_chance_node():
            state.apply_action(random_action(state, rng))
        else:
            action = agents[state.current_player()].step(state)
            assert state.is_legal_action(action)
            state.apply_action(action)
    return state.history()


@pytest.mark.parametrize("spec", [
    "chess", "draughts-english", "backgammon", "dominoes-draw-4", "robijn",
    "smokkelen", "locksley",
])
def test_agents_play_legal_moves_and_replay_from_their_seed(spec):
    game = boardgames.load_game(spec)
    kind = "ismcts:20" if game.has_hidden_information() else "mcts:20"
    make = lambda: [boardgames.agent(game, kind if s == 0 else "random", s)
                    for s in range(game.num_players())]
    first = play(game, make(), 1)
    assert play(game, make(), 1) == first


def test_named_constructors():
    chess = boardgames.load_game("chess")
    assert boardgames.MCTSAgent(chess, 50).name() == "mcts:50"
    assert boardgames.AlphaBetaAgent("chess", 2).name() == "alphabeta:2"
    assert boardgames.ISMCTSAgent("dominoes", "20ms").name() == "ismcts:20ms"
    assert boardgames.ExpectimaxAgent("backgammon", 1).name() == "expectimax:1"
    assert boardgames.RandomAgent(chess, seed=3).seed == 3
    assert boardgames.GreedyAgent(chess).get_game() == chess


def test_alphabeta_finds_the_mate_and_reports_it():
    game = boardgames.load_game("chess")
    state = game.new_state_from("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
    agent = boardgames.AlphaBetaAgent(game, 2)
    action, info = agent.step_with_info(state)
    assert state.action_to_string(action) == "Ra8#"
    assert info["score"] == "win in 1"
    assert info["nodes"] > 0 and info["seconds"] >= 0


def test_agents_pickle_by_spec_and_seed():
    game = boardgames.load_game("draughts-english")
    agent = boardgames.MCTSAgent(game, 30, seed=9)
    copy = pickle.loads(pickle.dumps(agent))
    assert copy.name() == agent.name() and copy.seed == 9 and copy.get_game() == game
    state = game.new_initial_state()
    assert copy.step(state) == boardgames.MCTSAgent(game, 30, seed=9).step(state)


def test_bad_agents_raise_value_error():
    game = boardgames.load_game("chess")
    for spec in ["", "mcts", "mcts:0", "mcts:-1", "minimax:3", "alphabeta:x", "mcts:1e99s"]:
        with pytest.raises(ValueError, match="invalid agent"):
            boardgames.agent(game, spec)
    with pytest.raises(ValueError):
        boardgames.agent("nogame", "random")
    backgammon = boardgames.load_game("backgammon")
    agent = boardgames.RandomAgent(backgammon)
    with pytest.raises(ValueError, match="chance"):
        agent.step(backgammon.new_initial_state())
    with pytest.raises(ValueError, match="the agent plays"):
        agent.step(game.new_initial_state())


def test_step_releases_the_gil():
    # A search on one thread lets another thread run Python meanwhile.
    game = boardgames.load_game("chess")
    state = game.new_initial_state()
    agent = boardgames.MCTSAgent(game, "300ms")
    ticks = []
    done = threading.Event()

    def tick():
        while not done.is_set():
            ticks.append(1)
            done.wait(0.01)

    t = threading.Thread(target=tick)
    t.start()
    agent.step(state)
    done.set()
    t.join()
    assert len(ticks) >= 5
