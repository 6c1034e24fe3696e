//! One game as read from PDN ([`Record`]) and its replay under the rules
//! ([`Replay`]).

use super::error::{ReplayError, ReplayErrorKind};
use crate::{History, Position, Variant};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::record::{GameResult, Location};
use boardcore::{Excerpt, Game};

/// A game as read from PDN: its tags, its main-line move texts and its result.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Record {
    /// The tags, in file order: (name, value).
    pub tags: Vec<(String, String)>,
    /// The main-line moves as written (padded squares joined), each with where it
    /// starts in the text.
    pub moves: Vec<(String, Location)>,
    /// The result the record states (PDN's spellings read into a [`GameResult`]),
    /// if it had one.
    pub result: Option<GameResult>,
    /// Where the game starts: its 1-based number in the text, its line and column.
    pub location: Location,
}

/// A replayed game: its [`History`] with every move of the record, and the first
/// move played after the rules had ended the game, if any.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub struct Replay {
    /// The game, with all the moves of the record.
    pub history: History,
    /// The 1-based ply of the first move played after a draw by rule had ended the
    /// game (threefold repetition, the 25-, 16-, 5- or 40-move rule). Real records
    /// go on for a few moves after such a draw; this is a warning, not an error (a
    /// move after a loss, when no move is legal, is an error).
    pub ended_early: Option<usize>,
}

impl Record {
    /// Returns the value of tag `name` (case-insensitive), if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Returns the variant of the game: from `GameType`, else `default`, else
    /// inferred from the squares of the moves and the FEN (above 32: international;
    /// else English, PDN's default 21).
    ///
    /// # Errors
    ///
    /// Returns [`ReplayErrorKind::GameType`] if `GameType` names another game, and
    /// [`ReplayErrorKind::BoardSize`] if it gives a board size (`20,W,8,8,N1,0`)
    /// other than its variant's.
    pub fn variant(&self, default: Option<Variant>) -> Result<Variant, ReplayErrorKind> {
        if let Some(gt) = self.tag("GameType") {
            return game_type(gt);
        }
        if let Some(v) = default {
            return Ok(v);
        }
        let fen = self.tag("FEN").unwrap_or("");
        let high = self
            .moves
            .iter()
            .map(|(m, _)| m.as_str())
            .chain(core::iter::once(fen))
            .flat_map(|t| t.split(|c: char| !c.is_ascii_digit()))
            .any(|n| n.parse::<u32>().is_ok_and(|n| n > 32));
        Ok(if high {
            Variant::International
        } else {
            Variant::English
        })
    }

    /// Returns the start position: the `FEN` tag (unless `SetUp` is `0`; a `?` side
    /// to move means the variant's first mover), else the start of `variant`.
    ///
    /// # Errors
    ///
    /// Returns [`ReplayErrorKind::Fen`] for a bad FEN.
    pub fn start(&self, variant: Variant) -> Result<Position, ReplayErrorKind> {
        match self.tag("FEN") {
            Some(fen) if self.tag("SetUp").is_none_or(|s| s.trim() != "0") => {
                let fen = fen.trim();
                let fixed;
                let fen = if let Some(rest) = fen.strip_prefix('?') {
                    fixed = alloc::format!("{}{rest}", variant.first_to_move().letter());
                    fixed.as_str()
                } else {
                    fen
                };
                Position::from_fen(fen, variant).map_err(ReplayErrorKind::Fen)
            }
            _ => Ok(Position::new(variant)),
        }
    }

    /// Replays the game's main line from its start, under the rules of movement:
    /// moves after a draw by rule are kept, and the first is reported
    /// ([`Replay::ended_early`]).
    ///
    /// The variant is that of [`Record::variant`] (`default` is the variant of a
    /// record without `GameType`). Where it was inferred (no `GameType`, no default)
    /// and the game does not replay as that variant, the other is tried: a short
    /// international game such as `1. 32-28 19-23` has no square above 32.
    ///
    /// # Errors
    ///
    /// Returns a [`ReplayError`] at the 1-based ply of the first bad move, or at ply
    /// 0 for a bad `GameType` or `FEN`. Where the variant was inferred and the game
    /// fails as both variants, the error is [`ReplayErrorKind::Inferred`] with both
    /// failures, at the ply (and place) of the one that got further (`1. 11-15 23-19
    /// 2. 8-11 22-17 3. 11-45` is international by its square 45, but fails at ply 1
    /// as international and at ply 5 as English).
    pub fn replay(&self, default: Option<Variant>) -> Result<Replay, ReplayError> {
        let inferred = default.is_none() && self.tag("GameType").is_none();
        let variant = self.variant(default).map_err(|kind| ReplayError {
            ply: 0,
            location: self.location,
            kind,
        })?;
        match self.replay_as(variant) {
            Err(first) if inferred => {
                let other = match variant {
                    Variant::International => Variant::English,
                    Variant::English => Variant::International,
                };
                let second = match self.replay_as(other) {
                    Ok(replay) => return Ok(replay),
                    Err(e) => e,
                };
                // A fault that does not depend on the variant (a FEN that is no
                // FEN) is reported once.
                if first.kind == second.kind {
                    return Err(first);
                }
                // At equal plies both errors are at the same move (or, at ply 0,
                // at the record's start), so `>=` here is an equivalent mutant.
                let (ply, location) = if second.ply > first.ply {
                    (second.ply, second.location)
                } else {
                    (first.ply, first.location)
                };
                Err(ReplayError {
                    ply,
                    location,
                    kind: ReplayErrorKind::Inferred(alloc::vec![(variant, first), (other, second)]),
                })
            }
            other => other,
        }
    }

    /// Replays the game's main line as a game of `variant` (ignoring `GameType`).
    ///
    /// # Errors
    ///
    /// Returns a [`ReplayError`] at the 1-based ply of the first bad move, or at ply
    /// 0 for a bad `FEN`.
    pub fn replay_as(&self, variant: Variant) -> Result<Replay, ReplayError> {
        let start = self.start(variant).map_err(|kind| ReplayError {
            ply: 0,
            location: self.location,
            kind,
        })?;
        let mut history = History::new(start);
        let mut ended_early = None;
        for (ply, (text, location)) in (1..).zip(&self.moves) {
            let mv = history
                .position()
                .parse_move(text)
                .map_err(|error| ReplayError {
                    ply,
                    location: *location,
                    kind: ReplayErrorKind::Move {
                        text: Excerpt::new(text),
                        error,
                    },
                })?;
            if ended_early.is_none() && crate::HistoryExt::draw(&history).is_some() {
                ended_early = Some(ply);
            }
            history.play_unchecked(mv);
        }
        Ok(Replay {
            history,
            ended_early,
        })
    }
}

/// Reads a `GameType` value: `20` or `21`, perhaps followed by
/// `,<first mover>,<width>,<height>,<notation>,<invert>`, whose size must then be the
/// variant's.
fn game_type(value: &str) -> Result<Variant, ReplayErrorKind> {
    let unsupported = || ReplayErrorKind::GameType(Excerpt::new(value));
    let mut fields = value.split(',').map(str::trim);
    let number: String = fields
        .next()
        .unwrap_or("")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let variant = number
        .parse()
        .ok()
        .and_then(Variant::from_game_type)
        .ok_or_else(unsupported)?;
    let _first_mover = fields.next();
    let size = u32::from(variant.board_size());
    let mut dimension = || match fields.next() {
        None | Some("") => Ok(size),
        Some(d) => d.parse::<u32>().map_err(|_| unsupported()),
    };
    let (width, height) = (dimension()?, dimension()?);
    if (width, height) != (size, size) {
        return Err(ReplayErrorKind::BoardSize {
            value: Excerpt::new(value),
            variant,
            width,
            height,
        });
    }
    Ok(variant)
}
