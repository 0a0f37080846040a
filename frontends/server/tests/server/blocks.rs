//! Blocks on a real server: the endpoints and their refusals, and what a block keeps
//! apart — quick pairing (whoever blocks and whoever seeks first), accepting a seek,
//! the list of open seeks, joining a listed game's open seat, a rematch — until it is
//! lifted.

use crate::support;

use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// `me`'s block list, by name.
async fn blocks(me: &Client) -> Vec<String> {
    let r = me.get("/api/me/blocks").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    assert_eq!(v["max"], 500, "{v}");
    v["blocks"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|b| {
            assert!(b["since_ms"].as_u64().is_some(), "{b}");
            b["name"].as_str().expect("a name").to_string()
        })
        .collect()
}

async fn block(me: &Client, name: &str) -> Reply {
    me.post_json("/api/me/blocks", &json!({ "name": name }))
        .await
}

/// A rated squadro seek, posted: its id and reply.
async fn seek(me: &Client) -> (String, Value) {
    let body = json!({"game": "squadro", "rated": true});
    let r = me.post_json("/api/seeks", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let v = r.json();
    (v["id"].as_str().expect("an id").to_string(), v)
}

async fn cancel(me: &Client, id: &str) {
    let r = me.delete(&format!("/api/seeks/{id}")).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blocks_are_listed_and_bad_requests_are_refused_changing_nothing() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let (amy, bob) = (sign_up(&c, "amy").await, sign_up(&c, "bob").await);
    let me = browser(&c, &amy);

    // Signed out.
    let r = c.post_json("/api/me/blocks", &json!({"name": "bob"})).await;
    r.expect_error(401, "blocking signed out");
    c.get("/api/me/blocks")
        .await
        .expect_error(401, "listing signed out");
    c.delete("/api/me/blocks/bob")
        .await
        .expect_error(401, "unblocking signed out");
    // From another site.
    let r = me
        .http
        .post(me.url("/api/me/blocks"))
        .header("origin", "https://elsewhere.example")
        .json(&json!({"name": "bob"}))
        .send()
        .await
        .unwrap();
    assert_eq!(
        r.status(),
        StatusCode::FORBIDDEN,
        "a request from another site"
    );
    // Unknown names, oneself, a computer level, a bad body.
    block(&me, "nobody")
        .await
        .expect_error(404, "an unknown name");
    let e = block(&me, "AMY").await.expect_error(400, "oneself");
    assert!(e.contains("yourself"), "{e}");
    let e = block(&me, "").await.expect_error(404, "an empty name");
    assert!(e.contains("no such player"), "{e}");
    me.post_json("/api/me/blocks", &json!({"who": "bob"}))
        .await
        .expect_error(400, "a body without a name");
    me.delete("/api/me/blocks/bob")
        .await
        .expect_error(404, "unblocking a player not blocked");
    assert!(blocks(&me).await.is_empty(), "nothing was stored");

    // Blocking, any case; again changes nothing.
    let r = block(&me, "BOB").await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["name"], "bob");
    let since = r.json()["since_ms"].clone();
    let r = block(&me, "bob").await;
    assert_eq!(r.status, StatusCode::OK, "already blocked: {}", r.text);
    assert_eq!(r.json()["since_ms"], since, "unchanged");
    assert_eq!(blocks(&me).await, vec!["bob".to_string()]);
    assert!(
        blocks(&browser(&c, &bob)).await.is_empty(),
        "bob blocks nobody"
    );

    let r = me.delete("/api/me/blocks/Bob").await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert!(blocks(&me).await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quick_pairing_never_pairs_a_blocked_pair_whoever_blocks_or_seeks_first() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let (amy, bob, cal) = (
        sign_up(&c, "amy").await,
        sign_up(&c, "bob").await,
        sign_up(&c, "cal").await,
    );
    let (amy, bob, cal) = (browser(&c, &amy), browser(&c, &bob), browser(&c, &cal));
    for amy_blocks in [true, false] {
        let (blocker, blocked_name) = if amy_blocks {
            (&amy, "bob")
        } else {
            (&bob, "amy")
        };
        assert_eq!(
            block(blocker, blocked_name).await.status,
            StatusCode::CREATED
        );
        for amy_first in [true, false] {
            let (first, second) = if amy_first {
                (&amy, &bob)
            } else {
                (&bob, &amy)
            };
            let (a, va) = seek(first).await;
            assert_eq!(va["status"], "open");
            let (b, vb) = seek(second).await;
            assert_eq!(
                vb["status"], "open",
                "a blocked pair was paired (amy blocks: {amy_blocks}, amy first: {amy_first})"
            );
            // Someone else pairs with one of them at once; the other still waits.
            let (_, vc) = seek(&cal).await;
            assert_eq!(vc["status"], "paired", "{vc}");
            let mut open = Vec::new();
            for (who, id) in [(first, &a), (second, &b)] {
                let r = who.get(&format!("/api/seeks/{id}")).await;
                assert_eq!(r.status, StatusCode::OK, "{}", r.text);
                if r.json()["status"] == "open" {
                    open.push((who, id));
                }
            }
            assert_eq!(open.len(), 1, "exactly one was paired with cal");
            cancel(open[0].0, open[0].1).await;
        }
        let r = blocker
            .delete(&format!("/api/me/blocks/{blocked_name}"))
            .await;
        assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    }
    // Unblocked, the two pair.
    let (_, va) = seek(&amy).await;
    assert_eq!(va["status"], "open");
    let (_, vb) = seek(&bob).await;
    assert_eq!(vb["status"], "paired", "{vb}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blocked_player_cannot_accept_a_seek_until_unblocked() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let (amy, bob) = (sign_up(&c, "amy").await, sign_up(&c, "bob").await);
    let (amy, bob) = (browser(&c, &amy), browser(&c, &bob));
    assert_eq!(block(&amy, "bob").await.status, StatusCode::CREATED);

    let (a, _) = seek(&amy).await;
    let r = bob.post_empty(&format!("/api/seeks/{a}/accept")).await;
    let e = r.expect_error(403, "accepting the seek of a player who blocks me");
    assert_eq!(e, "you cannot play this player");
    // The blocker is refused the other way too, in the same words.
    let (b, _) = seek(&bob).await;
    let r = amy.post_empty(&format!("/api/seeks/{b}/accept")).await;
    let e = r.expect_error(403, "accepting the seek of a player I block");
    assert_eq!(e, "you cannot play this player");
    let r = amy.get(&format!("/api/seeks/{a}")).await;
    assert_eq!(
        r.json()["status"],
        "open",
        "a refused accept stores nothing"
    );
    cancel(&bob, &b).await;

    let r = amy.delete("/api/me/blocks/bob").await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let r = bob.post_empty(&format!("/api/seeks/{a}/accept")).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json()["status"], "paired");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blocked_player_cannot_join_a_listed_game_but_a_link_still_works() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let (amy, bob, cal) = (
        sign_up(&c, "amy").await,
        sign_up(&c, "bob").await,
        sign_up(&c, "cal").await,
    );
    let (amy, bob, cal) = (browser(&c, &amy), browser(&c, &bob), browser(&c, &cal));
    assert_eq!(block(&bob, "amy").await.status, StatusCode::CREATED);
    let body = json!({"game": "squadro", "seats": ["me", "human"], "listed": true});
    let r = amy.post_json("/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let created = r.json();
    let id = created["id"].as_str().unwrap().to_string();
    let join = format!("/api/games/{id}/join");
    let e = bob
        .post_json(&join, &json!({}))
        .await
        .expect_error(403, "joining a game of a player I block");
    assert!(e.contains("cannot play"), "{e}");
    // Anyone else joins; the seat was not taken by the refusal.
    let r = cal.post_json(&join, &json!({})).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);

    // A link the creator sends is the creator's choice: it opens its seat.
    let r = amy.post_json("/api/games", &body).await;
    let created = r.json();
    let id = created["id"].as_str().unwrap().to_string();
    let token = created["seats"][1]["token"].as_str().expect("a token");
    let v = bob.view(&id, Some(token)).await;
    assert_eq!(v.observer, Some(2), "the link opens seat 2");

    // Unblocked, joining works.
    let r = bob.delete("/api/me/blocks/amy").await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let r = amy.post_json("/api/games", &body).await;
    let id = r.json()["id"].as_str().unwrap().to_string();
    let r = bob
        .post_json(&format!("/api/games/{id}/join"), &json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
}

/// The open seeks `me` is shown: (seek id, waiting) by id.
async fn listed(me: &Client) -> Vec<(String, u64)> {
    let r = me.get("/api/seeks").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let v = r.json();
    let mut seeks: Vec<(String, u64)> = v["seeks"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|s| {
            let id = s["id"].as_str().expect("an id").to_string();
            (id, s["waiting"].as_u64().expect("waiting"))
        })
        .collect();
    seeks.sort();
    seeks
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_seek_list_hides_the_seeks_of_players_blocked_either_way() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let (amy, bob, cal) = (
        sign_up(&c, "amy").await,
        sign_up(&c, "bob").await,
        sign_up(&c, "cal").await,
    );
    let (amy, bob, cal) = (browser(&c, &amy), browser(&c, &bob), browser(&c, &cal));
    assert_eq!(block(&amy, "bob").await.status, StatusCode::CREATED);
    let (a, _) = seek(&amy).await;
    let (b, vb) = seek(&bob).await;
    assert_eq!(vb["status"], "open", "a blocked pair is not paired");
    let mut both = vec![(a.clone(), 2), (b.clone(), 2)];
    both.sort();
    // Others see both seeks, in one pool of two.
    assert_eq!(listed(&cal).await, both, "another player");
    assert_eq!(listed(&c).await, both, "a guest");
    // The blocker and the blocked see only their own, alone in its pool.
    assert_eq!(listed(&amy).await, vec![(a.clone(), 1)], "the blocker");
    assert_eq!(listed(&bob).await, vec![(b.clone(), 1)], "the blocked");

    // Unblocked, each sees the other's seek again.
    let r = amy.delete("/api/me/blocks/bob").await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert_eq!(listed(&amy).await, both);
    assert_eq!(listed(&bob).await, both);
    cancel(&amy, &a).await;
    cancel(&bob, &b).await;
}

async fn offer_rematch(me: &Client, id: &str) -> Reply {
    me.post_json(&format!("/api/games/{id}/rematch"), &json!({}))
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_block_stops_rematch_offers_both_ways_until_lifted() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let (amy, bob) = (sign_up(&c, "amy").await, sign_up(&c, "bob").await);
    let (amy, bob) = (browser(&c, &amy), browser(&c, &bob));
    // A game the two played before the block: Amy resigns it.
    let body = json!({"game": "squadro", "seats": ["me", "human"], "listed": true});
    let r = amy.post_json("/api/games", &body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let r = bob
        .post_json(&format!("/api/games/{id}/join"), &json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let r = amy
        .post_json(&format!("/api/games/{id}/resign"), &json!({}))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.view().result.is_some(), "the game is over");

    assert_eq!(block(&bob, "amy").await.status, StatusCode::CREATED);
    // The blocked player may not offer, nor the blocker: the same words for both.
    for (who, what) in [(&amy, "the blocked player"), (&bob, "the blocker")] {
        let e = offer_rematch(who, &id)
            .await
            .expect_error(403, &format!("a rematch offered by {what}"));
        assert_eq!(e, "you cannot play this player");
    }

    // Unblocked: nothing of the refused offers was stored; the two offers make a game.
    let r = bob.delete("/api/me/blocks/amy").await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let r = offer_rematch(&amy, &id).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["offered"], json!([1]), "{}", r.text);
    assert!(r.json().get("game_id").is_none(), "{}", r.text);

    // Blocked again before the last offer: the game is not made.
    assert_eq!(block(&amy, "bob").await.status, StatusCode::CREATED);
    let e = offer_rematch(&bob, &id)
        .await
        .expect_error(403, "accepting a rematch from a player I am blocked by");
    assert_eq!(e, "you cannot play this player");
    let r = amy.delete("/api/me/blocks/bob").await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let r = offer_rematch(&bob, &id).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["offered"], json!([1, 2]), "{}", r.text);
    assert!(r.json()["game_id"].as_str().is_some(), "{}", r.text);
}
