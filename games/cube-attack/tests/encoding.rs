//! The state encoding: its form, round-trips, and refusal of every kind of corruption.

mod common;

use common::*;
use cubist_core::{Game, GameOptions, OptionPairs};
use cubist_cube_attack::{CubeAttack, CubeAttackOptions};
use proptest::prelude::*;

#[test]
fn the_opening_encodes_as_documented() {
    let pairs = OptionPairs::from([("first".to_string(), "2".to_string())]);
    let g = CubeAttack::new(&CubeAttackOptions::from_pairs(&pairs).unwrap(), 0);
    assert_eq!(
        g.encode(),
        "cube-attack players=2 target=64 rounds=200 first=2 removal=lost round=1 opener=blue \
         mover=blue actions=2 status=playing scores=0,0 supply=19,19 removed=0,0 \
         units=R1@S0:1-,B1@S3:1- map=six-rings"
    );
    assert_eq!(CubeAttack::decode(&g.encode()).unwrap(), g);
}

#[test]
fn marks_lives_and_weapons_round_trip() {
    let g = Pos::new(2, "R1@W0:2la,R4@H0:1st,B2@C3:1-at,B3@F:2s").build();
    let text = g.encode();
    assert!(
        text.contains("units=R1@W0:2la,R4@H0:1st,B2@C3:1-at,B3@F:2s "),
        "{text}"
    );
    assert_eq!(CubeAttack::decode(&text).unwrap(), g);
    let u = g.unit(unit("B2")).unwrap();
    assert!(u.activated && u.attacked);
}

#[test]
fn a_map_from_a_file_travels_inside_the_encoding() {
    let json = r#"{"name":"Two Words","planets":[{"name":"A","kind":"start"},{"name":"B","kind":"start"},
        {"name":"M","kind":"full-moon"}],"links":[["A","M"],["M","B"]],"seats":{"2":["A","B"]}}"#;
    let g = Pos::new(2, "R1@A:1-,B1@M:1-").on_map(json).build();
    let text = g.encode();
    assert!(text.contains("mapfile=test.json map=json:{"), "{text}");
    let back = CubeAttack::decode(&text).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.map().name(), "Two Words");
}

#[test]
fn corrupt_states_are_refused_with_a_reason() {
    let good = Pos::new(2, "R1@W0:1s,B1@C0:2-").build().encode();
    let cases: Vec<(String, &str)> = vec![
        (
            good.replace("cube-attack ", "squadro "),
            "starts with 'cube-attack '",
        ),
        (good.replace(" map=six-rings", ""), "missing 'map='"),
        (
            good.replace(" map=six-rings", " map=moon"),
            "not a shipped map",
        ),
        (good.replace("round=1 ", ""), "missing 'round='"),
        (
            good.replace("round=1 ", "round=1 round=2 "),
            "'round' given twice",
        ),
        (
            good.replace("round=1 ", "round=1 colour=red "),
            "unknown field 'colour'",
        ),
        (good.replace("round=1 ", "round=0 "), "round '0'"),
        (good.replace("round=1 ", "round=201 "), "round '201'"),
        (good.replace("players=2", "players=9"), "players=9"),
        (
            good.replace("mover=red", "mover=green"),
            "not one of the 2 seats",
        ),
        (good.replace("actions=2", "actions=3"), "actions '3'"),
        (good.replace("actions=2", "actions=0"), "no action left"),
        (
            good.replace("scores=0,0", "scores=0"),
            "scores lists 1 values",
        ),
        (good.replace("scores=0,0", "scores=0,x"), "scores 'x'"),
        (
            good.replace("supply=19,18", "supply=19,19"),
            "Blue has 21 cubes",
        ),
        (
            good.replace("removed=0,0", "removed=0,1"),
            "Blue has 21 cubes",
        ),
        (good.replace("R1@W0:1s", "R1@W0:3s"), "lives must be 1 or 2"),
        (good.replace("R1@W0:1s", "R1@W0:1q"), "weapon must be"),
        (good.replace("R1@W0:1s", "R1@W0:1sz"), "flags must be"),
        (good.replace("R1@W0:1s", "R1@Q7:1s"), "unknown planet"),
        (good.replace("R1@W0:1s", "Z1@W0:1s"), "bad label"),
        (good.replace("R1@W0:1s", "G1@W0:1s"), "no such player"),
        (good.replace("R1@W0:1s", "R1W0:1s"), "expected LABEL@PLANET"),
        (
            good.replace("R1@W0:1s", "R1@S3:1s"),
            "another team's Starting planet",
        ),
        (
            good.replace("status=playing", "status=won-red"),
            "without leading",
        ),
        (
            good.replace("status=playing", "status=cap"),
            "before the last round",
        ),
        (
            good.replace("status=playing", "status=last-red"),
            "yet it is not alone on the board",
        ),
        (
            good.replace("status=playing", "status=last-green"),
            "not one of the 2 seats",
        ),
        (
            good.replace("status=playing", "status=paused"),
            "status 'paused'",
        ),
        (
            good.replace("map=six-rings", "map=json:{}"),
            "missing 'mapfile='",
        ),
    ];
    for (text, why) in cases {
        let e = CubeAttack::decode(&text).expect_err(&text).to_string();
        assert!(e.contains(why), "expected '{why}' for\n{text}\ngot: {e}");
    }
    // A unit listed twice, and a mover without units.
    let twice = good.replace("units=R1@W0:1s,", "units=R1@W0:1s,R1@C0:1s,");
    let twice = twice.replace("supply=19,18", "supply=18,18");
    let e = CubeAttack::decode(&twice).unwrap_err().to_string();
    assert!(e.contains("listed twice"), "{e}");
    let p = Pos::new(2, "B1@C0:1-");
    let e = CubeAttack::decode(&p.encoding()).unwrap_err().to_string();
    assert!(e.contains("player to move has no unit"), "{e}");
    let mut p = Pos::new(2, "R1@C0:1-,B1@C0:1-");
    p.removal = "supply";
    p.removed = vec![1, 0];
    let e = CubeAttack::decode(&p.encoding()).unwrap_err().to_string();
    assert!(
        e.contains("removal=supply, yet cubes are listed as removed"),
        "{e}"
    );
    let e = CubeAttack::decode(&Pos::new(2, "R1@C0:1-").encoding())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("only one team has units on the board at the start of a turn"),
        "{e}"
    );
    let mut p = Pos::new(2, "R1@C0:1-,B1@C0:1-");
    p.scores = vec![70, 3];
    let e = CubeAttack::decode(&p.encoding()).unwrap_err().to_string();
    assert!(e.contains("already leads at or above the target"), "{e}");
}

#[test]
fn an_embedded_map_is_validated_too() {
    let json = r#"{"name":"T","planets":[{"name":"A","kind":"start"},{"name":"B","kind":"start"},
        {"name":"M","kind":"full-moon"}],"links":[["A","M"],["M","B"]],"seats":{"2":["A","B"]}}"#;
    let text = Pos::new(2, "R1@A:1-,B1@M:1-").on_map(json).build().encode();
    let bad = text.replace("\"full-moon\"", "\"new-moon\"");
    let e = CubeAttack::decode(&bad).unwrap_err().to_string();
    assert!(
        e.contains("embedded map: planet 'M' has unknown kind 'new-moon'"),
        "{e}"
    );
}

fn some_encoding(seed: u64, steps: usize) -> String {
    use rand::{seq::IndexedRandom, SeedableRng};
    let mut g = CubeAttack::new(
        &CubeAttackOptions::with_players(2 + seed as usize % 5),
        seed,
    );
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut v = Vec::new();
    for _ in 0..steps {
        let Some(s) = g.to_move().actor() else { break };
        g.legal_actions(s, &mut v);
        g.play(s, *v.choose(&mut rng).unwrap());
    }
    g.encode()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn garbage_never_decodes_or_panics(text in ".{0,200}") {
        let _ = CubeAttack::decode(&text);
        let _ = CubeAttack::decode(&format!("cube-attack {text}"));
    }

    #[test]
    fn mangled_states_never_panic_and_what_decodes_is_stable(
        seed in 0u64..100,
        steps in 0usize..300,
        at in 0usize..10_000,
        byte in 32u8..127,
    ) {
        let text = some_encoding(seed, steps);
        let mut bytes = text.into_bytes();
        let i = at % bytes.len();
        bytes[i] = byte;
        let mangled = String::from_utf8(bytes).unwrap();
        if let Ok(g) = CubeAttack::decode(&mangled) {
            let again = CubeAttack::decode(&g.encode()).unwrap();
            prop_assert_eq!(again, g);
        }
    }
}
