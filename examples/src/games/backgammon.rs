//! Backgammon: [`ExampleGame`] for [`backgammon::GameState`] (one game, the dice as
//! chance nodes), whose full game is a [`backgammon::Match`] (a money session or a
//! match carrying the score).
//!
//! The position argument: `start` (a money game before the opening roll), a gnubg
//! Position ID (player 0 on roll, before rolling) or a GNUBGID (`PositionID:MatchID`),
//! either followed by a roll (`31`, `66`: the dice to play, which `moves` lists the
//! plays of; a GNUBGID takes one only where its Match ID has no dice), an XGID, or
//! the crate's full-state notation. The example programs play money games with the cube but without resignations (decision), so
//! that random agents play their games out.
//!
//! The names (decision, `docs/rules/backgammon.md`): `backgammon` is a money game with
//! the cube (random players double and drop at once, so most random games end within
//! a few plies), `backgammon-nocube` the same game without the cube (the checkers
//! are played out), and `backgammon-match` a 5-point match ([`Match`], whose `start`
//! is the match's first game).

use crate::{ExampleGame, PerftCase, TourGame};
use backgammon::{Dice, GameState, Match, MatchContext, Move, Phase, Position, Rules};
use boardcore::{Game, Player};

/// The money rules of the examples: gnubg's defaults without resignations.
const EXAMPLE_RULES: Rules = Rules {
    resignations: false,
    ..Rules::MONEY
};

/// The rules of `backgammon-nocube`: the example money rules without the cube.
const NOCUBE_RULES: Rules = Rules {
    cube: false,
    ..EXAMPLE_RULES
};

/// The match rules of the examples: gnubg's match defaults without resignations.
const MATCH_RULES: Rules = Rules {
    resignations: false,
    ..Rules::MATCH
};

/// The length of the `backgammon-match` start.
const MATCH_LENGTH: u32 = 5;

/// The rules of game (or variant) `name`.
fn rules_of(name: &str) -> Rules {
    if name == "backgammon-nocube" {
        NOCUBE_RULES
    } else {
        EXAMPLE_RULES
    }
}

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Reads a board (`start` or a Position ID) and an optional roll, under `rules`.
fn board_and_roll(arg: &str, rules: Rules) -> Result<GameState, String> {
    let mut words = arg.split_whitespace();
    let board = match words.next() {
        Some("start") => Position::START,
        Some(id) => id.parse::<Position>().map_err(err)?,
        None => {
            return Err(
                "empty position: expected start, a Position ID (and a roll), a GNUBGID or an XGID"
                    .to_owned(),
            );
        }
    };
    let phase = match words.next() {
        None if arg.trim() == "start" => return GameState::money(rules).map_err(err),
        None => Phase::Decide,
        Some(roll) => Phase::Moving(parse_roll(roll)?),
    };
    if words.next().is_some() {
        return Err("expected <PositionID|start> [<roll>]".to_owned());
    }
    if board.mover_finished() || board.opponent_finished() {
        return Err(format!(
            "{board} is a finished game: a side has no checkers left"
        ));
    }
    GameState::from_parts(
        board,
        Player::FIRST,
        phase,
        1,
        None,
        rules,
        MatchContext::MONEY,
    )
    .map_err(err)
}

/// Reads the roll word after a position (`31`, `66`).
fn parse_roll(roll: &str) -> Result<Dice, String> {
    roll.parse()
        .map_err(|_| format!("invalid roll {roll:?}: a roll is two dice 1 to 6, such as 31 or 66"))
}

/// Reads a GNUBGID, optionally followed by a roll (`31`) that the Match ID leaves
/// open: the state before rolling then gets those dice to play.
fn gnubg_id_and_roll(arg: &str, rules: Rules) -> Result<GameState, String> {
    // `GNUBGID=<PositionID>:<MatchID>` may have spaces after the prefix; the roll is
    // the word after the Match ID.
    let (id, roll) = match arg.rsplit_once(char::is_whitespace) {
        Some((id, roll)) if id.contains(':') && !roll.contains(':') => (id.trim(), Some(roll)),
        _ => (arg, None),
    };
    let state = GameState::from_gnubg_id(id, rules).map_err(err)?;
    let Some(roll) = roll else {
        return Ok(state);
    };
    let dice = parse_roll(roll)?;
    match state.phase() {
        Phase::Decide | Phase::Rolling => GameState::from_parts(
            *state.board(),
            state.on_roll(),
            Phase::Moving(dice),
            state.cube(),
            state.cube_owner(),
            *state.rules(),
            *state.context(),
        )
        .map_err(err),
        Phase::Moving(own) => Err(format!(
            "the Match ID already holds the roll {own}: give the GNUBGID without {roll:?}, \
             or a Match ID without dice"
        )),
        _ => Err(format!(
            "a roll {roll:?} after this GNUBGID has no place: the player on roll is not \
             about to roll"
        )),
    }
}

impl ExampleGame for GameState {
    const NAMES: &'static [&'static str] = &["backgammon", "backgammon-nocube"];
    const RECORD_EXTENSIONS: &'static [&'static str] = backgammon::record::Format::EXTENSIONS;
    type Full = Match;

    fn evaluate(&self, player: Player) -> f64 {
        ::backgammon::eval::evaluate(self, player)
    }

    /// Match records: Jellyfish/gnubg `.mat`, BackgammonGalaxy `.txt`, gnubg `.sgf`
    /// (the text decides which). Plies are the actions: rolls with their plays, cube
    /// actions, resignations; a game that cannot be read is one game stopped at ply 0.
    /// The file's bytes are decoded without a copy when they are UTF-8 (the readers
    /// take `&str`), then read and replayed one game at a time
    /// ([`backgammon::record::Reader`], [`backgammon::record::Replayer`]), so memory
    /// stays the file's bytes plus one game. An action after the rules ended the game
    /// (a bear-off, a drop or an accepted resignation) is `ended_early`.
    fn replay_records(data: &[u8]) -> Vec<crate::ReplayedGame> {
        use backgammon::record::{Reader, Replayer, decode};
        let text = decode(data);
        let mut replayer = Replayer::new();
        let mut out = Vec::new();
        for record in Reader::new(&text) {
            let replayed = match record {
                Err(e) => crate::ReplayedGame {
                    plies: 0,
                    error: Some((0, e.kind.to_string())),
                    error_at: Some((e.location.line, e.location.column)),
                    ended_early: None,
                },
                Ok(record) => match replayer.replay(&record) {
                    Err(e) => crate::ReplayedGame {
                        plies: e.ply.saturating_sub(1),
                        error: Some((e.ply, e.kind.to_string())),
                        error_at: Some((e.location.line, e.location.column)),
                        ended_early: None,
                    },
                    Ok(r) => crate::ReplayedGame {
                        plies: record.game.actions.len(),
                        error: None,
                        error_at: None,
                        ended_early: r
                            .ended_early
                            .map(|ply| (ply, "the game was over".to_string())),
                    },
                },
            };
            out.push(replayed);
        }
        out
    }

    fn into_full(self) -> Match {
        Match::from_game(self)
    }

    fn from_full(full: &Match) -> Self {
        *full.game()
    }

    /// Backgammon has no random start position: the dice are chance moves of the game.
    fn seeded_start(name: &str, _seed: u64) -> Result<Self, String> {
        Err(format!(
            "{name} has no random start position: its dice are chance moves of the game, so give the roll after the position (`start 31`); playout draws the dice from its own --seed"
        ))
    }

    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        let arg = arg.trim().trim_start_matches('\u{feff}').trim();
        let rules = rules_of(name);
        if arg.starts_with("XGID=") {
            return Self::from_xgid(arg, rules).map_err(err);
        }
        // A GNUBGID `PositionID:MatchID` (a Position ID has no `:`; the full-state
        // notation has `=`), whatever the length of its parts, so that a wrong-length
        // Match ID is reported as such.
        if arg.starts_with("GNUBGID") || arg.contains(':') && !arg.contains('=') {
            return gnubg_id_and_roll(arg, rules);
        }
        if arg.contains('=') {
            return arg.parse().map_err(err);
        }
        board_and_roll(arg, rules)
    }

    /// The Position ID with the opponent of the player who moved on roll, also after a
    /// play that ends the game (where the state keeps the winner on roll).
    fn moves_after_text(&self) -> String {
        if self.board().mover_finished() {
            self.board().flipped().to_string()
        } else {
            self.board().to_string()
        }
    }

    fn diagram(&self) -> String {
        Self::diagram(self)
    }

    fn seat_name(player: Player) -> String {
        if player == Player::FIRST {
            "O (player 0)"
        } else {
            "X (player 1)"
        }
        .to_owned()
    }

    /// The opening: 36 outcomes; then the plays of each of the 30 non-tied opening
    /// rolls plus 36 re-rolls for each of the 6 ties, from gnubg's play counts of the
    /// start position (`movegen.tsv`): 596.
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        let start = Self::money(EXAMPLE_RULES).map_err(err)?;
        Ok([(1, 36), (2, 596)]
            .into_iter()
            .map(|(depth, expected)| PerftCase {
                game: "backgammon",
                label: "opening",
                position: start,
                depth,
                expected,
            })
            .collect())
    }

    fn tour_games() -> Result<Vec<TourGame<Match>>, String> {
        let money = Rules {
            beavers: 1,
            automatic_doubles: 1,
            cube_limit: 64,
            ..EXAMPLE_RULES
        };
        Ok(vec![
            TourGame {
                title: "backgammon money game (cube, Jacoby, beavers, 1 automatic double)"
                    .to_owned(),
                start: Match::money_session(1, money).map_err(err)?,
                seed: 1,
            },
            TourGame {
                title: "backgammon 3-point match (Crawford)".to_owned(),
                start: Match::new(3, MATCH_RULES).map_err(err)?,
                seed: 4,
            },
        ])
    }
}

impl ExampleGame for Match {
    const NAMES: &'static [&'static str] = &["backgammon-match"];
    type Full = Self;

    fn into_full(self) -> Self {
        self
    }

    fn from_full(full: &Self) -> Self {
        *full
    }

    /// `start`: a 5-point match before its first opening roll; `match ...`: the
    /// crate's full notation; anything else: one game as for `backgammon` (with a
    /// GNUBGID or XGID whose match context is a match, that match).
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        let arg = arg.trim().trim_start_matches('\u{feff}').trim();
        if arg == "start" {
            return Self::new(MATCH_LENGTH, MATCH_RULES).map_err(err);
        }
        if arg.starts_with("match ") {
            return arg.parse().map_err(err);
        }
        <GameState as ExampleGame>::parse_position(name, arg).map(Self::from_game)
    }

    fn seeded_start(name: &str, seed: u64) -> Result<Self, String> {
        <GameState as ExampleGame>::seeded_start(name, seed).map(Self::from_game)
    }

    fn moves_after_text(&self) -> String {
        self.game().moves_after_text()
    }

    /// None: the `backgammon` entry's tour already plays a 3-point match.
    fn tour_games() -> Result<Vec<TourGame<Self>>, String> {
        Ok(Vec::new())
    }

    /// The actions in standard notation, one game per paragraph, each game followed
    /// by its final board and the score, except the game that ends the session or
    /// match, whose board and score [`ExampleGame::diagram`] of the end shows.
    fn movetext(start: &Self, moves: &[Move]) -> String {
        let mut m = *start;
        let mut out = String::new();
        let mut line = Vec::new();
        let mut game = 1;
        for &mv in moves {
            let text = m.format_move(mv);
            let before = *m.game();
            m.play_unchecked(mv);
            line.push(text);
            if m.games_played() >= game {
                out.push_str(&format!("game {game}: {}\n", line.join(", ")));
                line.clear();
                game += 1;
                if m.outcome().is_some() {
                    continue;
                }
                let mut end = before;
                end.play_unchecked(mv);
                out.push_str(&end.diagram());
                out.push_str(&format!(
                    "score {}-{}\n\n",
                    m.score(Player::FIRST),
                    m.score(Player::FIRST.opponent())
                ));
            }
        }
        if !line.is_empty() {
            out.push_str(&format!("game {game} (unfinished): {}\n", line.join(", ")));
        }
        out.truncate(out.trim_end().len());
        out
    }

    fn diagram(&self) -> String {
        format!(
            "{}score {}-{}{}\n",
            self.game().diagram(),
            self.score(Player::FIRST),
            self.score(Player::FIRST.opponent()),
            if self.length() > 0 {
                format!(" (match to {})", self.length())
            } else {
                " (money)".to_owned()
            }
        )
    }

    fn seat_name(player: Player) -> String {
        <GameState as ExampleGame>::seat_name(player)
    }

    /// The evaluation of the game under way.
    fn evaluate(&self, player: Player) -> f64 {
        ::backgammon::eval::evaluate(self.game(), player)
    }
}

#[cfg(test)]
mod tests {
    use crate::registry::find;

    /// `moves` shows each play's Position ID with the opponent on roll: gnubg's child in
    /// `movegen-notation.tsv` (in the mover's orientation) with its two halves swapped.
    #[test]
    fn moves_shows_the_opponent_on_roll_also_after_the_winning_play() -> Result<(), String> {
        find("backgammon").ok_or("no backgammon")?;
        // gnubg: cBsAAI0AAAAAAA 55 "5/off 2/off(2) 1/off" -> cBsAAAAAAAAAAA (mover view).
        let last = crate::registry::moves(
            &crate::registry::GameArg::parse("backgammon")?,
            "cBsAAI0AAAAAAA 55",
            None,
        )?;
        assert_eq!(last.lines, ["5/off 2/off(2) 1/off\tAAAA4DYAAAAAAA"]);
        // gnubg: 4HPwATDgc/ABMA 31 "8/5 6/5" -> 4HPwATCwZ/ABMA (mover view).
        let start = crate::registry::moves(
            &crate::registry::GameArg::parse("backgammon")?,
            "start 31",
            None,
        )?;
        assert!(start.lines.contains(&"8/5 6/5\tsGfwATDgc/ABMA".to_owned()));
        Ok(())
    }

    /// The tour prints each game's final board once: `movetext` shows the boards of the
    /// games before the last, the end's diagram that of the last.
    #[test]
    fn each_final_board_is_printed_once() -> Result<(), String> {
        use crate::ExampleGame;
        use backgammon::{Match, Rules};
        use boardcore::Game;
        use rand::SeedableRng;
        let rules = Rules {
            resignations: false,
            ..Rules::MATCH
        };
        let start = Match::new(3, rules).map_err(|e| e.to_string())?;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(4);
        let record = boardcore::random_playout(&start, &mut rng, 100_000);
        let end = record.position;
        assert!(end.outcome().is_some(), "the match ends");
        let text = <Match as ExampleGame>::movetext(&start, &record.moves);
        let boards = |s: &str| s.lines().filter(|l| l.starts_with("score ")).count();
        assert_eq!(boards(&text) + 1, end.games_played() as usize, "{text}");
        assert_eq!(boards(&ExampleGame::diagram(&end)), 1);
        Ok(())
    }

    /// Every declared name is in the registry and plays: `backgammon-nocube` has no
    /// cube, `backgammon-match` starts a 5-point match.
    #[test]
    fn every_name_is_registered_and_plays() -> Result<(), String> {
        use crate::registry::PlayoutRequest;
        for name in ["backgammon", "backgammon-nocube", "backgammon-match"] {
            find(name).ok_or(format!("{name} is not registered"))?;
            let arg = crate::registry::GameArg::parse(name)?;
            let report = crate::registry::playout(&PlayoutRequest {
                game: &arg,
                position: "start",
                games: 20,
                seed: 1,
                max_plies: 20_000,
                threads: 1,
            })?;
            assert_eq!(report.stats.games, 20, "{name}");
            assert_eq!(report.stats.unfinished, 0, "{name}");
            assert_eq!(
                crate::registry::moves(&crate::registry::GameArg::parse(name)?, "start 31", None)?
                    .lines
                    .len(),
                16,
                "{name}"
            );
        }
        let nocube = <backgammon::GameState as crate::ExampleGame>::parse_position(
            "backgammon-nocube",
            "start",
        )?;
        assert!(!nocube.rules().cube);
        let m =
            <backgammon::Match as crate::ExampleGame>::parse_position("backgammon-match", "start")?;
        assert_eq!(m.length(), 5);
        Ok(())
    }

    /// An empty or blank position is refused (it was read as the start position).
    #[test]
    fn an_empty_position_is_refused() {
        for arg in ["", "   ", "\u{feff}"] {
            let e =
                <backgammon::GameState as crate::ExampleGame>::parse_position("backgammon", arg)
                    .expect_err("an empty position");
            assert!(e.starts_with("empty position"), "{e}");
        }
        assert!(
            <backgammon::GameState as crate::ExampleGame>::parse_position("backgammon", "start")
                .is_ok()
        );
    }

    /// A roll that cannot be played lists the engine's explicit empty play `none`
    /// (it printed `count 0`): a checker on the bar against a closed board.
    #[test]
    fn a_dance_lists_the_empty_play() -> Result<(), String> {
        use backgammon::{Position, Setup};
        let mut setup = Setup::default();
        setup.mover[25] = 1;
        setup.mover[6] = 14;
        for p in 1..=6 {
            setup.opponent[p] = 2;
        }
        setup.opponent[13] = 3;
        let board = Position::try_from(setup).map_err(|e| e.to_string())?;
        find("backgammon").ok_or("no backgammon")?;
        let report = crate::registry::moves(
            &crate::registry::GameArg::parse("backgammon")?,
            &format!("{board} 66"),
            None,
        )?;
        assert_eq!(report.lines, [format!("none\t{}", board.flipped())]);
        Ok(())
    }

    /// A GNUBGID whose Match ID has the wrong length says so (it said "a position ID
    /// has 14 characters"); a position string may start with a byte-order mark.
    #[test]
    fn gnubg_ids_and_byte_order_marks() -> Result<(), String> {
        find("backgammon").ok_or("no backgammon")?;
        let short = crate::registry::moves(
            &crate::registry::GameArg::parse("backgammon")?,
            "4HPwATDgc/ABMA:cAkAAAAAAAA",
            None,
        )
        .unwrap_err();
        assert!(
            short.contains("a match ID has 12 characters, not 11"),
            "{short}"
        );
        let ok = crate::registry::moves(
            &crate::registry::GameArg::parse("backgammon")?,
            "4HPwATDgc/ABMA:cAkAAAAAAAAA",
            None,
        )?;
        assert!(!ok.lines.is_empty());
        let bom = crate::registry::moves(
            &crate::registry::GameArg::parse("backgammon")?,
            "\u{feff}4HPwATDgc/ABMA 31",
            None,
        )?;
        assert_eq!(
            bom.lines,
            crate::registry::moves(
                &crate::registry::GameArg::parse("backgammon")?,
                "start 31",
                None
            )?
            .lines
        );
        Ok(())
    }

    /// Bad arguments say what is wrong: the roll, a finished game, a seed.
    #[test]
    fn bad_arguments_name_the_problem() -> Result<(), String> {
        find("backgammon").ok_or("no backgammon")?;
        let game = crate::registry::GameArg::parse("backgammon")?;
        let message = |pos: &str, seed| crate::registry::moves(&game, pos, seed).unwrap_err();
        let roll = message("start 7", None);
        assert!(roll.contains("invalid roll \"7\""), "{roll}");
        let over = message("AAAAAAAAAAAAAA 31", None);
        assert!(
            over.contains("is a finished game: a side has no checkers left"),
            "{over}"
        );
        for pos in ["start", "start 31"] {
            let seed = message(pos, Some(3));
            assert!(
                seed.starts_with("invalid --seed: backgammon has no random start position"),
                "{pos}: {seed}"
            );
        }
        Ok(())
    }
}
