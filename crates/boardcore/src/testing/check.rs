//! Conformance checks of the [`Game`] contract, for every game's property tests.

use super::strategy::{seeded_rng, walk};
use crate::{ChanceError, Game, IllegalMove, Player, Turn, perft, perft_divide, perft_played};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::hash::{Hash, Hasher};
use proptest::test_runner::TestRng;

/// Which rule of the [`Game`] contract a position broke.
///
/// Every kind is reported by a deliberately broken toy game in `boardcore`'s own
/// tests (`tests/suite.rs`), so that each check is known to be able to fail.
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
    /// `play` and `play_unchecked` reached different positions (or equal positions
    /// with different hashes).
    #[error("play and play_unchecked disagree")]
    PlayMismatch,
    /// `play_unchecked_into` on a clone and `play_unchecked` reached different
    /// positions (or equal positions with different hashes).
    #[error("play_unchecked_into and play_unchecked disagree")]
    PlayIntoMismatch,
    /// A move's `Display` did not parse back to the same move with `FromStr`, or
    /// [`Game::format_move`] did not read back with [`Game::parse_move`].
    #[error("move notation does not round-trip")]
    MoveNotation,
    /// The position's `Display` did not parse back to an equal position (with an
    /// equal hash).
    #[error("position notation does not round-trip")]
    PositionNotation,
    /// The chance distribution is wrong: at a chance node a listed outcome has weight
    /// 0 (or another weight than [`Game::chance_weight`]), the distribution lists
    /// other outcomes than [`Game::legal_moves`], the probabilities do not sum to 1,
    /// or [`Game::sample_chance`] draws an unlisted outcome; elsewhere the
    /// distribution is not empty or `sample_chance` does not fail.
    #[error("chance distribution is wrong")]
    Chance,
    /// A move given as illegal is listed or accepted.
    #[error("illegal move accepted")]
    IllegalAccepted,
    /// Rejecting an illegal move changed the position or reported another move.
    #[error("rejecting an illegal move changed the position")]
    IllegalChanged,
    /// A [`Game::determinize`]d state gives the player another [`Game::view`] than the
    /// original: the view shows hidden information that determinizing redraws (such
    /// as another player's card), or determinizing changed what the player sees.
    #[error("a determinized state has another view")]
    View,
    /// A [`Game::determinize`]d state gives the player the same view but has another
    /// turn, or other legal moves for the player to move: the view misses public
    /// information (two states the player can tell apart share a view), or
    /// determinizing changed it.
    #[error("determinizing changed the turn or the legal moves")]
    Determinize,
    /// Two moves that a player [`Game::observe`]s alike leave that player different
    /// views: the observation hides something the view shows.
    #[error("moves observed alike give different views")]
    Observation,
    /// [`perft`], [`perft_played`] and [`perft_divide`] disagree.
    #[error("perft variants disagree")]
    Perft,
    /// [`History::repetitions`](crate::History::repetitions) differs from a brute-force
    /// count of the same positions in the game so far, or a
    /// [`repetition_key`](crate::HistoryRules::repetition_key) is equal for positions
    /// that differ (or differs for positions that are the same); see
    /// [`check_history`](super::check_history).
    #[error("repetition count disagrees with a brute-force count")]
    Repetition,
    /// [`History::undo`](crate::History::undo) returned another move than the last
    /// one, or another history than the one before it.
    #[error("undo did not restore the history before the move")]
    Undo,
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
///   through its `Display`/`FromStr` and through [`Game::format_move`]/
///   [`Game::parse_move`], is accepted by `play`, and `play`, `play_unchecked` and
///   `play_unchecked_into` on a clone reach equal positions with equal hashes;
/// - [`Game::chance_distribution`] (read once) lists exactly the legal moves at a
///   chance node, each with its positive [`Game::chance_weight`], with probabilities
///   that sum to 1 (within 1e-9), and [`Game::sample_chance`] draws a listed
///   outcome; elsewhere the distribution is empty and `sample_chance` fails;
/// - the position's `Display` parses back to an equal position with an equal hash;
/// - for every seat, a [`Game::determinize`]d state has the same view, the same turn,
///   and (if that seat is to move) the same set of legal moves;
/// - for every seat, two legal moves that the seat [`Game::observe`]s alike leave it
///   equal views.
///
/// The random generator of `determinize` and `sample_chance` is seeded from the hash
/// of the position's `Display`, so a check is reproducible. It plays each legal move
/// three times, so its cost is a few times that of a depth-1 [`perft_played`].
///
/// # Errors
///
/// Returns a [`CheckError`] for the first broken rule.
///
/// # Panics
///
/// Panics only if the game itself panics.
pub fn check_game<G: Game>(pos: &G) -> Result<(), CheckError> {
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

    let text = pos.to_string();
    let mut rng = seeded_rng(hash_of(&text));
    let children = (0..legal.len())
        .map(|i| check_move(pos, legal, i))
        .collect::<Result<Vec<G>, _>>()?;
    check_chance(pos, legal, turn, &mut rng)?;

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

    for p in (0..players).filter_map(Player::new) {
        check_determinize(pos, legal, turn, p, &mut rng)?;
        check_observations(pos, legal, &children, p)?;
    }
    Ok(())
}

/// Checks listed move `legal[i]` of `pos` and returns the position after it.
fn check_move<G: Game>(pos: &G, legal: &[G::Move], i: usize) -> Result<G, CheckError> {
    use CheckErrorKind as K;
    let mv = legal[i];
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
    let standard = pos.format_move(mv);
    let read = pos.parse_move(&standard);
    ensure(
        read.as_ref().ok() == Some(&mv),
        pos,
        K::MoveNotation,
        || format!("format_move({mv}) is {standard:?}, which parse_move reads as {read:?}"),
    )?;
    let mut played = pos.clone();
    let result = played.play(mv);
    ensure(result.is_ok(), pos, K::PlayRejected, || {
        format!("play({mv}) returned {result:?}")
    })?;
    let mut unchecked = pos.clone();
    unchecked.play_unchecked(mv);
    ensure(
        played == unchecked && hash_of(&played) == hash_of(&unchecked),
        pos,
        K::PlayMismatch,
        || format!("after {mv}: play gives {played:?} but play_unchecked gives {unchecked:?}"),
    )?;
    let mut into = pos.clone();
    pos.play_unchecked_into(&mut into, mv);
    ensure(
        into == unchecked && hash_of(&into) == hash_of(&unchecked),
        pos,
        K::PlayIntoMismatch,
        || {
            format!(
                "after {mv}: play_unchecked_into gives {into:?} but play_unchecked gives {unchecked:?}"
            )
        },
    )?;
    Ok(unchecked)
}

/// Checks the chance distribution of `pos` and a draw from it.
fn check_chance<G: Game>(
    pos: &G,
    legal: &[G::Move],
    turn: Turn,
    rng: &mut TestRng,
) -> Result<(), CheckError> {
    use CheckErrorKind as K;
    let dist = pos.chance_distribution();
    let sample = pos.sample_chance(rng);
    if turn != Turn::Chance {
        ensure(dist.outcomes().is_empty(), pos, K::Chance, || {
            format!("{turn:?}, yet the chance distribution is {dist:?}")
        })?;
        return ensure(
            sample == Err(ChanceError::NotChanceNode),
            pos,
            K::Chance,
            || format!("{turn:?}, yet sample_chance returned {sample:?}"),
        );
    }
    ensure(dist.outcomes().len() == legal.len(), pos, K::Chance, || {
        format!(
            "the distribution lists {} outcomes for {} legal moves",
            dist.outcomes().len(),
            legal.len()
        )
    })?;
    for &mv in legal {
        let weight = dist.weight(mv);
        ensure(weight > 0, pos, K::Chance, || {
            format!("chance outcome {mv} has weight 0 in the distribution")
        })?;
        let direct = pos.chance_weight(mv);
        ensure(weight == direct, pos, K::Chance, || {
            format!(
                "chance outcome {mv} weighs {weight} in the distribution but chance_weight gives {direct}"
            )
        })?;
    }
    ensure(dist.total() > 0, pos, K::Chance, || {
        "the chance weights sum to 0".to_string()
    })?;
    let sum: f64 = legal.iter().map(|&mv| dist.probability(mv)).sum();
    ensure((sum - 1.0).abs() <= 1e-9, pos, K::Chance, || {
        format!("chance probabilities sum to {sum}")
    })?;
    ensure(
        sample.as_ref().is_ok_and(|m| legal.contains(m)),
        pos,
        K::Chance,
        || format!("sample_chance returned {sample:?}, which is no listed outcome"),
    )
}

/// Checks that determinizing `pos` for `player` keeps the view, the turn and the
/// legal moves of `player` if `player` is to move.
fn check_determinize<G: Game>(
    pos: &G,
    legal: &[G::Move],
    turn: Turn,
    player: Player,
    rng: &mut TestRng,
) -> Result<(), CheckError> {
    use CheckErrorKind as K;
    let det = pos.determinize(player, rng);
    let view = pos.view(player);
    let det_view = det.view(player);
    ensure(det_view == view, pos, K::View, || {
        format!(
            "determinized for {player} as {det:?}, which {player} sees as {det_view:?} instead of {view:?}"
        )
    })?;
    let det_turn = det.turn();
    ensure(det_turn == turn, pos, K::Determinize, || {
        format!(
            "determinized for {player} as {det:?}, whose turn is {det_turn:?} instead of {turn:?}"
        )
    })?;
    if turn == Turn::Player(player) {
        let det_legal = det.legal_moves();
        let det_legal = det_legal.as_ref();
        let same = det_legal.len() == legal.len() && det_legal.iter().all(|m| legal.contains(m));
        ensure(same, pos, K::Determinize, || {
            format!(
                "determinized for {player} as {det:?}, whose legal moves {det_legal:?} differ from {legal:?}"
            )
        })?;
    }
    Ok(())
}

/// Checks that moves `player` observes alike leave `player` equal views; `children`
/// are the positions after each legal move.
fn check_observations<G: Game>(
    pos: &G,
    legal: &[G::Move],
    children: &[G],
    player: Player,
) -> Result<(), CheckError> {
    let seen: Vec<G::Observation> = legal.iter().map(|&mv| pos.observe(player, mv)).collect();
    for (i, obs) in seen.iter().enumerate() {
        // Comparing with the first move observed alike covers the whole group.
        if let Some(j) = seen[..i].iter().position(|o| o == obs) {
            let (a, b) = (children[j].view(player), children[i].view(player));
            ensure(a == b, pos, CheckErrorKind::Observation, || {
                format!(
                    "{player} observes {} and {} alike ({obs:?}), but sees {a:?} after one and {b:?} after the other",
                    legal[j], legal[i]
                )
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
    ensure(
        !pos.legal_moves().as_ref().contains(&mv),
        pos,
        CheckErrorKind::IllegalAccepted,
        || format!("{mv} is listed as legal"),
    )?;
    check_refused(pos, mv)
}

/// Checks that `is_legal` and `play` accept exactly the moves of `candidates` that
/// `legal_moves()` lists: a listed candidate passes `is_legal`, and an unlisted one
/// is refused as [`check_illegal_move`] requires. Returns the number of unlisted
/// candidates.
///
/// [`check_game`] checks only that listed moves are accepted, since it cannot know
/// which other values of `G::Move` exist; feed this check the moves a game could
/// wrongly accept: random values, moves listed in other positions, a listed move
/// written another way (such as another route to the same position).
///
/// # Errors
///
/// Returns a [`CheckError`] of kind [`CheckErrorKind::NotLegal`] for a listed
/// candidate that fails `is_legal`, or the error of [`check_illegal_move`] for an
/// unlisted one.
pub fn check_candidates<G: Game>(
    pos: &G,
    candidates: impl IntoIterator<Item = G::Move>,
) -> Result<usize, CheckError> {
    let legal = pos.legal_moves();
    let legal = legal.as_ref();
    let mut unlisted = 0;
    for mv in candidates {
        if legal.contains(&mv) {
            ensure(pos.is_legal(mv), pos, CheckErrorKind::NotLegal, || {
                format!("is_legal({mv}) is false")
            })?;
        } else {
            unlisted += 1;
            check_refused(pos, mv)?;
        }
    }
    Ok(unlisted)
}

/// Checks that unlisted `mv` fails `is_legal` and that `play` refuses it, naming it
/// and leaving the position unchanged.
fn check_refused<G: Game>(pos: &G, mv: G::Move) -> Result<(), CheckError> {
    use CheckErrorKind as K;
    ensure(!pos.is_legal(mv), pos, K::IllegalAccepted, || {
        format!("{mv} is not listed, yet is_legal({mv}) is true")
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

/// Runs [`check_game`] on every position of a [`walk`] from `start` and returns the
/// number of positions checked.
///
/// # Errors
///
/// Returns the first [`CheckError`], its detail prefixed with the ply where it
/// happened.
pub fn check_walk<G: Game>(start: &G, indexes: &[u32]) -> Result<usize, CheckError> {
    let positions = walk(start, indexes);
    for (ply, pos) in positions.iter().enumerate() {
        check_game(pos).map_err(|mut e| {
            e.detail = format!("at ply {ply}: {}", e.detail);
            e
        })?;
    }
    Ok(positions.len())
}
