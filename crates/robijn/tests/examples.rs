//! The three worked examples of the source text (rules, "Worked examples" [SEED]),
//! checked on the board of the data table.

use boardcore::Game;
use robijn::{Color, Move, Position, Square, Stone, layout};

fn sq(name: &str) -> Square {
    name.parse().expect("square")
}

fn stone(code: &str) -> Stone {
    code.parse().expect("stone")
}

/// "Rood 14 kan bijvoorbeeld diagonaal geschoven worden naar het rode veld boven 15."
#[test]
fn red_14_steps_diagonally_to_the_red_field_above_15() {
    let pos = Position::default();
    assert_eq!(pos.stone_at(sq("d2")), Some(stone("r14")));
    assert_eq!(pos.stone_at(sq("e2")), Some(stone("r15")));
    assert_eq!(layout::field_color(sq("e3")), Some(Color::Red));
    let mv = Move::new(sq("d2"), sq("e3"));
    assert!(pos.is_legal(mv));
    assert_eq!(pos.format_move(mv), "d2-e3");
    assert_eq!(
        pos.path(mv).map(|p| p.to_string()).as_deref(),
        Some("d2-e3")
    );
    assert_eq!(pos.parse_move("d2-e3"), Ok(mv));
}

/// "Bruin 6 kan bijvoorbeeld over rood 15 springen naar het bruine veld boven 14."
#[test]
fn brown_6_jumps_over_red_15_to_the_brown_field_above_14() {
    let pos = Position::default();
    assert_eq!(pos.stone_at(sq("f1")), Some(stone("b6")));
    assert_eq!(layout::field_color(sq("d3")), Some(Color::Brown));
    let mv = Move::new(sq("f1"), sq("d3"));
    assert!(pos.is_legal(mv));
    assert_eq!(
        pos.path(mv).map(|p| p.to_string()).as_deref(),
        Some("f1xd3")
    );
    assert_eq!(pos.parse_move("f1xd3"), Ok(mv));
    // Brown may not end on a red field: the jump over e2 towards f3 from d1 ends on a
    // white field and is legal, but no brown stone may stop on e3.
    assert!(!pos.legal_moves().iter().any(|m| {
        m.to() == Some(sq("e3"))
            && pos
                .stone_at(m.from().expect("a stone move"))
                .is_some_and(|s| s.color() == Color::Brown)
    }));
}

/// "Na de schuif van rood 14, kan bruin 5 met een schuif naar wit 14 direct een
/// sprong maken over rood 14 naar het eerste bruine veld boven 16."
#[test]
fn after_red_14_steps_brown_5_steps_to_white_14_and_jumps_to_f4() {
    let mut pos = Position::default();
    pos.play(Move::new(sq("d2"), sq("e3")))
        .expect("red 14 steps");
    // B plays any move that leaves the area alone; A is to move again.
    pos.play(pos.parse_move("a9-b8").expect("a blue step"))
        .expect("legal");
    assert_eq!(pos.stone_at(sq("e1")), Some(stone("b5")));
    assert_eq!(pos.stone_at(sq("e3")), Some(stone("r14")));
    assert_eq!(
        layout::field_color(sq("d2")),
        None,
        "d2 is white (red 14's house field)"
    );
    assert_eq!(layout::field_color(sq("f3")), None, "f3 above 16 is white");
    assert_eq!(
        layout::field_color(sq("f4")),
        Some(Color::Brown),
        "f4 is the first brown field above 16"
    );
    assert_eq!(pos.stone_at(sq("f2")), Some(stone("r16")));
    let mv = Move::new(sq("e1"), sq("f4"));
    assert!(pos.is_legal(mv));
    assert_eq!(pos.format_move(mv), "e1xf4");
    assert_eq!(
        pos.path(mv).map(|p| p.to_string()).as_deref(),
        Some("e1-d2xf4")
    );
    assert_eq!(pos.parse_move("e1-d2xf4"), Ok(mv));
    assert_eq!(pos.parse_move("e1xf4"), Ok(mv));
    // Not legal before red 14 moved: d2 was occupied.
    assert!(!Position::default().is_legal(mv));
    // A jump followed by a step is not a move: e1 cannot reach f4 that way (the path
    // is rejected by the notation), and a false path is not legal here.
    assert!(pos.parse_move("e1xg3-f4").is_err());
    assert!(pos.parse_move("e1-f2xf4").is_err());
    pos.play(mv).expect("legal");
    assert_eq!(pos.stone_at(sq("f4")), Some(stone("b5")));
    assert_eq!(pos.stone_at(sq("e1")), None);
}

/// The diagram of the start position is the specification's picture of the board
/// ("Board" [RECON]): green and blue stones by number on rows 10 and 9, red and brown
/// on rows 2 and 1, the colour letter of every empty field of rows 8 to 3 (`.`
/// white), the columns at the foot; then the side to move.
#[test]
fn the_start_diagram_is_the_board_of_the_specification() {
    // Rows 8 down to 3 of the specification's picture.
    let picture = [
        "g . u g . u g . u g",
        "u g . u g . u g . u",
        ". u g . u g . u g .",
        ". b r . b r . b r .",
        "r . b r . b r . b r",
        "b r . b r . b r . b",
    ];
    let mut expected = vec![
        "10  g10 g9  g8  g7  g6  g5  g4  g3  g2  g1".to_string(),
        " 9  u20 u19 u18 u17 u16 u15 u14 u13 u12 u11".to_string(),
    ];
    for (row, cells) in (3..=8).rev().zip(picture) {
        let cells: String = cells.split(' ').map(|c| format!("   {c}")).collect();
        expected.push(format!("{row:>2}{cells}"));
    }
    expected.push(" 2  r11 r12 r13 r14 r15 r16 r17 r18 r19 r20".to_string());
    expected.push(" 1  b1  b2  b3  b4  b5  b6  b7  b8  b9  b10".to_string());
    expected.push("     a   b   c   d   e   f   g   h   i   j".to_string());
    expected.push("A to move".to_string());
    let pos = Position::default();
    assert_eq!(pos.diagram(), expected.join("\n") + "\n");

    // After red 14 steps to the red field e3, d2 shows white and e3 the stone.
    let mut after = pos.clone();
    after
        .play(pos.parse_move("d2-e3").expect("legal"))
        .expect("legal");
    let diagram = after.diagram();
    let lines: Vec<&str> = diagram.lines().collect();
    assert_eq!(lines[7], " 3   b   r   .   b  r14  .   b   r   .   b");
    assert_eq!(lines[8], " 2  r11 r12 r13  .  r15 r16 r17 r18 r19 r20");
    assert_eq!(lines[11], "B to move");
}
