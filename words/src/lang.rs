//! The languages spoken, and how one is chosen.

use unic_langid::LanguageIdentifier;

/// A language the project speaks. `Pseudo` is English made longer and accented, for
/// finding words not taken from a catalogue and boxes too small for longer languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    #[default]
    En,
    It,
    Fr,
    Es,
    De,
    Pseudo,
}

impl Lang {
    /// The languages offered to players, English first.
    pub const SPOKEN: [Lang; 5] = [Lang::En, Lang::It, Lang::Fr, Lang::Es, Lang::De];

    /// The BCP 47 tag, as in `<html lang>`, `?lang=` and the account's setting.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::De => "de",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language's name in itself, for a picker.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
            Lang::Fr => "Français",
            Lang::Es => "Español",
            Lang::De => "Deutsch",
            Lang::Pseudo => "Ƥşḗŭḓǿ",
        }
    }

    /// The language a tag names (`fr`, `fr-CA`, `de_DE.UTF-8`, `EN`), if spoken here.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.trim().split(['.', '@']).next()?.replace('_', "-");
        if tag.eq_ignore_ascii_case("en-XA") {
            return Some(Lang::Pseudo);
        }
        let primary = tag.split('-').next()?.to_ascii_lowercase();
        Lang::SPOKEN.into_iter().find(|l| l.code() == primary)
    }

    /// A language a person may choose and keep (`fr`, `de-CH`): spoken here, and not
    /// the testing pseudo-language.
    pub fn parse_chosen(tag: &str) -> Option<Lang> {
        Lang::parse(tag).filter(|l| *l != Lang::Pseudo)
    }

    /// The best spoken language of an `Accept-Language` header, by its weights; English
    /// if it names none (or cannot be read).
    pub fn from_accept_language(header: &str) -> Lang {
        Lang::accepted(header).unwrap_or(Lang::En)
    }

    /// The best spoken language of an `Accept-Language` header, by its weights, if it
    /// names one. The testing pseudo-language is never taken from it: that is asked
    /// for by name (`?lang=en-XA`, the picker's cookie), not by a browser's settings.
    pub fn accepted(header: &str) -> Option<Lang> {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (order, item) in header.split(',').enumerate() {
            let mut parts = item.split(';');
            let Some(lang) = parts
                .next()
                .and_then(Lang::parse)
                .filter(|l| *l != Lang::Pseudo)
            else {
                continue;
            };
            let weight = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
                .filter(|q| q.is_finite() && *q > 0.0);
            let Some(weight) = weight else { continue };
            let better = match best {
                None => true,
                Some((w, o, _)) => weight > w || (weight == w && order < o),
            };
            if better {
                best = Some((weight, order, lang));
            }
        }
        best.map(|(_, _, lang)| lang)
    }

    /// The terminal's language from the POSIX variables, read as `getenv` gives them:
    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`; the first one set decides. `C` and
    /// `POSIX`, or a language not spoken here, give English.
    pub fn from_env(get: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(get)
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::parse(&v))
            .unwrap_or(Lang::En)
    }

    pub(crate) fn identifier(self) -> LanguageIdentifier {
        let code = match self {
            Lang::Pseudo => "en",
            other => other.code(),
        };
        code.parse()
            .expect("a spoken language's tag is well formed")
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Lang::parse(s).ok_or_else(|| {
            let known: Vec<&str> = Lang::SPOKEN.iter().map(|l| l.code()).collect();
            format!("unknown language '{s}' (spoken: {})", known.join(", "))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_read_by_their_primary_language() {
        assert_eq!(Lang::parse("fr-CA"), Some(Lang::Fr));
        assert_eq!(Lang::parse("de_DE.UTF-8"), Some(Lang::De));
        assert_eq!(Lang::parse("IT"), Some(Lang::It));
        assert_eq!(Lang::parse("en-XA"), Some(Lang::Pseudo));
        assert_eq!(Lang::parse("pt-BR"), None);
        assert_eq!(Lang::parse(""), None);
        assert_eq!(Lang::parse_chosen("en-XA"), None);
        assert_eq!(Lang::parse_chosen("es-MX"), Some(Lang::Es));
    }

    #[test]
    fn accept_language_takes_the_heaviest_spoken_language() {
        assert_eq!(
            Lang::from_accept_language("fr-CH, fr;q=0.9, en;q=0.8"),
            Lang::Fr
        );
        assert_eq!(
            Lang::from_accept_language("pt-BR, de;q=0.5, it;q=0.7"),
            Lang::It
        );
        assert_eq!(Lang::from_accept_language("es;q=0, de"), Lang::De);
        assert_eq!(Lang::from_accept_language("ja, zh"), Lang::En);
        assert_eq!(Lang::from_accept_language("de;q=nonsense, es"), Lang::Es);
        assert_eq!(Lang::from_accept_language(""), Lang::En);
        assert_eq!(Lang::from_accept_language("it, fr"), Lang::It);
        assert_eq!(Lang::accepted("ja, zh"), None);
        assert_eq!(Lang::accepted("en-XA, de;q=0.2"), Some(Lang::De));
        assert_eq!(Lang::accepted("en-XA"), None);
    }

    #[test]
    fn the_terminal_reads_lc_all_then_lc_messages_then_lang() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Lang::from_env(env(&[("LANG", "es_ES.UTF-8")])), Lang::Es);
        assert_eq!(
            Lang::from_env(env(&[("LANG", "es_ES.UTF-8"), ("LC_MESSAGES", "de_DE")])),
            Lang::De
        );
        assert_eq!(
            Lang::from_env(env(&[("LC_ALL", "fr_FR"), ("LC_MESSAGES", "de_DE")])),
            Lang::Fr
        );
        assert_eq!(Lang::from_env(env(&[("LANG", "C.UTF-8")])), Lang::En);
        assert_eq!(
            Lang::from_env(env(&[("LC_ALL", ""), ("LANG", "it_IT")])),
            Lang::It
        );
        assert_eq!(Lang::from_env(env(&[])), Lang::En);
    }
}
