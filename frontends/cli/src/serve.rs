//! `cubist serve`: the game server, with a SQLite file by default.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use clap::Args;
use cubist_server::accounts::SignUpLimits;
use cubist_server::mail::MailConfig;
use cubist_server::{
    ComputerLimits, Config, Connections, Limits, ReviewLimits, DEFAULT_BODY_TIMEOUT,
    DEFAULT_CONNECTIONS, DEFAULT_CONNECTIONS_PER_ADDRESS, DEFAULT_HEADER_TIMEOUT,
    DEFAULT_MAX_HEADER_BYTES, DEFAULT_REVIEWS_PER_ACCOUNT, DEFAULT_REVIEWS_RUNNING,
    DEFAULT_REVIEW_LEVEL, DEFAULT_REVIEW_QUEUE, DEFAULT_SOCKETS_PER_ADDRESS, MAX_HEADER_BYTES,
    MIN_HEADER_BYTES,
};

use crate::CliResult;

/// The database of `cubist serve`, `cubist backup` and `cubist restore` unless told.
pub const DEFAULT_DB: &str = "sqlite:cubist.db";

#[derive(Args)]
pub struct ServeArgs {
    /// Address to listen on (port 0: any free port).
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// Database: sqlite:PATH (created if missing) or postgres://USER@HOST/DB.
    #[arg(long, default_value = DEFAULT_DB)]
    db: String,
    /// Requests a second each client address may make (refill rate).
    #[arg(long, default_value_t = 100)]
    rate: u32,
    /// Requests a client address may make at once before the rate applies.
    #[arg(long, default_value_t = 200)]
    burst: u32,
    /// With several instances on one PostgreSQL database: milliseconds an instance's
    /// claim on a game's computer seats lasts unrenewed, and so how soon another
    /// instance moves them after it stops.
    #[arg(long, default_value_t = 5000, value_parser = clap::value_parser!(u64).range(100..=600_000))]
    lease_ms: u64,
    /// Milliseconds a game nobody uses stays in memory (it is unloaded within two such
    /// periods and replayed from the database when next asked for).
    #[arg(long, default_value_t = 600_000, value_parser = clap::value_parser!(u64).range(100..=86_400_000))]
    idle_ms: u64,
    /// Milliseconds a seat may be away (no page or socket holding its token) before
    /// another player may claim it; a game may set its own when it is created.
    #[arg(long, default_value_t = 60_000, value_parser = clap::value_parser!(u64).range(100..=604_800_000))]
    away_ms: u64,
    /// Mark session cookies `Secure` and name them `__Host-cubist_session` (browsers
    /// send them only over HTTPS, and only the site itself may set them), and accept
    /// signed-in requests only from `https` pages: for a site served over TLS,
    /// directly or behind a proxy.
    #[arg(long)]
    secure_cookies: bool,
    /// Milliseconds a connection may take to send a request's head (request line and
    /// headers), counted from when it is accepted and again after each reply: also how
    /// long a kept-alive connection may stay idle.
    #[arg(long, default_value_t = DEFAULT_HEADER_TIMEOUT.as_millis() as u64, value_parser = clap::value_parser!(u64).range(100..=600_000))]
    header_timeout_ms: u64,
    /// Milliseconds a request's body may pause between pieces before the request fails.
    #[arg(long, default_value_t = DEFAULT_BODY_TIMEOUT.as_millis() as u64, value_parser = clap::value_parser!(u64).range(100..=600_000))]
    body_timeout_ms: u64,
    /// The largest request head (request line and headers) in bytes; a larger one is
    /// answered 431 and its connection closed.
    #[arg(long, default_value_t = DEFAULT_MAX_HEADER_BYTES as u64, value_parser = clap::value_parser!(u64).range(MIN_HEADER_BYTES as u64..=MAX_HEADER_BYTES as u64))]
    max_header_bytes: u64,
    /// Connections open at once from one address (TCP peer); more are closed at once.
    /// A trusted proxy's connections are counted only in all.
    #[arg(long, default_value_t = DEFAULT_CONNECTIONS_PER_ADDRESS, value_parser = clap::value_parser!(u32).range(1..))]
    connections_per_address: u32,
    /// Connections open at once in all, WebSockets included; more are closed at once.
    /// Lowered to stay below the limit on open files (raised to its hard limit at
    /// start).
    #[arg(long, default_value_t = DEFAULT_CONNECTIONS, value_parser = clap::value_parser!(u32).range(1..))]
    max_connections: u32,
    /// WebSockets open at once from one client address; more are refused (429).
    #[arg(long, default_value_t = DEFAULT_SOCKETS_PER_ADDRESS, value_parser = clap::value_parser!(u32).range(1..))]
    sockets_per_address: u32,
    /// A reverse proxy in front of the server (repeat, or separate with commas): a
    /// request from it comes from the last address in X-Forwarded-For that is not a
    /// trusted proxy. Without it the client's address is always the TCP peer.
    #[arg(long, value_name = "ADDR", value_delimiter = ',')]
    trust_proxy: Vec<IpAddr>,
    /// Open seeks (quick play) one account may have at once.
    #[arg(long, default_value_t = cubist_server::seeks::DEFAULT_OPEN_SEEKS_PER_ACCOUNT as u64, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    open_seeks_per_account: u64,
    /// Open seeks the seekers of one client address may have together at once.
    #[arg(long, default_value_t = cubist_server::seeks::DEFAULT_OPEN_SEEKS_PER_ADDRESS as u64, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    open_seeks_per_address: u64,
    /// New accounts one client address may make in an hour.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u32).range(1..))]
    sign_ups_per_hour: u32,
    /// New accounts one network (a /24, or a /48 for IPv6) may make in an hour.
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u32).range(1..))]
    network_sign_ups_per_hour: u32,
    /// New accounts the whole site takes in an hour, from all addresses together;
    /// past them each network may still make one an hour.
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
    site_sign_ups_per_hour: u32,
    /// Search threads computer players work on at once, across all games, taking
    /// turns game by game [default: the number of cores].
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=1024))]
    think_threads: Option<u64>,
    /// Milliseconds a move a guest's computer may think (on one thread); more takes an
    /// account.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    guest_think_ms: u64,
    /// The level of the analysis board's engine where no endgame table or solver
    /// knows the position; it must be one a guest's computer may play.
    #[arg(long, default_value = cubist_server::analysis_board::DEFAULT_ANALYSIS_LEVEL)]
    analysis_level: String,
    /// The memory, in MB, the analysis board's analyses running at once may take:
    /// each holds 64 MB while it runs, and one that finds no room is refused (503).
    #[arg(long, default_value_t = cubist_server::analysis_board::DEFAULT_ANALYSIS_MEMORY_MB, value_parser = clap::value_parser!(u64).range(64..=1_048_576))]
    analysis_memory_mb: u64,
    /// Running games with computer players an account may have created at once
    /// (`--account-thinking` is its old name).
    #[arg(long, alias = "account-thinking", default_value_t = cubist_server::DEFAULT_ACCOUNT_COMPUTER_GAMES as u64, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    account_computer_games: u64,
    /// Running games with computer players the guests of one address may have created
    /// at once (the address after --trust-proxy).
    #[arg(long, default_value_t = cubist_server::DEFAULT_ADDRESS_COMPUTER_GAMES as u64, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    address_computer_games: u64,
    /// The nice value (0 to 19) search threads run at, on Linux: above 0 the server's
    /// own threads (requests, sockets, the database) come first when cores are busy.
    #[arg(long, default_value_t = cubist_server::DEFAULT_SEARCH_NICE, value_parser = clap::value_parser!(i32).range(0..=19))]
    search_nice: i32,
    /// Seconds a game with no person connected and no person's request keeps its
    /// computers thinking; they resume when a person comes back.
    #[arg(long, default_value_t = 600, value_parser = clap::value_parser!(u64).range(1..=604_800))]
    idle_pause: u64,
    /// Seconds a game with no person's seat (computers playing each other) keeps
    /// thinking with nobody watching or asking for it.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=604_800))]
    idle_pause_computers: u64,
    /// Serve the Prometheus metrics (GET /metrics) on this address of their own, and
    /// not on the public address. Without it, /metrics on the public address answers
    /// loopback and the --metrics-allow addresses only (others get 404).
    #[arg(long, value_name = "ADDR")]
    metrics_addr: Option<SocketAddr>,
    /// A client address besides loopback that may read /metrics on the public address
    /// (repeat, or separate with commas); it is the address after --trust-proxy.
    #[arg(long, value_name = "ADDR", value_delimiter = ',')]
    metrics_allow: Vec<IpAddr>,
    /// Send mail through this SMTP server: players may then add an e-mail address and
    /// have a link mailed when they forget their password. `smtps://USER:PASS@HOST`
    /// (TLS), `smtp://USER:PASS@HOST:587?tls=required` (STARTTLS) or
    /// `smtp://localhost:25` (a relay on this machine). Needs --site-url. Without it the
    /// site sends no mail and no page mentions e-mail.
    #[arg(
        long,
        value_name = "URL",
        env = "CUBIST_SMTP",
        hide_env_values = true,
        requires = "site_url"
    )]
    smtp: Option<String>,
    /// The sender of the site's mail (default: Cubist <cubist@HOST of --site-url>).
    #[arg(long, value_name = "ADDRESS", requires = "smtp")]
    mail_from: Option<String>,
    /// The site's address as its players reach it (https://cubist.example): links in
    /// mail point there.
    #[arg(long, value_name = "URL")]
    site_url: Option<String>,
    /// Serve the puzzles of these sets (JSON lines, as `data/puzzles/GAME.jsonl`)
    /// instead of the ones shipped with this build; repeat for several. Every line is
    /// checked at start.
    #[arg(long, value_name = "FILE")]
    puzzles: Vec<std::path::PathBuf>,
    /// Tournaments the site holds on a schedule: a JSON file of series such as "a
    /// Squadro arena every hour" (docs/tournaments.md, "Scheduled by the site"),
    /// checked at start.
    #[arg(long, value_name = "FILE")]
    tournament_schedule: Option<std::path::PathBuf>,
    /// The level (or agent spec) that reviews finished games where nothing exact is
    /// known; reviews run at low priority on the search threads.
    #[arg(long, default_value = DEFAULT_REVIEW_LEVEL)]
    review_level: String,
    /// Reviews this server holds at once, queued or running; more are refused (503).
    #[arg(long, default_value_t = DEFAULT_REVIEW_QUEUE as u64, value_parser = clap::value_parser!(u64).range(1..=10_000))]
    review_queue: u64,
    /// Reviews this server runs at once (the rest of its queue waits).
    #[arg(long, default_value_t = DEFAULT_REVIEWS_RUNNING as u64, value_parser = clap::value_parser!(u64).range(1..=64))]
    reviews_running: u64,
    /// Reviews an account, or the guests of one address, may have queued or running at
    /// once.
    #[arg(long, default_value_t = DEFAULT_REVIEWS_PER_ACCOUNT as u64, value_parser = clap::value_parser!(u64).range(1..=1000))]
    reviews_per_account: u64,
    /// How log lines (on standard error) are written: for people, or one JSON object a
    /// line for a log collector (the ready line on standard output too). RUST_LOG
    /// chooses what is logged (default cubist_server=info).
    #[arg(long, value_enum, default_value_t = LogFormat::Text)]
    log_format: LogFormat,
}

/// The forms of `cubist serve`'s log.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// The puzzle sets named on the command line, read; none named: `None` (the shipped
/// sets).
fn puzzle_sets(
    files: &[std::path::PathBuf],
) -> Result<Option<Vec<cubist_server::puzzles::PuzzleSet>>, String> {
    if files.is_empty() {
        return Ok(None);
    }
    files
        .iter()
        .map(|path| {
            let text = std::fs::read_to_string(path)
                .map_err(|e| format!("--puzzles {}: {e}", path.display()))?;
            Ok(cubist_server::puzzles::PuzzleSet {
                name: path.display().to_string(),
                text: text.into(),
            })
        })
        .collect::<Result<_, String>>()
        .map(Some)
}

/// The series of `--tournament-schedule`, read and checked; none without it.
fn tournament_schedule(
    file: Option<&std::path::Path>,
) -> Result<Vec<cubist_server::tournaments::Series>, String> {
    let Some(path) = file else {
        return Ok(Vec::new());
    };
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("--tournament-schedule {}: {e}", path.display()))?;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64);
    cubist_server::tournaments::schedule::parse(&text, now)
        .map_err(|e| format!("--tournament-schedule {}: {e}", path.display()))
}

/// Log to standard error in `format`, at the levels RUST_LOG names.
fn start_log(format: LogFormat) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| "cubist_server=info".into());
    let log = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    match format {
        LogFormat::Text => log
            .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
            .init(),
        // Each line: time, level, message and fields at the top, and the request's
        // span (id, method, route, game, account) under "span".
        LogFormat::Json => log
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .init(),
    }
}

/// Say on stdout that the server is ready, where: a line for people, or with JSON logs
/// a JSON log line (time, level, message, `url`), so that stdout holds only JSON.
fn say_ready(format: LogFormat, addr: std::net::SocketAddr) {
    use std::io::Write;
    let url = format!("http://{addr}/");
    match format {
        LogFormat::Text => println!("Cubist is serving at {url}"),
        LogFormat::Json => {
            let stdout_log = tracing_subscriber::fmt()
                .json()
                .flatten_event(true)
                .with_writer(std::io::stdout)
                .finish();
            tracing::subscriber::with_default(stdout_log, || {
                tracing::info!(url = %url, "Cubist is serving at {url}");
            });
        }
    }
    let _ = std::io::stdout().flush();
}

pub fn run(args: ServeArgs) -> CliResult {
    let log_format = args.log_format;
    start_log(log_format);
    let puzzle_sets = puzzle_sets(&args.puzzles)?;
    let tournament_schedule = tournament_schedule(args.tournament_schedule.as_deref())?;
    let analysis_level: cubist_ai::AgentSpec = args
        .analysis_level
        .parse()
        .map_err(|e| format!("--analysis-level: {e}"))?;
    let review_level: cubist_ai::AgentSpec = args
        .review_level
        .parse()
        .map_err(|e| format!("--review-level {}: {e}", args.review_level))?;
    let config = Config {
        limits: Limits {
            rate: args.rate,
            burst: args.burst,
        },
        lease: Duration::from_millis(args.lease_ms),
        idle: Duration::from_millis(args.idle_ms),
        away: Duration::from_millis(args.away_ms),
        secure_cookies: args.secure_cookies,
        connections: Connections {
            header_timeout: Duration::from_millis(args.header_timeout_ms),
            body_timeout: Duration::from_millis(args.body_timeout_ms),
            max_header_bytes: args.max_header_bytes as usize,
            per_address: args.connections_per_address as usize,
            total: args.max_connections as usize,
            sockets_per_address: args.sockets_per_address as usize,
            trust_proxy: args.trust_proxy,
        },
        open_seeks: cubist_server::seeks::OpenSeekLimits {
            per_account: args.open_seeks_per_account as usize,
            per_address: args.open_seeks_per_address as usize,
        },
        sign_ups: SignUpLimits {
            per_address: args.sign_ups_per_hour,
            per_network: args.network_sign_ups_per_hour,
            per_site: args.site_sign_ups_per_hour,
        },
        thinking: ComputerLimits {
            threads: args
                .think_threads
                .map_or_else(cubist_ai::levels::all_cores, |n| n as usize),
            guest: Duration::from_millis(args.guest_think_ms),
            account_games: args.account_computer_games as usize,
            address_games: args.address_computer_games as usize,
            idle_pause: Duration::from_secs(args.idle_pause),
            idle_pause_computers: Duration::from_secs(args.idle_pause_computers),
            nice: args.search_nice,
        },
        metrics_addr: args.metrics_addr,
        metrics_allow: args.metrics_allow,
        mail: args.smtp.map(|smtp| MailConfig {
            smtp,
            from: args.mail_from,
            site: args.site_url.unwrap_or_default(),
        }),
        puzzle_sets: puzzle_sets.unwrap_or_else(cubist_server::puzzles::shipped),
        tournament_schedule,
        analysis_level,
        analysis_memory_mb: args.analysis_memory_mb,
        reviews: ReviewLimits {
            level: review_level,
            queue: args.review_queue as usize,
            running: args.reviews_running as usize,
            per_account: args.reviews_per_account as usize,
            ..ReviewLimits::default()
        },
        ..Config::new(args.addr, args.db)
    };

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(cubist_server::run(config, |addr| {
        say_ready(log_format, addr)
    }))
}
