//! The language a page of rules or lessons is asked in, for now from `?lang=xx` alone.

use cubist_words::Lang;

/// The language `?lang=` names in a request's query (`lang=fr`, `lang=de-CH`), English
/// when it names none spoken here or is absent.
pub fn query_lang(query: Option<&str>) -> Lang {
    query
        .unwrap_or_default()
        .split('&')
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Lang::parse)
        .unwrap_or(Lang::En)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_names_the_language_or_english_is_spoken() {
        assert_eq!(query_lang(Some("lang=fr")), Lang::Fr);
        assert_eq!(query_lang(Some("x=1&lang=de-CH")), Lang::De);
        assert_eq!(query_lang(Some("lang=en-XA")), Lang::Pseudo);
        assert_eq!(query_lang(Some("lang=pt")), Lang::En);
        assert_eq!(query_lang(Some("language=it")), Lang::En);
        assert_eq!(query_lang(None), Lang::En);
    }
}
