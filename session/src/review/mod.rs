//! Game review: every action of a finished game judged against the best one, with a
//! mark from how much of the mover's expected result it gave away, and per seat the
//! counts of marks and an accuracy figure (method, thresholds and formula in
//! `docs/analysis.md`).
//!
//! Each decision is appraised by [`cubist_ai::appraise`] from the mover's own view
//! (determinised for hidden information), so each move is judged from what its seat
//! knew; exact where the endgame tables or the solver know the position. A review is
//! deterministic for a given level and seed: decision `i` is searched with the seed
//! derived from the review's seed and `i`.

mod marks;
mod run;

use std::path::PathBuf;

use cubist_ai::AgentSpec;
use cubist_core::{Args, Lang};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::words::phrase;

pub use marks::{move_accuracy, Mark, BLUNDER, INACCURACY, MISTAKE};
pub use run::review_record;

/// Version of [`Review`]'s shape; any change to it changes this number.
pub const REVIEW_FORMAT: u32 = 2;

/// A finished game reviewed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Review {
    /// [`REVIEW_FORMAT`].
    pub format: u32,
    pub game: String,
    /// The level that searched where nothing exact was known, as a spec (`hard`).
    pub level: String,
    /// The review's seed: the same level and seed give the same review.
    pub seed: u64,
    /// What the expected results are: `win probability` (two seats: a draw counts
    /// half) or `expected score` (more seats: the mover's share, 1 for a sure win).
    pub measure: String,
    /// Every action of the record, in order.
    pub actions: Vec<ReviewedAction>,
    /// One summary per seat, in seat order.
    pub seats: Vec<SeatSummary>,
}

/// One action judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReviewedAction {
    /// From 1: the action's place in the record.
    pub ply: usize,
    /// The mover, from 1.
    pub seat: usize,
    /// As played, in the game's notation.
    pub action: String,
    /// Each seat's expected result in `[0, 1]` before the action (under the best
    /// action), by seat from 1 at index 0; `null` for a seat it is not known for
    /// (every seat but the mover's with more than two seats).
    pub before: Vec<Option<f64>>,
    /// The same after the action played.
    pub after: Vec<Option<f64>>,
    /// The best action and the mover's expected result after it; absent when only
    /// the played action could be valued.
    pub best: Option<Line>,
    /// The best few actions (multi-PV), up to three: the three the search trusts
    /// most, shown best value first.
    pub top: Vec<Line>,
    /// How much of the mover's expected result the action gave away, in `[0, 1]`.
    pub drop: f64,
    /// `inaccuracy`, `mistake` or `blunder`; absent for a good action or a forced one.
    pub mark: Option<Mark>,
    /// The exact values before and after, when known: `win in 9 → loss in 14`.
    pub exact: Option<String>,
    /// Where the values come from: `tables`, `solver` or `search`.
    pub source: String,
    /// Whether the mover had a single legal action (not counted in the summaries).
    pub forced: bool,
}

/// An action and the mover's expected result after it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Line {
    pub action: String,
    /// The action in words, as the game says it to the mover (`Light moves piece 4
    /// …`); absent in reviews made before version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// In `[0, 1]` for the mover.
    pub expected: f64,
    /// The exact value for the mover in words (`win in 7`, `draw`), when known.
    pub exact: Option<String>,
}

/// One seat's marks and accuracy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SeatSummary {
    /// From 1.
    pub seat: usize,
    /// The seat's name in the game (`Light`).
    pub name: String,
    /// Actions judged (forced ones left out).
    pub actions: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// Mean per-action accuracy in `[0, 100]`; absent with no action judged.
    pub accuracy: Option<f64>,
}

/// How a review is run.
#[derive(Clone, Debug)]
pub struct ReviewSettings {
    /// The level that searches where nothing exact is known.
    pub level: AgentSpec,
    pub seed: u64,
    /// Where the endgame tables are read from.
    pub tables: TableSource,
    /// States the solver may memoise per position it tries (0: no solver).
    pub exact_states: usize,
}

impl Default for ReviewSettings {
    fn default() -> Self {
        ReviewSettings {
            level: "hard".parse().expect("a level"),
            seed: 0,
            tables: TableSource::Default,
            exact_states: DEFAULT_EXACT_STATES,
        }
    }
}

/// States the solver tries per position by default: small positions solve within
/// it, and a position it cannot solve costs a few milliseconds.
pub const DEFAULT_EXACT_STATES: usize = 20_000;

/// Where a review finds endgame tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableSource {
    /// The default directory (`CUBIST_TABLES`, see `docs/tables.md`).
    Default,
    /// This directory.
    Dir(PathBuf),
    /// None.
    Off,
}

/// Why a record cannot be reviewed.
#[derive(Debug, Error)]
pub enum ReviewError {
    #[error("{0}")]
    Record(#[from] cubist_core::RecordError),
    #[error("{}", self.say(Lang::En))]
    UnknownGame(String),
    #[error("{}", self.say(Lang::En))]
    Options(String),
    #[error("{}", self.say(Lang::En))]
    Action(usize, String),
    #[error("{}", self.say(Lang::En))]
    Unfinished,
    #[error("{}", self.say(Lang::En))]
    Level(String),
    #[error("{}", self.say(Lang::En))]
    Tables(String),
    #[error("{}", self.say(Lang::En))]
    Stopped,
}

impl ReviewError {
    /// Why, in `lang` (the details of the part that refused are in its own words).
    pub fn say(&self, lang: Lang) -> String {
        let text = |id, why: &String| phrase(id, Args::new().text("why", why.clone()));
        let said = match self {
            ReviewError::Record(e) => return e.to_string(),
            ReviewError::UnknownGame(g) => phrase(
                "session-review-unknown-game",
                Args::new().text("game", g.clone()),
            ),
            ReviewError::Options(why) => text("session-review-options", why),
            ReviewError::Action(n, why) => phrase(
                "session-review-action",
                Args::new()
                    .number("number", *n as f64)
                    .text("why", why.clone()),
            ),
            ReviewError::Unfinished => phrase("session-review-unfinished", Args::new()),
            ReviewError::Level(why) => text("session-review-level", why),
            ReviewError::Tables(why) => text("session-review-tables", why),
            ReviewError::Stopped => phrase("session-review-stopped", Args::new()),
        };
        said.say(lang)
    }
}

/// The JSON Schema of [`Review`], as committed in `docs/wire/session/`.
pub fn review_schema_text() -> String {
    crate::schema_files::schema_text::<Review>()
}
