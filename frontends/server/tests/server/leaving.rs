//! Leaving over the network: presence from sockets, resigning, draws by agreement,
//! leaving, claims after the away time (read from a hand-moved clock), a claimed seat
//! handed back, event numbers and resync — on SQLite (or PostgreSQL with
//! `CUBIST_SERVE_SUITE_DB=postgres`), and with `CUBIST_TEST_POSTGRES` set, claims
//! racing on two instances of one PostgreSQL database.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use cubist_session::{ManualClock, MatchView, PlayerKind, Request};
use futures_util::{SinkExt, StreamExt};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::{on_postgres, Place, Server, NO_LIMITS};
use tokio_tungstenite::tungstenite::Message;

const AWAY: u64 = 30_000;
/// How long a test waits for something it expects to see.
const PATIENCE: Duration = Duration::from_secs(20);

/// A server on the place's database whose away times read `clock`.
fn start(place: &Place, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(&place.db(), move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
    })
}

/// A created game: its id and each person's token (from seat 1).
struct Game {
    id: String,
    tokens: Vec<Option<String>>,
}

impl Game {
    fn token(&self, seat: usize) -> &str {
        self.tokens[seat - 1].as_deref().unwrap()
    }
}

async fn create(base: &str, body: Value) -> Game {
    let reply = reqwest::Client::new()
        .post(format!("{base}/api/games"))
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(reply.status(), StatusCode::CREATED);
    let created: Value = reply.json().await.unwrap();
    Game {
        id: created["id"].as_str().unwrap().to_string(),
        tokens: created["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["token"].as_str().map(str::to_string))
            .collect(),
    }
}

async fn view(base: &str, g: &Game, seat: usize) -> MatchView {
    let url = format!("{base}/api/games/{}?token={}", g.id, g.token(seat));
    reqwest::get(url).await.unwrap().json().await.unwrap()
}

/// POST a request of `seat`'s (`resign`, `draw`, `leave`, `claim`, `actions`) with
/// `extra` fields: the status and the body.
async fn post(base: &str, g: &Game, what: &str, seat: usize, extra: Value) -> (StatusCode, Value) {
    let mut body = json!({ "token": g.token(seat) });
    if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
        body.extend(extra.clone());
    }
    let reply = reqwest::Client::new()
        .post(format!("{base}/api/games/{}/{what}", g.id))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = reply.status();
    (status, reply.json().await.unwrap_or(Value::Null))
}

/// Play the first legal action of the seat to move until every seat has made its
/// first move (before, resigning, leaving or a claim would abort the game). Returns
/// the number of actions played.
async fn open(base: &str, g: &Game) -> usize {
    loop {
        let v = view(base, g, 1).await;
        assert!(v.result.is_none(), "{v:?}");
        if !v.may.contains(&Request::Abort) {
            return v.ply;
        }
        let seat = v.to_move[0];
        let legal = view(base, g, seat).await.legal;
        let (status, body) = post(base, g, "actions", seat, json!({ "action": legal[0] })).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
}

/// Wait until `seat`'s view satisfies `ok`.
async fn view_when(
    base: &str,
    g: &Game,
    seat: usize,
    what: &str,
    ok: impl Fn(&MatchView) -> bool,
) -> MatchView {
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let v = view(base, g, seat).await;
        if ok(&v) {
            return v;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "never saw {what}: {v:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn socket(base: &str, g: &Game, seat: usize) -> Socket {
    let url = format!(
        "{}/api/games/{}/ws?token={}",
        base.replacen("http", "ws", 1),
        g.id,
        g.token(seat)
    );
    tokio_tungstenite::connect_async(url).await.unwrap().0
}

/// The next message of a socket, as JSON.
async fn next_message(ws: &mut Socket) -> Value {
    loop {
        let frame = tokio::time::timeout(PATIENCE, ws.next())
            .await
            .expect("a message in time")
            .expect("the socket is open")
            .unwrap();
        if let Message::Text(text) = frame {
            return serde_json::from_str(&text).unwrap();
        }
    }
}

fn two_people(away: u64) -> Value {
    json!({ "game": "squadro", "seats": ["human", "human"], "away_ms": away })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_whose_page_closes_goes_offline_and_is_claimed_only_after_the_away_time() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let g = create(&s.base, two_people(AWAY)).await;
    let ply = open(&s.base, &g).await;
    let mut light = socket(&s.base, &g, 1).await;
    next_message(&mut light).await;
    let mut dark = socket(&s.base, &g, 2).await;
    let first = next_message(&mut dark).await;
    assert_eq!(first["type"], "view");
    assert_eq!(first["event"], first["view"]["event"]);
    view_when(&s.base, &g, 1, "Dark online", |v| v.seats[1].online).await;
    dark.close(None).await.unwrap();
    let v = view_when(&s.base, &g, 1, "Dark offline", |v| !v.seats[1].online).await;
    assert!(!v.seats[1].away);
    assert_eq!(v.away_ms, AWAY);
    assert!(!v.may.contains(&Request::Claim));

    // Too early: refused in words, and nothing changes.
    clock.advance(AWAY - 1);
    let (status, body) = post(&s.base, &g, "claim", 1, json!({ "ply": ply })).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(body["error"].as_str().unwrap().contains("to go"), "{body}");
    let after = view(&s.base, &g, 1).await;
    assert_eq!(after.event, v.event);
    assert!(after.events.is_empty() && after.result.is_none());

    // Dark may not claim a seat that is there; a stale claim gets the view.
    clock.advance(1);
    let v = view(&s.base, &g, 1).await;
    assert!(v.may.contains(&Request::Claim), "{:?}", v.may);
    assert!(v.seats[1].away && !v.seats[0].away);
    let (status, body) = post(&s.base, &g, "claim", 1, json!({ "ply": ply + 1 })).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(
        body["view"]["ply"], ply,
        "a stale request is answered with the view"
    );
    let (status, _) = post(&s.base, &g, "claim", 2, json!({})).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "Light is not away"
    );

    let (status, body) = post(&s.base, &g, "claim", 1, json!({ "ply": ply })).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result_text"], "Light wins (Dark was away)");
    assert_eq!(body["events"][0]["event"], "claim");
    // The game is over for Dark too.
    let (status, _) = post(&s.base, &g, "actions", 2, json!({ "action": "1" })).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
}

/// The database refuses (or takes again) any write of presence.
async fn refuse_presence(place: &Place, refuse: bool) {
    let postgres = place.db().url.starts_with("postgres");
    let sql: &[&str] = match (postgres, refuse) {
        (false, true) => &["CREATE TRIGGER refuse_presence BEFORE INSERT ON presence \
             BEGIN SELECT RAISE(FAIL, 'presence refused'); END"],
        (false, false) => &["DROP TRIGGER refuse_presence"],
        (true, true) => &[
            "CREATE FUNCTION refuse_presence() RETURNS trigger AS $$ \
             BEGIN RAISE EXCEPTION 'presence refused'; END $$ LANGUAGE plpgsql",
            "CREATE TRIGGER refuse_presence BEFORE INSERT ON presence \
             FOR EACH ROW EXECUTE FUNCTION refuse_presence()",
        ],
        (true, false) => &["DROP TRIGGER refuse_presence ON presence"],
    };
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    for statement in sql {
        sqlx::query(statement).execute(&pool).await.unwrap();
    }
    pool.close().await;
}

/// The sockets stored for seat `seat` (from 1) of `g` (one instance here).
async fn stored_sockets(place: &Place, g: &Game, seat: i64) -> i64 {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&place.db().url).await.unwrap();
    let (sockets,): (i64,) = sqlx::query_as(
        "SELECT COALESCE(MAX(sockets), 0) FROM presence WHERE game_id = $1 AND seat = $2",
    )
    .bind(&g.id)
    .bind(seat - 1)
    .fetch_one(&pool)
    .await
    .unwrap();
    pool.close().await;
    sockets
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_whose_presence_the_database_refuses_is_not_counted() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let g = create(&s.base, two_people(AWAY)).await;
    open(&s.base, &g).await;
    refuse_presence(&place, true).await;
    // The socket is served, but the seat is not counted online: its presence was
    // never stored.
    let mut unstored = socket(&s.base, &g, 2).await;
    next_message(&mut unstored).await;
    assert!(!view(&s.base, &g, 1).await.seats[1].online);
    refuse_presence(&place, false).await;
    let mut stored = socket(&s.base, &g, 2).await;
    next_message(&mut stored).await;
    view_when(&s.base, &g, 1, "Dark online", |v| v.seats[1].online).await;
    assert_eq!(
        stored_sockets(&place, &g, 2).await,
        1,
        "only the stored socket counts"
    );
    // Closing the uncounted socket counts nothing out; closing the other does.
    unstored.close(None).await.unwrap();
    stored.close(None).await.unwrap();
    view_when(&s.base, &g, 1, "Dark offline", |v| !v.seats[1].online).await;
    assert_eq!(stored_sockets(&place, &g, 2).await, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_lapses_when_its_maker_moves_and_a_resigned_seat_cannot_move() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let g = create(&s.base, two_people(AWAY)).await;
    let mover = view(&s.base, &g, 1).await.to_move[0];
    let other = 3 - mover;
    let (status, v) = post(&s.base, &g, "draw", mover, json!({ "ply": 0 })).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["draw_offer"], mover);
    assert!(view(&s.base, &g, other)
        .await
        .may
        .contains(&Request::AcceptDraw));
    let action = view(&s.base, &g, mover).await.legal[0].clone();
    let (status, _) = post(
        &s.base,
        &g,
        "actions",
        mover,
        json!({ "action": action, "ply": 0 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let seen = view(&s.base, &g, other).await;
    assert_eq!(
        seen.draw_offer, None,
        "the offer lapsed when its maker moved"
    );
    assert!(!seen.may.contains(&Request::AcceptDraw));
    // The other offers, the first accepts: a draw by agreement.
    post(&s.base, &g, "draw", other, json!({ "ply": 1 })).await;
    let (status, v) = post(&s.base, &g, "draw", mover, json!({ "ply": 1 })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        v["result_text"],
        "draw between Light and Dark (draw agreed)"
    );

    let g = create(&s.base, two_people(AWAY)).await;
    let ply = open(&s.base, &g).await;
    let (status, v) = post(&s.base, &g, "resign", 1, json!({ "ply": ply })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(v["result_text"], "Dark wins (Light resigned)");
    let action = view(&s.base, &g, 2).await;
    assert!(action.legal.is_empty() && action.may.is_empty());
    let (status, _) = post(&s.base, &g, "actions", 1, json!({ "action": "1" })).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let record: Value = reqwest::get(format!("{}/api/games/{}/record", s.base, g.id))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        record["events"],
        json!([{ "ply": ply, "seat": 0, "event": "resign" }])
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn requests_without_a_seat_or_out_of_place_are_refused_and_change_nothing() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let g = create(&s.base, two_people(AWAY)).await;
    let http = reqwest::Client::new();
    for what in ["resign", "draw", "leave", "claim"] {
        let url = format!("{}/api/games/{}/{what}", s.base, g.id);
        let none = http.post(&url).json(&json!({})).send().await.unwrap();
        assert_eq!(none.status(), StatusCode::UNAUTHORIZED, "{what}");
        let wrong = http
            .post(&url)
            .json(&json!({ "token": "f00" }))
            .send()
            .await
            .unwrap();
        assert_eq!(wrong.status(), StatusCode::FORBIDDEN, "{what}");
        let bad = http
            .post(&url)
            .body("{")
            .header("content-type", "application/json");
        assert_eq!(
            bad.send().await.unwrap().status(),
            StatusCode::BAD_REQUEST,
            "{what}"
        );
    }
    let (status, body) = post(&s.base, &g, "leave", 1, json!({})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        body["error"].as_str().unwrap().contains("resign instead"),
        "{body}"
    );
    let (status, _) = post(&s.base, &g, "draw", 1, json!({ "draw": true })).await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "draw is a field of claims only"
    );
    for (body, want) in [
        (
            json!({ "game": "squadro", "seats": ["human", "human"], "away_ms": 5 }),
            "away_ms",
        ),
        (
            json!({ "game": "squadro", "seats": ["human", "human"], "stand_in": "out" }),
            "out",
        ),
        (
            json!({ "game": "squadro", "seats": ["human", "human"], "stand_in": "wizard" }),
            "stand_in",
        ),
    ] {
        let reply = http
            .post(format!("{}/api/games", s.base))
            .json(&body)
            .send()
            .await
            .unwrap();
        assert_eq!(reply.status(), StatusCode::BAD_REQUEST, "{body}");
        let text = reply.text().await.unwrap();
        assert!(text.contains(want), "{text}");
    }
    let v = view(&s.base, &g, 1).await;
    assert_eq!(v.event, 0);
    assert!(v.events.is_empty() && v.result.is_none());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_seat_game_goes_on_with_the_computer_in_the_seat_of_a_player_who_leaves() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let body = json!({
        "game": "cube-attack", "options": { "players": 4 },
        "seats": ["human", "human", "human", "human"], "stand_in": "random",
    });
    let g = create(&s.base, body).await;
    open(&s.base, &g).await;
    let v = view(&s.base, &g, 2).await;
    assert!(v.may.contains(&Request::Leave) && !v.may.contains(&Request::OfferDraw));
    let (status, v) = post(&s.base, &g, "leave", 2, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let v: MatchView = serde_json::from_value(v).unwrap();
    assert_eq!(v.seats[1].player, PlayerKind::Computer);
    assert_eq!(v.seats[1].agent.as_deref(), Some("random"));
    assert_eq!(v.events.len(), 2);
    assert_eq!(
        v.events[1].text,
        "the computer (random) plays Blue from here"
    );
    // The people play; the computer plays Blue's turns by itself.
    let mut blue_moved = false;
    for _ in 0..40 {
        let v = view_when(&s.base, &g, 1, "a person to move", |v| {
            v.result.is_some() || v.to_move.iter().any(|&s| s != 2)
        })
        .await;
        blue_moved |= v.moves.iter().any(|m| m.seat == 2);
        if v.result.is_some() || blue_moved {
            break;
        }
        let seat = v.to_move[0];
        let legal = view(&s.base, &g, seat).await.legal;
        let (status, body) =
            post(&s.base, &g, "actions", seat, json!({ "action": legal[0] })).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    assert!(blue_moved, "the computer played the seat that was left");
    let (status, _) = post(&s.base, &g, "resign", 2, json!({})).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "Blue left: it asks nothing more"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_claimed_seat_is_played_by_the_computer_until_its_player_comes_back() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let body = json!({
        "game": "cube-conquest", "options": { "players": 3 },
        "seats": ["human", "human", "human"], "stand_in": "random", "away_ms": AWAY,
    });
    let g = create(&s.base, body).await;
    open(&s.base, &g).await;
    let mut red = socket(&s.base, &g, 1).await;
    next_message(&mut red).await;
    clock.advance(AWAY);
    let (status, v) = post(&s.base, &g, "claim", 1, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let v: MatchView = serde_json::from_value(v).unwrap();
    assert_eq!(v.result, None, "with three seats the game goes on");
    for seat in [1, 2] {
        assert_eq!(v.seats[seat].player, PlayerKind::Computer, "{seat}");
        assert_eq!(v.seats[seat].gone, Some(cubist_session::Gone::Claimed));
    }
    // The second seat's player comes back: their seat is theirs again.
    let mut back = socket(&s.base, &g, 2).await;
    let first = next_message(&mut back).await;
    let v: MatchView = serde_json::from_value(first["view"].clone()).unwrap();
    assert_eq!(v.seats[1].player, PlayerKind::Human);
    assert!(v.events.iter().any(|e| e.event == "return" && e.seat == 2));
    assert!(v.may.contains(&Request::Resign));
    // Red's socket hears of both changes, each view newer than the last.
    let mut last = 0;
    loop {
        let m = next_message(&mut red).await;
        let event = m["event"].as_u64().unwrap();
        assert!(event >= last, "event numbers only grow");
        last = event;
        if m["view"]["events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["event"] == "return")
        {
            break;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_asks_for_the_whole_view_and_a_stale_action_gets_it_with_its_refusal() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let g = create(&s.base, two_people(AWAY)).await;
    let ply = open(&s.base, &g).await;
    let mut light = socket(&s.base, &g, 1).await;
    let first = next_message(&mut light).await;
    light
        .send(Message::Text(r#"{"type":"sync"}"#.into()))
        .await
        .unwrap();
    let again = next_message(&mut light).await;
    assert_eq!(again["type"], "view");
    assert_eq!(again["event"], first["event"]);
    light
        .send(Message::Text(
            r#"{"type":"action","action":"1","ply":7}"#.into(),
        ))
        .await
        .unwrap();
    let refused = next_message(&mut light).await;
    assert_eq!(refused["type"], "error");
    assert_eq!(refused["status"], 409);
    let current = next_message(&mut light).await;
    assert_eq!(current["type"], "view");
    assert_eq!(current["view"]["ply"], ply);
    light
        .send(Message::Text(
            format!(r#"{{"type":"resign","ply":{ply}}}"#).into(),
        ))
        .await
        .unwrap();
    let over = next_message(&mut light).await;
    assert_eq!(over["view"]["result_text"], "Dark wins (Light resigned)");
    assert_eq!(over["event"], first["event"].as_u64().unwrap() + 1);
}

/// Two claims of one away seat, by two players through two instances at once: in
/// each of 100 games exactly one is applied.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_races_for_one_claim_on_two_instances_are_each_won_once() {
    let Some(place) = on_postgres("a_hundred_races_for_one_claim_on_two_instances") else {
        return;
    };
    let clock = ManualClock::at(1_000_000);
    let one = start(&place, &clock);
    let two = start(&place, &clock);
    let body = json!({
        "game": "cube-conquest", "options": { "players": 3 },
        "seats": ["human", "human", "human"], "stand_in": "random", "away_ms": 1000,
    });
    // In every game the two claimers are there, each on an instance of its own; the
    // third player never came.
    let mut games = Vec::new();
    let mut sockets = Vec::new();
    for _ in 0..100 {
        let g = create(&one.base, body.clone()).await;
        for (base, seat) in [(&one.base, 1), (&two.base, 2)] {
            let mut ws = socket(base, &g, seat).await;
            next_message(&mut ws).await;
            sockets.push(ws);
        }
        games.push(g);
    }
    clock.advance(1000);
    for g in &games {
        let (a, b) = tokio::join!(
            post(&one.base, g, "claim", 1, json!({ "ply": 0 })),
            post(&two.base, g, "claim", 2, json!({ "ply": 0 })),
        );
        let won = [a.0, b.0].iter().filter(|s| **s == StatusCode::OK).count();
        assert_eq!(won, 1, "{a:?} {b:?}");
        for (status, body) in [a, b] {
            assert!(
                [
                    StatusCode::OK,
                    StatusCode::CONFLICT,
                    StatusCode::UNPROCESSABLE_ENTITY
                ]
                .contains(&status),
                "{status} {body}"
            );
        }
        let record: Value = reqwest::get(format!("{}/api/games/{}/record", two.base, g.id))
            .await
            .unwrap()
            .json()
            .await
            .unwrap_or(Value::Null);
        let v = view(&two.base, g, 1).await;
        // Only the seat nobody held was claimed: each instance knew of the other's
        // socket. No seat has moved yet, so the claim aborts the game, naming the
        // seat claimed as the late one.
        let claims: Vec<usize> = v
            .events
            .iter()
            .filter(|e| e.event == "claim" || e.event == "abort")
            .map(|e| e.seat)
            .collect();
        assert_eq!(claims, vec![3], "{record}");
    }
}

/// An instance whose clock stands still (as every test's does) still says each beat
/// that it is alive: another instance, watching its stamp move, never takes it as
/// stopped, so a seat held there stays online everywhere past the lapse.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_instance_under_a_clock_that_stands_still_is_not_taken_as_stopped() {
    let Some(place) = on_postgres("an_instance_under_a_clock_that_stands_still") else {
        return;
    };
    let clock = ManualClock::at(1_000_000);
    let start = |c: &ManualClock| {
        let clock = c.clone();
        Server::start_with(&place.db(), move |c| {
            c.limits = NO_LIMITS;
            c.clock = Arc::new(clock);
            c.lapse = Duration::from_secs(1);
        })
    };
    let (one, two) = (start(&clock), start(&clock));
    let g = create(&one.base, two_people(AWAY)).await;
    let mut ws = socket(&two.base, &g, 2).await;
    next_message(&mut ws).await;
    // Wait for the stamps of the instance holding the socket to move three times:
    // more than the lapse has passed since it first said so.
    let mut db = place.postgres().unwrap().connect().await;
    let mut stamps = Vec::<i64>::new();
    let deadline = tokio::time::Instant::now() + PATIENCE;
    while stamps.len() < 4 {
        assert!(tokio::time::Instant::now() < deadline, "{stamps:?}");
        let stamp: Option<i64> = sqlx::query_scalar(
            "SELECT MAX(alive_at) FROM instances \
             WHERE id IN (SELECT instance FROM presence WHERE sockets > 0)",
        )
        .fetch_one(&mut db)
        .await
        .unwrap();
        if let Some(s) = stamp.filter(|s| stamps.last() != Some(s)) {
            stamps.push(s);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let v = view(&one.base, &g, 1).await;
    assert!(v.seats[1].online, "{stamps:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_declined_is_withdrawn_recorded_and_may_be_made_again() {
    let clock = ManualClock::at(1_000_000);
    let place = Place::new();
    let s = start(&place, &clock);
    let g = create(&s.base, two_people(AWAY)).await;
    let mover = view(&s.base, &g, 1).await.to_move[0];
    let other = 3 - mover;
    let (status, v) = post(&s.base, &g, "decline-draw", other, json!({ "ply": 0 })).await;
    assert_eq!(
        status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "nothing to decline: {v}"
    );
    assert_eq!(v["error"], "no draw is offered to you");
    post(&s.base, &g, "draw", mover, json!({ "ply": 0 })).await;
    let asked = view(&s.base, &g, other).await;
    assert!(asked.may.contains(&Request::DeclineDraw), "{:?}", asked.may);
    let (status, _) = post(&s.base, &g, "decline-draw", mover, json!({ "ply": 0 })).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "one's own offer");
    let (status, v) = post(&s.base, &g, "decline-draw", other, json!({ "ply": 0 })).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["draw_offer"], Value::Null);
    assert!(v["result"].is_null(), "the game goes on");
    let events = v["events"].as_array().unwrap();
    let last = events.last().unwrap();
    assert_eq!(last["event"], "decline_draw");
    assert_eq!(
        last["text"],
        format!(
            "{} declined the draw",
            if other == 1 { "Light" } else { "Dark" }
        )
    );
    let maker = view(&s.base, &g, mover).await;
    assert_eq!(maker.draw_offer, None);
    assert!(maker.may.contains(&Request::OfferDraw), "may offer again");
    // The record keeps it: the game read back has no offer standing.
    let record: Value = reqwest::get(format!("{}/api/games/{}/record", s.base, g.id))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(
        record["events"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["event"] == "decline_draw"),
        "{record}"
    );
}
