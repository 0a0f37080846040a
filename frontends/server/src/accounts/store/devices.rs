//! The browsers each account signed in from, by the hash of their device cookie.

use sqlx::Row;

use super::ms;
use crate::store::{SqlStore, StoreError};

/// A device not seen signing in for this long is forgotten.
pub const DEVICES_KEPT_MS: u64 = 365 * 24 * 3600 * 1000;

impl SqlStore {
    /// Whether the device `device_hash` signed in before to the account named
    /// `name_key` (within [`DEVICES_KEPT_MS`] of `now_ms`).
    pub async fn device_known(
        &self,
        name_key: &str,
        device_hash: &str,
        now_ms: u64,
    ) -> Result<bool, StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM sign_in_devices d JOIN accounts a ON a.id = d.account_id \
             WHERE a.name_key = $1 AND d.device_hash = $2 AND d.last_ms >= $3",
        )
        .bind(name_key)
        .bind(device_hash)
        .bind(ms(now_ms.saturating_sub(DEVICES_KEPT_MS)))
        .fetch_one(&self.pool)
        .await?;
        Ok(row.try_get::<i64, _>("n")? > 0)
    }

    /// The device `device_hash` signed in to account `id` at `now_ms`; devices
    /// unseen for [`DEVICES_KEPT_MS`] are forgotten.
    pub async fn note_device(
        &self,
        id: &str,
        device_hash: &str,
        now_ms: u64,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO sign_in_devices (account_id, device_hash, last_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (account_id, device_hash) DO UPDATE SET last_ms = excluded.last_ms",
        )
        .bind(id)
        .bind(device_hash)
        .bind(ms(now_ms))
        .execute(&self.pool)
        .await?;
        sqlx::query("DELETE FROM sign_in_devices WHERE account_id = $1 AND last_ms < $2")
            .bind(id)
            .bind(ms(now_ms.saturating_sub(DEVICES_KEPT_MS)))
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
