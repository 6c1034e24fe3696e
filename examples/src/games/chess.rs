//! Chess and Chess960: [`ExampleGame`] for [`chess::Position`] (the game of move
//! generation, which ends only at checkmate or stalemate; used by `perft` and `moves`)
//! and for [`chess::History`] (the game under all FIDE rules; used by `tour` and
//! `playout`). Game records: PGN.

use crate::{ExampleGame, PerftCase, ReplayedGame, TourGame};
use boardcore::{Game, Player};
use chess::notation::fen::Fen;
use chess::notation::pgn::{Reader, Replay};
use chess::{CastlingMode, Color, History, Move, Position, Role, Strictness};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The FEN of Kiwipete, the Chess Programming Wiki's perft position 2.
pub const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The first line of `chess960-perft.epd` (Ethereal `fischer.epd`): D1 21, D2 528,
/// D3 12189.
pub const CHESS960_FIRST: &str =
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";

/// Returns the value of a piece for the greedy agent: P 1, N 3, B 3, R 5, Q 9.
#[must_use]
pub const fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

impl ExampleGame for Position {
    const NAMES: &'static [&'static str] = &["chess", "chess960"];
    const RECORD_EXTENSIONS: &'static [&'static str] = &["pgn"];
    type Full = History;

    fn evaluate(&self, player: Player) -> f64 {
        ::chess::eval::evaluate(self, player)
    }

    fn into_full(self) -> History {
        History::new(self)
    }

    fn from_full(full: &History) -> Self {
        full.position().clone()
    }

    /// `chess`: `start` or a FEN. `chess960`: `start` (position 518, the standard
    /// array, in Chess960 mode), a start number 0..959, or a FEN read in Chess960
    /// mode. FENs are read leniently: four to six fields, and positions that are
    /// playable but cannot arise in a game are accepted.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        // White space around the position (a `\r` left by a CR LF line) is not part of
        // it, as lenient FEN reads it.
        match (name, arg.trim()) {
            ("chess", "start") => Ok(Self::new()),
            ("chess", fen) => Fen::parse(fen, Strictness::Lenient)
                .map_err(|e| format!("{e}"))?
                .into_position(Some(CastlingMode::Standard), Strictness::Lenient)
                .map_err(|e| format!("{e}")),
            ("chess960", "start") => Self::chess960(518).ok_or_else(|| "no start 518".into()),
            ("chess960", n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => n
                .parse::<u16>()
                .ok()
                .and_then(Self::chess960)
                .ok_or_else(|| format!("no Chess960 start position {n:?} (expected 0..=959)")),
            ("chess960", fen) => Fen::parse(fen, Strictness::Lenient)
                .map_err(|e| format!("{e}"))?
                .into_position(Some(CastlingMode::Chess960), Strictness::Lenient)
                .map_err(|e| format!("{e}")),
            _ => Err(format!("unknown game {name:?}")),
        }
    }

    /// `chess960`: the start position whose number (0..=959) is drawn uniformly with
    /// `seed`, so that every pair of arena games starts from its own position (not
    /// always 518, the standard array). `chess`: the standard start.
    fn arena_start(name: &str, seed: u64) -> Result<Self, String> {
        if name == "chess960" {
            let number: u16 = ChaCha8Rng::seed_from_u64(seed).random_range(0..960);
            Self::chess960(number).ok_or_else(|| format!("no Chess960 start {number}"))
        } else {
            Self::parse_position(name, "start")
        }
    }

    /// Writes `1. e4 e5 2. Nf3 ...` (`1... e5` if Black moves first), eight moves
    /// to a line.
    fn movetext(start: &Self, moves: &[Move]) -> String {
        let mut pos = start.clone();
        let mut out = String::new();
        for (i, &mv) in moves.iter().enumerate() {
            let number = pos.fullmoves();
            let white = pos.turn() == Color::White;
            if i > 0 {
                out.push(if white && (number - start.fullmoves()).is_multiple_of(8) {
                    '\n'
                } else {
                    ' '
                });
            }
            if white {
                out.push_str(&format!("{number}. "));
            } else if i == 0 {
                out.push_str(&format!("{number}... "));
            }
            out.push_str(&pos.san(mv));
            pos.play_unchecked(mv);
        }
        out
    }

    fn diagram(&self) -> String {
        format!("{}FEN {}\n", self.board(), self)
    }

    fn seat_name(player: Player) -> String {
        if player == Player::FIRST {
            "White".into()
        } else {
            "Black".into()
        }
    }

    /// Returns `checkmate` or `stalemate`, the only ends of a bare position under
    /// the `Game` trait.
    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| t.to_string())
    }

    /// A game of chess from the start (seed 2) and one of Chess960 from a start
    /// position drawn with seed 960 (seed 3).
    fn tour_games() -> Result<Vec<TourGame<History>>, String> {
        let number: u16 = ChaCha8Rng::seed_from_u64(960).random_range(0..960);
        let chess960 =
            Self::chess960(number).ok_or_else(|| format!("no Chess960 start {number}"))?;
        Ok(vec![
            TourGame {
                title: "chess".to_owned(),
                start: History::default(),
                seed: 2,
            },
            TourGame {
                title: format!("chess960 start #{number}"),
                start: History::new(chess960),
                seed: 3,
            },
        ])
    }

    /// The start position to depth 4 and Kiwipete to depth 3 (Chess Programming
    /// Wiki), and the first line of `chess960-perft.epd` to depth 3.
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        let kiwipete = Self::parse_position("chess", KIWIPETE)?;
        let chess960 = Self::parse_position("chess960", CHESS960_FIRST)?;
        let mut cases = Vec::new();
        for (depth, expected) in [(1, 20), (2, 400), (3, 8_902), (4, 197_281)] {
            cases.push(PerftCase {
                game: "chess",
                label: "start",
                position: Self::new(),
                depth,
                expected,
            });
        }
        for (depth, expected) in [(1, 48), (2, 2_039), (3, 97_862)] {
            cases.push(PerftCase {
                game: "chess",
                label: "kiwipete",
                position: kiwipete.clone(),
                depth,
                expected,
            });
        }
        for (depth, expected) in [(1, 21), (2, 528), (3, 12_189)] {
            cases.push(PerftCase {
                game: "chess960",
                label: "epd #1",
                position: chess960.clone(),
                depth,
                expected,
            });
        }
        Ok(cases)
    }

    /// Reads PGN (standard chess and Chess960, by the `Variant` and `FEN` tags) with
    /// [`chess::notation::pgn::Reader`], and replays each game's main line through a
    /// [`History`]. An unreadable or illegal move is the game's error; a move played
    /// after the rules had ended the game (a dead position, a fivefold repetition,
    /// the 75-move rule) is not an error but marks the game as ended early, at the
    /// first such move, and the game keeps all its moves (`plies` counts them).
    fn replay_records(data: &[u8]) -> Vec<ReplayedGame> {
        Reader::from_bytes(data)
            .map(|game| match game {
                Ok(game) => match game.replay() {
                    Ok(replay) => ReplayedGame {
                        plies: replay.history.moves().len(),
                        error: None,
                        error_at: None,
                        ended_early: ended_early(&replay),
                    },
                    Err(e) => {
                        // The moves before the bad one may have gone on after the end.
                        let mut head = game.clone();
                        head.moves.truncate(e.ply.saturating_sub(1));
                        ReplayedGame {
                            plies: head.moves.len(),
                            error: Some((e.ply, format!("{}: {}", e.token, e.kind))),
                            error_at: Some((e.location.line, e.location.column)),
                            ended_early: head.replay().ok().as_ref().and_then(ended_early),
                        }
                    }
                },
                // A game whose text is broken: no move is replayed.
                Err(e) => ReplayedGame {
                    plies: 0,
                    error: Some((0, e.kind.to_string())),
                    error_at: Some((e.location.line, e.location.column)),
                    ended_early: None,
                },
            })
            .collect()
    }
}

/// The first ply of `replay` played after the rules had ended the game, and why
/// they had ended it.
fn ended_early(replay: &Replay) -> Option<(usize, String)> {
    let ply = replay.ended_early?;
    let moves = replay.history.moves();
    let mut history = History::new(replay.history.start().clone());
    for &mv in moves.get(..ply - 1).unwrap_or_default() {
        history.play_unchecked(mv);
    }
    let reason = history
        .termination()
        .map_or_else(String::new, |end| end.to_string());
    Some((ply, reason))
}

crate::games::full_rules_glue!(History, Position, ::chess::eval::evaluate_history);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broken_pgn_text_is_an_error_with_its_line_and_column() {
        for (pgn, kind) in [
            ("1. e4 e5 2. Nf3", "truncated movetext"),
            ("1. e4 {x", "unterminated comment"),
            ("1. e4 (1. d4 *", "unclosed variation"),
            ("[Event \"x\n1. e4 *", "unterminated tag pair"),
        ] {
            let games = Position::replay_records(pgn.as_bytes());
            let lines = crate::replay_report("g.pgn", &games);
            assert_eq!(
                lines[0], "g.pgn: games 1 plies 0 errors 1 ended-early 0",
                "{pgn:?}"
            );
            assert!(
                lines[1].starts_with("g.pgn: game 1, line 1, column ")
                    && lines[1].contains(", ply 0: ")
                    && lines[1].contains(kind),
                "{lines:?}"
            );
        }
    }

    #[test]
    fn a_trailing_carriage_return_is_not_part_of_the_position() {
        for arg in ["start\r", "start ", "4k3/8/8/8/8/8/8/4K3 w - - 0 1\r"] {
            assert!(Position::parse_position("chess", arg).is_ok(), "{arg:?}");
            assert!(Position::parse_position("chess960", arg).is_ok(), "{arg:?}");
        }
    }

    #[test]
    fn a_move_after_fivefold_repetition_ends_the_game_early_not_in_error() {
        let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
        let pgn = format!("[Event \"x\"]\n\n1. {shuffle} e4 e5 *\n");
        // Numbers are optional in PGN movetext; the reader takes the bare SAN.
        let games = Position::replay_records(pgn.as_bytes());
        assert_eq!(games.len(), 1);
        assert_eq!((games[0].plies, games[0].error.clone()), (18, None));
        let (ply, reason) = games[0].ended_early.clone().expect("a move after the end");
        assert_eq!(ply, 17);
        assert!(reason.contains("fivefold"), "{reason}");
        // The same game stopped in time replays cleanly.
        let fine = format!("1. {} *\n", "Nf3 Nf6 Ng1 Ng8 ".repeat(3));
        let games = Position::replay_records(fine.as_bytes());
        assert_eq!(
            games,
            [ReplayedGame {
                plies: 12,
                error: None,
                error_at: None,
                ended_early: None,
            }]
        );
    }

    #[test]
    fn the_tour_writes_chess_with_a_number_per_move_pair() {
        // The tour plays `History` and writes through its glue, which must use the
        // position's movetext (the default numbers every ply).
        let start = History::default();
        let moves: Vec<Move> = ["e2e4", "e7e5", "g1f3"]
            .iter()
            .map(|m| m.parse().expect("UCI"))
            .collect();
        assert_eq!(
            <History as ExampleGame>::movetext(&start, &moves),
            "1. e4 e5 2. Nf3"
        );
    }

    #[test]
    fn a_byte_order_mark_before_pgn_is_skipped() {
        let games = Position::replay_records(b"\xEF\xBB\xBF[Event \"x\"]\n\n1. e4 e5 *\n");
        assert_eq!(
            games,
            [ReplayedGame {
                plies: 2,
                error: None,
                error_at: None,
                ended_early: None,
            }]
        );
    }

    #[test]
    fn a_dead_position_then_an_illegal_move_is_one_warning_and_one_error() {
        // After Kxb2 only the kings are left: the game is over (dead position), the
        // record goes on with two king moves and then an illegal one.
        let pgn = "[FEN \"8/8/8/8/8/8/1r6/K6k w - - 0 1\"]\n\n1. Kxb2 Kg1 2. Kc3 Kh1 3. Kc3 *\n";
        let games = Position::replay_records(pgn.as_bytes());
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].plies, 4, "every legal move counts");
        let (ply, reason) = games[0].ended_early.clone().expect("a dead position");
        assert_eq!(ply, 2);
        assert!(
            reason.contains("insufficient") || reason.contains("dead"),
            "{reason}"
        );
        assert_eq!(games[0].error.as_ref().map(|e| e.0), Some(5));
        let lines = crate::replay_report("g.pgn", &games);
        assert_eq!(lines[0], "g.pgn: games 1 plies 4 errors 1 ended-early 1");
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert!(
            lines[1].starts_with("g.pgn: game 1, line 3, column 27, ply 5: \"Kc3\": "),
            "{lines:?}"
        );
        assert!(
            lines[2].starts_with("g.pgn: game 1, ply 2: ended early: "),
            "{lines:?}"
        );
    }
}
