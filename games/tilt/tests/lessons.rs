//! Tilt's lesson: each step's goal moves do what its prompt asks, and no other legal
//! move does.

use cubist_core::{testing, Game};
use cubist_tilt::{Cell, Square, Tilt, DARK, LIGHT};

fn cell(g: &Tilt, square: &str) -> Cell {
    g.position().cell(Square::parse(square, 6).unwrap())
}

fn active_dark(g: &Tilt, square: &str) -> bool {
    cell(g, square)
        == Cell::Cube {
            seat: DARK,
            active: true,
        }
}

/// What each step asks for, judged on the position before and after a move.
const ASKED: [fn(&Tilt, &Tilt) -> bool; 4] = [
    // A cube placed diagonally next to c3 (so standing active).
    |_, after| {
        ["b2", "b4", "d2", "d4"].iter().any(|s| {
            cell(after, s)
                == Cell::Cube {
                    seat: LIGHT,
                    active: true,
                }
        })
    },
    // Dark's cube on c3 knocked over.
    |before, after| active_dark(before, "c3") && !active_dark(after, "c3"),
    // A bonus move earned.
    |_, after| after.position().bonus().is_some() && after.position().mover() == LIGHT,
    // Light wins at once.
    |_, after| after.outcome().and_then(|o| o.winner()) == Some(LIGHT),
];

#[test]
fn every_step_asks_for_exactly_the_moves_that_do_what_it_says() {
    testing::check_lesson_goals::<Tilt>(&ASKED);
}

#[test]
fn the_lesson_is_the_same_in_every_language_and_its_words_all_said() {
    cubist_core::testing::check_lesson_languages::<Tilt>();
}
