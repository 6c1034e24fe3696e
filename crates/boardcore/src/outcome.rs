//! How a finished game ended, for every seat.

use crate::Player;
use core::fmt;

/// How one seat fared in a finished game.
///
/// Ordered from worst to best: `Loss < Draw < Win`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum SeatResult {
    /// The seat lost.
    #[default]
    Loss,
    /// The seat neither won nor lost: a drawn game, or a tie for first place.
    Draw,
    /// The seat won (alone, with a partner, or sharing a win).
    Win,
}

impl SeatResult {
    /// Returns the payoff of this result in the usual search convention: 1 for a win,
    /// 0.5 for a draw, 0 for a loss.
    #[must_use]
    pub const fn payoff(self) -> f64 {
        match self {
            Self::Loss => 0.0,
            Self::Draw => 0.5,
            Self::Win => 1.0,
        }
    }
}

/// How a finished game ended: a [`SeatResult`] and a score for every seat.
///
/// One type serves every game, so that generic code (playouts, statistics, search)
/// reads the result of any game without knowing it:
///
/// - a plain win: [`Outcome::win`] (the winner scores 1, every other seat loses);
/// - a win worth points, such as a backgammon gammon or a domino hand worth the
///   opponents' pips: [`Outcome::win_points`];
/// - a partnership win (dominoes, seats 0 and 2): [`Outcome::team_win`];
/// - a draw for everybody: [`Outcome::DRAW`];
/// - anything else, such as a tie for the lowest pip total between two of three
///   players: [`Outcome::from_results`], then [`Outcome::with_score`].
///
/// Scores are in the game's own unit (1 where the game has none) and may be negative
/// (money play). Seats beyond the game's [`players`](crate::Game::players) count are
/// losers with score 0 in a decisive game and draws in a drawn one; generic code reads
/// only the seats of the game. An `Outcome` is 20 bytes and `Copy`; building the plain
/// win is a `const fn` with no branches on seats.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    results: [SeatResult; Player::MAX],
    scores: [i32; Player::MAX],
}

impl Outcome {
    /// A draw: every seat draws and scores 0.
    pub const DRAW: Self = Self {
        results: [SeatResult::Draw; Player::MAX],
        scores: [0; Player::MAX],
    };

    /// Returns a plain win worth one point for `winner`; every other seat loses.
    #[must_use]
    pub const fn win(winner: Player) -> Self {
        Self::win_points(winner, 1)
    }

    /// Returns a win for `winner` worth `points` (a gammon with the cube on 2 is worth
    /// 4 in backgammon); every other seat loses and scores 0.
    #[must_use]
    pub const fn win_points(winner: Player, points: i32) -> Self {
        let mut results = [SeatResult::Loss; Player::MAX];
        let mut scores = [0; Player::MAX];
        results[winner.index()] = SeatResult::Win;
        scores[winner.index()] = points;
        Self { results, scores }
    }

    /// Returns a win shared by the seats in `winners` (a partnership, or players who
    /// share first place), each scoring `points`; every other seat loses and scores 0.
    ///
    /// With no winners this is a game everybody lost (every seat [`SeatResult::Loss`]).
    #[must_use]
    pub fn team_win(winners: impl IntoIterator<Item = Player>, points: i32) -> Self {
        let mut outcome = Self::from_results([SeatResult::Loss; Player::MAX]);
        for p in winners {
            outcome.results[p.index()] = SeatResult::Win;
            outcome.scores[p.index()] = points;
        }
        outcome
    }

    /// Returns the outcome where seat `i` has result `results[i]`, every seat scoring 0.
    #[must_use]
    pub const fn from_results(results: [SeatResult; Player::MAX]) -> Self {
        Self {
            results,
            scores: [0; Player::MAX],
        }
    }

    /// Returns this outcome with the score of `player` set to `score`.
    #[must_use]
    pub const fn with_score(mut self, player: Player, score: i32) -> Self {
        self.scores[player.index()] = score;
        self
    }

    /// Returns how `player` fared.
    #[must_use]
    pub const fn result(self, player: Player) -> SeatResult {
        self.results[player.index()]
    }

    /// Returns the score of `player`, in the game's own unit.
    #[must_use]
    pub const fn score(self, player: Player) -> i32 {
        self.scores[player.index()]
    }

    /// Returns the payoff of `player` in the usual search convention: 1 for a win, 0.5
    /// for a draw, 0 for a loss (see [`SeatResult::payoff`]).
    #[must_use]
    pub const fn payoff(self, player: Player) -> f64 {
        self.result(player).payoff()
    }

    /// Tests if `player` won (alone or with others).
    #[must_use]
    pub const fn is_winner(self, player: Player) -> bool {
        matches!(self.result(player), SeatResult::Win)
    }

    /// Returns the seats that won, in seat order (none in a draw).
    pub fn winners(self) -> impl DoubleEndedIterator<Item = Player> + Clone {
        (0..Player::MAX)
            .filter_map(Player::new)
            .filter(move |&p| self.is_winner(p))
    }

    /// Returns the winner if exactly one seat won, else `None` (a draw, or a win shared
    /// by several seats).
    #[must_use]
    pub fn winner(self) -> Option<Player> {
        let mut winners = self.winners();
        match (winners.next(), winners.next()) {
            (Some(p), None) => Some(p),
            _ => None,
        }
    }

    /// Tests if nobody won.
    #[must_use]
    pub const fn is_draw(self) -> bool {
        let mut i = 0;
        while i < Player::MAX {
            if matches!(self.results[i], SeatResult::Win) {
                return false;
            }
            i += 1;
        }
        true
    }

    /// Returns the points of the win: the largest score of a winner, or 0 in a draw.
    #[must_use]
    pub fn points(self) -> i32 {
        self.winners().map(|p| self.score(p)).max().unwrap_or(0)
    }
}

impl fmt::Display for Outcome {
    /// Writes `player 0 wins`, `player 0 wins 2 points`, `players 0 and 2 win` or
    /// `draw` (seats 0-based, as [`Player`] writes them).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut winners = self.winners();
        let Some(first) = winners.next() else {
            return f.write_str("draw");
        };
        let rest: [Option<Player>; Player::MAX] = core::array::from_fn(|_| winners.next());
        let others = rest.iter().flatten().count();
        if others == 0 {
            write!(f, "{first} wins")?;
        } else {
            write!(f, "players {}", first.index())?;
            for (i, p) in rest.iter().flatten().enumerate() {
                let sep = if i + 1 == others { " and " } else { ", " };
                write!(f, "{sep}{}", p.index())?;
            }
            f.write_str(" win")?;
        }
        match self.points() {
            1 => Ok(()),
            points => write!(f, " {points} points"),
        }
    }
}

impl fmt::Debug for Outcome {
    /// Writes the seats up to the last one that differs from a seat beyond the game
    /// (a loss scoring 0 in a decisive game, a draw scoring 0 in a drawn one), and at
    /// least two: `Outcome { results: [Loss, Win], scores: [0, 1] }` for a
    /// two-player win, never the four seats of the type.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let filler = if self.is_draw() {
            SeatResult::Draw
        } else {
            SeatResult::Loss
        };
        let seats = (0..Player::MAX)
            .rev()
            .find(|&i| self.results[i] != filler || self.scores[i] != 0)
            .map_or(0, |i| i + 1)
            .max(2);
        f.debug_struct("Outcome")
            .field("results", &&self.results[..seats])
            .field("scores", &&self.scores[..seats])
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    #[test]
    fn plain_win() {
        let o = Outcome::win(Player::SECOND);
        assert_eq!(o.winner(), Some(Player::SECOND));
        assert!(!o.is_draw());
        assert_eq!(o.result(Player::FIRST), SeatResult::Loss);
        assert_eq!(o.payoff(Player::SECOND), 1.0);
        assert_eq!(o.payoff(Player::FIRST), 0.0);
        assert_eq!(o.points(), 1);
        assert_eq!(o.to_string(), "player 1 wins");
    }

    #[test]
    fn partnership_and_ties() {
        let team = Outcome::team_win([Player::FIRST, Player::THIRD], 23);
        assert_eq!(team.winner(), None);
        assert_eq!(
            team.winners().collect::<Vec<_>>(),
            [Player::FIRST, Player::THIRD]
        );
        assert_eq!(team.score(Player::THIRD), 23);
        assert_eq!(team.score(Player::SECOND), 0);
        assert_eq!(team.to_string(), "players 0 and 2 win 23 points");

        use SeatResult::{Draw, Loss};
        let tie = Outcome::from_results([Draw, Loss, Draw, Loss]).with_score(Player::SECOND, -5);
        assert!(tie.is_draw());
        assert_eq!(tie.payoff(Player::FIRST), 0.5);
        assert_eq!(tie.payoff(Player::SECOND), 0.0);
        assert_eq!(tie.score(Player::SECOND), -5);
        assert_eq!(tie.to_string(), "draw");
        assert_eq!(Outcome::DRAW.to_string(), "draw");
        assert_eq!(
            Outcome::win_points(Player::FIRST, 3).to_string(),
            "player 0 wins 3 points"
        );
        let three = Outcome::team_win([Player::FIRST, Player::SECOND, Player::FOURTH], 1);
        assert_eq!(three.to_string(), "players 0, 1 and 3 win");
    }

    #[test]
    fn debug_shows_only_the_seats_in_play() {
        use alloc::format;
        assert_eq!(
            format!("{:?}", Outcome::win(Player::SECOND)),
            "Outcome { results: [Loss, Win], scores: [0, 1] }"
        );
        assert_eq!(
            format!("{:?}", Outcome::DRAW),
            "Outcome { results: [Draw, Draw], scores: [0, 0] }"
        );
        let team = Outcome::team_win([Player::FIRST, Player::THIRD], 23);
        assert_eq!(
            format!("{team:?}"),
            "Outcome { results: [Win, Loss, Win], scores: [23, 0, 23] }"
        );
        let last = Outcome::win(Player::FOURTH).with_score(Player::FIRST, -2);
        assert_eq!(
            format!("{last:?}"),
            "Outcome { results: [Loss, Loss, Loss, Win], scores: [-2, 0, 0, 1] }"
        );
        let money = Outcome::DRAW.with_score(Player::THIRD, 5);
        assert_eq!(
            format!("{money:?}"),
            "Outcome { results: [Draw, Draw, Draw], scores: [0, 0, 5] }"
        );
    }

    #[test]
    fn is_small() {
        assert_eq!(core::mem::size_of::<Outcome>(), 20);
    }
}
