//! The result of a game: the game termination marker and the `Result` tag (PGN
//! standard section 8.2.6), one type for every record format of the workspace,
//! [`boardcore::GameResult`].

pub use boardcore::GameResult;
pub use boardcore::record::ParseGameResultError;

/// Reads a game termination marker (`1-0`, `0-1`, `1/2-1/2` or `1/2`, `*`) from the
/// bytes of a movetext token.
pub(super) fn result_of(token: &[u8]) -> Option<GameResult> {
    match token {
        b"1-0" => Some(GameResult::WhiteWins),
        b"0-1" => Some(GameResult::BlackWins),
        b"1/2-1/2" | b"1/2" => Some(GameResult::Draw),
        b"*" => Some(GameResult::Ongoing),
        _ => None,
    }
}
