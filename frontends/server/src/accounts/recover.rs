//! Recovery codes at work: a player who kept theirs sets a new password with it
//! (`POST /api/recover`), once; a signed-in player makes a new one
//! (`POST /api/me/recovery-code`). Guessing a code is limited as guessing a
//! password is, on the same name: the two share one count of failures.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::StatusCode;
use axum::Json;

use super::codes::{new_code, normalize};
use super::handlers::{confirm_password, not_signed_in};
use super::names::name_key;
use super::passwords::{self, check_length};
use super::wire::{PasswordSet, RecoverRequest, RecoveryCode, RecoveryCodeRequest};
use super::Accounts;
use super::SignedIn;
use crate::client_ip::ClientIp;
use crate::error::ApiError;
use crate::extract::body;
use crate::words::phrase;

/// `POST /api/recover`: a name, its recovery code and a new password. The code is
/// used up and every session of the account ends; the player then signs in.
pub async fn recover(
    State(state): State<Accounts>,
    ClientIp(client): ClientIp,
    json: Result<Json<RecoverRequest>, JsonRejection>,
) -> Result<Json<PasswordSet>, ApiError> {
    let req = body(json)?;
    // The new password is checked first: a bad one says nothing of the code.
    check_length(&req.password)?;
    if req.name.len() > 64 {
        return Err(wrong());
    }
    let key = name_key(&req.name);
    let limits = &state.sign_in;
    let _turn = limits.turn(&key, client).await;
    limits.wait(limits.attempt(&key, client)?).await;
    let Some(code) = normalize(&req.code) else {
        limits.failed(&key, client);
        return Err(wrong());
    };
    let store = &state.store;
    let (account, stored) = match store.recovery_code(&key).await? {
        Some((account, hash)) => (Some(account), Some(hash)),
        None => (None, None),
    };
    // Without a code to check (no such name, or no code), a fixed hash is checked
    // instead: the answer takes as long.
    let ok = passwords::verify(code, stored.clone()).await?;
    let (Some(account), Some(code_hash), true) = (account, stored, ok) else {
        limits.failed(&key, client);
        return Err(wrong());
    };
    let password_hash = passwords::hash(req.password).await?;
    if !store
        .use_recovery_code(&account.id, &code_hash, &password_hash)
        .await?
    {
        // Another request used the code first.
        return Err(wrong());
    }
    limits.succeeded(&key);
    tracing::info!(account = %account.name, "password set with a recovery code");
    Ok(Json(PasswordSet { name: account.name }))
}

/// `POST /api/me/recovery-code`: a new recovery code for the signed-in account, in
/// place of the one it had; the password is asked again, as a session left open
/// must not be enough.
pub async fn new_recovery_code(
    State(state): State<Accounts>,
    ClientIp(client): ClientIp,
    SignedIn(me): SignedIn,
    json: Result<Json<RecoveryCodeRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<RecoveryCode>), ApiError> {
    let me = me.ok_or_else(not_signed_in)?;
    let req = body(json)?;
    confirm_password(&state, client, &me, req.password).await?;
    let (code, hashed) = new_code();
    let hash = passwords::hash(hashed).await?;
    state
        .store
        .set_recovery_code(&me.id, &hash, state.now_ms())
        .await?;
    tracing::info!(account = %me.name, "new recovery code");
    Ok((
        StatusCode::CREATED,
        Json(RecoveryCode {
            recovery_code: code,
        }),
    ))
}

fn wrong() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, phrase!("wrong-name-or-code"))
}
