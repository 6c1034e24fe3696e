//! An independent, slow move generator: square by square over a plain array, with
//! every route walked explicitly (slides leg by leg, jump chains by depth-first
//! search over simple paths), no bitboards. Used to cross-check the bitboard
//! generator's moves and perft counts.

use smokkelen::{Color, Move, Position, Square, Stone};
use std::collections::BTreeSet;

/// The board as a plain array of 6 ranks by 5 files.
type Grid = [[Option<Stone>; 5]; 6];

fn grid(pos: &Position) -> Grid {
    let mut g = [[None; 5]; 6];
    for (r, row) in g.iter_mut().enumerate() {
        for (f, cell) in row.iter_mut().enumerate() {
            *cell = pos.stone_at(Square::from_coords(f, r).unwrap());
        }
    }
    g
}

/// Forward and sideways steps (file, rank) of a stone owned by `c`.
fn steps(c: Color) -> [(i32, i32); 3] {
    let fwd = if c == Color::White { 1 } else { -1 };
    [(0, fwd), (1, 0), (-1, 0)]
}

fn on_board(f: i32, r: i32) -> bool {
    (0..5).contains(&f) && (0..6).contains(&r)
}

/// Tests if the game is over, by the rules read directly: a secret stone on its
/// owner's far rank, two passes, the ply limit.
pub fn is_over(pos: &Position) -> bool {
    let g = grid(pos);
    for c in [Color::White, Color::Black] {
        let far = if c == Color::White { 5 } else { 0 };
        let secret = pos.secret(c).unwrap();
        if g[far].iter().any(|s| *s == Some(Stone::new(c, secret))) {
            return true;
        }
    }
    let limit = pos.config().ply_limit;
    pos.passes() >= 2 || (limit != 0 && pos.plies() >= limit)
}

/// Walks the jump chains from `(f, r)`, `visited` holding every square of the route
/// so far; records each landing square.
fn jumps(
    g: &Grid,
    c: Color,
    f: i32,
    r: i32,
    visited: &mut Vec<(i32, i32)>,
    out: &mut BTreeSet<(i32, i32)>,
) {
    for (df, dr) in steps(c) {
        let (mf, mr, lf, lr) = (f + df, r + dr, f + 2 * df, r + 2 * dr);
        if !on_board(lf, lr) {
            continue;
        }
        if g[mr as usize][mf as usize].is_none() || g[lr as usize][lf as usize].is_some() {
            continue;
        }
        if visited.contains(&(lf, lr)) {
            continue;
        }
        out.insert((lf, lr));
        visited.push((lf, lr));
        jumps(g, c, lf, lr, visited, out);
        visited.pop();
    }
}

/// Walks the slides from `(f, r)`: legs in forward or sideways steps, each turn 90
/// degrees, at most `legs_left` more legs; after each slide square, the jump chains.
#[allow(clippy::too_many_arguments)]
fn slides(
    g: &Grid,
    c: Color,
    f: i32,
    r: i32,
    last: Option<(i32, i32)>,
    legs_left: u32,
    visited: &mut Vec<(i32, i32)>,
    out: &mut BTreeSet<(i32, i32)>,
) {
    if legs_left == 0 {
        return;
    }
    for (df, dr) in steps(c) {
        if let Some((lf, lr)) = last {
            // Only a 90-degree turn: the new step is perpendicular to the last.
            if lf * df + lr * dr != 0 {
                continue;
            }
        }
        let (mut cf, mut cr) = (f, r);
        let mut pushed = 0;
        loop {
            cf += df;
            cr += dr;
            if !on_board(cf, cr)
                || g[cr as usize][cf as usize].is_some()
                || visited.contains(&(cf, cr))
            {
                break;
            }
            visited.push((cf, cr));
            pushed += 1;
            out.insert((cf, cr));
            jumps(g, c, cf, cr, visited, out);
            slides(g, c, cf, cr, Some((df, dr)), legs_left - 1, visited, out);
        }
        for _ in 0..pushed {
            visited.pop();
        }
    }
}

/// Returns the legal moves of `pos` (in play), by the slow generator.
pub fn legal_moves(pos: &Position) -> BTreeSet<Move> {
    let mut moves = BTreeSet::new();
    if is_over(pos) {
        return moves;
    }
    let g = grid(pos);
    let side = pos.turn();
    for r in 0..6 {
        for f in 0..5 {
            let Some(stone) = g[r][f] else { continue };
            let from = Square::from_coords(f, r).unwrap();
            if pos.frozen() == Some(from)
                && (!pos.config().freeze_only_opponent_owned || stone.color != side)
            {
                continue;
            }
            let mut lifted = g;
            lifted[r][f] = None;
            let mut out = BTreeSet::new();
            let mut visited = vec![(f as i32, r as i32)];
            jumps(
                &lifted,
                stone.color,
                f as i32,
                r as i32,
                &mut visited,
                &mut out,
            );
            let legs = u32::from(pos.config().max_slide_turns) + 1;
            slides(
                &lifted,
                stone.color,
                f as i32,
                r as i32,
                None,
                legs,
                &mut visited,
                &mut out,
            );
            for (tf, tr) in out {
                if (tf, tr) != (f as i32, r as i32) {
                    moves.insert(Move::stone(
                        from,
                        Square::from_coords(tf as usize, tr as usize).unwrap(),
                    ));
                }
            }
        }
    }
    if moves.is_empty() {
        moves.insert(Move::Pass);
    }
    moves
}

/// Counts the leaves at `depth` with the slow generator (moves played by the
/// engine's `play_unchecked`).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = legal_moves(pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .into_iter()
        .map(|mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            perft(&child, depth - 1)
        })
        .sum()
}
