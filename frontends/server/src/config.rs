//! How a server is run: its address, database, limits and times.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use cubist_session::{system_clock, Clock};

use crate::accounts::{Pause, SignUpLimits};
use crate::conn::Connections;
use crate::hub::ComputerLimits;
use crate::limit::Limits;
use crate::requests::DEFAULT_AWAY;
use crate::reviews::ReviewLimits;

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
    /// The open seeks one account, and the seekers of one address, may have at once.
    pub open_seeks: crate::seeks::OpenSeekLimits,
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
    pub thinking: ComputerLimits,
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
    /// ([`crate::analysis_board::ANALYSIS_BURST`] unless a test needs more).
    pub analysis_burst: u32,
    /// The memory the analyses running at once may take, in MB: each holds
    /// [`crate::analysis_board::ANALYSIS_MB`], and one that finds no room is refused.
    pub analysis_memory_mb: u64,
    /// Reviews of finished games: the level, the queue and the limits.
    pub reviews: ReviewLimits,
    /// Tournaments: the director's tick and lease, and the limits.
    pub tournaments: crate::tournaments::TournamentSettings,
    /// The tournaments the site holds on a schedule (`--tournament-schedule`).
    pub tournament_schedule: Vec<crate::tournaments::Series>,
}

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
            open_seeks: crate::seeks::OpenSeekLimits::default(),
            lapse: DEFAULT_LAPSE,
            secure_cookies: false,
            connections: Connections::default(),
            sign_ups: SignUpLimits::default(),
            pause: crate::accounts::sleep(),
            thinking: ComputerLimits::default(),
            metrics_addr: None,
            metrics_allow: Vec::new(),
            mail: None,
            puzzle_sets: crate::puzzles::shipped(),
            analysis_level: crate::analysis_board::DEFAULT_ANALYSIS_LEVEL
                .parse()
                .expect("a level"),
            analysis_burst: crate::analysis_board::ANALYSIS_BURST,
            analysis_memory_mb: crate::analysis_board::DEFAULT_ANALYSIS_MEMORY_MB,
            reviews: ReviewLimits::default(),
            tournaments: crate::tournaments::TournamentSettings::default(),
            tournament_schedule: Vec::new(),
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
            .field("open_seeks", &self.open_seeks)
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
