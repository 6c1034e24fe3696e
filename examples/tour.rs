//! A tour of every game of the workspace: a seeded game between two simple agents,
//! played through the `boardcore::Game` trait, then perft checks against published
//! numbers.
//!
//! ```sh
//! cargo run --release --example tour
//! ```
//!
//! No arguments and no files. Exits with code 1 if a perft count is wrong.
//!
//! To add a game, write its entry function (a game between the agents, and its perft
//! cases) below and list it in [`TOURS`].

use chess::{History, Position};
use examples::chess_glue::{CHESS960_FIRST, KIWIPETE};
use examples::{
    Agent, ExampleGame, GreedyAgent, PerftCase, RandomAgent, describe_result, play_game, timed,
};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::process::ExitCode;

/// The longest game the tour plays, in plies.
const MAX_PLIES: usize = 400;

/// One game of the tour: its name, the game the agents play, and its perft checks.
struct Tour {
    name: &'static str,
    play: fn(),
    perft: fn() -> bool,
}

/// Every game of the tour, in order.
const TOURS: &[Tour] = &[
    Tour {
        name: "chess",
        play: chess_game,
        perft: chess_perft,
    },
    Tour {
        name: "chess960",
        play: chess960_game,
        perft: chess960_perft,
    },
];

fn main() -> ExitCode {
    let ((), elapsed) = timed(|| {
        for tour in TOURS {
            (tour.play)();
        }
    });
    println!("games played in {:.1} ms\n", elapsed.as_secs_f64() * 1e3);

    println!("== perft against published numbers ==");
    let (failed, elapsed) = timed(|| {
        TOURS
            .iter()
            .filter(|tour| !(tour.perft)())
            .map(|tour| tour.name)
            .collect::<Vec<_>>()
    });
    println!("perft checks took {:.1} ms", elapsed.as_secs_f64() * 1e3);
    if failed.is_empty() {
        println!("all perft checks OK");
        ExitCode::SUCCESS
    } else {
        eprintln!("perft FAILED for: {}", failed.join(", "));
        ExitCode::FAILURE
    }
}

/// Plays one seeded game, random agent first, and prints it.
fn show_game<G: ExampleGame>(title: &str, start: &G, seed: u64) {
    let mut first = RandomAgent::new(seed);
    let mut second = GreedyAgent::new(seed + 1);
    let names = [
        Agent::<G>::name(&first).to_owned(),
        Agent::<G>::name(&second).to_owned(),
    ];
    let mut chance = ChaCha8Rng::seed_from_u64(seed + 2);
    let record = play_game(
        start,
        &mut [&mut first, &mut second],
        &mut chance,
        MAX_PLIES,
    );
    println!(
        "== {title}: {} ({}) vs {} ({}), seed {seed} ==",
        G::seat_name(boardcore::Player::FIRST),
        names[0],
        G::seat_name(boardcore::Player::SECOND),
        names[1],
    );
    println!("start {start}");
    println!("{}\n", G::movetext(start, &record.moves));
    print!("{}", record.end.diagram());
    println!(
        "result: {} after {} plies\n",
        describe_result(&record, MAX_PLIES),
        record.moves.len()
    );
}

/// Runs the perft cases of one game; returns whether all passed.
fn check_all<G: ExampleGame>(game: &str, cases: &[PerftCase<G>]) -> bool {
    // Run every case, even after a failure.
    cases.iter().filter(|case| !case.check(game)).count() == 0
}

// ---- chess ---------------------------------------------------------------------

fn chess_game() {
    show_game("chess", &History::default(), 2);
}

fn chess_perft() -> bool {
    let kiwipete = Position::parse_position("chess", KIWIPETE).expect("Kiwipete is a valid FEN");
    let mut cases = Vec::new();
    for (depth, expected) in [(1, 20), (2, 400), (3, 8_902), (4, 197_281)] {
        cases.push(PerftCase {
            label: "start",
            position: Position::new(),
            depth,
            expected,
        });
    }
    for (depth, expected) in [(1, 48), (2, 2_039), (3, 97_862)] {
        cases.push(PerftCase {
            label: "kiwipete",
            position: kiwipete.clone(),
            depth,
            expected,
        });
    }
    check_all("chess", &cases)
}

// ---- chess960 ------------------------------------------------------------------

fn chess960_game() {
    let number: u16 = ChaCha8Rng::seed_from_u64(960).random_range(0..960);
    let start = Position::chess960(number).expect("a start number below 960");
    show_game(
        &format!("chess960 start #{number}"),
        &History::new(start),
        3,
    );
}

fn chess960_perft() -> bool {
    let pos = Position::parse_position("chess960", CHESS960_FIRST)
        .expect("the first line of chess960-perft.epd is a valid FEN");
    let cases: Vec<_> = [(1, 21), (2, 528), (3, 12_189)]
        .into_iter()
        .map(|(depth, expected)| PerftCase {
            label: "epd #1",
            position: pos.clone(),
            depth,
            expected,
        })
        .collect();
    check_all("chess960", &cases)
}
