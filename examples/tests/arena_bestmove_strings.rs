//! `arena` and `bestmove` through `boardgames`: parameterised game strings, the
//! former names as aliases, Chess960 starts.

use boardgames::CurrentPlayer;
use examples::arena::{ArenaRequest, arena_start_states, run};
use examples::bestmove::{self, BestmoveRequest, is_usage_error};

fn arena(game: &str, agents: &[&str], games: u64, threads: usize) -> Result<Vec<String>, String> {
    let agents: Vec<String> = agents.iter().map(|&a| a.to_owned()).collect();
    run(&ArenaRequest {
        game,
        agents: &agents,
        games,
        seed: 11,
        threads,
        max_plies: 2_000,
        progress: false,
        timing: false,
    })
}

fn bestmove(game: &str, position: &str, agent: &str) -> Result<Vec<String>, String> {
    bestmove::run(&BestmoveRequest {
        game,
        position,
        agent,
        seed: 0,
        deal: Some(1),
    })
}

/// The lines without the `time` line (which varies).
fn timeless(lines: Vec<String>) -> Vec<String> {
    lines
        .into_iter()
        .filter(|l| !l.starts_with("time "))
        .collect()
}

#[test]
fn a_game_string_and_its_alias_play_the_same_arena() -> Result<(), String> {
    let by_alias = arena("draughts-english", &["mcts:8", "greedy"], 2, 1)?;
    let by_string = arena("draughts(variant=english)", &["mcts:8", "greedy"], 2, 2)?;
    assert_eq!(by_alias, by_string);
    assert!(by_alias[0].starts_with("mcts:8  wins "), "{by_alias:?}");
    let matches = arena("backgammon(match_length=3)", &["random", "greedy"], 2, 1)?;
    assert_eq!(matches.len(), 2, "{matches:?}");
    Ok(())
}

#[test]
fn bad_game_strings_are_usage_errors() {
    for game in [
        "foo",
        "draughts(variant=russian)",
        "backgammon(match_length",
    ] {
        let e = arena(game, &["random", "greedy"], 1, 1).unwrap_err();
        assert!(e.starts_with("invalid game: "), "{e}");
        let e = bestmove(game, "start", "random").unwrap_err();
        assert!(e.starts_with("invalid game: ") && is_usage_error(&e), "{e}");
    }
}

#[test]
fn bestmove_reads_game_strings_and_start_with_moves() -> Result<(), String> {
    // The opening roll as a word after `start`, in a 3-point match.
    let lines = bestmove("backgammon(match_length=3)", "start 31", "expectimax:1")?;
    assert_eq!(lines[0], "6/5 6/3", "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("score ")), "{lines:?}");
    assert!(!lines.iter().any(|l| l.starts_with("dealt ")), "{lines:?}");
    // The alias and the string it stands for search the same position alike.
    assert_eq!(
        timeless(bestmove("draughts-english", "start", "mcts:50")?),
        timeless(bestmove("draughts(variant=english)", "start", "mcts:50")?)
    );
    // A backgammon Position ID and roll (the example's forms).
    let lines = bestmove("backgammon", "4HPwATDgc/ABMA 31", "expectimax:1")?;
    assert_eq!(lines[0], "6/5 6/3", "{lines:?}");
    // A draughts PDN FEN.
    let lines = bestmove("draughts", "W:W31-50:B1-20", "alphabeta:2")?;
    assert_eq!(
        lines[1..4],
        ["value 0.000", "score 0.000", "depth 2"],
        "{lines:?}"
    );
    let e = bestmove("backgammon", "start 77", "random").unwrap_err();
    assert!(e.starts_with("invalid position: "), "{e}");
    let e = bestmove("chess", "8/8/9 w", "random").unwrap_err();
    assert!(e.starts_with("invalid position: "), "{e}");
    Ok(())
}

#[test]
fn chess960_arena_starts_are_drawn_unless_the_string_gives_one() -> Result<(), String> {
    let fens = |game: &str| -> Result<Vec<String>, String> {
        let loaded = boardgames::load(game).map_err(|e| e.to_string())?;
        let starts = arena_start_states(loaded.as_ref(), game, 7, 2, 8)?;
        assert_eq!(starts.len(), 1);
        assert_eq!(starts[0].len(), 4, "one start for each pair of games");
        for s in &starts[0] {
            assert_eq!(
                s.current_player(),
                CurrentPlayer::Seat(boardgames::Player::FIRST)
            );
        }
        Ok(starts[0].iter().map(ToString::to_string).collect())
    };
    let drawn = fens("chess960")?;
    let distinct: std::collections::HashSet<&String> = drawn.iter().collect();
    assert!(distinct.len() > 1, "{drawn:?}");
    assert_eq!(fens("chess960")?, drawn, "the seed replays the starts");
    let given = fens("chess960(start=100)")?;
    assert!(given.iter().all(|f| *f == given[0]), "{given:?}");
    let standard = fens("chess")?;
    let start = boardgames::load("chess")
        .map_err(|e| e.to_string())?
        .new_initial_state()
        .to_string();
    assert!(standard.iter().all(|f| *f == start), "{standard:?}");
    // Three agents: three pairs, each with its own starts.
    let loaded = boardgames::load("chess960").map_err(|e| e.to_string())?;
    let three = arena_start_states(loaded.as_ref(), "chess960", 7, 3, 2)?;
    assert_eq!(three.len(), 3);
    assert_eq!(three[0][0].to_string(), drawn[0]);
    Ok(())
}
