//! The server's own sentences: its error replies and its mail, in every spoken
//! language, from `frontends/server/locales/*.ftl`.
//!
//! An error reply's `code` is its message's id: stable, the same in every language,
//! documented in docs/server-api.md. [`phrase!`] is the one way to make a sentence,
//! so every error the server sends has an id the catalogue holds (a test walks the
//! source for the ids it names).

use cubist_words::{Args, Catalogue, Phrase};

/// The server's catalogue.
pub static CATALOGUE: Catalogue = cubist_words::catalogue!("server", "../locales");

/// Message `id` of the server's catalogue with `args`.
pub fn make(id: &'static str, args: Args) -> Phrase {
    Phrase::new(&CATALOGUE, id, args)
}

/// A sentence of the server's catalogue: `phrase!("no-such-seek")`, with words
/// `phrase!("no-player-named", name = shown)` and numbers after a `;`
/// (`phrase!("reports-open"; n = 3)`), which pick each language's plural.
macro_rules! phrase {
    ($id:literal $(, $name:ident = $value:expr)* $(; $($num:ident = $n:expr),+)? $(,)?) => {{
        let args = ::cubist_words::Args::new()
            $(.text(stringify!($name), ($value).to_string()))*
            $($(.number(stringify!($num), ($n) as f64))+)?;
        $crate::words::make($id, args)
    }};
}
pub(crate) use phrase;

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use cubist_words::Lang;

    use super::CATALOGUE;

    #[test]
    fn the_catalogue_has_no_problems() {
        let problems = CATALOGUE.problems();
        assert!(problems.is_empty(), "{problems:#?}");
    }

    /// Every `phrase!` of the server's source names a message English has, with the
    /// arguments it uses: no error goes out without a code and its words.
    #[test]
    fn every_phrase_of_the_source_is_in_the_catalogue() {
        let mut found = 0;
        let mut wrong = Vec::new();
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        // This file names the macro and its parts, not messages.
        for file in rust_files(&src)
            .into_iter()
            .filter(|f| !f.ends_with("words.rs"))
        {
            let text = std::fs::read_to_string(&file).expect("a source file reads");
            for (id, args) in phrases(&text) {
                found += 1;
                match CATALOGUE.arguments(&id) {
                    None => wrong.push(format!("{}: no message {id}", file.display())),
                    Some(wanted) if wanted != args => wrong.push(format!(
                        "{}: {id} given {args:?}, uses {wanted:?}",
                        file.display()
                    )),
                    Some(_) => {}
                }
            }
        }
        assert!(
            found > 150,
            "only {found} phrases found: the walk is broken"
        );
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    /// Hidden information stays hidden in every language: no message takes a token,
    /// a password or a code as an argument.
    #[test]
    fn no_message_takes_a_secret() {
        for id in CATALOGUE.ids() {
            let args = CATALOGUE.arguments(&id).unwrap_or_default();
            for secret in ["token", "password", "code", "hash"] {
                assert!(!args.contains(secret), "{id} takes {secret}");
            }
            for lang in Lang::SPOKEN {
                assert!(CATALOGUE.try_say(lang, &id, &Default::default()).is_some());
            }
        }
    }

    /// docs/server-api.md lists every error code (`scripts/error-codes.py` writes it);
    /// mail (`mail-`) and pages (`page-`) are not errors.
    #[test]
    fn every_error_code_is_documented() {
        let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/server-api.md");
        let doc = std::fs::read_to_string(doc).expect("the API's document reads");
        let missing: Vec<String> = CATALOGUE
            .ids()
            .into_iter()
            .filter(|id| !id.starts_with("mail-") && !id.starts_with("page-"))
            .filter(|id| !doc.contains(&format!("| `{id}` |")))
            .collect();
        assert!(
            missing.is_empty(),
            "not in docs/server-api.md (run scripts/error-codes.py): {missing:?}"
        );
    }

    fn rust_files(dir: &Path) -> Vec<std::path::PathBuf> {
        let mut out = Vec::new();
        for entry in std::fs::read_dir(dir).expect("src reads").flatten() {
            let path = entry.path();
            if path.is_dir() {
                out.extend(rust_files(&path));
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
        out
    }

    /// The id and argument names of each `phrase!("id", a = …; n = …)` in `text`.
    fn phrases(text: &str) -> Vec<(String, BTreeSet<String>)> {
        let mut out = Vec::new();
        for (start, _) in text.match_indices("phrase!(") {
            let rest = &text[start + "phrase!(".len()..];
            let Some(open) = rest.trim_start().strip_prefix('"') else {
                continue; // the macro's own definition
            };
            let Some(end) = open.find('"') else { continue };
            let id = open[..end].to_string();
            let mut depth = 1;
            let mut args = BTreeSet::new();
            let body = &open[end + 1..];
            let mut at_start = true;
            for (i, c) in body.char_indices() {
                match c {
                    '(' | '[' | '{' => depth += 1,
                    ')' | ']' | '}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    ',' | ';' if depth == 1 => at_start = true,
                    c if at_start && c.is_alphabetic() => {
                        let name: String = body[i..]
                            .chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect();
                        let after = body[i + name.len()..].trim_start();
                        if after.starts_with('=') && !after.starts_with("==") {
                            args.insert(name);
                        }
                        at_start = false;
                    }
                    c if !c.is_whitespace() => at_start = false,
                    _ => {}
                }
            }
            out.push((id, args));
        }
        out
    }
}
