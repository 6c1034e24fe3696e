"""States and agents cross Ray, and the Ray tournament example gives, for a seed, the
same records as its single-process run.

Ray 2.x no longer has a local mode (``ray.init(local_mode=True)`` raises): the test
starts a local Ray instance of two CPUs, whose workers are separate processes, so
every object really is pickled on its way. Skipped without Ray (``pip install
'boardgames[ray]'``), or with ``BOARDGAMES_SKIP_RAY=1``; without Ray under
``CI=true`` (and no ``BOARDGAMES_SKIP_RAY``) the test fails instead.
"""

import importlib.util
import os
import pathlib
import sys

import pytest

import boardgames

if os.environ.get("BOARDGAMES_SKIP_RAY") == "1":
    pytest.skip("BOARDGAMES_SKIP_RAY=1: the Ray tests are skipped", allow_module_level=True)
try:
    import ray
except ImportError:
    if os.environ.get("CI") == "true":
        raise ImportError(
            "Ray is not installed but CI=true: install it (pip install 'boardgames[ray]') "
            "or set BOARDGAMES_SKIP_RAY=1"
        )
    pytest.skip("Ray is not installed (pip install 'boardgames[ray]')", allow_module_level=True)

EXAMPLE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "ray_tournament.py"


def load_example():
    spec = importlib.util.spec_from_file_location("ray_tournament", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    sys.modules["ray_tournament"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def ray_session():
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False,
             ignore_reinit_error=True)
    yield ray
    ray.shutdown()


@pytest.fixture(scope="module")
def example():
    return load_example()


def played(game_string, plies, seed=7):
    """A state of `game_string` after `plies` random actions."""
    import random

    rng = random.Random(seed)
    state = boardgames.load_game(game_string).new_initial_state()
    for _ in range(plies):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes())
            state.apply_action(rng.choices(actions, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("game_string", ["backgammon", "dominoes(players=4,teams=true)", "chess"])
def test_states_cross_ray(ray_session, game_string):
    state = played(game_string, 12)

    @ray.remote
    def describe(s):
        # runs in a worker process: the state arrived pickled
        return str(s), s.legal_actions(), s.current_player(), s.clone()

    text, legal, player, back = ray.get(describe.remote(state))
    assert text == str(state)
    assert legal == state.legal_actions()
    assert player == state.current_player()
    assert str(back) == str(state)
    assert back.legal_actions() == state.legal_actions()


def test_agents_cross_ray(ray_session):
    game = boardgames.load_game("backgammon")
    state = played("backgammon", 5)
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    agent = boardgames.agent(game, "mcts:50", 3)

    @ray.remote
    def step(a, s):
        return a.step(s), a

    action, returned = ray.get(step.remote(agent, state))
    assert action in state.legal_actions()
    # the same agent (same seed, unused) chooses the same action here
    assert boardgames.agent(game, "mcts:50", 3).step(state) == action
    assert returned.step(state) in state.legal_actions()


@pytest.mark.parametrize(
    "game_string,agents,games",
    [
        ("backgammon", ["mcts:20", "random"], 4),
        ("dominoes(players=4,teams=true)", ["random", "greedy"], 4),
        ("draughts(variant=english)", ["mcts:20", "random"], 2),
    ],
)
def test_tournament_same_on_ray_as_local(ray_session, example, game_string, agents, games):
    local = example.run_local(game_string, agents, games, seed=11)
    remote = example.run_ray(game_string, agents, games, seed=11)
    assert remote == local
    assert all(r.actions for r in local)
    for record in local:
        # every game reached its end: the returns are those of a finished game
        state = boardgames.load_game(record.game).new_initial_state()
        for action in record.actions:
            state.apply_action(action)
        assert state.is_terminal()
        assert state.returns() == record.returns
    # another seed gives other games (so the comparison above can fail)
    other = example.run_local(game_string, agents, games, seed=12)
    assert [r.actions for r in other] != [r.actions for r in local]


def test_example_main_local(example, capsys):
    assert example.main(["--game", "dominoes", "--agents", "random", "greedy",
                         "--games", "2", "--local"]) == 0
    out = capsys.readouterr().out
    assert "random" in out and "greedy" in out
