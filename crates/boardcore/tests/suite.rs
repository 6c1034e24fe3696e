//! The perft suite runner and the conformance checks catch broken engines.

use crate::pig::{Move, ParsePigError, Pig, PigObservation, PigView};
use boardcore::testing::{
    CheckErrorKind, PerftFailure, PerftSuiteErrorKind, check_game, check_illegal_move, check_perft,
    check_perft_suite, check_walk, parse_perft_suite, run_perft_suite,
};
use boardcore::{Game, IllegalMove, MoveList, Player, Turn};
use core::fmt;
use core::str::FromStr;

/// Pig in both layouts; the counts are those of the hand counts in `game.rs`.
const SUITE: &str = "\
# Pig, counted by hand (see tests/game.rs)
00/0/0/0/1 ;D1 3 ;D2 9 ;D3 9 ;D4 54 ;D5 99 ;D6 369 ;id start

id near the end
pos 31/16/0/0/1
perft 1 1
perft 2 6
perft 3 11
perft 4 36
";

#[test]
fn pig_passes_its_suite() {
    let report = check_perft_suite(SUITE, str::parse::<Pig>, u64::MAX).unwrap();
    assert!(report.is_ok(), "{report}");
    assert_eq!((report.checked, report.skipped), (10, 0));
}

#[test]
fn the_node_limit_skips_deep_entries() {
    let report = check_perft_suite(SUITE, str::parse::<Pig>, 50).unwrap();
    assert!(report.is_ok(), "{report}");
    // Skipped: 54, 99 and 369 from the start.
    assert_eq!((report.checked, report.skipped), (7, 3));
    let report = check_perft_suite(SUITE, str::parse::<Pig>, 0).unwrap();
    assert!(!report.is_ok(), "nothing checked is not a pass");
    assert_eq!(report.checked, 0);
}

#[test]
fn wrong_counts_and_bad_positions_are_reported() {
    let suite = parse_perft_suite(
        "00/0/0/0/1 ;D1 3 ;D2 10\n\
         99/0/0/0/1 ;D1 1\n\
         22/0/0/0/1 ;D1 1 ;D2 7\n",
    )
    .unwrap();
    let report = run_perft_suite(&suite, str::parse::<Pig>, u64::MAX);
    assert_eq!(report.checked, 4);
    assert_eq!(report.failures.len(), 3, "{report}");
    assert_eq!(
        report.failures[0],
        PerftFailure::Mismatch {
            line: 1,
            position: "00/0/0/0/1".into(),
            depth: 2,
            expected: 10,
            got: 9,
        }
    );
    assert!(
        matches!(&report.failures[1], PerftFailure::Parse { line: 2, error, .. }
        if error.contains("invalid pig position"))
    );
    assert!(matches!(
        report.failures[2],
        PerftFailure::Mismatch {
            line: 3,
            depth: 2,
            expected: 7,
            got: 6,
            ..
        }
    ));
    assert_eq!(
        report.to_string().lines().next(),
        Some("perft suite: 4 checked, 0 skipped, 3 failed")
    );
    let err = check_perft_suite("00/0/0/0/1", str::parse::<Pig>, 1).unwrap_err();
    assert_eq!(err.kind, PerftSuiteErrorKind::MissingDepths);
}

/// Pig with one deliberate bug, chosen by `F`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
struct Faulty<const F: u8>(Pig);

/// `legal_move_count` counts one die face too many.
const COUNT: u8 = 0;
/// `play` of a hold differs from `play_unchecked`.
const PLAY: u8 = 1;
/// `Display` drops the pending-roll flag.
const NOTATION: u8 = 2;
/// A die face has weight 0.
const WEIGHT: u8 = 3;
/// `is_legal` accepts every move.
const LEGAL: u8 = 4;

impl<const F: u8> fmt::Display for Faulty<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.0.to_string();
        f.write_str(if F == NOTATION {
            text.trim_end_matches('r')
        } else {
            &text
        })
    }
}

impl<const F: u8> FromStr for Faulty<F> {
    type Err = ParsePigError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(Self)
    }
}

impl<const F: u8> Game for Faulty<F> {
    type Move = Move;
    type MoveList = MoveList<Move, 6>;
    type View = PigView;
    type Observation = PigObservation;
    const NAME: &'static str = "faulty pig";

    fn turn(&self) -> Turn {
        self.0.turn()
    }
    fn legal_moves(&self) -> Self::MoveList {
        self.0.legal_moves()
    }
    fn legal_move_count(&self) -> usize {
        let n = self.0.legal_move_count();
        if F == COUNT && n == 6 { 7 } else { n }
    }
    fn play_unchecked(&mut self, mv: Move) {
        self.0.play_unchecked(mv);
    }
    fn play(&mut self, mv: Move) -> Result<(), IllegalMove<Move>> {
        self.0.play(mv)?;
        if F == PLAY && mv == Move::Hold {
            self.0 = "22/0/0/0/1".parse().unwrap();
        }
        Ok(())
    }
    fn is_legal(&self, mv: Move) -> bool {
        F == LEGAL || self.0.is_legal(mv)
    }
    fn view(&self, player: Player) -> PigView {
        self.0.view(player)
    }
    fn observe(&self, player: Player, mv: Move) -> PigObservation {
        self.0.observe(player, mv)
    }
    fn determinize<R: boardcore::rand::Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        Self(self.0.determinize(player, rng))
    }
    fn chance_weight(&self, mv: Move) -> u32 {
        if F == WEIGHT && mv == Move::Die(6) {
            0
        } else {
            self.0.chance_weight(mv)
        }
    }
}

/// The index walk to a pending roll: deal2, deal2, roll.
const TO_ROLL: [u8; 3] = [1, 1, 0];
/// The index walk to a possible hold: deal2, deal2, roll, die5, then index 1 holds.
const TO_HOLD: [u8; 5] = [1, 1, 0, 4, 1];

#[test]
fn check_game_catches_each_fault() {
    // The sound game passes the same walks.
    check_walk(&Pig::default(), &TO_HOLD).unwrap();

    let kind = |r: Result<usize, boardcore::testing::CheckError>| r.unwrap_err().kind;
    assert_eq!(
        kind(check_walk(&Faulty::<COUNT>::default(), &TO_ROLL)),
        CheckErrorKind::MoveCount
    );
    assert_eq!(
        kind(check_walk(&Faulty::<PLAY>::default(), &TO_HOLD)),
        CheckErrorKind::PlayMismatch
    );
    assert_eq!(
        kind(check_walk(&Faulty::<NOTATION>::default(), &TO_ROLL)),
        CheckErrorKind::PositionNotation
    );
    assert_eq!(
        kind(check_walk(&Faulty::<WEIGHT>::default(), &TO_ROLL)),
        CheckErrorKind::Chance
    );

    let rolling: Faulty<LEGAL> = "22/0/0/0/1r".parse().unwrap();
    check_game(&rolling).unwrap();
    let err = check_illegal_move(&rolling, Move::Hold).unwrap_err();
    assert_eq!(err.kind, CheckErrorKind::IllegalAccepted);

    // The miscount shows in perft too, where depth 1 is counted in bulk.
    let err = check_perft(&Faulty::<COUNT>::default(), 4).unwrap_err();
    assert_eq!(err.kind, CheckErrorKind::Perft);
    let report = check_perft_suite(SUITE, str::parse::<Faulty<COUNT>>, u64::MAX).unwrap();
    // Depths whose last ply is a die roll: 4 and 6 from the start, 2 and 4 near the end.
    assert_eq!(report.failures.len(), 4, "{report}");
    assert!(matches!(
        report.failures[0],
        PerftFailure::Mismatch {
            depth: 4,
            expected: 54,
            got: 63,
            ..
        }
    ));
}
