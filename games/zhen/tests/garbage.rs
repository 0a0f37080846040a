//! Nothing a caller passes may panic: garbage notation and garbage or edited state text
//! get an error (or, for an edit that still describes a valid game, a consistent game).

use cubist_core::{Game, GameRng, Lang, ToMove};
use cubist_zhen::{Zhen, ZhenOptions};
use proptest::prelude::*;
use rand::{seq::IndexedRandom, SeedableRng};

/// A finished or running game's encoding, for mutation.
fn sample_encoding(seed: u64, steps: usize) -> String {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut g = Zhen::new(&ZhenOptions::sized(6, 4), seed);
    let mut buf = Vec::new();
    for _ in 0..steps {
        let ToMove::One(s) = g.to_move() else { break };
        g.legal_actions(s, &mut buf);
        g.play(s, *buf.choose(&mut rng).unwrap());
    }
    g.encode()
}

/// A decoded state must itself be a sound game: conserved cubes, and it encodes back
/// to text that decodes to the same state.
fn assert_sound(g: &Zhen) {
    for c in 0..2 {
        assert_eq!(g.board().total(c), g.options().cubes as u32);
    }
    assert_eq!(Zhen::decode(&g.encode()).as_ref(), Ok(g));
    assert_eq!(g.outcome().is_some(), g.to_move() == ToMove::Over);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn parse_action_never_panics(text in "\\PC{0,12}") {
        let g = Zhen::new(&ZhenOptions::default(), 0);
        if let Ok(a) = g.parse_action(0, &text) {
            prop_assert_eq!(g.parse_action(0, &g.format_action(0, a)), Ok(a));
        }
    }

    #[test]
    fn notation_like_text_is_read_or_refused(text in "[pmPMx ]{0,2}[0-9+-]{0,4}") {
        let g = Zhen::new(&ZhenOptions::sized(7, 3), 0);
        match g.parse_action(0, &text) {
            Ok(a) => {
                prop_assert_eq!(g.parse_action(0, &g.format_action(0, a)), Ok(a));
                let digits: String = text.chars().filter(|c| c.is_ascii_digit()).collect();
                let (cubist_zhen::Action::Place(t) | cubist_zhen::Action::Move(t)) = a;
                prop_assert_eq!(digits.parse::<u8>().ok(), Some(t));
            }
            Err(e) => prop_assert!(e.expected.to_string().contains("tile from 1 to 7")),
        }
    }

    #[test]
    fn decode_never_panics_on_garbage(text in "\\PC{0,200}") {
        if let Ok(g) = Zhen::decode(&text) {
            assert_sound(&g);
        }
    }

    #[test]
    fn decode_never_panics_on_edited_states(
        seed in 0u64..200,
        steps in 0usize..60,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), "[0-9a-z.,=rb ]{0,3}"), 1..4),
    ) {
        let mut text = sample_encoding(seed, steps);
        for (at, insert) in edits {
            let mut cut = at.index(text.len() + 1);
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            let end = (cut + insert.len().min(2)).min(text.len());
            let end = (end..=text.len()).find(|&e| text.is_char_boundary(e)).unwrap_or(text.len());
            text.replace_range(cut..end, &insert);
        }
        if let Ok(g) = Zhen::decode(&text) {
            assert_sound(&g);
        }
    }
}

#[test]
fn corrupt_states_are_refused_with_a_reason() {
    let good = sample_encoding(5, 12);
    assert!(Zhen::decode(&good).is_ok());
    let cases = [
        ("zhen", "missing"),
        ("squadro", "starts with 'zhen'"),
        (&good.replace("cubes=4", "cubes=5"), "cubes in all"),
        (&good.replace("mover=", "mover=green x="), "not red or blue"),
        (&format!("{good} extra=1"), "unknown field"),
        (&good.replace("plies=", "plies=9999"), "cap"),
        (&good.replace("end=none", "end=cap"), "does not fit"),
        (&good.replace("tiles=6", "tiles=7"), "tiles"),
    ];
    for (text, why) in cases {
        let err = Zhen::decode(text).unwrap_err().to_string();
        assert!(err.contains(why), "{text}\n{err}");
    }
    // A capture needs a cube of each colour: a goal of one colour cannot happen in play.
    let g = Zhen::setup(&ZhenOptions::sized(4, 2), ". 1r 1b . 1b .", 0).unwrap();
    assert!(Zhen::decode(&g.encode()).is_ok());
    let text = g
        .encode()
        .replace("board=.,1r,1b,.,1b,.", "board=1r,.,1b,.,1b,.")
        .replace("since=.,1r,1b,.,1b,.", "since=1r,.,1b,.,1b,.");
    let err = Zhen::decode(&text).unwrap_err().to_string();
    assert!(err.contains("one colour"), "{err}");
}

#[test]
fn a_bad_state_is_refused_in_the_readers_language() {
    let g = Zhen::setup(&ZhenOptions::sized(4, 2), ". 1r 1b . 1b .", 0).unwrap();
    let text = g
        .encode()
        .replace("board=.,1r,1b,.,1b,.", "board=1r,.,1b,.,1b,.")
        .replace("since=.,1r,1b,.,1b,.", "since=1r,.,1b,.,1b,.");
    let e = Zhen::decode(&text).unwrap_err();
    assert_eq!(
        e.detail().say(Lang::Fr),
        "le but de Rouge ne contient des cubes que d'une seule couleur, ce qu'aucune capture ne peut produire"
    );
    assert_eq!(
        e.to_string(),
        "cannot decode game state: Red's goal holds cubes of one colour only, which no capture can do"
    );
    let e = Zhen::decode(&g.encode().replace("mover=red", "mover=green")).unwrap_err();
    assert_eq!(
        e.detail().say(Lang::De),
        "der Spieler am Zug 'green' ist weder red noch blue"
    );
    assert_eq!(
        e.to_string(),
        "cannot decode game state: mover 'green' is not red or blue"
    );
}
