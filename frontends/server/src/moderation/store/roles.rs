//! Granting and revoking roles (from the command line only).

use sqlx::{AnyPool, Row};

use super::{Acting, Outcome, Role};
use crate::store::audit::{write_audit, AuditAction, NewAudit};
use crate::store::Account;
use crate::store::StoreError;
use crate::words::phrase;

pub(super) async fn role_of(pool: &AnyPool, id: &str) -> Result<Option<Role>, StoreError> {
    let row = sqlx::query("SELECT role FROM accounts WHERE id = $1 AND closed_at IS NULL")
        .bind(id)
        .fetch_optional(pool)
        .await?;
    Ok(match row {
        Some(r) => r
            .try_get::<Option<String>, _>("role")?
            .as_deref()
            .and_then(Role::from_word),
        None => None,
    })
}

pub(super) async fn set_role(
    pool: &AnyPool,
    name_key: &str,
    role: Option<Role>,
    acting: &Acting<'_>,
) -> Result<Outcome<Account>, StoreError> {
    let mut tx = pool.begin().await?;
    let Some(row) =
        sqlx::query("SELECT id, name, computer, role FROM accounts WHERE name_key = $1")
            .bind(name_key)
            .fetch_optional(&mut *tx)
            .await?
    else {
        return Ok(Outcome::Unknown);
    };
    let account = Account {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
    };
    if row.try_get::<i64, _>("computer")? != 0 {
        return Ok(Outcome::Refused(phrase!("refused-role-computer")));
    }
    let held = row
        .try_get::<Option<String>, _>("role")?
        .as_deref()
        .and_then(Role::from_word);
    if held == role {
        return Ok(Outcome::Already);
    }
    sqlx::query("UPDATE accounts SET role = $2 WHERE id = $1")
        .bind(&account.id)
        .bind(role.map(Role::word))
        .execute(&mut *tx)
        .await?;
    let (action, detail) = match (role, held) {
        (Some(new), Some(old)) => (AuditAction::Grant, format!("{new} (was {old})")),
        (Some(new), None) => (AuditAction::Grant, new.to_string()),
        (None, old) => (
            AuditAction::Revoke,
            old.map_or(String::new(), |r| r.to_string()),
        ),
    };
    write_audit(
        &mut *tx,
        &NewAudit {
            acting,
            action,
            target_kind: "account",
            target: &account.name,
            detail: &detail,
        },
    )
    .await?;
    tx.commit().await?;
    Ok(Outcome::Done(account))
}
