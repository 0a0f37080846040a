//! The game's catalogue: the sentences it says, in every language (`locales/`).

use cubist_core::{Args, Catalogue, Lang, Phrase, Seat};

/// The game's messages.
pub static WORDS: Catalogue = cubist_words::catalogue!("cube-attack", "../locales");

/// Message `id`, to be said later in a reader's language.
pub(crate) fn phrase(id: &'static str, args: Args) -> Phrase {
    Phrase::new(&WORDS, id, args)
}

/// Message `id` in `lang`.
pub(crate) fn say(lang: Lang, id: &str, args: Args) -> String {
    WORDS.say(lang, id, &args)
}

/// The message of each seat's name, by seat.
const SEAT_IDS: [&str; 6] = [
    "cube-attack-red",
    "cube-attack-blue",
    "cube-attack-green",
    "cube-attack-yellow",
    "cube-attack-purple",
    "cube-attack-teal",
];

/// A seat's name in `lang`: its colour.
pub(crate) fn seat_name(seat: Seat, lang: Lang) -> String {
    match SEAT_IDS.get(seat) {
        Some(id) => WORDS.say(lang, id, &Args::new()),
        None => "?".to_string(),
    }
}

/// A seat's name, to be said later in a reader's language.
pub(crate) fn seat_phrase(seat: Seat) -> Phrase {
    phrase(
        SEAT_IDS.get(seat).copied().unwrap_or(SEAT_IDS[0]),
        Args::new(),
    )
}
