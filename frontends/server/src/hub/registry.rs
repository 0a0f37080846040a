//! The games this instance holds in memory: loaded from the database on first use,
//! one at a time, and dropped again once nobody uses them.

use std::sync::Arc;
use std::time::Duration;

use cubist_core::{GameRecord, OptionPairs, Trust, RECORD_FORMAT};
use cubist_session::{Clock, Departure, Match, SessionError};

use super::base::Hub;
use super::holders::StoredHolders;
use super::live::Live;
use crate::error::ApiError;
use crate::store::{StoredDeparture, StoredGame};
use crate::words::phrase;

impl Hub {
    /// The game `id`, loaded and replayed from the database if need be.
    pub async fn get(self: &Arc<Self>, id: &str) -> Result<Arc<Live>, ApiError> {
        if let Some(live) = self.games.cached(id) {
            return Ok(live);
        }
        if id.is_empty() || id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(ApiError::not_found());
        }
        let _loading = self.games.loading.lock().await;
        if let Some(live) = self.games.cached(id) {
            return Ok(live);
        }
        let stored = self.store.load(id).await?.ok_or_else(ApiError::not_found)?;
        let seats = StoredHolders::of(&stored);
        let new = stored.new.clone();
        let turn_start = self.turn_start_here(stored.timing.turn_started_ms);
        let m = rebuild(stored, self.clock.clone(), turn_start)
            .await
            .map_err(|e| damaged(id, &e))?;
        let live = Arc::new(Live::new(&new, m, seats, self.now()));
        self.games.insert(live.clone());
        self.keep_time(&live);
        self.refresh_presence(&live, &mut *live.lock().await).await;
        self.drive(live.clone());
        Ok(live)
    }

    /// The game `id` if this instance holds it in memory.
    pub(crate) fn cached(&self, id: &str) -> Option<Arc<Live>> {
        self.games.cached(id)
    }

    /// Drop from memory every game nobody uses (see [`Registry::unload_idle`]): the
    /// database has all of it, and the next request replays it from there.
    pub fn unload_idle(&self) -> usize {
        let dropped = self.games.unload_idle();
        if dropped > 0 {
            tracing::debug!(dropped, held = self.games.len(), "idle games unloaded");
        }
        dropped
    }

    /// Sweep for idle games every `idle`: a game stays in memory between one and two
    /// such periods after its last use.
    pub async fn unload_idle_forever(self: Arc<Self>, idle: Duration) {
        let mut tick = tokio::time::interval(idle);
        tick.tick().await;
        loop {
            tick.tick().await;
            self.unload_idle();
        }
    }

    /// How many games this instance holds in memory.
    pub fn held_count(&self) -> usize {
        self.games.len()
    }

    /// Every game held in memory.
    pub fn held(&self) -> Vec<Arc<Live>> {
        self.games.all()
    }

    /// Drop a game from memory, so the next request replays it from the database.
    pub(super) fn forget(&self, id: &str) {
        self.games.remove(id);
    }
}

/// A stored game replayed into a match, its event number, departure and clocks as
/// stored; its running clocks count from `turn_start`. On a blocking thread: its
/// computer seats look at the game as they are built (the perfect player solves it).
pub(super) async fn rebuild(
    stored: StoredGame,
    clock: Arc<dyn Clock>,
    turn_start: Option<u64>,
) -> Result<Match, SessionError> {
    tokio::task::spawn_blocking(move || rebuild_now(stored, clock, turn_start))
        .await
        .map_err(|_| undecodable("its replay (the thread stopped)".into()))?
}

/// [`rebuild`]'s work.
fn rebuild_now(
    stored: StoredGame,
    clock: Arc<dyn Clock>,
    turn_start: Option<u64>,
) -> Result<Match, SessionError> {
    let options: OptionPairs = serde_json::from_str(&stored.new.options)
        .map_err(|e| undecodable(format!("its stored options ({e})")))?;
    let departure = departure_of(&stored.new.departure)
        .ok_or_else(|| undecodable(format!("its stand-in {:?}", stored.new.departure.stand_in)))?;
    let allowances = stored.timing.allowances.clone();
    let rated = stored.new.rated;
    let record = GameRecord {
        format: RECORD_FORMAT,
        game: stored.new.game,
        options,
        seed: stored.new.seed,
        seats: stored.new.players,
        actions: stored.actions,
        result: None,
        events: stored.events,
        clock: match stored.new.clock.as_deref() {
            Some(text) => Some(
                serde_json::from_str(text)
                    .map_err(|e| undecodable(format!("its stored time control ({e})")))?,
            ),
            None => None,
        },
    };
    let mut m = Match::resume(record, Trust::Remote)?;
    m.set_clock(clock);
    m.set_departure(departure)?;
    m.set_event_number(stored.event_number);
    m.set_rated(rated);
    if let Some(at) = turn_start {
        m.restart_turn(at);
    }
    if let Some(allowances) = allowances {
        m.set_allowances(&allowances);
    }
    Ok(m)
}

fn departure_of(d: &StoredDeparture) -> Option<Departure> {
    Some(Departure {
        away_ms: d.away_ms,
        stand_in: d.stand_in.parse().ok()?,
        hand_back: d.hand_back,
    })
}

/// A part of a stored game that does not decode: the game is refused, never played
/// with something else in its place.
fn undecodable(what: String) -> SessionError {
    SessionError::Io(std::io::Error::other(format!("{what} cannot be read")))
}

pub(super) fn damaged(id: &str, e: &SessionError) -> ApiError {
    tracing::error!(game = %id, error = %e, "a stored game does not replay");
    ApiError::new(
        axum::http::StatusCode::INTERNAL_SERVER_ERROR,
        // The details stay in the log: a replay error may name a secret action.
        phrase!("game-damaged", id = id),
    )
}
