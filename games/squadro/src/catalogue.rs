//! Squadro's catalogue: every sentence the game says, in every language
//! (`locales/`).

use cubist_core::{Args, Catalogue, Lang, Phrase, Seat};

/// Squadro's messages.
pub static WORDS: Catalogue = cubist_words::catalogue!("squadro", "../locales");

/// Message `id` in `lang`.
pub(crate) fn say(lang: Lang, id: &str, args: Args) -> String {
    WORDS.say(lang, id, &args)
}

/// Message `id`, to be said later in a reader's language.
pub(crate) fn phrase(id: &'static str, args: Args) -> Phrase {
    Phrase::new(&WORDS, id, args)
}

/// A seat's name in `lang`: Light or Dark.
pub(crate) fn seat_name(seat: Seat, lang: Lang) -> String {
    let id = if seat == 0 {
        "squadro-light"
    } else {
        "squadro-dark"
    };
    say(lang, id, Args::new())
}
