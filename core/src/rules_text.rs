//! A game's rules for players, one Markdown file per spoken language.

use cubist_words::Lang;

/// The rules of a game in every spoken language, in the order of [`Lang::SPOKEN`],
/// built into the binary by [`rules_texts!`](crate::rules_texts).
#[derive(Clone, Copy, Debug)]
pub struct RulesTexts([&'static str; 5]);

impl RulesTexts {
    pub const fn new(texts: [&'static str; 5]) -> Self {
        RulesTexts(texts)
    }

    /// The English rules, the source the others are translated from.
    pub const fn english(&self) -> &'static str {
        self.0[0]
    }

    /// The rules in `lang` (English for the pseudo-language), without the reviewers'
    /// comment a translation may open with.
    pub fn get(&self, lang: Lang) -> &'static str {
        let text = Lang::SPOKEN
            .iter()
            .position(|&l| l == lang)
            .map_or(self.0[0], |i| self.0[i]);
        without_comment(text)
    }
}

/// `text` without an opening `<!-- … -->` comment (a translator's note, never shown).
pub fn without_comment(text: &str) -> &str {
    let Some(rest) = text.trim_start().strip_prefix("<!--") else {
        return text;
    };
    match rest.find("-->") {
        Some(end) => rest[end + 3..].trim_start_matches(['\r', '\n']),
        None => text,
    }
}

/// The rules files `DIR/en.md`, `DIR/it.md`, `DIR/fr.md`, `DIR/es.md` and `DIR/de.md`,
/// relative to the calling file, as a [`RulesTexts`].
#[macro_export]
macro_rules! rules_texts {
    ($dir:literal) => {
        $crate::RulesTexts::new([
            include_str!(concat!($dir, "/en.md")),
            include_str!(concat!($dir, "/it.md")),
            include_str!(concat!($dir, "/fr.md")),
            include_str!(concat!($dir, "/es.md")),
            include_str!(concat!($dir, "/de.md")),
        ])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_has_its_text_without_the_reviewers_comment() {
        let texts = RulesTexts::new([
            "EN\n",
            "<!-- Review: machine-drafted -->\nIT\n",
            "FR\n",
            "ES\n",
            "DE\n",
        ]);
        assert_eq!(texts.get(Lang::En), "EN\n");
        assert_eq!(texts.get(Lang::It), "IT\n");
        assert_eq!(texts.get(Lang::De), "DE\n");
        assert_eq!(texts.get(Lang::Pseudo), "EN\n");
        assert_eq!(texts.english(), "EN\n");
        assert_eq!(
            without_comment("<!-- never closed\nX"),
            "<!-- never closed\nX"
        );
    }
}
