//! The text board of `GameState::diagram`, read back: every checker, the bar, the
//! borne-off counts, the cube, the dice, the score and both IDs where gnubg's text
//! board puts them, on every state of random matches and money games.

use backgammon::{GameState, Level, MatchContext, MatchId, Move, Phase, Rules};
use boardcore::{Game, Player};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The count and colour of one column of five cells (from the edge of the board
/// inwards), as gnubg draws a point: one letter per checker, the fifth cell the
/// count when there are more than five.
fn read_column(cells: &[&str; 5], what: &str) -> (Option<char>, u32) {
    let mut colour = None;
    let mut n = 0;
    for (row, cell) in cells.iter().enumerate() {
        let t = cell.trim();
        if t.is_empty() {
            assert!(
                cells[row..].iter().all(|c| c.trim().is_empty()),
                "{what}: a gap in {cells:?}"
            );
            break;
        }
        if let Ok(count) = t.parse::<u32>() {
            assert_eq!(row, 4, "{what}: a count before the fifth cell in {cells:?}");
            assert!(count > 5, "{what}: a count of {count} in {cells:?}");
            n = count;
            break;
        }
        let c = t.chars().next().expect("a letter");
        assert_eq!(t.len(), 1, "{what}: {t:?}");
        assert!(c == 'X' || c == 'O', "{what}: {t:?}");
        assert!(
            colour.is_none_or(|k| k == c),
            "{what}: two colours in {cells:?}"
        );
        colour = Some(c);
        n += 1;
    }
    (colour, n)
}

fn level_name(level: Level) -> &'static str {
    match level {
        Level::Single => "single",
        Level::Gammon => "gammon",
        Level::Backgammon => "backgammon",
    }
}

/// Checks the diagram of `g` against its state, computed from player 0's board.
fn check(g: &GameState) {
    let d = g.diagram();
    assert!(d.ends_with('\n'), "{d}");
    let lines: Vec<&str> = d.lines().collect();
    assert_eq!(lines.len(), 15, "{d}");
    for l in &lines {
        assert_eq!(l.trim_end(), *l, "trailing spaces in {l:?}");
    }
    let ctx = g.context();
    let header = if ctx.is_match() {
        format!(" Match to {}  Position ID: {}", ctx.length, g.board())
    } else {
        format!(" Money game  Position ID: {}", g.board())
    };
    assert_eq!(lines[0], header);
    assert_eq!(
        lines[1],
        format!("                 Match ID   : {}", MatchId::from_state(g))
    );
    assert_eq!(lines[2], " +13-14-15-16-17-18------19-20-21-22-23-24-+");
    assert_eq!(lines[14], " +12-11-10--9--8--7-------6--5--4--3--2--1-+");

    // Player 0 (O) seen from its own side; X is player 1, whose numbering the
    // diagram shows: X's point p is O's point 25 - p.
    let b = g.board_of_player0();
    let cell = |line: usize, col: usize| -> &str {
        lines[line]
            .get(col..col + 3)
            .unwrap_or_else(|| &lines[line][col.min(lines[line].len())..])
    };
    // The column of X's point p: its first cell's offset and the lines from the edge.
    let column = |p: u8| -> [&str; 5] {
        let (line0, step, col) = match p {
            13..=18 => (3_usize, 1_isize, 2 + 3 * usize::from(p - 13)),
            19..=24 => (3, 1, 25 + 3 * usize::from(p - 19)),
            7..=12 => (13, -1, 2 + 3 * usize::from(12 - p)),
            _ => (13, -1, 25 + 3 * usize::from(6 - p)),
        };
        core::array::from_fn(|i| cell(line0.wrapping_add_signed(step * i as isize), col))
    };
    for p in 1..=24u8 {
        let x = u32::from(b.opponent(p));
        let o = u32::from(b.mover(25 - p));
        let expect = if x > 0 {
            (Some('X'), x)
        } else if o > 0 {
            (Some('O'), o)
        } else {
            (None, 0)
        };
        assert_eq!(
            read_column(&column(p), &format!("point {p}")),
            expect,
            "{d}"
        );
    }
    // The bar: O's checkers in the upper half, X's in the lower, from the centre out.
    let bar_o: [&str; 5] = core::array::from_fn(|i| cell(3 + i, 21));
    let bar_x: [&str; 5] = core::array::from_fn(|i| cell(13 - i, 21));
    let on_bar = |n: u8, c| (if n > 0 { Some(c) } else { None }, u32::from(n));
    assert_eq!(
        read_column(&bar_o, "O's bar"),
        on_bar(b.mover(25), 'O'),
        "{d}"
    );
    assert_eq!(
        read_column(&bar_x, "X's bar"),
        on_bar(b.opponent(25), 'X'),
        "{d}"
    );
    for l in &lines[3..14] {
        assert_eq!(&l[20..21], "|", "{l:?}");
        assert_eq!(&l[24..25], "|", "{l:?}");
        assert_eq!(&l[43..44], "|", "{l:?}");
    }
    assert_eq!(&lines[8][..25], "v|                  |BAR|");

    // The notes beside the board.
    let on_roll = g.on_roll().index();
    let owner = g.cube_owner().map(Player::index);
    let cube = format!("(Cube: {})", g.cube());
    let dice = match g.phase() {
        Phase::Moving(d) => format!("Rolled {}{}", d.high(), d.low()),
        Phase::Doubled { .. } => "Cube offered".into(),
        Phase::Resigning { level, .. } => format!("Resigns {}", level_name(level)),
        Phase::Over { winner, points, .. } => {
            format!("{} wins {points}", if winner == 1 { 'X' } else { 'O' })
        }
        Phase::Opening | Phase::Decide | Phase::Rolling => String::new(),
    };
    let score = |p: usize| {
        if ctx.is_match() {
            format!("{} points", ctx.score[p])
        } else {
            String::new()
        }
    };
    let when = |yes: bool, s: &str| if yes { s.to_owned() } else { String::new() };
    let notes = [
        (3, "O: player 0".to_owned()),
        (4, score(0)),
        (5, when(owner == Some(0), &cube)),
        (6, when(on_roll == 0, &dice)),
        (7, format!("off {}", b.mover_off())),
        (8, when(owner.is_none(), &cube)),
        (9, format!("off {}", b.opponent_off())),
        (10, when(on_roll == 1, &dice)),
        (11, when(owner == Some(1), &cube)),
        (12, score(1)),
        (13, "X: player 1".to_owned()),
    ];
    for (line, note) in notes {
        let rest = &lines[line][44..];
        if note.is_empty() {
            assert_eq!(rest, "", "line {line} of\n{d}");
        } else {
            assert_eq!(rest, format!("     {note}"), "line {line} of\n{d}");
        }
    }
}

/// Plays random games to their end, checking the diagram of every state; rolling is
/// preferred over resigning and doubling so that games are long.
fn random_games(rules: Rules, context: MatchContext, seed: u64, games: usize) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut states = 0;
    for _ in 0..games {
        let mut g = GameState::new(rules, context).expect("rules");
        for _ in 0..3_000 {
            check(&g);
            states += 1;
            if g.outcome().is_some() {
                break;
            }
            let moves = g.legal_moves();
            let mv = if moves.contains(&Move::RollDice) && rng.random_range(0..20) > 0 {
                Move::RollDice
            } else {
                boardcore::random_move(&g, &moves, &mut rng).expect("a move")
            };
            g.try_play(mv).expect("legal");
        }
    }
    states
}

#[test]
fn the_diagram_shows_every_state_of_random_money_games() {
    let rules = Rules {
        beavers: 1,
        ..Rules::MONEY
    };
    let n = random_games(rules, MatchContext::MONEY, 1, 100);
    assert!(n > 2_000, "{n}");
}

#[test]
fn the_diagram_shows_every_state_of_random_match_games() {
    let context = MatchContext {
        length: 7,
        score: [3, 5],
        ..MatchContext::MONEY
    };
    let n = random_games(Rules::MATCH, context, 2, 100);
    assert!(n > 2_000, "{n}");
}

/// Stacks of more than five checkers (on a point and on the bar) show their count in
/// the fifth cell; the starting position is drawn as gnubg draws it.
#[test]
fn the_diagram_counts_tall_stacks_and_draws_the_opening_as_gnubg() {
    let g = GameState::money(Rules::MONEY).expect("rules");
    let expected = format!(
        " Money game  Position ID: 4HPwATDgc/ABMA
                 Match ID   : {}
 +13-14-15-16-17-18------19-20-21-22-23-24-+
 | X           O    |   | O              X |     O: player 0
 | X           O    |   | O              X |
 | X           O    |   | O                |
 | X                |   | O                |
 | X                |   | O                |     off 0
v|                  |BAR|                  |     (Cube: 1)
 | O                |   | X                |     off 0
 | O                |   | X                |
 | O           X    |   | X                |
 | O           X    |   | X              O |
 | O           X    |   | X              O |     X: player 1
 +12-11-10--9--8--7-------6--5--4--3--2--1-+
",
        MatchId::from_state(&g)
    );
    assert_eq!(g.diagram(), expected);
    check(&g);
    // Tall stacks: every checker of both players piled on few points and the bar.
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut checked, mut tall) = (0, 0);
    for _ in 0..200 {
        let mut s = backgammon::Setup::default();
        for side in [&mut s.mover, &mut s.opponent] {
            let mut left = 15u8;
            while left > 0 {
                let p = [0, 25, rng.random_range(1..=24)][rng.random_range(0..3)];
                let n = rng.random_range(1..=left);
                // Point 0: borne off (not on the board).
                if p != 0 {
                    side[p] += n;
                }
                left -= n;
            }
        }
        // Keep the sides off each other's points: the mover's clashing checkers are
        // borne off.
        for p in 1..=24 {
            if s.mover[p] > 0 && s.opponent[25 - p] > 0 {
                s.mover[p] = 0;
            }
        }
        let Ok(board) = backgammon::Position::try_from(s) else {
            continue;
        };
        // Some of them count as tall stacks.
        tall += usize::from(s.mover.iter().chain(&s.opponent).any(|&n| n > 5));
        for on_roll in [Player::FIRST, Player::FIRST.opponent()] {
            // A board where a side has no checker left is refused: skip it.
            let Ok(g) = GameState::from_parts(
                board,
                on_roll,
                Phase::Decide,
                1,
                None,
                Rules::MONEY,
                MatchContext::MONEY,
            ) else {
                continue;
            };
            check(&g);
            checked += 1;
        }
    }
    assert!(checked > 200 && tall > 50, "{checked} {tall}");
}
