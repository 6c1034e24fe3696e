//! A roll of the two dice.

use core::fmt;
use core::str::FromStr;

/// A roll of two dice, each 1 to 6, kept as (higher, lower): `31` and `13` are the same
/// roll. A double (`66`) plays its number four times.
///
/// `Display` writes the two digits, higher first (`31`, `66`); `FromStr` reads two
/// digits in either order, optionally separated by `-` or a space (`31`, `1-3`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Dice {
    high: u8,
    low: u8,
}

/// The error of making or reading a [`Dice`]: a die is not 1 to 6, or the text is not
/// two dice.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid dice {0} (expected two dice 1 to 6, such as 31 or 66)")]
pub struct DiceError(pub boardcore::Excerpt);

impl Dice {
    /// The 21 distinct rolls: doubles from `11` to `66`, then the others.
    pub const ALL: [Self; 21] = {
        let mut all = [Self { high: 1, low: 1 }; 21];
        let mut n = 0;
        let mut d = 1;
        while d <= 6 {
            all[n] = Self { high: d, low: d };
            n += 1;
            d += 1;
        }
        let mut high = 2;
        while high <= 6 {
            let mut low = 1;
            while low < high {
                all[n] = Self { high, low };
                n += 1;
                low += 1;
            }
            high += 1;
        }
        all
    };

    /// Returns the roll of dice `a` and `b` (in any order).
    ///
    /// # Errors
    ///
    /// Returns [`DiceError`] unless both are 1 to 6.
    pub fn new(a: u8, b: u8) -> Result<Self, DiceError> {
        if (1..=6).contains(&a) && (1..=6).contains(&b) {
            Ok(Self {
                high: a.max(b),
                low: a.min(b),
            })
        } else {
            Err(DiceError(boardcore::Excerpt::new(&alloc::format!(
                "{a}-{b}"
            ))))
        }
    }

    /// The roll of dice `a` and `b`, both 1 to 6 (not checked).
    #[inline]
    pub(crate) const fn new_unchecked(a: u8, b: u8) -> Self {
        if a >= b {
            Self { high: a, low: b }
        } else {
            Self { high: b, low: a }
        }
    }

    /// Returns the higher die.
    #[must_use]
    pub const fn high(self) -> u8 {
        self.high
    }

    /// Returns the lower die.
    #[must_use]
    pub const fn low(self) -> u8 {
        self.low
    }

    /// Tests if both dice show the same number.
    #[must_use]
    pub const fn is_double(self) -> bool {
        self.high == self.low
    }

    /// Returns the number of pips the roll moves when played in full: the sum of the
    /// dice, twice that for a double (four moves).
    #[must_use]
    pub const fn pips(self) -> u32 {
        if self.is_double() {
            4 * self.high as u32
        } else {
            (self.high + self.low) as u32
        }
    }

    /// Returns the chance weight of the roll out of 36: 1 for a double, 2 otherwise.
    #[must_use]
    pub const fn weight(self) -> u32 {
        if self.is_double() { 1 } else { 2 }
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.high, self.low)
    }
}

impl FromStr for Dice {
    type Err = DiceError;

    fn from_str(s: &str) -> Result<Self, DiceError> {
        let err = || DiceError(s.into());
        let digits: alloc::vec::Vec<u8> = s
            .trim()
            .bytes()
            .filter(|&c| c != b'-' && c != b' ')
            .collect();
        match digits.as_slice() {
            &[a, b] if a.is_ascii_digit() && b.is_ascii_digit() => {
                Self::new(a - b'0', b - b'0').map_err(|_| err())
            }
            _ => Err(err()),
        }
    }
}
