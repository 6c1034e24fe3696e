//! Random walks and the brute-force check of [`History`]: [`random_walk`],
//! [`random_walk_weighted`] and [`check_history`].

use super::check::{CheckError, CheckErrorKind};
use crate::{Game, History, HistoryRules, playout_rng};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use rand::seq::IndexedRandom;

/// Returns the moves of a random walk of at most `plies` plies from `start`, each
/// drawn as [`Game::random_move`] does (uniformly, or by chance weight at a chance
/// node) with the generator [`playout_rng`]`(seed, 0)`; the walk stops early where
/// the game ends. The same seed gives the same walk.
///
/// Played on a [`History`], the walk ends where the complete game ends (by
/// repetition, say), so every move returned can be played in order.
pub fn random_walk<G: Game>(start: &G, plies: usize, seed: u64) -> Vec<G::Move> {
    let mut moves = Vec::with_capacity(plies);
    start
        .clone()
        .play_randomly(&mut playout_rng(seed, 0), plies, |mv| moves.push(mv));
    moves
}

/// Returns the moves of a random walk of at most `plies` plies from `start`, each
/// drawn among the legal moves with probability proportional to `weight(position,
/// move)` (chance weights are ignored), with the generator [`playout_rng`]`(seed,
/// 0)`; the walk stops early where the game ends or where every legal move weighs 0.
///
/// Weights steer a walk towards what a test needs: a heavier weight on reversible
/// moves makes positions come back, so that repetitions occur.
pub fn random_walk_weighted<G: Game>(
    start: &G,
    plies: usize,
    seed: u64,
    weight: impl Fn(&G, G::Move) -> u32,
) -> Vec<G::Move> {
    let mut rng = playout_rng(seed, 0);
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(plies);
    for _ in 0..plies {
        let legal = pos.legal_moves();
        let Ok(&mv) = legal
            .as_ref()
            .choose_weighted(&mut rng, |&mv| weight(&pos, mv))
        else {
            break;
        };
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

/// Plays `moves` from `start` one by one, then takes them back one by one, and
/// checks at every step [`History`]'s repetition count and undo against a brute
/// force; returns the most repetitions met (so that a test can assert that its
/// walks did repeat positions).
///
/// The brute force replays the game from its start without `History`, marks the
/// plies where [`HistoryRules::is_irreversible`] says a window of repetition starts,
/// and compares with `same(a, b)`, which tells the slow way whether the repetition
/// rule holds positions `a` and `b` for the same (the board, the side to move, and
/// whatever else the rule compares). At every step:
///
/// - [`History::repetitions`] is the number of positions since the last
///   irreversible move (or the start), the current one included, that are `same` as
///   the current one, and [`History::reversible_plies`] is the number of plies since
///   that move;
/// - each of those positions is `same` as the current one exactly when their
///   [`HistoryRules::repetition_key`]s are equal (the key holds what the rule
///   compares), and the history's newest key is the position's own;
/// - `play_unchecked_into` reaches the same history as `play`;
/// - [`History::undo`] returns the last move played and restores exactly (`==`) the
///   history before it, down to `start` (where it returns `None` if `start` has no
///   moves).
///
/// That an irreversible move really makes the earlier positions unreachable is the
/// game's to check, with a count of its own (a halfmove clock) in `each`, which runs
/// on the history after every move and every undo; it may panic.
///
/// # Errors
///
/// Returns a [`CheckError`] of kind [`CheckErrorKind::Repetition`],
/// [`CheckErrorKind::Undo`] or [`CheckErrorKind::PlayIntoMismatch`] at the first
/// disagreement, and of kind [`CheckErrorKind::PlayRejected`] if a move of `moves`
/// is illegal.
pub fn check_history<G: HistoryRules>(
    start: &History<G>,
    moves: &[G::Move],
    same: impl Fn(&G, &G) -> bool,
    mut each: impl FnMut(&History<G>),
) -> Result<usize, CheckError> {
    use CheckErrorKind as K;
    let fail = |h: &History<G>, kind, detail: String| CheckError {
        kind,
        position: h.to_string(),
        detail,
    };
    // The positions of the game so far, played from the start without `History`,
    // each with the ply where its window starts.
    let mut seen: Vec<(G, usize)> = Vec::with_capacity(start.moves().len() + moves.len() + 1);
    let play = |seen: &mut Vec<(G, usize)>, mv: G::Move| {
        let (last, window) = &seen[seen.len() - 1];
        let mut pos = last.clone();
        let window = if last.is_irreversible(mv) {
            seen.len()
        } else {
            *window
        };
        pos.play_unchecked(mv);
        seen.push((pos, window));
    };
    seen.push((start.start().clone(), 0));
    for &mv in start.moves() {
        play(&mut seen, mv);
    }
    let count = |h: &History<G>, seen: &[(G, usize)]| -> Result<(), CheckError> {
        let (now, window) = &seen[seen.len() - 1];
        if h.position().repetition_key() != now.repetition_key()
            || h.keys().current() != now.repetition_key()
        {
            return Err(fail(
                h,
                K::Repetition,
                "the newest key is not the position's".into(),
            ));
        }
        let mut brute = 0;
        for (ply, (p, _)) in seen.iter().enumerate().skip(*window) {
            let alike = same(p, now);
            brute += usize::from(alike);
            if alike != (p.repetition_key() == now.repetition_key()) {
                return Err(fail(
                    h,
                    K::Repetition,
                    format!("the position at ply {ply} is same {alike} but its key says otherwise"),
                ));
            }
        }
        let plies = seen.len() - 1 - window;
        if (h.repetitions(), h.reversible_plies()) == (brute, plies) {
            Ok(())
        } else {
            Err(fail(
                h,
                K::Repetition,
                format!(
                    "repetitions() is {} and reversible_plies() {}, but {brute} positions of \
                     the last {plies} plies are the same",
                    h.repetitions(),
                    h.reversible_plies()
                ),
            ))
        }
    };
    let mut h = start.clone();
    let mut before = Vec::with_capacity(moves.len());
    count(&h, &seen)?;
    let mut most = h.repetitions();
    for &mv in moves {
        let mut child = h.clone();
        h.play_unchecked_into(&mut child, mv);
        before.push(h.clone());
        if h.play(mv).is_err() {
            return Err(fail(
                &h,
                K::PlayRejected,
                format!("move {} of the walk is illegal", h.format_move(mv)),
            ));
        }
        if child != h {
            return Err(fail(
                &h,
                K::PlayIntoMismatch,
                "play_unchecked_into and play reach different histories".into(),
            ));
        }
        play(&mut seen, mv);
        count(&h, &seen)?;
        each(&h);
        most = most.max(h.repetitions());
    }
    while let Some(previous) = before.pop() {
        let last = moves[before.len()];
        let undone = h.undo();
        if undone != Some(last) || h != previous {
            return Err(fail(
                &h,
                K::Undo,
                format!(
                    "undo after ply {} returned {undone:?} and not the history before it",
                    before.len() + 1
                ),
            ));
        }
        seen.pop();
        count(&h, &seen)?;
        each(&h);
    }
    if start.moves().is_empty() && h.undo().is_some() {
        return Err(fail(
            &h,
            K::Undo,
            "undo at the start returned a move".into(),
        ));
    }
    Ok(most)
}
