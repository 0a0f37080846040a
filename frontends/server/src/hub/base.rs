//! The hub itself: what it holds and the times it keeps, made once at start, and the
//! reads every file of the hub shares. What it does is in the files beside this one.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use cubist_ai::pace::{Pace, Pacing, Priority, DEFAULT_SLICE};
use cubist_session::{Clock, Departure};

use super::created::Created;
use super::games::Registry;
use super::thinking::ComputerLimits;
use crate::store::SqlStore;
use crate::tokens;
use crate::wire::SeatRules;

/// Times the hub keeps.
#[derive(Clone)]
pub struct HubTimes {
    /// How long a lease lasts without renewal.
    pub lease: Duration,
    /// The away time of games created without one.
    pub away: Duration,
    /// Where away times are read.
    pub clock: Arc<dyn Clock>,
    /// How long another instance's alive stamp may stand still before its sockets
    /// are taken as gone.
    pub lapse: Duration,
}

/// Every game in play, loaded from the database on first use.
pub struct Hub {
    pub store: Arc<SqlStore>,
    pub(super) games: Registry,
    /// The run tokens every search of this instance takes turns for, game by game:
    /// one game's long search does not hold up another's short one.
    pub(super) pace: Pace,
    /// What computers may think, and when an unattended game stops.
    pub(super) thinking: ComputerLimits,
    /// The games with computer seats each account created here (see `allowance.rs`).
    pub(super) created: Created,
    /// This instance's name in leases, presence and logs: new at every start.
    pub(super) instance: String,
    pub(super) lease: Duration,
    pub(super) away: Duration,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) lapse: Duration,
    /// When this instance started: nobody is counted away from before then.
    pub(super) started_ms: u64,
    /// When the site was last alive before this instance started (see `clocks.rs`).
    pub(super) last_alive: OnceLock<Option<u64>>,
}

impl Hub {
    /// A hub on `store`, thinking as `cubist serve` does by default.
    pub fn new(store: Arc<SqlStore>, times: HubTimes) -> Arc<Hub> {
        Hub::with_thinking(store, times, ComputerLimits::default())
    }

    /// A hub on `store` whose computers think within `thinking`.
    pub fn with_thinking(
        store: Arc<SqlStore>,
        times: HubTimes,
        thinking: ComputerLimits,
    ) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            games: Registry::default(),
            pace: Pace::niced(thinking.threads, DEFAULT_SLICE, thinking.nice),
            thinking,
            created: Created::default(),
            instance: tokens::new_id(),
            lease: times.lease,
            away: times.away,
            lapse: times.lapse,
            started_ms: times.clock.now_ms(),
            clock: times.clock,
            last_alive: OnceLock::new(),
        })
    }

    /// Search threads waiting for a turn on this instance's thinking pool now.
    pub fn thinking_waiting(&self) -> usize {
        self.pace.waiting()
    }

    /// The time search threads of this instance have waited for a turn, all told.
    pub fn thinking_waited(&self) -> std::time::Duration {
        self.pace.waited()
    }

    /// Search threads that may run at once on this instance.
    pub fn thinking_threads(&self) -> usize {
        self.pace.tokens()
    }

    /// A place in this instance's thinking pool for background work named `what` (a
    /// game's review): at low priority, so that it never holds up a game's own
    /// thinking, which is served first whenever it waits.
    pub fn background_pacing(&self, what: &str) -> Pacing {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        ("background", what).hash(&mut h);
        Pacing::with_priority(self.pace.clone(), h.finish(), Priority::Low)
    }

    /// Games held in memory, and how many of them are not over.
    pub async fn games_held_running(&self) -> (usize, usize) {
        let held = self.games.all();
        let mut running = 0;
        for live in &held {
            if !live.lock().await.is_over() {
                running += 1;
            }
        }
        (held.len(), running)
    }

    /// This instance's name in leases and logs.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// Create a game from a client's request; `me` is the signed-in creator, who
    /// A new game's match and creation row (with a new id and seed, and no seat
    /// tokens yet), checked but not stored: [`Hub::create`] stores it alone, pairing
    /// Put a stored new game in play on this instance: held in memory, its clocks
    /// The time on the hub's clock, in ms since the epoch.
    pub(super) fn now(&self) -> u64 {
        self.clock.now_ms()
    }

    /// The platform's rules of a game that sets none of its own (and of every rated
    /// or seek-made game).
    pub fn default_rules(&self) -> SeatRules {
        let departure = Departure {
            away_ms: self.away.as_millis() as u64,
            ..Departure::default()
        };
        SeatRules {
            away_ms: departure.away_ms,
            stand_in: departure.stand_in.to_string(),
            hand_back: departure.hand_back,
        }
    }

    /// The away time of games that set none (every seek-made game's).
    pub fn away_ms(&self) -> u64 {
        self.away.as_millis() as u64
    }

    /// The time on the hub's clock, in ms since the epoch.
    pub fn now_ms(&self) -> u64 {
        self.now()
    }

    /// A place in this instance's thinking pool for one analysis asked by `client`:
    /// one address's analyses take turns as one game's searches do.
    pub fn analysis_pacing(&self, client: &impl std::hash::Hash) -> cubist_ai::pace::Pacing {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        ("analysis", client).hash(&mut h);
        cubist_ai::pace::Pacing::new(self.pace.clone(), h.finish())
    }
}
