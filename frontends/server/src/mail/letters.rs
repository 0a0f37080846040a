//! What the site mails: plain text, one letter per purpose, with the link that does
//! the work.

use cubist_words::{Args, Lang};

use crate::accounts::RESET_LINK_MS;
use crate::words::CATALOGUE;

/// How long a link that verifies an address works, in ms: a day.
pub const VERIFY_MS: u64 = 24 * 3600 * 1000;

/// One mail: what it is for (for the log), its subject and its text.
#[derive(Clone)]
pub struct Letter {
    pub kind: &'static str,
    pub subject: String,
    pub body: String,
}

/// The mail that verifies `name`'s new address with `link`, in `lang`.
pub fn verify(name: &str, link: &str, lang: Lang) -> Letter {
    let args = Args::new()
        .text("name", name)
        .text("link", link)
        .number("hours", (VERIFY_MS / 3_600_000) as u32);
    Letter {
        kind: "verify",
        subject: CATALOGUE.say(lang, "mail-verify-subject", &Args::new()),
        body: CATALOGUE.say(lang, "mail-verify-body", &args) + "\n",
    }
}

/// The mail that carries a reset link for `name`, in `lang`.
pub fn reset(name: &str, link: &str, lang: Lang) -> Letter {
    let args = Args::new()
        .text("name", name)
        .text("link", link)
        .number("minutes", (RESET_LINK_MS / 60_000) as u32);
    Letter {
        kind: "reset",
        subject: CATALOGUE.say(lang, "mail-reset-subject", &Args::new()),
        body: CATALOGUE.say(lang, "mail-reset-body", &args) + "\n",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_written_in_the_accounts_language() {
        let en = reset("ada", "https://x/reset/t", Lang::En);
        assert!(
            en.body.starts_with("Hello ada,\n\nsomeone asked"),
            "{}",
            en.body
        );
        assert!(
            en.body.ends_with("your password stays as it is.\n"),
            "{}",
            en.body
        );
        let de = reset("ada", "https://x/reset/t", Lang::De);
        assert_ne!(de.subject, en.subject);
        assert!(de.body.contains("https://x/reset/t") && de.body.contains("ada"));
        let it = verify("ada", "https://x/email/t", Lang::It);
        assert!(it.body.contains("https://x/email/t") && it.body.contains("24"));
    }
}
