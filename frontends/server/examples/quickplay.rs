//! A load benchmark of quick play: many players seek a game at once, are paired, and
//! play their games to the end, every action committed before it is acknowledged.
//!
//! ```sh
//! cargo run --release -p cubist-server --example quickplay -- --players 200
//! cargo run --release -p cubist-server --example quickplay -- --players 200 \
//!     --db postgres://postgres@127.0.0.1/cubist_load --instances 2
//! ```
//!
//! The server runs in this process on its own runtime (a temporary SQLite file unless
//! `--db` says otherwise; with `--instances N`, N servers on one PostgreSQL database,
//! player `i` talking to instance `i mod N`). Every player posts its seek
//! (`POST /api/seeks`) at the same moment and, while open, polls it
//! (`GET /api/seeks/{id}`) every `--poll-ms` until it is paired: the pairing time runs
//! from the POST to the reply that names the game. The player then watches its seat on
//! the game's WebSocket and, at each of its turns, posts a random legal action
//! (`POST /api/games/{id}/actions`, signed in by its session cookie): the action
//! latency is that POST's. Players are accounts, signed up before the clock starts,
//! seeking rated games, so every game's end also updates two ratings. The load
//! generator and the server share the machine's cores.

mod bench;

use std::time::{Duration, Instant};

use bench::{quantile_ms, shown, start_server};
use clap::Parser;
use futures_util::StreamExt;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use serde::Deserialize;
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

#[derive(Parser)]
#[command(about = "Quick-play load benchmark of the Cubist game server")]
struct Args {
    /// Players seeking at once (an even number pairs everybody in two-seat games).
    #[arg(long, default_value_t = 200)]
    players: usize,
    /// Database: sqlite:PATH or postgres://… (default: a temporary SQLite file).
    #[arg(long)]
    db: Option<String>,
    /// The game sought.
    #[arg(long, default_value = "squadro")]
    game: String,
    /// How often an open seek is polled, in milliseconds.
    #[arg(long, default_value_t = 100)]
    poll_ms: u64,
    /// Server instances on the one database (more than one needs PostgreSQL).
    #[arg(long, default_value_t = 1)]
    instances: usize,
}

#[derive(Deserialize)]
struct Paired {
    game_id: String,
    seat: usize,
}

#[derive(Deserialize)]
struct Seek {
    id: Option<String>,
    token: Option<String>,
    status: String,
    paired: Option<Paired>,
}

#[derive(Deserialize)]
struct View {
    ply: usize,
    to_move: Vec<usize>,
    legal: Vec<String>,
    result: Option<serde_json::Value>,
}

#[derive(Deserialize)]
struct WsMessage {
    #[serde(rename = "type")]
    kind: String,
    view: Option<View>,
}

/// What one player saw.
#[derive(Default)]
struct Tally {
    pairing_us: Option<u64>,
    /// The latency of the seek's POST.
    seek_us: Option<u64>,
    action_us: Vec<u64>,
    finished: bool,
    error: Option<String>,
}

/// One player: seek, wait to be paired, play to the end.
async fn player(
    http: reqwest::Client,
    base: String,
    cookie: String,
    game: String,
    poll: Duration,
) -> Tally {
    let mut tally = Tally::default();
    if let Err(e) = seek_and_play(&http, &base, &cookie, &game, poll, &mut tally).await {
        tally.error = Some(e);
    }
    tally
}

/// A new account named `name`: its session cookie (`cubist_session=…`).
async fn sign_up(http: &reqwest::Client, base: &str, name: &str) -> Result<String, String> {
    let r = http
        .post(format!("{base}/api/accounts"))
        .json(&json!({"name": name, "password": "quick-play-load"}))
        .send()
        .await
        .map_err(|e| format!("sign-up: {e}"))?;
    if r.status() != reqwest::StatusCode::CREATED {
        return Err(format!("sign-up: {}", r.status()));
    }
    r.headers()
        .get(reqwest::header::SET_COOKIE)
        .and_then(|v| v.to_str().ok())
        .and_then(|c| c.split(';').next())
        .map(str::to_string)
        .ok_or_else(|| "sign-up: no cookie".to_string())
}

async fn seek_and_play(
    http: &reqwest::Client,
    base: &str,
    cookie: &str,
    game: &str,
    poll: Duration,
    tally: &mut Tally,
) -> Result<(), String> {
    let posted = Instant::now();
    let r = http
        .post(format!("{base}/api/seeks"))
        .header(reqwest::header::COOKIE, cookie)
        .json(&json!({"game": game, "rated": true}))
        .send()
        .await
        .map_err(|e| format!("seek: {e}"))?;
    if r.status() != reqwest::StatusCode::CREATED {
        return Err(format!("seek: {}", r.status()));
    }
    let mut seek: Seek = r.json().await.map_err(|e| format!("seek: {e}"))?;
    tally.seek_us = Some(posted.elapsed().as_micros() as u64);
    let (id, token) = (
        seek.id.clone().unwrap_or_default(),
        seek.token.clone().unwrap_or_default(),
    );
    while seek.status == "open" {
        tokio::time::sleep(poll).await;
        seek = http
            .get(format!("{base}/api/seeks/{id}"))
            .query(&[("token", &token)])
            .send()
            .await
            .map_err(|e| format!("poll: {e}"))?
            .json()
            .await
            .map_err(|e| format!("poll: {e}"))?;
    }
    let paired = seek.paired.ok_or(format!("seek {}", seek.status))?;
    tally.pairing_us = Some(posted.elapsed().as_micros() as u64);
    play(http, base, &paired, &token, cookie, tally).await
}

async fn play(
    http: &reqwest::Client,
    base: &str,
    paired: &Paired,
    token: &str,
    cookie: &str,
    tally: &mut Tally,
) -> Result<(), String> {
    let id = &paired.game_id;
    let ws_url = format!(
        "{}/api/games/{id}/ws?token={token}",
        base.replacen("http", "ws", 1)
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(ws_url.as_str())
        .await
        .map_err(|e| format!("socket: {e}"))?;
    let mut rng = rand::rngs::SmallRng::from_os_rng();
    let mut played = None;
    while let Some(message) = ws.next().await {
        let Ok(Message::Text(text)) = message else {
            continue;
        };
        let Ok(WsMessage {
            kind,
            view: Some(v),
        }) = serde_json::from_str(text.as_str())
        else {
            continue;
        };
        if kind != "view" {
            continue;
        }
        if v.result.is_some() {
            tally.finished = true;
            return Ok(());
        }
        if !v.to_move.contains(&paired.seat) || played == Some(v.ply) {
            continue;
        }
        let action = v.legal.choose(&mut rng).ok_or("no legal action")?;
        let sent = Instant::now();
        let r = http
            .post(format!("{base}/api/games/{id}/actions"))
            .header(reqwest::header::COOKIE, cookie)
            .json(&json!({"action": action, "ply": v.ply}))
            .send()
            .await
            .map_err(|e| format!("action: {e}"))?;
        if r.status() != reqwest::StatusCode::OK {
            return Err(format!("action: {}", r.status()));
        }
        tally.action_us.push(sent.elapsed().as_micros() as u64);
        played = Some(v.ply);
    }
    Err("the socket closed before the end".into())
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let dir = tempfile::Builder::new()
        .prefix("cubist-quickplay-")
        .tempdir()
        .expect("a temporary directory");
    let db = args
        .db
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("quickplay.db").display()));
    if args.instances == 0 || (args.instances > 1 && !db.starts_with("postgres")) {
        eprintln!("--instances: one, or several on a PostgreSQL database (--db postgres://…)");
        std::process::exit(2);
    }
    let bases: Vec<String> = (0..args.instances)
        .map(|_| format!("http://{}", start_server(db.clone(), None)))
        .collect();
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(60))
        .tcp_nodelay(true)
        .pool_max_idle_per_host(args.players)
        .build()
        .expect("an HTTP client");
    let bar = indicatif::ProgressBar::new(args.players as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} {bar:30} {pos}/{len} players done  {elapsed}",
        )
        .expect("valid template"),
    );
    let run = rand::random::<u32>() % 100_000;
    let signing_up: Vec<_> = (0..args.players)
        .map(|i| {
            let (http, base) = (http.clone(), bases[i % bases.len()].clone());
            tokio::spawn(async move { sign_up(&http, &base, &format!("q{run}n{i}")).await })
        })
        .collect();
    let mut cookies = Vec::new();
    for task in signing_up {
        match task.await.expect("a sign-up task") {
            Ok(cookie) => cookies.push(cookie),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
    let began = Instant::now();
    let tasks: Vec<_> = (0..args.players)
        .map(|i| {
            let (http, bar) = (http.clone(), bar.clone());
            let base = bases[i % bases.len()].clone();
            let cookie = cookies[i].clone();
            let (game, poll) = (args.game.clone(), Duration::from_millis(args.poll_ms));
            tokio::spawn(async move {
                let tally = player(http, base, cookie, game, poll).await;
                bar.inc(1);
                tally
            })
        })
        .collect();
    let mut pairing = Vec::new();
    let mut seeks = Vec::new();
    let mut actions = Vec::new();
    let (mut finished, mut errors) = (0, Vec::new());
    for task in tasks {
        let t = task.await.expect("a player finishes");
        pairing.extend(t.pairing_us);
        seeks.extend(t.seek_us);
        actions.extend(t.action_us);
        finished += usize::from(t.finished);
        errors.extend(t.error);
    }
    let took = began.elapsed();
    bar.finish_and_clear();
    pairing.sort_unstable();
    actions.sort_unstable();
    seeks.sort_unstable();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!(
        "cubist-server quickplay: {} signed-in players seeking {} rated at once, {} instance(s) on {}",
        args.players,
        args.game,
        args.instances,
        if args.db.is_some() {
            shown(&db)
        } else {
            format!("{db} (temporary)")
        },
    );
    println!(
        "machine: {cores} cores, shared by the server and the players; seeks polled every {} ms",
        args.poll_ms
    );
    println!(
        "paired: {}; played to the end: {finished}; actions: {}; all done in {:.1} s",
        pairing.len(),
        actions.len(),
        took.as_secs_f64()
    );
    let p = |s: &[u64], q| quantile_ms(s, q);
    println!(
        "pairing time (ms): p50 {:.1}  p99 {:.1}  max {:.1}",
        p(&pairing, 0.5),
        p(&pairing, 0.99),
        p(&pairing, 1.0)
    );
    println!(
        "seek POST latency (ms): p50 {:.2}  p99 {:.2}  max {:.2}",
        p(&seeks, 0.5),
        p(&seeks, 0.99),
        p(&seeks, 1.0)
    );
    println!(
        "action latency (ms): p50 {:.2}  p99 {:.2}  max {:.2}",
        p(&actions, 0.5),
        p(&actions, 0.99),
        p(&actions, 1.0)
    );
    println!("errors: {}", errors.len());
    for e in errors.iter().take(10) {
        println!("  {e}");
    }
    drop(dir);
    std::process::exit(if errors.is_empty() { 0 } else { 1 });
}
