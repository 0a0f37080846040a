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
mod presence;
mod rematch;
pub(crate) mod rows;
mod sql;
mod writer;

use cubist_core::{RecordedAction, RecordedEvent};
use thiserror::Error;

use crate::error::ApiError;

pub use account::Account;
pub use rematch::{RematchOffer, RematchState};
pub use rows::now_ms;
pub use sql::SqlStore;

/// The channel on which PostgreSQL announces each change: `ID EVENTS PLY`, then
/// `undo` after a take-back, `seats` after seat events, `presence` after a seat's
/// presence changed, `rematch` after a rematch offer, or `chat` after a chat message,
/// where EVENTS is the game's event number and PLY the number of
/// actions stored.
pub const CHANGES: &str = "cubist_games";

/// A database URL without its password, for logs.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.find('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let creds = &url[scheme + 3..at];
            let user = creds.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_string(),
    }
}

/// Why the database could not do what was asked.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The write of action number `.0` (from 0) lost the version check; the message
    /// counts moves from 1, as players do.
    #[error("another action was stored for move {} first", .0 + 1)]
    Conflict(usize),
    #[error("stored game {0} is damaged: {1}")]
    Corrupt(String, String),
    /// A transaction holding several games' actions failed (each is told).
    #[error("database: {0}")]
    Batch(String),
}

/// A failed write is a conflict (409) or, logged, a plain 500.
impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict(_) => {
                ApiError::new(axum::http::StatusCode::CONFLICT, e.to_string())
            }
            other => {
                tracing::error!(error = %other, "storage failed");
                ApiError::new(
                    axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                    "the game could not be saved; nothing was played",
                )
            }
        }
    }
}

/// A game as created.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: String,
    pub game: String,
    /// The options as JSON text.
    pub options: String,
    pub seed: u64,
    /// Each seat's player as in records: `human` or an agent spec.
    pub players: Vec<String>,
    /// The hash of each human seat's token.
    pub tokens: Vec<Option<String>>,
    pub departure: StoredDeparture,
    /// The time control as JSON, in a timed game.
    pub clock: Option<String>,
    /// The id of the account holding each seat from the start (a seat created for an
    /// account is taken); `None` for seats open to anyone and computer seats.
    pub accounts: Vec<Option<String>>,
    /// The game counts for its players' ratings.
    pub rated: bool,
    /// Its open seats are listed in the lobby, for anyone to join (but
    /// `creator_seat`); otherwise they are taken only through their links.
    pub listed: bool,
    /// The creator's own seat: never listed.
    pub creator_seat: Option<usize>,
    /// The clocks as made, stored with a new game: in a timed game, when the first
    /// move was asked and its limit, so that the sweep finds a game whose first move
    /// never comes. A loaded game's clocks are in [`StoredGame::timing`] (default here).
    pub timing: Timing,
}

/// Whether a game (`listed` or not, with `creator_seat`) lists `seat` when open.
pub fn listed_seat(listed: bool, creator_seat: Option<usize>, seat: usize) -> bool {
    listed && creator_seat != Some(seat)
}

/// A timed game's clocks as stored with each change: when the running clocks started,
/// the first moment one of them runs out (ms since the epoch; none while no clock
/// runs) and each seat's network allowance left, which that moment depends on. The
/// deadline is indexed: the sweep finds games past it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    pub turn_started_ms: Option<u64>,
    pub deadline_ms: Option<u64>,
    /// Per seat, in ms; none in an untimed game.
    pub allowances: Option<Vec<u64>>,
}

impl Timing {
    /// The allowances as stored: a JSON array.
    pub(crate) fn allowances_text(&self) -> Option<String> {
        self.allowances
            .as_ref()
            .map(|a| serde_json::to_string(a).expect("numbers serialise"))
    }
}

/// What happens to a seat whose player leaves or is away, as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredDeparture {
    pub away_ms: u64,
    /// An agent spec, or `out`.
    pub stand_in: String,
    pub hand_back: bool,
}

/// A stored game: its creation, seats and actions in order.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub new: NewGame,
    /// Per seat: whether a person has taken it.
    pub taken: Vec<bool>,
    /// Per seat: the account holding it now.
    pub holders: Vec<Option<Account>>,
    /// Each with its seat, and in a timed game its times.
    pub actions: Vec<RecordedAction>,
    pub events: Vec<RecordedEvent>,
    /// The game's event number (see the module's documentation).
    pub event_number: u64,
    pub timing: Timing,
}

/// One seat's presence as stored: online or not, since when (ms since the epoch;
/// `None`: no instance has said anything of this seat).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Presence {
    pub online: bool,
    pub since_ms: Option<u64>,
}

/// One line of a game list.
#[derive(Clone, Debug)]
pub struct Listed {
    pub id: String,
    pub game: String,
    pub players: Vec<String>,
    pub ply: usize,
    /// Human seats nobody has taken yet.
    pub open_seats: Vec<usize>,
    /// Its open seats are listed (see [`NewGame::listed`]).
    pub listed: bool,
    pub creator_seat: Option<usize>,
    pub departure: StoredDeparture,
    /// Seat events were recorded (a stand-in may play a person's seat).
    pub seat_events: bool,
    /// The time control as JSON, in a timed game.
    pub clock: Option<String>,
    /// Per seat: the name of the account holding it.
    pub holders: Vec<Option<String>>,
    pub rated: bool,
}

/// A claim on moving a game's computer seats, until a time in milliseconds since the
/// epoch.
#[derive(Clone, Debug)]
pub struct Lease {
    pub owner: String,
    pub until_ms: i64,
}

/// What a game waits for once an action is stored.
#[derive(Clone, Debug)]
pub enum Next {
    /// A computer seat: the storing instance keeps (or takes, if it is free or has
    /// expired) the game's lease, in the same transaction.
    Computer(Lease),
    /// Only people, or nothing (the game is over): the lease goes.
    People,
}

/// Running or finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Running,
    Over,
}

impl Status {
    pub(crate) fn word(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Over => "over",
        }
    }
}

/// Seat events to store.
#[derive(Clone, Debug)]
pub struct SeatChange<'a> {
    pub id: &'a str,
    /// The event number the writer saw.
    pub seen: u64,
    /// The number of actions played.
    pub ply: usize,
    pub events: &'a [RecordedEvent],
    /// The result as JSON, if the events ended the game.
    pub result: Option<&'a str>,
    pub next: Next,
    pub timing: Timing,
}

/// A take-back to store.
#[derive(Clone, Debug)]
pub struct Cut<'a> {
    pub id: &'a str,
    /// The number of actions stored before.
    pub from: usize,
    /// The number kept.
    pub keep: usize,
    /// The event number the writer saw.
    pub seen: u64,
    pub timing: Timing,
}

/// One action to store.
#[derive(Clone, Debug)]
pub struct Action<'a> {
    pub id: &'a str,
    /// Its number, from 0.
    pub ply: usize,
    /// The game's event number before it.
    pub seen: u64,
    pub seat: usize,
    pub action: &'a str,
    /// In a timed game: the thinking time charged, and the time the seat had left.
    pub spent_ms: Option<u64>,
    pub left_ms: Option<u64>,
    /// The result as JSON, if this action ended the game.
    pub result: Option<&'a str>,
    pub next: Next,
    pub timing: Timing,
}
