//! Chat on a real server: the seats' room over HTTP and WebSocket, the length limit
//! and bad input refused changing nothing, the rate limit on the server's clock,
//! guests refused in rated and listed games, the spectators' room, messages of
//! blocked players hidden, a message reported to the moderators, the record carrying
//! the chat only once the game is over, requests from another site refused; and with
//! `CUBIST_TEST_POSTGRES`, a message stored on one instance delivered to a socket on
//! another, in order and once.

use crate::support;

use std::sync::Arc;

use cubist_server::chat::store::{NewChat, Room, MAX_ROOM_CHAT};
use cubist_server::chat::CHAT_HISTORY;
use cubist_server::moderation::store::Role;
use cubist_server::store::SqlStore;
use cubist_session::ManualClock;
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::*;

/// A server on `clock`, with no practical request limit.
fn server(db: &Db, clock: &ManualClock) -> Server {
    let clock = clock.clone();
    Server::start_with(db, move |c| {
        c.limits = NO_LIMITS;
        c.clock = Arc::new(clock);
    })
}

fn chat_path(id: &str) -> String {
    format!("/api/games/{id}/chat")
}

async fn say(c: &Client, id: &str, token: Option<&str>, text: &str) -> Reply {
    let body = match token {
        Some(t) => json!({"token": t, "text": text}),
        None => json!({"text": text}),
    };
    c.post_json(&chat_path(id), &body).await
}

/// Posts a message that must be stored; gives it.
async fn said(c: &Client, id: &str, token: Option<&str>, text: &str) -> Value {
    let r = say(c, id, token, text).await;
    assert_eq!(r.status, StatusCode::CREATED, "{text:?}: {}", r.text);
    r.json()["messages"][0].clone()
}

/// The texts `c` may read, with `token` if given.
async fn read(c: &Client, id: &str, token: Option<&str>) -> Vec<String> {
    let path = match token {
        Some(t) => format!("{}?token={t}", chat_path(id)),
        None => chat_path(id),
    };
    let r = c.get(&path).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    r.json()["messages"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|m| m["text"].as_str().expect("a text").to_string())
        .collect()
}

/// The next message of type `kind` sent on `ws` (views and other messages skipped; an
/// error is not skipped unless asked for).
async fn next_of(ws: &mut Ws, kind: &str) -> Value {
    loop {
        let text = ws
            .next_text(FRAME_TIMEOUT)
            .await
            .expect("the socket is open");
        let v: Value = serde_json::from_str(&text).expect("JSON");
        if v["type"] == kind {
            return v;
        }
        assert_ne!(v["type"], "error", "{v}");
    }
}

/// The next chat messages pushed on `ws`.
async fn next_chat(ws: &mut Ws) -> Vec<Value> {
    let v = next_of(ws, "chat").await;
    assert!(v["event"].as_u64().is_some(), "{v}");
    v["messages"].as_array().expect("messages").clone()
}

/// The next error sent on `ws`.
async fn next_error(ws: &mut Ws) -> Value {
    next_of(ws, "error").await
}

/// Plays one legal move for each seat, in turn: the game is then resigned, not
/// aborted.
async fn one_move_each(c: &Client, id: &str, tokens: &[&str]) {
    for _ in 0..tokens.len() {
        let v = c.view(id, Some(tokens[0])).await;
        let mover = v.to_move[0];
        let token = tokens[mover - 1];
        let v = c.view(id, Some(token)).await;
        let r = c.act(id, token, &v.legal[0], v.ply).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn seats_chat_over_http_and_websocket_within_limits() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let c = s.client();
    let g = c.create("squadro", json!({}), &["human", "human"]).await;
    let (t1, t2) = (g.token(1), g.token(2));
    let mut ws1 = c.ws(&g.id, Some(t1)).await;
    let mut ws2 = c.ws(&g.id, Some(t2)).await;

    // Trimmed, stored as typed (markup is only text), pushed to both seats.
    let m = said(&c, &g.id, Some(t1), "  hello <b>x</b>  ").await;
    assert_eq!(m["text"], "hello <b>x</b>");
    assert_eq!(
        (m["id"].as_u64(), m["room"].as_str()),
        (Some(1), Some("players"))
    );
    assert_eq!(m["seat"], 1);
    assert!(m.get("name").is_none(), "a guest's seat has no name: {m}");
    for ws in [&mut ws1, &mut ws2] {
        assert_eq!(next_chat(ws).await, vec![m.clone()]);
    }
    // A socket sends its own; it arrives as everyone's does.
    ws2.send_text(json!({"type": "chat", "text": "from the socket"}).to_string())
        .await;
    let pushed = next_chat(&mut ws1).await;
    assert_eq!(pushed[0]["text"], "from the socket");
    assert_eq!(
        (pushed[0]["id"].as_u64(), pushed[0]["seat"].as_u64()),
        (Some(2), Some(2))
    );
    assert_eq!(next_chat(&mut ws2).await, pushed);
    // A socket opened later is sent what was said.
    let mut late = c.ws(&g.id, Some(t2)).await;
    assert_eq!(next_chat(&mut late).await.len(), 2);
    late.close().await;

    // The length counts characters, after trimming; bad input changes nothing.
    let most = "é".repeat(300);
    assert_eq!(
        said(&c, &g.id, Some(t1), &format!(" {most} ")).await["text"],
        most
    );
    let e = say(&c, &g.id, Some(t1), &"é".repeat(301))
        .await
        .expect_error(400, "301 characters");
    assert!(e.contains("300"), "{e}");
    say(&c, &g.id, Some(t1), "  ")
        .await
        .expect_error(400, "empty");
    say(&c, &g.id, Some(t1), "two\nlines")
        .await
        .expect_error(400, "a control character");
    c.post_json(&chat_path(&g.id), &json!({"token": t1}))
        .await
        .expect_error(400, "no text");
    c.post_json(
        &chat_path(&g.id),
        &json!({"token": t1, "text": "x", "html": "<b>"}),
    )
    .await
    .expect_error(400, "an unknown field");
    c.post_bytes(&chat_path(&g.id), b"{not json".to_vec())
        .await
        .expect_error(400, "not JSON");
    say(&c, &g.id, Some("nottoken"), "x")
        .await
        .expect_error(403, "a bad token");
    say(&c, "nosuchgame", Some(t1), "x")
        .await
        .expect_error(404, "no such game");
    say(&c, &g.id, None, "x")
        .await
        .expect_error(401, "a guest spectator");
    ws1.send_text(json!({"type": "chat", "text": ""}).to_string())
        .await;
    let v = next_error(&mut ws1).await;
    assert_eq!(v["status"], 400, "{v}");
    assert_eq!(
        read(&c, &g.id, Some(t2)).await.len(),
        3,
        "nothing more was stored"
    );
    assert!(
        read(&c, &g.id, None).await.is_empty(),
        "spectators do not read the seats' room"
    );

    // A burst, then one message every two seconds on the server's clock.
    clock.advance(60_000);
    for n in 0..4 {
        said(&c, &g.id, Some(t2), &format!("burst {n}")).await;
    }
    let r = say(&c, &g.id, Some(t2), "one too many").await;
    let e = r.expect_error(429, "past the burst");
    assert!(e.contains("too many chat messages"), "{e}");
    said(&c, &g.id, Some(t1), "the other seat is not held back").await;
    clock.advance(2_000);
    said(&c, &g.id, Some(t2), "after two seconds").await;
    say(&c, &g.id, Some(t2), "again at once")
        .await
        .expect_error(429, "at once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn guests_chat_only_in_unrated_private_games_and_spectators_have_their_room() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let c = s.client();
    let (amy, bob, cy) = (
        sign_up(&c, "amy").await,
        sign_up(&c, "bob").await,
        sign_up(&c, "cyril").await,
    );
    let (a, b, spectator) = (browser(&c, &amy), browser(&c, &bob), browser(&c, &cy));

    // A listed game: its guest seats do not chat.
    let listed = c
        .create_with(
            "squadro",
            json!({}),
            &["human", "human"],
            json!({"listed": true}),
        )
        .await;
    let e = say(&c, &listed.id, Some(listed.token(1)), "hi")
        .await
        .expect_error(403, "listed");
    assert!(e.contains("sign in"), "{e}");

    // A rated game: its players chat with their cookie or their seat's token.
    let r = a
        .create_raw(&json!({"game": "squadro", "seats": ["me", "human"], "rated": true}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let t2 = r.json()["seats"][1]["token"].as_str().unwrap().to_string();
    say(&c, &id, Some(&t2), "a guest")
        .await
        .expect_error(403, "a guest in a rated game");
    let m = said(&a, &id, None, "good luck").await;
    assert_eq!(
        (m["seat"].as_u64(), m["name"].as_str()),
        (Some(1), Some("amy"))
    );
    let m = said(&b, &id, Some(&t2), "you too").await;
    assert_eq!(
        (m["seat"].as_u64(), m["name"].as_str()),
        (Some(2), Some("bob"))
    );
    let m = said(&b, &id, None, "my seat is my account's").await;
    assert_eq!(m["seat"], 2);

    // Spectators: a signed-in one writes in their room, a guest only reads it.
    let m = said(&spectator, &id, None, "nice opening").await;
    assert_eq!(
        (m["room"].as_str(), m.get("seat")),
        (Some("spectators"), None)
    );
    assert_eq!(m["name"], "cyril");
    say(&c, &id, None, "a guest spectator")
        .await
        .expect_error(401, "a guest spectator");
    assert_eq!(read(&c, &id, None).await, vec!["nice opening"]);
    assert_eq!(read(&spectator, &id, None).await, vec!["nice opening"]);
    // The seats read both rooms (their page shows the spectators' on demand).
    let seat_reads = read(&a, &id, None).await;
    assert_eq!(seat_reads.len(), 4, "{seat_reads:?}");
    assert_eq!(read(&b, &id, Some(&t2)).await, seat_reads);

    // Another site's page posting with the cookie is refused; nothing is stored.
    let r = a
        .http
        .post(a.url(&chat_path(&id)))
        .header("origin", "https://evil.example")
        .json(&json!({"text": "forged"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
    assert_eq!(read(&a, &id, None).await, seat_reads);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn blocked_players_are_hidden_and_a_message_is_reported_to_the_moderators() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let c = s.client();
    let (amy, bob, mo) = (
        sign_up(&c, "amy").await,
        sign_up(&c, "bob").await,
        sign_up(&c, "moira").await,
    );
    grant(&place.db(), "moira", Role::Moderator).await;
    let (a, b) = (browser(&c, &amy), browser(&c, &bob));
    let r = a
        .create_raw(&json!({"game": "squadro", "seats": ["me", "human"]}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json()["id"].as_str().unwrap().to_string();
    let t1 = r.json()["seats"][0]["token"].as_str().unwrap().to_string();
    let t2 = r.json()["seats"][1]["token"].as_str().unwrap().to_string();

    let r = a.post_json("/api/me/blocks", &json!({"name": "bob"})).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let mut amy_ws = c.ws(&id, Some(&t1)).await;
    let rude = said(&b, &id, Some(&t2), "you <i>fool</i>").await;
    said(&a, &id, None, "gg").await;
    // Amy's socket is sent her own message, never bob's; her reads leave it out too.
    let pushed = next_chat(&mut amy_ws).await;
    assert_eq!(pushed.len(), 1, "{pushed:?}");
    assert_eq!(pushed[0]["text"], "gg");
    assert_eq!(read(&a, &id, None).await, vec!["gg"]);
    assert_eq!(
        read(&b, &id, Some(&t2)).await,
        vec!["you <i>fool</i>", "gg"]
    );

    // Amy unblocks and reports it; the moderators see it quoted, naming bob.
    let r = a.delete("/api/me/blocks/bob").await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let report = |chat: Value, reason: &str| json!({"game": id, "chat": chat, "reason": reason, "text": "rude"});
    c.post_json("/api/reports", &report(rude["id"].clone(), "abuse"))
        .await
        .expect_error(401, "a guest's report");
    a.post_json("/api/reports", &report(json!(99), "abuse"))
        .await
        .expect_error(404, "no such message");
    a.post_json("/api/reports", &json!({"chat": 1, "reason": "abuse"}))
        .await
        .expect_error(400, "a message without its game");
    let r = a
        .post_json("/api/reports", &report(rude["id"].clone(), "abuse"))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let r = browser(&c, &mo).get("/api/mod/reports").await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let reports = r.json()["reports"].as_array().unwrap().clone();
    assert_eq!(reports.len(), 1, "{reports:?}");
    let filed = &reports[0];
    assert_eq!(
        (filed["reason"].as_str(), filed["player"]["name"].as_str()),
        (Some("abuse"), Some("bob"))
    );
    assert_eq!(filed["game"]["id"], json!(id));
    let text = filed["text"].as_str().unwrap();
    assert!(
        text.contains("Chat message 1")
            && text.contains("you <i>fool</i>")
            && text.contains("rude"),
        "{text}"
    );

    // A spectator cannot report what it cannot read.
    let cy = sign_up(&c, "cyril").await;
    browser(&c, &cy)
        .post_json("/api/reports", &report(rude["id"].clone(), "abuse"))
        .await
        .expect_error(404, "the seats' room, from a spectator");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_stores_at_most_its_share_of_chat() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let c = s.client();
    let g = c.create("squadro", json!({}), &["human", "human"]).await;
    let t1 = g.token(1);
    // All but the last place filled on the database, as many writers would.
    let store = SqlStore::connect(&place.db().url).await.unwrap();
    for n in 1..MAX_ROOM_CHAT {
        let stored = store
            .post_chat(NewChat {
                game: &g.id,
                room: Room::Players,
                seat: Some(1),
                account_id: None,
                name: None,
                text: "filler",
                now_ms: 1_000_000_000,
            })
            .await
            .unwrap();
        assert_eq!(stored, Some(n));
    }
    let last = said(&c, &g.id, Some(t1), "the last one").await;
    assert_eq!(last["id"].as_u64(), Some(MAX_ROOM_CHAT));
    clock.advance(60_000);
    let full = say(&c, &g.id, Some(t1), "one too many").await;
    assert!(
        full.expect_error(409, "a full chat")
            .contains("chat is full"),
        "{}",
        full.text
    );
    let mut ws = c.ws(&g.id, Some(t1)).await;
    assert_eq!(next_chat(&mut ws).await.len(), CHAT_HISTORY);
    ws.send_text(json!({"type": "chat", "text": "nor this"}).to_string())
        .await;
    let refused = next_error(&mut ws).await;
    assert_eq!(refused["status"], 409, "{refused}");
    let texts = read(&c, &g.id, Some(t1)).await;
    assert_eq!(texts.last().map(String::as_str), Some("the last one"));
    assert_eq!(store.last_chat(&g.id).await.unwrap(), MAX_ROOM_CHAT);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_filling_their_room_never_silence_the_players() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let c = s.client();
    let g = c.create("squadro", json!({}), &["human", "human"]).await;
    let t1 = g.token(1);
    said(&c, &g.id, Some(t1), "before the crowd").await;
    // The spectators' room filled on the database, as many signed-in spectators would.
    let store = SqlStore::connect(&place.db().url).await.unwrap();
    for _ in 0..MAX_ROOM_CHAT {
        let stored = store
            .post_chat(NewChat {
                game: &g.id,
                room: Room::Spectators,
                seat: None,
                account_id: None,
                name: None,
                text: "crowd",
                now_ms: 1_000_000_000,
            })
            .await
            .unwrap();
        assert!(stored.is_some());
    }
    let cy = sign_up(&c, "cyril").await;
    say(&browser(&c, &cy), &g.id, None, "one too many")
        .await
        .expect_error(409, "a full spectators' room");
    // The players' room has its own share, and the seats still read their own words.
    let m = said(&c, &g.id, Some(t1), "still heard").await;
    assert_eq!(m["room"], "players");
    let texts = read(&c, &g.id, Some(t1)).await;
    assert!(
        texts.contains(&"before the crowd".to_string()),
        "the players' messages are not pushed out by the spectators'"
    );
    assert_eq!(texts.last().map(String::as_str), Some("still heard"));
    assert_eq!(texts.len(), CHAT_HISTORY + 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_record_carries_the_chat_once_the_game_is_over() {
    let place = Place::new();
    let clock = ManualClock::at(1_000_000_000);
    let s = server(&place.db(), &clock);
    let c = s.client();
    let g = c.create("squadro", json!({}), &["human", "human"]).await;
    let (t1, t2) = (g.token(1), g.token(2));
    said(&c, &g.id, Some(t1), "good luck").await;
    one_move_each(&c, &g.id, &[t1, t2]).await;
    let running = c.record(&g.id).await;
    assert_eq!(running.status, StatusCode::OK, "{}", running.text);
    assert!(running.json().get("chat").is_none(), "{}", running.text);

    let r = c
        .post_json(
            &format!("/api/games/{}/resign", g.id),
            &json!({"token": t1}),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let over = c.record(&g.id).await.json();
    assert!(!over["result"].is_null(), "{over}");
    let chat = &over["chat"];
    assert_eq!(chat["format"], 1, "{over}");
    let texts: Vec<&str> = chat["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["good luck"]);
    // The record with its chat still reads as a record.
    let record = c.game_record(&g.id).await;
    assert!(record.result.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_on_one_instance_reaches_a_socket_on_another_in_order_once() {
    let Some(place) =
        on_postgres("a_message_on_one_instance_reaches_a_socket_on_another_in_order_once")
    else {
        return;
    };
    let clock = ManualClock::at(1_000_000_000);
    let (a, b) = (server(&place.db(), &clock), server(&place.db(), &clock));
    let (ca, cb) = (a.client(), b.client());
    let g = ca.create("squadro", json!({}), &["human", "human"]).await;
    let (t1, t2) = (g.token(1), g.token(2));
    let mut on_a = ca.ws(&g.id, Some(t1)).await;
    let mut on_b = cb.ws(&g.id, Some(t2)).await;
    for text in ["one", "two", "three"] {
        said(&ca, &g.id, Some(t1), text).await;
    }
    let mut heard = Vec::new();
    while heard.len() < 3 {
        heard.extend(next_chat(&mut on_b).await);
    }
    let ids: Vec<u64> = heard.iter().map(|m| m["id"].as_u64().unwrap()).collect();
    assert_eq!(ids, [1, 2, 3], "in order, once each: {heard:?}");
    assert_eq!(heard[2]["text"], "three");
    // And back: a socket's message on B reaches A's socket.
    on_b.send_text(json!({"type": "chat", "text": "four"}).to_string())
        .await;
    let mut on_a_heard = Vec::new();
    while on_a_heard.len() < 4 {
        on_a_heard.extend(next_chat(&mut on_a).await);
    }
    assert_eq!(on_a_heard[3]["text"], "four");
    assert_eq!(on_a_heard[3]["id"], 4);
}
