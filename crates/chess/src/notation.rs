//! Text notations: FEN/EPD for positions; UCI, SAN and German notation for moves; PGN
//! for games.

pub mod fen;
pub mod german;
pub mod pgn;
pub mod san;
pub mod uci;
