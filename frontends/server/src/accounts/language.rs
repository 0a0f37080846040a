//! The language an account reads the site in: `PUT /api/me/language`, and the setting
//! as the reader's language reads it ([`crate::lang`]). Kept in the database only, so
//! every instance sharing it answers in the language last set.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::Json;
use cubist_words::Lang;
use sqlx::Row;

use super::cookie::SESSION_MS;
use super::handlers::not_signed_in;
use super::wire::LanguageRequest;
use super::{session_token, Accounts, SignedIn};
use crate::error::ApiError;
use crate::extract::body;
use crate::store::{SqlStore, StoreError};
use crate::tokens;
use crate::words::phrase;

impl Accounts {
    /// The language set by the account a request is signed in to, if any.
    pub async fn language_of(&self, headers: &HeaderMap) -> Option<Lang> {
        let token = session_token(headers, self.secure_cookies)?;
        let not_before = self.now_ms().saturating_sub(SESSION_MS);
        match self
            .store
            .session_language(&tokens::hash(&token), not_before)
            .await
        {
            Ok(tag) => tag.as_deref().and_then(cubist_words::Lang::parse_chosen),
            Err(e) => {
                tracing::warn!(error = %e, "an account's language was not read");
                None
            }
        }
    }
}

/// `PUT /api/me/language` `{"lang": "fr"}`, or `{"lang": null}` to follow the
/// browser again: 204.
pub async fn set(
    State(state): State<Accounts>,
    SignedIn(me): SignedIn,
    json: Result<Json<LanguageRequest>, JsonRejection>,
) -> Result<StatusCode, ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let req = body(json)?;
    let lang = match req.lang.as_deref() {
        None => None,
        Some(tag) => Some(cubist_words::Lang::parse_chosen(tag).ok_or_else(|| unknown(tag))?),
    };
    state
        .store
        .set_account_language(&me.id, lang.map(Lang::code))
        .await?;
    Ok(StatusCode::NO_CONTENT)
}

/// 400 for a tag an account may not choose, naming those it may.
fn unknown(tag: &str) -> ApiError {
    let shown: String = tag.chars().take(16).collect();
    let spoken = Lang::SPOKEN.map(Lang::code).join(", ");
    ApiError::bad_request(phrase!("unknown-language", lang = shown, spoken = spoken))
}

impl SqlStore {
    /// The language tag set by the account of a live session (`None`: none set, or
    /// no such session).
    pub async fn session_language(
        &self,
        token_hash: &str,
        not_before_ms: u64,
    ) -> Result<Option<String>, StoreError> {
        let row = sqlx::query(
            "SELECT a.lang FROM sessions s JOIN accounts a ON a.id = s.account_id \
             WHERE s.token_hash = $1 AND s.created_at >= $2 AND a.closed_at IS NULL",
        )
        .bind(token_hash)
        .bind(not_before_ms.min(i64::MAX as u64) as i64)
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            Some(r) => r.try_get("lang")?,
            None => None,
        })
    }

    /// The language tag account `id` set, if any.
    pub async fn account_language(&self, id: &str) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT lang FROM accounts WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(r) => r.try_get("lang")?,
            None => None,
        })
    }

    /// Set account `id`'s language (`None`: follow the browser).
    pub async fn set_account_language(
        &self,
        id: &str,
        lang: Option<&str>,
    ) -> Result<(), StoreError> {
        sqlx::query("UPDATE accounts SET lang = $1 WHERE id = $2")
            .bind(lang)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
