//! The task language of the fame fields: small typed predicates on the active
//! player's state.

use crate::{Loot, Supply};
use alloc::borrow::Cow;
use core::fmt;
use core::str::FromStr;

/// A comparison of a task.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Cmp {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `=`
    Eq,
    /// `>=`
    Ge,
    /// `>`
    Gt,
}

impl Cmp {
    /// Returns `a <op> b`.
    #[must_use]
    pub const fn holds(self, a: u32, b: u32) -> bool {
        match self {
            Self::Lt => a < b,
            Self::Le => a <= b,
            Self::Eq => a == b,
            Self::Ge => a >= b,
            Self::Gt => a > b,
        }
    }

    const fn symbol(self) -> &'static str {
        match self {
            Self::Lt => "<",
            Self::Le => "<=",
            Self::Eq => "=",
            Self::Ge => ">=",
            Self::Gt => ">",
        }
    }
}

/// A quantity of a player's supply that a task compares.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Quantity {
    /// The loot tiles of one colour: `loot(c)`.
    Loot(Loot),
    /// The loot tiles of all colours: `total`.
    TotalLoot,
    /// The number of colours of which the player has loot: `distinct`.
    Distinct,
    /// The gold (coins): `gold`.
    Gold,
}

impl Quantity {
    /// Returns the quantity's value in `supply`.
    #[must_use]
    pub fn of(self, supply: &Supply) -> u32 {
        match self {
            Self::Loot(c) => supply.loot(c),
            Self::TotalLoot => supply.total_loot(),
            Self::Distinct => supply.distinct_colours(),
            Self::Gold => supply.gold(),
        }
    }
}

/// How the two Robins stand to each other, for a task.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Relation {
    /// At striking distance: a knight move apart (`knight`).
    Knight,
    /// Diagonally adjacent (`diagonal`).
    Diagonal,
    /// Orthogonally adjacent (`orthogonal`).
    Orthogonal,
}

/// The task of a fame field: a predicate on the active player's state.
///
/// Written (and read by [`FromStr`], spaces allowed anywhere) as
///
/// | task | meaning |
/// |---|---|
/// | `loot(c) >= n` | at least `n` loot tiles of colour `c` (any comparison) |
/// | `distinct = n` | loot of exactly `n` colours (`>=`, `<=`, ...) |
/// | `total < n` | fewer than `n` loot tiles in all |
/// | `gold >= n` | at least `n` gold |
/// | `gold > opponent` | more gold than the opponent (any quantity, any comparison) |
/// | `corner` | own Robin on a corner square |
/// | `knight`, `diagonal`, `orthogonal` | the two Robins a knight move apart, diagonally or orthogonally adjacent |
/// | `sold` | sold a collection this turn |
///
/// `c` is a colour digit here; content files may name colours instead
/// ([`Task::parse_with`]).
///
/// # Examples
///
/// ```
/// use locksley::Task;
///
/// let task: Task = "loot(2) >= 3".parse()?;
/// assert_eq!(task.to_string(), "loot(2)>=3");
/// assert!("gold>opponent".parse::<Task>().is_ok());
/// assert!("gold >> 3".parse::<Task>().is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Task {
    /// A quantity compared with a number.
    Count {
        /// The quantity of the active player.
        quantity: Quantity,
        /// The comparison.
        cmp: Cmp,
        /// The number.
        n: u8,
    },
    /// A quantity of the active player compared with the same of the opponent.
    VersusOpponent {
        /// The quantity.
        quantity: Quantity,
        /// `mine <cmp> theirs`.
        cmp: Cmp,
    },
    /// The active player's Robin is on a corner square.
    RobinInCorner,
    /// The two Robins stand so.
    Robins(Relation),
    /// The active player sold a collection this turn.
    SoldThisTurn,
}

impl Default for Task {
    /// `sold`, the filler of unused track entries.
    fn default() -> Self {
        Self::SoldThisTurn
    }
}

/// The corner squares a1, e1, a5 and e5 as a mask. (The bits are disjoint: `^` for
/// `|` is an equivalent mutant.)
const CORNERS: u32 = 1 | 1 << 4 | 1 << 20 | 1 << 24;

/// For each square, the squares a knight move away, diagonally adjacent and
/// orthogonally adjacent, as masks.
static NEAR: [[u32; 25]; 3] = {
    let mut t = [[0u32; 25]; 3];
    let mut a = 0usize;
    while a < 25 {
        let mut b = 0usize;
        // `b <= 25` would only set bit 25, which no square reads: an equivalent mutant.
        while b < 25 {
            let df = (a % 5).abs_diff(b % 5);
            let dr = (a / 5).abs_diff(b / 5);
            if df * dr == 2 {
                t[0][a] |= 1 << b;
            }
            if df == 1 && dr == 1 {
                t[1][a] |= 1 << b;
            }
            if df + dr == 1 {
                t[2][a] |= 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    t
};

/// What a task sees: both supplies, both Robins and whether the player sold this turn.
#[derive(Copy, Clone, Debug)]
pub(crate) struct TaskContext<'a> {
    pub(crate) me: &'a Supply,
    pub(crate) them: &'a Supply,
    /// The square indexes (0 to 24) of the two Robins.
    pub(crate) my_robin: u8,
    pub(crate) their_robin: u8,
    pub(crate) sold: bool,
}

impl Task {
    /// Returns the largest colour index the task names, if any.
    #[must_use]
    pub const fn colour(self) -> Option<Loot> {
        match self {
            Self::Count {
                quantity: Quantity::Loot(c),
                ..
            }
            | Self::VersusOpponent {
                quantity: Quantity::Loot(c),
                ..
            } => Some(c),
            _ => None,
        }
    }

    /// Tests if the task holds in `cx`.
    #[inline]
    pub(crate) fn holds(self, cx: &TaskContext<'_>) -> bool {
        match self {
            Self::Count { quantity, cmp, n } => cmp.holds(quantity.of(cx.me), u32::from(n)),
            Self::VersusOpponent { quantity, cmp } => {
                cmp.holds(quantity.of(cx.me), quantity.of(cx.them))
            }
            Self::RobinInCorner => CORNERS >> (cx.my_robin & 31) & 1 == 1,
            Self::Robins(rel) => {
                let table = match rel {
                    Relation::Knight => &NEAR[0],
                    Relation::Diagonal => &NEAR[1],
                    Relation::Orthogonal => &NEAR[2],
                };
                table[usize::from(cx.my_robin) % 25] >> (cx.their_robin & 31) & 1 == 1
            }
            Self::SoldThisTurn => cx.sold,
        }
    }

    /// Reads a task, naming colours by digit or through `colour` (a content set's
    /// names): `loot(red) >= 2`.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseTaskError`] saying what is wrong.
    pub fn parse_with(
        text: &str,
        colour: impl Fn(&str) -> Option<Loot>,
    ) -> Result<Self, ParseTaskError> {
        let err = |why: &'static str| ParseTaskError {
            text: boardcore::Excerpt::new(text),
            why,
        };
        // Spaces are allowed anywhere (content files); copy only when there are some.
        let compact: Cow<'_, str> = if text.contains(char::is_whitespace) {
            Cow::Owned(text.chars().filter(|c| !c.is_whitespace()).collect())
        } else {
            Cow::Borrowed(text)
        };
        let t = compact.as_ref();
        match t {
            "corner" => return Ok(Self::RobinInCorner),
            "knight" => return Ok(Self::Robins(Relation::Knight)),
            "diagonal" => return Ok(Self::Robins(Relation::Diagonal)),
            "orthogonal" => return Ok(Self::Robins(Relation::Orthogonal)),
            "sold" => return Ok(Self::SoldThisTurn),
            _ => {}
        }
        let (quantity, rest) = if let Some(rest) = t.strip_prefix("loot(") {
            let close = rest.find(')').ok_or_else(|| err("missing ) after loot("))?;
            let name = &rest[..close];
            let c = name
                .parse::<Loot>()
                .ok()
                .or_else(|| colour(name))
                .ok_or_else(|| err("unknown colour in loot(...)"))?;
            (Quantity::Loot(c), &rest[close + 1..])
        } else if let Some(rest) = t.strip_prefix("total") {
            (Quantity::TotalLoot, rest)
        } else if let Some(rest) = t.strip_prefix("distinct") {
            (Quantity::Distinct, rest)
        } else if let Some(rest) = t.strip_prefix("gold") {
            (Quantity::Gold, rest)
        } else {
            return Err(err(
                "expected loot(c), total, distinct, gold, corner, knight, diagonal, orthogonal or sold",
            ));
        };
        let (cmp, rhs) = [
            ("<=", Cmp::Le),
            (">=", Cmp::Ge),
            ("<", Cmp::Lt),
            (">", Cmp::Gt),
            ("=", Cmp::Eq),
        ]
        .into_iter()
        .find_map(|(sym, cmp)| rest.strip_prefix(sym).map(|r| (cmp, r)))
        .ok_or_else(|| err("expected a comparison (<, <=, =, >=, >)"))?;
        if rhs == "opponent" {
            return Ok(Self::VersusOpponent { quantity, cmp });
        }
        if rhs.is_empty() || !rhs.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err("expected a number from 0 to 255 or `opponent`"));
        }
        let n = rhs
            .parse::<u8>()
            .map_err(|_| err("expected a number from 0 to 255 or `opponent`"))?;
        Ok(Self::Count { quantity, cmp, n })
    }
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Loot(c) => write!(f, "loot({c})"),
            Self::TotalLoot => f.write_str("total"),
            Self::Distinct => f.write_str("distinct"),
            Self::Gold => f.write_str("gold"),
        }
    }
}

impl fmt::Display for Task {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Count { quantity, cmp, n } => write!(f, "{quantity}{}{n}", cmp.symbol()),
            Self::VersusOpponent { quantity, cmp } => {
                write!(f, "{quantity}{}opponent", cmp.symbol())
            }
            Self::RobinInCorner => f.write_str("corner"),
            Self::Robins(Relation::Knight) => f.write_str("knight"),
            Self::Robins(Relation::Diagonal) => f.write_str("diagonal"),
            Self::Robins(Relation::Orthogonal) => f.write_str("orthogonal"),
            Self::SoldThisTurn => f.write_str("sold"),
        }
    }
}

/// The error of reading a [`Task`]: the text (an excerpt) and what is wrong with it.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid task {text}: {why}")]
pub struct ParseTaskError {
    /// The text that was read (at most its first 60 characters).
    pub text: boardcore::Excerpt,
    /// What is wrong.
    pub why: &'static str,
}

impl FromStr for Task {
    type Err = ParseTaskError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse_with(s, |_| None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// `holds` of a Robins task for Robins on squares `a` and `b` (0 to 24).
    fn robins(rel: Relation, a: u8, b: u8) -> bool {
        let supply = Supply::default();
        Task::Robins(rel).holds(&TaskContext {
            me: &supply,
            them: &supply,
            my_robin: a,
            their_robin: b,
            sold: false,
        })
    }

    /// The relations of the Robins against files and ranks: a knight move is one
    /// and two apart, diagonal one and one, orthogonal one and none.
    #[test]
    fn the_robin_relations_follow_files_and_ranks() {
        for a in 0..25u8 {
            for b in 0..25u8 {
                let (fa, ra) = (i32::from(a % 5), i32::from(a / 5));
                let (fb, rb) = (i32::from(b % 5), i32::from(b / 5));
                let mut d = [(fa - fb).abs(), (ra - rb).abs()];
                d.sort_unstable();
                assert_eq!(robins(Relation::Knight, a, b), d == [1, 2], "{a} {b}");
                assert_eq!(robins(Relation::Diagonal, a, b), d == [1, 1], "{a} {b}");
                assert_eq!(robins(Relation::Orthogonal, a, b), d == [0, 1], "{a} {b}");
            }
        }
        // c3 (12) sees 8 knight squares; a1 (0) sees b3 (11) and c2 (7).
        assert_eq!(
            (0..25).filter(|&b| robins(Relation::Knight, 12, b)).count(),
            8
        );
        let a1: Vec<u8> = (0..25)
            .filter(|&b| robins(Relation::Knight, 0, b))
            .collect();
        assert_eq!(a1, [7, 11]);
    }
}
