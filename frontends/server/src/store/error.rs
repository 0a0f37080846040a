//! Why the database could not do what was asked, and how a request is answered then.

use thiserror::Error;

use crate::error::ApiError;
use crate::words::phrase;

/// Why the database could not do what was asked.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Db(#[from] sqlx::Error),
    #[error("database migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The write of action number `.0` (from 0) lost the version check; the message
    /// counts moves from 1, as players do.
    #[error("another action was stored for move {} first", .0 + 1)]
    Conflict(usize),
    #[error("stored game {0} is damaged: {1}")]
    Corrupt(String, String),
    /// A transaction holding several games' actions failed (each is told).
    #[error("database: {0}")]
    Batch(String),
}

/// A failed write is a conflict (409) or, logged, a plain 500.
impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict(ply) => ApiError::new(
                axum::http::StatusCode::CONFLICT,
                phrase!("move-stored-first", ply = ply + 1),
            ),
            other => {
                tracing::error!(error = %other, "storage failed");
                ApiError::new(
                    axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                    phrase!("store-failed"),
                )
            }
        }
    }
}
