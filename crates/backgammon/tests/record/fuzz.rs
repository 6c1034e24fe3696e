//! Garbage, truncated, mutated and huge records never panic, neither reading nor
//! replaying; whatever the `.mat` reader accepts, the writer writes back to the same
//! record.

use super::{match_files, text_of};
use backgammon::record::{self, Format, mat, sgf};
use proptest::prelude::*;

/// Reads `text` both ways; a `.mat` record that reads must survive the writer.
fn check(text: &str) {
    // (An empty text is a record without games, which the format cannot write.)
    if let Ok(rec) = mat::parse(text)
        && !rec.games.is_empty()
    {
        let written = mat::write(&rec);
        let back = mat::parse(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
        assert_eq!(
            back.without_locations(),
            rec.without_locations(),
            "{written}"
        );
    }
    if let Ok(rec) = sgf::parse(text) {
        let _ = mat::write(&rec);
    }
}

fn real_texts() -> &'static [String] {
    static TEXTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    TEXTS.get_or_init(|| match_files().iter().map(|p| text_of(p)).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check(&record::decode(&bytes));
    }

    #[test]
    fn random_record_like_text_never_panics(
        text in "( [0-9]{1,3} point match\n)?( Game [0-9]\n [a-z]{1,4} : [0-9] +[a-z]{1,4} : [0-9]\n)?\
                 ([ 0-9)]{0,6}([1-7][0-7]:( [0-9*/(bar)(off)]{1,6}){0,5}| Doubles => [0-9]{1,3}| Takes| Drops| Wins [0-9] points?| Beavers => 4)\
                 ( +[1-6]{2}:( [0-9/*]{1,6}){0,4})?\n){0,12}"
    ) {
        check(&text);
    }

    #[test]
    fn random_sgf_like_text_never_panics(
        text in "\\(;GM\\[6\\]((MI\\[length:[0-9]\\]|RE\\[[WB]\\+[0-9]R?\\]|PW\\[[a-z]*\\])){0,3}\
                 (;[BW]\\[([1-6]{2}[a-z]{0,8}|double|take|drop)\\]|\\(|\\)|\\[|\\\\){0,20}\\)?"
    ) {
        check(&text);
    }

    #[test]
    fn mutated_real_files_never_panic(
        file in 0usize..16,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..3, any::<u8>()), 1..6),
    ) {
        let texts = real_texts();
        if texts.is_empty() {
            return Ok(());
        }
        let mut bytes = texts[file % texts.len()].clone().into_bytes();
        for (at, op, byte) in edits {
            if bytes.is_empty() {
                break;
            }
            let i = at.index(bytes.len());
            // Printable bytes mostly, so that the edit stays inside the grammar often.
            let b = if byte < 200 { b" 0123456789/*:)(;[]abcxyzDWTB\n"[usize::from(byte) % 30] } else { byte };
            match op {
                0 => bytes[i] = b,
                1 => bytes.insert(i, b),
                _ => { bytes.remove(i); }
            }
        }
        check(&record::decode(&bytes));
    }
}

#[test]
fn every_truncation_of_the_real_files_never_panics() {
    for text in real_texts() {
        let text = text.as_str();
        let bytes = text.as_bytes();
        // Every cut in the first and last 200 bytes, and about 150 cuts elsewhere.
        let step = (bytes.len() / 150).max(1);
        for cut in (0..=bytes.len()).filter(|&c| c < 200 || c + 200 > bytes.len() || c % step == 0)
        {
            check(&record::decode(&bytes[..cut]));
        }
    }
}

#[test]
fn huge_inputs_are_handled_quickly() {
    let deep = "(".repeat(200_000);
    assert!(sgf::parse(&deep).is_err());
    let deep = format!("(;GM[6]{}", "(;W[31hefe]".repeat(50_000));
    assert!(sgf::parse(&deep).is_err());
    let mut closed = deep.clone();
    closed.push_str(&")".repeat(50_001));
    let rec = sgf::parse(&closed).expect("a deep main line reads");
    assert_eq!(rec.games[0].actions.len(), 50_000);
    let long = format!(
        " 1 point match\n Game 1\n a : 0  b : 0\n{}",
        "  1) 31: 8/5 6/5    42: 8/4 6/4\n".repeat(20_000)
    );
    assert_eq!(
        mat::parse(&long).expect("reads").games[0].actions.len(),
        40_000
    );
    let wide = format!(
        " 1 point match\n Game 1\n a : 0  b : 0\n  1) 31: {}\n",
        "8/5 ".repeat(100_000)
    );
    assert!(mat::parse(&wide).is_err());
    let number = format!(" {} point match\n", "9".repeat(100_000));
    assert!(mat::parse(&number).is_err());
    assert!(record::parse(&"x".repeat(1_000_000), Format::Sgf).is_err());
}
