//! Robijn ([`robijn::History`], the complete game with its draw rules and ply limit).
//!
//! Action ids (`num_distinct_actions` 10,001): `pass` is 0; the move of the stone on
//! field `from` to field `to` is `1 + from * 100 + to`, fields numbered
//! `rank * 10 + file` from 0 (a1) to 99. No chance outcomes.
//!
//! Observation (shape `[6, 10, 10]`, the same for both seats): planes 0-3 the stones
//! of each colour (brown, red, green, blue, in the crate's colour order); plane 4 all
//! ones if seat 0 is to move; plane 5 all ones if the game is over. Within a plane,
//! index `rank * 10 + file`.

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, Params};
use crate::state::{Action, LoadedGame};
use boardcore::{Game, Player, Turn};
use robijn::{History, Move, Position, Square};

/// The codec of Robijn.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct RobijnCodec;

/// The id of `mv` (see the module documentation).
#[must_use]
pub fn encode(mv: Move) -> Action {
    match mv {
        Move::Pass => 0,
        Move::Play { from, to } => 1 + from.to_index() as u64 * 100 + to.to_index() as u64,
    }
}

/// The move of id `action`, if it is one (not checked against a position).
#[must_use]
pub fn decode(action: Action) -> Option<Move> {
    if action == 0 {
        return Some(Move::Pass);
    }
    let rest = usize::try_from(action - 1).ok()?;
    if rest >= 10_000 {
        return None;
    }
    Some(Move::new(
        Square::new(rest / 100)?,
        Square::new(rest % 100)?,
    ))
}

impl Codec<History> for RobijnCodec {
    const HIDDEN: bool = false;

    fn num_distinct_actions(&self) -> u64 {
        10_001
    }

    fn max_chance_outcomes(&self) -> u64 {
        0
    }

    fn encode(&self, _game: &History, mv: Move) -> Action {
        encode(mv)
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![6, 10, 10]
    }

    fn observe(&self, game: &History, _seat: Player, out: &mut [f32]) {
        let pos: &Position = game.position();
        for i in 0..100 {
            let Some(sq) = Square::new(i) else { continue };
            if let Some(stone) = pos.stone_at(sq) {
                out[stone.color().index() * 100 + i] = 1.0;
            }
        }
        match game.turn() {
            Turn::Player(Player::FIRST) => out[400..500].fill(1.0),
            Turn::Over(_) => out[500..600].fill(1.0),
            _ => {}
        }
    }

    /// The distance home (`robijn::eval::evaluate_history`).
    fn evaluate(&self, game: &History, seat: Player) -> f64 {
        ::robijn::eval::evaluate_history(game, seat)
    }

    /// Random games may never end: rollouts stop after 100 plies.
    fn rollout_cutoff(&self) -> Option<usize> {
        Some(100)
    }

    /// Counts on the bare position (see [`Codec::perft`]).
    fn perft(&self, game: &History, depth: u32, threads: usize) -> u64 {
        crate::fast::perft(game.position(), depth, threads)
    }

    fn perft_divide(&self, game: &History, depth: u32, threads: usize) -> Vec<(String, u64)> {
        crate::fast::perft_divide(game.position(), depth, threads, |_, mv| mv.to_string())
    }
}

fn build(name: &'static str, params: &mut Params) -> Result<Box<dyn LoadedGame>, String> {
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: RobijnCodec,
        start: History::new(Position::new()),
    }))
}

/// Robijn.
pub const DEF: GameDef = GameDef {
    name: "robijn",
    about: "Robijn: two sides of two colours race their stones across a 10x10 board by steps and jumps",
    params: &[],
    aliases: &[],
    build,
};
