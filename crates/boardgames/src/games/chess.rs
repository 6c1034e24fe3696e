//! Chess and Chess960 ([`chess::History`], the complete game with its draw rules).
//!
//! Action ids (`num_distinct_actions` 24,576): `promotion * 4096 + from * 64 + to`,
//! squares numbered a1 = 0, b1 = 1, ..., h8 = 63, promotion 0 for none, then knight 1,
//! bishop 2, rook 3, queen 4 (5, a king, never occurs). Castling is the move of the
//! crate: the king's square to its own rook's square (`e1h1`), which stays
//! unambiguous in Chess960. No chance outcomes.
//!
//! Observation (shape `[19, 8, 8]`, the same for both seats: chess hides nothing):
//! planes 0-5 white pawn, knight, bishop, rook, queen, king; 6-11 the same for black;
//! 12 the en passant square; 13 the rooks that keep a castling right; 14 all ones if
//! white is to move; 15 the halfmove clock / 100 everywhere; 16 all ones if the
//! position occurred before (a repetition); 17 all ones for Chess960; 18 all ones if
//! the game is over. Within a plane, index `rank * 8 + file`.

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, ParamDef, ParamKind, Params};
use crate::state::{Action, LoadedGame};
use boardcore::{Game, Player};
use chess::{History, Move, Position, Role, Square};

/// The codec of chess; `chess960` marks the Chess960 configurations.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ChessCodec {
    chess960: bool,
}

const PLANES: usize = 19;

fn promotion_index(role: Option<Role>) -> u64 {
    match role {
        None | Some(Role::Pawn) => 0,
        Some(Role::Knight) => 1,
        Some(Role::Bishop) => 2,
        Some(Role::Rook) => 3,
        Some(Role::Queen) => 4,
        Some(Role::King) => 5,
    }
}

/// The id of `mv` (see the module documentation).
#[must_use]
pub fn encode(mv: Move) -> Action {
    promotion_index(mv.promotion) * 4096 + mv.from.to_index() as u64 * 64 + mv.to.to_index() as u64
}

/// The move of id `action`, if the id is in range (not checked against a position).
#[must_use]
pub fn decode(action: Action) -> Option<Move> {
    let promotion = match action / 4096 {
        0 => None,
        1 => Some(Role::Knight),
        2 => Some(Role::Bishop),
        3 => Some(Role::Rook),
        4 => Some(Role::Queen),
        5 => Some(Role::King),
        _ => return None,
    };
    let rest = (action % 4096) as usize;
    Some(Move {
        from: Square::new(rest / 64)?,
        to: Square::new(rest % 64)?,
        promotion,
    })
}

impl Codec<History> for ChessCodec {
    const HIDDEN: bool = false;

    fn num_distinct_actions(&self) -> u64 {
        6 * 4096
    }

    fn max_chance_outcomes(&self) -> u64 {
        0
    }

    fn encode(&self, _game: &History, mv: Move) -> Action {
        encode(mv)
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![PLANES, 8, 8]
    }

    fn observe(&self, game: &History, _seat: Player, out: &mut [f32]) {
        let pos: &Position = game.position();
        let fill = |out: &mut [f32], plane: usize, value: f32| {
            out[plane * 64..(plane + 1) * 64].fill(value);
        };
        let rooks = pos.castling_rights().rooks();
        for i in 0..64 {
            let Some(sq) = Square::new(i) else { continue };
            if let Some(piece) = pos.piece_at(sq) {
                let color = usize::from(piece.color != chess::Color::White);
                out[(color * 6 + piece.role.idx()) * 64 + i] = 1.0;
            }
            if rooks.contains(sq) {
                out[13 * 64 + i] = 1.0;
            }
        }
        if let Some(ep) = pos.ep_square() {
            out[12 * 64 + ep.to_index()] = 1.0;
        }
        if pos.turn() == chess::Color::White {
            fill(out, 14, 1.0);
        }
        fill(out, 15, pos.halfmoves() as f32 / 100.0);
        let key = pos.zobrist_hash();
        let mut replay = game.start().clone();
        let mut seen = replay.zobrist_hash() == key && !game.moves().is_empty();
        for (i, &mv) in game.moves().iter().enumerate() {
            if i + 1 == game.moves().len() {
                break;
            }
            replay.play_unchecked(mv);
            seen |= replay.zobrist_hash() == key;
        }
        if seen {
            fill(out, 16, 1.0);
        }
        if self.chess960 {
            fill(out, 17, 1.0);
        }
        if game.outcome().is_some() {
            fill(out, 18, 1.0);
        }
    }

    /// The material balance (`chess::eval::evaluate_history`).
    fn evaluate(&self, game: &History, seat: Player) -> f64 {
        ::chess::eval::evaluate_history(game, seat)
    }

    /// Counts on the bare position (see [`Codec::perft`]).
    fn perft(&self, game: &History, depth: u32, threads: usize) -> u64 {
        crate::fast::perft(game.position(), depth, threads)
    }

    /// Writes each first move in UCI (king-takes-rook castling in Chess960).
    fn perft_divide(&self, game: &History, depth: u32, threads: usize) -> Vec<(String, u64)> {
        crate::fast::perft_divide(game.position(), depth, threads, Position::uci)
    }
}

fn build_chess(name: &'static str, params: &mut Params) -> Result<Box<dyn LoadedGame>, String> {
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: ChessCodec { chess960: false },
        start: History::new(Position::new()),
    }))
}

fn build_chess960(name: &'static str, params: &mut Params) -> Result<Box<dyn LoadedGame>, String> {
    let n = u16::try_from(params.int("start")).map_err(|e| e.to_string())?;
    let start = Position::chess960(n).ok_or_else(|| format!("no Chess960 start {n}"))?;
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: ChessCodec { chess960: true },
        start: History::new(start),
    }))
}

/// Chess from the standard start.
pub const CHESS: GameDef = GameDef {
    name: "chess",
    about: "chess under the FIDE laws, with the fifty-move, repetition and dead-position draws",
    params: &[],
    aliases: &[],
    build: build_chess,
};

/// Chess960 from one of its 960 starts.
pub const CHESS960: GameDef = GameDef {
    name: "chess960",
    about: "Fischer random chess: chess from one of 960 back-rank arrays, castling to the usual squares",
    params: &[ParamDef {
        name: "start",
        kind: ParamKind::Int { min: 0, max: 959 },
        default: "518",
        meaning: "the start array by Scharnagl number (518 is the standard array)",
    }],
    aliases: &[],
    build: build_chess960,
};
