//! The account endpoints: sign up, sign in, sign out, who am I, change password.
//! Getting back into an account is in [`super::reset`] and [`super::recover`].

use std::net::IpAddr;

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{AppendHeaders, IntoResponse, Response};
use axum::Json;

use super::codes::new_code;
use super::devices::{counted_as, device_token, set_device};
use super::names::{check_name, name_key};
use super::passwords::{self, check_length};
use super::wire::{CredentialsRequest, Me, PasswordChangeRequest, SignUpRequest, SignedInAs};
use super::Accounts;
use super::{cookie, session_token, Account, SignedIn};
use crate::accounts::store::NewAccount;
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::extract::body;
use crate::tokens;
use crate::words::phrase;

/// `POST /api/accounts`: a new account, signed in at once; with a recovery code if
/// asked, given in the answer this once.
pub async fn sign_up(
    State(state): State<Accounts>,
    ClientIp(client): ClientIp,
    headers: HeaderMap,
    json: Result<Json<SignUpRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    let key = check_name(&req.name)?;
    check_length(&req.password)?;
    state.sign_in.sign_up(client)?;
    let hash = passwords::hash(req.password).await?;
    let (code, code_hash) = match req.recovery_code {
        true => {
            let (shown, hashed) = new_code();
            (Some(shown), Some(passwords::hash(hashed).await?))
        }
        false => (None, None),
    };
    let id = tokens::new_id();
    let created = state
        .store
        .create_account(&NewAccount {
            id: &id,
            name: &req.name,
            name_key: &key,
            password_hash: &hash,
            recovery_hash: code_hash.as_deref(),
            now_ms: state.now_ms(),
        })
        .await?;
    if !created {
        // A taken name is not counted against the address (docs/server-api.md).
        state.sign_in.sign_up_refused(client);
        return Err(ApiError::new(StatusCode::CONFLICT, phrase!("name-taken")));
    }
    tracing::info!(account = %req.name, "account created");
    // The browser is signed in to the new account only: a session it had ends.
    if let Some(old) = session_token(&headers, state.secure_cookies) {
        state.store.end_session(&tokens::hash(&old)).await?;
    }
    let account = Account { id, name: req.name };
    let signing = Signing {
        from: client,
        headers: &headers,
        status: StatusCode::CREATED,
        recovery_code: code,
    };
    signed_in(&state, &account, signing).await
}

/// `POST /api/session`: sign in with a new session token (any session the browser
/// had is ended). The answer waits as long as the name's recent failures say (see
/// `limit.rs`), whatever the password: the right one is then always accepted.
pub async fn sign_in(
    state: State<Accounts>,
    client: ClientIp,
    headers: HeaderMap,
    json: Result<Json<CredentialsRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let answer = try_sign_in(state, client, headers, json).await;
    crate::metrics::sign_in(match &answer {
        Ok(_) => "ok",
        Err(e) if e.status == StatusCode::TOO_MANY_REQUESTS => "throttled",
        Err(_) => "failed",
    });
    answer
}

async fn try_sign_in(
    State(state): State<Accounts>,
    ClientIp(client): ClientIp,
    headers: HeaderMap,
    json: Result<Json<CredentialsRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let req = body(json)?;
    if req.name.len() > 64 {
        // No such name was ever accepted: refused before anything is counted.
        return Err(wrong());
    }
    let key = name_key(&req.name);
    let limits = &state.sign_in;
    let store = &state.store;
    let _turn = limits.turn(&key, client).await;
    let device = device_token(&headers, state.secure_cookies).map(|t| tokens::hash(&t));
    let known = match &device {
        Some(d) if store.device_known(&key, d, state.now_ms()).await? => Some(d.as_str()),
        _ => None,
    };
    // A known device's failures are its own: others' do not slow it down.
    let counted = counted_as(&key, known);
    limits.wait(limits.attempt(&counted, client)?).await;
    if check_length(&req.password).is_err() {
        // No such password was ever accepted: refused before any hashing.
        limits.failed(&counted, client);
        return Err(wrong());
    }
    let found = store.credentials(&key).await?;
    let (account, stored) = match found {
        Some((account, hash)) => (Some(account), hash),
        None => (None, None),
    };
    let ok = passwords::verify(req.password, stored).await?;
    let Some(account) = account.filter(|_| ok) else {
        limits.failed(&counted, client);
        return Err(wrong());
    };
    // The line it counted on starts again: a known device's success leaves the name's
    // failures from elsewhere standing.
    limits.succeeded(&counted);
    if store.is_closed(&account.id).await? {
        // Said only to whoever knows the password.
        tracing::info!(account = %account.name, "sign-in to a closed account refused");
        return Err(ApiError::forbidden(phrase!("account-closed")));
    }
    if let Some(old) = session_token(&headers, state.secure_cookies) {
        store.end_session(&tokens::hash(&old)).await?;
    }
    tracing::info!(account = %account.name, "signed in");
    let signing = Signing {
        from: client,
        headers: &headers,
        status: StatusCode::OK,
        recovery_code: None,
    };
    signed_in(&state, &account, signing).await
}

/// `DELETE /api/session`: the session ends, and the browser forgets its cookie.
pub async fn sign_out(
    State(state): State<Accounts>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    if let Some(token) = session_token(&headers, state.secure_cookies) {
        state.store.end_session(&tokens::hash(&token)).await?;
    }
    let clear = cookie::clear(state.secure_cookies);
    Ok((StatusCode::NO_CONTENT, [clear]).into_response())
}

/// `GET /api/me`.
pub async fn me(
    State(state): State<Accounts>,
    SignedIn(me): SignedIn,
) -> Result<Json<Me>, ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let ratings = crate::ratings::ratings_of(&state.store, &me.id).await?;
    let recovery_code = state.store.has_recovery_code(&me.id).await?;
    let lang = state.store.account_language(&me.id).await?;
    Ok(Json(Me {
        name: me.name,
        ratings,
        recovery_code,
        lang: lang.filter(|tag| cubist_words::Lang::parse_chosen(tag).is_some()),
    }))
}

/// `POST /api/me/password`: a new password; every other session of the account
/// ends and this one gets a new token.
pub async fn change_password(
    State(state): State<Accounts>,
    ClientIp(client): ClientIp,
    SignedIn(me): SignedIn,
    json: Result<Json<PasswordChangeRequest>, JsonRejection>,
) -> Result<Response, ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let req = body(json)?;
    check_length(&req.new_password)?;
    confirm_password(&state, client, &me, req.password).await?;
    let store = &state.store;
    let hash = passwords::hash(req.new_password).await?;
    let token = tokens::new_token();
    store
        .change_password(&me.id, &hash, &tokens::hash(&token), state.now_ms())
        .await?;
    tracing::info!(account = %me.name, "password changed");
    let set = cookie::set(&token, state.secure_cookies);
    Ok((StatusCode::NO_CONTENT, [set]).into_response())
}

/// Check the password of the signed-in account `me`, before a change only its owner
/// may make: guessing the password of a session left open is limited as signing in
/// is (403 if wrong).
pub(crate) async fn confirm_password(
    state: &Accounts,
    client: std::net::IpAddr,
    me: &Account,
    password: String,
) -> Result<(), ApiError> {
    let key = name_key(&me.name);
    let limits = &state.sign_in;
    let _turn = limits.turn(&key, client).await;
    limits.wait(limits.attempt(&key, client)?).await;
    let stored = state.store.password_hash(&me.id).await?;
    let ok = check_length(&password).is_ok() && passwords::verify(password, stored).await?;
    if !ok {
        limits.failed(&key, client);
        return Err(ApiError::forbidden(phrase!("wrong-password")));
    }
    limits.succeeded(&key);
    Ok(())
}

/// How a browser signs in: from where, with what headers, answered with what status,
/// and after a sign-up that asked for one, the recovery code.
struct Signing<'a> {
    from: IpAddr,
    headers: &'a HeaderMap,
    status: StatusCode,
    recovery_code: Option<String>,
}

/// Start a session for `account` and answer with its cookie, the device cookie (the
/// browser's own kept, else a new one) and the recovery code if any. Only a hash of
/// the address is kept, to count the addresses of an account for moderators
/// (docs/security.md).
async fn signed_in(
    state: &Accounts,
    account: &Account,
    signing: Signing<'_>,
) -> Result<Response, ApiError> {
    let token = tokens::new_token();
    let store = &state.store;
    let now = state.now_ms();
    store
        .end_sessions_before(now.saturating_sub(cookie::SESSION_MS))
        .await?;
    store
        .start_session(&tokens::hash(&token), &account.id, now)
        .await?;
    let from = signing.from.to_canonical();
    let address = tokens::hash(&format!("sign-in address {from}"));
    store.note_sign_in(&account.id, &address, now).await?;
    let device =
        device_token(signing.headers, state.secure_cookies).unwrap_or_else(tokens::new_token);
    store
        .note_device(&account.id, &tokens::hash(&device), now)
        .await?;
    let cookies = AppendHeaders([
        cookie::set(&token, state.secure_cookies),
        set_device(&device, state.secure_cookies),
    ]);
    let reply = SignedInAs {
        name: account.name.clone(),
        recovery_code: signing.recovery_code,
    };
    Ok((signing.status, cookies, Json(reply)).into_response())
}

fn wrong() -> ApiError {
    // The one answer whether the name or the password is wrong.
    ApiError::new(StatusCode::UNAUTHORIZED, phrase!("wrong-name-or-password"))
}

pub(crate) fn not_signed_in() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, phrase!("not-signed-in"))
}
