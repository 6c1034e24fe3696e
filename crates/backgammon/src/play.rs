//! Plays: the checker steps of one roll.

use core::fmt;
use core::str::FromStr;

/// One checker moved by one die, in the mover's numbering: from `from` (1..=24, or 25
/// for the bar) to `to` (1..=24, or 0 for borne off).
///
/// A step moves at most 6 pips; a bear-off step may use a die larger than its distance.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Step {
    from: u8,
    to: u8,
}

impl Step {
    /// Returns the step from `from` to `to`.
    ///
    /// # Errors
    ///
    /// Returns [`PlayError::Step`] unless `from` is 1..=25, `to` is 0..=24 and the step
    /// goes 1 to 6 pips forward (downward).
    pub const fn new(from: u8, to: u8) -> Result<Self, PlayError> {
        if from >= 1 && from <= 25 && to <= 24 && from > to && from - to <= 6 {
            Ok(Self { from, to })
        } else {
            Err(PlayError::Step { from, to })
        }
    }

    pub(crate) const fn new_unchecked(from: u8, to: u8) -> Self {
        Self { from, to }
    }

    /// Returns the point the checker leaves (25 for the bar).
    #[must_use]
    pub const fn from(self) -> u8 {
        self.from
    }

    /// Returns the point the checker reaches (0 when borne off).
    #[must_use]
    pub const fn to(self) -> u8 {
        self.to
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_point(f, self.from)?;
        f.write_str("/")?;
        write_point(f, self.to)
    }
}

pub(crate) fn write_point(f: &mut impl fmt::Write, p: u8) -> fmt::Result {
    match p {
        25 => f.write_str("bar"),
        0 => f.write_str("off"),
        p => write!(f, "{p}"),
    }
}

/// A play: the checker steps of one roll (none to four), a context-free move.
///
/// The steps are kept in a canonical order (from the rearmost checker forward), so two
/// orders of the same steps are equal plays. Two plays may still differ as values and
/// reach the same position (`13/8 8/7` and `13/12 12/7` when nothing is hit): the game
/// accepts either, as plays are identified by the position they reach (see
/// [`crate::GameState`]).
///
/// `Display` writes each step on its own, context-free (`24/18 13/10`, `bar/22`,
/// `6/off`; the empty play is `none`); the gnubg notation with hits and grouping
/// (`24/21*/20`, `6/5(2)`) needs the position: [`crate::notation::gnubg`].
/// `FromStr` reads that raw form, chains (`24/18/13`) and repeats (`6/5(2)`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Play {
    steps: [Step; 4],
    len: u8,
}

/// What is wrong with a play.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PlayError {
    /// A step does not go 1 to 6 pips from a point or the bar to a point or off.
    #[error("invalid step {from}/{to}")]
    Step {
        /// The origin.
        from: u8,
        /// The destination.
        to: u8,
    },
    /// More than four steps.
    #[error("a play has at most 4 steps, not {0}")]
    TooManySteps(usize),
    /// The text is not a play.
    #[error("invalid play {0}")]
    Syntax(boardcore::Excerpt),
}

impl Default for Play {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl Play {
    /// The empty play: no checker can move.
    pub const EMPTY: Self = Self {
        steps: [Step { from: 0, to: 0 }; 4],
        len: 0,
    };

    /// Returns the play of `steps` (at most 4), in any order.
    ///
    /// # Errors
    ///
    /// Returns [`PlayError::TooManySteps`] for more than 4 steps.
    pub fn new(steps: &[Step]) -> Result<Self, PlayError> {
        if steps.len() > 4 {
            return Err(PlayError::TooManySteps(steps.len()));
        }
        let mut play = Self::EMPTY;
        play.steps[..steps.len()].copy_from_slice(steps);
        play.len = steps.len() as u8;
        play.canonicalize();
        Ok(play)
    }

    /// Sorts the steps from the rearmost forward (descending origin, then destination);
    /// the unused slots stay zero.
    #[inline]
    pub(crate) fn canonicalize(&mut self) {
        let n = usize::from(self.len);
        // Insertion sort of at most 4 elements.
        for i in 1..n {
            let mut j = i;
            while j > 0 && self.steps[j - 1] < self.steps[j] {
                self.steps.swap(j - 1, j);
                j -= 1;
            }
        }
    }

    #[inline]
    pub(crate) fn push_unchecked(&mut self, step: Step) {
        self.steps[usize::from(self.len)] = step;
        self.len += 1;
    }

    /// The play of two steps, put in canonical order.
    #[inline(always)]
    pub(crate) fn two(a: Step, b: Step) -> Self {
        let (x, y) = if a >= b { (a, b) } else { (b, a) };
        Self {
            steps: [x, y, Step { from: 0, to: 0 }, Step { from: 0, to: 0 }],
            len: 2,
        }
    }

    /// The play of one step.
    #[inline(always)]
    pub(crate) fn one(a: Step) -> Self {
        let z = Step { from: 0, to: 0 };
        Self {
            steps: [a, z, z, z],
            len: 1,
        }
    }

    #[inline]
    pub(crate) fn pop_unchecked(&mut self) {
        self.len -= 1;
        self.steps[usize::from(self.len)] = Step { from: 0, to: 0 };
    }

    /// Returns the steps, from the rearmost checker forward.
    #[must_use]
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len)]
    }

    /// Returns the number of steps (0 to 4).
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Tests if this is the empty play.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Returns the pips the play moves (a bear-off step counts its distance to off).
    #[must_use]
    pub fn pips(&self) -> u32 {
        self.steps().iter().map(|s| u32::from(s.from - s.to)).sum()
    }
}

impl fmt::Debug for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Play({self})")
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("none");
        }
        for (i, s) in self.steps().iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

/// Reads a point: a number 0..=25, `bar` or `off` (any case).
pub(crate) fn parse_point(s: &str) -> Option<u8> {
    let s = s.trim_end_matches('*');
    if s.eq_ignore_ascii_case("bar") || s.eq_ignore_ascii_case("b") {
        Some(25)
    } else if s.eq_ignore_ascii_case("off") || s.eq_ignore_ascii_case("o") {
        Some(0)
    } else {
        s.parse::<u8>().ok().filter(|&p| p <= 25)
    }
}

/// Splits a play in text into movements `(from, to)`: tokens `a/b/c...` (chains),
/// optional `*` after a point, optional `(n)` repeat (1 to 4). Returns `None` on
/// syntax errors. Movements may span several dice.
pub(crate) fn parse_movements(text: &str) -> Option<smallvec::SmallVec<[(u8, u8); 8]>> {
    let mut out = smallvec::SmallVec::new();
    let t = text.trim();
    if t.is_empty()
        || t.eq_ignore_ascii_case("none")
        || t == "-"
        || t.eq_ignore_ascii_case("pass")
        || t.eq_ignore_ascii_case("cannot move")
    {
        return Some(out);
    }
    for token in t.split([' ', ',']).filter(|s| !s.is_empty()) {
        let (body, repeat) = match token.find('(') {
            Some(i) => {
                let r = token[i + 1..].strip_suffix(')')?;
                let n: u8 = r.parse().ok().filter(|n| (1..=4).contains(n))?;
                (&token[..i], n)
            }
            None => (token, 1),
        };
        let points: smallvec::SmallVec<[u8; 6]> =
            body.split('/').map(parse_point).collect::<Option<_>>()?;
        if points.len() < 2 {
            return None;
        }
        for _ in 0..repeat {
            for w in points.windows(2) {
                if w[0] <= w[1] {
                    return None;
                }
                out.push((w[0], w[1]));
                if out.len() > 8 {
                    return None;
                }
            }
        }
    }
    Some(out)
}

impl FromStr for Play {
    type Err = PlayError;

    /// Reads the raw form of [`Play`]'s `Display`: single-die steps, chains and repeats
    /// (`24/18 13/10`, `24/18/13`, `6/5(2)`, `bar/22`, `6/off`, `none`); `*` marks are
    /// ignored. A movement of more than 6 pips is an error here, since splitting it
    /// into dice needs the position and the roll ([`crate::Position::resolve_play`]).
    fn from_str(s: &str) -> Result<Self, PlayError> {
        let moves = parse_movements(s).ok_or_else(|| PlayError::Syntax(s.into()))?;
        if moves.len() > 4 {
            return Err(PlayError::TooManySteps(moves.len()));
        }
        let mut steps = smallvec::SmallVec::<[Step; 4]>::new();
        for (from, to) in moves {
            steps.push(Step::new(from, to)?);
        }
        Self::new(&steps)
    }
}
