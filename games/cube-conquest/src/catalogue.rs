//! The game's catalogue: the sentences it says, in every language (`locales/`).

use cubist_core::{Args, Catalogue, Lang, Phrase, Seat};

/// The game's messages.
pub static WORDS: Catalogue = cubist_words::catalogue!("cube-conquest", "../locales");

/// Message `id` in `lang`.
pub(crate) fn say(lang: Lang, id: &str, args: Args) -> String {
    WORDS.say(lang, id, &args)
}

/// Message `id`, to be said later in a reader's language.
pub(crate) fn phrase(id: &'static str, args: Args) -> Phrase {
    Phrase::new(&WORDS, id, args)
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

/// `args` with a seat's name as `name`, said in the message's language.
pub(crate) fn with_seat(args: Args, name: &'static str, seat: Seat) -> Args {
    args.said(name, move |lang| seat_name(seat, lang))
}

/// `args` with a symbol's name (value 1..6) as `name`, said in the message's language.
pub(crate) fn with_symbol(args: Args, name: &'static str, value: u8) -> Args {
    args.said(name, move |lang| symbol_name(value, lang))
}

/// A symbol's name in `lang`: "wheel" for 5.
pub(crate) fn symbol_name(value: u8, lang: Lang) -> String {
    say(
        lang,
        "cube-conquest-symbol",
        Args::new().number("value", value),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every English message in every language, with the same arguments.
    #[test]
    fn the_catalogue_has_no_problems() {
        assert_eq!(WORDS.problems(), []);
    }

    #[test]
    fn symbols_are_named_in_the_readers_language() {
        assert_eq!(symbol_name(5, Lang::En), "wheel");
        assert_eq!(symbol_name(5, Lang::It), "ruota");
        assert_eq!(symbol_name(2, Lang::De), "Hämmer");
    }
}
