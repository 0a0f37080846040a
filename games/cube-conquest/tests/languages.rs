//! The game in every language: a few hundred positions of random games say every
//! sentence (moves, reasons, results, pictures, the terminal board, notation errors)
//! in every language with no argument left unfilled, and a few sentences read as they
//! should in Italian, French, Spanish and German.

mod common;

use common::*;
use cubist_core::testing::{check_words, clean_sentence, message_ids, ALL_LANGS};
use cubist_core::{
    game_rng, Game, GameOptions, Lang, Observer, RenderStyle, RuleError, Side, WORDS,
};
use cubist_cube_conquest::{ConquestOptions, CubeConquest};

/// Actions in every part of the notation, most of them illegal in most positions.
const CANDIDATES: &[&str] = &[
    "place a1",
    "place c3",
    "place e5",
    "move 2 a1-a2",
    "move 1 b2-b3-b4",
    "move 6 c3-c4",
    "prep 1 2 take 3",
    "prep 4 4 take 4",
    "reinforce 3 c3",
    "reinforce 1 a1",
    "attack b2 b3",
    "attack a1 a2",
    "attack c3 d3",
    "play 1",
    "play 6",
    "play 2 5",
    "play 3 3",
    "use 1",
    "use 4",
    "pass",
];

/// Texts that are not actions.
const NOT_ACTIONS: &[&str] = &[
    "",
    "fly a1",
    "place z9",
    "place a1 a2",
    "move 4 a1",
    "move 4 a1-c3",
    "move 6 a1-a2-a3-a4-a5-b5-c5-d5",
    "prep 1 3",
    "reinforce 9 a1",
    "attack b2",
    "play 1 2 3",
    "use",
    "pass now",
];

fn options(pairs: &[(&str, &str)]) -> ConquestOptions {
    let pairs = pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    ConquestOptions::from_pairs(&pairs).unwrap()
}

/// Every reason any seat is given for the candidate actions, in every language.
fn check_reasons(g: &CubeConquest, ids: &[String], where_: &str) {
    for seat in 0..g.num_players() {
        for text in CANDIDATES {
            let Ok(a) = g.parse_action(seat, text) else {
                continue;
            };
            if let Err(e) = g.check(seat, a) {
                if let RuleError::Illegal(p) = &e {
                    p.catalogue()
                        .fits(p.id(), p.args())
                        .unwrap_or_else(|why| panic!("{why}: {where_}"));
                }
                for lang in ALL_LANGS {
                    clean_sentence(&e.say(lang), ids, &format!("[{lang}] {text}: {where_}"));
                }
            }
        }
    }
}

/// What the notation expects, for texts that are not actions, in every language.
fn check_notation(g: &CubeConquest, ids: &[String], where_: &str) {
    for text in NOT_ACTIONS {
        let e = g.parse_action(0, text).expect_err(text);
        let p = &e.expected;
        p.catalogue()
            .fits(p.id(), p.args())
            .unwrap_or_else(|why| panic!("{why}: {text}"));
        if !text.is_empty() {
            assert_eq!(p.catalogue().name(), "cube-conquest", "{text}");
        }
        for lang in ALL_LANGS {
            clean_sentence(&e.say(lang), ids, &format!("[{lang}] {text}: {where_}"));
        }
    }
}

/// The terminal board of every observer, in every language.
fn check_render(g: &CubeConquest, ids: &[String], where_: &str) {
    let observers = (0..g.num_players())
        .map(Observer::Seat)
        .chain([Observer::Spectator]);
    for observer in observers {
        let view = g.view(observer);
        for lang in ALL_LANGS {
            let text = CubeConquest::render(&view, RenderStyle::PLAIN.in_lang(lang));
            for line in text.lines().filter(|l| !l.trim().is_empty()) {
                clean_sentence(line, ids, &format!("[{lang}] {where_}"));
            }
        }
    }
}

#[test]
fn a_few_hundred_random_positions_say_everything_in_every_language() {
    let variants = [
        options(&[]),
        options(&[("players", "3")]),
        options(&[("players", "4"), ("copies", "1")]),
        options(&[("size", "3"), ("cubes", "2")]),
    ];
    let ids = message_ids(&[CubeConquest::words(), &WORDS]);
    let mut checked = 0;
    let mut ended = 0;
    for seed in 0..u64::MAX {
        if checked >= 300 {
            break;
        }
        let o = &variants[seed as usize % variants.len()];
        let mut g = CubeConquest::new(o, seed);
        let mut rng = game_rng(seed, 5);
        let mut legal = Vec::new();
        let mut step = 0u32;
        loop {
            if step.is_multiple_of(9) || g.outcome().is_some() {
                let where_ = g.encode();
                check_words(&g);
                check_reasons(&g, &ids, &where_);
                check_render(&g, &ids, &where_);
                if step == 0 {
                    check_notation(&g, &ids, &where_);
                }
                checked += 1;
            }
            let Some(seat) = g.to_move().actor() else {
                ended += 1;
                break;
            };
            g.legal_actions(seat, &mut legal);
            let a = pick(&legal, &mut rng);
            g.play(seat, a);
            step += 1;
        }
    }
    assert!(checked >= 300, "only {checked} positions checked");
    assert!(ended > 0, "no game reached its end");
}

/// Red on b2 (a drop) and a1, Blue on b3 (an arrow) and e5; Red holds 1 2 3 4.
fn skirmish() -> CubeConquest {
    base()
        .cube("b2", 0, 1)
        .cube("a1", 0, 1)
        .cube("b3", 1, 1)
        .cube("e5", 1, 1)
        .hand(0, &[1, 2, 3, 4])
        .build()
        .unwrap()
}

fn reason(g: &CubeConquest, text: &str, lang: Lang) -> String {
    g.check(0, act(g, 0, text)).unwrap_err().say(lang)
}

#[test]
fn reasons_read_right_in_other_languages() {
    let g = skirmish();
    assert_eq!(
        reason(&g, "reinforce 1 b3", Lang::It),
        "su b3 c'è un cubo nemico"
    );
    assert_eq!(
        reason(&g, "reinforce 3 b2", Lang::De),
        "das Plättchen auf b2 ist eine 1 (Tropfen): die Karte muss dazu passen, \
         nicht eine 3 (Kreise)"
    );
    assert_eq!(
        reason(&g, "move 2 b2-c2-d2-e2", Lang::Fr),
        "un 2 déplace un cube d'au plus 2 pas, et ce chemin en a 3"
    );
    assert_eq!(
        reason(&g, "move 5 a1-a2", Lang::Es),
        "no tienes un 5 (rueda) en la mano"
    );
    assert_eq!(
        reason(&g, "attack b2 c4", Lang::Es),
        "c4 no es adyacente en ortogonal a b2"
    );
    // English stays as it was.
    assert_eq!(
        reason(&g, "reinforce 1 b3", Lang::En),
        "b3 holds an enemy cube"
    );
}

#[test]
fn a_notation_error_says_what_it_expects_in_the_readers_language() {
    let g = skirmish();
    let e = g.parse_action(0, "place z9").unwrap_err();
    assert!(
        e.say(Lang::Es)
            .ends_with("'z9' no es una casilla de este tablero: columnas a..e, filas 1..5"),
        "{}",
        e.say(Lang::Es)
    );
    assert_eq!(
        e.to_string(),
        "cannot read 'place z9' as an action: 'z9' is not a cell of this board: \
         files a..e, ranks 1..5"
    );
}

#[test]
fn moves_results_and_pictures_speak_the_readers_language() {
    let g = CubeConquest::new(&options(&[("first", "red")]), 3);
    let a = act(&g, 0, "place b1");
    assert_eq!(
        g.describe(0, a, Observer::Spectator, Lang::It),
        "Rosso piazza un cubo su b1, scoprendo martelli (2) su b1"
    );
    let picture = CubeConquest::picture(&g.view(Observer::Spectator), Side(0), Lang::De);
    assert!(picture
        .board
        .contains("Brett von Cube Conquest: Aufbau: Rot setzt Würfel 1 von 2"));
    let text = CubeConquest::render(
        &g.view(Observer::Seat(0)),
        RenderStyle::PLAIN.in_lang(Lang::Fr),
    );
    assert!(
        text.starts_with("Cube Conquest, vu par Rouge (joueur 1)"),
        "{text}"
    );
}
