//! One game in play: its match behind one lock that only the hub takes, its seats'
//! tokens and sockets, and the channel that tells its watchers of each change.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use cubist_core::{GameRecord, Observer, Seat};
use cubist_session::{Match, MatchView};
use tokio::sync::{broadcast, MutexGuard};

use super::clocks::Alarm;
use super::rematch::RematchNews;
use crate::error::ApiError;

/// One game in play.
pub struct Live {
    pub id: String,
    m: tokio::sync::Mutex<Match>,
    /// The hash of each human seat's token.
    pub(super) tokens: Mutex<Vec<Option<String>>>,
    /// Per seat: taken by a person.
    pub(super) taken: Mutex<Vec<bool>>,
    /// Per seat: the id of the account holding it.
    pub(super) accounts: Mutex<Vec<Option<String>>>,
    /// Only accounts may join its seats.
    pub(super) rated: bool,
    /// The event number after each change, for watchers.
    changes: broadcast::Sender<u64>,
    /// The event number last announced.
    event: AtomicU64,
    /// A task is playing this game's computer seats.
    pub(super) driving: AtomicBool,
    /// Asked for since the last sweep for idle games.
    pub(super) used: AtomicBool,
    /// Per seat: this instance's sockets holding its token.
    sockets: Mutex<Vec<u32>>,
    /// The game is played on a clock.
    pub(super) timed: AtomicBool,
    /// When its first running clock runs out, for its timer.
    pub(super) alarm: Arc<Alarm>,
    /// What its sockets are told of a rematch.
    pub rematch: RematchNews,
}

impl Live {
    pub(super) fn new(id: String, m: Match, seats: SeatHolders) -> Live {
        let SeatHolders {
            tokens,
            taken,
            accounts,
        } = seats;
        let seats = m.players().len();
        let alarm = Arc::new(Alarm::default());
        alarm.set(&m);
        Live {
            rated: m.rated(),
            timed: AtomicBool::new(m.time_control().is_some()),
            alarm,
            id,
            event: AtomicU64::new(m.event_number()),
            m: tokio::sync::Mutex::new(m),
            tokens: Mutex::new(tokens),
            taken: Mutex::new(taken),
            accounts: Mutex::new(accounts),

            changes: broadcast::channel(64).0,
            driving: AtomicBool::new(false),
            used: AtomicBool::new(true),
            sockets: Mutex::new(vec![0; seats]),
            rematch: RematchNews::default(),
        }
    }

    /// The match, for the hub's own changes and reads.
    pub(super) async fn lock(&self) -> MutexGuard<'_, Match> {
        self.m.lock().await
    }

    /// The game as `observer` sees it now, with the board drawn if asked.
    pub async fn view(&self, observer: Observer, board: bool) -> MatchView {
        view_of(&*self.m.lock().await, observer, board)
    }

    /// The record, where it may be shared (the game is over, or hides nothing).
    pub async fn shareable_record(&self) -> Result<GameRecord, ApiError> {
        Ok(self.m.lock().await.shareable_record()?.clone())
    }

    /// Hear of every change: its event number.
    pub fn subscribe(&self) -> broadcast::Receiver<u64> {
        self.changes.subscribe()
    }

    /// The event number last announced.
    pub fn event(&self) -> u64 {
        self.event.load(Ordering::Acquire)
    }

    /// Tell the watchers the game changed (or its seats' presence did).
    pub(super) fn announce(&self, m: &Match) {
        self.alarm.set(m);
        self.event.store(m.event_number(), Ordering::Release);
        let _ = self.changes.send(m.event_number());
    }

    pub(super) fn watched(&self) -> bool {
        self.changes.receiver_count() > 0
    }

    /// One more (`+1`) or one fewer (`-1`) socket for `seat`: how many now.
    pub(super) fn count_socket(&self, seat: Seat, delta: i32) -> u32 {
        let mut sockets = self.sockets.lock().expect("socket lock");
        let Some(n) = sockets.get_mut(seat) else {
            return 0;
        };
        *n = n.saturating_add_signed(delta);
        *n
    }

    /// This instance's sockets for `seat`.
    pub(super) fn sockets(&self, seat: Seat) -> u32 {
        self.sockets
            .lock()
            .expect("socket lock")
            .get(seat)
            .copied()
            .unwrap_or(0)
    }
}

/// Who holds a game's seats, per seat.
pub(super) struct SeatHolders {
    /// The hash of each human seat's token.
    pub tokens: Vec<Option<String>>,
    /// Taken by a person.
    pub taken: Vec<bool>,
    /// The id of the account holding it.
    pub accounts: Vec<Option<String>>,
}

/// A match as `observer` sees it, with the board drawn if asked.
pub fn view_of(m: &Match, observer: Observer, board: bool) -> MatchView {
    if board {
        m.view_with_board(observer)
    } else {
        m.view(observer)
    }
}

impl std::fmt::Debug for Live {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Live")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}
