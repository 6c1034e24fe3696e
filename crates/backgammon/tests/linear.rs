//! Error messages quote at most an excerpt of the input, and the readers stay
//! linear in their input: checked by counting the bytes allocated (a counting global
//! allocator in this test binary), never by timing, for sizes N and 4N.

use backgammon::record::{self, mat, sgf};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};
use std::alloc::System;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// The bytes allocated while running `f` (the tests of this binary take the lock
/// of `serial`, so that the count sees only the work measured).
fn allocated(f: impl FnOnce()) -> usize {
    let region = Region::new(GLOBAL);
    f();
    region.change().bytes_allocated
}

/// The tests of this binary share the counter: they take this lock.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn serial() -> std::sync::MutexGuard<'static, ()> {
    SERIAL
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

const GAME: &str = " Game {n}\n a : 0                          b : 0\n  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2) 21: 13/11 6/5               Doubles => 2\n  3)  Takes                      53: 8/3 6/3\n  4)  Doubles => 4                Drops\n      Wins 2 points\n\n";

/// A money session of `games` games.
fn session(games: usize) -> String {
    let mut text = String::from("; [Site \"linear\"]\n\n 0 point match\n\n");
    for n in 1..=games {
        text.push_str(&GAME.replace("{n}", &n.to_string()));
    }
    text
}

/// Reading (and replaying) 4N games allocates about 4 times what N games do: the
/// reader is linear (a quadratic one would allocate 16 times as much).
#[test]
fn the_mat_reader_is_linear() {
    let _guard = serial();
    let (small, large) = (session(500), session(2000));
    let read = |text: &str| {
        allocated(|| {
            let rec = mat::parse(text).expect("reads");
            assert!(record::replay(&rec).is_ok());
        })
    };
    let _ = read(&small);
    let (a, b) = (read(&small), read(&large));
    assert!(b <= 5 * a, "N: {a} bytes, 4N: {b} bytes");
    assert!(b >= 3 * a, "N: {a} bytes, 4N: {b} bytes");
}

/// The SGF reader is linear too.
#[test]
fn the_sgf_reader_is_linear() {
    let _guard = serial();
    let tree = "(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[a]PB[b]RE[W+1]\n;W[31hefe]\n;B[64aglp]\n;W[double]\n;B[drop])\n";
    let (small, large) = (tree.repeat(500), tree.repeat(2000));
    let read = |text: &str| allocated(|| assert!(sgf::parse(text).is_ok()));
    let _ = read(&small);
    let (a, b) = (read(&small), read(&large));
    assert!(b <= 5 * a && b >= 3 * a, "N: {a} bytes, 4N: {b} bytes");
}

/// A 1 MB bad token gives an error line of at most about a hundred characters,
/// with the excerpt's ellipsis and the token's length, in every reader.
#[test]
fn errors_quote_an_excerpt_of_a_huge_token() {
    let _guard = serial();
    let huge = "9".repeat(1 << 20);
    let letters = "q".repeat(1 << 20);
    let head = " 1 point match\n Game 1\n a : 0   b : 0\n";
    let mut messages: Vec<String> = vec![
        mat::parse(&format!("{head}  1) 31: 8/{huge}\n"))
            .expect_err("movement")
            .to_string(),
        mat::parse(&format!("{head}  1) 31: 8/5 6/5 {letters}\n"))
            .expect_err("movement")
            .to_string(),
        mat::parse(&format!("{head}  1) {letters}\n"))
            .expect_err("action")
            .to_string(),
        mat::parse(&format!("{head}  1)  Doubles => {huge}\n"))
            .expect_err("number")
            .to_string(),
        mat::parse(&format!(" {huge} point match\n"))
            .expect_err("length")
            .to_string(),
        mat::parse(&format!(" 1 point match\n Game 1\n a {letters}\n"))
            .expect_err("players")
            .to_string(),
        mat::parse(&format!("{head}  1) {huge}: 8/5\n"))
            .expect_err("roll")
            .to_string(),
        sgf::parse(&format!("(;GM[6];B[41{letters}])"))
            .expect_err("move")
            .to_string(),
        sgf::parse(&format!("(;GM[{huge}])"))
            .expect_err("game type")
            .to_string(),
        sgf::parse(&format!("(;GM[6]MI[length:{huge}])"))
            .expect_err("length")
            .to_string(),
        huge.parse::<backgammon::Dice>()
            .expect_err("dice")
            .to_string(),
        format!("8/{huge}")
            .parse::<backgammon::Play>()
            .expect_err("play")
            .to_string(),
        format!("resign {letters}")
            .parse::<backgammon::Move>()
            .expect_err("action")
            .to_string(),
        backgammon::GameState::from_xgid(
            &format!("XGID=-b----E-C---eE---c-e----B-:0:0:1:{huge}:0:0:0:0:10"),
            backgammon::Rules::MONEY,
        )
        .expect_err("XGID")
        .to_string(),
    ];
    let start = backgammon::Position::START;
    let dice = backgammon::Dice::new(3, 1).expect("31");
    messages.push(
        backgammon::notation::gnubg::read(&start, dice, &format!("8/{huge}"))
            .expect_err("play")
            .to_string(),
    );
    for (i, m) in messages.iter().enumerate() {
        assert!(
            m.len() < 160,
            "message {i} has {} bytes: {}",
            m.len(),
            &m[..200.min(m.len())]
        );
    }
    assert!(
        messages[0].contains("...\" (1048578 bytes)"),
        "{}",
        messages[0]
    );
}
