//! The terminal board (`Game::render`) speaks the language of its style: whose turn,
//! the panels, the pending bonus and the result, with English as it always was.

use cubist_core::testing::{check_board_words, random_games};
use cubist_core::{Game, RenderStyle};
use cubist_tilt::{Square, Tilt, TiltOptions, LIGHT};

/// English words of the board that a German or French board must not show.
const ENGLISH: [&str; 10] = [
    "to move",
    "Game over",
    "active",
    "pool",
    "on board",
    "Last action",
    "Light",
    "Dark",
    "pick up",
    "bonus move",
];

#[test]
fn the_english_board_says_whose_turn_and_what_they_may_type() {
    let g = Tilt::from_diagram("....../....../....../....../....../......", LIGHT, None).unwrap();
    let text = Tilt::render(&g, RenderStyle::PLAIN);
    assert!(
        text.contains("Light ◇ active □ inactive   on board 0 (0 active)   pool "),
        "{text}"
    );
    assert!(
        text.ends_with("Light to move: place (@c3) or slide (c3-c6)\n"),
        "{text}"
    );
    let c3 = Square::parse("c3", 6).unwrap();
    let g = Tilt::from_diagram("....../....../....../..ld../....../......", LIGHT, Some(c3));
    let text = Tilt::render(&g.unwrap(), RenderStyle::PLAIN);
    assert!(
        text.ends_with(
            "Light to move: bonus move pending — place (@c3), slide (c3-c6), activate (*c3), \
             pick up (^c3) or end\nThe cube on [c3] has just moved and cannot be picked up.\n"
        ),
        "{text}"
    );
}

/// `g`'s board in German and French has none of [`ENGLISH`]; in every language its
/// words are all said.
fn check(g: &Tilt) {
    check_board_words::<Tilt>(g, &ENGLISH, &g.encode());
}

#[test]
fn a_german_or_french_board_has_no_english_words_left() {
    let c3 = Square::parse("c3", 6).unwrap();
    let bonus = Tilt::from_diagram("....../....../....../..ld../....../......", LIGHT, Some(c3));
    check(&bonus.unwrap());
    let mut over = 0;
    random_games::<Tilt>(&TiltOptions::default(), 3, 11, 100_000, 1, |g| {
        check(g);
        over += usize::from(g.outcome().is_some());
    });
    assert_eq!(
        over, 3,
        "every game's last board, with its result, was checked"
    );
}
