//! The bodies of the account endpoints (docs/server-api.md, "Accounts").

use serde::{Deserialize, Serialize};

/// `POST /api/session`: a name and a password.
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

/// `POST /api/accounts`: a name, a password, and whether to make a recovery code.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignUpRequest {
    pub name: String,
    pub password: String,
    #[serde(default)]
    pub recovery_code: bool,
}

impl std::fmt::Debug for SignUpRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignUpRequest")
            .field("name", &self.name)
            .field("recovery_code", &self.recovery_code)
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

/// The reply to signing up or in: the account's name as its owner wrote it, and
/// after a sign-up that asked for one, the recovery code (shown this once only).
#[derive(Serialize, Deserialize)]
pub struct SignedInAs {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub recovery_code: Option<String>,
}

impl std::fmt::Debug for SignedInAs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SignedInAs")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// `POST /api/reset`: a reset link's token and the new password.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResetRequest {
    pub token: String,
    pub password: String,
}

impl std::fmt::Debug for ResetRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ResetRequest { .. }")
    }
}

/// `POST /api/recover`: a name, its recovery code and the new password.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecoverRequest {
    pub name: String,
    pub code: String,
    pub password: String,
}

impl std::fmt::Debug for RecoverRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RecoverRequest")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// The reply to `POST /api/reset` and `POST /api/recover`: the account whose
/// password was set (its player signs in with it; every session of it has ended).
#[derive(Debug, Serialize, Deserialize)]
pub struct PasswordSet {
    pub name: String,
}

/// `POST /api/me/recovery-code`: the password, to make a new recovery code.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecoveryCodeRequest {
    pub password: String,
}

impl std::fmt::Debug for RecoveryCodeRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RecoveryCodeRequest { .. }")
    }
}

/// The reply to `POST /api/me/recovery-code`: the new code, shown this once.
#[derive(Serialize, Deserialize)]
pub struct RecoveryCode {
    pub recovery_code: String,
}

impl std::fmt::Debug for RecoveryCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RecoveryCode { .. }")
    }
}

/// `GET /api/me`: who is signed in, their ratings (one entry per rated pool, as
/// `GET /api/players/{name}` gives them; empty before any rated game), and whether
/// the account has a recovery code (never the code).
#[derive(Debug, Serialize, Deserialize)]
pub struct Me {
    pub name: String,
    pub ratings: Vec<crate::ratings::RatingSummary>,
    #[serde(default)]
    pub recovery_code: bool,
    /// The language the account reads the site in (`fr`), or null to follow the
    /// browser.
    #[serde(default)]
    pub lang: Option<String>,
}

/// `PUT /api/me/language`: a spoken language's tag, or null to follow the browser.
#[derive(Debug, Serialize, Deserialize)]
pub struct LanguageRequest {
    pub lang: Option<String>,
}
