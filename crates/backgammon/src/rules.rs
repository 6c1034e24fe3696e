//! The optional rules of money play and match play.

/// The settings of a game or session: the cube options of money play, and which
/// optional rules apply.
///
/// The default is money play as gnubg's defaults: Jacoby on, no beavers, no automatic
/// doubles, no cube limit, resignations allowed.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// Whether the doubling cube is used at all.
    pub cube: bool,
    /// Jacoby rule (money play only): gammons and backgammons count as single games
    /// while the cube is centred (gnubg: unless a player owns the cube).
    pub jacoby: bool,
    /// The maximum number of instant redoubles after a double (money play only): 0 no
    /// beavers, 1 beavers, 2 beavers and raccoons, and so on.
    pub beavers: u8,
    /// The maximum number of automatic doubles on tied opening rolls (the Murphy rule,
    /// money play only); 0 for none.
    pub automatic_doubles: u8,
    /// The highest cube value allowed (a power of two, such as 64), or 0 for no limit
    /// (the cube then stops at 2^15, the largest value a gnubg Match ID holds).
    pub cube_limit: u32,
    /// Whether a player may resign (offer to lose a single game, a gammon or a
    /// backgammon) at the start of their turn.
    pub resignations: bool,
    /// The Holland rule (match play only, post-Crawford): the trailer may not double
    /// until each side has rolled twice.
    pub holland: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Self::MONEY
    }
}

/// What is wrong with a set of rules.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The cube limit is not 0 or a power of two from 1 to 2^15.
    #[error("cube limit {0} is not 0 or a power of two up to 32768")]
    CubeLimit(u32),
    /// Jacoby, beavers or automatic doubles were asked for in a match.
    #[error("{0} is a money-play rule, not allowed in a match")]
    MoneyOnly(&'static str),
    /// The Holland rule was asked for in money play.
    #[error("the Holland rule applies to match play only")]
    HollandInMoney,
}

/// The largest cube value a gnubg Match ID can hold (2^15).
pub const MAX_CUBE: u32 = 1 << 15;

impl Rules {
    /// Money play, gnubg's defaults: Jacoby, no beavers, no automatic doubles, no limit.
    pub const MONEY: Self = Self {
        cube: true,
        jacoby: true,
        beavers: 0,
        automatic_doubles: 0,
        cube_limit: 0,
        resignations: true,
        holland: false,
    };

    /// Match play: the cube without money options, no Holland rule.
    pub const MATCH: Self = Self {
        cube: true,
        jacoby: false,
        beavers: 0,
        automatic_doubles: 0,
        cube_limit: 0,
        resignations: true,
        holland: false,
    };

    /// Returns the highest cube value these rules allow.
    #[must_use]
    pub const fn max_cube(&self) -> u32 {
        if self.cube_limit == 0 {
            MAX_CUBE
        } else {
            self.cube_limit
        }
    }

    /// Checks the rules for money play (`in_match` false) or match play.
    ///
    /// # Errors
    ///
    /// Returns [`RulesError`] for a cube limit that is not a power of two, a money rule
    /// in a match, or the Holland rule in money play.
    pub const fn check(&self, in_match: bool) -> Result<(), RulesError> {
        if self.cube_limit != 0
            && (!self.cube_limit.is_power_of_two() || self.cube_limit > MAX_CUBE)
        {
            return Err(RulesError::CubeLimit(self.cube_limit));
        }
        if in_match {
            if self.jacoby {
                return Err(RulesError::MoneyOnly("the Jacoby rule"));
            }
            if self.beavers > 0 {
                return Err(RulesError::MoneyOnly("beavers"));
            }
            if self.automatic_doubles > 0 {
                return Err(RulesError::MoneyOnly("automatic doubles"));
            }
        } else if self.holland {
            return Err(RulesError::HollandInMoney);
        }
        Ok(())
    }
}
