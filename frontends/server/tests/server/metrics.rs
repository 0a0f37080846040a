//! `GET /metrics`: the Prometheus text, who may read it on the public address, and
//! `--metrics-addr`; the seek pairing time and each computer decision's wait for the
//! thinking pool.
//!
//! The servers of this file share one process and so one recorder; the gauges read at
//! a scrape are the scraped server's, so the tests take turns ([`TURN`]).

use crate::support;

use std::net::{IpAddr, SocketAddr};

use std::sync::Arc;

use cubist_session::ManualClock;
use reqwest::StatusCode;
use serde_json::json;
use support::*;

/// One test at a time scrapes (see the file's comment).
static TURN: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A client whose connections come from `from` (a loopback address other than
/// 127.0.0.1 is another client address to the server).
fn client_from(from: &str) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(from.parse::<IpAddr>().expect("an address"))
        .build()
        .expect("a client")
}

async fn get(http: &reqwest::Client, url: &str) -> (StatusCode, String) {
    let r = http.get(url).send().await.expect("the server answers");
    let status = r.status();
    (status, r.text().await.expect("a body"))
}

/// The value of the sample `name{labels}` (labels in the order rendered), if present.
fn sample(text: &str, series: &str) -> Option<f64> {
    text.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
        l.strip_prefix(series)?
            .strip_prefix(' ')?
            .trim()
            .parse()
            .ok()
    })
}

/// Whether some sample of `name` has every label of `labels` (`key="value"`).
fn has_sample(text: &str, name: &str, labels: &[&str]) -> bool {
    text.lines().any(|l| {
        l.starts_with(name)
            && l[name.len()..].starts_with(['{', ' '])
            && labels.iter().all(|label| l.contains(label))
    })
}

/// Plays `moves` moves of a squadro game between two people; gives its id.
async fn play(c: &Client, moves: usize) -> String {
    let game = c.create("squadro", json!({}), &["human", "human"]).await;
    let humans = game.humans();
    for ply in 0..moves {
        // Whoever is to move plays its first legal action.
        let mut played = false;
        for (_, token) in &humans {
            let v = c.view(&game.id, Some(token)).await;
            if let Some(action) = v.legal.first() {
                let r = c.act(&game.id, token, action, ply).await;
                assert_eq!(r.status, StatusCode::OK, "{}", r.text);
                played = true;
                break;
            }
        }
        assert!(played, "someone is to move at ply {ply}");
    }
    game.id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_count_requests_by_route_and_games_by_kind() {
    let _turn = TURN.lock().await;
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let id = play(&c, 3).await;
    // A computer moves by itself (after the person's move if the person starts); a
    // spectator's socket hears of it, however long it thinks on a busy machine.
    let computer = c.create("squadro", json!({}), &["easy", "human"]).await;
    let (_, token) = computer.humans()[0].clone();
    let mut watch = c.ws(&computer.id, None).await;
    let v = c.view(&computer.id, Some(&token)).await;
    let past = if v.legal.is_empty() {
        // The computer's turn.
        Some(v.ply)
    } else if v.ply == 0 {
        let r = c.act(&computer.id, &token, &v.legal[0], 0).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        Some(1)
    } else {
        // The computer started, and has moved.
        None
    };
    if let Some(ply) = past {
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(150);
        watch
            .view_after_by(ply, deadline, "the computer's move")
            .await;
    }
    let missing = c.get("/api/games/no-such-game").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let _ = c.get("/no/such/page?token=secret").await;

    let (status, text) = get(&client_from("127.0.0.1"), &c.url("/metrics")).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    // Requests by the route's template, never the path itself.
    assert!(
        has_sample(
            &text,
            "cubist_http_requests_total",
            &[
                r#"route="/api/games/{id}/actions""#,
                r#"method="POST""#,
                r#"status="200""#
            ]
        ),
        "{text}"
    );
    assert!(
        has_sample(
            &text,
            "cubist_http_requests_total",
            &[r#"route="/api/games/{id}""#, r#"status="404""#]
        ),
        "{text}"
    );
    assert!(
        has_sample(
            &text,
            "cubist_http_request_duration_seconds_bucket",
            &[r#"route="/api/games""#, r#"le="+Inf""#]
        ),
        "{text}"
    );
    assert!(!text.contains(&id), "no game id in a label");
    assert!(!text.contains("secret"), "no query string in a label");
    assert!(!text.contains("/no/such/page"), "no raw path in a label");
    // The actions stored, by game kind (other tests of this file add to it).
    let actions = sample(&text, r#"cubist_actions_total{game="squadro"}"#).expect(&text);
    assert!(actions >= 3.0, "{text}");
    // This server's games: the two played, still running, one watched.
    assert_eq!(sample(&text, "cubist_games_in_memory"), Some(2.0), "{text}");
    assert_eq!(sample(&text, "cubist_games_running"), Some(2.0), "{text}");
    assert_eq!(sample(&text, "cubist_websockets_open"), Some(1.0), "{text}");
    assert!(
        has_sample(&text, "cubist_thinking_seconds_count", &[r#"level="easy""#]),
        "{text}"
    );
    // The computer's decision's wait for the pool, by its level.
    assert!(
        has_sample(
            &text,
            "cubist_thinking_wait_seconds_count",
            &[r#"level="easy""#]
        ),
        "{text}"
    );
    assert!(
        has_sample(
            &text,
            "cubist_thinking_wait_seconds_bucket",
            &[r#"level="easy""#, r#"le="+Inf""#]
        ),
        "{text}"
    );
    assert!(
        has_sample(
            &text,
            "cubist_store_write_duration_seconds_count",
            &[r#"op="append""#]
        ),
        "{text}"
    );
    assert!(sample(&text, "cubist_thinking_queue").is_some(), "{text}");
    assert!(
        sample(&text, "cubist_thinking_waited_seconds").is_some_and(|s| s >= 0.0),
        "{text}"
    );
    assert_eq!(sample(&text, "cubist_seeks_open"), Some(0.0), "{text}");
    watch.close().await;
    server.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_on_the_public_address_answer_loopback_and_the_allowed_only() {
    let _turn = TURN.lock().await;
    let place = Place::new();
    // Reachable from other loopback addresses than 127.0.0.1.
    let any: SocketAddr = "0.0.0.0:0".parse().unwrap();
    let closed = Server::start_with(&place.db(), |config| {
        config.addr = any;
        config.limits = NO_LIMITS;
    });
    let url = format!("http://127.0.0.1:{}/metrics", closed.port);
    let (status, _) = get(&client_from("127.0.0.2"), &url).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, text) = get(&client_from("127.0.0.1"), &url).await;
    assert_eq!(status, StatusCode::OK);
    assert!(text.contains("cubist_http_requests_total"), "{text}");
    closed.stop();

    let allowed = Server::start_with(&place.db(), |config| {
        config.addr = any;
        config.limits = NO_LIMITS;
        config.metrics_allow = vec!["127.0.0.2".parse().unwrap()];
    });
    let url = format!("http://127.0.0.1:{}/metrics", allowed.port);
    let (status, text) = get(&client_from("127.0.0.2"), &url).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert!(text.contains("cubist_games_in_memory"), "{text}");
    let (status, _) = get(&client_from("127.0.0.3"), &url).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    allowed.stop();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_addr_serves_metrics_on_its_own_port_only() {
    let _turn = TURN.lock().await;
    let place = Place::new();
    // A free port for the metrics listener.
    let metrics_addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port");
    let server = Server::start_with(&place.db(), |config| {
        config.limits = NO_LIMITS;
        config.metrics_addr = Some(metrics_addr);
    });
    let c = server.client();
    play(&c, 1).await;
    let loopback = client_from("127.0.0.1");
    let (status, text) = get(&loopback, &format!("http://{metrics_addr}/metrics")).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    assert!(
        has_sample(
            &text,
            "cubist_http_requests_total",
            &[r#"route="/api/games""#, r#"status="201""#]
        ),
        "{text}"
    );
    assert_eq!(sample(&text, "cubist_games_in_memory"), Some(1.0), "{text}");
    // Not on the public address, even from loopback.
    let (status, _) = get(&loopback, &c.url("/metrics")).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    server.stop();
}

/// The pairing time's count and sum in a scrape (zero before any pairing).
fn pairings(text: &str) -> (f64, f64) {
    let count = sample(text, "cubist_seek_pairing_seconds_count").unwrap_or(0.0);
    let sum = sample(text, "cubist_seek_pairing_seconds_sum").unwrap_or(0.0);
    (count, sum)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pairing_records_each_seeks_wait_on_the_servers_clock() {
    let _turn = TURN.lock().await;
    let place = Place::new();
    let clock = ManualClock::at(1_764_000_000_000);
    let server_clock = clock.clone();
    let server = Server::start_with(&place.db(), move |config| {
        config.limits = NO_LIMITS;
        config.clock = Arc::new(server_clock);
    });
    let (first, second) = (server.client(), server.client());
    let loopback = client_from("127.0.0.1");
    let (_, before) = get(&loopback, &first.url("/metrics")).await;
    let seek = json!({"game": "squadro"});
    let r = first.post_json("/api/seeks", &seek).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["status"], "open");
    let (_, open) = get(&loopback, &first.url("/metrics")).await;
    assert_eq!(pairings(&open), pairings(&before), "nothing paired yet");
    clock.advance(7_000);
    let r = second.post_json("/api/seeks", &seek).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["status"], "paired", "{}", r.text);

    let (status, after) = get(&loopback, &first.url("/metrics")).await;
    assert_eq!(status, StatusCode::OK, "{after}");
    let ((c0, s0), (c1, s1)) = (pairings(&before), pairings(&after));
    // One sample per seek: the first waited 7 s, the second none.
    assert_eq!(c1 - c0, 2.0, "{after}");
    assert!((s1 - s0 - 7.0).abs() < 1e-9, "{after}");
    assert!(
        has_sample(
            &after,
            "cubist_seek_pairing_seconds_bucket",
            &[r#"le="10""#]
        ),
        "its own buckets: {after}"
    );
    server.stop();
}
