//! The analysis board (docs/analysis.md, "The analysis board"): any position of any
//! game, a line played from it by either side, and the engine's best three moves
//! there ([`api`]). The session plays the line and asks the engine
//! (`cubist_session::analysis_board`); this module keeps the engine within a guest's
//! budget and the instance's memory, on the instance's thinking pool, limits each
//! address's requests, and keeps the engine away from positions of running games
//! ([`guard`]).

pub mod api;
mod guard;
mod room;
pub mod wire;

use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;

use cubist_ai::AgentSpec;

use crate::limit::Bucket;
use room::{Admission, NoRoom, Room};
pub use room::{ANALYSIS_MB, DEFAULT_ANALYSIS_MEMORY_MB, PER_ADDRESS};

/// Analyses an address may ask for at once by default, then one per
/// [`ANALYSIS_EVERY`]: enough for a player stepping through a game, not for a program
/// mining the engine.
pub const ANALYSIS_BURST: u32 = 30;
pub const ANALYSIS_EVERY: Duration = Duration::from_secs(1);

/// The level the board's engine plays unless the site names another: modest, on one
/// thread, within what a guest's computer may think.
pub const DEFAULT_ANALYSIS_LEVEL: &str = "medium";

/// The engine's level, each address's requests and the analyses running.
pub struct Analyst {
    pub level: AgentSpec,
    limits: Mutex<Bucket<IpAddr>>,
    room: Room,
}

impl Analyst {
    /// The engine at `level`; `burst` analyses per address in a row; at most
    /// `memory_mb` of memory for the analyses running at once, and at most `threads`
    /// of them.
    pub fn new(level: AgentSpec, burst: u32, memory_mb: u64, threads: usize) -> Self {
        Analyst {
            level,
            limits: Mutex::new(Bucket::new(burst, ANALYSIS_EVERY)),
            room: Room::new(memory_mb, threads),
        }
    }

    /// Count one request of `client` at `now_ms`, or say how long it must wait.
    pub(crate) fn take(&self, client: IpAddr, now_ms: u64) -> Result<(), Duration> {
        self.limits
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take(&client, now_ms)
    }

    /// A place for one analysis of `client` while it runs, if there is room.
    fn admit(&self, client: IpAddr) -> Result<Admission, NoRoom> {
        self.room.admit(client)
    }
}
