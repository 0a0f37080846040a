//! The session cookie: a random token the browser sends back, stored only hashed.

use axum::http::header::{COOKIE, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue};
use cookie::{Cookie, SameSite};

/// The cookie's name.
pub const SESSION_COOKIE: &str = "cubist_session";
/// How long a session lasts, in days.
pub const SESSION_DAYS: i64 = 30;
/// How long a session lasts, in milliseconds.
pub(super) const SESSION_MS: u64 = SESSION_DAYS as u64 * 24 * 3600 * 1000;

/// The session token a request carries, if it looks like one (64 hex digits).
pub fn session_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == SESSION_COOKIE)
        .map(|c| c.value().to_string())
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The `Set-Cookie` header that gives the browser `token`: `HttpOnly` so no script
/// reads it, `SameSite=Lax` so other sites' forms do not send it, `Secure` behind TLS.
pub(super) fn set(token: &str, secure: bool) -> (axum::http::HeaderName, HeaderValue) {
    let cookie = Cookie::build((SESSION_COOKIE, token))
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .max_age(cookie::time::Duration::days(SESSION_DAYS))
        .secure(secure)
        .build();
    header(cookie)
}

/// The `Set-Cookie` header that makes the browser forget its session.
pub(super) fn clear(secure: bool) -> (axum::http::HeaderName, HeaderValue) {
    let cookie = Cookie::build((SESSION_COOKIE, ""))
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .max_age(cookie::time::Duration::ZERO)
        .secure(secure)
        .build();
    header(cookie)
}

fn header(cookie: Cookie<'_>) -> (axum::http::HeaderName, HeaderValue) {
    let value = HeaderValue::from_str(&cookie.to_string()).expect("cookies are header text");
    (SET_COOKIE, value)
}
