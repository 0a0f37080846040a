//! Voiding a rated game, as a moderator's request does it: the reason is checked, the
//! store voids the game and recomputes its pool in one transaction, exactly once
//! (`ratings/store/void.rs`), with the audit log entry saying who did it and why. Nothing in memory holds
//! ratings: players' pages and leaderboards read the new ones at once.

use axum::http::StatusCode;

use super::base::Hub;
use crate::error::ApiError;
use crate::ratings::store::{VoidError, Voided};
use crate::store::audit::{Acting, Actor};
use crate::words::phrase;

/// The longest reason given for a void, in characters.
pub const MAX_VOID_REASON: usize = 500;

impl Hub {
    /// Void finished rated game `id`: `by` is who asked (written in the audit log),
    /// `why` their reason (1 to 500 characters, not blank).
    pub async fn void_game(&self, id: &str, by: &Actor, why: &str) -> Result<Voided, VoidError> {
        let why = why.trim();
        if why.is_empty() {
            return Err(VoidError::BadReason(phrase!("void-reason-empty")));
        }
        if why.chars().count() > MAX_VOID_REASON {
            let long = phrase!("void-reason-long"; max = MAX_VOID_REASON);
            return Err(VoidError::BadReason(long));
        }
        if id.is_empty() || id.len() > 64 {
            return Err(VoidError::NotFound);
        }
        let acting = Acting {
            actor: by,
            why,
            now_ms: self.now_ms(),
        };
        let voided = self.store.void_rated_game(id, &acting).await?;
        tracing::info!(
            game = %id,
            pool = %voided.pool,
            by = by.name(),
            why,
            was_counted = voided.was_counted,
            recounted = voided.recounted,
            "rated game voided"
        );
        Ok(voided)
    }
}

impl From<VoidError> for ApiError {
    fn from(e: VoidError) -> Self {
        let status = match &e {
            VoidError::NotFound => StatusCode::NOT_FOUND,
            VoidError::BadReason(_) => StatusCode::BAD_REQUEST,
            VoidError::NotRated
            | VoidError::NotOver
            | VoidError::Aborted
            | VoidError::AlreadyVoid => StatusCode::CONFLICT,
            VoidError::Store(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        match e {
            VoidError::Store(s) => {
                tracing::error!(error = %s, "void failed");
                ApiError::new(status, phrase!("void-not-stored"))
            }
            VoidError::NotFound => ApiError::new(status, phrase!("no-such-game")),
            VoidError::NotRated => ApiError::new(status, phrase!("void-not-rated")),
            VoidError::NotOver => ApiError::new(status, phrase!("void-not-over")),
            VoidError::Aborted => ApiError::new(status, phrase!("void-aborted")),
            VoidError::AlreadyVoid => ApiError::new(status, phrase!("void-already")),
            VoidError::BadReason(why) => {
                let args = cubist_words::Args::new().phrase("reason", &why);
                ApiError::new(status, crate::words::make("void-bad-reason", args))
            }
        }
    }
}
