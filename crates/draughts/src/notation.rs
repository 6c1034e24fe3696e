//! The notations of draughts: FEN ([`fen`]), moves in PDN ([`moves`]) and PDN game
//! files ([`pdn`]), all as in PDN 3.0.

pub mod fen;
pub mod moves;
pub mod pdn;
