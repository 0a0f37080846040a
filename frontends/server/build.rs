//! Generates two lists the server embeds:
//! - the shipped puzzle sets: every `data/puzzles/*.jsonl` of the repository present at
//!   build time becomes an entry of `SHIPPED` (`src/puzzles/mod.rs`), in the order of
//!   their names. No file: the list is empty.
//! - the browser client's files: every script, style sheet and picture directly in
//!   `frontends/web` becomes an entry of `ASSETS` (`src/web.rs`), so a new module is
//!   served without a Rust edit. The page itself (`index.html`) is served separately;
//!   tests, packages and tool settings are not served.
//! - the client's message catalogues: every `frontends/web/locales/*.ftl` becomes an
//!   entry of `LOCALES` (`src/web.rs`, served at `/locales/{name}`).
//!
//! Both name their files from the package's directory as it is when the server is
//! compiled (`concat!(env!("CARGO_MANIFEST_DIR"), …)`), and the watched directories
//! are given relative to it: one build directory shared by two checkouts of the
//! project (the same package, so the same build script) never embeds the other
//! checkout's files.

use std::path::{Path, PathBuf};

/// The puzzle sets' and the client's directories, from the package's.
const PUZZLES: &str = "../../data/puzzles";
const WEB: &str = "../web";
const WEB_LOCALES: &str = "../web/locales";

fn main() {
    // At run time, not `env!` (which would keep the directory of the checkout that
    // compiled this script).
    let manifest = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    write_out("shipped_puzzles.rs", &puzzle_list(&manifest));
    write_out("web_assets.rs", &asset_list(&manifest));
    write_out("web_locales.rs", &locale_list(&manifest));
}

/// `include_str!` of `name` in `dir` (from the package's directory), resolved when
/// the server is compiled.
fn include(dir: &str, name: &str) -> String {
    format!(
        "include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), {:?}))",
        format!("/{dir}/{name}")
    )
}

/// `&[(name, content)]` of the puzzle sets.
fn puzzle_list(manifest: &Path) -> String {
    // The directory is watched as a whole: a set added, changed or removed rebuilds.
    println!("cargo:rerun-if-changed={PUZZLES}");
    let mut out = String::from("&[\n");
    for name in files(&manifest.join(PUZZLES), |name| name.ends_with(".jsonl")) {
        out.push_str(&format!("    ({name:?}, {}),\n", include(PUZZLES, &name)));
    }
    out.push(']');
    out
}

/// `&[(name, media type, content)]` of the client's files.
fn asset_list(manifest: &Path) -> String {
    // Watched as a whole, as the puzzles: a module added or removed rebuilds.
    println!("cargo:rerun-if-changed={WEB}");
    let mut out = String::from("&[\n");
    for name in files(&manifest.join(WEB), |name| media_type(name).is_some()) {
        let kind = media_type(&name).unwrap_or_default();
        out.push_str(&format!(
            "    ({name:?}, {kind:?}, {}),\n",
            include(WEB, &name)
        ));
    }
    out.push(']');
    out
}

/// `&[(name, content)]` of the client's message catalogues.
fn locale_list(manifest: &Path) -> String {
    println!("cargo:rerun-if-changed={WEB_LOCALES}");
    let mut out = String::from("&[\n");
    for name in files(&manifest.join(WEB_LOCALES), |name| name.ends_with(".ftl")) {
        out.push_str(&format!(
            "    ({name:?}, {}),\n",
            include(WEB_LOCALES, &name)
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

/// The names of the files directly in `root` (no subdirectory) that `keep` accepts,
/// in order. No directory: none.
fn files(root: &Path, keep: impl Fn(&str) -> bool) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(root)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.is_file())
                .filter_map(|p: PathBuf| {
                    let name = p.file_name()?.to_str()?.to_string();
                    keep(&name).then_some(name)
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
