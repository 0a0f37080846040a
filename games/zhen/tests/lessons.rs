//! Zhen's lesson: each step's goal moves do what its prompt asks, and no other legal
//! move does.

use cubist_core::{testing, Game};
use cubist_zhen::{Status, Zhen, BLUE, RED};

/// What each step asks for, judged on the position before and after a move.
const ASKED: [fn(&Zhen, &Zhen) -> bool; 3] = [
    // Red's cube carried onto Blue's on tile 4: one stack of both colours.
    |_, after| after.board().stack(4) == [1, 1],
    // A blue cube captured into Red's goal.
    |before, after| after.board().score(RED) > before.board().score(RED),
    // Blue left stuck, Red taking the tiles and winning.
    |_, after| {
        after.status() == Status::Swept { stuck: BLUE }
            && after.outcome().and_then(|o| o.winner()) == Some(RED)
    },
];

#[test]
fn every_step_asks_for_exactly_the_moves_that_do_what_it_says() {
    testing::check_lesson_goals::<Zhen>(&ASKED);
}

#[test]
fn the_lesson_is_the_same_in_every_language_and_its_words_all_said() {
    cubist_core::testing::check_lesson_languages::<Zhen>();
}
