//! The session's catalogue: what a match says of the players' own doings (resigning,
//! draw offers, leaving, claims), in every language (`locales/`).

use cubist_core::{Args, Catalogue, DynGame, Lang, Seat};
use cubist_words::Phrase;

/// The session's messages.
pub static WORDS: Catalogue = cubist_words::catalogue!("session", "../locales");

/// Message `id` of the session's catalogue with `args`, to be said in the reader's
/// language by the front end that knows them.
pub(crate) fn phrase(id: &'static str, args: Args) -> Phrase {
    Phrase::new(&WORDS, id, args)
}

/// A message that names a seat, numbered from 1 as players count them.
pub(crate) fn seat_phrase(id: &'static str, seat: Seat) -> Phrase {
    phrase(id, Args::new().number("seat", (seat + 1) as f64))
}

/// The reasons a match's players end it, as [`reason_of`] writes them.
const REASONS: [(&str, bool); 8] = [
    ("session-reason-resigned", true),
    ("session-reason-aborted", true),
    ("session-reason-aborted-late", true),
    ("session-reason-draw-agreed", false),
    ("session-reason-away", true),
    ("session-reason-timeout", true),
    ("session-reason-others-gone", false),
    ("session-reason-nobody-left", false),
];

/// Why the players ended a match, in English as a record keeps it: reason `id` of
/// [`REASONS`], naming `seat` where it names one.
pub(crate) fn reason_of(game: &dyn DynGame, id: &str, seat: Option<Seat>) -> String {
    reason_in(game, id, seat, Lang::En)
}

fn reason_in(game: &dyn DynGame, id: &str, seat: Option<Seat>, lang: Lang) -> String {
    let args = match seat {
        Some(s) => Args::new().text("who", game.seat_name_in(s, lang)),
        None => Args::new(),
    };
    WORDS.say(lang, id, &args)
}

/// A recorded reason in `lang`, if it is one of the players' (records keep the
/// English): `None` for the game's own reasons.
pub(crate) fn players_reason(game: &dyn DynGame, reason: &str, lang: Lang) -> Option<String> {
    REASONS.iter().find_map(|&(id, names)| {
        let seats: Vec<Option<Seat>> = match names {
            true => (0..game.num_players()).map(Some).collect(),
            false => vec![None],
        };
        seats
            .into_iter()
            .find(|&s| reason_of(game, id, s) == reason)
            .map(|s| reason_in(game, id, s, lang))
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_session_catalogue_is_sound() {
        assert_eq!(super::WORDS.problems(), vec![]);
    }
}
