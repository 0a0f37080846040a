//! The database, SQLite or PostgreSQL through sqlx ([`SqlStore`]), and where games live
//! between requests and across restarts. Each feature keeps its own SQL in its own
//! folder (`accounts/store`, `seeks/store.rs`, …) as functions of [`SqlStore`]; what
//! is here is the handle, the games' tables, presence, leases, the audit log and
//! backups.
//!
//! A game is its creation row (game, options, seed, players) plus its actions; the
//! match is rebuilt by replaying them. Storing action `ply` first moves the game's
//! `ply` column from `ply` to `ply + 1` (a version check under the row's lock), and
//! `actions` has one row per (game, ply): two writers racing for the same move, in one
//! process or in several, can never both be stored.
//!
//! On PostgreSQL several instances may share the database: every change is announced
//! with `NOTIFY` from its own transaction (see `follow.rs`), and a game waiting for a
//! computer seat has a lease naming the instance that moves it.
//!
//! Every change of a game (an action, a take-back, a seat event) also moves its
//! `events` column on by one: a seat event is stored only if that number is still the
//! one its writer saw, so it races with moves and other seat events as a move does.
//!
//! Actions are stored by one writer task with group commit ([`writer`]); the rest is
//! in [`sql`], with presence in [`presence`] and the shared SQL in [`rows`].

mod account;
pub mod audit;
pub mod backup;
mod error;
mod game;
mod presence;
mod rematch;
pub(crate) mod rows;
mod sql;
mod url;
mod writer;

pub use account::Account;
pub use error::StoreError;
pub use game::{
    listed_seat, Action, Cut, Lease, Listed, NewGame, Next, Presence, SeatChange, SeatTake, Status,
    StoredDeparture, StoredGame, Take, Timing, CHANGES,
};
pub use rematch::{RematchOffer, RematchState};
pub use rows::now_ms;
pub use sql::SqlStore;
pub use url::redact;
