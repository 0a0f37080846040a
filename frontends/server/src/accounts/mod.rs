//! Players with a name: accounts, their passwords and sessions, and who a request
//! comes from ([`SignedIn`]). Guests need none of it: a request without a valid
//! session cookie is a guest's, and seat tokens work as before.
//!
//! Each file has one job: [`cookie`] the session cookie, [`devices`] the cookie that
//! makes a browser known to the names it signed in to, [`passwords`] hashing,
//! [`names`] which names may be taken, [`limit`] sign-in attempts and sign-ups, [`turns`] one
//! attempt at a time per name and address, [`csrf`]
//! requests from other sites, [`handlers`] the endpoints, [`wire`] their bodies.
//! Getting back in without e-mail: [`reset`] one-time links an operator makes,
//! [`codes`] recovery codes and [`recover`] their use. With mail, see `mail/`.
//!
//! The handlers take [`Accounts`], the part of the server they need: the database,
//! the clock, the sign-in limits and the kind of cookie.

mod codes;
mod cookie;
pub mod csrf;
mod devices;
pub mod handlers;
pub mod language;
mod limit;
mod names;
mod passwords;
pub mod recover;
pub mod reset;
pub mod store;
mod turns;
pub mod wire;

use std::sync::Arc;

use axum::extract::{FromRef, FromRequestParts};
use axum::http::request::Parts;
use cubist_session::Clock;

pub use codes::normalize as normalize_code;
pub use cookie::{cookie_name, session_token, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_DAYS};
pub use limit::{sleep, Pause, SignInLimits, SignUpLimits, Sleep};
pub use names::{check_name, level_account, name_key, seat_names};
pub use passwords::{check_length as check_password_length, warm_up};
pub use reset::{make_reset_link, ResetLink, ResetLinkError, RESET_LINK_MS};

use crate::error::ApiError;
use crate::store::SqlStore;
use crate::tokens;

pub use crate::accounts::store::Account;

/// Who a request comes from: an account with a valid session cookie, or a guest.
#[derive(Clone, Debug)]
pub struct SignedIn(pub Option<Account>);

/// What the accounts' endpoints and the session check need of the server.
#[derive(Clone)]
pub struct Accounts {
    pub store: Arc<SqlStore>,
    pub clock: Arc<dyn Clock>,
    /// Sign-in attempts per name and per address, and sign-ups.
    pub sign_in: SignInLimits,
    /// Session cookies are marked `Secure` (the site is served over TLS).
    pub secure_cookies: bool,
}

impl Accounts {
    /// The time on the server's clock, in ms since the epoch.
    pub fn now_ms(&self) -> u64 {
        self.clock.now_ms()
    }
}

impl<S: Send + Sync> FromRequestParts<S> for SignedIn
where
    Accounts: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<SignedIn, ApiError> {
        let state = Accounts::from_ref(state);
        let Some(token) = session_token(&parts.headers, state.secure_cookies) else {
            return Ok(SignedIn(None));
        };
        let not_before = state.now_ms().saturating_sub(cookie::SESSION_MS);
        let account = state
            .store
            .session_account(&tokens::hash(&token), not_before)
            .await?;
        if let Some(a) = &account {
            crate::request_log::record_account(&a.id);
        }
        Ok(SignedIn(account))
    }
}
