//! A small HTTP and WebSocket client speaking `docs/server-api.md`, a random player,
//! and the checks every server test makes of what it is sent. Shared by the server's
//! in-process tests (`frontends/server/tests`) and the `cubist serve` process tests
//! (`frontends/cli/tests`), which include this file.
#![allow(dead_code)]

use std::time::{Duration, Instant};

use cubist_core::{GameRecord, WireResult};
use cubist_session::MatchView;
use futures_util::{SinkExt, StreamExt};
use rand::seq::IndexedRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use reqwest::StatusCode;
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long one game may take to be played out.
const GAME_TIMEOUT: Duration = Duration::from_secs(150);
/// How long [`wait_view`] waits for its condition.
const WAIT_TIMEOUT: Duration = Duration::from_secs(60);
/// How long a WebSocket client waits for a frame.
pub const FRAME_TIMEOUT: Duration = Duration::from_secs(10);

/// One seat as `POST /api/games` hands it out.
#[derive(Clone, Debug)]
pub struct SeatTicket {
    /// From 1.
    pub seat: usize,
    pub token: Option<String>,
    pub url: Option<String>,
    pub agent: Option<String>,
}

/// A game just created.
#[derive(Clone, Debug)]
pub struct Created {
    pub id: String,
    pub seats: Vec<SeatTicket>,
}

impl Created {
    /// The token of human seat `seat` (from 1).
    pub fn token(&self, seat: usize) -> &str {
        self.seats[seat - 1]
            .token
            .as_deref()
            .unwrap_or_else(|| panic!("seat {seat} has no token"))
    }

    /// The human seats and their tokens.
    pub fn humans(&self) -> Vec<(usize, String)> {
        self.seats
            .iter()
            .filter_map(|s| s.token.clone().map(|t| (s.seat, t)))
            .collect()
    }
}

/// A reply: its status and its body as text.
#[derive(Clone, Debug)]
pub struct Reply {
    pub status: StatusCode,
    pub text: String,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text)
            .unwrap_or_else(|e| panic!("not JSON ({e}), status {}: {}", self.status, self.text))
    }

    /// The body as a [`MatchView`] (the shape is checked field by field).
    pub fn view(&self) -> MatchView {
        assert_eq!(self.status, StatusCode::OK, "{}", self.text);
        serde_json::from_str(&self.text)
            .unwrap_or_else(|e| panic!("not a MatchView ({e}): {}", self.text))
    }

    /// The `error` of an error body, checking the body is `{"error": "plain words"}`.
    pub fn error(&self) -> String {
        error_text(&self.json(), &self.text)
    }

    /// Asserts the status and that the body is an error with some words; gives them.
    pub fn expect_error(&self, status: u16, what: &str) -> String {
        assert_eq!(
            self.status.as_u16(),
            status,
            "{what}: expected {status}, got {}: {}",
            self.status,
            self.text
        );
        let e = self.error();
        assert!(!e.trim().is_empty(), "{what}: an empty error");
        e
    }
}

fn error_text(v: &Value, text: &str) -> String {
    v.get("error")
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no \"error\" text in {text}"))
        .to_string()
}

/// A client of one server.
#[derive(Clone)]
pub struct Client {
    pub http: reqwest::Client,
    pub base: String,
}

impl Client {
    pub fn new(base: &str) -> Client {
        Client::built(base, reqwest::Client::builder())
    }

    /// A client sending `cookie` (`name=value`) with every request: a signed-in
    /// player's browser.
    pub fn with_cookie(base: &str, cookie: &str) -> Client {
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(
            reqwest::header::COOKIE,
            cookie.parse().expect("a cookie header"),
        );
        Client::built(base, reqwest::Client::builder().default_headers(headers))
    }

    fn built(base: &str, builder: reqwest::ClientBuilder) -> Client {
        Client {
            http: builder.timeout(Duration::from_secs(60)).build().unwrap(),
            base: base.to_string(),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    async fn reply(r: reqwest::RequestBuilder) -> Reply {
        let r = r.send().await.expect("the server answers");
        let status = r.status();
        let text = r.text().await.expect("a body");
        Reply { status, text }
    }

    pub async fn get(&self, path: &str) -> Reply {
        Client::reply(self.http.get(self.url(path))).await
    }

    pub async fn post_json(&self, path: &str, body: &Value) -> Reply {
        Client::reply(self.http.post(self.url(path)).json(body)).await
    }

    /// A POST without a body.
    pub async fn post_empty(&self, path: &str) -> Reply {
        Client::reply(self.http.post(self.url(path))).await
    }

    pub async fn delete(&self, path: &str) -> Reply {
        Client::reply(self.http.delete(self.url(path))).await
    }

    /// A POST of these exact bytes, sent as JSON.
    pub async fn post_bytes(&self, path: &str, body: Vec<u8>) -> Reply {
        Client::reply(
            self.http
                .post(self.url(path))
                .header("content-type", "application/json")
                .body(body),
        )
        .await
    }

    /// `POST /api/games` with `body`, as it comes.
    pub async fn create_raw(&self, body: &Value) -> Reply {
        self.post_json("/api/games", body).await
    }

    /// Creates a game that must be accepted (201).
    pub async fn create(&self, game: &str, options: Value, seats: &[&str]) -> Created {
        self.create_with(game, options, seats, json!({})).await
    }

    /// Creates a game with `extra` fields in its request (such as `"listed"`), that
    /// must be accepted (201).
    pub async fn create_with(
        &self,
        game: &str,
        options: Value,
        seats: &[&str],
        extra: Value,
    ) -> Created {
        let mut body = json!({"game": game, "options": options, "seats": seats});
        if let (Some(b), Some(e)) = (body.as_object_mut(), extra.as_object()) {
            b.extend(e.clone());
        }
        let r = self.create_raw(&body).await;
        assert_eq!(
            r.status,
            StatusCode::CREATED,
            "creating {game} {seats:?}: {}",
            r.text
        );
        let v = r.json();
        let id = v["id"].as_str().expect("an id").to_string();
        let list = v["seats"].as_array().expect("seats");
        assert_eq!(list.len(), seats.len(), "one entry per seat: {}", r.text);
        let tickets: Vec<SeatTicket> = list
            .iter()
            .map(|s| SeatTicket {
                seat: s["seat"].as_u64().expect("a seat number") as usize,
                token: s["token"].as_str().map(String::from),
                url: s["url"].as_str().map(String::from),
                agent: s["agent"].as_str().map(String::from),
            })
            .collect();
        for (i, (t, kind)) in tickets.iter().zip(seats).enumerate() {
            assert_eq!(t.seat, i + 1, "seats numbered from 1: {}", r.text);
            if *kind == "human" {
                let token = t.token.as_deref().expect("a human seat has a token");
                assert!(!token.is_empty());
                let url = t.url.as_deref().expect("a human seat has a url");
                assert!(
                    url.contains(&id) && url.contains(token),
                    "the url names the game and the token: {url}"
                );
            } else {
                assert!(
                    t.token.is_none(),
                    "a computer seat has no token: {}",
                    r.text
                );
                // The server names the agent in its canonical form.
                let spec = |text: &str| text.parse::<cubist_ai::AgentSpec>().unwrap();
                assert_eq!(t.agent.as_deref().map(spec), Some(spec(kind)), "{}", r.text);
            }
        }
        Created { id, seats: tickets }
    }

    /// `GET /api/games/{id}?token=T` (the spectator's view without a token).
    pub async fn view_raw(&self, id: &str, token: Option<&str>) -> Reply {
        match token {
            Some(t) => self.get(&format!("/api/games/{id}?token={t}")).await,
            None => self.get(&format!("/api/games/{id}")).await,
        }
    }

    pub async fn view(&self, id: &str, token: Option<&str>) -> MatchView {
        self.view_raw(id, token).await.view()
    }

    /// `POST /api/games/{id}/actions`.
    pub async fn act(&self, id: &str, token: &str, action: &str, ply: usize) -> Reply {
        self.post_json(
            &format!("/api/games/{id}/actions"),
            &json!({"token": token, "action": action, "ply": ply}),
        )
        .await
    }

    /// `GET /api/games/{id}/record`.
    pub async fn record(&self, id: &str) -> Reply {
        self.get(&format!("/api/games/{id}/record")).await
    }

    /// The record this server gives for a game, which must be given (200).
    pub async fn game_record(&self, id: &str) -> GameRecord {
        let r = self.record(id).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        serde_json::from_str(&r.text).expect("a record")
    }

    /// The instance `GET /api/health` names.
    pub async fn instance(&self) -> String {
        let r = self.get("/api/health").await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        r.json()["instance"]
            .as_str()
            .expect("the health check names its instance")
            .to_string()
    }

    /// Opens `GET /api/games/{id}/ws?token=T`.
    pub async fn ws(&self, id: &str, token: Option<&str>) -> Ws {
        self.ws_with(id, token, false).await
    }

    /// A WebSocket whose views carry the board drawn (`board=true`) or not.
    pub async fn ws_with(&self, id: &str, token: Option<&str>, board: bool) -> Ws {
        let base = self.base.replacen("http://", "ws://", 1);
        let mut url = match token {
            Some(t) => format!("{base}/api/games/{id}/ws?token={t}"),
            None => format!("{base}/api/games/{id}/ws"),
        };
        if board {
            url.push_str(if token.is_some() {
                "&board=true"
            } else {
                "?board=true"
            });
        }
        let (stream, _) = tokio::time::timeout(
            FRAME_TIMEOUT,
            tokio_tungstenite::connect_async(url.as_str()),
        )
        .await
        .expect("the WebSocket opens in time")
        .unwrap_or_else(|e| panic!("cannot open {url}: {e}"));
        Ws { stream }
    }
}

/// A message the server pushes on the WebSocket.
#[derive(Clone, Debug)]
pub enum Frame {
    View(Box<MatchView>, String),
    Error {
        status: u16,
        error: String,
        text: String,
    },
}

/// A WebSocket client.
pub struct Ws {
    pub stream: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Ws {
    /// The next text message, raw; `None` if the socket closed.
    pub async fn next_text(&mut self, timeout: Duration) -> Option<String> {
        self.next_text_within(timeout)
            .await
            .expect("a WebSocket message in time")
    }

    /// The next text message, raw: `Ok(None)` if the socket closed, `Err` if none came
    /// within `timeout`.
    pub async fn next_text_within(
        &mut self,
        timeout: Duration,
    ) -> Result<Option<String>, tokio::time::error::Elapsed> {
        tokio::time::timeout(timeout, async {
            loop {
                match self.stream.next().await {
                    None | Some(Err(_)) => return None,
                    Some(Ok(Message::Text(t))) => return Some(t.as_str().to_string()),
                    Some(Ok(Message::Close(_))) => return None,
                    Some(Ok(Message::Binary(b))) => panic!("unexpected binary frame {b:?}"),
                    Some(Ok(_)) => {} // ping, pong
                }
            }
        })
        .await
    }

    /// The next message, parsed.
    pub async fn next_frame(&mut self) -> Frame {
        let text = self
            .next_text(FRAME_TIMEOUT)
            .await
            .expect("the socket stays open");
        parse_frame(&text)
    }

    /// The next message, which must be a view.
    pub async fn next_view(&mut self) -> MatchView {
        match self.next_frame().await {
            Frame::View(v, _) => *v,
            Frame::Error { text, .. } => panic!("a view expected, got {text}"),
        }
    }

    /// Skips views at or below `seen` (repeats) and gives the next newer view.
    pub async fn view_after(&mut self, seen: usize) -> MatchView {
        loop {
            let v = self.next_view().await;
            if v.ply > seen {
                return v;
            }
        }
    }

    /// Like [`Ws::view_after`], waiting for it until `deadline` rather than
    /// [`FRAME_TIMEOUT`] a frame (a computer player may think longer than that).
    pub async fn view_after_by(&mut self, seen: usize, deadline: Instant, what: &str) -> MatchView {
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let text = self
                .next_text_within(left)
                .await
                .unwrap_or_else(|_| panic!("waited too long for {what}"))
                .unwrap_or_else(|| panic!("the socket closed while waiting for {what}"));
            match parse_frame(&text) {
                Frame::View(v, _) if v.ply > seen => return *v,
                Frame::View(..) => {}
                Frame::Error { text, .. } => panic!("a view expected, got {text}"),
            }
        }
    }

    pub async fn send_text(&mut self, text: String) {
        self.stream
            .send(Message::Text(text.into()))
            .await
            .expect("the WebSocket takes a message");
    }

    pub async fn send_action(&mut self, action: &str, ply: usize) {
        self.send_text(json!({"type": "action", "action": action, "ply": ply}).to_string())
            .await;
    }

    pub async fn close(mut self) {
        let _ = self.stream.close(None).await;
    }
}

pub fn parse_frame(text: &str) -> Frame {
    let v: Value =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("a frame not JSON ({e}): {text}"));
    match v["type"].as_str() {
        Some("view") => {
            let view: MatchView = serde_json::from_value(v["view"].clone())
                .unwrap_or_else(|e| panic!("not a MatchView ({e}): {text}"));
            Frame::View(Box::new(view), text.to_string())
        }
        Some("error") => Frame::Error {
            status: v["status"].as_u64().expect("an error frame has a status") as u16,
            error: error_text(&v, text),
            text: text.to_string(),
        },
        _ => panic!("unknown frame: {text}"),
    }
}

/// Checks what one seat's view says about acting: legal actions exactly when the
/// seat may act, none for spectators or once over; the move list as long as `ply`.
pub fn assert_view_consistent(v: &MatchView, seat: Option<usize>) {
    assert_eq!(v.observer, seat, "the view is for the asker");
    assert_eq!(v.format, cubist_session::MATCH_VIEW_VERSION);
    assert_eq!(v.ply, v.moves.len(), "ply counts the moves");
    match seat {
        Some(s) if v.seats[s - 1].player == cubist_session::PlayerKind::Human => assert_eq!(
            !v.legal.is_empty(),
            v.to_move.contains(&s),
            "seat {s}: legal {:?} but to_move {:?} at ply {}",
            v.legal,
            v.to_move,
            v.ply
        ),
        _ => assert!(v.legal.is_empty(), "no legal actions for {seat:?}"),
    }
    if v.result.is_some() {
        assert!(v.to_move.is_empty(), "nobody moves once over");
        assert!(v.legal.is_empty());
        assert!(v.result_text.is_some());
    } else {
        assert!(!v.to_move.is_empty(), "someone moves while the game runs");
    }
}

/// The record of a finished game, checked against the game's last view: as many
/// actions as plies, the same moves, and a replay that reaches the same result.
pub async fn assert_finished(c: &Client, game: &Created, end: &MatchView, seats: &[&str]) {
    let what = format!("{} {seats:?} ({})", end.game, game.id);
    assert!(end.result.is_some(), "{what}: no result");
    assert!(end.to_move.is_empty(), "{what}");
    assert_eq!(end.ply, end.moves.len(), "{what}: ply and moves");
    assert_eq!(end.seats.len(), seats.len(), "{what}");
    for (entry, kind) in end.seats.iter().zip(seats) {
        if *kind == "human" {
            assert_eq!(entry.player, cubist_session::PlayerKind::Human, "{what}");
            assert_eq!(entry.agent, None, "{what}");
        } else {
            assert_eq!(entry.player, cubist_session::PlayerKind::Computer, "{what}");
            assert_eq!(entry.agent.as_deref(), Some(*kind), "{what}");
        }
    }
    let r = c.record(&game.id).await;
    assert_eq!(r.status, StatusCode::OK, "{what}: record {}", r.text);
    let record = GameRecord::from_json(&r.text)
        .unwrap_or_else(|e| panic!("{what}: not a record ({e}): {}", r.text));
    assert_eq!(record.game, end.game);
    assert_eq!(
        record.actions.len(),
        end.ply,
        "{what}: actions in the record"
    );
    assert_eq!(record.seats.len(), seats.len(), "{what}");
    assert_eq!(end.seed, Some(record.seed), "{what}: the seed once over");
    for (i, (m, a)) in end.moves.iter().zip(&record.actions).enumerate() {
        assert_eq!(m.seat, a.seat + 1, "{what}: seat of move {i}");
        assert_eq!(m.action.as_deref(), Some(a.action.as_str()), "{what}: {i}");
    }
    let mut replayed = cubist_games::create(&record.game, &record.options, record.seed)
        .unwrap_or_else(|e| panic!("{what}: record options: {e}"));
    record
        .replay_onto(replayed.as_mut(), |_, _| {})
        .unwrap_or_else(|e| panic!("{what}: the record does not replay: {e}"));
    let outcome = replayed.outcome().expect("the replay is over too");
    assert_eq!(
        end.result.as_ref(),
        Some(&WireResult::from(&outcome)),
        "{what}"
    );
}

/// A random action from `legal`; in Cube Conquest attacks are preferred, so games end
/// by points or conquest more often than by the action cap.
pub fn pick(legal: &[String], rng: &mut ChaCha8Rng) -> String {
    assert!(!legal.is_empty(), "nothing legal to pick from");
    let attacks: Vec<&String> = legal.iter().filter(|a| a.starts_with("attack ")).collect();
    if !attacks.is_empty() && rng.random_bool(0.7) {
        return (*attacks.choose(rng).unwrap()).clone();
    }
    legal.choose(rng).unwrap().clone()
}

/// What a seat received: a body or a frame, with the status it came with.
pub type Observe<'a> = &'a mut (dyn FnMut(usize, StatusCode, &str) + Send);

/// How [`play_to_end`] plays.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style {
    /// Now and then send a stale `ply` or act out of turn, expecting refusals.
    pub mischief: bool,
    /// Check the spectator's view every this many steps (0: never).
    pub spectator_every: usize,
    /// Stop once this many actions are played (the game need not be over).
    pub stop_at_ply: Option<usize>,
}

/// Plays `game` with random actions on every human seat, over HTTP, while the server
/// moves the computer seats, until the game is over (or `style.stop_at_ply`). Every
/// body a human seat receives goes to `observe`. Gives the last view of the lowest
/// human seat (or the spectator's, without human seats).
pub async fn play_to_end(
    c: &Client,
    game: &Created,
    rng: &mut ChaCha8Rng,
    style: Style,
    observe: Observe<'_>,
) -> MatchView {
    play_to_end_by(c, &[], game, rng, style, observe).await
}

/// [`play_to_end`], each seat `s` (from 1) playing with `by_seat[s - 1]` (a
/// signed-in player's client: a rated seat is played signed in), or `c`.
pub async fn play_to_end_by(
    c: &Client,
    by_seat: &[Client],
    game: &Created,
    rng: &mut ChaCha8Rng,
    style: Style,
    observe: Observe<'_>,
) -> MatchView {
    let seat_client = |seat: usize| by_seat.get(seat - 1).unwrap_or(c);
    let humans = game.humans();
    let has_computer = humans.len() < game.seats.len();
    let deadline = Instant::now() + GAME_TIMEOUT;
    let mut step = 0usize;
    // A spectator's socket, opened at the computer's first turn, to hear of its moves.
    let mut watch: Option<Ws> = None;
    loop {
        assert!(
            Instant::now() < deadline,
            "game {} took over {GAME_TIMEOUT:?}",
            game.id
        );
        step += 1;
        let mut views = Vec::with_capacity(humans.len());
        for (seat, token) in &humans {
            let r = seat_client(*seat).view_raw(&game.id, Some(token)).await;
            observe(*seat, r.status, &r.text);
            let v = r.view();
            assert_view_consistent(&v, Some(*seat));
            views.push((*seat, token.as_str(), v));
        }
        if style.spectator_every > 0 && step.is_multiple_of(style.spectator_every) {
            let v = c.view(&game.id, None).await;
            assert_view_consistent(&v, None);
        }
        let last = match views.first() {
            Some((_, _, v)) => v.clone(),
            None => c.view(&game.id, None).await,
        };
        if views.iter().any(|(_, _, v)| v.result.is_some()) || last.result.is_some() {
            // Everybody sees the end at once (it is not undone).
            return if views.is_empty() {
                last
            } else {
                let v = seat_client(views[0].0)
                    .view_raw(&game.id, Some(views[0].1))
                    .await;
                observe(views[0].0, v.status, &v.text);
                v.view()
            };
        }
        if style.stop_at_ply.is_some_and(|p| last.ply >= p) {
            return last;
        }
        let movers: Vec<&(usize, &str, MatchView)> = views
            .iter()
            .filter(|(s, _, v)| v.to_move.contains(s))
            .collect();
        let Some(&&(seat, token, ref v)) = movers.choose(rng) else {
            // The computer's turn: it moves by itself, and its move is pushed to the
            // game's watchers. A socket's first view is the game as it is then, so a
            // move made before the socket opened is not missed either. No seat moves
            // before the computer does, so the game goes past the oldest view read.
            let seen = views
                .iter()
                .map(|(_, _, v)| v.ply)
                .min()
                .unwrap_or(last.ply);
            if watch.is_none() {
                watch = Some(c.ws(&game.id, None).await);
            }
            let ws = watch.as_mut().expect("opened");
            let what = format!("the computer's move in game {}", game.id);
            ws.view_after_by(seen, deadline, &what).await;
            continue;
        };
        if style.mischief && v.ply > 0 && rng.random_bool(0.04) {
            // A double submit of the previous position.
            let r = seat_client(seat)
                .act(&game.id, token, &v.legal[0], v.ply - 1)
                .await;
            observe(seat, r.status, &r.text);
            r.expect_error(409, "a stale ply");
        }
        if style.mischief && rng.random_bool(0.04) {
            if let Some(&(other, other_token, ref ov)) =
                views.iter().find(|(s, _, _)| !v.to_move.contains(s))
            {
                let r = seat_client(other)
                    .act(&game.id, other_token, &v.legal[0], ov.ply)
                    .await;
                observe(other, r.status, &r.text);
                let ok = [400, 422].contains(&r.status.as_u16())
                    || (has_computer && r.status == StatusCode::CONFLICT);
                assert!(ok, "acting out of turn: {} {}", r.status, r.text);
                r.error();
            }
        }
        let action = pick(&v.legal, rng);
        let r = seat_client(seat).act(&game.id, token, &action, v.ply).await;
        observe(seat, r.status, &r.text);
        if r.status == StatusCode::CONFLICT && has_computer {
            // A computer committed in the same simultaneous round meanwhile.
            continue;
        }
        let after = r.view();
        assert_view_consistent(&after, Some(seat));
        assert!(
            after.ply > v.ply,
            "an accepted action moves the game on ({} -> {})",
            v.ply,
            after.ply
        );
        assert_eq!(
            after.moves[v.ply].action.as_deref(),
            Some(action.as_str()),
            "my own action is in my move list"
        );
        assert_eq!(after.moves[v.ply].seat, seat);
    }
}

/// Waits until `pred` holds for the view `token` sees (over HTTP). Every change of a
/// game is pushed to its watchers, so the view is asked for again each time a
/// spectator's socket is sent one: the socket's first view, the game as it was when
/// it opened, covers a change made before then.
pub async fn wait_view(
    c: &Client,
    id: &str,
    token: Option<&str>,
    what: &str,
    pred: impl Fn(&MatchView) -> bool,
) -> MatchView {
    let deadline = Instant::now() + WAIT_TIMEOUT;
    let v = c.view(id, token).await;
    if pred(&v) {
        return v;
    }
    let mut ws = c.ws(id, None).await;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match ws.next_text_within(left).await {
            Ok(Some(_)) => {}
            // The server closed the socket: watch on a new one.
            Ok(None) => ws = c.ws(id, None).await,
            Err(_) => {
                let v = c.view(id, token).await;
                panic!("waited too long for {what}: {v:?}");
            }
        }
        let v = c.view(id, token).await;
        if pred(&v) {
            ws.close().await;
            return v;
        }
        assert!(
            Instant::now() < deadline,
            "waited too long for {what}: {v:?}"
        );
    }
}

/// A seeded random source for one test.
pub fn rng(seed: u64) -> ChaCha8Rng {
    use rand::SeedableRng;
    ChaCha8Rng::seed_from_u64(seed)
}

/// A signed-up player: a name and the session cookie to send.
pub struct Player {
    pub name: String,
    pub cookie: String,
}

/// The browser of `p` on `site`'s server: its cookie with every request, and the site
/// as the origin of its requests, as a browser sends them.
pub fn browser(site: &Client, p: &Player) -> Client {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(
        reqwest::header::COOKIE,
        p.cookie.parse().expect("a cookie header"),
    );
    headers.insert(
        reqwest::header::ORIGIN,
        site.base.parse().expect("an origin header"),
    );
    Client::built(
        &site.base,
        reqwest::Client::builder().default_headers(headers),
    )
}

/// Sign `name` up (password `correct horse battery`): the player and their cookie.
pub async fn sign_up(c: &Client, name: &str) -> Player {
    let r = c
        .http
        .post(c.url("/api/accounts"))
        .json(&json!({"name": name, "password": "correct horse battery"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::CREATED, "signing up {name}");
    let cookie = r
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.contains("cubist_session="))
        .and_then(|v| v.split(';').next())
        .expect("a session cookie")
        .to_string();
    Player {
        name: name.to_string(),
        cookie,
    }
}
