//! `GameState` and `Match` through `boardcore::Game`: conformance, the cube and match
//! state machines, results, and invariants over random games.

use backgammon::{
    ActionError, Dice, End, GameState, Level, Match, MatchContext, MatchId, Move, Phase, Play,
    Position, Rules,
};
use boardcore::testing::{check_candidates, check_game, check_illegal_move, check_walk, walks};
use boardcore::{Game, Player, Turn};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn beaver_rules() -> Rules {
    Rules {
        beavers: 2,
        automatic_doubles: 2,
        cube_limit: 64,
        ..Rules::MONEY
    }
}

fn holland_rules() -> Rules {
    Rules {
        holland: true,
        ..Rules::MATCH
    }
}

/// Plays `mv`, which must be legal.
fn play(g: &mut GameState, mv: &str) {
    let m: Move = g
        .parse_move(mv)
        .unwrap_or_else(|e| panic!("{mv} in {g}: {e}"));
    g.try_play(m).unwrap_or_else(|e| panic!("{mv} in {g}: {e}"));
}

/// Asserts that `mv` is refused with an error of the given shape and changes nothing.
fn refused(g: &GameState, mv: Move, check: impl Fn(&ActionError) -> bool) {
    let mut copy = *g;
    let err = copy.try_play(mv).expect_err("refused");
    assert!(check(&err), "{mv} in {g}: unexpected {err:?}");
    assert_eq!(copy, *g);
    check_illegal_move(g, mv).expect("Game::play refuses it too");
}

#[test]
fn opening_roll_ties_and_first_play() {
    let mut g = GameState::default();
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!(g.legal_moves().len(), 36);
    play(&mut g, "opening 33");
    assert_eq!(g.phase(), Phase::Opening, "a tie is rolled again");
    assert_eq!(g.cube(), 1, "no automatic doubles by default");
    play(&mut g, "opening 13");
    // Player 1 rolled the 3: it plays 3-1 at once.
    assert_eq!(g.on_roll(), Player::FIRST.opponent());
    assert_eq!(g.dice(), Some(Dice::new(3, 1).expect("dice")));
    play(&mut g, "8/5 6/5");
    assert_eq!(g.on_roll(), Player::FIRST);
    assert_eq!(g.phase(), Phase::Decide);
}

#[test]
fn automatic_doubles_up_to_the_maximum() {
    let mut g = GameState::money(beaver_rules()).expect("rules");
    for _ in 0..3 {
        play(&mut g, "opening 55");
    }
    assert_eq!(g.cube(), 4, "two automatic doubles at most");
    assert_eq!(g.cube_owner(), None);
    let mut m = GameState::new(
        Rules::MATCH,
        MatchContext {
            length: 5,
            ..MatchContext::MONEY
        },
    )
    .expect("rules");
    play(&mut m, "opening 55");
    assert_eq!(m.cube(), 1, "no automatic doubles in a match");
}

fn after_opening(rules: Rules, context: MatchContext) -> GameState {
    let mut g = GameState::new(rules, context).expect("rules");
    play(&mut g, "opening 31");
    play(&mut g, "8/5 6/5");
    g
}

#[test]
fn double_take_redouble_drop() {
    let mut g = after_opening(Rules::MONEY, MatchContext::MONEY);
    let p1 = g.on_roll();
    refused(&g, Move::Take, |e| {
        matches!(e, ActionError::WrongPhase { .. })
    });
    refused(&g, Move::Drop, |e| {
        matches!(e, ActionError::WrongPhase { .. })
    });
    play(&mut g, "double");
    assert_eq!(g.turn(), Turn::Player(p1.opponent()));
    refused(&g, Move::Beaver, |e| matches!(e, ActionError::NoBeaver(_)));
    refused(&g, Move::Double, |e| {
        matches!(e, ActionError::WrongPhase { .. })
    });
    play(&mut g, "take");
    assert_eq!((g.cube(), g.cube_owner()), (2, Some(p1.opponent())));
    assert_eq!(g.turn(), Turn::Chance);
    play(&mut g, "52");
    play(&mut g, "13/11 13/8");
    // The opponent owns the cube: the player now on roll (p1's opponent) may redouble.
    assert_eq!(g.on_roll(), p1.opponent());
    play(&mut g, "double");
    play(&mut g, "drop");
    assert_eq!(
        g.phase(),
        Phase::Over {
            winner: p1.opponent().index() as u8,
            points: 2,
            end: End::Drop
        }
    );
    assert_eq!(g.outcome().map(|o| o.score(p1.opponent())), Some(2));
    refused(&g, Move::RollDice, |e| matches!(e, ActionError::GameOver));
}

#[test]
fn cannot_double_without_the_cube() {
    let mut g = after_opening(Rules::MONEY, MatchContext::MONEY);
    play(&mut g, "double");
    play(&mut g, "take");
    play(&mut g, "21");
    play(&mut g, "13/11 6/5");
    // The taker owns the cube and is on roll: it may redouble; it rolls instead.
    assert!(g.is_legal(Move::Double));
    play(&mut g, "roll");
    play(&mut g, "21");
    play(&mut g, "13/11 6/5");
    // The doubler is on roll and the opponent owns the cube.
    assert_eq!(g.phase(), Phase::Decide, "resignations keep the decision");
    refused(&g, Move::Double, |e| matches!(e, ActionError::NoDouble(_)));
}

#[test]
fn crawford_game_refuses_the_cube() {
    let ctx = MatchContext {
        length: 5,
        score: [4, 2],
        crawford: true,
        post_crawford: false,
    };
    let g = after_opening(Rules::MATCH, ctx);
    refused(&g, Move::Double, |e| matches!(e, ActionError::NoDouble(_)));
    assert!(!g.legal_moves().contains(&Move::Double));
}

#[test]
fn beavers_and_raccoons() {
    let mut g = after_opening(beaver_rules(), MatchContext::MONEY);
    let doubler = g.on_roll();
    play(&mut g, "double");
    play(&mut g, "beaver");
    assert_eq!((g.cube(), g.cube_owner()), (4, Some(doubler.opponent())));
    assert_eq!(
        g.turn(),
        Turn::Player(doubler),
        "the doubler answers the beaver"
    );
    refused(&g, Move::Drop, |e| matches!(e, ActionError::NoDrop));
    play(&mut g, "beaver"); // raccoon
    assert_eq!((g.cube(), g.cube_owner()), (8, Some(doubler.opponent())));
    refused(&g, Move::Beaver, |e| matches!(e, ActionError::NoBeaver(_)));
    play(&mut g, "take");
    assert_eq!(g.turn(), Turn::Chance);
    assert_eq!((g.cube(), g.cube_owner()), (8, Some(doubler.opponent())));
}

#[test]
fn no_beaver_in_a_match() {
    assert!(
        GameState::new(
            beaver_rules(),
            MatchContext {
                length: 7,
                ..MatchContext::MONEY
            }
        )
        .is_err()
    );
    assert!(Match::new(7, beaver_rules()).is_err());
    assert!(Match::new(7, Rules::MONEY).is_err(), "Jacoby is money only");
    let mut g = after_opening(
        Rules::MATCH,
        MatchContext {
            length: 7,
            ..MatchContext::MONEY
        },
    );
    play(&mut g, "double");
    refused(&g, Move::Beaver, |e| matches!(e, ActionError::NoBeaver(_)));
}

#[test]
fn cube_limit() {
    let rules = Rules {
        cube_limit: 2,
        ..Rules::MONEY
    };
    let mut g = after_opening(rules, MatchContext::MONEY);
    play(&mut g, "double");
    play(&mut g, "take");
    play(&mut g, "21");
    play(&mut g, "13/11 6/5");
    // The taker is on roll and owns the cube, at the limit.
    assert_eq!(g.cube_owner(), Some(g.on_roll()));
    refused(&g, Move::Double, |e| matches!(e, ActionError::NoDouble(_)));
    assert!(
        Rules {
            cube_limit: 3,
            ..Rules::MONEY
        }
        .check(false)
        .is_err()
    );
}

#[test]
fn holland_rule() {
    let ctx = MatchContext {
        length: 5,
        score: [4, 2],
        crawford: false,
        post_crawford: true,
    };
    let mut g = GameState::new(holland_rules(), ctx).expect("rules");
    play(&mut g, "opening 13"); // player 1 (the trailer) starts
    play(&mut g, "8/5 6/5");
    // Player 0 leads: it may double at once (the Holland rule binds the trailer).
    assert!(g.is_legal(Move::Double));
    play(&mut g, "roll");
    play(&mut g, "21");
    play(&mut g, "13/11 6/5");
    // The trailer has rolled once (its opening), the leader once: no double yet.
    refused(&g, Move::Double, |e| matches!(e, ActionError::NoDouble(_)));
    play(&mut g, "roll");
    play(&mut g, "21");
    play(&mut g, "13/11 6/5");
    play(&mut g, "roll");
    play(&mut g, "21");
    play(&mut g, "13/11 6/5");
    assert!(g.is_legal(Move::Double), "each side has rolled twice: {g}");
}

#[test]
fn resignations_and_jacoby() {
    let mut g = after_opening(Rules::MONEY, MatchContext::MONEY);
    let r = g.on_roll();
    play(&mut g, "resign gammon");
    refused(&g, Move::Take, |e| {
        matches!(e, ActionError::WrongPhase { .. })
    });
    play(&mut g, "reject");
    // After a rejected gammon only a backgammon may be offered (gnubg).
    for level in [Level::Single, Level::Gammon] {
        refused(&g, Move::Resign(level), |e| {
            matches!(e, ActionError::NoResign(_))
        });
    }
    assert!(g.is_legal(Move::Resign(Level::Backgammon)));
    assert_eq!(g.phase(), Phase::Decide);
    play(&mut g, "double");
    play(&mut g, "take");
    play(&mut g, "21");
    play(&mut g, "13/11 6/5");
    // The opponent (cube owner) resigns a gammon now: worth 2 x 2.
    play(&mut g, "resign gammon");
    play(&mut g, "accept");
    assert_eq!(g.outcome().map(|o| o.score(r)), Some(4));
    // The Jacoby rule applies only to games played out (gnubg's `MOVE_RESIGN`: the
    // cube times the level): a resigned backgammon is worth 3 with a centred cube.
    let mut j = after_opening(Rules::MONEY, MatchContext::MONEY);
    let loser = j.on_roll();
    play(&mut j, "resign backgammon");
    play(&mut j, "accept");
    assert_eq!(j.outcome().map(|o| o.score(loser.opponent())), Some(3));
    let no_jacoby = Rules {
        jacoby: false,
        ..Rules::MONEY
    };
    let mut k = after_opening(no_jacoby, MatchContext::MONEY);
    let loser = k.on_roll();
    play(&mut k, "resign backgammon");
    play(&mut k, "accept");
    assert_eq!(k.outcome().map(|o| o.score(loser.opponent())), Some(3));
}

/// A bear-off that wins a gammon and one that wins a backgammon, from gnubg IDs.
#[test]
fn gammons_and_backgammons() {
    let no_jacoby = Rules {
        jacoby: false,
        ..Rules::MONEY
    };
    // The mover has one checker left on its 1-point; the opponent has all 15 on the
    // board.
    for (opp_point, level) in [(12usize, Level::Gammon), (20, Level::Backgammon)] {
        let mut setup = backgammon::Setup::default();
        setup.mover[1] = 1;
        setup.opponent[opp_point] = 15;
        let board = Position::try_from(setup).expect("board");
        let mut g = GameState::from_parts(
            board,
            Player::FIRST,
            Phase::Moving(Dice::new(2, 1).expect("dice")),
            2,
            Some(Player::FIRST),
            no_jacoby,
            MatchContext::MONEY,
        )
        .expect("state");
        play(&mut g, "1/off");
        assert_eq!(
            g.phase(),
            Phase::Over {
                winner: 0,
                points: 2 * level.points(),
                end: End::BoreOff(level)
            }
        );
        check_game(&g).expect("conformance");
    }
}

#[test]
fn a_match_carries_the_score_and_plays_the_crawford_game() {
    let mut m = Match::new(3, Rules::MATCH).expect("match");
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut crawford_seen = false;
    let mut plies = 0;
    while m.outcome().is_none() && plies < 20_000 {
        let ctx = *m.game().context();
        if ctx.crawford {
            crawford_seen = true;
            assert!(!m.legal_moves().contains(&Move::Double));
            assert!(m.score(Player::FIRST) == 2 || m.score(Player::FIRST.opponent()) == 2);
        }
        let moves = m.legal_moves();
        // Prefer rolling over resigning so that games are played out.
        let mv = if moves.contains(&Move::RollDice) && rng.random_range(0..10) > 0 {
            Move::RollDice
        } else {
            boardcore::random_move(&m, &moves, &mut rng).expect("a move")
        };
        let before = m;
        m.try_play(mv).expect("legal");
        let _ = before;
        plies += 1;
    }
    let o = m.outcome().expect("the match ends");
    let w = o.winner().expect("a winner");
    assert!(m.score(w) >= 3);
    assert!(m.score(w.opponent()) < 3);
    assert!(m.games_played() >= 2);
    let _ = crawford_seen;
    // The notation round-trips.
    assert_eq!(m.to_string().parse::<Match>(), Ok(m));
}

#[test]
fn money_session_ends_after_its_games() {
    let mut m = Match::money_session(3, beaver_rules()).expect("session");
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut plies = 0;
    while m.outcome().is_none() && plies < 50_000 {
        let moves = m.legal_moves();
        let mv = boardcore::random_move(&m, &moves, &mut rng).expect("a move");
        m.play(mv).expect("legal");
        plies += 1;
    }
    assert_eq!(m.games_played(), 3);
    assert!(m.outcome().is_some());
}

/// The fast generator and the reference generator give the same positions, each once.
pub(crate) fn same_as_reference(pos: &Position, d: Dice) -> Result<(), TestCaseError> {
    let mut fast = Vec::new();
    pos.for_each_play(d, |c, _| fast.push(*c));
    let mut slow = Vec::new();
    pos.for_each_play_reference(d, |c, _| slow.push(*c));
    let n = fast.len();
    fast.sort();
    fast.dedup();
    prop_assert_eq!(fast.len(), n, "a position twice in {} {}", pos, d);
    slow.sort();
    prop_assert_eq!(fast, slow, "{} {}", pos, d);
    Ok(())
}

/// The state an ID was read into is the state it was written from: the board, the
/// seat on roll, the phase (an ID cannot say that the player chose to roll: a state
/// at the roll reads back at the decision when there is one; an XGID does not hold
/// an offer to resign, and reads back at the roll or the play), the cube and its owner.
fn same_state(read: &GameState, written: &GameState, xgid: bool) -> Result<(), TestCaseError> {
    prop_assert_eq!(read.board_of_player0(), written.board_of_player0());
    prop_assert_eq!(read.on_roll(), written.on_roll());
    let phase = match written.phase() {
        Phase::Resigning { dice: Some(d), .. } if xgid => Phase::Moving(d),
        Phase::Resigning { dice: None, .. } if xgid => Phase::Decide,
        p => p,
    };
    if !(phase == Phase::Rolling && read.phase() == Phase::Decide) {
        prop_assert_eq!(read.phase(), phase, "{}", written);
    }
    prop_assert_eq!(read.cube(), written.cube());
    prop_assert_eq!(read.cube_owner(), written.cube_owner());
    prop_assert_eq!(read.context().score, written.context().score);
    Ok(())
}

/// Plays a random game, rolling rather than resigning most of the time, checking the
/// invariants after every action.
fn random_game(seed: u64, rules: Rules, context: MatchContext) -> Result<(), TestCaseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = GameState::new(rules, context).expect("rules");
    for _ in 0..2_000 {
        if g.outcome().is_some() {
            break;
        }
        let moves = g.legal_moves();
        let mv = if moves.contains(&Move::RollDice) && rng.random_range(0..200) > 0 {
            Move::RollDice
        } else {
            boardcore::random_move(&g, &moves, &mut rng).expect("a move")
        };
        let before = g;
        g.try_play(mv)
            .map_err(|e| TestCaseError::fail(format!("{mv} in {before}: {e}")))?;
        let b = g.board_of_player0();
        let total =
            |side: fn(&Position, u8) -> u8| (0..=25).map(|p| u32::from(side(&b, p))).sum::<u32>();
        prop_assert_eq!(total(Position::mover), 15);
        prop_assert_eq!(total(Position::opponent), 15);
        if let (Move::Play(p), Phase::Moving(d)) = (mv, before.phase()) {
            let old = before.board();
            // The board after the play, still from the mover.
            let new = if g.on_roll() == before.on_roll() {
                *g.board()
            } else {
                g.board().flipped()
            };
            prop_assert_eq!(
                old.mover_pips() - new.mover_pips(),
                p.pips(),
                "{} {} {} -> {}",
                old,
                d,
                p,
                new
            );
            let bear_off = p.steps().iter().any(|s| s.to() == 0);
            if !bear_off {
                let used: u32 = p.pips();
                prop_assert!(used <= d.pips());
                if p.len() == if d.is_double() { 4 } else { 2 } {
                    prop_assert_eq!(used, d.pips());
                }
            }
            let hit_points: std::collections::BTreeSet<u8> = p
                .steps()
                .iter()
                .filter(|s| s.to() > 0 && old.opponent(25 - s.to()) == 1)
                .map(|s| s.to())
                .collect();
            let hits: u32 = hit_points.iter().map(|&x| u32::from(x)).sum();
            prop_assert_eq!(new.opponent_pips(), old.opponent_pips() + hits);
        }
        // The identifiers round-trip.
        prop_assert_eq!(g.board().to_string().parse::<Position>(), Ok(*g.board()));
        prop_assert_eq!(g.to_string().parse::<GameState>(), Ok(g));
        let mid = MatchId::from_state(&g);
        prop_assert_eq!(mid.to_string().parse::<MatchId>(), Ok(mid));
        if !matches!(g.phase(), Phase::Over { .. } | Phase::Opening) {
            if let Phase::Doubled { redoubles: 1.. } = g.phase() {
                // A Match ID cannot say that a beaver is on offer; the XGID can.
                let x = GameState::from_xgid(&g.xgid(), rules).expect("XGID");
                prop_assert_eq!(x.xgid(), g.xgid());
                same_state(&x, &g, true)?;
                continue;
            }
            let back = GameState::from_gnubg_id(&g.gnubg_id(), rules).expect("GNUBGID");
            prop_assert_eq!(back.gnubg_id(), g.gnubg_id());
            same_state(&back, &g, false)?;
            let x = GameState::from_xgid(&g.xgid(), rules).expect("XGID");
            prop_assert_eq!(x.xgid(), g.xgid());
            same_state(&x, &g, true)?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_money_games(seed in any::<u64>()) {
        random_game(seed, Rules::MONEY, MatchContext::MONEY)?;
        random_game(seed, beaver_rules(), MatchContext::MONEY)?;
    }

    #[test]
    fn random_match_games(seed in any::<u64>(), s0 in 0u32..7, s1 in 0u32..7) {
        let ctx = MatchContext { length: 7, score: [s0, s1], crawford: false, post_crawford: s0 == 6 || s1 == 6 };
        random_game(seed, holland_rules(), ctx)?;
    }

    #[test]
    fn walks_conform((_, indexes) in walks(60)) {
        check_walk(&GameState::default(), &indexes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_walk(&GameState::money(beaver_rules()).expect("rules"), &indexes).map_err(|e| TestCaseError::fail(e.to_string()))?;
        check_walk(&Match::new(3, holland_rules()).expect("match"), &indexes).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }

    #[test]
    fn garbage_ids_never_panic(s in "\\PC{0,40}", b in proptest::collection::vec(any::<u8>(), 0..16)) {
        let _ = s.parse::<Position>();
        let _ = s.parse::<MatchId>();
        let _ = s.parse::<GameState>();
        let _ = s.parse::<Match>();
        let _ = s.parse::<Play>();
        let _ = s.parse::<Move>();
        let _ = GameState::from_xgid(&s, Rules::MONEY);
        let _ = GameState::from_gnubg_id(&s, Rules::MONEY);
        let _ = Position::default().resolve_play(Dice::new(6, 5).expect("dice"), &b.chunks(2).map(|c| (c[0], *c.get(1).unwrap_or(&0))).collect::<Vec<_>>());
        let _ = backgammon::notation::gnubg::read(&Position::default(), Dice::new(2, 1).expect("dice"), &s);
        let b64: String = s.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '+' || *c == '/').collect();
        if b64.len() >= 14 {
            let _ = b64[..14].parse::<Position>();
            let _ = b64[..12].parse::<MatchId>();
        }
    }

    #[test]
    fn random_position_ids_round_trip(key in proptest::array::uniform10(any::<u8>())) {
        if let Ok(p) = Position::from_key(&key) {
            prop_assert_eq!(p.to_string().parse::<Position>(), Ok(p));
            for d in Dice::ALL {
                same_as_reference(&p, d)?;
            }
            prop_assert_eq!(Position::from_key(&p.key()), Ok(p));
            for d in Dice::ALL {
                for (play, child) in p.plays_and_children(d) {
                    prop_assert_eq!(p.resolve_play(d, &play.steps().iter().map(|s| (s.from(), s.to())).collect::<Vec<_>>()).map(|q| p.plays_and_children(d).into_iter().find(|x| x.0 == q).map(|x| x.1)), Ok(Some(child)));
                }
            }
        }
    }
}

/// The same seed replays a game exactly; another seed plays another game.
#[test]
fn seeded_playouts_replay() {
    let start = Match::money_session(2, beaver_rules()).expect("session");
    let a = boardcore::random_playout(&start, &mut ChaCha8Rng::seed_from_u64(11), 5_000);
    let b = boardcore::random_playout(&start, &mut ChaCha8Rng::seed_from_u64(11), 5_000);
    let c = boardcore::random_playout(&start, &mut ChaCha8Rng::seed_from_u64(12), 5_000);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.position, b.position);
    assert_ne!(a.moves, c.moves);
}

#[test]
fn parsed_states_are_checked() {
    let ok = "4HPwATDgc/ABMA turn=0 phase=doubled:0 cube=1 owner=- match=0:0:0:- rolls=0:0 auto=0 refused=0 rules=1111:0:10";
    assert!(ok.parse::<GameState>().is_ok());
    for bad in [
        // A beaver on offer without beavers in the rules.
        "4HPwATDgc/ABMA turn=0 phase=doubled:1 cube=4 owner=1 match=0:0:0:- rolls=0:0 auto=0 refused=0 rules=1100:0:10",
        // A double beyond the limit.
        "4HPwATDgc/ABMA turn=0 phase=doubled:0 cube=64 owner=- match=0:0:0:- rolls=0:0 auto=0 refused=0 rules=1100:64:10",
        // A double in the Crawford game.
        "4HPwATDgc/ABMA turn=0 phase=doubled:0 cube=1 owner=- match=5:4:0:c rolls=0:0 auto=0 refused=0 rules=1000:0:10",
        // A cube that is not a power of two.
        "4HPwATDgc/ABMA turn=0 phase=decide cube=3 owner=- match=0:0:0:- rolls=0:0 auto=0 refused=0 rules=1100:0:10",
        // Over without a side borne off.
        "4HPwATDgc/ABMA turn=0 phase=over:0:1:bore-off1 cube=1 owner=- match=0:0:0:- rolls=0:0 auto=0 refused=0 rules=1100:0:10",
    ] {
        assert!(bad.parse::<GameState>().is_err(), "{bad}");
    }
}

/// Crawford then post-Crawford, step by step: player 1 wins two games by drops, the
/// third game has no cube, player 0 wins it by a resignation, the fourth has the cube.
#[test]
fn crawford_then_post_crawford() {
    let p1 = Player::FIRST.opponent();
    let mut m = Match::new(3, Rules::MATCH).expect("match");
    let act = |m: &mut Match, s: &str| {
        let mv = m.parse_move(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        m.try_play(mv).unwrap_or_else(|e| panic!("{s}: {e}"));
    };
    for game in 1..=2 {
        assert!(!m.game().context().crawford);
        act(&mut m, "opening 31");
        act(&mut m, "8/5 6/5");
        act(&mut m, "double");
        act(&mut m, "drop");
        assert_eq!(m.score(p1), game);
    }
    // Player 1 is at 2 of 3: the Crawford game.
    assert!(m.game().context().crawford);
    act(&mut m, "opening 31");
    act(&mut m, "8/5 6/5");
    let before = m;
    assert!(matches!(
        m.try_play(Move::Double),
        Err(ActionError::NoDouble(_))
    ));
    assert_eq!(m, before);
    act(&mut m, "resign single");
    act(&mut m, "accept");
    assert_eq!((m.score(Player::FIRST), m.score(p1)), (1, 2));
    let ctx = *m.game().context();
    assert!(!ctx.crawford && ctx.post_crawford);
    act(&mut m, "opening 31");
    act(&mut m, "8/5 6/5");
    assert!(
        m.is_legal(Move::Double),
        "the cube is live after the Crawford game"
    );
    act(&mut m, "double");
    act(&mut m, "drop");
    assert_eq!(m.outcome().and_then(|o| o.winner()), Some(p1));
    assert_eq!(m.outcome().map(|o| o.score(p1)), Some(3));
    assert_eq!(m.to_string().parse::<Match>(), Ok(m));
}

/// The checked play accepts exactly the listed plays: another route to a listed
/// position (`24/18` for the listed `24/20 20/18` of 4-2) is refused by `is_legal`,
/// `try_play` and `Game::play`, while `parse_move` still reads it as the listed play.
#[test]
fn only_listed_plays_are_legal() {
    let mut g = GameState::default();
    play(&mut g, "opening 42");
    assert_eq!(g.dice(), Some(Dice::new(4, 2).expect("dice")));
    let listed: Play = "24/20 20/18".parse().expect("play");
    assert!(g.legal_moves().contains(&Move::Play(listed)));
    let other: Play = "24/18".parse().expect("play");
    assert!(!g.legal_moves().contains(&Move::Play(other)));
    refused(
        &g,
        Move::Play(other),
        |e| matches!(e, ActionError::UnlistedPlay { listed, .. } if listed == "24/20 20/18"),
    );
    assert_eq!(g.parse_move("24/18"), Ok(Move::Play(listed)));
    assert_eq!(g.parse_move("24/20 20/18"), Ok(Move::Play(listed)));
}

/// Other routes of the same checkers as listed plays: each checker's consecutive
/// steps merged into one (`24/20 20/18` -> `24/18`).
fn merged_routes(p: &Play) -> Vec<Play> {
    let steps = p.steps();
    let mut out = Vec::new();
    for i in 0..steps.len() {
        for j in 0..steps.len() {
            if i != j && steps[i].to() == steps[j].from() && steps[i].to() > 0 {
                let mut rest: Vec<backgammon::Step> = steps
                    .iter()
                    .enumerate()
                    .filter(|&(k, _)| k != i && k != j)
                    .map(|(_, s)| *s)
                    .collect();
                if let Ok(s) = backgammon::Step::new(steps[i].from(), steps[j].to()) {
                    rest.push(s);
                    out.push(Play::new(&rest).expect("at most 4 steps"));
                }
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// `is_legal(m)` is membership in `legal_moves()`, for the listed moves, other
    /// routes of the listed plays and random moves; a refused move leaves the state
    /// unchanged.
    #[test]
    fn is_legal_is_membership(
        (_, indexes) in walks(40),
        random in proptest::collection::vec(
            proptest::collection::vec((0u8..=25, 0u8..=25), 0..=4), 0..24),
    ) {
        let states = boardcore::testing::walk(&GameState::default(), &indexes);
        let g = states.last().expect("start");
        let listed = g.legal_moves();
        let mut candidates: Vec<Move> = listed.iter().copied().collect();
        for m in listed.iter() {
            if let Move::Play(p) = m {
                candidates.extend(merged_routes(p).into_iter().map(Move::Play));
            }
        }
        for steps in &random {
            let steps: Vec<backgammon::Step> = steps
                .iter()
                .filter_map(|&(a, b)| backgammon::Step::new(a, b).ok())
                .collect();
            candidates.push(Move::Play(Play::new(&steps).expect("at most 4 steps")));
        }
        candidates.extend([
            Move::RollDice, Move::Double, Move::Take, Move::Drop, Move::Beaver,
            Move::Accept, Move::Reject, Move::Resign(Level::Single), Move::Opening(3, 1),
            Move::Roll(Dice::new(6, 6).expect("dice")),
        ]);
        for &mv in &candidates {
            let member = listed.contains(&mv);
            prop_assert_eq!(g.is_legal(mv), member, "{} in {}", mv, g);
            let mut copy = *g;
            prop_assert_eq!(copy.try_play(mv).is_ok(), member, "{} in {}", mv, g);
            if !member {
                prop_assert_eq!(copy, *g);
            }
        }
        check_candidates(g, candidates).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }
}
