//! Issue 15: the specification's public position string in the tools (moves and
//! perft), uniform determinization of the secret against an enumeration, and the
//! readers' handling of byte-order marks, line ends and long bad input.

use boardcore::{Game, Player, perft};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use smokkelen::{Color, History, Label, Move, Position, PublicPosition, Setup};
use std::collections::HashMap;

/// The 0.999 quantile of the chi-square distribution with 1 to 9 degrees of freedom
/// (standard table values).
const CHI2_999: [f64; 9] = [
    10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877,
];

const SPEC_START: &str = "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w -";

#[test]
fn the_spec_position_string_is_a_public_position() {
    // Before: "missing `secrets=W<n>,B<n>`".
    let public: Position = SPEC_START.parse().unwrap();
    assert!(public.is_public());
    assert_eq!(public.secret(Color::White), None);
    assert_eq!(public.legal_moves(), Position::default().legal_moves());
    for (depth, count) in [(1, 110), (2, 9_868), (3, 816_678)] {
        assert_eq!(perft(&public, depth), count, "depth {depth}");
    }
    // It writes back without secrets, and reads back the same.
    assert_eq!(public.to_string(), format!("{SPEC_START} ply=0"));
    assert_eq!(public.to_string().parse::<Position>().unwrap(), public);
    // Nothing is hidden: the views show no secret and determinize keeps it.
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(public.determinize(Player::SECOND, &mut rng), public);
    // The set-up phase still needs its secrets; one secret alone is refused.
    assert!(
        "...../...../...../...../...../..... w - setup"
            .parse::<Position>()
            .is_err()
    );
    assert!(
        format!("{SPEC_START} secrets=W0,B-")
            .parse::<Position>()
            .is_err()
    );
}

/// Perft through `PublicPosition`, whose moves never win by a secret.
fn public_perft(pos: &PublicPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = pos.clone();
            child.play(mv).unwrap();
            public_perft(&child, depth - 1)
        })
        .sum()
}

#[test]
fn perft_of_a_public_position_counts_no_secret_win() {
    // W0 on a5 reaches a6 in one move: a win if it is White's secret.
    let board = "...../W0.B0../...../B1.W1../...../..... w -";
    let public: Position = board.parse().unwrap();
    let winning: Position = format!("{board} secrets=W0,B0").parse().unwrap();
    let two_party: PublicPosition = board.parse().unwrap();
    assert_eq!(two_party.legal_moves(), public.legal_moves());
    assert_eq!(perft(&public, 1), perft(&winning, 1));
    for depth in 1..=3 {
        assert_eq!(
            perft(&public, depth),
            public_perft(&two_party, depth),
            "depth {depth}"
        );
    }
    assert!(perft(&public, 2) > perft(&winning, 2));
}

/// Every secret of `me`'s opponent that `me` cannot rule out: the positions with
/// that secret that are valid, still in play, and give `me` the same view.
fn consistent_secrets(pos: &Position, me: Color) -> Vec<Label> {
    let opp = me.opponent();
    let view = pos.view(me.into());
    Label::ALL
        .into_iter()
        .filter(|&label| {
            let mut setup: Setup = pos.to_setup();
            setup.secrets[opp.index()] = Some(label);
            Position::from_setup(setup)
                .is_ok_and(|p| p.termination().is_none() && p.view(me.into()) == view)
        })
        .collect()
}

#[test]
fn the_secret_is_determinized_uniformly() {
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    let mut checked = 0;
    for game in 0..200 {
        let mut pos = Position::random_start(&mut rng);
        // Play on until some stones of both sides stand on their far ranks.
        for _ in 0..(40 + game % 40) {
            let Some(mv) = boardcore::random_move(&pos, pos.legal_moves().as_slice(), &mut rng)
            else {
                break;
            };
            pos.play_unchecked(mv);
        }
        if pos.termination().is_some() {
            continue;
        }
        let me = pos.turn();
        let states = consistent_secrets(&pos, me);
        if states.len() == 10 || states.len() < 2 {
            continue;
        }
        let opp = me.opponent();
        let samples = 300 * states.len();
        let mut counts: HashMap<Label, usize> = HashMap::new();
        for _ in 0..samples {
            let det = pos.determinize(me.into(), &mut rng);
            assert_eq!(det.view(me.into()), pos.view(me.into()));
            let s = det.secret(opp).unwrap();
            assert!(states.contains(&s), "secret {s} sampled in {pos}");
            *counts.entry(s).or_default() += 1;
        }
        let expected = samples as f64 / states.len() as f64;
        let chi2: f64 = states
            .iter()
            .map(|s| (*counts.get(s).unwrap_or(&0) as f64 - expected).powi(2) / expected)
            .sum();
        assert!(chi2 < CHI2_999[states.len() - 2], "chi2 {chi2} in {pos}");
        checked += 1;
        if checked == 5 {
            return;
        }
    }
    panic!("only {checked} positions with some stones on the far rank");
}

#[test]
fn readers_skip_a_bom_and_read_any_line_end() {
    let full = format!("{SPEC_START} secrets=W0,B0 ply=0");
    let pos: Position = full.parse().unwrap();
    for text in [
        format!("\u{feff}{full}"),
        format!("{full}\r\n"),
        format!("{full}\r"),
        format!("\u{feff}{full}\n"),
    ] {
        assert_eq!(text.parse::<Position>().unwrap(), pos, "{text:?}");
    }
    let public: PublicPosition = SPEC_START.parse().unwrap();
    assert_eq!(
        format!("\u{feff}{SPEC_START}\r\n")
            .parse::<PublicPosition>()
            .unwrap(),
        public
    );
    let mut game = History::new(pos.clone());
    let mv = game.parse_move("c2-c4").unwrap();
    game.play(mv).unwrap();
    for end in ["\n", "\r\n", "\r"] {
        let text = format!("\u{feff}{full}{end}moves{end}c2-c4{end}");
        assert_eq!(text.parse::<History>().unwrap(), game, "{text:?}");
    }
    assert_eq!(
        "\u{feff}start\r\nmoves c2-c4\r\n"
            .parse::<History>()
            .unwrap(),
        game
    );
    // A record that is not empty but holds no game is an error.
    for text in ["\u{feff}", "\r\n\r\n", " \r", "moves c2-c4"] {
        assert!(text.parse::<History>().is_err(), "{text:?}");
    }
    // "arrived" must be a word of its own.
    assert!(
        format!("{SPEC_START} ply=0arrived")
            .parse::<PublicPosition>()
            .is_err()
    );
}

#[test]
fn errors_quote_a_short_excerpt() {
    let long = "W".repeat(1 << 20);
    let errors = [
        format!("{long} w -")
            .parse::<Position>()
            .unwrap_err()
            .to_string(),
        format!("{SPEC_START} {long}")
            .parse::<Position>()
            .unwrap_err()
            .to_string(),
        format!("{SPEC_START} ply=0 {long}")
            .parse::<PublicPosition>()
            .unwrap_err()
            .to_string(),
        long.parse::<smokkelen::Move>().unwrap_err().to_string(),
        long.parse::<smokkelen::Stone>().unwrap_err().to_string(),
        Position::default()
            .parse_path(&format!("a1-{long}"))
            .unwrap_err()
            .to_string(),
        format!("start moves {long}")
            .parse::<History>()
            .unwrap_err()
            .to_string(),
    ];
    for e in errors {
        assert!(e.len() < 400, "{} bytes: {}", e.len(), &e[..200]);
        assert!(e.contains("..."), "{e}");
    }
}

#[test]
fn two_passes_end_the_game_and_three_are_refused() {
    let two: Position = format!("{SPEC_START} passes=2").parse().unwrap();
    assert_eq!(two.termination(), Some(smokkelen::Termination::TwoPasses));
    assert!(two.legal_moves().is_empty());
    assert!(
        format!("{SPEC_START} passes=3")
            .parse::<Position>()
            .is_err()
    );
    let public: PublicPosition = format!("{SPEC_START} passes=2").parse().unwrap();
    assert_eq!(
        public.draw_termination(),
        Some(smokkelen::Termination::TwoPasses)
    );
    assert!(
        format!("{SPEC_START} passes=3")
            .parse::<PublicPosition>()
            .is_err()
    );
}

#[test]
fn every_field_of_the_position_string_is_checked() {
    let full = format!("{SPEC_START} secrets=W0,B0");
    let err = |text: String| text.parse::<Position>().unwrap_err().to_string();
    for (text, part) in [
        (format!("{full} setup="), "unknown field"),
        (format!("{full} ply="), "expected a number"),
        (format!("{full} ply=123456"), "expected a number"),
        (format!("{full} ply=50000"), "past the ply limit"),
        (format!("{full} ply=99999"), "number too large"),
        (format!("{SPEC_START} secrets=X0,B0"), "secrets"),
        (format!("{SPEC_START} secrets=W0,X0"), "secrets"),
        (format!("{SPEC_START} secrets=W0;B0"), "secrets"),
        (format!("...../{SPEC_START}"), "6 ranks"),
        (format!("{full} freeze=all"), "expected `opponent` or `any`"),
        // The frozen field is one square, nothing after it.
        (
            full.replace(" w - ", " w a11 "),
            "expected a square a1-e6 or `-`",
        ),
        (
            full.replace(" w - ", " w e6x "),
            "expected a square a1-e6 or `-`",
        ),
    ] {
        let e = err(text.clone());
        assert!(e.contains(part), "{text:?}: {e}");
    }
    let any: Position = format!("{full} freeze=any").parse().unwrap();
    assert!(!any.config().freeze_only_opponent_owned);
    let opponent: Position = format!("{full} freeze=opponent").parse().unwrap();
    assert!(opponent.config().freeze_only_opponent_owned);
    let long: Position = format!("{full} limit=10000 ply=9999").parse().unwrap();
    assert_eq!((long.config().ply_limit, long.plies()), (10_000, 9_999));
}

#[test]
fn public_positions_check_their_fields_and_see_arrivals() {
    let spec_a1_frozen = SPEC_START.replace(" w -", " b a1");
    for text in [
        format!("{SPEC_START} setup"),
        format!("{SPEC_START} secrets=W0,B0"),
        SPEC_START.replace("B9B0", "B9B9"),
        SPEC_START.replace(" w -", " w c3"),
        format!("{spec_a1_frozen} passes=1"),
        "W0..../...../...../...../...../B0.... b a6 ply=1arrived".to_owned(),
    ] {
        assert!(text.parse::<PublicPosition>().is_err(), "{text:?}");
    }
    let arrived: PublicPosition = "W0..../...../...../...../...../B0.... b a6 ply=1 arrived"
        .parse()
        .unwrap();
    assert_eq!(arrived.arrival().map(|s| s.to_string()), Some("W0".into()));
    // A move onto the far rank arrives; a move along it, or short of it, does not.
    let mut public: PublicPosition = "...../W0..../...../...../...../....B0 w -".parse().unwrap();
    let mut short = public.clone();
    public.play("a5a6".parse().unwrap()).unwrap();
    assert_eq!(public.arrival().map(|s| s.to_string()), Some("W0".into()));
    public.play("e1d1".parse().unwrap()).unwrap();
    assert_eq!(public.arrival(), None);
    public.play("a6b6".parse().unwrap()).unwrap();
    assert_eq!(public.arrival(), None, "along the far rank");
    short.play("a5b5".parse().unwrap()).unwrap();
    assert_eq!(short.arrival(), None, "short of the far rank");
    // The public part of a game won by a secret shows the arrival.
    let mut full: Position = "...../W0..../...../...../....B0/..... w - secrets=W0,B0"
        .parse()
        .unwrap();
    full.play("a5a6".parse().unwrap()).unwrap();
    assert!(full.termination().is_some());
    let shown = full.public().unwrap();
    assert_eq!(shown.arrival().map(|s| s.to_string()), Some("W0".into()));
    assert_eq!(
        shown.claim(shown.arrival().unwrap()),
        Ok(full.outcome().unwrap())
    );
}

#[test]
fn move_notation_says_what_is_missing() {
    let e = "a1".parse::<Move>().unwrap_err().to_string();
    assert!(e.contains("expected a second square"), "{e}");
    assert!("f1a1".parse::<Move>().is_err());
    // Four characters are read as the machine notation `a1e6` whatever the third
    // (a route has at least five), so `a1-a` is told that its last square is wrong,
    // by `parse_move` as by `Move`'s reader.
    for text in ["a1-a", "a1xb"] {
        let e = Game::parse_move(&Position::default(), text).unwrap_err();
        assert_eq!(e.kind, boardcore::ParseMoveErrorKind::Syntax, "{text}");
        assert_eq!(e.detail, "expected a square a1-e6 last", "{text}");
        assert_eq!(Some(e), text.parse::<Move>().err(), "{text}");
    }
    assert!("a7a1".parse::<Move>().is_err());
    let label = Label::ALL[3];
    assert!(Move::Place(label).is_setup());
    assert!(Move::ChooseSecret(label).is_setup());
    assert!(!Move::Pass.is_setup());
}

/// The set-up phase is checked when read: White chooses and places first (Black is
/// not to move before White's secret and ten stones), each secret before the
/// stones, and each side's stones on its home squares in the fixed order (each
/// was once accepted by a mutant of `check_setup_phase`).
#[test]
fn setup_phase_positions_are_checked() {
    let mut pos = Position::setup_phase(smokkelen::Config::DEFAULT);
    for _ in 0..3 {
        let mv = pos.legal_moves()[0];
        pos.play_unchecked(mv);
    }
    let text = pos.to_string();
    assert_eq!(
        text,
        "...../...../...../...../...../W0W1... w - setup secrets=W0,B- ply=0"
    );
    assert_eq!(text.parse::<Position>().ok(), Some(pos));
    for (bad, why) in [
        (
            text.replacen(" w ", " b ", 1),
            "White chooses and places first",
        ),
        (
            text.replacen("W0,B-", "W-,B-", 1),
            "each secret before the stones",
        ),
        (text.replacen("W0W1...", "W0.W1..", 1), "fixed home order"),
    ] {
        assert_ne!(bad, text);
        let e = bad.parse::<Position>().expect_err(&bad).to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
}

/// Set-up positions read from text: no frozen stone, plies or passes (each alone
/// refused), and White is not to move once its secret and ten stones are in, nor
/// after Black has chosen.
#[test]
fn setup_phase_positions_have_no_play_state_and_the_right_side() {
    let empty = "...../...../...../...../...../.....";
    let white = "...../...../...../...../W5W6W7W8W9/W0W1W2W3W4";
    for (text, why) in [
        (
            format!("{empty} w a1 setup secrets=W-,B- ply=0"),
            "no frozen stone, plies or passes",
        ),
        (
            format!("{empty} w - setup secrets=W-,B- ply=1"),
            "no frozen stone, plies or passes",
        ),
        (
            format!("{empty} w - setup secrets=W-,B- ply=0 passes=1"),
            "no frozen stone, plies or passes",
        ),
        (
            format!("{white} w - setup secrets=W4,B- ply=0"),
            "White chooses and places first",
        ),
        (
            format!("{empty} w - setup secrets=W4,B7 ply=0"),
            "White chooses and places first",
        ),
        (
            "...../...../...../...../...../W0.... w - setup secrets=W4,B7 ply=0".to_string(),
            "White chooses and places first",
        ),
        (
            // Black placed a stone before choosing its secret.
            format!("B0....{} b - setup secrets=W4,B- ply=0", &white[5..]),
            "each secret before the stones",
        ),
    ] {
        let e = text.parse::<Position>().expect_err(&text).to_string();
        assert!(e.contains(why), "{text}: {e}");
    }
    for text in [
        format!("{empty} w - setup secrets=W-,B- ply=0"),
        format!("{empty} w - setup secrets=W4,B- ply=0"),
        format!("{white} b - setup secrets=W4,B- ply=0"),
        format!("{white} b - setup secrets=W4,B7 ply=0"),
    ] {
        let pos: Position = text.parse().expect(&text);
        assert_eq!(pos.to_string(), text);
    }
}

/// `random_start` and `from_seed` draw every arrangement and secret uniformly: over
/// many draws every label turns up on every home square and as each secret (a
/// Fisher-Yates shuffle off by one would never leave a label on its own index). The
/// rules given to `random_start_with` are kept.
#[test]
fn random_starts_draw_every_label_everywhere() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let config = smokkelen::Config {
        max_slide_turns: 2,
        freeze_only_opponent_owned: true,
        ply_limit: 77,
    };
    for i in 0..3 {
        let mut seen = HashMap::new();
        for seed in 0..400 {
            let pos = match i {
                0 => Position::random_start(&mut rng),
                1 => Position::random_start_with(config, &mut rng),
                _ => Position::from_seed(seed),
            };
            let expected = if i == 1 {
                config
            } else {
                smokkelen::Config::DEFAULT
            };
            assert_eq!(pos.config(), expected);
            assert_eq!(pos.phase(), smokkelen::Phase::Play);
            for color in [Color::White, Color::Black] {
                for (j, &sq) in smokkelen::home(color).iter().enumerate() {
                    let stone = pos.stone_at(sq).expect("a stone on every home square");
                    assert_eq!(stone.color, color);
                    seen.entry((color, Some(j)))
                        .or_insert_with(Vec::new)
                        .push(stone.label);
                }
                seen.entry((color, None))
                    .or_insert_with(Vec::new)
                    .push(pos.secret(color).unwrap());
            }
        }
        assert_eq!(seen.len(), 22);
        for (place, labels) in seen {
            assert_eq!(distinct(&labels), 10, "draw {i}: {place:?}");
        }
    }
}

/// `from_seed` draws its arrangements from the seed: different seeds give
/// different starts (a mutant once drew 0 every time).
#[test]
fn from_seed_depends_on_the_seed() {
    let starts: std::collections::HashSet<String> =
        (0..8).map(|s| Position::from_seed(s).to_string()).collect();
    assert!(starts.len() > 4, "{starts:?}");
    assert_eq!(Position::from_seed(5), Position::from_seed(5));
}

/// `Move::from` and `Move::to` give the ends of a stone move, `None` for the others.
#[test]
fn move_ends() {
    let mv: smokkelen::Move = "a2-b3".parse().expect("a move");
    let (a2, b3) = (
        "a2".parse().expect("a square"),
        "b3".parse().expect("a square"),
    );
    assert_eq!((mv.from(), mv.to()), (Some(a2), Some(b3)));
    assert_eq!(mv, smokkelen::Move::stone(a2, b3));
    for other in ["pass", "secret:3", "place:4"] {
        let mv: smokkelen::Move = other.parse().expect("a move");
        assert_eq!((mv.from(), mv.to()), (None, None), "{other}");
        assert_eq!(mv.is_setup(), other != "pass", "{other}");
    }
}

/// The first `plies` set-up moves of a game record: White chooses secret 4 and
/// places its ten stones, then Black chooses 7 and places its ten.
fn setup_record(plies: usize) -> History {
    let white = [6, 8, 9, 7, 5, 3, 0, 4, 1, 2];
    let black = [9, 0, 7, 1, 3, 4, 8, 2, 6, 5];
    let label = |n| Label::new(n).expect("a label 0-9");
    let moves = std::iter::once(Move::ChooseSecret(label(4)))
        .chain(white.map(|n| Move::Place(label(n))))
        .chain(std::iter::once(Move::ChooseSecret(label(7))))
        .chain(black.map(|n| Move::Place(label(n))));
    let mut game = History::new(Position::setup_phase(smokkelen::Config::DEFAULT));
    for mv in moves.take(plies) {
        game.play(mv).expect("a set-up move");
    }
    game
}

/// The number of different values in `v`.
fn distinct<T: std::hash::Hash + Eq>(v: &[T]) -> usize {
    v.iter().collect::<std::collections::HashSet<_>>().len()
}

/// Decision 10 during set-up: determinizing redraws the opponent's secret among
/// all ten labels and the labels of its placed stones (a uniform arrangement, so
/// every label turns up on its first home square), for a bare position and for a
/// game record, whose opponent's hidden set-up moves are rewritten to match. The
/// player's own moves, view and secret stay; the record still replays by the
/// rules. Once set-up is over the arrangements are public and only the secret is
/// redrawn.
#[test]
fn setup_is_determinized_for_each_player() {
    for plies in [1, 5, 11, 12, 15, 21, 22] {
        let game = setup_record(plies);
        let pos = game.position();
        for me in [Color::White, Color::Black] {
            let (player, opp) = (Player::from(me), me.opponent());
            let home = smokkelen::home(opp);
            let opp_placed = pos.stones(opp).count();
            let mut rng = ChaCha8Rng::seed_from_u64(plies as u64);
            let (mut secrets, mut first, mut record_first) = (Vec::new(), Vec::new(), Vec::new());
            for _ in 0..300 {
                let det = pos.determinize(player, &mut rng);
                assert_eq!(det.view(player), pos.view(player), "{plies} plies, {me}");
                assert_eq!(det.secret(me), pos.secret(me));
                assert_eq!(det.stones(opp), pos.stones(opp));
                secrets.push(det.secret(opp));
                first.push(det.stone_at(home[0]));

                let rec = game.determinize(player, &mut rng);
                assert_eq!(rec.view(player), game.view(player), "{plies} plies, {me}");
                assert_eq!(rec.moves().len(), plies);
                for (i, (a, b)) in game.moves().iter().zip(rec.moves()).enumerate() {
                    // White makes the first eleven set-up moves, Black the rest.
                    let mover = if i < 11 { Color::White } else { Color::Black };
                    if mover == me {
                        assert_eq!(a, b, "{me}'s own move {i}");
                    }
                }
                assert_eq!(rec.position().secret(me), pos.secret(me));
                assert_eq!(rec.to_string().parse::<History>().as_ref(), Ok(&rec));
                record_first.push(rec.position().stone_at(home[0]));
            }
            let chosen = pos.secret(opp).is_some();
            for s in &secrets {
                assert_eq!(s.is_some(), chosen);
            }
            assert_eq!(
                distinct(&secrets),
                if chosen { 10 } else { 1 },
                "{plies} plies, {me}"
            );
            let in_setup = plies < 22;
            let expected = if opp_placed > 0 && in_setup { 10 } else { 1 };
            assert_eq!(distinct(&first), expected, "{plies} plies, {me}");
            assert_eq!(distinct(&record_first), expected, "{plies} plies, {me}");
        }
    }
}
