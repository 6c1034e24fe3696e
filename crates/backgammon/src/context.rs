//! Where a game stands in a match: [`MatchContext`].

use crate::RulesError;

/// Where a game stands in a match: the match length (0 for money play), the scores
/// before the game, and whether it is the Crawford game or after it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchContext {
    /// The match length in points, 0 for money play.
    pub length: u32,
    /// The scores of players 0 and 1 before this game.
    pub score: [u32; 2],
    /// This is the Crawford game (no cube).
    pub crawford: bool,
    /// The Crawford game has been played (the Holland rule may apply).
    pub post_crawford: bool,
}

impl MatchContext {
    /// Money play (no match).
    pub const MONEY: Self = Self {
        length: 0,
        score: [0, 0],
        crawford: false,
        post_crawford: false,
    };

    /// Tests if this is match play.
    #[must_use]
    pub const fn is_match(&self) -> bool {
        self.length > 0
    }

    /// Checks that the context can occur: money play is [`MatchContext::MONEY`]; a
    /// match is at most [`MAX_MATCH_LENGTH`](crate::MAX_MATCH_LENGTH) points, both
    /// scores are below its length, and a game flagged Crawford or post-Crawford
    /// (not both) has a player one point from the match (gnubg also accepts the
    /// Crawford flag with both players there, as an XGID may say); a game in which
    /// exactly one player is one point from the match is flagged one or the other
    /// (with neither flag the next game would be a second Crawford game).
    ///
    /// # Errors
    ///
    /// Returns [`RulesError::Context`] saying what does not fit.
    pub fn check(&self) -> Result<(), RulesError> {
        let bad = |what| Err(RulesError::Context(what));
        if !self.is_match() {
            return if *self == Self::MONEY {
                Ok(())
            } else {
                bad("money play has no score and no Crawford game")
            };
        }
        if self.length > crate::MAX_MATCH_LENGTH {
            return bad("a match is at most 32767 points long");
        }
        if self.score.iter().any(|&s| s >= self.length) {
            return bad("a score is not below the match length");
        }
        let at = self.score.map(|s| s + 1 == self.length);
        if self.crawford && self.post_crawford {
            return bad("a game cannot be both the Crawford game and after it");
        }
        if (self.crawford || self.post_crawford) && !(at[0] || at[1]) {
            return bad("no player is one point from the match");
        }
        if at[0] != at[1] && !self.crawford && !self.post_crawford {
            return bad(
                "a player is one point from the match: the game is the Crawford game or after it",
            );
        }
        Ok(())
    }
}
