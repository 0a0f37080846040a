//! Players with a name: accounts, their passwords and sessions, and who a request
//! comes from ([`SignedIn`]). Guests need none of it: a request without a valid
//! session cookie is a guest's, and seat tokens work as before.
//!
//! Each file has one job: [`cookie`] the session cookie, [`passwords`] hashing,
//! [`names`] which names may be taken, [`limit`] sign-in attempts and sign-ups, [`csrf`]
//! requests from other sites, [`handlers`] the endpoints, [`wire`] their bodies.
//! Getting back in without e-mail: [`reset`] one-time links an operator makes,
//! [`codes`] recovery codes and [`recover`] their use. With mail, see
//! [`crate::mail`].

mod codes;
mod cookie;
pub mod csrf;
pub mod handlers;
mod limit;
mod names;
mod passwords;
pub mod recover;
pub mod reset;
pub mod wire;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

pub use codes::normalize as normalize_code;
pub use cookie::{cookie_name, session_token, SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_DAYS};
pub use limit::{sleep, Pause, SignInLimits, SignUpLimits, Sleep};
pub use names::{check_name, level_account, name_key, seat_names};
pub use passwords::{check_length as check_password_length, warm_up};
pub use reset::{make_reset_link, ResetLink, ResetLinkError, RESET_LINK_MS};

use crate::error::ApiError;
use crate::{tokens, AppState};

pub use crate::store::accounts::Account;

/// Who a request comes from: an account with a valid session cookie, or a guest.
#[derive(Clone, Debug)]
pub struct SignedIn(pub Option<Account>);

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<SignedIn, ApiError> {
        let Some(token) = session_token(&parts.headers, state.secure_cookies) else {
            return Ok(SignedIn(None));
        };
        let hub = &state.hub;
        let not_before = hub.now_ms().saturating_sub(cookie::SESSION_MS);
        let account = hub
            .store
            .session_account(&tokens::hash(&token), not_before)
            .await?;
        if let Some(a) = &account {
            crate::request_log::record_account(&a.id);
        }
        Ok(SignedIn(account))
    }
}
