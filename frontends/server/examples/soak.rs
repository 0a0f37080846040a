//! A soak benchmark of the game server: does any seat wait on a computer far beyond
//! what the computer's move takes?
//!
//! ```sh
//! cargo run --release -p cubist-server --example soak -- --seconds 60 --busy 2
//! cargo run --release -p cubist-server --example soak -- --game cube-attack:4,squadro --level random
//! cargo run --release -p cubist-server --example soak -- --game all --level medium --games 12
//! ```
//!
//! The server runs in this process, on its own runtime (`cubist_server::serve` on
//! `127.0.0.1:0`, a temporary SQLite file unless `--db` names another database, request
//! limits too high to matter). `--games` games are kept in play, each between one
//! person and computer seats at `--level`; a game that ends is replaced by a new one,
//! the person in another seat. Each person is a client that behaves like the browser
//! (`tests/support/soak.rs`, shared with the test `tests/soak.rs`): one WebSocket with
//! `board=true`, a random legal action sent over it with `ply` when its view says it is
//! its turn, and otherwise a wait for the next view.
//!
//! For every computer turn it measures the wait from the view that handed the turn to a
//! computer (or from the person's action) to the view with the computer's move. A wait
//! beyond the bound is a stall: the client sends `{"type": "sync"}` once and records
//! whether its view showed the move already made (a lost message) or not (the server
//! had not moved). The bound is derived from the level's own search settings: before
//! the soak, each game is played for a while with every seat at the level, on this
//! thread with the machine otherwise idle, and the bound is `STALL_FACTOR` times the
//! longest decision seen, and never below `STALL_FLOOR` (`--stall-ms` sets it).
//!
//! `--busy N` starts N threads burning CPU for the whole run, as other work on a shared
//! machine does. A progress line shows the figures so far; at the end come games
//! finished, computer turns, the quantiles of the wait, stalls, event numbers out of
//! order (a view whose event is below one already seen on its socket) and errors. The
//! exit status is 1 if there was any stall, event out of order or error.

mod bench;
#[path = "../tests/support/soak.rs"]
mod soak;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bench::shown;
use clap::Parser;
use cubist_server::{Config, Connections, Limits};
use cubist_session::{Match, Player};
use serde_json::Value;
use soak::{Busy, Soak, Tally, Variant};

/// A wait on a computer is a stall beyond this many times the longest decision the
/// level took when measured alone ...
const STALL_FACTOR: u32 = 10;
/// ... and never below this: `random` and `easy` decide in a millisecond or less, and
/// on a loaded machine a move also queues for a core, for the server's thinkers (two
/// a core) and for the database. Five seconds is far beyond any of these.
const STALL_FLOOR: Duration = Duration::from_secs(5);
/// How long the level is measured on each game, at most (or up to its end, or
/// `MEASURE_DECISIONS`).
const MEASURE_TIME: Duration = Duration::from_secs(5);
const MEASURE_DECISIONS: usize = 200;

/// `--game all`: the five games, Cube Attack also with four seats.
const ALL_GAMES: &str = "squadro,zhen,tilt,cube-attack,cube-attack:4,cube-conquest";

#[derive(Parser)]
#[command(about = "Soak benchmark of the Cubist game server: no seat waits on a computer")]
struct Args {
    /// Games kept in play at once.
    #[arg(long, default_value_t = 24)]
    games: usize,
    /// The games, comma-separated, each NAME or NAME:SEATS (one person, the others
    /// computers), played in turn by the players; `all` for every game.
    #[arg(long, default_value = "squadro")]
    game: String,
    /// The agent of the computer seats: random, greedy, easy, medium, hard, max, or a
    /// spec.
    #[arg(long, default_value = "easy")]
    level: String,
    /// How long to play, in seconds.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Threads burning CPU meanwhile.
    #[arg(long, default_value_t = 0)]
    busy: usize,
    /// Database: sqlite:PATH or postgres://… (default: a temporary SQLite file).
    #[arg(long)]
    db: Option<String>,
    /// The stall bound in milliseconds (default: derived from the level, see above).
    #[arg(long)]
    stall_ms: Option<u64>,
    /// The seed of the people's random actions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Log as `cubist serve` does (one line per action, to stderr).
    #[arg(long)]
    log: bool,
}

/// The variants `--game` names, their bounds not yet set.
fn variants(games: &str, level: &str) -> Result<Vec<Variant>, String> {
    let games = if games == "all" { ALL_GAMES } else { games };
    games
        .split(',')
        .map(str::trim)
        .filter(|g| !g.is_empty())
        .map(|g| match g.split_once(':') {
            None => Ok(Variant::two(g, level, Duration::ZERO)),
            Some((name, seats)) => match seats.parse::<usize>() {
                Ok(n) if n >= 2 => Ok(Variant::with_players(name, n, level, Duration::ZERO)),
                _ => Err(format!("{g}: seats must be a number from 2")),
            },
        })
        .collect()
}

/// What measuring a level on a game found.
struct Measured {
    seats: usize,
    decisions: usize,
    longest: Duration,
    mean: Duration,
}

/// Plays `variant`'s game with every seat at its level, timing each decision.
fn measure(variant: &Variant) -> Result<Measured, String> {
    let options: BTreeMap<String, String> = variant
        .options
        .iter()
        .map(|(k, v)| (k.clone(), text(v)))
        .collect();
    let seed = 1;
    let game = cubist_games::create(&variant.game, &options, seed).map_err(|e| e.to_string())?;
    let player: Player = variant.level.parse().map_err(|e| format!("{e}"))?;
    let seats = game.num_players();
    let mut m = Match::new(game, seed, vec![player; seats]).map_err(|e| e.to_string())?;
    let began = Instant::now();
    let (mut decisions, mut longest) = (0, Duration::ZERO);
    while !m.is_over() && decisions < MEASURE_DECISIONS && began.elapsed() < MEASURE_TIME {
        let round = Instant::now();
        let played = m.play_computers().map_err(|e| e.to_string())?;
        // A simultaneous round's seats decide one after another on this thread.
        let n = played.len().max(1);
        longest = longest.max(round.elapsed() / n as u32);
        decisions += n;
    }
    Ok(Measured {
        seats,
        decisions,
        longest,
        mean: began.elapsed() / decisions.max(1) as u32,
    })
}

fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The server on its own runtime and thread: its address, and what stops it.
fn start_server(
    db: String,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    std::thread::JoinHandle<()>,
) {
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .thread_name("server")
            .build()
            .expect("a runtime");
        let config = Config {
            limits: Limits {
                rate: 1_000_000,
                burst: 1_000_000,
            },
            // Every player connects from this machine.
            connections: Connections {
                per_address: 1_000_000,
                sockets_per_address: 1_000_000,
                ..Connections::default()
            },
            ..Config::new("127.0.0.1:0".parse().expect("an address"), db)
        };
        let served = runtime.block_on(cubist_server::serve(
            config,
            move |addr| {
                let _ = ready_tx.send(addr);
            },
            async move {
                let _ = stop_rx.await;
            },
        ));
        if let Err(e) = served {
            eprintln!("the server stopped: {e}");
            std::process::exit(1);
        }
        // A computer still thinking is dropped with the runtime.
        runtime.shutdown_timeout(Duration::from_secs(10));
    });
    let addr = ready_rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the server starts");
    (addr, stop_tx, thread)
}

/// The progress line's figures so far.
fn progress(tally: &Mutex<Tally>) -> String {
    let t = tally.lock().expect("tally");
    let max = t
        .waits_us
        .iter()
        .max()
        .map_or(0.0, |&us| us as f64 / 1000.0);
    format!(
        "{} games finished, {} computer turns, longest wait {max:.1} ms, {} stalls, {} errors",
        t.finished,
        t.waits_us.len(),
        t.stalls.len(),
        t.error_count()
    )
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    if args.log {
        tracing_subscriber::fmt()
            .with_env_filter(
                tracing_subscriber::EnvFilter::try_from_default_env()
                    .unwrap_or_else(|_| "cubist_server=info".into()),
            )
            .with_writer(std::io::stderr)
            .init();
    }
    let mut variants = variants(&args.game, &args.level).unwrap_or_else(|e| {
        eprintln!("--game: {e}");
        std::process::exit(2);
    });
    if variants.is_empty() || args.games == 0 {
        eprintln!("nothing to play: name a game and at least one game in play");
        std::process::exit(2);
    }
    println!(
        "the level on each game alone, on one thread (bound: {STALL_FACTOR} × the longest \
         decision, at least {STALL_FLOOR:?}):"
    );
    for v in &mut variants {
        let measured = measure(v).unwrap_or_else(|e| {
            eprintln!("{}: {e}", v.game);
            std::process::exit(2);
        });
        // The game's own number of seats, where `--game` did not set one.
        v.players = measured.seats;
        v.bound = match args.stall_ms {
            Some(ms) => Duration::from_millis(ms),
            None => (measured.longest * STALL_FACTOR).max(STALL_FLOOR),
        };
        println!(
            "  {}: {} decisions, mean {:.2} ms, longest {:.2} ms; stall bound {:?}",
            v.label(),
            measured.decisions,
            measured.mean.as_secs_f64() * 1000.0,
            measured.longest.as_secs_f64() * 1000.0,
            v.bound
        );
    }

    let dir = tempfile::Builder::new()
        .prefix("cubist-soak-")
        .tempdir()
        .expect("a temporary directory");
    let db = args
        .db
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("soak.db").display()));
    let (addr, stop_server, server) = start_server(db.clone());
    let busy = Busy::start(args.busy);

    let began = Instant::now();
    let soak = Arc::new(Soak {
        base: format!("http://{addr}"),
        variants: variants.clone(),
        stop: began + Duration::from_secs(args.seconds),
        seed: args.seed,
    });
    let tally = Arc::new(Mutex::new(Tally::default()));
    let bar = indicatif::ProgressBar::new(args.seconds);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {bar:30} {pos}/{len} s  {msg}")
            .expect("valid template"),
    );
    let shown_progress = {
        let (bar, tally) = (bar.clone(), tally.clone());
        let seconds = args.seconds;
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(500));
            loop {
                tick.tick().await;
                bar.set_position(began.elapsed().as_secs().min(seconds));
                bar.set_message(progress(&tally));
            }
        })
    };
    soak::run(soak, args.games, tally.clone()).await;
    let took = began.elapsed();
    shown_progress.abort();
    bar.finish_and_clear();
    drop(busy);
    let _ = stop_server.send(());
    let _ = server.join();

    let tally = tally.lock().expect("tally").clone();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!(
        "cubist-server soak: {} games in play ({}), database {}",
        args.games,
        variants
            .iter()
            .map(Variant::label)
            .collect::<Vec<_>>()
            .join("; "),
        if args.db.is_some() {
            shown(&db)
        } else {
            format!("{db} (temporary)")
        },
    );
    println!(
        "machine: {cores} cores, shared by the server, the players and {} busy thread(s); \
         played {} s (ended after {:.1} s)",
        args.busy,
        args.seconds,
        took.as_secs_f64()
    );
    for line in tally.report() {
        println!("{line}");
    }
    let failed =
        !tally.stalls.is_empty() || !tally.out_of_order.is_empty() || tally.error_count() > 0;
    drop(dir);
    std::process::exit(if failed { 1 } else { 0 });
}
