//! Move notation: every form, unambiguous unit naming, clear errors, garbage.

mod common;

use common::*;
use cubist_core::{Game, GameOptions, OptionPairs};
use cubist_cube_attack::{Action, CubeAttack, CubeAttackOptions};
use proptest::prelude::*;

fn parse(g: &CubeAttack, seat: usize, text: &str) -> Action {
    g.parse_action(seat, text).unwrap_or_else(|e| panic!("{e}"))
}

fn parse_err(g: &CubeAttack, seat: usize, text: &str) -> String {
    g.parse_action(seat, text)
        .expect_err("should not parse")
        .to_string()
}

#[test]
fn the_four_kinds_of_action() {
    let g = Pos::new(2, "R1@W0:1s,B1@W0:1-,B2@C0:1-").build();
    let (r1, b1) = (unit("R1"), unit("B1"));
    let c0 = planet(&g, "C0");
    assert_eq!(parse(&g, RED, "W0>C0"), Action::Move { unit: r1, to: c0 });
    assert_eq!(parse(&g, RED, "W0!"), Action::Activate { unit: r1 });
    assert_eq!(parse(&g, RED, "act W0"), Action::Activate { unit: r1 });
    assert_eq!(
        parse(&g, RED, "W0xW0"),
        Action::Attack {
            unit: r1,
            target: b1
        }
    );
    assert_eq!(parse(&g, RED, "pass"), Action::Pass);
    assert_eq!(
        g.format_action(RED, Action::Move { unit: r1, to: c0 }),
        "W0>C0"
    );
    assert_eq!(g.format_action(RED, Action::Activate { unit: r1 }), "W0!");
    assert_eq!(
        g.format_action(
            RED,
            Action::Attack {
                unit: r1,
                target: b1
            }
        ),
        "W0xW0"
    );
    assert_eq!(g.format_action(RED, Action::Pass), "pass");
}

#[test]
fn spaces_and_case_do_not_matter() {
    let g = Pos::new(2, "R1@W0:1s,B1@W0:1-,B2@C0:1-").build();
    for (a, b) in [
        ("w0 > c0", "W0>C0"),
        (" W0 X W0 ", "W0xW0"),
        ("ACT w0", "W0!"),
        ("w0 !", "W0!"),
        ("PASS", "pass"),
    ] {
        assert_eq!(parse(&g, RED, a), parse(&g, RED, b), "{a}");
    }
}

#[test]
fn several_own_units_on_a_planet_need_a_label() {
    let g = Pos::new(2, "R1@W0:1-,R2@W0:2s,B1@S3:1-").build();
    let e = parse_err(&g, RED, "W0>C0");
    assert!(e.contains("W0 holds 2: write W0#R1 or W0#R2"), "{e}");
    let r2 = unit("R2");
    let c0 = planet(&g, "C0");
    let want = Action::Move { unit: r2, to: c0 };
    for text in ["W0#R2>C0", "W0#r2>C0", "W0#2>C0", "#R2>C0", "w0 #R2 > c0"] {
        assert_eq!(parse(&g, RED, text), want, "{text}");
    }
    assert_eq!(g.format_action(RED, want), "W0#R2>C0");
    assert_eq!(
        g.format_action(RED, Action::Activate { unit: r2 }),
        "W0#R2!"
    );
}

#[test]
fn several_enemies_on_the_target_planet_need_a_label() {
    let g = Pos::new(3, "R1@W0:1l,B1@C0:1-,G1@C0:2s,R2@C0:1-").build();
    let e = parse_err(&g, RED, "W0xC0");
    assert!(e.contains("C0 holds 2: write C0#B1 or C0#G1"), "{e}");
    let want = Action::Attack {
        unit: unit("R1"),
        target: unit("G1"),
    };
    assert_eq!(parse(&g, RED, "W0xC0#G1"), want);
    assert_eq!(parse(&g, RED, "W0x#G1"), want);
    assert_eq!(g.format_action(RED, want), "W0xC0#G1");
    // A bare number picks the one enemy unit with that number there, if only one has it.
    let e = parse_err(&g, RED, "W0xC0#1");
    assert!(e.contains("2 enemy units are numbered 1"), "{e}");
}

#[test]
fn a_planet_with_own_and_enemy_units_means_own_for_the_actor_and_enemy_for_the_target() {
    let g = Pos::new(2, "R1@C0:1s,B1@C0:1-").build();
    assert_eq!(
        parse(&g, RED, "C0xC0"),
        Action::Attack {
            unit: unit("R1"),
            target: unit("B1")
        }
    );
    // Blue names the same units the other way round.
    assert_eq!(
        parse(&g, BLUE, "C0xC0"),
        Action::Attack {
            unit: unit("B1"),
            target: unit("R1")
        }
    );
}

#[test]
fn another_players_unit_can_be_named_so_that_check_can_explain() {
    let g = Pos::new(2, "R1@S0:1-,B1@C0:1-").build();
    let a = parse(&g, RED, "C0>H0");
    assert_eq!(
        a,
        Action::Move {
            unit: unit("B1"),
            to: planet(&g, "H0")
        }
    );
    assert_eq!(g.format_action(RED, a), "C0>H0");
    assert!(refusal_of(&g, RED, a).contains("belongs to Blue"));
}

#[test]
fn unreadable_actions_say_what_is_expected() {
    let g = Pos::new(2, "R1@W0:1s,B1@S3:1-").build();
    for (text, expect) in [
        ("", "a move like W0>C0"),
        ("hello", "a move like W0>C0"),
        ("W0>Q9", "a planet of this map, not 'Q9'"),
        ("Q9>W0", "a planet of this map, not 'Q9'"),
        ("W0>", "a planet name after '>'"),
        (">C0", "a planet name such as W0"),
        ("C0>H0", "there is none on C0"),
        ("L0#R1>C0", "there is no unit R1 on L0"),
        ("W0#Z1>C0", "a unit label like R2"),
        ("W0#R21>C0", "a unit label like R2"),
        ("W0#G1>C0", "one of the 2 players"),
        ("W0xH0", "there is none on H0"),
        ("W0>C0>H0", "a planet of this map"),
    ] {
        let e = parse_err(&g, RED, text);
        assert!(e.contains(expect), "{text}: {e}");
        assert!(e.contains("cannot read"), "{e}");
    }
}

#[test]
fn a_label_alone_names_a_unit_even_when_it_is_gone() {
    let g = Pos::new(2, "R1@W0:1s,B1@S3:1-").build();
    let a = Action::Move {
        unit: unit("R5"),
        to: planet(&g, "C0"),
    };
    assert_eq!(g.format_action(RED, a), "#R5>C0");
    assert_eq!(parse(&g, RED, "#R5>C0"), a);
    assert!(refusal_of(&g, RED, a).contains("there is no unit R5"));
}

fn game_after(seed: u64, players: usize, steps: usize) -> CubeAttack {
    use rand::{seq::IndexedRandom, SeedableRng};
    let pairs = OptionPairs::from([("players".to_string(), players.to_string())]);
    let mut g = CubeAttack::new(&CubeAttackOptions::from_pairs(&pairs).unwrap(), seed);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..steps {
        let Some(s) = g.to_move().actor() else { break };
        let mut v = Vec::new();
        g.legal_actions(s, &mut v);
        g.play(s, *v.choose(&mut rng).unwrap());
    }
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn garbage_never_panics_and_what_parses_round_trips(
        text in "[ A-Za-z0-9#>!x:@.\\-]{0,24}|.{0,24}",
        seed in 0u64..50,
        players in 2usize..=6,
        steps in 0usize..120,
    ) {
        let g = game_after(seed, players, steps);
        for seat in 0..players {
            if let Ok(a) = g.parse_action(seat, &text) {
                let again = g.format_action(seat, a);
                prop_assert_eq!(g.parse_action(seat, &again), Ok(a));
                let _ = g.check(seat, a);
            }
        }
    }

    #[test]
    fn every_legal_action_round_trips(seed in 0u64..200, players in 2usize..=6, steps in 0usize..300) {
        let g = game_after(seed, players, steps);
        if let Some(s) = g.to_move().actor() {
            let mut v = Vec::new();
            g.legal_actions(s, &mut v);
            for a in v {
                let text = g.format_action(s, a);
                prop_assert_eq!(g.parse_action(s, &text), Ok(a), "{}", text);
            }
        }
    }
}
