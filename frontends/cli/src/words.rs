//! The terminal's words for players, in the language chosen with `--lang` or by the
//! locale (`LC_ALL`, `LC_MESSAGES`, `LANG`). What operators and programs read (bench,
//! selfplay, serve, the engine protocol …) stays in English.

use cubist_words::{Args, Catalogue, Lang};

/// The terminal's catalogue (`locales/*.ftl`).
pub static WORDS: Catalogue = cubist_words::catalogue!("cli", "../locales");

/// The language to speak: `--lang` when given, else the one the environment `env`
/// names (as `std::env::var` reads it).
pub fn choose(flag: Option<Lang>, env: impl Fn(&str) -> Option<String>) -> Lang {
    flag.unwrap_or_else(|| Lang::from_env(env))
}

/// Message `id` in `lang` with `args`.
pub fn say(lang: Lang, id: &str, args: Args) -> String {
    WORDS.say(lang, id, &args)
}

/// Message `id` in `lang`, which takes no arguments.
pub fn word(lang: Lang, id: &str) -> String {
    WORDS.say(lang, id, &Args::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |k| {
            pairs
                .iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn the_catalogue_has_no_problems() {
        assert_eq!(WORDS.problems(), []);
    }

    #[test]
    fn the_flag_wins_then_lc_all_lc_messages_and_lang() {
        assert_eq!(choose(Some(Lang::It), env(&[("LANG", "de_DE")])), Lang::It);
        assert_eq!(choose(None, env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
        assert_eq!(
            choose(None, env(&[("LANG", "de_DE"), ("LC_MESSAGES", "es_ES")])),
            Lang::Es
        );
        assert_eq!(
            choose(None, env(&[("LC_ALL", "fr_FR"), ("LC_MESSAGES", "es_ES")])),
            Lang::Fr
        );
        assert_eq!(choose(None, env(&[("LANG", "C.UTF-8")])), Lang::En);
        assert_eq!(choose(None, env(&[])), Lang::En);
    }

    #[test]
    fn every_language_says_every_message_with_its_arguments_filled() {
        for lang in Lang::SPOKEN {
            for id in WORDS.ids() {
                let mut args = Args::new();
                for name in WORDS.arguments(&id).unwrap_or_default() {
                    args = match name.as_str() {
                        "actions" | "count" | "seats" | "n" | "last" => args.number(leak(name), 2),
                        _ => args.text(leak(name), "X"),
                    };
                }
                let said = WORDS.say(lang, &id, &args);
                assert!(
                    !said.contains("{$") && !said.contains("{ $"),
                    "{lang} {id}: {said}"
                );
                assert!(!said.trim().is_empty(), "{lang} {id}");
            }
        }
    }

    /// An argument's name as `Args` keeps it (a test's handful, never freed).
    fn leak(name: String) -> &'static str {
        Box::leak(name.into_boxed_str())
    }
}
