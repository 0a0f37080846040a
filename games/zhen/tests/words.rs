//! Zhen's actions in words: exact sentences of typical actions.

use cubist_core::{Game, GameOptions, Observer, OptionPairs};
use cubist_zhen::{Zhen, ZhenOptions, BLUE, RED};

/// A position from Red's goal to Blue's (see `Zhen::setup`), 10 cubes each.
fn at(places: &str, mover: usize) -> Zhen {
    Zhen::setup(&ZhenOptions::default(), places, mover).expect("valid test position")
}

/// The sentence of `action` (in notation) by the seat to act, the same for everyone.
fn said(g: &Zhen, action: &str) -> String {
    let seat = g.to_move().actor().unwrap();
    let a = g.parse_action(seat, action).unwrap();
    g.check(seat, a).expect("a legal action");
    let text = g.describe(seat, a, Observer::Spectator, cubist_core::Lang::En);
    assert_eq!(
        g.describe(seat, a, Observer::Seat(1 - seat), cubist_core::Lang::En),
        text
    );
    text
}

#[test]
fn a_placement_names_the_tile_and_the_reserve_left() {
    let pairs: OptionPairs = [("first".to_string(), "red".to_string())].into();
    let g = Zhen::new(&ZhenOptions::from_pairs(&pairs).unwrap(), 0);
    assert_eq!(
        said(&g, "p5"),
        "Red places a cube on tile 5 (9 left in reserve)"
    );
    let g = Zhen::setup(&ZhenOptions::sized(3, 1), ". . . . .", BLUE).unwrap();
    assert_eq!(
        said(&g, "p2"),
        "Blue places a cube on tile 2 (none left in reserve)"
    );
}

#[test]
fn a_move_names_the_stack_the_steps_and_where_it_lands() {
    let g = at(". . . . . 1r . . . 1b . .", RED);
    assert_eq!(
        said(&g, "m5"),
        "Red moves the stack on tile 5 (1 red) 1 step to tile 4"
    );
    let g = at(". . . . 1b . 2r . . 1b . .", RED);
    assert_eq!(
        said(&g, "m6"),
        "Red moves the stack on tile 6 (2 red) 2 steps onto the stack on tile 4 (1 blue), \
         making one stack of 2 red, 1 blue"
    );
    // A stack with as many cubes of each colour, moved onto an empty tile.
    let g = at(". . . . . 1r1b . . . 1b . .", BLUE);
    assert_eq!(
        said(&g, "m5"),
        "Blue moves the stack on tile 5 (1 red, 1 blue) 1 step to tile 6; \
         Red may not move the stack on tile 6 straight back"
    );
}

#[test]
fn a_capture_and_the_end_of_the_game_are_told() {
    let g = at(". . 2r1b . . 1r . . 1b . .", RED);
    assert_eq!(
        said(&g, "m2"),
        "Red moves the stack on tile 2 (2 red, 1 blue) 2 steps into its goal, \
         capturing 1 blue cube (Red's goal now holds 1 blue cube)"
    );
    // Blue has no reserve and cannot move its cube into its goal without a capture.
    let options = ZhenOptions::sized(3, 2);
    let g = Zhen::setup(&options, ". 1r1b . 1b .", RED).unwrap();
    assert_eq!(
        said(&g, "m1"),
        "Red moves the stack on tile 1 (1 red, 1 blue) 1 step into its goal, \
         capturing 1 blue cube (Red's goal now holds 1 blue cube): Red wins \
         (Blue could not act; Red took the cubes left on the tiles)"
    );
}
