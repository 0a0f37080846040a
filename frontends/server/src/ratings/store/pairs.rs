//! The rated games between pairs of accounts (`ratings/pairs.rs`): the pairs that
//! reached the cap, and the moderators' list of pairs with many.

use sqlx::{AnyConnection, Row};

use crate::ratings::pairs::{pair, Pairs};
use crate::store::rows::to_i64;
use crate::store::{SqlStore, StoreError};

/// A pair of accounts with many rated games counted together in a period.
#[derive(Clone, Debug)]
pub struct PairRow {
    pub a: String,
    pub a_name: String,
    pub b: String,
    pub b_name: String,
    pub games: u64,
    /// The sum of each one's rating changes over those games.
    pub a_change: f64,
    pub b_change: f64,
}

/// The pairs among `accounts` with at least `cap` rated games together: games not
/// yet counted (running, or over and waiting), and games counted at `since_ms` or
/// later. A game counted for nobody (aborted, cut short) is not one.
pub(crate) async fn pairs_at_cap(
    conn: &mut AnyConnection,
    accounts: &[&str],
    since_ms: u64,
    cap: usize,
) -> Result<Pairs, StoreError> {
    let mut pairs = Pairs::new();
    if accounts.len() < 2 {
        return Ok(pairs);
    }
    let list = (1..=accounts.len())
        .map(|i| format!("${i}"))
        .collect::<Vec<_>>()
        .join(", ");
    let since = accounts.len() + 1;
    let sql = format!(
        "SELECT a.account_id AS x, b.account_id AS y, COUNT(DISTINCT g.id) AS n \
         FROM seats a JOIN seats b ON b.game_id = a.game_id AND a.account_id < b.account_id \
         JOIN games g ON g.id = a.game_id \
         WHERE a.account_id IN ({list}) AND b.account_id IN ({list}) \
         AND (g.rated = 1 OR (g.rated = 2 AND EXISTS (SELECT 1 FROM rating_history h \
             WHERE h.game_id = g.id AND h.account_id = a.account_id AND h.at_ms >= ${since}))) \
         GROUP BY a.account_id, b.account_id"
    );
    let mut query = sqlx::query(&sql);
    for a in accounts {
        query = query.bind(*a);
    }
    query = query.bind(since_ms as i64);
    for r in query.fetch_all(&mut *conn).await? {
        let n: i64 = r.try_get("n")?;
        if n >= to_i64(cap) {
            let x: String = r.try_get("x")?;
            let y: String = r.try_get("y")?;
            pairs.insert(pair(&x, &y));
        }
    }
    Ok(pairs)
}

impl SqlStore {
    /// See [`pairs_at_cap`].
    pub async fn rated_pairs_at_cap(
        &self,
        accounts: &[&str],
        since_ms: u64,
        cap: usize,
    ) -> Result<Pairs, StoreError> {
        let mut conn = self.pool.acquire().await?;
        pairs_at_cap(&mut conn, accounts, since_ms, cap).await
    }

    /// Pairs of players (computer levels left out) with at least `min` rated games
    /// counted together since `since_ms`, the most games first; at most `limit`.
    pub async fn rated_pairs(
        &self,
        since_ms: u64,
        min: usize,
        limit: usize,
    ) -> Result<Vec<PairRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT h1.account_id AS a, a1.name AS a_name, h2.account_id AS b, \
             a2.name AS b_name, COUNT(*) AS games, SUM(h1.rating_change) AS a_change, \
             SUM(h2.rating_change) AS b_change \
             FROM rating_history h1 \
             JOIN rating_history h2 ON h2.game_id = h1.game_id AND h1.account_id < h2.account_id \
             JOIN accounts a1 ON a1.id = h1.account_id \
             JOIN accounts a2 ON a2.id = h2.account_id \
             WHERE h1.at_ms >= $1 AND a1.computer = 0 AND a2.computer = 0 \
             GROUP BY h1.account_id, a1.name, h2.account_id, a2.name \
             HAVING COUNT(*) >= $2 \
             ORDER BY games DESC, a, b LIMIT $3",
        )
        .bind(since_ms as i64)
        .bind(to_i64(min))
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(PairRow {
                    a: r.try_get("a")?,
                    a_name: r.try_get("a_name")?,
                    b: r.try_get("b")?,
                    b_name: r.try_get("b_name")?,
                    games: r.try_get::<i64, _>("games")?.max(0) as u64,
                    a_change: r.try_get("a_change")?,
                    b_change: r.try_get("b_change")?,
                })
            })
            .collect()
    }
}
