//! A state is read back only into its own configuration; parameters that do not
//! apply are refused; configuration errors quote the canonical game string.

use boardgames::{LoadError, load};

/// Reads the initial state of `from` into `into`: Ok(true) if accepted, Ok(false)
/// if refused as "not of this configuration".
fn accepts(into: &str, from: &str) -> Result<bool, LoadError> {
    let text = load(from)?.new_initial_state().to_string();
    match load(into)?.state_from_str(&text) {
        Ok(_) => Ok(true),
        Err(e) => {
            assert!(
                e.to_string().contains("not of this configuration"),
                "{into} <- {from}: {e}"
            );
            Ok(false)
        }
    }
}

#[test]
fn a_state_of_another_configuration_is_refused() -> Result<(), LoadError> {
    for (into, from) in [
        ("backgammon(match_length=5)", "backgammon"),
        ("backgammon", "backgammon(match_length=5)"),
        ("backgammon(match_length=7)", "backgammon(match_length=5)"),
        ("backgammon(cube=false)", "backgammon"),
        ("backgammon", "backgammon(games=3)"),
        ("backgammon", "backgammon(beavers=1)"),
        ("locksley(length=short)", "locksley"),
        ("locksley(sides=night)", "locksley"),
        ("locksley(seed=3)", "locksley"),
        ("locksley(seed=1)", "locksley(seed=0)"),
        ("locksley(length=long)", "locksley"),
        ("locksley(sides=mixed)", "locksley"),
    ] {
        assert!(!accepts(into, from)?, "{into} accepted a state of {from}");
    }
    let text = load("backgammon")?.new_initial_state().to_string();
    let refusal = load("backgammon(match_length=5)")?
        .state_from_str(&text)
        .err()
        .map(|e| e.to_string());
    assert!(
        refusal
            .as_deref()
            .is_some_and(|e| e.contains("a money session")),
        "{refusal:?}"
    );
    for spec in [
        "backgammon",
        "backgammon(match_length=5)",
        "backgammon(cube=false)",
        "backgammon(games=3)",
        "locksley",
        "locksley(length=short,sides=night,seed=3)",
        "chess960(start=5)",
    ] {
        assert!(accepts(spec, spec)?, "{spec} refused its own state");
    }
    Ok(())
}

#[test]
fn a_chess960_state_of_another_start_is_accepted() -> Result<(), LoadError> {
    // The start parameter only fixes the initial state; the rules are the same.
    let text = load("chess960(start=5)")?.new_initial_state().to_string();
    let state = load("chess960(start=7)")?
        .state_from_str(&text)
        .map_err(|e| panic!("{e}"))
        .ok();
    assert_eq!(state.map(|s| s.to_string()), Some(text));
    // Chess and Chess960 share the crate's one rule set (castling moves the king
    // onto its rook), so chess reads a Chess960 position as it reads any position.
    assert!(accepts("chess", "chess960(start=5)")?);
    Ok(())
}

#[test]
fn parameters_that_do_not_apply_are_refused() -> Result<(), LoadError> {
    for spec in [
        "backgammon(match_length=5,games=5)",
        "backgammon(cube=false,beavers=3)",
        "backgammon(cube=false,cube_limit=8)",
        "backgammon(cube=false,automatic_doubles=1)",
        "backgammon(match_length=5,cube=false,holland=true)",
    ] {
        assert!(
            matches!(load(spec), Err(LoadError::Configuration { .. })),
            "{spec} loaded"
        );
    }
    // Their defaults (which the canonical strings write) still load.
    load("backgammon(cube=false)")?;
    let canonical = load("backgammon(match_length=5,cube=false)")?.spec();
    assert_eq!(load(&canonical)?.spec(), canonical);
    Ok(())
}

#[test]
fn a_configuration_error_quotes_the_canonical_string() -> Result<(), LoadError> {
    let canonical = load("backgammon(match_length=5)")?.spec();
    assert!(canonical.contains("jacoby=false"), "{canonical}");
    assert!(load("backgammon")?.spec().contains("jacoby=true"));
    let Err(LoadError::Configuration { spec, .. }) = load("backgammon(match_length=5,beavers=2)")
    else {
        panic!("beavers in a match loaded")
    };
    assert_eq!(spec, canonical.replace("beavers=0", "beavers=2"));
    Ok(())
}
