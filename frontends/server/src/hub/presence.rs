//! Who is there: a seat is online while a socket holds its token, on this instance or
//! another. Each change is stored (so every instance and a claim see it), announced to
//! the watchers, and may hand a claimed seat back; an offline seat's watchers hear
//! again when its away time has passed, since it may be claimed from then on.

use std::sync::Arc;
use std::time::Duration;

use cubist_core::Seat;
use tokio::sync::MutexGuard;

use super::base::Hub;
use super::live::{Live, LiveGame};

/// How often an instance says it still holds its sockets.
const BEAT: Duration = Duration::from_secs(5);
/// A socket an instance has not spoken of for this long is taken as gone.
pub(super) const FRESH_MS: u64 = 3 * BEAT.as_millis() as u64;
impl Hub {
    /// A socket holding `seat`'s token opened: counted once its presence is stored
    /// (memory follows the database). Returns whether it was: only a counted socket
    /// is counted out again (see [`Hub::disconnected`]).
    pub async fn connected(self: &Arc<Self>, live: &Arc<Live>, seat: Seat) -> bool {
        let mut g = live.lock().await;
        let sockets = g.holders().sockets(seat) + 1;
        if !self.store_presence(live, seat, sockets).await {
            return false;
        }
        g.count_socket(seat, 1);
        if sockets == 1 {
            self.presence_changed(live, g, seat, true).await;
        }
        true
    }

    /// A counted socket holding `seat`'s token closed. It is counted out even if the
    /// database refused the new count: the socket is gone either way, and the stored
    /// count is put right by the next one stored.
    pub async fn disconnected(self: &Arc<Self>, live: &Arc<Live>, seat: Seat) {
        let mut g = live.lock().await;
        let sockets = g.holders().sockets(seat).saturating_sub(1);
        self.store_presence(live, seat, sockets).await;
        g.count_socket(seat, -1);
        if sockets == 0 {
            self.presence_changed(live, g, seat, false).await;
        }
    }

    /// Store this instance's count of sockets on `seat`: whether it was stored.
    async fn store_presence(&self, live: &Live, seat: Seat, sockets: u32) -> bool {
        let stored = self
            .store
            .set_presence(&live.id, seat, &self.instance, sockets, self.now())
            .await;
        if let Err(e) = &stored {
            tracing::warn!(game = %live.id, error = %e, "presence not stored");
        }
        stored.is_ok()
    }

    /// The seat's presence as every instance knows it, into the match; a claimed seat
    /// whose player is back is handed back (stored as a seat event). Then the
    /// watchers hear of it.
    async fn presence_changed(
        self: &Arc<Self>,
        live: &Arc<Live>,
        mut m: MutexGuard<'_, LiveGame>,
        seat: Seat,
        here: bool,
    ) {
        let online = here || (self.store.shared() && self.online_elsewhere(live, seat).await);
        let mut next = m.tentative();
        let events = next.set_online(seat, online);
        if let Err(e) = self.persist_events(live, &mut m, next, &events).await {
            // The hand-back was not stored; the presence, which is not, holds.
            tracing::warn!(game = %live.id, error = %e, "handing a seat back failed");
            m.set_presence(seat, online, self.now());
        }
        if !online {
            self.wake_when_away(live, m.departure().away_ms);
        }
        live.announce(&m);
        drop(m);
        self.drive(live.clone());
    }

    async fn online_elsewhere(&self, live: &Live, seat: Seat) -> bool {
        let n = seat + 1;
        match self.store.presence(&live.id, n, self.now(), FRESH_MS).await {
            Ok(p) => p[seat].online,
            Err(_) => false,
        }
    }

    /// Every seat's presence as stored by every instance, into `m`: online if a socket
    /// holds it here or on another instance; offline since it was last held, but never
    /// since before this instance started or this match last saw it.
    pub(super) async fn refresh_presence(&self, live: &Live, m: &mut LiveGame) {
        let seats = m.players().len();
        let stored = match self
            .store
            .presence(&live.id, seats, self.now(), FRESH_MS)
            .await
        {
            Ok(p) => p,
            Err(e) => {
                tracing::warn!(game = %live.id, error = %e, "presence not read");
                return;
            }
        };
        for (seat, p) in stored.into_iter().enumerate() {
            let online = p.online || m.holders().sockets(seat) > 0;
            let (was_online, was_since) = m.presence(seat).unwrap_or((false, 0));
            if online != was_online {
                m.set_presence(seat, online, self.now());
            } else if !online {
                // The latest of: last held anywhere, this instance's start, and when
                // this match last saw it change.
                let since = p.since_ms.unwrap_or(0).max(self.started_ms).max(was_since);
                m.set_presence(seat, false, since);
            }
        }
    }

    /// Tell the game's watchers again once `away_ms` has passed: an offline seat may
    /// be claimed from then on.
    fn wake_when_away(self: &Arc<Self>, live: &Arc<Live>, away_ms: u64) {
        // A weak handle: waiting does not keep an idle game in memory.
        let live = Arc::downgrade(live);
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(away_ms.saturating_add(20))).await;
            if let Some(live) = live.upgrade() {
                let m = live.lock().await;
                live.announce(&m);
            }
        });
    }

    /// Store again every socket this instance holds: after it was silent so long
    /// that other instances took its sockets as gone.
    pub(super) async fn restore_presence(&self) {
        for live in self.held() {
            let g = live.lock().await;
            for seat in 0..g.holders().len() {
                let sockets = g.holders().sockets(seat);
                if sockets > 0 {
                    self.store_presence(&live, seat, sockets).await;
                }
            }
        }
    }

    /// Say every `BEAT` that this instance still holds its sockets, so that other
    /// instances take them as gone once it stops. Runs until the process ends.
    pub async fn renew_presence_forever(self: Arc<Self>) {
        let mut tick = tokio::time::interval(BEAT);
        loop {
            tick.tick().await;
            if let Err(e) = self.store.renew_presence(&self.instance, self.now()).await {
                tracing::warn!(error = %e, "presence not renewed");
            }
        }
    }
}
