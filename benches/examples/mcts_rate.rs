//! MCTS iterations per second from a start position, for `benches/openspiel_mcts.py`.
//!
//! ```sh
//! cargo run -p benches --release --example mcts_rate -- <chess|checkers|backgammon> <iterations> [repeats]
//! cargo run -p benches --release --example mcts_rate -- <chess|checkers|backgammon> lengths
//! ```
//!
//! Searches the start position (backgammon: after an opening roll drawn with seed 1,
//! no cube and no resignations, as OpenSpiel's game has neither) with one
//! `search::Mcts` tree of `iterations` iterations (random rollouts to the end, UCB1
//! constant the square root of 2, no tree reuse), `repeats` times (default 3), and
//! prints `<iterations> <seconds>`, the fastest search (wall clock: the script also
//! reads the process's CPU time, steadier on a loaded machine). With `lengths` it
//! prints instead the mean length in plies of 100 random games from the same
//! position (what one rollout costs).

use boardcore::Game;
use boardcore::rand::SeedableRng;
use search::{Agent, Budget, Mcts, SearchRng};
use std::process::ExitCode;
use std::time::Instant;

/// The fastest of `repeats` searches of `iterations` from `start`, in seconds; with
/// `repeats` 0, the mean length of 100 random games from `start` instead.
fn best_time<G>(start: &G, iterations: u64, repeats: u32) -> f64
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
{
    let mut rng = SearchRng::seed_from_u64(1);
    if repeats == 0 {
        return (0..100)
            .map(|_| {
                boardcore::random_playout(start, &mut rng, 100_000)
                    .moves
                    .len() as f64
            })
            .sum::<f64>()
            / 100.0;
    }
    (0..repeats)
        .map(|_| {
            let mut mcts = Mcts::new(Budget::Iterations(iterations)).with_tree_reuse(false);
            let started = Instant::now();
            let choice = mcts.choose(start, &mut rng);
            let secs = started.elapsed().as_secs_f64();
            assert!(choice.is_some(), "a move to choose");
            secs
        })
        .fold(f64::INFINITY, f64::min)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: mcts_rate <chess|checkers|backgammon> <iterations|lengths> [repeats]";
    let lengths = args.get(1).is_some_and(|a| a == "lengths");
    let (Some(game), Some(Ok(iterations))) = (
        args.first(),
        args.get(1)
            .map(|a| if lengths { Ok(0) } else { a.parse::<u64>() }),
    ) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let repeats = match args.get(2).map(|a| a.parse::<u32>()) {
        _ if lengths => 0,
        None => 3,
        Some(Ok(n)) if n > 0 => n,
        Some(_) => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    let result = match game.as_str() {
        "chess" => best_time(&chess::History::default(), iterations, repeats),
        "checkers" => {
            let start = draughts::History::new(draughts::Position::new(draughts::Variant::English));
            best_time(&start, iterations, repeats)
        }
        "backgammon" => {
            let rules = backgammon::Rules {
                cube: false,
                resignations: false,
                ..backgammon::Rules::MONEY
            };
            let mut pos = backgammon::GameState::money(rules).expect("valid rules");
            let mut dice = SearchRng::seed_from_u64(1);
            while pos.turn().player().is_none() {
                let roll = pos.sample_chance(&mut dice).expect("a chance node");
                pos.play_unchecked(roll);
            }
            best_time(&pos, iterations, repeats)
        }
        _ => {
            eprintln!("{usage}");
            return ExitCode::from(2);
        }
    };
    if lengths {
        println!("{result:.1}");
    } else {
        println!("{iterations} {result:.6}");
    }
    ExitCode::SUCCESS
}
