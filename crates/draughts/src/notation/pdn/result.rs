//! PDN's spellings of a game's result, read into and written from
//! [`boardcore::record::GameResult`].

use crate::{Color, History};
use boardcore::Game;
use boardcore::record::GameResult;

/// Reads a PDN result token in either style: PDN 3.0 (`2-0`, `0-2`, `1-1`, `0-0` and
/// `*`, the last two unknown) or the chess style (`1-0`, `0-1`, `1/2-1/2`); blanks
/// around it are ignored. `None` for anything else.
///
/// ```
/// use boardcore::record::GameResult;
/// use draughts::notation::pdn::parse_result;
///
/// assert_eq!(parse_result("2-0"), Some(GameResult::WhiteWins));
/// assert_eq!(parse_result("1/2-1/2"), Some(GameResult::Draw));
/// assert_eq!(parse_result("4-6"), None);
/// ```
#[must_use]
pub fn parse_result(token: &str) -> Option<GameResult> {
    Some(match token.trim() {
        "2-0" | "1-0" => GameResult::WhiteWins,
        "0-2" | "0-1" => GameResult::BlackWins,
        "1-1" | "1/2-1/2" => GameResult::Draw,
        "*" | "0-0" => GameResult::Ongoing,
        _ => return None,
    })
}

/// Returns the PDN 3.0 token of `result`: `2-0`, `0-2`, `1-1` or `*`.
#[must_use]
pub const fn result_token(result: GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "2-0",
        GameResult::BlackWins => "0-2",
        GameResult::Draw => "1-1",
        GameResult::Ongoing => "*",
    }
}

/// Returns the result of `history`: its outcome under every rule (a draw by rule, a
/// side that cannot move loses), `Ongoing` while the game goes on.
#[must_use]
pub fn result_of(history: &History) -> GameResult {
    GameResult::from_outcome(
        Game::outcome(history),
        Color::White.into(),
        Color::Black.into(),
    )
}
