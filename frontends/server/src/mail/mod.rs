//! E-mail, when the operator gives `cubist serve --smtp URL`: an account may add an
//! address, verified by a link mailed to it, and a player who forgot their password
//! has a reset link mailed there. Without `--smtp` none of this is served, and no page
//! mentions e-mail.
//!
//! Each file has one job: [`letters`] what is sent, [`api`] the endpoints, [`wire`]
//! their bodies. Mail goes out in the background, after the request's writes commit,
//! so an answer's timing says nothing of whether mail went.

pub mod api;
mod letters;
pub mod store;
pub mod wire;

use std::sync::Arc;

use axum::http::Uri;
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

pub use letters::{Letter, VERIFY_MS};

use crate::accounts::Accounts;

/// How long after one mail of a kind (verification, reset) to an account the next of
/// that kind may go, in ms.
pub const MAIL_GAP_MS: u64 = 60 * 1000;

/// How the site sends mail.
/// What the e-mail endpoints need of the server: the accounts' part, and the mailer
/// on a site that sends mail.
#[derive(Clone)]
pub struct MailState {
    pub accounts: Accounts,
    pub mailer: Option<Arc<Mailer>>,
}

#[derive(Clone)]
pub struct MailConfig {
    /// The SMTP server: `smtps://user:pass@host:465`, `smtp://host:587?tls=required`,
    /// or `smtp://localhost:25` for a relay on the same machine (lettre's URLs).
    pub smtp: String,
    /// The sender, `Name <address>` or `address`; by default `Cubist <cubist@HOST>`
    /// with the site's host.
    pub from: Option<String>,
    /// The site's address as its players reach it (`https://cubist.example`): links in
    /// mail point there, never to whatever host a request named.
    pub site: String,
}

/// The SMTP URL may hold a password: it is never shown.
impl std::fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailConfig")
            .field("from", &self.from)
            .field("site", &self.site)
            .finish_non_exhaustive()
    }
}

/// The site's way out for mail.
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    /// The site's address without a trailing `/`.
    site: String,
}

impl Mailer {
    /// A mailer for `config`, or why it cannot be (said without the SMTP URL, which
    /// may hold a password).
    pub fn new(config: &MailConfig) -> Result<Mailer, String> {
        let site = config.site.trim_end_matches('/').to_string();
        let uri: Uri = site
            .parse()
            .map_err(|_| format!("--site-url {site:?} is not an address"))?;
        let host = match (uri.scheme_str(), uri.host()) {
            (Some("http" | "https"), Some(host)) if uri.path() == "/" || uri.path().is_empty() => {
                host.to_string()
            }
            _ => return Err(format!("--site-url {site:?} must be http(s)://HOST[:PORT]")),
        };
        let from = config
            .from
            .clone()
            .unwrap_or_else(|| format!("Cubist <cubist@{host}>"));
        let from: Mailbox = from
            .parse()
            .map_err(|e| format!("--mail-from {from:?} is not a mail address: {e}"))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.smtp)
            .map_err(|e| format!("--smtp is not an SMTP URL that can be used: {e}"))?
            .build();
        Ok(Mailer {
            transport,
            from,
            site,
        })
    }

    /// The full address of a path on the site.
    pub fn link(&self, path: &str) -> String {
        format!("{}{path}", self.site)
    }

    /// Send `letter` to `to` in the background; a failure is logged (without the
    /// letter, which may hold a link that works).
    pub fn send(self: &Arc<Self>, to: Mailbox, letter: Letter) {
        let mailer = self.clone();
        tokio::spawn(async move {
            let kind = letter.kind;
            let message = Message::builder()
                .from(mailer.from.clone())
                .to(to)
                .subject(letter.subject)
                .body(letter.body);
            let sent = match message {
                Ok(message) => mailer.transport.send(message).await.map(|_| ()),
                Err(e) => {
                    tracing::warn!(kind, error = %e, "mail not made");
                    return;
                }
            };
            match sent {
                Ok(()) => tracing::info!(kind, "mail sent"),
                Err(e) => tracing::warn!(kind, error = %e, "mail not sent"),
            }
        });
    }
}
