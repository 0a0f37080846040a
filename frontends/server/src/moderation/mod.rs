//! Moderators and their tools (docs/operate.md, "Moderators"): players report other
//! players and games ([`reports`]); accounts with a role read the reports, close and
//! reopen accounts and read the audit log ([`api`], and the pages in [`pages`]), and
//! list the pairs of players with many rated games together ([`pairs`]).
//! Roles are granted only from the command line (`cubist admin`), never over HTTP.
//! The work is in the store (`store/`), which writes the audit log in each
//! action's own transaction, and in the hub (`hub/closing.rs`) for closed accounts'
//! games. The bodies are in [`wire`].

pub mod api;
pub mod pages;
pub mod pairs;
pub mod reports;
pub mod store;
pub mod wire;

use axum::extract::{FromRef, FromRequestParts};
use axum::http::request::Parts;
use axum::http::StatusCode;

use crate::accounts::Accounts;
use crate::accounts::{Account, SignedIn};
use crate::error::ApiError;

pub use crate::moderation::store::Role;
pub use crate::store::audit::Actor;
use crate::words::phrase;

/// The longest reason a moderator gives for an action, in characters.
pub const MAX_WHY: usize = 500;

/// A signed-in account with a role: who may use the moderators' tools. A guest is
/// refused `401`, an account without a role `403`.
#[derive(Clone, Debug)]
pub struct Staff {
    pub account: Account,
    pub role: Role,
}

impl Staff {
    /// Who is acting, for the log.
    pub fn actor(&self) -> Actor {
        Actor::Account(self.account.clone())
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Staff
where
    Accounts: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Staff, ApiError> {
        let SignedIn(me) = SignedIn::from_request_parts(parts, state).await?;
        let account = me.ok_or_else(not_signed_in)?;
        let accounts = Accounts::from_ref(state);
        match accounts.store.role_of(&account.id).await? {
            Some(role) if role.moderates() => Ok(Staff { account, role }),
            _ => Err(ApiError::forbidden(phrase!("moderators-only"))),
        }
    }
}

/// A moderator's reason: required, trimmed, at most [`MAX_WHY`] characters.
pub fn check_why(why: &str) -> Result<String, ApiError> {
    let why = why.trim();
    if why.is_empty() {
        return Err(ApiError::bad_request(phrase!("why-needed")));
    }
    if why.chars().count() > MAX_WHY {
        return Err(ApiError::bad_request(
            phrase!("why-too-long"; n = MAX_WHY as u32),
        ));
    }
    Ok(why.to_string())
}

pub(crate) fn not_signed_in() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, phrase!("not-signed-in"))
}
