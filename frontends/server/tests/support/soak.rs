//! A soak of the game server as browsers use it: games between one person and one or
//! more computer seats, each person a client that keeps one WebSocket open with the
//! board drawn (`board=true`), plays a random legal action over it (with `ply`) when
//! its view says it is its turn, and otherwise waits for the next view.
//!
//! For every computer turn the client measures the wait: from the view that handed the
//! turn to a computer (or from the person's own action, when the computer's turn
//! follows it) to the view in which the computer's move arrived. A wait beyond the
//! game's bound is a **stall**: the client sends `{"type": "sync"}` once, as the
//! browser does, and records whether the view that answers shows the move already made
//! (a message lost on the way) or not (the server had not moved); it then waits on for
//! the move, and gives the game up after twice the bound (at least a minute). Every view's event number is checked
//! against the highest one seen on that socket: it may repeat, never go back.
//!
//! Used by the soak test (`tests/soak.rs`) and by the soak benchmark
//! (`examples/soak.rs`), which includes this file by path; it uses nothing else of the
//! test support.
#![allow(dead_code)]

use std::collections::{BTreeMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use cubist_session::{MatchView, PlayerKind};
use futures_util::{SinkExt, StreamExt};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// Games given up in a row by one player before it stops: the server is gone or
/// refuses every game, and more attempts would only repeat the same error.
const FAILURES_IN_A_ROW: u32 = 5;
/// How long creating a game or opening its socket may take before it counts as an
/// error.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(30);
/// After a stall a player waits on for the computer's move, for twice the bound in all
/// and at least this long, so that a move that comes late is reported with its wait;
/// then it gives the game up as an error.
const GIVE_UP_AFTER: Duration = Duration::from_secs(60);

/// One kind of game in the soak: the game, its options, and who plays its computer
/// seats.
#[derive(Clone, Debug)]
pub struct Variant {
    pub game: String,
    /// The number of seats (one person, the others computers).
    pub players: usize,
    /// Options as `POST /api/games` takes them (`players` for games of 3–6).
    pub options: BTreeMap<String, Value>,
    /// The agent of every computer seat (`random`, `easy`, …).
    pub level: String,
    /// A wait on a computer longer than this is a stall.
    pub bound: Duration,
}

impl Variant {
    /// Two seats of `game` with the game's default options.
    pub fn two(game: &str, level: &str, bound: Duration) -> Variant {
        Variant {
            game: game.to_string(),
            players: 2,
            options: BTreeMap::new(),
            level: level.to_string(),
            bound,
        }
    }

    /// `players` seats of `game` (the `players` option set).
    pub fn with_players(game: &str, players: usize, level: &str, bound: Duration) -> Variant {
        Variant {
            game: game.to_string(),
            players,
            options: BTreeMap::from([("players".to_string(), json!(players))]),
            level: level.to_string(),
            bound,
        }
    }

    /// `squadro against easy`, `cube-attack, 4 seats, against 3 × random`.
    pub fn label(&self) -> String {
        if self.players == 2 {
            format!("{} against {}", self.game, self.level)
        } else {
            format!(
                "{}, {} seats, against {} × {}",
                self.game,
                self.players,
                self.players - 1,
                self.level
            )
        }
    }
}

/// What the soak plays, on which server, until when.
#[derive(Clone, Debug)]
pub struct Soak {
    /// `http://ADDR`, without the final slash.
    pub base: String,
    /// Player `i` plays `variants[i % len]`, one game after another.
    pub variants: Vec<Variant>,
    /// After this no player acts or starts a game, but each still waits while
    /// computers are to move in its game (their turns are measured as before), and
    /// leaves at its own turn or the game's end: no computer turn is left unchecked.
    pub stop: Instant,
    /// The seed of the players' random choices.
    pub seed: u64,
}

/// A wait on a computer beyond its bound.
#[derive(Clone, Debug)]
pub struct Stall {
    pub variant: String,
    pub game_id: String,
    /// The person's seat.
    pub seat: usize,
    /// The game as the last view before the stall showed it: actions played and seats
    /// to move.
    pub ply: usize,
    pub to_move: Vec<usize>,
    /// The wait began with the person's action (rather than with a view handing the
    /// turn to a computer) and no view had come since.
    pub from_action: bool,
    pub bound: Duration,
    /// What the view answering the sync showed: the computer's move already made (a
    /// lost message), not made (the server had not moved), or no answer came.
    pub made_at_sync: Option<bool>,
    /// The whole wait, if it ended: the computer's move came, or a view showed that
    /// no computer was to move after all.
    pub waited: Option<Duration>,
}

impl std::fmt::Display for Stall {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} game {} (person in seat {}): at ply {} with {:?} to move, no computer move \
             within {:?} of {}; the sync's view {}; {}",
            self.variant,
            self.game_id,
            self.seat,
            self.ply,
            self.to_move,
            self.bound,
            if self.from_action {
                "the person's action"
            } else {
                "the view handing the turn to a computer"
            },
            match self.made_at_sync {
                Some(true) => "showed the move made (a lost message)",
                Some(false) => "showed no move (the server had not moved)",
                None => "never came",
            },
            match self.waited {
                Some(w) => format!("the wait ended after {w:?}"),
                None => "the wait never ended".to_string(),
            }
        )
    }
}

/// What the players saw.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub started: u64,
    pub finished: u64,
    /// Actions the people sent.
    pub person_actions: u64,
    /// Computer actions seen arrive.
    pub computer_actions: u64,
    /// One per computer turn whose start was seen, in microseconds: the wait from the
    /// view handing the turn to the computer (or the person's action) to the view
    /// with its move. A view may bring several computer actions (seats moving one
    /// after another between two views): one turn, one wait.
    pub waits_us: Vec<u64>,
    /// Computer turns waited for, per variant.
    pub turns_by_variant: BTreeMap<String, u64>,
    pub stalls: Vec<Stall>,
    /// Views whose event number was below one already seen on the same socket.
    pub out_of_order: Vec<String>,
    /// Actions refused as stale (409) because a computer committed first in the same
    /// simultaneous round; the server sends the current view with the refusal and the
    /// person plays again. Only in games with simultaneous rounds.
    pub stale: u64,
    /// Anything else unexpected, by what it was.
    pub errors: BTreeMap<String, u64>,
}

impl Tally {
    pub fn error(&mut self, what: impl Into<String>) {
        *self.errors.entry(what.into()).or_default() += 1;
    }

    pub fn error_count(&self) -> u64 {
        self.errors.values().sum()
    }

    /// A wait that ended without a computer's move (none was to move after all): if
    /// it had become a stall, the stall's wait ends here.
    fn wait_ended(&mut self, pending: Option<Pending>, at: Instant) {
        if let Some(Pending {
            since,
            stall: Some(i),
            ..
        }) = pending
        {
            self.stalls[i].waited = Some(at - since);
        }
    }

    /// Stalls that a sync resolved: its view showed the move already made.
    pub fn stalls_resolved_by_sync(&self) -> usize {
        self.stalls
            .iter()
            .filter(|s| s.made_at_sync == Some(true))
            .count()
    }

    /// The waits, sorted, in microseconds.
    pub fn sorted_waits(&self) -> Vec<u64> {
        let mut w = self.waits_us.clone();
        w.sort_unstable();
        w
    }

    /// The figures, one line each.
    pub fn report(&self) -> Vec<String> {
        let w = self.sorted_waits();
        let q = |p| quantile_ms(&w, p);
        let mut lines = vec![
            format!(
                "games: {} started, {} finished",
                self.started, self.finished
            ),
            format!(
                "actions: {} by the people, {} by the computers",
                self.person_actions, self.computer_actions
            ),
            format!(
                "computer turns waited for: {} ({})",
                w.len(),
                self.turns_by_variant
                    .iter()
                    .map(|(v, n)| format!("{v}: {n}"))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            format!(
                "wait for a computer's move (ms): p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2}",
                q(0.5),
                q(0.9),
                q(0.99),
                q(1.0)
            ),
            format!(
                "stalls: {} ({} resolved by a sync)",
                self.stalls.len(),
                self.stalls_resolved_by_sync()
            ),
        ];
        lines.extend(self.stalls.iter().map(|s| format!("  {s}")));
        lines.push(format!(
            "event numbers out of order: {}",
            self.out_of_order.len()
        ));
        lines.extend(self.out_of_order.iter().take(10).map(|o| format!("  {o}")));
        if self.stale > 0 {
            lines.push(format!(
                "stale actions refused in simultaneous rounds (expected): {}",
                self.stale
            ));
        }
        lines.push(format!("errors: {}", self.error_count()));
        lines.extend(self.errors.iter().map(|(e, n)| format!("  {n} × {e}")));
        lines
    }
}

/// The `q`-quantile of sorted microseconds, in milliseconds (NaN without samples).
pub fn quantile_ms(sorted: &[u64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1] as f64 / 1000.0
}

/// Plays `players` games at once until `soak.stop`, each player starting a new game
/// when its game ends; what they saw goes to `tally` as it happens.
pub async fn run(soak: Arc<Soak>, players: usize, tally: Arc<Mutex<Tally>>) {
    let http = reqwest::Client::builder()
        .timeout(CONNECT_TIMEOUT)
        .tcp_nodelay(true)
        .build()
        .expect("an HTTP client");
    let tasks: Vec<_> = (0..players)
        .map(|i| tokio::spawn(keep_playing(soak.clone(), i, http.clone(), tally.clone())))
        .collect();
    for task in tasks {
        if let Err(e) = task.await {
            tally
                .lock()
                .expect("tally")
                .error(format!("a player failed: {e}"));
        }
    }
}

/// Player `index`: games of its variant one after another until the stop, the person
/// in a different seat each game.
async fn keep_playing(
    soak: Arc<Soak>,
    index: usize,
    http: reqwest::Client,
    tally: Arc<Mutex<Tally>>,
) {
    let variant = &soak.variants[index % soak.variants.len()];
    let mut rng = SmallRng::seed_from_u64(soak.seed.wrapping_add(index as u64));
    let mut game = 0;
    let mut failures = 0;
    while Instant::now() < soak.stop {
        let seat = (index + game) % variant.players + 1;
        game += 1;
        let mut player = Player {
            soak: &soak,
            variant,
            label: variant.label(),
            seat,
            http: &http,
            rng: &mut rng,
            tally: &tally,
        };
        match player.play().await {
            End::Failed => {
                failures += 1;
                if failures >= FAILURES_IN_A_ROW {
                    tally.lock().expect("tally").error(format!(
                        "a player stopped after {FAILURES_IN_A_ROW} failed games in a row"
                    ));
                    return;
                }
            }
            End::Finished | End::Stopped => failures = 0,
        }
    }
}

/// How a game was left.
enum End {
    Finished,
    /// The stop came (and no computer turn was under way).
    Stopped,
    /// Something unexpected, counted in the tally.
    Failed,
}

/// A computer turn being waited for.
struct Pending {
    since: Instant,
    /// It began with the person's action, not with a view handing the turn to a
    /// computer (the view after the action says whether a computer's turn follows).
    from_action: bool,
    /// The stall it became (an index into the tally's), once past the bound.
    stall: Option<usize>,
    /// A view has come since the stall's sync was sent.
    answered: bool,
}

impl Pending {
    fn new(since: Instant, from_action: bool) -> Pending {
        Pending {
            since,
            from_action,
            stall: None,
            answered: false,
        }
    }
}

/// A message from the server, as the browser reads it.
#[derive(Deserialize)]
struct Frame {
    #[serde(rename = "type")]
    kind: String,
    event: Option<u64>,
    view: Option<MatchView>,
    status: Option<u16>,
    error: Option<String>,
}

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// One person's game.
struct Player<'a> {
    soak: &'a Soak,
    variant: &'a Variant,
    label: String,
    /// From 1.
    seat: usize,
    http: &'a reqwest::Client,
    rng: &'a mut SmallRng,
    tally: &'a Mutex<Tally>,
}

impl Player<'_> {
    fn tally(&self) -> std::sync::MutexGuard<'_, Tally> {
        self.tally.lock().expect("tally")
    }

    fn fail(&self, what: String) -> End {
        self.tally().error(what);
        End::Failed
    }

    /// Creates a game with the person in `self.seat`: its id and the person's token.
    async fn create(&self) -> Result<(String, String), String> {
        let seats: Vec<&str> = (1..=self.variant.players)
            .map(|s| {
                if s == self.seat {
                    "human"
                } else {
                    self.variant.level.as_str()
                }
            })
            .collect();
        let body =
            json!({"game": self.variant.game, "options": self.variant.options, "seats": seats});
        let reply = self
            .http
            .post(format!("{}/api/games", self.soak.base))
            .json(&body)
            .send()
            .await
            .map_err(|e| format!("create {}: {e}", self.label))?;
        let status = reply.status();
        let text = reply
            .text()
            .await
            .map_err(|e| format!("create {}: {e}", self.label))?;
        if status != reqwest::StatusCode::CREATED {
            return Err(format!("create {}: {status} {text}", self.label));
        }
        let created: Value = serde_json::from_str(&text)
            .map_err(|e| format!("create {}: not JSON ({e})", self.label))?;
        let id = created["id"].as_str();
        let token = created["seats"][self.seat - 1]["token"].as_str();
        match (id, token) {
            (Some(id), Some(token)) => Ok((id.to_string(), token.to_string())),
            _ => Err(format!("create {}: no id or token in {text}", self.label)),
        }
    }

    async fn connect(&self, id: &str, token: &str) -> Result<Socket, String> {
        let url = format!(
            "{}/api/games/{id}/ws?token={token}&board=true",
            self.soak.base.replacen("http://", "ws://", 1)
        );
        let open = async {
            let tcp = TcpStream::connect(self.soak.base.trim_start_matches("http://"))
                .await
                .map_err(|e| e.to_string())?;
            // As browsers do: each message goes out at once.
            tcp.set_nodelay(true).map_err(|e| e.to_string())?;
            tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(tcp))
                .await
                .map(|(ws, _)| ws)
                .map_err(|e| e.to_string())
        };
        match tokio::time::timeout(CONNECT_TIMEOUT, open).await {
            Ok(Ok(ws)) => Ok(ws),
            Ok(Err(e)) => Err(format!("websocket of {}: {e}", self.label)),
            Err(_) => Err(format!("websocket of {}: not open in time", self.label)),
        }
    }

    /// Plays one game to its end, or to the stop.
    async fn play(&mut self) -> End {
        let (id, token) = match self.create().await {
            Ok(created) => created,
            Err(e) => return self.fail(e),
        };
        self.tally().started += 1;
        let mut ws = match self.connect(&id, &token).await {
            Ok(ws) => ws,
            Err(e) => return self.fail(e),
        };
        let end = self.follow(&id, &mut ws).await;
        let _ = ws.close(None).await;
        end
    }

    /// The game on its socket: wait for views, act on the person's turn, time the
    /// computers'.
    async fn follow(&mut self, id: &str, ws: &mut Socket) -> End {
        let bound = self.variant.bound;
        let give_up = (2 * bound).max(GIVE_UP_AFTER);
        // The highest event number seen on this socket.
        let mut last_event: Option<u64> = None;
        // The ply of the last position the person acted in.
        let mut acted: Option<usize> = None;
        // The person's actions not yet seen played nor refused, in the order sent:
        // each one's ply and whether a computer was also to move then (a simultaneous
        // round, where the computer may commit first and the action be refused).
        let mut unresolved: VecDeque<(usize, bool)> = VecDeque::new();
        // The computers' actions in the last view's move list.
        let mut computer_moves: Option<usize> = None;
        let mut pending: Option<Pending> = None;
        // The last view's ply and seats to move, for a stall's report.
        let mut shown: (usize, Vec<usize>) = (0, Vec::new());
        loop {
            let until = match &pending {
                Some(p) if p.stall.is_some() => p.since + give_up,
                Some(p) => p.since + bound,
                None => self.soak.stop,
            };
            let text = match tokio::time::timeout_at(until.into(), next_text(ws)).await {
                Ok(Some(text)) => text,
                Ok(None) => return self.fail(format!("{}: the socket closed", self.label)),
                Err(_) => {
                    let Some(p) = pending.as_mut() else {
                        return End::Stopped;
                    };
                    if p.stall.is_some() {
                        return self.fail(format!(
                            "{}: no computer move within {give_up:?} (after a stall and a sync)",
                            self.label
                        ));
                    }
                    let stall = Stall {
                        variant: self.label.clone(),
                        game_id: id.to_string(),
                        seat: self.seat,
                        ply: shown.0,
                        to_move: shown.1.clone(),
                        from_action: p.from_action,
                        bound,
                        made_at_sync: None,
                        waited: None,
                    };
                    {
                        let mut t = self.tally();
                        t.stalls.push(stall);
                        p.stall = Some(t.stalls.len() - 1);
                    }
                    if let Err(e) = send(ws, json!({"type": "sync"})).await {
                        return self.fail(format!("{}: sending a sync: {e}", self.label));
                    }
                    continue;
                }
            };
            let arrived = Instant::now();
            let frame: Frame = match serde_json::from_str(&text) {
                Ok(f) => f,
                Err(e) => return self.fail(format!("{}: not a message ({e})", self.label)),
            };
            let view = match frame.kind.as_str() {
                "view" => match frame.view {
                    Some(v) => v,
                    None => {
                        return self.fail(format!("{}: a view frame without a view", self.label))
                    }
                },
                // The server answers a socket's messages in order, so a refusal is of
                // the earliest action not seen played. Where a computer was also to
                // move, it may have committed first in the same simultaneous round:
                // the current view follows, and the person plays again from it.
                "error"
                    if frame.status == Some(409)
                        && unresolved.pop_front().is_some_and(|(_, racing)| racing) =>
                {
                    self.tally().stale += 1;
                    continue;
                }
                "error" => {
                    return self.fail(format!(
                        "{}: error frame {}: {}",
                        self.label,
                        frame.status.unwrap_or(0),
                        frame.error.unwrap_or_default()
                    ))
                }
                other => return self.fail(format!("{}: a frame of type {other:?}", self.label)),
            };
            let event = frame.event.unwrap_or(view.event);
            if let Some(last) = last_event.filter(|&last| event < last) {
                self.tally().out_of_order.push(format!(
                    "{} game {id}: event {event} after {last} (ply {})",
                    self.label, view.ply
                ));
            }
            last_event = Some(last_event.map_or(event, |last| last.max(event)));
            let is_computer = |seat: usize| {
                view.seats
                    .get(seat.wrapping_sub(1))
                    .is_some_and(|s| s.player == PlayerKind::Computer)
            };
            let computers = view.moves.iter().filter(|m| is_computer(m.seat)).count();
            let moved = computers.saturating_sub(computer_moves.unwrap_or(computers));
            computer_moves = Some(computers);
            if moved > 0 {
                let mut t = self.tally();
                t.computer_actions += moved as u64;
                if let Some(p) = pending.take() {
                    let waited = arrived - p.since;
                    t.waits_us.push(waited.as_micros() as u64);
                    *t.turns_by_variant.entry(self.label.clone()).or_default() += 1;
                    if let Some(i) = p.stall {
                        if !p.answered {
                            t.stalls[i].made_at_sync = Some(true);
                        }
                        t.stalls[i].waited = Some(waited);
                    }
                }
            } else if let Some(p) = pending.as_mut() {
                if let (Some(i), false) = (p.stall, p.answered) {
                    p.answered = true;
                    self.tally().stalls[i].made_at_sync = Some(false);
                }
            }
            shown = (view.ply, view.to_move.clone());
            unresolved.retain(|&(ply, _)| view.moves.get(ply).is_none_or(|m| m.seat != self.seat));
            if view.result.is_some() {
                let mut t = self.tally();
                t.finished += 1;
                t.wait_ended(pending.take(), arrived);
                return End::Finished;
            }
            // A view that does not have the person's last action yet says nothing new
            // about whose turn it is.
            let fresh = acted.is_none_or(|a| view.ply > a);
            let computer_to_move = view.to_move.iter().any(|&s| is_computer(s));
            if fresh || moved > 0 {
                if !computer_to_move {
                    // Not a computer's turn after all (the person's action ended the
                    // game, or the person plays again).
                    self.tally().wait_ended(pending.take(), arrived);
                } else if pending.is_none() {
                    pending = Some(Pending::new(arrived, false));
                }
            }
            let my_turn = fresh && view.to_move.contains(&self.seat) && !view.legal.is_empty();
            if !my_turn {
                continue;
            }
            if Instant::now() >= self.soak.stop {
                if pending.is_none() {
                    return End::Stopped;
                }
                continue;
            }
            let action = pick(&view.legal, self.rng);
            let sent = json!({"type": "action", "action": action, "ply": view.ply});
            if let Err(e) = send(ws, sent).await {
                return self.fail(format!("{}: sending an action: {e}", self.label));
            }
            acted = Some(view.ply);
            unresolved.push_back((view.ply, computer_to_move));
            self.tally().person_actions += 1;
            // Where a computer's turn follows the person's action, its wait starts
            // here; the next view says whether it does.
            if pending.is_none() {
                pending = Some(Pending::new(Instant::now(), true));
            }
        }
    }
}

/// The next text message; `None` once the socket is closed.
async fn next_text(ws: &mut Socket) -> Option<String> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => return Some(t.as_str().to_string()),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => {} // pings (answered by the library), pongs
        }
    }
}

async fn send(ws: &mut Socket, message: Value) -> Result<(), String> {
    ws.send(Message::Text(message.to_string().into()))
        .await
        .map_err(|e| e.to_string())
}

/// A random action from `legal`; in Cube Conquest attacks are preferred, so games end
/// by points or conquest more often than by the action cap (as the tests' player does).
fn pick(legal: &[String], rng: &mut SmallRng) -> String {
    let attacks: Vec<&String> = legal.iter().filter(|a| a.starts_with("attack ")).collect();
    if !attacks.is_empty() && rng.random_bool(0.7) {
        return (*attacks.choose(rng).expect("not empty")).clone();
    }
    legal.choose(rng).expect("legal actions").clone()
}

/// Threads that keep cores busy until dropped, as other work on a shared machine does.
pub struct Busy {
    stop: Arc<AtomicBool>,
    threads: Vec<JoinHandle<()>>,
}

impl Busy {
    pub fn start(threads: usize) -> Busy {
        let stop = Arc::new(AtomicBool::new(false));
        let threads = (0..threads)
            .map(|i| {
                let stop = stop.clone();
                std::thread::Builder::new()
                    .name(format!("busy-{i}"))
                    .spawn(move || burn(&stop))
                    .expect("a busy thread")
            })
            .collect();
        Busy { stop, threads }
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        for t in self.threads.drain(..) {
            let _ = t.join();
        }
    }
}

/// Arithmetic nobody reads, until `stop`.
fn burn(stop: &AtomicBool) {
    let mut x: u64 = 1;
    while !stop.load(Ordering::Relaxed) {
        for _ in 0..100_000 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
        }
        std::hint::black_box(x);
    }
}
