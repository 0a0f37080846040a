//! "My games": a signed-in player's running games (their move first, the count of
//! games where it is their move) and finished games (result, rating change and where
//! the rematch stands), opened by the session cookie; and an account taking the seat
//! of a link it opened (`POST /api/games/{id}/seat`), refused for a seat another
//! account holds, a second seat of one game, a guest and a wrong token.

use crate::support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use cubist_server::accounts::SignUpLimits;
use cubist_session::ManualClock;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// A server on a clock that stands still (presence never goes stale), with room for
/// the sign-ups of a test.
fn server(db: &Db) -> Server {
    let clock = ManualClock::at(1_764_000_000_000);
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.sign_ups = SignUpLimits {
            per_address: 1000,
            per_network: 1000,
            per_site: 1000,
        };
        c.clock = Arc::new(clock);
    })
}

/// `GET /api/me/games?status=…`, which must answer 200.
async fn my_games(c: &Client, status: &str) -> Value {
    let r = c.get(&format!("/api/me/games?status={status}")).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(v["format"], 1, "{v}");
    assert_eq!(v["status"], status, "{v}");
    v
}

/// The ids of a list's items, in order.
fn ids(list: &Value) -> Vec<String> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_string())
        .collect()
}

/// `POST /api/games/{id}/seat` with `token`.
async fn hold(c: &Client, id: &str, token: &str) -> Reply {
    c.post_json(&format!("/api/games/{id}/seat"), &json!({"token": token}))
        .await
}

/// The signed-in seat's first legal action, played with the cookie alone.
async fn move_by_cookie(c: &Client, id: &str) -> Value {
    let v = c.view(id, None).await;
    assert!(
        !v.legal.is_empty(),
        "the cookie's seat may act: {:?}",
        v.to_move
    );
    let r = c
        .post_json(
            &format!("/api/games/{id}/actions"),
            &json!({"action": v.legal[0], "ply": v.ply}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()
}

/// A game of Squadro the signed-in `creator` plays in seat 1 (`"me"`), seat 2 by link;
/// seat 1 moves first. Its id and seat 2's token.
async fn created_by(creator: &Client) -> (String, String) {
    let r = creator
        .create_raw(&json!({"game": "squadro", "options": {"first": "1"},
                            "seats": ["me", "human"]}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    let token = v["seats"][1]["token"]
        .as_str()
        .expect("a token")
        .to_string();
    (v["id"].as_str().expect("an id").to_string(), token)
}

/// Ann's game of Squadro with Bob, each holding a seat with their account (Bob by
/// the link's token); Ann (seat 1) moves first.
async fn game_of(ann: &Client, bob: &Client) -> String {
    let (id, token) = created_by(ann).await;
    let r = hold(bob, &id, &token).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json(), json!({"seat": 2, "url": format!("/play/{id}")}));
    assert_eq!(ann.view(&id, None).await.to_move, vec![1]);
    id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn running_games_list_the_players_move_first_with_its_count() {
    let place = Place::new();
    let s = server(&place.db());
    let c = s.client();
    let ann = browser(&c, &sign_up(&c, "ann").await);
    let bob = browser(&c, &sign_up(&c, "bob").await);
    let first = game_of(&ann, &bob).await;
    let second = game_of(&ann, &bob).await;

    // Ann is to move in both; Bob in neither.
    let list = my_games(&ann, "running").await;
    assert_eq!(list["your_move"], 2, "{list}");
    assert_eq!(list["total"], 2);
    let mut both = ids(&list);
    both.sort();
    let mut made = vec![first.clone(), second.clone()];
    made.sort();
    assert_eq!(both, made);
    let item = &list["items"][0];
    let shown = item["id"].as_str().unwrap();
    assert_eq!(item["seat"], 1);
    assert_eq!(item["your_move"], true);
    assert_eq!(item["url"], format!("/play/{shown}"));
    assert_eq!(item["title"], "Squadro");
    assert_eq!(item["ply"], 0);
    assert_eq!(
        item["seats"],
        json!([{"seat": 1, "name": "ann"}, {"seat": 2, "name": "bob"}])
    );
    assert_eq!(my_games(&bob, "running").await["your_move"], 0);

    // Ann moves in the first game: it is now Bob's move there, and it comes first in
    // his list; in Ann's, the second comes first.
    move_by_cookie(&ann, &first).await;
    let list = my_games(&bob, "running").await;
    assert_eq!(list["your_move"], 1, "{list}");
    assert_eq!(ids(&list), [first.clone(), second.clone()]);
    assert_eq!(list["items"][0]["your_move"], true);
    assert_eq!(list["items"][0]["seat"], 2);
    assert_eq!(list["items"][1]["your_move"], false);
    let list = my_games(&ann, "running").await;
    assert_eq!(list["your_move"], 1);
    assert_eq!(ids(&list), [second.clone(), first.clone()]);
    assert_eq!(list["items"][1]["ply"], 1);

    // Past the last page: the count stays, the items are none.
    let far = ann.get("/api/me/games?status=running&page=2").await.json();
    assert_eq!(far["total"], 2);
    assert_eq!(far["items"], json!([]));
    // Nothing finished yet.
    let done = my_games(&ann, "finished").await;
    assert_eq!(done["total"], 0);
    assert!(done.get("your_move").is_none(), "{done}");

    // Refusals.
    c.get("/api/me/games").await.expect_error(401, "a guest");
    ann.get("/api/me/games?status=open")
        .await
        .expect_error(400, "an unknown status");
    ann.get("/api/me/games?page=0")
        .await
        .expect_error(400, "page 0");
    ann.get("/api/me/games?page=x")
        .await
        .expect_error(400, "a page that is not a number");
}

/// Polls a finished list until `done` holds (for at most 10 s): a closed socket is
/// noticed by the server on its own time.
async fn finished_until(c: &Client, what: &str, done: impl Fn(&Value) -> bool) -> Value {
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        let list = my_games(c, "finished").await;
        if done(&list) {
            return list;
        }
        assert!(Instant::now() < until, "{what}: {list}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_games_say_the_result_and_whether_a_rematch_can_still_be_had() {
    let place = Place::new();
    let s = server(&place.db());
    let c = s.client();
    let ann = browser(&c, &sign_up(&c, "ann").await);
    let bob = browser(&c, &sign_up(&c, "bob").await);
    let (id, token) = created_by(&ann).await;
    assert_eq!(hold(&bob, &id, &token).await.status, StatusCode::OK);
    move_by_cookie(&ann, &id).await;
    move_by_cookie(&bob, &id).await;
    let r = ann
        .post_json(&format!("/api/games/{id}/resign"), &json!({"ply": 2}))
        .await;
    assert!(r.view().result.is_some());
    assert_eq!(my_games(&ann, "running").await["total"], 0);

    // Bob has left the game's page: no rematch to be had.
    let list = my_games(&ann, "finished").await;
    assert_eq!(list["total"], 1, "{list}");
    let item = &list["items"][0];
    assert_eq!(item["id"], id.as_str());
    assert_eq!(item["outcome"], "loss");
    assert_eq!(item["your_move"], false);
    assert_eq!(item["url"], format!("/play/{id}"));
    assert!(item["ended_ms"].as_u64().is_some(), "{item}");
    assert!(item.get("rating_change").is_none(), "unrated: {item}");
    assert_eq!(
        item["rematch"],
        json!({"offered": [], "game_id": null, "open": false})
    );
    assert_eq!(
        my_games(&bob, "finished").await["items"][0]["outcome"],
        "win"
    );

    // Bob's page is open on the finished game: the rematch may be offered; once it
    // closes, no longer; open again, again.
    let mut page = c.ws(&id, Some(&token)).await;
    page.next_view().await;
    let list = my_games(&ann, "finished").await;
    assert_eq!(list["items"][0]["rematch"]["open"], true, "{list}");
    page.close().await;
    finished_until(&ann, "Bob's page closed", |l| {
        l["items"][0]["rematch"]["open"] == false
    })
    .await;
    let mut page = c.ws(&id, Some(&token)).await;
    page.next_view().await;
    let list = my_games(&ann, "finished").await;
    assert_eq!(list["items"][0]["rematch"]["open"], true, "{list}");

    // Ann offers from her list, with the cookie; Bob accepts: the rematch is there,
    // in both lists, its seats swapped and held by the same accounts.
    let r = ann
        .post_json(&format!("/api/games/{id}/rematch"), &json!({}))
        .await;
    assert_eq!(r.json(), json!({"offered": [1]}));
    assert_eq!(
        my_games(&ann, "finished").await["items"][0]["rematch"]["offered"],
        json!([1])
    );
    let r = bob
        .post_json(&format!("/api/games/{id}/rematch"), &json!({}))
        .await;
    let new = r.json()["game_id"]
        .as_str()
        .expect("a new game")
        .to_string();
    let list = my_games(&ann, "finished").await;
    assert_eq!(
        list["items"][0]["rematch"],
        json!({"offered": [1, 2], "game_id": new, "open": false})
    );
    let running = my_games(&ann, "running").await;
    assert_eq!(ids(&running), std::slice::from_ref(&new));
    assert_eq!(running["items"][0]["seat"], 2);
    assert_eq!(ann.view(&new, None).await.observer, Some(2));
    assert_eq!(my_games(&bob, "running").await["your_move"], 1);
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signed_in_player_takes_the_seat_of_a_link_and_its_token_still_works() {
    let place = Place::new();
    let s = server(&place.db());
    let c = s.client();
    let bob = browser(&c, &sign_up(&c, "bob").await);
    let cara_player = sign_up(&c, "cara").await;
    let cara = browser(&c, &cara_player);
    // A guest's game: both seats by link.
    let g = c
        .create("squadro", json!({"first": "1"}), &["human", "human"])
        .await;
    let id = g.id.clone();
    let path = format!("/api/games/{id}/seat");

    // Refused, changing nothing: a guest, a token of no seat, no token, no game.
    hold(&c, &id, g.token(2)).await.expect_error(401, "a guest");
    hold(&bob, &id, "not-a-token")
        .await
        .expect_error(403, "a wrong token");
    bob.post_json(&path, &json!({}))
        .await
        .expect_error(400, "no token");
    bob.post_json(&path, &json!({"token": g.token(2), "seat": 1}))
        .await
        .expect_error(400, "an unknown field");
    hold(&bob, "nosuchgame", g.token(2))
        .await
        .expect_error(404, "no such game");
    let v = c.view(&id, None).await;
    assert!(v.seats.iter().all(|s| s.account.is_none()), "{:?}", v.seats);
    assert_eq!(my_games(&bob, "running").await["total"], 0);

    // Bob opened seat 2's link as a guest first (the link is taken), then signed in:
    // the seat is his account's, again is harmless.
    assert_eq!(c.view(&id, Some(g.token(2))).await.observer, Some(2));
    let r = hold(&bob, &id, g.token(2)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json(), json!({"seat": 2, "url": format!("/play/{id}")}));
    assert_eq!(hold(&bob, &id, g.token(2)).await.status, StatusCode::OK);
    let v = bob.view(&id, None).await;
    assert_eq!(v.observer, Some(2), "the cookie opens the seat");
    assert_eq!(v.seats[1].account.as_deref(), Some("bob"));
    assert_eq!(
        ids(&my_games(&bob, "running").await),
        std::slice::from_ref(&id)
    );

    // Another account with the same link, and Bob with the other seat's: refused.
    let e = hold(&cara, &id, g.token(2))
        .await
        .expect_error(409, "another account's seat");
    assert!(e.contains("another account"), "{e}");
    let e = hold(&bob, &id, g.token(1))
        .await
        .expect_error(409, "a second seat");
    assert!(e.contains("seat 2"), "{e}");
    let v = c.view(&id, None).await;
    assert_eq!(v.seats[0].account, None, "seat 1 stays nobody's");
    assert_eq!(my_games(&cara, "running").await["total"], 0);

    // The seat's token still plays it, for whoever holds the link.
    c.act(
        &id,
        g.token(1),
        &c.view(&id, Some(g.token(1))).await.legal[0],
        0,
    )
    .await
    .view();
    let legal = c.view(&id, Some(g.token(2))).await.legal;
    assert_eq!(c.act(&id, g.token(2), &legal[0], 1).await.view().ply, 2);
    // Another site's page may not take a seat with Cara's cookie.
    let r = c
        .http
        .post(c.url(&path))
        .header("cookie", &cara_player.cookie)
        .header("origin", "https://evil.example")
        .json(&json!({"token": g.token(1)}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(c.view(&id, None).await.seats[0].account, None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_seat_is_listed_with_its_level() {
    let place = Place::new();
    let s = server(&place.db());
    let c = s.client();
    let ann = browser(&c, &sign_up(&c, "ann").await);
    let r = ann
        .create_raw(&json!({"game": "squadro", "options": {"first": "1"},
                            "seats": ["me", "easy"]}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().expect("an id").to_string();
    let seats = json!([{"seat": 1, "name": "ann"}, {"seat": 2, "agent": "easy"}]);

    let list = my_games(&ann, "running").await;
    assert_eq!(ids(&list), std::slice::from_ref(&id));
    assert_eq!(list["items"][0]["seats"], seats, "{list}");

    let r = ann
        .post_json(&format!("/api/games/{id}/resign"), &json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let list = my_games(&ann, "finished").await;
    assert_eq!(ids(&list), std::slice::from_ref(&id));
    assert_eq!(list["items"][0]["seats"], seats, "{list}");
    // The player's page lists the game the same way.
    let page = c.get("/api/players/ann").await.json();
    assert_eq!(page["games"]["items"][0]["seats"], seats, "{page}");
}
