//! Every game's words: each catalogue is sound, and the games' sentences are said in
//! every language from it.

use cubist_core::{Lang, Observer};

#[test]
fn every_catalogue_is_sound() {
    let all = cubist_games::catalogues();
    assert_eq!(
        all.len(),
        cubist_games::NAMES.len() + 1,
        "core and each game"
    );
    for catalogue in all {
        let problems = catalogue.problems();
        assert!(
            problems.is_empty(),
            "{}: {}",
            catalogue.name(),
            problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

#[test]
fn each_game_names_its_own_catalogue() {
    for name in cubist_games::NAMES {
        let words = cubist_games::words(name).unwrap();
        assert_eq!(words.name(), *name);
    }
}

/// A move of each translated game, described in each language: not the English text.
#[test]
fn moves_are_described_in_the_readers_language() {
    for name in ["squadro", "zhen", "tilt", "cube-attack"] {
        let g = cubist_games::create(name, &Default::default(), 1).unwrap();
        let seat = g.to_move().actor().unwrap();
        let action = g.legal_actions(seat).remove(0);
        let english = g
            .describe(seat, &action, Observer::Spectator, Lang::En)
            .unwrap();
        for lang in [Lang::It, Lang::Fr, Lang::Es, Lang::De] {
            let said = g
                .describe(seat, &action, Observer::Spectator, lang)
                .unwrap();
            assert_ne!(said, english, "{name} in {lang}");
            assert_ne!(
                g.seat_name_in(seat, lang),
                g.seat_name(seat),
                "{name}'s seat in {lang}"
            );
        }
    }
}

/// The pictures of the games whose pictures are translated: their words differ from
/// English in every other language, and their ids and clicks do not.
#[test]
fn pictures_are_drawn_in_the_readers_language() {
    for name in ["squadro", "zhen", "tilt"] {
        let g = cubist_games::create(name, &Default::default(), 1).unwrap();
        let english = g.picture(Observer::Seat(0), Lang::En);
        for lang in [Lang::It, Lang::Fr, Lang::Es, Lang::De, Lang::Pseudo] {
            let said = g.picture(Observer::Seat(0), lang);
            assert_ne!(said.combined(), english.combined(), "{name} in {lang}");
            assert_eq!(ids(&said.combined()), ids(&english.combined()), "{name}");
        }
    }
}

/// Every id of an SVG, in order.
fn ids(svg: &str) -> Vec<&str> {
    svg.split(" id=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap_or(""))
        .collect()
}

#[test]
fn every_puzzle_theme_is_said_in_every_language() {
    for info in cubist_games::all() {
        let words = cubist_games::words(info.name).unwrap();
        for theme in info.puzzle_themes {
            let id = format!("{}-theme-{}", info.name, theme.replace(' ', "-"));
            for lang in Lang::SPOKEN {
                let said = words.try_say(lang, &id, &cubist_words::Args::new());
                let said = said.unwrap_or_else(|| panic!("{lang:?} has no {id}"));
                assert_eq!(info.theme_in(theme, lang), said, "{id} in {lang:?}");
            }
        }
    }
    let squadro = cubist_games::info("squadro").unwrap();
    assert_eq!(squadro.theme_in("send back", Lang::Fr), "renvoi");
    assert_eq!(squadro.theme_in("no such theme", Lang::Fr), "no such theme");
}

/// The shipped puzzle sets name only themes their game lists, so each is said.
#[test]
fn the_shipped_puzzles_name_only_listed_themes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/puzzles");
    let mut sets = 0;
    for info in cubist_games::all() {
        let Ok(text) = std::fs::read_to_string(dir.join(format!("{}.jsonl", info.name))) else {
            continue;
        };
        sets += 1;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let puzzle: serde_json::Value = serde_json::from_str(line).unwrap();
            for theme in puzzle["themes"].as_array().unwrap() {
                let theme = theme.as_str().unwrap();
                assert!(
                    info.puzzle_themes.contains(&theme),
                    "{}: {theme} is not among {:?}",
                    info.name,
                    info.puzzle_themes
                );
            }
        }
    }
    assert!(sets > 0, "no puzzle set in {}", dir.display());
}
