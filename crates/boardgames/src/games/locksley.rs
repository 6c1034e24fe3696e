//! Robin of Locksley ([`locksley::Position`]: the deal and every draw from the pile
//! are chance nodes).
//!
//! Action ids (`num_distinct_actions` 94), squares numbered `rank * 5 + file` from 0
//! (a1) to 24 (e5), colours by their index 0..7: choosing corner `sq` is `sq`
//! (0..25); moving the Robin to `sq` is `25 + sq`; selling colour `c` is `50 + c`;
//! advancing by the task is 58; paying colour `c` is `59 + c`; paying the finish is
//! 67; ending the turn is 68; choosing square `sq` to refill is `69 + sq`.
//!
//! Chance outcome ids (8, from `N` = 94): drawing a tile of colour `c` is `N + c`.
//!
//! Observation (shape `[306]`, the same for both seats: the game hides nothing):
//! - `0..200`: per square (25) the colour of its tile, one-hot over 8 colours;
//! - `200..225`, `225..250`: the Robin of seat 0, of seat 1;
//! - `250..282`: per seat, its loot then its coins per colour (counts);
//! - `282`, `283`: the Bards' fields; `284..292`, `292..300`: the draw and discard
//!   piles per colour (counts);
//! - `300`: the Robin moved this turn; `301`: a sale was made this turn;
//! - `302..306`: seat 0 to act, seat 1 to act, chance to act, game over.

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, ParamDef, ParamKind, Params};
use crate::state::{Action, LoadedGame};
use boardcore::{Player, Turn};
use locksley::{Content, MAX_COLOURS, Move, Position, Sides, Square, Track, TrackLength};

/// The codec of Robin of Locksley: the ids are the same for every configuration;
/// the codec keeps the track (set by the length, sides and seed), to refuse a state
/// on another track.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct LocksleyCodec {
    track: Track,
}

/// The number of player action ids.
pub const ACTIONS: u64 = 94;

/// The id of `mv` (see the module documentation).
#[must_use]
pub fn encode(mv: Move) -> Action {
    let sq = |s: Square| s.to_index() as u64;
    match mv {
        Move::ChooseCorner(s) => sq(s),
        Move::MoveRobin(s) => 25 + sq(s),
        Move::Sell(c) => 50 + c.index() as u64,
        Move::AdvanceByTask => 58,
        Move::Pay(c) => 59 + c.index() as u64,
        Move::PayFinish => 67,
        Move::EndTurn => 68,
        Move::FillSquare(s) => 69 + sq(s),
        Move::Draw(c) => ACTIONS + c.index() as u64,
    }
}

impl Codec<Position> for LocksleyCodec {
    const HIDDEN: bool = false;

    fn num_distinct_actions(&self) -> u64 {
        ACTIONS
    }

    fn max_chance_outcomes(&self) -> u64 {
        MAX_COLOURS as u64
    }

    fn encode(&self, _game: &Position, mv: Move) -> Action {
        encode(mv)
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![306]
    }

    fn observe(&self, game: &Position, _seat: Player, out: &mut [f32]) {
        for i in 0..25 {
            let Some(sq) = Square::new(i) else { continue };
            if let Some(colour) = game.tile(sq) {
                out[i * 8 + colour.index().min(7)] = 1.0;
            }
        }
        for (k, p) in [Player::FIRST, Player::SECOND].into_iter().enumerate() {
            if let Some(sq) = game.robin(p) {
                out[200 + k * 25 + sq.to_index()] = 1.0;
            }
            let supply = game.supply(p);
            for c in 0..MAX_COLOURS {
                out[250 + k * 16 + c] = f32::from(supply.loot_counts()[c]);
                out[250 + k * 16 + 8 + c] = f32::from(supply.coin_counts()[c]);
            }
            out[282 + k] = game.bard(p) as f32;
        }
        for c in 0..MAX_COLOURS {
            out[284 + c] = f32::from(game.draw_pile()[c]);
            out[292 + c] = f32::from(game.discard_pile()[c]);
        }
        out[300] = f32::from(u8::from(game.robin_moved()));
        out[301] = f32::from(u8::from(game.sold_this_turn()));
        let acting = match game.turn() {
            Turn::Player(p) => p.index().min(1),
            Turn::Chance => 2,
            Turn::Over(_) => 3,
        };
        out[302 + acting] = 1.0;
    }

    fn check(&self, game: &Position) -> Result<(), String> {
        if *game.track() == self.track {
            Ok(())
        } else {
            Err("a game on another track (length, sides or seed)".to_owned())
        }
    }

    /// Track progress and gold (`locksley::eval::evaluate`).
    fn evaluate(&self, game: &Position, seat: Player) -> f64 {
        ::locksley::eval::evaluate(game, seat)
    }
}

fn build(name: &'static str, params: &mut Params) -> Result<Box<dyn LoadedGame>, String> {
    let length = match params.choice("length") {
        "short" => TrackLength::Short,
        "long" => TrackLength::Long,
        _ => TrackLength::Standard,
    };
    let sides = match params.choice("sides") {
        "night" => Sides::Night,
        "mixed" => Sides::Mixed,
        _ => Sides::Day,
    };
    let seed = params.int("seed");
    let seed = (seed >= 0).then_some(seed.unsigned_abs());
    let start = Content::placeholder().start_position(length, sides, seed);
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: LocksleyCodec {
            track: *start.track(),
        },
        start,
    }))
}

/// Robin of Locksley.
pub const DEF: GameDef = GameDef {
    name: "locksley",
    about: "Robin of Locksley: knight moves, sets of loot and a race of Bards, with the placeholder content",
    params: &[
        ParamDef {
            name: "length",
            kind: ParamKind::Choice(&["short", "standard", "long"]),
            default: "standard",
            meaning: "the track's length",
        },
        ParamDef {
            name: "sides",
            kind: ParamKind::Choice(&["day", "night", "mixed"]),
            default: "day",
            meaning: "which side of the fame tiles faces up",
        },
        ParamDef {
            name: "seed",
            kind: ParamKind::Int {
                min: -1,
                max: i64::MAX,
            },
            default: "-1",
            meaning: "-1: the fame tiles in file order; else shuffled with this seed",
        },
    ],
    aliases: &[],
    build,
};
