//! The bodies of the e-mail endpoints (docs/server-api.md, "E-mail").

use serde::{Deserialize, Serialize};

/// The version of [`MailInfo`].
pub const MAIL_INFO_VERSION: u32 = 1;

/// `GET /api/mail` (served only when the site sends mail): how long its links work.
#[derive(Debug, Serialize, Deserialize)]
pub struct MailInfo {
    pub version: u32,
    /// How long a link that verifies an address works.
    pub verify_hours: u64,
    /// How long a mailed reset link works.
    pub reset_minutes: u64,
}

/// `POST /api/me/email`: a new address, and the password (a session left open must
/// not be enough to choose where resets go).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EmailRequest {
    pub address: String,
    pub password: String,
}

impl std::fmt::Debug for EmailRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EmailRequest { .. }")
    }
}

/// `GET /api/me/email` and the answer to `POST /api/me/email`: the account's address
/// (`null` without one) and whether it is verified.
#[derive(Debug, Serialize, Deserialize)]
pub struct Email {
    pub address: Option<String>,
    pub verified: bool,
}

/// `POST /api/email/verify`: the token of a link that verifies an address.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VerifyRequest {
    pub token: String,
}

impl std::fmt::Debug for VerifyRequest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("VerifyRequest { .. }")
    }
}

/// The answer to `POST /api/email/verify`: whose address is now verified.
#[derive(Debug, Serialize, Deserialize)]
pub struct Verified {
    pub name: String,
    pub address: String,
}

/// `POST /api/reset/mail`: the name of the account whose password was forgotten.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailResetRequest {
    pub name: String,
}

/// The answer to `POST /api/reset/mail`, the same whether or not mail went.
#[derive(Debug, Serialize, Deserialize)]
pub struct MailResetAnswer {
    pub message: String,
}
