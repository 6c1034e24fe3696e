//! `Step` and `Play` as values: the bounds of a step, the canonical order of a play's
//! steps, and the raw text form (`24/18 13/10`, chains, repeats, `bar`, `off`).

use backgammon::{Play, PlayError, Step};
use proptest::prelude::*;

/// A step is 1 to 6 pips forward from a point or the bar (25) to a point or off (0).
#[test]
fn a_step_goes_one_to_six_pips_forward() {
    for from in 0..=30u8 {
        for to in 0..=30u8 {
            let valid = (1..=25).contains(&from) && to <= 24 && from > to && from - to <= 6;
            match Step::new(from, to) {
                Ok(s) => {
                    assert!(valid, "{from}/{to} accepted");
                    assert_eq!((s.from(), s.to()), (from, to));
                }
                Err(e) => {
                    assert!(!valid, "{from}/{to} refused");
                    assert_eq!(e, PlayError::Step { from, to });
                }
            }
        }
    }
}

fn step(from: u8, to: u8) -> Step {
    Step::new(from, to).expect("a valid step")
}

fn arb_step() -> impl Strategy<Value = Step> {
    (1..=25u8, 1..=6u8).prop_map(|(from, pips)| step(from, from.saturating_sub(pips)))
}

proptest! {
    /// Every order of the same steps gives the same play, its steps from the rearmost
    /// forward (descending origin, then destination); the text round-trips.
    #[test]
    fn a_play_is_the_same_in_any_order(steps in proptest::collection::vec(arb_step(), 0..=4)) {
        let play = Play::new(&steps).expect("at most 4 steps");
        prop_assert_eq!(play.len(), steps.len());
        prop_assert_eq!(play.is_empty(), steps.is_empty());
        let mut sorted = steps.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        prop_assert_eq!(play.steps(), &sorted[..]);
        for w in play.steps().windows(2) {
            prop_assert!((w[0].from(), w[0].to()) >= (w[1].from(), w[1].to()));
        }
        let pips: u32 = steps.iter().map(|s| u32::from(s.from() - s.to())).sum();
        prop_assert_eq!(play.pips(), pips);
        // All orders: rotations and the reverse.
        let mut order = steps.clone();
        for _ in 0..steps.len() {
            order.rotate_left(1);
            prop_assert_eq!(Play::new(&order), Ok(play));
            order.reverse();
            prop_assert_eq!(Play::new(&order), Ok(play));
            order.reverse();
        }
        prop_assert_eq!(play.to_string().parse::<Play>(), Ok(play));
    }
}

#[test]
fn a_play_has_at_most_four_steps() {
    let s = step(6, 5);
    assert_eq!(Play::new(&[s; 5]), Err(PlayError::TooManySteps(5)));
    assert_eq!(Play::new(&[s; 4]).map(|p| p.len()), Ok(4));
    assert_eq!(Play::new(&[]), Ok(Play::EMPTY));
    assert_eq!(Play::default(), Play::EMPTY);
    assert_eq!(Play::EMPTY.to_string(), "none");
}

/// The raw text: chains, repeats of 1 to 4, `bar`/`b`, `off`/`o` in any case, `*`
/// ignored, spaces or commas between movements, and the spellings of no move.
#[test]
fn the_text_of_a_play() {
    let play = |steps: &[(u8, u8)]| {
        let steps: Vec<Step> = steps.iter().map(|&(a, b)| step(a, b)).collect();
        Play::new(&steps).expect("at most 4 steps")
    };
    let ok = [
        ("24/18 13/10", play(&[(24, 18), (13, 10)])),
        ("13/10,24/18", play(&[(24, 18), (13, 10)])),
        (" 24/18*  13/10* ", play(&[(24, 18), (13, 10)])),
        ("24/18/13", play(&[(24, 18), (18, 13)])),
        ("6/5(2)", play(&[(6, 5), (6, 5)])),
        ("6/5(1)", play(&[(6, 5)])),
        ("6/5(4)", play(&[(6, 5); 4])),
        ("8/7/6(2)", play(&[(8, 7), (7, 6), (8, 7), (7, 6)])),
        ("bar/22", play(&[(25, 22)])),
        ("B/22", play(&[(25, 22)])),
        ("25/22", play(&[(25, 22)])),
        ("6/off", play(&[(6, 0)])),
        ("6/O", play(&[(6, 0)])),
        ("6/OFF 5/0", play(&[(6, 0), (5, 0)])),
        ("", Play::EMPTY),
        ("none", Play::EMPTY),
        ("NONE", Play::EMPTY),
        ("-", Play::EMPTY),
        ("pass", Play::EMPTY),
        ("Cannot Move", Play::EMPTY),
    ];
    for (text, want) in ok {
        assert_eq!(text.parse::<Play>(), Ok(want), "{text:?}");
    }
    let syntax = [
        "24",
        "24/",
        "/18",
        "24/24",
        "18/24",
        "26/20",
        "x/20",
        "6/5(0)",
        "6/5(5)",
        "6/5(2",
        "6/5()",
        "6/5(a)",
        "6/5)2(",
        "bar/off/3",
        // More than 8 movements in all: refused while reading.
        "6/5(4) 6/5(4) 2/1",
        "9/8/7/6/5/4/3/2/1/0",
    ];
    for text in syntax {
        assert!(
            matches!(text.parse::<Play>(), Err(PlayError::Syntax(_))),
            "{text:?}: {:?}",
            text.parse::<Play>()
        );
    }
    // Five to eight movements read but are too many for a play.
    assert_eq!(
        "6/5(4) 2/1".parse::<Play>(),
        Err(PlayError::TooManySteps(5))
    );
    assert_eq!(
        "9/8/7/6/5/4/3/2/1".parse::<Play>(),
        Err(PlayError::TooManySteps(8))
    );
    // A movement longer than a die needs the position and the roll.
    assert_eq!(
        "24/14".parse::<Play>(),
        Err(PlayError::Step { from: 24, to: 14 })
    );
}
