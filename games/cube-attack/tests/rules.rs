//! Every rule of the seed and the rulings, on hand-built positions of the Six Rings map
//! (and a few small maps). Each test fails if its rule is broken.

mod common;

use common::*;
use cubist_core::{legal_actions_vec, Game, GameOptions, OptionPairs, ToMove};
use cubist_cube_attack::{Action, CubeAttack, CubeAttackOptions, Status, Weapon};

fn weapon_of(g: &CubeAttack, label: &str) -> Weapon {
    g.unit(unit(label)).expect("unit on board").weapon
}

fn lives_of(g: &CubeAttack, label: &str) -> u8 {
    g.unit(unit(label)).map_or(0, |u| u.lives)
}

fn planet_of(g: &CubeAttack, label: &str) -> String {
    let u = g.unit(unit(label)).expect("unit on board");
    g.map().planet_name(u.planet).to_string()
}

// ---------------------------------------------------------------- setup and seats

#[test]
fn each_player_starts_with_one_bare_unit_on_its_starting_planet_and_19_in_supply() {
    let seatings: [(usize, &[&str]); 5] = [
        (2, &["S0", "S3"]),
        (3, &["S0", "S2", "S4"]),
        (4, &["S0", "S1", "S3", "S4"]),
        (5, &["S0", "S1", "S2", "S3", "S4"]),
        (6, &["S0", "S1", "S2", "S3", "S4", "S5"]),
    ];
    for (players, starts) in seatings {
        let g = CubeAttack::new(&CubeAttackOptions::with_players(players), 3);
        assert_eq!(g.units().count(), players);
        for (seat, start) in starts.iter().enumerate() {
            let units: Vec<_> = g.units_of(seat).collect();
            assert_eq!(units.len(), 1);
            let (id, u) = units[0];
            assert_eq!(id.slot, 0);
            assert_eq!(g.map().planet_name(u.planet), *start);
            assert_eq!((u.lives, u.weapon), (1, Weapon::None));
            assert_eq!(g.supply(seat), 19);
            assert_eq!(g.score(seat), 0);
        }
    }
}

#[test]
fn the_first_player_is_drawn_from_the_seed_or_fixed_by_option() {
    let opts = CubeAttackOptions::with_players(6);
    let firsts: std::collections::BTreeSet<usize> = (0..60)
        .map(|seed| CubeAttack::new(&opts, seed).mover())
        .collect();
    assert!(
        firsts.len() > 3,
        "random first player should vary: {firsts:?}"
    );
    assert_eq!(
        CubeAttack::new(&opts, 5).mover(),
        CubeAttack::new(&opts, 5).mover()
    );
    let pairs = OptionPairs::from([
        ("players".to_string(), "6".to_string()),
        ("first".to_string(), "green".to_string()),
    ]);
    let fixed = CubeAttackOptions::from_pairs(&pairs).unwrap();
    for seed in 0..10 {
        assert_eq!(CubeAttack::new(&fixed, seed).mover(), GREEN);
    }
}

// ---------------------------------------------------------------- turns and rounds

#[test]
fn a_turn_is_two_actions_by_the_same_seat_then_the_next_seat_in_order() {
    let mut g = Pos::new(3, "R1@L0:1-,B1@L2:1-,G1@L4:1-")
        .mover("blue", 2)
        .build();
    assert_eq!(g.first_seat(), RED);
    act(&mut g, BLUE, "L2>W2");
    assert_eq!(g.to_move(), ToMove::One(BLUE));
    assert_eq!(g.actions_left(), 1);
    act(&mut g, BLUE, "W2>C2");
    assert_eq!(g.to_move(), ToMove::One(GREEN));
    assert_eq!(g.actions_left(), 2);
    assert_eq!(g.round(), 1);
    act(&mut g, GREEN, "pass");
    // Green was last in a round Red opens: a new round starts with Red.
    assert_eq!(g.round(), 2);
    assert_eq!(g.to_move(), ToMove::One(RED));
}

#[test]
fn the_opener_stays_the_same_every_round() {
    let mut g = Pos::new(2, "R1@L0:1-,B1@L3:1-").build();
    assert_eq!(g.first_seat(), RED);
    let mut p = Pos::new(2, "R1@L0:1-,B1@L3:1-");
    p.opener = "blue";
    p.mover = "blue";
    let mut h = p.build();
    for _ in 0..3 {
        act(&mut g, RED, "pass");
        act(&mut g, BLUE, "pass");
        act(&mut h, BLUE, "pass");
        act(&mut h, RED, "pass");
    }
    assert_eq!(g.round(), 4);
    assert_eq!(h.round(), 4);
    assert_eq!(g.to_move(), ToMove::One(RED));
    assert_eq!(h.to_move(), ToMove::One(BLUE));
}

#[test]
fn pass_ends_the_rest_of_the_turn_and_is_always_available() {
    let mut g = Pos::new(2, "R1@L0:1-,B1@L3:1-").build();
    act(&mut g, RED, "L0>C0");
    assert!(legal(&g, RED).contains(&"pass".to_string()));
    act(&mut g, RED, "pass");
    assert_eq!(g.to_move(), ToMove::One(BLUE));
    assert_eq!(g.actions_left(), 2);
    // Passing the whole turn at once is allowed too.
    act(&mut g, BLUE, "pass");
    assert_eq!(g.to_move(), ToMove::One(RED));
}

#[test]
fn a_unit_with_nothing_to_do_leaves_only_pass() {
    // A map where Red's only unit stands on its Starting planet linked only to another
    // Starting planet: no move, nothing to activate, no weapon.
    let json = r#"{"name":"Cul-de-sac","planets":[
        {"name":"A","kind":"start"},{"name":"B","kind":"start"},{"name":"M","kind":"half-moon"}],
        "links":[["A","B"],["B","M"]],"seats":{"2":["A","B"]}}"#;
    let g = Pos::new(2, "R1@A:1-,B1@M:1-").on_map(json).build();
    assert_eq!(legal(&g, RED), vec!["pass"]);
}

#[test]
fn a_player_without_units_skips_its_turns() {
    let mut g = Pos::new(3, "R1@L0:1-,G1@L4:1-").build();
    act(&mut g, RED, "pass");
    // Blue has no unit: Green plays next.
    assert_eq!(g.to_move(), ToMove::One(GREEN));
    assert!(legal_actions_vec(&g, BLUE).is_empty());
    let err = g.check(BLUE, Action::Pass).unwrap_err().to_string();
    assert!(err.contains("not player 2's turn"), "{err}");
}

#[test]
fn a_player_losing_its_last_unit_is_skipped_from_then_on() {
    let mut g = Pos::new(3, "R1@C0:1s,B1@C0:1-,G1@L4:1-").build();
    act(&mut g, RED, "C0xC0");
    assert!(!g.has_units(BLUE));
    act(&mut g, RED, "pass");
    assert_eq!(g.to_move(), ToMove::One(GREEN));
}

// ---------------------------------------------------------------- moving

#[test]
fn a_unit_moves_along_an_orbit_to_a_linked_planet() {
    let mut g = Pos::new(2, "R1@S0:1-,B1@S3:1-").build();
    let moves: Vec<String> = legal(&g, RED);
    assert_eq!(moves, vec!["S0>L0", "S0>W0", "pass"]);
    act(&mut g, RED, "S0>W0");
    assert_eq!(planet_of(&g, "R1"), "W0");
    let err = refusal(&g, RED, "W0>H0");
    assert!(err.contains("no orbit links W0 and H0"), "{err}");
}

#[test]
fn a_unit_may_move_twice_in_a_turn() {
    let mut g = Pos::new(2, "R1@W0:1-,B1@S3:1-").build();
    act(&mut g, RED, "W0>C0");
    act(&mut g, RED, "C0>H0");
    assert_eq!(planet_of(&g, "R1"), "H0");
    assert_eq!(g.to_move(), ToMove::One(BLUE));
}

#[test]
fn no_unit_may_enter_a_starting_planet_not_even_its_own() {
    let g = Pos::new(2, "R1@W0:1-,B1@L4:1-").build();
    let err = refusal(&g, RED, "W0>S0");
    assert!(err.contains("S0 is a Starting planet"), "{err}");
    assert!(err.contains("no unit may ever enter"), "{err}");
    let g = Pos::new(2, "R1@L0:1-,B1@W3:1-").mover("blue", 2).build();
    let err = refusal(&g, BLUE, "W3>S3");
    assert!(err.contains("Starting planet"), "{err}");
    assert!(!legal(&g, BLUE).iter().any(|a| a.contains(">S")));
}

#[test]
fn a_unit_may_share_a_planet_with_enemies() {
    let mut g = Pos::new(2, "R1@W0:1-,B1@C0:1-").build();
    act(&mut g, RED, "W0>C0");
    assert_eq!(g.units_on(planet(&g, "C0")).count(), 2);
}

#[test]
fn a_player_may_act_only_with_its_own_units() {
    let g = Pos::new(2, "R1@W0:1-,B1@C0:1l").build();
    let err = refusal(&g, RED, "C0>H0");
    assert!(err.contains("B1 belongs to Blue"), "{err}");
    let err = refusal(&g, RED, "C0#B1!");
    assert!(err.contains("own units"), "{err}");
    let err = refusal(&g, RED, "#B1xW0");
    assert!(err.contains("own units"), "{err}");
}

// ---------------------------------------------------------------- activation

#[test]
fn planet_cube_brings_a_new_bare_unit_onto_the_starting_planet_from_supply() {
    let mut g = Pos::new(2, "R1@C0:1s,B1@S3:1-").build();
    act(&mut g, RED, "C0!");
    assert_eq!(g.supply(RED), 18);
    let u = g.unit(unit("R2")).expect("a new unit R2");
    assert_eq!(g.map().planet_name(u.planet), "S0");
    assert_eq!((u.lives, u.weapon), (1, Weapon::None));
    // The new unit may act in the same turn.
    act(&mut g, RED, "S0>W0");
    assert_eq!(planet_of(&g, "R2"), "W0");
}

#[test]
fn life_up_adds_a_life_from_supply_up_to_two() {
    let mut g = Pos::new(2, "R1@L0:1s,B1@S3:1-").build();
    act(&mut g, RED, "L0!");
    assert_eq!(lives_of(&g, "R1"), 2);
    assert_eq!(g.supply(RED), 18);
    assert_eq!(
        weapon_of(&g, "R1"),
        Weapon::Short,
        "the weapon face is kept"
    );
    let g = Pos::new(2, "R1@L0:2-,B1@S3:1-").build();
    let err = refusal(&g, RED, "L0!");
    assert!(err.contains("already has 2 lives"), "{err}");
}

#[test]
fn weaponry_gives_short_then_long_range() {
    let mut g = Pos::new(2, "R1@W0:1-,R2@W0:1s,B1@S3:1-").build();
    act(&mut g, RED, "W0#R1!");
    act(&mut g, RED, "W0#R2!");
    assert_eq!(weapon_of(&g, "R1"), Weapon::Short);
    assert_eq!(weapon_of(&g, "R2"), Weapon::Long);
    let g = Pos::new(2, "R1@W0:1l,B1@S3:1-").build();
    let err = refusal(&g, RED, "W0!");
    assert!(err.contains("already has a long-range weapon"), "{err}");
}

#[test]
fn no_activation_with_an_enemy_on_the_planet() {
    for planet in ["C0", "L0", "W0"] {
        let g = Pos::new(2, &format!("R1@{planet}:1-,B1@{planet}:1-")).build();
        let err = refusal(&g, RED, &format!("{planet}!"));
        assert!(err.contains("an enemy unit (B1) is on"), "{err}");
    }
    // An enemy that leaves frees the planet.
    let g = Pos::new(2, "R1@C0:1-,B1@H0:1-").build();
    assert!(legal(&g, RED).contains(&"C0!".to_string()));
}

#[test]
fn own_units_do_not_block_activation() {
    let mut g = Pos::new(2, "R1@W0:1-,R2@W0:1-,B1@S3:1-").build();
    act(&mut g, RED, "W0#R1!");
    assert_eq!(weapon_of(&g, "R1"), Weapon::Short);
}

#[test]
fn an_activation_that_changes_nothing_is_illegal() {
    // Empty supply: Planet Cube and Life-up give nothing.
    let mut p = Pos::new(2, "R1@C0:1-,R2@L0:1-,B1@S3:1-");
    p.removed = vec![18, 0];
    let g = p.build();
    assert_eq!(g.supply(RED), 0);
    let err = refusal(&g, RED, "C0!");
    assert!(err.contains("supply is empty"), "{err}");
    let err = refusal(&g, RED, "L0!");
    assert!(err.contains("supply is empty"), "{err}");
    // Starting planets and moons have nothing to activate.
    for (units, text) in [
        ("R1@S0:1-,B1@S3:1-", "S0!"),
        ("R1@H0:1-,B1@S3:1-", "H0!"),
        ("R1@F:1-,B1@S3:1-", "F!"),
    ] {
        let g = Pos::new(2, units).build();
        let err = refusal(&g, RED, text);
        assert!(
            err.contains("only a Planet Cube, Life-up or Weaponry"),
            "{err}"
        );
    }
}

#[test]
fn a_unit_activates_at_most_once_per_round() {
    for (units, text) in [("R1@W0:1-,B1@L3:1-", "W0!"), ("R1@C0:1-,B1@L3:1-", "C0!")] {
        let mut g = Pos::new(2, units).build();
        act(&mut g, RED, text);
        let err = refusal(&g, RED, text);
        assert!(
            err.contains("R1 has already activated a planet this round"),
            "{err}"
        );
        // The mark is kept by the unit, not the planet: it holds on a planet of another kind.
        let mut other = g.clone();
        act(&mut other, RED, "pass");
        act(&mut other, BLUE, "pass");
        // Round 2: the unit may activate again.
        assert_eq!(other.round(), 2);
        act(&mut other, RED, text);
    }
    // The mark survives moving on within the round (checked on the position directly).
    let g = Pos::new(2, "R1@L1:1sa,B1@L3:1-").build();
    let err = refusal(&g, RED, "L1!");
    assert!(err.contains("already activated"), "{err}");
}

// ---------------------------------------------------------------- attacks

#[test]
fn short_range_reaches_only_the_same_planet() {
    let mut g = Pos::new(2, "R1@C0:1s,B1@C0:1-,B2@H0:1-").build();
    let err = refusal(&g, RED, "C0xH0");
    assert!(
        err.contains("short-range weapon, which reaches only its own planet C0"),
        "{err}"
    );
    act(&mut g, RED, "C0xC0");
    assert!(g.unit(unit("B1")).is_none());
}

#[test]
fn long_range_reaches_the_same_planet_and_linked_planets_only() {
    let g = Pos::new(2, "R1@C0:1l,B1@C0:1-,B2@H0:1-,B3@F:1-").build();
    let attacks: Vec<String> = legal(&g, RED)
        .into_iter()
        .filter(|a| a.contains('x'))
        .collect();
    assert_eq!(attacks, vec!["C0xC0", "C0xH0"]);
    let err = refusal(&g, RED, "C0xF");
    assert!(
        err.contains("reaches only C0 and the planets linked to it"),
        "{err}"
    );
}

#[test]
fn attacking_needs_a_weapon() {
    let g = Pos::new(2, "R1@C0:1-,B1@C0:1-").build();
    let err = refusal(&g, RED, "C0xC0");
    assert!(err.contains("R1 has no weapon"), "{err}");
}

#[test]
fn units_on_a_starting_planet_cannot_be_attacked() {
    let g = Pos::new(2, "R1@W3:1l,B1@S3:1-").build();
    let err = refusal(&g, RED, "W3xS3");
    assert!(
        err.contains("Starting planet, where no unit can be attacked"),
        "{err}"
    );
}

#[test]
fn own_units_cannot_be_attacked() {
    let g = Pos::new(2, "R1@C0:1s,R2@C0:1-,B1@S3:1-").build();
    let err = refusal(&g, RED, "C0#R1xC0#R2");
    assert!(err.contains("your own unit"), "{err}");
}

#[test]
fn a_unit_attacks_at_most_once_per_round_but_may_also_activate() {
    let mut g = Pos::new(2, "R1@C0:1s,B1@C0:2-,B2@L3:1-").build();
    act(&mut g, RED, "C0xC0");
    let err = refusal(&g, RED, "C0xC0");
    assert!(err.contains("already attacked this round"), "{err}");
    // Another unit's attack or this unit's activation is still fine in the same round.
    let mut g = Pos::new(2, "R1@W0:1s,B1@L3:1-,B2@W0:1-").build();
    act(&mut g, RED, "W0xW0");
    act(&mut g, RED, "W0!");
    assert_eq!(weapon_of(&g, "R1"), Weapon::Long);
    // Next round it may attack again.
    let mut g = Pos::new(2, "R1@C0:1s,B1@C0:2-,B2@L3:1-").build();
    act(&mut g, RED, "C0xC0");
    act(&mut g, RED, "pass");
    act(&mut g, BLUE, "pass");
    act(&mut g, RED, "C0xC0");
    assert!(g.unit(unit("B1")).is_none());
}

#[test]
fn a_target_loses_one_life_and_a_one_life_target_is_removed_for_good() {
    let mut g = Pos::new(2, "R1@C0:1s,R2@H0:1l,B1@C0:2s,B2@L3:1-").build();
    act(&mut g, RED, "C0xC0");
    assert_eq!(lives_of(&g, "B1"), 1);
    assert_eq!(
        weapon_of(&g, "B1"),
        Weapon::Short,
        "the weapon face is kept"
    );
    assert_eq!((g.removed(BLUE), g.supply(BLUE)), (1, 17));
    act(&mut g, RED, "H0xC0");
    assert!(g.unit(unit("B1")).is_none());
    assert_eq!((g.removed(BLUE), g.supply(BLUE)), (2, 17));
    assert_eq!(g.cubes_on_board(BLUE), 1);
}

#[test]
fn with_removal_supply_lost_cubes_go_back_to_supply() {
    let mut p = Pos::new(2, "R1@C0:1s,B1@C0:2-,B2@L3:1-");
    p.removal = "supply";
    let mut g = p.build();
    act(&mut g, RED, "C0xC0");
    assert_eq!((g.removed(BLUE), g.supply(BLUE)), (0, 18));
}

// ---------------------------------------------------------------- unit identity

#[test]
fn units_keep_their_labels_and_new_units_take_the_lowest_free_number() {
    let mut g = Pos::new(2, "R1@C0:1s,R3@L0:1-,B1@C0:1-,B2@S3:1-").build();
    act(&mut g, RED, "C0xC0");
    act(&mut g, RED, "C0!");
    // R2 was free: the new unit is R2; R3 keeps its label.
    assert_eq!(planet_of(&g, "R2"), "S0");
    assert_eq!(planet_of(&g, "R3"), "L0");
}

#[test]
fn a_new_unit_in_a_freed_slot_starts_with_fresh_once_per_round_marks() {
    let mut g = Pos::new(2, "R1@H3:1l,B1@L3:1-,B2@C3:1sat,B3@C3:1-").build();
    act(&mut g, RED, "H3xC3#B2");
    assert!(g.unit(unit("B2")).is_none());
    act(&mut g, RED, "H3>F");
    act(&mut g, BLUE, "C3!");
    let fresh = g
        .unit(unit("B2"))
        .expect("the new unit takes the free number 2");
    assert_eq!(g.map().planet_name(fresh.planet), "S3");
    assert!(!fresh.activated && !fresh.attacked);
    assert_eq!(fresh.weapon, Weapon::None);
}

// ---------------------------------------------------------------- scoring

#[test]
fn moons_score_at_the_end_of_the_round_only() {
    let mut g = Pos::new(2, "R1@H0:1-,B1@F:1-").build();
    act(&mut g, RED, "pass");
    assert_eq!(g.scores(), [0, 0], "no scoring after a turn");
    act(&mut g, BLUE, "pass");
    assert_eq!(g.scores(), [2, 4], "Half Moon 2, Full Moon 4");
}

#[test]
fn the_score_counts_where_units_are_when_the_round_ends() {
    let mut g = Pos::new(2, "R1@C0:1-,B1@F:1-").build();
    act(&mut g, RED, "C0>H0");
    act(&mut g, RED, "pass");
    act(&mut g, BLUE, "F>H2");
    act(&mut g, BLUE, "pass");
    assert_eq!(g.scores(), [2, 2]);
}

#[test]
fn a_shared_moon_gives_each_team_half() {
    let mut g = Pos::new(3, "R1@F:1-,B1@F:1-,G1@H0:1-,R2@H0:1-,G2@F:1-").build();
    act(&mut g, RED, "pass");
    act(&mut g, BLUE, "pass");
    act(&mut g, GREEN, "pass");
    // F shared by three teams: 2 each. H0 shared by Red and Green: 1 each.
    assert_eq!(g.scores(), [3, 2, 3]);
}

#[test]
fn several_units_of_one_team_on_a_moon_score_once() {
    let mut g = Pos::new(2, "R1@F:1-,R2@F:2l,R3@H1:1-,R4@H1:1-,B1@S3:1-").build();
    act(&mut g, RED, "pass");
    act(&mut g, BLUE, "pass");
    assert_eq!(g.scores(), [6, 0]);
}

// ---------------------------------------------------------------- the end

fn end_round(g: &mut CubeAttack) {
    while g.to_move() != ToMove::Over {
        let before = g.round();
        let s = g.mover();
        act(g, s, "pass");
        if g.round() != before {
            break;
        }
    }
}

#[test]
fn reaching_the_target_at_the_end_of_a_round_wins() {
    let mut p = Pos::new(2, "R1@F:1-,B1@S3:1-");
    p.scores = vec![60, 10];
    let mut g = p.build();
    act(&mut g, RED, "pass");
    assert_eq!(
        g.to_move(),
        ToMove::One(BLUE),
        "no win before the round ends"
    );
    act(&mut g, BLUE, "pass");
    assert_eq!(g.status(), Status::Won(RED));
    assert_eq!(g.to_move(), ToMove::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner(), Some(RED));
    assert_eq!(o.scores, vec![64, 10]);
}

#[test]
fn if_several_reach_the_target_the_highest_wins() {
    let mut p = Pos::new(2, "R1@H0:1-,B1@F:1-");
    p.scores = vec![63, 62];
    let mut g = p.build();
    end_round(&mut g);
    assert_eq!(g.scores(), [65, 66]);
    assert_eq!(g.status(), Status::Won(BLUE));
}

#[test]
fn a_tie_at_the_top_plays_on_until_one_leads() {
    let mut p = Pos::new(3, "R1@H0:1-,B1@H2:1-,G1@S4:1-");
    p.scores = vec![62, 62, 10];
    let mut g = p.build();
    end_round(&mut g);
    assert_eq!(g.scores(), [64, 64, 10]);
    assert_eq!(g.status(), Status::Playing, "tied at the top: play on");
    assert_eq!(g.round(), 2);
    act(&mut g, RED, "H0>F");
    act(&mut g, RED, "pass");
    end_round(&mut g);
    assert_eq!(g.scores(), [68, 66, 10]);
    assert_eq!(g.status(), Status::Won(RED));
}

#[test]
fn after_the_rounds_cap_the_highest_score_wins() {
    let mut p = Pos::new(3, "R1@H0:1-,B1@S2:1-,G1@S4:1-");
    p.rounds = 5;
    p.round = 5;
    p.scores = vec![10, 11, 3];
    let mut g = p.build();
    end_round(&mut g);
    assert_eq!(g.status(), Status::Cap);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner(), Some(RED));
    assert_eq!(o.scores, vec![12, 11, 3]);
}

#[test]
fn a_tie_at_the_top_after_the_cap_is_a_draw_among_the_tied() {
    let mut p = Pos::new(3, "R1@S0:1-,B1@S2:1-,G1@S4:1-");
    p.rounds = 5;
    p.round = 5;
    p.scores = vec![20, 20, 3];
    let mut g = p.build();
    end_round(&mut g);
    let o = g.outcome().unwrap();
    assert!(o.is_draw());
    assert_eq!(o.winners.iter().collect::<Vec<_>>(), vec![RED, BLUE]);
}

#[test]
fn the_rounds_cap_counts_rounds_not_turns() {
    let pairs = OptionPairs::from([
        ("players".to_string(), "2".to_string()),
        ("rounds".to_string(), "3".to_string()),
    ]);
    let opts = CubeAttackOptions::from_pairs(&pairs).unwrap();
    let mut g = CubeAttack::new(&opts, 1);
    let mut turns = 0;
    while let ToMove::One(s) = g.to_move() {
        g.play(s, Action::Pass);
        turns += 1;
    }
    assert_eq!(turns, 6);
    assert_eq!(g.status(), Status::Cap);
    assert!(g.outcome().unwrap().is_draw());
}

#[test]
fn no_action_is_accepted_once_the_game_is_over() {
    let mut p = Pos::new(2, "R1@F:1-,B1@S3:1-");
    p.scores = vec![63, 0];
    let mut g = p.build();
    end_round(&mut g);
    assert!(g.to_move().is_over());
    for seat in [RED, BLUE] {
        assert!(legal_actions_vec(&g, seat).is_empty());
        assert!(g.check(seat, Action::Pass).is_err());
    }
}

// ---------------------------------------------------------------- small maps

#[test]
fn on_the_duel_map_the_orbits_of_the_file_are_the_orbits_of_the_game() {
    let pairs = OptionPairs::from([("map".to_string(), "duel".to_string())]);
    let opts = CubeAttackOptions::from_pairs(&pairs).unwrap();
    let g = CubeAttack::new(&opts, 0);
    let s0 = planet(&g, "S0");
    let names: Vec<&str> = (0..g.map().len() as u8)
        .filter(|&q| g.map().linked(s0, q))
        .map(|q| g.map().planet_name(q))
        .collect();
    assert_eq!(names, vec!["W0", "L0"]);
    let mut p = Pos::new(2, "R1@C:1l,B1@F:1-,B2@L1:1-");
    p.map = "map=duel".into();
    let g = p.build();
    let attacks: Vec<String> = legal(&g, RED)
        .into_iter()
        .filter(|a| a.contains('x'))
        .collect();
    assert_eq!(attacks, vec!["CxF", "CxL1"]);
}

#[test]
fn a_custom_map_moon_and_start_rules_apply() {
    let json = r#"{"name":"Line","planets":[
        {"name":"A","kind":"start"},{"name":"P","kind":"weaponry"},{"name":"M","kind":"full-moon"},
        {"name":"Q","kind":"cube"},{"name":"B","kind":"start"}],
        "links":[["A","P"],["P","M"],["M","Q"],["Q","B"]],"seats":{"2":["A","B"]}}"#;
    let mut g = Pos::new(2, "R1@P:1-,B1@Q:1-").on_map(json).build();
    assert!(refusal(&g, RED, "P>A").contains("Starting planet"));
    act(&mut g, RED, "P!");
    act(&mut g, RED, "P>M");
    act(&mut g, BLUE, "Q!");
    assert_eq!(planet_of(&g, "B2"), "B");
    act(&mut g, BLUE, "Q>M");
    assert_eq!(g.scores(), [2, 2]);
}

#[test]
fn weapon_upgrade_is_visible_to_check_and_legal_actions_alike() {
    let g = Pos::new(2, "R1@W0:1s,B1@S3:1-").build();
    let acts = legal(&g, RED);
    assert!(acts.contains(&"W0!".to_string()));
    let a = g.parse_action(RED, "W0!").unwrap();
    assert_eq!(g.check(RED, a), Ok(()));
}

#[test]
fn actions_built_by_hand_that_make_no_sense_are_refused_with_reasons() {
    use cubist_cube_attack::UnitId;
    let g = Pos::new(2, "R1@W0:1s,B1@C0:1-").build();
    let r1 = unit("R1");
    let cases = [
        (
            Action::Move { unit: r1, to: 99 },
            "there is no planet number 99",
        ),
        (
            Action::Move {
                unit: r1,
                to: planet(&g, "W0"),
            },
            "R1 is already on W0",
        ),
        (
            Action::Move {
                unit: unit("R7"),
                to: planet(&g, "C0"),
            },
            "there is no unit R7",
        ),
        (
            Action::Activate {
                unit: UnitId { owner: 5, slot: 0 },
            },
            "there is no unit T1",
        ),
        (
            Action::Activate {
                unit: UnitId {
                    owner: 0,
                    slot: 200,
                },
            },
            "there is no unit",
        ),
        (
            Action::Attack {
                unit: r1,
                target: unit("B9"),
            },
            "there is no unit B9 on the board to attack",
        ),
    ];
    for (a, why) in cases {
        let err = refusal_of(&g, RED, a);
        assert!(err.contains(why), "{a:?}: {err}");
    }
    // Blue may not act in Red's turn, not even pass.
    let err = g.check(BLUE, Action::Pass).unwrap_err().to_string();
    assert!(err.contains("not player 2's turn"), "{err}");
    assert!(g.check(7, Action::Pass).is_err());
}

#[test]
fn options_built_by_hand_that_do_not_fit_are_repaired_not_a_panic() {
    use cubist_cube_attack::MapChoice;
    let mut o = CubeAttackOptions::with_players(9);
    let g = CubeAttack::new(&o, 1);
    assert_eq!(g.num_players(), 6);
    o.players = 0;
    assert_eq!(CubeAttack::new(&o, 1).num_players(), 2);
    o.players = 4;
    o.map = MapChoice::builtin("duel").unwrap();
    o.first = cubist_core::FirstPlayer::Seat(5);
    let g = CubeAttack::new(&o, 1);
    assert_eq!(g.map().name(), "Six Rings");
    assert_eq!(g.mover(), 3);
    assert!(CubeAttack::decode(&g.encode()).is_ok());
}

// ---------------------------------------------------------------- last team standing

const LAST_TEAM: &str = "the last team with units on the board";

/// A new game on Six Rings that Red opens.
fn red_opens(players: usize) -> CubeAttack {
    let pairs = OptionPairs::from([
        ("players".to_string(), players.to_string()),
        ("first".to_string(), "red".to_string()),
    ]);
    CubeAttack::new(&CubeAttackOptions::from_pairs(&pairs).unwrap(), 0)
}

#[test]
fn a_team_that_leaves_its_starting_planet_can_be_wiped_out_and_the_last_team_wins_at_once() {
    // From the opening: units on a Starting planet cannot be attacked, so Blue is
    // safe until its only unit leaves S3. It walks towards Red, which arms itself.
    let mut g = red_opens(2);
    for (seat, text) in [
        (RED, "S0>W0"),
        (RED, "W0!"), // short range
        (BLUE, "S3>L3"),
        (BLUE, "L3>W2"),
        (RED, "W0!"), // round 2: long range
        (RED, "W0>L1"),
        (BLUE, "W2>L2"),
        (BLUE, "L2>W1"),
    ] {
        act(&mut g, seat, text);
    }
    assert_eq!(g.round(), 3);
    assert_eq!(g.scores(), [0, 0]);
    // Red's long-range weapon on L1 reaches W1: Blue loses its last unit.
    act(&mut g, RED, "L1xW1");
    assert!(!g.has_units(BLUE));
    // The turn is not over: Red still has an action, and the game goes on until then.
    assert_eq!(g.status(), Status::Playing);
    assert_eq!(g.to_move(), ToMove::One(RED));
    assert_eq!(g.actions_left(), 1);
    assert!(g.outcome().is_none());
    act(&mut g, RED, "L1>W1");
    // At the end of the turn Red alone has units: it wins at once, far from the target.
    assert_eq!(g.status(), Status::LastTeam(RED));
    assert_eq!(g.to_move(), ToMove::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner(), Some(RED));
    assert_eq!(o.scores, vec![0, 0]);
    assert!(o.reason.contains(LAST_TEAM), "{}", o.reason);
    assert!(o.reason.contains("round 3"), "{}", o.reason);
    assert!(!g.ended_by_limit(), "a last-team win is not a timeout");
    for seat in [RED, BLUE] {
        assert!(legal_actions_vec(&g, seat).is_empty());
    }
    let back = CubeAttack::decode(&g.encode()).unwrap();
    assert_eq!(back, g);
    assert!(g.encode().contains("status=last-red"), "{}", g.encode());
}

#[test]
fn the_last_team_wins_when_its_turn_ends_by_a_pass_too() {
    let mut g = Pos::new(2, "R1@C0:1s,B1@C0:1-").build();
    act(&mut g, RED, "C0xC0");
    assert_eq!(g.status(), Status::Playing);
    act(&mut g, RED, "pass");
    assert_eq!(g.status(), Status::LastTeam(RED));
    assert!(g.outcome().unwrap().reason.contains(LAST_TEAM));
}

#[test]
fn with_two_teams_left_play_goes_on() {
    // Three players: Red takes Blue's last unit; Red and Green are still on the board.
    let mut g = Pos::new(3, "R1@C0:1s,B1@C0:1-,G1@L4:1-").build();
    act(&mut g, RED, "C0xC0");
    act(&mut g, RED, "pass");
    assert!(!g.has_units(BLUE));
    assert_eq!(g.status(), Status::Playing);
    assert!(g.outcome().is_none());
    assert_eq!(g.last_team(), None);
    // Blue is skipped; Green plays, and the round goes on.
    assert_eq!(g.to_move(), ToMove::One(GREEN));
    act(&mut g, GREEN, "pass");
    assert_eq!(g.round(), 2);
    assert_eq!(g.to_move(), ToMove::One(RED));
}

#[test]
fn units_on_a_starting_planet_keep_their_team_on_the_board() {
    // Red's only unit sits safe on S0; Blue attacks Green's last unit.
    let mut g = Pos::new(3, "R1@S0:1-,B1@C2:1s,G1@C2:1-,B2@S2:1-")
        .mover("blue", 2)
        .build();
    act(&mut g, BLUE, "C2xC2");
    act(&mut g, BLUE, "pass");
    assert_eq!(g.status(), Status::Playing, "Red and Blue are both left");
    let mut g = Pos::new(2, "R1@S0:1-,B1@C0:1s").mover("blue", 2).build();
    act(&mut g, BLUE, "pass");
    assert_eq!(
        g.status(),
        Status::Playing,
        "a unit on a Starting planet counts"
    );
}

#[test]
fn the_last_team_wins_before_the_round_is_scored_and_before_the_cap() {
    // Blue opens, so Red's turn is the last of the round, and it is the last round.
    // Blue leads on points, and would win on the cap; Red takes Blue's last unit.
    let mut p = Pos::new(2, "R1@F:1l,B1@H0:1-");
    p.opener = "blue";
    p.rounds = 5;
    p.round = 5;
    p.scores = vec![10, 30];
    let mut g = p.build();
    act(&mut g, RED, "FxH0");
    act(&mut g, RED, "pass");
    assert_eq!(g.status(), Status::LastTeam(RED));
    let o = g.outcome().unwrap();
    assert_eq!(o.winner(), Some(RED));
    // The round's moons were not scored: the game ended with the turn.
    assert_eq!(o.scores, vec![10, 30]);
    assert!(!g.ended_by_limit());
}

#[test]
fn a_turn_never_starts_with_one_team_on_the_board() {
    let e = CubeAttack::decode(&Pos::new(3, "R1@C0:1-").encoding())
        .unwrap_err()
        .to_string();
    assert!(e.contains("only one team has units"), "{e}");
    // Within a turn it can: the mover has just taken the last enemy unit.
    let g = Pos::new(3, "R1@C0:1-").mover("red", 1).build();
    assert_eq!(g.last_team(), Some(RED));
    assert_eq!(g.to_move(), ToMove::One(RED));
}

// ---------------------------------------------------------------- a seat taken out

#[test]
fn a_seat_with_units_may_be_taken_out_while_the_game_runs() {
    let g = Pos::new(3, "R1@C0:1-,B1@L2:1-").build();
    assert!(g.may_retire(RED));
    assert!(g.may_retire(BLUE), "not to move, still in the game");
    assert!(
        !g.may_retire(GREEN),
        "Green has no unit: it has no say any more"
    );
    assert!(!g.may_retire(7));
    // The mover alone on the board within its turn wins when its turn ends.
    let g = Pos::new(3, "R1@C0:1-").mover("red", 1).build();
    assert!(!g.may_retire(RED));
    // Nobody may be taken out of a finished game.
    let mut g = Pos::new(2, "R1@C0:1s,B1@C0:1-").build();
    act(&mut g, RED, "C0xC0");
    act(&mut g, RED, "pass");
    assert!(g.to_move().is_over());
    assert!(!g.may_retire(RED) && !g.may_retire(BLUE));
}

#[test]
fn taking_out_a_seat_removes_its_units_and_it_never_acts_again() {
    let mut g = Pos::new(3, "R1@C0:1s,B1@C2:2l,B2@S2:1-,B3@F:1-,G1@L4:1-").build();
    g.retire(BLUE);
    assert!(!g.has_units(BLUE));
    assert_eq!(g.units_of(BLUE).count(), 0);
    // Its cubes leave the board as removed units' cubes do: out of the game.
    assert_eq!(
        (g.supply(BLUE), g.removed(BLUE), g.cubes_on_board(BLUE)),
        (16, 4, 0)
    );
    assert_eq!(g.score(BLUE), 0, "its score stays");
    // Red was to move and still is, with the same actions.
    assert_eq!(g.to_move(), ToMove::One(RED));
    assert_eq!(g.actions_left(), 2);
    assert_eq!(g.status(), Status::Playing);
    assert!(!g.may_retire(BLUE));
    // Blue is skipped from now on, round after round.
    for _ in 0..3 {
        for seat in [RED, GREEN] {
            assert_eq!(g.to_move(), ToMove::One(seat));
            assert!(legal_actions_vec(&g, BLUE).is_empty());
            act(&mut g, seat, "pass");
        }
    }
    assert_eq!(g.round(), 4);
    assert_eq!(CubeAttack::decode(&g.encode()).unwrap(), g);
    // With removal=supply its cubes go back to its supply, where no unit can use them.
    let mut p = Pos::new(3, "R1@C0:1s,B1@C2:2l,G1@L4:1-");
    p.removal = "supply";
    let mut g = p.build();
    g.retire(BLUE);
    assert_eq!((g.supply(BLUE), g.removed(BLUE)), (20, 0));
    assert_eq!(CubeAttack::decode(&g.encode()).unwrap(), g);
}

#[test]
fn taking_out_the_seat_to_move_passes_the_turn() {
    let mut g = Pos::new(3, "R1@C0:1s,B1@C2:1-,G1@L4:1-")
        .mover("blue", 1)
        .build();
    g.retire(BLUE);
    assert_eq!(g.to_move(), ToMove::One(GREEN));
    assert_eq!(g.actions_left(), 2);
    assert_eq!(g.round(), 1);
    // Taking out the last seat of a round ends the round, as a pass would: moons score.
    let mut g = Pos::new(3, "R1@F:1-,B1@H2:1-,G1@L4:1-")
        .mover("green", 2)
        .build();
    let mut passed = g.clone();
    g.retire(GREEN);
    act(&mut passed, GREEN, "pass");
    assert_eq!(g.round(), 2);
    assert_eq!(g.scores(), passed.scores());
    assert_eq!(g.scores(), [4, 2, 0]);
    assert_eq!(g.to_move(), ToMove::One(RED));
    assert_eq!(g.actions_left(), 2);
    // The seats after it that have no units are skipped as well.
    let mut g = Pos::new(4, "R1@C0:1s,B1@C1:1-,Y1@L4:1-")
        .mover("blue", 2)
        .build();
    g.retire(BLUE);
    assert_eq!(g.to_move(), ToMove::One(3));
}

#[test]
fn taking_out_all_but_one_seat_makes_the_last_one_win_at_once() {
    for players in [3, 4] {
        let mut g = red_opens(players);
        // A few turns first, so that the game is under way.
        for _ in 0..players {
            let s = g.mover();
            act(&mut g, s, "pass");
        }
        let last = players - 1;
        for seat in 0..last {
            assert_eq!(g.status(), Status::Playing);
            assert!(g.may_retire(seat));
            g.retire(seat);
            assert_eq!(CubeAttack::decode(&g.encode()).unwrap(), g);
        }
        assert_eq!(g.status(), Status::LastTeam(last));
        assert_eq!(g.to_move(), ToMove::Over);
        let o = g.outcome().unwrap();
        assert_eq!(o.winner(), Some(last));
        assert!(o.reason.contains(LAST_TEAM), "{}", o.reason);
        assert!(!g.ended_by_limit());
        assert!((0..players).all(|s| legal_actions_vec(&g, s).is_empty()));
    }
    // In the middle of a turn, taking out another seat ends the game at once too.
    let mut g = Pos::new(2, "R1@C0:1s,B1@L3:1-").mover("red", 1).build();
    g.retire(BLUE);
    assert_eq!(g.status(), Status::LastTeam(RED));
}

#[test]
fn a_record_that_takes_a_seat_out_replays_through_the_type_erased_game() {
    use cubist_core::{DynGame, Erased, GameRecord, RecordedAction, RecordedEvent, SeatEvent};
    let g = red_opens(3);
    let mut dyn_game: Box<dyn DynGame> = Box::new(Erased::new(g.clone()));
    let mut record = GameRecord::new(dyn_game.as_ref(), 0, vec!["a".into(); 3]);
    for (seat, text) in [(RED, "S0>W0"), (RED, "W0!")] {
        dyn_game.play(seat, text).unwrap();
        record.actions.push(RecordedAction::new(seat, text));
    }
    // Blue, to move, leaves with no one to play for it; then Green.
    assert!(dyn_game.retire(BLUE));
    assert_eq!(dyn_game.to_move(), ToMove::One(GREEN));
    assert!(!dyn_game.retire(BLUE), "already out");
    assert!(dyn_game.retire(GREEN));
    let o = dyn_game.outcome().unwrap();
    assert_eq!(o.winner(), Some(RED));
    assert!(o.reason.contains(LAST_TEAM));
    for seat in [BLUE, GREEN] {
        record.events.push(RecordedEvent {
            ply: 2,
            seat,
            event: SeatEvent::StandIn { agent: None },
        });
    }
    record.result = Some(o.clone());
    let mut replayed: Box<dyn DynGame> = Box::new(Erased::new(g));
    record.replay_onto(replayed.as_mut(), |_, _| {}).unwrap();
    assert_eq!(replayed.outcome(), Some(o));
}
