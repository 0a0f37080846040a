//! Where games live between requests and across restarts: one small trait, and its
//! SQL implementation for SQLite and PostgreSQL.
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

pub mod accounts;
pub mod backup;
mod blocks;
pub mod chat;
pub mod email;
pub mod moderation;
mod my_games;
mod presence;
pub mod puzzles;
mod rated_game;
mod ratings;
pub mod recovery;
mod rematch;
pub mod reviews;
mod rows;
mod seeks;
mod sql;
mod void;
mod writer;

use async_trait::async_trait;
use cubist_core::{RecordedAction, RecordedEvent};
use thiserror::Error;

pub use accounts::AccountStore;
pub use blocks::{BlockRow, BlockStore, Blocking};
pub use chat::{ChatMessage, ChatStore, NewChat, Room, MAX_GAME_CHAT};
pub use email::EmailStore;
pub use moderation::ModerationStore;
pub use my_games::{HeldSeat, MyGamesStore};
pub use puzzles::PuzzleStore;
pub use ratings::{
    AccountRow, CountedSeat, Counting, HistoryRow, LeaderRow, PlayedRow, RatingRow, RatingStore,
    SeatChangeRow, ToRate,
};
pub use recovery::RecoveryStore;
pub use rematch::{RematchOffer, RematchState, RematchStore};
pub use reviews::ReviewStore;
pub use rows::now_ms;
pub use seeks::{NewSeek, Pairing, PostPairing, SeekStore, StoredSeek};
pub use sql::SqlStore;
pub use void::{VoidError, VoidStore, Voided};

/// The channel on which PostgreSQL announces each change: `ID EVENTS PLY`, then
/// `undo` after a take-back, `seats` after seat events, `presence` after a seat's
/// presence changed, `rematch` after a rematch offer, or `chat` after a chat message,
/// where EVENTS is the game's event number and PLY the number of
/// actions stored.
pub const CHANGES: &str = "cubist_games";

/// Why the database could not do what was asked.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("another action was stored for move {0} first")]
    Conflict(usize),
    #[error("stored game {0} is damaged: {1}")]
    Corrupt(String, String),
    /// A transaction holding several games' actions failed (each is told).
    #[error("database: {0}")]
    Batch(String),
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
    pub holders: Vec<Option<accounts::Account>>,
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

/// What the server needs from a database.
#[async_trait]
pub trait Storage:
    AccountStore
    + BlockStore
    + ChatStore
    + EmailStore
    + ModerationStore
    + MyGamesStore
    + PuzzleStore
    + RatingStore
    + RecoveryStore
    + ReviewStore
    + SeekStore
    + RematchStore
    + VoidStore
    + Send
    + Sync
{
    async fn create(&self, game: &NewGame) -> Result<(), StoreError>;
    async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError>;
    /// Store action number `ply` (from 0) and, once the game is over, its result;
    /// [`StoreError::Conflict`] unless exactly `ply` actions were stored before.
    async fn append(&self, action: Action<'_>) -> Result<(), StoreError>;
    /// A game's actions from number `from` (from 0) on, in order, with their seats.
    async fn actions_since(&self, id: &str, from: usize)
        -> Result<Vec<RecordedAction>, StoreError>;
    /// Keep only the first `keep` of a game's `from` actions (a take-back); it is
    /// running again and waits for a person, its clocks as `timing` says.
    /// [`StoreError::Conflict`] unless exactly `from` actions were stored and the
    /// event number is still `seen`.
    async fn truncate(&self, cut: Cut<'_>) -> Result<(), StoreError>;
    /// Running games whose first clock ran out at `now_ms` or before, soonest first.
    async fn due(&self, now_ms: u64, limit: usize) -> Result<Vec<String>, StoreError>;
    /// Store a game's clocks as `timing` if its event number is still `seen` (after a
    /// restart moved its turn on by the time the site was down).
    async fn retime(&self, id: &str, seen: u64, timing: Timing) -> Result<(), StoreError>;
    /// This instance is alive at `now_ms`.
    async fn alive(&self, instance: &str, now_ms: u64) -> Result<(), StoreError>;
    /// The last moment any instance said it was alive.
    async fn last_alive(&self) -> Result<Option<u64>, StoreError>;
    /// Take or extend a game's lease: true if `lease.owner` now holds it (it was free,
    /// expired at `now_ms`, or already this owner's).
    async fn claim(&self, id: &str, lease: &Lease, now_ms: i64) -> Result<bool, StoreError>;
    /// Games whose lease expired before `now_ms`: their owner has stopped.
    async fn expired(&self, now_ms: i64, limit: usize) -> Result<Vec<String>, StoreError>;
    /// Drop a game's lease if it expired before `now_ms`.
    async fn release_expired(&self, id: &str, now_ms: i64) -> Result<(), StoreError>;
    /// Drop every lease: for a database only this process uses, at start.
    async fn clear_leases(&self) -> Result<(), StoreError>;
    /// Whether other processes may share this database (PostgreSQL).
    fn shared(&self) -> bool;
    /// Whether the database answers (for health checks).
    async fn ping(&self) -> Result<(), StoreError>;
    /// Mark a seat as taken; with `new_token`, only if nobody had it, replacing its
    /// token, and with `account` too, only if that account holds no seat of the game
    /// yet (it then holds this one). Returns whether this call took it.
    async fn take_seat(
        &self,
        id: &str,
        seat: usize,
        new_token: Option<&str>,
        account: Option<&str>,
    ) -> Result<bool, StoreError>;
    /// The newest games with `status`; with `listed_only`, only games whose open
    /// seats are listed.
    async fn list(
        &self,
        status: Status,
        listed_only: bool,
        limit: usize,
    ) -> Result<Vec<Listed>, StoreError>;
    /// Store seat events (in order) and the result if they ended the game, if the
    /// game's event number is still `seen`; [`StoreError::Conflict`] otherwise.
    async fn record_events(&self, change: SeatChange<'_>) -> Result<(), StoreError>;
    /// This instance has `sockets` open for `seat` now.
    async fn set_presence(
        &self,
        id: &str,
        seat: usize,
        instance: &str,
        sockets: u32,
        now_ms: u64,
    ) -> Result<(), StoreError>;
    /// This instance still has the sockets it said it has, in these games.
    async fn renew_presence(&self, instance: &str, now_ms: u64) -> Result<(), StoreError>;
    /// The instances that hold sockets now, with their last alive stamps.
    async fn instances_holding_sockets(&self) -> Result<Vec<(String, u64)>, StoreError>;
    /// Instance `instance` stopped: its sockets are gone (held until its last alive
    /// stamp), and each game they were in is announced. Returns those games.
    async fn drop_presence_of(&self, instance: &str) -> Result<Vec<String>, StoreError>;
    /// Each seat's presence: online while some instance said within `fresh_ms` that it
    /// has a socket for it.
    async fn presence(
        &self,
        id: &str,
        seats: usize,
        now_ms: u64,
        fresh_ms: u64,
    ) -> Result<Vec<Presence>, StoreError>;
    /// Forget every instance's presence: for a database only this process uses, at
    /// start.
    async fn clear_presence(&self) -> Result<(), StoreError>;
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
