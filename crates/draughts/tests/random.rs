//! Random moves of positions and histories: uniform over the legal moves, always
//! legal, and `None` exactly where the game has ended.

use boardcore::HistoryRules;
use boardcore::rand::{RngExt, SeedableRng};
use boardcore::rand_chacha::ChaCha8Rng;
use boardcore::testing::{chi_square_bound, random_move_chi_square};
use draughts::{DrawRule, Game, History, HistoryExt, MoveList, Position, Variant};

/// Start positions of both variants, with kings (flying and short) and captures.
const STARTS: [(&str, Variant); 9] = [
    ("W:WK32:BK1", Variant::English),
    ("W:WK50,K45:BK1", Variant::International),
    ("W:W31-50:B1-20", Variant::International),
    ("W:WK46,K50,31:BK5,20", Variant::International),
    ("W:WK46,38,K50:BK5,K1,12", Variant::International),
    ("B:W21-32:B1-12", Variant::English),
    ("B:WK29,K30,22:BK1,K2,9", Variant::English),
    ("W:WK10,K27,18,19:BK1,14,15,23,K31", Variant::English),
    (
        "W:WK28,K33,38,39:BK3,24,25,K43,17,12",
        Variant::International,
    ),
];

/// Positions along seeded random walks from every start while the game goes on:
/// every `step`-th one, and every one with a choice of captures.
fn positions(step: usize) -> Vec<History> {
    let mut out = Vec::new();
    for (fen, variant) in STARTS {
        let start = Position::from_fen(fen, variant).expect("valid");
        for seed in 0..3 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut h = History::new(start);
            for ply in 0.. {
                let moves = h.legal_moves();
                if moves.is_empty() {
                    break;
                }
                if ply % step == 0 || (moves.len() > 1 && moves[0].is_capture()) {
                    out.push(h.clone());
                }
                h.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
        }
    }
    out
}

#[test]
fn random_moves_are_uniform_over_the_legal_moves() {
    let mut rng = ChaCha8Rng::seed_from_u64(19);
    let (mut chi2, mut dof) = (0.0, 0);
    let (mut kings, mut captures) = (0, 0);
    for h in positions(9) {
        let pos = *h.position();
        let moves = pos.legal_moves();
        if moves.len() < 2 {
            continue;
        }
        kings += usize::from(!(pos.kings() & pos.pieces(pos.turn())).is_empty());
        captures += usize::from(moves[0].is_capture());
        let samples = 100 * moves.len();
        let (c, d) = random_move_chi_square(&pos, &mut rng, samples);
        chi2 += c;
        dof += d;
        let (c, d) = random_move_chi_square(&h, &mut rng, samples);
        chi2 += c;
        dof += d;
    }
    assert!(kings >= 30 && captures >= 30, "{kings} {captures}");
    assert!(dof >= 1000, "{dof}");
    assert!(
        chi2 < chi_square_bound(dof),
        "chi-square {chi2} over {dof} dof"
    );
}

/// The draw rule whose count has run out, found the slow way: the first rule, in
/// order, whose remaining plies are 0.
fn slow_draw(h: &History) -> Option<DrawRule> {
    [
        DrawRule::ThreefoldRepetition,
        DrawRule::TwentyFiveMoves,
        DrawRule::FortyMoves,
        DrawRule::SixteenMoves,
        DrawRule::FiveMoves,
    ]
    .into_iter()
    .find(|&r| h.remaining_plies(r) == Some(0))
}

#[test]
fn random_games_end_where_the_rules_say() {
    let mut ends = [0; 3];
    let mut repetitions = 0;
    let mut long_windows = 0;
    for (fen, variant) in STARTS {
        let start = History::new(Position::from_fen(fen, variant).expect("valid"));
        for seed in 0..20 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut h = start.clone();
            loop {
                assert_eq!(h.draw(), slow_draw(&h), "{h}");
                long_windows += usize::from(h.reversible_plies() >= 8);
                let moves = h.legal_moves();
                let end = h.termination();
                assert_eq!(moves.is_empty(), end.is_some(), "{h}");
                let mut listed = MoveList::new();
                assert_eq!(Position::history_moves(&h, &mut listed), end, "{h}");
                assert_eq!(listed, moves, "{h}");
                let Some(mv) = h.random_move(&mut rng) else {
                    let end = end.expect("None only at the end");
                    repetitions += usize::from(
                        end == draughts::Termination::Draw(DrawRule::ThreefoldRepetition),
                    );
                    ends[match end {
                        draughts::Termination::Draw(_) => 0,
                        draughts::Termination::Blocked => 1,
                        _ => 2,
                    }] += 1;
                    break;
                };
                assert!(moves.contains(&mv), "{mv} in {h}");
                h.play_unchecked(mv);
            }
        }
    }
    assert!(
        ends.iter().all(|&n| n > 0),
        "draws, blocks, no pieces: {ends:?}"
    );
    assert!(
        long_windows > 300 && repetitions > 5,
        "{long_windows} {repetitions}"
    );
}
