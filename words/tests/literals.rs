//! No sentence for people is written outside a catalogue: every string literal of the
//! Rust crates that reads like a sentence is either in a context that is not shown
//! to players (logs, panics, SQL, operators' command-line help) or listed in
//! `literals-allowed.txt`, with why. A new sentence fails here until it moves into a
//! catalogue (docs/translating.md) or is listed as not for players.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

mod lexer {
    include!("literals/lexer.rs");
}

/// The crates whose sources are read, from the workspace's root.
const ROOTS: &[&str] = &[
    "core/src",
    "games",
    "session/src",
    "tournament/src",
    "frontends/server/src",
    "frontends/cli/src",
    "bindings/python/src",
];

/// Calls and attributes whose strings are not shown to players: logs, panics,
/// assertions, the command line's own help, SQL, metrics' help.
const NOT_FOR_PLAYERS: &[&str] = &[
    "expect(",
    "panic!(",
    "unreachable!(",
    "todo!(",
    "assert",
    "trace!(",
    "debug!(",
    "info!(",
    "warn!(",
    "error!(",
    "tracing::",
    "help =",
    "about =",
    "long_about =",
    "value_name =",
    "query(",
    "query_as(",
    "query_scalar(",
    "execute(",
    ".context(",
    "help:",
    "eprintln!(",
];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if path.is_dir() {
            if !matches!(name.as_ref(), "tests" | "benches" | "examples" | "target") {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") && name != "build.rs" && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// Every sentence-like literal outside the contexts above, as `path<TAB>literal`.
fn sentences() -> BTreeSet<String> {
    let root = workspace();
    let mut files = Vec::new();
    for r in ROOTS {
        rust_files(&root.join(r), &mut files);
    }
    let mut out = BTreeSet::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("a source file reads");
        let rel = file.strip_prefix(&root).unwrap_or(&file);
        let rel = rel.to_string_lossy().replace('\\', "/");
        for lit in lexer::literals(&text) {
            if lexer::is_sentence(&lit.text)
                && !NOT_FOR_PLAYERS.iter().any(|c| lit.context.contains(c))
                && !lexer::is_sql(&lit.text)
            {
                out.insert(format!("{rel}\t{}", lit.text.replace('\n', "\\n")));
            }
        }
    }
    out
}

fn allowed() -> BTreeSet<String> {
    let list = include_str!("literals-allowed.txt");
    list.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(str::to_string)
        .collect()
}

#[test]
fn no_sentence_for_players_is_written_outside_a_catalogue() {
    let found = sentences();
    let allowed = allowed();
    let new: Vec<&String> = found.difference(&allowed).collect();
    let gone: Vec<&String> = allowed.difference(&found).collect();
    if std::env::var_os("CUBIST_LIST_LITERALS").is_some() {
        for f in &found {
            println!("{f}");
        }
    }
    assert!(
        new.is_empty(),
        "{} sentence(s) outside a catalogue (move them into one, or list them in \
         words/tests/literals-allowed.txt if no player reads them):\n{}",
        new.len(),
        new.iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert!(
        gone.is_empty(),
        "listed in literals-allowed.txt but no longer in the code (remove them):\n{}",
        gone.iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn the_reader_finds_sentences_and_skips_comments_tests_and_logs() {
    let src = r####"
        // a comment that says many words
        /// docs say many words too
        fn f() -> String {
            tracing::info!("a log line with words");
            let c = 'x';
            let s: &'static str = r#"raw text with "quotes" in it"#;
            format!("{} moves its piece home", 1) + s
        }
        #[cfg(test)]
        mod tests {
            fn g() { let _ = "a test sentence with words"; }
        }
    "####;
    let lits = lexer::literals(src);
    let sentences: Vec<&str> = lits
        .iter()
        .filter(|l| lexer::is_sentence(&l.text))
        .map(|l| l.text.as_str())
        .collect();
    assert_eq!(
        sentences,
        [
            "a log line with words",
            "raw text with \"quotes\" in it",
            "{} moves its piece home"
        ]
    );
    assert!(lits[0].context.contains("info!("));
    assert!(!lexer::is_sentence("lane-3"));
    assert!(!lexer::is_sentence("{seat}: {n}"));
    assert!(lexer::is_sql("SELECT id FROM accounts WHERE name = ?"));
}
