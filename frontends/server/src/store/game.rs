//! A game as the database holds it: its creation, seats, actions, clocks and leases,
//! and the changes written to it.

use cubist_core::{RecordedAction, RecordedEvent};

use super::account::Account;

/// The channel on which PostgreSQL announces each change: `ID EVENTS PLY`, then
/// `undo` after a take-back, `seats` after seat events, `presence` after a seat's
/// presence changed, `rematch` after a rematch offer, or `chat` after a chat message,
/// where EVENTS is the game's event number and PLY the number of
/// actions stored.
pub const CHANGES: &str = "cubist_games";

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

/// A seat to take (see [`SqlStore::take_seat`]).
#[derive(Clone, Debug)]
pub struct SeatTake<'a> {
    pub id: &'a str,
    pub seat: usize,
    pub how: Take<'a>,
    /// The event number seen and the clocks to store with the seat, when taking it
    /// leaves no seat open in a timed game (the first move's limit runs from then).
    pub retime: Option<(u64, &'a Timing)>,
}

/// How a seat is taken.
#[derive(Clone, Copy, Debug)]
pub enum Take<'a> {
    /// By its link's token, which it keeps: only if nobody had it.
    Open,
    /// With a new token (joining an open seat, or a rated seat's link opened signed
    /// in), and the account taking it: only if nobody had it, and the account holds
    /// no seat of the game yet.
    NewToken {
        hash: &'a str,
        account: Option<&'a str>,
    },
    /// By an account from now on (the seat of a link it opened): only if no account
    /// holds it and the account holds no other seat of the game.
    Hold { account: &'a str },
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
    /// The position after it, in a game where the engine may not help
    /// (`DynGame::position_key`): the analysis board refuses it while the game runs.
    pub position_key: Option<u64>,
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
    /// The position left, where it is guarded ([`Action::position_key`]).
    pub position_key: Option<u64>,
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
    /// The position after it, in a game where the engine may not help
    /// (`DynGame::position_key`): the analysis board refuses it while the game runs.
    pub position_key: Option<u64>,
}
