//! Draughts, international and English ([`draughts::History`], the complete game
//! with its draw rules).
//!
//! Action ids: with `S` the number of playable squares (50 international, 32
//! English), a move from square `f` to square `t` (numbers 1..=S) has id
//! `((f - 1) * S + (t - 1)) * K + k`, where `k` is the rank of the move among the
//! legal moves of the position with the same `f` and `t`, ordered by their captured
//! squares as a bit set (bit `n - 1` for square `n`) ascending. So `k = 0` for every
//! quiet move (a quiet move is the only move between its two squares) and for every
//! capture whose ends no other legal capture shares; two captures with the same ends
//! that take different pieces get different ranks. Decoding an id needs the
//! position (the state has it): the id of each legal move is computed from the
//! position's legal moves.
//!
//! `K` bounds the number of legal moves with the same ends, which differ only in the
//! set of pieces they take (routes that take the same set are one move):
//!
//! - International: the maximum capture rule (`/work/shared/rules/draughts.md`,
//!   capture: "maximum capture (most pieces, men and kings count the same)";
//!   `draughts::Position::legal_moves`) makes every legal capture of a position take
//!   the same number `m` of pieces, so those with the same ends take distinct
//!   `m`-subsets of the opposing pieces, of which there are at most 20 (play never
//!   adds a piece): at most `C(20, m) <= C(20, 10) = 184,756 = K`.
//!   `num_distinct_actions` = 2,500 * 184,756 = 461,890,000.
//! - English: no maximum rule, so captured sets of any size, but subsets of at most
//!   12 opposing pieces: at most `2^12 = 4,096 = K`. `num_distinct_actions` = 1,024
//!   * 4,096 = 4,194,304.
//!
//! Both are below `2^31`, as OpenSpiel's `int` action ids need. The piece counts the
//! bound rests on hold in every game from the start; a state read from text with
//! more than 20 (English: 12) pieces of a side is refused by this configuration
//! (`LoadedGame::state_from_str`; NEW, `docs/boardgames.md`). No chance outcomes.
//!
//! Observation (shape `[6, S]`, the same for both seats): planes white men, white
//! kings, black men, black kings over squares 1..=S; plane 4 all ones if white is to
//! move; plane 5 all ones if the game is over.

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, ParamDef, ParamKind, Params};
use crate::state::{Action, LoadedGame};
use boardcore::{Game, Player};
use draughts::{Color, History, Move, Position, Role, Square, Variant};

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

    /// The most pieces a side may have for the ids to stay below
    /// [`DraughtsCodec::moves_per_ends`]: 20 international, 12 English.
    #[must_use]
    pub const fn max_pieces(self) -> usize {
        match self.variant {
            Variant::International => 20,
            Variant::English => 12,
        }
    }

    /// `K`, the bound on the legal moves of a position with the same from and to
    /// squares (see the module documentation): `C(20, 10)` = 184,756
    /// international, `2^12` = 4,096 English.
    #[must_use]
    pub const fn moves_per_ends(self) -> u64 {
        match self.variant {
            Variant::International => 184_756,
            Variant::English => 4_096,
        }
    }

    /// The id of `mv`, a legal move of `pos` (see the module documentation); for a
    /// move that is not legal in `pos`, its rank among the legal moves with its ends
    /// that take fewer squares (by bits).
    #[must_use]
    pub fn encode(self, pos: &Position, mv: Move) -> Action {
        if mv.captured().is_empty() {
            self.encode_among(mv, &[])
        } else {
            self.encode_among(mv, &pos.legal_moves())
        }
    }

    /// The id of `mv` among `legal`, the legal moves of its position (only read for
    /// a capture).
    fn encode_among(self, mv: Move, legal: &[Move]) -> Action {
        let s = self.squares();
        let from = u64::from(mv.from().number()) - 1;
        let to = u64::from(mv.to().number()) - 1;
        let rank = if mv.captured().is_empty() {
            0
        } else {
            let captured = mv.captured();
            legal
                .iter()
                .filter(|m| m.from() == mv.from() && m.to() == mv.to() && m.captured() < captured)
                .count() as u64
        };
        (from * s + to) * self.moves_per_ends() + rank
    }

    /// The legal move of `pos` with id `action`, if there is one.
    #[must_use]
    pub fn decode(self, pos: &Position, action: Action) -> Option<Move> {
        let s = self.squares();
        let k = self.moves_per_ends();
        let ends = action / k;
        if ends >= s * s {
            return None;
        }
        let rank = action % k;
        let square = |n: u64| Square::new(u8::try_from(n + 1).ok()?);
        let (from, to) = (square(ends / s)?, square(ends % s)?);
        let mut same: Vec<Move> = pos
            .legal_moves()
            .iter()
            .copied()
            .filter(|m| m.from() == from && m.to() == to)
            .collect();
        same.sort_unstable_by_key(|m| m.captured());
        same.get(usize::try_from(rank).ok()?).copied()
    }
}

impl Codec<History> for DraughtsCodec {
    const HIDDEN: bool = false;

    fn num_distinct_actions(&self) -> u64 {
        let s = self.squares();
        s * s * self.moves_per_ends()
    }

    fn max_chance_outcomes(&self) -> u64 {
        0
    }

    fn encode(&self, game: &History, mv: Move) -> Action {
        (*self).encode(game.position(), mv)
    }

    fn encode_all(&self, _game: &History, moves: &[Move], out: &mut Vec<Action>) {
        out.extend(moves.iter().map(|&mv| self.encode_among(mv, moves)));
    }

    /// Counts on the bare position (see [`Codec::perft`]).
    fn perft(&self, game: &History, depth: u32, threads: usize) -> u64 {
        crate::fast::perft(game.position(), depth, threads)
    }

    fn perft_divide(&self, game: &History, depth: u32, threads: usize) -> Vec<(String, u64)> {
        crate::fast::perft_divide(game.position(), depth, threads, |_, mv| mv.to_string())
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

    /// Refuses a game of the other variant, and a position with more pieces of a
    /// side than the action ids allow (see the module documentation).
    fn check(&self, game: &History) -> Result<(), String> {
        let pos = game.position();
        if pos.variant() != self.variant {
            return Err(format!("a {} game", pos.variant()));
        }
        let max = self.max_pieces();
        for (side, pieces) in [("white", pos.white()), ("black", pos.black())] {
            if pieces.len() > max {
                return Err(format!(
                    "{side} has {} pieces; {} draughts allows at most {max} a side",
                    pieces.len(),
                    self.variant
                ));
            }
        }
        Ok(())
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
