//! One module per game: its registry entry, action ids and observation tensor.

pub mod backgammon;
pub mod chess;
pub mod dominoes;
pub mod draughts;
pub mod locksley;
pub mod robijn;
pub mod smokkelen;
