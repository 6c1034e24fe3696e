//! `Position` as a value: the checks of `Setup`, contact, and the Position ID key's
//! slot count.

use backgammon::{ParsePositionError, Position, PositionError, Setup};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The setup with `(point, count)` checkers of the mover and of the opponent (each
/// in its own numbering; 25 the bar).
pub(crate) fn setup(mover: &[(usize, u8)], opponent: &[(usize, u8)]) -> Setup {
    let mut s = Setup::default();
    for &(p, n) in mover {
        s.mover[p] = n;
    }
    for &(p, n) in opponent {
        s.opponent[p] = n;
    }
    s
}

/// The checks of a setup: index 0 on either side, a shared point, both sides on the
/// bar against closed boards (and not when only one is).
#[test]
fn a_setup_is_checked() {
    assert_eq!(
        Position::try_from(setup(&[(0, 1), (6, 5)], &[(6, 5)])),
        Err(PositionError::OffIndex)
    );
    assert_eq!(
        Position::try_from(setup(&[(6, 5)], &[(0, 1), (6, 5)])),
        Err(PositionError::OffIndex)
    );
    assert_eq!(
        Position::try_from(setup(&[(5, 1)], &[(20, 1)])),
        Err(PositionError::SharedPoint { point: 5 })
    );
    assert!(Position::try_from(setup(&[(5, 1)], &[(19, 1)])).is_ok());
    let home: Vec<(usize, u8)> = (1..=6).map(|p| (p, 2)).collect();
    let with = |bar: u8, rest: &[(usize, u8)]| {
        let mut v = home.clone();
        v.extend_from_slice(rest);
        v.push((25, bar));
        v
    };
    assert_eq!(
        Position::try_from(setup(&with(1, &[]), &with(1, &[]))),
        Err(PositionError::BothBarred)
    );
    for (m, o) in [(0, 1), (1, 0)] {
        let s = setup(&with(m, &[]), &with(o, &[]));
        assert!(Position::try_from(s).is_ok(), "bars {m} {o}");
    }
    // Both on the bar, one board open.
    let mut open = with(1, &[]);
    open[0] = (1, 1);
    open.push((7, 1));
    assert!(Position::try_from(setup(&open, &with(1, &[]))).is_ok());
    assert!(Position::try_from(setup(&with(1, &[]), &open)).is_ok());
}

/// Contact, from its definition: some checker of the mover (bar 25, points 24..1 of
/// its numbering) is behind some checker of the opponent (its bar is the mover's 0,
/// its point q the mover's 25 - q).
#[test]
fn contact_is_a_mover_checker_behind_an_opponent_checker() {
    assert!(Position::START.has_contact());
    let race = setup(&[(6, 15)], &[(6, 15)]);
    assert!(!Position::try_from(race).expect("valid").has_contact());
    // Adjacent rearmost checkers: mover at 10, opponent at the mover's 11 (its 14) is
    // a race; mover at 11, opponent at the mover's 10 (its 15) is contact.
    let p =
        |m: usize, o: usize| Position::try_from(setup(&[(m, 1)], &[(25 - o, 1)])).expect("valid");
    assert!(!p(10, 11).has_contact());
    assert!(p(11, 10).has_contact());
    // The bars.
    let barred = |m: &[(usize, u8)], o: &[(usize, u8)]| {
        Position::try_from(setup(m, o))
            .expect("valid")
            .has_contact()
    };
    assert!(barred(&[(25, 1)], &[(1, 1)]));
    assert!(barred(&[(1, 1)], &[(25, 1)]));
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (mut races, mut contacts) = (0, 0);
    for _ in 0..3_000 {
        let mut s = Setup::default();
        for side in [&mut s.mover, &mut s.opponent] {
            for _ in 0..rng.random_range(1..=4) {
                side[rng.random_range(1..=25)] += 1;
            }
        }
        let Ok(pos) = Position::try_from(s) else {
            continue;
        };
        let mover: Vec<usize> = (1..=25).filter(|&p| s.mover[p] > 0).collect();
        let opponent: Vec<usize> = (1..=25)
            .filter(|&q| s.opponent[q] > 0)
            .map(|q| 25 - q)
            .collect();
        let contact = mover.iter().any(|&m| opponent.iter().any(|&o| m > o));
        assert_eq!(pos.has_contact(), contact, "{s:?}");
        if contact {
            contacts += 1;
        } else {
            races += 1;
        }
    }
    assert!(races > 100 && contacts > 100, "{races} {contacts}");
}

/// A key whose bits run out before 50 slots is refused as such.
#[test]
fn a_key_needs_fifty_slots() {
    // Runs of seven checkers: ten slots in 80 bits.
    assert_eq!(
        Position::from_key(&[0x7f; 10]),
        Err(ParsePositionError::Slots)
    );
    // 49 slots of no checker and 31 bits of one run: too long a run.
    let mut key = [0u8; 10];
    for bit in 49..80 {
        key[bit / 8] |= 1 << (bit % 8);
    }
    assert_eq!(Position::from_key(&key), Err(ParsePositionError::Slots));
    // The empty board: 50 zero bits (and 30 spare) is a valid key.
    assert!(Position::from_key(&[0; 10]).is_ok());
    assert_eq!(
        Position::from_key(&Position::START.key()),
        Ok(Position::START)
    );
}

/// `Setup::from` a position is its `to_setup`, and converts back to the same position.
#[test]
fn a_position_converts_to_its_setup_and_back() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let rules = backgammon::Rules {
        cube: false,
        resignations: false,
        ..backgammon::Rules::MONEY
    };
    let mut g = backgammon::GameState::money(rules).expect("rules");
    let mut seen = 0;
    while let Some(mv) = boardcore::Game::random_move(&g, &mut rng) {
        let pos = *g.board();
        let s = Setup::from(pos);
        assert_eq!(s, pos.to_setup());
        assert_eq!(
            s.mover.iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(pos.mover_off()),
            15
        );
        assert_eq!(Position::try_from(s), Ok(pos));
        boardcore::Game::play_unchecked(&mut g, mv);
        seen += 1;
    }
    assert!(seen > 20, "{seen}");
}
