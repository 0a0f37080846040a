//! Accounts and their sessions in the database. A session is stored only as the SHA-256 of its
//! cookie's token; a password only as its Argon2id hash.

use sqlx::Row;

mod devices;
mod recovery;

pub(crate) use recovery::insert_reset_link;
pub use recovery::NewResetLink;

pub use crate::store::Account;
use crate::store::{SqlStore, StoreError};

/// A new account as stored.
#[derive(Clone, Debug)]
pub struct NewAccount<'a> {
    pub id: &'a str,
    pub name: &'a str,
    /// The name in lower case: names are unique ignoring case.
    pub name_key: &'a str,
    /// The password's Argon2id hash (PHC string).
    pub password_hash: &'a str,
    /// The Argon2id hash of its recovery code, if its player asked for one.
    pub recovery_hash: Option<&'a str>,
    pub now_ms: u64,
}

impl SqlStore {
    /// Store a new account, with its recovery code if it has one; false if its name
    /// is taken (ignoring case).
    pub async fn create_account(&self, a: &NewAccount<'_>) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "INSERT INTO accounts (id, name, name_key, password_hash, computer, created_at) \
             VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (name_key) DO NOTHING",
        )
        .bind(a.id)
        .bind(a.name)
        .bind(a.name_key)
        .bind(a.password_hash)
        .bind(ms(a.now_ms))
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            tx.rollback().await?;
            return Ok(false);
        }
        if let Some(code_hash) = a.recovery_hash {
            sqlx::query(
                "INSERT INTO recovery_codes (account_id, code_hash, created_at) \
                 VALUES ($1, $2, $3)",
            )
            .bind(a.id)
            .bind(code_hash)
            .bind(ms(a.now_ms))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// The account named `name_key` (lower case) and its password hash (none for a
    /// computer level).
    pub async fn credentials(
        &self,
        name_key: &str,
    ) -> Result<Option<(Account, Option<String>)>, StoreError> {
        let row = sqlx::query("SELECT id, name, password_hash FROM accounts WHERE name_key = $1")
            .bind(name_key)
            .fetch_optional(&self.pool)
            .await?;
        row.map(|r| {
            let account = Account {
                id: r.try_get("id")?,
                name: r.try_get("name")?,
            };
            Ok((account, r.try_get("password_hash")?))
        })
        .transpose()
    }

    /// The password hash of account `id`.
    pub async fn password_hash(&self, id: &str) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT password_hash FROM accounts WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => r.try_get("password_hash")?,
            None => None,
        })
    }

    /// Start a session for `account_id`, known by the hash of its token.
    pub async fn start_session(
        &self,
        token_hash: &str,
        account_id: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO sessions (token_hash, account_id, created_at) VALUES ($1, $2, $3)",
        )
        .bind(token_hash)
        .bind(account_id)
        .bind(ms(now_ms))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The account of the session with this token hash, if it started at
    /// `not_before_ms` or later and the account is not closed.
    pub async fn session_account(
        &self,
        token_hash: &str,
        not_before_ms: u64,
    ) -> Result<Option<Account>, StoreError> {
        let row = sqlx::query(
            "SELECT a.id, a.name FROM sessions s JOIN accounts a ON a.id = s.account_id \
             WHERE s.token_hash = $1 AND s.created_at >= $2 AND a.closed_at IS NULL",
        )
        .bind(token_hash)
        .bind(ms(not_before_ms))
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            Ok(Account {
                id: r.try_get("id")?,
                name: r.try_get("name")?,
            })
        })
        .transpose()
    }

    /// End one session.
    pub async fn end_session(&self, token_hash: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
            .bind(token_hash)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// End every session that started before `before_ms` (they have expired).
    pub async fn end_sessions_before(&self, before_ms: u64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM sessions WHERE created_at < $1")
            .bind(ms(before_ms))
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Set a new password hash, end every session of the account and drop its unused
    /// reset links, and start a session with `token_hash`: all at once.
    pub async fn change_password(
        &self,
        account_id: &str,
        password_hash: &str,
        token_hash: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        recovery::set_password(&mut tx, account_id, password_hash).await?;
        sqlx::query(
            "INSERT INTO sessions (token_hash, account_id, created_at) VALUES ($1, $2, $3)",
        )
        .bind(token_hash)
        .bind(account_id)
        .bind(ms(now_ms))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(())
    }
}

/// A time as stored.
fn ms(ms: u64) -> i64 {
    ms.min(i64::MAX as u64) as i64
}
