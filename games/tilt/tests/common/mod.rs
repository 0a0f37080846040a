//! Helpers shared by the test files: games from diagrams, playing by notation.
#![allow(dead_code)]

use cubist_core::{legal_actions_vec, Game, RenderStyle, RuleError};
use cubist_tilt::{Action, Cell, Square, Tilt};

/// A game set up from a diagram (ranks from the top, `.LlDd`), `mover` to act.
pub fn setup(diagram: &str, mover: usize) -> Tilt {
    Tilt::from_diagram(diagram, mover, None).unwrap_or_else(|e| panic!("{e}\n{diagram}"))
}

/// The same, with a bonus move pending for `mover`, earned by the cube on `moved`.
pub fn setup_bonus(diagram: &str, mover: usize, moved: &str) -> Tilt {
    Tilt::from_diagram(diagram, mover, Some(sq(moved))).unwrap_or_else(|e| panic!("{e}"))
}

pub fn sq(text: &str) -> Square {
    Square::parse(text, 10).unwrap()
}

pub fn mover(g: &Tilt) -> usize {
    g.to_move().actor().expect("the game is running")
}

pub fn action(g: &Tilt, text: &str) -> Action {
    g.parse_action(mover(g), text).unwrap()
}

/// Play an action given in notation; it must be legal.
pub fn play(g: &mut Tilt, text: &str) {
    let a = action(g, text);
    let seat = mover(g);
    if let Err(e) = g.try_play(seat, a) {
        panic!("{text}: {e}\n{}", Tilt::render(g, RenderStyle::PLAIN));
    }
}

/// Play several actions in notation.
pub fn play_all(g: &mut Tilt, texts: &[&str]) {
    for t in texts {
        play(g, t);
    }
}

/// The rule an action breaks. Also checks that it is not listed as legal and that
/// trying it changes nothing.
pub fn illegal(g: &Tilt, text: &str) -> String {
    let a = action(g, text);
    let seat = mover(g);
    assert!(
        !legal_actions_vec(g, seat).contains(&a),
        "{text} is listed as legal"
    );
    let mut copy = g.clone();
    let err = copy.try_play(seat, a).expect_err(text);
    assert_eq!(&copy, g, "a refused action changed the game");
    match err {
        RuleError::Illegal(msg) => msg.to_string(),
        other => panic!("{text}: expected a rule explanation, got {other:?}"),
    }
}

/// The mover's legal actions in notation, sorted.
pub fn legal(g: &Tilt) -> Vec<String> {
    let mut v: Vec<String> = legal_actions_vec(g, mover(g))
        .iter()
        .map(|a| a.to_string())
        .collect();
    v.sort();
    v
}

/// What a square holds, as a diagram letter.
pub fn at(g: &Tilt, square: &str) -> char {
    match g.position().cell(sq(square)) {
        Cell::Empty => '.',
        Cell::Cube { seat: 0, active } => {
            if active {
                'L'
            } else {
                'l'
            }
        }
        Cell::Cube { active, .. } => {
            if active {
                'D'
            } else {
                'd'
            }
        }
    }
}
