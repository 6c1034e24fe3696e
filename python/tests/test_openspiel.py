"""The OpenSpiel bridge: every game registers in pyspiel, OpenSpiel's own algorithms
(``evaluate_bots`` with uniform random bots, its Python MCTS bot, its random
simulation test) play our games to the end, and the returns agree with ours.

Skipped without OpenSpiel (``pip install 'boardgames[openspiel]'``); under ``CI=true``
a missing OpenSpiel fails instead.
"""

import os
import random

import pytest

import boardgames

try:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import evaluate_bots, mcts
except ImportError:
    if os.environ.get("CI") == "true":
        raise ImportError(
            "OpenSpiel is not installed but CI=true: pip install 'boardgames[openspiel]'"
        )
    pytest.skip("OpenSpiel is not installed (pip install 'boardgames[openspiel]')",
                allow_module_level=True)

from boardgames import openspiel

CHANCE = pyspiel.PlayerId.CHANCE

#: The games the issue names: chess, backgammon with the cube, 4-player dominoes.
NAMED = [
    "boardgames_chess",
    "boardgames_backgammon(cube=true)",
    "boardgames_dominoes(players=4,teams=true)",
]


#: Every game of the package.
GAMES = [g["name"] if isinstance(g, dict) else g for g in boardgames.registered_games()]


@pytest.fixture(scope="module", autouse=True)
def registered():
    return openspiel.register()


def ours(os_game):
    """Our own game behind a bridged pyspiel game."""
    spec = os_game.spec
    return boardgames.load_game(spec)


def replay(os_state, os_game):
    """The pyspiel state's history replayed on our own state (chance ids translated
    back)."""
    state = ours(os_game).new_initial_state()
    offset = os_game.num_distinct_actions()
    for step in os_state.full_history():
        state.apply_action(step.action + offset if step.player == CHANCE else step.action)
    return state


def check_end(os_state, os_game):
    """The game is over and pyspiel's returns are ours, by the state and by a replay."""
    assert os_state.is_terminal()
    assert os_state.returns() == os_state.inner.returns()
    again = replay(os_state, os_game)
    assert again.is_terminal()
    assert again.returns() == os_state.returns()
    if os_game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM:
        assert sum(os_state.returns()) == pytest.approx(os_game.utility_sum())


def test_every_game_registers_and_loads(registered):
    names = GAMES
    assert registered == [openspiel.PREFIX + n for n in names]
    assert set(registered) <= set(pyspiel.registered_names())
    assert openspiel.register() == registered  # again: nothing new, no error
    for name in names:
        game = pyspiel.load_game(openspiel.PREFIX + name)
        mine = boardgames.load_game(name)
        assert game.num_distinct_actions() == mine.num_distinct_actions() < 2**31, name
        assert game.max_chance_outcomes() == mine.max_chance_outcomes()
        assert game.num_players() == mine.num_players()
        assert list(game.observation_tensor_shape()) == list(mine.observation_tensor_shape())
        info = game.get_type().information
        hidden = info == pyspiel.GameType.Information.IMPERFECT_INFORMATION
        assert hidden == mine.has_hidden_information()
        chance = game.get_type().chance_mode
        assert (chance == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC) == (
            mine.max_chance_outcomes() > 0)


def test_parameters_pass_through():
    game = pyspiel.load_game("boardgames_backgammon(match_length=3)")
    assert game.get_parameters()["match_length"] == 3
    assert "match_length=3" in game.spec
    assert "match_length=3" in str(game.game)
    four = pyspiel.load_game("boardgames_dominoes(players=4,teams=true,max_pip=9)")
    assert four.num_players() == 4
    assert "max_pip=9" in str(four.game) and "teams=true" in str(four.game)
    assert pyspiel.load_game("boardgames_draughts(variant=english)").num_distinct_actions() == \
        boardgames.load_game("draughts(variant=english)").num_distinct_actions()
    # defaults are not passed on: the package's own rule for them holds
    assert pyspiel.load_game("boardgames_backgammon").spec == "backgammon"
    with pytest.raises(pyspiel.SpielError, match="Unknown parameter"):
        pyspiel.load_game("boardgames_chess(foo=1)")
    with pytest.raises(Exception, match="players"):
        pyspiel.load_game("boardgames_dominoes(players=5)")


def test_game_types():
    T = pyspiel.GameType
    chess = pyspiel.load_game("boardgames_chess").get_type()
    assert chess.chance_mode == T.ChanceMode.DETERMINISTIC
    assert chess.information == T.Information.PERFECT_INFORMATION
    assert chess.utility == T.Utility.CONSTANT_SUM
    assert chess.reward_model == T.RewardModel.TERMINAL
    assert chess.dynamics == T.Dynamics.SEQUENTIAL
    dominoes = pyspiel.load_game("boardgames_dominoes").get_type()
    assert dominoes.chance_mode == T.ChanceMode.EXPLICIT_STOCHASTIC
    assert dominoes.information == T.Information.IMPERFECT_INFORMATION
    assert dominoes.utility == T.Utility.GENERAL_SUM
    assert (dominoes.min_num_players, dominoes.max_num_players) == (2, 4)


def test_chance_outcomes_are_translated():
    game = pyspiel.load_game("boardgames_backgammon")
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    offset = game.num_distinct_actions()
    mine = state.inner.chance_outcomes()
    assert [a for a, _ in outcomes] == [a - offset for a, _ in mine]
    assert all(0 <= a < game.max_chance_outcomes() for a, _ in outcomes)
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert state.legal_actions() == [a for a, _ in outcomes]
    action = outcomes[-1][0]
    text = state.action_to_string(CHANCE, action)
    assert text == state.inner.action_to_string(action + offset)
    state.apply_action(action)
    assert state.inner.history() == [action + offset]


def test_clone_observation_and_information_state():
    game = pyspiel.load_game("boardgames_dominoes(players=4,teams=true)")
    state = game.new_initial_state()
    rng = random.Random(3)
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes())
        state.apply_action(rng.choices(actions, probs)[0])
    copy = state.clone()
    copy.apply_action(copy.legal_actions()[0])
    assert str(copy) != str(state)  # the clone is independent
    assert state.history() == copy.history()[:-1]
    for seat in range(4):
        assert state.information_state_string(seat) == state.inner.information_state_string(seat)
        assert state.observation_string(seat) == state.inner.information_state_string(seat)
        tensor = np.asarray(state.observation_tensor(seat), np.float32)
        assert np.array_equal(tensor, np.asarray(state.inner.observation_tensor(seat)).ravel())
    assert state.information_state_string(0) != state.information_state_string(1)
    # OpenSpiel's Python observer API
    from open_spiel.python.observation import make_observation

    observation = make_observation(game)
    observation.set_from(state, 2)
    assert list(observation.dict["observation"].shape) == list(game.observation_tensor_shape())
    assert np.array_equal(observation.tensor, np.asarray(state.observation_tensor(2)))
    info = make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))
    assert info.tensor is None
    assert info.string_from(state, 2) == state.information_state_string(2)
    with pytest.raises(ValueError, match="own view"):
        make_observation(game, pyspiel.IIGObservationType(
            perfect_recall=False, private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))


@pytest.mark.parametrize("name", NAMED + ["boardgames_draughts(variant=english)",
                                          "boardgames_backgammon(match_length=3)"])
def test_evaluate_bots_with_uniform_random_bots(name):
    game = pyspiel.load_game(name)
    for seed in range(2):
        bots = [pyspiel.make_uniform_random_bot(p, seed * 10 + p)
                for p in range(game.num_players())]
        state = game.new_initial_state()
        returns = evaluate_bots.evaluate_bots(state, bots, np.random.RandomState(seed))
        assert list(returns) == state.returns()
        check_end(state, game)


@pytest.mark.parametrize("name,simulations,rollout_length", [
    # chess rollouts are cut at 40 plies (a cut rollout scores 0 for everybody)
    ("boardgames_chess", 8, 40),
    ("boardgames_backgammon(cube=true)", 30, None),
    ("boardgames_dominoes(players=4,teams=true)", 30, None),
])
def test_python_mcts_bot_plays_to_the_end(name, simulations, rollout_length):
    game = pyspiel.load_game(name)
    for seed in range(2):
        rng = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng,
                                                max_length=rollout_length)
        mcts_bot = mcts.MCTSBot(game, uct_c=2.0, max_simulations=simulations,
                                evaluator=evaluator, random_state=rng)
        bots = [pyspiel.make_uniform_random_bot(p, p) for p in range(game.num_players())]
        bots[seed] = mcts_bot  # the MCTS bot in seat 0, then seat 1
        state = game.new_initial_state()
        returns = evaluate_bots.evaluate_bots(state, bots, rng)
        assert list(returns) == state.returns()
        check_end(state, game)


@pytest.mark.parametrize("name", [openspiel.PREFIX + g for g in GAMES] + [
    "boardgames_backgammon(match_length=3)",
    "boardgames_dominoes(players=4,teams=true)",
    "boardgames_draughts(variant=english)",
])
def test_openspiel_random_sim_test(name):
    # OpenSpiel's own checks of a game: random games to the end, clones, legal
    # actions, chance outcomes, observations, serialization round trips. Not the
    # legal-action mask: a vector as long as num_distinct_actions (half a billion
    # in backgammon) for every state.
    game = pyspiel.load_game(name)
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False, mask_test=False)


def test_bad_input_raises_and_leaves_the_state():
    game = pyspiel.load_game("boardgames_chess")
    state = game.new_initial_state()
    with pytest.raises(ValueError, match="not legal"):
        state.apply_action(123456)
    assert state.history() == [] and str(state) == str(game.new_initial_state())
    with pytest.raises(pyspiel.SpielError):
        state.apply_action_with_legality_check(123456)
    with pytest.raises(ValueError, match="players"):
        pyspiel.load_game("boardgames_dominoes(players=5)")


def test_games_and_states_pickle_and_serialize():
    import pickle

    game = pyspiel.load_game("boardgames_backgammon(match_length=3)")
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[3])
    state.apply_action(state.legal_actions()[0])
    game2, state2 = pickle.loads(pickle.dumps((game, state)))
    assert str(game2) == str(game)
    assert str(state2) == str(state) and state2.history() == state.history()
    assert state2.legal_actions() == state.legal_actions()
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state) and again.history() == state.history()
