//! `arena` and `bestmove` through the registry, as the programs call them.

use examples::arena::ArenaRequest;
use examples::bestmove::BestmoveRequest;
use examples::registry;

fn bestmove(game: &str, position: &str, agent: &str) -> Result<Vec<String>, String> {
    let entry = registry::find(game).ok_or("no such game")?;
    (entry.bestmove)(&BestmoveRequest {
        game,
        position,
        agent,
        seed: 0,
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
    let entry = registry::find(game).ok_or("no such game")?;
    (entry.arena)(&ArenaRequest {
        game,
        agents: &agents,
        games,
        seed: 7,
        threads,
        max_plies: 2_000,
        progress: false,
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
