//! Players' reports: stored under limits counted in the database (so every instance
//! counts the same), listed for moderators, marked done.

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use super::{from_ms, ms, Acting, Outcome};
use crate::store::audit::{write_audit, AuditAction, NewAudit};
use crate::store::rows::players_of;
use crate::store::StoreError;

/// The window of the hourly limit.
const HOUR_MS: u64 = 3_600_000;

/// A report to store.
#[derive(Clone, Debug)]
pub struct NewReport<'a> {
    pub reporter_id: &'a str,
    pub player_id: Option<&'a str>,
    pub game_id: Option<&'a str>,
    pub reason: &'a str,
    pub text: &'a str,
    pub now_ms: u64,
}

/// How many reports one account may have open, and file in an hour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReportLimits {
    pub open: u64,
    pub per_hour: u64,
}

/// Why a report was not stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TooMany {
    /// The reporter has this many open already.
    Open(u64),
    /// The hour's reports are spent: the next may be filed in this many ms.
    Recent { retry_after_ms: u64 },
}

/// An open report as moderators see it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReportRow {
    pub id: String,
    pub created_ms: u64,
    pub reporter: String,
    pub reason: String,
    pub text: String,
    /// The reported player's name, and whether the account is closed now.
    pub player: Option<(String, bool)>,
    pub game: Option<ReportedGame>,
}

/// The game a report names.
#[derive(Clone, Debug, PartialEq)]
pub struct ReportedGame {
    pub id: String,
    pub game: String,
    pub running: bool,
    pub rated: bool,
    /// Each seat's player as stored: `human` or an agent spec.
    pub players: Vec<String>,
    /// Each seat's account name, where one holds it.
    pub holders: Vec<Option<String>>,
}

pub(super) async fn file(
    pool: &AnyPool,
    r: &NewReport<'_>,
    limits: &ReportLimits,
) -> Result<Result<String, TooMany>, StoreError> {
    let mut tx = pool.begin().await?;
    let open =
        sqlx::query("SELECT COUNT(*) AS n FROM reports WHERE reporter_id = $1 AND status = 'open'")
            .bind(r.reporter_id)
            .fetch_one(&mut *tx)
            .await?
            .try_get::<i64, _>("n")?;
    if open.max(0) as u64 >= limits.open {
        return Ok(Err(TooMany::Open(limits.open)));
    }
    let since = r.now_ms.saturating_sub(HOUR_MS);
    let recent = sqlx::query(
        "SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM reports \
         WHERE reporter_id = $1 AND created_at > $2",
    )
    .bind(r.reporter_id)
    .bind(ms(since))
    .fetch_one(&mut *tx)
    .await?;
    if recent.try_get::<i64, _>("n")?.max(0) as u64 >= limits.per_hour {
        let oldest = recent
            .try_get::<Option<i64>, _>("oldest")?
            .map_or(r.now_ms, from_ms);
        return Ok(Err(TooMany::Recent {
            retry_after_ms: (oldest + HOUR_MS).saturating_sub(r.now_ms),
        }));
    }
    let id = crate::tokens::new_id();
    sqlx::query(
        "INSERT INTO reports (id, reporter_id, player_id, game_id, reason, body, status, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6, 'open', $7)",
    )
    .bind(&id)
    .bind(r.reporter_id)
    .bind(r.player_id)
    .bind(r.game_id)
    .bind(r.reason)
    .bind(r.text)
    .bind(ms(r.now_ms))
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Ok(id))
}

pub(super) async fn open(pool: &AnyPool, limit: usize) -> Result<Vec<ReportRow>, StoreError> {
    let rows = sqlx::query(
        "SELECT r.id, r.created_at, r.reason, r.body, rep.name AS reporter, \
         p.name AS player, p.closed_at AS player_closed, r.game_id, g.game, g.status, \
         g.players, g.rated \
         FROM reports r JOIN accounts rep ON rep.id = r.reporter_id \
         LEFT JOIN accounts p ON p.id = r.player_id \
         LEFT JOIN games g ON g.id = r.game_id \
         WHERE r.status = 'open' ORDER BY r.created_at, r.id LIMIT $1",
    )
    .bind(limit.min(i64::MAX as usize) as i64)
    .fetch_all(pool)
    .await?;
    let mut reports = Vec::with_capacity(rows.len());
    for row in &rows {
        let game = match row.try_get::<Option<String>, _>("game_id")? {
            Some(id) => Some(reported_game(pool, id, row).await?),
            None => None,
        };
        let player = match row.try_get::<Option<String>, _>("player")? {
            Some(name) => Some((
                name,
                row.try_get::<Option<i64>, _>("player_closed")?.is_some(),
            )),
            None => None,
        };
        reports.push(ReportRow {
            id: row.try_get("id")?,
            created_ms: from_ms(row.try_get("created_at")?),
            reporter: row.try_get("reporter")?,
            reason: row.try_get("reason")?,
            text: row.try_get("body")?,
            player,
            game,
        });
    }
    Ok(reports)
}

/// The game of a report's row, with its seats' account names.
async fn reported_game(
    pool: &AnyPool,
    id: String,
    row: &AnyRow,
) -> Result<ReportedGame, StoreError> {
    let players = players_of(&id, row)?;
    let mut holders = vec![None; players.len()];
    for seat in sqlx::query(
        "SELECT s.seat, a.name FROM seats s JOIN accounts a ON a.id = s.account_id \
         WHERE s.game_id = $1",
    )
    .bind(&id)
    .fetch_all(pool)
    .await?
    {
        let s = seat.try_get::<i64, _>("seat")?.max(0) as usize;
        if let Some(h) = holders.get_mut(s) {
            *h = Some(seat.try_get("name")?);
        }
    }
    Ok(ReportedGame {
        game: row.try_get("game")?,
        running: row.try_get::<String, _>("status")? == "running",
        rated: row.try_get::<i64, _>("rated")? != 0,
        players,
        holders,
        id,
    })
}

pub(super) async fn done(
    pool: &AnyPool,
    id: &str,
    acting: &Acting<'_>,
) -> Result<Outcome<()>, StoreError> {
    let mut tx = pool.begin().await?;
    let Some(row) = sqlx::query("SELECT status, reason FROM reports WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
    else {
        return Ok(Outcome::Unknown);
    };
    let reason: String = row.try_get("reason")?;
    let marked = sqlx::query(
        "UPDATE reports SET status = 'done', done_at = $2 WHERE id = $1 AND status = 'open'",
    )
    .bind(id)
    .bind(ms(acting.now_ms))
    .execute(&mut *tx)
    .await?;
    if marked.rows_affected() != 1 {
        return Ok(Outcome::Already);
    }
    write_audit(
        &mut *tx,
        &NewAudit {
            acting,
            action: AuditAction::ReportDone,
            target_kind: "report",
            target: id,
            detail: &reason,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(Outcome::Done(()))
}

pub(super) async fn game_exists(pool: &AnyPool, id: &str) -> Result<bool, StoreError> {
    Ok(sqlx::query("SELECT 1 AS one FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await?
        .is_some())
}
