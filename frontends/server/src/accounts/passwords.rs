//! Passwords, hashed with Argon2id off the async runtime.

use std::sync::OnceLock;

use argon2::password_hash::{rand_core::OsRng, PasswordHash, SaltString};
use argon2::{Argon2, PasswordHasher, PasswordVerifier};
use axum::http::StatusCode;
use tokio::sync::Semaphore;

use crate::error::ApiError;
use crate::words::phrase;

/// The shortest password accepted.
pub const MIN_PASSWORD: usize = 8;
/// The longest password accepted: a longer one is refused before it is hashed.
pub const MAX_PASSWORD: usize = 128;

/// A password's length in characters, checked before any hashing.
pub fn check_length(password: &str) -> Result<(), ApiError> {
    let n = password.chars().count();
    if !(MIN_PASSWORD..=MAX_PASSWORD).contains(&n) {
        return Err(ApiError::bad_request(phrase!(
            "password-length",
            min = MIN_PASSWORD,
            max = MAX_PASSWORD
        )));
    }
    Ok(())
}

/// The Argon2id hash of `password` (a PHC string with its salt and parameters).
pub async fn hash(password: String) -> Result<String, ApiError> {
    blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|_| failed())
    })
    .await
}

/// Whether `password` matches `stored`. Without a stored hash (an unknown name, or
/// an account without a password) a fixed hash is checked instead, so the answer
/// takes as long and is always no.
pub async fn verify(password: String, stored: Option<String>) -> Result<bool, ApiError> {
    blocking(move || {
        let (hash, real) = match &stored {
            Some(h) => (h.as_str(), true),
            None => (dummy(), false),
        };
        let parsed = PasswordHash::new(hash).map_err(|_| failed())?;
        let ok = Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok();
        Ok(ok && real)
    })
    .await
}

/// Make the fixed hash now, so that the first unknown name is not answered slower.
pub async fn warm_up() {
    let _ = tokio::task::spawn_blocking(dummy).await;
}

/// A hash of a password nobody knows, made once, with the same parameters as real
/// ones.
fn dummy() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(crate::tokens::new_token().as_bytes(), &salt)
            .expect("a hash of a random token")
            .to_string()
    })
}

/// Hash on the blocking pool, at most one hash per core at a time: a flood of
/// sign-ups and sign-ins waits its turn instead of taking every core from the games.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    static HASHING: OnceLock<Semaphore> = OnceLock::new();
    let _turn = HASHING
        .get_or_init(|| Semaphore::new(cubist_ai::levels::all_cores()))
        .acquire()
        .await
        .map_err(|_| failed())?;
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|_| failed())?
}

fn failed() -> ApiError {
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        phrase!("password-hashing-failed"),
    )
}
