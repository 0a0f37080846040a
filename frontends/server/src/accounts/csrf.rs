//! Requests from other sites: a browser sends the session cookie with a form another
//! site posts, so a request that carries the cookie and changes anything must come
//! from this site's own pages. `SameSite=Lax` already keeps the cookie off most such
//! requests; this check holds where it does not (older browsers, sibling subdomains).

use axum::extract::Request;
use axum::http::header::{HOST, ORIGIN, UPGRADE};
use axum::http::{HeaderMap, Method};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::session_token;
use crate::error::ApiError;

/// Refuse (403) a request with the session cookie that changes anything (not
/// GET/HEAD/OPTIONS, or a WebSocket upgrade) from another origin; and signing up or
/// in from another origin, cookie or not (another site must not sign a browser in
/// to an account of its choosing).
pub async fn check(request: Request, next: Next) -> Response {
    let headers = request.headers();
    let changes = !matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    ) || headers.contains_key(UPGRADE);
    let signs_in = matches!(request.uri().path(), "/api/session" | "/api/accounts");
    let guarded = session_token(headers).is_some() || signs_in;
    if changes && guarded && !same_origin(headers) {
        return ApiError::forbidden("a signed-in request from another site is refused")
            .into_response();
    }
    next.run(request).await
}

/// Whether the request comes from this server's own pages: its `Origin` names the
/// host it was sent to; without `Origin`, unless the browser says it is cross-site
/// (`Sec-Fetch-Site`). Clients that are not browsers send neither.
fn same_origin(headers: &HeaderMap) -> bool {
    let host = headers.get(HOST).and_then(|h| h.to_str().ok());
    match headers.get(ORIGIN).map(|o| o.to_str()) {
        Some(Ok(origin)) => {
            let authority = origin
                .strip_prefix("https://")
                .or_else(|| origin.strip_prefix("http://"));
            authority.is_some() && authority == host
        }
        Some(Err(_)) => false,
        None => headers
            .get("sec-fetch-site")
            .is_none_or(|s| s.as_bytes() != b"cross-site"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn only_this_host_is_the_same_origin() {
        let host = ("host", "play.example:8080");
        assert!(same_origin(&headers(&[
            host,
            ("origin", "https://play.example:8080")
        ])));
        assert!(same_origin(&headers(&[
            host,
            ("origin", "http://play.example:8080")
        ])));
        assert!(!same_origin(&headers(&[
            host,
            ("origin", "https://evil.example")
        ])));
        assert!(!same_origin(&headers(&[host, ("origin", "null")])));
        assert!(!same_origin(&headers(&[(
            "origin",
            "https://play.example"
        )])));
        assert!(same_origin(&headers(&[host])));
        assert!(same_origin(&headers(&[
            host,
            ("sec-fetch-site", "same-origin")
        ])));
        assert!(!same_origin(&headers(&[
            host,
            ("sec-fetch-site", "cross-site")
        ])));
    }
}
