//! Moderators on a real server: players' reports and their limits, every moderator
//! endpoint's refusals (a guest, an account without a role, another site's request,
//! an unknown name, twice) and its work, the audit log, and closing an account: its
//! session ends, its seeks go, its running game is resigned, its name stays taken,
//! and reopening lets it sign in again; in a game of three, its seat goes to the
//! stand-in (or out of the game) and the others play on. With
//! `CUBIST_TEST_POSTGRES`, closing on one instance ends the session used on another.

use crate::support;

use std::collections::BTreeSet;
use std::sync::Arc;

use cubist_server::accounts::SignUpLimits;
use cubist_server::moderation::store::Role;
use cubist_session::{Gone, ManualClock, MatchView, PlayerKind};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const PASSWORD: &str = "correct horse battery";
const HOUR_MS: u64 = 3_600_000;

/// A server with no practical request or sign-up limits, on `clock` if given.
fn server(db: &Db, clock: Option<&ManualClock>) -> Server {
    let clock = clock.cloned();
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.sign_ups = SignUpLimits {
            per_address: 1000,
            per_network: 1000,
            per_site: 1000,
        };
        if let Some(clock) = clock {
            c.clock = Arc::new(clock);
        }
    })
}

/// The same browser sending its cookie from another site's page.
async fn post_from_elsewhere(c: &Client, p: &Player, path: &str, body: &Value) -> Reply {
    let r = c
        .http
        .post(c.url(path))
        .header("cookie", &p.cookie)
        .header("origin", "https://evil.example")
        .json(body)
        .send()
        .await
        .unwrap();
    Reply {
        status: r.status(),
        text: r.text().await.unwrap(),
    }
}

fn why(text: &str) -> Value {
    json!({ "why": text })
}

/// A rated Squadro game `first` creates and `second` joins, opened: both seats have
/// made their first move (before that, a resignation aborts it). Gives its id.
async fn opened_game(first: &Client, second: &Client) -> String {
    let r = first
        .post_json(
            "/api/games",
            &json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "listed": true}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let r = second
        .post_json(&format!("/api/games/{id}/join"), &json!({"seat": 2}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "joining: {}", r.text);
    let by_seat = [first, second];
    loop {
        let v = first.view(&id, None).await;
        let moved: BTreeSet<usize> = v.moves.iter().map(|m| m.seat).collect();
        if moved.len() == 2 {
            return id;
        }
        let seat = v.to_move[0];
        let player = by_seat[seat - 1];
        let mine = player.view(&id, None).await;
        assert_eq!(mine.observer, Some(seat), "the cookie opens the seat");
        let r = player
            .post_json(
                &format!("/api/games/{id}/actions"),
                &json!({"action": mine.legal[0], "ply": mine.ply}),
            )
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
}

async fn sign_in(c: &Client, name: &str) -> Reply {
    let r = c
        .http
        .post(c.url("/api/session"))
        .json(&json!({"name": name, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    Reply {
        status: r.status(),
        text: r.text().await.unwrap(),
    }
}

fn log_has(log: &Value, action: &str, target: &str, why: &str) -> bool {
    log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .any(|e| e["action"] == action && e["target"].as_str() == Some(target) && e["why"] == why)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_moderator_makes_a_reset_link_that_sets_a_password_once_and_is_logged() {
    let place = Place::new();
    let db = place.db();
    let s = server(&db, None);
    let c = s.client();
    let ada = sign_up(&c, "Ada").await;
    let bob = sign_up(&c, "Bob").await;
    grant(&db, "ada", Role::Moderator).await;
    let moderator = browser(&c, &ada);
    let path = "/api/mod/accounts/BOB/reset-link";
    moderator
        .post_json(path, &json!({}))
        .await
        .expect_error(400, "no reason");
    moderator
        .post_json("/api/mod/accounts/nobody/reset-link", &why("forgot"))
        .await
        .expect_error(404, "an unknown name");
    let r = moderator.post_json(path, &why("asked on the forum")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let made = r.json();
    assert_eq!(made["name"], "Bob");
    let link = made["link"].as_str().expect("a link").to_string();
    let token = link.strip_prefix("/reset/").expect("a reset link");
    assert!(made["expires_ms"].as_u64().is_some(), "{made}");

    let log = moderator.get("/api/mod/log").await.json();
    assert!(
        log_has(&log, "reset_link", "Bob", "asked on the forum"),
        "{log}"
    );
    assert!(
        !log.to_string().contains(token),
        "the link is not in the log"
    );

    // The link sets Bob's password once and ends his session.
    let body = json!({"token": token, "password": "a brand new password"});
    let r = browser(&c, &bob).post_json("/api/reset", &body).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    browser(&c, &bob)
        .get("/api/me")
        .await
        .expect_error(401, "signed out everywhere");
    browser(&c, &bob)
        .post_json("/api/reset", &body)
        .await
        .expect_error(400, "used once");
    let r = sign_in(&c, "Bob").await;
    assert_eq!(
        r.status,
        StatusCode::UNAUTHORIZED,
        "the old password: {}",
        r.text
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn every_moderator_endpoint_refuses_guests_players_other_sites_and_unknowns() {
    let place = Place::new();
    let db = place.db();
    let s = server(&db, None);
    let c = s.client();
    let ada = sign_up(&c, "Ada").await;
    let bob = sign_up(&c, "Bob").await;
    grant(&db, "ada", Role::Moderator).await;
    let (moderator, player) = (browser(&c, &ada), browser(&c, &bob));
    let posts = [
        "/api/mod/reports/abc/done",
        "/api/mod/accounts/bob/close",
        "/api/mod/accounts/bob/reopen",
        "/api/mod/accounts/bob/reset-link",
        "/api/mod/games/abc/void",
    ];
    let gets = ["/api/mod/reports", "/api/mod/log"];
    for path in posts {
        c.post_json(path, &why("x"))
            .await
            .expect_error(401, &format!("a guest: {path}"));
        player
            .post_json(path, &why("x"))
            .await
            .expect_error(403, &format!("a player: {path}"));
        post_from_elsewhere(&c, &ada, path, &why("x"))
            .await
            .expect_error(403, &format!("another site: {path}"));
    }
    for path in gets {
        c.get(path)
            .await
            .expect_error(401, &format!("a guest: {path}"));
        player
            .get(path)
            .await
            .expect_error(403, &format!("a player: {path}"));
    }
    // The pages: the site's page for moderators, a refusal for the others.
    for path in ["/mod", "/mod/log"] {
        assert_eq!(c.get(path).await.status, StatusCode::UNAUTHORIZED, "{path}");
        assert_eq!(
            player.get(path).await.status,
            StatusCode::FORBIDDEN,
            "{path}"
        );
        let page = moderator.get(path).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        assert!(page.text.contains("/assets/app.js"), "{}", page.text);
    }
    let script = c.get("/assets/mod.js").await;
    assert_eq!(script.status, StatusCode::OK);
    assert!(script.text.contains("/api/mod/reports"));
    // Another site's close changed nothing: Bob is still signed in.
    assert_eq!(player.get("/api/me").await.status, StatusCode::OK);
    // Unknown names and reports, missing or empty reasons.
    moderator
        .post_json("/api/mod/accounts/nobody/close", &why("spam"))
        .await
        .expect_error(404, "an unknown name");
    moderator
        .post_json("/api/mod/accounts/nobody/reopen", &why("spam"))
        .await
        .expect_error(404, "an unknown name");
    moderator
        .post_json("/api/mod/reports/nosuchreport/done", &why("read"))
        .await
        .expect_error(404, "an unknown report");
    for body in [json!({}), why(""), why("   "), why(&"x".repeat(501))] {
        moderator
            .post_json("/api/mod/accounts/bob/close", &body)
            .await
            .expect_error(400, &format!("a close without a reason: {body}"));
    }
    // A moderator is not closed over HTTP, not even by themself.
    moderator
        .post_json("/api/mod/accounts/ada/close", &why("me"))
        .await
        .expect_error(403, "an account with a role");
    assert_eq!(player.get("/api/me").await.status, StatusCode::OK);
    moderator
        .post_json("/api/mod/accounts/bob/reopen", &why("open"))
        .await
        .expect_error(409, "reopening an open account");
    moderator
        .get("/api/mod/log?limit=0")
        .await
        .expect_error(400, "a limit of 0");
    let log = moderator.get("/api/mod/log").await.json();
    assert_eq!(
        log["entries"].as_array().unwrap().len(),
        1,
        "only the grant was done: {log}"
    );
    assert_eq!(log["entries"][0]["action"], "grant");
    assert_eq!(log["entries"][0]["by"], "cli");
    assert_eq!(log["entries"][0]["via"], "cli");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_log_pages_through_entries_of_one_moment_without_a_gap_or_a_repeat() {
    let place = Place::new();
    let db = place.db();
    let clock = ManualClock::at(1_764_000_000_000);
    let s = server(&db, Some(&clock));
    let c = s.client();
    let ada = sign_up(&c, "Ada").await;
    sign_up(&c, "Bob").await;
    grant(&db, "ada", Role::Moderator).await;
    let moderator = browser(&c, &ada);
    // Six entries in one millisecond of the server's clock.
    for round in 0..3 {
        for (action, text) in [("close", "spam"), ("reopen", "appeal")] {
            let r = moderator
                .post_json(
                    &format!("/api/mod/accounts/bob/{action}"),
                    &why(&format!("{text} {round}")),
                )
                .await;
            assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        }
    }
    let whole = moderator.get("/api/mod/log").await.json();
    let whole: Vec<Value> = whole["entries"].as_array().unwrap().clone();
    assert_eq!(whole.len(), 7, "six actions and the grant");

    let mut paged: Vec<Value> = Vec::new();
    let mut path = "/api/mod/log?limit=2".to_string();
    loop {
        let page = moderator.get(&path).await.json();
        let entries = page["entries"].as_array().unwrap().clone();
        let Some(last) = entries.last() else { break };
        path = format!(
            "/api/mod/log?limit=2&before={}&before_id={}",
            last["at_ms"],
            last["id"].as_str().unwrap()
        );
        paged.extend(entries);
    }
    assert_eq!(paged, whole, "every entry once, in the log's order");
    let ids: BTreeSet<&str> = paged.iter().map(|e| e["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), 7);
    moderator
        .get("/api/mod/log?before_id=abc")
        .await
        .expect_error(400, "before_id without before");
}

#[tokio::test(flavor = "multi_thread")]
async fn reports_are_checked_limited_listed_and_marked_done() {
    let place = Place::new();
    let db = place.db();
    let clock = ManualClock::at(1_764_000_000_000);
    let s = server(&db, Some(&clock));
    let c = s.client();
    let ada = sign_up(&c, "ada").await;
    let bob = sign_up(&c, "bob").await;
    let eve = sign_up(&c, "eve").await;
    grant(&db, "ada", Role::Admin).await;
    let (moderator, reporter, other) = (browser(&c, &ada), browser(&c, &bob), browser(&c, &eve));
    let game = opened_game(&other, &moderator).await;
    let report = |body: Value| {
        let reporter = reporter.clone();
        async move { reporter.post_json("/api/reports", &body).await }
    };
    c.post_json(
        "/api/reports",
        &json!({"player": "eve", "reason": "abuse", "text": "rude"}),
    )
    .await
    .expect_error(401, "a guest's report");
    for (body, status) in [
        (json!({"reason": "abuse", "text": "x"}), 400),
        (
            json!({"player": "eve", "reason": "rudeness", "text": "x"}),
            400,
        ),
        (
            json!({"player": "eve", "reason": "other", "text": " "}),
            400,
        ),
        (
            json!({"player": "eve", "reason": "abuse", "text": "x".repeat(1001)}),
            400,
        ),
        (
            json!({"player": "bob", "reason": "abuse", "text": "me"}),
            400,
        ),
        (json!({"player": "eve", "reason": "abuse", "extra": 1}), 400),
        (
            json!({"player": "nobody", "reason": "abuse", "text": "x"}),
            404,
        ),
        (
            json!({"player": "computer-hard", "reason": "cheating", "text": "x"}),
            404,
        ),
        (json!({"game": "nosuchgame", "reason": "stalling"}), 404),
    ] {
        report(body.clone())
            .await
            .expect_error(status, &format!("{body}"));
    }
    let r = report(
        json!({"player": "Eve", "game": game, "reason": "stalling", "text": "waits forever"}),
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let first = r.json()["id"].as_str().unwrap().to_string();
    let list = moderator.get("/api/mod/reports").await.json();
    let reports = list["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 1, "{list}");
    let got = &reports[0];
    assert_eq!(got["id"], first.as_str());
    assert_eq!(got["reporter"], "bob");
    assert_eq!(got["reason"], "stalling");
    assert_eq!(got["text"], "waits forever");
    assert_eq!(got["player"]["name"], "eve");
    assert_eq!(got["player"]["closed"], false);
    assert_eq!(got["game"]["id"], game.as_str());
    assert_eq!(got["game"]["replay"], format!("/replay/{game}"));
    assert_eq!(got["game"]["record"], format!("/api/games/{game}/record"));
    assert_eq!(got["game"]["seats"][0]["name"], "eve");
    assert_eq!(got["game"]["seats"][1]["name"], "ada");
    assert!(got.get("chat").is_none(), "no chat yet: {got}");
    // Five an hour.
    for _ in 0..4 {
        let r = report(json!({"game": game, "reason": "cheating"})).await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    }
    let r = c
        .http
        .post(c.url("/api/reports"))
        .header("cookie", &bob.cookie)
        .json(&json!({"game": game, "reason": "cheating"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = r.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=3600).contains(&wait), "{wait}");
    clock.advance(HOUR_MS);
    for _ in 0..5 {
        let r = report(json!({"player": "eve", "reason": "abuse", "text": "again"})).await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    }
    clock.advance(HOUR_MS);
    // Ten open at once.
    let e = report(json!({"player": "eve", "reason": "abuse", "text": "more"}))
        .await
        .expect_error(429, "an eleventh open report");
    assert!(e.contains("open"), "{e}");
    // Done once, not twice; then one more may be filed.
    moderator
        .post_json(&format!("/api/mod/reports/{first}/done"), &json!({}))
        .await
        .expect_error(400, "done without a reason");
    let r = moderator
        .post_json(
            &format!("/api/mod/reports/{first}/done"),
            &why("talked to eve"),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["status"], "done");
    moderator
        .post_json(&format!("/api/mod/reports/{first}/done"), &why("again"))
        .await
        .expect_error(409, "a report done twice");
    let list = moderator.get("/api/mod/reports").await.json();
    assert_eq!(list["reports"].as_array().unwrap().len(), 9, "{list}");
    assert!(list["reports"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["id"] != first.as_str()));
    let r = report(json!({"player": "eve", "reason": "other", "text": "one more"})).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let log = moderator.get("/api/mod/log").await.json();
    assert!(
        log_has(&log, "report_done", &first, "talked to eve"),
        "{log}"
    );
    let done = &log["entries"][0];
    assert_eq!(done["by"], "ada");
    assert_eq!(done["via"], "api");
    assert_eq!(done["at_ms"], 1_764_000_000_000u64 + 2 * HOUR_MS);
}

/// Close Bob from `a` while he plays and seeks on `b` (one server, or two instances
/// of one database): everything of his ends, on `b` too; his name stays his; reopened,
/// he signs in again.
async fn close_and_reopen(a: &Client, b: &Client, db: &Db) {
    let ada = sign_up(a, "ada").await;
    let bob = sign_up(b, "bob").await;
    let eve = sign_up(b, "eve").await;
    grant(db, "ada", Role::Moderator).await;
    let moderator = browser(a, &ada);
    let (bob_b, eve_b) = (browser(b, &bob), browser(b, &eve));
    let game = opened_game(&bob_b, &eve_b).await;
    let r = bob_b
        .post_json("/api/seeks", &json!({"game": "zhen", "rated": true}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let seek = r.json()["id"].as_str().unwrap().to_string();
    assert_eq!(bob_b.get("/api/me").await.status, StatusCode::OK);
    // Closed on A.
    let r = moderator
        .post_json(
            "/api/mod/accounts/BOB/close",
            &why("cheating in rated games"),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let closed = r.json();
    assert_eq!(closed["name"], "bob");
    assert_eq!(closed["sessions_ended"], 1);
    assert_eq!(closed["seeks_cancelled"], 1);
    assert_eq!(closed["games_resigned"], 1);
    // On B: signed out, the seek gone, the game over, won by Eve.
    bob_b
        .get("/api/me")
        .await
        .expect_error(401, "a closed account's session");
    let seeks = b.get("/api/seeks").await.json();
    assert!(
        seeks["seeks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["id"] != seek.as_str()),
        "{seeks}"
    );
    let over = wait_view(b, &game, None, "the resignation", |v| v.result.is_some()).await;
    let text = over.result_text.clone().unwrap_or_default();
    assert!(
        over.events
            .iter()
            .any(|e| e.event == "resign" && e.seat == 1),
        "{:?}",
        over.events
    );
    assert!(!over.aborted, "the game was opened: {text}");
    // Twice is refused; the name stays taken; signing in is refused in words.
    moderator
        .post_json("/api/mod/accounts/bob/close", &why("again"))
        .await
        .expect_error(409, "closing twice");
    let taken = b
        .http
        .post(b.url("/api/accounts"))
        .json(&json!({"name": "Bob", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(taken.status(), StatusCode::CONFLICT, "the name stays taken");
    let e = sign_in(b, "bob")
        .await
        .expect_error(403, "a closed account");
    assert!(e.contains("closed"), "{e}");
    sign_in(b, "bob")
        .await
        .expect_error(403, "a closed account, again");
    // A wrong password says nothing of the closure.
    let r = b
        .http
        .post(b.url("/api/session"))
        .json(&json!({"name": "bob", "password": "wrong password!"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    let reported = moderator.get("/api/mod/log").await.json();
    assert!(
        log_has(&reported, "close", "bob", "cheating in rated games"),
        "{reported}"
    );
    // Reopened: Bob signs in again.
    let r = moderator
        .post_json("/api/mod/accounts/bob/reopen", &why("appeal accepted"))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["name"], "bob");
    moderator
        .post_json("/api/mod/accounts/bob/reopen", &why("again"))
        .await
        .expect_error(409, "reopening twice");
    let back = sign_in(b, "bob").await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.text);
    let log = moderator.get("/api/mod/log").await.json();
    assert!(log_has(&log, "reopen", "bob", "appeal accepted"), "{log}");
    assert_eq!(log["entries"][0]["action"], "reopen", "newest first: {log}");
}

#[tokio::test(flavor = "multi_thread")]
async fn closing_ends_sessions_seeks_and_games_and_reopening_undoes_it() {
    let place = Place::new();
    let db = place.db();
    let s = server(&db, None);
    let c = s.client();
    close_and_reopen(&c, &c, &db).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closing_on_one_instance_ends_the_session_on_another() {
    let Some(place) = on_postgres("closing_on_one_instance_ends_the_session_on_another") else {
        return;
    };
    let db = place.db();
    let (a, b) = (server(&db, None), server(&place.beside("b"), None));
    close_and_reopen(&a.client(), &b.client(), &db).await;
}

/// Whoever of `by_seat` (by seat, from 1) is to move in game `id` plays their first
/// legal action: whether someone did (not while only a computer is to move).
async fn play_one(id: &str, by_seat: &[Option<&Client>]) -> bool {
    let watcher = by_seat.iter().flatten().next().expect("a player");
    let v = watcher.view(id, None).await;
    for &seat in &v.to_move {
        let Some(player) = by_seat[seat - 1] else {
            continue;
        };
        let mine = player.view(id, None).await;
        let Some(action) = mine.legal.first() else {
            continue;
        };
        let body = json!({"action": action, "ply": mine.ply});
        let r = player
            .post_json(&format!("/api/games/{id}/actions"), &body)
            .await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        return true;
    }
    false
}

/// A three-seat Cube Attack game, `stand_in` playing a seat given up, between the
/// creator and two who join, opened: every seat has made its first move.
async fn opened_for_three(players: [&Client; 3], stand_in: &str) -> String {
    let body = json!({"game": "cube-attack", "options": {"players": "3"},
        "seats": ["me", "human", "human"], "listed": true, "stand_in": stand_in});
    let r = players[0].post_json("/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap().to_string();
    for (seat, p) in [(2, players[1]), (3, players[2])] {
        let r = p
            .post_json(&format!("/api/games/{id}/join"), &json!({ "seat": seat }))
            .await;
        assert_eq!(r.status, StatusCode::OK, "joining: {}", r.text);
    }
    let by_seat = players.map(Some);
    loop {
        let v = players[0].view(&id, None).await;
        let moved: BTreeSet<usize> = v.moves.iter().map(|m| m.seat).collect();
        if moved.len() == 3 {
            return id;
        }
        assert!(v.result.is_none(), "the game ended while opening: {v:?}");
        assert!(play_one(&id, &by_seat).await, "someone is to move: {v:?}");
    }
}

/// Seat 2's player resigned (closed), the game runs on.
fn seat_two_resigned(v: &MatchView) {
    assert!(v.result.is_none(), "the game goes on: {:?}", v.result_text);
    let seat = &v.seats[1];
    assert_eq!(seat.gone, Some(Gone::Resigned), "{v:?}");
    assert!(
        v.events.iter().any(|e| e.event == "resign" && e.seat == 2),
        "{:?}",
        v.events
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closing_an_account_in_games_of_three_hands_its_seat_on_and_the_others_play_on() {
    let place = Place::new();
    let db = place.db();
    let s = server(&db, None);
    let c = s.client();
    let ada = sign_up(&c, "ada").await;
    grant(&db, "ada", Role::Moderator).await;
    let [amy, bob, cal] = [
        sign_up(&c, "amy").await,
        sign_up(&c, "bob").await,
        sign_up(&c, "cal").await,
    ]
    .map(|p| browser(&c, &p));
    let by_computer = opened_for_three([&amy, &bob, &cal], "easy").await;
    let by_nobody = opened_for_three([&amy, &bob, &cal], "out").await;
    let plies = [
        amy.view(&by_computer, None).await.moves.len(),
        amy.view(&by_nobody, None).await.moves.len(),
    ];

    let r = browser(&c, &ada)
        .post_json("/api/mod/accounts/bob/close", &why("abuse in chat"))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["games_resigned"], 2, "{}", r.text);

    // With a stand-in: the computer plays Bob's seat, and moves in it while Amy and
    // Cal play on.
    let v = amy.view(&by_computer, None).await;
    seat_two_resigned(&v);
    assert_eq!(v.seats[1].player, PlayerKind::Computer, "{v:?}");
    assert!(!v.seats[1].out, "{v:?}");
    let players = [Some(&amy), None, Some(&cal)];
    loop {
        let v = amy.view(&by_computer, None).await;
        let computer_moved = v.moves[plies[0]..].iter().any(|m| m.seat == 2);
        if computer_moved || v.result.is_some() {
            assert!(computer_moved, "the stand-in moved before the end: {v:?}");
            break;
        }
        if !play_one(&by_computer, &players).await {
            // The stand-in's turn: wait for its move.
            wait_view(&amy, &by_computer, None, "the stand-in's move", |w| {
                w.moves.len() > v.moves.len() || w.result.is_some()
            })
            .await;
        }
    }

    // Out of the game: nobody plays Bob's seat, and Amy and Cal play on without it.
    let v = amy.view(&by_nobody, None).await;
    seat_two_resigned(&v);
    assert!(v.seats[1].out, "{v:?}");
    for _ in 0..6 {
        let v = amy.view(&by_nobody, None).await;
        if v.result.is_some() {
            break;
        }
        assert!(!v.to_move.contains(&2), "the seat is out: {v:?}");
        assert!(
            play_one(&by_nobody, &players).await,
            "Amy or Cal is to move: {v:?}"
        );
    }
    let v = amy.view(&by_nobody, None).await;
    assert!(
        v.moves[plies[1]..].iter().all(|m| m.seat != 2),
        "nobody moved for the closed account: {v:?}"
    );
    assert!(v.moves.len() > plies[1], "the others played on: {v:?}");
}

/// A moderator reads a reported game's whole chat, both rooms, while it runs (when
/// nobody else may read the players' room) and after; the players and spectators are
/// refused it and read what they read before.
#[tokio::test(flavor = "multi_thread")]
async fn a_moderator_reads_a_games_whole_chat_and_nobody_else_does() {
    let place = Place::new();
    let db = place.db();
    let s = server(&db, None);
    let c = s.client();
    let (ada, amy, bob, cid) = (
        sign_up(&c, "Ada").await,
        sign_up(&c, "Amy").await,
        sign_up(&c, "Bob").await,
        sign_up(&c, "Cid").await,
    );
    grant(&db, "ada", Role::Moderator).await;
    let (moderator, first, second, spectator) = (
        browser(&c, &ada),
        browser(&c, &amy),
        browser(&c, &bob),
        browser(&c, &cid),
    );
    let id = opened_game(&first, &second).await;
    let chat = format!("/api/games/{id}/chat");
    for (who, text) in [
        (&first, "between us: you are slow"),
        (&second, "and you are rude"),
        (&spectator, "nice game"),
    ] {
        let r = who.post_json(&chat, &json!({ "text": text })).await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    }
    let path = format!("/api/mod/games/{id}/chat");

    let read = moderator.get(&path).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.text);
    let read = read.json();
    assert_eq!(
        (read["id"].as_str(), read["running"].as_bool()),
        (Some(id.as_str()), Some(true))
    );
    let lines: Vec<(&str, &str, &str)> = read["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["room"].as_str().unwrap(),
                m["name"].as_str().unwrap(),
                m["text"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        lines,
        [
            ("players", "Amy", "between us: you are slow"),
            ("players", "Bob", "and you are rude"),
            ("spectators", "Cid", "nice game"),
        ]
    );

    // Nobody else: not a guest, not a player of the game, not a spectator.
    c.get(&path).await.expect_error(401, "a guest");
    for who in [&first, &second, &spectator] {
        who.get(&path).await.expect_error(403, "without a role");
    }
    // The spectator still reads the spectators' room only.
    let theirs = spectator.get(&chat).await.json();
    let texts: Vec<&str> = theirs["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["nice game"]);
    moderator
        .get("/api/mod/games/nosuchgame/chat")
        .await
        .expect_error(404, "an unknown game");
}
