//! Hand-made positions: the lead, chance probabilities, scoring, views, records and
//! matches.

use boardcore::{Game, Outcome, Player, SeatResult, Turn};
use dominoes::{Match, Move, Observation, Position, Record, Rules, Tile, TileSet};

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

fn set(s: &str) -> TileSet {
    s.parse().unwrap()
}

#[test]
fn chance_probabilities_are_exact() {
    let pos = Position::default();
    assert_eq!(pos.turn(), Turn::Chance);
    let d = pos.chance_distribution();
    assert_eq!(d.total(), 28);
    assert_eq!(d.weight(Move::Deal(t("6-6"))), 1);
    assert_eq!(pos.chance_probability(Move::Deal(t("6-6"))), 1.0 / 28.0);
    let mut next = pos.clone();
    next.play(Move::Deal(t("6-6"))).unwrap();
    assert_eq!(next.chance_probability(Move::Deal(t("0-0"))), 1.0 / 27.0);
    assert_eq!(next.chance_probability(Move::Deal(t("6-6"))), 0.0);
    let nine: Position = Position::new("draw-9-2".parse().unwrap()).unwrap();
    assert_eq!(nine.chance_distribution().total(), 55);
    let twelve: Position = Position::new("block-12-4".parse().unwrap()).unwrap();
    assert_eq!(twelve.legal_moves().len(), 91);
}

#[test]
fn the_strongest_tile_leads_and_is_forced() {
    let rules: Rules = "block-6-2".parse().unwrap();
    // No double dealt to seat 2, seat 1 holds 5-5 and 6-5 is in seat 2's hand.
    let hands = [
        set("5-5,0-1,0-2,0-3,0-4,0-5,0-6,1-2,1-3,1-4"),
        set("5-6,1-5,1-6,2-3,2-4,2-5,2-6,3-4,3-5,3-6"),
    ];
    let pos = Position::from_deal(rules, &hands).unwrap();
    assert_eq!(pos.turn(), Turn::Player(Player::FIRST));
    assert_eq!(
        pos.legal_moves().as_slice(),
        &["5-5L".parse::<Move>().unwrap()]
    );
    assert!(!pos.is_legal("0-1L".parse().unwrap()));
    // Without any double the strongest tile leads: 5-6.
    let hands = [
        set("0-1,0-2,0-3,0-4,0-5,0-6,1-2,1-3,1-4,1-5"),
        set("5-6,1-6,2-3,2-4,2-5,2-6,3-4,3-5,3-6,4-5"),
    ];
    let pos = Position::from_deal(rules, &hands).unwrap();
    assert_eq!(pos.turn(), Turn::Player(Player::SECOND));
    assert_eq!(
        pos.legal_moves().as_slice(),
        &["5-6L".parse::<Move>().unwrap()]
    );
}

#[test]
fn a_tile_fitting_both_ends_gives_two_moves() {
    let rules: Rules = "block-6-2".parse().unwrap();
    let hands = [
        set("6-6,0-1,0-2,0-3,0-4,0-5,1-1,1-2,1-3,1-4"),
        set("3-6,1-5,1-6,2-3,2-4,2-5,2-6,3-4,3-5,5-5"),
    ];
    let mut pos = Position::from_deal(rules, &hands).unwrap();
    pos.play("6-6L".parse().unwrap()).unwrap();
    let mut moves: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    assert_eq!(moves, ["1-6L", "1-6R", "2-6L", "2-6R", "3-6L", "3-6R"]);
    pos.play("3-6L".parse().unwrap()).unwrap();
    assert_eq!(pos.ends(), Some((3, 6)));
    assert_eq!(pos.line_of_play(), vec![[3, 6], [6, 6]]);
}

#[test]
fn blocked_hands_go_to_the_lowest_total_and_ties_draw() {
    // Draw game, 2 players, stock of 14 emptied.
    let rules: Rules = "block-6-3".parse().unwrap();
    let hands = [
        set("6-6,0-0,0-1,0-2,0-3,0-4,0-5"),
        set("1-1,1-2,1-3,1-4,1-5,1-6,0-6"),
        set("2-2,2-3,2-4,2-5,2-6,3-3,3-4"),
    ];
    let pos = Position::from_deal(rules, &hands).unwrap();
    assert_eq!(pos.leader(), Some(Player::FIRST));
    // Scores of a blocked hand through the public API of outcome_of.
    let o = pos.outcome_of(dominoes::Termination::Blocked);
    let pips = pos.pip_totals();
    assert_eq!(pips[..3], [27, 33, 43]);
    assert_eq!(o, Outcome::win_points(Player::FIRST, 33 + 43 - 27));
    let o = pos.outcome_of(dominoes::Termination::Domino {
        winner: Player::THIRD,
    });
    assert_eq!(o, Outcome::win_points(Player::THIRD, 27 + 33));
    // A tie for lowest between seats 2 and 3 of 3.
    let hands = [
        set("6-6,5-6,5-5,4-6,4-5,4-4,3-6"),
        set("0-0,0-1,1-1,0-2,3-4,3-5,2-6"),
        set("1-2,2-2,0-3,1-3,2-3,0-4,1-4"),
    ];
    let pos = Position::from_deal(rules, &hands).unwrap();
    assert_eq!(pos.pip_totals()[..3], [69, 28, 28]);
    let o = pos.outcome_of(dominoes::Termination::Blocked);
    assert!(o.is_draw());
    assert_eq!(o.result(Player::FIRST), SeatResult::Loss);
    assert_eq!(o.result(Player::SECOND), SeatResult::Draw);
    assert_eq!(o.result(Player::THIRD), SeatResult::Draw);
}

#[test]
fn partnerships_add_both_hands() {
    let rules: Rules = "block-6-4+teams".parse().unwrap();
    let hands = [
        set("6-6,0-0,0-1,0-2,0-3,0-4,0-5"),
        set("0-6,1-1,1-2,1-3,1-4,1-5,1-6"),
        set("2-2,2-3,2-4,2-5,2-6,3-3,3-4"),
        set("3-5,3-6,4-4,4-5,4-6,5-5,5-6"),
    ];
    let pos = Position::from_deal(rules, &hands).unwrap();
    let o = pos.outcome_of(dominoes::Termination::Domino {
        winner: Player::THIRD,
    });
    let pips = pos.pip_totals();
    assert_eq!(
        o,
        Outcome::team_win([Player::FIRST, Player::THIRD], (pips[1] + pips[3]) as i32)
    );
    let o = pos.outcome_of(dominoes::Termination::Blocked);
    let (a, b) = (pips[0] + pips[2], pips[1] + pips[3]);
    assert!(a < b);
    assert_eq!(
        o,
        Outcome::team_win([Player::FIRST, Player::THIRD], (b - a) as i32)
    );
}

#[test]
fn a_blocked_partnership_hand_with_equal_team_totals_is_a_draw() {
    // Spec "Scoring across hands": a blocked hand is won by the lower total; the
    // partners' hands are added, and equal team totals are a draw (84 and 84 here).
    let rules: Rules = "block-6-4+teams".parse().unwrap();
    let hands = [
        set("6-6,5-6,0-1,0-2,1-5,0-4,0-5"),
        set("0-6,1-1,1-2,1-3,1-4,0-3,1-6"),
        set("2-2,2-3,2-4,2-5,2-6,3-3,3-4"),
        set("3-5,3-6,4-4,4-5,4-6,5-5,0-0"),
    ];
    let pos = Position::from_deal(rules, &hands).unwrap();
    assert_eq!(pos.pip_totals()[..4], [41, 30, 43, 54]);
    let o = pos.outcome_of(dominoes::Termination::Blocked);
    assert!(o.is_draw());
    for s in 0..4 {
        assert_eq!(
            o.result(Player::new(s).unwrap()),
            SeatResult::Draw,
            "seat {s}"
        );
    }
}

#[test]
fn views_hide_other_hands_and_draws() {
    let rules: Rules = "draw-6-2".parse().unwrap();
    let hands = [
        set("6-6,0-0,0-1,0-2,0-3,0-4,0-5"),
        set("1-1,1-2,1-3,1-4,1-5,2-2,2-3"),
    ];
    let mut pos = Position::from_deal(rules, &hands).unwrap();
    pos.play("6-6L".parse().unwrap()).unwrap();
    // Seat 2 holds no 6: it must draw.
    assert_eq!(pos.legal_moves().as_slice(), &[Move::Draw]);
    pos.play(Move::Draw).unwrap();
    let drawn = Move::Drawn(t("3-4"));
    assert_eq!(
        pos.observe(Player::FIRST, drawn),
        Observation::Drawn {
            seat: Player::SECOND
        }
    );
    assert_eq!(pos.observe(Player::SECOND, drawn), Observation::Seen(drawn));
    let mut other = pos.clone();
    pos.play(drawn).unwrap();
    other.play(Move::Drawn(t("5-5"))).unwrap();
    assert_eq!(pos.view(Player::FIRST), other.view(Player::FIRST));
    assert_ne!(pos.view(Player::SECOND), other.view(Player::SECOND));
    let v = pos.view(Player::FIRST);
    for text in [format!("{v}"), format!("{v:?}")] {
        for hidden in ["3-4", "1-1", "2-3", "1-5"] {
            assert!(!text.contains(hidden), "{hidden} in {text}");
        }
    }
    assert!(format!("{v}").contains("drawn:?"), "{v}");
}

#[test]
fn two_states_differing_in_hidden_tiles_have_equal_views() {
    use rand::SeedableRng;
    let rules: Rules = "draw-6-3".parse().unwrap();
    for seed in 0..30 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let rec = Record::random(rules, &mut rng).unwrap();
        for n in [20, 25, 30] {
            let pos = rec.position_at(n);
            for me in 0..3 {
                let p = Player::new(me).unwrap();
                let other = pos.determinize(p, &mut rng);
                assert_eq!(pos.view(p), other.view(p));
                assert_eq!(format!("{:?}", pos.view(p)), format!("{:?}", other.view(p)));
                assert_eq!(pos.view(p).to_string(), other.view(p).to_string());
            }
        }
    }
}

#[test]
fn records_and_bad_records() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let rec = Record::random("draw-6-4+teams".parse().unwrap(), &mut rng).unwrap();
    let text = rec.to_string();
    assert!(text.starts_with("rules draw-6-4+teams\ndeal "));
    assert_eq!(text.parse::<Record>().unwrap(), rec);
    // Replace the first play by an illegal one: rejected at that move's ply (from 1).
    let lead = rec.moves()[24];
    let bad = text.replacen(&format!("moves {lead}"), "moves 0-0R", 1);
    match bad.parse::<Record>() {
        Err(dominoes::ParseRecordError::Illegal(e)) => assert_eq!(e.ply, 25),
        other => panic!("{other:?}"),
    }
    assert!("rules draw-6-2\nmoves\ndeal".parse::<Record>().is_err());
    assert!(
        "rules draw-6-2\ndeal 0-0 0-0\nmoves"
            .parse::<Record>()
            .is_err()
    );
}

#[test]
fn a_match_carries_scores_to_the_target() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut m = Match::new("block-6-2".parse().unwrap()).unwrap();
    assert_eq!(m.target(), 100);
    let mut hands = 0;
    let mut last_scores = [0, 0];
    while m.outcome().is_none() {
        let mv = boardcore::random_move(&m, m.legal_moves().as_slice(), &mut rng).unwrap();
        let before = m.hands_played();
        m.play(mv).unwrap();
        if m.hands_played() > before {
            hands += 1;
            let s = [m.score(Player::FIRST), m.score(Player::SECOND)];
            assert!(s[0] >= last_scores[0] && s[1] >= last_scores[1]);
            last_scores = s;
        }
        assert_eq!(m.to_string().parse::<Match>().unwrap(), m);
    }
    let o = m.outcome().unwrap();
    let w = o.winner().unwrap();
    assert!(m.score(w) >= 100);
    assert!(hands >= 1);
    assert_eq!(
        Match::new("draw-6-3".parse().unwrap()).unwrap().target(),
        61
    );
    assert_eq!(
        Match::new("draw-6-4+teams".parse().unwrap())
            .unwrap()
            .target(),
        100
    );
}

/// `from_deal` takes a complete deal, as its documentation says: hands dealt only in
/// part (round the table, as a deal under way would leave them) are refused with the
/// size the rules want, and position strings still read a deal under way.
#[test]
fn from_deal_refuses_a_deal_under_way() {
    let rules: Rules = "block-6-2".parse().unwrap();
    // Three tiles dealt of twenty: two to the first seat, one to the second.
    let hands = [set("0-1,0-2"), set("0-3")];
    let err = Position::from_deal(rules, &hands).unwrap_err();
    assert!(
        matches!(
            err,
            dominoes::PositionError::HandSize {
                seat: 1,
                found: 2,
                expected: 10
            }
        ),
        "{err:?}"
    );
    // The complete deal of the same rules is accepted.
    let hands = [
        set("0-1,0-2,0-3,0-4,0-5,0-6,1-2,1-3,1-4,1-5"),
        set("5-6,1-6,2-3,2-4,2-5,2-6,3-4,3-5,3-6,4-5"),
    ];
    assert!(Position::from_deal(rules, &hands).is_ok());
}

/// How a hand ended, as the tools print it.
#[test]
fn terminations_display_how_the_hand_ended() {
    let out = dominoes::Termination::Domino {
        winner: Player::SECOND,
    };
    assert_eq!(out.to_string(), "player 1 played out");
    assert_eq!(dominoes::Termination::Blocked.to_string(), "blocked");
}

/// The diagram shows the rules, the line of play as the tiles lie (the lead in the
/// middle, tiles played left turned to face it), each seat's hand with its size and
/// pips, the tiles out of play and whose turn it is, every seat numbered as `Player`
/// writes it (the hand lines said `seat 1` beside `player 1 to move` for the second
/// seat).
#[test]
fn the_diagram_shows_the_line_hands_stock_and_turn() {
    let mut pos: Position = "block-6-2 \
        0-0,0-1,0-2,0-3,0-4,0-5,0-6,1-1,1-2,1-3/1-4,1-5,1-6,2-2,2-3,2-4,2-5,2-6,3-3,3-4 \
        3-5,3-6,4-4,4-5,4-6,5-5,5-6,6-6 -"
        .parse()
        .unwrap();
    for mv in ["3-3L", "0-3L", "3-4R", "0-1L"] {
        pos.play(mv.parse().unwrap()).unwrap();
    }
    assert_eq!(
        pos.diagram(),
        "rules block-6-2\n\
         line  [1|0][0|3][3|3][3|4]\n\
         player 0 ( 8 tiles,  26 pips): 0-0,1-1,0-2,1-2,1-3,0-4,0-5,0-6\n\
         player 1 ( 8 tiles,  48 pips): 2-2,2-3,1-4,2-4,1-5,2-5,1-6,2-6\n\
         out of play (8): 4-4,3-5,4-5,5-5,3-6,4-6,5-6,6-6\n\
         player 1 to move\n"
    );
    // Block tiles left undealt are out of play; the draw game's are the stock, and
    // so are a block game's while the deal goes on.
    let draw: Position = "draw-6-2 \
        0-0,0-1,0-2,0-3,0-4,0-5,0-6/1-1,1-2,1-3,1-4,1-5,1-6,2-2 \
        2-3,2-4,2-5,2-6,3-3,3-4,3-5,3-6,4-4,4-5,4-6,5-5,5-6,6-6 -"
        .parse()
        .unwrap();
    assert!(
        draw.diagram().contains("\nstock (14): "),
        "{}",
        draw.diagram()
    );
    let dealing = Position::new("block-6-2".parse().unwrap()).unwrap();
    assert!(dealing.is_dealing());
    assert!(
        dealing.diagram().contains("\nstock (28): "),
        "{}",
        dealing.diagram()
    );
}

/// `passes` counts the passes in a row at the end of the log (spec: a hand is blocked
/// when every seat has passed in a row; draws do not count), along random block and
/// draw games of 2 and 4 players.
#[test]
fn passes_counts_the_passes_in_a_row() {
    use rand::SeedableRng;
    let mut seen = 0;
    for rules in ["block-6-2", "block-6-4", "draw-6-4+teams"] {
        let rules: Rules = rules.parse().unwrap();
        for seed in 0..20 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::new(rules).unwrap();
            loop {
                let in_a_row = pos
                    .log()
                    .iter()
                    .rev()
                    .take_while(|&&mv| mv == Move::Pass)
                    .count();
                assert_eq!(usize::from(pos.passes()), in_a_row, "{}", pos.diagram());
                seen = seen.max(in_a_row);
                let moves = pos.legal_moves();
                let Some(mv) = boardcore::random_move(&pos, &moves, &mut rng) else {
                    break;
                };
                pos.play(mv).unwrap();
            }
        }
    }
    assert!(seen >= 2, "the games must pass twice in a row somewhere");
}

/// A log needs a leader among the players: a seat beyond them (here the third seat
/// of a two-player hand) or none at all is refused, and the message says which
/// leaders are wrong rather than only "does not hold the strongest tile".
#[test]
fn from_parts_refuses_a_leader_beyond_the_players() {
    let rules: Rules = "block-6-2".parse().unwrap();
    let hands = [
        set("0-0,0-1,0-2,0-3,0-4,0-5,0-6,1-1,1-2,1-3"),
        set("1-4,1-5,1-6,2-2,2-3,2-4,2-5,2-6,3-4"),
    ];
    let stock = set("3-5,3-6,4-4,4-5,4-6,5-5,5-6,6-6");
    let log = ["3-3L".parse::<Move>().unwrap()];
    // The second seat led 3-3: the parts are a position.
    assert!(Position::from_parts(rules, &hands, stock, Some(Player::SECOND), &log).is_ok());
    for leader in [Some(Player::THIRD), Some(Player::FOURTH), None] {
        let err = Position::from_parts(rules, &hands, stock, leader, &log).unwrap_err();
        assert_eq!(err, dominoes::PositionError::Leader, "{leader:?}");
        assert!(err.to_string().contains("beyond the players"), "{err}");
    }
}

/// With a log, the stock given must be the stock the replay ends with: a tile left
/// out of it (or one too many) is a mismatch, not silently put back.
#[test]
fn from_parts_refuses_a_stock_the_log_does_not_leave() {
    let rules: Rules = "block-6-2".parse().unwrap();
    let hands = [
        set("0-0,0-1,0-2,0-3,0-4,0-5,0-6,1-1,1-2,1-3"),
        set("1-4,1-5,1-6,2-2,2-3,2-4,2-5,2-6,3-4"),
    ];
    let log = ["3-3L".parse::<Move>().unwrap()];
    let leader = Some(Player::SECOND);
    let stock = set("3-5,3-6,4-4,4-5,4-6,5-5,5-6,6-6");
    assert!(Position::from_parts(rules, &hands, stock, leader, &log).is_ok());
    let short = set("3-5,3-6,4-4,4-5,4-6,5-5,5-6");
    assert_eq!(
        Position::from_parts(rules, &hands, short, leader, &log),
        Err(dominoes::PositionError::Mismatch)
    );
}

/// `Record::replay` plays the moves from the deal: its moves are those given, its end
/// is the position they reach, and an illegal move is refused.
#[test]
fn replay_plays_the_moves_from_the_deal() {
    use rand::SeedableRng;
    let rules: Rules = "draw-6-2".parse().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let whole = Record::random(rules, &mut rng).unwrap();
    let n = whole.moves().len() / 2;
    let half = Record::replay(rules, &whole.moves()[..n]).unwrap();
    assert_eq!(half.moves(), &whole.moves()[..n]);
    let mut pos = Position::new(rules).unwrap();
    for &mv in &whole.moves()[..n] {
        pos.play(mv).unwrap();
    }
    assert_eq!(*half.position(), pos);
    assert!(Record::replay(rules, &[Move::Pass]).is_err());
}

/// Tile indexes run over `0..91` (double-twelve), in the order of `Tile::new`.
#[test]
fn tile_indexes_cover_double_twelve_exactly() {
    assert_eq!(Tile::from_index(0), Tile::new(0, 0));
    assert_eq!(Tile::from_index(90), Tile::new(12, 12));
    assert_eq!(Tile::from_index(91), None);
    assert_eq!(Tile::from_index(usize::MAX), None);
    for i in 0..91 {
        assert_eq!(Tile::from_index(i).map(Tile::index), Some(i));
    }
}

/// A double shows the same number on both ends; a tile reads as two numbers of one
/// or two digits, nothing else (a sign or a third digit is refused).
#[test]
fn doubles_and_tile_syntax() {
    assert!(t("3-3").is_double());
    assert!(t("0|0").is_double());
    assert!(!t("3-5").is_double());
    assert_eq!(t("12-03"), Tile::new(3, 12).unwrap());
    for bad in ["+5-3", "3-+5", "007-3", "3-", "-3", "3", "13-1", "a-1"] {
        assert!(bad.parse::<Tile>().is_err(), "{bad}");
    }
}

/// A tile in two hands, or outside the set of the rules, is named in the error; the
/// lowest tile of a set comes first.
#[test]
fn from_deal_names_a_duplicate_or_foreign_tile() {
    assert_eq!(set("6-6,0-1,3-4").first(), Some(t("0-1")));
    assert_eq!(TileSet::EMPTY.first(), None);
    let rules: Rules = "block-6-2".parse().unwrap();
    let a = "0-0,0-1,0-2,0-3,0-4,0-5,0-6,1-1,1-2,1-3";
    let hands = [set(a), set("1-3,1-4,1-5,1-6,2-2,2-3,2-4,2-5,2-6,3-3")];
    assert_eq!(
        Position::from_deal(rules, &hands),
        Err(dominoes::PositionError::Duplicate(t("1-3")))
    );
    let hands = [set(a), set("9-9,1-4,1-5,1-6,2-2,2-3,2-4,2-5,2-6,3-3")];
    assert_eq!(
        Position::from_deal(rules, &hands),
        Err(dominoes::PositionError::NotInSet(t("9-9")))
    );
}

/// A view's text (`<rules> <player> hand <tiles> sizes <n/n> stock <n> log <moves>
/// <turn>`, then the hands once the hand is over): the viewer sees its own draws and
/// not the other seats' (`drawn:?`), a spectator sees none, and the end shows every
/// hand. Seed 58 of the draw game: the second seat draws 1-4 and 3-5 and loses.
#[test]
fn a_views_text_hides_the_other_seats_draws() {
    use dominoes::View;
    use rand::SeedableRng;
    let rules: Rules = "draw-6-2".parse().unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(58);
    let whole = Record::random(rules, &mut rng).unwrap();
    let dealt = 14;
    let mid = Record::replay(rules, &whole.moves()[..dealt + 12]).unwrap();
    let mid = mid.position();
    let log = "6-6L,3-6R,2-6L,3-4R,0-2L,0-4R,0-5L,draw,drawn:";
    assert_eq!(
        View::of(mid, Player::FIRST).to_string(),
        format!(
            "draw-6-2 player 0 hand 1-5,0-6 sizes 2/6 stock 12 log {log}?,0-0R,draw,drawn:? player 0 to move"
        )
    );
    assert_eq!(
        View::of(mid, Player::SECOND).to_string(),
        format!(
            "draw-6-2 player 1 hand 1-1,1-2,2-2,1-4,3-5,1-6 sizes 2/6 stock 12 log {log}1-4,0-0R,draw,drawn:3-5 player 0 to move"
        )
    );
    assert_eq!(
        View::of(mid, Player::THIRD).to_string(),
        format!(
            "draw-6-2 player 2 hand - sizes 2/6 stock 12 log {log}?,0-0R,draw,drawn:? player 0 to move"
        )
    );
    assert_eq!(
        View::of(whole.position(), Player::FIRST).to_string(),
        format!(
            "draw-6-2 player 0 hand - sizes 0/5 stock 12 log {log}?,0-0R,draw,drawn:?,1-5L,1-4L,0-6R over: player 0 wins 24 points hands -/1-1,1-2,2-2,3-5,1-6"
        )
    );
}

/// A tile set's iterator knows its length; the binary and hex forms are those of
/// the bits (tile index `i` is bit `i`).
#[test]
fn tile_set_iterator_length_and_bit_forms() {
    let s = set("0-0,1-2,6-6");
    let mut it = s.iter();
    assert_eq!((it.len(), it.size_hint()), (3, (3, Some(3))));
    it.next();
    assert_eq!(it.size_hint(), (2, Some(2)));
    assert_eq!(TileSet::EMPTY.iter().size_hint(), (0, Some(0)));
    let bits = (1u128 << 0) | (1 << 4) | (1 << 27);
    assert_eq!(s.0, bits);
    assert_eq!(format!("{s:b}"), format!("{bits:b}"));
    assert_eq!(format!("{s:x}"), format!("{bits:x}"));
    assert_eq!(format!("{s:#X}"), format!("{bits:#X}"));
}
