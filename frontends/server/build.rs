//! Embeds the shipped puzzle sets: every `data/puzzles/*.jsonl` of the repository
//! present at build time becomes an entry of `SHIPPED` (`src/puzzles/mod.rs`), in the
//! order of their names. No file: the list is empty.

use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/puzzles");
    // The directory is watched as a whole: a set added, changed or removed rebuilds.
    println!("cargo:rerun-if-changed={}", root.display());
    let mut sets: Vec<(String, String)> = std::fs::read_dir(&root)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
                .filter_map(|p| {
                    let name = p.file_name()?.to_str()?.to_string();
                    let full = p.canonicalize().ok()?.to_str()?.to_string();
                    Some((name, full))
                })
                .collect()
        })
        .unwrap_or_default();
    sets.sort();
    let mut out = String::from("&[\n");
    for (name, path) in &sets {
        out.push_str(&format!("    ({name:?}, include_str!({path:?})),\n"));
    }
    out.push(']');
    let dest = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("shipped_puzzles.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
