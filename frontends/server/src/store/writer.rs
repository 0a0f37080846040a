//! The writer task that stores actions with group commit: the actions of every game
//! waiting at that moment go into one transaction, and each is acknowledged once that
//! transaction has committed. Under load this takes most of the database's round trips
//! off each action; alone, an action is one transaction.

use sqlx::AnyPool;
use tokio::sync::{mpsc, oneshot};

use super::error::StoreError;
use super::game::{Action, Next, Status, Timing};
use super::rows::{claim_in, drop_lease, notify, now_ms, opt_i64, to_i64};

/// The most actions stored in one transaction.
const MAX_BATCH: usize = 256;

/// Hand an action to the writer and wait until it is stored (or refused).
pub(super) async fn append(
    appends: &mpsc::UnboundedSender<Append>,
    a: Action<'_>,
) -> Result<(), StoreError> {
    let (done, stored) = oneshot::channel();
    let append = Append {
        id: a.id.to_string(),
        ply: a.ply,
        seen: a.seen,
        seat: a.seat,
        action: a.action.to_string(),
        spent_ms: a.spent_ms,
        left_ms: a.left_ms,
        result: a.result.map(str::to_string),
        next: a.next,
        timing: a.timing,
        position_key: a.position_key,
        done,
    };
    let gone = || StoreError::Batch("the writer has stopped".into());
    appends.send(append).map_err(|_| gone())?;
    stored.await.map_err(|_| gone())?
}

/// One action to store, and where to say whether it was.
pub(super) struct Append {
    id: String,
    ply: usize,
    /// The game's event number before this action.
    seen: u64,
    seat: usize,
    action: String,
    spent_ms: Option<u64>,
    left_ms: Option<u64>,
    result: Option<String>,
    next: Next,
    timing: Timing,
    position_key: Option<u64>,
    done: oneshot::Sender<Result<(), StoreError>>,
}

/// The writer task: takes every action waiting, stores them in one transaction, then
/// tells each whether it was stored. Ends when the store is dropped.
pub(super) async fn write_actions(
    pool: AnyPool,
    mut queue: mpsc::UnboundedReceiver<Append>,
    announce: bool,
) {
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

/// One action of a batch: the version check on `games.ply` and `games.events` (a
/// running game, as the writer saw it), the action, the lease.
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
        "UPDATE games SET ply = $2, status = $3, result = $4, events = events + 1, \
         turn_started_ms = $7, deadline_ms = $8, allowances = $9, position_key = $10 \
         WHERE id = $1 AND ply = $5 AND events = $6 AND status = 'running'",
    )
    .bind(&a.id)
    .bind(to_i64(a.ply + 1))
    .bind(status.word())
    .bind(a.result.as_deref())
    .bind(to_i64(a.ply))
    .bind(a.seen as i64)
    .bind(opt_i64(a.timing.turn_started_ms))
    .bind(opt_i64(a.timing.deadline_ms))
    .bind(a.timing.allowances_text())
    .bind(a.position_key.map(|k| k as i64))
    .execute(&mut **tx)
    .await?;
    if moved.rows_affected() != 1 {
        return Ok(Err(StoreError::Conflict(a.ply)));
    }
    sqlx::query(
        "INSERT INTO actions (game_id, ply, seat, action, spent_ms, left_ms) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(&a.id)
    .bind(to_i64(a.ply))
    .bind(to_i64(a.seat))
    .bind(&a.action)
    .bind(opt_i64(a.spent_ms))
    .bind(opt_i64(a.left_ms))
    .execute(&mut **tx)
    .await?;
    match &a.next {
        Next::Computer(lease) => {
            claim_in(&mut **tx, &a.id, lease, now_ms()).await?;
        }
        Next::People => drop_lease(&mut **tx, &a.id).await?,
    }
    if announce {
        notify(&mut **tx, &format!("{} {} {}", a.id, a.seen + 1, a.ply + 1)).await?;
    }
    Ok(Ok(()))
}
