//! How many seeks one seeker may keep open at once: a seeker who fills the lobby's
//! list with seeks nobody can accept hides the others'. An account counts its own
//! open seeks; an address counts those of everyone posting from it, guests and
//! accounts alike. A seek that pairs at once is never refused: it does not stay open.

use sqlx::Row;

use crate::store::StoreError;
use crate::words::phrase;

/// Open seeks one account may have, unless the server says otherwise.
pub const DEFAULT_OPEN_SEEKS_PER_ACCOUNT: usize = 3;
/// Open seeks the seekers of one address may have together, unless the server says
/// otherwise (several people may share an address).
pub const DEFAULT_OPEN_SEEKS_PER_ADDRESS: usize = 10;

/// The open seeks a seeker may have at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenSeekLimits {
    pub per_account: usize,
    pub per_address: usize,
}

impl Default for OpenSeekLimits {
    fn default() -> Self {
        OpenSeekLimits {
            per_account: DEFAULT_OPEN_SEEKS_PER_ACCOUNT,
            per_address: DEFAULT_OPEN_SEEKS_PER_ADDRESS,
        }
    }
}

/// Which limit a seek that would stay open meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Full {
    Account(usize),
    Address(usize),
}

impl Full {
    /// What the seeker is told.
    pub fn refusal(self) -> cubist_words::Phrase {
        match self {
            Full::Account(n) => phrase!("seeks-full-account"; n = n as u32),
            Full::Address(n) => phrase!("seeks-full-address"; n = n as u32),
        }
    }
}

/// The seeker of a new seek already has as many open seeks as `limits` allow (open
/// ones polled since `stale_before_ms`; the rest have expired).
pub(super) async fn full(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    (account, address_hash): (Option<&str>, &str),
    stale_before_ms: u64,
    limits: OpenSeekLimits,
) -> Result<Option<Full>, StoreError> {
    if let Some(account) = account {
        let n = open_by(tx, "account_id", account, stale_before_ms).await?;
        if n >= limits.per_account {
            return Ok(Some(Full::Account(limits.per_account)));
        }
    }
    let n = open_by(tx, "address_hash", address_hash, stale_before_ms).await?;
    Ok((n >= limits.per_address).then_some(Full::Address(limits.per_address)))
}

/// Open seeks whose `column` (a fixed column name) is `value`.
async fn open_by(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    column: &'static str,
    value: &str,
    stale_before_ms: u64,
) -> Result<usize, StoreError> {
    let row = sqlx::query(&format!(
        "SELECT COUNT(*) AS n FROM seeks WHERE {column} = $1 AND status = 'open' \
         AND polled_at >= $2"
    ))
    .bind(value)
    .bind(stale_before_ms as i64)
    .fetch_one(&mut **tx)
    .await?;
    Ok(row.try_get::<i64, _>("n")?.max(0) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_say_which_limit_and_what_to_do() {
        let a = Full::Account(3).refusal().to_string();
        assert!(a.contains("3 seeks") && a.contains("cancel"), "{a}");
        let b = Full::Address(10).refusal().to_string();
        assert!(b.contains("10 seeks") && b.contains("address"), "{b}");
    }
}
