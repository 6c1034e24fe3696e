//! `arena` and `bestmove` through their bodies, as the programs call them.

use examples::arena::ArenaRequest;
use examples::bestmove::BestmoveRequest;

mod common;

use common::example;

fn bestmove(game: &str, position: &str, agent: &str) -> Result<Vec<String>, String> {
    examples::bestmove::run(&BestmoveRequest {
        game,
        position,
        agent,
        seed: 0,
        deal: None,
    })
}

#[test]
fn bestmove_finds_a_chess_mate_in_one_in_san() -> Result<(), String> {
    let mate = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    let lines = bestmove("chess", mate, "alphabeta:3")?;
    assert_eq!(lines[0], "Ra8#");
    assert!(
        lines.contains(&"score win in 1 plies".to_owned()),
        "{lines:?}"
    );
    assert_eq!(bestmove("chess", mate, "expectimax:2")?[0], "Ra8#");
    assert_eq!(bestmove("chess", mate, "greedy")?[0], "Ra8#");
    Ok(())
}

#[test]
fn bestmove_refuses_bad_agents_and_finished_games() {
    let e = bestmove("chess", "start", "minimax:3").unwrap_err();
    assert!(e.contains("alphabeta:<depth|Nms|Ns>"), "{e}");
    let mated = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1";
    let e = bestmove("chess", mated, "random").unwrap_err();
    assert!(e.contains("game is over"), "{e}");
}

fn arena(game: &str, agents: &[&str], games: u64, threads: usize) -> Result<Vec<String>, String> {
    let agents: Vec<String> = agents.iter().map(|&a| a.to_owned()).collect();
    examples::arena::run(&ArenaRequest {
        game,
        agents: &agents,
        games,
        seed: 7,
        threads,
        max_plies: 2_000,
        progress: false,
        timing: false,
    })
}

#[test]
fn arena_output_for_a_seed_is_the_same_on_any_thread_count() -> Result<(), String> {
    for game in ["dominoes", "draughts-english"] {
        let one = arena(game, &["mcts:20", "random"], 4, 1)?;
        let two = arena(game, &["mcts:20", "random"], 4, 2)?;
        assert_eq!(one, two, "{game}");
        assert_eq!(one.len(), 2);
        assert!(one[0].starts_with("mcts:20  wins "), "{one:?}");
        assert!(one[1].starts_with("random   wins "), "{one:?}");
    }
    let three = arena(
        "draughts-english",
        &["mcts:10", "greedy", "alphabeta:1"],
        2,
        2,
    )?;
    assert_eq!(three.len(), 3 + 1 + 3, "{three:?}");
    Ok(())
}

#[test]
fn arena_refuses_bad_agents() {
    let e = arena("dominoes", &["mcts:20", "mcts"], 2, 1).unwrap_err();
    assert!(e.contains("invalid agent \"mcts\""), "{e}");
    assert!(arena("dominoes", &["random"], 2, 1).is_err());
}

/// The lines of `bestmove` from the start with the deal seed `deal`, less the
/// `time` line (which varies).
fn bestmove_dealt(game: &str, agent: &str, deal: Option<u64>) -> Result<Vec<String>, String> {
    let lines = examples::bestmove::run(&BestmoveRequest {
        game,
        position: "start",
        agent,
        seed: 3,
        deal,
    })?;
    Ok(lines
        .into_iter()
        .filter(|l| !l.starts_with("time "))
        .collect())
}

#[test]
fn bestmove_deals_a_chance_start_from_the_deal_seed() -> Result<(), String> {
    for (game, agent) in [("dominoes", "ismcts:50"), ("locksley", "mcts:20")] {
        let lines = bestmove_dealt(game, agent, Some(5))?;
        let dealt = lines.last().expect("lines");
        assert!(dealt.starts_with("dealt "), "{game}: {lines:?}");
        // The same deal seed deals the same position; another deals another.
        assert_eq!(bestmove_dealt(game, agent, Some(5))?, lines, "{game}");
        let other = (6..20)
            .map(|d| bestmove_dealt(game, agent, Some(d)))
            .collect::<Result<Vec<_>, _>>()?;
        assert!(
            other.iter().any(|l| l.last() != Some(dealt)),
            "{game}: every deal seed dealt {dealt}"
        );
        // Without --deal, the agent's --seed deals.
        assert_eq!(
            bestmove_dealt(game, agent, None)?.last(),
            bestmove_dealt(game, agent, Some(3))?.last(),
            "{game}"
        );
    }
    // A position where a player is to move is searched as given.
    let lines = bestmove("chess", "start", "random")?;
    assert!(!lines.iter().any(|l| l.starts_with("dealt")), "{lines:?}");
    Ok(())
}

#[test]
fn bestmove_random_prints_its_move_and_no_value() -> Result<(), String> {
    use boardcore::Game as _;
    let lines = bestmove("chess", "start", "random")?;
    assert!(
        chess::Position::default().parse_move(&lines[0]).is_ok(),
        "{lines:?}"
    );
    assert_eq!(lines[1], "value n/a", "{lines:?}");
    Ok(())
}

#[test]
fn only_bad_arguments_are_usage_errors_of_bestmove() {
    use examples::bestmove::is_usage_error;
    let bad_agent = bestmove("chess", "start", "mcts:x").unwrap_err();
    let bad_position = bestmove("chess", "8/8/9 w", "random").unwrap_err();
    let over = bestmove("chess", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", "random").unwrap_err();
    assert!(is_usage_error(&bad_agent), "{bad_agent}");
    assert!(is_usage_error(&bad_position), "{bad_position}");
    assert!(!is_usage_error(&over), "{over}");
}

#[test]
fn arena_refuses_zero_budgets_with_the_message_of_bestmove() {
    for agent in [
        "mcts:0",
        "ismcts:0",
        "alphabeta:0",
        "expectimax:0",
        "mcts:0ms",
    ] {
        let from_arena = arena("chess", &[agent, "random"], 1, 1).unwrap_err();
        let from_bestmove = bestmove("chess", "start", agent).unwrap_err();
        assert_eq!(from_arena, from_bestmove, "{agent}");
        assert!(from_arena.starts_with("invalid agent"), "{from_arena}");
    }
}

#[test]
fn bestmove_prints_its_usage_only_on_usage_errors() {
    let Some(path) = example("bestmove") else {
        return;
    };
    let run = |args: &[&str]| {
        std::process::Command::new(&path)
            .args(args)
            .output()
            .expect("bestmove runs")
    };
    let usage = run(&["chess", "start", "mcts:0"]);
    let stderr = String::from_utf8_lossy(&usage.stderr);
    assert_eq!(usage.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("Usage:"), "{stderr}");
    let over = run(&["chess", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1", "random"]);
    let stderr = String::from_utf8_lossy(&over.stderr);
    assert_eq!(over.status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("Usage:"), "{stderr}");
    assert!(
        stderr.starts_with("bestmove: error: the game is over"),
        "{stderr}"
    );
    let dealt = run(&["dominoes", "start", "random", "--deal", "2"]);
    let stdout = String::from_utf8_lossy(&dealt.stdout);
    assert!(dealt.status.success(), "{stdout}");
    assert!(
        stdout.lines().last().unwrap_or("").starts_with("dealt "),
        "{stdout}"
    );
}

/// The arena's Chess960 games start from positions drawn from the seed (not always
/// 518, the standard array): two pairs of games of one run start differently, the two
/// games of a pair (seats swapped) alike, and a run replays its starts. Chess keeps
/// the standard start.
#[test]
fn arena_chess960_games_start_from_positions_drawn_from_the_seed() -> Result<(), String> {
    use examples::arena::arena_start_states;
    let load = |text: &str| boardgames::load(text).map_err(|e| e.to_string());
    let fens_of = |starts: &[Box<dyn boardgames::State>]| -> Vec<String> {
        starts
            .iter()
            .filter_map(|s| s.game_any().downcast_ref::<chess::History>())
            .map(|h| h.position().to_string())
            .collect()
    };
    let chess960 = load("chess960")?;
    let starts = arena_start_states(chess960.as_ref(), "chess960", 7, 2, 8)?;
    assert_eq!(starts.len(), 1);
    let fens = fens_of(&starts[0]);
    assert_eq!(fens.len(), 4, "one start for each pair of games");
    let distinct: std::collections::HashSet<&String> = fens.iter().collect();
    assert!(distinct.len() > 1, "every game from one start: {fens:?}");
    let standard = chess::Position::chess960(518)
        .ok_or("no start 518")?
        .to_string();
    assert!(fens.iter().any(|f| *f != standard), "{fens:?}");
    assert_eq!(
        fens_of(&arena_start_states(chess960.as_ref(), "chess960", 7, 2, 8)?[0]),
        fens
    );
    // Each is a start: White to move.
    for s in &starts[0] {
        assert_eq!(
            s.current_player(),
            boardgames::CurrentPlayer::Seat(boardcore::Player::FIRST)
        );
    }
    // Three agents: three pairs, each with its own starts.
    let three = arena_start_states(chess960.as_ref(), "chess960", 7, 3, 2)?;
    assert_eq!(three.len(), 3);
    assert_eq!(fens_of(&three[0])[0], fens[0]);
    let chess = load("chess")?;
    let starts = arena_start_states(chess.as_ref(), "chess", 7, 2, 4)?;
    assert!(
        fens_of(&starts[0])
            .iter()
            .all(|f| *f == chess::Position::default().to_string())
    );
    // The arena plays them the same on any thread count.
    let one = arena("chess960", &["random", "greedy"], 4, 1)?;
    assert_eq!(one, arena("chess960", &["random", "greedy"], 4, 2)?);
    Ok(())
}
