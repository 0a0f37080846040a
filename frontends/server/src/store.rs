//! Where games live between requests and across restarts: one small trait, and its
//! SQL implementation for SQLite and PostgreSQL.
//!
//! A game is its creation row (game, options, seed, players) plus its actions; the
//! match is rebuilt by replaying them. `actions` has one row per (game, ply), so two
//! writers racing for the same move can never both be stored.
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
    /// [`StoreError::Conflict`] if that move was already stored.
    async fn append(
        &self,
        id: &str,
        ply: usize,
        seat: usize,
        action: &str,
        result: Option<&str>,
    ) -> Result<(), StoreError>;
    /// Keep only the first `keep` actions of a game (a take-back); it is running again.
    async fn truncate(&self, id: &str, keep: usize) -> Result<(), StoreError>;
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

/// SQLite or PostgreSQL through sqlx.
pub struct SqlStore {
    pool: AnyPool,
    /// To the writer task that stores actions.
    appends: mpsc::UnboundedSender<Append>,
}

/// One action to store, and where to say whether it was.
struct Append {
    id: String,
    ply: usize,
    seat: usize,
    action: String,
    result: Option<String>,
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
        tokio::spawn(write_actions(pool.clone(), queue));
        Ok(SqlStore { pool, appends })
    }
}

/// The writer task: takes every action waiting, stores them in one transaction, then
/// tells each whether it was stored. Ends when the store is dropped.
async fn write_actions(pool: AnyPool, mut queue: mpsc::UnboundedReceiver<Append>) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    while queue.recv_many(&mut batch, MAX_BATCH).await > 0 {
        match store_batch(&pool, &batch).await {
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
) -> Result<Vec<Result<(), StoreError>>, StoreError> {
    let mut tx = pool.begin().await?;
    let mut stored = Vec::with_capacity(batch.len());
    for a in batch {
        let inserted = sqlx::query(
            "INSERT INTO actions (game_id, ply, seat, action) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (game_id, ply) DO NOTHING",
        )
        .bind(&a.id)
        .bind(to_i64(a.ply))
        .bind(to_i64(a.seat))
        .bind(&a.action)
        .execute(&mut *tx)
        .await?;
        if inserted.rows_affected() != 1 {
            stored.push(Err(StoreError::Conflict(a.ply)));
            continue;
        }
        let status = if a.result.is_some() {
            Status::Over
        } else {
            Status::Running
        };
        sqlx::query("UPDATE games SET ply = $2, status = $3, result = $4 WHERE id = $1")
            .bind(&a.id)
            .bind(to_i64(a.ply + 1))
            .bind(status.word())
            .bind(a.result.as_deref())
            .execute(&mut *tx)
            .await?;
        stored.push(Ok(()));
    }
    tx.commit().await?;
    Ok(stored)
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

    async fn append(
        &self,
        id: &str,
        ply: usize,
        seat: usize,
        action: &str,
        result: Option<&str>,
    ) -> Result<(), StoreError> {
        let (done, stored) = oneshot::channel();
        let append = Append {
            id: id.to_string(),
            ply,
            seat,
            action: action.to_string(),
            result: result.map(str::to_string),
            done,
        };
        let gone = || StoreError::Batch("the writer has stopped".into());
        self.appends.send(append).map_err(|_| gone())?;
        stored.await.map_err(|_| gone())?
    }

    async fn truncate(&self, id: &str, keep: usize) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("DELETE FROM actions WHERE game_id = $1 AND ply >= $2")
            .bind(id)
            .bind(to_i64(keep))
            .execute(&mut *tx)
            .await?;
        sqlx::query("UPDATE games SET ply = $2, status = 'running', result = NULL WHERE id = $1")
            .bind(id)
            .bind(to_i64(keep))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
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
