"""PGN and PDN reading into states and action ids."""

import os
import pathlib

import pytest

import boardgames

PGN = """[Event "test"]
[White "Morphy"]
[Black "Duke"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0

[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]
[SetUp "1"]

1. e4 Kd7 *
"""


def test_read_pgn_replays_the_games():
    games = boardgames.read_pgn(PGN)
    assert len(games) == 2
    morphy = games[0]
    assert morphy["tags"]["White"] == "Morphy" and morphy["result"] == "1-0"
    state = morphy["state"]
    assert state.is_terminal() and state.returns() == [1.0, 0.0]
    assert len(morphy["actions"]) == 33
    replay = morphy["initial_state"].clone()
    for a in morphy["actions"]:
        replay.apply_action(a)
    assert replay == state
    while state.history():
        state.undo_action()
    assert state == morphy["initial_state"]
    short = games[1]
    assert short["result"] == "*" and len(short["actions"]) == 2
    assert str(short["initial_state"]).startswith("4k3/8/8/8/8/8/4P3/4K3 w")


def test_read_pgn_errors():
    bad = PGN.replace("Qxf3", "Qxf4")
    with pytest.raises(ValueError, match="game 1"):
        boardgames.read_pgn(bad)
    assert len(boardgames.read_pgn(bad, errors="skip")) == 1
    with pytest.raises(ValueError):
        boardgames.read_pgn(PGN, errors="ignore")
    assert boardgames.read_pgn("") == []
    with pytest.raises(ValueError):
        boardgames.read_pgn("1. e4 {no end")


PDN = """[Event "test"]
[GameType "21"]
[Result "*"]

1. 11-15 23-19 2. 8-11 22-17 *
"""


def test_read_pdn_replays_the_games():
    games = boardgames.read_pdn(PDN)
    assert len(games) == 1
    g = games[0]
    assert g["tags"]["GameType"] == "21"
    assert g["state"].get_game() == boardgames.load_game("draughts-english")
    assert len(g["actions"]) == 4
    intl = boardgames.read_pdn("1. 32-28 19-23 *\n")
    assert intl[0]["state"].get_game() == boardgames.load_game("draughts")
    english = boardgames.read_pdn("1. 11-15 23-19 *\n", variant="english")
    assert english[0]["state"].get_game().name() == "draughts"
    assert len(english[0]["actions"]) == 2


def test_read_pdn_errors():
    with pytest.raises(ValueError):
        boardgames.read_pdn(PDN.replace("22-17", "22-10"))
    with pytest.raises(ValueError):
        boardgames.read_pdn(PDN, variant="frisian")
    assert boardgames.read_pdn(PDN.replace("22-17", "22-10"), errors="skip") == []


MAT = """ 1 point match

 Game 1
 alice : 0      bob : 0
  1) 31: 8/5 6/5   64: 24/18 13/9
  2)  Doubles => 2   Drops
      Wins 1 point
"""


def test_backgammon_headers_are_one_tuple_shared_by_the_games():
    # The file's headers are not copied into each game (the output stays linear in
    # the file): one immutable tuple, the same object in every game's dict.
    two = "; [Site \"home\"]\n; [Event \"club\"]\n" + MAT + MAT.split("\n", 1)[1].replace(
        "Game 1", "Game 2"
    )
    games = boardgames.read_backgammon_match(two)
    assert len(games) == 2
    assert games[0]["headers"] == (("Site", "home"), ("Event", "club"))
    assert games[0]["headers"] is games[1]["headers"]
    assert "Site" not in games[0]["tags"]


def test_read_backgammon_match_replays_the_games():
    games = boardgames.read_backgammon_match(MAT)
    assert len(games) == 1
    g = games[0]
    assert g["tags"]["Player1"] == "alice" and g["tags"]["MatchLength"] == "1"
    assert g["result"] == "seat 0 wins 1"
    state = g["state"]
    assert state.get_game().get_type()["parameters"]["match_length"] == "1"
    assert state.is_terminal() and state.returns() == [1.0, 0.0]
    # The opening roll 31, the play, bob's decision to roll, the roll 64, the play,
    # the double, the drop.
    start = g["initial_state"]
    assert start.is_chance_node()
    replay = start.clone()
    texts = []
    for a in g["actions"]:
        texts.append(replay.action_to_string(a))
        replay.apply_action(a)
    assert texts == ["opening 31", "8/5 6/5", "roll", "64", "24/18 13/9", "double", "drop"]
    assert replay == state


def test_read_backgammon_match_errors():
    with pytest.raises(ValueError, match="line 5"):
        boardgames.read_backgammon_match(MAT.replace("13/9", "13/8"))
    assert boardgames.read_backgammon_match(MAT.replace("13/9", "13/8"), errors="skip") == []
    assert boardgames.read_backgammon_match("") == []
    with pytest.raises(ValueError):
        boardgames.read_backgammon_match(" 1 point match\n\n Game 1\n alice : 0\n")


SHARED = pathlib.Path(__file__).resolve().parents[2].parent / "shared" / "data"


def shared_data(*parts):
    """A path of the optional real-data corpus: skips where it is absent, fails
    under CI=true (where it must be)."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{path} is missing under CI")
        pytest.skip(f"{path} is absent")
    return path


def test_real_match_files_replay():
    files = sorted(shared_data("backgammon", "matches").iterdir())
    assert files
    for f in files:
        games = boardgames.read_backgammon_match(f.read_text(encoding="utf-8", errors="replace"))
        assert games, f
        for g in games:
            assert g["result"] is not None, f
            assert g["state"].is_terminal() or g["state"].get_game().get_type()["parameters"]["match_length"] != "0"
