//! A tournament's chat in the database: one number at a time per tournament (the
//! tournament's row is locked while a message is numbered), on every instance.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::store::locked;
use crate::store::rows::to_i64;
use crate::store::{SqlStore, StoreError};

/// The most messages one tournament's chat keeps.
pub const MAX_TOURNAMENT_CHAT: u64 = 5_000;

/// One stored message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TourChat {
    pub number: u64,
    pub account_id: String,
    pub name: String,
    pub text: String,
    pub at_ms: u64,
}

/// What posting did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Posted {
    Stored(u64),
    /// The chat holds [`MAX_TOURNAMENT_CHAT`] messages: nothing stored.
    Full,
    Gone,
}

impl SqlStore {
    /// Store `text` by `account` (named `name`) in tournament `id`'s chat.
    pub async fn post_tournament_chat(
        &self,
        id: &str,
        account: &str,
        name: &str,
        text: &str,
        now_ms: u64,
    ) -> Result<Posted, StoreError> {
        let mut tx = self.pool.begin().await?;
        if locked(&mut tx, id).await?.is_none() {
            return Ok(Posted::Gone);
        }
        let row = sqlx::query(
            "SELECT COALESCE(MAX(number), 0) AS last, COUNT(*) AS n FROM tournament_chat \
             WHERE tournament_id = $1",
        )
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
        let last = row.try_get::<i64, _>("last")?.max(0) as u64;
        if row.try_get::<i64, _>("n")?.max(0) as u64 >= MAX_TOURNAMENT_CHAT {
            return Ok(Posted::Full);
        }
        sqlx::query(
            "INSERT INTO tournament_chat (tournament_id, number, account_id, name, body, \
             created_ms) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(to_i64(last as usize + 1))
        .bind(account)
        .bind(name)
        .bind(text)
        .bind(now_ms as i64)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Posted::Stored(last + 1))
    }

    /// The latest `limit` messages of tournament `id`, oldest first.
    pub async fn tournament_chat(
        &self,
        id: &str,
        limit: usize,
    ) -> Result<Vec<TourChat>, StoreError> {
        let rows = sqlx::query(
            "SELECT number, account_id, name, body, created_ms FROM tournament_chat \
             WHERE tournament_id = $1 ORDER BY number DESC LIMIT $2",
        )
        .bind(id)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut all = rows.iter().map(message_of).collect::<Result<Vec<_>, _>>()?;
        all.reverse();
        Ok(all)
    }
}

fn message_of(r: &AnyRow) -> Result<TourChat, StoreError> {
    Ok(TourChat {
        number: r.try_get::<i64, _>("number")?.max(0) as u64,
        account_id: r.try_get("account_id")?,
        name: r.try_get("name")?,
        text: r.try_get("body")?,
        at_ms: r.try_get::<i64, _>("created_ms")?.max(0) as u64,
    })
}
