//! Notation and encodings: examples, errors, and garbage that must never panic.

mod common;

use common::*;
use cubist_core::{Game, GameOptions, Lang, OptionPairs};
use cubist_cube_conquest::{Action, ConquestOptions, CubeConquest};
use proptest::prelude::*;

#[test]
fn every_action_kind_reads_in_long_and_short_forms() {
    let g = base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 4, 6])
        .build()
        .unwrap();
    let same = |a: &str, b: &str| assert_eq!(act(&g, 0, a), act(&g, 0, b), "{a} vs {b}");
    same("move 4 b2-b3-c3", "m4 b2 b3 c3");
    same("move 4 b2-b3-c3", "MOVE bricks B2-b3-C3");
    same("prep 1 3 take 5", "prep 3 1 5");
    same("prepare drop circles take wheel", "prep 1 3 take 5");
    same("reinforce 3 c4", "r3 c4");
    same("reinforce circle c4", "r 3 c4");
    same("attack b2 b3", "a b2 b3");
    same("play 5 2", "play 2 5");
    same("commit arrow", "play 6");
    same("place a1", "pl a1");
    assert_eq!(act(&g, 0, "pass"), Action::Pass);
    assert_eq!(act(&g, 0, "use hammers"), Action::Use(2));
    for a in [
        "move 4 b2-b3-c3",
        "prep 1 3 take 5",
        "reinforce 3 c4",
        "attack b2 b3",
        "play 5",
        "play 2 5",
        "use 5",
        "place a1",
        "pass",
    ] {
        assert_eq!(g.format_action(0, act(&g, 0, a)), a);
    }
}

#[test]
fn malformed_actions_say_what_was_expected() {
    let g = base().cube("b2", 0, 1).cube("e5", 1, 1).build().unwrap();
    for (text, expected) in [
        ("fly b2", "an action"),
        ("move 4 b2", "path"),
        ("move 7 b2-b3", "not a card"),
        ("move 4 b2-b4", "not orthogonally next"),
        ("move 6 a1-a2-a3-a4-a5-b5-c5-d5", "at most 6 steps"),
        ("place f1", "not a cell"),
        ("place a0", "not a cell"),
        ("prep 1 take 5", "two cards"),
        ("attack b2", "attack"),
        ("play 1 2 3", "one card"),
        ("use", "use"),
        ("pass now", "pass"),
        ("reinforce c4 3", "not a card"),
    ] {
        let e = g.parse_action(0, text).expect_err(text).to_string();
        assert!(e.contains(expected), "{text}: {e}");
    }
}

#[test]
fn options_have_documented_defaults_and_reject_bad_values() {
    let d = ConquestOptions::default();
    for spec in ConquestOptions::specs() {
        assert_eq!(d.to_pairs()[spec.key], spec.default, "{}", spec.key);
    }
    let pairs = |kv: &[(&str, &str)]| -> OptionPairs {
        kv.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };
    assert!(ConquestOptions::from_pairs(&pairs(&[("size", "7")])).is_err());
    assert!(ConquestOptions::from_pairs(&pairs(&[("players", "3"), ("size", "3")])).is_err());
    assert!(ConquestOptions::from_pairs(&pairs(&[("first", "3")])).is_err());
    assert!(ConquestOptions::from_pairs(&pairs(&[("colour", "red")])).is_err());
    let o = ConquestOptions::from_pairs(&pairs(&[("players", "4"), ("first", "yellow")])).unwrap();
    assert!(o.shared_deck());
    assert_eq!(o.pile_copies(), 9, "54 cards: 9 of each symbol");
    assert_eq!(ConquestOptions::from_pairs(&o.to_pairs()).unwrap(), o);
    assert!(!ConquestOptions::default().shared_deck());
}

#[test]
fn corrupt_states_are_refused() {
    let g = base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 4, 6])
        .build()
        .unwrap();
    let text = g.encode();
    assert_eq!(CubeConquest::decode(&text), Ok(g.clone()));
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut w = v.clone();
        f(&mut w);
        CubeConquest::decode(&w.to_string())
    };
    for (what, bad) in [
        ("an extra card", edit(&|w| w["hands"][0][0] = 3.into())),
        ("a tile symbol 9", edit(&|w| w["tiles"][3] = 9.into())),
        (
            "a cube on a face-down tile",
            edit(&|w| w["face_up"][6] = false.into()),
        ),
        ("a missing cube", edit(&|w| w["supply"][0] = 20.into())),
        ("a bad option", edit(&|w| w["options"]["size"] = "9".into())),
        ("a bad seat", edit(&|w| w["current"] = 3.into())),
        ("ten VP mid-game", edit(&|w| w["vp"][1] = 10.into())),
        ("a wrong game", edit(&|w| w["game"] = "squadro".into())),
        ("an unknown field", edit(&|w| w["extra"] = 1.into())),
        (
            "a known card not held",
            edit(&|w| w["known"][1][0] = 1.into()),
        ),
    ] {
        assert!(bad.is_err(), "{what} was accepted");
    }
    assert!(CubeConquest::decode("").is_err());
    assert!(CubeConquest::decode("{}").is_err());
}

#[test]
fn a_corrupt_state_is_refused_in_the_readers_language() {
    let g = base()
        .cube("b2", 0, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 4, 6])
        .build()
        .unwrap();
    let v: serde_json::Value = serde_json::from_str(&g.encode()).unwrap();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut w = v.clone();
        f(&mut w);
        CubeConquest::decode(&w.to_string()).unwrap_err()
    };
    let e = edit(&|w| w["vp"][1] = 10.into());
    assert_eq!(
        e.detail().say(Lang::Fr),
        "un joueur a 10 PV mais la partie continue"
    );
    assert_eq!(
        e.to_string(),
        "cannot decode game state: a player has 10 VP but the game goes on"
    );
    let e = edit(&|w| w["game"] = "squadro".into());
    assert_eq!(
        e.detail().say(Lang::De),
        "das ist ein Zustand von 'squadro', nicht von cube-conquest"
    );
    assert_eq!(
        e.to_string(),
        "cannot decode game state: this is a state of 'squadro', not cube-conquest"
    );
}

/// Sets every `attacker_card` and defender card in `v` to `value`; whether any was.
fn set_committed_cards(v: &mut serde_json::Value, value: u8) -> bool {
    match v {
        serde_json::Value::Object(m) => {
            let mut found = false;
            for (k, x) in m.iter_mut() {
                if k == "attacker_card" {
                    *x = value.into();
                    found = true;
                } else if k == "defender_cards" {
                    *x = serde_json::json!([value, value]);
                    found = true;
                } else {
                    found |= set_committed_cards(x, value);
                }
            }
            found
        }
        serde_json::Value::Array(a) => a
            .iter_mut()
            .fold(false, |f, x| set_committed_cards(x, value) | f),
        _ => false,
    }
}

#[test]
fn a_pending_attack_with_a_card_that_does_not_exist_is_refused() {
    let mut rng = cubist_core::game_rng(3, 3);
    let mut checked = 0;
    for seed in 0..40 {
        let mut g = CubeConquest::new(&opts(), seed);
        while g.outcome().is_none() && checked < 20 {
            let seat = g.to_move().seats().iter().next().unwrap();
            let legal = cubist_core::legal_actions_vec(&g, seat);
            g.play(seat, pick(&legal, &mut rng));
            let mut v: serde_json::Value = serde_json::from_str(&g.encode()).unwrap();
            if set_committed_cards(&mut v, 7) {
                assert!(CubeConquest::decode(&v.to_string()).is_err());
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 20, "pending attacks reached");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn parsing_garbage_never_panics(text in "\\PC{0,40}") {
        let g = base().cube("b2", 0, 1).cube("e5", 1, 1).hand(0, &[1, 2, 4, 6]).build().unwrap();
        for seat in 0..3 {
            if let Ok(a) = g.parse_action(seat, &text) {
                let _ = g.check(seat.min(1), a);
                let _ = g.format_action(seat, a);
            }
        }
    }

    #[test]
    fn parsing_near_misses_never_panics(
        verb in prop::sample::select(vec!["move", "m6", "prep", "r", "attack", "play", "use", "place"]),
        words in prop::collection::vec("[a-g][0-7]|[0-9]|take|-|wheel", 0..9),
    ) {
        let g = base().cube("b2", 0, 1).cube("e5", 1, 1).hand(0, &[1, 2, 4, 6]).build().unwrap();
        let text = format!("{verb} {}", words.join(" "));
        if let Ok(a) = g.parse_action(0, &text) {
            let _ = g.check(0, a);
            let mut h = g.clone();
            if h.try_play(0, a).is_err() {
                prop_assert_eq!(h, g);
            }
        }
    }

    #[test]
    fn decoding_garbage_never_panics(pos in 0usize..2000, byte in 0u8..128, cut in 0usize..3000) {
        let g = base().cube("b2", 0, 1).cube("e5", 1, 1).hand(0, &[1, 2, 4, 6]).build().unwrap();
        let mut text = g.encode().into_bytes();
        let i = pos % text.len();
        text[i] = byte;
        text.truncate(cut.max(1));
        let _ = CubeConquest::decode(&String::from_utf8_lossy(&text));
    }

    #[test]
    fn decoding_altered_numbers_never_panics(field in 0usize..40, value in 0u32..300) {
        let g = base().cube("b2", 0, 1).cube("b3", 1, 2).hand(0, &[1, 2, 4, 6]).build().unwrap();
        let mut v: serde_json::Value = serde_json::from_str(&g.encode()).unwrap();
        let keys = ["tiles", "units", "hands", "known", "piles", "supply", "lost", "vp", "face_up"];
        let key = keys[field % keys.len()];
        let Some(target) = v[key].get_mut(field % 5) else {
            return Ok(());
        };
        match target {
            serde_json::Value::Array(a) if !a.is_empty() => a[0] = value.into(),
            serde_json::Value::Object(m) => {
                if let Some(x) = m.values_mut().next() {
                    *x = value.into();
                }
            }
            t => *t = value.into(),
        }
        v["start"] = (value % 6).into();
        let _ = CubeConquest::decode(&v.to_string());
    }
}
