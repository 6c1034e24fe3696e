//! The players, the four stone colours and the forty numbered stones.

use boardcore::Player;
use core::fmt;
use core::str::FromStr;

/// One of the two players: `A` plays brown and red, `B` green and blue.
///
/// Written `a` and `b` in the position string. `A` is [`Player::FIRST`] and moves
/// first from the standard start (rules, "Turn order").
///
/// The other crates name their side type `Color`; in Robijn a player plays two of
/// the four stone colours ([`Color`]), so the side is `Side`, with the same
/// conversions: `From<Side> for Player`, [`Side::from_player`] and
/// `TryFrom<Player>`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Side {
    /// Player A: brown stones 1-10 and red stones 11-20, starting on rows 1 and 2.
    #[default]
    A,
    /// Player B: green stones 1-10 and blue stones 11-20, starting on rows 10 and 9.
    B,
}

impl Side {
    /// Both sides, `A` first.
    pub const ALL: [Self; 2] = [Self::A, Self::B];

    /// Returns the other side.
    #[must_use]
    pub const fn opponent(self) -> Self {
        match self {
            Self::A => Self::B,
            Self::B => Self::A,
        }
    }

    /// Returns 0 for `A` and 1 for `B`.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Returns the two colours of this side: the 1-10 colour first (brown or green),
    /// then the 11-20 colour (red or blue).
    #[must_use]
    pub const fn colors(self) -> [Color; 2] {
        match self {
            Self::A => [Color::Brown, Color::Red],
            Self::B => [Color::Green, Color::Blue],
        }
    }

    /// Returns the letter of the side in the position string: `a` or `b`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Self::A => 'a',
            Self::B => 'b',
        }
    }
}

impl core::ops::Not for Side {
    type Output = Self;
    fn not(self) -> Self {
        self.opponent()
    }
}

impl From<Side> for Player {
    fn from(side: Side) -> Self {
        match side {
            Side::A => Self::FIRST,
            Side::B => Self::SECOND,
        }
    }
}

impl Side {
    /// Returns the side of seat `player` (`A` is [`Player::FIRST`]), or `None` for
    /// seats 2 and 3.
    #[must_use]
    pub const fn from_player(player: Player) -> Option<Self> {
        match player.index() {
            0 => Some(Self::A),
            1 => Some(Self::B),
            _ => None,
        }
    }
}

impl TryFrom<Player> for Side {
    type Error = Player;

    /// Converts seat 0 to `A` and seat 1 to `B`.
    ///
    /// # Errors
    ///
    /// Returns the player back if it is neither of the first two seats.
    fn try_from(player: Player) -> Result<Self, Player> {
        Self::from_player(player).ok_or(player)
    }
}

/// Writes the side in the game's words, `A` or `B` (player A, player B); the
/// position string writes [`Side::letter`].
impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::A => "A",
            Self::B => "B",
        })
    }
}

/// A colour of stones and of board fields (a field may also be white, written as
/// `Option<Color>` with `None` for white).
///
/// Brown and green are one colour pair, red and blue the other (rules, "Players and
/// stones" \[SEED\]).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Color {
    /// Player A's stones 1-10, letter `b`.
    Brown,
    /// Player A's stones 11-20, letter `r`.
    Red,
    /// Player B's stones 1-10, letter `g`.
    Green,
    /// Player B's stones 11-20, letter `u`.
    Blue,
}

impl Color {
    /// The four colours in index order.
    pub const ALL: [Self; 4] = [Self::Brown, Self::Red, Self::Green, Self::Blue];

    /// Returns the index of the colour: brown 0, red 1, green 2, blue 3.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Returns the side that plays this colour.
    #[must_use]
    pub const fn side(self) -> Side {
        match self {
            Self::Brown | Self::Red => Side::A,
            Self::Green | Self::Blue => Side::B,
        }
    }

    /// Returns the partner colour of the other side (brown and green, red and blue).
    #[must_use]
    pub const fn partner(self) -> Self {
        match self {
            Self::Brown => Self::Green,
            Self::Red => Self::Blue,
            Self::Green => Self::Brown,
            Self::Blue => Self::Red,
        }
    }

    /// Returns the letter of the colour in stone codes: `b`, `r`, `g` or `u`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Self::Brown => 'b',
            Self::Red => 'r',
            Self::Green => 'g',
            Self::Blue => 'u',
        }
    }

    /// Returns the colour of a stone-code letter (`b`, `r`, `g`, `u`).
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Self> {
        match letter {
            'b' => Some(Self::Brown),
            'r' => Some(Self::Red),
            'g' => Some(Self::Green),
            'u' => Some(Self::Blue),
            _ => None,
        }
    }

    /// Returns the numbers the stones of this colour carry: 1-10 for brown and green,
    /// 11-20 for red and blue.
    #[must_use]
    pub const fn numbers(self) -> core::ops::RangeInclusive<u8> {
        match self {
            Self::Brown | Self::Green => 1..=10,
            Self::Red | Self::Blue => 11..=20,
        }
    }
}

/// One of the forty numbered stones, such as brown 1 (`b1`) or blue 20 (`u20`).
///
/// Stone `index` runs 0..40: brown 1-10, red 11-20, green 1-10, blue 11-20. The
/// code is the colour letter then the number (`b1`..`b10`, `r11`..`r20`,
/// `g1`..`g10`, `u11`..`u20`), which is self-delimiting in the position string
/// (rules, "Notation").
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stone(u8);

impl Stone {
    /// The number of stones, 40.
    pub const COUNT: usize = 40;

    /// Returns stone `index` (0..40), or `None` past the last stone.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < Self::COUNT {
            Some(Self(index as u8))
        } else {
            None
        }
    }

    /// Returns the stone of `colour` with `number`, or `None` if that colour has no
    /// such number (brown and green carry 1-10, red and blue 11-20).
    #[must_use]
    pub const fn new(colour: Color, number: u8) -> Option<Self> {
        let ok = match colour {
            Color::Brown | Color::Green => number >= 1 && number <= 10,
            Color::Red | Color::Blue => number >= 11 && number <= 20,
        };
        if !ok {
            return None;
        }
        let base = match colour.side() {
            Side::A => 0,
            Side::B => 20,
        };
        Some(Self(base + number - 1))
    }

    /// Returns the index of the stone (0..40).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Returns the colour of the stone.
    #[must_use]
    pub const fn color(self) -> Color {
        Color::ALL[self.0 as usize / 10]
    }

    /// Returns the number on the stone (1-20).
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0 % 20 + 1
    }

    /// Returns the side that owns the stone.
    #[must_use]
    pub const fn side(self) -> Side {
        if self.0 < 20 { Side::A } else { Side::B }
    }

    /// Returns the opponent's stone of the partner colour with the same number: the
    /// stone whose start field is this stone's goal (rules, "Start and goal" \[SEED\]).
    #[must_use]
    pub const fn partner(self) -> Self {
        Self((self.0 + 20) % 40)
    }

    /// Iterates over all forty stones in index order.
    pub fn all() -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator + Clone {
        (0..Self::COUNT as u8).map(Self)
    }

    /// Iterates over the twenty stones of `side`.
    pub fn of(side: Side) -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator + Clone {
        let base = side.index() as u8 * 20;
        (base..base + 20).map(Self)
    }
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color().letter(), self.number())
    }
}

impl fmt::Debug for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The error of reading a [`Stone`] from its code: the text is not `b1`..`b10`,
/// `r11`..`r20`, `g1`..`g10` or `u11`..`u20`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid stone {0} (expected b1-b10, r11-r20, g1-g10 or u11-u20)")]
pub struct ParseStoneError(pub boardcore::Excerpt);

impl FromStr for Stone {
    type Err = ParseStoneError;

    /// Reads a stone code such as `b1` or `u20` (no leading zeros).
    ///
    /// # Errors
    ///
    /// Returns [`ParseStoneError`] if the text is not a stone code.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseStoneError(boardcore::Excerpt::new(s));
        let mut chars = s.chars();
        let colour = chars.next().and_then(Color::from_letter).ok_or_else(err)?;
        let digits = chars.as_str();
        // The first two tests are shortcuts: empty digits fail to parse, and three or
        // more digits without a leading zero are over 20, which `new` refuses (`&&`
        // for the first `||` is an equivalent mutant).
        if digits.is_empty()
            || digits.len() > 2
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(err());
        }
        let number = digits.parse::<u8>().map_err(|_| err())?;
        Self::new(colour, number).ok_or_else(err)
    }
}

// The serde impls are compiled only with the `serde` feature: a mutation run without
// it counts their mutants as missed, and with it `tests/serde.rs` catches them (their
// `Ok(Default::default())` mutants do not even build).
#[cfg(feature = "serde")]
impl serde::Serialize for Stone {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Stone {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn codes_round_trip() {
        for stone in Stone::all() {
            let code = stone.to_string();
            assert_eq!(code.parse::<Stone>(), Ok(stone));
            assert_eq!(Stone::new(stone.color(), stone.number()), Some(stone));
            assert_eq!(stone.partner().partner(), stone);
            assert_eq!(stone.partner().color(), stone.color().partner());
            assert_eq!(stone.partner().number(), stone.number());
            assert_eq!(stone.color().side(), stone.side());
            assert!(stone.color().numbers().contains(&stone.number()));
        }
        assert_eq!(Stone::new(Color::Red, 11).map(Stone::index), Some(10));
        assert_eq!(Stone::new(Color::Green, 1).map(Stone::index), Some(20));
        // Forty stones, indexes 0..40, and none past the last.
        assert_eq!(
            Stone::from_index(Stone::COUNT - 1).map(Stone::index),
            Some(39)
        );
        assert!(Stone::from_index(Stone::COUNT).is_none());
        for bad in [
            "", "b", "b0", "b11", "r10", "r21", "g01", "x1", "u", "u111", "b+1", "B1",
        ] {
            assert!(bad.parse::<Stone>().is_err(), "{bad}");
        }
        assert_eq!(Stone::of(Side::B).count(), 20);
        for side in Side::ALL {
            assert_eq!(Side::from_player(side.into()), Some(side));
            assert_eq!(Side::try_from(Player::from(side)), Ok(side));
        }
        assert_eq!(Side::from_player(Player::THIRD), None);
        assert_eq!(Side::try_from(Player::FOURTH), Err(Player::FOURTH));
        assert_eq!(
            (Side::A.to_string(), Side::B.to_string()),
            ("A".into(), "B".into())
        );
        assert!(Stone::of(Side::B).all(|s| s.side() == Side::B));
    }
}
