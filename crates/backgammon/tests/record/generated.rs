//! Random matches and money sessions played through the rules crate, recorded as a
//! `MatchRecord`: written as `.mat`, read back and replayed, they give the same
//! record and the same score; the hit marks the replay computes add up to the
//! checkers the plays sent to the bar.

use backgammon::record::{self, Action, MatchRecord, mat};
use backgammon::{Match, Move, Rules};
use boardcore::{Game, Player, Turn};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A played match and its record, and for each play in order the checkers it hit
/// (`None` for the play that ends a game: the next game's board replaced it).
struct Played {
    record: MatchRecord,
    hits: Vec<Option<u8>>,
    score: [u32; 2],
}

fn play_match(seed: u64, length: u32, beavers: u8, resignations: bool) -> Played {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut m = if length == 0 {
        let rules = Rules {
            resignations,
            jacoby: false,
            beavers,
            ..Rules::MONEY
        };
        Match::money_session(3, rules).expect("session")
    } else {
        let rules = Rules {
            resignations,
            ..Rules::MATCH
        };
        Match::new(length, rules).expect("match")
    };
    let start = m;
    let mut moves = Vec::new();
    let mut hits = Vec::new();
    for _ in 0..20_000 {
        let mv = match m.turn() {
            Turn::Over(_) => break,
            Turn::Chance => m.sample_chance(&mut rng).expect("a chance node"),
            Turn::Player(_) => {
                let legal = m.legal_moves();
                // Mostly roll rather than double, and take rather than drop, so that
                // games reach their bear-off (gammons, backgammons) as well.
                let calm = rng.random_range(0..10) > 0;
                if calm && legal.contains(&Move::RollDice) {
                    Move::RollDice
                } else if calm && legal.contains(&Move::Take) {
                    Move::Take
                } else {
                    legal[rng.random_range(0..legal.len())]
                }
            }
        };
        let state = *m.game();
        let played = m.games_played();
        m.try_play(mv).expect("a legal move");
        moves.push(mv);
        if let Move::Play(_) = mv {
            // Checkers sent to the bar: the opponent's bar before and after (the board
            // has flipped: the opponent is the mover now).
            hits.push(
                (m.games_played() == played)
                    .then(|| m.game().board().mover(25) - state.board().opponent(25)),
            );
        }
    }
    let record = record::from_moves(&start, &moves, ["alice".into(), "bob".into()])
        .expect("the moves were legal");
    Played {
        record,
        hits,
        score: [m.score(Player::FIRST), m.score(Player::SECOND)],
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// With resignations (which `.mat` cannot hold): the record replays to the score.
    #[test]
    fn random_matches_with_resignations_replay(seed in any::<u64>(), length in prop_oneof![Just(0u32), 1u32..6]) {
        let played = play_match(seed, length, 1, true);
        let summary = record::replay(&played.record).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(summary.plies, played.record.action_count());
        if length > 0 {
            prop_assert_eq!(summary.score, played.score);
        }
    }

    #[test]
    fn random_matches_round_trip_and_replay(seed in any::<u64>(), length in prop_oneof![Just(0u32), 1u32..6], beavers in 0u8..3) {
        let played = play_match(seed, length, beavers, false);
        let rec = &played.record;
        // The record replays, to the score the rules gave.
        let summary = record::replay(rec).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(summary.plies, rec.action_count());
        if length > 0 {
            prop_assert_eq!(summary.score, played.score);
        }
        // Written and read back: the same record, which replays the same.
        let text = mat::write(rec);
        let back = mat::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(&back.without_locations(), rec);
        // The hit marks add up to the checkers sent to the bar.
        let marked = record::with_hits(rec).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        let rolls = marked.games.iter().flat_map(|g| &g.actions).filter_map(|e| match &e.action {
            Action::Roll { moves, .. } => Some(moves.iter().filter(|m| m.hit).count()),
            _ => None,
        });
        let mut n = 0;
        for (count, hit) in rolls.zip(&played.hits) {
            n += 1;
            if let Some(hit) = hit {
                prop_assert_eq!(count, usize::from(*hit), "play {}", n);
            }
        }
        prop_assert_eq!(n, played.hits.len());
        // With the marks, it still writes and reads back the same.
        let text = mat::write(&marked);
        prop_assert_eq!(mat::parse(&text).map(|r| r.without_locations()), Ok(marked));
    }
}

#[test]
fn generated_records_are_real_games() {
    let mut actions = 0;
    let mut hits = 0;
    let mut cube = 0;
    for seed in 0..6 {
        let played = play_match(seed, [0, 3, 5][seed as usize % 3], 2, false);
        actions += played.record.action_count();
        hits += played
            .hits
            .iter()
            .flatten()
            .map(|&h| usize::from(h))
            .sum::<usize>();
        cube += played
            .record
            .games
            .iter()
            .flat_map(|g| &g.actions)
            .filter(|e| !matches!(e.action, Action::Roll { .. }))
            .count();
        assert!(record::replay(&played.record).is_ok());
    }
    let resignations: usize = (0..6)
        .map(|seed| {
            let played = play_match(seed, 5, 0, true);
            assert!(record::replay(&played.record).is_ok());
            played
                .record
                .games
                .iter()
                .flat_map(|g| &g.actions)
                .filter(|e| {
                    matches!(
                        e.action,
                        Action::Resign { .. } | Action::AcceptResign | Action::RejectResign
                    )
                })
                .count()
        })
        .sum();
    eprintln!(
        "{actions} actions, {hits} hits, {cube} cube actions, {resignations} resignation actions"
    );
    assert!(resignations > 5, "{resignations}");
    assert!(
        actions > 1000 && hits > 50 && cube > 10,
        "{actions} {hits} {cube}"
    );
}

/// `from_moves` writes the players, the match length, the rules a `.mat` header states
/// (Crawford in a match; Jacoby, beavers and a cube limit in money play) and numbers
/// the games from 1 with the score before each.
#[test]
fn from_moves_writes_the_header_and_numbers_the_games() {
    let moves = |texts: &[&str]| -> Vec<Move> {
        texts.iter().map(|t| t.parse().expect("a move")).collect()
    };
    let names = || ["alice".to_owned(), "bob".to_owned()];
    let start = Match::new(3, Rules::MATCH).expect("match");
    let played = moves(&[
        "opening 31",
        "8/5 6/5",
        "double",
        "drop",
        "opening 42",
        "8/4 6/4",
    ]);
    let rec = record::from_moves(&start, &played, names()).expect("legal");
    assert_eq!(rec.players, names());
    assert_eq!(rec.match_length, 3);
    assert_eq!(rec.rules.crawford, Some(true));
    assert_eq!(
        (rec.rules.jacoby, rec.rules.beaver, rec.rules.cube_limit),
        (None, None, None)
    );
    let numbers: Vec<(u32, [u32; 2])> = rec.games.iter().map(|g| (g.number, g.score)).collect();
    assert_eq!(numbers, [(1, [0, 0]), (2, [0, 1])]);
    for (rules, beaver, limit) in [
        (
            Rules {
                beavers: 1,
                jacoby: true,
                cube_limit: 64,
                ..Rules::MONEY
            },
            true,
            Some(64),
        ),
        (
            Rules {
                beavers: 0,
                jacoby: false,
                cube_limit: 0,
                ..Rules::MONEY
            },
            false,
            None,
        ),
    ] {
        let start = Match::money_session(2, rules).expect("session");
        let rec = record::from_moves(&start, &played[..2], names()).expect("legal");
        assert_eq!(rec.match_length, 0);
        assert_eq!(rec.rules.crawford, None);
        assert_eq!(rec.rules.jacoby, Some(rules.jacoby));
        assert_eq!(rec.rules.beaver, Some(beaver));
        assert_eq!(rec.rules.cube_limit, limit);
        assert_eq!(rec.games.len(), 1);
        assert_eq!(rec.games[0].number, 1);
    }
}
