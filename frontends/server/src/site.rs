//! What most features read and nothing else owns: the database and the clock.
//!
//! Handlers take the part of the application state they need (axum's `FromRef`):
//! this, a feature's own state, or the hub of live games; none takes the whole.

use std::sync::Arc;

use cubist_session::Clock;

use crate::store::SqlStore;

/// The database and the clock, for handlers and features that need both.
#[derive(Clone)]
pub struct Site {
    pub store: Arc<SqlStore>,
    pub clock: Arc<dyn Clock>,
}

impl Site {
    /// The time on the server's clock, in ms since the epoch.
    pub fn now_ms(&self) -> u64 {
        self.clock.now_ms()
    }
}
