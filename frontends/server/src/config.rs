//! How a server is run: its address, database, limits and times.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use cubist_session::{system_clock, Clock};

/// How the server is run. [`Config::new`] gives the defaults of `cubist serve`.
#[derive(Clone)]
pub struct Config {
    pub addr: SocketAddr,
    /// `sqlite:PATH` or `postgres://…`.
    pub db: String,
    pub limits: Limits,
    /// How long an instance's claim on moving a game's computer seats lasts without
    /// renewal: another instance takes the game over this long after the first stops.
    pub lease: Duration,
    /// How long a game nobody uses stays in memory (between one and two such periods;
    /// it is replayed from the database when next asked for).
    pub idle: Duration,
    /// How long a seat may be away (no page or socket holding its token) before another
    /// player may claim it, in games created without an away time of their own.
    pub away: Duration,
    /// Where the server reads the time for away times: the system's clock, or a
    /// test's hand-moved one.
    pub clock: Arc<dyn Clock>,
    /// How often the database is swept for games whose clock ran out (games in
    /// memory also have a timer of their own).
    pub sweep: Duration,
    /// How long a seek stays open without its seeker polling it.
    pub seek_ttl: Duration,
    /// How long another instance's alive stamp (renewed every second) may stand still
    /// before the sockets it held are taken as gone and its seats shown offline.
    pub lapse: Duration,
    /// Mark session cookies `Secure`: browsers then send them only over HTTPS (set
    /// it when the site is served over TLS, directly or behind a proxy).
    pub secure_cookies: bool,
    /// What computer players may think, and on how many threads.
    pub thinking: Thinking,
}

/// Computer players under a budget: one pool of threads for every game's searches,
/// what a guest's computer may think, how many computers an account may keep
/// thinking, and when a game nobody attends stops thinking.
#[derive(Clone, Copy, Debug)]
pub struct Thinking {
    /// Search threads working at once, across all games (taking turns, game by game).
    pub threads: usize,
    /// The largest time a guest's computer may think a move (on one thread).
    pub guest: Duration,
    /// Computer seats an account may have in running games it created at once.
    pub account_seats: usize,
    /// A game with no person connected and no person's request for this long stops
    /// thinking until a person comes back.
    pub idle_pause: Duration,
}

impl Default for Thinking {
    fn default() -> Thinking {
        Thinking {
            threads: cubist_ai::levels::all_cores(),
            guest: DEFAULT_GUEST_THINK,
            account_seats: DEFAULT_ACCOUNT_THINKING,
            idle_pause: DEFAULT_IDLE_PAUSE,
        }
    }
}

/// What a guest's computer may think a move, unless told otherwise.
pub const DEFAULT_GUEST_THINK: Duration = Duration::from_millis(1000);
/// Computer seats an account may keep thinking, unless told otherwise.
pub const DEFAULT_ACCOUNT_THINKING: usize = 2;
/// How long a game nobody attends keeps thinking, unless told otherwise.
pub const DEFAULT_IDLE_PAUSE: Duration = Duration::from_secs(600);

impl Config {
    /// The defaults of `cubist serve`, on database `db` at `addr`.
    pub fn new(addr: SocketAddr, db: impl Into<String>) -> Config {
        Config {
            addr,
            db: db.into(),
            limits: Limits {
                rate: 100,
                burst: 200,
            },
            lease: Duration::from_millis(5_000),
            idle: Duration::from_millis(600_000),
            away: DEFAULT_AWAY,
            clock: system_clock(),
            sweep: DEFAULT_SWEEP,
            seek_ttl: DEFAULT_SEEK_TTL,
            lapse: DEFAULT_LAPSE,
            secure_cookies: false,
            thinking: Thinking::default(),
        }
    }
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("limits", &self.limits)
            .field("lease", &self.lease)
            .field("idle", &self.idle)
            .field("away", &self.away)
            .field("secure_cookies", &self.secure_cookies)
            .field("thinking", &self.thinking)
            .finish_non_exhaustive()
    }
}

/// How often the database is swept for clocks run out, unless told otherwise.
pub const DEFAULT_SWEEP: Duration = Duration::from_secs(1);
/// How long a seek stays open unpolled, unless told otherwise.
pub const DEFAULT_SEEK_TTL: Duration = Duration::from_secs(30);

/// How long an instance may be silent before others take it as stopped.
pub const DEFAULT_LAPSE: Duration = Duration::from_secs(5);

/// The shortest sweep period accepted.
pub const MIN_SWEEP: Duration = Duration::from_millis(10);

/// The shortest lease accepted.
pub const MIN_LEASE: Duration = Duration::from_millis(100);
/// A seat's away time unless the server or the game says otherwise.
pub const DEFAULT_AWAY: Duration = Duration::from_secs(60);
/// The shortest away time a server or a game may set (tests use short ones).
pub const MIN_AWAY: Duration = Duration::from_millis(100);
/// The longest away time a game may set: a week.
pub const MAX_AWAY: Duration = Duration::from_secs(7 * 24 * 3600);

/// Requests a client address may make: a burst, refilled at a rate per second.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub rate: u32,
    pub burst: u32,
}
