//! gnubg play notation: written character for character as gnubg, read leniently.

use backgammon::notation::gnubg;
use backgammon::{Dice, Position, ResolvePlayError};
use boardcore::testing::shared_data;

/// Every play of `movegen-notation.tsv`: our gnubg notation of the play reaching the
/// child is gnubg's text, and reading gnubg's text gives a play reaching that child.
#[test]
fn notation_equals_gnubg() {
    let Some(path) = shared_data(
        env!("CARGO_MANIFEST_DIR"),
        "backgammon/movegen-notation.tsv",
    ) else {
        return;
    };
    let text = std::fs::read_to_string(path).expect("readable");
    let mut rows = 0;
    let mut failures = Vec::new();
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos: Position = cols[0].parse().expect("position");
        let dice: Dice = cols[1].parse().expect("dice");
        let child: Position = cols[3].parse().expect("child");
        let mut plays = pos.plays_and_children(dice);
        if plays.is_empty() {
            plays.push((backgammon::Play::EMPTY, pos));
        }
        let Some((play, _)) = plays.iter().find(|(_, c)| *c == child) else {
            failures.push(format!("{line}: no generated play reaches the child"));
            continue;
        };
        let written = gnubg::write(&pos, play);
        if written != cols[2] {
            failures.push(format!("{line}: we write {written:?}"));
        }
        match gnubg::read(&pos, dice, cols[2]) {
            Ok(p) if p == *play => {}
            other => failures.push(format!("{line}: read gives {other:?}")),
        }
        rows += 1;
    }
    assert!(rows > 18_000);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

#[test]
fn lenient_variants() -> Result<(), Box<dyn std::error::Error>> {
    let start = Position::default();
    let d = |a, b| Dice::new(a, b);
    let read = |dice, s: &str| gnubg::read(&start, dice, s).map(|p| gnubg::write(&start, &p));
    assert_eq!(read(d(6, 4)?, "24/18 13/9")?, "24/18 13/9");
    assert_eq!(read(d(6, 4)?, "13/9, 24/18")?, "24/18 13/9");
    assert_eq!(read(d(6, 4)?, "24/14")?, "24/14");
    assert_eq!(read(d(6, 4)?, "24/18/14")?, "24/14");
    assert_eq!(read(d(6, 4)?, "24/20/14")?, "24/14");
    assert_eq!(read(d(3, 1)?, "8/5 6/5")?, "8/5 6/5");
    assert_eq!(read(d(1, 1)?, "6/5(2) 8/7(2)")?, "8/7(2) 6/5(2)");
    assert_eq!(read(d(1, 1)?, "6/5 6/5 8/7 8/7")?, "8/7(2) 6/5(2)");
    assert_eq!(read(d(6, 6)?, "24/18(2) 13/7(2)")?, "24/18(2) 13/7(2)");
    assert!(matches!(
        read(d(6, 4)?, "24/15"),
        Err(ResolvePlayError::Illegal { .. })
    ));
    assert!(matches!(
        read(d(6, 4)?, "23/17"),
        Err(ResolvePlayError::NoChecker(23))
    ));
    assert!(matches!(
        read(d(6, 4)?, "24/18 x"),
        Err(ResolvePlayError::Syntax(_))
    ));
    assert!(matches!(
        read(d(6, 4)?, "18/24"),
        Err(ResolvePlayError::Syntax(_))
    ));
    assert!(matches!(
        read(d(6, 4)?, ""),
        Err(ResolvePlayError::Illegal { .. })
    ));
    // The bar, hits and bear-offs, in a position with the mover on the bar (gnubg
    // edge cases of movegen-notation.tsv are checked above; here the variants).
    let mut setup = backgammon::Setup::default();
    setup.mover[25] = 1;
    setup.mover[6] = 14;
    setup.opponent[25 - 22] = 1; // a blot on the mover's 22
    setup.opponent[1] = 14;
    let pos = Position::try_from(setup)?;
    let w = |s: &str| {
        gnubg::read(&pos, Dice::new(3, 1).expect("dice"), s).map(|p| gnubg::write(&pos, &p))
    };
    assert_eq!(w("bar/22* 6/5")?, "bar/22* 6/5");
    assert_eq!(w("bar/22 6/5")?, "bar/22* 6/5");
    assert_eq!(w("25/22 6/5")?, "bar/22* 6/5");
    assert_eq!(w("25/21")?, "bar/22*/21");
    assert_eq!(w("bar/22*/21")?, "bar/22*/21");
    Ok(())
}

#[test]
fn bear_off_variants() -> Result<(), Box<dyn std::error::Error>> {
    let mut setup = backgammon::Setup::default();
    setup.mover[6] = 2;
    setup.mover[1] = 1;
    setup.opponent[1] = 15;
    let pos = Position::try_from(setup)?;
    let r = |s: &str| {
        gnubg::read(&pos, Dice::new(6, 1).expect("dice"), s).map(|p| gnubg::write(&pos, &p))
    };
    assert_eq!(r("6/off 1/off")?, "6/off 1/off");
    assert_eq!(r("6/0 1/0")?, "6/off 1/off");
    assert_eq!(r("6/off 6/5")?, "6/5 6/off");
    Ok(())
}

/// Issue 16: a play that uses too little of the roll names the rule it breaks, in
/// `resolve_play`, in `GameState::try_play` and in `Game::parse_move`.
#[test]
fn plays_that_use_too_little_of_the_roll_name_the_rule() {
    use backgammon::{ActionError, DiceRule, GameState, Move, Phase, Rules, Setup};
    use boardcore::Game as _;
    let rule_of =
        |pos: &Position, dice: Dice, moves: &[(u8, u8)]| match pos.resolve_play(dice, moves) {
            Err(ResolvePlayError::DiceRule { rule, .. }) => Some(rule),
            _ => None,
        };
    let d = |a, b| Dice::new(a, b).expect("dice");
    // Both dice: 24/21 with 3-1 from the start.
    let start = Position::START;
    assert_eq!(
        rule_of(&start, d(3, 1), &[(24, 21)]),
        Some(DiceRule::BothDice)
    );
    // The most dice of a double: 24/18 with 6-6 (four can be played).
    assert_eq!(
        rule_of(&start, d(6, 6), &[(24, 18)]),
        Some(DiceRule::MostDice(4))
    );
    // The larger die: one checker on 13, the opponent holds the 6 point; 6-1 plays
    // 13/7 or 13/12 but not both, so the 6 must be played.
    let mut setup = Setup::default();
    setup.mover[13] = 1;
    setup.opponent[19] = 2;
    let one = Position::try_from(setup).expect("position");
    assert_eq!(
        rule_of(&one, d(6, 1), &[(13, 12)]),
        Some(DiceRule::LargerDie)
    );
    assert_eq!(
        one.resolve_play(d(6, 1), &[(13, 7)]).map(|p| p.to_string()),
        Ok("13/7".into())
    );
    // Not a rule of the roll: a movement no die makes.
    assert!(matches!(
        start.resolve_play(d(3, 1), &[(24, 22)]),
        Err(ResolvePlayError::Illegal { .. })
    ));
    assert_eq!(rule_of(&start, d(3, 1), &[(13, 10), (13, 12)]), None);
    // The messages, through the game.
    let g = GameState::from_parts(
        start,
        boardcore::Player::FIRST,
        Phase::Moving(d(3, 1)),
        1,
        None,
        Rules::MONEY,
        backgammon::MatchContext::MONEY,
    )
    .expect("state");
    let e = g.parse_move("24/21").expect_err("one die");
    assert!(e.to_string().contains("both dice must be used"), "{e}");
    let mut h = g;
    let e = h
        .try_play(Move::Play("24/21".parse().expect("play")))
        .expect_err("one die");
    assert_eq!(
        e,
        ActionError::DiceRule {
            play: "24/21".into(),
            rule: DiceRule::BothDice
        }
    );
    assert_eq!(e.to_string(), "illegal play 24/21: both dice must be used");
    assert_eq!(h, g);
}

/// `after_play` and `is_legal_play`: the empty play only where no checker can move, a
/// play that leaves a die unused is neither, a full play gives the listed child.
#[test]
fn after_play_and_is_legal_play_follow_the_listed_plays() {
    use backgammon::{Play, Setup};
    let d = |a, b| Dice::new(a, b).expect("dice");
    let play = |s: &str| s.parse::<Play>().expect("a play");
    let start = Position::START;
    assert_eq!(start.after_play(d(3, 1), &Play::EMPTY), None);
    assert!(!start.is_legal_play(d(3, 1), &Play::EMPTY));
    assert_eq!(start.after_play(d(3, 1), &play("24/23")), None);
    assert!(!start.is_legal_play(d(3, 1), &play("24/23")));
    let child = start.after_play(d(3, 1), &play("8/5 6/5")).expect("legal");
    assert!(start.is_legal_play(d(3, 1), &play("8/5 6/5")));
    assert!(
        start
            .plays_and_children(d(3, 1))
            .iter()
            .any(|&(p, c)| p == play("8/5 6/5") && c == child)
    );
    // On the bar against a closed board: only the empty play.
    let mut s = Setup::default();
    s.mover[25] = 1;
    s.mover[6] = 14;
    for p in 1..=6 {
        s.opponent[p] = 2;
    }
    s.opponent[13] = 3;
    let closed = Position::try_from(s).expect("valid");
    assert_eq!(closed.count_plays(d(6, 5)), 0);
    assert_eq!(closed.after_play(d(6, 5), &Play::EMPTY), Some(closed));
    assert!(closed.is_legal_play(d(6, 5), &Play::EMPTY));
    assert_eq!(closed.after_play(d(6, 5), &play("6/1")), None);
    assert!(!closed.is_legal_play(d(6, 5), &play("6/1")));
}

/// The errors of `resolve_play` quote the movements as written: `from/to` separated
/// by single spaces, `bar` and `off` by name.
#[test]
fn resolve_play_errors_quote_the_movements() {
    let d = |a, b| Dice::new(a, b).expect("dice");
    let text_of = |pos: &Position, dice, moves: &[(u8, u8)]| match pos.resolve_play(dice, moves) {
        Err(ResolvePlayError::Illegal { text, .. } | ResolvePlayError::DiceRule { text, .. }) => {
            text.to_string()
        }
        other => panic!("{moves:?}: {other:?}"),
    };
    let start = Position::START;
    assert_eq!(text_of(&start, d(3, 1), &[(24, 21)]), "\"24/21\"");
    assert_eq!(
        text_of(&start, d(3, 1), &[(24, 20), (13, 10)]),
        "\"24/20 13/10\""
    );
    let mut s = backgammon::Setup::default();
    s.mover[25] = 1;
    s.mover[2] = 14;
    s.opponent[24] = 15;
    let bar = Position::try_from(s).expect("valid");
    assert_eq!(
        text_of(&bar, d(6, 5), &[(25, 19), (2, 0), (2, 0)]),
        "\"bar/19 2/off 2/off\""
    );
    // A movement that goes nowhere or backward, or from nowhere.
    for m in [(25, 25), (24, 24), (3, 5), (0, 0), (26, 20), (6, 25)] {
        assert!(
            matches!(
                start.resolve_play(d(3, 1), &[m]),
                Err(ResolvePlayError::Movement { .. })
            ),
            "{m:?}"
        );
    }
}
