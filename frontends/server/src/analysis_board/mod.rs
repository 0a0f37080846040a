//! The analysis board (docs/analysis.md, "The analysis board"): any position of any
//! game, a line played from it by either side, and the engine's best three moves
//! there ([`api`]). The session plays the line and asks the engine
//! (`cubist_session::analysis_board`); this module keeps the engine within a guest's budget,
//! on the instance's thinking pool, and limits each address's requests.

pub mod api;
pub mod wire;

use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;

use cubist_ai::AgentSpec;

use crate::limit::Bucket;

/// Analyses an address may ask for at once by default, then one per
/// [`ANALYSIS_EVERY`]: enough for a player stepping through a game, not for a program
/// mining the engine.
pub const ANALYSIS_BURST: u32 = 30;
pub const ANALYSIS_EVERY: Duration = Duration::from_secs(1);

/// The level the board's engine plays unless the site names another: modest, on one
/// thread, within what a guest's computer may think.
pub const DEFAULT_ANALYSIS_LEVEL: &str = "medium";

/// The engine's level and each address's requests.
pub struct Analyst {
    pub level: AgentSpec,
    limits: Mutex<Bucket<IpAddr>>,
}

impl Analyst {
    /// The engine at `level`; `burst` analyses per address at once.
    pub fn new(level: AgentSpec, burst: u32) -> Self {
        Analyst {
            level,
            limits: Mutex::new(Bucket::new(burst, ANALYSIS_EVERY)),
        }
    }

    /// Count one request of `client` at `now_ms`, or say how long it must wait.
    pub(crate) fn take(&self, client: IpAddr, now_ms: u64) -> Result<(), Duration> {
        self.limits
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take(&client, now_ms)
    }
}
