//! The crate's catalogue: why a schedule, a pairing, standings or a TRF file could
//! not be made, in every language (`locales/`).

use cubist_words::{Args, Catalogue, Lang, Phrase};

/// The tournament crate's messages.
pub static WORDS: Catalogue = cubist_words::catalogue!("tournament", "../locales");

/// Message `id` of the crate's catalogue with `args`.
pub(crate) fn phrase(id: &'static str, args: Args) -> Phrase {
    Phrase::new(&WORDS, id, args)
}

/// A TRF field's name in the reader's language: the fields the crate names have a
/// message `tournament-trf-field-…`; any other (a record's code) is said as written.
pub(crate) fn field_name(name: &str, lang: Lang) -> String {
    let id = format!(
        "tournament-trf-field-{}",
        name.to_lowercase().replace(' ', "-")
    );
    match WORDS.has(&id) {
        true => WORDS.say(lang, &id, &Args::new()),
        false => name.to_string(),
    }
}

#[cfg(test)]
mod tests;
