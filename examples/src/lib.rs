//! Shared code of the example programs (`tour`, `perft`, `moves`).
//!
//! - [`Agent`]s that play any [`boardcore::Game`]: [`RandomAgent`] and the one-ply
//!   [`GreedyAgent`], and [`play_game`], the game loop that asks them for moves and
//!   rolls the dice at chance nodes;
//! - [`ExampleGame`], the glue each game crate needs for the command-line programs:
//!   reading a position argument, writing moves in machine (UCI-like) and standard
//!   notation, a board diagram, why a game ended, and the greedy agent's move values;
//! - [`PerftCase`] checks against published counts, and timing helpers;
//! - [`game_names`], the games the command-line programs know.
//!
//! Adding a game means implementing [`ExampleGame`] for its `Position` in a module
//! here, then adding one arm to the `match` of `perft.rs` and `moves.rs` and one entry
//! to the list in `tour.rs`.

use boardcore::{Game, Outcome, Player, Turn};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;
use std::time::Duration;

/// The glue between a game crate and the example programs.
pub trait ExampleGame: Game {
    /// Returns the names this game answers to on the command line (the first is the
    /// main one; variants such as `chess960` follow).
    fn names() -> &'static [&'static str];

    /// Reads the `<position|start>` argument for the game (or variant) `name`.
    ///
    /// # Errors
    ///
    /// Returns a one-line message saying what is wrong with `arg`.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String>;

    /// Writes `mv`, legal in `self`, in the context-free machine notation that perft
    /// tools compare (UCI in chess).
    fn machine_move(&self, mv: Self::Move) -> String {
        mv.to_string()
    }

    /// Writes `mv`, legal in `self`, in the game's standard notation for people (SAN in
    /// chess).
    fn standard_move(&self, mv: Self::Move) -> String {
        mv.to_string()
    }

    /// Writes a game from `start` as text, in standard notation.
    ///
    /// The default numbers the plies: `1. m1 2. m2 ...`.
    fn movetext(start: &Self, moves: &[Self::Move]) -> String {
        let mut pos = start.clone();
        let mut out = String::new();
        for (i, &mv) in moves.iter().enumerate() {
            let _ = write!(out, "{}{}. {}", sep(i), i + 1, pos.standard_move(mv));
            pos.play_unchecked(mv);
        }
        out
    }

    /// Returns a picture of the position for the terminal, ending with a newline.
    fn diagram(&self) -> String {
        format!("{self}\n")
    }

    /// Returns the name of `player` in this game (`White`, `Black` in chess).
    fn seat_name(player: Player) -> String {
        player.to_string()
    }

    /// Returns why the game is over (`checkmate`), or `None` if the game goes on or
    /// the game has nothing more to say than the outcome.
    fn end_reason(&self) -> Option<String> {
        None
    }

    /// Returns how much [`GreedyAgent`] likes `mv` apart from winning at once (which it
    /// always prefers): in chess the value of the captured piece. The default, 0,
    /// makes the greedy agent random except for immediate wins.
    fn move_value(&self, mv: Self::Move) -> i32 {
        let _ = mv;
        0
    }

    /// Returns the perft count the published tables use for this game. The default is
    /// [`boardcore::perft`].
    fn perft(&self, depth: u32) -> u64 {
        boardcore::perft(self, depth)
    }

    /// Returns the perft count below each move, in move generation order. The default
    /// is [`boardcore::perft_divide`].
    fn perft_divide(&self, depth: u32) -> Vec<(Self::Move, u64)> {
        boardcore::perft_divide(self, depth)
    }
}

fn sep(i: usize) -> &'static str {
    match i {
        0 => "",
        _ if i.is_multiple_of(8) => "\n",
        _ => " ",
    }
}

/// A player that picks moves.
pub trait Agent<G: Game> {
    /// Returns a short name for the agent, such as `random`.
    fn name(&self) -> &str;

    /// Picks one of `legal`, the legal moves of `pos`, or returns `None` if `legal` is
    /// empty.
    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> Option<G::Move>;
}

/// An agent that picks uniformly among the legal moves, with its own seeded generator.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: ChaCha8Rng,
}

impl RandomAgent {
    /// Returns an agent whose choices are fixed by `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _pos: &G, legal: &[G::Move]) -> Option<G::Move> {
        if legal.is_empty() {
            return None;
        }
        Some(legal[self.rng.random_range(0..legal.len())])
    }
}

/// An agent that looks one ply ahead: it plays a move that wins at once if there is
/// one (checkmate in chess), else a move of the highest [`ExampleGame::move_value`]
/// (in chess: the capture of the most valuable piece), breaking ties at random.
#[derive(Clone, Debug)]
pub struct GreedyAgent {
    rng: ChaCha8Rng,
}

impl GreedyAgent {
    /// Returns an agent whose tie-breaks are fixed by `seed`.
    #[must_use]
    pub fn new(seed: u64) -> Self {
        Self {
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }
}

impl<G: ExampleGame> Agent<G> for GreedyAgent {
    fn name(&self) -> &str {
        "greedy"
    }

    fn choose(&mut self, pos: &G, legal: &[G::Move]) -> Option<G::Move> {
        let mover = pos.turn().player();
        let mut best = Vec::new();
        let mut best_score = i64::MIN;
        for &mv in legal {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            let wins = mover.is_some() && after.outcome().and_then(Outcome::winner) == mover;
            let score = if wins {
                i64::MAX
            } else {
                i64::from(pos.move_value(mv))
            };
            if score > best_score {
                best_score = score;
                best.clear();
            }
            if score == best_score {
                best.push(mv);
            }
        }
        if best.is_empty() {
            return None;
        }
        Some(best[self.rng.random_range(0..best.len())])
    }
}

/// A game played by [`play_game`].
#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    /// The start position.
    pub start: G,
    /// The moves and chance outcomes, in order.
    pub moves: Vec<G::Move>,
    /// The position after the last move.
    pub end: G,
}

impl<G: Game> Record<G> {
    /// Returns the outcome, or `None` if the game stopped at the ply limit.
    pub fn outcome(&self) -> Option<Outcome> {
        self.end.outcome()
    }
}

/// Plays a game from `start`: at a player's turn the agent in that player's seat
/// (`agents[player.index()]`) chooses; at a chance node `chance` draws by
/// [`Game::chance_weight`]. Stops when the game is over or after `max_plies` moves.
///
/// The agents see the whole position: fine for these simple agents, which do not
/// look at hidden information.
pub fn play_game<G: Game>(
    start: &G,
    agents: &mut [&mut dyn Agent<G>],
    chance: &mut ChaCha8Rng,
    max_plies: usize,
) -> Record<G> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    while moves.len() < max_plies {
        let legal = pos.legal_moves();
        let legal = legal.as_ref();
        let mv = match pos.turn() {
            Turn::Over(_) => None,
            Turn::Chance => boardcore::random_move(&pos, legal, chance),
            Turn::Player(p) => agents
                .get_mut(p.index())
                .and_then(|agent| agent.choose(&pos, legal)),
        };
        let Some(mv) = mv else { break };
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    Record {
        start: start.clone(),
        moves,
        end: pos,
    }
}

/// Writes how a game ended: `White wins (checkmate)`, `draw (stalemate)`, or
/// `unfinished (move limit of 400 plies)`.
pub fn describe_result<G: ExampleGame>(record: &Record<G>, max_plies: usize) -> String {
    match record.outcome() {
        Some(outcome) => {
            let what = match outcome.winner() {
                Some(p) => format!("{} wins", G::seat_name(p)),
                None => "draw".to_owned(),
            };
            match record.end.end_reason() {
                Some(why) => format!("{what} ({why})"),
                None => what,
            }
        }
        None => format!("unfinished (move limit of {max_plies} plies)"),
    }
}

/// A perft count to check against a published number.
#[derive(Clone, Debug)]
pub struct PerftCase<G> {
    /// A short label for the position (`start`, `kiwipete`).
    pub label: &'static str,
    /// The position.
    pub position: G,
    /// The depth in plies.
    pub depth: u32,
    /// The published leaf count.
    pub expected: u64,
}

impl<G: ExampleGame> PerftCase<G> {
    /// Runs the count, prints one line with `OK` or `FAIL` and the speed, and returns
    /// whether the count matched.
    pub fn check(&self, game: &str) -> bool {
        let (nodes, elapsed) = timed(|| self.position.perft(self.depth));
        let ok = nodes == self.expected;
        let verdict = if ok { "OK  " } else { "FAIL" };
        print!(
            "{game:<9} {:<9} depth {} {:>10} nodes  {verdict}  {:>14}",
            self.label,
            self.depth,
            nodes,
            nodes_per_second(nodes, elapsed),
        );
        if ok {
            println!();
        } else {
            println!("  (expected {})", self.expected);
        }
        ok
    }
}

/// Runs `f` and returns its result with the time it took.
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = std::time::Instant::now();
    let value = f();
    (value, start.elapsed())
}

/// Writes a speed such as `31.4 Mnodes/s`.
#[must_use]
pub fn nodes_per_second(nodes: u64, elapsed: Duration) -> String {
    let rate = nodes as f64 / elapsed.as_secs_f64().max(1e-9);
    if rate >= 1e6 {
        format!("{:.1} Mnodes/s", rate / 1e6)
    } else if rate >= 1e3 {
        format!("{:.1} knodes/s", rate / 1e3)
    } else {
        format!("{rate:.0} nodes/s")
    }
}

/// Returns the names of all games the command-line programs know, for usage texts.
#[must_use]
pub fn game_names() -> Vec<&'static str> {
    chess_glue::ChessGame::names().to_vec()
}

/// Chess and Chess960: [`ExampleGame`] for [`chess::Position`] (the game of move
/// generation, which ends only at checkmate or stalemate; used by `perft` and `moves`)
/// and for [`chess::History`] (the game under all FIDE rules; used by `tour`).
pub mod chess_glue {
    use super::ExampleGame;
    use boardcore::Player;
    use chess::notation::fen::Fen;
    use chess::{CastlingMode, Color, History, Move, Position, Role, Strictness};

    /// The chess position type, under the name the example programs use.
    pub type ChessGame = Position;

    /// The FEN of Kiwipete, the Chess Programming Wiki's perft position 2.
    pub const KIWIPETE: &str =
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

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
        fn names() -> &'static [&'static str] {
            &["chess", "chess960"]
        }

        /// `chess`: `start` or a FEN. `chess960`: `start` (position 518, the standard
        /// array, in Chess960 mode), a start number 0..959, or a FEN read in Chess960
        /// mode. FENs are read leniently: four to six fields, and positions that are
        /// playable but cannot arise in a game are accepted.
        fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
            match (name, arg) {
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

        /// Writes UCI: `e1g1` castling in standard chess, king-takes-rook (`e1h1`) in
        /// Chess960.
        fn machine_move(&self, mv: Move) -> String {
            self.uci(mv)
        }

        /// Writes SAN with its `+` or `#` suffix.
        fn standard_move(&self, mv: Move) -> String {
            self.san(mv)
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

        fn move_value(&self, mv: Move) -> i32 {
            let captured = self.captured_role(mv).map_or(0, value);
            let promoted = mv.promotion.map_or(0, |r| value(r) - 1);
            10 * captured + promoted
        }
    }

    /// A chess game under the full FIDE rules: [`History`] adds the ends a position
    /// cannot see by itself (dead position, 75-move rule, fivefold repetition). The
    /// tour plays chess through it.
    impl ExampleGame for History {
        fn names() -> &'static [&'static str] {
            Position::names()
        }

        fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
            Position::parse_position(name, arg).map(Self::new)
        }

        fn machine_move(&self, mv: Move) -> String {
            self.position().uci(mv)
        }

        fn standard_move(&self, mv: Move) -> String {
            self.position().san(mv)
        }

        fn movetext(start: &Self, moves: &[Move]) -> String {
            Position::movetext(start.position(), moves)
        }

        fn diagram(&self) -> String {
            self.position().diagram()
        }

        fn seat_name(player: Player) -> String {
            Position::seat_name(player)
        }

        fn end_reason(&self) -> Option<String> {
            self.termination().map(|t| t.to_string())
        }

        fn move_value(&self, mv: Move) -> i32 {
            self.position().move_value(mv)
        }

        fn perft(&self, depth: u32) -> u64 {
            boardcore::perft(self.position(), depth)
        }
    }
}

/// The code blocks of the root `README.md`, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
