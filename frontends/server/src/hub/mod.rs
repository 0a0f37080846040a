//! The games in play: all that changes in one game — its match, its seats'
//! holders, its computers' driving and pausing — is one value behind one lock
//! ([`live`]), written to the database before anyone hears of a change, and
//! announced to its watchers. A change is made on a tentative copy of the match and
//! adopted only once its write committed, so memory never holds what the database
//! refused.
//!
//! Several instances may serve the same games from one PostgreSQL database. The
//! database is the truth: a write refused because another instance stored a change
//! first reloads the game ([`sync`]), every change another instance stores reloads it
//! (see `follow.rs`), and a game's computer seats are moved only by the instance
//! holding its lease ([`driver`]).
//!
//! Each file has one job: [`registry`] the games in memory, [`live`] one game,
//! [`holders`] who holds its seats, [`seats`] tokens and joining, [`commands`] the
//! changes people ask for, [`driver`] the computer seats, [`presence`] who is
//! there, [`lapse`] instances that stopped, [`sync`] other instances' changes,
//! [`clocks`] timed games, [`ratings`] counting rated games,
//! [`allowance`] what thinking a creator may ask for, [`pairs`] rated games between
//! the same two accounts, [`pause`] games nobody attends,
//! [`closing`] the games of closed accounts, [`mine`] a player's own games. A game's
//! chat is the chat feature's (`chat/`).

mod allowance;
mod base;
mod clocks;
mod closing;
mod commands;
mod create;
mod created;
mod driver;
mod games;
mod holders;
mod lapse;
mod live;
mod mine;
mod pairs;
mod pause;
mod presence;
mod ratings;
mod registry;
mod rematch;
mod rematch_news;
mod seats;
mod sync;
mod thinking;
pub mod void;

pub use base::{Hub, HubTimes};
pub use closing::CLOSING_SWEEP;
pub use commands::{Hint, SeatRequest};
pub(crate) use create::{GameSpec, Prepared};
pub use live::Live;
pub use mine::{RematchChance, Running, MAX_RUNNING};
pub use ratings::RATING_SWEEP;
pub use rematch::rotated;
pub use rematch_news::{RematchNews, RematchUpdate};
pub use sync::Announced;
pub use thinking::{
    ComputerLimits, DEFAULT_ACCOUNT_COMPUTER_GAMES, DEFAULT_ADDRESS_COMPUTER_GAMES,
    DEFAULT_GUEST_THINK, DEFAULT_IDLE_PAUSE, DEFAULT_IDLE_PAUSE_COMPUTERS, DEFAULT_SEARCH_NICE,
};
