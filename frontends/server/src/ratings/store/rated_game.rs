//! A rated game as counting reads it, through one connection (a transaction's, when a
//! void recounts a pool), and the lock and order of counting in a rating pool.
//!
//! Every change of a pool's ratings (counting a game, voiding one) first takes the
//! pool's lock: a PostgreSQL advisory lock on the pool's name, after the game's own
//! row (always in that order, so two of them never wait for each other in a circle);
//! SQLite has one writer. Under it, the next game counted takes the pool's next `seq`.

use sqlx::{AnyConnection, Row};

use super::ToRate;
use crate::store::rows::{corrupt, players_of, seat_events_in};
use crate::store::StoreError;

/// A game's `rated` column (0 unrated, 1 to count, 2 counted, 3 void) and, once it is
/// over, the game as counting reads it.
pub(super) struct RatedGame {
    pub rated: i64,
    pub game: Option<ToRate>,
}

/// Game `id` as counting reads it; `None` if there is no such game.
pub(super) async fn rated_game_in(
    conn: &mut AnyConnection,
    id: &str,
) -> Result<Option<RatedGame>, StoreError> {
    let Some(row) =
        sqlx::query("SELECT game, players, result, rated, status FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *conn)
            .await?
    else {
        return Ok(None);
    };
    let rated: i64 = row.try_get("rated")?;
    let status: String = row.try_get("status")?;
    if status != "over" {
        return Ok(Some(RatedGame { rated, game: None }));
    }
    let players = players_of(id, &row)?;
    let result: String = row
        .try_get::<Option<String>, _>("result")?
        .ok_or_else(|| corrupt(id, "over without a result"))?;
    let result = serde_json::from_str(&result).map_err(|e| corrupt(id, e))?;
    let mut accounts = vec![None; players.len()];
    let seats = sqlx::query("SELECT seat, account_id FROM seats WHERE game_id = $1")
        .bind(id)
        .fetch_all(&mut *conn)
        .await?;
    for r in seats {
        let seat = r.try_get::<i64, _>("seat")?.max(0) as usize;
        if let Some(slot) = accounts.get_mut(seat) {
            *slot = r.try_get::<Option<String>, _>("account_id")?;
        }
    }
    let movers = sqlx::query("SELECT seat FROM actions WHERE game_id = $1 ORDER BY ply")
        .bind(id)
        .fetch_all(&mut *conn)
        .await?
        .iter()
        .map(|r| r.try_get::<i64, _>("seat").map(|s| s.max(0) as usize))
        .collect::<Result<_, _>>()?;
    Ok(Some(RatedGame {
        rated,
        game: Some(ToRate {
            game: row.try_get("game")?,
            events: seat_events_in(&mut *conn, id).await?,
            players,
            accounts,
            result,
            movers,
        }),
    }))
}

/// Take a rating pool's lock until the transaction ends (PostgreSQL; SQLite has one
/// writer).
pub(super) async fn lock_pool(
    conn: &mut AnyConnection,
    postgres: bool,
    pool: &str,
) -> Result<(), StoreError> {
    if postgres {
        sqlx::query("SELECT pg_advisory_xact_lock($1)")
            .bind(crate::store::rows::lock_key(&format!("ratings\n{pool}")))
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// The `seq` of the next game counted in a pool, under its lock.
pub(super) async fn next_seq(conn: &mut AnyConnection, pool: &str) -> Result<i64, StoreError> {
    let row =
        sqlx::query("SELECT COALESCE(MAX(seq), 0) + 1 AS n FROM rating_history WHERE pool = $1")
            .bind(pool)
            .fetch_one(&mut *conn)
            .await?;
    Ok(row.try_get::<i64, _>("n")?)
}
