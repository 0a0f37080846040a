//! Computer players under a budget: what a guest's computer may think, how many
//! running games with computers an account or a guest's address keeps (rematches
//! too), games nobody attends stop thinking (computers alone sooner), and a restart
//! takes up only the games someone attends. Time is a hand-moved clock.

use crate::support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_server::{DEFAULT_ACCOUNT_COMPUTER_GAMES, DEFAULT_ADDRESS_COMPUTER_GAMES};
use cubist_session::ManualClock;
use reqwest::header::{COOKIE, SET_COOKIE};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const START: u64 = 1_000_000;
const PATIENCE: Duration = Duration::from_secs(60);
/// Computers that play for a while: a tenth of a second a move.
const SLOW: &str = "mcts:budget=100ms";

fn start(place: &Place, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(&place.db(), move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
    })
}

async fn health(c: &Client) -> Value {
    c.get("/api/health").await.json()
}

/// The listed game's ply, read without asking for the game itself (a person's
/// request would bring its computers back).
async fn listed_ply(c: &Client, id: &str) -> Option<usize> {
    let games = c.get("/api/games?status=running").await.json();
    games["games"]
        .as_array()?
        .iter()
        .find(|g| g["id"] == id)
        .map(|g| g["ply"].as_u64().unwrap() as usize)
}

/// Wait (polling, not sleeping in place of the event) until `ready` holds.
async fn until<F, Fut>(what: &str, mut ready: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = Instant::now() + PATIENCE;
    while !ready().await {
        assert!(Instant::now() < deadline, "never: {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_is_refused_a_ten_second_computer_and_told_the_limit() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let ten = "mcts:budget=10s,threads=2";
    let r = c
        .create_raw(&json!({"game": "squadro", "seats": [ten, ten]}))
        .await;
    let why = r.expect_error(403, "a guest's ten-second computer");
    assert!(why.contains("at most 1000 ms a move"), "{why}");
    assert!(why.contains("sign in"), "{why}");
    // One thread over the time, and two threads within it, are refused too.
    for spec in ["mcts:budget=1500ms", "mcts:budget=500ms,threads=2"] {
        let r = c
            .create_raw(&json!({"game": "squadro", "seats": ["human", spec]}))
            .await;
        r.expect_error(403, spec);
    }
    // The catalogue's one-thread levels and a second a move are a guest's.
    for spec in ["easy", "hard", "mcts:budget=1s", "alphabeta:time=1000ms"] {
        let r = c
            .create_raw(&json!({"game": "squadro", "seats": ["human", spec]}))
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{spec}: {}", r.text);
    }
}

/// A browser signed in by its cookie.
struct Browser {
    http: reqwest::Client,
    base: String,
    session: Option<String>,
}

impl Browser {
    async fn post(&mut self, path: &str, body: Value) -> Reply {
        let mut r = self
            .http
            .post(format!("{}{path}", self.base))
            .header("origin", &self.base)
            .json(&body);
        if let Some(token) = &self.session {
            r = r.header(COOKIE, format!("cubist_session={token}"));
        }
        let reply = r.send().await.expect("the server answers");
        for set in reply.headers().get_all(SET_COOKIE) {
            let text = set.to_str().unwrap();
            if let Some(rest) = text.strip_prefix("cubist_session=") {
                self.session = Some(rest.split(';').next().unwrap().to_string());
            }
        }
        Reply {
            status: reply.status(),
            text: reply.text().await.unwrap(),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_keeps_at_most_its_cap_of_running_games_with_computers() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let mut b = Browser {
        http: reqwest::Client::new(),
        base: s.base.clone(),
        session: None,
    };
    let r = b
        .post(
            "/api/accounts",
            json!({"name": "Lovelace", "password": "correct horse battery"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    // An account may ask for more than a guest, and games are counted, not seats:
    // three computers at a table of four are one game.
    let r = b
        .post(
            "/api/games",
            json!({"game": "squadro", "seats": ["me", "mcts:budget=10s"]}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let four = json!({"game": "cube-attack", "options": {"players": 4},
        "seats": ["me", "easy", "easy", "easy"]});
    let r = b.post("/api/games", four.clone()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let mut mine = vec![r.json()];
    for _ in 2..DEFAULT_ACCOUNT_COMPUTER_GAMES {
        let r = b
            .post(
                "/api/games",
                json!({"game": "squadro", "seats": ["me", "easy"]}),
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        mine.push(r.json());
    }
    // ...but keeps six such games running at most.
    let r = b.post("/api/games", four.clone()).await;
    let why = r.expect_error(429, "a seventh game with computers");
    assert!(why.contains("at most 6 running games"), "{why}");
    assert!(why.contains("finish or resign"), "{why}");
    // A game between people is not limited.
    let r = b
        .post(
            "/api/games",
            json!({"game": "squadro", "seats": ["human", "human"]}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    // A game resigned frees its place.
    let id = mine[1]["id"].as_str().unwrap();
    let r = b.post(&format!("/api/games/{id}/resign"), json!({})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = b.post("/api/games", four).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
}

/// A server whose guests of one address keep at most `cap` games with computers.
fn start_capped(place: &Place, cap: usize) -> Server {
    Server::start_with(&place.db(), move |c| {
        c.limits = NO_LIMITS;
        c.thinking.address_games = cap;
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_address_keeps_at_most_its_cap_of_running_games_with_computers() {
    let place = Place::new();
    let s = start_capped(&place, DEFAULT_ADDRESS_COMPUTER_GAMES);
    let c = s.client();
    for _ in 0..DEFAULT_ADDRESS_COMPUTER_GAMES {
        c.create("squadro", json!({}), &["human", "easy"]).await;
    }
    let r = c
        .create_raw(&json!({"game": "squadro", "seats": ["easy", "easy"]}))
        .await;
    let why = r.expect_error(429, "a fifth game with computers from one address");
    assert!(why.contains("a guest's address"), "{why}");
    assert!(why.contains("at most 4 running games"), "{why}");
    // Games between people are not counted.
    c.create("squadro", json!({}), &["human", "human"]).await;
}

/// Resign with seat `seat`'s token: the two-seat game is over.
async fn resign(c: &Client, id: &str, token: &str) {
    let r = c
        .post_json(&format!("/api/games/{id}/resign"), &json!({"token": token}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_against_the_computer_counts_among_the_running_games() {
    let place = Place::new();
    let s = start_capped(&place, 1);
    let c = s.client();
    let a = c.create("squadro", json!({}), &["human", "easy"]).await;
    resign(&c, &a.id, a.token(1)).await;
    let b = c.create("squadro", json!({}), &["human", "easy"]).await;
    // While b runs, a rematch of a would be a second game.
    let rematch = format!("/api/games/{}/rematch", a.id);
    let r = c.post_json(&rematch, &json!({"token": a.token(1)})).await;
    let why = r.expect_error(429, "a rematch beyond the cap");
    assert!(why.contains("at most 1 running games"), "{why}");
    resign(&c, &b.id, b.token(1)).await;
    let r = c.post_json(&rematch, &json!({"token": a.token(1)})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.json()["game_id"].is_string(), "{}", r.text);
    // The rematch runs: it is the one game allowed.
    let r = c
        .create_raw(&json!({"game": "squadro", "seats": ["human", "easy"]}))
        .await;
    r.expect_error(429, "a game beside the rematch");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_nobody_attends_stops_thinking_until_a_person_comes_back() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock);
    let c = s.client();
    let created = c.create("squadro", json!({}), &[SLOW, SLOW]).await;
    let id = created.id.clone();
    // Nobody asks for it, and no socket is open, for ten minutes.
    clock.advance(600_000);
    until("the game pauses", || async {
        health(&c).await["games_paused"] == 1
    })
    .await;
    let ply = listed_ply(&c, &id).await.expect("still running");
    // A person asks for the game: its computers think again.
    c.view(&id, None).await;
    assert_eq!(health(&c).await["games_paused"], 0);
    until("a computer moves again", || async {
        listed_ply(&c, &id).await.is_none_or(|p| p > ply)
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_takes_up_only_games_someone_attends() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock);
    let c = s.client();
    // Computers playing each other, left by their guest.
    let left = c.create("squadro", json!({}), &[SLOW, SLOW]).await;
    // A computer on a clock against a person.
    let r = c
        .create_raw(&json!({"game": "squadro", "seats": [SLOW, "human"], "clock": "5+3"}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let s = s.restart();
    let c = s.client();
    let h = health(&c).await;
    assert_eq!(h["games_in_memory"], 1, "only the timed game: {h}");
    // The game left alone waits for a person, who brings it back.
    let ply = listed_ply(&c, &left.id).await.expect("still running");
    c.view(&left.id, None).await;
    until("the left game moves once asked for", || async {
        listed_ply(&c, &left.id).await.is_none_or(|p| p > ply)
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_of_computers_alone_stops_thinking_after_a_minute_unwatched() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock);
    let c = s.client();
    c.create("squadro", json!({}), &[SLOW, SLOW]).await;
    // A minute, not ten: nobody has a seat in it to come back to.
    clock.advance(60_000);
    until("the game of computers pauses", || async {
        health(&c).await["games_paused"] == 1
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_leaves_a_timed_game_of_computers_nobody_watches() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock);
    let c = s.client();
    // Computers on a clock, left by their guest: the clock alone does not bring
    // them back.
    for seats in [json!([SLOW, SLOW]), json!([SLOW, "human"])] {
        let r = c
            .create_raw(&json!({"game": "squadro", "seats": seats, "clock": "5+3"}))
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    }
    let s = s.restart();
    let c = s.client();
    let h = health(&c).await;
    assert_eq!(
        h["games_in_memory"], 1,
        "only the game with a person's seat: {h}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accounts_rematch_against_the_computer_counts_among_its_running_games() {
    let place = Place::new();
    let s = Server::start_with(&place.db(), |c| {
        c.limits = NO_LIMITS;
        c.thinking.account_games = 2;
    });
    let c = s.client();
    let ann = browser(&c, &sign_up(&c, "ann").await);
    let create = |body: Value| {
        let ann = &ann;
        async move {
            let r = ann.create_raw(&body).await;
            assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
            r.json()["id"].as_str().expect("an id").to_string()
        }
    };
    let resign = |id: String| {
        let ann = &ann;
        async move {
            let r = ann
                .post_json(&format!("/api/games/{id}/resign"), &json!({}))
                .await;
            assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        }
    };
    let two = json!({"game": "squadro", "seats": ["me", "easy"]});
    let a = create(two.clone()).await;
    resign(a.clone()).await;
    // A table of four with three computers is one game; the finished one counts not.
    create(json!({"game": "cube-attack", "options": {"players": 4},
                  "seats": ["me", "easy", "easy", "easy"]}))
    .await;
    let b = create(two.clone()).await;
    // Two running: the rematch of the first would be a third.
    let rematch = format!("/api/games/{a}/rematch");
    let r = ann.post_json(&rematch, &json!({})).await;
    let why = r.expect_error(429, "an account's rematch beyond the cap");
    assert!(why.contains("at most 2 running games"), "{why}");
    assert!(why.contains("finish or resign"), "{why}");
    resign(b).await;
    let r = ann.post_json(&rematch, &json!({})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.json()["game_id"].is_string(), "{}", r.text);
    ann.create_raw(&two)
        .await
        .expect_error(429, "a game beside the rematch");
}
