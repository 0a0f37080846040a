//! Presence rows: per game, seat and instance, the sockets open and when the instance
//! last said so. An instance that stops says nothing more, and its rows go stale.

use sqlx::{AnyPool, Row};

use super::error::StoreError;
use super::game::Presence;
use super::rows::{notify, to_i64};

/// Instance `instance` has `sockets` open for `seat` of game `id` now.
pub(super) async fn set(
    pool: &AnyPool,
    announce: bool,
    id: &str,
    seat: usize,
    instance: &str,
    sockets: u32,
    now_ms: u64,
) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    sqlx::query(
        "INSERT INTO presence (game_id, seat, instance, sockets, seen_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (game_id, seat, instance) DO UPDATE \
         SET sockets = excluded.sockets, seen_at = excluded.seen_at",
    )
    .bind(id)
    .bind(to_i64(seat))
    .bind(instance)
    .bind(i64::from(sockets))
    .bind(now_ms as i64)
    .execute(&mut *tx)
    .await?;
    if announce {
        notify(&mut *tx, &format!("{id} 0 0 presence")).await?;
    }
    tx.commit().await?;
    Ok(())
}

/// The instance still holds the sockets it said it holds.
pub(super) async fn renew(pool: &AnyPool, instance: &str, now_ms: u64) -> Result<(), StoreError> {
    sqlx::query("UPDATE presence SET seen_at = $2 WHERE instance = $1 AND sockets > 0")
        .bind(instance)
        .bind(now_ms as i64)
        .execute(pool)
        .await?;
    Ok(())
}

/// Each of `seats` seats of game `id`: online while some instance said within
/// `fresh_ms` of `now_ms` that it holds a socket for it; since the last time any
/// instance spoke of it.
pub(super) async fn read(
    pool: &AnyPool,
    id: &str,
    seats: usize,
    now_ms: u64,
    fresh_ms: u64,
) -> Result<Vec<Presence>, StoreError> {
    let mut presence = vec![
        Presence {
            online: false,
            since_ms: None,
        };
        seats
    ];
    let rows = sqlx::query("SELECT seat, sockets, seen_at FROM presence WHERE game_id = $1")
        .bind(id)
        .fetch_all(pool)
        .await?;
    for row in rows {
        let seat = row.try_get::<i64, _>("seat")?;
        let Some(p) = usize::try_from(seat).ok().and_then(|s| presence.get_mut(s)) else {
            continue;
        };
        let seen = row.try_get::<i64, _>("seen_at")?.max(0) as u64;
        let fresh = now_ms.saturating_sub(seen) <= fresh_ms;
        if row.try_get::<i64, _>("sockets")? > 0 && fresh {
            p.online = true;
        }
        p.since_ms = Some(p.since_ms.map_or(seen, |s| s.max(seen)));
    }
    Ok(presence)
}

/// The alive stamps of the instances holding sockets now.
pub(super) async fn holding(pool: &AnyPool) -> Result<Vec<(String, u64)>, StoreError> {
    let rows = sqlx::query(
        "SELECT id, alive_at FROM instances \
         WHERE id IN (SELECT instance FROM presence WHERE sockets > 0)",
    )
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok((
                r.try_get("id")?,
                r.try_get::<i64, _>("alive_at")?.max(0) as u64,
            ))
        })
        .collect()
}

/// Instance `instance` stopped: its sockets are gone, held until its last alive
/// stamp. Returns the games this changed, each announced (with `announce`).
pub(super) async fn drop_instance(
    pool: &AnyPool,
    announce: bool,
    instance: &str,
) -> Result<Vec<String>, StoreError> {
    let mut tx = pool.begin().await?;
    let rows = sqlx::query(
        "UPDATE presence SET sockets = 0, \
         seen_at = COALESCE((SELECT i.alive_at FROM instances i WHERE i.id = $1), seen_at) \
         WHERE instance = $1 AND sockets > 0 RETURNING game_id",
    )
    .bind(instance)
    .fetch_all(&mut *tx)
    .await?;
    let mut games = rows
        .iter()
        .map(|r| r.try_get::<String, _>("game_id"))
        .collect::<Result<Vec<_>, _>>()?;
    games.sort();
    games.dedup();
    if announce {
        for id in &games {
            notify(&mut *tx, &format!("{id} 0 0 presence")).await?;
        }
    }
    tx.commit().await?;
    Ok(games)
}
