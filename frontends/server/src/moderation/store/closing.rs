//! Closing and reopening accounts. A closed account keeps its row, so its name stays
//! taken and its games keep their players; it has no session, no open seek, and
//! signs in no more. Its running games are resigned by the server (see
//! `hub/closing.rs`): `close_pending` says some may be left.

use sqlx::any::AnyRow;
use sqlx::{AnyPool, Row};

use super::{ms, Acting, Outcome, Role};
use crate::store::audit::{write_audit, AuditAction, NewAudit};
use crate::store::Account;
use crate::store::StoreError;
use crate::words::phrase;

/// An account just closed, and what ended with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClosedAccount {
    pub account: Account,
    pub sessions_ended: u64,
    pub seeks_cancelled: u64,
}

/// A seat an account holds in a running game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunningSeat {
    pub game_id: String,
    /// From 0.
    pub seat: usize,
}

/// The account row a moderator action looks at.
struct Target {
    account: Account,
    computer: bool,
    role: Option<Role>,
    closed: bool,
}

fn target_of(row: &AnyRow) -> Result<Target, StoreError> {
    Ok(Target {
        account: Account {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
        },
        computer: row.try_get::<i64, _>("computer")? != 0,
        role: row
            .try_get::<Option<String>, _>("role")?
            .as_deref()
            .and_then(Role::from_word),
        closed: row.try_get::<Option<i64>, _>("closed_at")?.is_some(),
    })
}

async fn find<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    name_key: &str,
) -> Result<Option<Target>, StoreError> {
    sqlx::query("SELECT id, name, computer, role, closed_at FROM accounts WHERE name_key = $1")
        .bind(name_key)
        .fetch_optional(db)
        .await?
        .as_ref()
        .map(target_of)
        .transpose()
}

pub(super) async fn close(
    pool: &AnyPool,
    name_key: &str,
    spare_staff: bool,
    acting: &Acting<'_>,
) -> Result<Outcome<ClosedAccount>, StoreError> {
    let mut tx = pool.begin().await?;
    let Some(t) = find(&mut *tx, name_key).await? else {
        return Ok(Outcome::Unknown);
    };
    if t.computer {
        return Ok(Outcome::Refused(phrase!("refused-close-computer")));
    }
    if t.closed {
        return Ok(Outcome::Already);
    }
    if let Some(role) = t.role.filter(|_| spare_staff) {
        return Ok(Outcome::Refused(phrase!(
            "refused-close-staff",
            name = t.account.name,
            role = role
        )));
    }
    let id = &t.account.id;
    // Only while still open: of two moderators closing at once, one does it.
    let closed = sqlx::query(
        "UPDATE accounts SET closed_at = $2, close_pending = 1 \
         WHERE id = $1 AND closed_at IS NULL",
    )
    .bind(id)
    .bind(ms(acting.now_ms))
    .execute(&mut *tx)
    .await?;
    if closed.rows_affected() != 1 {
        return Ok(Outcome::Already);
    }
    let sessions = sqlx::query("DELETE FROM sessions WHERE account_id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    let seeks = sqlx::query(
        "UPDATE seeks SET status = 'cancelled' WHERE account_id = $1 AND status = 'open'",
    )
    .bind(id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    let detail = format!("{sessions} session(s) ended, {seeks} seek(s) cancelled");
    write_audit(
        &mut *tx,
        &NewAudit {
            acting,
            action: AuditAction::Close,
            target_kind: "account",
            target: &t.account.name,
            detail: &detail,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(Outcome::Done(ClosedAccount {
        account: t.account,
        sessions_ended: sessions,
        seeks_cancelled: seeks,
    }))
}

pub(super) async fn reopen(
    pool: &AnyPool,
    name_key: &str,
    acting: &Acting<'_>,
) -> Result<Outcome<Account>, StoreError> {
    let mut tx = pool.begin().await?;
    let Some(t) = find(&mut *tx, name_key).await? else {
        return Ok(Outcome::Unknown);
    };
    let opened = sqlx::query(
        "UPDATE accounts SET closed_at = NULL, close_pending = 0 \
         WHERE id = $1 AND closed_at IS NOT NULL",
    )
    .bind(&t.account.id)
    .execute(&mut *tx)
    .await?;
    if opened.rows_affected() != 1 {
        return Ok(Outcome::Already);
    }
    write_audit(
        &mut *tx,
        &NewAudit {
            acting,
            action: AuditAction::Reopen,
            target_kind: "account",
            target: &t.account.name,
            detail: "",
        },
    )
    .await?;
    tx.commit().await?;
    Ok(Outcome::Done(t.account))
}

pub(super) async fn is_closed(pool: &AnyPool, id: &str) -> Result<bool, StoreError> {
    let row = sqlx::query("SELECT closed_at FROM accounts WHERE id = $1")
        .bind(id)
        .fetch_optional(pool)
        .await?;
    Ok(match row {
        Some(r) => r.try_get::<Option<i64>, _>("closed_at")?.is_some(),
        None => false,
    })
}

pub(super) async fn pending(pool: &AnyPool, limit: usize) -> Result<Vec<String>, StoreError> {
    let rows = sqlx::query(
        "SELECT id FROM accounts WHERE close_pending = 1 AND closed_at IS NOT NULL \
         ORDER BY closed_at LIMIT $1",
    )
    .bind(limit.min(i64::MAX as usize) as i64)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| r.try_get::<String, _>("id").map_err(StoreError::from))
        .collect()
}

pub(super) async fn running_seats_of(
    pool: &AnyPool,
    id: &str,
) -> Result<Vec<RunningSeat>, StoreError> {
    let rows = sqlx::query(
        "SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id \
         WHERE s.account_id = $1 AND g.status = 'running' ORDER BY s.game_id",
    )
    .bind(id)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(RunningSeat {
                game_id: r.try_get("game_id")?,
                seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
            })
        })
        .collect()
}

pub(super) async fn settled(pool: &AnyPool, id: &str) -> Result<(), StoreError> {
    sqlx::query("UPDATE accounts SET close_pending = 0 WHERE id = $1")
        .bind(id)
        .execute(pool)
        .await?;
    Ok(())
}
