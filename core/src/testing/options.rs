//! The options contract for words: every word a setup form shows of a game's
//! options (label, help, each choice's label) is a message of a catalogue, written in
//! every spoken language, and said there with every argument filled.

use cubist_words::Lang;

use crate::{GameOptions, OptionField};

/// Panics naming each word of `O`'s options that no message gives, or whose message
/// a spoken language lacks or cannot say.
pub fn check_option_words<O: GameOptions>() {
    let mut wrong = Vec::new();
    for field in O::fields() {
        wrong.extend(field_problems(&field));
    }
    for lang in Lang::SPOKEN {
        for spec in O::specs_in(lang) {
            let words = std::iter::once(&spec.label)
                .chain([&spec.help])
                .chain(spec.choices.iter().map(|c| &c.label));
            for said in words {
                if said.trim().is_empty() || said.contains("{$") || said.contains("{ $") {
                    wrong.push(format!("[{lang}] {}: '{said}'", spec.key));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "options said incompletely: {wrong:#?}");
}

/// What is wrong with one option's words.
fn field_problems<O>(field: &OptionField<O>) -> Vec<String> {
    let (said, unsaid) = field.words();
    let mut wrong: Vec<String> = unsaid
        .into_iter()
        .map(|w| format!("{}: {w} has no message", field.key()))
        .collect();
    for phrase in said {
        for lang in Lang::SPOKEN {
            let text = phrase.catalogue().try_say(lang, phrase.id(), phrase.args());
            if text.is_none() {
                wrong.push(format!(
                    "[{lang}] {}: no message {}",
                    field.key(),
                    phrase.id()
                ));
            }
        }
    }
    wrong
}
