//! The words contract: whatever a game says (moves, illegal moves, results, seats,
//! pictures) renders in every language without a message id, an unfilled argument or
//! a Fluent error left in it, and tells each observer in every language only what it
//! tells a spectator.

use cubist_words::{Catalogue, Lang};

use crate::{Game, Observer, RuleError, Side, ToMove, WORDS};

pub use crate::ALL_LANGS;

/// Check the words of `game` in every language; panics with the encoded state.
pub fn check_words<G: Game>(game: &G) {
    let code = game.encode();
    let ids = message_ids(&[G::words(), &WORDS]);
    for lang in ALL_LANGS {
        let where_ = format!("[{lang}] {code}");
        for seat in 0..game.num_players() {
            clean_sentence(&game.seat_name_in(seat, lang), &ids, &where_);
        }
        check_moves(game, lang, &ids, &where_);
        check_refusals_said(game, lang, &ids, &where_);
        check_pictures_said(game, lang, &ids, &where_);
        if let Some(outcome) = game.outcome() {
            let said = outcome.describe(|s| game.seat_name_in(s, lang), lang);
            clean_sentence(&said, &ids, &where_);
        }
    }
}

/// Every legal action said to every observer; a seat is told what a spectator is,
/// except of its own secret choice.
fn check_moves<G: Game>(game: &G, lang: Lang, ids: &[String], where_: &str) {
    let secret = matches!(game.to_move(), ToMove::Simultaneous(_));
    let mut legal = Vec::new();
    for seat in 0..game.num_players() {
        game.legal_actions(seat, &mut legal);
        for &a in &legal {
            let public = game.describe(seat, a, Observer::Spectator, lang);
            clean_sentence(&public, ids, where_);
            for observer in 0..game.num_players() {
                let told = game.describe(seat, a, Observer::Seat(observer), lang);
                clean_sentence(&told, ids, where_);
                if !(secret && observer == seat) {
                    assert_eq!(told, public, "seat {observer} is told more: {where_}");
                }
            }
        }
    }
}

/// The reasons given for actions that are illegal for a seat (those legal for
/// another seat, which is all a generic check can make).
fn check_refusals_said<G: Game>(game: &G, lang: Lang, ids: &[String], where_: &str) {
    let players = game.num_players();
    let mut legal = Vec::new();
    let mut theirs = Vec::new();
    for seat in 0..players {
        game.legal_actions(seat, &mut legal);
        for other in (0..players).filter(|&o| o != seat) {
            game.legal_actions(other, &mut theirs);
            for a in theirs.iter().filter(|a| !legal.contains(a)).take(8) {
                let Err(e) = game.check(seat, *a) else {
                    panic!("check accepted an illegal action: {where_}");
                };
                if let RuleError::Illegal(p) = &e {
                    if let Err(why) = p.catalogue().fits(p.id(), p.args()) {
                        panic!("{why}: {where_}");
                    }
                }
                clean_sentence(&e.say(lang), ids, where_);
            }
        }
    }
}

/// Every observer's picture, from its own side, in `lang`.
fn check_pictures_said<G: Game>(game: &G, lang: Lang, ids: &[String], where_: &str) {
    let observers = (0..game.num_players())
        .map(Observer::Seat)
        .chain([Observer::Spectator]);
    for observer in observers {
        let side = Side(Side::of(observer).seat(game.num_players()));
        let picture = G::picture(&game.view(observer), side, lang);
        for svg in picture.svgs() {
            clean_svg(svg, ids, where_);
        }
    }
}

/// The ids of every message of `catalogues`.
pub fn message_ids(catalogues: &[&Catalogue]) -> Vec<String> {
    catalogues.iter().flat_map(|c| c.ids()).collect()
}

/// A sentence said from catalogues: not empty, no argument left unfilled (`{$x}`) or
/// brace at all, and no message id in place of a message.
pub fn clean_sentence(text: &str, ids: &[String], where_: &str) {
    assert!(!text.trim().is_empty(), "an empty sentence: {where_}");
    assert!(
        !text.contains(['{', '}']),
        "a Fluent placeable is left in '{text}': {where_}"
    );
    for id in ids {
        assert!(
            !text.split_whitespace().any(|w| w == id),
            "message id '{id}' said in place of its message in '{text}': {where_}"
        );
    }
}

/// The words of an SVG (the text between its tags), each clean as a sentence is.
pub fn clean_svg(svg: &str, ids: &[String], where_: &str) {
    for piece in svg.split('>').filter_map(|s| s.split('<').next()) {
        if !piece.trim().is_empty() {
            clean_sentence(piece, ids, where_);
        }
    }
}

/// `view`'s terminal board in German and French has none of the `english` words
/// (whole words, so "active" is not found in "activer"); in every language its words
/// are all said (no message id, no unfilled argument).
pub fn check_board_words<G: crate::Game>(view: &G::View, english: &[&str], where_: &str) {
    let ids = message_ids(&[G::words(), &crate::WORDS]);
    for lang in [Lang::De, Lang::Fr] {
        let text = G::render(view, crate::RenderStyle::PLAIN.in_lang(lang));
        let words = whole_words(&text);
        for word in english {
            let word = format!(" {word} ");
            assert!(!words.contains(&word), "[{lang}] '{word}' in\n{text}");
        }
    }
    for lang in ALL_LANGS {
        let text = G::render(view, crate::RenderStyle::COLOR.in_lang(lang));
        clean_sentence(&text, &ids, &format!("[{lang}] {where_}"));
    }
}

/// The words of `text` between single spaces.
fn whole_words(text: &str) -> String {
    let words: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    format!(" {} ", words.join(" "))
}
