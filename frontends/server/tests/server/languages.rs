//! The reader's language: how a request's is chosen (the address, the account, the
//! `lang` cookie, `Accept-Language`, English), the page's `<html lang>`, errors said
//! in it with codes that never change, the account's setting across instances, and
//! the WebSocket's errors.

use crate::support;

use futures_util::SinkExt;
use reqwest::header::{ACCEPT_LANGUAGE, COOKIE, ORIGIN, VARY};
use serde_json::{json, Value};
use support::*;
use tokio_tungstenite::tungstenite::Message;

/// The `lang` of the page `GET path` serves with `cookie` and `accept` sent.
async fn page_lang(c: &Client, path: &str, cookie: &str, accept: Option<&str>) -> String {
    let mut r = c.http.get(c.url(path));
    if !cookie.is_empty() {
        r = r.header(COOKIE, cookie);
    }
    if let Some(accept) = accept {
        r = r.header(ACCEPT_LANGUAGE, accept);
    }
    let reply = r.send().await.unwrap();
    assert_eq!(reply.status(), 200);
    let vary = reply
        .headers()
        .get(VARY)
        .map(|v| v.to_str().unwrap().to_string());
    assert_eq!(vary.as_deref(), Some("Accept-Language, Cookie"));
    let page = reply.text().await.unwrap();
    let start = page.find("<html lang=\"").expect("an html element") + 12;
    page[start..].split('"').next().unwrap().to_string()
}

/// `PUT /api/me/language` for `p`, from the site's own page.
async fn set_language(c: &Client, p: &Player, lang: Value) -> Reply {
    let r = c
        .http
        .put(c.url("/api/me/language"))
        .header(COOKIE, &p.cookie)
        .header(ORIGIN, &c.base)
        .json(&json!({ "lang": lang }))
        .send()
        .await
        .unwrap();
    Reply {
        status: r.status(),
        text: r.text().await.unwrap(),
    }
}

/// `GET path` with `cookie`; the reply's JSON.
async fn get_json(c: &Client, path: &str, cookie: &str) -> (u16, Value) {
    let r = c
        .http
        .get(c.url(path))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_address_then_the_account_then_the_cookie_then_the_browser_then_english() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let ada = sign_up(&c, "ada").await;
    let both = format!("{}; lang=de", ada.cookie);
    let set = set_language(&c, &ada, json!("fr")).await;
    assert_eq!(set.status, 204, "{}", set.text);

    assert_eq!(page_lang(&c, "/?lang=it", &both, Some("es")).await, "it");
    assert_eq!(page_lang(&c, "/play/x", &both, Some("es")).await, "fr");
    assert_eq!(set_language(&c, &ada, Value::Null).await.status, 204);
    assert_eq!(page_lang(&c, "/games", &both, Some("es")).await, "de");
    assert_eq!(page_lang(&c, "/", &ada.cookie, Some("es")).await, "es");
    assert_eq!(page_lang(&c, "/", &ada.cookie, None).await, "en");
    // A tag spoken nowhere here falls through; the testing language is taken from
    // the address or the cookie only.
    assert_eq!(
        page_lang(&c, "/?lang=pt", "lang=xx", Some("ja, it;q=0.5")).await,
        "it"
    );
    assert_eq!(page_lang(&c, "/?lang=en-XA", "", None).await, "en-XA");
    assert_eq!(page_lang(&c, "/", "lang=en-XA", None).await, "en-XA");
    assert_eq!(page_lang(&c, "/", "", Some("en-XA, de;q=0.1")).await, "de");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_error_is_said_in_each_language_with_one_code() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let mut said = Vec::new();
    for lang in ["en", "it", "fr", "es", "de", "en-XA"] {
        let r = c.get(&format!("/api/games/nope?lang={lang}")).await;
        assert_eq!(r.status, 404, "{}", r.text);
        let body = r.json();
        assert_eq!(body["code"], "no-such-game", "{lang}: {body}");
        said.push(body["error"].as_str().unwrap().to_string());
    }
    assert_eq!(said[0], "no such game", "English as it always was");
    for (i, text) in said.iter().enumerate().skip(1) {
        assert_ne!(text, &said[0], "language {i} says it in English");
        assert!(!text.is_empty());
    }
    // An error axum makes itself, rewritten, is said in the language too.
    let r = c.get("/api/nothing-here?lang=de").await;
    assert_eq!(r.json()["code"], "no-such-page");
    assert_eq!(r.json()["error"], "diese Seite gibt es nicht");
    // And one the rate limit or the CSRF check refuses: they run before any handler.
    let ada = sign_up(&c, "ada").await;
    let r = c
        .http
        .put(c.url("/api/me/language?lang=it"))
        .header(COOKIE, &ada.cookie)
        .header(ORIGIN, "http://elsewhere.example")
        .json(&json!({"lang": "fr"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["code"], "cross-site");
    assert!(body["error"].as_str().unwrap().contains("sito"), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_account_keeps_a_spoken_language_or_none() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let ada = sign_up(&c, "ada").await;
    let (_, me) = get_json(&c, "/api/me", &ada.cookie).await;
    assert_eq!(me["lang"], Value::Null, "follows the browser at first");
    for bad in [json!("pt"), json!("en-XA"), json!(""), json!(3)] {
        let r = set_language(&c, &ada, bad.clone()).await;
        r.expect_error(400, &format!("{bad}"));
    }
    let r = set_language(&c, &ada, json!("klingon")).await;
    assert_eq!(r.json()["code"], "unknown-language", "{}", r.text);
    assert_eq!(set_language(&c, &ada, json!("de-AT")).await.status, 204);
    let (_, me) = get_json(&c, "/api/me", &ada.cookie).await;
    assert_eq!(me["lang"], "de", "kept as its spoken language");
    // A guest has no setting to change.
    let r = c
        .http
        .put(c.url("/api/me/language"))
        .json(&json!({"lang": "fr"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 401);
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["code"], "not-signed-in");
    assert_eq!(body["error"], "not signed in");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setting_holds_on_every_instance_of_the_database() {
    let place = Place::new();
    let first = Server::start(&place.db());
    let second = Server::start(&place.db());
    let (a, b) = (first.client(), second.client());
    let ada = sign_up(&a, "ada").await;
    assert_eq!(set_language(&a, &ada, json!("es")).await.status, 204);
    let (_, me) = get_json(&b, "/api/me", &ada.cookie).await;
    assert_eq!(me["lang"], "es");
    let (status, body) = get_json(&b, "/api/games/nope", &ada.cookie).await;
    assert_eq!(status, 404);
    assert_eq!(body["code"], "no-such-game");
    assert_eq!(body["error"], "no existe esa partida");
    assert_eq!(set_language(&b, &ada, json!("it")).await.status, 204);
    assert_eq!(page_lang(&a, "/", &ada.cookie, Some("de")).await, "it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_websockets_errors_are_said_in_its_language_with_codes() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let game = c.create("squadro", json!({}), &["human", "human"]).await;
    let url = format!(
        "{}/api/games/{}/ws?lang=fr",
        c.base.replacen("http://", "ws://", 1),
        game.id
    );
    let (stream, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .unwrap();
    let mut ws = Ws { stream };
    ws.next_view().await;
    ws.stream
        .send(Message::Text("{not json".into()))
        .await
        .unwrap();
    let text = ws.next_text(FRAME_TIMEOUT).await.expect("an answer");
    let error: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(error["type"], "error", "{text}");
    assert_eq!(error["code"], "not-a-message", "{text}");
    assert!(error["error"]
        .as_str()
        .unwrap()
        .starts_with("ce n'est pas un message"));
    // A spectator's move: refused, in French, with its code.
    ws.send_action("anything", 0).await;
    let text = ws.next_text(FRAME_TIMEOUT).await.expect("an answer");
    let error: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(error["code"], "seat-token-needed", "{text}");
    assert_eq!(error["error"], "il faut le jeton d'une place pour jouer");
}

/// `POST /api/games/{id}/{what}` with `body`, in `lang` (`?lang=`).
async fn post_in(c: &Client, id: &str, what: &str, lang: &str, body: Value) -> Reply {
    c.post_json(&format!("/api/games/{id}/{what}?lang={lang}"), &body)
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_request_is_said_in_the_readers_language_with_its_code() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let game = c.create("squadro", json!({}), &["human", "random"]).await;
    let token = game.token(1).to_string();
    let asked = json!({ "token": token });
    let english = post_in(&c, &game.id, "draw", "en", asked.clone()).await;
    assert_eq!(english.status, 422, "{}", english.text);
    assert_eq!(english.json()["code"], "not-allowed");
    assert_eq!(
        english.json()["error"],
        "the computer does not agree draws: play on or resign",
        "English as it always was"
    );
    let french = post_in(&c, &game.id, "draw", "fr", asked.clone()).await;
    assert_eq!(french.status, 422, "{}", french.text);
    assert_eq!(
        french.json()["code"],
        "not-allowed",
        "the code never changes"
    );
    assert_eq!(
        french.json()["error"],
        "l'ordinateur n'accepte pas la nulle : continuez ou abandonnez"
    );
    // Help from the computer refused between people: its own code, in French too.
    let people = c.create("squadro", json!({}), &["human", "human"]).await;
    let hint = c
        .post_json(
            &format!("/api/games/{}/hint?lang=fr", people.id),
            &json!({ "token": people.token(1) }),
        )
        .await;
    assert_eq!(hint.status, 403, "{}", hint.text);
    assert_eq!(hint.json()["code"], "alone-only");
    assert_eq!(
        hint.json()["error"],
        "les conseils sont réservés aux parties contre l'ordinateur : d'autres personnes jouent ici"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_websockets_refused_request_is_said_in_its_language() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let game = c.create("squadro", json!({}), &["human", "human"]).await;
    let url = format!(
        "{}/api/games/{}/ws?token={}&lang=fr",
        c.base.replacen("http://", "ws://", 1),
        game.id,
        game.token(1)
    );
    let (stream, _) = tokio_tungstenite::connect_async(url.as_str())
        .await
        .unwrap();
    let mut ws = Ws { stream };
    ws.next_view().await;
    ws.send_text(json!({ "type": "decline_draw" }).to_string())
        .await;
    let text = ws.next_text(FRAME_TIMEOUT).await.expect("an answer");
    let error: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(error["type"], "error", "{text}");
    assert_eq!(error["code"], "not-allowed", "{text}");
    assert_eq!(error["error"], "personne ne vous propose la nulle");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moves_reply_is_in_the_readers_language() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let c = server.client();
    let game = c.create("squadro", json!({}), &["human", "human"]).await;
    let mover = c.view(&game.id, None).await.to_move[0];
    let token = game.token(mover).to_string();
    let legal = c.view(&game.id, Some(&token)).await.legal;
    let asked = json!({ "token": token, "action": legal[0], "ply": 0 });
    let reply = post_in(&c, &game.id, "actions", "de", asked).await;
    assert_eq!(reply.status, 200, "{}", reply.text);
    let german = reply.view();
    let path = |lang: &str| format!("/api/games/{}?token={token}&lang={lang}", game.id);
    let asked_de = c.get(&path("de")).await.view();
    let asked_en = c.get(&path("en")).await.view();
    assert_eq!(german.moves, asked_de.moves, "as a German view says it");
    assert_eq!(german.seats, asked_de.seats);
    assert_ne!(
        german.moves[0].text, asked_en.moves[0].text,
        "the move is told in German, not English"
    );
    assert_ne!(german.seats[0].name, asked_en.seats[0].name);
}
