//! Endgame tables: every position of a game's numbered families
//! ([`cubist_core::PositionIndex`]) solved by retrograde analysis, kept on disk, and
//! probed by the players.
//!
//! A game offers families through [`Game::position_families`](cubist_core::Game::position_families),
//! ordered so that a move from a family ends the game or lands in the same family or
//! an earlier one. [`solve`] builds the families in that order, each from the tables
//! of the earlier ones, and writes one file per family (see `docs/tables.md` for the
//! format); [`Tables`] opens the files present (read whole, or each at its first
//! probe) and answers [`Tables::probe`] and [`Tables::best_actions`].
//!
//! Values are those of the game played on from the position with no history: play
//! that never ends is a draw, and an action cap is not part of a position. Distances
//! are in plies (single actions): a win is reached as soon as the winner can force
//! it, a loss is put off as long as the loser can.
//!
//! Nothing here names a game.

mod error;
mod file;
mod graph;
mod packed;
mod probe;
mod retro;
mod run;
mod settings;
mod shared;
mod sources;

pub use crate::solver::Value;
pub use error::TableError;
pub use packed::TableValue;
pub use probe::Tables;
pub use run::{solve, solve_families};
pub use settings::{default_dir, FamilyReport, Phase, Progress, SolveReport, SolveSettings};
