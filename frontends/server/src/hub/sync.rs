//! Other instances' changes: reloading from the database, catching up on actions,
//! taking over games whose instance stopped, and taking up games after a restart.

use std::sync::Arc;
use std::time::Duration;

use cubist_core::RecordedAction;

use super::base::Hub;
use super::holders::StoredHolders;
use super::live::{Live, LiveGame};
use super::registry::{damaged, rebuild};
use crate::error::ApiError;
use crate::store::now_ms;

/// What another instance announced it changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Announced {
    /// Actions were stored: the game has `events` changes, `ply` actions.
    Actions { events: u64 },
    /// Actions were taken back, or seats changed: reload.
    Other,
    /// A seat's presence changed.
    Presence,
    /// A rematch was offered (or made).
    Rematch,
    /// A chat message was stored.
    Chat,
}

impl Hub {
    /// Make `m` what the database holds (another instance may have moved, taken back
    /// or recorded seat events). Returns whether the game changed; the seats' tokens
    /// are brought up to date either way.
    pub(super) async fn reload_into(
        &self,
        live: &Live,
        m: &mut LiveGame,
    ) -> Result<bool, ApiError> {
        self.reload(live, m, false).await
    }

    /// As [`Hub::reload_into`]; with `whole`, the match is rebuilt even if it has
    /// every stored change (a timed game's clocks come from the database).
    async fn reload(&self, live: &Live, m: &mut LiveGame, whole: bool) -> Result<bool, ApiError> {
        let stored = self
            .store
            .load(&live.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        let holders = StoredHolders::of(&stored);
        let same = stored.event_number == m.event_number()
            && stored.actions.len() == m.ply()
            && stored
                .actions
                .iter()
                .zip(&m.record().actions)
                .all(|(a, done)| a.seat == done.seat && a.action == done.action);
        if !same || whole {
            let id = live.id.clone();
            let turn_start = stored.timing.turn_started_ms;
            let rebuilt = rebuild(stored, self.clock.clone(), turn_start).await;
            m.reload(rebuilt.map_err(|e| damaged(&id, &e))?);
        }
        m.follow(holders);
        Ok(!same)
    }

    /// Play the actions stored after those `m` has (by another instance). Returns
    /// whether there were any; a history that does not follow on from this one is
    /// reloaded whole.
    async fn apply_newer(&self, live: &Live, m: &mut LiveGame) -> Result<bool, ApiError> {
        if m.time_control().is_some() {
            // The clocks as the instance that stored the actions left them.
            let ply = m.ply();
            self.reload(live, m, true).await?;
            return Ok(m.ply() != ply);
        }
        let newer: Vec<RecordedAction> = self.store.actions_since(&live.id, m.ply()).await?;
        if newer.is_empty() {
            return Ok(false);
        }
        if let Err(e) = m.catch_up(&newer) {
            tracing::warn!(game = %live.id, error = %e, "stored actions do not follow on: reloading");
            return self.reload_into(live, m).await;
        }
        Ok(true)
    }

    /// After a write the database refused: reload the game from it and tell its
    /// watchers, or, if even that fails, drop it from memory.
    pub(super) async fn recover(&self, live: &Live, m: &mut LiveGame) {
        match self.reload_into(live, m).await {
            Ok(changed) => {
                if changed {
                    live.announce(m);
                }
            }
            Err(e) => {
                tracing::warn!(game = %live.id, error = %e.message, "reload failed");
                self.forget(&live.id);
            }
        }
    }

    /// Another instance stored a change: reload the game unless this instance already
    /// has it, tell the watchers, and move the computer seats if they are now to act.
    pub async fn catch_up(self: &Arc<Self>, live: Arc<Live>, what: Announced) {
        let mut m = live.lock().await;
        let caught = match what {
            Announced::Actions { events } if m.event_number() >= events => Ok(false),
            Announced::Actions { .. } => self.apply_newer(&live, &mut m).await,
            Announced::Other => self.reload_into(&live, &mut m).await,
            Announced::Presence => {
                self.refresh_presence(&live, &mut m).await;
                Ok(true)
            }
            Announced::Rematch => self.tell_rematch(&live, &mut m).await.map(|()| false),
            // The chat feature delivers it (see `follow.rs`).
            Announced::Chat => Ok(false),
        };
        match caught {
            Ok(true) => live.announce(&m),
            Ok(false) => {}
            Err(e) => tracing::warn!(game = %live.id, error = %e.message, "catching up failed"),
        }
        drop(m);
        self.drive(live);
    }

    /// A client saw more actions than this instance has: another instance stored them
    /// and its announcement is still on the way. Read them now rather than refuse the
    /// client's request as stale.
    pub(super) async fn catch_up_to(&self, live: &Live, m: &mut LiveGame, seen: Option<usize>) {
        if !self.store.shared() || seen.is_none_or(|s| s <= m.ply()) {
            return;
        }
        match self.apply_newer(live, m).await {
            Ok(true) => live.announce(m),
            Ok(false) => {}
            Err(e) => tracing::warn!(game = %live.id, error = %e.message, "catching up failed"),
        }
    }

    /// Reload every game held (announcements may have been missed).
    pub async fn catch_up_all(self: &Arc<Self>) {
        for live in self.held() {
            self.catch_up(live, Announced::Other).await;
        }
    }

    /// Games whose lease expired (the instance moving them stopped): reload each from
    /// the database and move its computer seats here. Runs until the process ends.
    pub async fn take_over_forever(self: Arc<Self>) {
        let mut tick = tokio::time::interval((self.lease / 2).max(Duration::from_millis(50)));
        loop {
            tick.tick().await;
            let expired = match self.store.expired(now_ms(), 64).await {
                Ok(ids) => ids,
                Err(e) => {
                    tracing::warn!(error = %e, "looking for expired leases failed");
                    continue;
                }
            };
            for id in expired {
                if let Err(e) = self.take_over(&id).await {
                    tracing::warn!(game = %id, error = %e.message, "taking over failed");
                }
            }
        }
    }

    async fn take_over(self: &Arc<Self>, id: &str) -> Result<(), ApiError> {
        let live = self.get(id).await?;
        let mut m = live.lock().await;
        if self.reload_into(&live, &mut m).await? {
            live.announce(&m);
        }
        if m.computers_to_act().is_empty() {
            // Left behind by an instance that stopped between its move and the lease.
            self.store.release_expired(id, now_ms()).await?;
            return Ok(());
        }
        drop(m);
        tracing::info!(game = %id, "taking over an expired lease");
        self.drive(live);
        Ok(())
    }

    /// After a restart: take up every running game whose computer seats have to move
    /// and that someone attends: a person present (a socket open on it, on any
    /// instance), or, in a game with a person's seat, a clock running (it must still
    /// run out). A game of computers only comes back for a watcher alone, clock or
    /// not. The others wait for a person to ask for them: games a visitor started and
    /// left do not all start thinking at once.
    pub async fn resume_running(self: &Arc<Self>) -> Result<usize, ApiError> {
        let mut resumed = 0;
        for listed in self
            .store
            .list(crate::store::Status::Running, false, usize::MAX >> 1)
            .await?
        {
            let person_seat = listed.players.iter().any(|p| p == "human");
            let computers = listed.players.iter().any(|p| p != "human") || listed.seat_events;
            let timed = person_seat && listed.clock.is_some();
            if computers && (timed || self.someone_there(&listed).await) {
                let live = self.get(&listed.id).await?;
                if !live.lock().await.computers_to_act().is_empty() {
                    resumed += 1;
                }
            }
        }
        Ok(resumed)
    }

    /// Whether a socket holds a seat of the listed game, on any instance, as stored.
    async fn someone_there(&self, listed: &crate::store::Listed) -> bool {
        let seats = listed.players.len();
        match self
            .store
            .presence(&listed.id, seats, self.now(), super::presence::FRESH_MS)
            .await
        {
            Ok(p) => p.iter().any(|s| s.online),
            Err(e) => {
                tracing::warn!(game = %listed.id, error = %e, "presence not read");
                false
            }
        }
    }
}
