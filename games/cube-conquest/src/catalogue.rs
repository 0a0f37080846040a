//! The game's catalogue: the sentences it says, in every language (`locales/`).

use cubist_core::{Args, Catalogue, Lang, Phrase, Seat};

/// The game's messages.
pub static WORDS: Catalogue = cubist_words::catalogue!("cube-conquest", "../locales");

/// A reason the rules still write in English, as a phrase.
pub(crate) fn reason(why: String) -> Phrase {
    Phrase::new(&WORDS, "cube-conquest-reason", Args::new().text("why", why))
}

/// The message of each seat's name, by seat.
const SEAT_IDS: [&str; 4] = [
    "cube-conquest-red",
    "cube-conquest-blue",
    "cube-conquest-green",
    "cube-conquest-yellow",
];

/// A seat's name in `lang`: its colour.
pub(crate) fn seat_name(seat: Seat, lang: Lang) -> String {
    match SEAT_IDS.get(seat) {
        Some(id) => WORDS.say(lang, id, &Args::new()),
        None => "?".to_string(),
    }
}
