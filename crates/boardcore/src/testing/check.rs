//! Conformance checks of the [`Game`] contract, for every game's property tests.

use crate::{Game, IllegalMove, Player, Turn, perft, perft_divide, perft_played};
use alloc::format;
use alloc::string::{String, ToString};
use core::fmt::Debug;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

/// Which rule of the [`Game`] contract a position broke.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CheckErrorKind {
    /// `outcome()` disagrees with `turn()`, or is `Some` while moves are listed (or
    /// `None` with none listed).
    #[error("outcome disagrees with turn or legal moves")]
    Outcome,
    /// `turn()` names a seat outside `0..players()`, or `players()` is out of range.
    #[error("turn names a seat outside the game")]
    Seat,
    /// `legal_move_count()` differs from the length of `legal_moves()`.
    #[error("legal move count disagrees with the move list")]
    MoveCount,
    /// `legal_moves()` lists a move twice.
    #[error("duplicate legal move")]
    DuplicateMove,
    /// A listed move fails `is_legal`.
    #[error("listed move is not legal")]
    NotLegal,
    /// `play` rejected a listed move.
    #[error("play rejected a listed move")]
    PlayRejected,
    /// `play` and `play_unchecked` reached different positions.
    #[error("play and play_unchecked disagree")]
    PlayMismatch,
    /// A move's `Display` did not parse back to the same move.
    #[error("move notation does not round-trip")]
    MoveNotation,
    /// The position's `Display` did not parse back to an equal position (with an
    /// equal hash).
    #[error("position notation does not round-trip")]
    PositionNotation,
    /// At a chance node a weight is zero, or the probabilities do not sum to 1.
    #[error("chance probabilities are wrong")]
    Chance,
    /// A move given as illegal is listed or accepted.
    #[error("illegal move accepted")]
    IllegalAccepted,
    /// Rejecting an illegal move changed the position or reported another move.
    #[error("rejecting an illegal move changed the position")]
    IllegalChanged,
    /// Equal positions give a player different views.
    #[error("views of equal positions differ")]
    View,
    /// [`perft`], [`perft_played`] and [`perft_divide`] disagree.
    #[error("perft variants disagree")]
    Perft,
}

/// The error of the conformance checks: which rule broke, where, and how.
///
/// In a proptest body, `?` turns it into a test failure (proptest converts every
/// error type into its `TestCaseError`).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{kind}: {detail} in position {position:?}")]
pub struct CheckError {
    /// The rule that broke.
    pub kind: CheckErrorKind,
    /// The position that broke it, in its `Display` notation.
    pub position: String,
    /// What happened, such as the move involved.
    pub detail: String,
}

/// Returns a [`CheckError`] for `pos` if `ok` is false.
fn ensure<G: Game>(
    ok: bool,
    pos: &G,
    kind: CheckErrorKind,
    detail: impl FnOnce() -> String,
) -> Result<(), CheckError> {
    if ok {
        Ok(())
    } else {
        Err(CheckError {
            kind,
            position: pos.to_string(),
            detail: detail(),
        })
    }
}

/// A 64-bit FNV-1a hasher, to compare hashes without `std`.
struct Fnv(u64);

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// Returns the FNV-1a hash of `value`.
fn hash_of<T: Hash>(value: &T) -> u64 {
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    value.hash(&mut h);
    h.finish()
}

/// Checks that `pos` keeps the [`Game`] contract, as every game's property tests
/// require:
///
/// - `outcome()` agrees with `turn()`, and is `Some` exactly when `legal_moves()` is
///   empty; `legal_move_count()` is the list's length; the player to move is a seat
///   in `0..players()`;
/// - no move is listed twice, and every listed move passes `is_legal`, round-trips
///   through its `Display`/`FromStr`, is accepted by `play`, and `play` reaches the
///   same position as `play_unchecked`;
/// - at a chance node every weight is positive and the probabilities sum to 1
///   (within 1e-9);
/// - the position's `Display` parses back to an equal position with an equal hash;
/// - `view` answers for every seat.
///
/// It plays each legal move once, so its cost is about that of a depth-1
/// [`perft_played`].
///
/// # Errors
///
/// Returns a [`CheckError`] for the first broken rule.
///
/// # Panics
///
/// Panics only if the game itself panics.
pub fn check_game<G>(pos: &G) -> Result<(), CheckError>
where
    G: Game,
    <G as FromStr>::Err: Debug,
    <G::Move as FromStr>::Err: Debug,
{
    use CheckErrorKind as K;
    let legal = pos.legal_moves();
    let legal = legal.as_ref();
    let turn = pos.turn();
    let outcome = pos.outcome();
    ensure(outcome == turn.outcome(), pos, K::Outcome, || {
        format!("outcome() is {outcome:?} but turn() is {turn:?}")
    })?;
    ensure(
        outcome.is_some() == legal.is_empty(),
        pos,
        K::Outcome,
        || format!("outcome() is {outcome:?} with {} legal moves", legal.len()),
    )?;
    ensure(
        pos.legal_move_count() == legal.len(),
        pos,
        K::MoveCount,
        || {
            format!(
                "legal_move_count() is {} but {} moves are listed",
                pos.legal_move_count(),
                legal.len()
            )
        },
    )?;
    let players = pos.players();
    ensure((1..=Player::MAX).contains(&players), pos, K::Seat, || {
        format!("players() is {players}")
    })?;
    if let Turn::Player(p) = turn {
        ensure(p.index() < players, pos, K::Seat, || {
            format!("{p} to move in a {players}-player game")
        })?;
    }

    for (i, &mv) in legal.iter().enumerate() {
        ensure(!legal[..i].contains(&mv), pos, K::DuplicateMove, || {
            format!("{mv} is listed twice")
        })?;
        ensure(pos.is_legal(mv), pos, K::NotLegal, || {
            format!("is_legal({mv}) is false")
        })?;
        let text = mv.to_string();
        let parsed = text.parse::<G::Move>();
        ensure(
            parsed.as_ref().ok() == Some(&mv),
            pos,
            K::MoveNotation,
            || format!("{mv:?} displays as {text:?}, which parses as {parsed:?}"),
        )?;
        let mut played = pos.clone();
        let result = played.play(mv);
        ensure(result.is_ok(), pos, K::PlayRejected, || {
            format!("play({mv}) returned {result:?}")
        })?;
        let mut unchecked = pos.clone();
        unchecked.play_unchecked(mv);
        ensure(played == unchecked, pos, K::PlayMismatch, || {
            format!("after {mv}: play gives {played} but play_unchecked gives {unchecked}")
        })?;
    }

    if turn == Turn::Chance {
        for &mv in legal {
            ensure(pos.chance_weight(mv) > 0, pos, K::Chance, || {
                format!("chance outcome {mv} has weight 0")
            })?;
        }
        let total: f64 = legal.iter().map(|&mv| pos.chance_probability(mv)).sum();
        ensure((total - 1.0).abs() <= 1e-9, pos, K::Chance, || {
            format!("chance probabilities sum to {total}")
        })?;
    }

    let text = pos.to_string();
    match text.parse::<G>() {
        Ok(parsed) => {
            ensure(parsed == *pos, pos, K::PositionNotation, || {
                format!("{text:?} parses as {parsed:?}, expected {pos:?}")
            })?;
            ensure(
                hash_of(&parsed) == hash_of(pos),
                pos,
                K::PositionNotation,
                || format!("{text:?} parses to an equal position with another hash"),
            )?;
        }
        Err(e) => ensure(false, pos, K::PositionNotation, || {
            format!("{text:?} does not parse: {e:?}")
        })?,
    }

    for seat in 0..players {
        if let Some(p) = Player::new(seat) {
            let view = pos.view(p);
            ensure(view == pos.clone().view(p), pos, K::View, || {
                format!("the view of {p} differs between equal positions")
            })?;
        }
    }
    Ok(())
}

/// Checks that `play` rejects `mv`, which the caller knows to be illegal in `pos`:
/// the move is not listed, `is_legal` is false, and `play` returns
/// [`IllegalMove`] naming `mv` and leaves the position equal to `pos`.
///
/// # Errors
///
/// Returns a [`CheckError`] if the move is listed or accepted, or if rejecting it
/// changed the position.
pub fn check_illegal_move<G: Game>(pos: &G, mv: G::Move) -> Result<(), CheckError> {
    use CheckErrorKind as K;
    ensure(
        !pos.legal_moves().as_ref().contains(&mv),
        pos,
        K::IllegalAccepted,
        || format!("{mv} is listed as legal"),
    )?;
    ensure(!pos.is_legal(mv), pos, K::IllegalAccepted, || {
        format!("is_legal({mv}) is true")
    })?;
    let mut after = pos.clone();
    match after.play(mv) {
        Ok(()) => ensure(false, pos, K::IllegalAccepted, || {
            format!("play({mv}) succeeded, giving {after}")
        }),
        Err(IllegalMove { mv: reported }) => {
            ensure(reported == mv, pos, K::IllegalChanged, || {
                format!("play({mv}) reported {reported}")
            })?;
            ensure(after == *pos, pos, K::IllegalChanged, || {
                format!("play({mv}) failed but changed the position to {after}")
            })
        }
    }
}

/// Checks that [`perft`], [`perft_played`] and the sum of [`perft_divide`] agree for
/// every depth from 1 to `depth`, and returns the count at `depth`.
///
/// # Errors
///
/// Returns a [`CheckError`] of kind [`CheckErrorKind::Perft`] at the first depth
/// where they disagree.
pub fn check_perft<G: Game>(pos: &G, depth: u32) -> Result<u64, CheckError> {
    let mut count = 1;
    for d in 1..=depth {
        count = perft(pos, d);
        let played = perft_played(pos, d);
        let divided: u64 = perft_divide(pos, d).iter().map(|&(_, n)| n).sum();
        ensure(
            count == played && count == divided,
            pos,
            CheckErrorKind::Perft,
            || {
                format!(
                    "depth {d}: perft {count}, perft_played {played}, perft_divide sum {divided}"
                )
            },
        )?;
    }
    Ok(count)
}

/// Asserts at compile time that `T` is `Send + Sync + 'static`, as every position,
/// move and error type should be; calling it does nothing at run time.
pub const fn assert_send_sync<T: Send + Sync + 'static>() {}
