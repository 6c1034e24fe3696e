//! Replaying a [`Record`]: its start position from the `FEN` and `Variant` tags, then
//! every move of the main line checked against the rules, into a [`History`].

use super::record::Record;
use crate::castling::CastlingMode;
use crate::notation::fen::{Fen, ParseFenError};
use crate::notation::san::{San, SanError, SanPlus};
use crate::notation::uci::{Uci, UciError};
use crate::{History, Move, Position, Setup, Strictness};
use alloc::string::String;
use boardcore::{Excerpt, Game, Location};

/// The reason a game could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// The `Variant` tag names a variant other than standard chess or Chess960.
    #[error("unsupported variant {0}")]
    UnsupportedVariant(Excerpt),
    /// The `FEN` tag is not a valid position.
    #[error("invalid FEN tag: {0}")]
    Fen(#[from] ParseFenError),
    /// The move is not legal, ambiguous or not SAN.
    #[error(transparent)]
    San(#[from] SanError),
    /// The move was read as UCI and is not legal.
    #[error(transparent)]
    Uci(#[from] UciError),
    /// The move is a null move, which positions cannot play.
    #[error("null move {0} is not supported")]
    NullMove(Excerpt),
}

/// The error of replaying a game: where it stopped, and why.
///
/// `Display` writes the location first: `game 3, line 17, column 5: ply 9 Nf7:
/// illegal san "Nf7" in this position`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{location}: ply {ply} {token}: {kind}")]
pub struct ReplayError {
    /// The 1-based ply of the bad move, or 0 if the game cannot start (bad `FEN` or
    /// `Variant` tag).
    pub ply: usize,
    /// Where the bad move is in the text (for ply 0: where the game starts).
    pub location: Location,
    /// The move text (or the tag value) that failed, quoted as a short excerpt.
    pub token: Excerpt,
    /// Why it failed.
    pub kind: ReplayErrorKind,
}

/// A replayed game: every move of the record's main line, checked, in a
/// [`History`] (the game under all the rules).
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game: the start position, the moves, the position reached.
    pub history: History,
    /// The 1-based ply of the first move of the record played after the rules had
    /// ended the game (a dead position, fivefold repetition, the 75-move rule): a
    /// warning, not an error; the history keeps every move. `None` if the game did
    /// not go on after its end.
    pub ended_early: Option<usize>,
}

/// Tests if `name` (a `Variant` tag value) is standard chess or Chess960; returns
/// `Some(true)` for Chess960, `Some(false)` for standard, `None` otherwise.
fn variant_is_chess960(name: &str) -> Option<bool> {
    let norm: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    match norm.as_str() {
        "" | "standard" | "chess" | "normal" | "fromposition" | "orthodox" | "classical" => {
            Some(false)
        }
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" | "frc" => {
            Some(true)
        }
        _ => None,
    }
}

/// Reads a move written as SAN (leniently) or, failing that, as UCI.
pub(super) fn resolve(pos: &Position, text: &str) -> Result<Move, ReplayErrorKind> {
    match text.parse::<SanPlus>() {
        Ok(SanPlus { san: San::Null, .. }) => Err(ReplayErrorKind::NullMove(Excerpt::new(text))),
        Ok(sp) => match sp.san.to_move(pos) {
            Ok(mv) => Ok(mv),
            Err(e) => match text.parse::<Uci>().map(|u| u.to_move(pos)) {
                Ok(Ok(mv)) => Ok(mv),
                // Text that reads as UCI (`e2e5`) is a UCI move, and its error says so.
                Ok(Err(uci)) if !matches!(uci, UciError::NullMove(_)) => Err(uci.into()),
                _ => Err(e.into()),
            },
        },
        Err(syntax) => match text.parse::<Uci>() {
            Ok(Uci::Null) => Err(ReplayErrorKind::NullMove(Excerpt::new(text))),
            Ok(uci) => Ok(uci.to_move(pos)?),
            Err(_) => Err(SanError::Syntax(syntax).into()),
        },
    }
}

impl Record {
    /// Returns the start position: from the `FEN` tag if present (leniently read, in
    /// Chess960 mode if the `Variant` tag says so), else the standard start.
    ///
    /// # Errors
    ///
    /// Returns a [`ReplayError`] at ply 0 for a `Variant` other than standard chess or
    /// Chess960, and for an invalid `FEN` tag.
    pub fn start_position(&self) -> Result<Position, ReplayError> {
        let variant = self.tag("Variant").unwrap_or("");
        let chess960 = variant_is_chess960(variant).ok_or_else(|| ReplayError {
            ply: 0,
            location: self.location,
            token: Excerpt::new(variant),
            kind: ReplayErrorKind::UnsupportedVariant(Excerpt::new(variant)),
        })?;
        let mode = chess960.then_some(CastlingMode::Chess960);
        match self.tag("FEN").map(str::trim).filter(|f| !f.is_empty()) {
            Some(fen) => {
                let err = |e: ParseFenError| ReplayError {
                    ply: 0,
                    location: self.location,
                    token: Excerpt::new(fen),
                    kind: e.into(),
                };
                let parsed = Fen::parse(fen, Strictness::Lenient).map_err(err)?;
                parsed
                    .into_position(mode, Strictness::Lenient)
                    .map_err(|e| err(e.into()))
            }
            None => Position::from_setup(
                Setup::default(),
                mode.unwrap_or_default(),
                Strictness::Strict,
            )
            .map_err(|e| ReplayError {
                ply: 0,
                location: self.location,
                token: Excerpt::default(),
                kind: ReplayErrorKind::Fen(e.into()),
            }),
        }
    }

    /// Sets up the start position and plays the main line into a [`History`],
    /// checking every move. A move played after the rules had ended the game (a dead
    /// position, fivefold repetition, the 75-move rule) is kept, and the first such
    /// ply is [`Replay::ended_early`].
    ///
    /// # Errors
    ///
    /// Returns a [`ReplayError`] at ply 0 if the game cannot start (see
    /// [`Record::start_position`]), else at the first move that cannot be read or
    /// is not legal in its position.
    pub fn replay(&self) -> Result<Replay, ReplayError> {
        let mut history = History::new(self.start_position()?);
        let mut ended_early = None;
        for (i, raw) in self.moves.iter().enumerate() {
            let mv = resolve(history.position(), &raw.text).map_err(|kind| ReplayError {
                ply: i + 1,
                location: raw.location,
                token: Excerpt::new(&raw.text),
                kind,
            })?;
            if ended_early.is_none() && Game::outcome(&history).is_some() {
                ended_early = Some(i + 1);
            }
            // Legal in the position (checked by `resolve`), though perhaps after the
            // end of the game: the record keeps it.
            Game::play_unchecked(&mut history, mv);
        }
        Ok(Replay {
            history,
            ended_early,
        })
    }
}
