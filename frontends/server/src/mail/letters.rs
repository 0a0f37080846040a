//! What the site mails: plain text, one letter per purpose, with the link that does
//! the work.

use crate::accounts::RESET_LINK_MS;

/// How long a link that verifies an address works, in ms: a day.
pub const VERIFY_MS: u64 = 24 * 3600 * 1000;

/// One mail: what it is for (for the log), its subject and its text.
#[derive(Clone)]
pub struct Letter {
    pub kind: &'static str,
    pub subject: String,
    pub body: String,
}

/// The mail that verifies `name`'s new address with `link`.
pub fn verify(name: &str, link: &str) -> Letter {
    Letter {
        kind: "verify",
        subject: "Verify your e-mail address on Cubist".to_string(),
        body: format!(
            "Hello {name},\n\n\
             this address was given for the Cubist account {name}. Open this link to \
             verify it; then, if you forget your password, a link to set a new one can \
             be mailed here:\n\n{link}\n\n\
             The link works once, for {hours} hours. If you did not ask for this, ignore \
             this mail: the address will not be used.\n",
            hours = VERIFY_MS / 3_600_000,
        ),
    }
}

/// The mail that carries a reset link for `name`.
pub fn reset(name: &str, link: &str) -> Letter {
    Letter {
        kind: "reset",
        subject: "Set a new password on Cubist".to_string(),
        body: format!(
            "Hello {name},\n\n\
             someone asked to set a new password for the Cubist account {name}. Open this \
             link to set one; every session of the account will be signed out:\n\n{link}\n\n\
             The link works once, for {minutes} minutes. If you did not ask for this, \
             ignore this mail: your password stays as it is.\n",
            minutes = RESET_LINK_MS / 60_000,
        ),
    }
}
