//! When a game's first running clock runs out: set from the match after each change,
//! read by the game's timer (see `clocks.rs`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use cubist_session::Match;
use tokio::sync::Notify;

/// When a game's first running clock runs out, for its timer.
#[derive(Default)]
pub struct Alarm {
    /// Ms since the epoch; 0 while no clock runs.
    due: AtomicU64,
    over: AtomicBool,
    changed: Notify,
}

impl Alarm {
    /// Set from the match after a change.
    pub(super) fn set(&self, m: &Match) {
        self.due
            .store(m.deadline_ms().unwrap_or(0), Ordering::Release);
        self.over.store(m.is_over(), Ordering::Release);
        self.changed.notify_one();
    }

    /// The deadline, in ms since the epoch; 0 while no clock runs.
    pub(super) fn due(&self) -> u64 {
        self.due.load(Ordering::Acquire)
    }

    /// The game is over: its timer may stop.
    pub(super) fn over(&self) -> bool {
        self.over.load(Ordering::Acquire)
    }

    /// Wait until the alarm is set again.
    pub(super) async fn changed(&self) {
        self.changed.notified().await;
    }
}
