//! One game in play. Everything about it that changes — its match, who holds its
//! seats, its computers' driving and pausing, what its sockets were last told of a
//! rematch — is one value, [`LiveGame`], behind one lock that only the hub takes.
//! A change is made on a copy, stored, and adopted once the store committed it.
//! What never changes (its id, whether it is rated, listed or timed, the creator's
//! seat) and the channels its watchers listen on sit beside the lock.

use std::sync::Arc;

use cubist_core::{GameRecord, Observer, Seat, Side};
use cubist_session::{Match, MatchView};
use cubist_words::Lang;
use tokio::sync::{broadcast, MutexGuard, Notify};

use super::holders::{Holders, StoredHolders};
use super::rematch_news::{RematchNews, RematchUpdate};
use crate::accounts::Account;
use crate::error::ApiError;
use crate::store::NewGame;
use crate::wire::ViewOptions;

/// One game in play.
pub struct Live {
    pub id: String,
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
    /// Rung after each change, for the game's timer (see `clocks.rs`), which reads
    /// the deadline from the match. Shared, so the waiting timer does not keep the
    /// game in memory.
    pub(super) clock_changed: Arc<Notify>,
    /// What its sockets are told of a rematch.
    pub rematch: RematchNews,
    /// All that changes.
    state: tokio::sync::Mutex<LiveGame>,
}

/// All of a live game that changes, under its one lock.
pub struct LiveGame {
    m: Match,
    /// Who holds each seat: changed only through [`LiveGame::follow`] and
    /// [`LiveGame::adopt_taken`], which keep the match's "awaiting players" theirs.
    holders: Holders,
    /// A task is playing this game's computer seats.
    pub(super) driving: bool,
    /// Its computer seats wait for a person to come back before thinking again.
    pub(super) paused: bool,
    /// When a person last asked for the game (on the hub's clock, ms): a game nobody
    /// attends for long stops thinking (see `pause.rs`).
    pub(super) person_ms: u64,
    /// The rematch update its sockets were told last, so each is told once.
    pub(super) rematch_told: Option<RematchUpdate>,
}

/// A live game reads as its match; its other parts are named.
impl std::ops::Deref for LiveGame {
    type Target = Match;
    fn deref(&self) -> &Match {
        &self.m
    }
}

impl std::ops::DerefMut for LiveGame {
    fn deref_mut(&mut self) -> &mut Match {
        &mut self.m
    }
}

impl LiveGame {
    /// Who holds each seat.
    pub(super) fn holders(&self) -> &Holders {
        &self.holders
    }

    /// Take the holders the database holds (this instance's socket counts stay).
    pub(super) fn follow(&mut self, stored: StoredHolders) {
        self.holders.follow(stored);
        self.holders_changed();
    }

    /// After the store committed a take of `seat` (with the first move's limit, if
    /// it started one, in `next`, a tentative copy of the match): both adopted.
    pub(super) fn adopt_taken(
        &mut self,
        next: Match,
        seat: Seat,
        token_hash: Option<String>,
        account: Option<&Account>,
    ) {
        self.m.adopt(next);
        self.holders.taken(seat, token_hash, account);
        self.holders_changed();
    }

    /// After the store recorded another request's take of `seat`.
    pub(super) fn taken_elsewhere(&mut self, seat: Seat) {
        self.holders.taken(seat, None, None);
        self.holders_changed();
    }

    /// One more (`+1`) or one fewer (`-1`) of this instance's sockets on `seat`,
    /// once its count was stored.
    pub(super) fn count_socket(&mut self, seat: Seat, delta: i32) {
        self.holders.count_socket(seat, delta);
    }

    /// The match runs its first-move clocks only once no person's seat is open; it
    /// keeps that as a flag because its clocks tick inside the session crate, which
    /// knows nothing of the server's holders. The flag is set from the holders here,
    /// the one place they change, and never copied in from anywhere else.
    fn holders_changed(&mut self) {
        self.m.set_awaiting_players(self.holders.any_open());
    }

    /// The names shown on the seats, derived from their holders.
    pub(super) fn seat_names(&self) -> Vec<Option<String>> {
        self.holders.shown_names(self.m.players(), self.m.rated())
    }

    /// The game as `observer` sees it, as asked: its words in the asked language,
    /// the board drawn if asked, from the side asked for; the seats' names are their
    /// holders'.
    pub(super) fn view(&self, observer: Observer, asked: ViewOptions) -> MatchView {
        let side = match (asked.board, asked.flip) {
            (false, _) => None,
            (true, false) => Some(Side::of(observer)),
            (true, true) => Some(Side::of(observer).flipped(self.game().num_players())),
        };
        self.view_in(observer, side, asked.lang)
    }

    /// The game as `observer` sees it, its words in `lang`, the board drawn from
    /// `side`'s side where one is given.
    fn view_in(&self, observer: Observer, side: Option<Side>, lang: Lang) -> MatchView {
        self.named(self.m.view_in(observer, side, lang))
    }

    fn named(&self, mut view: MatchView) -> MatchView {
        for (entry, name) in view.seats.iter_mut().zip(self.seat_names()) {
            entry.account = name;
        }
        view
    }
}

impl Live {
    /// A game in play, loaded or created at `now_ms`, which counts as a person's visit.
    pub(super) fn new(new: &NewGame, m: Match, holders: StoredHolders, now_ms: u64) -> Live {
        let mut game = LiveGame {
            m,
            holders: Holders::default(),
            driving: false,
            paused: false,
            person_ms: now_ms,
            rematch_told: None,
        };
        game.follow(holders);
        Live {
            rated: game.rated(),
            listed: new.listed,
            creator_seat: new.creator_seat,
            timed: game.time_control().is_some(),
            id: new.id.clone(),
            changes: broadcast::channel(64).0,
            clock_changed: Arc::default(),
            rematch: RematchNews::default(),
            state: tokio::sync::Mutex::new(game),
        }
    }

    /// The game's changing state, for the hub's own changes and reads. Never held
    /// across an await on something that takes it again, nor while thinking.
    pub(super) async fn lock(&self) -> MutexGuard<'_, LiveGame> {
        self.state.lock().await
    }

    /// The game's changing state if nobody holds it now.
    pub(super) fn try_lock(&self) -> Option<MutexGuard<'_, LiveGame>> {
        self.state.try_lock().ok()
    }

    /// The account holding `seat` (its id and name), if one does.
    pub async fn holder(&self, seat: Seat) -> Option<(String, String)> {
        let g = self.lock().await;
        let id = g.holders.account_of(seat)?;
        Some((id, g.holders.name_of(seat).unwrap_or_default()))
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
        self.lock().await.view(observer, asked)
    }

    /// The record, where it may be shared (the game is over, or hides nothing).
    pub async fn shareable_record(&self) -> Result<GameRecord, ApiError> {
        Ok(self.lock().await.shareable_record()?.clone())
    }

    /// The record once the game is over (then public in every game); `None` while it
    /// is played.
    pub async fn finished_record(&self) -> Option<GameRecord> {
        let g = self.lock().await;
        g.is_over().then(|| g.record().clone())
    }

    /// Hear of every change: its event number.
    pub fn subscribe(&self) -> broadcast::Receiver<u64> {
        self.changes.subscribe()
    }

    /// The event number now: every change is announced under the lock, so it is the
    /// last one announced.
    pub async fn event(&self) -> u64 {
        self.lock().await.event_number()
    }

    /// Tell the watchers and the timer the game changed (or its seats' presence did).
    pub(super) fn announce(&self, g: &LiveGame) {
        self.clock_changed.notify_one();
        let _ = self.changes.send(g.event_number());
    }

    pub(super) fn watched(&self) -> bool {
        self.changes.receiver_count() > 0
    }
}

impl std::fmt::Debug for Live {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Live")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}
