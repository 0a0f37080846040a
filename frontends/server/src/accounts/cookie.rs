//! The session cookie: a random token the browser sends back, stored only hashed.

use axum::http::header::{COOKIE, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue};
use cookie::time::Duration;
use cookie::{Cookie, SameSite};

/// The cookie's name.
pub const SESSION_COOKIE: &str = "cubist_session";
/// Its name on a site served over TLS (`--secure-cookies`): a browser takes a
/// `__Host-` cookie only from the site itself over HTTPS, never from a sibling
/// subdomain or a plain-HTTP page.
pub const SECURE_SESSION_COOKIE: &str = "__Host-cubist_session";

/// The session cookie's name on a site with or without secure cookies.
pub fn cookie_name(secure: bool) -> &'static str {
    if secure {
        SECURE_SESSION_COOKIE
    } else {
        SESSION_COOKIE
    }
}
/// How long a session lasts, in days.
pub const SESSION_DAYS: i64 = 30;
/// How long a session lasts, in milliseconds.
pub(crate) const SESSION_MS: u64 = SESSION_DAYS as u64 * 24 * 3600 * 1000;

/// The session token a request carries, if it looks like one (64 hex digits), in
/// the cookie of the site's kind (see [`cookie_name`]).
pub fn session_token(headers: &HeaderMap, secure: bool) -> Option<String> {
    token_in(headers, cookie_name(secure))
}

/// The token in cookie `name`, if it looks like one (64 hex digits).
pub(super) fn token_in(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(Result::ok)
        .find(|c| c.name() == name)
        .map(|c| c.value().to_string())
        .filter(|t| t.len() == 64 && t.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// The `Set-Cookie` header that gives the browser `token`.
pub(super) fn set(token: &str, secure: bool) -> (axum::http::HeaderName, HeaderValue) {
    token_cookie(
        cookie_name(secure),
        token,
        Duration::days(SESSION_DAYS),
        secure,
    )
}

/// The `Set-Cookie` header that makes the browser forget its session.
pub(super) fn clear(secure: bool) -> (axum::http::HeaderName, HeaderValue) {
    token_cookie(cookie_name(secure), "", Duration::ZERO, secure)
}

/// The `Set-Cookie` header of a token cookie `name` kept for `max_age`: `HttpOnly` so
/// no script reads it, `SameSite=Lax` so other sites' forms do not send it, `Secure`
/// behind TLS.
pub(super) fn token_cookie(
    name: &str,
    token: &str,
    max_age: Duration,
    secure: bool,
) -> (axum::http::HeaderName, HeaderValue) {
    let cookie = Cookie::build((name, token))
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .max_age(max_age)
        .secure(secure)
        .build();
    header(cookie)
}

fn header(cookie: Cookie<'_>) -> (axum::http::HeaderName, HeaderValue) {
    let value = HeaderValue::from_str(&cookie.to_string()).expect("cookies are header text");
    (SET_COOKIE, value)
}
