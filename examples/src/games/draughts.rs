//! Draughts: [`ExampleGame`] for [`draughts::Position`] (the game of move generation:
//! a side without pieces or moves loses; used by `perft` and `moves`) and for
//! [`draughts::History`] (with repetition and the move-count draws; used by `tour`
//! and `playout`). Names `draughts-international` and `draughts-english`; game
//! records: PDN, the variant from `GameType`, else inferred from the squares.

use crate::{ExampleGame, PerftCase, ReplayedGame, TourGame};
use boardcore::Player;
use draughts::notation::pdn::Reader;
use draughts::{History, Move, Position, Variant};

/// The variant of game name `name`.
fn variant(name: &str) -> Result<Variant, String> {
    match name {
        "draughts-international" => Ok(Variant::International),
        "draughts-english" => Ok(Variant::English),
        _ => Err(format!("unknown game {name:?}")),
    }
}

impl ExampleGame for Position {
    const NAMES: &'static [&'static str] = &["draughts-international", "draughts-english"];
    const RECORD_EXTENSIONS: &'static [&'static str] = &["pdn"];
    type Full = History;

    fn evaluate(&self, player: Player) -> f64 {
        ::draughts::eval::evaluate(self, player)
    }

    fn into_full(self) -> History {
        History::new(self)
    }

    fn from_full(full: &History) -> Self {
        *full.position()
    }

    /// `start` or a PDN 3.0 FEN (`W:W31-50:B1-20`) of the name's variant.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        let variant = variant(name)?;
        match arg {
            "start" => Ok(Self::new(variant)),
            fen => Self::from_fen(fen, variant).map_err(|e| format!("{e}")),
        }
    }

    /// PDN movetext: a number per move of both players (`1. 35-30 18-22 2. ...`).
    fn movetext(start: &Self, moves: &[Move]) -> String {
        draughts::notation::pdn::movetext(start, moves)
    }

    fn diagram(&self) -> String {
        format!("{}position {self}\n", self.diagram())
    }

    /// White is the first seat in both variants (Black moves first in English).
    fn seat_name(player: Player) -> String {
        if player == Player::FIRST {
            "White".into()
        } else {
            "Black".into()
        }
    }

    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| t.to_string())
    }

    /// A game of each variant from its start (seeds 1 and 2).
    fn tour_games() -> Result<Vec<TourGame<History>>, String> {
        Ok(vec![
            TourGame {
                title: "draughts-international".to_owned(),
                start: History::new(Self::new(Variant::International)),
                seed: 1,
            },
            TourGame {
                title: "draughts-english".to_owned(),
                start: History::new(Self::new(Variant::English)),
                seed: 2,
            },
        ])
    }

    /// The published perft of both start positions (`../shared/data/draughts/perft.md`:
    /// FMJD / Moby Dam for international, OEIS A133046 for English).
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        let mut cases = Vec::new();
        for (depth, expected) in [(1, 9), (2, 81), (3, 658), (4, 4_265), (5, 27_117)] {
            cases.push(PerftCase {
                game: "draughts-international",
                label: "start",
                position: Self::new(Variant::International),
                depth,
                expected,
            });
        }
        for (depth, expected) in [(1, 7), (2, 49), (3, 302), (4, 1_469), (5, 7_361)] {
            cases.push(PerftCase {
                game: "draughts-english",
                label: "start",
                position: Self::new(Variant::English),
                depth,
                expected,
            });
        }
        Ok(cases)
    }

    /// Reads PDN (lenient, Latin-1 bytes read as replacement characters) and replays
    /// each game's main line; the variant comes from `GameType`, else the squares.
    fn replay_records(data: &[u8]) -> Vec<ReplayedGame> {
        replay(data, None)
    }

    /// The variant of games without a `GameType` tag: `international` or `english`
    /// (or `20`, `21`).
    fn replay_records_as(data: &[u8], variant: &str) -> Result<Vec<ReplayedGame>, String> {
        let variant: Variant = variant
            .parse()
            .map_err(|e| format!("--variant {variant:?}: {e}"))?;
        Ok(replay(data, Some(variant)))
    }

    /// Counts every capture route (the English tables, OEIS A133046).
    fn perft_keep_duplicates(&self, depth: u32) -> Result<u64, String> {
        Ok(Self::perft_keep_duplicates(self, depth))
    }
}

/// Replays every game of PDN `data`, `default` being the variant of games without a
/// `GameType` tag (else it is inferred from the squares). A move after a draw by rule
/// is a warning (`ended_early`); the game keeps all its moves.
fn replay(data: &[u8], default: Option<Variant>) -> Vec<ReplayedGame> {
    let text = String::from_utf8_lossy(data);
    Reader::new(&text)
        .map(|record| match record.map(|record| record.replay(default)) {
            Ok(Ok(replay)) => ReplayedGame {
                plies: replay.history.moves().len(),
                error: None,
                error_at: None,
                ended_early: replay
                    .ended_early
                    .map(|ply| (ply, ended_by(&replay.history, ply))),
            },
            // A bad move is at its 1-based ply (with an inferred variant, that of
            // the candidate that got further); a bad tag or FEN at ply 0.
            Ok(Err(e)) => ReplayedGame {
                plies: e.ply.saturating_sub(1),
                error: Some((e.ply, e.kind.to_string())),
                error_at: Some((e.location.line, e.location.column)),
                ended_early: None,
            },
            Err(e) => ReplayedGame {
                plies: 0,
                error: Some((0, e.kind.to_string())),
                error_at: Some((e.location.line, e.location.column)),
                ended_early: None,
            },
        })
        .collect()
}

/// Returns why the rules had ended `history` before its 1-based ply `ply`.
fn ended_by(history: &History, ply: usize) -> String {
    let mut before = History::new(*history.start());
    for &mv in &history.moves()[..ply - 1] {
        boardcore::Game::play_unchecked(&mut before, mv);
    }
    before
        .termination()
        .map_or_else(|| "the game was over".into(), |t| t.to_string())
}

crate::games::full_rules_glue!(History, Position, ::draughts::eval::evaluate_history);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ExampleGame;

    #[test]
    fn movetext_numbers_full_moves() {
        let start = Position::new(Variant::International);
        let mut pos = start;
        let mut moves = Vec::new();
        for text in ["35-30", "18-22", "30-25"] {
            let mv = pos.parse_move(text).expect("legal");
            pos.play(mv).expect("legal");
            moves.push(mv);
        }
        assert_eq!(
            <Position as ExampleGame>::movetext(&start, &moves),
            "1. 35-30 18-22 2. 30-25"
        );
        assert_eq!(
            <History as ExampleGame>::movetext(&History::new(start), &moves),
            "1. 35-30 18-22 2. 30-25"
        );
    }

    #[test]
    fn inferred_variant_error_is_at_the_furthest_ply() {
        let games =
            <Position as ExampleGame>::replay_records(b"1. 11-15 23-19 2. 8-11 22-17 3. 11-45 *");
        assert_eq!(games.len(), 1);
        let (ply, reason) = games[0].error.clone().expect("an error");
        assert_eq!(ply, 5, "{reason}");
        assert!(reason.starts_with("variant inferred from the squares: as international"));
        // Every ply of the line counts from 1, the candidates' too (issue 15).
        assert!(
            reason.contains("as international, ply 1:") && reason.contains("as english, ply 5:"),
            "{reason}"
        );
    }

    #[test]
    fn moves_after_a_draw_are_a_warning() {
        let text = "\u{feff}[GameType \"21\"]\r[FEN \"B:WK29:BK4\"]\r\
                    1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 5. 4-8 29-25 *\r";
        let games = <Position as ExampleGame>::replay_records(text.as_bytes());
        assert_eq!(
            games,
            [ReplayedGame {
                plies: 10,
                error: None,
                error_at: None,
                ended_early: Some((9, "draw by the threefold repetition".into())),
            }]
        );
    }
}
