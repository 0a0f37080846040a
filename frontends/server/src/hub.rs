//! The games in play: each one owned by one `Match` behind one lock, written to the
//! database before anyone hears of a change, and announced to its watchers.
//!
//! Several instances may serve the same games from one PostgreSQL database. The
//! database is the truth: a write refused because another instance stored that move
//! first reloads the game, every change another instance stores reloads it (see
//! `follow.rs`), and a game's computer seats are moved only by the instance holding
//! its lease, which another instance takes over once it expires.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use cubist_ai::{AgentSpec, Budget};
use cubist_core::{GameRecord, Observer, OptionPairs, RecordedAction, Seat, Trust, RECORD_FORMAT};
use cubist_session::{Match, MatchView, Played, Player, Thinking};
use tokio::sync::broadcast;

use crate::error::ApiError;
use crate::store::{now_ms, Action, Lease, NewGame, Next, Storage, StoredGame};
use crate::tokens;
use crate::wire::{option_text, CreateGame, Created, CreatedSeat};

/// The longest a network client may ask a computer player to think per move.
const MAX_AGENT_TIME_MS: u128 = 10_000;
/// The largest work budget a network client may ask for.
const MAX_AGENT_WORK: u64 = 10_000_000;

/// One game in play.
pub struct Live {
    pub id: String,
    pub m: tokio::sync::Mutex<Match>,
    /// The hash of each human seat's token.
    tokens: Mutex<Vec<Option<String>>>,
    /// Per seat: taken by a person.
    taken: Mutex<Vec<bool>>,
    /// The number of actions after each change, for watchers.
    pub changes: broadcast::Sender<usize>,
    /// A task is playing this game's computer seats.
    driving: AtomicBool,
    /// Asked for since the last sweep for idle games (see [`Hub::unload_idle`]).
    used: AtomicBool,
}

/// Every game in play, loaded from the database on first use.
pub struct Hub {
    pub store: Arc<dyn Storage>,
    live: Mutex<HashMap<String, Arc<Live>>>,
    /// One game is loaded at a time, so two requests never build two matches.
    loading: tokio::sync::Mutex<()>,
    /// Computer decisions under way at once, across all games: searches queue here
    /// rather than crowd the machine.
    thinkers: Arc<tokio::sync::Semaphore>,
    /// This instance's name in leases: new at every start.
    instance: String,
    /// How long a lease lasts without renewal.
    lease: Duration,
}

/// What one turn of a game's computer driver did.
enum Turn {
    /// Computer seats moved.
    Played,
    /// No computer seat has to act.
    Idle,
    /// Another instance holds the game's lease.
    Elsewhere,
}

impl Hub {
    /// A hub on `store`; computer seats are leased for `lease` at a time.
    pub fn new(store: Arc<dyn Storage>, lease: Duration) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            live: Mutex::new(HashMap::new()),
            loading: tokio::sync::Mutex::new(()),
            thinkers: Arc::new(tokio::sync::Semaphore::new(
                2 * cubist_ai::levels::all_cores(),
            )),
            instance: tokens::new_id(),
            lease,
        })
    }

    /// This instance's name in leases and logs.
    pub fn instance(&self) -> &str {
        &self.instance
    }

    /// Create a game from a client's request.
    pub async fn create(self: &Arc<Self>, req: CreateGame) -> Result<Created, ApiError> {
        let options = options_of(&req)?;
        let players = req
            .seats
            .iter()
            .map(|s| player_of(s))
            .collect::<Result<Vec<_>, _>>()?;
        let seed = tokens::new_seed();
        let game = cubist_games::create(&req.game, &options, seed)
            .map_err(|e| ApiError::bad_request(e.to_string()))?;
        let name = game.name().to_string();
        let m = Match::new(game, seed, players.clone())?;
        let id = tokens::new_id();
        let plain: Vec<Option<String>> = players
            .iter()
            .map(|p| p.is_human().then(tokens::new_token))
            .collect();
        let new = NewGame {
            id: id.clone(),
            game: name.clone(),
            options: serde_json::to_string(&m.game().options()).expect("options serialise"),
            seed,
            players: players.iter().map(ToString::to_string).collect(),
            tokens: plain
                .iter()
                .map(|t| t.as_deref().map(tokens::hash))
                .collect(),
        };
        self.store.create(&new).await?;
        tracing::info!(game = %id, kind = %name, seats = ?new.players, "created");
        let live = self.install(new, m, vec![false; players.len()]);
        self.drive(live);
        let seats = players
            .iter()
            .enumerate()
            .map(|(s, p)| CreatedSeat {
                seat: s + 1,
                url: plain[s].as_ref().map(|t| seat_url(&id, s, t)),
                token: plain[s].clone(),
                agent: p.spec().map(ToString::to_string),
            })
            .collect();
        Ok(Created { id, seats })
    }

    fn install(&self, new: NewGame, m: Match, taken: Vec<bool>) -> Arc<Live> {
        let live = Arc::new(Live {
            id: new.id.clone(),
            m: tokio::sync::Mutex::new(m),
            tokens: Mutex::new(new.tokens),
            taken: Mutex::new(taken),
            changes: broadcast::channel(64).0,
            driving: AtomicBool::new(false),
            used: AtomicBool::new(true),
        });
        self.live
            .lock()
            .expect("hub lock")
            .insert(live.id.clone(), live.clone());
        live
    }

    /// The game `id`, loaded and replayed from the database if need be.
    pub async fn get(self: &Arc<Self>, id: &str) -> Result<Arc<Live>, ApiError> {
        if let Some(live) = self.cached(id) {
            return Ok(live);
        }
        if id.is_empty() || id.len() > 64 || !id.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(ApiError::not_found());
        }
        let _loading = self.loading.lock().await;
        if let Some(live) = self.cached(id) {
            return Ok(live);
        }
        let stored = self.store.load(id).await?.ok_or_else(ApiError::not_found)?;
        let taken = stored.taken.clone();
        let new = stored.new.clone();
        let m = rebuild(stored).map_err(|e| damaged(id, &e))?;
        let live = self.install(new, m, taken);
        self.drive(live.clone());
        Ok(live)
    }

    /// The game `id` if this instance holds it in memory.
    pub(crate) fn cached(&self, id: &str) -> Option<Arc<Live>> {
        let live = self.live.lock().expect("hub lock").get(id).cloned()?;
        live.used.store(true, Ordering::Relaxed);
        Some(live)
    }

    /// Drop from memory every game nobody has asked for since the last sweep, that
    /// nobody watches and no task holds (so no computer is thinking in it): the
    /// database has all of it, and the next request replays it from there. Returns
    /// how many were dropped.
    pub fn unload_idle(&self) -> usize {
        let mut live = self.live.lock().expect("hub lock");
        let before = live.len();
        // Every handle is cloned out of this map under this lock, so a count of one
        // means nothing else holds the game now or can until the lock is released.
        live.retain(|_, g| {
            g.used.swap(false, Ordering::Relaxed)
                || Arc::strong_count(g) > 1
                || g.changes.receiver_count() > 0
                || g.driving.load(Ordering::Acquire)
        });
        let dropped = before - live.len();
        if dropped > 0 {
            tracing::debug!(dropped, held = live.len(), "idle games unloaded");
        }
        dropped
    }

    /// Sweep for idle games every `idle`: a game stays in memory between one and two
    /// such periods after its last use.
    pub async fn unload_idle_forever(self: Arc<Self>, idle: Duration) {
        let mut tick = tokio::time::interval(idle);
        tick.tick().await;
        loop {
            tick.tick().await;
            self.unload_idle();
        }
    }

    /// How many games this instance holds in memory.
    pub fn held_count(&self) -> usize {
        self.live.lock().expect("hub lock").len()
    }

    /// Drop a game from memory, so the next request replays it from the database.
    fn forget(&self, id: &str) {
        self.live.lock().expect("hub lock").remove(id);
    }

    /// Every game held in memory.
    pub fn held(&self) -> Vec<Arc<Live>> {
        self.live
            .lock()
            .expect("hub lock")
            .values()
            .cloned()
            .collect()
    }

    /// Make `m` what the database holds (another instance may have moved, or taken
    /// back). Returns whether the actions changed; the seats are brought up to date
    /// either way.
    async fn reload_into(&self, live: &Live, m: &mut Match) -> Result<bool, ApiError> {
        let stored = self
            .store
            .load(&live.id)
            .await?
            .ok_or_else(ApiError::not_found)?;
        *live.taken.lock().expect("seat lock") = stored.taken.clone();
        *live.tokens.lock().expect("token lock") = stored.new.tokens.clone();
        let same = stored.actions.len() == m.ply()
            && stored
                .actions
                .iter()
                .zip(&m.record().actions)
                .all(|((seat, action), done)| *seat == done.seat && *action == done.action);
        if same {
            return Ok(false);
        }
        let id = live.id.clone();
        m.reload(rebuild(stored).map_err(|e| damaged(&id, &e))?);
        Ok(true)
    }

    /// Play the actions stored after those `m` has (by another instance). Returns
    /// whether there were any; a history that does not follow on from this one is
    /// reloaded whole.
    async fn apply_newer(&self, live: &Live, m: &mut Match) -> Result<bool, ApiError> {
        let newer: Vec<RecordedAction> = self
            .store
            .actions_since(&live.id, m.ply())
            .await?
            .into_iter()
            .map(|(seat, action)| RecordedAction { seat, action })
            .collect();
        if newer.is_empty() {
            return Ok(false);
        }
        if let Err(e) = m.catch_up(&newer) {
            tracing::warn!(game = %live.id, error = %e, "stored actions do not follow on: reloading");
            return self.reload_into(live, m).await;
        }
        Ok(true)
    }

    /// After a write the database refused: reload the game from it and tell its
    /// watchers, or, if even that fails, drop it from memory.
    async fn recover(&self, live: &Live, m: &mut Match) {
        match self.reload_into(live, m).await {
            Ok(changed) => {
                if changed {
                    let _ = live.changes.send(m.ply());
                }
            }
            Err(e) => {
                tracing::warn!(game = %live.id, error = %e.message, "reload failed");
                self.forget(&live.id);
            }
        }
    }

    /// Another instance stored a change leaving `ply` actions (`undo`: a take-back):
    /// reload the game unless this instance already has it, tell the watchers, and
    /// move the computer seats if they are now to act.
    pub async fn catch_up(self: &Arc<Self>, live: Arc<Live>, ply: usize, undo: bool) {
        let mut m = live.m.lock().await;
        if !undo && m.ply() >= ply {
            return;
        }
        let caught = if undo {
            self.reload_into(&live, &mut m).await
        } else {
            self.apply_newer(&live, &mut m).await
        };
        match caught {
            Ok(true) => {
                let _ = live.changes.send(m.ply());
            }
            Ok(false) => {}
            Err(e) => tracing::warn!(game = %live.id, error = %e.message, "catching up failed"),
        }
        drop(m);
        self.drive(live);
    }

    /// A client saw more actions than this instance has: another instance stored them
    /// and its announcement is still on the way. Read them now rather than refuse the
    /// client's move as stale.
    async fn catch_up_to(&self, live: &Live, m: &mut Match, seen: Option<usize>) {
        if !self.store.shared() || seen.is_none_or(|s| s <= m.ply()) {
            return;
        }
        match self.apply_newer(live, m).await {
            Ok(true) => {
                let _ = live.changes.send(m.ply());
            }
            Ok(false) => {}
            Err(e) => tracing::warn!(game = %live.id, error = %e.message, "catching up failed"),
        }
    }

    /// Reload every game held (announcements may have been missed).
    pub async fn catch_up_all(self: &Arc<Self>) {
        for live in self.held() {
            self.catch_up(live, usize::MAX, true).await;
        }
    }

    /// The seat a token is for: `None` without a token (a spectator). A token that is
    /// not one of this game's is refused. Using a token takes its seat.
    pub async fn seat_of(
        &self,
        live: &Live,
        token: Option<&str>,
    ) -> Result<Option<Seat>, ApiError> {
        let Some(token) = token else {
            return Ok(None);
        };
        let hash = tokens::hash(token);
        let find = || {
            live.tokens
                .lock()
                .expect("token lock")
                .iter()
                .position(|t| t.as_deref() == Some(hash.as_str()))
        };
        let mut seat = find();
        if seat.is_none() && self.store.shared() {
            // The seat may have been joined on another instance.
            let mut m = live.m.lock().await;
            self.reload_into(live, &mut m).await?;
            seat = find();
        }
        let seat =
            seat.ok_or_else(|| ApiError::forbidden("this token is not a seat of this game"))?;
        let newly = !std::mem::replace(&mut live.taken.lock().expect("seat lock")[seat], true);
        if newly {
            self.store.take_seat(&live.id, seat, None).await?;
        }
        Ok(Some(seat))
    }

    /// Take an open human seat (the first one if `seat` is `None`): a new token for it.
    pub async fn join(&self, live: &Live, seat: Option<Seat>) -> Result<(Seat, String), ApiError> {
        let seat = {
            let taken = live.taken.lock().expect("seat lock");
            let tokens = live.tokens.lock().expect("token lock");
            let open = |s: usize| tokens.get(s).is_some_and(Option::is_some) && !taken[s];
            match seat {
                Some(s) if open(s) => s,
                Some(_) => {
                    return Err(ApiError::new(
                        axum::http::StatusCode::CONFLICT,
                        "that seat is not open",
                    ))
                }
                None => (0..taken.len()).find(|&s| open(s)).ok_or_else(|| {
                    ApiError::new(axum::http::StatusCode::CONFLICT, "no seat is open")
                })?,
            }
        };
        let token = tokens::new_token();
        let hash = tokens::hash(&token);
        if !self.store.take_seat(&live.id, seat, Some(&hash)).await? {
            return Err(ApiError::new(
                axum::http::StatusCode::CONFLICT,
                "that seat was just taken",
            ));
        }
        live.taken.lock().expect("seat lock")[seat] = true;
        live.tokens.lock().expect("token lock")[seat] = Some(hash);
        tracing::info!(game = %live.id, seat = seat + 1, "seat taken");
        Ok((seat, token))
    }

    /// A person's action: played, stored, then announced. Returns the seat's new view.
    pub async fn submit(
        self: &Arc<Self>,
        live: &Arc<Live>,
        seat: Seat,
        action: &str,
        seen: Option<usize>,
        board: bool,
    ) -> Result<MatchView, ApiError> {
        let mut m = live.m.lock().await;
        self.catch_up_to(live, &mut m, seen).await;
        let played = m.submit(seat, action, seen)?;
        if let Err(e) = self.persist(live, &m, &played).await {
            self.recover(live, &mut m).await;
            return Err(e);
        }
        let view = view_of(&m, Observer::Seat(seat), board);
        let _ = live.changes.send(m.ply());
        drop(m);
        self.drive(live.clone());
        Ok(view)
    }

    /// What a strong computer player would do for `seat` now, thought off the
    /// runtime. Only for a person playing alone against the computer: between people,
    /// a hint would be help from outside.
    pub async fn hint(&self, live: &Arc<Live>, seat: Seat) -> Result<Hint, ApiError> {
        let _permit = self
            .thinkers
            .clone()
            .acquire_owned()
            .await
            .expect("the semaphore is never closed");
        let (thinking, ply) = {
            let mut m = live.m.lock().await;
            alone_against_computers(&m, seat, "hints")?;
            (m.think_hint(seat)?, m.ply())
        };
        let thought = tokio::task::spawn_blocking(move || thinking.wait())
            .await
            .map_err(|_| thread_failed())??;
        let mut m = live.m.lock().await;
        let action = m.hint_done(thought, ply)?.ok_or_else(|| {
            ApiError::new(
                axum::http::StatusCode::CONFLICT,
                "the position changed while the hint was thought of: ask again",
            )
        })?;
        Ok(Hint {
            clicks: m.game().clicks(seat, &action),
            action,
        })
    }

    /// Take back `seat`'s last action and the computer's replies, where the game
    /// allows it and the person plays alone against the computer. `seen` is the
    /// number of actions the person saw. Returns the seat's new view.
    pub async fn undo(
        self: &Arc<Self>,
        live: &Arc<Live>,
        seat: Seat,
        seen: Option<usize>,
        board: bool,
    ) -> Result<MatchView, ApiError> {
        let mut m = live.m.lock().await;
        self.catch_up_to(live, &mut m, seen).await;
        if let Some(seen) = seen.filter(|&s| s != m.ply()) {
            return Err(cubist_session::SubmitError::Stale { seen, now: m.ply() }.into());
        }
        alone_against_computers(&m, seat, "undo")?;
        let from = m.ply();
        let removed = m.undo_for(seat)?;
        if let Err(e) = self.store.truncate(&live.id, from, m.ply()).await {
            self.recover(live, &mut m).await;
            return Err(e.into());
        }
        tracing::info!(game = %live.id, seat = seat + 1, removed, "taken back");
        let view = view_of(&m, Observer::Seat(seat), board);
        let _ = live.changes.send(m.ply());
        drop(m);
        self.drive(live.clone());
        Ok(view)
    }

    /// Store the last action of `m` (and the result, if it ended the game).
    async fn persist(&self, live: &Live, m: &Match, played: &Played) -> Result<(), ApiError> {
        let ply = m.ply() - 1;
        let result = m
            .record()
            .result
            .as_ref()
            .map(|o| serde_json::to_string(o).expect("outcomes serialise"));
        let next = if m.computers_to_act().is_empty() {
            Next::People
        } else {
            Next::Computer(self.lease_from_now())
        };
        self.store
            .append(Action {
                id: &live.id,
                ply,
                seat: played.seat,
                action: &played.action,
                result: result.as_deref(),
                next,
            })
            .await?;
        tracing::info!(
            game = %live.id,
            ply = ply + 1,
            seat = played.seat + 1,
            action = if played.secret { "(secret)" } else { played.action.as_str() },
            over = result.is_some(),
            "played"
        );
        Ok(())
    }

    /// Play the game's computer seats until a person must act or the game ends, on
    /// threads off the async runtime, while this instance holds the game's lease. At
    /// most one such task runs per game in an instance.
    pub fn drive(self: &Arc<Self>, live: Arc<Live>) {
        if live.driving.swap(true, Ordering::AcqRel) {
            return;
        }
        let hub = self.clone();
        tokio::spawn(async move {
            loop {
                let turn = hub.computer_turn(&live).await;
                live.driving.store(false, Ordering::Release);
                match turn {
                    Ok(Turn::Played) => {}
                    Ok(Turn::Idle) => {
                        // A person may have moved between the check and the release.
                        if live.m.lock().await.computers_to_act().is_empty() {
                            break;
                        }
                    }
                    Ok(Turn::Elsewhere) => break,
                    Err(e) => {
                        tracing::error!(game = %live.id, error = %e.message, "computer move failed");
                        break;
                    }
                }
                if live.driving.swap(true, Ordering::AcqRel) {
                    break;
                }
            }
        });
    }

    /// One turn of the driver: nothing to do, another instance's game, or a round of
    /// computer decisions played.
    async fn computer_turn(&self, live: &Arc<Live>) -> Result<Turn, ApiError> {
        if live.m.lock().await.computers_to_act().is_empty() {
            return Ok(Turn::Idle);
        }
        if !self.hold(live).await {
            return Ok(Turn::Elsewhere);
        }
        self.computer_round(live).await?;
        Ok(Turn::Played)
    }

    /// A lease for this instance, from now.
    fn lease_from_now(&self) -> Lease {
        Lease {
            owner: self.instance.clone(),
            until_ms: now_ms() + self.lease.as_millis() as i64,
        }
    }

    /// Take or renew the game's lease: whether this instance holds it now.
    async fn hold(&self, live: &Live) -> bool {
        match self
            .store
            .claim(&live.id, &self.lease_from_now(), now_ms())
            .await
        {
            Ok(held) => held,
            Err(e) => {
                tracing::warn!(game = %live.id, error = %e, "lease not renewed");
                false
            }
        }
    }

    /// One round of computer decisions: all decide from the same position, off the
    /// runtime, then each is played and stored. The lease is renewed while they think.
    async fn computer_round(&self, live: &Arc<Live>) -> Result<(), ApiError> {
        let _permit = self
            .thinkers
            .clone()
            .acquire_owned()
            .await
            .expect("the semaphore is never closed");
        let thinking: Vec<Thinking> = {
            let mut m = live.m.lock().await;
            let seats = m.computers_to_act();
            seats
                .into_iter()
                .map(|s| m.think(s))
                .collect::<Result<_, _>>()?
        };
        if thinking.is_empty() {
            return Ok(());
        }
        let think = tokio::task::spawn_blocking(move || {
            thinking.into_iter().map(Thinking::wait).collect::<Vec<_>>()
        });
        tokio::pin!(think);
        let mut renew = tokio::time::interval(self.lease / 3);
        renew.tick().await;
        let thoughts = loop {
            tokio::select! {
                done = &mut think => break done.map_err(|_| thread_failed())?,
                _ = renew.tick() => {
                    self.hold(live).await;
                }
            }
        };
        let mut m = live.m.lock().await;
        for thought in thoughts {
            if let Some(played) = m.commit(thought?)? {
                if let Err(e) = self.persist(live, &m, &played).await {
                    self.recover(live, &mut m).await;
                    return Err(e);
                }
                let _ = live.changes.send(m.ply());
            }
        }
        Ok(())
    }

    /// Games whose lease expired (the instance moving them stopped): reload each from
    /// the database and move its computer seats here. Runs until the process ends.
    pub async fn take_over_forever(self: Arc<Self>) {
        let mut tick = tokio::time::interval((self.lease / 2).max(Duration::from_millis(50)));
        loop {
            tick.tick().await;
            let expired = match self.store.expired(now_ms(), 64).await {
                Ok(ids) => ids,
                Err(e) => {
                    tracing::warn!(error = %e, "looking for expired leases failed");
                    continue;
                }
            };
            for id in expired {
                if let Err(e) = self.take_over(&id).await {
                    tracing::warn!(game = %id, error = %e.message, "taking over failed");
                }
            }
        }
    }

    async fn take_over(self: &Arc<Self>, id: &str) -> Result<(), ApiError> {
        let live = self.get(id).await?;
        let mut m = live.m.lock().await;
        if self.reload_into(&live, &mut m).await? {
            let _ = live.changes.send(m.ply());
        }
        if m.computers_to_act().is_empty() {
            // Left behind by an instance that stopped between its move and the lease.
            self.store.release_expired(id, now_ms()).await?;
            return Ok(());
        }
        drop(m);
        tracing::info!(game = %id, "taking over an expired lease");
        self.drive(live);
        Ok(())
    }

    /// After a restart: take up every running game whose computer seats have to move.
    pub async fn resume_running(self: &Arc<Self>) -> Result<usize, ApiError> {
        let mut resumed = 0;
        for listed in self
            .store
            .list(crate::store::Status::Running, usize::MAX >> 1)
            .await?
        {
            if listed.players.iter().any(|p| p != "human") {
                let live = self.get(&listed.id).await?;
                if !live.m.lock().await.computers_to_act().is_empty() {
                    resumed += 1;
                }
            }
        }
        Ok(resumed)
    }
}

/// A hint: an action in notation and the ids clicked to make it.
#[derive(Debug, serde::Serialize)]
pub struct Hint {
    pub action: String,
    pub clicks: Vec<String>,
}

/// A match as `observer` sees it, with the board drawn if asked.
pub fn view_of(m: &Match, observer: Observer, board: bool) -> MatchView {
    if board {
        m.view_with_board(observer)
    } else {
        m.view(observer)
    }
}

/// Refuse `what` unless every seat but `seat` is played by the computer.
fn alone_against_computers(m: &Match, seat: Seat, what: &str) -> Result<(), ApiError> {
    let others_human = m
        .players()
        .iter()
        .enumerate()
        .any(|(s, p)| s != seat && p.is_human());
    if others_human {
        return Err(ApiError::forbidden(format!(
            "{what} only in a game against the computer: other people play here"
        )));
    }
    Ok(())
}

fn damaged(id: &str, e: &cubist_session::SessionError) -> ApiError {
    tracing::error!(game = %id, error = %e, "a stored game does not replay");
    ApiError::new(
        axum::http::StatusCode::INTERNAL_SERVER_ERROR,
        "this game is damaged",
    )
}

fn thread_failed() -> ApiError {
    ApiError::new(
        axum::http::StatusCode::INTERNAL_SERVER_ERROR,
        "a computer player failed",
    )
}

/// A stored game replayed into a match.
fn rebuild(stored: StoredGame) -> Result<Match, cubist_session::SessionError> {
    let options: OptionPairs = serde_json::from_str(&stored.new.options).unwrap_or_default();
    let record = GameRecord {
        format: RECORD_FORMAT,
        game: stored.new.game,
        options,
        seed: stored.new.seed,
        seats: stored.new.players,
        actions: stored
            .actions
            .into_iter()
            .map(|(seat, action)| RecordedAction { seat, action })
            .collect(),
        result: None,
        events: Vec::new(),
    };
    Match::resume(record, Trust::Remote)
}

fn options_of(req: &CreateGame) -> Result<OptionPairs, ApiError> {
    option_pairs(&req.options)
}

/// Options as a client sends them (text or numbers), as the games read them.
pub fn option_pairs(
    options: &std::collections::BTreeMap<String, serde_json::Value>,
) -> Result<OptionPairs, ApiError> {
    options
        .iter()
        .map(|(k, v)| {
            option_text(v).map(|t| (k.clone(), t)).ok_or_else(|| {
                ApiError::bad_request(format!("option {k}: a value must be text or a number"))
            })
        })
        .collect()
}

/// A seat from a client: `human`, or an agent within the server's limits.
pub fn player_of(text: &str) -> Result<Player, ApiError> {
    let player: Player = text
        .parse()
        .map_err(|e: cubist_ai::AgentError| ApiError::bad_request(e.to_string()))?;
    if let Player::Computer(spec) = &player {
        check_remote_agent(spec)?;
    }
    Ok(player)
}

/// A network client may not ask for searches that would hold the machine.
fn check_remote_agent(spec: &AgentSpec) -> Result<(), ApiError> {
    let too_much = match spec.budget {
        Some(Budget::Time(d)) => d.as_millis() > MAX_AGENT_TIME_MS,
        Some(Budget::Iterations(n)) => n > MAX_AGENT_WORK,
        None => false,
    };
    let threads = spec.params.get("threads").map(String::as_str);
    let cores = cubist_ai::levels::all_cores();
    let too_many_threads =
        threads.is_some_and(|t| t != "max" && t.parse::<usize>().map_or(true, |n| n > cores));
    if too_much || too_many_threads {
        return Err(ApiError::bad_request(format!(
            "agent {spec} asks for more than this server allows: at most {}s or {MAX_AGENT_WORK} \
             iterations a move, and {cores} threads",
            MAX_AGENT_TIME_MS / 1000
        )));
    }
    Ok(())
}

/// The link a seat's player opens.
pub fn seat_url(id: &str, seat: Seat, token: &str) -> String {
    format!("/play/{id}?seat={}&token={token}", seat + 1)
}
