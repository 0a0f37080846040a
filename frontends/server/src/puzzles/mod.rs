//! Puzzles (docs/server-api.md, "Puzzles"): the sets the server serves, loaded into
//! the database at start ([`load`]), and the endpoints ([`api`]) that hand a player the
//! next puzzle, name the puzzles of the day ([`daily`]) and judge and rate attempts. The session judges the moves
//! (`cubist_session::attempt_puzzle`); this module stores and rates.
//!
//! The shipped sets are the repository's `data/puzzles/*.jsonl`, embedded when the
//! server is built (`build.rs`). A site may serve other sets instead
//! (`Config::puzzle_sets` in config.rs; `cubist serve --puzzles FILE`).

pub mod api;
pub mod daily;
pub mod near;
pub mod rating;
pub mod store;
pub mod wire;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use cubist_session::puzzle::parse_puzzles;

use crate::store::SqlStore;

/// The shipped sets: file name and text.
static SHIPPED: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/shipped_puzzles.rs"));

/// A set of puzzles: where it came from (for errors) and its JSON lines.
#[derive(Clone, Debug)]
pub struct PuzzleSet {
    pub name: String,
    pub text: Arc<str>,
}

/// The sets shipped with this build, in the order of their names (none if the
/// repository had none when it was built).
pub fn shipped() -> Vec<PuzzleSet> {
    SHIPPED
        .iter()
        .map(|(name, text)| PuzzleSet {
            name: name.to_string(),
            text: Arc::from(*text),
        })
        .collect()
}

/// A puzzle ready to store: id, game, JSON.
type Row = (String, String, String);

/// Each set's text checked in this process, and its puzzles.
type Checked = HashMap<Arc<str>, Arc<Vec<Row>>>;

/// Check every set ([`parse_puzzles`]: each line against the game's rules, ids unique
/// across all sets) and store the puzzles whose ids are new; an id already stored
/// keeps its rating. A stored puzzle in none of the sets is retired: its row and the
/// attempts on it stay, but it is served no more (a set revised, its weaker puzzles
/// dropped); one back in a set is served again. Returns how many were new. A bad line
/// fails with its set, line and reason, and nothing is stored or retired.
pub async fn load(store: &SqlStore, sets: &[PuzzleSet]) -> Result<usize, String> {
    let sets = sets.to_vec();
    let rows = tokio::task::spawn_blocking(move || checked_rows(&sets))
        .await
        .map_err(|e| format!("checking the puzzle sets failed: {e}"))??;
    let loaded = store
        .load_puzzles(&rows, rating::PUZZLE_START)
        .await
        .map_err(|e| format!("storing the puzzles: {e}"))?;
    if loaded.retired > 0 {
        tracing::info!(
            retired = loaded.retired,
            "puzzles no set holds any more are no longer served"
        );
    }
    Ok(loaded.new)
}

/// Every set's puzzles, checked; each set's text is checked once per process (a
/// test suite starts many servers on the same sets).
fn checked_rows(sets: &[PuzzleSet]) -> Result<Vec<Row>, String> {
    static CHECKED: OnceLock<Mutex<Checked>> = OnceLock::new();
    let cache = CHECKED.get_or_init(Default::default);
    let mut all: Vec<Row> = Vec::new();
    for set in sets {
        let known = cache.lock().expect("not poisoned").get(&set.text).cloned();
        let rows = match known {
            Some(rows) => rows,
            None => {
                let rows = Arc::new(rows_of(set)?);
                let mut cache = cache.lock().expect("not poisoned");
                cache.insert(set.text.clone(), rows.clone());
                rows
            }
        };
        all.extend(rows.iter().cloned());
    }
    let mut ids = std::collections::HashSet::new();
    if let Some(twice) = all.iter().find(|r| !ids.insert(&r.0)) {
        return Err(format!("puzzle {} is in two sets", twice.0));
    }
    Ok(all)
}

fn rows_of(set: &PuzzleSet) -> Result<Vec<Row>, String> {
    let puzzles = parse_puzzles(&set.text).map_err(|e| format!("puzzle set {}: {e}", set.name))?;
    Ok(puzzles
        .into_iter()
        .map(|p| {
            let body = serde_json::to_string(&p).expect("puzzles serialise");
            (p.id, p.game, body)
        })
        .collect())
}
