//! Notations: plays in GNU Backgammon's notation, and the gnubg and eXtreme Gammon
//! identifiers of positions and match states.

use crate::play::{parse_movements, write_point};
use crate::{Dice, Play, Position};
use alloc::string::String;
use core::fmt::Write;

/// Why a play in text or as movements could not be resolved to a legal play.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ResolvePlayError {
    /// The text is not a play.
    #[error("invalid play notation {0}")]
    Syntax(boardcore::Excerpt),
    /// A movement does not go forward from a point or the bar (1..=25) to a point or
    /// off (0..=24).
    #[error("invalid movement {from}/{to}")]
    Movement {
        /// The origin (25 = bar).
        from: u8,
        /// The destination (0 = off).
        to: u8,
    },
    /// A movement starts where the mover has no checker left.
    #[error("no checker to move from point {0}")]
    NoChecker(u8),
    /// No legal play of the roll reaches the position the movements reach.
    #[error("no legal play of {dice} is {text}")]
    Illegal {
        /// The roll.
        dice: Dice,
        /// The movements, as `from/to` pairs.
        text: boardcore::Excerpt,
    },
    /// The movements play less of the roll than the rules ask: the rule they break.
    #[error("illegal play {text} of {dice}: {rule}")]
    DiceRule {
        /// The roll.
        dice: Dice,
        /// The movements, as `from/to` pairs.
        text: boardcore::Excerpt,
        /// The rule.
        rule: crate::DiceRule,
    },
    /// Several legal plays reach the same checkers but hit differently, and the
    /// movements do not say which.
    #[error("ambiguous play {0} (say which blots are hit)")]
    Ambiguous(String),
}

fn movements_text(moves: &[(u8, u8)]) -> String {
    let mut s = String::new();
    for (i, &(from, to)) in moves.iter().enumerate() {
        if i > 0 {
            s.push(' ');
        }
        let _ = write_point(&mut s, from);
        s.push('/');
        let _ = write_point(&mut s, to);
    }
    if s.is_empty() {
        s.push_str("none");
    }
    s
}

impl Position {
    /// Returns the unique legal play of `dice` that moves the checkers as `moves` says.
    ///
    /// Each `(from, to)` is one checker's movement in the mover's numbering (1..=24 the
    /// points, 25 the bar, 0 off); it may span several dice (`(24, 14)` with 6-4, or
    /// `(24, 18)` then `(18, 14)`), and the movements may come in any order. Blots on a
    /// movement's destination are hit (hits are implied); a checker passing over an
    /// intermediate point that is not listed does not hit there, unless no legal play
    /// reaches the movements that way and exactly one legal play moves the same
    /// checkers. An empty `moves` is the empty play, legal only when nothing can move.
    ///
    /// ```
    /// use backgammon::{Dice, Position};
    ///
    /// let start = Position::default();
    /// let play = start.resolve_play(Dice::new(6, 4)?, &[(24, 14)])?;
    /// assert_eq!(play.to_string(), "24/18 18/14");
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// Returns a [`ResolvePlayError`]: a movement that is not forward, starts where
    /// there is no checker, reaches a position no legal play reaches, or fits several
    /// legal plays that differ only in their hits.
    pub fn resolve_play(&self, dice: Dice, moves: &[(u8, u8)]) -> Result<Play, ResolvePlayError> {
        for &(from, to) in moves {
            // (`to` below `from` is at most 24.)
            if !(1..=25).contains(&from) || to >= from {
                return Err(ResolvePlayError::Movement { from, to });
            }
        }
        let mut sorted: smallvec::SmallVec<[(u8, u8); 8]> = moves.iter().copied().collect();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        // The position the movements reach, hitting only on their destinations.
        let mut b = self.board;
        for &(from, to) in &sorted {
            let (from, to) = (usize::from(from), usize::from(to));
            if b[from] <= 0 {
                return Err(ResolvePlayError::NoChecker(from as u8));
            }
            b[from] -= 1;
            if to > 0 {
                if b[to] < -1 {
                    return Err(ResolvePlayError::Illegal {
                        dice,
                        text: boardcore::Excerpt::new(&movements_text(moves)),
                    });
                }
                if b[to] == -1 {
                    b[to] = 0;
                    b[0] -= 1;
                }
                b[to] += 1;
            }
        }
        let mover_side = |board: &[i8; 26]| -> [i8; 26] {
            let mut m = *board;
            for c in &mut m[1..] {
                *c = (*c).max(0);
            }
            m[0] = 0;
            m
        };
        let target_mover = mover_side(&b);
        let mut exact = None;
        let mut same_checkers: smallvec::SmallVec<[Play; 4]> = smallvec::SmallVec::new();
        let mut any = false;
        self.for_each_play(dice, |child, play| {
            any = true;
            if child.board == b {
                exact = Some(*play);
            } else if mover_side(&child.board) == target_mover {
                same_checkers.push(*play);
            }
        });
        if !any && moves.is_empty() {
            return Ok(Play::EMPTY);
        }
        if let Some(p) = exact {
            return Ok(p);
        }
        match same_checkers.as_slice() {
            [p] => Ok(*p),
            [] => Err(match self.broken_dice_rule(dice, moves) {
                Some(rule) => ResolvePlayError::DiceRule {
                    dice,
                    text: boardcore::Excerpt::new(&movements_text(moves)),
                    rule,
                },
                None => ResolvePlayError::Illegal {
                    dice,
                    text: boardcore::Excerpt::new(&movements_text(moves)),
                },
            }),
            _ => Err(ResolvePlayError::Ambiguous(movements_text(moves))),
        }
    }

    /// Returns the position after `play` of `dice`, still seen from the mover
    /// (call [`Position::flipped`] for the opponent's turn), or `None` if no legal play
    /// reaches that position. This is lenient: any route to a listed position will do
    /// (`24/18` with 4-2, like the listed `24/20 20/18`); [`Position::is_legal_play`]
    /// is the strict test.
    ///
    /// ```
    /// use backgammon::{Dice, Position};
    ///
    /// let start = Position::default();
    /// let play = "8/5 6/5".parse()?;
    /// let after = start.after_play(Dice::new(3, 1)?, &play).expect("legal");
    /// assert_eq!(after.mover_pips(), 163);
    /// // No die of 3-1 moves 2 pips.
    /// assert_eq!(start.after_play(Dice::new(3, 1)?, &"24/22".parse()?), None);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn after_play(&self, dice: Dice, play: &Play) -> Option<Self> {
        if play.is_empty() {
            return (self.count_plays(dice) == 0).then_some(*self);
        }
        let target = self.after_checked(play)?;
        let mut found = false;
        self.for_each_play(dice, |child, _| found |= *child == target);
        found.then_some(target)
    }

    /// Tests if `play` is a legal play of `dice` here, as listed: one of the plays
    /// [`Position::plays`] lists, each the canonical play of its resulting
    /// position. Another route to a listed position (`24/18` for the listed
    /// `24/20 20/18` of 4-2) is not; [`Position::resolve_play`] and
    /// [`gnubg::read`] map such a written play to the listed one, and
    /// [`Position::after_play`] accepts it.
    #[must_use]
    pub fn is_legal_play(&self, dice: Dice, play: &Play) -> bool {
        if play.is_empty() {
            return self.count_plays(dice) == 0;
        }
        // Cheap structural checks before generating.
        for s in play.steps() {
            if self.board[usize::from(s.from())] <= 0
                && !play.steps().iter().any(|t| t.to() == s.from())
            {
                return false;
            }
        }
        if self.after_checked(play).is_none() {
            return false;
        }
        // A `Play` is always in canonical step order, so comparing plays is exact.
        let mut found = false;
        self.for_each_play(dice, |_, p| found |= p == play);
        found
    }

    /// Returns the position after the steps of `play`, or `None` if a step starts where
    /// there is no checker or lands on a point the opponent holds.
    pub(crate) fn after_checked(&self, play: &Play) -> Option<Self> {
        let mut b = self.board;
        for s in play.steps() {
            let (from, to) = (usize::from(s.from()), usize::from(s.to()));
            if b[from] <= 0 {
                return None;
            }
            b[from] -= 1;
            if to > 0 {
                if b[to] < -1 {
                    return None;
                }
                if b[to] == -1 {
                    b[to] = 0;
                    b[0] -= 1;
                }
                b[to] += 1;
            }
        }
        Some(Self { board: b })
    }
}

/// GNU Backgammon's play notation: `24/18 13/10`, `bar/22`, `6/off`, `13/7*`,
/// `6/5(2)`, `24/21*/20`.
pub mod gnubg {
    use super::{ResolvePlayError, String, Write, parse_movements, write_point};
    use crate::{Dice, Play, Position};

    /// Writes legal `play` of `pos` exactly as gnubg 1.07 writes it (its `FormatMove`):
    /// steps from the rearmost checker forward, one checker's steps joined (`24/20`)
    /// unless it hits on the way (`24/21*/20`), a `*` after each point where a blot is
    /// hit (once per point), and repeated movements counted (`6/5(2)`). The empty play
    /// is the empty string, as gnubg leaves it.
    #[must_use]
    pub fn write(pos: &Position, play: &Play) -> String {
        // Paths: up to 4 rows of points, source first.
        let mut paths: [[u8; 5]; 4] = [[0; 5]; 4];
        let mut lens = [0usize; 4]; // number of points after the source
        let mut alive = [false; 4];
        let n = play.len();
        for (i, s) in play.steps().iter().enumerate() {
            paths[i][0] = s.from();
            paths[i][1] = s.to();
            lens[i] = 1;
            alive[i] = true;
        }
        let blot = |p: u8| (1..=24).contains(&p) && pos.board[usize::from(p)] < 0;
        // Combine moves of a single checker.
        for i in 0..n {
            for j in i..n {
                if alive[i] && alive[j] && i != j && paths[i][lens[i]] == paths[j][0] {
                    let dest_j = paths[j][lens[j]];
                    if blot(paths[i][lens[i]]) {
                        lens[i] += 1;
                        paths[i][lens[i]] = dest_j;
                    } else {
                        paths[i][lens[i]] = dest_j;
                    }
                    alive[j] = false;
                }
            }
        }
        let rows: smallvec::SmallVec<[usize; 4]> = (0..n).filter(|&i| alive[i]).collect();
        let mut count = [0u8; 4];
        let mut keep = [false; 4];
        for k in 0..rows.len() {
            count[k] = 1;
            keep[k] = true;
        }
        for a in 0..rows.len() {
            if !keep[a] {
                continue;
            }
            for b in a + 1..rows.len() {
                let (i, j) = (rows[a], rows[b]);
                if keep[b] && lens[i] == lens[j] && paths[i][..=lens[i]] == paths[j][..=lens[j]] {
                    count[a] += 1;
                    keep[b] = false;
                }
            }
        }
        let mut out = String::new();
        let mut hit_marked = 0u32;
        let mut first = true;
        for (a, &i) in rows.iter().enumerate() {
            if !keep[a] {
                continue;
            }
            if !first {
                out.push(' ');
            }
            first = false;
            let _ = write_point(&mut out, paths[i][0]);
            for &p in &paths[i][1..=lens[i]] {
                out.push('/');
                let _ = write_point(&mut out, p);
                if blot(p) && hit_marked & (1 << p) == 0 {
                    out.push('*');
                    hit_marked |= 1 << p;
                }
            }
            if count[a] > 1 {
                let _ = write!(out, "({})", count[a]);
            }
        }
        out
    }

    /// Reads a play of `dice` in `pos` leniently: gnubg's notation and the common
    /// variants (`24/18 13/10`, `bar/22` or `25/22`, `6/off` or `6/0`, `13/7*` with or
    /// without the `*`, `6/5(2)`, `24/21*/20`, `24/20`, commas between movements, and
    /// empty, `none` or `-` for no play). Movements may span several dice; see
    /// [`Position::resolve_play`].
    ///
    /// # Errors
    ///
    /// Returns [`ResolvePlayError::Syntax`] if the text is no play, and the other
    /// [`ResolvePlayError`]s if it is not exactly one legal play.
    pub fn read(pos: &Position, dice: Dice, text: &str) -> Result<Play, ResolvePlayError> {
        let moves = parse_movements(text).ok_or_else(|| ResolvePlayError::Syntax(text.into()))?;
        pos.resolve_play(dice, &moves)
    }
}
