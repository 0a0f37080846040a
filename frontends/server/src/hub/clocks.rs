//! Timed games on the server, which is the authority on their clocks: a timer per
//! real-time game in memory runs it out at its deadline; a sweep over the indexed
//! deadline column runs out the rest (correspondence games out of memory, a game
//! whose instance stopped). A timeout is stored with the same version check as a
//! move, so with several instances exactly one decides it. After a restart the time
//! the server was down is charged to nobody.

use std::sync::{Arc, Weak};
use std::time::Duration;

use cubist_session::Match;

use super::base::Hub;
use super::live::{Live, LiveGame};
use crate::store::Timing;

/// How often an instance says it is alive: after a restart, at most this much of the
/// time before it stopped is given back.
pub(super) const ALIVE_BEAT: Duration = Duration::from_secs(1);
/// The longest a game's timer sleeps before looking whether its game is still held.
const TIMER_NAP: Duration = Duration::from_secs(30);
/// The most games the sweep runs out at once.
const SWEEP_BATCH: usize = 64;

/// A timed match's clocks as stored with each change.
pub(super) fn timing_of(m: &Match) -> Timing {
    Timing {
        turn_started_ms: m.turn_started_ms(),
        deadline_ms: m.deadline_ms(),
        allowances: m.allowances(),
    }
}

impl Hub {
    /// Record every timeout due in `live`'s match now, stored (on a conflict the game
    /// is reloaded: another instance decided first), then announce it.
    pub async fn run_out(self: &Arc<Self>, live: &Arc<Live>) {
        let mut m = live.lock().await;
        let changed = self.apply_timeouts(live, &mut m).await;
        if changed {
            live.announce(&m);
            drop(m);
            self.drive(live.clone());
        }
    }

    /// The timeouts due in `m`, recorded and stored. Returns whether any was stored
    /// by this call (if another instance decided first, `m` was reloaded and its
    /// watchers told).
    pub(super) async fn apply_timeouts(&self, live: &Live, m: &mut LiveGame) -> bool {
        if m.deadline_ms().is_none_or(|d| d > self.now()) {
            return false;
        }
        let mut next = m.tentative();
        let events = next.check_time();
        if events.is_empty() {
            return false;
        }
        match self.persist_events(live, m, next, &events).await {
            Ok(()) => {
                crate::metrics::timeout_stored();
                true
            }
            Err(e) => {
                tracing::info!(game = %live.id, error = %e, "timeout stored elsewhere first");
                false
            }
        }
    }

    /// Keep time for a real-time game held in memory: wake at each deadline its
    /// announcements set, and run its clocks out. Ends when the game is over or no
    /// longer held.
    pub(super) fn keep_time(self: &Arc<Self>, live: &Arc<Live>) {
        if !live.timed {
            return;
        }
        let changed = live.clock_changed.clone();
        let weak: Weak<Live> = Arc::downgrade(live);
        let hub = Arc::downgrade(self);
        tokio::spawn(async move {
            loop {
                // The deadline as the match has it now; the game is not kept in
                // memory while the timer waits.
                let Some(live) = weak.upgrade() else { break };
                let (due, over) = {
                    let m = live.lock().await;
                    (m.deadline_ms().unwrap_or(0), m.is_over())
                };
                drop(live);
                let Some(now) = hub.upgrade().map(|h| h.now()) else {
                    break;
                };
                if over {
                    break;
                }
                let nap = match due {
                    0 => TIMER_NAP,
                    due => Duration::from_millis(due.saturating_sub(now)).min(TIMER_NAP),
                };
                tokio::select! {
                    _ = changed.notified() => continue,
                    _ = tokio::time::sleep(nap) => {}
                }
                let (Some(hub), Some(live)) = (hub.upgrade(), weak.upgrade()) else {
                    break;
                };
                if due != 0 && hub.now() >= due {
                    hub.run_out(&live).await;
                }
            }
        });
    }

    /// Run out every game past its stored deadline, every `every`, whether this
    /// instance holds it or not. Runs until the process ends.
    pub async fn sweep_clocks_forever(self: Arc<Self>, every: Duration) {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let due = match self.store.due(self.now(), SWEEP_BATCH).await {
                Ok(ids) => ids,
                Err(e) => {
                    tracing::warn!(error = %e, "looking for clocks run out failed");
                    continue;
                }
            };
            for id in due {
                match self.get(&id).await {
                    Ok(live) => self.sweep_one(&live).await,
                    Err(e) => tracing::warn!(game = %id, error = %e.message, "timeout not decided"),
                }
            }
        }
    }

    /// A game the database says is past its deadline: run out, or, if its turn was
    /// moved on by a restart, its stored deadline put right.
    async fn sweep_one(self: &Arc<Self>, live: &Arc<Live>) {
        self.run_out(live).await;
        let m = live.lock().await;
        if m.deadline_ms().is_some_and(|d| d > self.now()) {
            let retimed = self
                .store
                .retime(&live.id, m.event_number(), timing_of(&m))
                .await;
            if let Err(e) = retimed {
                tracing::warn!(game = %live.id, error = %e, "deadline not stored");
            }
        }
    }

    /// Say every [`ALIVE_BEAT`] that this instance is alive. After a silence long
    /// enough for others to take it as stopped, its sockets are stored again. Runs
    /// until the process ends.
    pub async fn stay_alive_forever(self: Arc<Self>) {
        let mut tick = tokio::time::interval(ALIVE_BEAT);
        let mut last: Option<tokio::time::Instant> = None;
        let mut last_stamp = 0;
        loop {
            tick.tick().await;
            // Every beat stores a new stamp, even under a clock that stands still
            // (as a test's does): others take an unmoved stamp as a stopped instance.
            let stamp = self.now().max(last_stamp + 1);
            last_stamp = stamp;
            if let Err(e) = self.store.alive(&self.instance, stamp).await {
                tracing::warn!(error = %e, "alive stamp not stored");
                continue;
            }
            crate::metrics::alive(stamp);
            let now = tokio::time::Instant::now();
            let silent = last.is_some_and(|l| now.duration_since(l) >= self.lapse);
            if silent && self.store.shared() {
                tracing::warn!(
                    "this instance was silent past the lapse: storing its sockets again"
                );
                self.restore_presence().await;
            }
            last = Some(now);
        }
    }

    /// Before this instance says it is alive: when the site was last alive, if it
    /// was down since, so that the time it was down is charged to nobody.
    pub async fn note_downtime(&self) {
        match self.store.last_alive().await {
            Ok(last) => {
                // Another instance alive within two beats: the site was never down.
                let down =
                    last.filter(|&l| l + 2 * ALIVE_BEAT.as_millis() as u64 <= self.started_ms);
                let _ = self.last_alive.set(down);
            }
            Err(e) => tracing::warn!(error = %e, "last alive stamp not read"),
        }
    }

    /// When a stored turn counts as started here: as stored, moved on by the time the
    /// site was down if it began before this instance started. The time the turn ran
    /// before the site went down stays charged (to within [`ALIVE_BEAT`]).
    pub(super) fn turn_start_here(&self, stored: Option<u64>) -> Option<u64> {
        let started = stored?;
        if started >= self.started_ms {
            return Some(started);
        }
        match self.last_alive.get().copied().flatten() {
            Some(alive) if started <= alive => Some(started + (self.started_ms - alive)),
            // Begun after the last stamp, as the site went down: nothing ran before.
            Some(_) => Some(self.started_ms),
            // The site was not down (or never said when it was alive).
            None => Some(started),
        }
    }
}
