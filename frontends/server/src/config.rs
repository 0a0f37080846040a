//! How a server is run: its address, database, limits and times.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use cubist_session::{system_clock, Clock};

use crate::accounts::{Pause, SignUpLimits};

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
    /// How connections are limited: timeouts, sizes, counts, trusted proxies.
    pub connections: Connections,
    /// Sign-ups an hour, per client address and for the whole site.
    pub sign_ups: SignUpLimits,
    /// How a sign-in's answer is held back after failures on its name: the system's
    /// timer, or a test's own.
    pub pause: Arc<dyn Pause>,
    /// What computer players may think, and on how many threads.
    pub thinking: Thinking,
    /// Serve `GET /metrics` on this address of its own, and not on [`Self::addr`].
    pub metrics_addr: Option<SocketAddr>,
    /// Without [`Self::metrics_addr`]: addresses besides loopback that may read
    /// `GET /metrics` on the public address (others are answered 404).
    pub metrics_allow: Vec<IpAddr>,
    /// Send mail (address verification, password resets) this way; `None`: the site
    /// sends none, and nothing mentions e-mail.
    pub mail: Option<crate::mail::MailConfig>,
    /// The puzzle sets served: the shipped ones ([`crate::puzzles::shipped`]) unless a
    /// site names others. Checked and loaded into the database at start.
    pub puzzle_sets: Vec<crate::puzzles::PuzzleSet>,
    /// The level of the analysis board's engine where nothing exact is known; it must
    /// be one a guest's computer may play (checked at start).
    pub analysis_level: cubist_ai::AgentSpec,
    /// Analyses an address may ask for at once, then one a second
    /// ([`crate::analysis::ANALYSIS_BURST`] unless a test needs more).
    pub analysis_burst: u32,
    /// Reviews of finished games: the level, the queue and the limits.
    pub reviews: ReviewLimits,
}

/// Reviews of finished games (`POST /api/games/{id}/review`, docs/analysis.md): run in
/// the background on the thinking pool at low priority, one per game at a time
/// across instances.
#[derive(Clone, Debug)]
pub struct ReviewLimits {
    /// The level that searches where nothing exact is known.
    pub level: cubist_ai::AgentSpec,
    /// Where the endgame tables are read.
    pub tables: cubist_session::review::TableSource,
    /// Reviews this instance holds at once, queued or running; one more is refused
    /// (503) until one ends.
    pub queue: usize,
    /// Reviews this instance runs at once (the rest of its queue waits).
    pub running: usize,
    /// Reviews an account, or the guests of one address, may have queued or running at
    /// once, across instances.
    pub per_account: usize,
    /// How long a review's claim lasts without renewal: another instance may take a
    /// review over this long after the one running it stopped.
    pub lease: Duration,
}

impl Default for ReviewLimits {
    fn default() -> Self {
        ReviewLimits {
            level: DEFAULT_REVIEW_LEVEL.parse().expect("a level"),
            tables: cubist_session::review::TableSource::Default,
            queue: DEFAULT_REVIEW_QUEUE,
            running: DEFAULT_REVIEWS_RUNNING,
            per_account: DEFAULT_REVIEWS_PER_ACCOUNT,
            lease: DEFAULT_REVIEW_LEASE,
        }
    }
}

/// The review level unless told otherwise.
pub const DEFAULT_REVIEW_LEVEL: &str = "hard";
/// Reviews an instance holds at once unless told otherwise.
pub const DEFAULT_REVIEW_QUEUE: usize = 32;
/// Reviews an instance runs at once unless told otherwise.
pub const DEFAULT_REVIEWS_RUNNING: usize = 2;
/// Reviews an account may have under way unless told otherwise.
pub const DEFAULT_REVIEWS_PER_ACCOUNT: usize = 2;
/// How long a review's claim lasts without renewal unless told otherwise.
pub const DEFAULT_REVIEW_LEASE: Duration = Duration::from_secs(30);

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
    /// The nice value of search threads (Linux; 0: as the server's own threads): the
    /// server's own threads (requests, sockets, the database writer) come first when
    /// they need a core, so a page or a move does not wait behind searches.
    pub nice: i32,
}

impl Default for Thinking {
    fn default() -> Thinking {
        Thinking {
            threads: cubist_ai::levels::all_cores(),
            guest: DEFAULT_GUEST_THINK,
            account_seats: DEFAULT_ACCOUNT_THINKING,
            idle_pause: DEFAULT_IDLE_PAUSE,
            nice: DEFAULT_SEARCH_NICE,
        }
    }
}

/// What a guest's computer may think a move, unless told otherwise.
pub const DEFAULT_GUEST_THINK: Duration = Duration::from_millis(1000);
/// Computer seats an account may keep thinking, unless told otherwise.
pub const DEFAULT_ACCOUNT_THINKING: usize = 2;
/// The nice value of search threads, unless told otherwise.
pub const DEFAULT_SEARCH_NICE: i32 = 10;
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
            connections: Connections::default(),
            sign_ups: SignUpLimits::default(),
            pause: crate::accounts::sleep(),
            thinking: Thinking::default(),
            metrics_addr: None,
            metrics_allow: Vec::new(),
            mail: None,
            puzzle_sets: crate::puzzles::shipped(),
            analysis_level: crate::analysis::DEFAULT_ANALYSIS_LEVEL
                .parse()
                .expect("a level"),
            analysis_burst: crate::analysis::ANALYSIS_BURST,
            reviews: ReviewLimits::default(),
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
            .field("connections", &self.connections)
            .field("sign_ups", &self.sign_ups)
            .field("thinking", &self.thinking)
            .field("metrics_addr", &self.metrics_addr)
            .field("metrics_allow", &self.metrics_allow)
            .field("mail", &self.mail)
            .field(
                "puzzle_sets",
                &self.puzzle_sets.iter().map(|s| &s.name).collect::<Vec<_>>(),
            )
            .field("reviews", &self.reviews)
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

/// What a connection may hold of the server, and whom to believe about a client's
/// address. [`Connections::default`] gives the defaults of `cubist serve`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connections {
    /// How long a connection may wait for a request's head (request line and headers)
    /// to arrive whole: from the moment it is accepted, and again after each reply on
    /// a kept-alive connection. It is so the idle keep-alive timeout too: a connection
    /// that sends nothing, or drips its headers, is closed when it runs out.
    pub header_timeout: Duration,
    /// How long a request's body may go without a new piece arriving before the
    /// request fails (bodies are small: see `MAX_BODY` and `MAX_RECORD`).
    pub body_timeout: Duration,
    /// The largest request head (request line and headers) in bytes; a larger one is
    /// answered 431 and its connection closed.
    pub max_header_bytes: usize,
    /// Connections open at once from one address (the TCP peer); one more is closed
    /// at once. A trusted proxy's connections count only toward [`Self::total`].
    pub per_address: usize,
    /// Connections open at once in all, WebSockets included; one more is closed at
    /// once. The server lowers it to stay below its file limit.
    pub total: usize,
    /// WebSockets open at once from one client address; one more is refused (429).
    pub sockets_per_address: usize,
    /// Reverse proxies whose `X-Forwarded-For` is believed: a request from one of
    /// them comes from the last address in that header that is not itself one of
    /// them. Empty: the client's address is always the TCP peer.
    pub trust_proxy: Vec<IpAddr>,
}

impl Default for Connections {
    fn default() -> Self {
        Connections {
            header_timeout: DEFAULT_HEADER_TIMEOUT,
            body_timeout: DEFAULT_BODY_TIMEOUT,
            max_header_bytes: DEFAULT_MAX_HEADER_BYTES,
            per_address: DEFAULT_CONNECTIONS_PER_ADDRESS as usize,
            total: DEFAULT_CONNECTIONS as usize,
            sockets_per_address: DEFAULT_SOCKETS_PER_ADDRESS as usize,
            trust_proxy: Vec::new(),
        }
    }
}

/// How long a request's head may take to arrive, and a kept-alive connection may
/// stay idle, unless told otherwise.
pub const DEFAULT_HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a request's body may pause between pieces, unless told otherwise.
pub const DEFAULT_BODY_TIMEOUT: Duration = Duration::from_secs(10);
/// The largest request head in bytes, unless told otherwise.
pub const DEFAULT_MAX_HEADER_BYTES: usize = 16 * 1024;
/// The smallest cap on a request's head that is accepted.
pub const MIN_HEADER_BYTES: usize = 1024;
/// The largest cap on a request's head that is accepted.
pub const MAX_HEADER_BYTES: usize = 1024 * 1024;
/// Connections open at once from one address, unless told otherwise.
pub const DEFAULT_CONNECTIONS_PER_ADDRESS: u32 = 64;
/// Connections open at once in all, unless told otherwise (and below the file limit).
pub const DEFAULT_CONNECTIONS: u32 = 4096;
/// WebSockets open at once from one client address, unless told otherwise.
pub const DEFAULT_SOCKETS_PER_ADDRESS: u32 = 32;
/// Files kept for what is not a client's connection (the database, the listener,
/// logs): the cap on connections in all stays this far below the file limit.
pub const RESERVED_FILES: u64 = 128;
