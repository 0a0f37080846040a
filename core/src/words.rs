//! The sentences the game API itself says, whatever the game: rule errors every game
//! shares, how a result is said, and the names of seats no game named.

use cubist_words::{Args, Catalogue, Lang};

/// Every language a game speaks: the spoken ones and the pseudo-language.
pub const ALL_LANGS: [Lang; 6] = [
    Lang::En,
    Lang::It,
    Lang::Fr,
    Lang::Es,
    Lang::De,
    Lang::Pseudo,
];

/// The core catalogue (`core/locales`).
pub static WORDS: Catalogue = cubist_words::catalogue!("core", "../locales");

/// "a", "a and b", "a, b and c", joined in `lang`.
pub fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let args = Args::new()
                .text("first", rest.join(", "))
                .text("last", last.as_str());
            WORDS.say(lang, "core-and", &args)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_core_catalogue_is_sound() {
        assert_eq!(WORDS.problems(), vec![]);
    }

    #[test]
    fn lists_are_joined_in_each_language() {
        let names = ["Red", "Blue", "Green"].map(String::from);
        assert_eq!(and_list(&names, Lang::En), "Red, Blue and Green");
        assert_eq!(and_list(&names, Lang::De), "Red, Blue und Green");
        assert_eq!(and_list(&names[..1], Lang::It), "Red");
    }
}
