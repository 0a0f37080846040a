//! The bodies of the account endpoints (docs/server-api.md, "Accounts").

use serde::{Deserialize, Serialize};

/// `POST /api/accounts` and `POST /api/session`: a name and a password.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CredentialsRequest {
    pub name: String,
    pub password: String,
}

impl std::fmt::Debug for CredentialsRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CredentialsRequest")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// `POST /api/me/password`: the password now, and the new one.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PasswordChangeRequest {
    pub password: String,
    pub new_password: String,
}

impl std::fmt::Debug for PasswordChangeRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("PasswordChangeRequest { .. }")
    }
}

/// The reply to signing up or in: the account's name as its owner wrote it.
#[derive(Debug, Serialize, Deserialize)]
pub struct SignedInAs {
    pub name: String,
}

/// `GET /api/me`: who is signed in, and their ratings (one entry per rated pool,
/// as `GET /api/players/{name}` gives them; empty before any rated game).
#[derive(Debug, Serialize, Deserialize)]
pub struct Me {
    pub name: String,
    pub ratings: Vec<crate::players::wire::RatingSummary>,
}
