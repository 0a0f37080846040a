//! Squadro's moves in words: exact sentences of typical moves.

use cubist_core::{Game, Observer};
use cubist_squadro::{Action, Squadro, DARK, FINISHED, LIGHT, TURNED};

fn pos(light: [u8; 5], dark: [u8; 5], mover: usize) -> Squadro {
    Squadro::from_progress([light, dark], mover).expect("valid test position")
}

/// The sentence of moving `lane` (1..5), the same for every observer.
fn said(g: &Squadro, lane: u8) -> String {
    let seat = g.to_move().actor().unwrap();
    let text = g.describe(
        seat,
        Action(lane - 1),
        Observer::Spectator,
        cubist_core::Lang::En,
    );
    assert_eq!(
        g.describe(
            seat,
            Action(lane - 1),
            Observer::Seat(1 - seat),
            cubist_core::Lang::En
        ),
        text
    );
    text
}

#[test]
fn a_plain_move_names_the_piece_the_distance_and_the_squares() {
    let g = pos([0; 5], [0; 5], LIGHT);
    assert_eq!(
        said(&g, 2),
        "Light moves its lane-2 piece 3 squares from c1 to c4"
    );
    let g = pos([0; 5], [0; 5], DARK);
    assert_eq!(
        said(&g, 2),
        "Dark moves its lane-2 piece 1 square from g3 to f3"
    );
}

#[test]
fn a_jump_says_which_pieces_go_back_and_where() {
    // Dark's lane-1 piece on d2 is in the way of Light's lane-3 piece.
    let g = pos([0; 5], [3, 0, 0, 0, 0], LIGHT);
    assert_eq!(
        said(&g, 3),
        "Light moves its lane-3 piece 2 squares from d1 to d3, \
         sending Dark's lane-1 piece back to its start"
    );
    // Two pieces in a row, one of them already turned.
    let g = pos([0; 5], [3, 9, 0, 0, 0], LIGHT);
    assert_eq!(
        said(&g, 3),
        "Light moves its lane-3 piece 3 squares from d1 to d4, \
         sending Dark's lane-1 piece back to its start and its lane-2 piece back to the far side"
    );
}

#[test]
fn the_far_side_and_home_are_told() {
    let g = pos([0, 4, 0, 0, 0], [0; 5], LIGHT);
    assert_eq!(
        said(&g, 2),
        "Light moves its lane-2 piece 2 squares from c5 to c7, \
         reaching the far side, where it turns back"
    );
    let g = pos([10, 0, 0, 0, 0], [0; 5], LIGHT);
    assert_eq!(
        said(&g, 1),
        "Light moves its lane-1 piece 2 squares from b3 to b1, \
         bringing it home (1 of the 4 Light needs)"
    );
    let f = FINISHED;
    let g = pos([10, f, f, f, 0], [TURNED, 0, 0, 0, 0], LIGHT);
    assert_eq!(
        said(&g, 1),
        "Light moves its lane-1 piece 2 squares from b3 to b1, \
         bringing it home: Light wins (4 pieces home)"
    );
}
