//! `cubist serve`: the game server, with a SQLite file by default.

use std::net::SocketAddr;
use std::time::Duration;

use clap::Args;
use cubist_server::{Config, Limits};

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
}

pub fn run(args: ServeArgs) -> CliResult {
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "cubist_server=info".into()),
        )
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
    let config = Config {
        limits: Limits {
            rate: args.rate,
            burst: args.burst,
        },
        lease: Duration::from_millis(args.lease_ms),
        idle: Duration::from_millis(args.idle_ms),
        away: Duration::from_millis(args.away_ms),
        secure_cookies: args.secure_cookies,
        ..Config::new(args.addr, args.db)
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(cubist_server::run(config, |addr| {
        use std::io::Write;
        println!("Cubist is serving at http://{addr}/");
        let _ = std::io::stdout().flush();
    }))
}
