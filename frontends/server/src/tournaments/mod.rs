//! Tournaments on the site: arenas, Swiss and round robins (issue 65).
//!
//! The server stores tournaments, schedules their rounds and runs their games; every
//! rule of pairing and scoring is `cubist_tournament`'s. A director on every
//! instance runs the tournaments whose lease it holds (`director.rs`). Nothing else
//! in the server imports from here but the router and start-up.

pub mod api;
mod arena_wave;
mod chat;
mod chat_store;
mod checks;
mod director;
mod entry;
mod games;
mod record;
mod results;
mod rounds;
pub mod rounds_store;
pub mod schedule;
mod service;
mod settings;
pub mod socket;
pub mod store;
mod trf;
mod view;
pub mod wire;

pub use director::Director;
pub use schedule::{Schedule, Series};
pub use service::Tournaments;
pub use settings::{TournamentSettings, DAYS_AHEAD, LATE_START_MS, MINUTES, ROUNDS};
