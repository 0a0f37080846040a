//! The audit log: who acted ([`Actor`], [`Acting`]), and one row per moderator action, written by [`write_audit`] in the
//! transaction of the action itself, so that no action is done unlogged and no log
//! entry names an action that was not done.

use sqlx::{AnyPool, Row};

use super::account::Account;
use super::error::StoreError;

/// Who did a moderator action: a signed-in account, or the command line (`cubist
/// admin`), written `cli` in the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Actor {
    Account(Account),
    Cli,
}

impl Actor {
    /// The name written in the log.
    pub fn name(&self) -> &str {
        match self {
            Actor::Account(a) => &a.name,
            Actor::Cli => "cli",
        }
    }

    pub(crate) fn id(&self) -> Option<&str> {
        match self {
            Actor::Account(a) => Some(&a.id),
            Actor::Cli => None,
        }
    }
}

/// A moderator action: by whom, why, and when (ms since the epoch).
#[derive(Clone, Debug)]
pub struct Acting<'a> {
    pub actor: &'a Actor,
    pub why: &'a str,
    pub now_ms: u64,
}

/// What was done. New tools add their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AuditAction {
    Grant,
    Revoke,
    Close,
    Reopen,
    ReportDone,
    Void,
    ResetLink,
}

impl AuditAction {
    /// As stored and shown.
    pub fn word(self) -> &'static str {
        match self {
            AuditAction::Grant => "grant",
            AuditAction::Revoke => "revoke",
            AuditAction::Close => "close",
            AuditAction::Reopen => "reopen",
            AuditAction::ReportDone => "report_done",
            AuditAction::Void => "void",
            AuditAction::ResetLink => "reset_link",
        }
    }
}

/// An entry to write.
#[derive(Clone, Debug)]
pub struct NewAudit<'a> {
    pub acting: &'a Acting<'a>,
    pub action: AuditAction,
    /// What the action was on: `account`, `report`, `game`.
    pub target_kind: &'a str,
    /// Its name or id.
    pub target: &'a str,
    /// What else the action did or set, in words (may be empty).
    pub detail: &'a str,
}

/// Where a page of the log begins: after the entry `id` of the moment `at_ms`, or
/// without an id after every entry of that moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogPlace {
    pub at_ms: u64,
    pub id: Option<String>,
}

/// An entry as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditRow {
    /// The entry's own id: with `at_ms`, where a page of the log ends.
    pub id: String,
    pub at_ms: u64,
    /// The moderator's account name, or `cli`.
    pub actor_name: String,
    /// Done from the command line.
    pub cli: bool,
    pub action: String,
    pub target_kind: String,
    pub target: String,
    pub detail: String,
    pub why: String,
}

/// Write one entry of the log, in the caller's transaction (or alone, given the pool).
pub async fn write_audit<'e>(
    db: impl sqlx::Executor<'e, Database = sqlx::Any>,
    entry: &NewAudit<'_>,
) -> Result<(), StoreError> {
    let actor = entry.acting.actor;
    sqlx::query(
        "INSERT INTO audit_log (id, at_ms, actor_id, actor_name, action, target_kind, target, \
         detail, why) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(crate::tokens::new_id())
    .bind(ms(entry.acting.now_ms))
    .bind(actor.id())
    .bind(actor.name())
    .bind(entry.action.word())
    .bind(entry.target_kind)
    .bind(entry.target)
    .bind(entry.detail)
    .bind(entry.acting.why)
    .execute(db)
    .await?;
    Ok(())
}

/// The log, newest first (entries of one moment in the order of their ids): up to
/// `limit` entries after `from` in that order, or from the newest.
pub(crate) async fn read(
    pool: &AnyPool,
    from: Option<&LogPlace>,
    limit: usize,
) -> Result<Vec<AuditRow>, StoreError> {
    // With no id, every entry of the moment `at_ms` is after the place. Ids are
    // lowercase letters and digits, all below '~'.
    let (at_ms, id) = match from {
        Some(p) => (p.at_ms, p.id.as_deref().unwrap_or("~")),
        None => (u64::MAX, "~"),
    };
    let rows = sqlx::query(
        "SELECT id, at_ms, actor_id, actor_name, action, target_kind, target, detail, why \
         FROM audit_log WHERE at_ms < $1 OR (at_ms = $1 AND id > $2) \
         ORDER BY at_ms DESC, id LIMIT $3",
    )
    .bind(ms(at_ms))
    .bind(id)
    .bind(limit.min(i64::MAX as usize) as i64)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(AuditRow {
                id: r.try_get("id")?,
                at_ms: from_ms(r.try_get("at_ms")?),
                cli: r.try_get::<Option<String>, _>("actor_id")?.is_none(),
                actor_name: r.try_get("actor_name")?,
                action: r.try_get("action")?,
                target_kind: r.try_get("target_kind")?,
                target: r.try_get("target")?,
                detail: r.try_get("detail")?,
                why: r.try_get("why")?,
            })
        })
        .collect()
}

/// A time to store.
fn ms(ms: u64) -> i64 {
    ms.min(i64::MAX as u64) as i64
}

/// A stored time.
fn from_ms(ms: i64) -> u64 {
    ms.max(0) as u64
}
