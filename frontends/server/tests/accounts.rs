//! Accounts on a real server: signing up, in and out, seats held by a signed-in
//! player, rated games' rules, and what never reaches a log or a reply.

mod support;

use reqwest::header::{COOKIE, SET_COOKIE};
use reqwest::StatusCode;
use serde_json::{json, Value};
use support::{Place, Reply, Server};

const PASSWORD: &str = "correct horse battery";

/// A browser: a client that keeps its session cookie.
struct Browser {
    http: reqwest::Client,
    base: String,
    /// The `cubist_session` token, while signed in.
    session: Option<String>,
    /// What the `Origin` header says (none: no header).
    origin: Option<String>,
}

impl Browser {
    fn new(server: &Server) -> Browser {
        Browser {
            http: reqwest::Client::new(),
            base: server.base.clone(),
            session: None,
            origin: Some(server.base.clone()),
        }
    }

    async fn send(&mut self, method: reqwest::Method, path: &str, body: Option<Value>) -> Reply {
        let mut r = self.http.request(method, format!("{}{path}", self.base));
        if let Some(token) = &self.session {
            r = r.header(COOKIE, format!("cubist_session={token}"));
        }
        if let Some(origin) = &self.origin {
            r = r.header("origin", origin);
        }
        if let Some(body) = body {
            r = r.json(&body);
        }
        let reply = r.send().await.expect("the server answers");
        for set in reply.headers().get_all(SET_COOKIE) {
            let text = set.to_str().unwrap();
            if let Some(rest) = text.strip_prefix("cubist_session=") {
                let value = rest.split(';').next().unwrap();
                self.session = (!value.is_empty()).then(|| value.to_string());
            }
        }
        let status = reply.status();
        Reply {
            status,
            text: reply.text().await.unwrap(),
        }
    }

    async fn post(&mut self, path: &str, body: Value) -> Reply {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }

    async fn get(&mut self, path: &str) -> Reply {
        self.send(reqwest::Method::GET, path, None).await
    }

    async fn sign_up(&mut self, name: &str) {
        let r = self
            .post("/api/accounts", json!({"name": name, "password": PASSWORD}))
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        assert_eq!(r.json()["name"], name);
        assert!(self.session.is_some(), "signing up signs in");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn sign_up_then_me_then_sign_out() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let mut b = Browser::new(&server);
    b.get("/api/me").await.expect_error(401, "a guest");
    b.sign_up("Ada").await;
    let me = b.get("/api/me").await;
    assert_eq!(me.status, StatusCode::OK, "{}", me.text);
    assert_eq!(me.json()["name"], "Ada");
    let token = b.session.clone().unwrap();
    let out = b.send(reqwest::Method::DELETE, "/api/session", None).await;
    assert_eq!(out.status, StatusCode::NO_CONTENT, "{}", out.text);
    assert_eq!(b.session, None, "the browser is told to forget its cookie");
    // The old token opens nothing any more.
    b.session = Some(token);
    b.get("/api/me").await.expect_error(401, "a session ended");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_signed_in_creator_plays_the_me_seat_by_cookie() {
    let place = Place::new();
    let server = Server::start(&place.db());
    let mut b = Browser::new(&server);
    b.sign_up("Grace").await;
    let created = b
        .post(
            "/api/games",
            json!({"game": "squadro", "seats": ["me", "human"]}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let created = created.json();
    let id = created["id"].as_str().unwrap().to_string();
    assert!(created["seats"][0]["token"].is_string(), "{created}");
    let view = b.get(&format!("/api/games/{id}")).await.view();
    assert_eq!(view.observer, Some(1), "the cookie opens the seat");
    assert_eq!(view.seats[0].account.as_deref(), Some("Grace"));
    assert_eq!(view.seats[1].account, None, "a guest's seat has no name");
    assert!(!view.rated);
    let mut ply = 0;
    if view.to_move == [2] {
        // Squadro draws who starts: the guest moves first, by token.
        let guest = created["seats"][1]["token"].as_str().unwrap();
        let theirs = server.client().view(&id, Some(guest)).await;
        let r = server.client().act(&id, guest, &theirs.legal[0], 0).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        ply = 1;
    }
    let view = b.get(&format!("/api/games/{id}")).await.view();
    let played = b
        .post(
            &format!("/api/games/{id}/actions"),
            json!({"action": view.legal[0], "ply": ply}),
        )
        .await
        .view();
    assert_eq!(played.ply, ply + 1, "played by cookie, without a token");
    // A spectator sees the name too, and the lobby lists it.
    let guest = server.client().view(&id, None).await;
    assert_eq!(guest.seats[0].account.as_deref(), Some("Grace"));
    let list = server
        .client()
        .get("/api/games?status=running")
        .await
        .json();
    let listed = list["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap()
        .clone();
    assert_eq!(listed["seats"][0]["name"], "Grace", "{listed}");
}
