//! Random matches and money sessions played through the rules crate, recorded as a
//! `MatchRecord`: written as `.mat`, read back and replayed, they give the same
//! record and the same score; the hit marks the replay computes add up to the
//! checkers the plays sent to the bar.

use backgammon::record::{
    self, Action, CheckerMove, Event, GameRecord, GameResult, Location, MatchRecord, mat,
};
use backgammon::{Match, Move, Rules};
use boardcore::{Game, Player, Turn};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A played match and its record, and for each roll the checkers it hit.
struct Played {
    record: MatchRecord,
    /// `(game index, action index, checkers hit)` for every play.
    hits: Vec<(usize, usize, u8)>,
    score: [u32; 2],
}

fn play_match(seed: u64, length: u32, beavers: u8) -> Played {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut m, rules) = if length == 0 {
        let rules = Rules {
            resignations: false,
            jacoby: false,
            beavers,
            ..Rules::MONEY
        };
        (Match::money_session(3, rules).expect("session"), rules)
    } else {
        let rules = Rules {
            resignations: false,
            ..Rules::MATCH
        };
        (Match::new(length, rules).expect("match"), rules)
    };
    let mut record = MatchRecord {
        players: ["alice".into(), "bob".into()],
        match_length: length,
        ..MatchRecord::default()
    };
    record.rules.crawford = (length > 0).then_some(true);
    record.rules.beaver = (length == 0).then_some(rules.beavers > 0);
    let mut game = GameRecord {
        number: 1,
        ..GameRecord::default()
    };
    let mut hits = Vec::new();
    let mut dice = [0u8; 2];
    let score = |m: &Match| [m.score(Player::FIRST), m.score(Player::SECOND)];
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
        let actor = state.actor().unwrap_or_else(|| state.on_roll());
        let before = score(&m);
        let played = m.games_played();
        let mut event = None;
        match mv {
            Move::Opening(a, b) => dice = [a.max(b), a.min(b)],
            Move::Roll(d) => dice = [d.high(), d.low()],
            Move::Play(p) => {
                let moves: Vec<CheckerMove> = p
                    .steps()
                    .iter()
                    .map(|s| CheckerMove {
                        from: s.from(),
                        to: s.to(),
                        hit: false,
                    })
                    .collect();
                event = Some(Action::Roll { dice, moves });
            }
            Move::RollDice => {}
            Move::Double => {
                event = Some(Action::Double {
                    cube: state.cube() * 2,
                })
            }
            Move::Take => event = Some(Action::Take),
            Move::Drop => event = Some(Action::Drop),
            Move::Beaver => {}
            other => panic!("unexpected {other}"),
        }
        m.try_play(mv).expect("a legal move");
        if mv == Move::Beaver {
            event = Some(Action::Beaver {
                cube: m.game().cube(),
            });
        }
        if let Some(action) = event {
            if let Move::Play(_) = mv
                && m.games_played() == played
            {
                // Checkers sent to the bar: the opponent's bar before and after (the
                // board has flipped: the opponent is the mover now). The play that
                // ends a game is not counted: the next game's board replaced it.
                let bar_before = state.board().opponent(25);
                let bar_after = m.game().board().mover(25);
                hits.push((
                    record.games.len(),
                    game.actions.len(),
                    bar_after - bar_before,
                ));
            }
            game.actions.push(Event {
                player: actor,
                action,
                location: Location::default(),
            });
        }
        if m.games_played() != played {
            let after = score(&m);
            let winner = if after[0] > before[0] {
                Player::FIRST
            } else {
                Player::SECOND
            };
            let points = after[winner.index()] - before[winner.index()];
            game.result = Some(GameResult {
                winner,
                points,
                resigned: false,
                match_won: false,
                location: Location::default(),
            });
            let next = GameRecord {
                number: game.number + 1,
                score: if length > 0 { after } else { [0, 0] },
                ..GameRecord::default()
            };
            record.games.push(std::mem::replace(&mut game, next));
        }
    }
    if !game.actions.is_empty() {
        record.games.push(game);
    }
    let final_score = score(&m);
    Played {
        record,
        hits,
        score: final_score,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_matches_round_trip_and_replay(seed in any::<u64>(), length in prop_oneof![Just(0u32), 1u32..6], beavers in 0u8..3) {
        let played = play_match(seed, length, beavers);
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
        for &(g, a, n) in &played.hits {
            let Action::Roll { moves, .. } = &marked.games[g].actions[a].action else {
                return Err(TestCaseError::fail("not a roll"));
            };
            let count = moves.iter().filter(|m| m.hit).count();
            prop_assert_eq!(count, usize::from(n), "game {} action {}", g + 1, a + 1);
        }
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
        let played = play_match(seed, [0, 3, 5][seed as usize % 3], 2);
        actions += played.record.action_count();
        hits += played.hits.iter().map(|h| usize::from(h.2)).sum::<usize>();
        cube += played
            .record
            .games
            .iter()
            .flat_map(|g| &g.actions)
            .filter(|e| !matches!(e.action, Action::Roll { .. }))
            .count();
        assert!(record::replay(&played.record).is_ok());
    }
    eprintln!("{actions} actions, {hits} hits, {cube} cube actions");
    assert!(
        actions > 1000 && hits > 50 && cube > 10,
        "{actions} {hits} {cube}"
    );
}
