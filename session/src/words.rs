//! The session's catalogue: what a match says of the players' own doings (resigning,
//! draw offers, leaving, claims), in every language (`locales/`).

use cubist_core::Catalogue;

/// The session's messages.
pub static WORDS: Catalogue = cubist_words::catalogue!("session", "../locales");

#[cfg(test)]
mod tests {
    #[test]
    fn the_session_catalogue_is_sound() {
        assert_eq!(super::WORDS.problems(), vec![]);
    }
}
