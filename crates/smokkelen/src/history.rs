//! The rules of a Smokkelen game that need its past: threefold repetition, and what
//! each player may see of the record.

use crate::{Color, Move, Observation, ParsePositionError, Position, Termination, View};
use alloc::vec::Vec;
use boardcore::rand::Rng;
use boardcore::{Game, HistoryRules, Outcome, Player, Turn};

/// A game of Smokkelen under all its rules: a [`Position`] (which ends the game on a
/// smuggled secret, two passes in a row and the ply limit) plus threefold repetition
/// of the stones, side to move and frozen square (spec \[CHOICE\]), counted on
/// [`boardcore::KeyHistory`] keys since the last move that changed a stone's rank
/// (a stone never moves backward, so no earlier position can come back):
/// [`boardcore::History`] with Smokkelen's [`HistoryRules`].
///
/// `Display`/`FromStr` is the game record: the full-state notation of the start
/// position (or `start` for the default start), then ` moves` and the moves in route
/// notation (`d1-b1-b3xb5xd5`), set-up moves as `secret:3` and `place:3`, passes as
/// `pass`. `FromStr` reads any legal route or the machine notation (`d1d5`).
///
/// A player sees a [`HistoryView`]: the start and every move as that player saw
/// them; [`boardcore::Game::determinize`] redraws the opponent's secret and rewrites
/// the opponent's hidden set-up moves to match.
///
/// ```
/// use boardcore::Game;
/// use smokkelen::History;
/// let mut game = History::default();
/// let mv = game.parse_move("c2-c4")?;
/// game.play(mv)?;
/// assert_eq!(game.to_string(), "start moves c2-c4");
/// assert_eq!(game.to_string().parse::<History>()?, game);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub type History = boardcore::History<Position>;

/// The error of reading a game record: a bad start position, or a bad move.
pub type ParseHistoryError = boardcore::ParseHistoryError<ParsePositionError>;

/// Tests if `mv` starts a new repetition window: set-up moves and stone moves that
/// change a stone's rank.
fn irreversible(mv: Move) -> bool {
    match mv {
        Move::Stone { from, to } => from.rank() != to.rank(),
        Move::Pass => false,
        _ => true,
    }
}

/// What one player sees of a game: the view of the start and the observation of
/// every move (see [`View`] and [`Observation`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct HistoryView {
    /// The start as the player sees it.
    pub start: View,
    /// Each move as the player saw it.
    pub moves: Vec<Observation>,
    /// The current position as the player sees it.
    pub current: View,
    /// Why the game ended, if it did.
    pub termination: Option<Termination>,
}

impl HistoryRules for Position {
    type Termination = Termination;
    type Counters = ();
    type Config = ();
    type HistoryView = HistoryView;
    const GAME_NAME: &'static str = "smokkelen";

    /// The Zobrist key: the stones, the side to move and the frozen square.
    #[inline]
    fn repetition_key(&self) -> u64 {
        self.zobrist_hash()
    }

    /// Set-up moves and stone moves that change a stone's rank.
    #[inline]
    fn is_irreversible(&self, mv: Move) -> bool {
        irreversible(mv)
    }

    #[inline]
    fn next_counters(&self, _previous: Option<()>) {}

    fn to_move(&self) -> Turn {
        Turn::Player(Self::turn(self).into())
    }

    /// The ends of the position, then threefold repetition.
    fn history_termination(history: &History) -> Option<Termination> {
        match history.position().termination() {
            None if history.repetitions() >= 3 => Some(Termination::Repetition),
            other => other,
        }
    }

    fn end_outcome(&self, end: Termination) -> Outcome {
        end.outcome()
    }

    /// Returns the start and every move as `player` saw them, and the current
    /// position as `player` sees it (both secrets once the game is over).
    fn history_view(history: &History, player: Player) -> HistoryView {
        let mut pos = history.start().clone();
        let mut moves = Vec::with_capacity(history.moves().len());
        for &mv in history.moves() {
            moves.push(pos.observe(player, mv));
            pos.play_unchecked(mv);
        }
        let termination = history.termination();
        let mut current = history.position().view(player);
        let mut start = history.start().view(player);
        if termination == Some(Termination::Repetition) {
            // The game is over: both secrets are shown.
            let mut over = history.position().clone();
            over.end = Some(Termination::Repetition);
            current = over.view(player);
            let mut first = history.start().clone();
            first.end = Some(Termination::Repetition);
            start = first.view(player);
        }
        HistoryView {
            start,
            moves,
            current,
            termination,
        }
    }

    /// Redraws what `player` cannot see, as [`Position`]'s `determinize` does, and
    /// rewrites the opponent's hidden set-up moves (and the start) to match.
    ///
    /// # Panics
    ///
    /// Panics if the rewritten game does not reach the redrawn position, a broken
    /// invariant of the crate: returning the real game would leak the opponent's
    /// secret.
    fn determinize_history<R: Rng + ?Sized>(
        history: &History,
        player: Player,
        rng: &mut R,
    ) -> History {
        let Some(me) = Color::from_player(player) else {
            return history.clone();
        };
        if history.termination().is_some() {
            return history.clone();
        }
        let opp = me.opponent();
        let det = history.position().determinize(player, rng);
        let relabel = det.phase() == crate::Phase::Setup;
        let mut setup = history.start().to_setup();
        if setup.secrets[opp.index()].is_some() {
            setup.secrets[opp.index()] = det.secret(opp);
        }
        if relabel {
            for sq in history.start().stones(opp) {
                setup.set(sq, det.stone_at(sq));
            }
        }
        let Ok(start) = Self::from_setup(setup) else {
            panic!("a relabelled start is valid (determinize must not leak secrets)");
        };
        let mut game = History::new(start);
        for &mv in history.moves() {
            let side = game.position().turn();
            let mv = match mv {
                Move::ChooseSecret(_) if side == opp => {
                    det.secret(opp).map_or(mv, Move::ChooseSecret)
                }
                Move::Place(_) if side == opp && relabel => {
                    let sq = crate::position::home(opp)[game.position().stones(opp).count()];
                    det.stone_at(sq).map_or(mv, |s| Move::Place(s.label))
                }
                _ => mv,
            };
            game.play_unchecked(mv);
        }
        if *game.position() == det {
            game
        } else {
            panic!(
                "the rewritten game reaches the determinized position (determinize must not leak secrets)"
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Square, Stone};
    use alloc::vec::Vec;

    /// What repetition compares, read square by square.
    type Shape = (Color, Option<Square>, Vec<(Square, Option<Stone>)>);

    fn shape(p: &Position) -> Shape {
        let stones = p.occupied().iter().map(|sq| (sq, p.stone_at(sq))).collect();
        (p.turn(), p.frozen(), stones)
    }

    #[test]
    fn repetitions_and_undo_match_a_brute_force_count() {
        use boardcore::testing::{check_history, random_walk_weighted};
        // Mostly sideways moves (a hundred to one), so that positions come back.
        let sideways = |_: &History, mv| if irreversible(mv) { 1 } else { 100 };
        let mut most = 0;
        for seed in 0..6 {
            let start = History::new(Position::from_seed(seed));
            let moves = random_walk_weighted(&start, 200, seed, sideways);
            let reps = check_history(
                &start,
                &moves,
                |a, b| shape(a) == shape(b),
                |h| {
                    // The window only skips positions that cannot come back: the whole
                    // game holds no more of the current one.
                    let mut pos = h.start().clone();
                    let mut earlier = usize::from(shape(&pos) == shape(h.position()));
                    for &mv in h.moves() {
                        pos.play_unchecked(mv);
                        earlier += usize::from(shape(&pos) == shape(h.position()));
                    }
                    assert_eq!(h.repetitions(), earlier, "{h}");
                },
            )
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            most = most.max(reps);
        }
        assert!(
            most >= 2,
            "the walks should repeat positions, saw at most {most}"
        );
    }
}
