//! The registry: loading by name, parameters, aliases and the errors.

use boardgames::{LoadError, ParamKind, load, registered_games};
use proptest::prelude::*;

#[test]
fn the_issue_examples_load() -> Result<(), LoadError> {
    let bg = load("backgammon(match_length=5,jacoby=false)")?;
    assert_eq!(bg.num_players(), 2);
    assert!(bg.spec().contains("match_length=5"));
    assert_eq!(load("dominoes(variant=draw,players=4)")?.num_players(), 4);
    let english = load("draughts(variant=english)")?;
    assert_eq!(english.observation_shape(), vec![6, 32]);
    let c960 = load("chess960(start=518)")?;
    let chess = load("chess")?;
    // Start 518 is the standard array, in Chess960 castling mode.
    assert_eq!(
        c960.new_initial_state().legal_actions(),
        chess.new_initial_state().legal_actions()
    );
    assert_ne!(
        load("chess960(start=0)")?.new_initial_state().to_string(),
        c960.new_initial_state().to_string()
    );
    Ok(())
}

#[test]
fn the_examples_names_are_aliases() -> Result<(), LoadError> {
    for name in [
        "chess",
        "chess960",
        "draughts-international",
        "draughts-english",
        "robijn",
        "dominoes",
        "dominoes-draw",
        "dominoes-block",
        "dominoes-draw-4",
        "dominoes-block-4",
        "dominoes-teams",
        "smokkelen",
        "backgammon",
        "backgammon-nocube",
        "backgammon-match",
        "locksley",
    ] {
        load(name)?;
    }
    assert_eq!(
        load("draughts-english")?.spec(),
        "draughts(variant=english)"
    );
    assert_eq!(
        load("dominoes-block-4")?.spec(),
        "dominoes(variant=block,players=4,max_pip=6,teams=true,draw_rule=one)"
    );
    assert!(load("backgammon-nocube")?.spec().contains("cube=false"));
    let bg_match = load("backgammon-match")?.spec();
    assert!(bg_match.contains("match_length=5") && bg_match.contains("jacoby=false"));
    // An alias takes parameters too; they override the alias's own.
    assert!(
        load("backgammon-match(match_length=7)")?
            .spec()
            .contains("match_length=7")
    );
    assert_eq!(
        load("dominoes-draw-4(max_pip=9)")?.num_distinct_actions(),
        112
    );
    Ok(())
}

#[test]
fn every_game_lists_its_parameters() {
    let games = registered_games();
    let names: Vec<&str> = games.iter().map(|g| g.name).collect();
    assert_eq!(
        names,
        [
            "chess",
            "chess960",
            "draughts",
            "backgammon",
            "dominoes",
            "robijn",
            "smokkelen",
            "locksley"
        ]
    );
    for game in games {
        assert!(!game.about.is_empty());
        for p in game.params {
            assert!(!p.meaning.is_empty(), "{}.{}", game.name, p.name);
            // The default is a value of the parameter's own type and range.
            assert!(
                load(&format!("{}({}={})", game.name, p.name, p.default)).is_ok(),
                "{}.{}",
                game.name,
                p.name
            );
        }
        let listing = game.to_string();
        assert!(listing.starts_with(game.name));
    }
    let chess960 = &games[1];
    assert_eq!(chess960.params[0].kind, ParamKind::Int { min: 0, max: 959 });
    assert!(
        chess960
            .to_string()
            .contains("start (int 0..=959, default 518)")
    );
}

#[test]
fn unknown_names_and_values_are_typed_errors_listing_what_is_accepted() {
    let err = load("shogi").err();
    assert!(
        matches!(err, Some(LoadError::UnknownGame { .. })),
        "{err:?}"
    );
    let text = err.map(|e| e.to_string()).unwrap_or_default();
    assert!(text.contains("unknown game \"shogi\""), "{text}");
    assert!(
        text.contains("chess960") && text.contains("dominoes-draw-4"),
        "{text}"
    );

    let err = load("dominoes(colour=red)").err();
    let text = err.as_ref().map(ToString::to_string).unwrap_or_default();
    assert!(
        matches!(err, Some(LoadError::UnknownParameter { .. })),
        "{text}"
    );
    assert!(
        text.contains("colour") && text.contains("players, max_pip"),
        "{text}"
    );
    let text = load("chess(x=1)")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(text.contains("its parameters: none"), "{text}");

    for (spec, expected) in [
        ("chess960(start=960)", "int 0..=959"),
        ("chess960(start=x)", "int 0..=959"),
        ("dominoes(players=5)", "int 2..=4"),
        ("dominoes(max_pip=7)", "one of 6|9|12"),
        ("draughts(variant=russian)", "one of international|english"),
        ("backgammon(cube=yes)", "bool"),
    ] {
        let err = load(spec).err();
        let text = err.as_ref().map(ToString::to_string).unwrap_or_default();
        assert!(
            matches!(err, Some(LoadError::InvalidValue { .. })),
            "{spec}: {text}"
        );
        assert!(text.contains(expected), "{spec}: {text}");
    }

    let err = load("chess960(start=1,start=2)").err();
    assert!(
        matches!(err, Some(LoadError::DuplicateParameter { .. })),
        "{err:?}"
    );

    for (spec, reason) in [
        ("backgammon(match_length=5,jacoby=true)", "Jacoby"),
        ("backgammon(holland=true)", "Holland"),
        ("backgammon(cube_limit=3)", "power of two"),
        ("dominoes(teams=true)", "partnerships need four players"),
        (
            "dominoes(variant=block,draw_rule=until_playable)",
            "draw game",
        ),
    ] {
        let err = load(spec).err();
        let text = err.as_ref().map(ToString::to_string).unwrap_or_default();
        assert!(
            matches!(err, Some(LoadError::Configuration { .. })),
            "{spec}: {text}"
        );
        assert!(text.contains(reason), "{spec}: {text}");
    }

    let err = load("chess(").err();
    assert!(matches!(err, Some(LoadError::Syntax(_))), "{err:?}");
}

#[test]
fn a_long_bad_name_is_quoted_short() {
    let name = "x".repeat(10_000);
    let text = load(&name).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(text.len() < 1_000, "{}", text.len());
}

#[test]
fn every_canonical_string_loads_the_same_configuration() -> Result<(), LoadError> {
    for name in boardgames::game_names() {
        let game = load(name)?;
        let again = load(&game.spec())?;
        assert_eq!(again.spec(), game.spec());
        assert_eq!(again.num_distinct_actions(), game.num_distinct_actions());
        assert_eq!(
            again.new_initial_state().to_string(),
            game.new_initial_state().to_string()
        );
    }
    Ok(())
}

proptest! {
    #[test]
    fn any_text_loads_or_fails_without_panicking(text in ".{0,40}") {
        let _ = load(&text);
    }

    #[test]
    fn any_spec_like_text_loads_or_fails_without_panicking(
        text in "[a-z0-9_=(),. -]{0,40}"
    ) {
        let _ = load(&text);
    }

    #[test]
    fn every_written_spec_reads_back(
        name in "[a-z][a-z0-9_-]{0,8}",
        params in proptest::collection::vec(("[a-z_]{1,6}", "[a-z0-9]{1,5}"), 0..4)
    ) {
        let spec = boardgames::GameSpec { name, params };
        let back: boardgames::GameSpec = spec.to_string().parse().map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(back, spec);
    }
}
