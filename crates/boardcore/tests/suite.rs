//! The perft suite runner and the conformance checks catch broken engines.

use crate::pig::{Move, ParsePigError, Pig, PigObservation, PigView};
use boardcore::rand::Rng;
use boardcore::testing::{
    CheckErrorKind, PerftFailure, PerftSuiteErrorKind, check_candidates, check_game,
    check_illegal_move, check_perft, check_perft_suite, check_walk, parse_perft_suite,
    run_perft_suite,
};
use boardcore::{
    ChanceError, Game, IllegalMove, MoveList, Outcome, Player, Turn, perft, perft_played,
};
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
    let report = check_perft_suite(SUITE, str::parse::<Pig>, perft, u64::MAX).unwrap();
    assert!(report.is_ok(), "{report}");
    assert_eq!((report.checked, report.skipped), (10, 0));
}

#[test]
fn the_node_limit_skips_deep_entries() {
    let report = check_perft_suite(SUITE, str::parse::<Pig>, perft, 50).unwrap();
    assert!(report.is_ok(), "{report}");
    // Skipped: 54, 99 and 369 from the start.
    assert_eq!((report.checked, report.skipped), (7, 3));
    let report = check_perft_suite(SUITE, str::parse::<Pig>, perft, 0).unwrap();
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
    let report = run_perft_suite(&suite, str::parse::<Pig>, perft, u64::MAX);
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
    let err = check_perft_suite("00/0/0/0/1", str::parse::<Pig>, perft, 1).unwrap_err();
    assert_eq!(err.kind, PerftSuiteErrorKind::MissingDepths);
}

#[test]
fn the_runner_takes_the_counting_function() {
    // A counter that counts one leaf too many at depth 2 fails exactly those checks.
    let off_by_one = |pos: &Pig, depth: u32| perft(pos, depth) + u64::from(depth == 2);
    let report = check_perft_suite(SUITE, str::parse::<Pig>, off_by_one, u64::MAX).unwrap();
    assert_eq!(report.failures.len(), 2, "{report}");
    assert!(report.failures.iter().all(|f| matches!(
        f,
        PerftFailure::Mismatch { depth: 2, expected, got, .. } if got - expected == 1
    )));
    let report = check_perft_suite(SUITE, str::parse::<Pig>, perft_played, u64::MAX).unwrap();
    assert!(report.is_ok(), "{report}");
}

#[test]
fn a_block_without_perft_lines_is_rejected() {
    let err = check_perft_suite(
        "pos 00/0/0/0/1\n\npos 22/0/0/0/1\nperft 1 1\n",
        str::parse::<Pig>,
        perft,
        u64::MAX,
    )
    .unwrap_err();
    assert_eq!(
        (err.kind, err.line),
        (PerftSuiteErrorKind::MissingDepths, 1)
    );
}

/// Pig with one deliberate bug, chosen by `F`: one fault for every kind of error the
/// checks report (some kinds have two, for two ways of getting it wrong).
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
/// `outcome` is always `None`, even once the game is won.
const OUTCOME: u8 = 5;
/// The second player is reported as the third seat.
const SEAT: u8 = 6;
/// `roll` is listed twice.
const DUPLICATE: u8 = 7;
/// `is_legal` rejects a listed hold.
const NOT_LEGAL: u8 = 8;
/// `play` rejects a listed hold.
const REJECT: u8 = 9;
/// `play_unchecked_into` leaves the roll pending after a die face of 2 or more.
const PLAY_INTO: u8 = 10;
/// `format_move` writes a hold as `roll`.
const MOVE_TEXT: u8 = 11;
/// `sample_chance` draws `roll`, which is no chance outcome.
const SAMPLE: u8 = 12;
/// Rejecting an illegal move still adds one to the turn total.
const ILLEGAL_CHANGE: u8 = 13;
/// `determinize` changes public information: the other player's banked score.
const DETERMINIZE_PUBLIC: u8 = 14;
/// `view` reveals the other player's secret card, which `determinize` redraws.
const VIEW_CARD: u8 = 15;
/// `view` hides the turn total (public information), and `determinize` changes it.
const VIEW_BLIND: u8 = 16;
/// `observe` hides the die face, which the view shows (in the turn total).
const OBSERVE_DIE: u8 = 17;

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
    type MoveList = MoveList<Move, 7>;
    /// Pig's view, and the other player's card under [`VIEW_CARD`] (else 0).
    type View = (PigView, u8);
    type Observation = PigObservation;
    const NAME: &'static str = "faulty pig";

    fn turn(&self) -> Turn {
        match self.0.turn() {
            Turn::Player(Player::SECOND) if F == SEAT => Turn::Player(Player::THIRD),
            turn => turn,
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        if F == OUTCOME {
            None
        } else {
            self.turn().outcome()
        }
    }
    fn legal_moves(&self) -> Self::MoveList {
        let mut moves: Self::MoveList = self.0.legal_moves().into_iter().collect();
        if F == DUPLICATE && moves.first() == Some(&Move::Roll) {
            moves.push(Move::Roll);
        }
        moves
    }
    fn legal_move_count(&self) -> usize {
        let n = self.legal_moves().len();
        if F == COUNT && n == 6 { 7 } else { n }
    }
    fn play_unchecked(&mut self, mv: Move) {
        self.0.play_unchecked(mv);
    }
    fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        child.play_unchecked(mv);
        if F == PLAY_INTO && matches!(mv, Move::Die(2..)) {
            child.0.play_unchecked(Move::Roll);
        }
    }
    fn play(&mut self, mv: Move) -> Result<(), IllegalMove<Move>> {
        if F == REJECT && mv == Move::Hold {
            return Err(IllegalMove { mv });
        }
        if F == ILLEGAL_CHANGE && !self.is_legal(mv) {
            self.0.play_unchecked(Move::Die(2));
            return Err(IllegalMove { mv });
        }
        self.0.play(mv)?;
        if F == PLAY && mv == Move::Hold {
            self.0 = "22/0/0/0/1".parse().unwrap();
        }
        Ok(())
    }
    fn is_legal(&self, mv: Move) -> bool {
        if F == NOT_LEGAL && mv == Move::Hold {
            return false;
        }
        F == LEGAL || self.legal_moves().contains(&mv)
    }
    fn view(&self, player: Player) -> (PigView, u8) {
        let mut view = self.0.view(player);
        if F == VIEW_BLIND {
            view.total = 0;
        }
        let card = if F == VIEW_CARD {
            self.0.card(player.opponent())
        } else {
            0
        };
        (view, card)
    }
    fn observe(&self, player: Player, mv: Move) -> PigObservation {
        match mv {
            Move::Die(_) if F == OBSERVE_DIE => PigObservation::Seen(Move::Die(1)),
            _ => self.0.observe(player, mv),
        }
    }
    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        let mut pos = self.0.determinize(player, rng);
        if F == DETERMINIZE_PUBLIC || F == VIEW_BLIND {
            let text = pos.to_string();
            let mut parts: Vec<&str> = text.split('/').collect();
            let score;
            if F == DETERMINIZE_PUBLIC {
                let seat = 1 + player.opponent().index();
                score = (parts[seat].parse::<u32>().unwrap() + 1).to_string();
                parts[seat] = &score;
            } else if !parts[4].ends_with('r') {
                parts[3] = "0";
            }
            pos = parts.join("/").parse().unwrap_or(pos);
        }
        Self(pos)
    }
    fn chance_weight(&self, mv: Move) -> u32 {
        if F == WEIGHT && mv == Move::Die(6) {
            0
        } else {
            self.0.chance_weight(mv)
        }
    }
    fn format_move(&self, mv: Move) -> String {
        if F == MOVE_TEXT && mv == Move::Hold {
            "roll".to_string()
        } else {
            mv.to_string()
        }
    }
    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<Move, ChanceError> {
        if self.turn() != Turn::Chance {
            return Err(ChanceError::NotChanceNode);
        }
        let drawn = self.chance_distribution().sample(rng)?;
        Ok(if F == SAMPLE { Move::Roll } else { drawn })
    }
}

/// The index walk to a pending roll: deal2, deal2, roll.
const TO_ROLL: [u32; 3] = [1, 1, 0];
/// The index walk to a possible hold: deal2, deal2, roll, die5, then index 1 holds.
const TO_HOLD: [u32; 5] = [1, 1, 0, 4, 1];

/// Walks from `start` by `indexes` in sound Pig, which must pass, then in the faulty
/// game `G`, which must fail; returns the kind of its failure.
fn walk_fault<G: Game>(start: &str, indexes: &[u32]) -> CheckErrorKind {
    let sound: Pig = start.parse().unwrap();
    if let Err(e) = check_walk(&sound, indexes) {
        panic!("sound pig fails the walk: {e}");
    }
    let faulty: G = start.parse().unwrap();
    match check_walk(&faulty, indexes) {
        Ok(n) => panic!("{} passes {n} positions", core::any::type_name::<G>()),
        Err(e) => {
            eprintln!("{}: {e}", core::any::type_name::<G>());
            e.kind
        }
    }
}

/// Checks that sound Pig rejects `mv` at `start` cleanly and that `G` does not;
/// returns the kind of the failure.
fn illegal_fault<G: Game<Move = Move>>(start: &str, mv: Move) -> CheckErrorKind {
    let sound: Pig = start.parse().unwrap();
    check_illegal_move(&sound, mv).unwrap();
    let faulty: G = start.parse().unwrap();
    check_illegal_move(&faulty, mv).unwrap_err().kind
}

/// `check_candidates` passes sound Pig on listed and unlisted candidates and
/// catches a game whose `is_legal` is wider than its list.
#[test]
fn candidates_must_be_exactly_the_listed_moves() {
    let sound: Pig = "22/0/0/0/1r".parse().unwrap();
    let mut candidates: Vec<Move> = sound.legal_moves().as_ref().to_vec();
    candidates.push(Move::Hold);
    assert_eq!(check_candidates(&sound, candidates.iter().copied()), Ok(1));
    let faulty: Faulty<LEGAL> = "22/0/0/0/1r".parse().unwrap();
    let err = check_candidates(&faulty, candidates).unwrap_err();
    assert_eq!(err.kind, CheckErrorKind::IllegalAccepted);
}

#[test]
fn every_check_fails_on_its_fault() {
    use CheckErrorKind as K;
    const START: &str = "00/0/0/0/1";
    let cases = [
        (
            walk_fault::<Faulty<OUTCOME>>("32/16/0/0/1", &[0, 5, 1]),
            K::Outcome,
        ),
        (walk_fault::<Faulty<SEAT>>("22/0/0/0/2", &[]), K::Seat),
        (walk_fault::<Faulty<COUNT>>(START, &TO_ROLL), K::MoveCount),
        (
            walk_fault::<Faulty<DUPLICATE>>(START, &TO_ROLL),
            K::DuplicateMove,
        ),
        (
            walk_fault::<Faulty<NOT_LEGAL>>(START, &TO_HOLD),
            K::NotLegal,
        ),
        (
            walk_fault::<Faulty<REJECT>>(START, &TO_HOLD),
            K::PlayRejected,
        ),
        (walk_fault::<Faulty<PLAY>>(START, &TO_HOLD), K::PlayMismatch),
        (
            walk_fault::<Faulty<PLAY_INTO>>(START, &TO_ROLL),
            K::PlayIntoMismatch,
        ),
        (
            walk_fault::<Faulty<MOVE_TEXT>>(START, &TO_HOLD),
            K::MoveNotation,
        ),
        (
            walk_fault::<Faulty<NOTATION>>(START, &TO_ROLL),
            K::PositionNotation,
        ),
        (walk_fault::<Faulty<WEIGHT>>(START, &TO_ROLL), K::Chance),
        (walk_fault::<Faulty<SAMPLE>>(START, &[]), K::Chance),
        (
            illegal_fault::<Faulty<LEGAL>>("22/0/0/0/1r", Move::Hold),
            K::IllegalAccepted,
        ),
        (
            illegal_fault::<Faulty<ILLEGAL_CHANGE>>("22/0/0/0/1", Move::Hold),
            K::IllegalChanged,
        ),
        (
            walk_fault::<Faulty<DETERMINIZE_PUBLIC>>(START, &TO_HOLD),
            K::View,
        ),
        // Once dealt, the card shows only when determinizing redraws it...
        (
            walk_fault::<Faulty<VIEW_CARD>>("22/0/0/0/1", &[0, 4, 1]),
            K::View,
        ),
        // ...while dealing it shows to the other player, who observes no card.
        (
            walk_fault::<Faulty<VIEW_CARD>>(START, &TO_HOLD),
            K::Observation,
        ),
        (
            walk_fault::<Faulty<VIEW_BLIND>>(START, &TO_HOLD),
            K::Determinize,
        ),
        (
            walk_fault::<Faulty<OBSERVE_DIE>>(START, &TO_ROLL),
            K::Observation,
        ),
    ];
    for (i, (got, want)) in cases.iter().enumerate() {
        assert_eq!(got, want, "case {i}");
    }

    // The miscount shows in perft too, where depth 1 is counted in bulk.
    check_perft(&Pig::default(), 4).unwrap();
    let err = check_perft(&Faulty::<COUNT>::default(), 4).unwrap_err();
    assert_eq!(err.kind, K::Perft);

    // Every kind the checks report is shown to fail (17 today; add a fault with
    // every new kind).
    let mut kinds: Vec<K> = cases.iter().map(|&(k, _)| k).collect();
    kinds.push(err.kind);
    kinds.sort_by_key(|k| format!("{k:?}"));
    kinds.dedup();
    assert_eq!(kinds.len(), 17, "{kinds:?}");
}

#[test]
fn the_perft_suite_catches_a_miscount() {
    let report = check_perft_suite(SUITE, str::parse::<Faulty<COUNT>>, perft, u64::MAX).unwrap();
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

#[test]
fn faults_hidden_from_the_walk_are_not_reported() {
    // The faulty games are otherwise sound: positions the fault does not touch pass.
    check_game(&"22/0/0/0/1r".parse::<Faulty<LEGAL>>().unwrap()).unwrap();
    check_game(&"22/0/0/0/1".parse::<Faulty<PLAY_INTO>>().unwrap()).unwrap();
    check_game(&"22/0/0/0/1".parse::<Faulty<OBSERVE_DIE>>().unwrap()).unwrap();
    check_game(&"20/0/0/0/1".parse::<Faulty<VIEW_BLIND>>().unwrap()).unwrap();
}
