//! Generates two lists the server embeds:
//! - the shipped puzzle sets: every `data/puzzles/*.jsonl` of the repository present at
//!   build time becomes an entry of `SHIPPED` (`src/puzzles/mod.rs`), in the order of
//!   their names. No file: the list is empty.
//! - the browser client's files: every script, style sheet and picture directly in
//!   `frontends/web` becomes an entry of `ASSETS` (`src/web.rs`), so a new module is
//!   served without a Rust edit. The page itself (`index.html`) is served separately;
//!   tests, packages and tool settings are not served.

use std::path::{Path, PathBuf};

fn main() {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    write_out(
        "shipped_puzzles.rs",
        &puzzle_list(&manifest.join("../../data/puzzles")),
    );
    write_out("web_assets.rs", &asset_list(&manifest.join("../web")));
}

/// `&[(name, content)]` of the puzzle sets in `root`.
fn puzzle_list(root: &Path) -> String {
    // The directory is watched as a whole: a set added, changed or removed rebuilds.
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::from("&[\n");
    for (name, path) in files(root, |name| name.ends_with(".jsonl")) {
        out.push_str(&format!("    ({name:?}, include_str!({path:?})),\n"));
    }
    out.push(']');
    out
}

/// `&[(name, media type, content)]` of the client's files in `root`.
fn asset_list(root: &Path) -> String {
    // Watched as a whole, as the puzzles: a module added or removed rebuilds.
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::from("&[\n");
    for (name, path) in files(root, |name| media_type(name).is_some()) {
        let kind = media_type(&name).unwrap_or_default();
        out.push_str(&format!(
            "    ({name:?}, {kind:?}, include_str!({path:?})),\n"
        ));
    }
    out.push(']');
    out
}

/// The media type a client file is served with; `None` for files not served
/// (the test runner's settings, packages, the page, anything else).
fn media_type(name: &str) -> Option<&'static str> {
    if name.ends_with(".config.js") {
        None
    } else if name.ends_with(".js") {
        Some("text/javascript; charset=utf-8")
    } else if name.ends_with(".css") {
        Some("text/css; charset=utf-8")
    } else if name.ends_with(".svg") {
        Some("image/svg+xml")
    } else {
        None
    }
}

/// The files directly in `root` (no subdirectory) whose names `keep` accepts, as
/// (name, absolute path), in the order of their names. No directory: none.
fn files(root: &Path, keep: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = std::fs::read_dir(root)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .filter_map(|p: PathBuf| {
                    let name = p.file_name()?.to_str()?.to_string();
                    let full = p.canonicalize().ok()?.to_str()?.to_string();
                    keep(&name).then_some((name, full))
                })
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

fn write_out(file: &str, text: &str) {
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join(file);
    std::fs::write(dest, text).expect("OUT_DIR is writable");
}
