//! Getting back into an account without e-mail: reset links, stored only as the
//! SHA-256 of their token, and recovery codes, stored only as their Argon2id hash.
//! Using either is one transaction whose first step is conditional (a link not yet
//! used, a code still there), so that two requests racing with one secret, on one
//! instance or several, set a password once.

use sqlx::Row;

use crate::store::audit::{write_audit, Acting, AuditAction, NewAudit};
use crate::store::{Account, SqlStore, StoreError};

/// A new reset link as stored.
#[derive(Clone, Debug)]
pub struct NewResetLink<'a> {
    pub account_id: &'a str,
    /// The account's name, for the audit log.
    pub account_name: &'a str,
    /// Who made it and why, written in the audit log with the link (its time is the
    /// link's `now_ms`).
    pub made_by: &'a Acting<'a>,
    /// The SHA-256 of its token.
    pub token_hash: &'a str,
    pub now_ms: u64,
    pub expires_ms: u64,
}

/// A day, in ms: how long an expired link is kept before it is dropped.
const DAY_MS: u64 = 24 * 3600 * 1000;

impl SqlStore {
    /// Store a reset link; the account's earlier links not yet used are dropped, and
    /// so is every link that expired a day ago or more.
    pub async fn replace_reset_link(&self, link: &NewResetLink<'_>) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        insert_reset_link(
            &mut tx,
            link.account_id,
            link.token_hash,
            link.now_ms,
            link.expires_ms,
        )
        .await?;
        let entry = NewAudit {
            acting: link.made_by,
            action: AuditAction::ResetLink,
            target_kind: "account",
            target: link.account_name,
            detail: "",
        };
        write_audit(&mut *tx, &entry).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Whether a link with this token hash exists, unused and unexpired at `now_ms`.
    pub async fn reset_link_open(&self, token_hash: &str, now_ms: u64) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT account_id FROM reset_links \
             WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2",
        )
        .bind(token_hash)
        .bind(ms(now_ms))
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// Use the link: if it is still unused and unexpired at `now_ms`, mark it used,
    /// set the account's password hash and end every session of the account, all at
    /// once; gives the account. `None`: nothing was changed.
    pub async fn use_reset_link(
        &self,
        token_hash: &str,
        password_hash: &str,
        now_ms: u64,
    ) -> Result<Option<Account>, StoreError> {
        let mut tx = self.pool.begin().await?;
        // The one step two racing requests cannot both pass: the second waits for the
        // first's row lock, then finds the link used.
        let used = sqlx::query(
            "UPDATE reset_links SET used_at = $2 \
             WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2",
        )
        .bind(token_hash)
        .bind(ms(now_ms))
        .execute(&mut *tx)
        .await?;
        if used.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(None);
        }
        let row = sqlx::query(
            "SELECT a.id, a.name FROM reset_links l JOIN accounts a ON a.id = l.account_id \
             WHERE l.token_hash = $1",
        )
        .bind(token_hash)
        .fetch_one(&mut *tx)
        .await?;
        let account = account(&row)?;
        set_password(&mut tx, &account.id, password_hash).await?;
        tx.commit().await?;
        Ok(Some(account))
    }

    /// Give account `account_id` a recovery code (its hash), replacing any it had.
    pub async fn set_recovery_code(
        &self,
        account_id: &str,
        code_hash: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO recovery_codes (account_id, code_hash, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (account_id) DO UPDATE SET code_hash = $2, created_at = $3",
        )
        .bind(account_id)
        .bind(code_hash)
        .bind(ms(now_ms))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The account named `name_key` (lower case) and its recovery code's hash, if it
    /// has one.
    pub async fn recovery_code(
        &self,
        name_key: &str,
    ) -> Result<Option<(Account, String)>, StoreError> {
        let row = sqlx::query(
            "SELECT a.id, a.name, r.code_hash FROM accounts a \
             JOIN recovery_codes r ON r.account_id = a.id WHERE a.name_key = $1",
        )
        .bind(name_key)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| Ok((account(&r)?, r.try_get("code_hash")?)))
            .transpose()
    }

    /// Whether account `account_id` has a recovery code.
    pub async fn has_recovery_code(&self, account_id: &str) -> Result<bool, StoreError> {
        let row = sqlx::query("SELECT account_id FROM recovery_codes WHERE account_id = $1")
            .bind(account_id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// Use the code: if the account's code hash is still `code_hash`, drop it, set the
    /// password hash and end every session of the account, all at once; false (and
    /// nothing changed) if another request used it first.
    pub async fn use_recovery_code(
        &self,
        account_id: &str,
        code_hash: &str,
        password_hash: &str,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let used =
            sqlx::query("DELETE FROM recovery_codes WHERE account_id = $1 AND code_hash = $2")
                .bind(account_id)
                .bind(code_hash)
                .execute(&mut *tx)
                .await?;
        if used.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        set_password(&mut tx, account_id, password_hash).await?;
        tx.commit().await?;
        Ok(true)
    }
}

/// Store a reset link in `tx`: the account's earlier links not yet used are dropped,
/// and so is every link that expired a day ago or more.
pub(crate) async fn insert_reset_link(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    account_id: &str,
    token_hash: &str,
    now_ms: u64,
    expires_ms: u64,
) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM reset_links WHERE account_id = $1 AND used_at IS NULL")
        .bind(account_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM reset_links WHERE expires_at < $1")
        .bind(ms(now_ms.saturating_sub(DAY_MS)))
        .execute(&mut **tx)
        .await?;
    sqlx::query(
        "INSERT INTO reset_links (token_hash, account_id, created_at, expires_at) \
         VALUES ($1, $2, $3, $4)",
    )
    .bind(token_hash)
    .bind(account_id)
    .bind(ms(now_ms))
    .bind(ms(expires_ms))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Set an account's password hash, end every session of it (signed out everywhere)
/// and drop its reset links not yet used (a link sent before the change must not
/// undo it), in `tx`.
pub(super) async fn set_password(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    account_id: &str,
    password_hash: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE accounts SET password_hash = $2 WHERE id = $1")
        .bind(account_id)
        .bind(password_hash)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM sessions WHERE account_id = $1")
        .bind(account_id)
        .execute(&mut **tx)
        .await?;
    sqlx::query("DELETE FROM reset_links WHERE account_id = $1 AND used_at IS NULL")
        .bind(account_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

fn account(row: &sqlx::any::AnyRow) -> Result<Account, StoreError> {
    Ok(Account {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
    })
}

/// A time as stored.
fn ms(ms: u64) -> i64 {
    ms.min(i64::MAX as u64) as i64
}
