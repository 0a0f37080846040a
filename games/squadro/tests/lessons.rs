//! Squadro's lesson: each step's goal moves do what its prompt asks, and no other
//! legal move does.

use cubist_core::{testing, Game};
use cubist_squadro::{Squadro, DARK, LIGHT, TURNED};

/// What each step asks for, judged on the position before and after a move.
const ASKED: [fn(&Squadro, &Squadro) -> bool; 4] = [
    // One of the fastest pieces: 3 squares.
    |before, after| moved_by(before, after) == 3,
    // Dark's piece on d2 sent back to its start.
    |before, after| before.progress()[DARK][0] == 3 && after.progress()[DARK][0] == 0,
    // The lane-2 piece reaches the far side and turns.
    |_, after| after.progress()[LIGHT][1] == TURNED,
    // A fourth piece home wins.
    |_, after| after.outcome().and_then(|o| o.winner()) == Some(LIGHT),
];

fn moved_by(before: &Squadro, after: &Squadro) -> u8 {
    (0..5)
        .map(|l| after.progress()[LIGHT][l] - before.progress()[LIGHT][l])
        .sum()
}

#[test]
fn every_step_asks_for_exactly_the_moves_that_do_what_it_says() {
    testing::check_lesson_goals::<Squadro>(&ASKED);
}

#[test]
fn the_lesson_is_the_same_in_every_language_and_its_words_all_said() {
    cubist_core::testing::check_lesson_languages::<Squadro>();
}
