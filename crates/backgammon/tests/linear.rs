//! Error messages quote at most an excerpt of the input, and the readers stay
//! linear in their input: checked by counting the bytes allocated (a counting global
//! allocator in this test binary), never by timing, for sizes N and 4N.

use backgammon::record::{self, mat, sgf};
use boardcore::testing::AllocCounter;
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};
use std::alloc::System;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);

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

const TREE: &str = "(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[a]PB[b]RE[W+1]\n;W[31hefe]\n;B[64aglp]\n;W[double]\n;B[drop])\n";

/// Reading (and replaying) 4N games allocates about 4 times what N games do: the
/// readers are linear (a quadratic one would allocate 16 times as much).
#[test]
fn the_readers_are_linear() {
    let _guard = serial();
    COUNTER.check_linear("mat", 500, session, |text| {
        let rec = mat::parse(text).expect("reads");
        assert!(record::replay(&rec).is_ok());
    });
    COUNTER.check_linear(
        "sgf",
        500,
        |n| TREE.repeat(n),
        |text| {
            assert!(sgf::parse(text).is_ok());
        },
    );
    COUNTER.check_linear("score", 500, session, |text| {
        assert!(record::score(text).is_ok());
    });
}

/// `n` header lines made by `line`, a money-session match line, then `n` empty games.
fn header_and_games(n: usize, line: impl Fn(usize) -> String) -> String {
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&line(i));
        text.push('\n');
    }
    text.push_str(" 0 point match\n\n");
    for k in 1..=n {
        text.push_str(&format!(" Game {k}\n a : 0   b : 0\n\n"));
    }
    text
}

/// A first game tree whose `PW` has `n` characters, then `n` small trees.
fn long_player_and_trees(n: usize) -> String {
    let mut text = format!(
        "(;GM[6]MI[length:0][game:0][ws:0][bs:0]PW[{}]PB[b])\n",
        "w".repeat(n)
    );
    for _ in 0..n {
        text.push_str("(;GM[6]MI[length:0][game:0][ws:0][bs:0])\n");
    }
    text
}

/// Found by a review: each game a reader yielded copied the file's header (its lines,
/// comments and players), so that a header growing with the number of games cost
/// header size x games (20,000 `; comment` lines and 20,000 empty games took 26 s).
/// The games now share the header: a header of 4N lines and 4N games allocate about
/// 4 times what N lines and N games do, read one game at a time by the format's
/// `Reader` or whole by `parse` (then replayed, through `MatchRecord::records`).
#[test]
fn the_readers_are_linear_in_header_and_games() {
    let _guard = serial();
    // The name, the format and the text of size `n`.
    type Case = (&'static str, record::Format, fn(usize) -> String);
    let n = 500;
    let cases: [Case; 3] = [
        ("mat comments", record::Format::Mat, |n| {
            header_and_games(n, |i| format!("; comment {i}"))
        }),
        ("mat headers", record::Format::Mat, |n| {
            header_and_games(n, |i| format!("; [Key{i} \"Value {i}\"]"))
        }),
        ("sgf long PW", record::Format::Sgf, long_player_and_trees),
    ];
    for (what, format, make) in cases {
        // The games of the text, read one at a time by the format's reader.
        let stream = |text: &str| -> usize {
            let ok = |r: Result<record::Record, record::ReadError>| {
                let r = r.expect("reads");
                assert!(!r.players[1].is_empty());
            };
            match format {
                record::Format::Mat => mat::Reader::new(text).map(ok).count(),
                record::Format::Sgf => sgf::Reader::new(text).map(ok).count(),
            }
        };
        // The SGF text's first tree is a game too.
        let games = n + usize::from(format == record::Format::Sgf);
        assert_eq!(stream(&make(n)), games, "{what}");
        COUNTER.check_linear(&format!("{what}, streamed"), n, make, |text| {
            stream(text);
        });
        COUNTER.check_linear(&format!("{what}, parsed"), n, make, |text| {
            let rec = record::parse(text, format).expect("reads");
            assert!(record::replay(&rec).is_ok());
        });
    }
}

/// The most bytes held at once (allocated, not yet freed) while `f` runs, sampled by
/// `f` through the closure it is given.
fn peak_live(f: impl FnOnce(&mut dyn FnMut())) -> isize {
    let region = Region::new(GLOBAL);
    let mut peak = 0isize;
    f(&mut || {
        let c = region.change();
        let live = c.bytes_allocated as isize - c.bytes_deallocated as isize;
        peak = peak.max(live);
    });
    peak
}

/// Issue 15 item 8: a session of 177 MB needed 1.18 GB. Each `Reader` holds one game
/// at a time: the most memory held while streaming 4N games and replaying each is
/// what N games need (it grows with the whole file if the games are kept).
#[test]
fn the_readers_stream_one_game_at_a_time() {
    let _guard = serial();
    let stream = |text: &str| {
        peak_live(|sample| {
            let mut replayer = record::Replayer::new();
            for r in record::Reader::new(text) {
                let r = r.expect("reads");
                replayer.replay(&r).expect("replays");
                sample();
            }
        })
    };
    for (what, small, large) in [
        ("mat", session(200), session(800)),
        ("sgf", TREE.repeat(200), TREE.repeat(800)),
    ] {
        let (a, b) = (stream(&small), stream(&large));
        eprintln!("{what}: peak {a} bytes for N games, {b} for 4N");
        assert!(
            b <= a + 4096,
            "{what}: peak {a} bytes for N games, {b} for 4N"
        );
        // The whole record, for contrast, holds all its games.
        let whole = peak_live(|sample| {
            let rec = record::parse(&large, record::Format::detect(&large)).expect("reads");
            sample();
            drop(rec);
        });
        assert!(whole > 4 * a, "{what}: whole {whole}, streamed {a}");
    }
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
            m.len() < 170,
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

/// One game tree of `nodes` nodes after the root, each `node`.
fn tree_of(node: &str, nodes: usize) -> String {
    let mut text = String::from("(;FF[4]GM[6]MI[length:0][game:0][ws:0][bs:0]PW[a]PB[b]\n");
    for _ in 0..nodes {
        text.push_str(node);
    }
    text.push_str(")\n");
    text
}

/// A move node as gnubg writes it: the play, then its analysis (skipped).
const ANALYSED: &str = ";B[41lpab]A[0][lpab E ver 3 0.496365 0.140890 0.006297 0.135264 0.005951 -0.004723 2C 0 1 0.000000 1][lpst E ver 3 0.493462 0.140386 0.007492 0.146327 0.009862 -0.031536 2C 0 1 0.000000 1]C[a comment\\] with an escape]\n;W[31hefe]\n";

/// Issue 15 leftover (session 16): `sgf::Reader` kept every node of a game tree with
/// all its properties (skipped ones included), each value, identifier and list on the
/// heap: a 4 MB tree of 800,000 `;C[x]` nodes took 401 MB. Now a property is handed
/// on as it is read and its values are borrowed from the text: the bytes allocated
/// grow linearly with the input, and stay within a fixed multiple of it (the moves
/// read are the record itself, about 64 bytes per action).
#[test]
fn sgf_memory_is_proportional_to_the_input() {
    let _guard = serial();
    let read = |text: &str| {
        let rec = sgf::parse(text).expect("reads");
        assert_eq!(rec.games.len(), 1);
    };
    // 1000 and 4000 actions fill the action list to the same share of its capacity.
    for (what, node, per_action) in [
        ("comments", ";C[x]", 0),
        ("analysed plays", ANALYSED, 2),
        ("cube actions", ";W[double];B[take]", 2),
    ] {
        let nodes = 1000 / per_action.max(1);
        COUNTER.check_linear(what, nodes, |n| tree_of(node, n), read);
        for n in [nodes, 4 * nodes] {
            let text = tree_of(node, n);
            let bytes = COUNTER.allocated(|| read(&text));
            eprintln!(
                "{what}: {bytes} bytes allocated for {} input bytes",
                text.len()
            );
            assert!(
                bytes <= 12 * text.len(),
                "{what}: {bytes} bytes allocated for {} input bytes",
                text.len()
            );
            if per_action == 0 {
                // Nothing of a skipped node is kept, nor allocated.
                assert!(bytes <= 4096, "{what}: {bytes} bytes");
            }
        }
    }
}
