//! Quick play: seeks, which of them may be paired, and what crosses the wire.
//!
//! A seek asks for a game (options, time control, rated or not) against anyone whose
//! rating fits a range. Seeks with the same [`pool_key`] — game, options as the game
//! normalises them, time control, rated — and ratings inside each other's ranges are
//! compatible ([`pairing`]); as many as the game has seats become one game, seats
//! drawn at random. Pairing is one database transaction (`store.rs`), serialised
//! per pool, so a seek is paired exactly once however many instances serve it.

pub mod api;
mod caps;
mod live;
pub mod pairing;
mod pools;
pub mod ratings;
pub mod store;
pub mod wire;

pub use caps::{OpenSeekLimits, DEFAULT_OPEN_SEEKS_PER_ACCOUNT, DEFAULT_OPEN_SEEKS_PER_ADDRESS};
pub use live::{Seeker, Seeks};
pub use pools::{pool_key, RATING_BOUNDS};
