//! A player's own games: the running games an account holds a seat of, and an
//! account taking the seat of a link it opened (so that its games list finds it and
//! its cookie opens it without the token).

use sqlx::Row;

use crate::store::rows::to_i64;
use crate::store::{SqlStore, StoreError};

/// A running game and the seat an account holds in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeldSeat {
    pub id: String,
    /// From 0.
    pub seat: usize,
}

impl SqlStore {
    /// The running games `account` holds a seat of, the newest first, at most `limit`.
    pub async fn running_of(
        &self,
        account: &str,
        limit: usize,
    ) -> Result<Vec<HeldSeat>, StoreError> {
        let rows = sqlx::query(
            "SELECT g.id, s.seat FROM seats s JOIN games g ON g.id = s.game_id \
             WHERE s.account_id = $1 AND g.status = 'running' \
             ORDER BY g.created_at DESC, g.id DESC LIMIT $2",
        )
        .bind(account)
        .bind(to_i64(limit))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(HeldSeat {
                    id: r.try_get("id")?,
                    seat: r.try_get::<i64, _>("seat")?.max(0) as usize,
                })
            })
            .collect()
    }
}
