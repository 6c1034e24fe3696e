//! What one player may see: [`View`], and what a player sees of a move:
//! [`Observation`].

use crate::position::{Phase, Position, seat};
use crate::{Move, Rules, TileSet};
use alloc::vec::Vec;
use boardcore::{Player, Turn};
use core::fmt;

/// What one player sees of a move: the move itself, or a tile dealt to or drawn by
/// another seat without the tile.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Observation {
    /// The move as played: every play, pass and draw request, and the player's own
    /// dealt or drawn tiles.
    Seen(Move),
    /// A tile dealt to another seat. On the last tile of the deal, the seat that is to
    /// lead (holder of the strongest dealt tile), which everybody learns then.
    Dealt {
        /// The seat the tile went to.
        seat: Player,
        /// The seat to lead, after the last tile of the deal.
        leader: Option<Player>,
    },
    /// A tile drawn from the stock by another seat.
    Drawn {
        /// The seat that drew.
        seat: Player,
    },
}

impl fmt::Display for Observation {
    /// Writes the move, `deal:?` or `drawn:?` (a hidden tile), with `>leads N` on the
    /// last tile of the deal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Seen(mv) => write!(f, "{mv}"),
            Self::Dealt { leader, .. } => {
                f.write_str("deal:?")?;
                if let Some(l) = leader {
                    write!(f, ">leads{}", l.index() + 1)?;
                }
                Ok(())
            }
            Self::Drawn { .. } => f.write_str("drawn:?"),
        }
    }
}

/// What one player may see of a hand: their own hand, the line of play (the log of
/// public moves since the deal), the number of tiles in every hand and in the stock,
/// the passes and draws so far, and whose turn it is; nothing else. Once the hand is
/// over every hand is shown (the hands are turned up to count the pips).
///
/// Two positions that differ only in what the player cannot see give equal views.
/// `Debug`, `Display` and serde show exactly these fields.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct View {
    /// The rules of the hand.
    pub rules: Rules,
    /// The player whose view this is.
    pub player: Player,
    /// The player's own hand.
    pub hand: TileSet,
    /// The number of tiles in each hand, from seat 1 (0 beyond the players).
    pub hand_sizes: [u8; 4],
    /// The number of undealt tiles (the stock, or the tiles out of play).
    pub stock_size: u8,
    /// The moves since the deal as the player saw them.
    pub log: Vec<Observation>,
    /// Whose turn it is, or the result.
    pub turn: Turn,
    /// Every hand, once the hand is over.
    pub revealed: Option<[TileSet; 4]>,
}

impl View {
    /// Returns what `player` sees of `pos`.
    #[must_use]
    pub fn of(pos: &Position, player: Player) -> Self {
        let me = player.index();
        let own = |q: usize| q == me;
        let mut log = Vec::with_capacity(pos.log.len());
        let mut q = pos.leader;
        let p = pos.rules.players;
        for &mv in &pos.log {
            log.push(match mv {
                Move::Drawn(_) if !own(q as usize) => Observation::Drawn { seat: seat(q) },
                _ => Observation::Seen(mv),
            });
            match mv {
                Move::Play { .. } | Move::Pass => q = (q + 1) % p,
                Move::Drawn(_) if pos.rules.draw_rule == crate::DrawRule::OneThenPass => {
                    q = (q + 1) % p;
                }
                _ => {}
            }
        }
        Self {
            rules: pos.rules,
            player,
            hand: pos.hands.get(me).copied().unwrap_or_default(),
            hand_sizes: pos.hands.map(|h| h.len() as u8),
            stock_size: pos.stock.len() as u8,
            log,
            turn: pos.turn_of(),
            revealed: matches!(pos.phase, Phase::Over(_)).then_some(pos.hands),
        }
    }
}

impl fmt::Display for View {
    /// Writes `<rules> <player> hand <tiles> sizes <n/n/..> stock <n> log <moves> <turn>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} hand {} sizes ",
            self.rules, self.player, self.hand
        )?;
        for i in 0..self.rules.players as usize {
            if i > 0 {
                f.write_str("/")?;
            }
            write!(f, "{}", self.hand_sizes[i])?;
        }
        write!(f, " stock {} log ", self.stock_size)?;
        if self.log.is_empty() {
            f.write_str("-")?;
        }
        for (i, o) in self.log.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{o}")?;
        }
        match self.turn {
            Turn::Player(p) => write!(f, " {p} to move")?,
            Turn::Chance => f.write_str(" chance")?,
            Turn::Over(o) => write!(f, " over: {o}")?,
        }
        if let Some(hands) = self.revealed {
            f.write_str(" hands ")?;
            for (i, h) in hands.iter().take(self.rules.players as usize).enumerate() {
                if i > 0 {
                    f.write_str("/")?;
                }
                write!(f, "{h}")?;
            }
        }
        Ok(())
    }
}
