//! The terminal board (`Game::render`) speaks the language of its style: the goals,
//! the seats' reserves and captures, whose turn and the result, with English as it
//! always was.

use cubist_core::testing::{check_board_words, random_games};
use cubist_core::{Game, RenderStyle};
use cubist_zhen::{Zhen, ZhenOptions, BLUE};

/// English words of the board that a German or French board must not show.
const ENGLISH: [&str; 9] = [
    "to move",
    "Game over",
    "goal",
    "reserve",
    "captured",
    "Red",
    "Blue",
    "moved back",
    "undo",
];

fn pos(places: &str, mover: usize) -> Zhen {
    Zhen::setup(&ZhenOptions::sized(10, 5), places, mover).unwrap()
}

#[test]
fn the_english_board_names_the_goals_the_captures_and_whose_turn() {
    let g = pos("1r1b . 2r1b . . . . . . 1b . .", BLUE);
    let text = Zhen::render(&g, RenderStyle::PLAIN);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("       Red goal "), "{text}");
    assert!(lines[0].ends_with(" Blue goal"), "{text}");
    assert!(lines[1].starts_with("Red  ◀"), "{text}");
    assert_eq!(lines[2], "Red : reserve  2   score  1 (blue cube captured)");
    assert_eq!(lines[3], "Blue: reserve  2   score  0 (red cubes captured)");
    assert_eq!(lines[4], "Blue to move");
}

/// `g`'s board in German and French has none of [`ENGLISH`]; in every language its
/// words are all said.
fn check(g: &Zhen) {
    check_board_words::<Zhen>(g, &ENGLISH, &g.encode());
}

#[test]
fn a_german_or_french_board_has_no_english_words_left() {
    let mut over = 0;
    let mut no_undo = 0;
    random_games::<Zhen>(&ZhenOptions::default(), 3, 5, 100_000, 1, |g| {
        check(g);
        over += usize::from(g.outcome().is_some());
        no_undo += usize::from(g.undo_tile().is_some() && g.outcome().is_none());
    });
    assert_eq!(
        over, 3,
        "every game's last board, with its result, was checked"
    );
    assert!(
        no_undo > 0,
        "a board with a tile that may not go back was checked"
    );
}
