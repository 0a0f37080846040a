//! Blocks in the database: who will not play whom. Either direction keeps two
//! accounts apart; every check reads the table at the moment of pairing or joining,
//! so a block holds on every instance at once.

use std::collections::HashSet;

use sqlx::{AnyConnection, Row};

use crate::store::rows::to_i64;
use crate::store::{SqlStore, StoreError};

/// A block as its owner's list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockRow {
    /// The blocked account's name.
    pub name: String,
    pub since_ms: u64,
}

/// What blocking did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocking {
    Added,
    /// It was blocked already: nothing changed.
    Already,
    /// The blocker has as many blocks as allowed: nothing changed.
    Full,
}

impl SqlStore {
    /// `blocker` blocks `blocked`, unless it has `max` blocks already.
    pub async fn block(
        &self,
        blocker: &str,
        blocked: &str,
        now_ms: u64,
        max: usize,
    ) -> Result<Blocking, StoreError> {
        let exists = sqlx::query("SELECT 1 AS one FROM blocks WHERE blocker = $1 AND blocked = $2")
            .bind(blocker)
            .bind(blocked)
            .fetch_optional(&self.pool)
            .await?;
        if exists.is_some() {
            return Ok(Blocking::Already);
        }
        // The count and the insert are one statement: the limit holds however many
        // requests arrive at once on one database connection.
        let done = sqlx::query(
            "INSERT INTO blocks (blocker, blocked, created_ms) \
             SELECT $1, $2, $3 WHERE (SELECT COUNT(*) FROM blocks WHERE blocker = $1) < $4 \
             ON CONFLICT (blocker, blocked) DO NOTHING",
        )
        .bind(blocker)
        .bind(blocked)
        .bind(now_ms as i64)
        .bind(to_i64(max))
        .execute(&self.pool)
        .await?;
        if done.rows_affected() == 1 {
            return Ok(Blocking::Added);
        }
        let exists = sqlx::query("SELECT 1 AS one FROM blocks WHERE blocker = $1 AND blocked = $2")
            .bind(blocker)
            .bind(blocked)
            .fetch_optional(&self.pool)
            .await?;
        Ok(if exists.is_some() {
            Blocking::Already
        } else {
            Blocking::Full
        })
    }

    /// Whether there was such a block.
    pub async fn unblock(&self, blocker: &str, blocked: &str) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM blocks WHERE blocker = $1 AND blocked = $2")
            .bind(blocker)
            .bind(blocked)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The accounts `blocker` blocks, by name.
    pub async fn blocks_of(&self, blocker: &str) -> Result<Vec<BlockRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT a.name, b.created_ms FROM blocks b JOIN accounts a ON a.id = b.blocked \
             WHERE b.blocker = $1 ORDER BY a.name_key",
        )
        .bind(blocker)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(BlockRow {
                    name: r.try_get("name")?,
                    since_ms: r.try_get::<i64, _>("created_ms")?.max(0) as u64,
                })
            })
            .collect()
    }

    /// Whether `account` and an account holding a seat of game `game` block each
    /// other (either way).
    pub async fn blocked_in_game(&self, game: &str, account: &str) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT 1 AS one FROM seats s JOIN blocks b ON \
             (b.blocker = s.account_id AND b.blocked = $2) \
             OR (b.blocked = s.account_id AND b.blocker = $2) \
             WHERE s.game_id = $1 LIMIT 1",
        )
        .bind(game)
        .bind(account)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.is_some())
    }

    /// The accounts `account` blocks or is blocked by: those it may never play.
    pub async fn kept_apart(&self, account: &str) -> Result<HashSet<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT blocked AS other FROM blocks WHERE blocker = $1 \
             UNION SELECT blocker AS other FROM blocks WHERE blocked = $1",
        )
        .bind(account)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| r.try_get::<String, _>("other").map_err(StoreError::from))
            .collect()
    }
}

/// The pairs of `accounts` that block each other (either way), each as (lower id,
/// higher id), read in the pairing's transaction.
pub(crate) async fn blocks_among(
    conn: &mut AnyConnection,
    accounts: &[&str],
) -> Result<HashSet<(String, String)>, StoreError> {
    let mut pairs = HashSet::new();
    if accounts.len() < 2 {
        return Ok(pairs);
    }
    let list = (1..=accounts.len())
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let sql = format!(
        "SELECT blocker, blocked FROM blocks WHERE blocker IN ({list}) AND blocked IN ({list})"
    );
    let mut query = sqlx::query(&sql);
    for a in accounts {
        query = query.bind(*a);
    }
    for r in query.fetch_all(&mut *conn).await? {
        let a: String = r.try_get("blocker")?;
        let b: String = r.try_get("blocked")?;
        pairs.insert(if a < b { (a, b) } else { (b, a) });
    }
    Ok(pairs)
}
