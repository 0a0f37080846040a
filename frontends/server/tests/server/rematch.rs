//! Rematches: offered and accepted over HTTP and over the socket, refused before the
//! end and without a seat, seats rotated with each person keeping their token and
//! each computer its agent; on PostgreSQL with two instances, an offer on one and the
//! acceptance on the other make one game, and so do two acceptances at once.

use crate::support;

use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// Resign with seat `seat`'s token: the two-seat game is over.
async fn resign(c: &Client, id: &str, token: &str) {
    let r = c
        .post_json(&format!("/api/games/{id}/resign"), &json!({"token": token}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.view().result.is_some());
}

async fn offer(c: &Client, id: &str, token: Option<&str>) -> Reply {
    let body = match token {
        Some(t) => json!({"token": t}),
        None => json!({}),
    };
    c.post_json(&format!("/api/games/{id}/rematch"), &body)
        .await
}

/// An offer that must be taken (200).
async fn offered(c: &Client, id: &str, token: &str) -> Value {
    let r = offer(c, id, Some(token)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()
}

/// The next rematch message on a socket, skipping views.
async fn rematch_news(ws: &mut Ws) -> Value {
    loop {
        let text = ws
            .next_text(FRAME_TIMEOUT)
            .await
            .expect("the socket stays open");
        let v: Value = serde_json::from_str(&text).unwrap();
        if v["type"] == "rematch" {
            return v;
        }
        assert_eq!(v["type"], "view", "{text}");
    }
}

/// Rematch news on `ws` until one names a new game.
async fn news_of_game(ws: &mut Ws) -> Value {
    loop {
        let v = rematch_news(ws).await;
        if v.get("game_id").is_some() {
            return v;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_offered_and_accepted_over_http_swaps_the_seats() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let r = c
        .create_raw(
            &json!({"game": "squadro", "seats": ["human", "human"], "clock": "5+3",
            "away_ms": 5000}),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED);
    let created = r.json();
    let id = created["id"].as_str().unwrap().to_string();
    let t = |i: usize| created["seats"][i]["token"].as_str().unwrap().to_string();
    let (t1, t2) = (t(0), t(1));
    let mut ws2 = c.ws(&id, Some(&t2)).await;
    let mut watcher = c.ws(&id, None).await;
    resign(&c, &id, &t1).await;
    let first = offered(&c, &id, &t1).await;
    assert_eq!(first, json!({"offered": [1]}));
    let news = rematch_news(&mut ws2).await;
    assert_eq!(news["offered"], json!([1]));
    assert!(news.get("game_id").is_none());
    assert_eq!(
        rematch_news(&mut watcher).await["offered"],
        json!([1]),
        "spectators hear too"
    );
    // Offering again changes nothing.
    assert_eq!(offered(&c, &id, &t1).await, first);
    let done = offered(&c, &id, &t2).await;
    let new = done["game_id"].as_str().expect("a new game").to_string();
    assert_eq!(done["offered"], json!([1, 2]));
    assert_eq!(done["seat"], 1, "seat 2 moves to seat 1");
    assert_eq!(done["url"], format!("/play/{new}?seat=1&token={t2}"));
    let news = news_of_game(&mut ws2).await;
    assert_eq!(news["game_id"], new.as_str());
    assert_eq!(news["seats"], json!([2, 1]));
    // The old tokens open the swapped seats of the same game on the same clock.
    let v1 = c.view(&new, Some(&t1)).await;
    assert_eq!(v1.observer, Some(2));
    assert_eq!(c.view(&new, Some(&t2)).await.observer, Some(1));
    assert_eq!(v1.game, "squadro");
    assert_eq!(v1.ply, 0);
    assert_eq!(v1.away_ms, 5000);
    let old = c.view(&id, None).await;
    assert_eq!(v1.time_control, old.time_control);
    // A late offer names the same game; there is one rematch.
    let again = offered(&c, &id, &t1).await;
    assert_eq!(again["game_id"], new.as_str());
    assert_eq!(again["seat"], 2);
    let running = c.get("/api/games?status=running").await.json();
    assert_eq!(running["games"].as_array().unwrap().len(), 1, "{running}");
    // The new seats are held, not open to strangers.
    let r = c
        .post_json(&format!("/api/games/{new}/join"), &json!({}))
        .await;
    r.expect_error(403, "joining a rematch");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_is_refused_before_the_end_and_without_a_seat() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let g = c.create("zhen", json!({}), &["human", "human"]).await;
    let e = offer(&c, &g.id, Some(g.token(1)))
        .await
        .expect_error(409, "before the end");
    assert!(e.contains("over"), "{e}");
    resign(&c, &g.id, g.token(2)).await;
    offer(&c, &g.id, None)
        .await
        .expect_error(401, "without a token");
    offer(&c, &g.id, Some("not-a-token"))
        .await
        .expect_error(403, "a wrong token");
    let other = c.create("zhen", json!({}), &["human", "human"]).await;
    offer(&c, &g.id, Some(other.token(1)))
        .await
        .expect_error(403, "another game's token");
    offer(&c, "nosuchgame", Some(g.token(1)))
        .await
        .expect_error(404, "no such game");
    let r = c
        .post_json(
            &format!("/api/games/{}/rematch", g.id),
            &json!({"token": g.token(1), "x": 1}),
        )
        .await;
    r.expect_error(400, "an unknown field");
    // A spectator's socket may not offer.
    let mut spectator = c.ws(&g.id, None).await;
    spectator.next_view().await;
    spectator
        .send_text(json!({"type": "rematch"}).to_string())
        .await;
    match spectator.next_frame().await {
        Frame::Error { status, .. } => assert_eq!(status, 401),
        other => panic!("an error expected: {other:?}"),
    }
    // Nothing was offered.
    let first = offered(&c, &g.id, g.token(1)).await;
    assert_eq!(first, json!({"offered": [1]}));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_over_the_socket_and_computers_keep_their_agents() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let g = c.create("tilt", json!({}), &["human", "human"]).await;
    resign(&c, &g.id, g.token(1)).await;
    let mut ws1 = c.ws(&g.id, Some(g.token(1))).await;
    let mut ws2 = c.ws(&g.id, Some(g.token(2))).await;
    ws2.send_text(json!({"type": "rematch"}).to_string()).await;
    assert_eq!(rematch_news(&mut ws1).await["offered"], json!([2]));
    ws1.send_text(json!({"type": "rematch"}).to_string()).await;
    let news = news_of_game(&mut ws2).await;
    assert_eq!(news["offered"], json!([1, 2]));
    let new = news["game_id"].as_str().unwrap();
    assert_eq!(
        news_of_game(&mut ws1).await["game_id"],
        new,
        "both sockets hear"
    );
    assert_eq!(c.view(new, Some(g.token(1))).await.observer, Some(2));
    // Against the computer, one person's offer is enough; the computer's seat rotates
    // with its agent and plays first in the new game.
    let h = c.create("squadro", json!({}), &["human", "random"]).await;
    resign(&c, &h.id, h.token(1)).await;
    let done = offered(&c, &h.id, h.token(1)).await;
    let new = done["game_id"].as_str().expect("made at once").to_string();
    assert_eq!(done["seat"], 2);
    assert_eq!(c.view(&new, Some(h.token(1))).await.observer, Some(2));
    let r = c.view(&new, None).await;
    assert_eq!(r.seats[0].player, cubist_session::PlayerKind::Computer);
    assert_eq!(r.seats[1].player, cubist_session::PlayerKind::Human);
    let record = c.get(&format!("/api/games/{new}/record")).await;
    assert!(record.text.contains("\"random\""), "{}", record.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_two_instances_a_rematch_offered_on_one_and_accepted_on_the_other_is_one_game() {
    let Some(place) = on_postgres(
        "on_two_instances_a_rematch_offered_on_one_and_accepted_on_the_other_is_one_game",
    ) else {
        return;
    };
    let (a, b) = (Server::start(&place.db()), Server::start(&place.db()));
    let (ca, cb) = (a.client(), b.client());
    let g = ca.create("squadro", json!({}), &["human", "human"]).await;
    resign(&ca, &g.id, g.token(1)).await;
    // Seat 1 watches on A; seat 2 accepts on B.
    let mut ws1 = ca.ws(&g.id, Some(g.token(1))).await;
    assert_eq!(offered(&ca, &g.id, g.token(1)).await["offered"], json!([1]));
    let done = offered(&cb, &g.id, g.token(2)).await;
    let new = done["game_id"].as_str().expect("a new game").to_string();
    let news = news_of_game(&mut ws1).await;
    assert_eq!(
        news["game_id"],
        new.as_str(),
        "A's socket hears of B's game"
    );
    assert_eq!(ca.view(&new, Some(g.token(1))).await.observer, Some(2));
    assert_eq!(cb.view(&new, Some(g.token(2))).await.observer, Some(1));
    // Races: both seats offer at once on different instances.
    for race in 0..20 {
        let g = ca.create("squadro", json!({}), &["human", "human"]).await;
        resign(&ca, &g.id, g.token(2)).await;
        wait_view(&cb, &g.id, None, "the end on B", |v| v.result.is_some()).await;
        let (ra, rb) = tokio::join!(
            offered(&ca, &g.id, g.token(1)),
            offered(&cb, &g.id, g.token(2))
        );
        let made: Vec<&Value> = [&ra, &rb]
            .into_iter()
            .filter(|r| r.get("game_id").is_some())
            .collect();
        assert!(
            !made.is_empty(),
            "race {race}: the later offer makes the game: {ra} {rb}"
        );
        let again = offered(&cb, &g.id, g.token(1)).await;
        let new = again["game_id"].as_str().unwrap();
        assert!(
            made.iter().all(|r| r["game_id"] == new),
            "race {race}: one game"
        );
    }
    let mut db = place.postgres().unwrap().connect().await;
    let (games, rematched): (i64, i64) =
        sqlx::query_as("SELECT COUNT(*), COUNT(rematch_id) FROM games")
            .fetch_one(&mut db)
            .await
            .unwrap();
    assert_eq!(
        (games, rematched),
        (42, 21),
        "21 games, each with one rematch"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_offer_declined_is_withdrawn_and_may_be_made_again() {
    let place = Place::new();
    let s = Server::start(&place.db());
    let c = s.client();
    let g = c.create("zhen", json!({}), &["human", "human"]).await;
    let decline = |token: &str| {
        let body = json!({ "token": token });
        let c = &c;
        let id = g.id.clone();
        async move {
            c.post_json(&format!("/api/games/{id}/rematch/decline"), &body)
                .await
        }
    };
    decline(g.token(2))
        .await
        .expect_error(409, "declining while the game runs");
    let mut ws1 = c.ws(&g.id, Some(g.token(1))).await;
    resign(&c, &g.id, g.token(2)).await;
    let e = decline(g.token(2))
        .await
        .expect_error(422, "nothing offered to decline");
    assert!(e.contains("no rematch is offered"), "{e}");
    assert_eq!(
        offered(&c, &g.id, g.token(1)).await,
        json!({"offered": [1]})
    );
    assert_eq!(rematch_news(&mut ws1).await["offered"], json!([1]));
    decline(g.token(1))
        .await
        .expect_error(422, "declining one's own offer");
    let r = decline(g.token(2)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json(), json!({"offered": []}));
    assert_eq!(
        rematch_news(&mut ws1).await["offered"],
        json!([]),
        "the offerer hears the offer is gone"
    );
    // Offered again, and declined over the socket this time.
    assert_eq!(
        offered(&c, &g.id, g.token(1)).await,
        json!({"offered": [1]})
    );
    assert_eq!(rematch_news(&mut ws1).await["offered"], json!([1]));
    let mut ws2 = c.ws(&g.id, Some(g.token(2))).await;
    ws2.next_view().await;
    ws2.send_text(json!({"type": "decline_rematch"}).to_string())
        .await;
    assert_eq!(rematch_news(&mut ws1).await["offered"], json!([]));
    // Nothing was made; an offer from each still makes one game.
    offered(&c, &g.id, g.token(2)).await;
    let done = offered(&c, &g.id, g.token(1)).await;
    assert!(done["game_id"].is_string(), "{done}");
    decline(g.token(2))
        .await
        .expect_error(422, "declining once the rematch is made");
}
