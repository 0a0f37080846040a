//! SQL shared by the store's parts: leases, announcements, and reading rows.

use cubist_core::{RecordedEvent, SeatEvent};
use sha2::{Digest, Sha256};
use sqlx::any::AnyRow;
use sqlx::Row;

use super::error::StoreError;
use super::game::{Lease, NewGame, CHANGES};

/// Take or extend a lease (see [`super::sql::SqlStore::claim`]).
pub(crate) async fn claim_in<'e>(
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

pub(crate) async fn drop_lease<'e>(
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
pub(crate) async fn notify<'e>(
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

pub(crate) fn to_i64(n: usize) -> i64 {
    n as i64
}

/// A time that may be absent, as stored (times beyond `i64` do not occur: time
/// controls are capped at a year).
pub(crate) fn opt_i64(ms: Option<u64>) -> Option<i64> {
    ms.map(|ms| ms.min(i64::MAX as u64) as i64)
}

/// A stored time that may be absent.
pub(crate) fn opt_ms(row: &AnyRow, column: &str) -> Result<Option<u64>, StoreError> {
    Ok(row
        .try_get::<Option<i64>, _>(column)?
        .map(|ms| ms.max(0) as u64))
}

/// Stored allowances (see [`super::Timing`]): a game whose column does not read is
/// damaged.
pub(crate) fn opt_allowances(row: &AnyRow, id: &str) -> Result<Option<Vec<u64>>, StoreError> {
    let Some(text) = row.try_get::<Option<String>, _>("allowances")? else {
        return Ok(None);
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| StoreError::Corrupt(id.to_string(), format!("allowances: {e}")))
}

/// One stored action.
pub(crate) fn action_of(row: &AnyRow) -> Result<cubist_core::RecordedAction, StoreError> {
    let seat = row.try_get::<i64, _>("seat")?.max(0) as usize;
    let mut action = cubist_core::RecordedAction::new(seat, row.try_get::<String, _>("action")?);
    action.spent_ms = opt_ms(row, "spent_ms")?;
    action.left_ms = opt_ms(row, "left_ms")?;
    Ok(action)
}

pub(crate) fn corrupt(id: &str, what: impl ToString) -> StoreError {
    StoreError::Corrupt(id.to_string(), what.to_string())
}

pub(crate) fn players_of(id: &str, row: &AnyRow) -> Result<Vec<String>, StoreError> {
    let text: String = row.try_get("players")?;
    serde_json::from_str(&text).map_err(|e| corrupt(id, e))
}

pub(crate) fn now_secs() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// Insert a new game and its human seats in `tx`; with `taken`, every seat is held by
/// its player from the start (a game paired or rematched, not open to join), as is a
/// seat created for an account.
pub(crate) async fn insert_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    g: &NewGame,
    taken: bool,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO games (id, game, options, seed, players, status, ply, result, \
         created_at, events, away_ms, stand_in, hand_back, clock, rated, listed, creator_seat, \
         turn_started_ms, deadline_ms, allowances) \
         VALUES ($1, $2, $3, $4, $5, 'running', 0, NULL, $6, 0, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)",
    )
    .bind(&g.id)
    .bind(&g.game)
    .bind(&g.options)
    .bind(g.seed as i64)
    .bind(serde_json::to_string(&g.players).expect("strings serialise"))
    .bind(now_secs())
    .bind(g.departure.away_ms as i64)
    .bind(&g.departure.stand_in)
    .bind(i64::from(g.departure.hand_back))
    .bind(g.clock.as_deref())
    .bind(i64::from(g.rated))
    .bind(i64::from(g.listed))
    .bind(g.creator_seat.map(to_i64))
    .bind(opt_i64(g.timing.turn_started_ms))
    .bind(opt_i64(g.timing.deadline_ms))
    .bind(g.timing.allowances_text())
    .execute(&mut **tx)
    .await?;
    for (seat, token) in g.tokens.iter().enumerate() {
        if let Some(hash) = token {
            let account = g.accounts.get(seat).cloned().flatten();
            sqlx::query(
                "INSERT INTO seats (game_id, seat, token_hash, taken, account_id) \
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(&g.id)
            .bind(to_i64(seat))
            .bind(hash)
            .bind(i64::from(taken || account.is_some()))
            .bind(account)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// A game's seat events, in order, read through `db` (a pool or a transaction).
pub(crate) async fn seat_events_in<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    id: &str,
) -> Result<Vec<RecordedEvent>, StoreError> {
    let rows =
        sqlx::query("SELECT ply, seat, body FROM seat_events WHERE game_id = $1 ORDER BY seq")
            .bind(id)
            .fetch_all(db)
            .await?;
    rows.iter()
        .map(|r| {
            let body: String = r.try_get("body")?;
            let event: SeatEvent = serde_json::from_str(&body).map_err(|e| corrupt(id, e))?;
            Ok(RecordedEvent {
                ply: r.try_get::<i64, _>("ply")?.max(0) as usize,
                seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
                event,
            })
        })
        .collect()
}

/// The key of a PostgreSQL advisory lock on `pool` (a seek pool, a rating pool): the first 8 bytes of its SHA-256, the
/// same on every instance.
pub(crate) fn lock_key(pool: &str) -> i64 {
    let digest = Sha256::digest(pool.as_bytes());
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    i64::from_be_bytes(bytes)
}
