//! Balance reports for game designers.
//!
//! A [`Study`] names a game, its base options, options to sweep and agents; its
//! [`Plan`] plays every variant in self-play at each chosen level and along a ladder of
//! agents (each against the next), measures every game from its record replayed on the
//! game's own type ([`trace`]), and the [`Report`] gathers the figures: outcome per seat
//! with Wilson intervals and the Ludii-style balance figures, length in actions and
//! turns, when games are decided and how often the lead changes, branching, skill, the
//! exact value of the start where the solver reaches it, and which variants differ
//! significantly. [`output`] writes `report.html`, `report.json` and `games.csv`, and
//! keeps `games.jsonl`, to which each game is appended as it ends, so a stopped run
//! resumes where it was.
//!
//! This crate names no game: what a turn is, scores, evaluations and which games a
//! limit stopped come from the game API.

pub mod exact;
pub mod html;
pub mod metrics;
pub mod output;
pub mod plots;
pub mod report;
pub mod stats;
pub mod study;
pub mod trace;

pub use exact::{Exact, ExactVisitor};
pub use report::Report;
pub use study::{Plan, Study, Task};
pub use trace::{GameResult, Trace};

use thiserror::Error;

#[derive(Debug, Error)]
pub enum BalanceError {
    #[error(transparent)]
    Session(#[from] cubist_session::SessionError),
    #[error("{0}")]
    Plan(String),
    #[error("cannot replay a game: {0}")]
    Replay(String),
    #[error("{path}: {error}")]
    Io { path: String, error: std::io::Error },
}

/// The exact value of each variant's start, where the solver reaches it with at most
/// `plan.study.solve_states` states (none asked when that is 0).
pub fn exact_values(plan: &Plan) -> Vec<Option<Exact>> {
    plan.variants
        .iter()
        .map(|v| {
            (plan.study.solve_states > 0).then(|| {
                cubist_games::visit(
                    &plan.study.game,
                    ExactVisitor {
                        options: &v.options,
                        trust: plan.study.trust,
                        states: plan.study.solve_states,
                    },
                )
                .unwrap_or_else(|e| Exact {
                    value: None,
                    first: 0,
                    states: 0,
                    longest_line: 0,
                    seconds: 0.0,
                    forced_win_in: None,
                    why_not: Some(e.to_string()),
                })
            })
        })
        .collect()
}
