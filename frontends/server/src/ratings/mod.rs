//! Ratings: Glicko-2 for games of two seats, Weng-Lin for three to six, both on one
//! scale (1500 is an average new player), a pool per game and seat count, the ranks a
//! finished game gives its seats, and the computer levels' starting ratings.
//!
//! The numbers are pure (`skill.rs`, `pools.rs`, `glicko.rs`, `weng_lin.rs`,
//! `ranks.rs`, `ladder.rs`, `plan.rs`); the database reads and writes them (`store/`),
//! and the hub decides when a game is counted (`hub/ratings.rs`). docs/players.md says why
//! the numbers are what they are.

pub mod glicko;
pub mod ladder;
pub mod pairs;
pub mod plan;
pub mod pools;
pub mod ranks;
pub mod skill;
pub mod store;
mod summary;
pub mod weng_lin;

pub use pools::{game_of_pool, pool_of, rate, System};
pub use skill::{Skill, PROVISIONAL_DEVIATION};
pub use summary::{ratings_of, summary, RatingSummary};
