//! Draughts, international and English ([`draughts::History`], the complete game
//! with its draw rules).
//!
//! Action ids: with `S` the number of playable squares (50 international, 32
//! English), a move from square `f` to square `t` (numbers 1..=S) capturing the set
//! `C` has id `((f - 1) * S + (t - 1)) * 2^S + bits(C)`, where bit `n - 1` of
//! `bits(C)` stands for square `n`. The scheme is a bijection between moves and ids:
//! two captures with the same ends that take different pieces differ in `C`, so in
//! their ids. `num_distinct_actions` is `S * S * 2^S` (2,814,749,767,106,560,000
//! international, 4,398,046,511,104 English); the space is sparse. No chance
//! outcomes.
//!
//! Observation (shape `[6, S]`, the same for both seats): planes white men, white
//! kings, black men, black kings over squares 1..=S; plane 4 all ones if white is to
//! move; plane 5 all ones if the game is over.

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, ParamDef, ParamKind, Params};
use crate::state::{Action, LoadedGame};
use boardcore::{Game, Player};
use draughts::{Color, History, Move, Position, Role, Square, SquareSet, Variant};

/// The codec of one draughts variant.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct DraughtsCodec {
    variant: Variant,
}

impl DraughtsCodec {
    /// Returns the codec of `variant`.
    #[must_use]
    pub const fn new(variant: Variant) -> Self {
        Self { variant }
    }

    fn squares(self) -> u64 {
        u64::from(self.variant.squares())
    }

    /// The id of `mv` (see the module documentation).
    #[must_use]
    pub fn encode(self, mv: Move) -> Action {
        let s = self.squares();
        let from = u64::from(mv.from().number()) - 1;
        let to = u64::from(mv.to().number()) - 1;
        let captured = mv
            .captured()
            .iter()
            .fold(0u64, |bits, sq| bits | 1 << (sq.number() - 1));
        ((from * s + to) << s) | captured
    }

    /// The move of id `action`, if the id is in range (not checked against a
    /// position).
    #[must_use]
    pub fn decode(self, action: Action) -> Option<Move> {
        let s = self.squares();
        if action >= (s * s) << s {
            return None;
        }
        let bits = action & ((1 << s) - 1);
        let ends = action >> s;
        let square = |n: u64| Square::new(u8::try_from(n + 1).ok()?);
        let captured: SquareSet = (0..s)
            .filter(|i| bits >> i & 1 == 1)
            .filter_map(square)
            .collect();
        Some(Move::new(square(ends / s)?, square(ends % s)?, captured))
    }
}

impl Codec<History> for DraughtsCodec {
    const HIDDEN: bool = false;

    fn num_distinct_actions(&self) -> u64 {
        let s = self.squares();
        (s * s) << s
    }

    fn max_chance_outcomes(&self) -> u64 {
        0
    }

    fn encode(&self, _game: &History, mv: Move) -> Action {
        (*self).encode(mv)
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![6, self.squares() as usize]
    }

    fn observe(&self, game: &History, _seat: Player, out: &mut [f32]) {
        let pos: &Position = game.position();
        let s = self.squares() as usize;
        for n in 1..=s {
            let Some(sq) = u8::try_from(n).ok().and_then(Square::new) else {
                continue;
            };
            if let Some(piece) = pos.piece_at(sq) {
                let plane = 2 * usize::from(piece.color == Color::Black)
                    + usize::from(piece.role == Role::King);
                out[plane * s + n - 1] = 1.0;
            }
        }
        if pos.turn() == Color::White {
            out[4 * s..5 * s].fill(1.0);
        }
        if game.outcome().is_some() {
            out[5 * s..6 * s].fill(1.0);
        }
    }

    fn check(&self, game: &History) -> Result<(), String> {
        if game.position().variant() == self.variant {
            Ok(())
        } else {
            Err(format!("a {} game", game.position().variant()))
        }
    }

    /// The material balance, a king worth three men (`draughts::eval::evaluate_history`).
    fn evaluate(&self, game: &History, seat: Player) -> f64 {
        ::draughts::eval::evaluate_history(game, seat)
    }
}

fn build(name: &'static str, params: &mut Params) -> Result<Box<dyn LoadedGame>, String> {
    let variant = match params.choice("variant") {
        "english" => Variant::English,
        _ => Variant::International,
    };
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: DraughtsCodec { variant },
        start: History::new(Position::new(variant)),
    }))
}

/// Draughts.
pub const DEF: GameDef = GameDef {
    name: "draughts",
    about: "draughts: international (10x10, flying kings, maximum capture) or English checkers (8x8)",
    params: &[ParamDef {
        name: "variant",
        kind: ParamKind::Choice(&["international", "english"]),
        default: "international",
        meaning: "the rules and board: international (FMJD) or english (WCDF checkers)",
    }],
    aliases: &[
        ("draughts-international", "draughts(variant=international)"),
        ("draughts-english", "draughts(variant=english)"),
    ],
    build,
};
