//! Quick play: seeks checked and refused with reasons, paired into games whose seat
//! links work, several-seat games started once enough seeks wait, rating ranges,
//! tokens, cancelling, accepting, expiry on a hand-moved clock, and — on PostgreSQL
//! with two instances — seeks posted at once on both paired exactly once.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use cubist_session::ManualClock;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

const START: u64 = 5_000_000;

/// A server on the place's database whose clock is `clock`.
fn start(place: &Place, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(&place.db(), move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
    })
}

/// A seek posted and taken (201): its id and token, and the whole reply.
async fn seek(c: &Client, body: Value) -> (String, String, Value) {
    let r = c.post_json("/api/seeks", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{body}: {}", r.text);
    let v = r.json();
    let id = v["id"].as_str().expect("an id").to_string();
    let token = v["token"].as_str().expect("a token").to_string();
    (id, token, v)
}

/// `GET /api/seeks/{id}?token=T`, which must answer 200.
async fn poll(c: &Client, id: &str, token: &str) -> Value {
    let r = c.get(&format!("/api/seeks/{id}?token={token}")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()
}

async fn open_seeks(c: &Client) -> Vec<Value> {
    let r = c.get("/api/seeks").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()["seeks"].as_array().expect("a list").clone()
}

/// The game and seat (from 1) a paired seek's token opens, checked: the seat's view
/// is that seat's, and the url carries the token.
async fn seated(c: &Client, paired: &Value, token: &str) -> (String, usize) {
    let game = paired["game_id"].as_str().expect("a game").to_string();
    let seat = paired["seat"].as_u64().expect("a seat") as usize;
    let url = paired["url"].as_str().expect("a url");
    assert_eq!(url, format!("/play/{game}?seat={seat}&token={token}"));
    let v = c.view(&game, Some(token)).await;
    assert_eq!(v.observer, Some(seat), "the seek's token opens its seat");
    (game, seat)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_seeks_are_refused_with_reasons_and_nothing_is_stored() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    for (body, status, words) in [
        (json!({"game": "chess"}), 400, "chess"),
        (
            json!({"game": "squadro", "options": {"size": 99}}),
            400,
            "size",
        ),
        (
            json!({"game": "squadro", "options": {"x": [1]}}),
            400,
            "option x",
        ),
        (json!({"game": "squadro", "clock": "0+1"}), 400, "clock"),
        (json!({"game": "squadro", "rated": true}), 401, "sign in"),
        (
            json!({"game": "squadro", "rating_min": 1800, "rating_max": 1700}),
            400,
            "rating_min",
        ),
        (
            json!({"game": "squadro", "rating_max": 99999}),
            400,
            "between",
        ),
        (json!({"game": "squadro", "colour": "red"}), 400, "colour"),
        (json!({"options": {}}), 400, "game"),
    ] {
        let r = c.post_json("/api/seeks", &body).await;
        let e = r.expect_error(status, &body.to_string());
        assert!(e.contains(words), "{body}: {e}");
    }
    assert!(open_seeks(&c).await.is_empty(), "no refused seek is stored");
    for path in ["/api/seeks/nosuchseek", "/api/seeks/"] {
        let r = c.get(&format!("{path}?token=x")).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}: {}", r.text);
    }
    let r = c
        .post_json("/api/seeks/nosuchseek/accept", &json!({}))
        .await;
    r.expect_error(404, "accepting no seek");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_seeks_pair_into_a_game_whose_two_seat_links_work() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let body = json!({"game": "squadro", "clock": "5+3"});
    let (a, ta, va) = seek(&c, body.clone()).await;
    assert_eq!(va["status"], "open");
    assert!(va.get("paired").is_none());
    // The lobby lists it without its token.
    let listed = open_seeks(&c).await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], a.as_str());
    assert_eq!(listed[0]["seats_wanted"], 2);
    assert_eq!(listed[0]["waiting"], 1);
    assert_eq!(listed[0]["seeker"], Value::Null, "a guest");
    assert_eq!(listed[0]["time_control"]["initial_ms"], 300_000);
    assert!(
        !listed[0].to_string().contains(&ta),
        "no token in the lobby"
    );
    // Another game, or another clock, does not pair with it.
    let (z, tz, vz) = seek(&c, json!({"game": "zhen", "clock": "5+3"})).await;
    let (q, tq, vq) = seek(&c, json!({"game": "squadro", "clock": "3+2"})).await;
    assert_eq!(
        (vz["status"].clone(), vq["status"].clone()),
        (json!("open"), json!("open"))
    );
    let (b, tb, vb) = seek(&c, body).await;
    assert_eq!(vb["status"], "paired", "{vb}");
    let (game, seat_b) = seated(&c, &vb["paired"], &tb).await;
    let pa = poll(&c, &a, &ta).await;
    assert_eq!(pa["status"], "paired");
    let (game_a, seat_a) = seated(&c, &pa["paired"], &ta).await;
    assert_eq!(game_a, game);
    assert_eq!(BTreeSet::from([seat_a, seat_b]), BTreeSet::from([1, 2]));
    // The game is Squadro on the sought clock, running, and not open to anyone else.
    let v = c.view(&game, None).await;
    assert_eq!(v.game, "squadro");
    assert_eq!(
        v.time_control.map(|t| serde_json::to_value(t).unwrap()),
        Some(json!({"initial_ms": 300000, "increment_ms": 3000}))
    );
    let open = c.get("/api/games?status=open").await.json();
    assert!(
        !open.to_string().contains(&game),
        "the paired game has no open seat"
    );
    let r = c
        .post_json(&format!("/api/games/{game}/join"), &json!({}))
        .await;
    r.expect_error(403, "joining a paired game");
    // Both seats play.
    let tokens = BTreeMap::from([(seat_a, ta.clone()), (seat_b, tb.clone())]);
    let mover = v.to_move[0];
    let mv = c.view(&game, Some(&tokens[&mover])).await;
    let r = c.act(&game, &tokens[&mover], &mv.legal[0], mv.ply).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let other = 3 - mover;
    let ov = c.view(&game, Some(&tokens[&other])).await;
    assert_eq!(ov.to_move, vec![other]);
    let r = c.act(&game, &tokens[&other], &ov.legal[0], ov.ply).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // Only the two that did not pair are listed now.
    let ids: BTreeSet<String> = open_seeks(&c)
        .await
        .iter()
        .map(|s| s["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ids, BTreeSet::from([z.clone(), q.clone()]));
    assert_eq!(poll(&c, &b, &tb).await["status"], "paired");
    assert_eq!(poll(&c, &z, &tz).await["status"], "open");
    assert_eq!(poll(&c, &q, &tq).await["status"], "open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_seekers_token_reads_or_cancels_a_seek() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let (a, ta, _) = seek(&c, json!({"game": "tilt"})).await;
    let (_, other, _) = seek(&c, json!({"game": "zhen"})).await;
    c.get(&format!("/api/seeks/{a}?token={other}"))
        .await
        .expect_error(403, "another's token");
    c.get(&format!("/api/seeks/{a}"))
        .await
        .expect_error(401, "no token");
    let del = |path: String| {
        let c = c.clone();
        async move { c.delete(&path).await }
    };
    del(format!("/api/seeks/{a}?token={other}"))
        .await
        .expect_error(403, "cancelling another's");
    del(format!("/api/seeks/{a}"))
        .await
        .expect_error(401, "cancelling without a token");
    assert_eq!(poll(&c, &a, &ta).await["status"], "open", "still open");
    let r = del(format!("/api/seeks/{a}?token={ta}")).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert_eq!(poll(&c, &a, &ta).await["status"], "cancelled");
    // A cancelled seek neither pairs nor can be accepted.
    let (_, _, v) = seek(&c, json!({"game": "tilt"})).await;
    assert_eq!(v["status"], "open");
    let r = c
        .post_json(&format!("/api/seeks/{a}/accept"), &json!({}))
        .await;
    let e = r.expect_error(409, "accepting a cancelled seek");
    assert!(e.contains("no longer open"), "{e}");
    // A paired seek cannot be cancelled.
    let (p, tp, _) = seek(&c, json!({"game": "cube-conquest"})).await;
    let (_, _, v) = seek(&c, json!({"game": "cube-conquest"})).await;
    assert_eq!(v["status"], "paired");
    del(format!("/api/seeks/{p}?token={tp}"))
        .await
        .expect_error(409, "cancelling a paired seek");
    assert_eq!(poll(&c, &p, &tp).await["status"], "paired");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rating_ranges_keep_seekers_apart_and_accepting_pairs_with_that_seek() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    // Everybody here has the starting rating, 1500.
    let (high, th, _) = seek(&c, json!({"game": "squadro", "rating_min": 1600})).await;
    let (low, tl, v) = seek(&c, json!({"game": "squadro", "rating_max": 1400})).await;
    assert_eq!(v["status"], "open", "1500 is in neither range");
    let r = c
        .post_json(&format!("/api/seeks/{high}/accept"), &json!({}))
        .await;
    let e = r.expect_error(409, "accepting a seek whose range excludes me");
    assert!(e.contains("rating range"), "{e}");
    let (wide, _, v) = seek(
        &c,
        json!({"game": "squadro", "rating_min": 1400, "rating_max": 1600}),
    )
    .await;
    assert_eq!(v["status"], "open");
    assert_eq!(
        open_seeks(&c).await.len(),
        3,
        "the refused accept stored nothing"
    );
    // An accept pairs with the seek accepted.
    let r = c.post_empty(&format!("/api/seeks/{wide}/accept")).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let accepted = r.json();
    assert_eq!(accepted["status"], "paired");
    let game = accepted["paired"]["game_id"].as_str().unwrap();
    let pw = c.get(&format!("/api/seeks/{wide}")).await;
    pw.expect_error(401, "no token");
    for (id, t) in [(&high, &th), (&low, &tl)] {
        assert_eq!(poll(&c, id, t).await["status"], "open");
    }
    let mut listed: Vec<String> = open_seeks(&c)
        .await
        .iter()
        .map(|s| s["id"].as_str().unwrap().to_string())
        .collect();
    // Both made in the same millisecond are listed in either order.
    listed.sort();
    let mut both = vec![high, low];
    both.sort();
    assert_eq!(listed, both);
    assert!(c.view(game, None).await.result.is_none());
    let r = c
        .post_bytes(&format!("/api/seeks/{wide}/accept"), b"{\"x\": 1}".to_vec())
        .await;
    r.expect_error(400, "an accept with fields");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_three_seat_game_starts_when_the_third_seek_arrives() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let body = json!({"game": "cube-attack", "options": {"players": 3}});
    let (a, ta, _) = seek(&c, body.clone()).await;
    let (b, tb, vb) = seek(&c, body.clone()).await;
    assert_eq!(vb["status"], "open", "two of three");
    let listed = open_seeks(&c).await;
    assert_eq!(listed.len(), 2);
    assert!(listed
        .iter()
        .all(|s| s["waiting"] == 2 && s["seats_wanted"] == 3));
    assert_eq!(poll(&c, &a, &ta).await["status"], "open");
    // Two seats of Cube Attack are another pool.
    let (_, _, v2) = seek(&c, json!({"game": "cube-attack"})).await;
    assert_eq!(v2["status"], "open");
    let (_, tc, vc) = seek(&c, body).await;
    assert_eq!(vc["status"], "paired", "{vc}");
    let (game, seat_c) = seated(&c, &vc["paired"], &tc).await;
    let mut seats = BTreeSet::from([seat_c]);
    for (id, t) in [(&a, &ta), (&b, &tb)] {
        let p = poll(&c, id, t).await;
        let (g, seat) = seated(&c, &p["paired"], t).await;
        assert_eq!(g, game);
        seats.insert(seat);
    }
    assert_eq!(seats, BTreeSet::from([1, 2, 3]));
    let v = c.view(&game, None).await;
    assert_eq!(v.seats.len(), 3);
    assert_eq!(open_seeks(&c).await.len(), 1, "the two-seat seek waits on");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seeks_not_polled_for_the_time_to_live_expire() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock);
    let c = s.client();
    let ttl = cubist_server::DEFAULT_SEEK_TTL.as_millis() as u64;
    // Polled in time, a seek waits on.
    let (a, ta, _) = seek(&c, json!({"game": "squadro"})).await;
    clock.advance(ttl - 1_000);
    assert_eq!(poll(&c, &a, &ta).await["status"], "open");
    clock.advance(ttl - 1_000);
    assert_eq!(open_seeks(&c).await.len(), 1);
    let (_, tb, vb) = seek(&c, json!({"game": "squadro"})).await;
    assert_eq!(
        vb["status"], "paired",
        "a seek polled within the time pairs"
    );
    seated(&c, &vb["paired"], &tb).await;
    // Not polled, it expires: no longer listed, not paired, and says so.
    let (x, tx, _) = seek(&c, json!({"game": "squadro"})).await;
    clock.advance(ttl + 1);
    assert!(
        open_seeks(&c).await.is_empty(),
        "an expired seek is not listed"
    );
    let (y, ty, vy) = seek(&c, json!({"game": "squadro"})).await;
    assert_eq!(vy["status"], "open", "an expired seek does not pair");
    assert_eq!(poll(&c, &x, &tx).await["status"], "expired");
    let r = c
        .post_json(&format!("/api/seeks/{x}/accept"), &json!({}))
        .await;
    r.expect_error(409, "accepting an expired seek");
    assert_eq!(poll(&c, &y, &ty).await["status"], "open");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_pairs_of_seeks_on_two_instances_pair_exactly_once() {
    let Some(place) = on_postgres("a_hundred_pairs_of_seeks_on_two_instances_pair_exactly_once")
    else {
        return;
    };
    let (a, b) = (Server::start(&place.db()), Server::start(&place.db()));
    let (ca, cb) = (a.client(), b.client());
    assert_ne!(ca.instance().await, cb.instance().await);
    let body = json!({"game": "squadro", "clock": "3+2"});
    let mut games = BTreeMap::new();
    for race in 0..100 {
        let ((ia, tka, va), (ib, tkb, vb)) =
            tokio::join!(seek(&ca, body.clone()), seek(&cb, body.clone()));
        let paired_now = [&va, &vb]
            .iter()
            .filter(|v| v["status"] == "paired")
            .count();
        assert_eq!(
            paired_now, 1,
            "race {race}: the later seek pairs at once: {va} {vb}"
        );
        // Each seeker reads its seat from the other instance too.
        let pa = poll(&cb, &ia, &tka).await;
        let pb = poll(&ca, &ib, &tkb).await;
        let (ga, sa) = seated(&ca, &pa["paired"], &tka).await;
        let (gb, sb) = seated(&cb, &pb["paired"], &tkb).await;
        assert_eq!(ga, gb, "race {race}: one game for the pair");
        assert_eq!(BTreeSet::from([sa, sb]), BTreeSet::from([1, 2]));
        assert!(
            games.insert(ga, (ia, ib)).is_none(),
            "race {race}: a new game"
        );
    }
    let mut db = place.postgres().unwrap().connect().await;
    let rows: Vec<(String, String, i64)> =
        sqlx::query_as("SELECT id, game_id, seat FROM seeks WHERE status = 'paired'")
            .fetch_all(&mut db)
            .await
            .unwrap();
    assert_eq!(rows.len(), 200, "every seek paired");
    let mut by_game: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (id, game, _) in rows {
        by_game.entry(game).or_default().insert(id);
    }
    assert_eq!(by_game.len(), 100, "one game per pair");
    for (game, (ia, ib)) in &games {
        assert_eq!(by_game[game], BTreeSet::from([ia.clone(), ib.clone()]));
    }
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM games")
        .fetch_one(&mut db)
        .await
        .unwrap();
    assert_eq!(n, 100, "no game beyond the pairs'");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_seeker_cannot_fill_the_lobby_with_open_seeks() {
    let clock = ManualClock::at(START);
    let place = Place::new();
    let s = start(&place, &clock);
    let per_address = cubist_server::seeks::DEFAULT_OPEN_SEEKS_PER_ADDRESS;
    let per_account = cubist_server::seeks::DEFAULT_OPEN_SEEKS_PER_ACCOUNT;
    // Seeks nobody can accept (a range above every rating), from one guest address.
    let unpairable = json!({"game": "squadro", "rating_min": 4000});
    let mut flooder = Browser::at(&s, "127.0.0.2");
    for i in 0..per_address {
        let r = flooder.post("/api/seeks", unpairable.clone()).await;
        assert_eq!(r.status, StatusCode::CREATED, "seek {i}: {}", r.text);
    }
    let r = flooder.post("/api/seeks", unpairable.clone()).await;
    let e = r.expect_error(429, "one seek past the address's open seeks");
    assert!(e.contains("address") && e.contains("cancel"), "{e}");
    // Another account from that address is counted with it.
    flooder.sign_up("flooder", false).await;
    let r = flooder.post("/api/seeks", json!({"game": "zhen"})).await;
    r.expect_error(429, "an account at a full address");
    // Someone else's seek is listed beside them.
    let c = s.client();
    let (real, _, v) = seek(&c, json!({"game": "squadro", "clock": "3+2"})).await;
    assert_eq!(v["status"], "open");
    let listed = open_seeks(&c).await;
    assert_eq!(listed.len(), per_address + 1);
    assert!(listed.iter().any(|l| l["id"] == real.as_str()));
    // A seek that pairs at once never stays open: the full address may accept one.
    let r = flooder
        .post(&format!("/api/seeks/{real}/accept"), json!({}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["status"], "paired");
    // An account has a smaller share of its own, wherever it posts from.
    let mut ada = Browser::at(&s, "127.0.0.3");
    ada.sign_up("ada", false).await;
    for i in 0..per_account {
        let r = ada.post("/api/seeks", unpairable.clone()).await;
        assert_eq!(r.status, StatusCode::CREATED, "seek {i}: {}", r.text);
    }
    let r = ada.post("/api/seeks", unpairable.clone()).await;
    let e = r.expect_error(429, "one seek past the account's open seeks");
    assert!(e.contains("you have") && e.contains("cancel"), "{e}");
    // Seeks left unpolled expire and make room again.
    clock.advance(cubist_server::DEFAULT_SEEK_TTL.as_millis() as u64 + 1);
    let r = flooder.post("/api/seeks", unpairable.clone()).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let r = ada.post("/api/seeks", unpairable).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
}
