//! The rules on how much of a roll must be played ([`DiceRule`]), named when a play
//! breaks one.

use crate::{Dice, Position};
use core::fmt;

/// A rule on how much of a roll a play must use, which a play that is legal as far
/// as it goes can break (gnubg's and every backgammon rule book's wording).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DiceRule {
    /// Both dice of a roll must be played when they can be (`24/21` with 3-1 from
    /// the start).
    BothDice,
    /// When only one die of a roll can be played, the larger must be, if it can.
    LargerDie,
    /// As many dice of a double must be played as can be: this many.
    MostDice(u8),
}

impl fmt::Display for DiceRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BothDice => f.write_str("both dice must be used"),
            Self::LargerDie => f.write_str("the larger die must be used"),
            Self::MostDice(n) => write!(f, "the maximum number of dice ({n}) must be used"),
        }
    }
}

impl Position {
    /// Returns the rule that the movements `moves` of `dice` (a play that no legal play
    /// matches) break by playing too little of the roll, if that is why they are not
    /// legal: fewer dice than the legal plays use, each movement a die of the roll (or
    /// a bear-off), or the smaller die where the larger can be played.
    pub(crate) fn broken_dice_rule(&self, dice: Dice, moves: &[(u8, u8)]) -> Option<DiceRule> {
        let mut most = 0;
        let mut low_alone = false;
        self.for_each_play(dice, |_, play| {
            most = most.max(play.steps().len());
            if let [step] = play.steps() {
                // A step to a point, not off. `>=` is equivalent: the bear-off it adds
                // (from the point of the smaller die, the larger unplayable) makes
                // every step of the smaller die to an open point a legal play, so no
                // such step ever reaches the test below.
                low_alone |= step.from() - step.to() == dice.low() && step.to() > 0;
            }
        });
        let die_of = |&(from, to): &(u8, u8)| {
            let d = from.saturating_sub(to);
            d == dice.high() || d == dice.low() || to == 0 && d <= dice.high()
        };
        if moves.is_empty() || !moves.iter().all(die_of) {
            return None;
        }
        if moves.len() < most {
            return Some(if dice.is_double() {
                DiceRule::MostDice(u8::try_from(most).unwrap_or(u8::MAX))
            } else {
                DiceRule::BothDice
            });
        }
        // One die only: the smaller, where the legal plays move the larger.
        let [(from, to)] = moves else { return None };
        (most == 1 && !dice.is_double() && *to > 0 && from - to == dice.low() && !low_alone)
            .then_some(DiceRule::LargerDie)
    }
}
