//! Every game's rules in every spoken language: each translation is there, is not
//! English's text, and keeps English's shape — as many sections, each with as many
//! list items and as many labelled paragraphs (`MOVE  …`).

use cubist_words::Lang;

/// One section of a rules text: its place among the headings, its list items and its
/// labelled paragraphs.
#[derive(Debug, PartialEq, Eq)]
struct Section {
    items: usize,
    labels: usize,
}

/// Whether a line opens with a word in capitals (`THE END`, `PLACE:`, `ÉTAPE`).
fn capitalised(line: &str) -> bool {
    let word: String = line
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphabetic())
        .collect();
    word.chars().count() >= 2 && word.chars().all(char::is_uppercase)
}

/// The shape of a rules text: headings are unindented lines that open the text or
/// an indented block; items are lines starting with `- `; labels are indented lines
/// opening with a word in capitals.
fn skeleton(text: &str) -> Vec<Section> {
    let lines: Vec<&str> = text.lines().collect();
    let mut sections = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let indented = line.starts_with(' ');
        let opens_block = lines.get(i + 1).is_some_and(|next| next.starts_with(' '));
        if !line.trim().is_empty() && !indented && (i == 0 || opens_block) {
            sections.push(Section {
                items: 0,
                labels: 0,
            });
        } else if let Some(section) = sections.last_mut() {
            if line.trim_start().starts_with("- ") {
                section.items += 1;
            } else if indented && capitalised(line) {
                section.labels += 1;
            }
        }
    }
    sections
}

#[test]
fn every_game_has_its_rules_in_every_language_shaped_as_in_english() {
    for info in cubist_games::all() {
        let english = info.rules_in(Lang::En);
        assert_eq!(english, info.rules, "{}: English is the source", info.name);
        let shape = skeleton(english);
        assert!(shape.len() >= 4, "{}: {shape:?}", info.name);
        for lang in Lang::SPOKEN.into_iter().skip(1) {
            let theirs = info.rules_in(lang);
            assert_ne!(theirs, english, "{} [{lang}] is translated", info.name);
            assert!(
                !theirs.contains("<!--"),
                "{} [{lang}]: the reviewers' comment is not shown",
                info.name
            );
            assert_eq!(
                skeleton(theirs),
                shape,
                "{} [{lang}] has English's sections, items and labels",
                info.name
            );
        }
        assert_eq!(info.rules_in(Lang::Pseudo), english);
    }
}

#[test]
fn the_skeleton_sees_headings_items_and_labels() {
    let text = "TITLE — in brief\n\nIntro text.\n\nTHE TURN\n  PLACE  a cube\n  text\n    - one\n    - two\nTHE END\n  Over.\n";
    assert_eq!(
        skeleton(text),
        [
            Section {
                items: 0,
                labels: 0
            },
            Section {
                items: 2,
                labels: 1
            },
            Section {
                items: 0,
                labels: 0
            }
        ]
    );
}
