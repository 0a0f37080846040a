//! Accounts on a real server: signing up, in and out, seats held by a signed-in
//! player, rated games' rules, and what never reaches a log or a reply.

use crate::support;

use std::future::Future;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cubist_server::accounts::Pause;
use cubist_session::ManualClock;
use reqwest::header::{COOKIE, SET_COOKIE};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use support::{Place, Reply, Server};

const PASSWORD: &str = "correct horse battery";

/// Where the hand-moved clocks start (ms since the epoch).
const START: u64 = 1_764_000_000_000;
const HOUR_MS: u64 = 3_600_000;

/// The delays a server held sign-in answers back by, each skipped at once: the
/// server's hand-moved clock (if any) is moved on by the delay instead.
#[derive(Clone, Default)]
struct Delays {
    seen: Arc<Mutex<Vec<Duration>>>,
    clock: Option<ManualClock>,
}

impl Delays {
    /// The delays chosen so far, and forget them.
    fn take(&self) -> Vec<Duration> {
        std::mem::take(&mut *self.seen.lock().unwrap())
    }
}

impl Pause for Delays {
    fn pause(&self, delay: Duration) -> Pin<Box<dyn Future<Output = ()> + Send>> {
        self.seen.lock().unwrap().push(delay);
        if let Some(clock) = &self.clock {
            clock.advance(delay.as_millis() as u64);
        }
        Box::pin(std::future::ready(()))
    }
}

/// A server whose log is captured (see [`support::capture_log`]) and whose
/// sign-in delays are skipped.
fn server(place: &Place) -> Server {
    server_on(place, None).0
}

/// [`server`], on `clock` if given: and the delays it chose.
fn server_on(place: &Place, clock: Option<&ManualClock>) -> (Server, Delays) {
    support::capture_log();
    let delays = Delays {
        seen: Arc::default(),
        clock: clock.cloned(),
    };
    let pause = delays.clone();
    let clock = clock.cloned();
    let server = Server::start_with(&place.db(), move |c| {
        c.limits = support::NO_LIMITS;
        c.pause = Arc::new(pause);
        if let Some(clock) = clock {
            c.clock = Arc::new(clock);
        }
    });
    (server, delays)
}

fn log_text() -> String {
    support::captured_log()
}

/// A browser: a client that keeps its session cookie.
struct Browser {
    http: reqwest::Client,
    base: String,
    /// The `cubist_session` token, while signed in.
    session: Option<String>,
    /// The `cubist_device` token, once signed in on this browser.
    device: Option<String>,
    /// What the `Origin` header says (none: no header).
    origin: Option<String>,
    /// The session cookie's name.
    cookie: &'static str,
}

impl Browser {
    fn new(server: &Server) -> Browser {
        Browser::with(server, reqwest::Client::new())
    }

    /// A browser on another machine: its connections come from `address` (127.0.0.2,
    /// 127.0.0.3 …).
    fn at(server: &Server, address: &str) -> Browser {
        let address: IpAddr = address.parse().unwrap();
        let http = reqwest::Client::builder()
            .local_address(address)
            .build()
            .unwrap();
        Browser::with(server, http)
    }

    fn with(server: &Server, http: reqwest::Client) -> Browser {
        Browser {
            http,
            base: server.base.clone(),
            session: None,
            device: None,
            origin: Some(server.base.clone()),
            cookie: "cubist_session",
        }
    }

    async fn send(&mut self, method: reqwest::Method, path: &str, body: Option<Value>) -> Reply {
        let mut r = self.http.request(method, format!("{}{path}", self.base));
        let device_cookie = self.cookie.replace("session", "device");
        let cookies: Vec<String> = [(self.cookie, &self.session), (&device_cookie, &self.device)]
            .into_iter()
            .filter_map(|(name, token)| token.as_ref().map(|t| format!("{name}={t}")))
            .collect();
        if !cookies.is_empty() {
            r = r.header(COOKIE, cookies.join("; "));
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
            if let Some(rest) = text.strip_prefix(&format!("{}=", self.cookie)) {
                let value = rest.split(';').next().unwrap();
                self.session = (!value.is_empty()).then(|| value.to_string());
            }
            if let Some(rest) = text.strip_prefix(&format!("{device_cookie}=")) {
                self.device = rest.split(';').next().map(String::from);
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

    async fn sign_in(&mut self, name: &str, password: &str) -> Reply {
        self.post("/api/session", json!({"name": name, "password": password}))
            .await
    }

    async fn create(&mut self, body: Value) -> Reply {
        self.post("/api/games", body).await
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn sign_up_then_me_then_sign_out() {
    let place = Place::new();
    let server = server(&place);
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
    let server = server(&place);
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

#[tokio::test(flavor = "multi_thread")]
async fn a_cross_origin_request_with_the_cookie_is_refused() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    b.sign_up("Hopper").await;
    let body = json!({"game": "squadro", "seats": ["me", "human"]});
    b.origin = Some("https://evil.example".into());
    b.create(body.clone())
        .await
        .expect_error(403, "another site's page");
    b.origin = None;
    let mut r = b.http.post(format!("{}/api/games", b.base)).json(&body);
    r = r.header(
        COOKIE,
        format!("cubist_session={}", b.session.as_ref().unwrap()),
    );
    let cross = r
        .header("sec-fetch-site", "cross-site")
        .send()
        .await
        .unwrap();
    assert_eq!(cross.status(), StatusCode::FORBIDDEN, "a cross-site fetch");
    // Signing out from another site is refused too: the session stays.
    b.origin = Some("http://evil.example".into());
    b.send(Method::DELETE, "/api/session", None)
        .await
        .expect_error(403, "a cross-site sign-out");
    // Another site may not sign a browser in, even without a cookie.
    let mut fresh = Browser::new(&server);
    fresh.origin = Some("https://evil.example".into());
    fresh
        .sign_in("Hopper", PASSWORD)
        .await
        .expect_error(403, "a sign-in posted by another site");
    // Nor this site under another scheme, nor with its port written otherwise.
    let (host, port) = server
        .base
        .trim_start_matches("http://")
        .rsplit_once(':')
        .unwrap();
    for origin in [
        format!("https://{host}:{port}"),
        format!("http://{host}:0{port}"),
    ] {
        b.origin = Some(origin.clone());
        b.create(body.clone()).await.expect_error(403, &origin);
    }
    // The same request from the server's own pages, and one without a cookie.
    b.origin = Some(server.base.clone());
    let made = b.create(body.clone()).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text);
    let id = made.json()["id"].as_str().unwrap().to_string();
    let guest = server
        .client()
        .create_raw(&json!({"game": "squadro", "seats": ["human", "human"]}))
        .await;
    assert_eq!(guest.status, StatusCode::CREATED, "{}", guest.text);
    // A WebSocket opened from another site with the cookie is refused.
    let upgrade = b
        .http
        .get(format!("{}/api/games/{id}/ws", b.base))
        .header(
            COOKIE,
            format!("cubist_session={}", b.session.as_ref().unwrap()),
        )
        .header("origin", "https://evil.example")
        .header("connection", "upgrade")
        .header("upgrade", "websocket")
        .header("sec-websocket-version", "13")
        .header("sec-websocket-key", "dGhlIHNhbXBsZSBub25jZQ==")
        .send()
        .await
        .unwrap();
    assert_eq!(upgrade.status(), StatusCode::FORBIDDEN);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_session_token_changes_at_sign_in() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    b.sign_up("Turing").await;
    let first = b.session.clone().unwrap();
    let r = b.sign_in("turing", PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json()["name"], "Turing", "the name as it was written");
    let second = b.session.clone().unwrap();
    assert_ne!(first, second, "a new token at sign-in");
    let mut old = Browser::new(&server);
    old.session = Some(first);
    old.get("/api/me")
        .await
        .expect_error(401, "the token before sign-in");
    assert_eq!(b.get("/api/me").await.json()["name"], "Turing");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_wrong_password_and_an_unknown_name_get_the_same_answer() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    b.sign_up("Lovelace").await;
    let mut other = Browser::new(&server);
    let wrong = other.sign_in("Lovelace", "not the password").await;
    let unknown = other.sign_in("Babbage", "not the password").await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!((wrong.status, &wrong.text), (unknown.status, &unknown.text));
    assert_eq!(other.session, None, "no cookie for a failed sign-in");
}

#[tokio::test(flavor = "multi_thread")]
async fn names_and_passwords_follow_the_rules() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    for (name, password, what) in [
        ("ab", PASSWORD, "a short name"),
        ("has space", PASSWORD, "a space"),
        ("computer-hard", PASSWORD, "the computer's name"),
        ("Cubist", PASSWORD, "the site's name"),
        ("medium", PASSWORD, "a level's name"),
        ("Noether", "short", "a short password"),
        ("Noether", &"x".repeat(129), "a password too long to hash"),
    ] {
        b.post("/api/accounts", json!({"name": name, "password": password}))
            .await
            .expect_error(400, what);
    }
    b.sign_up("Noether").await;
    let mut c = Browser::new(&server);
    c.post(
        "/api/accounts",
        json!({"name": "NOETHER", "password": PASSWORD}),
    )
    .await
    .expect_error(409, "a name taken, in other letters");
    assert_eq!(c.session, None);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_password_change_ends_every_other_session() {
    let place = Place::new();
    let server = server(&place);
    let mut here = Browser::new(&server);
    here.sign_up("Hamilton").await;
    let mut there = Browser::new(&server);
    assert_eq!(
        there.sign_in("Hamilton", PASSWORD).await.status,
        StatusCode::OK
    );
    let before = here.session.clone().unwrap();
    let new = "a much better password";
    here.post(
        "/api/me/password",
        json!({"password": "wrong guess", "new_password": new}),
    )
    .await
    .expect_error(403, "the wrong current password");
    let r = here
        .post(
            "/api/me/password",
            json!({"password": PASSWORD, "new_password": new}),
        )
        .await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert_ne!(
        here.session.as_deref(),
        Some(before.as_str()),
        "this session rotated"
    );
    assert_eq!(here.get("/api/me").await.status, StatusCode::OK);
    there
        .get("/api/me")
        .await
        .expect_error(401, "another session");
    let mut again = Browser::new(&server);
    again
        .sign_in("Hamilton", PASSWORD)
        .await
        .expect_error(401, "the old password");
    assert_eq!(again.sign_in("Hamilton", new).await.status, StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn rated_games_are_between_accounts_and_computer_levels() {
    let place = Place::new();
    let server = server(&place);
    let guest = server.client();
    guest
        .create_raw(&json!({"game": "squadro", "seats": ["human", "hard"], "rated": true}))
        .await
        .expect_error(401, "a guest's rated game");
    let mut b = Browser::new(&server);
    b.sign_up("Kovalevskaya").await;
    b.create(json!({"game": "squadro", "seats": ["me", "random"], "rated": true}))
        .await
        .expect_error(400, "the random agent");
    b.create(json!({"game": "squadro", "seats": ["me", "me"]}))
        .await
        .expect_error(400, "two seats for one account");
    let vs_computer = b
        .create(json!({"game": "squadro", "seats": ["me", "hard"], "rated": true}))
        .await;
    assert_eq!(
        vs_computer.status,
        StatusCode::CREATED,
        "{}",
        vs_computer.text
    );
    let id = vs_computer.json()["id"].as_str().unwrap().to_string();
    let view = b.get(&format!("/api/games/{id}")).await.view();
    assert!(view.rated);
    assert_eq!(view.seats[1].account.as_deref(), Some("computer-hard"));
    let made = b
        .create(json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "listed": true}))
        .await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text);
    let id = made.json()["id"].as_str().unwrap().to_string();
    let join = format!("/api/games/{id}/join");
    guest
        .post_json(&join, &json!({}))
        .await
        .expect_error(403, "a guest joining a rated game");
    b.post(&join, json!({}))
        .await
        .expect_error(409, "a second seat for the same account");
    let mut other = Browser::new(&server);
    other.sign_up("Germain").await;
    let joined = other.post(&join, json!({})).await;
    assert_eq!(joined.status, StatusCode::OK, "{}", joined.text);
    let view = other.get(&format!("/api/games/{id}")).await.view();
    assert_eq!(view.observer, Some(2), "the joiner's cookie opens the seat");
    let names: Vec<_> = view.seats.iter().map(|s| s.account.clone()).collect();
    assert_eq!(names, [Some("Kovalevskaya".into()), Some("Germain".into())]);
}

/// Fails on `name` from `b` until refused: how many failures were answered.
async fn guess_until_refused(b: &mut Browser, name: &str) -> usize {
    for failed in 0..100 {
        let r = b.sign_in(name, "guess guess").await;
        if r.status == StatusCode::TOO_MANY_REQUESTS {
            let e = r.error();
            assert!(e.contains("this address"), "{e}");
            return failed;
        }
        r.expect_error(401, "a guess");
    }
    panic!("a hundred guesses from one address were all answered");
}

#[tokio::test(flavor = "multi_thread")]
async fn guessing_slows_a_name_down_but_its_owner_still_signs_in_from_elsewhere() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, delays) = server_on(&place, Some(&clock));
    let mut ada = Browser::at(&server, "127.0.0.3");
    ada.sign_up("ada").await;
    let mut attacker = Browser::at(&server, "127.0.0.2");
    let failed = guess_until_refused(&mut attacker, "ada").await;
    assert!(failed >= 5, "refused after {failed} guesses");
    let chosen = delays.take();
    assert_eq!(chosen.len(), failed, "one delay per answered attempt");
    assert!(chosen.windows(2).all(|w| w[0] <= w[1]), "{chosen:?}");
    assert!(!chosen.last().unwrap().is_zero(), "{chosen:?}");
    // The right password is refused from the attacker's address too, as is another
    // guess: that address is done with this name for a while.
    attacker
        .sign_in("ada", PASSWORD)
        .await
        .expect_error(429, "the attacker's address");
    // From her own address, ada signs in, after a delay of at most ten seconds.
    let mut ada_again = Browser::at(&server, "127.0.0.3");
    let r = ada_again.sign_in("ada", PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let waited = delays.take();
    assert_eq!(waited.len(), 1);
    assert!(
        !waited[0].is_zero() && waited[0] <= Duration::from_secs(10),
        "{waited:?}"
    );
    // Her success forgets the failures: no delay now.
    ada_again.sign_in("ada", PASSWORD).await;
    assert_eq!(delays.take(), [Duration::ZERO]);

    // Guessing from another address slows her password change down, never stops it.
    let mut other = Browser::at(&server, "127.0.0.4");
    guess_until_refused(&mut other, "ada").await;
    delays.take();
    let r = ada
        .post(
            "/api/me/password",
            json!({"password": PASSWORD, "new_password": "a much better password"}),
        )
        .await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let waited = delays.take();
    assert_eq!(waited.len(), 1);
    assert!(
        !waited[0].is_zero() && waited[0] <= Duration::from_secs(10),
        "{waited:?}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn others_failures_never_slow_the_owner_down_on_a_browser_she_signed_in_on() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, delays) = server_on(&place, Some(&clock));
    let mut ada = Browser::at(&server, "127.0.0.3");
    ada.sign_up("ada").await;
    assert!(ada.device.is_some(), "signing up makes the browser known");
    // Sixteen addresses guess on her name until each is refused.
    for n in 0..16 {
        let mut attacker = Browser::at(&server, &format!("127.0.1.{}", n + 2));
        guess_until_refused(&mut attacker, "ada").await;
    }
    delays.take();
    // On her own browser she signs in at once.
    let r = ada.sign_in("ada", PASSWORD).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(
        delays.take(),
        [Duration::ZERO],
        "no delay on a known browser"
    );
    // A browser she never used, even at her address, waits as the name says.
    let mut fresh = Browser::at(&server, "127.0.0.3");
    for _ in 0..5 {
        fresh
            .sign_in("ada", "guess guess")
            .await
            .expect_error(401, "a guess");
    }
    let chosen = delays.take();
    assert!(chosen.iter().all(|d| !d.is_zero()), "{chosen:?}");
    // A known browser's own failures slow it down as a name's would (a stolen
    // device cookie gains nothing).
    let mut known = Browser::at(&server, "127.0.0.4");
    known.device = ada.device.clone();
    for _ in 0..5 {
        known
            .sign_in("ada", "guess guess")
            .await
            .expect_error(401, "a guess");
    }
    let chosen = delays.take();
    assert_eq!(chosen[..3], [Duration::ZERO; 3], "{chosen:?}");
    assert!(!chosen[4].is_zero(), "{chosen:?}");
    // A device cookie is known only to the names that signed in on it.
    Browser::at(&server, "127.0.0.5").sign_up("grace").await;
    for n in 0..2 {
        let mut attacker = Browser::at(&server, &format!("127.0.2.{}", n + 2));
        guess_until_refused(&mut attacker, "grace").await;
    }
    delays.take();
    let mut borrowed = Browser::at(&server, "127.0.0.6");
    borrowed.device = ada.device.clone();
    borrowed.sign_in("grace", PASSWORD).await;
    assert!(!delays.take()[0].is_zero(), "ada's browser is not grace's");
}

#[tokio::test(flavor = "multi_thread")]
async fn parallel_guesses_on_a_name_meet_the_limits_of_guesses_in_turn() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, delays) = server_on(&place, Some(&clock));
    Browser::at(&server, "127.0.0.3").sign_up("ada").await;
    let guesses = (0..20).map(|_| {
        let mut b = Browser::at(&server, "127.0.0.2");
        async move { b.sign_in("ada", "guess guess").await.status }
    });
    let answers = futures_util::future::join_all(guesses).await;
    let wrong = answers
        .iter()
        .filter(|s| **s == StatusCode::UNAUTHORIZED)
        .count();
    let refused = answers
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!(wrong + refused, 20, "{answers:?}");
    // As many are answered as guesses in turn would be, each after the delay the
    // failures before it call for.
    assert!(wrong <= 10, "{wrong} parallel guesses answered");
    let chosen = delays.take();
    assert_eq!(chosen.len(), wrong);
    assert!(chosen.windows(2).all(|w| w[0] <= w[1]), "{chosen:?}");
    assert!(!chosen.last().unwrap().is_zero(), "{chosen:?}");
    // The owner still signs in from her own address.
    let r = Browser::at(&server, "127.0.0.3")
        .sign_in("ada", PASSWORD)
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread")]
async fn sign_ups_are_limited_per_address_for_an_hour() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server_on(&place, Some(&clock));
    let mut here = Browser::at(&server, "127.0.0.2");
    for i in 0..5 {
        here.sign_up(&format!("player{i}")).await;
    }
    let refused = here
        .http
        .post(format!("{}/api/accounts", here.base))
        .header("origin", &here.base)
        .json(&json!({"name": "player5", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=3600).contains(&wait), "{wait}");
    // Bad input is refused as such, and counts for nothing.
    here.post("/api/accounts", json!({"name": "x", "password": PASSWORD}))
        .await
        .expect_error(400, "a short name");
    // Another address is not limited by this one's.
    Browser::at(&server, "127.0.0.3").sign_up("elsewhere").await;
    // An hour later the first address may again.
    clock.advance(HOUR_MS);
    here.sign_up("player5").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn many_addresses_of_one_network_sign_up_as_one_and_leave_room_for_others() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server_on(&place, Some(&clock));
    let mut made = 0;
    for n in 0..38 {
        let mut b = Browser::at(&server, &format!("127.0.0.{}", n + 10));
        let r = b
            .post(
                "/api/accounts",
                json!({"name": format!("bulk{n}"), "password": PASSWORD}),
            )
            .await;
        match r.status {
            StatusCode::CREATED => made += 1,
            _ => assert!(r
                .expect_error(429, "past the network's")
                .contains("network")),
        }
    }
    assert_eq!(made, 20, "one network's sign-ups an hour");
    // Someone from another network signs up as ever.
    Browser::at(&server, "127.0.5.2").sign_up("newcomer").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_taken_name_is_not_counted_against_the_sign_ups_of_the_hour() {
    let place = Place::new();
    let clock = ManualClock::at(START);
    let (server, _) = server_on(&place, Some(&clock));
    Browser::at(&server, "127.0.0.3").sign_up("taken").await;
    let mut here = Browser::at(&server, "127.0.0.2");
    for _ in 0..8 {
        here.post(
            "/api/accounts",
            json!({"name": "Taken", "password": PASSWORD}),
        )
        .await
        .expect_error(409, "a taken name");
    }
    for i in 0..5 {
        here.sign_up(&format!("fresh{i}")).await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_guest_with_a_rated_seats_token_is_refused() {
    let place = Place::new();
    let server = server(&place);
    let mut ada = Browser::new(&server);
    ada.sign_up("Ada").await;
    let r = ada
        .create(json!({"game": "squadro", "seats": ["me", "human"], "rated": true}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let created = r.json();
    let id = created["id"].as_str().unwrap().to_string();
    let mine = created["seats"][0]["token"].as_str().unwrap().to_string();
    // Ada's own token, used by a guest: neither opened nor played.
    let guest = server.client();
    let e = guest
        .get(&format!("/api/games/{id}?token={mine}"))
        .await
        .expect_error(403, "a guest with the creator's token");
    assert!(e.contains("sign"), "{e}");
    let spectator = guest.view(&id, None).await;
    let r = guest
        .post_json(
            &format!("/api/games/{id}/resign"),
            &json!({"token": mine, "ply": spectator.ply}),
        )
        .await;
    r.expect_error(403, "a guest resigning with the creator's token");
    let view = ada.get(&format!("/api/games/{id}")).await.view();
    assert!(view.result.is_none(), "nothing changed");
    assert_eq!(view.observer, Some(1), "ada's seat is still hers");
    let v = ada
        .get(&format!("/api/games/{id}?token={mine}"))
        .await
        .view();
    assert_eq!(v.observer, Some(1), "ada's token opens it for ada");
}

#[tokio::test(flavor = "multi_thread")]
async fn no_password_and_no_session_token_reaches_the_log() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    b.sign_up("Hypatia").await;
    let mut secrets = vec![
        PASSWORD.to_string(),
        b.session.clone().unwrap(),
        b.device.clone().unwrap(),
    ];
    let wrong = "a wrong password!";
    b.sign_in("Hypatia", wrong).await.expect_error(401, "wrong");
    assert_eq!(b.sign_in("Hypatia", PASSWORD).await.status, StatusCode::OK);
    secrets.push(b.session.clone().unwrap());
    let made = b
        .create(json!({"game": "squadro", "seats": ["me", "human"]}))
        .await;
    let id = made.json()["id"].as_str().unwrap().to_string();
    b.get(&format!("/api/games/{id}")).await.view();
    let new = "another secret phrase";
    let r = b
        .post(
            "/api/me/password",
            json!({"password": PASSWORD, "new_password": new}),
        )
        .await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    secrets.push(b.session.clone().unwrap());
    secrets.push(new.to_string());
    secrets.push(wrong.to_string());
    b.send(Method::DELETE, "/api/session", None).await;
    server.stop();
    let log = log_text();
    assert!(log.contains("Hypatia"), "the log was captured");
    for secret in &secrets {
        assert!(!log.contains(secret.as_str()), "a secret in the log");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn every_reply_carries_the_safety_headers_and_every_429_says_when_to_retry() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    for path in ["/api/catalog", "/api/games/nosuchgame", "/"] {
        let r = b
            .http
            .get(format!("{}{path}", b.base))
            .send()
            .await
            .unwrap();
        let h = r.headers();
        assert_eq!(h["referrer-policy"], "same-origin", "{path}");
        assert_eq!(h["x-content-type-options"], "nosniff", "{path}");
        if path.starts_with("/api") {
            assert!(
                h["content-security-policy"]
                    .to_str()
                    .unwrap()
                    .contains("default-src 'none'"),
                "{path}"
            );
        }
    }
    // Failed sign-ins on one name from one address, past their burst.
    b.sign_up("Ada").await;
    let mut last = None;
    for _ in 0..30 {
        let r = b
            .http
            .post(format!("{}/api/session", b.base))
            .header("origin", &b.base)
            .json(&json!({"name": "Ada", "password": "wrong password here"}))
            .send()
            .await
            .unwrap();
        if r.status() == StatusCode::TOO_MANY_REQUESTS {
            last = Some(r);
            break;
        }
    }
    let refused = last.expect("the address's attempts on the name run out");
    let wait: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=120).contains(&wait), "{wait}");
}

#[tokio::test(flavor = "multi_thread")]
async fn errors_name_no_type_of_the_program_and_lookalike_names_are_refused() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    let r = b.post("/api/accounts", json!(1)).await;
    let e = r.expect_error(400, "a body that is not an object");
    assert!(!e.contains("struct") && !e.contains("Request"), "{e}");
    for name in ["c0mputer-hard", "b0t", "ad_min", "Adm1n"] {
        let r = b
            .post("/api/accounts", json!({"name": name, "password": PASSWORD}))
            .await;
        let e = r.expect_error(400, name);
        assert!(
            e.contains("kept for the computer or the site"),
            "{name}: {e}"
        );
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn signing_up_while_signed_in_ends_the_old_session() {
    let place = Place::new();
    let server = server(&place);
    let mut b = Browser::new(&server);
    b.sign_up("Ada").await;
    let old = b.session.clone().unwrap();
    b.sign_up("Grace").await;
    assert_eq!(b.get("/api/me").await.json()["name"], "Grace");
    b.session = Some(old);
    b.get("/api/me")
        .await
        .expect_error(401, "Ada's session ended");
}

#[tokio::test(flavor = "multi_thread")]
async fn with_secure_cookies_the_session_is_a_host_cookie_and_only_https_pages_may_sign_in() {
    let place = Place::new();
    server(&place);
    let secure = Server::start_with(&place.db(), |c| {
        c.limits = support::NO_LIMITS;
        c.secure_cookies = true;
    });
    let mut b = Browser::new(&secure);
    b.cookie = "__Host-cubist_session";
    // The page as a browser behind TLS would send it.
    let host = secure.base.trim_start_matches("http://").to_string();
    b.origin = Some(format!("http://{host}"));
    let r = b
        .post(
            "/api/accounts",
            json!({"name": "Ada", "password": PASSWORD}),
        )
        .await;
    r.expect_error(403, "signing up from a plain-HTTP page of a TLS site");
    b.origin = Some(format!("https://{host}"));
    b.sign_up("Ada").await;
    assert_eq!(b.get("/api/me").await.json()["name"], "Ada");
    // The same token under the plain name opens nothing.
    b.cookie = "cubist_session";
    b.get("/api/me")
        .await
        .expect_error(401, "the plain cookie name");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_rated_game_keeps_the_platforms_away_time_and_its_seats_for_accounts() {
    let place = Place::new();
    let server = server(&place);
    let mut ada = Browser::new(&server);
    ada.sign_up("Ada").await;
    let r = ada
        .create(json!({"game": "squadro", "seats": ["me", "human"], "rated": true, "away_ms": 100}))
        .await;
    let e = r.expect_error(400, "a rated game with its own away time");
    assert!(e.contains("away_ms"), "{e}");
    let r = ada
        .create(json!({"game": "squadro", "seats": ["me", "human"], "rated": true}))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let created = r.json();
    let id = created["id"].as_str().unwrap().to_string();
    let link = created["seats"][1]["token"].as_str().unwrap().to_string();
    let seat_2 = format!("/api/games/{id}?token={link}");
    // A guest with the friend's link: refused, and the seat stays open.
    let guest = server.client();
    guest
        .get(&seat_2)
        .await
        .expect_error(403, "a guest with a rated seat's link");
    // The friend, signed in, takes the seat with the link; no other account may
    // after (the token itself stays the seat's, as for any seat an account holds).
    let mut grace = Browser::new(&server);
    grace.sign_up("Grace").await;
    let v = grace.get(&seat_2).await.view();
    assert_eq!(v.observer, Some(2));
    assert_eq!(v.seats[1].account.as_deref(), Some("Grace"));
    let mut eve = Browser::new(&server);
    eve.sign_up("Eve").await;
    eve.get(&seat_2)
        .await
        .expect_error(403, "another account with the same link");
}
