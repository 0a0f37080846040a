//! A benchmark of computer players under a budget: while hostile guests keep the
//! largest computer games a guest may create thinking, how long do people playing
//! `easy` wait for the computer's reply?
//!
//! ```sh
//! cargo run --release -p cubist-server --example budget -- --seconds 60
//! cargo run --release -p cubist-server --example budget -- --hostile 0   # the quiet baseline
//! cargo run --release -p cubist-server --example budget -- --think-threads 1
//! cargo run --release -p cubist-server --example budget -- --search-nice 0  # searches as the server
//! cargo run --release -p cubist-server --example budget -- --hostile 0 --reviews 4
//! ```
//!
//! The server runs in this process with the defaults of `cubist serve` (one thinking
//! pool of as many threads as cores unless `--think-threads` says otherwise, a guest's computer at most 1000 ms a move on one
//! thread), on a temporary SQLite file, without request limits. Each of `--hostile`
//! guests keeps `--games-each` Squadro games between two computers at `--spec` (by
//! default the largest a guest may ask for) in play: it creates them, asks for each
//! every two seconds (a visitor keeping them from pausing) and replaces those that
//! end. Meanwhile `--people` people play Squadro against `easy`, each a browser-like
//! client on one WebSocket (`tests/support/soak.rs`); the figures are the wait from
//! a person's action to the view with the computer's reply.
//!
//! With `--reviews N`, N signed-in players each keep a review of a finished game
//! running (at `--review-level`, low priority on the same pool): before the people
//! start, each has two `random` computers play `--review-games` Squadro games to their
//! end; then it asks for one's review (`POST /api/games/{id}/review`), reads its
//! progress until it is done, and goes on to the next. Run it with and without
//! reviews to see what they cost the people's replies.
//!
//! With `--analysts N`, N guests on addresses of their own (127.0.0.10, 127.0.0.11, …)
//! flood the analysis board with the largest board (`--analysis-game`, by default
//! Tilt 10×10), each keeping `--analyses-each` requests in flight until the end; the
//! process's peak resident memory (`VmHWM`, the people's clients included) is printed
//! with the analyses answered and refused.

mod bench;
#[path = "../tests/support/soak.rs"]
mod soak;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use cubist_server::Config;
use serde_json::{json, Value};
use soak::{Soak, Tally, Variant};

#[derive(Parser)]
struct Args {
    /// How long the people play.
    #[arg(long, default_value_t = 60)]
    seconds: u64,
    /// Hostile guests.
    #[arg(long, default_value_t = 16)]
    hostile: usize,
    /// Computer games each hostile guest keeps in play.
    #[arg(long, default_value_t = 2)]
    games_each: usize,
    /// The hostile games' computers.
    #[arg(long, default_value = "mcts:budget=1000ms")]
    spec: String,
    /// People playing `easy`.
    #[arg(long, default_value_t = 20)]
    people: usize,
    /// The server's `--think-threads` (default: the number of cores).
    #[arg(long)]
    think_threads: Option<usize>,
    /// The server's `--search-nice` (default: the server's default).
    #[arg(long)]
    search_nice: Option<i32>,
    /// Players each keeping a review running.
    #[arg(long, default_value_t = 0)]
    reviews: usize,
    /// The reviews' level.
    #[arg(long, default_value = cubist_server::DEFAULT_REVIEW_LEVEL)]
    review_level: String,
    /// Finished games each reviewer has ready to review.
    #[arg(long, default_value_t = 8)]
    review_games: usize,
    /// Guests flooding the analysis board, each from an address of its own.
    #[arg(long, default_value_t = 0)]
    analysts: usize,
    /// Requests each analyst keeps in flight.
    #[arg(long, default_value_t = 4)]
    analyses_each: usize,
    /// The position the analysts ask for: a game and its options, as a JSON request.
    #[arg(long, default_value = r#"{"game": "tilt", "options": {"size": "10"}}"#)]
    analysis_game: String,
}

/// A computer's reply slower than this is counted as a stall by the soak players.
const STALL: Duration = Duration::from_secs(5);

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let args = Args::parse();
    let dir = tempfile::Builder::new()
        .prefix("cubist-budget")
        .tempdir()
        .expect("a temporary directory");
    let db = format!("sqlite:{}", dir.path().join("budget.db").display());
    let addr = start_server(
        db,
        args.think_threads,
        args.search_nice,
        args.reviews,
        &args.review_level,
    );
    let base = format!("http://{addr}");
    let reviewed = Arc::new(AtomicU64::new(0));
    let ready = Arc::new(tokio::sync::Barrier::new(args.reviews + 1));
    let reviewers: Vec<_> = (0..args.reviews)
        .map(|i| {
            let (base, reviewed) = (base.clone(), reviewed.clone());
            let (ready, games) = (ready.clone(), args.review_games);
            tokio::spawn(async move { reviewer(base, i, games, ready, reviewed).await })
        })
        .collect();
    // The reviewers' games are played out before the people come.
    ready.wait().await;
    let stop = Instant::now() + Duration::from_secs(args.seconds);
    let hostile_games = Arc::new(AtomicU64::new(0));
    let refused = Arc::new(AtomicU64::new(0));
    let guests: Vec<_> = (0..args.hostile)
        .map(|_| {
            let (base, spec) = (base.clone(), args.spec.clone());
            let (made, refused) = (hostile_games.clone(), refused.clone());
            let each = args.games_each;
            tokio::spawn(async move { hostile(base, spec, each, stop, made, refused).await })
        })
        .collect();
    let soak = Arc::new(Soak {
        base: base.clone(),
        variants: vec![Variant::two("squadro", "easy", STALL)],
        stop,
        seed: 7,
    });
    let asked: Value = serde_json::from_str(&args.analysis_game).expect("a JSON request");
    let answered = Arc::new(AtomicU64::new(0));
    let turned_away = Arc::new(AtomicU64::new(0));
    let analysts: Vec<_> = (0..args.analysts * args.analyses_each)
        .map(|i| {
            let from = std::net::IpAddr::from([127, 0, 0, 10 + (i / args.analyses_each) as u8]);
            let (base, asked) = (base.clone(), asked.clone());
            let (answered, turned_away) = (answered.clone(), turned_away.clone());
            tokio::spawn(
                async move { analyst(base, from, asked, stop, answered, turned_away).await },
            )
        })
        .collect();
    let tally = Arc::new(Mutex::new(Tally::default()));
    soak::run(soak, args.people, tally.clone()).await;
    for a in analysts {
        let _ = a.await;
    }
    for g in guests {
        let _ = g.await;
    }
    for r in reviewers {
        r.abort();
    }
    let tally = tally.lock().unwrap().clone();
    println!(
        "{} hostile guests x {} games of {} ({} created, {} refused); {} people at easy, {} s; {} cores, think threads {}, search nice {}",
        args.hostile,
        args.games_each,
        args.spec,
        hostile_games.load(Ordering::Relaxed),
        refused.load(Ordering::Relaxed),
        args.people,
        args.seconds,
        cubist_ai::levels::all_cores(),
        args.think_threads
            .map_or_else(|| "as many".to_string(), |n| n.to_string()),
        args.search_nice.unwrap_or(cubist_server::DEFAULT_SEARCH_NICE),
    );
    if args.reviews > 0 {
        println!(
            "{} players each keeping a review at {} running: {} reviews done",
            args.reviews,
            args.review_level,
            reviewed.load(Ordering::Relaxed)
        );
    }
    if args.analysts > 0 {
        println!(
            "{} analysts x {} requests in flight of {}: {} answered, {} refused",
            args.analysts,
            args.analyses_each,
            args.analysis_game,
            answered.load(Ordering::Relaxed),
            turned_away.load(Ordering::Relaxed),
        );
    }
    println!("peak resident memory of the process: {} MB", peak_mb());
    for line in tally.report() {
        println!("{line}");
    }
}

/// The process's peak resident memory (Linux), in MB.
fn peak_mb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmHWM:"))?.to_string();
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .map_or(0, |kb| kb / 1024)
}

/// One of an analyst's requests in flight: asks for `asked` from address `from`
/// until `stop`, again at once after each answer or refusal.
async fn analyst(
    base: String,
    from: std::net::IpAddr,
    asked: Value,
    stop: Instant,
    answered: Arc<AtomicU64>,
    turned_away: Arc<AtomicU64>,
) {
    let http = reqwest::Client::builder()
        .local_address(from)
        .build()
        .expect("a client");
    while Instant::now() < stop {
        match http
            .post(format!("{base}/api/analysis"))
            .json(&asked)
            .send()
            .await
        {
            Ok(r) if r.status().is_success() => {
                answered.fetch_add(1, Ordering::Relaxed);
            }
            _ => {
                turned_away.fetch_add(1, Ordering::Relaxed);
                // A refused request is answered at once; a real flood does not wait,
                // but a short pause keeps this client from spinning on one core.
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    }
}

/// The server on its own runtime and thread, with `think_threads` search threads at
/// nice value `search_nice` if given; its address once it accepts connections.
fn start_server(
    db: String,
    think_threads: Option<usize>,
    search_nice: Option<i32>,
    reviews: usize,
    review_level: &str,
) -> std::net::SocketAddr {
    let review_level: cubist_ai::AgentSpec = review_level.parse().expect("a review level");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .enable_all()
            .thread_name("server")
            .build()
            .expect("a runtime");
        let mut config = Config {
            limits: bench::unlimited(),
            ..Config::new("127.0.0.1:0".parse().expect("an address"), db)
        };
        // The people and the hostile guests all come from 127.0.0.1 here: the cap on
        // one address's running computer games would stand for many people's.
        config.thinking.address_games = usize::MAX;
        if let Some(n) = think_threads {
            config.thinking.threads = n;
        }
        if let Some(nice) = search_nice {
            config.thinking.nice = nice;
        }
        config.reviews.level = review_level;
        config.reviews.running = reviews.max(1);
        config.sign_ups = cubist_server::accounts::SignUpLimits {
            per_address: u32::MAX,
            per_network: u32::MAX,
            per_site: u32::MAX,
        };
        if let Err(e) = runtime.block_on(cubist_server::run(config, move |addr| {
            let _ = tx.send(addr);
        })) {
            eprintln!("the server stopped: {e}");
            std::process::exit(1);
        }
    });
    rx.recv_timeout(Duration::from_secs(60))
        .expect("the server starts")
}

/// One hostile guest: keeps `each` computer games at `spec` in play until `stop`.
async fn hostile(
    base: String,
    spec: String,
    each: usize,
    stop: Instant,
    made: Arc<AtomicU64>,
    refused: Arc<AtomicU64>,
) {
    let http = reqwest::Client::new();
    let mut games: Vec<String> = Vec::new();
    while Instant::now() < stop {
        let mut running = Vec::new();
        for id in games {
            let view: Value = match http.get(format!("{base}/api/games/{id}")).send().await {
                Ok(r) => r.json().await.unwrap_or(Value::Null),
                Err(_) => Value::Null,
            };
            if view["result"].is_null() {
                running.push(id);
            }
        }
        games = running;
        while games.len() < each {
            let body = json!({"game": "squadro", "seats": [spec, spec]});
            let r = http
                .post(format!("{base}/api/games"))
                .json(&body)
                .send()
                .await;
            match r {
                Ok(r) if r.status().as_u16() == 201 => {
                    let v: Value = r.json().await.expect("a reply");
                    games.push(v["id"].as_str().expect("an id").to_string());
                    made.fetch_add(1, Ordering::Relaxed);
                }
                _ => {
                    refused.fetch_add(1, Ordering::Relaxed);
                    break;
                }
            }
        }
        tokio::time::sleep(Duration::from_secs(2)).await;
    }
}

/// One player keeping a review running: `games` games of two `random` computers
/// played out, then (once every reviewer is `ready`) their reviews asked for and
/// followed to their end, one after the other.
async fn reviewer(
    base: String,
    i: usize,
    games: usize,
    ready: Arc<tokio::sync::Barrier>,
    reviewed: Arc<AtomicU64>,
) {
    let http = reqwest::Client::new();
    let name = format!("reviewer{i}x{}", std::process::id() % 10_000);
    let r = http
        .post(format!("{base}/api/accounts"))
        .json(&json!({"name": name, "password": "correct horse battery"}))
        .send()
        .await
        .expect("signing up");
    let cookie = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.contains("cubist_session="))
        .and_then(|v| v.split(';').next())
        .expect("a session cookie")
        .to_string();
    let get = |path: String| http.get(format!("{base}{path}")).header("cookie", &cookie);
    let mut finished = Vec::new();
    for _ in 0..games {
        let created: Value = http
            .post(format!("{base}/api/games"))
            .header("cookie", &cookie)
            .json(&json!({"game": "squadro", "seats": ["random", "random"]}))
            .send()
            .await
            .expect("a game")
            .json()
            .await
            .expect("a reply");
        let id = created["id"].as_str().expect("an id").to_string();
        loop {
            let view: Value = get(format!("/api/games/{id}"))
                .send()
                .await
                .expect("a view")
                .json()
                .await
                .expect("a view");
            if !view["result"].is_null() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        finished.push(id);
    }
    ready.wait().await;
    for id in finished {
        let asked = http
            .post(format!("{base}/api/games/{id}/review"))
            .header("cookie", &cookie)
            .json(&json!({}))
            .send()
            .await
            .expect("a review asked");
        if !asked.status().is_success() {
            eprintln!("review refused: {}", asked.text().await.unwrap_or_default());
            return;
        }
        loop {
            let job: Value = get(format!("/api/games/{id}/review"))
                .send()
                .await
                .expect("a job")
                .json()
                .await
                .expect("a job");
            if job["status"] == "done" {
                reviewed.fetch_add(1, Ordering::Relaxed);
                break;
            }
            if job["status"] == "failed" {
                eprintln!("review failed: {}", job["error"]);
                break;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    }
    eprintln!("reviewer {i} ran out of games to review");
}
