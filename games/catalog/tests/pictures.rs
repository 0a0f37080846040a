//! Every game's pictures (see docs/pictures.md), at two players and at the most it
//! allows: the board and each side panel is well-formed SVG, ids are unique across
//! them, every legal action of every seat is made by clicking, and every id clicked
//! names a labelled element of the board or a panel of that seat's picture.

use std::collections::{HashMap, HashSet};

use cubist_core::testing::ALL_LANGS;
use cubist_core::{Lang, Observer, OptionPairs, Picture, Side, ToMove};
use rand::{seq::IndexedRandom, SeedableRng};

/// Player counts to try: two, and the largest the game takes.
fn player_counts(name: &str) -> Vec<Option<usize>> {
    match name {
        "cube-attack" => vec![None, Some(6)],
        "cube-conquest" => vec![None, Some(4)],
        _ => vec![None],
    }
}

/// One SVG of a picture: parsed, with a viewBox and no fixed size.
fn parse_svg<'a>(svg: &'a str, context: &str) -> roxmltree::Document<'a> {
    let doc = roxmltree::Document::parse(svg)
        .unwrap_or_else(|e| panic!("{context}: not XML ({e}):\n{svg}"));
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg", "{context}");
    assert!(root.attribute("viewBox").is_some(), "{context}: a viewBox");
    assert!(
        root.attribute("width").is_none(),
        "{context}: no fixed width"
    );
    doc
}

fn check_picture(picture: &Picture, clicks: &[Vec<String>], context: &str) {
    let mut docs = vec![parse_svg(&picture.board, &format!("{context} board"))];
    let mut names = HashSet::new();
    for panel in &picture.panels {
        assert!(
            names.insert(panel.name.as_str()),
            "{context}: two panels {}",
            panel.name
        );
        docs.push(parse_svg(
            &panel.svg,
            &format!("{context} panel {}", panel.name),
        ));
    }
    // Each id's label, found once: a picture has thousands of nodes and Cube Attack's
    // seats hundreds of clicks.
    let mut labels = HashMap::new();
    for node in docs.iter().flat_map(|d| d.descendants()) {
        if let Some(id) = node.attribute("id") {
            let label = node.attribute("aria-label").unwrap_or("");
            assert!(
                labels.insert(id, label).is_none(),
                "{context}: id {id} twice in the picture"
            );
        }
    }
    for path in clicks {
        assert!(!path.is_empty(), "{context}: an action without clicks");
        for id in path {
            let label = labels
                .get(id.as_str())
                .unwrap_or_else(|| panic!("{context}: no element {id}"));
            assert!(
                !label.trim().is_empty(),
                "{context}: {id} has no aria-label"
            );
        }
    }
}

fn play_and_check(name: &str, players: Option<usize>, games: u64) {
    let mut options = OptionPairs::new();
    if let Some(n) = players {
        options.insert("players".into(), n.to_string());
    }
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for seed in 0..games {
        let mut g = cubist_games::create(name, &options, seed).expect("default options");
        let mut plies = 0;
        loop {
            let context = format!("{name} players={players:?} seed={seed} ply={plies}");
            // The spectator's picture in every language: each still reads as SVG.
            for lang in ALL_LANGS {
                let context = format!("{context} lang={lang}");
                check_picture(&g.picture(Observer::Spectator, lang), &[], &context);
            }
            for seat in 0..g.num_players() {
                let choices = g.choices(seat);
                let clicks: Vec<Vec<String>> = choices.iter().map(|c| c.clicks.clone()).collect();
                // From every seat's side: the seat's own, and the others' (Flip).
                for side in 0..g.num_players() {
                    let picture = g.picture_from(Observer::Seat(seat), Side(side), Lang::En);
                    check_picture(&picture, &clicks, &format!("{context} side={side}"));
                }
            }
            let Some(seat) = g.to_move().actor() else {
                assert!(matches!(g.to_move(), ToMove::Over));
                break;
            };
            let choices = g.choices(seat);
            let choice = choices.choose(&mut rng).expect("the actor has choices");
            assert_eq!(g.clicks(seat, &choice.action), choice.clicks, "{context}");
            g.play(seat, &choice.action).expect("legal");
            plies += 1;
            assert!(plies < 5000, "{context}: the game ends");
        }
    }
}

/// Random games per player count in the suite, and in the soak (`#[ignore]`d):
/// `cargo test --release -p cubist-games --test pictures -- --ignored`
/// (docs/testing.md). Every state of a game is checked from every seat and side: a
/// six-seat Cube Attack game of 450 actions draws some 17,000 pictures.
const GAMES: u64 = 1;
const SOAK_GAMES: u64 = 5;

fn check_game(name: &str, games: u64) {
    for players in player_counts(name) {
        play_and_check(name, players, games);
    }
}

#[test]
fn squadro_pictures() {
    check_game("squadro", GAMES);
}

#[test]
fn zhen_pictures() {
    check_game("zhen", GAMES);
}

#[test]
fn tilt_pictures() {
    check_game("tilt", GAMES);
}

#[test]
fn cube_attack_pictures() {
    check_game("cube-attack", GAMES);
}

#[test]
fn cube_conquest_pictures() {
    check_game("cube-conquest", GAMES);
}

/// Every game's pictures over more games, from the same seeds.
#[test]
#[ignore = "the soak: cargo test --release -p cubist-games --test pictures -- --ignored"]
fn soak_every_games_pictures_over_more_games() {
    for name in cubist_games::NAMES {
        check_game(name, SOAK_GAMES);
    }
}

#[test]
fn every_game_has_a_picture_test() {
    let here = include_str!("pictures.rs");
    for name in cubist_games::NAMES {
        let test = format!("fn {}_pictures()", name.replace('-', "_"));
        assert!(here.contains(&test), "add a test for {name}");
    }
}
