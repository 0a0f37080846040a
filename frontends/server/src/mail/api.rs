//! The e-mail endpoints: an account's address (`/api/me/email`), its verification
//! (`POST /api/email/verify`, from the page `/email/TOKEN`) and a reset link by mail
//! (`POST /api/reset/mail`). Routed only when the site sends mail.

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;
use cubist_words::Lang;
use lettre::message::Mailbox;
use lettre::Address;

use super::wire::{
    Email, EmailRequest, MailInfo, MailResetAnswer, MailResetRequest, Verified, VerifyRequest,
    MAIL_INFO_VERSION,
};
use super::{letters, MailState, Mailer, MAIL_GAP_MS, VERIFY_MS};
use crate::accounts::handlers::{confirm_password, not_signed_in};
use crate::accounts::{name_key, SignedIn, RESET_LINK_MS};
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::extract::body;
use crate::lang::ReaderLang;
use crate::mail::store::{MailTo, MailedReset, NewCheck};
use crate::tokens;
use crate::words::phrase;

/// Where the limits count an address's attempts at verification links.
const VERIFY_KEY: &str = "/email";
/// Where the limits count an address's requests for reset mail.
const RESET_MAIL_KEY: &str = "/reset/mail";
/// The longest address taken (RFC 5321's limit on a path).
const MAX_ADDRESS: usize = 254;

/// `GET /api/mail`: the site sends mail, and how long its links work.
pub async fn info(State(state): State<MailState>) -> Result<Json<MailInfo>, ApiError> {
    mailer(&state)?;
    Ok(Json(MailInfo {
        version: MAIL_INFO_VERSION,
        verify_hours: VERIFY_MS / 3_600_000,
        reset_minutes: RESET_LINK_MS / 60_000,
    }))
}

/// `GET /api/me/email`: the signed-in account's address.
pub async fn get(
    State(state): State<MailState>,
    SignedIn(me): SignedIn,
) -> Result<Json<Email>, ApiError> {
    mailer(&state)?;
    let me = me.ok_or_else(not_signed_in)?;
    let row = state.accounts.store.email_of(&me.id).await?;
    Ok(Json(Email {
        verified: row.as_ref().is_some_and(|r| r.verified),
        address: row.map(|r| r.address),
    }))
}

/// `POST /api/me/email`: a new address for the signed-in account, with its password;
/// a link that verifies it is mailed there. Until it is opened, no reset goes by mail.
pub async fn set(
    State(state): State<MailState>,
    ClientIp(client): ClientIp,
    SignedIn(me): SignedIn,
    ReaderLang(reading): ReaderLang,
    json: Result<Json<EmailRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<Email>), ApiError> {
    let mailer = mailer(&state)?;
    let me = me.ok_or_else(not_signed_in)?;
    let req = body(json)?;
    let address = parse_address(&req.address)?;
    confirm_password(&state.accounts, client, &me, req.password).await?;
    let token = tokens::new_token();
    let now_ms = state.accounts.now_ms();
    let stored = state
        .accounts
        .store
        .set_email(&NewCheck {
            account_id: &me.id,
            address: address.as_ref(),
            check_hash: &tokens::hash(&token),
            now_ms,
            expires_ms: now_ms.saturating_add(VERIFY_MS),
            gap_ms: MAIL_GAP_MS,
        })
        .await?;
    if !stored {
        return Err(too_soon());
    }
    tracing::info!(account = %me.name, "e-mail address set, to be verified");
    let link = mailer.link(&format!("/email/{token}"));
    let set = state.accounts.store.account_language(&me.id).await?;
    let lang = mail_language(set.as_deref(), reading);
    mailer.send(
        Mailbox::new(None, address.clone()),
        letters::verify(&me.name, &link, lang),
    );
    Ok((
        StatusCode::ACCEPTED,
        Json(Email {
            address: Some(address.to_string()),
            verified: false,
        }),
    ))
}

/// `DELETE /api/me/email`: the signed-in account has no address any more.
pub async fn remove(
    State(state): State<MailState>,
    SignedIn(me): SignedIn,
) -> Result<StatusCode, ApiError> {
    mailer(&state)?;
    let me = me.ok_or_else(not_signed_in)?;
    if !state.accounts.store.drop_email(&me.id).await? {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            phrase!("no-email-address"),
        ));
    }
    tracing::info!(account = %me.name, "e-mail address removed");
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/email/verify`: the token of a mailed link verifies its address, once.
/// No sign-in is needed: the link may be opened on another device.
pub async fn verify(
    State(state): State<MailState>,
    ClientIp(client): ClientIp,
    json: Result<Json<VerifyRequest>, JsonRejection>,
) -> Result<Json<Verified>, ApiError> {
    mailer(&state)?;
    let req = body(json)?;
    let limits = &state.accounts.sign_in;
    limits.attempt_unnamed(VERIFY_KEY, client)?;
    let verified = if tokens::well_formed(&req.token) {
        let hash = tokens::hash(&req.token);
        state
            .accounts
            .store
            .verify_email(&hash, state.accounts.now_ms())
            .await?
    } else {
        None
    };
    let Some(to) = verified else {
        limits.failed_unnamed(VERIFY_KEY, client);
        return Err(ApiError::bad_request(phrase!("verify-link-dead")));
    };
    tracing::info!(account = %to.name, "e-mail address verified");
    Ok(Json(Verified {
        name: to.name,
        address: to.address,
    }))
}

/// `POST /api/reset/mail`: mail a reset link to the named account's verified address.
/// The answer is the same whether or not the account exists or has one, and reset
/// mail to one account goes at most once a minute.
pub async fn reset(
    State(state): State<MailState>,
    ClientIp(client): ClientIp,
    ReaderLang(reading): ReaderLang,
    json: Result<Json<MailResetRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<MailResetAnswer>), ApiError> {
    let mailer = mailer(&state)?;
    let req = body(json)?;
    let limits = &state.accounts.sign_in;
    limits.attempt_unnamed(RESET_MAIL_KEY, client)?;
    // Every request counts against the address, as a failure would.
    limits.failed_unnamed(RESET_MAIL_KEY, client);
    let name = req.name.trim();
    if name.len() <= 64 {
        let token = tokens::new_token();
        let now_ms = state.accounts.now_ms();
        let to = state
            .accounts
            .store
            .mail_reset_link(&MailedReset {
                name_key: &name_key(name),
                token_hash: &tokens::hash(&token),
                now_ms,
                expires_ms: now_ms.saturating_add(RESET_LINK_MS),
                gap_ms: MAIL_GAP_MS,
            })
            .await?;
        if let Some(to) = to {
            let lang = mail_language(to.lang.as_deref(), reading);
            send_reset(&mailer, &to, &token, lang);
        }
    }
    Ok((
        StatusCode::ACCEPTED,
        Json(MailResetAnswer {
            // The same words whether or not the account exists: said in the asker's
            // language, never the account's.
            message: phrase!(
                "mail-reset-answer",
                name = name;
                minutes = (RESET_LINK_MS / 60_000) as u32
            )
            .say(reading),
        }),
    ))
}

/// The language of a mail to an account: the one it set, else the language of the
/// request that made the mail go.
fn mail_language(set: Option<&str>, reading: Lang) -> Lang {
    set.and_then(Lang::parse_chosen).unwrap_or(reading)
}

/// Mail the reset link of `token` to `to` (its address as stored, so valid), in `lang`.
fn send_reset(mailer: &Arc<Mailer>, to: &MailTo, token: &str, lang: Lang) {
    let name = &to.name;
    let Ok(address) = to.address.parse::<Address>() else {
        tracing::warn!(account = %name, "stored e-mail address unreadable");
        return;
    };
    tracing::info!(account = %name, "reset link made, to go by mail");
    let link = mailer.link(&format!("/reset/{token}"));
    mailer.send(
        Mailbox::new(None, address),
        letters::reset(name, &link, lang),
    );
}

/// An address as given, checked: a plain `local@domain`, no name, no brackets.
fn parse_address(given: &str) -> Result<Address, ApiError> {
    let given = given.trim();
    let shown: String = given.chars().take(80).collect();
    let bad = || ApiError::bad_request(phrase!("not-an-address", address = format!("{shown:?}")));
    if given.is_empty() || given.len() > MAX_ADDRESS {
        return Err(bad());
    }
    given.parse::<Address>().map_err(|_| bad())
}

/// The site's mailer; 404 on a site without mail (whose router has none of these
/// routes, so this is only a second lock).
fn mailer(state: &MailState) -> Result<Arc<Mailer>, ApiError> {
    state
        .mailer
        .clone()
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, phrase!("no-such-page")))
}

fn too_soon() -> ApiError {
    ApiError::too_many(
        phrase!("verify-mail-too-soon"),
        std::time::Duration::from_millis(MAIL_GAP_MS),
    )
}
