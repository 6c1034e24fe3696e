//! The configuration of a hand: rule set, tile set, players, seating, draw rule.

use crate::TileSet;
use core::fmt;
use core::str::FromStr;

/// The rule set (spec "Rule set 1" and "Rule set 2").
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// Rule set 1, the draw game ("pioche") \[SEED\]: a player who cannot play draws
    /// from the stock.
    #[default]
    Draw,
    /// Rule set 2, the block game \[SEED\]: a player who cannot play passes; undealt
    /// tiles are out of play.
    Block,
}

/// What a player of the draw game who cannot play does (spec "Rule set 1").
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DrawRule {
    /// Draws one tile and passes the turn \[SEED\] (the default).
    #[default]
    OneThenPass,
    /// Draws until a tile fits (or the stock is empty), then plays \[CHOICE\]
    /// (`draw_until_playable`, the English variant).
    UntilPlayable,
}

/// Who plays with whom.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Seating {
    /// Every player for themselves.
    #[default]
    Individual,
    /// Four players in two partnerships sitting opposite: seats 1 and 3 against seats
    /// 2 and 4 (spec "Scoring across hands").
    Partnerships,
}

/// The configuration of a hand; part of the position and of its notation.
///
/// `Display`/`FromStr` form: `<variant>-<max pip>-<players>` then optional `+teams`
/// (partnerships, 4 players) and `+until` (draw until playable, draw game), e.g.
/// `draw-6-2`, `block-9-3`, `draw-6-4+teams`, `draw-12-2+until`.
///
/// Fields are public; [`Rules::validate`] (called by every constructor of
/// [`Position`](crate::Position)) checks them.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// The rule set.
    pub variant: Variant,
    /// The highest number on a tile: 6, 9 or 12 (double-six, double-nine,
    /// double-twelve) \[CHOICE\].
    pub max_pip: u8,
    /// The number of players, 2 to 4.
    pub players: u8,
    /// Individual play or partnerships (4 players only).
    pub seating: Seating,
    /// The draw rule of the draw game (ignored by the block game, which must keep the
    /// default).
    pub draw_rule: DrawRule,
}

impl Default for Rules {
    /// Returns the two-player draw game with the double-six set.
    fn default() -> Self {
        Self::new(Variant::Draw, 2)
    }
}

/// What is wrong with a [`Rules`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The number of players is not 2, 3 or 4.
    #[error("{0} players (expected 2 to 4)")]
    Players(u8),
    /// The set is not double-six, double-nine or double-twelve.
    #[error("double-{0} set (expected 6, 9 or 12)")]
    Set(u8),
    /// Partnerships need four players.
    #[error("partnerships need four players")]
    Partnerships,
    /// The draw-until-playable rule belongs to the draw game.
    #[error("draw until playable needs the draw game")]
    DrawRule,
}

impl Rules {
    /// Returns the rules of `variant` for `players` players with the double-six set,
    /// individual play and the default draw rule (not validated: see
    /// [`Rules::validate`]).
    #[must_use]
    pub const fn new(variant: Variant, players: u8) -> Self {
        Self {
            variant,
            max_pip: 6,
            players,
            seating: Seating::Individual,
            draw_rule: DrawRule::OneThenPass,
        }
    }

    /// Returns these rules with the double-`max_pip` set.
    #[must_use]
    pub const fn with_max_pip(mut self, max_pip: u8) -> Self {
        self.max_pip = max_pip;
        self
    }

    /// Returns these rules with `seating`.
    #[must_use]
    pub const fn with_seating(mut self, seating: Seating) -> Self {
        self.seating = seating;
        self
    }

    /// Returns these rules with `draw_rule`.
    #[must_use]
    pub const fn with_draw_rule(mut self, draw_rule: DrawRule) -> Self {
        self.draw_rule = draw_rule;
        self
    }

    /// Checks the configuration.
    ///
    /// # Errors
    ///
    /// Returns a [`RulesError`] for a player count outside 2 to 4, a set other than
    /// 6, 9 or 12, partnerships without four players, or the draw-until-playable rule
    /// in the block game.
    pub const fn validate(self) -> Result<Self, RulesError> {
        if self.players < 2 || self.players > 4 {
            return Err(RulesError::Players(self.players));
        }
        if !matches!(self.max_pip, 6 | 9 | 12) {
            return Err(RulesError::Set(self.max_pip));
        }
        if matches!(self.seating, Seating::Partnerships) && self.players != 4 {
            return Err(RulesError::Partnerships);
        }
        if matches!(self.variant, Variant::Block)
            && matches!(self.draw_rule, DrawRule::UntilPlayable)
        {
            return Err(RulesError::DrawRule);
        }
        Ok(self)
    }

    /// Returns the number of tiles dealt to each player: 7 (2 players) or 6 (3-4) in
    /// the draw game \[SOURCED\], 10 (2 players) \[SEED\] or 7 (3-4) \[SOURCED\] in the
    /// block game. The larger sets deal the same numbers (spec: "the same rules apply").
    #[must_use]
    pub const fn hand_size(self) -> usize {
        match (self.variant, self.players) {
            (Variant::Draw, 2) => 7,
            (Variant::Draw, _) => 6,
            (Variant::Block, 2) => 10,
            (Variant::Block, _) => 7,
        }
    }

    /// Returns the number of tiles dealt in all.
    #[must_use]
    pub const fn dealt(self) -> usize {
        self.hand_size() * self.players as usize
    }

    /// Returns every tile of the set.
    #[must_use]
    pub const fn tiles(self) -> TileSet {
        TileSet::full(self.max_pip)
    }

    /// Returns the number of tiles of the set: 28, 55 or 91.
    #[must_use]
    pub const fn tile_count(self) -> usize {
        let n = self.max_pip as usize + 1;
        n * (n + 1) / 2
    }

    /// Tests if four players play as two partnerships.
    #[must_use]
    pub const fn partnerships(self) -> bool {
        matches!(self.seating, Seating::Partnerships)
    }

    /// Returns the usual match target: 100 for two players or partnerships, 61 for 3-4
    /// individual players (spec "Scoring across hands" \[SOURCED\]).
    #[must_use]
    pub const fn default_target(self) -> u32 {
        if self.players == 2 || self.partnerships() {
            100
        } else {
            61
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let v = match self.variant {
            Variant::Draw => "draw",
            Variant::Block => "block",
        };
        write!(f, "{v}-{}-{}", self.max_pip, self.players)?;
        if self.partnerships() {
            f.write_str("+teams")?;
        }
        if self.draw_rule == DrawRule::UntilPlayable {
            f.write_str("+until")?;
        }
        Ok(())
    }
}

/// The error of parsing [`Rules`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseRulesError {
    /// The text is not of the form `draw-6-2[+teams][+until]`.
    #[error("invalid rules {0} (expected e.g. draw-6-2, block-9-4+teams, draw-6-3+until)")]
    Syntax(boardcore::Excerpt),
    /// The rules are well formed but invalid.
    #[error(transparent)]
    Invalid(#[from] RulesError),
}

impl FromStr for Rules {
    type Err = ParseRulesError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseRulesError::Syntax(s.into());
        let mut parts = s.split('+');
        let base = parts.next().ok_or_else(err)?;
        let mut fields = base.split('-');
        let variant = match fields.next() {
            Some("draw") => Variant::Draw,
            Some("block") => Variant::Block,
            _ => return Err(err()),
        };
        let num = |t: Option<&str>| -> Result<u8, ParseRulesError> {
            let t = t.ok_or_else(err)?;
            if t.is_empty() || t.len() > 2 || !t.bytes().all(|c| c.is_ascii_digit()) {
                return Err(err());
            }
            t.parse().map_err(|_| err())
        };
        let max_pip = num(fields.next())?;
        let players = num(fields.next())?;
        if fields.next().is_some() {
            return Err(err());
        }
        let mut rules = Self::new(variant, players).with_max_pip(max_pip);
        let (mut teams, mut until) = (false, false);
        for flag in parts {
            match flag {
                "teams" if !teams && !until => teams = true,
                "until" if !until => until = true,
                _ => return Err(err()),
            }
        }
        if teams {
            rules.seating = Seating::Partnerships;
        }
        if until {
            rules.draw_rule = DrawRule::UntilPlayable;
        }
        Ok(rules.validate()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn notation_round_trips() {
        for s in [
            "draw-6-2",
            "block-9-3",
            "draw-6-4+teams",
            "draw-12-2+until",
            "draw-6-4+teams+until",
        ] {
            assert_eq!(s.parse::<Rules>().unwrap().to_string(), s);
        }
        for s in [
            "",
            "draw",
            "draw-6",
            "draw-7-2",
            "block-6-2+until",
            "draw-6-2+teams",
            "draw-6-5",
            "draw-6-2-1",
            "draw-6-2+until+teams",
        ] {
            assert!(s.parse::<Rules>().is_err(), "{s}");
        }
    }
}
