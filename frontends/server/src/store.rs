//! Where games live between requests and across restarts: one small trait, and its
//! SQL implementation for SQLite and PostgreSQL.
//!
//! A game is its creation row (game, options, seed, players) plus its actions; the
//! match is rebuilt by replaying them. Storing action `ply` first moves the game's
//! `ply` column from `ply` to `ply + 1` (a version check under the row's lock), and
//! `actions` has one row per (game, ply): two writers racing for the same move, in one
//! process or in several, can never both be stored.
//!
//! On PostgreSQL several instances may share the database: every change is announced
//! with `NOTIFY` from its own transaction (see `follow.rs`), and a game waiting for a
//! computer seat has a lease naming the instance that moves it.
//!
//! Actions are stored by one writer task with group commit: the actions of every game
//! waiting at that moment go into one transaction, and each is acknowledged once that
//! transaction has committed. Under load this takes most of the database's round trips
//! off each action; alone, an action is one transaction as before.

use async_trait::async_trait;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};

/// The most actions stored in one transaction.
const MAX_BATCH: usize = 256;
/// The channel on which PostgreSQL announces each change: `ID PLY`, or `ID PLY undo`
/// after a take-back, where PLY is the number of actions stored.
pub const CHANGES: &str = "cubist_games";

/// Why the database could not do what was asked.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("another action was stored for move {0} first")]
    Conflict(usize),
    #[error("stored game {0} is damaged: {1}")]
    Corrupt(String, String),
    /// A transaction holding several games' actions failed (each is told).
    #[error("database: {0}")]
    Batch(String),
}

/// A game as created.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub id: String,
    pub game: String,
    /// The options as JSON text.
    pub options: String,
    pub seed: u64,
    /// Each seat's player as in records: `human` or an agent spec.
    pub players: Vec<String>,
    /// The hash of each human seat's token.
    pub tokens: Vec<Option<String>>,
}

/// A stored game: its creation, seats and actions in order.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub new: NewGame,
    /// Per seat: whether a person has taken it.
    pub taken: Vec<bool>,
    pub actions: Vec<(usize, String)>,
}

/// One line of a game list.
#[derive(Clone, Debug)]
pub struct Listed {
    pub id: String,
    pub game: String,
    pub players: Vec<String>,
    pub ply: usize,
    /// Human seats nobody has taken yet.
    pub open_seats: Vec<usize>,
}

/// A claim on moving a game's computer seats, until a time in milliseconds since the
/// epoch.
#[derive(Clone, Debug)]
pub struct Lease {
    pub owner: String,
    pub until_ms: i64,
}

/// What a game waits for once an action is stored.
#[derive(Clone, Debug)]
pub enum Next {
    /// A computer seat: the storing instance keeps (or takes, if it is free or has
    /// expired) the game's lease, in the same transaction.
    Computer(Lease),
    /// Only people, or nothing (the game is over): the lease goes.
    People,
}

/// Running or finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Running,
    Over,
}

impl Status {
    fn word(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Over => "over",
        }
    }
}

/// What the server needs from a database.
#[async_trait]
pub trait Storage: Send + Sync {
    async fn create(&self, game: &NewGame) -> Result<(), StoreError>;
    async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError>;
    /// Store action number `ply` (from 0) and, once the game is over, its result;
    /// [`StoreError::Conflict`] unless exactly `ply` actions were stored before.
    async fn append(&self, action: Action<'_>) -> Result<(), StoreError>;
    /// A game's actions from number `from` (from 0) on, in order, with their seats.
    async fn actions_since(
        &self,
        id: &str,
        from: usize,
    ) -> Result<Vec<(usize, String)>, StoreError>;
    /// Keep only the first `keep` of a game's `from` actions (a take-back); it is
    /// running again and waits for a person. [`StoreError::Conflict`] unless exactly
    /// `from` actions were stored.
    async fn truncate(&self, id: &str, from: usize, keep: usize) -> Result<(), StoreError>;
    /// Take or extend a game's lease: true if `lease.owner` now holds it (it was free,
    /// expired at `now_ms`, or already this owner's).
    async fn claim(&self, id: &str, lease: &Lease, now_ms: i64) -> Result<bool, StoreError>;
    /// Games whose lease expired before `now_ms`: their owner has stopped.
    async fn expired(&self, now_ms: i64, limit: usize) -> Result<Vec<String>, StoreError>;
    /// Drop a game's lease if it expired before `now_ms`.
    async fn release_expired(&self, id: &str, now_ms: i64) -> Result<(), StoreError>;
    /// Drop every lease: for a database only this process uses, at start.
    async fn clear_leases(&self) -> Result<(), StoreError>;
    /// Whether other processes may share this database (PostgreSQL).
    fn shared(&self) -> bool;
    /// Whether the database answers (for health checks).
    async fn ping(&self) -> Result<(), StoreError>;
    /// Mark a seat as taken; with `new_token`, only if nobody had it, replacing its
    /// token. Returns whether this call took it.
    async fn take_seat(
        &self,
        id: &str,
        seat: usize,
        new_token: Option<&str>,
    ) -> Result<bool, StoreError>;
    async fn list(&self, status: Status, limit: usize) -> Result<Vec<Listed>, StoreError>;
}

/// One action to store.
#[derive(Clone, Debug)]
pub struct Action<'a> {
    pub id: &'a str,
    /// Its number, from 0.
    pub ply: usize,
    pub seat: usize,
    pub action: &'a str,
    /// The result as JSON, if this action ended the game.
    pub result: Option<&'a str>,
    pub next: Next,
}

/// SQLite or PostgreSQL through sqlx.
pub struct SqlStore {
    pool: AnyPool,
    /// To the writer task that stores actions.
    appends: mpsc::UnboundedSender<Append>,
    /// PostgreSQL: changes are announced, other instances may share the database.
    postgres: bool,
}

/// One action to store, and where to say whether it was.
struct Append {
    id: String,
    ply: usize,
    seat: usize,
    action: String,
    result: Option<String>,
    next: Next,
    done: oneshot::Sender<Result<(), StoreError>>,
}

impl SqlStore {
    /// Connect to `url` (`sqlite:PATH` or `postgres://…`) and bring the schema up to
    /// date.
    pub async fn connect(url: &str) -> Result<SqlStore, StoreError> {
        sqlx::any::install_default_drivers();
        let url = match url.strip_prefix("sqlite:") {
            Some(path) if !path.contains('?') => format!("sqlite:{path}?mode=rwc"),
            _ => url.to_string(),
        };
        let sqlite = url.starts_with("sqlite:");
        let pool = AnyPoolOptions::new()
            .max_connections(if sqlite { 1 } else { 16 })
            .connect(&url)
            .await?;
        if sqlite {
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&pool)
                .await?;
            sqlx::query("PRAGMA synchronous = NORMAL")
                .execute(&pool)
                .await?;
        }
        sqlx::migrate!("./migrations").run(&pool).await?;
        let (appends, queue) = mpsc::unbounded_channel();
        let postgres = !sqlite;
        tokio::spawn(write_actions(pool.clone(), queue, postgres));
        Ok(SqlStore {
            pool,
            appends,
            postgres,
        })
    }
}

/// The writer task: takes every action waiting, stores them in one transaction, then
/// tells each whether it was stored. Ends when the store is dropped.
async fn write_actions(pool: AnyPool, mut queue: mpsc::UnboundedReceiver<Append>, announce: bool) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while queue.recv_many(&mut batch, MAX_BATCH).await > 0 {
        // Games in one order in every transaction, so that two instances' batches
        // never wait on each other's row locks in a cycle.
        batch.sort_by(|a, b| (&a.id, a.ply).cmp(&(&b.id, b.ply)));
        match store_batch(&pool, &batch, announce).await {
            Ok(stored) => {
                for (append, result) in batch.drain(..).zip(stored) {
                    let _ = append.done.send(result);
                }
            }
            Err(e) => {
                let text = e.to_string();
                for append in batch.drain(..) {
                    let _ = append.done.send(Err(StoreError::Batch(text.clone())));
                }
            }
        }
    }
}

/// Store a batch of actions in one transaction: per action, stored or a conflict (the
/// others are stored all the same); an error of the database stores none.
async fn store_batch(
    pool: &AnyPool,
    batch: &[Append],
    announce: bool,
) -> Result<Vec<Result<(), StoreError>>, StoreError> {
    let mut tx = pool.begin().await?;
    let mut stored = Vec::with_capacity(batch.len());
    for a in batch {
        stored.push(store_one(&mut tx, a, announce).await?);
    }
    tx.commit().await?;
    Ok(stored)
}

/// One action of a batch: the version check on `games.ply`, the action, the lease.
async fn store_one(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    a: &Append,
    announce: bool,
) -> Result<Result<(), StoreError>, StoreError> {
    let status = if a.result.is_some() {
        Status::Over
    } else {
        Status::Running
    };
    let moved = sqlx::query(
        "UPDATE games SET ply = $2, status = $3, result = $4 WHERE id = $1 AND ply = $5",
    )
    .bind(&a.id)
    .bind(to_i64(a.ply + 1))
    .bind(status.word())
    .bind(a.result.as_deref())
    .bind(to_i64(a.ply))
    .execute(&mut **tx)
    .await?;
    if moved.rows_affected() != 1 {
        return Ok(Err(StoreError::Conflict(a.ply)));
    }
    sqlx::query("INSERT INTO actions (game_id, ply, seat, action) VALUES ($1, $2, $3, $4)")
        .bind(&a.id)
        .bind(to_i64(a.ply))
        .bind(to_i64(a.seat))
        .bind(&a.action)
        .execute(&mut **tx)
        .await?;
    match &a.next {
        Next::Computer(lease) => {
            claim_in(&mut **tx, &a.id, lease, now_ms()).await?;
        }
        Next::People => drop_lease(&mut **tx, &a.id).await?,
    }
    if announce {
        notify(&mut **tx, &format!("{} {}", a.id, a.ply + 1)).await?;
    }
    Ok(Ok(()))
}

/// Take or extend a lease (see [`Storage::claim`]).
async fn claim_in<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    id: &str,
    lease: &Lease,
    now_ms: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query(
        "INSERT INTO leases (game_id, owner, expires_at) VALUES ($1, $2, $3) \
         ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at \
         WHERE leases.owner = excluded.owner OR leases.expires_at < $4",
    )
    .bind(id)
    .bind(&lease.owner)
    .bind(lease.until_ms)
    .bind(now_ms)
    .execute(db)
    .await?;
    Ok(done.rows_affected() == 1)
}

async fn drop_lease<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    id: &str,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM leases WHERE game_id = $1")
        .bind(id)
        .execute(db)
        .await?;
    Ok(())
}

/// Announce a change to every instance listening (PostgreSQL only), delivered when the
/// transaction commits.
async fn notify<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    payload: &str,
) -> Result<(), StoreError> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANGES)
        .bind(payload)
        .execute(db)
        .await?;
    Ok(())
}

/// Milliseconds since the epoch: lease times.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn to_i64(n: usize) -> i64 {
    n as i64
}

fn corrupt(id: &str, what: impl ToString) -> StoreError {
    StoreError::Corrupt(id.to_string(), what.to_string())
}

fn players_of(id: &str, row: &AnyRow) -> Result<Vec<String>, StoreError> {
    let text: String = row.try_get("players")?;
    serde_json::from_str(&text).map_err(|e| corrupt(id, e))
}

fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

#[async_trait]
impl Storage for SqlStore {
    async fn create(&self, g: &NewGame) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO games (id, game, options, seed, players, status, ply, result, created_at) \
             VALUES ($1, $2, $3, $4, $5, 'running', 0, NULL, $6)",
        )
        .bind(&g.id)
        .bind(&g.game)
        .bind(&g.options)
        .bind(g.seed as i64)
        .bind(serde_json::to_string(&g.players).expect("strings serialise"))
        .bind(now_secs())
        .execute(&mut *tx)
        .await?;
        for (seat, token) in g.tokens.iter().enumerate() {
            if let Some(hash) = token {
                sqlx::query(
                    "INSERT INTO seats (game_id, seat, token_hash, taken) VALUES ($1, $2, $3, 0)",
                )
                .bind(&g.id)
                .bind(to_i64(seat))
                .bind(hash)
                .execute(&mut *tx)
                .await?;
            }
        }
        tx.commit().await?;
        Ok(())
    }

    async fn load(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        let Some(row) = sqlx::query("SELECT game, options, seed, players FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let players = players_of(id, &row)?;
        let mut tokens = vec![None; players.len()];
        let mut taken = vec![false; players.len()];
        for seat_row in sqlx::query("SELECT seat, token_hash, taken FROM seats WHERE game_id = $1")
            .bind(id)
            .fetch_all(&self.pool)
            .await?
        {
            let seat = seat_row.try_get::<i64, _>("seat")? as usize;
            if seat >= players.len() {
                return Err(corrupt(id, format!("seat {seat} out of range")));
            }
            tokens[seat] = Some(seat_row.try_get::<String, _>("token_hash")?);
            taken[seat] = seat_row.try_get::<i64, _>("taken")? != 0;
        }
        let mut actions = Vec::new();
        for (i, a) in
            sqlx::query("SELECT ply, seat, action FROM actions WHERE game_id = $1 ORDER BY ply")
                .bind(id)
                .fetch_all(&self.pool)
                .await?
                .into_iter()
                .enumerate()
        {
            if a.try_get::<i64, _>("ply")? != i as i64 {
                return Err(corrupt(id, format!("move {i} is missing")));
            }
            let seat = a.try_get::<i64, _>("seat")? as usize;
            actions.push((seat, a.try_get::<String, _>("action")?));
        }
        Ok(Some(StoredGame {
            new: NewGame {
                id: id.to_string(),
                game: row.try_get("game")?,
                options: row.try_get("options")?,
                seed: row.try_get::<i64, _>("seed")? as u64,
                players,
                tokens,
            },
            taken,
            actions,
        }))
    }

    async fn append(&self, a: Action<'_>) -> Result<(), StoreError> {
        let (done, stored) = oneshot::channel();
        let append = Append {
            id: a.id.to_string(),
            ply: a.ply,
            seat: a.seat,
            action: a.action.to_string(),
            result: a.result.map(str::to_string),
            next: a.next,
            done,
        };
        let gone = || StoreError::Batch("the writer has stopped".into());
        self.appends.send(append).map_err(|_| gone())?;
        stored.await.map_err(|_| gone())?
    }

    async fn actions_since(
        &self,
        id: &str,
        from: usize,
    ) -> Result<Vec<(usize, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT ply, seat, action FROM actions WHERE game_id = $1 AND ply >= $2 ORDER BY ply",
        )
        .bind(id)
        .bind(to_i64(from))
        .fetch_all(&self.pool)
        .await?;
        let mut actions = Vec::with_capacity(rows.len());
        for (i, row) in rows.iter().enumerate() {
            if row.try_get::<i64, _>("ply")? != to_i64(from + i) {
                return Err(corrupt(id, format!("move {} is missing", from + i)));
            }
            let seat = row.try_get::<i64, _>("seat")? as usize;
            actions.push((seat, row.try_get::<String, _>("action")?));
        }
        Ok(actions)
    }

    async fn truncate(&self, id: &str, from: usize, keep: usize) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE games SET ply = $2, status = 'running', result = NULL WHERE id = $1 AND ply = $3",
        )
        .bind(id)
        .bind(to_i64(keep))
        .bind(to_i64(from))
        .execute(&mut *tx)
        .await?;
        if moved.rows_affected() != 1 {
            return Err(StoreError::Conflict(from));
        }
        sqlx::query("DELETE FROM actions WHERE game_id = $1 AND ply >= $2")
            .bind(id)
            .bind(to_i64(keep))
            .execute(&mut *tx)
            .await?;
        drop_lease(&mut *tx, id).await?;
        if self.postgres {
            notify(&mut *tx, &format!("{id} {keep} undo")).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn claim(&self, id: &str, lease: &Lease, now_ms: i64) -> Result<bool, StoreError> {
        claim_in(&self.pool, id, lease, now_ms).await
    }

    async fn expired(&self, now_ms: i64, limit: usize) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT game_id FROM leases WHERE expires_at < $1 ORDER BY expires_at LIMIT $2",
        )
        .bind(now_ms)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("game_id").map_err(StoreError::from))
            .collect()
    }

    async fn release_expired(&self, id: &str, now_ms: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases WHERE game_id = $1 AND expires_at < $2")
            .bind(id)
            .bind(now_ms)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn clear_leases(&self) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases")
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    fn shared(&self) -> bool {
        self.postgres
    }

    async fn take_seat(
        &self,
        id: &str,
        seat: usize,
        new_token: Option<&str>,
    ) -> Result<bool, StoreError> {
        let done = match new_token {
            Some(hash) => {
                sqlx::query(
                    "UPDATE seats SET taken = 1, token_hash = $3 \
                     WHERE game_id = $1 AND seat = $2 AND taken = 0",
                )
                .bind(id)
                .bind(to_i64(seat))
                .bind(hash)
                .execute(&self.pool)
                .await?
            }
            None => {
                sqlx::query(
                    "UPDATE seats SET taken = 1 WHERE game_id = $1 AND seat = $2 AND taken = 0",
                )
                .bind(id)
                .bind(to_i64(seat))
                .execute(&self.pool)
                .await?
            }
        };
        Ok(done.rows_affected() == 1)
    }

    async fn list(&self, status: Status, limit: usize) -> Result<Vec<Listed>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, game, players, ply FROM games WHERE status = $1 \
             ORDER BY created_at DESC LIMIT $2",
        )
        .bind(status.word())
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut listed = Vec::with_capacity(rows.len());
        for row in rows {
            let id: String = row.try_get("id")?;
            let open_seats = sqlx::query(
                "SELECT seat FROM seats WHERE game_id = $1 AND taken = 0 ORDER BY seat",
            )
            .bind(&id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| r.try_get::<i64, _>("seat").map(|s| s as usize))
            .collect::<Result<_, _>>()?;
            listed.push(Listed {
                players: players_of(&id, &row)?,
                game: row.try_get("game")?,
                ply: row.try_get::<i64, _>("ply")? as usize,
                open_seats,
                id,
            });
        }
        Ok(listed)
    }
}
