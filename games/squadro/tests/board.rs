//! The terminal board (`Game::render`) and the picture's piece labels speak the
//! reader's language: lanes, pieces home, whose turn and the result, with English as
//! it always was.

use cubist_core::testing::{check_board_words, random_games};
use cubist_core::{Game, Lang, RenderStyle, Side};
use cubist_squadro::{Squadro, SquadroOptions, DARK, FINISHED, LIGHT};

/// English words of the board that a German or French board must not show.
const ENGLISH: [&str; 6] = ["to move", "Game over", "lane", "home", "Light", "Dark"];

#[test]
fn the_english_board_names_the_lanes_the_pieces_home_and_whose_turn() {
    let g = Squadro::from_progress([[0, 3, 0, FINISHED, 0], [0; 5]], DARK).unwrap();
    let text = Squadro::render(&g, RenderStyle::PLAIN);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[2].ends_with("  lane 5"), "{text}");
    assert_eq!(lines[8], "  lane    1  2  3  4  5");
    assert_eq!(lines[9], "Light ▲▼ 1/4 home   Dark ◀▶ 0/4 home");
    assert_eq!(lines[10], "Dark to move");
}

#[test]
fn the_pictures_pieces_are_labelled_in_the_readers_language() {
    let g = Squadro::from_progress([[0, 3, 0, FINISHED, 0], [0; 5]], DARK).unwrap();
    let board = |lang| Squadro::picture(&g, Side(LIGHT), lang).board;
    let english = board(Lang::En);
    assert!(
        english.contains("Light piece on lane 2, going out, speed"),
        "{english}"
    );
    assert!(
        english.contains("Light piece of lane 4 is home"),
        "{english}"
    );
    let german = board(Lang::De);
    assert!(
        german.contains("Figur von Hell auf Bahn 2, auf dem Hinweg"),
        "{german}"
    );
    assert!(
        german.contains("Die Figur von Hell auf Bahn 4 ist zu Hause"),
        "{german}"
    );
}

/// `g`'s board in German and French has none of [`ENGLISH`]; in every language its
/// words are all said.
fn check(g: &Squadro) {
    check_board_words::<Squadro>(g, &ENGLISH, &g.encode());
}

#[test]
fn a_german_or_french_board_has_no_english_words_left() {
    let mut over = 0;
    random_games::<Squadro>(&SquadroOptions::default(), 3, 9, 100_000, 1, |g| {
        check(g);
        over += usize::from(g.outcome().is_some());
    });
    assert_eq!(
        over, 3,
        "every game's last board, with its result, was checked"
    );
}
