//! The accounts an operator lists (`cubist admin accounts`), and the sign-in
//! addresses it counts: only a hash of each address, with the last time it was used,
//! kept [`ADDRESSES_KEPT_MS`].

use sqlx::{AnyPool, Row};

use super::{from_ms, ms, Role};
use crate::store::StoreError;

/// How long a sign-in address (its hash) is kept after its last use: 90 days.
pub const ADDRESSES_KEPT_MS: u64 = 90 * 24 * 3_600_000;

/// An account as listed for an operator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccountSummary {
    pub name: String,
    pub created_ms: u64,
    pub role: Option<Role>,
    /// When it was closed, if it is.
    pub closed_ms: Option<u64>,
    /// Distinct addresses it signed in from in the last 90 days.
    pub addresses: u64,
}

pub(super) async fn note_sign_in(
    pool: &AnyPool,
    id: &str,
    address_hash: &str,
    now_ms: u64,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO sign_in_addresses (account_id, address_hash, last_ms) VALUES ($1, $2, $3) \
         ON CONFLICT (account_id, address_hash) DO UPDATE SET last_ms = excluded.last_ms",
    )
    .bind(id)
    .bind(address_hash)
    .bind(ms(now_ms))
    .execute(pool)
    .await?;
    sqlx::query("DELETE FROM sign_in_addresses WHERE last_ms < $1")
        .bind(ms(now_ms.saturating_sub(ADDRESSES_KEPT_MS)))
        .execute(pool)
        .await?;
    Ok(())
}

pub(super) async fn accounts(
    pool: &AnyPool,
    prefix: &str,
    since_ms: u64,
    limit: usize,
) -> Result<Vec<AccountSummary>, StoreError> {
    let prefix = prefix.to_ascii_lowercase();
    let rows = sqlx::query(
        "SELECT a.name, a.created_at, a.role, a.closed_at, \
         (SELECT COUNT(*) FROM sign_in_addresses x WHERE x.account_id = a.id) AS addresses \
         FROM accounts a \
         WHERE a.computer = 0 AND substr(a.name_key, 1, $2) = $1 AND a.created_at >= $3 \
         ORDER BY a.created_at, a.name_key LIMIT $4",
    )
    .bind(&prefix)
    .bind(prefix.chars().count().min(i32::MAX as usize) as i32)
    .bind(ms(since_ms))
    .bind(limit.min(i64::MAX as usize) as i64)
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(AccountSummary {
                name: r.try_get("name")?,
                created_ms: from_ms(r.try_get("created_at")?),
                role: r
                    .try_get::<Option<String>, _>("role")?
                    .as_deref()
                    .and_then(Role::from_word),
                closed_ms: r.try_get::<Option<i64>, _>("closed_at")?.map(from_ms),
                addresses: r.try_get::<i64, _>("addresses")?.max(0) as u64,
            })
        })
        .collect()
}
