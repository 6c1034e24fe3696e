"""Shared helpers of the boardgames tests."""

import random

import pytest

import boardgames

# Every registered game in its default configuration plus the configurations that
# docs/boardgames.md documents (aliases and parameters), each with the observation
# shape documented there.
CONFIGURATIONS = {
    "chess": [19, 8, 8],
    "chess960": [19, 8, 8],
    "chess960(start=0)": [19, 8, 8],
    "draughts": [6, 50],
    "draughts-international": [6, 50],
    "draughts-english": [6, 32],
    "backgammon": [222],
    "backgammon-nocube": [222],
    "backgammon-match": [222],
    "backgammon(match_length=3)": [222],
    "backgammon(games=2,beavers=1,resignations=true)": [222],
    "dominoes": [2 * 28 + 2 * 7 + 15],
    "dominoes-draw": [2 * 28 + 2 * 7 + 15],
    "dominoes-block": [2 * 28 + 2 * 7 + 15],
    "dominoes-draw-4": [2 * 28 + 2 * 7 + 15],
    "dominoes-block-4": [2 * 28 + 2 * 7 + 15],
    "dominoes-teams": [2 * 28 + 2 * 7 + 15],
    "dominoes(max_pip=9,players=3)": [2 * 55 + 2 * 10 + 15],
    "dominoes(max_pip=12,draw_rule=until_playable)": [2 * 91 + 2 * 13 + 15],
    "robijn": [6, 10, 10],
    "smokkelen": [747],
    "smokkelen(seed=5)": [747],
    "locksley": [306],
    "locksley(length=short,sides=mixed,seed=3)": [306],
    "locksley(length=long,sides=night)": [306],
}

MAX_PLIES = 20_000


def random_action(state, rng):
    """A random legal action: chance by its probabilities, a seat uniformly."""
    if state.is_chance_node():
        actions, probabilities = zip(*state.chance_outcomes())
        return rng.choices(actions, weights=probabilities)[0]
    return rng.choice(state.legal_actions())


def play_random(state, rng, max_plies=MAX_PLIES):
    """Plays random actions until the end (at most max_plies); returns the plies."""
    plies = 0
    while not state.is_terminal() and plies < max_plies:
        state.apply_action(random_action(state, rng))
        plies += 1
    return plies


@pytest.fixture
def rng():
    return random.Random(20261201)


@pytest.fixture(params=sorted(CONFIGURATIONS))
def game_string(request):
    return request.param


@pytest.fixture
def game(game_string):
    return boardgames.load_game(game_string)
