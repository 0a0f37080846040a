//! A load benchmark of the game server: many games played at once over loopback, every
//! action committed to the database before it is acknowledged.
//!
//! ```sh
//! cargo run --release -p cubist-server --example load -- --games 200 --seconds 20
//! cargo run --release -p cubist-server --example load -- --game all
//! cargo run --release -p cubist-server --example load -- --computer
//! cargo run --release -p cubist-server --example load -- --db postgres://postgres@127.0.0.1/cubist_load
//! cargo run --release -p cubist-server --example load -- --instances 3 --games 500 \
//!     --db postgres://postgres@127.0.0.1/cubist_load
//! ```
//!
//! The server runs in this process, on its own runtime (`cubist_server::run` on
//! `127.0.0.1:0`, a temporary SQLite file unless `--db` says otherwise, limits too high
//! to matter). Each game has its own task that plays it as fast as it can: read the
//! mover's view (`GET /api/games/{id}?token=…`), pick a random legal action, and
//! `POST /api/games/{id}/actions` with `ply`; the POST's latency is measured. A game
//! that ends is replaced by a new one, so `--games` stay in play. With `--computer`,
//! seat 2 is the `random` agent and seat 1 waits for its turn on the game's WebSocket.
//!
//! With `--instances N` (PostgreSQL only), N servers run on the one database, each on
//! its own runtime, and each game's two seats talk to different instances (the
//! WebSocket of a game against the computer to another one than its POSTs), so that
//! every action crosses from one instance to another through the database.
//!
//! With `--rate R`, each game waits for its slot so that at most R actions a second are
//! posted in all, as people playing would: latency without the server saturated.
//!
//! Figures are taken over `--seconds` after a `--warmup`. Any reply other than the
//! expected status is an error, counted and reported. The load generator and the
//! server share the machine's cores.

mod bench;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use bench::{quantile_ms, shown, start_server};
use clap::Parser;
use futures_util::StreamExt;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use serde::Deserialize;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

/// The five games, for `--game all`.
const ALL_GAMES: [&str; 5] = ["squadro", "zhen", "tilt", "cube-attack", "cube-conquest"];

#[derive(Parser)]
#[command(about = "Load benchmark of the Cubist game server")]
struct Args {
    /// Games kept in play at once.
    #[arg(long, default_value_t = 200)]
    games: usize,
    /// Length of the measured window, in seconds.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// Seconds of play before the window opens (games are created then).
    #[arg(long, default_value_t = 3)]
    warmup: u64,
    /// Database: sqlite:PATH or postgres://… (default: a temporary SQLite file).
    #[arg(long)]
    db: Option<String>,
    /// The game to play, or `all` to cycle through the five.
    #[arg(long, default_value = "squadro")]
    game: String,
    /// Seat 2 is the computer (`random`); seat 1 is played over HTTP.
    #[arg(long)]
    computer: bool,
    /// Log as `cubist serve` does (one line per action, to stderr).
    #[arg(long)]
    log: bool,
    /// Post at most this many actions a second in all, spread over the games (default:
    /// as fast as the server answers).
    #[arg(long)]
    rate: Option<f64>,
    /// Worker threads of each server's runtime (default: one per core).
    #[arg(long)]
    server_threads: Option<usize>,
    /// Server instances on the one database (more than one needs PostgreSQL).
    #[arg(long, default_value_t = 1)]
    instances: usize,
}

/// The part of a `MatchView` the players need.
#[derive(Deserialize)]
struct View {
    ply: usize,
    to_move: Vec<usize>,
    legal: Vec<String>,
    result: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct CreatedSeat {
    token: Option<String>,
}

#[derive(Deserialize)]
struct Created {
    id: String,
    seats: Vec<CreatedSeat>,
}

#[derive(Deserialize)]
struct WsMessage {
    #[serde(rename = "type")]
    kind: String,
    view: Option<View>,
    error: Option<String>,
}

/// When the measured window opens and closes.
#[derive(Clone, Copy)]
struct Window {
    start: Instant,
    end: Instant,
}

impl Window {
    fn holds(&self, t: Instant) -> bool {
        t >= self.start && t < self.end
    }
}

/// What one game task saw.
#[derive(Default)]
struct Tally {
    /// Actions committed in the window (the computer's too).
    committed: u64,
    /// Actions posted and acknowledged in the window.
    posted: u64,
    /// POST latencies in the window, in microseconds.
    post_us: Vec<u32>,
    /// View GET latencies in the window, in microseconds.
    get_us: Vec<u32>,
    /// Games that ended in the window.
    finished: u64,
    created: u64,
    /// Unexpected replies, by what went wrong (at any time).
    errors: BTreeMap<String, u64>,
}

impl Tally {
    fn error(&mut self, what: String) {
        *self.errors.entry(what).or_default() += 1;
    }

    fn merge(&mut self, other: Tally) {
        self.committed += other.committed;
        self.posted += other.posted;
        self.post_us.extend(other.post_us);
        self.get_us.extend(other.get_us);
        self.finished += other.finished;
        self.created += other.created;
        for (k, v) in other.errors {
            *self.errors.entry(k).or_default() += v;
        }
    }
}

/// Why a game was left.
enum Stop {
    /// The window closed.
    Time,
    /// Something unexpected; counted already.
    Error,
}

struct Player {
    http: reqwest::Client,
    /// Each instance's `http://ADDR`.
    bases: Vec<String>,
    /// Which instance seat 1 talks to; seat `s` talks to the next `s - 1`-th.
    first_base: usize,
    window: Window,
    rng: rand::rngs::SmallRng,
    tally: Tally,
    /// With `--rate`: the time between two actions of this game, and the next one's.
    pace: Option<(Duration, Instant)>,
}

fn micros(d: Duration) -> u32 {
    d.as_micros().min(u32::MAX as u128) as u32
}

impl Player {
    /// The instance seat `seat` (from 1) talks to.
    fn base(&self, seat: usize) -> &str {
        &self.bases[(self.first_base + seat - 1) % self.bases.len()]
    }

    /// A new game of `game`, with tokens per seat (none for the computer's).
    async fn create(&mut self, game: &str, computer: bool) -> Result<Created, Stop> {
        let seats = if computer {
            json!(["human", "random"])
        } else {
            json!(["human", "human"])
        };
        let reply = self
            .http
            .post(format!("{}/api/games", self.base(1)))
            .json(&json!({"game": game, "options": {}, "seats": seats}))
            .send()
            .await;
        let created = match reply {
            Ok(r) if r.status() == reqwest::StatusCode::CREATED => r.json::<Created>().await.ok(),
            Ok(r) => {
                self.tally.error(format!("create: {}", r.status()));
                return Err(Stop::Error);
            }
            Err(e) => {
                self.tally.error(format!("create: {e}"));
                return Err(Stop::Error);
            }
        };
        let Some(created) = created else {
            self.tally.error("create: not the expected body".into());
            return Err(Stop::Error);
        };
        self.tally.created += 1;
        Ok(created)
    }

    /// The view of seat `seat`, holding `token`.
    async fn view(&mut self, id: &str, seat: usize, token: &str) -> Result<View, Stop> {
        let sent = Instant::now();
        let reply = self
            .http
            .get(format!("{}/api/games/{id}", self.base(seat)))
            .query(&[("token", token)])
            .send()
            .await;
        let view = match reply {
            Ok(r) if r.status() == reqwest::StatusCode::OK => r.json::<View>().await.ok(),
            Ok(r) => {
                self.tally.error(format!("view: {}", r.status()));
                return Err(Stop::Error);
            }
            Err(e) => {
                self.tally.error(format!("view: {e}"));
                return Err(Stop::Error);
            }
        };
        let done = Instant::now();
        if self.window.holds(done) {
            self.tally.get_us.push(micros(done - sent));
        }
        view.ok_or_else(|| {
            self.tally.error("view: not a view".into());
            Stop::Error
        })
    }

    /// Play a random legal action of `view` for seat `seat`, holding `token`; the new
    /// view.
    async fn act(&mut self, id: &str, seat: usize, token: &str, view: &View) -> Result<View, Stop> {
        let Some(action) = view.legal.choose(&mut self.rng).cloned() else {
            self.tally
                .error("a seat to move with no legal action".into());
            return Err(Stop::Error);
        };
        let body = json!({"token": token, "action": action, "ply": view.ply});
        let sent = Instant::now();
        let reply = self
            .http
            .post(format!("{}/api/games/{id}/actions", self.base(seat)))
            .json(&body)
            .send()
            .await;
        let (status, bytes) = match reply {
            Ok(r) => (r.status(), r.bytes().await),
            Err(e) => {
                self.tally.error(format!("action: {e}"));
                return Err(Stop::Error);
            }
        };
        let done = Instant::now();
        if status != reqwest::StatusCode::OK {
            self.tally.error(format!("action: {status}"));
            return Err(Stop::Error);
        }
        let Some(new) = bytes
            .ok()
            .and_then(|b| serde_json::from_slice::<View>(&b).ok())
        else {
            self.tally.error("action: not a view".into());
            return Err(Stop::Error);
        };
        if self.window.holds(done) {
            self.tally.post_us.push(micros(done - sent));
            self.tally.posted += 1;
            self.tally.committed += (new.ply - view.ply) as u64;
        }
        Ok(new)
    }

    /// With `--rate`, wait for this game's next slot.
    async fn wait_turn(&mut self) {
        if let Some((every, next)) = self.pace {
            tokio::time::sleep_until(next.into()).await;
            self.pace = Some((every, (next + every).max(Instant::now())));
        }
    }

    fn finished(&mut self) {
        if self.window.holds(Instant::now()) {
            self.tally.finished += 1;
        }
    }

    /// One game between two people, played to its end (or the window's).
    async fn people(&mut self, game: &str) -> Result<(), Stop> {
        let created = self.create(game, false).await?;
        let tokens: Vec<String> = created
            .seats
            .iter()
            .map(|s| s.token.clone().unwrap_or_default())
            .collect();
        let mut mover = 1;
        loop {
            if Instant::now() >= self.window.end {
                return Err(Stop::Time);
            }
            self.wait_turn().await;
            let token = &tokens[mover - 1];
            let view = self.view(&created.id, mover, token).await?;
            if view.result.is_some() {
                self.finished();
                return Ok(());
            }
            if !view.to_move.contains(&mover) {
                mover = *view.to_move.first().ok_or(Stop::Error)?;
                continue;
            }
            let new = self.act(&created.id, mover, token, &view).await?;
            if new.result.is_some() {
                self.finished();
                return Ok(());
            }
            mover = *new.to_move.first().ok_or(Stop::Error)?;
        }
    }

    /// One game of a person (seat 1, over HTTP) against the computer (seat 2), the
    /// person waiting for its turn on the WebSocket.
    async fn against_computer(&mut self, game: &str) -> Result<(), Stop> {
        let created = self.create(game, true).await?;
        let token = created.seats[0].token.clone().unwrap_or_default();
        let url = format!(
            "{}/api/games/{}/ws?token={token}",
            self.base(2).replacen("http://", "ws://", 1),
            created.id
        );
        let mut ws = match tokio_tungstenite::connect_async(url).await {
            Ok((ws, _)) => ws,
            Err(e) => {
                self.tally.error(format!("websocket: {e}"));
                return Err(Stop::Error);
            }
        };
        // The ply of the last view counted, and of the last position this seat acted in.
        let mut counted = 0;
        let mut acted: Option<usize> = None;
        loop {
            let message = match tokio::time::timeout_at(self.window.end.into(), ws.next()).await {
                Err(_) => return Err(Stop::Time),
                Ok(Some(Ok(Message::Text(text)))) => text,
                Ok(Some(Ok(_))) => continue,
                Ok(other) => {
                    self.tally
                        .error(format!("websocket closed: {:?}", other.map(|r| r.err())));
                    return Err(Stop::Error);
                }
            };
            let message: WsMessage = match serde_json::from_str(&message) {
                Ok(m) => m,
                Err(e) => {
                    self.tally.error(format!("websocket: not a message: {e}"));
                    return Err(Stop::Error);
                }
            };
            let Some(view) = message.view.filter(|_| message.kind == "view") else {
                self.tally.error(format!("websocket: {:?}", message.error));
                return Err(Stop::Error);
            };
            if view.ply > counted {
                if self.window.holds(Instant::now()) {
                    // The computer's actions, seen as they arrive.
                    self.tally.committed += (view.ply - counted) as u64;
                }
                counted = view.ply;
            }
            if view.result.is_some() {
                self.finished();
                return Ok(());
            }
            let my_turn = view.to_move.contains(&1) && acted.is_none_or(|a| view.ply > a);
            if !my_turn {
                continue;
            }
            if Instant::now() >= self.window.end {
                return Err(Stop::Time);
            }
            self.wait_turn().await;
            acted = Some(view.ply);
            let new = self.act(&created.id, 1, &token, &view).await?;
            // `act` counted this action already.
            counted = counted.max(new.ply);
            if new.result.is_some() {
                self.finished();
                return Ok(());
            }
        }
    }
}

/// One game task: plays games one after another until the window closes.
async fn keep_playing(
    mut player: Player,
    games: Vec<String>,
    first: usize,
    computer: bool,
) -> Tally {
    let mut next = first;
    while Instant::now() < player.window.end {
        let game = games[next % games.len()].clone();
        next += 1;
        let played = if computer {
            player.against_computer(&game).await
        } else {
            player.people(&game).await
        };
        match played {
            Ok(()) => {}
            Err(Stop::Time) => break,
            // Not in a tight loop: an error is worth reporting, not repeating at speed.
            Err(Stop::Error) => tokio::time::sleep(Duration::from_millis(10)).await,
        }
    }
    player.tally
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
    let games: Vec<String> = if args.game == "all" {
        ALL_GAMES.iter().map(ToString::to_string).collect()
    } else {
        vec![args.game.clone()]
    };
    let dir = tempfile::Builder::new()
        .prefix("cubist-load-")
        .tempdir()
        .expect("a temporary directory");
    let db = args
        .db
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("load.db").display()));
    if args.instances == 0 || (args.instances > 1 && !db.starts_with("postgres")) {
        eprintln!("--instances: one, or several on a PostgreSQL database (--db postgres://…)");
        std::process::exit(2);
    }
    let bases: Vec<String> = (0..args.instances)
        .map(|_| format!("http://{}", start_server(db.clone(), args.server_threads)))
        .collect();
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .tcp_nodelay(true)
        .build()
        .expect("an HTTP client");

    let began = Instant::now();
    let window = Window {
        start: began + Duration::from_secs(args.warmup),
        end: began + Duration::from_secs(args.warmup + args.seconds),
    };
    let tasks: Vec<_> = (0..args.games)
        .map(|i| {
            let player = Player {
                http: http.clone(),
                bases: bases.clone(),
                first_base: i,
                window,
                rng: rand::rngs::SmallRng::seed_from_u64(i as u64),
                tally: Tally::default(),
                pace: args.rate.map(|rate| {
                    let every = Duration::from_secs_f64(args.games as f64 / rate);
                    // Spread the games' slots over the interval.
                    (every, began + every.mul_f64(i as f64 / args.games as f64))
                }),
            };
            tokio::spawn(keep_playing(player, games.clone(), i, args.computer))
        })
        .collect();
    let mut total = Tally::default();
    for task in tasks {
        total.merge(task.await.expect("a game task finishes"));
    }
    let seconds = args.seconds as f64;
    total.post_us.sort_unstable();
    total.get_us.sort_unstable();
    let errors: u64 = total.errors.values().sum();

    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!(
        "cubist-server load: {} games of {} ({}), {} instance(s) on database {}",
        args.games,
        games.join(", "),
        if args.computer {
            "a person against random"
        } else {
            "two people"
        },
        args.instances,
        if args.db.is_some() {
            shown(&db)
        } else {
            format!("{db} (temporary)")
        },
    );
    if let Some(rate) = args.rate {
        println!("paced: at most {rate} actions/s in all");
    }
    println!(
        "machine: {cores} cores, shared by the server and the load generator; \
         window {seconds:.0} s after {} s warm-up",
        args.warmup
    );
    println!(
        "games in play: {}; games created: {}; finished in the window: {}",
        args.games, total.created, total.finished
    );
    println!(
        "actions committed: {} ({:.0}/s); posted and acknowledged: {} ({:.0}/s)",
        total.committed,
        total.committed as f64 / seconds,
        total.posted,
        total.posted as f64 / seconds
    );
    let p = |s: &[u32], q| quantile_ms(s, q);
    println!(
        "POST latency (ms): p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2}",
        p(&total.post_us, 0.5),
        p(&total.post_us, 0.9),
        p(&total.post_us, 0.99),
        p(&total.post_us, 1.0)
    );
    if total.get_us.is_empty() {
        println!("GET view latency: none (turns arrive on the WebSocket)");
    } else {
        println!(
            "GET view latency (ms): p50 {:.2}  p99 {:.2}  max {:.2}",
            p(&total.get_us, 0.5),
            p(&total.get_us, 0.99),
            p(&total.get_us, 1.0)
        );
    }
    println!("errors: {errors}");
    for (what, n) in &total.errors {
        println!("  {n} × {what}");
    }
    drop(dir);
    std::process::exit(if errors == 0 { 0 } else { 1 });
}
