//! Every rule of the rulebook and the rulings, on hand-built positions.
//! Diagrams list ranks from the top; `L`/`D` active, `l`/`d` inactive cubes.

mod common;

use common::*;
use cubist_core::{Game, GameOptions, RuleError, ToMove};
use cubist_tilt::{Status, Tilt, TiltOptions, DARK, LIGHT};

// ---------------------------------------------------------------- setup

#[test]
fn a_new_game_has_an_empty_6x6_board_and_eight_cubes_in_each_pool() {
    let g = Tilt::new(&TiltOptions::default(), 1);
    let p = g.position();
    assert_eq!(p.size(), 6);
    for seat in [LIGHT, DARK] {
        assert_eq!((p.on_board(seat), p.pool(seat)), (0, 8));
    }
    assert_eq!(p.bonus(), None);
    assert_eq!(legal(&g).len(), 36, "the first cube may go anywhere");
    assert!(legal(&g).iter().all(|a| a.starts_with('@')));
    assert_eq!(g.seat_name(LIGHT), "Light");
    assert_eq!(g.seat_name(DARK), "Dark");
}

#[test]
fn the_first_player_is_drawn_from_the_seed_unless_fixed() {
    let firsts: Vec<usize> = (0..40)
        .map(|s| mover(&Tilt::new(&TiltOptions::default(), s)))
        .collect();
    assert!(firsts.contains(&LIGHT) && firsts.contains(&DARK));
    assert_eq!(
        mover(&Tilt::new(&TiltOptions::default(), 5)),
        mover(&Tilt::new(&TiltOptions::default(), 5)),
        "the same seed gives the same first player"
    );
    let mut o = TiltOptions::default();
    o.set("first", "dark").unwrap();
    assert!((0..20).all(|s| mover(&Tilt::new(&o, s)) == DARK));
}

#[test]
fn the_board_size_option_sets_the_board() {
    let mut o = TiltOptions::default();
    o.set("size", "9").unwrap();
    let g = Tilt::new(&o, 0);
    assert_eq!(g.position().size(), 9);
    assert_eq!(legal(&g).len(), 81);
    assert!(g.parse_action(0, "@i9").is_ok());
    assert!(g.parse_action(0, "@j1").is_err());
}

// ---------------------------------------------------------------- placing

#[test]
fn a_cube_placed_with_all_neighbours_empty_stands_active() {
    let mut g = Tilt::new(&TiltOptions::default(), 0);
    play(&mut g, "@c3");
    assert_eq!(at(&g, "c3"), if mover(&g) == DARK { 'L' } else { 'D' });
    // The other player (no cube yet) may place anywhere not beside the active cube.
    assert_eq!(legal(&g).len(), 36 - 1 - 4);
    play(&mut g, "@d4");
    assert!(
        at(&g, "d4").is_ascii_uppercase(),
        "diagonal neighbours do not count"
    );
}

#[test]
fn no_cube_may_be_placed_next_to_an_active_cube() {
    let g = setup(
        "......
         ......
         ......
         ..D...
         ......
         L.....",
        LIGHT,
    );
    for target in ["@c4", "@c2", "@b3", "@d3"] {
        assert!(
            illegal(&g, target)
                .contains("you may not place next to an active cube (the one on c3)"),
            "{target}"
        );
    }
    assert!(legal(&g).contains(&"@d4".to_string()));
}

#[test]
fn a_cube_placed_beside_an_inactive_cube_lies_inactive_and_earns_no_bonus() {
    let mut g = setup(
        ".....D
         ......
         ......
         ..d...
         ......
         L.....",
        LIGHT,
    );
    play(&mut g, "@c4");
    assert_eq!(at(&g, "c4"), 'l');
    assert_eq!(g.position().bonus(), None);
    assert_eq!(
        g.to_move(),
        ToMove::One(DARK),
        "placing never earns a bonus"
    );
}

#[test]
fn a_cube_may_not_be_placed_on_an_occupied_square_or_from_an_empty_pool() {
    let g = setup(
        "l.l.l.
         ......
         l.l.l.
         ......
         l.....
         .....L",
        LIGHT,
    );
    assert_eq!(g.position().pool(LIGHT), 0);
    assert!(illegal(&g, "@c2").contains("no cube left in your pool"));
    assert!(legal(&g).iter().all(|a| !a.starts_with('@')));
    let g = setup(
        "......
         ......
         ......
         ..d...
         ......
         L.....",
        LIGHT,
    );
    assert!(illegal(&g, "@c3").contains("c3 is not empty"));
}

#[test]
fn placing_needs_an_own_active_cube_that_can_slide() {
    // Light's only active cube (a1) is boxed in by Dark's a3 and c1: it cannot slide,
    // so Light may not place either, and loses at the start of the turn.
    let boxed = "......
                 ......
                 ......
                 D.....
                 ......
                 L.D...";
    let g = setup(boxed, LIGHT);
    assert!(!g.position().may_place(LIGHT));
    assert_eq!(g.status(), Status::Won(DARK));
    // The same position with Dark to move: Dark's cubes can slide, Dark may place.
    let g = setup(boxed, DARK);
    assert!(g.position().may_place(DARK));
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn a_player_with_no_cube_on_the_board_may_place_without_a_movable_cube() {
    let g = setup(
        "......
         ......
         ......
         ......
         ......
         L.....",
        DARK,
    );
    assert_eq!(g.position().on_board(DARK), 0);
    assert_eq!(legal(&g).len(), 36 - 1 - 2);
}

#[test]
fn a_bonus_placement_also_needs_an_own_active_cube_that_can_slide() {
    // Light's only active cube slides next to c2 and lies down: a bonus is due, but
    // Light now has no active cube, so only `end` is left.
    let mut g = setup(
        "......
         ......
         ......
         ......
         ..d...
         L.....",
        LIGHT,
    );
    play(&mut g, "a1-c1");
    assert_eq!(g.position().bonus(), Some(sq("c1")));
    assert!(illegal(&g, "@f6").contains("only while you have an active cube that can slide"));
    assert_eq!(legal(&g), vec!["end"]);
    // With another active cube that can slide, the bonus placement is allowed.
    let mut g = setup(
        ".....D
         ......
         ....L.
         ......
         ..d...
         L.....",
        LIGHT,
    );
    play(&mut g, "a1-c1");
    play(&mut g, "@a6");
    assert_eq!(at(&g, "a6"), 'L');
    assert_eq!(
        g.to_move(),
        ToMove::One(DARK),
        "a bonus placement ends the turn"
    );
}

// ---------------------------------------------------------------- sliding

#[test]
fn only_your_own_active_cubes_slide() {
    let g = setup(
        "......
         ......
         ......
         ..l...
         ......
         L....D",
        LIGHT,
    );
    assert!(
        illegal(&g, "c3-c5").contains("the cube on c3 is inactive: only active cubes can slide")
    );
    assert!(illegal(&g, "f1-f3").contains("the cube on f1 is not yours"));
    assert!(illegal(&g, "b2-b4").contains("there is no cube on b2"));
}

#[test]
fn a_slide_goes_straight_for_at_least_one_square() {
    let g = setup(
        "......
         ......
         ......
         ......
         ......
         L.....",
        LIGHT,
    );
    assert!(illegal(&g, "a1-b2").contains("straight along a file or a rank"));
    assert!(illegal(&g, "a1-a1").contains("at least one square"));
    let slides: Vec<String> = legal(&g).into_iter().filter(|a| a.contains('-')).collect();
    assert_eq!(
        slides,
        [
            "a1-a2", "a1-a3", "a1-a4", "a1-a5", "a1-a6", "a1-b1", "a1-c1", "a1-d1", "a1-e1",
            "a1-f1"
        ]
    );
}

#[test]
fn a_slide_passes_only_through_empty_squares() {
    let g = setup(
        "......
         ......
         ......
         d.....
         ......
         L.....",
        LIGHT,
    );
    assert!(illegal(&g, "a1-a4").contains("the cube on a3 is in the way"));
    assert!(illegal(&g, "a1-a3").contains("a3 is not empty"));
    assert!(legal(&g).contains(&"a1-a2".to_string()));
}

#[test]
fn no_slide_may_enter_the_square_in_front_of_an_active_cube() {
    // Whatever the colour: Dark's active a3, Light's own active e1.
    let g = setup(
        "......
         ......
         ......
         D.....
         ......
         L...L.",
        LIGHT,
    );
    let msg = illegal(&g, "a1-a2");
    assert!(
        msg.contains("you may not enter a2: it is the square in front of the active cube on a3")
    );
    assert!(illegal(&g, "a1-d1").contains("in front of the active cube on e1"));
    assert!(
        legal(&g).contains(&"a1-c1".to_string()),
        "c1's next square d1 is empty"
    );
    // In front of an inactive cube is allowed.
    let g = setup(
        "......
         ......
         ......
         d.....
         ......
         L.....",
        LIGHT,
    );
    assert!(legal(&g).contains(&"a1-a2".to_string()));
}

#[test]
fn the_square_in_front_rule_looks_only_along_the_direction_of_motion() {
    // d2 is beside d1 but not ahead of it (the slide travels east): ending beside an
    // active cube is allowed, and knocks it over.
    let mut g = setup(
        "......
         ......
         ......
         ......
         ...D..
         L.....",
        LIGHT,
    );
    assert!(legal(&g).contains(&"a1-d1".to_string()));
    play(&mut g, "a1-d1");
    assert_eq!(at(&g, "d2"), 'd');
    assert_eq!(at(&g, "d1"), 'l');
}

#[test]
fn every_active_cube_beside_the_path_is_knocked_over_and_only_those() {
    let diagram = ".....D
                   ......
                   ......
                   ......
                   ..D.L.
                   L.....";
    // a1-d1 enters b1, c1, d1: c2 (beside c1) falls; e2 is beside e1, beyond the
    // destination, and stays up. The mover has no neighbour at d1: active again.
    let mut g = setup(diagram, LIGHT);
    play(&mut g, "a1-d1");
    assert_eq!((at(&g, "c2"), at(&g, "e2"), at(&g, "d1")), ('d', 'L', 'L'));
    assert_eq!(g.to_move(), ToMove::One(DARK), "active again: no bonus");
    // a1-f1 also enters e1: Light's own e2 falls too; f1 has no neighbour.
    let mut g = setup(diagram, LIGHT);
    play(&mut g, "a1-f1");
    assert_eq!((at(&g, "c2"), at(&g, "e2"), at(&g, "f1")), ('d', 'l', 'L'));
    assert_eq!(g.to_move(), ToMove::One(DARK));
    // a1-c1: the destination counts; the mover ends beside c2 and stays inactive.
    let mut g = setup(diagram, LIGHT);
    play(&mut g, "a1-c1");
    assert_eq!((at(&g, "c2"), at(&g, "e2"), at(&g, "c1")), ('d', 'L', 'l'));
    assert_eq!(
        g.to_move(),
        ToMove::One(LIGHT),
        "inactive mover: bonus move"
    );
    assert_eq!(g.position().bonus(), Some(sq("c1")));
}

#[test]
fn cubes_not_beside_a_square_entered_stay_up() {
    // a1-c1 enters b1 and c1. d2 is only diagonal to c1; a3 is two squares from the
    // start square, beside a2, which the slide does not enter.
    let mut g = setup(
        "......
         ......
         ......
         D.....
         ...D..
         L.....",
        LIGHT,
    );
    play(&mut g, "a1-c1");
    assert_eq!((at(&g, "a3"), at(&g, "d2"), at(&g, "c1")), ('D', 'D', 'L'));
}

// ---------------------------------------------------------------- bonus moves

const CHAIN: &str = "......
                     ..l...
                     .....D
                     d.....
                     ......
                     L...L.";

#[test]
fn a_slide_that_leaves_the_mover_inactive_earns_an_optional_bonus() {
    let mut g = setup(CHAIN, LIGHT);
    play(&mut g, "a1-a2");
    assert_eq!(at(&g, "a2"), 'l');
    assert_eq!(
        g.to_move(),
        ToMove::One(LIGHT),
        "the same player acts again"
    );
    assert_eq!(g.position().bonus(), Some(sq("a2")));
    let moves = legal(&g);
    for kind in ["@", "e1-", "*c5", "^e1", "^c5", "end"] {
        assert!(
            moves.iter().any(|m| m.starts_with(kind)),
            "{kind} in {moves:?}"
        );
    }
    play(&mut g, "end");
    assert_eq!(g.to_move(), ToMove::One(DARK), "end finishes the turn");
    assert_eq!(g.position().bonus(), None);
}

#[test]
fn place_activate_and_pick_up_as_bonus_moves_end_the_turn() {
    for (bonus, square, after) in [
        ("@c3", "c3", 'L'),
        ("@b2", "b2", 'l'),
        ("*c5", "c5", 'L'),
        ("^e1", "e1", '.'),
        ("^c5", "c5", '.'),
    ] {
        let mut g = setup(CHAIN, LIGHT);
        play_all(&mut g, &["a1-a2", bonus]);
        assert_eq!(at(&g, square), after, "{bonus}");
        assert_eq!(g.to_move(), ToMove::One(DARK), "{bonus} ends the turn");
        assert_eq!(g.position().bonus(), None);
    }
    let mut g = setup(CHAIN, LIGHT);
    play_all(&mut g, &["a1-a2", "^e1"]);
    assert_eq!(
        g.position().pool(LIGHT),
        6,
        "a picked-up cube goes back to the pool"
    );
}

#[test]
fn a_bonus_slide_that_ends_active_ends_the_turn() {
    let mut g = setup(CHAIN, LIGHT);
    play_all(&mut g, &["a1-a2", "e1-e2"]);
    assert_eq!(at(&g, "e2"), 'L');
    assert_eq!(g.to_move(), ToMove::One(DARK));
}

#[test]
fn a_bonus_slide_that_ends_inactive_earns_another_bonus() {
    let mut g = setup(CHAIN, LIGHT);
    play_all(&mut g, &["a1-a2", "e1-e4"]);
    assert_eq!(at(&g, "e4"), 'l');
    assert_eq!(g.to_move(), ToMove::One(LIGHT));
    assert_eq!(g.position().bonus(), Some(sq("e4")));
}

#[test]
fn the_cube_just_moved_cannot_be_picked_up_but_one_moved_earlier_can() {
    let mut g = setup(CHAIN, LIGHT);
    play(&mut g, "a1-a2");
    assert!(illegal(&g, "^a2").contains("the cube on a2 was just moved"));
    play(&mut g, "e1-e4");
    assert!(illegal(&g, "^e4").contains("the cube on e4 was just moved"));
    assert!(
        legal(&g).contains(&"^a2".to_string()),
        "a2 moved earlier in the turn"
    );
    play(&mut g, "^a2");
    assert_eq!(at(&g, "a2"), '.');
    assert_eq!(g.position().pool(LIGHT), 6);
}

#[test]
fn activation_needs_an_own_inactive_cube_without_neighbours() {
    let mut g = setup(CHAIN, LIGHT);
    play(&mut g, "a1-a2");
    assert!(illegal(&g, "*a2").contains("touches the cube on a3"));
    assert!(illegal(&g, "*e1").contains("already active"));
    assert!(illegal(&g, "*a3").contains("not yours"));
    assert!(illegal(&g, "*b5").contains("there is no cube on b5"));
    assert!(illegal(&g, "^f4").contains("not yours"));
}

#[test]
fn bonus_moves_and_end_are_refused_when_no_bonus_is_due() {
    let g = setup(CHAIN, LIGHT);
    assert!(illegal(&g, "end").contains("only while a bonus move is pending"));
    assert!(illegal(&g, "*c5").contains("activating a cube is a bonus move"));
    assert!(illegal(&g, "^c5").contains("picking up a cube is a bonus move"));
}

#[test]
fn a_bonus_position_is_validated() {
    let d = "......
             ......
             ......
             ......
             l.....
             d.....";
    assert!(Tilt::from_diagram(d, LIGHT, Some(sq("a2"))).is_ok());
    let e = Tilt::from_diagram(d, DARK, Some(sq("a2"))).unwrap_err();
    assert!(e.to_string().contains("no cube of Dark is on a2"), "{e}");
    let e = Tilt::from_diagram(d, LIGHT, Some(sq("c2"))).unwrap_err();
    assert!(e.to_string().contains("no cube of Light"), "{e}");
    let lonely = "......
                  ......
                  ......
                  ......
                  l.....
                  ......";
    let e = Tilt::from_diagram(lonely, LIGHT, Some(sq("a2"))).unwrap_err();
    assert!(
        e.to_string()
            .contains("must be inactive and touch another cube"),
        "{e}"
    );
}

// ---------------------------------------------------------------- the end

#[test]
fn a_player_who_cannot_place_or_slide_at_the_start_of_the_turn_loses() {
    // All of Light's cubes on the board are inactive.
    let g = setup(
        "......
         ......
         ......
         ..l...
         ......
         D.....",
        LIGHT,
    );
    assert_eq!(g.to_move(), ToMove::Over);
    let o = g.outcome().unwrap();
    assert_eq!(o.winner(), Some(DARK));
    assert!(o.reason.contains("Light could neither place nor slide"));
    assert!(legal_none(&g));
}

fn legal_none(g: &Tilt) -> bool {
    (0..2).all(|s| cubist_core::legal_actions_vec(g, s).is_empty())
}

#[test]
fn the_loss_is_judged_when_the_turn_passes() {
    // Light's slide knocks over Dark's only cube; when Light ends the turn, Dark has
    // no active cube and loses.
    let mut g = setup(
        "......
         ......
         ......
         ......
         ..D...
         L.....",
        LIGHT,
    );
    play(&mut g, "a1-c1");
    assert_eq!(
        g.status(),
        Status::Playing,
        "Light still has a bonus to take or end"
    );
    play(&mut g, "end");
    assert_eq!(g.status(), Status::Won(LIGHT));
}

#[test]
fn a_player_with_no_cube_and_nowhere_to_place_loses() {
    // Light's four active cubes leave no square that is not beside one of them.
    let g = setup(
        ".L..
         ...L
         L...
         ..L.",
        DARK,
    );
    assert_eq!(g.position().placement_cells(), 0);
    assert_eq!(g.status(), Status::Won(LIGHT));
}

const SHUFFLE: &str = ".....D
                       ......
                       ......
                       ......
                       ......
                       L.....";
const CYCLE: [&str; 4] = ["a1-b1", "f6-e6", "b1-a1", "e6-f6"];

#[test]
fn a_position_seen_three_times_is_a_draw() {
    let mut g = setup(SHUFFLE, LIGHT);
    play_all(&mut g, &CYCLE);
    play_all(&mut g, &CYCLE[..3]);
    assert_eq!(g.status(), Status::Playing);
    assert_eq!(g.repetitions(), 2);
    play(&mut g, CYCLE[3]);
    assert_eq!(g.repetitions(), 3);
    assert_eq!(g.status(), Status::Repetition);
    let o = g.outcome().unwrap();
    assert!(o.is_draw() && o.reason.contains("repeated 3 times"));

    let mut opts = TiltOptions::default();
    opts.set("repetition", "4").unwrap();
    let mut g = Tilt::from_diagram_with(&opts, SHUFFLE, LIGHT, None).unwrap();
    play_all(&mut g, &CYCLE);
    play_all(&mut g, &CYCLE);
    assert_eq!(g.status(), Status::Playing);
    play_all(&mut g, &CYCLE);
    assert_eq!(g.status(), Status::Repetition);
}

#[test]
fn the_bonus_state_is_part_of_the_repeated_position() {
    // The same board and mover: without a bonus, with a bonus earned on a2, with one
    // earned on c2, and with the other player to move are four different positions.
    let d = ".....L
             ......
             ......
             ......
             l.l...
             d.d...";
    let keys: Vec<u64> = [
        (LIGHT, None),
        (LIGHT, Some(sq("a2"))),
        (LIGHT, Some(sq("c2"))),
        (DARK, None),
    ]
    .iter()
    .map(|&(mover, bonus)| Tilt::from_diagram(d, mover, bonus).unwrap().state_hash())
    .collect();
    for i in 0..keys.len() {
        for j in 0..i {
            assert_ne!(keys[i], keys[j], "positions {i} and {j}");
        }
    }
}

#[test]
fn the_game_is_drawn_after_the_action_cap() {
    let mut opts = TiltOptions::default();
    opts.set("cap", "10").unwrap();
    opts.set("repetition", "10").unwrap();
    let mut g = Tilt::from_diagram_with(&opts, SHUFFLE, LIGHT, None).unwrap();
    play_all(&mut g, &CYCLE);
    play_all(&mut g, &CYCLE);
    play(&mut g, "a1-b1");
    assert_eq!(g.status(), Status::Playing);
    play(&mut g, "f6-e6");
    assert_eq!(g.plies(), 10);
    assert_eq!(g.status(), Status::Cap);
    assert!(g.outcome().unwrap().reason.contains("10 actions"));
    assert_eq!(
        g.check(LIGHT, action_text(&g, "b1-a1")),
        Err(RuleError::GameOver)
    );
}

fn action_text(g: &Tilt, text: &str) -> cubist_tilt::Action {
    cubist_tilt::Action::parse(text, g.position().size()).unwrap()
}

#[test]
fn the_cap_counts_bonus_moves_and_end() {
    let mut opts = TiltOptions::default();
    opts.set("cap", "10").unwrap();
    let mut g = Tilt::from_diagram_with(&opts, CHAIN, LIGHT, None).unwrap();
    play_all(&mut g, &["a1-a2", "end"]);
    assert_eq!(g.plies(), 2);
}

// ---------------------------------------------------------------- turns and errors

#[test]
fn actions_out_of_turn_or_off_the_board_are_refused_with_reasons() {
    let g = setup(CHAIN, LIGHT);
    let a = action(&g, "e1-e2");
    assert_eq!(g.check(DARK, a), Err(RuleError::NotYourTurn(DARK)));
    assert_eq!(g.check(7, a), Err(RuleError::NoSuchSeat(7)));
    let off = cubist_tilt::Action::Place(cubist_tilt::Square::new(7, 2));
    match g.check(LIGHT, off) {
        Err(RuleError::Illegal(m)) => {
            assert!(m.to_string().contains("no square h3 on a 6×6 board"))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn check_agrees_with_move_generation_on_every_syntactic_action() {
    for (d, mover, bonus) in [
        (CHAIN, LIGHT, None),
        (CHAIN, DARK, None),
        (
            "......
             ......
             ......
             ......
             l.....
             d..L..",
            LIGHT,
            Some("a2"),
        ),
    ] {
        let g = Tilt::from_diagram(d, mover, bonus.map(sq)).unwrap();
        let legal = cubist_core::legal_actions_vec(&g, mover);
        for a in common_actions(6) {
            assert_eq!(g.check(mover, a).is_ok(), legal.contains(&a), "{a}");
        }
    }
}

fn common_actions(n: u8) -> Vec<cubist_tilt::Action> {
    use cubist_tilt::{Action, Square};
    let squares: Vec<Square> = (0..n)
        .flat_map(|f| (0..n).map(move |r| Square::new(f, r)))
        .collect();
    let mut v = vec![Action::End];
    for &s in &squares {
        v.extend([Action::Place(s), Action::Activate(s), Action::PickUp(s)]);
        v.extend(squares.iter().map(|&t| Action::Slide(s, t)));
    }
    v
}
