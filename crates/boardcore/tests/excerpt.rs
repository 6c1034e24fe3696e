//! Errors of boardcore's own parsers quote at most a short excerpt of their input.

use boardcore::grid::Square;
use boardcore::{ParseMoveError, ParseMoveErrorKind};

#[test]
fn a_huge_bad_square_gives_a_short_message() {
    let text = "z".repeat(1 << 20);
    let err = text.parse::<Square<8, 8>>().unwrap_err();
    let message = err.to_string();
    assert!(message.len() < 200, "{} bytes", message.len());
    assert!(message.contains("1048576 bytes"), "{message}");
    assert!(err.input().len() <= 4 * boardcore::EXCERPT_CHARS);
}

#[test]
fn a_huge_bad_move_gives_a_short_message() {
    let text = "x".repeat(1 << 20);
    let err = ParseMoveError::new(ParseMoveErrorKind::Syntax, &text, "not a move");
    let message = err.to_string();
    assert!(message.len() < 200, "{} bytes", message.len());
    assert!(
        message.starts_with("invalid move notation \"xxx"),
        "{message}"
    );
    assert!(
        message.ends_with("...\" (1048576 bytes): not a move"),
        "{message}"
    );
}
