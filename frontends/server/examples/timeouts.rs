//! How late after its deadline a timeout reaches the players: a benchmark of the
//! server's timers.
//!
//! ```sh
//! cargo run --release -p cubist-server --example timeouts -- --games 100 --clock-ms 1500
//! ```
//!
//! The server runs in this process on a temporary SQLite file (or `--db`). Each of
//! `--games` Squadro games between two people gets a real-time clock of `--clock-ms`
//! and no increment; a spectator's socket watches it; the first seat moves, and then
//! nobody does. The deadline is when the spectator saw the move plus the clock and the
//! network allowance the first turn has; the lateness is how long after that the view
//! with the result arrived. Games start `--spread-ms` apart, so that the timers of
//! many games are pending at once.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use clap::Parser;
use cubist_server::{Config, Limits};
use cubist_session::QUOTA_START_MS;
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

#[derive(Parser)]
#[command(about = "How late after the deadline the server applies a timeout")]
struct Args {
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Each seat's time, in milliseconds.
    #[arg(long, default_value_t = 1_500)]
    clock_ms: u64,
    /// Between the starts of two games, in milliseconds.
    #[arg(long, default_value_t = 10)]
    spread_ms: u64,
    /// A database URL (a temporary SQLite file if absent).
    #[arg(long)]
    db: Option<String>,
}

fn start_server(db: String) -> SocketAddr {
    let (ready_tx, ready_rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Runtime::new().expect("a runtime");
        let mut config = Config::new("127.0.0.1:0".parse().expect("an address"), db);
        config.limits = Limits {
            rate: 1_000_000,
            burst: 1_000_000,
        };
        let served = runtime.block_on(cubist_server::serve(
            config,
            move |addr| {
                let _ = ready_tx.send(addr);
            },
            std::future::pending(),
        ));
        if let Err(e) = served {
            eprintln!("the server stopped: {e}");
            std::process::exit(1);
        }
    });
    ready_rx.recv().expect("the server starts")
}

/// One game: created, watched, one move; returns the lateness of its timeout in ms.
async fn one_game(base: String, clock_ms: u64) -> f64 {
    let http = reqwest::Client::new();
    let created: Value = http
        .post(format!("{base}/api/games"))
        .json(&json!({"game": "squadro", "seats": ["human", "human"],
                      "clock": {"initial_ms": clock_ms, "increment_ms": 0}}))
        .send()
        .await
        .expect("created")
        .json()
        .await
        .expect("json");
    let id = created["id"].as_str().expect("an id").to_string();
    let ws_url = format!("{}/api/games/{id}/ws", base.replace("http", "ws"));
    let (mut ws, _) = tokio_tungstenite::connect_async(ws_url)
        .await
        .expect("a socket");
    let view_of = |m: Message| -> Option<Value> {
        let Message::Text(t) = m else { return None };
        let v: Value = serde_json::from_str(t.as_str()).ok()?;
        (v["type"] == "view").then(|| v["view"].clone())
    };
    let first = loop {
        if let Some(v) = ws.next().await.and_then(|m| m.ok()).and_then(view_of) {
            break v;
        }
    };
    let seat = first["to_move"][0].as_u64().expect("a seat") as usize;
    let token = created["seats"][seat - 1]["token"]
        .as_str()
        .expect("a token");
    let view: Value = http
        .get(format!("{base}/api/games/{id}?token={token}"))
        .send()
        .await
        .expect("a view")
        .json()
        .await
        .expect("json");
    let action = view["legal"][0].as_str().expect("an action").to_string();
    http.post(format!("{base}/api/games/{id}/actions"))
        .json(&json!({"token": token, "action": action, "ply": 0}))
        .send()
        .await
        .expect("played");
    let mut deadline = None;
    loop {
        let m = ws.next().await.expect("open").expect("a message");
        let Some(v) = view_of(m) else { continue };
        if v["ply"] == 1 && deadline.is_none() {
            deadline = Some(Instant::now() + Duration::from_millis(clock_ms + QUOTA_START_MS));
        }
        if !v["result"].is_null() {
            let deadline = deadline.expect("the move was seen first");
            let now = Instant::now();
            return if now >= deadline {
                (now - deadline).as_secs_f64() * 1000.0
            } else {
                -((deadline - now).as_secs_f64() * 1000.0)
            };
        }
    }
}

#[tokio::main]
async fn main() {
    let args = Args::parse();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let db = args
        .db
        .clone()
        .unwrap_or_else(|| format!("sqlite:{}", dir.path().join("timeouts.db").display()));
    let base = format!("http://{}", start_server(db));
    let mut tasks = Vec::new();
    for _ in 0..args.games {
        tasks.push(tokio::spawn(one_game(base.clone(), args.clock_ms)));
        tokio::time::sleep(Duration::from_millis(args.spread_ms)).await;
    }
    let mut late = Vec::new();
    for t in tasks {
        late.push(t.await.expect("a game"));
    }
    late.sort_by(f64::total_cmp);
    let q = |p: f64| late[((late.len() - 1) as f64 * p).round() as usize];
    println!(
        "{} timeouts of {} ms clocks: lateness after the deadline (ms) min {:.1}, median {:.1}, p95 {:.1}, max {:.1}",
        late.len(),
        args.clock_ms,
        q(0.0),
        q(0.5),
        q(0.95),
        q(1.0)
    );
}
