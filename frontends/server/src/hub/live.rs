//! One game in play: its match behind one lock that only the hub takes, who holds its
//! seats ([`Holders`]), and the channel that tells its watchers of each change.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use cubist_core::{GameRecord, Observer, Seat, Side};
use cubist_session::{Match, MatchView};
use tokio::sync::{broadcast, MutexGuard};

use super::alarm::Alarm;
use super::holders::{Holders, StoredHolders};
use super::rematch_news::RematchNews;
use crate::error::ApiError;
use crate::store::NewGame;
use crate::wire::ViewOptions;

/// One game in play.
pub struct Live {
    pub id: String,
    m: tokio::sync::Mutex<Match>,
    /// Who holds each seat.
    pub(super) holders: Holders,
    /// Only accounts may join its seats.
    pub(super) rated: bool,
    /// Its open seats are listed for anyone to join (but the creator's own seat);
    /// otherwise they are taken only through their links.
    pub(super) listed: bool,
    /// The creator's own seat, never listed.
    pub(super) creator_seat: Option<Seat>,
    /// The game is played on a clock.
    pub(super) timed: bool,
    /// The event number after each change, for watchers.
    changes: broadcast::Sender<u64>,
    /// The event number last announced.
    event: AtomicU64,
    /// A task is playing this game's computer seats.
    pub(super) driving: AtomicBool,
    /// Asked for since the last sweep for idle games.
    pub(super) used: AtomicBool,
    /// When a person last asked for the game (on the hub's clock, ms): a game nobody
    /// attends for long stops thinking (see `pause.rs`).
    pub(super) person_ms: AtomicU64,
    /// Its computer seats wait for a person to come back before thinking again.
    pub(super) paused: AtomicBool,
    /// When its first running clock runs out, for its timer.
    pub(super) alarm: Arc<Alarm>,
    /// What its sockets are told of a rematch.
    pub rematch: RematchNews,
}

impl Live {
    /// A game in play, loaded or created at `now_ms`, which counts as a person's visit.
    pub(super) fn new(new: &NewGame, mut m: Match, holders: StoredHolders, now_ms: u64) -> Live {
        let holders = Holders::new(holders);
        m.set_seat_names(holders.shown_names(m.players(), m.rated()));
        m.set_awaiting_players(holders.any_open());
        let alarm = Arc::new(Alarm::default());
        alarm.set(&m);
        Live {
            rated: m.rated(),
            listed: new.listed,
            creator_seat: new.creator_seat,
            timed: m.time_control().is_some(),
            alarm,
            id: new.id.clone(),
            event: AtomicU64::new(m.event_number()),
            m: tokio::sync::Mutex::new(m),
            holders,
            changes: broadcast::channel(64).0,
            driving: AtomicBool::new(false),
            used: AtomicBool::new(true),
            person_ms: AtomicU64::new(now_ms),
            paused: AtomicBool::new(false),
            rematch: RematchNews::default(),
        }
    }

    /// Show the seats' holders' names in `m`, this game's match, after they changed;
    /// no first move is timed while a seat is open.
    pub(super) fn show_names(&self, m: &mut Match) {
        m.set_seat_names(self.holders.shown_names(m.players(), self.rated));
        m.set_awaiting_players(self.holders.any_open());
    }

    /// The match, for the hub's own changes and reads.
    pub(super) async fn lock(&self) -> MutexGuard<'_, Match> {
        self.m.lock().await
    }

    /// The account holding `seat`, if one does.
    pub fn holder_account(&self, seat: Seat) -> Option<String> {
        self.holders.account_of(seat)
    }

    /// The name of the account holding `seat`, if one does.
    pub fn holder_name(&self, seat: Seat) -> Option<String> {
        self.holders.name_of(seat)
    }

    /// Its seats are taken only by accounts, and it counts for their ratings.
    pub fn is_rated(&self) -> bool {
        self.rated
    }

    /// Its open seats are listed in the lobby.
    pub fn is_listed(&self) -> bool {
        self.listed
    }

    /// The game as `observer` sees it now, with the board drawn if asked, from the
    /// side asked for.
    pub async fn view(&self, observer: Observer, asked: ViewOptions) -> MatchView {
        let m = self.m.lock().await;
        if asked.board && asked.flip {
            let side = Side::of(observer).flipped(m.game().num_players());
            m.view_with_board_from(observer, side)
        } else {
            view_of(&m, observer, asked.board)
        }
    }

    /// The record, where it may be shared (the game is over, or hides nothing).
    pub async fn shareable_record(&self) -> Result<GameRecord, ApiError> {
        Ok(self.m.lock().await.shareable_record()?.clone())
    }

    /// The record once the game is over (then public in every game); `None` while it
    /// is played.
    pub async fn finished_record(&self) -> Option<GameRecord> {
        let m = self.m.lock().await;
        m.is_over().then(|| m.record().clone())
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
