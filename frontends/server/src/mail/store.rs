//! Accounts' e-mail addresses, when the site sends mail: one per account, verified
//! by a link mailed to it, and then the way a forgotten password is reset. Every
//! step that sends mail is one conditional write, so that two racing requests (on one
//! instance or several) send one mail, and no one can have the site mail an account
//! more often than [`NewCheck::gap_ms`] allows.

use sqlx::Row;

use crate::accounts::store::insert_reset_link;
use crate::store::{SqlStore, StoreError};

/// An account's address as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmailRow {
    pub address: String,
    pub verified: bool,
}

/// A new address for an account, with the token hash of the link that verifies it.
#[derive(Clone, Debug)]
pub struct NewCheck<'a> {
    pub account_id: &'a str,
    pub address: &'a str,
    pub check_hash: &'a str,
    pub now_ms: u64,
    pub expires_ms: u64,
    /// Nothing is stored (and no mail goes) if a verification mail went to the
    /// account less than this long before `now_ms`.
    pub gap_ms: u64,
}

/// A reset link to mail to an account's verified address.
#[derive(Clone, Debug)]
pub struct MailedReset<'a> {
    /// The account's name key (lower case).
    pub name_key: &'a str,
    pub token_hash: &'a str,
    pub now_ms: u64,
    pub expires_ms: u64,
    /// Nothing is stored (and no mail goes) if a reset mail went to the account
    /// less than this long before `now_ms`.
    pub gap_ms: u64,
}

/// An account and the address mail is to go to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailTo {
    pub name: String,
    pub address: String,
    /// The language the account set, if the caller asked for it (`None`: none set).
    pub lang: Option<String>,
}

impl SqlStore {
    /// The address of account `account_id`, if it has one.
    pub async fn email_of(&self, account_id: &str) -> Result<Option<EmailRow>, StoreError> {
        let row =
            sqlx::query("SELECT address, verified_at FROM account_emails WHERE account_id = $1")
                .bind(account_id)
                .fetch_optional(&self.pool)
                .await?;
        row.map(|r| {
            Ok(EmailRow {
                address: r.try_get("address")?,
                verified: r.try_get::<Option<i64>, _>("verified_at")?.is_some(),
            })
        })
        .transpose()
    }

    /// Give the account a new, unverified address and the check that verifies it, in
    /// place of any it had; false (nothing changed) if a verification mail went to
    /// the account too recently.
    pub async fn set_email(&self, check: &NewCheck<'_>) -> Result<bool, StoreError> {
        let set = sqlx::query(
            "INSERT INTO account_emails \
             (account_id, address, verified_at, check_hash, check_expires, checked_at) \
             VALUES ($1, $2, NULL, $3, $4, $5) \
             ON CONFLICT (account_id) DO UPDATE SET address = $2, verified_at = NULL, \
             check_hash = $3, check_expires = $4, checked_at = $5 \
             WHERE account_emails.checked_at <= $6",
        )
        .bind(check.account_id)
        .bind(check.address)
        .bind(check.check_hash)
        .bind(ms(check.expires_ms))
        .bind(ms(check.now_ms))
        .bind(ms(check.now_ms.saturating_sub(check.gap_ms)))
        .execute(&self.pool)
        .await?;
        Ok(set.rows_affected() == 1)
    }

    /// Verify the address whose check has this token hash, if it is unused and
    /// unexpired at `now_ms`; the check is used up.
    pub async fn verify_email(
        &self,
        check_hash: &str,
        now_ms: u64,
    ) -> Result<Option<MailTo>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let row = sqlx::query(
            "SELECT a.name, e.address FROM account_emails e \
             JOIN accounts a ON a.id = e.account_id \
             WHERE e.check_hash = $1 AND e.check_expires > $2",
        )
        .bind(check_hash)
        .bind(ms(now_ms))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            tx.rollback().await?;
            return Ok(None);
        };
        // The step two racing requests cannot both pass.
        let used = sqlx::query(
            "UPDATE account_emails SET verified_at = $2, check_hash = NULL, check_expires = NULL \
             WHERE check_hash = $1",
        )
        .bind(check_hash)
        .bind(ms(now_ms))
        .execute(&mut *tx)
        .await?;
        if used.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(None);
        }
        tx.commit().await?;
        Ok(Some(MailTo {
            name: row.try_get("name")?,
            address: row.try_get("address")?,
            lang: None,
        }))
    }

    /// Drop the account's address; false if it had none.
    pub async fn drop_email(&self, account_id: &str) -> Result<bool, StoreError> {
        let dropped = sqlx::query("DELETE FROM account_emails WHERE account_id = $1")
            .bind(account_id)
            .execute(&self.pool)
            .await?;
        Ok(dropped.rows_affected() == 1)
    }

    /// Store a reset link for the account, if it is open, has a verified address and
    /// got no reset mail too recently; gives where to mail it. `None`: nothing changed.
    pub async fn mail_reset_link(
        &self,
        reset: &MailedReset<'_>,
    ) -> Result<Option<MailTo>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let row = sqlx::query(
            "SELECT a.id, a.name, a.lang, e.address FROM accounts a \
             JOIN account_emails e ON e.account_id = a.id \
             WHERE a.name_key = $1 AND a.closed_at IS NULL AND a.computer = 0 \
             AND e.verified_at IS NOT NULL",
        )
        .bind(reset.name_key)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(row) = row else {
            tx.rollback().await?;
            return Ok(None);
        };
        let account_id: String = row.try_get("id")?;
        let mailed = sqlx::query(
            "UPDATE account_emails SET reset_at = $2 \
             WHERE account_id = $1 AND reset_at <= $3 AND verified_at IS NOT NULL",
        )
        .bind(&account_id)
        .bind(ms(reset.now_ms))
        .bind(ms(reset.now_ms.saturating_sub(reset.gap_ms)))
        .execute(&mut *tx)
        .await?;
        if mailed.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(None);
        }
        insert_reset_link(
            &mut tx,
            &account_id,
            reset.token_hash,
            reset.now_ms,
            reset.expires_ms,
        )
        .await?;
        tx.commit().await?;
        Ok(Some(MailTo {
            name: row.try_get("name")?,
            address: row.try_get("address")?,
            lang: row.try_get("lang")?,
        }))
    }
}

/// A time as stored.
fn ms(ms: u64) -> i64 {
    ms.min(i64::MAX as u64) as i64
}
