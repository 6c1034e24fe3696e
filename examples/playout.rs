//! Plays seeded random games through `boardgames` (the static fast path
//! `State::playouts`) and prints the totals.
//!
//! ```sh
//! cargo run --release --example playout -- <game> <games> [--seed S] [--threads N] [--max-plies M] [--position P]
//! cargo run --release --example playout -- chess 1000 --seed 7 --threads 2
//! cargo run --release --example playout -- "backgammon(match_length=5)" 100
//! ```
//!
//! Every player picks uniformly among its legal moves and chance nodes (dice, deals)
//! pick by the game's weights, under the game's complete rules (chess: all FIDE
//! ends). Game `i` draws from its own generator, `boardcore::playout_rng(seed, i)`, so
//! the same seed gives the same output whatever the number of threads.
//!
//! Prints `games <N> plies <P>` (P counts every move, chance outcomes included), one
//! line `wins <seat> <count>` per seat (seats numbered from 1; a partnership win
//! counts for each partner), `draws <N>`, and `unfinished <N>` only if some games
//! reached `--max-plies`. The time and games/s go to stderr. Bad arguments: a usage
//! message on stderr and exit code 2. A closed stdout ends the program quietly (exit
//! code 0), another write error with one line on stderr and exit code 1.
//!
//! Backgammon: random players double and drop as readily as they roll, so a
//! `backgammon` game (money, with the cube) ends in a dropped double within a few
//! turns (16 plies a game on average);
//! `backgammon-nocube` plays the checkers out (about 190 plies a game, dice
//! included) and `backgammon-match` plays 5-point matches.

use clap::{CommandFactory, Parser, error::ErrorKind};
use examples::registry::{self, GameArg, PlayoutRequest, games_help};
use examples::{output, per_second};
use std::process::ExitCode;

/// Plays seeded random games and prints the totals.
///
/// Prints `games <N> plies <P>`, `wins <seat> <count>` per seat and `draws <N>`
/// (and `unfinished <N>` if any) on stdout, the time and games/s on stderr.
/// Random backgammon players double and drop as readily as they roll: `backgammon`
/// games (with the cube) end in a dropped double after about 16 plies,
/// `backgammon-nocube` games play the checkers out in about 190.
#[derive(Parser, Debug)]
#[command(name = "playout", after_help = games_help())]
struct Args {
    /// The game: a name or alias, with parameters if any
    /// (`draughts(variant=english)`, `backgammon(match_length=5)`; see below).
    #[arg(value_parser = GameArg::parse)]
    game: GameArg,
    /// The number of games to play.
    games: u64,
    /// The seed of the games (game i plays on `boardcore::playout_rng(seed, i)`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads to play on; the totals do not depend on it.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// The longest game in plies; longer games count as unfinished.
    #[arg(long, default_value_t = 20_000)]
    max_plies: usize,
    /// The position to start from: `start`, a FEN, or for chess960 a start number
    /// 0..=959, or the game's full-state notation.
    #[arg(long, default_value = "start")]
    position: String,
}

fn main() -> ExitCode {
    let args = match output::parse_args::<Args>("playout") {
        Ok(args) => args,
        Err(code) => return code,
    };
    let result = registry::playout(&PlayoutRequest {
        game: &args.game,
        position: &args.position,
        games: args.games,
        seed: args.seed,
        max_plies: args.max_plies,
        threads: usize::from(args.threads),
    });
    match result {
        Ok(report) => output::run("playout", |out| {
            for line in report.lines() {
                writeln!(out, "{line}")?;
            }
            out.flush()?;
            eprintln!(
                "time {:.3} s, {}",
                report.elapsed.as_secs_f64(),
                per_second(report.stats.games, report.elapsed, "games")
            );
            Ok(ExitCode::SUCCESS)
        }),
        Err(message) => Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit(),
    }
}
