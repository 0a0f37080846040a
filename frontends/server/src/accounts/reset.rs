//! Reset links: an operator or moderator makes a one-time link (`/reset/TOKEN`) for
//! a player who lost their password, and hands it over by their own means; whoever
//! opens it within the hour sets a new password, and every session of the account
//! ends. The token is 256 random bits, stored only as its SHA-256.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use thiserror::Error;

use super::names::name_key;
use super::passwords::{self, check_length};
use super::wire::{PasswordSet, ResetRequest};
use super::Accounts;
use crate::accounts::store::NewResetLink;
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::extract::body;
use crate::store::audit::Acting;
use crate::store::{SqlStore, StoreError};
use crate::tokens;
pub use crate::tokens::well_formed;
use crate::words::phrase;

/// How long a reset link works, in ms: an hour.
pub const RESET_LINK_MS: u64 = 3600 * 1000;

/// Where the limits count failed reset attempts of an address (never a name:
/// names have no `/`).
const RESET_KEY: &str = "/reset";

/// A reset link just made. Its token is secret: it is shown to the person who made
/// the link, once, and stored only hashed (`Debug` leaves it out).
#[derive(Clone)]
pub struct ResetLink {
    pub token: String,
    /// The account's name, as stored.
    pub name: String,
    /// When the link stops working (ms since the epoch).
    pub expires_ms: u64,
}

impl ResetLink {
    /// The link's path on the site: `/reset/TOKEN`.
    pub fn path(&self) -> String {
        format!("/reset/{}", self.token)
    }
}

impl std::fmt::Debug for ResetLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResetLink")
            .field("name", &self.name)
            .field("expires_ms", &self.expires_ms)
            .finish_non_exhaustive()
    }
}

/// Why no reset link was made.
#[derive(Debug, Error)]
pub enum ResetLinkError {
    #[error("there is no account named {0:?}")]
    NoSuchAccount(String),
    #[error("{0} is a computer player: it has no password to reset")]
    Computer(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<ResetLinkError> for ApiError {
    fn from(e: ResetLinkError) -> Self {
        match e {
            ResetLinkError::NoSuchAccount(name) => ApiError::new(
                StatusCode::NOT_FOUND,
                phrase!("no-account-named", name = format!("{name:?}")),
            ),
            ResetLinkError::Computer(name) => {
                ApiError::bad_request(phrase!("reset-computer", name = name))
            }
            ResetLinkError::Store(e) => e.into(),
        }
    }
}

/// Make a one-time reset link for the account named `name` (any case), working for
/// an hour from `made_by.now_ms` (the server's clock); the account's earlier unused
/// links stop working, and the audit log says who made it and why. For `cubist admin
/// reset-link` and the moderators' page; the caller shows the link to whoever asked
/// for it, and logs no more than the name.
pub async fn make_reset_link(
    store: &SqlStore,
    name: &str,
    made_by: &Acting<'_>,
) -> Result<ResetLink, ResetLinkError> {
    let now_ms = made_by.now_ms;
    let Some(account) = store.account_named(&name_key(name)).await? else {
        return Err(ResetLinkError::NoSuchAccount(name.to_string()));
    };
    if account.computer {
        return Err(ResetLinkError::Computer(account.name));
    }
    let token = tokens::new_token();
    let expires_ms = now_ms.saturating_add(RESET_LINK_MS);
    store
        .replace_reset_link(&NewResetLink {
            account_id: &account.id,
            account_name: &account.name,
            made_by,
            token_hash: &tokens::hash(&token),
            now_ms,
            expires_ms,
        })
        .await?;
    tracing::info!(account = %account.name, "reset link made");
    Ok(ResetLink {
        token,
        name: account.name,
        expires_ms,
    })
}

/// `POST /api/reset`: set a new password with a reset link's token. The link is used
/// up and every session of the account ends; the player then signs in.
pub async fn reset(
    State(state): State<Accounts>,
    ClientIp(client): ClientIp,
    json: Result<Json<ResetRequest>, JsonRejection>,
) -> Result<Json<PasswordSet>, ApiError> {
    let req = body(json)?;
    check_length(&req.password)?;
    let limits = &state.sign_in;
    limits.attempt_unnamed(RESET_KEY, client)?;
    let store = &state.store;
    let hash = tokens::hash(&req.token);
    let open =
        tokens::well_formed(&req.token) && store.reset_link_open(&hash, state.now_ms()).await?;
    if !open {
        limits.failed_unnamed(RESET_KEY, client);
        return Err(bad_link());
    }
    let password_hash = passwords::hash(req.password).await?;
    // Checked again as it is used: another request with the same link may have come
    // first, or the hour ended while the password was hashed.
    let account = store
        .use_reset_link(&hash, &password_hash, state.now_ms())
        .await?
        .ok_or_else(bad_link)?;
    tracing::info!(account = %account.name, "password set with a reset link");
    Ok(Json(PasswordSet { name: account.name }))
}

fn bad_link() -> ApiError {
    ApiError::bad_request(phrase!("reset-link-dead"))
}
