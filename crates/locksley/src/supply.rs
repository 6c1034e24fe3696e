//! A player's supply: loot tiles and coins, counted by colour.

use crate::{Loot, MAX_COLOURS};

/// A player's supply: how many loot tiles and how many coins of each colour they hold.
///
/// A tile is loot (its colour counts for collections and tasks) or a coin (worth 1
/// gold); a coin keeps the colour of its loot side, which matters only when it goes
/// back to the discard pile. Colours beyond the content set's are always 0.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Supply {
    pub(crate) loot: [u8; MAX_COLOURS],
    pub(crate) coins: [u8; MAX_COLOURS],
}

impl Supply {
    /// Returns the supply with `loot[c]` loot tiles and `coins[c]` coins of colour `c`.
    #[must_use]
    pub const fn new(loot: [u8; MAX_COLOURS], coins: [u8; MAX_COLOURS]) -> Self {
        Self { loot, coins }
    }

    /// Returns the loot tiles of `colour`.
    #[must_use]
    pub const fn loot(&self, colour: Loot) -> u32 {
        self.loot[colour.index()] as u32
    }

    /// Returns the coins of `colour`.
    #[must_use]
    pub const fn coins(&self, colour: Loot) -> u32 {
        self.coins[colour.index()] as u32
    }

    /// Returns the number of loot tiles of all colours.
    #[must_use]
    pub const fn total_loot(&self) -> u32 {
        crate::loot::sum(&self.loot)
    }

    /// Returns the gold: the number of coins of all colours.
    #[must_use]
    pub const fn gold(&self) -> u32 {
        crate::loot::sum(&self.coins)
    }

    /// Returns the number of colours of which the player has loot.
    #[must_use]
    pub const fn distinct_colours(&self) -> u32 {
        const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
        let x = u64::from_le_bytes(self.loot);
        // The high bit of each byte: set where the byte is not zero.
        ((((x & LOW) + LOW) | x) & !LOW).count_ones()
    }

    /// Returns the loot counts of every colour (index = colour).
    #[must_use]
    pub const fn loot_counts(&self) -> &[u8; MAX_COLOURS] {
        &self.loot
    }

    /// Returns the coin counts of every colour (index = colour).
    #[must_use]
    pub const fn coin_counts(&self) -> &[u8; MAX_COLOURS] {
        &self.coins
    }
}
