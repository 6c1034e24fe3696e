//! Smokkelen ([`smokkelen::History`], the complete game with its draw rules): each
//! player hides which of its stones is the smuggler.
//!
//! Action ids (`num_distinct_actions` 921): the move of a stone from square `from`
//! to square `to` is `from * 30 + to`, squares numbered `rank * 5 + file` from 0
//! (a1) to 29 (e6); `pass` is 900; choosing the secret stone with label `l` (0..9)
//! is `901 + l`; placing the stone with label `l` at set-up is `911 + l`. No chance
//! outcomes (each player chooses its secret).
//!
//! Observation of seat `s` (shape `[747]`), built from the seat's view only (hidden
//! labels and the opponent's secret are not in it):
//! - `0..720`: 24 planes of 30 squares (index `rank * 5 + file`): white stones,
//!   black stones, white stones with label 0..9 (10 planes), black stones with label
//!   0..9 (10 planes), stones whose label `s` cannot see, the frozen square;
//! - `720..730`, `730..740`: white's and black's secret label one-hot, if `s` knows it;
//! - `740`, `741`: white's, black's secret is chosen but hidden from `s`;
//! - `742`, `743`: `s` is white, black; `744..747`: white to move, black to move,
//!   game over.

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, ParamDef, ParamKind, Params};
use crate::state::{Action, LoadedGame};
use boardcore::{Game, Player, Turn};
use smokkelen::{Color, History, Label, Move, Position, Square};

/// The codec of Smokkelen.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SmokkelenCodec;

/// The id of `mv` (see the module documentation).
#[must_use]
pub fn encode(mv: Move) -> Action {
    match mv {
        Move::Stone { from, to } => from.to_index() as u64 * 30 + to.to_index() as u64,
        Move::Pass => 900,
        Move::ChooseSecret(label) => 901 + u64::from(label.get()),
        Move::Place(label) => 911 + u64::from(label.get()),
    }
}

/// The move of id `action`, if it is one (not checked against a position).
#[must_use]
pub fn decode(action: Action) -> Option<Move> {
    let label = |n: u64| Label::new(u8::try_from(n).ok()?);
    Some(match action {
        0..900 => {
            let a = usize::try_from(action).ok()?;
            Move::stone(Square::new(a / 30)?, Square::new(a % 30)?)
        }
        900 => Move::Pass,
        901..911 => Move::ChooseSecret(label(action - 901)?),
        911..921 => Move::Place(label(action - 911)?),
        _ => return None,
    })
}

impl Codec<History> for SmokkelenCodec {
    const HIDDEN: bool = true;

    fn num_distinct_actions(&self) -> u64 {
        921
    }

    fn max_chance_outcomes(&self) -> u64 {
        0
    }

    fn encode(&self, _game: &History, mv: Move) -> Action {
        encode(mv)
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![747]
    }

    fn observe(&self, game: &History, seat: Player, out: &mut [f32]) {
        let pos: &Position = game.position();
        let view = pos.view(seat);
        for i in 0..30 {
            let Some(sq) = Square::new(i) else { continue };
            let Some(color) = view.color_at(sq) else {
                continue;
            };
            let c = color.index();
            out[c * 30 + i] = 1.0;
            match view.label_at(sq) {
                Some(label) => out[(2 + c * 10 + usize::from(label.get())) * 30 + i] = 1.0,
                None => out[22 * 30 + i] = 1.0,
            }
        }
        if let Some(sq) = view.frozen() {
            out[23 * 30 + sq.to_index()] = 1.0;
        }
        for color in [Color::White, Color::Black] {
            let c = color.index();
            if let Some(label) = view.secret(color) {
                out[720 + c * 10 + usize::from(label.get())] = 1.0;
            }
            if view.is_secret_hidden(color) {
                out[740 + c] = 1.0;
            }
        }
        out[742 + seat.index().min(1)] = 1.0;
        match game.turn() {
            Turn::Player(p) => out[744 + p.index().min(1)] = 1.0,
            Turn::Over(_) => out[746] = 1.0,
            Turn::Chance => {}
        }
    }

    /// The distance home (`smokkelen::eval::evaluate_history`).
    fn evaluate(&self, game: &History, seat: Player) -> f64 {
        ::smokkelen::eval::evaluate_history(game, seat)
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
    let seed = params.int("seed");
    let start = if seed < 0 {
        Position::default()
    } else {
        Position::from_seed(seed.unsigned_abs())
    };
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: SmokkelenCodec,
        start: History::new(start),
    }))
}

/// Smokkelen.
pub const DEF: GameDef = GameDef {
    name: "smokkelen",
    about: "Smokkelen: bring your hidden smuggler stone across a 5x6 board",
    params: &[ParamDef {
        name: "seed",
        kind: ParamKind::Int {
            min: -1,
            max: i64::MAX,
        },
        default: "-1",
        meaning: "-1: the specification's start (secrets W0 and B0); else a random home arrangement and secrets drawn from this seed",
    }],
    aliases: &[],
    build,
};
