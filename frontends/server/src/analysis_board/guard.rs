//! No engine beside a running game: the analysis board refuses the position a
//! running game stands at, when the asker plays in it. Games where the engine may
//! not help (rated, or between people: where hints are refused too) store their
//! current position's key with each move (`games.position_key`), so every instance
//! sees every game's position, whichever instance holds it.
//!
//! A signed-in asker is refused the positions of games their account plays. A guest
//! cannot be told from another guest, so a guest is refused the positions of running
//! games with a seat no account holds.

use sqlx::Row;

use crate::store::{SqlStore, StoreError};

impl SqlStore {
    /// Whether a running game stands at `key` with a seat of `account` (a guest's
    /// request: a seat no account holds).
    pub async fn playing_at(&self, key: u64, account: Option<&str>) -> Result<bool, StoreError> {
        let row = match account {
            Some(account) => {
                sqlx::query(
                    "SELECT COUNT(*) AS n FROM games g JOIN seats s ON s.game_id = g.id \
                     WHERE g.position_key = $1 AND g.status = 'running' AND s.account_id = $2",
                )
                .bind(key as i64)
                .bind(account)
                .fetch_one(&self.pool)
                .await?
            }
            None => {
                sqlx::query(
                    "SELECT COUNT(*) AS n FROM games g JOIN seats s ON s.game_id = g.id \
                     WHERE g.position_key = $1 AND g.status = 'running' AND s.account_id IS NULL",
                )
                .bind(key as i64)
                .fetch_one(&self.pool)
                .await?
            }
        };
        Ok(row.try_get::<i64, _>("n")? > 0)
    }
}
